"""invID, stop 43 (opened proofwed and shelfback): the cause of a code named, and "same cause?" over two windows.

- "X 刷了一堆 <code>，根子在哪" with no window: the cause lies wherever the code's lines lie (its episode may have
  ended hours ago), not within the last hour (before, the last hour's other trouble was answered).
- "跟今天 Y 失败是同一个原因吗" after "昨天 X 失败的那些单怎么回事": two windows whose lines decide nothing of one
  subject — the two record statuses' error codes decide (before, "无法确定…").
"""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.render.answer import AnswerBrief, _same_cause_episodes, _uncovered_yes_no
from superbiz.render.material import MaterialItem
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_a_code_named_with_no_window_is_caused_where_its_lines_lie(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": over ledgerly (now 11:45 Berlin), "transfer-api 刷了一堆
    TRF-5030，根子在哪" names a code whose lines ended before the last hour: the head names the ledger database
    behind ledger-core (two hops), not the fx provider of the last hour's trouble."""
    with world_service(tmp_path, "ledgerly") as (service, url):
        origin = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'ledger-core' "
                               "AND kind = 'mysql'")
        head = ask_head(service, "transfer-api 刷了一堆 TRF-5030，根子在哪")
    assert origin in head, head
    assert "fxquote-provider" not in head, head


def _status(status: str, codes: str) -> MaterialItem:
    return MaterialItem(claim_id=status, claim_type="observation",
                        text=f"状态为 {status} 的订单按错误码（两状态是否同因的对比之一）：{codes}")


@pytest.mark.spec("Answer the question that was asked")
def test_two_windows_of_two_statuses_decided_by_their_codes() -> None:
    """Scenario "Answer the question that was asked": "跟今天报价失败是同一个原因吗" after "昨天打款失败的那些单
    怎么回事" sets two windows against each other; the windows' lines decide nothing, the statuses' codes (none in
    common) say 不是（推断）."""
    brief = AnswerBrief(subjects=("payer",), window_start="2026-12-02T07:00:00Z", window_end="2026-12-03T07:00:00Z",
                        same_cause_window=("2026-12-03T07:00:00Z", "2026-12-03T19:20:00Z"))
    items = [_status("PAYOUT_STALLED", "CSK-4417: 21"), _status("QUOTE_FAILED", "QWL-5032: 8")]
    line = _uncovered_yes_no(items, brief, ZoneInfo("UTC"))
    assert line is not None and line.startswith("不是（推断）"), line


@pytest.mark.spec("Answer the question that was asked")
def test_same_cause_after_two_turns_of_one_subject_sets_their_windows(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": over ledgerly, "是同一个原因吗" after "十点那次转账接口报错是什么
    原因" and "那十一点半那次呢？" sets the two turns' windows against each other: the API's 10:00 lines call
    ledger-core, its 11:30 lines fx-rates — 不是（推断） (before, only the last turn's cause was told)."""
    with world_service(tmp_path, "ledgerly") as (service, url):
        late = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' "
                             "AND message LIKE '%call to fx-rates failed%'")
        assert int(late) > 0
        head = ask_head(service, "十点那次转账接口报错是什么原因", "那十一点半那次呢？", "是同一个原因吗")
    assert head.startswith("不是（推断）"), head


def _run(code: str, first: str, last: str, example: str) -> MaterialItem:
    return MaterialItem(claim_id=code, claim_type="observation",
                        text=(f"shop 错误码 {code} 的 ERROR 日志在窗口内共 40 条，首次出现(first_seen) {first}，"
                              f"最近一次(last_seen) {last}，跨度(span) 20m；示例：{example}"))


@pytest.mark.spec("Answer the question that was asked")
def test_two_episodes_of_one_window_apart_and_of_other_origins_are_no() -> None:
    """Scenario "Answer the question that was asked": "是同一个原因吗" after "X 今晚出了两次问题": X's code runs apart
    in time, one calling its dependency, one its own crash — 不是（推断）; runs that overlap decide nothing."""
    brief = AnswerBrief(subjects=("shop",), depends=("stock",), same_cause_episodes=True)
    call = _run("SHP-5031", "2026-12-06T03:03:00Z", "2026-12-06T03:29:00Z", "call to stock failed")
    own = _run("SHP-5100", "2026-12-06T04:41:00Z", "2026-12-06T05:04:00Z", "unhandled exception (version 7.3.0)")
    line = _same_cause_episodes([call, own], brief)
    assert line is not None and line.startswith("不是（推断）") and "stock" in line, line
    same_time = _run("SHP-5100", "2026-12-06T03:10:00Z", "2026-12-06T03:20:00Z", "request aborted")
    assert _same_cause_episodes([call, same_time], brief) is None


@pytest.mark.spec("Answer the question that was asked")
def test_same_cause_after_two_problems_told_of_one_window(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": over ledgerly, "是同一个原因吗" after "转账接口今天上午出了两次
    问题": the API's first run calls ledger-core, its second fx-rates — 不是（推断）."""
    with world_service(tmp_path, "ledgerly") as (service, url):
        late = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' "
                             "AND message LIKE '%call to fx-rates failed%'")
        assert int(late) > 0
        head = ask_head(service, "转账接口今天上午出了两次问题", "是同一个原因吗")
    assert head.startswith("不是（推断）"), head

