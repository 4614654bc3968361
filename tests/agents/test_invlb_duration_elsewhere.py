"""Pattern "a duration asked of a trouble whose time is not its own" (opened held-out obsidome: "那图像处理积压呢？"
after "提案库昨天锁等待是怎么回事" / "持续了多久", and "which one was longer?" after "how long did yesterday's proposal
db lock last?" / "and the reduction backlog?" — the second trouble ran last night, not yesterday: the window carried
from the first turn held none of it, so the answer was "无法确定持续时间" or "两者相同：… 0 条").

* `plan._elsewhere_subjects` (`Plan.elsewhere`): a duration follow-up whose window is carried from the conversation,
  and the untimed second side of a lasted-longer choice whose first side alone names a time.
* `investigate._elsewhere_calls`: when such a subject's lines and alerts show nothing in the window, its episode is
  sought over the data (at most a day back) up to now — its lines and alerts there answer the duration.
Expected values come from the world's database by SQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import sql_text, world_service


def _minutes(url: str, service: str) -> float:
    return float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                               f"WHERE service = '{service}' AND level = 'WARN'"))


@pytest.mark.spec("Answer the question that was asked")
def test_what_about_another_trouble_after_a_day_carried_is_its_own_episodes_duration(tmp_path: Path) -> None:
    """"那 ledger-mysql 呢？" after "statement-builder 昨晚为啥变慢了" / "持续了多久": ledger-mysql's slow queries ran
    this morning (nothing last night) — the duration stated is that episode's, not "无法确定"."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        conv = "invlb-elsewhere"
        for q in ("statement-builder 昨晚为啥变慢了", "持续了多久"):
            chat.ask(q, user_id="invlb", conversation_id=conv)
        head = chat.ask("那 ledger-mysql 呢？", user_id="invlb", conversation_id=conv).answer.split("\n")[0]
        expected = _minutes(url, "ledger-mysql")
    assert head.startswith("持续约"), head
    stated = int(head.split("持续约 ")[1].split(" ")[0])
    assert abs(stated - expected) <= 4, (stated, expected, head)


@pytest.mark.spec("Answer the question that was asked")
def test_which_was_longer_sets_the_untimed_sides_episode_against_the_timed_one(tmp_path: Path) -> None:
    """"which one was longer?" after "how long was statement-builder slow last night?" / "and ledger-mysql?": each
    side's own episode (last night's, this morning's), the longer named — not two zero ERROR counts."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        conv = "invlb-longer"
        for q in ("how long was statement-builder slow last night?", "and ledger-mysql?"):
            chat.ask(q, user_id="invlb", conversation_id=conv)
        head = chat.ask("which one was longer?", user_id="invlb", conversation_id=conv).answer.split("\n")[0]
        first, second = _minutes(url, "statement-builder"), _minutes(url, "ledger-mysql")
    assert second > first
    assert head.startswith("ledger-mysql 持续更久"), head
    assert f"持续约 {round(first)} 分钟" in head and f"持续约 {round(second)} 分钟" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_side_told_by_a_description_word_after_a_time_word_names_its_service() -> None:
    """"昨晚认捐故障" (opened bibsprint): the run opened by 昨晚 with no 的 starts again after it; "认捐" is the
    pledge service's own thing (its description's head) and only one item of an app's bracketed list of features —
    it names the pledge service, not neither."""
    from superbiz.agents.plan import _side_by_description_words
    from superbiz.agents.plan_model import Catalog

    catalog = Catalog(services=("runner-app", "pledge-svc", "signup-svc"),
                      descriptions={"runner-app": "跑者App (报名、成绩查询、认捐) / runners' app",
                                    "pledge-svc": "慈善认捐服务 / charity pledge service",
                                    "signup-svc": "报名服务 / registration service"})
    assert _side_by_description_words("昨晚认捐故障", catalog) == "pledge-svc"
    assert _side_by_description_words("认捐故障", catalog) == "pledge-svc"
    #: a word two heads hold names neither
    shared = catalog.model_copy(update={"descriptions": {**catalog.descriptions,
                                                         "runner-app": "跑者认捐App / runners' app"}})
    assert _side_by_description_words("昨晚认捐故障", shared) is None
