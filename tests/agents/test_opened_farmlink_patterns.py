"""Patterns of the opened farmlink world, on a catalogue of no real world: the onset of the episode going on now
("这次是几点开始报错的" for a service that failed yesterday too), an operation's end asked colloquially
("回滚几点搞完的"), 零点 and a second clock range after a closed one ("昨晚 11 点到 12 点和零点到 1 点"), and "avg"
as an average."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_this_episode
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW

#: ledger-service failed yesterday (lock waits on its database) and again today (its pool): two episodes
_ITEMS = (
    MaterialItem(claim_id="c1", claim_type="observation", text=(
        "vault-db 错误码 DB-LCK 的 WARN 日志在窗口内共 47 条，首次出现(first_seen) 2031-03-03T08:22:05Z，"
        "最近一次(last_seen) 2031-03-03T09:08:26Z，跨度(span) 46m")),
    MaterialItem(claim_id="c2", claim_type="observation", text=(
        "ledger-service 错误码 LS-4091 的 ERROR 日志在窗口内共 146 条，首次出现(first_seen) 2031-03-03T08:24:05Z，"
        "最近一次(last_seen) 2031-03-03T09:08:52Z，跨度(span) 44m")),
    MaterialItem(claim_id="c3", claim_type="observation", text=(
        "告警 ErrorsHigh（服务 ledger-service，critical）已恢复(resolved)：开始于(since) 2031-03-03T08:25:00Z，"
        "结束于(until) 2031-03-03T09:11:00Z，持续(duration) 46m")),
    MaterialItem(claim_id="c4", claim_type="observation", text=(
        "ledger-service 错误码 LS-5033 的 ERROR 日志在窗口内共 144 条，首次出现(first_seen) 2031-03-04T11:04:53Z，"
        "最近一次(last_seen) 2031-03-04T11:39:53Z，跨度(span) 34m")),
    MaterialItem(claim_id="c5", claim_type="observation", text=(
        "告警 PoolFull（服务 ledger-service，critical）正在触发(firing)，开始于(since) 2031-03-04T11:07:00Z，"
        "已持续(active_for) 33m")),
)


def _onset_head(*, latest: bool) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_ITEMS)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="onset", status="answered",
                                                      claim_ids=[i.claim_id for i in _ITEMS])])
    brief = AnswerBrief(coverage=coverage, subjects=("ledger-service",), timezone="UTC", latest_episode=latest)
    return lead_lines(material, brief)[0]


def test_the_onset_of_this_episode_is_the_latest_episodes_first_record() -> None:
    """Pattern "this episode" (farmlink's false fact: "这次是几点开始报错的" answered yesterday's 15:24): the subject's
    own records joined into episodes; the latest one's first record answers, no time of the earlier one is stated."""
    head = _onset_head(latest=True)
    assert "2031-03-04 11:04:53" in head, head
    assert "2031-03-03" not in head, head


def test_without_this_episode_the_onset_is_the_windows_first_anomaly() -> None:
    assert "2031-03-03 08:22:05" in _onset_head(latest=False)


@pytest.mark.parametrize(("question", "asked"), [
    ("ledger-service 这次是几点开始报错的？", True),
    ("when did ledger-service start failing this time?", True),
    ("这回 ledger-service 从几点开始出问题的", True),
    ("when did the current ledger-service outage start?", True),
    ("ledger-service 是几点开始报错的？", False),
    ("when did ledger-service start failing?", False),
])
def test_this_episode_words(question: str, asked: bool) -> None:
    assert asks_this_episode(question) is asked


@pytest.mark.parametrize("question", ["basket-service 回滚几点搞完的", "basket-service 发版几点弄完的",
                                      "basket-service 回滚是什么时候做完的"])
def test_an_operation_done_colloquially_asks_its_end(question: str) -> None:
    """Pattern "operation done" ("回滚几点搞完的" was a cause over the last hour): 搞完/弄完/做完/搞定 end the
    operation, whose change events answer it over all the data."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["end"] and plan.actions, plan


@pytest.mark.parametrize("question", ["ledger-service 昨晚 11 点到 12 点和零点到 1 点，哪个小时报错多？",
                                      "ledger-service 昨晚 11 点到 12 点和 0 点到 1 点，哪个小时报错多？"])
def test_zero_hour_after_last_night_is_a_second_window(question: str) -> None:
    """Pattern "零点 after a closed range": 零点 is hour 0, beside 昨晚 the small hours after it (never noon), and a
    left side that closed its own range ("11 点到 12 点") starts a second window after 和 (it read as one range)."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert (plan.window_start, plan.window_end) == ("2031-03-03T23:00:00Z", "2031-03-04T00:00:00Z"), plan
    assert (plan.compare_start, plan.compare_end) == ("2031-03-04T00:00:00Z", "2031-03-04T01:00:00Z"), plan


def test_a_second_clock_range_takes_the_first_ones_part_of_the_day() -> None:
    plan = offline_plan("ledger-service 昨天下午2点到3点和4点到5点哪个报错多", CATALOG, now=NOW)
    assert (plan.compare_start, plan.compare_end) == ("2031-03-03T16:00:00Z", "2031-03-03T17:00:00Z"), plan


def test_avg_of_an_unmeasured_quantity_is_a_gap() -> None:
    """Pattern "avg": "what's the avg truck delivery time today?" is an average no metric measures (a gap in the
    head), like "average"."""
    plan = offline_plan("what is the avg truck delivery time today?", CATALOG, now=NOW)
    assert "truck" in plan.window_note + plan.notes, plan
