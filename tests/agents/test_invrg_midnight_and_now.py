"""Causes at the midnight said and troubles going on "rn" (investigator invRG).

- movenest-app-gateway-midnight-three-hop-en ("app gateway was spewing errors around midnight whats the root
  cause") and movenest-booking-midnight-cause-zh ("昨晚半夜 预约服务狂报错 根因在哪"): the window runs three hours
  either side of the midnight; the subject logged an evening cache storm (over two hours before midnight) and the
  pool exhaustion running at midnight. The walk started at the storm's earliest line and blamed the cache (a false
  fact); the trouble asked is the one at midnight (``causes._symptoms``, ``_running_at_midnight``).
- heelwright-overview-now-en ("whats broken rn"): "rn" is chat for right now — a trouble over before now leaves the
  head's current list (``timeparse._NOW_WORDS``).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from superbiz.agents.causes import _chain
from superbiz.agents.investigate import Finding
from superbiz.agents.plan_model import Plan
from superbiz.agents.timeparse import around_midnight, asks_now


def _ref(svc: str, code: str, first: str, last: str, count: int, sample: str, level: str = "ERROR") -> Any:
    return cast(Any, SimpleNamespace(service=svc, error_code=code, first_seen=first, last_seen=last, level=level,
                                     text=(f'{svc} {level} error_code={code}: count={count} first_seen={first} '
                                           f'last_seen={last} earlier_count=0 sample="{sample}"')))


def _found() -> dict[str, Finding]:
    none = cast(Any, None)
    return {
        "gate": Finding(service="gate", buckets=[
            (none, _ref("gate", "GT-1", "2026-03-09T11:33:05Z", "2026-03-09T12:04:12Z", 51,
                        "call to crates failed: timeout waiting for crates")),
            (none, _ref("gate", "GT-2", "2026-03-09T13:43:05Z", "2026-03-09T14:34:52Z", 104,
                        "call to quotes failed: quotes returned 503"))]),
        "crates": Finding(service="crates", buckets=[(none, _ref(
            "crates", "CR-1", "2026-03-09T11:32:05Z", "2026-03-09T12:04:53Z", 99,
            "cache miss on crate-cache, fallback read timed out"))]),
        "crate-cache": Finding(service="crate-cache", buckets=[(none, _ref(
            "crate-cache", "CC-1", "2026-03-09T11:30:05Z", "2026-03-09T12:04:00Z", 30,
            "maxmemory reached: evicted 3131 keys", "WARN"))]),
        "quotes": Finding(service="quotes", buckets=[(none, _ref(
            "quotes", "QT-1", "2026-03-09T13:42:05Z", "2026-03-09T14:34:41Z", 212,
            "connection pool exhausted: 40/40 in use, waited for a connection to quote-db"))]),
        "quote-db": Finding(service="quote-db", buckets=[(none, _ref(
            "quote-db", "QD-1", "2026-03-09T13:40:05Z", "2026-03-09T14:30:00Z", 40,
            "client connections 380 close to max_connections 400", "WARN"))]),
    }


def _walk(question: str) -> list[str] | None:
    plan = Plan(intent="diagnose", narrow_scope=False, aspects=["cause"], services=["gate"], window_explicit=True,
                window_start="2026-03-09T11:00:00Z", window_end="2026-03-09T17:00:00Z",
                dependency_graph={"gate": ["crates", "quotes"], "crates": ["crate-cache"], "quotes": ["quote-db"]})
    builder = cast(Any, SimpleNamespace(plan=plan, question=question, symptoms=[]))
    chain = _chain(builder, _found(), "gate")
    return chain[0] if chain else None


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["gate was spewing errors around midnight whats the root cause",
                                      "昨晚半夜 网关狂报错 根因在哪"])
def test_the_trouble_running_at_midnight_is_the_one_asked(question: str) -> None:
    assert _walk(question) == ["gate", "quotes", "quote-db"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_window_not_around_midnight_keeps_the_earliest() -> None:
    assert _walk("gate was spewing errors last night whats the root cause") == ["gate", "crates", "crate-cache"]
    assert not around_midnight("errors since midnight?") and not around_midnight("午夜之前那次积压几点消化完的")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["whats broken rn", "anything down atm?"])
def test_rn_and_atm_ask_the_present(question: str) -> None:
    assert asks_now(question)
