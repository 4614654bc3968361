"""Pattern "honest negatives" (invAQ: opened berthly): a negative observation bound to the query that returned zero
records of exactly what it denies — the same service(s), the same level, no narrower filter, the query's own window —
is a direct observation of absence (a one-word service name, which is no anchor, included); a negative whose query
covered something else (another service, another or no level, a message filter, a time frame of the claim's own)
stays an inference. And a question that asks the subject's state besides the level ("付款现在顺不顺？收款服务有没有
报错") judges the health of every subject in its head, not the level's 没有 of the first one alone. Facts come from
the world database by SQL."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from superbiz.agents.plan_terms import asks_state_beyond_level
from superbiz.verification._negation import observed_absence
from tests.agents.world_chat import Ask, world_asker

_ZERO = "query_logs service=fuelpier level=error window=2026-12-09t02:25:00z~03:25:00z: 0 matching records"
_CLAIM = "fuelpier 在查询窗口内没有 ERROR 级别日志"


def test_a_zero_result_of_the_same_service_and_level_is_observed_absence() -> None:
    """Scenario "X 在查询窗口内没有 ERROR 级别日志" bound to X's ERROR query that returned 0: observed directly."""
    assert observed_absence(_CLAIM, [_ZERO], {"fuelpier"})
    both = "fuelpier 和 dockpay 在查询窗口内都没有 ERROR 级别日志"
    other = _ZERO.replace("fuelpier", "dockpay")
    assert observed_absence(both, [_ZERO, other], {"fuelpier", "dockpay"})


@pytest.mark.parametrize(("claim", "lines", "services"), [
    # another service: the claim's service was never queried
    (_CLAIM, [_ZERO.replace("fuelpier", "dockpay")], {"fuelpier"}),
    # two services denied, one queried
    ("fuelpier 和 dockpay 在查询窗口内都没有 ERROR 级别日志", [_ZERO], {"fuelpier", "dockpay"}),
    # another level: a WARN query does not observe the absence of ERROR lines
    (_CLAIM, [_ZERO.replace("level=error", "level=warn")], {"fuelpier"}),
    # no level denied ("no logs at all") but only ERROR queried
    ("fuelpier 在查询窗口内没有日志", [_ZERO], {"fuelpier"}),
    # a narrower query (a message filter)
    (_CLAIM, [_ZERO.replace(" window=", " contains=timeout window=")], {"fuelpier"}),
    # the claim's own time frame: the query's window may be another one
    ("fuelpier 昨天下午没有 ERROR 级别日志", [_ZERO], {"fuelpier"}),
    # records were found
    (_CLAIM, [_ZERO.replace(": 0 matching", ": 3 matching")], {"fuelpier"}),
    # no service known for the claim
    (_CLAIM, [_ZERO], set()),
])
def test_a_negative_whose_query_covered_something_else_is_not_observed(
        claim: str, lines: list[str], services: set[str]) -> None:
    """Scenario: the negative's query did not cover what the claim says — it stays an inference."""
    assert not observed_absence(claim, lines, services)


def test_state_words_besides_the_level_ask_health() -> None:
    """Scenario "付款现在顺不顺？收款服务有没有报错": the state is asked besides the level; the level alone is not."""
    assert asks_state_beyond_level("加油码头那边付款现在顺不顺？收款服务有没有报错")
    assert asks_state_beyond_level("notify-hub 正常吗，有没有 ERROR 日志")
    assert not asks_state_beyond_level("notify-hub 最近一小时有没有报错？")
    assert not asks_state_beyond_level("notify-hub 现在顺不顺？")


@pytest.fixture(scope="module")
def ask(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ask]:
    with world_asker(tmp_path_factory.mktemp("harbor"), "harbor") as asker:
        yield asker


def test_two_quiet_subjects_asked_smooth_and_errors_are_judged_healthy(ask: Ask) -> None:
    """Scenario "A 和 B 现在顺不顺？有没有报错" (dev: harbor-two-healthy-smooth-and-errors-zh): both subjects, no
    ERROR line in the window (by SQL), no anomaly → one head that says 没有 and judges both healthy."""
    answer, errors = ask("通知中心和 tracking-api 现在顺不顺？有没有报错",
                         "SELECT count(*) FROM log_record WHERE service IN ('notify-hub', 'tracking-api') "
                         "AND level = 'ERROR' AND ts >= (SELECT datetime(max(ts), '-1 hour') FROM log_record)")
    head = answer.splitlines()[0]
    assert errors == 0 and head.startswith("没有，notify-hub、tracking-api") and "未发现异常" in head, answer
    assert "〔推断〕" not in answer, answer


def test_two_codes_compared_in_one_window_side_by_side(ask: Ask) -> None:
    """Scenario "过去一小时 A 跟 B 哪个报得多" of two error codes (dev: harbor-two-codes-compare-zh): each code's ERROR
    count in the window (by SQL) side by side in the head, the larger named — not a comparison gap."""
    question = "过去一小时 BKG-5021 跟 MFW-3302 哪个报得多"
    sql = ("SELECT count(*) FROM log_record WHERE error_code = '{}' "
           "AND ts >= (SELECT datetime(max(ts), '-60 minutes') FROM log_record)")
    answer, first = ask(question, sql.format("BKG-5021"))
    _, second = ask(question, sql.format("MFW-3302"))
    head = answer.splitlines()[0]
    larger = "BKG-5021" if first > second else "MFW-3302"
    assert head.startswith(f"错误码 {larger} 更多"), answer
    assert f"BKG-5021 的 ERROR 日志 {first} 条" in head and f"MFW-3302 的 ERROR 日志 {second} 条" in head, answer
