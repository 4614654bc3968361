"""Health of a quiet past window ("昨天中午12点到下午2点系统有没有出过故障？", opened held-out tollroad): the only
evidence, "no service fired an alert (none firing, none resolved)", names 已恢复 only to deny it — the answer is
healthy, never "是，…出过问题（已恢复）"."""

from __future__ import annotations

from superbiz.render.answer import _health
from superbiz.render.material import MaterialItem


def test_denied_resolved_alert_is_not_a_past_problem() -> None:
    quiet = MaterialItem(claim_id="c1", claim_type="negative_observation",
                         text="窗口内没有任何服务触发告警（没有触发中的，也没有已恢复的）")
    line = _health([quiet], "窗口内的服务", asks_problem=True)
    assert line.startswith("没有，") and "出过问题" not in line


def test_a_resolved_alert_is_still_a_past_problem() -> None:
    fired = MaterialItem(claim_id="c2", claim_type="direct_observation",
                         text="告警 ErrorsHigh（服务 orders-api，critical）已恢复(resolved)：持续(duration) 30m")
    assert _health([fired], "orders-api", asks_problem=True).startswith("是，orders-api 在窗口内出过问题（已恢复）")
