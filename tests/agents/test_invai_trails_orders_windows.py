"""Patterns of the opened rentwise and bagtrack worlds (helper round invAI), checked on the dev world ledgerly and
on pure readers; every expectation that depends on the data comes from the world database by SQL.

- Spec scenario "cause of records failing, no subject named" (dev: ledgerly-app-failing-records-cause-zh/-en): the
  window's failed records (their error code) pick the service whose lines carry that code, and the head names that
  service's chain — never the first chain found nor another incident's service.
- Spec scenario "multi-hop cause, a window that cut the origin's start": an origin already present in the previous
  window (earlier_count > 0) began before a subject whose records are new in the window (earlier_count = 0), even
  when the origin's first record inside the window is later.
- Spec scenario "onset order" (dev: ledgerly-onset-order-*): "did X start before Y?" compares the two first
  anomalies (是/不是 with both times), whatever the dependency chain says of a cause; Y may be named by the words of
  its alert ("the lock wait trouble").
- Two windows compared, one inside the other at one end ("昨晚那次和今天凌晨那次"): two spans, never one counted twice.
- "<X>系统/平台" at the start of a description ("票务系统统一网关") is the whole system, not that service: "现在票务系统
  都有哪些问题" is an overview.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from sqlalchemy import create_engine, text

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_terms import head_prefix_name
from superbiz.agents.question import _alias_words
from superbiz.agents.timewindows import resolve_windows
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import failing_window_owner, root_causes, sql_text, world_service

_HEAD = 0  # the answer's first line is its head


def _head(answer: str) -> str:
    return answer.splitlines()[_HEAD]


def test_failed_records_pick_the_subject_of_a_cause_with_none_named(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, url):
        #: the failed records of the window (09:00-09:45 UTC = 11:00-11:45 Berlin), the most frequent code first,
        #: and the one service that logs that code
        owner, other = failing_window_owner(url, "2026-06-18 09:00", "2026-06-18 09:45")
        for question in ("今天上午11点到11点45分好多用户反馈 App 上操作一直失败，咋回事",
                         "Lots of users say payments keep failing in the app between 11 and 11:45 this morning - "
                         "what is going on?"):
            head = _head(chat.ask(question, user_id="invai").answer)
            assert f"{owner} 的异常" in head and "推断" in head, head
            assert other not in head, head  # another incident of the window (the first errors found) is not named


def test_an_origin_present_before_the_window_precedes_a_subject_new_in_it(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        #: the caller's lines begin inside the window (09:55 Berlin = 07:55 UTC); its database's lines ran before
        #: the window (no alert of its own tells its onset), and its first line inside the window comes after the
        #: caller's first
        conn.execute(text("DELETE FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' "
                          "AND ts < '2026-06-18 07:55'"))
        conn.execute(text("DELETE FROM alert WHERE service = 'ledger-mysql'"))
        caller = conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' "
                                   "AND ts >= '2026-06-18 07:55'")).scalar_one()
        origin = conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'ledger-mysql' AND level = 'WARN' "
                                   "AND ts >= '2026-06-18 07:55'")).scalar_one()
        before = conn.execute(text("SELECT count(*) FROM log_record WHERE service = 'ledger-mysql' AND level = 'WARN' "
                                   "AND ts < '2026-06-18 07:55'")).scalar_one()
    engine.dispose()
    assert str(origin) > str(caller) and before > 0  # the situation the pattern is about
    causes = root_causes(tmp_path, url, "今天上午9点55分到10点半 transfer-api 一直报错，根因是啥")
    assert "transfer-api → ledger-core → ledger-mysql" in causes, causes
    assert "查询窗口开始前已出现" in causes, causes


def test_onset_order_compares_the_two_first_anomalies(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, url):
        earlier = sql_text(url, "SELECT (SELECT min(ts) FROM log_record WHERE service = 'statement-builder' "
                                "AND level IN ('WARN', 'ERROR')) < (SELECT min(ts) FROM log_record "
                                "WHERE service = 'fx-rates' AND level IN ('WARN', 'ERROR'))")
        head = _head(chat.ask("statement-builder 的告警是不是比 fx-rates 的证书问题先出现的？", user_id="invai").answer)
        #: statement-builder is on no dependency chain of fx-rates: the chain said "不是（推断）" of a cause
        assert head.startswith("是，" if earlier == "1" else "不是，"), head
        later = sql_text(url, "SELECT (SELECT min(ts) FROM log_record WHERE service = 'transfer-api' "
                              "AND level = 'ERROR') > (SELECT min(ts) FROM log_record WHERE service = 'ledger-mysql' "
                              "AND level = 'WARN')")
        head = _head(chat.ask("Did the transfer-api errors start before the lock wait trouble?",
                              user_id="invai").answer)
        #: "the lock wait trouble" names the store whose alert says lock waits
        assert head.startswith("不是，" if later == "1" else "是，") and "ledger-mysql" in head, head


def test_two_windows_one_inside_the_other_at_an_end_are_two_spans() -> None:
    zone = ZoneInfo("Asia/Shanghai")
    now = datetime(2031, 3, 4, 4, 0, tzinfo=UTC)  # 12:00 local
    pair = resolve_windows("X 昨晚证书那次和今天凌晨缓存那次，哪次报错更多？", now=now, zone=zone)
    assert pair is not None
    first, second = pair
    assert first.end == second.start and first.start < first.end, pair  # last night up to the small hours
    assert second.start.astimezone(zone).hour == 0 and second.end.astimezone(zone).hour == 6, pair


_DESCRIPTIONS = {"ticket-gw": "票务系统统一网关 / ticketing platform gateway",
                 "seat-svc": "票务座位分配服务 / seat assignment", "pay-svc": "票务支付服务 / ticket payments"}


def test_a_system_word_at_a_description_start_names_the_domain_not_the_service() -> None:
    assert "票务系统" not in _alias_words("ticket-gw", _DESCRIPTIONS["ticket-gw"], "平台组")
    assert head_prefix_name("现在票务系统都有哪些问题", _DESCRIPTIONS) is None
    catalog = Catalog(services=tuple(_DESCRIPTIONS), descriptions=_DESCRIPTIONS, timezone="UTC",
                      dependencies={"ticket-gw": ("seat-svc", "pay-svc")})
    plan = offline_plan("现在票务系统都有哪些问题", catalog, now=datetime(2031, 3, 4, 12, 0, tzinfo=UTC))
    assert plan.aspects == ["overview"] and not plan.services, plan
    #: the gateway itself is still named by its own words
    plan = offline_plan("统一网关现在正常吗", catalog, now=datetime(2031, 3, 4, 12, 0, tzinfo=UTC))
    assert plan.services == ["ticket-gw"], plan
