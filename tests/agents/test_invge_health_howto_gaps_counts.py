"""invGE (opened ktvroom, orbitpass, veilshot, steamrail, clearbite): health, overview, how-to, gaps and counts of
lines or alerts.

- "应该咋排查 / 怎样排查" ask the steps (how-to), not the cause.
- "新响了几个告警 / how many new alerts": only the alerts that began in the window are counted (one begun before it
  and still firing is no new one).
- "and the booking front's CHF-5032?" (a few words naming a subject, no verb, no wh-word) asks the earlier question
  of that subject.
- "is it still broken?" of a trouble going on: the head says 是 in words of health too (仍有异常).
- "门户" beside "门户数据库 / portal database" names the application when "portal" already does.
- "food ordering" beside the alias "food order": the -ing form of an alias's last word names its service.
- "how was X doing (around …)?" asks its health.
- "现在系统哪里有问题" when every trouble ended minutes before now: healthy now, the last trouble named as over.
- 电流 / 电压 asked of a service no metric measures it of: a gap, like CPU or memory.
- A same-cause follow-up that names the conversation's own subject again still sets the two windows against each
  other.

Dev questions: ``harbor-ge-*`` and ``stagecast-ge-store-word-names-app-zh``.
"""

from __future__ import annotations

import time
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import _WHAT_ABOUT
from superbiz.agents.question import ALERTS_COUNTED, ALERTS_STARTED, aspects_of, learn_aliases, match_services
from superbiz.render.answer import AnswerBrief, _alert_count, _overview_over
from superbiz.render.material import MaterialItem
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["歌词同步延迟抖动 应该咋排查", "缓存驱逐怎样排查", "这个咋排查"])
def test_za_paicha_asks_the_steps(question: str) -> None:
    """Scenario "Answer the question that was asked": "咋排查" asks how to look into it (the runbook's steps)."""
    assert "how_to" in aspects_of(question, has_entity=True, has_record=False)


def _alert(n: int, name: str, svc: str, state: str, since: str) -> MaterialItem:
    tail = "，已持续(active_for) 23m" if state == "正在触发(firing)" else "，结束于(until) 2026-12-06T00:12:00Z"
    return MaterialItem(claim_id=f"a{n}", claim_type="alert_observation",
                        text=f"告警 {name}（服务 {svc}，critical）{state}：开始于(since) {since}{tail}")


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_new_alerts_count_only_those_begun_in_the_window() -> None:
    """Scenario "Verified excerpt supports direct observation": "今天零点以后新响了几个告警" counts the verified alerts
    whose start lies in the window — an alert begun before midnight (still in the window's claims) is no new one. The
    count is the alert query's own ("其中窗口内开始的 K 个", stated by its summary); without it the alerts begun in
    the window are named, never counted by the composer (a number no evidence states)."""
    question = "今天零点以后 新响了几个告警？"
    assert ALERTS_COUNTED.search(question) and ALERTS_STARTED.search(question)
    assert ALERTS_STARTED.search("how many new alerts fired after 3pm?")
    assert not ALERTS_STARTED.search("今天一共触发了几个告警")
    items = [_alert(1, "TlsExpired", "svc-a", "正在触发(firing)", "2026-12-06T00:42:00Z"),
             _alert(2, "ErrShareHigh", "svc-b", "已恢复(resolved)", "2026-12-05T22:33:00Z"),
             _alert(3, "P99Slow", "svc-c", "已恢复(resolved)", "2026-12-06T00:01:00Z")]
    brief = AnswerBrief(alerts_counted="started", window_start="2026-12-05T23:00:00Z",
                        window_end="2026-12-06T01:05:00Z", question_text=question)
    named = _alert_count(items, brief)
    assert named.startswith("窗口内新开始的告警：") and "共" not in named and "ErrShareHigh" not in named, named
    counted = MaterialItem(claim_id="t", claim_type="observation", text="窗口内告警共 3 个，正在触发(firing) 1 个，"
                           "已恢复(resolved) 2 个，其中窗口内开始的 2 个")
    line = _alert_count([*items, counted], brief)
    assert line.startswith("窗口内新开始的告警共 2 个"), line
    assert "ErrShareHigh" not in line
    every = _alert_count([*items, counted], brief.model_copy(update={"alerts_counted": "all"}))
    assert every.startswith("窗口内触发过的告警共 3 个"), every


@pytest.mark.spec("Answer the question that was asked")
def test_and_the_subjects_code_asks_the_earlier_question() -> None:
    """Scenario "Answer the question that was asked": "and the booking front's CHF-5032?" (a subject in a few words,
    no verb) asks the earlier question of it; a question of its own ("and why did it fail?") does not."""
    assert _WHAT_ABOUT.search("and the booking front's CHF-5032?")
    assert _WHAT_ABOUT.search("and the booking API's BKG-5021?")
    assert not _WHAT_ABOUT.search("and why did the booking front fail?")
    assert not _WHAT_ABOUT.search("and is the booking front ok now?")


