"""Patterns from the opened surfcast and fleetops worlds (invL): a partner that never reports anything of its own,
asked about its certificate ("oceanmet 证书现在还是过期的吗", "did the <partner> certificate expire before
midnight?"), is answered from the records of the services calling it; asked its bare health ("mapvendor 那边有没有
问题？") with no line of any service naming it, it stays a gap (the dev convention: no evidence is no clean bill)."""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import offline_plan
from superbiz.agents.question_ops import onset_boundary
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker

_SILENT = CATALOG.model_copy(update={
    "services": (*CATALOG.services, "geo-partner"),
    "dependencies": {**CATALOG.dependencies, "ledger-service": ("vault-db", "geo-partner")},
    "silent": frozenset({"geo-partner"})})


def test_a_silent_partners_certificate_still_expired_is_a_yes_no_of_its_callers() -> None:
    """Scenario surfcast "oceanmet 证书现在还是过期的吗": the partner never reports; its caller is the subject and the
    partner the suspect its records name (it was a health question of the partner, a gap)."""
    plan = offline_plan("geo-partner 证书现在还是过期的吗", _SILENT, now=NOW)
    assert plan.aspects == ["yes_no"]
    assert plan.services == ["ledger-service"] and plan.suspects == ["geo-partner"]


def test_a_silent_partners_bare_health_stays_a_gap() -> None:
    """Scenario fleetops "地图供应商 mapvendor 那边有没有问题？": no certificate asked, nothing of its own: its
    silence is a gap in the head; its callers' lines of the window are read after it (invEB, the lead's decision:
    none naming a failed call to it is "no sign of trouble, inferred")."""
    plan = offline_plan("geo-partner 那边有没有问题？", _SILENT, now=NOW)
    assert plan.aspects == ["health"] and plan.services == ["geo-partner", "ledger-service"]
    assert plan.silent_asked == "geo-partner"
    assert "geo-partner 自身从未上报" in plan.window_note


def test_a_certificate_expired_before_a_clock_is_an_onset_against_it() -> None:
    """Scenario surfcast "Did the oceanmet certificate expire before midnight?": the expiry is the onset of the
    trouble, compared with the last local midnight (it was a health question)."""
    question = "Did the geo-partner certificate expire before midnight?"
    found = onset_boundary(question, now=NOW, zone=ZoneInfo("UTC"))
    assert found is not None and found[0].hour == 0 and found[1].lower() == "midnight"
    assert onset_boundary("geo-partner 证书是零点前过期的吗", now=NOW, zone=ZoneInfo("UTC")) is not None
    plan = offline_plan(question, _SILENT, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.services == ["ledger-service"]


def test_a_silent_partners_certificate_answers_from_its_caller(tmp_path: Path) -> None:
    """Scenario surfcast, over the dev harbor world: oceanlink-api never reports; its caller's first TLS failure
    (by SQL) came before the last local midnight, so "expired before midnight?" is yes."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, before = ask("Did the oceanlink-api certificate expire before midnight?",
                             "SELECT count(*) FROM log_record WHERE level = 'ERROR' AND message LIKE '%oceanlink-api%' "
                             "AND ts < '2026-10-14 04:00:00'")
    assert before > 0
    assert answer.startswith("是") and "midnight 之前" in answer.splitlines()[0]


def test_a_part_the_data_lacks_qualified_by_a_service_is_a_gap() -> None:
    """Scenario solarhub "did the weather feed for the forecasts go down this morning?": the feed asked is named by
    "weather", which no name, description, team or metric holds; "for the forecasts" only says what it serves, so
    it is a thing the data lacks (stated as a gap), not the forecasting service."""
    plan = offline_plan("did the weather feed for the basket-service go down this morning?", CATALOG, now=NOW)
    assert plan.services == [] and plan.unknown_services == ["weather feed"]
    sized = offline_plan("did the main api for the basket-service go down this morning?", CATALOG, now=NOW)
    assert sized.services == ["basket-service"] and not sized.unknown_services
    held = offline_plan("did the ledger api for the basket-service go down this morning?", CATALOG, now=NOW)
    assert "ledger-service" in held.services and not held.unknown_services


def test_shortened_words_of_one_description_name_its_service() -> None:
    """Scenario busline "tkt issu 挂了? 啥原因": "tkt" shortens ticket and "issu" issuance, the two words in a row of
    one service's English description; a run no description or two descriptions hold names nothing."""
    from superbiz.agents.plan_terms import abbreviated_name

    descriptions = {"issue-svc": "出票服务 / ticket issuance", "ticket-db": "票务数据库 / ticket database",
                    "gate": "入口网关 / rider API gateway"}
    assert abbreviated_name("tkt issu 挂了? 啥原因", descriptions) == "issue-svc"
    assert abbreviated_name("tkt db 挂了?", descriptions) is None  # "db" is too short to tell
    assert abbreviated_name("tkt dtbase 挂了?", descriptions) == "ticket-db"
    assert abbreviated_name("what happened this morning?", descriptions) is None
    assert abbreviated_name("tkt 挂了?", descriptions) is None  # one word shortened: ticket of two services
    catalog = CATALOG.model_copy(update={"descriptions": {"basket-service": "购物车 / shopping basket"}})
    assert offline_plan("shpg bskt 挂了? 啥原因", catalog, now=NOW).services == ["basket-service"]
    assert offline_plan("shpg bskt 挂了? 啥原因", CATALOG, now=NOW).services != ["basket-service"]


def test_an_end_after_a_clock_is_a_yes_no_against_it() -> None:
    """Scenario printhub "快递证书是过了零点才换好的吗": a yes/no whether the trouble ended only after the last local
    midnight (it was an overview of the window around midnight)."""
    from superbiz.agents.question_ops import end_boundary

    found = end_boundary("快递证书是过了零点才换好的吗", now=NOW, zone=ZoneInfo("UTC"))
    assert found is not None and (found[0].hour, found[0].minute) == (0, 0) and found[1] == "零点"
    assert end_boundary("was the cert only renewed after midnight?", now=NOW, zone=ZoneInfo("UTC")) is not None
    assert end_boundary("零点才发现的", now=NOW, zone=ZoneInfo("UTC")) is None  # no 过了 / 之后: not an end
    assert offline_plan("证书是过了零点才换好的吗", CATALOG, now=NOW).aspects == ["yes_no"]


def test_an_end_after_midnight_answers_from_the_certificates_records(tmp_path: Path) -> None:
    """Scenario printhub, over the dev harbor world: the carrier certificate's TLS failures (no service named:
    承运商 names two) went on after the local midnight (by SQL), so "过了零点才换好的吗" is yes."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, after = ask("承运商证书是过了零点才换好的吗",
                            "SELECT count(*) FROM log_record WHERE level = 'ERROR' AND message LIKE '%oceanlink-api%' "
                            "AND ts >= '2026-10-14 04:00:00'")
    assert after > 0
    assert answer.startswith("是，carrier-bridge 在 零点 之后仍在出错")
