"""Times of operations and episodes (invBK: the opened held-out brewhub, skyport, glasspod and lexideck).

Spec scenarios: "Operations asked about" — a rollout asked when it "went out" is its start line, "fully rolled out"
its completed line; "how long was the bad release live before it got rolled back?" is the span from that deploy's
start to its rollback; "back to normal after the bad deploy" is the rollback's completion. "Follow-up questions
keep the conversation's context" — "and since when?" after "what's wrong with X right now?" is the onset of the
episode going on now, even when an earlier episode of the same codes lies in the day's window; "那它几点恢复的?" after
a question about a peer's certificate reads the certificate from the callers alerted on their handshakes with it
(the peer's own quiet records are no recovery). "When did the alarm queue catch up?" is the end of the lag of the
queue's reader. Expected values come from each world's database by SQL.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.question_ops import actions_spanned, actions_timed, actions_when, ended_after_bad_deploy
from superbiz.render.answer_time import ongoing_since
from superbiz.render.material import MaterialItem
from tests.agents.world_chat import sql_text, world_service


def _head(answer: str) -> str:
    return answer.split("\n", 1)[0]


def _local(stamp: str, zone: str) -> str:
    return f"{datetime.fromisoformat(stamp).replace(tzinfo=UTC).astimezone(ZoneInfo(zone)):%H:%M}"


def test_operation_words_ask_the_operations_own_time() -> None:
    assert actions_when("what time did the content CMS rollout go out tonight?") == [("发布", "onset")]
    assert actions_when("When did the X release go live?") == [("发布", "onset")]
    assert actions_when("what time did the release go wrong?") == []  # a trouble, not the deploy's time
    assert actions_timed("When was the fixed climate controller build fully rolled out last night?") == ["发布"]
    assert actions_timed("When was the map back to normal?") == []
    assert actions_spanned("How long was the bad order release live before it got rolled back?") == ["发布", "回滚"]
    assert actions_spanned("how long did it fail before the rollback?") == []  # no deploy's life asked
    assert ended_after_bad_deploy("When was the no-fly-zone map back to normal after the bad deploy?")
    assert not ended_after_bad_deploy("When was the map back to normal?")


def _item(text: str) -> MaterialItem:
    return MaterialItem(claim_id="c", claim_type="observation", text=text)


def test_a_code_read_over_the_current_episode_sets_the_wide_record_of_it_aside() -> None:
    wide = _item("db 错误码 W40 的 WARN 日志在窗口内共 87 条，首次出现(first_seen) 2026-12-08T22:30:05Z，"
                 "最近一次(last_seen) 2026-12-09T04:51:13Z，跨度(span) 6h21m；前一窗口同类日志数(earlier_count)=0")
    narrow = _item("db 错误码 W40 的 WARN 日志在窗口内共 67 条，首次出现(first_seen) 2026-12-09T03:45:04Z，"
                   "最近一次(last_seen) 2026-12-09T04:51:13Z，跨度(span) 1h06m；前一窗口同类日志数(earlier_count)=0")
    assert ongoing_since([wide], "2026-12-09T04:52:00Z") == "2026-12-08T22:30:05"
    assert ongoing_since([wide, narrow], "2026-12-09T04:52:00Z") == "2026-12-09T03:45:04"
    #: a narrower read whose previous window held the code too says nothing of where the run began
    cut = _item(narrow.text.replace("earlier_count)=0", "earlier_count)=12"))
    assert ongoing_since([wide, cut], "2026-12-09T04:52:00Z") == "2026-12-08T22:30:05"


def test_rollout_went_out_is_its_start_line(tmp_path: Path) -> None:
    with world_service(tmp_path, "lexideck") as (service, url):
        started = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'folio-cms' "
                                "AND message LIKE 'deployment started%'")
        head = _head(service.ask("what time did the content CMS rollout go out tonight?", user_id="bk").answer)
        assert _local(started, "America/El_Salvador") in head and "发布" in head, head


def test_a_bad_release_lived_until_its_rollback(tmp_path: Path) -> None:
    with world_service(tmp_path, "brewhub") as (service, url):
        minutes = sql_text(url, "SELECT CAST(round((julianday((SELECT max(ts) FROM log_record WHERE service = "
                                "'tapline-ord' AND message LIKE 'rollback completed%')) - julianday((SELECT max(ts) "
                                "FROM log_record WHERE service = 'tapline-ord' AND message LIKE 'deployment started%' "
                                "AND ts < (SELECT max(ts) FROM log_record WHERE message LIKE 'rollback completed%'))))"
                                " * 1440) AS INTEGER)")
        head = _head(service.ask("How long was the bad order release live before it got rolled back?",
                                 user_id="bk").answer)
        assert head.startswith(f"持续约 {minutes} 分钟"), head  # the deploy errors followed, not the clean morning one


def test_back_to_normal_after_the_bad_deploy_and_since_when_of_the_current_episode(tmp_path: Path) -> None:
    with world_service(tmp_path, "skyport") as (service, url):
        rolled = sql_text(url, "SELECT ts FROM log_record WHERE service = 'geoveil' "
                               "AND message LIKE 'rollback completed%'")
        head = _head(service.ask("When was the no-fly-zone map back to normal after the bad deploy?",
                                 user_id="bk").answer)
        assert _local(rolled, "Africa/Lagos") in head and "回滚" in head, head
        now_run = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'flightloom-pg' AND level = 'WARN' "
                                "AND ts >= '2026-12-09 02:00'")
        earlier = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'flightloom-pg' AND level = 'WARN' "
                                "AND ts >= '2026-12-08 12:00'")
        assert earlier < now_run  # the same code's earlier episode lies in the day's window
        service.ask("What's wrong with flight planning right now?", user_id="bk", conversation_id="bk-since")
        head = _head(service.ask("and since when?", user_id="bk", conversation_id="bk-since").answer)
        assert head.startswith(f"最早的异常记录出现在 2026-12-09 {_local(now_run, 'Africa/Lagos')}"), head


def test_a_peers_certificate_follow_up_a_queue_catching_up_and_a_full_rollout(tmp_path: Path) -> None:
    with world_service(tmp_path, "glasspod") as (service, url):
        last_tls = sql_text(url, "SELECT max(ts) FROM log_record WHERE service = 'thermix' AND error_code = 'THX-4961'")
        service.ask("sporelink 证书今天早上出啥事了", user_id="bk", conversation_id="bk-cert")
        head = _head(service.ask("那它几点恢复的?", user_id="bk", conversation_id="bk-cert").answer)
        assert "THX-4961" in head and last_tls[11:16] in head, head  # the callers' handshake failures, last seen
        caught = sql_text(url, "SELECT max(ts) FROM log_record WHERE service = 'klaxo' AND level IN ('WARN', 'ERROR') "
                               "AND ts < '2026-12-02 22:00'")
        head = _head(service.ask("When did the alarm queue catch up yesterday evening?", user_id="bk").answer)
        assert head.startswith("已于") and "klaxo " in head and caught[11:16] in head, head
        done = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'thermix' "
                             "AND message LIKE 'deployment completed%'")
        head = _head(service.ask("When was the fixed climate controller build fully rolled out last night?",
                                 user_id="bk").answer)
        assert _local(done, "Europe/Helsinki") in head and "deployment completed" in head, head
