"""Yes/no patterns from the opened brewhub, skyport, glasspod and lexideck (invBJ), over harbor and ledgerly.

Scenarios:
- "Did last night's catalogue cache mess actually hit the bar-owner app too?" (brewhub "malt-evictions"): the victim
  asked whether a doer hit it — "did X hit Y" is a yes/no about X as the doer of Y's harm (it was a health question of
  both, answered 否 beside 有异常); over harbor (spec scenario "fare-cache-evictions": booking-api → quote-engine →
  fare-cache), dev case harbor-did-cache-mess-hit-booking-yes-en.
- "were pharmacy orders hit by the 23:30 pool thing last night too?" (skyport): hit by a thing no service, kind,
  change or version names — the victim's own trouble in the window answers it (it was the gap 无法确定); over harbor
  ("fare-cache-evictions"), dev case harbor-bookings-hit-by-thing-yes-en.
- "did lessons get hit too?" after "podium had trouble tonight?" (lexideck): "hit" asks the trouble side (yes = hit;
  it answered 否 beside 有异常), never a cache's hit ratio; dev case harbor-followup-bookings-get-hit-yes-en.
- "Is the kafka cluster rfidbus broken? kegtrace keeps lagging" (brewhub "keg-scan-backlog"), "is the speech
  recognition partner sayright down? scoring keeps failing" (lexideck): the state of the one service said by its name
  is asked, the trouble told beside it is no "yes" about it; a partner that never reports is a suspect read from the
  records of the service told failing. Over harbor ("manifest-backlog": shipment-bus logs nothing) and ledgerly
  (the silent KYC vendor), dev cases harbor-queue-cluster-broken-lagging-no-en,
  ledgerly-vendor-down-keeps-failing-no-en.
- "计费报错是不是外部电价源 nordwatt 挂了导致的？" (glasspod): the suspect said by its name, not the service a
  word of its description ("电价") also names (the chain to that one answered 是).
- "跟凌晨那个遥测积压有关系吗" after "现在线上有啥问题" (skyport): a time inside the suspect's slot qualifies the
  trouble suspected; the window is the conversation's (now) — over harbor ("carrier-cert-expired" in the small
  hours, the cache trouble now), dev case harbor-followup-small-hours-cert-related-no-zh.
- "whats the root cause? the 2:30 deploy?" after "tapline-ord has been logging ORD-4032 all afternoon" (brewhub
  "gildpay-cert-expired"): the clock names the change suspected, the afternoon's (it was read as the 02:30 window,
  with nothing in it); over harbor ("fare-cache-evictions"), dev case harbor-followup-root-cause-clock-deploy-en.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import asks_about_problems, aspects_of
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world
from tests.agents.synthetic import NOW
from tests.agents.world_chat import world_asker, world_service


def test_did_x_hit_y_is_a_yes_no_and_hit_asks_the_trouble_side() -> None:
    assert aspects_of("did the fare cache mess actually hit booking-api too?", has_entity=True,
                      has_record=False) == ["yes_no"]
    assert "yes_no" not in aspects_of("Did notify-hub's release yesterday break anything?", has_entity=True,
                                      has_record=False)
    assert "yes_no" not in aspects_of("did it hit the limit?", has_entity=True, has_record=False)
    assert asks_about_problems("did lessons get hit too?")
    assert not asks_about_problems("is the cache hit ratio ok?")


def test_the_victim_asked_in_harbor(tmp_path: Path) -> None:
    errors = ("SELECT count(*) FROM log_record WHERE service = 'booking-api' AND level = 'ERROR' "
              "AND ts >= datetime((SELECT max(ts) FROM log_record), '-60 minutes')")
    with world_asker(tmp_path, "harbor") as ask:
        answer, count = ask("did the fare cache mess actually hit booking-api too?", errors)
        assert count > 0
        assert answer.startswith("是（推断）") and "fare-cache" in answer.split("\n")[0], answer
        answer, _ = ask("were bookings hit by the 2pm timeout thing this afternoon too?", errors)
        assert answer.startswith("是，booking-api 有异常"), answer
        answer, clean = ask("Is the kafka cluster shipment-bus broken? manifest-worker keeps lagging",
                            "SELECT count(*) FROM log_record WHERE service = 'shipment-bus' AND level != 'INFO'")
        assert clean == 0
        assert answer.startswith("没有，shipment-bus 健康"), answer


def test_a_follow_up_victim_a_slot_time_and_a_change_clock_in_harbor(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (service, _):
        service.ask("quote-engine had trouble this afternoon?", user_id="t", conversation_id="hit")
        answer = service.ask("did bookings get hit too?", user_id="t", conversation_id="hit").answer
        #: invDG: the conversation's quote-engine is the suspect of booking-api's trouble (its errors point to it)
        assert answer.startswith("是（推断）") and "booking-api" in answer.split("\n")[0], answer
        service.ask("现在线上有啥问题", user_id="t", conversation_id="slot")
        answer = service.ask("跟凌晨那个承运商证书问题有关系吗", user_id="t", conversation_id="slot").answer
        assert answer.startswith("不是，未发现 carrier-bridge 的异常"), answer
        assert "00:00 ~" not in answer  # the window is now's, not the small hours
        service.ask("quote-engine has been logging QTE-7104 all afternoon", user_id="t", conversation_id="clock")
        answer = service.ask("whats the root cause? the 2:10 deploy?", user_id="t", conversation_id="clock").answer
        assert "fare-cache" in answer.split("\n")[0], answer


def test_the_change_clock_of_a_cause_follow_up_lies_in_the_conversations_window(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        plan = offline_plan("whats the root cause? the 2:10 deploy?", container.catalog(),
                            earlier_questions=["quote-engine has been logging QTE-7104 all afternoon"],
                            now=container.data_clock())
    finally:
        container.close()
    at = datetime.fromisoformat(plan.change_at.replace("Z", "+00:00")).astimezone(ZoneInfo("America/New_York"))
    assert (at.hour, at.minute) == (14, 10)
    assert plan.services == ["quote-engine"] and "cause" in plan.aspects


def test_a_silent_vendor_asked_down_beside_a_failing_caller_in_ledgerly(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (service, _):
        answer = ChatService.ask(service, "is the KYC vendor kycvendor-api down? transfer-api keeps failing",
                                 user_id="t").answer
    assert answer.startswith("不是"), answer
    assert "kycvendor-api" in answer.split("\n")[0]


_FEED = Catalog(services=("billing", "feed", "feed-cache", "gridco"),
                dependencies={"billing": ("feed",), "feed": ("feed-cache", "gridco")},
                dependency_kinds={"feed": (("feed-cache", "redis"), ("gridco", "external"))},
                descriptions={"billing": "采收批次计费", "feed": "电价数据接入 (合作方电价)",
                              "feed-cache": "电价缓存 (Redis)", "gridco": "外部合作方电价源"},
                timezone="UTC", data_end=NOW)


def test_the_suspect_said_by_its_name_wins_over_a_description_word() -> None:
    plan = offline_plan("计费报错是不是外部电价源 gridco 挂了导致的？", _FEED, now=NOW)
    assert plan.aspects == ["yes_no"]
    assert plan.suspects == ["gridco"], plan.suspects


def test_a_clean_victim_of_a_doer_in_trouble_is_a_no_in_ledgerly(tmp_path: Path) -> None:
    """"Did last night's nitecache eviction storm also break checkout?" (nightbite: the checkout shares the cache and
    logged nothing): the victim clean in the window answers no by its own negative observation — it was "X 与此问题的
    关系无法确定"; over ledgerly (spec scenario "ledger-lock-waits": statement-builder reads ledger-mysql, clean then),
    dev case ledgerly-lock-waits-also-break-statements-no-en."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, count = ask("Did this morning's ledger-mysql lock waits also break statement-builder?",
                            "SELECT count(*) FROM log_record WHERE service = 'statement-builder' AND level != 'INFO' "
                            "AND ts >= '2026-06-18 04:00:00'")
    assert count == 0
    assert answer.startswith("不是，statement-builder 未发现异常"), answer
