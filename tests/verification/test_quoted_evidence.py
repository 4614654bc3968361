"""A log message that denies something in its own words ("No space left on device", "order not found",
"Connection is not available") is evidence text, not the claim's negation (issue 9, the investigator's note).

Real records: the demo world generated here and the real ``query_logs`` tool over it. Hypothesis draws a record
whose message carries its own negation, a phrasing and a quoting style, then checks both directions: a claim
that the line occurred stays ``direct_observation`` / PASS; a claim that denies it, bound to that record, is
contradicted and not PASS.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from superbiz.pipeline import conclude_round, prepare_round
from superbiz.sources.demo import generate_demo_world
from superbiz.sources.world import World
from superbiz.tools.base import ToolContext
from superbiz.tools.registry import build_registry
from superbiz.verification.quoting import blank_quotes, copied, denied_copy
from tests.support.mutation_worlds import WorldSession, to_invocation
from tests.verification.factories import claim, executor_json, log_invocation
from tests.verification.mutation_cases import verify

_CALLS: list[tuple[str, dict[str, Any]]] = [
    ("query_logs", {"service": "notification-service", "level": "ERROR", "limit": 3}),
    ("query_logs", {"service": "order-service", "level": "WARN", "keyword": "not found", "limit": 3}),
    ("query_logs", {"service": "payment-service", "level": "ERROR", "limit": 3}),
]
#: An English negation inside a log message (the message's own words).
_OWN_NEGATION = re.compile(r"(?<![a-z])(?:no|not|none|never|without|refused|unavailable)(?![a-z])", re.IGNORECASE)
_MESSAGE = re.compile(r"trace=\S+\s+(?:[A-Z]+-\d+\s+)?(?P<msg>.+)$")
_LEVEL_WORD = {"ERROR": "错误", "WARN": "警告"}
_QUOTES = [('"', '"'), ("“", "”"), ("「", "」"), ("`", "`")]


@dataclass(frozen=True)
class _Line:
    inv: int
    tool: str
    path: str
    service: str
    level: str
    message: str


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> tuple[WorldSession, list[_Line]]:
    tmp: Path = tmp_path_factory.mktemp("quoted-evidence")
    url = f"sqlite:///{tmp / 'demo-world.db'}"
    generate_demo_world(url, log_lines=20_000, orders=3_000)
    ctx = ToolContext(sources={"world": World.from_url(url)}, now=datetime(2026, 11, 28, 6, 0, tzinfo=UTC))
    registry = build_registry(include_knowledge=False)
    invocations = tuple(to_invocation(i, registry.invoke(n, a, ctx)) for i, (n, a) in enumerate(_CALLS, start=1))
    lines: list[_Line] = []
    for inv in invocations:
        assert inv.retrieval_details is not None
        for ref in inv.retrieval_details.evidence_refs or []:
            m = _MESSAGE.search(ref.text)
            extra = ref.model_extra or {}
            if ref.raw_path.startswith("logs[") and m and _OWN_NEGATION.search(m.group("msg")):
                lines.append(_Line(inv.id, inv.tool_name, ref.raw_path, str(extra["service"]), str(extra["level"]),
                                   m.group("msg").rstrip()))  # fmt: skip
    return WorldSession("demo", invocations, None, "UTC", ()), lines


def _fragment(message: str, cut: int) -> str:
    """The message itself, or its clause that carries the negation (what a claim would quote)."""
    if cut == 0:
        return message
    clauses = [c.strip() for c in re.split(r"[,:;]", message) if _OWN_NEGATION.search(c)]
    return clauses[0]


def _claim(line: _Line, text: str) -> dict[str, Any]:
    return {"claim_id": "c1", "claim_type": "observation", "claim_text": text, "support_level": "direct",
            "evidence_bindings": [{"source_type": "tool", "tool_name": line.tool, "source_invocation_id": line.inv,
                                   "raw_path": line.path, "evidence_excerpt": line.message}]}  # fmt: skip


_POSITIVE = ["{svc} 日志出现 {q} {lvl}", "{svc} 的日志记录了 {q}", "{svc} 报出 {lvl}：{q}", "{svc} 出现 {q}"]
_DENIAL = ["{svc} 没有出现 {q} {lvl}", "{svc} 日志中未出现 {q}", "{svc} 并无 {q}", "{svc} 的日志里没有 {q}"]
_SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def test_the_demo_world_has_log_messages_that_deny_in_their_own_words(world: tuple[WorldSession, list[_Line]]) -> None:
    services = {line.service for line in world[1]}
    assert {"notification-service", "order-service", "payment-service"} <= services


def _draw_claim_text(data: st.DataObject, lines: list[_Line], templates: list[str]) -> tuple[_Line, str]:
    """A real log line and a claim about it: one of ``templates`` quoting the whole message or its negated clause."""
    line = data.draw(st.sampled_from(lines))
    q_open, q_close = data.draw(st.sampled_from([*_QUOTES, ("", "")]))
    fragment = _fragment(line.message, data.draw(st.integers(0, 1)))
    template = data.draw(st.sampled_from(templates))
    return line, template.format(svc=line.service, q=f"{q_open}{fragment}{q_close}", lvl=_LEVEL_WORD[line.level])


@_SETTINGS
@given(data=st.data())
def test_quoting_a_message_with_its_own_negation_is_a_positive_claim(
    data: st.DataObject, world: tuple[WorldSession, list[_Line]]
) -> None:
    session, lines = world
    line, text = _draw_claim_text(data, lines, _POSITIVE)
    assert verify(session, _claim(line, text)) == ("direct_observation", "PASS"), text


@_SETTINGS
@given(data=st.data())
def test_denying_a_message_the_bound_record_has_is_contradicted(
    data: st.DataObject, world: tuple[WorldSession, list[_Line]]
) -> None:
    session, lines = world
    line, text = _draw_claim_text(data, lines, _DENIAL)
    result = verify(session, _claim(line, text))
    assert result[0] == "contradicted" and result[1] != "PASS", (text, result)


_CN_LOG = "2026-11-28T05:40:00Z WARN order-service trace=9c1d2e3f4a5b 未找到订单 ORD-20261128-000777"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("order-service 日志出现「未找到订单」警告", "PASS"),
        ("order-service 的日志记录了 未找到订单 ORD-20261128-000777", "PASS"),
        ("order-service 没有出现「未找到订单」警告", "REJECT"),
        ("order-service 日志中并无“未找到订单”", "REJECT"),
    ],
)
def test_a_chinese_message_with_its_own_negation(text: str, expected: str) -> None:
    inv = log_invocation(1, messages=[_CN_LOG])
    bound = claim("c1", text, bindings=[{"source_type": "tool", "tool_name": inv.tool_name, "source_invocation_id": 1,
                                "raw_path": "logs[0]", "evidence_excerpt": "未找到订单"}])  # fmt: skip
    prepared = prepare_round(original_query="现在怎么了？", round=1, retry_context=None, invocations=[inv],
                             executor_output=executor_json([bound]))  # fmt: skip
    outcome = conclude_round(prepared, verifier_output=None, threshold=0.5, max_rounds=2).outcome
    assert outcome.verdict == expected, outcome.claim_checks


def test_copied_negations_and_denied_copies() -> None:
    hay = "error notification-service ntf-5007 write failed: no space left on device"
    text = 'notification-service 日志出现 "no space left on device" 错误'
    at = text.index('"no') + 1
    assert copied(text, at, at + 2, hay)
    plain = "notification-service 出现 no space left on device"
    at = plain.index(" no ") + 1
    assert copied(plain, at, at + 2, hay)
    own = "notification-service 没有 no errors"
    at = own.index(" no ") + 1
    assert not copied(own, at, at + 2, hay)
    denial = '没有出现 "no space left on device"'
    assert denied_copy(denial, 2, hay) == "no space left on device"
    assert denied_copy('没有出现 "disk quota exceeded"', 2, hay) is None
    assert blank_quotes('没有出现 "无可用连接" 日志') == '没有出现 "…" 日志'
