"""Spec scenario "multi-hop cause" (helper round invDO, opened steelroll): the app's errors name the middle service,
whose errors name its database ("connection pool exhausted … waited for a connection to <db>") and whose alert
speaks of the db connections. The database's own WARN lines ("client connections 390 close to max_connections")
ran from before the window, so they did not spike against it (steady): the walk stopped at the middle service. Its
records naming that one dependency, both already active before the window and the database's lines no later, the
database is the origin (``causes._steady_named``).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from superbiz.agents.causes import _chain
from superbiz.agents.investigate import Finding
from superbiz.agents.plan_model import Plan


def _ref(svc: str, first: str, earlier: int, sample: str) -> Any:
    code = f"{svc.upper()}-{len(sample)}"
    return cast(Any, SimpleNamespace(service=svc, error_code=code, first_seen=first, text=(
        f'{svc} ERROR error_code={code}: count=20 first_seen={first} last_seen=2026-03-09T08:14:00Z '
        f'earlier_count={earlier} sample="{sample}"')))


def _found(db_first: str, db_earlier: int) -> dict[str, Finding]:
    none = cast(Any, None)
    return {
        "web": Finding(service="web", buckets=[(none, _ref("web", "2026-03-09T08:00:09Z", 15,
                                                           "call to sched failed: sched returned 503"))]),
        "sched": Finding(service="sched", buckets=[(none, _ref(
            "sched", "2026-03-09T08:00:24Z", 24, "connection pool exhausted: waited for a connection to sched-db"))]),
        "sched-db": Finding(service="sched-db", steady=[(none, _ref(
            "sched-db", db_first, db_earlier, "client connections 390 close to max_connections 400"))]),
    }


def _walk(found: dict[str, Finding]) -> list[str] | None:
    plan = Plan(intent="diagnose", narrow_scope=False, aspects=["cause"], services=["web"],
                dependency_graph={"web": ["sched"], "sched": ["sched-db"]})
    builder = cast(Any, SimpleNamespace(plan=plan, question="", symptoms=[]))
    chain = _chain(builder, found, "web")
    return chain[0] if chain else None


def test_a_middle_services_named_database_with_steady_lines_is_the_origin() -> None:
    assert _walk(_found("2026-03-09T08:00:06Z", 10)) == ["web", "sched", "sched-db"]


def test_steady_lines_that_began_after_the_middles_or_new_in_the_window_are_no_origin() -> None:
    assert _walk(_found("2026-03-09T08:05:00Z", 10)) == ["web", "sched"]
    assert _walk(_found("2026-03-09T08:00:06Z", 0)) == ["web", "sched"]


def test_a_hops_trouble_that_began_after_the_symptom_is_not_walked() -> None:
    """Spec scenario "multi-hop cause" (opened dunecamp): the app's errors name the booking service, whose lock-wait
    errors on its database began before them and whose "call to <dispatcher> failed" errors began 20 minutes later;
    the walk went on from the later trouble (the dispatcher, after the app's symptom: no chain) and the head stopped
    at the app. The hop's records that began by the symptom's start lead on (``causes._begun_by``)."""
    none = cast(Any, None)
    found = {
        "app": Finding(service="app", buckets=[(none, _ref("app", "2026-03-09T08:03:05Z", 0,
                                                           "call to booking failed: booking returned 503"))]),
        "booking": Finding(service="booking", buckets=[
            (none, _ref("booking", "2026-03-09T08:01:00Z", 0, "order B-1 failed: BOOKING_FAILED")),
            (none, _ref("booking", "2026-03-09T08:20:31Z", 0, "call to dispatch failed: dispatch returned 500"))]),
        "booking-db": Finding(service="booking-db", buckets=[(none, _ref(
            "booking-db", "2026-03-09T08:00:05Z", 0, "lock wait timeout exceeded; try restarting transaction"))]),
        "dispatch": Finding(service="dispatch", buckets=[(none, _ref(
            "dispatch", "2026-03-09T08:20:05Z", 0, "unhandled exception in request handler"))]),
    }
    plan = Plan(intent="diagnose", narrow_scope=False, aspects=["cause"], services=["app"],
                dependency_graph={"app": ["booking"], "booking": ["booking-db", "dispatch"]})
    builder = cast(Any, SimpleNamespace(plan=plan, question="", symptoms=[]))
    chain = _chain(builder, found, "app")
    assert chain is not None and chain[0] == ["app", "booking", "booking-db"]
