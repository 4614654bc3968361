"""Patterns from the opened reedmill, clutchway, stemfold and kerbmint worlds (invKF, stop 45): cause questions
whose trouble lies apart from what the conversation or the question's scene points at.

* "是同一个原因吗" after two turns each asking the cause of a trouble of its own ("昨晚 X 为啥报错" / "今天下午 Y
  又为啥失败"): the two turns' windows are the sides, every service's runs in each decide (the last subject alone
  was read and its cause answered).
* The same after two clocked waves whose windows overlap ("两点十分左右 X" / "那三点那波 Y"): the earlier window ends
  where the later begins, and runs of the earlier trouble going on at the later window's start are its tail.
* "那 Y 失败呢？" after "昨晚 X 为啥报错": Y's failures lie wherever they lie (the data, at most a day back), never
  only in X's window.
* "A shipped at <clock> and B started failing at <clock>. what broke B?": A only sets the scene — B is the subject,
  and A's clock names the change, not a second window.
Expected values come from the world's database by SQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.render.answer import _drop_tail
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_same_cause_after_two_cause_turns_sets_their_windows_apart(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": two cause turns of their own, then "是同一个原因吗" — "no"
    when the two troubles share no (service, code) run (last night's cert, this afternoon's cache)."""
    with world_service(tmp_path, "harbor") as (chat, url):
        shared = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'quote-engine' AND level != 'INFO' "
                               "AND (message LIKE '%carrier-bridge%' OR message LIKE '%oceanlink%')")
        head = ask_head(chat, "昨晚订舱为啥报错", "今天下午运价计算又为啥失败", "是同一个原因吗")
    assert shared == "0"
    assert head.startswith("不是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_overlapping_clocked_waves_are_told_apart(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": the windows around "两点十分左右" and "三点那波" overlap — the
    earlier one ends where the later begins, the earlier trouble's tail leaves the later side, and "no" is said."""
    with world_service(tmp_path, "harbor") as (chat, url):
        named = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'manifest-worker' AND level != 'INFO' "
                              "AND (message LIKE '%fare-cache%' OR message LIKE '%quote-engine%')")
        head = ask_head(chat, "下午两点十分左右运价计算为啥失败", "那三点那波舱单生成失败呢", "是同一个原因吗")
    assert named == "0"
    assert head.startswith("不是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_what_about_failures_told_are_sought_beyond_the_earlier_window(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": "那运价计算失败呢？" after last night's question — the quote
    engine's failures of this afternoon and their cache, never "未发现异常" in last night's window."""
    with world_service(tmp_path, "harbor") as (chat, url):
        cache = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'quote-engine' "
                              "AND kind = 'redis'")
        head = ask_head(chat, "昨晚订舱为啥报错", "那运价计算失败呢？")
    assert cache in head and "未发现异常" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_service_shipped_in_the_scene_is_no_subject(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": "A shipped at 11:20 and B started failing at 11:25. what broke
    B?" — B's own trouble (its partner's expired certificate), never A's hour against B's."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        partner = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'fx-rates' "
                                "AND kind = 'external'")
        head = ask_head(chat, "account-api shipped at 11:20 and fx-rates started failing at 11:25. "
                              "what actually broke fx-rates?")
    assert partner in head and "certificate" in head, head
    assert "对比窗口" not in head


@pytest.mark.spec("Answer the question that was asked")
def test_the_earlier_troubles_tail_leaves_the_later_side() -> None:
    """Scenario "Answer the question that was asked": a run of the earlier window first found right at the later
    window's start is the earlier trouble running on; a run beginning well after it stays."""
    sides = {"now": {"a A1": "x"}, "then": {"a A1": "x", "b B1": "y"}}
    firsts = {"now": {"a A1": "2026-01-01T10:10:00Z"},
              "then": {"a A1": "2026-01-01T10:30:20Z", "b B1": "2026-01-01T10:50:00Z"}}
    _drop_tail(sides, firsts, "2026-01-01T09:40:00Z", "2026-01-01T10:30:00Z")
    assert set(sides["then"]) == {"b B1"}
    alone = {"now": {"a A1": "x"}, "then": {"a A1": "x"}}
    _drop_tail(alone, {"now": {"a A1": "2026-01-01T10:10:00Z"}, "then": {"a A1": "2026-01-01T10:30:20Z"}},
               "2026-01-01T09:40:00Z", "2026-01-01T10:30:00Z")
    assert set(alone["then"]) == {"a A1"}


@pytest.mark.spec("Answer the question that was asked")
def test_failed_records_naming_a_deeper_dependency_walk_through_the_caller(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": the order desk's failed records name the ledger its donation
    service calls ("call to <ledger> failed"), not a dependency of its own — the walk goes through that service to
    the ledger and on to its database (it stopped at the order desk: "主要异常", no root cause)."""
    with world_service(tmp_path, "reedmill") as (chat, url):
        store = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'potledger' "
                              "AND kind = 'postgres'")
        head = ask_head(chat, "昨晚快十二点那会儿捐款老失败，根因是什么")
    assert store in head and head.startswith("原因推断"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_slipped_inner_character_of_a_chinese_alias_names_its_service() -> None:
    """Scenario "Answer the question that was asked": "运价记算" for the quote engine's "运价计算", "视屏课" for the
    video service's "视频课" — one inner character slipped names the service when nothing else is named; a word
    naming a service as written keeps it, and a question naming nothing stays so."""
    from superbiz.agents.question import match_services
    from tests.agents.world_chat import spec_catalog

    harbor = spec_catalog("harbor")
    assert match_services("下午运价记算老失败，咋回事？", harbor.services, harbor.aliases()) == ["quote-engine"]
    assert match_services("下午运价计算老失败，咋回事？", harbor.services, harbor.aliases()) == ["quote-engine"]
    assert match_services("现在系统整体有什么问题？", harbor.services, harbor.aliases()) == []
    drumlane = spec_catalog("drumlane")
    assert match_services("快六点那会儿视屏课一直进不去", drumlane.services, drumlane.aliases()) == ["encorecam"]
