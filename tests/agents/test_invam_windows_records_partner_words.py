"""Patterns from the opened blooms and petrolink (invAM), on names of no real world or over the dev worlds.

Scenarios:
- blooms "入口网关现在的报错量跟昨天下午两点到三点比，哪个多？": "现在的报错量" is the recent window (the default span)
  set against the window named; the side after the last "比" ("，哪个多？") names no window (it became the first
  side's whole day, and "now" was lost).
- petrolink "昨晚油卡被拒的交易和现在卡在授权的交易比，哪个多？": the records of two statuses compared, each side in a
  window of its own (declined last night, pending now), not ERROR lines; "卡在" names a pending status, "授权" an
  authorisation one.
- blooms "what time did the courier partner cert expire yesterday evening?": "what time did … expire" asks the onset
  (it was a cause); a partner that never logs is read from its caller (its first TLS error).
- petrolink "Drivers at the pumps say their bank cards just hang on "authorising..." and then fail": a trouble told in
  users' words names the service every word of whose description is said ("card authorisation"), never a partner
  ("bank") or another service ("cards") named by one shared word.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of, status_matches
from superbiz.agents.timewindows import resolve_windows
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker

_UTC = ZoneInfo("UTC")


def test_the_present_against_a_named_window_is_the_recent_window() -> None:
    """Scenario blooms "入口网关现在的报错量跟昨天下午两点到三点比": the recent hour against yesterday 14:00–15:00."""
    found = resolve_windows("入口网关现在的报错量跟昨天下午两点到三点比，哪个多？", now=NOW, zone=_UTC)
    assert found is not None
    first, second = found
    assert (first.start, first.end) == (NOW - timedelta(minutes=60), NOW)
    assert (second.start.hour, second.end.hour, second.start.day) == (14, 15, (NOW - timedelta(days=1)).day)
    # a second side of its own still sets the second window
    pair = resolve_windows("昨天下午2点到3点的报错比今天多吗", now=NOW, zone=_UTC)
    assert pair is not None and pair[1].start.day == NOW.day and pair[1].start.hour == 14


_CARDS = CATALOG.model_copy(update={"order_statuses": ("APPROVED", "AUTH_PENDING", "CARD_DECLINED", "SETTLED")})


def test_two_statuses_compared_each_in_its_own_window() -> None:
    """Scenario petrolink "昨晚油卡被拒的交易和现在卡在授权的交易比": the declined records of last night against the
    pending ones of the recent hour, each its own status and window."""
    assert status_matches("现在卡在授权的交易", _CARDS.order_statuses) == ["AUTH_PENDING"]
    plan = offline_plan("昨晚被拒的交易和现在卡在授权的交易比，哪个多？", _CARDS, now=NOW)
    assert plan.statuses == ["CARD_DECLINED", "AUTH_PENDING"] and plan.compare_start
    orders = [c.arguments for c in plan.calls if c.tool == "query_order"]
    assert {"status": "CARD_DECLINED", "start": plan.window_start, "end": plan.window_end, "limit": 1} in orders
    assert {"status": "AUTH_PENDING", "start": plan.compare_start, "end": plan.compare_end, "limit": 1} in orders
    # no status counted in the other's window, nor over all the data
    assert all(not (a.get("status") == "AUTH_PENDING" and a.get("start") != plan.compare_start) for a in orders)
    assert all(not (a.get("status") == "CARD_DECLINED" and a.get("start") != plan.window_start) for a in orders)


def test_two_statuses_in_two_windows_over_ledgerly(tmp_path: Path) -> None:
    """Scenario petrolink, over the dev ledgerly world: FAILED_LEDGER this morning against PENDING_REVIEW in the
    last hour, both counts (by SQL) in the head."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, pending = ask("今天上午记账失败的转账和现在卡在审核的转账比，哪个多？",
                              "SELECT count(*) FROM orders WHERE status = 'PENDING_REVIEW' "
                              "AND created_at >= datetime('2026-06-18 09:45:00', '-60 minutes')")
    head = answer.splitlines()[0]
    assert "FAILED_LEDGER" in head and "PENDING_REVIEW" in head and f"共 {pending} 笔" in head, answer


_PARTNER = CATALOG.model_copy(update={
    "services": (*CATALOG.services, "geo-partner"),
    "dependencies": {**CATALOG.dependencies, "ledger-service": ("vault-db", "geo-partner")},
    "silent": frozenset({"geo-partner"})})


def test_what_time_did_the_cert_expire_asks_the_onset() -> None:
    """Scenario blooms "what time did the courier partner cert expire yesterday evening?": the onset, read from the
    silent partner's caller."""
    question = "what time did the geo-partner cert expire yesterday evening?"
    assert aspects_of(question, has_entity=True, has_record=False) == ["onset"]
    plan = offline_plan(question, _PARTNER, now=NOW)
    assert plan.aspects == ["onset"] and plan.services == ["ledger-service"], plan


_WORDS = CATALOG.model_copy(update={
    "services": ("pump-edge", "card-check", "fleet-wallet", "check-log", "tollbank-ext"),
    "dependencies": {"pump-edge": ("card-check", "fleet-wallet"), "fleet-wallet": ("tollbank-ext",),
                     "card-check": ("check-log",)},
    "dependency_kinds": {"fleet-wallet": (("tollbank-ext", "external"),)},
    "descriptions": {"pump-edge": "站点网关 / station edge gateway",
                     "card-check": "银行卡授权服务 / card authorisation",
                     "fleet-wallet": "车队油卡服务 / fleet fuel cards",
                     "tollbank-ext": "合作银行接口 / external partner bank card settlement API",
                     "check-log": "授权流水台账 / authorisation ledger"},
    "silent": frozenset({"tollbank-ext"})})


def test_a_trouble_in_users_words_names_the_service_its_description_says() -> None:
    """Scenario petrolink "their bank cards just hang on "authorising..."": card-check (every word of "card
    authorisation" said), not the partner ("bank") nor the fleet cards service ("cards")."""
    question = ('Drivers at the pumps say their bank cards just hang on "authorising..." and then fail. '
                "What's going on?")
    plan = offline_plan(question, _WORDS, now=NOW)
    assert plan.services == ["card-check"], plan
    # a service blamed by its one word stays asked (a suspect's question, not a trouble told in users' words)
    blamed = offline_plan("did the bank cause the card authorisation failures?", _WORDS, now=NOW)
    assert "tollbank-ext" in [*blamed.services, *blamed.suspects], blamed


def test_a_trouble_in_users_words_over_harbor(tmp_path: Path) -> None:
    """Scenario petrolink, over the dev harbor world: "freight quotes hang on 'contacting carrier...'" is the quote
    engine's trouble (its chain ends at its Redis), not the carrier bridge, healthy now."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, _ = ask('Shippers say their freight quotes hang on "contacting carrier..." and then fail. '
                        "What's going on?", "SELECT 1")
    head = answer.split("\n\n")[0]
    assert "fare-cache" in head and "carrier-bridge" not in head, answer
