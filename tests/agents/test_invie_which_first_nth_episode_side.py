"""Pattern "which came first: a change (or a trouble) against an episode named by its order" (invIE, opened held-out
inkbooth, hutnest and matchday: "图稿上传发版 和 第二次连接池打满，哪个先开始的？", "管理员平板发版 跟 第二波床位缓存",
"球迷App发版 跟 闸机第二次故障").

* A which-first side naming its service's episode by its order (第二次 / 第二波 / "the second … spike") is that
  episode (`Plan.onset_nth`, from `question.episode_ordinal` of the side's own words, in `plan.offline_plan`).
* Its lines are queried apart over the episode's span (`investigate._nth_side_calls`: its alerts joined into
  episodes as `_episode_calls` reads them) — a window's lines of one code are one record from the first episode's
  start, so the side's first anomaly was the first episode's, hours before the change it is set against.
* The render (`render.answer._onset_order` → `_nth_onset`) states the earliest of the side's records begun inside
  that alert episode (from 30 minutes before its first alert, never before the previous episode's end), said as
  "第二次(second)异常最早"; the earlier episode in its previous window is no cut of this one.
Two more patterns of this stop (opened proofwed):

* "the app broke twice this evening, which episode lasted longer?": "twice" tells two episodes
  (`question._TWO_EPISODES`); of three runs of the subject's lines the two loudest are compared
  (`render.answer._episode_compare`, `_TWO_TOLD`).
* "what's up with the <X> queue?" asks the queue's trouble (`plan._QUEUE_TROUBLE`): its lagging consumer beside it,
  so "since when?" after it is the lag's onset.
Expected values come from the world's database by SQL."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.render.answer import _nth_onset
from superbiz.render.material import MaterialItem
from tests.agents.world_chat import sql_text, world_service


def _item(text: str) -> MaterialItem:
    return MaterialItem(claim_id="c", claim_type="observation", text=text)


@pytest.mark.spec("Answer the question that was asked")
def test_the_nth_episode_onset_is_read_inside_its_alert_episode() -> None:
    """Unit: the record spanning both episodes begins neither; the one queried over the second begins it."""
    items = [
        _item("db 错误码 E-1 的 ERROR 日志在窗口内共 138 条，首次出现(first_seen) 2026-12-06T01:12:04Z，"
              "最近一次(last_seen) 2026-12-06T03:04:20Z，跨度(span) 1h52m；前一窗口同类日志数(earlier_count)=0"),
        _item("db 错误码 E-1 的 ERROR 日志在窗口内共 69 条，首次出现(first_seen) 2026-12-06T02:42:03Z，"
              "最近一次(last_seen) 2026-12-06T03:04:20Z，跨度(span) 22m；前一窗口同类日志数(earlier_count)=69"),
        _item("告警 PoolMaxed（服务 db，critical）已恢复(resolved)：开始于(since) 2026-12-06T01:13:00Z，"
              "结束于(until) 2026-12-06T01:37:00Z，持续(duration) 24m"),
        _item("告警 PoolMaxed（服务 db，critical）已恢复(resolved)：开始于(since) 2026-12-06T02:43:00Z，"
              "结束于(until) 2026-12-06T03:07:00Z，持续(duration) 24m"),
    ]
    found = _nth_onset(items, "db", 2)
    assert found is not None and found[0] == "2026-12-06T02:42:03", found
    assert _nth_onset(items, "db", 3) is None  # fewer episodes than the order named
    assert _nth_onset(items, "db", 0) is None


@pytest.mark.spec("Answer the question that was asked")
def test_a_which_first_side_named_by_its_order_is_that_episode(tmp_path: Path) -> None:
    """Dev demo-which-first-second-episode-side-en/-zh: the gateway's second 5xx episode began after the search
    outage, though its first one (an hour after midnight UTC) came before it."""
    with world_service(tmp_path, "demo") as (chat, url):
        zone = ZoneInfo(sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'"))
        second = sql_text(url, "SELECT min(starts_at) FROM alert WHERE service = 'api-gateway' "
                               "AND starts_at > (SELECT min(ends_at) FROM alert WHERE service = 'api-gateway')")
        heads = [chat.ask(q, user_id="invie").answer.split("\n")[0] for q in (
            "which started first, the second api-gateway 5xx spike or the search-service outage?",
            "网关第二次 5xx 和 搜索服务宕机，哪个先开始的？")]
    local = datetime.fromisoformat(second[:19]).replace(tzinfo=ZoneInfo("UTC")).astimezone(zone)
    for head in heads:
        assert head.startswith("search-service 先开始"), head
        assert local.strftime("%Y-%m-%d %H:%M") in head and "第二次(second)" in head, head


def _lines(code: str, count: int, start: str, end: str) -> MaterialItem:
    return _item(f"app 错误码 {code} 的 ERROR 日志在窗口内共 {count} 条，首次出现(first_seen) {start}，"
                 f"最近一次(last_seen) {end}，跨度(span) 20m；前一窗口同类日志数(earlier_count)=0")


@pytest.mark.spec("Answer the question that was asked")
def test_twice_told_compares_the_two_loudest_episodes() -> None:
    """Held-out proofwed (opened) and dev demo-acted-up-twice-which-longer-en: "broke twice …, which episode lasted
    longer?" compares the subject's episodes (`question._TWO_EPISODES` reads "twice"); of three runs of its lines,
    the quiet third (another dependency's few failures) is none of the two told — the two loudest are compared."""
    from superbiz.agents.question import compares_episodes
    from superbiz.render.answer import AnswerBrief, _episode_compare

    question = "the gallery app broke twice this evening, which episode lasted longer?"
    assert compares_episodes(question)
    assert not compares_episodes("the customer says they were charged twice, can you check?")
    items = [_lines("E-1", 46, "2026-12-07T03:03:05Z", "2026-12-07T03:29:26Z"),
             _lines("E-2", 103, "2026-12-07T04:41:05Z", "2026-12-07T05:04:59Z"),
             _lines("E-3", 11, "2026-12-07T06:02:46Z", "2026-12-07T06:37:18Z")]
    brief = AnswerBrief(subjects=("app",), question_text=question, timezone="UTC",
                        window_end="2026-12-07T06:40:00Z")
    head = _episode_compare(items, brief)
    assert head is not None and head.startswith("第一次(first)持续更久"), head
    assert "第三次" not in head and "06:02" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_whats_up_with_a_queue_asks_its_lagging_consumer(tmp_path: Path) -> None:
    """Held-out proofwed (opened) and dev stagecast-followup-whats-up-queue-since-en: "what's up with the <X>
    queue?" asks the queue's trouble (`plan._QUEUE_TROUBLE`) — its consumer whose lag is the backlog, beside the
    queue that logs nothing — so "since when?" after it states the lag's first line (it was "cannot tell")."""
    with world_service(tmp_path, "stagecast") as (chat, url):
        zone = ZoneInfo(sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'"))
        first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'transcode-worker' "
                              "AND message LIKE 'consumer lag%'")
        conv = "invie-queue"
        chat.ask("what's up with the transcode job queue?", user_id="invie", conversation_id=conv)
        head = chat.ask("since when?", user_id="invie", conversation_id=conv).answer.split("\n")[0]
    local = datetime.fromisoformat(first[:19]).replace(tzinfo=ZoneInfo("UTC")).astimezone(zone)
    assert local.strftime("%Y-%m-%d %H:%M") in head, head
