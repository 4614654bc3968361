"""invHD, stop 42 (opened medlocker and yarnloft): "是同一个原因吗" whose sides the conversation told.

- "是同一个原因吗" naming nothing after "X 报错是啥原因" / "那 Y 呢？": the subjects of the two questions before are the
  two sides, each with its own chain (before, only Y was read and nothing was decided).
- "那八点二十那次呢？是同一个原因吗" after "早上六点半 X 为啥报错": one window's lines name a dependency, the other's
  none, and no ERROR code is in both — "不是（推断）" (before, nothing was decided).
- (opened fragcup) "between like 7:30 and 8 tonight": a spoken filler before a range's first end keeps the range one
  window (before, "7:30" this morning was set against "tonight").
- (opened lingobay) "昨晚派单失败是不是译员名册库出问题了？": a trouble told, then another thing's state asked with no
  comma between them, asks that thing's state alone (clean: 没有), never the health of both (before: "是，… 有异常").
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows
from superbiz.render.answer import AnswerBrief, _same_cause_windows
from superbiz.render.material import MaterialItem
from tests.agents.world_chat import ask_head, spec_catalog, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_the_two_earlier_subjects_are_the_two_sides(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": over ledgerly, "是同一个原因吗" after "上午十点 ledger-core
    报错是啥原因？" and "那转账接口呢？" sets ledger-core against the transfer API: the API's lines are failed calls
    to ledger-core, whose origin (the ledger database) is the API's too — 是（推断）."""
    with world_service(tmp_path, "ledgerly") as (service, url):
        calls = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' "
                              "AND message LIKE '%call to ledger-core failed%'")
        assert int(calls) > 0
        head = ask_head(service, "上午十点 ledger-core 报错是啥原因？", "那转账接口呢？", "是同一个原因吗")
    assert head.startswith("是（推断）"), head
    assert "ledger-core" in head and "transfer-api" in head and "ledger-mysql" in head, head


def _run(code: str, first: str, example: str) -> MaterialItem:
    return MaterialItem(claim_id=code, claim_type="observation",
                        text=(f"shop 错误码 {code} 的 ERROR 日志在窗口内共 40 条，首次出现(first_seen) {first}，"
                              f"最近一次(last_seen) {first}，跨度(span) 20m；示例：{example}"))


@pytest.mark.spec("Answer the question that was asked")
def test_one_window_naming_a_dependency_and_no_code_in_common_is_no() -> None:
    """Scenario "Answer the question that was asked": the same service's troubles in two windows, one naming its
    dependency (a failed call), the other none (its own crash), with different ERROR codes: two origins."""
    brief = AnswerBrief(subjects=("shop",), depends=("stock",), window_start="2026-12-06T04:00:00Z",
                        window_end="2026-12-06T05:00:00Z",
                        same_cause_window=("2026-12-06T05:50:00Z", "2026-12-06T07:15:00Z"))
    items = [_run("SHP-5009", "2026-12-06T04:31:00Z", "unhandled exception (version 7.3.0)"),
             _run("SHP-5031", "2026-12-06T06:21:48Z", "call to stock failed: stock returned 503")]
    line = _same_cause_windows(items, brief)
    assert line is not None and line.startswith("不是（推断）") and "stock" in line, line
    # one and the same code in both windows decides nothing by this rule
    same = [_run("SHP-5031", "2026-12-06T04:31:00Z", "crashed"),
            _run("SHP-5031", "2026-12-06T06:21:48Z", "call to stock failed: stock returned 503")]
    assert _same_cause_windows(same, brief) is None


@pytest.mark.spec("Answer the question that was asked")
def test_a_filler_before_a_range_keeps_one_window() -> None:
    """Scenario "Answer the question that was asked": "between like 2:30 and 3 this afternoon" is one window (14:30 to
    15:00), never two set against each other."""
    zone, now = ZoneInfo("America/New_York"), datetime(2026, 10, 14, 20, 20, tzinfo=UTC)
    for question in ("customers couldnt get quotes between like 2:30 and 3 this afternoon, what was the root cause?",
                     "any errors between about 9 and 10 this morning?"):
        assert resolve_windows(question, now=now, zone=zone) is None, question
    spec = resolve_time("between like 2:30 and 3 this afternoon, root cause?", now=now, zone=zone)
    assert spec.start == datetime(2026, 10, 14, 18, 30, tzinfo=UTC)
    assert spec.end == datetime(2026, 10, 14, 19, 0, tzinfo=UTC)


@pytest.mark.spec("Answer the question that was asked")
def test_a_state_asked_right_after_a_trouble_told_is_a_yes_no_about_it() -> None:
    """Scenario "Answer the question that was asked": "上午十点转账接口报错是不是 risk-scorer 出问题了？" (no
    comma) asks whether risk-scorer failed — its state alone, not the transfer API's health beside it."""
    now = datetime(2026, 6, 18, 9, 45, tzinfo=UTC)
    catalog = spec_catalog("ledgerly")
    for question in ("上午十点转账接口报错是不是 risk-scorer 出问题了？",
                     "上午十点转账接口报错，是不是 risk-scorer 出问题了？"):
        plan = offline_plan(question, catalog, now=now)
        assert plan.services == ["risk-scorer"], (question, plan.aspects, plan.services)
