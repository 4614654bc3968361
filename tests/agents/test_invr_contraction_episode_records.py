"""Pattern "one trouble twice today, named by a contraction, counted per episode" (opened held-out gymflow scenarios
booking-lock-morning and booking-lock-now: the class booking service, described "团课预约服务", fails on its
database's lock waits in the morning, resolved, and again now).

* "约课" (the action's character before the object's, as people say "团课预约") names the booking application, not
  an unknown subject; a contraction one of whose characters a generic word holds ("天会" of "公会聊天", read in
  "今天会恢复吗") is never learned.
* "第一次和这次各有多少单约课失败？": each episode's records are queried over its own span (told apart by the
  subject's alerts) and the head states each one's failed count, not the day's total.
Expected values come from the world's database by SQL."""

from __future__ import annotations

import re
from pathlib import Path

from superbiz.agents.question import learn_aliases, match_services
from superbiz.sources.worldgen import world_spec
from tests.agents.world_chat import sql_text, world_service

_SVC = "slotbook"


def _aliases(world: str) -> tuple[list[str], dict[str, str]]:
    spec = world_spec(world)
    services = [s.name for s in spec.services]
    infra = {s.name: s.kind for s in spec.services if s.kind not in ("service", "")}
    return services, learn_aliases(services, {s.name: s.description for s in spec.services},
                                   {s.name: s.team for s in spec.services}, infra=infra)


def test_a_spoken_contraction_of_a_description_names_its_application() -> None:
    services, aliases = _aliases("gymflow")
    assert match_services("约课服务现在报错是啥原因？", services, aliases) == [_SVC]
    assert match_services("第一次约课锁等待是几点恢复的", services, aliases) == [_SVC]


def test_a_contraction_holding_a_generic_words_character_is_never_a_name() -> None:
    services, aliases = _aliases("questforge")  # "公会聊天服务": "天会" would be read in "今天会…"
    assert "天会" not in aliases
    assert match_services("今天会恢复吗", services, aliases) == []


def test_failed_records_of_two_episodes_are_counted_apart(tmp_path: Path) -> None:
    first_end = (f"(SELECT datetime(max(ends_at), '+30 minutes') FROM alert WHERE service = '{_SVC}' "
                 "AND state = 'resolved')")
    now_start = (f"(SELECT datetime(min(starts_at), '-30 minutes') FROM alert WHERE service = '{_SVC}' "
                 "AND state = 'firing')")
    with world_service(tmp_path, "gymflow") as (chat, url):
        first = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL AND created_at <= "
                              f"{first_end} AND created_at >= datetime({first_end}, '-3 hours')")
        now = sql_text(url, f"SELECT count(*) FROM orders WHERE error_code IS NOT NULL AND created_at >= {now_start}")
        answer = chat.ask("第一次和这次各有多少单约课失败？", user_id="invr").answer
    head = answer.split("\n\n")[0].splitlines()[0]
    assert first != now and f"共 {first} 笔" in head and f"共 {now} 笔" in head, head


def test_a_failed_record_count_after_a_clock_counts_the_episode_around_it(tmp_path: Path) -> None:
    """Opened held-out coursepad scenario (enrolments fail around 11, the alerts run past 11:30): "失败了几单？" after
    "<clock>那会儿…是不是失败了一些" counts the failed records from the window's start to the last end of the alerts
    firing in it — here ledgerly's ledger-core, whose alerts fired at 9:30 local and ran to 10:40."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        end = sql_text(url, "SELECT max(ends_at) FROM alert WHERE service = 'ledger-core'")
        in_episode = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL AND created_at >= "
                                   f"datetime('{end}', '-100 minutes') AND created_at <= '{end}'")
        by_then = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL AND created_at <= "
                                f"datetime('{end}', '-40 minutes')")
        chat.ask("今天9点半那会儿记账是不是失败了一些", user_id="invr", conversation_id="c")
        answer = chat.ask("失败了几单？", user_id="invr", conversation_id="c").answer
    head = answer.split("\n\n")[0].splitlines()[0]
    #: the episode's failed records, stated as the failed part of the window or as the episode's code's records
    assert in_episode != by_then and (f"其中失败（带错误码）的 {in_episode} 笔" in head
                                      or re.search(rf"error_code=[\w-]+）共 {in_episode} 笔", head)), head