_SERVICES = ["desk", "desk-my", "sched", "food", "food-db"]
_DESCRIPTIONS = {
    "desk": "运营商门户 (预订过境) / operator portal",
    "desk-my": "门户数据库 (MySQL) / portal database",
    "sched": "过境排程器 / pass scheduler",
    "food": "包房点餐服务 (小吃送到包房) / room service food orders",
    "food-db": "点餐数据库 (PostgreSQL) / food orders database",
}
_TEAMS = {"desk": "门户组 Portal", "desk-my": "门户组 Portal", "sched": "排程组 Scheduling",
          "food": "餐饮组 Food", "food-db": "餐饮组 Food"}
_INFRA = {"desk-my": "mysql", "food-db": "postgres"}


@pytest.mark.spec("Answer the question that was asked")
def test_store_word_and_ing_form_name_the_application() -> None:
    """Scenario "Answer the question that was asked": "门户最近十五分钟报了多少条 ERROR" names the portal application
    (its store's English half says 门户 is "portal", which names it already); "is room service food ordering ok?"
    names the food-order service by the -ing form of its alias."""
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, _TEAMS, infra=_INFRA)
    assert aliases.get("portal") == "desk"
    assert aliases.get("门户") == "desk"
    assert match_services("门户最近十五分钟报了多少条 ERROR", _SERVICES, aliases) == ["desk"]
    assert match_services("is room service food ordering ok right now?", _SERVICES, aliases) == ["food"]


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_overview_now_after_the_last_trouble_ended_is_healthy() -> None:
    """Scenario "Verified excerpt supports direct observation": "现在系统哪里有问题" when the window's only trouble
    (an alert resolved at 12:07, its lines ended 12:04) ended 23 minutes before now: healthy now, the end stated."""
    items = [MaterialItem(claim_id="a1", claim_type="alert_observation",
                          text="告警 LockPileup（服务 db-x，critical）已恢复(resolved)：开始于(since) "
                               "2026-12-03T07:41:00Z，结束于(until) 2026-12-03T08:07:00Z，持续(duration) 26m"),
             MaterialItem(claim_id="l1", claim_type="log_observation",
                          text="app-x 错误码 APX-5071 的 ERROR 日志在窗口内共 69 条，首次出现(first_seen) "
                               "2026-12-03T07:42:05Z，最近一次(last_seen) 2026-12-03T08:04:53Z，跨度(span) 22m")]
    brief = AnswerBrief(now=True, window_start="2026-12-03T07:30:00Z", window_end="2026-12-03T08:30:00Z",
                        timezone="Indian/Reunion")
    line = _overview_over(items, brief, ZoneInfo("Indian/Reunion"))
    assert line is not None and line.startswith("没有，现在系统健康"), line
    assert "12:07" in line
    firing = [items[1], MaterialItem(claim_id="a2", claim_type="alert_observation",
                                     text="告警 X（服务 app-x，critical）正在触发(firing)：开始于(since) "
                                          "2026-12-03T08:20:00Z，已持续(active_for) 10m")]
    assert _overview_over(firing, brief, ZoneInfo("Indian/Reunion")) is None


@pytest.mark.spec("Failed evidence remains a verifier-visible gap")
def test_device_quantity_no_metric_measures_is_a_gap(tmp_path: Path) -> None:
    """Scenario "Failed evidence remains a verifier-visible gap": harbor "tracking-es 节点的电压正常吗" — no metric of
    the world measures a voltage: the gap is stated in the head."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, _ = ask("tracking-es 节点的电压正常吗", "SELECT count(*) FROM metric_sample WHERE metric LIKE '%volt%'")
    head = answer.split("\n\n")[0]
    assert "电压指标" in head and "无法确定" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_still_broken_and_same_cause_with_the_subject_named_again(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": over harbor, "is it still broken?" after a question about the
    quote engine opens 是，仍有异常; "跟昨晚十一点 booking-api 那波报错是同一个原因吗" after
    "booking-api 现在为啥老报错" sets the two windows against each other (不是: quote-engine now, carrier-bridge
    last night) although the subject is named again."""
    from superbiz.chat.service import ChatService
    from superbiz.container import build_container
    from superbiz.settings import Settings, SourcesSettings
    from superbiz.sources.worldgen import build_world

    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        def chat(*questions: str) -> str:
            conv, answer = f"ge-{time.time_ns()}", ""
            for q in questions:
                answer = ChatService(container).ask(q, user_id="ge-test", conversation_id=conv).answer
            return answer

        still = chat("the quote engine got a deploy this afternoon right?", "is it still broken?")
        assert still.startswith("是，仍有异常"), still[:200]
        same = chat("booking-api 现在为啥老报错", "跟昨晚十一点 booking-api 那波报错是同一个原因吗")
        assert same.startswith("不是"), same[:200]
        assert "对比窗口" in same.splitlines()[1]
    finally:
        container.close()
