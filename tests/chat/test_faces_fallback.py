"""``models.fallback: offline`` (an unreachable Executor endpoint falls back to the offline engine, recorded in the
session) and gaps that confirmed claims already cover not being listed."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from superbiz.chat.events import AnswerEvent, ErrorEvent
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.contracts import ExecutorEvidenceV2
from superbiz.render import AllowedMaterial, MaterialItem
from superbiz.render.material import drop_covered_gaps
from superbiz.store import repository
from tests.chat.conftest import make_settings

DEMO = "payment-service 最近半小时为什么大量超时？"
GAP = "与该手册判断条件对应的当前日志或指标"


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])  # closed again when this returns: connections are refused


@pytest.mark.parametrize("fallback", ["offline", "none"])
def test_unreachable_executor_endpoint_falls_back_to_offline_only_when_configured(
    tmp_path: Path, shared_world_url: str, fallback: str,
) -> None:
    endpoint = {"provider": "openai", "base_url": f"http://127.0.0.1:{_closed_port()}/v1", "model": "m",
                "timeout_s": 2, "max_retries": 0}
    settings = make_settings(tmp_path, sources={"world_url": shared_world_url},
                             models={"executor": endpoint, "fallback": fallback})
    container = build_container(settings)
    try:
        events = list(ChatService(container).stream(DEMO, user_id="u"))
        result = next(e.data.result for e in events if isinstance(e, AnswerEvent))
        with container.db.session() as s:
            steps = repository.list_steps(s, session_id=result.session_id)
    finally:
        container.close()
    notes = [e.data for e in events if isinstance(e, ErrorEvent) and e.data.stage == "executor"]
    executor_steps = [st.thought for st in steps if st.agent == "executor"]
    if fallback == "offline":
        assert result.output_type != "DEGRADED" and result.confirmed
        assert notes and notes[0].fallback == "offline"
        assert any("models.fallback: offline" in t for t in executor_steps)
        assert any(e.type == "tool_call" for e in events)
    else:
        assert result.output_type == "DEGRADED" and result.confirmed == []
        assert not any("models.fallback" in t for t in executor_steps)


def _material(confirmed: list[str], gaps: list[str]) -> AllowedMaterial:
    items = tuple(MaterialItem(claim_id=f"c{i}", claim_type="observation", text=t) for i, t in enumerate(confirmed))
    return AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, gaps=tuple(gaps))


def _structured(hypotheses: list[str], missing: list[str] = []) -> ExecutorEvidenceV2:  # noqa: B006
    return ExecutorEvidenceV2.model_validate({
        "claims": [], "missing_info": missing,
        "hypotheses": [{"hypothesis_text": h, "needed_evidence": [GAP]} for h in hypotheses],
    })


def test_a_gap_is_dropped_only_when_a_confirmed_claim_covers_every_hypothesis_asking_for_it() -> None:
    covered = "参考《手册》「相关告警」：`PoolExhausted`：活跃连接数占比 ≥ 95%。"
    uncovered = "参考《手册》「监控」：`queue_depth_total` 持续上涨。"
    confirmed = ["告警 PoolExhausted 正在触发（服务 a-service）"]
    assert drop_covered_gaps(_material(confirmed, [GAP]), _structured([covered])).gaps == ()
    assert drop_covered_gaps(_material(confirmed, [GAP]), _structured([covered, uncovered])).gaps == (GAP,)
    assert drop_covered_gaps(_material([], [GAP]), _structured([covered])).gaps == (GAP,)
    assert drop_covered_gaps(_material(confirmed, [GAP]), _structured([covered], missing=[GAP])).gaps == (GAP,)
    other = "最近一次发布记录"
    assert drop_covered_gaps(_material(confirmed, [other, GAP]), _structured([covered])).gaps == (other,)
