"""Early-morning overviews of a past night (opened grainlog: "一晚上都发生了啥？交接一下", "Anything break since I went
to bed at 11pm?", "What happened overnight?"), on a catalogue and records of no real world: the whole night is the
window, "since I went to bed at <clock>" starts it at that clock, and every incident of the night is named in the
head (a database's own resolved alert too), also when the night had more incidents than three claims each fit."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import pytest

from superbiz.agents import incidents as incidents_mod
from superbiz.agents.incidents import Incident, Signal, incident_claims
from superbiz.agents.question_text import clean_question
from superbiz.agents.timeparse import format_local, resolve_time
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

NOW = datetime(2031, 3, 4, 6, 20, tzinfo=UTC)


@pytest.mark.parametrize(("question", "window"), [
    #: "一晚上" / "整晚": the night that ended this morning, not the evening 18:00-24:00 only
    ("一晚上都发生了啥？交接一下", ("2031-03-03 22:00", "2031-03-04 06:00")),
    ("整晚 edge-router 都正常吗", ("2031-03-03 22:00", "2031-03-04 06:00")),
    #: what the asker did only names the clock that starts the window, up to now
    ("Anything break since I went to bed at 11pm?", ("2031-03-03 23:00", "2031-03-04 06:20")),
    ("Did anything fail after we logged off at 10pm?", ("2031-03-03 22:00", "2031-03-04 06:20")),
])
def test_a_whole_night_and_since_i_went_to_bed_are_their_windows(question: str, window: tuple[str, str]) -> None:
    spec = resolve_time(clean_question(question), now=NOW, zone=UTC)
    assert (format_local(spec.start, UTC), format_local(spec.end, UTC)) == window


def _alert(svc: str, name: str, since: str, until: str) -> MaterialItem:
    return MaterialItem(claim_id=f"a-{svc}", claim_type="observation", text=(
        f"告警 {name}（服务 {svc}，critical）已恢复(resolved)：开始于(since) {since}，结束于(until) {until}，"
        "持续(duration) 40m"))


def _log(svc: str, code: str, first: str) -> MaterialItem:
    return MaterialItem(claim_id=f"l-{svc}", claim_type="observation", text=(
        f"{svc} 错误码 {code} 的 ERROR 日志在窗口内共 50 条，首次出现(first_seen) {first}，"
        f"最近一次(last_seen) {first}，跨度(span) 40m"))


def test_a_databases_own_alert_is_named_in_the_head_of_a_nights_summary() -> None:
    """Pattern "what happened overnight" answered by its anomalies: the head names the first error of each
    service and a few alerts; an alert of a service nothing above names (the database under a caller's errors,
    which logs no ERROR of its own) is named too."""
    items = (
        _log("edge-router", "EDG-1", "2031-03-04T05:00:00Z"),
        _log("ledger-service", "LED-1", "2031-03-04T02:00:00Z"),
        _log("stock-sync", "STK-1", "2031-03-04T01:00:00Z"),
        _alert("edge-router", "ErrorRatioHigh", "2031-03-04T05:01:00Z", "2031-03-04T05:40:00Z"),
        _alert("ledger-service", "ErrorRatioHigh", "2031-03-04T02:01:00Z", "2031-03-04T02:40:00Z"),
        _alert("stock-sync", "SyncFailing", "2031-03-04T01:01:00Z", "2031-03-04T01:40:00Z"),
        _alert("vault-db", "DbContention", "2031-03-04T01:59:00Z", "2031-03-04T02:41:00Z"),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="cause", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    head = lead_lines(material, AnswerBrief(coverage=coverage, timezone="UTC"))[0]
    assert "vault-db" in head, head


@dataclass
class _FakeBuilder:
    group: str = ""
    claims: list[tuple[str, str]] = field(default_factory=list)

    def claim(self, claim_type: str, claim_text: str | None, call: Any, *refs: Any, support: str = "direct",
              bound: Any = ()) -> None:
        self.claims.append((self.group, claim_text or ""))


def _incident(svc: str, onset: str) -> Incident:
    signals = [Signal(svc, "alert", onset, onset, "Alert", "critical", False, 0, "", None, svc),  # type: ignore[arg-type]
               Signal(svc, "log", onset, onset, "E-1", "ERROR", False, 10, "", None, svc),  # type: ignore[arg-type]
               Signal(svc, "log", onset, onset, "E-2", "ERROR", False, 10, "", None, svc)]  # type: ignore[arg-type]
    return Incident(origin=svc, services=[svc], onset=onset, signals=signals)


def test_every_incident_of_a_busy_night_gets_a_claim(monkeypatch: pytest.MonkeyPatch) -> None:
    """Five incidents and room for twelve claims: two claims each, the fifth (a database's own alert) not dropped."""
    monkeypatch.setattr(incidents_mod.text, "alert_claim", lambda ref: f"alert {ref}")
    monkeypatch.setattr(incidents_mod.text, "code_stat_claim", lambda ref: f"log {ref}")
    incs = [_incident(f"svc-{k}", f"2031-03-04T0{k}:00:00Z") for k in range(1, 6)]
    b = _FakeBuilder()
    incident_claims(b, incs, room=12)
    assert {g for g, _ in b.claims} == {f"inc{k}-" for k in range(1, 6)}
    assert len(b.claims) <= 12
    quiet = _FakeBuilder()
    incident_claims(quiet, incs[:3], room=12)  # a quiet night keeps three claims per incident
    assert len(quiet.claims) == 9


# --- how-to of a deploy / a backlog (opened grainlog: "筒仓分配发版挂了，一般咋处理？有手册么",
# "What's the runbook for the settlement backlog?") -----------------------------------------------------------------
def _catalog() -> Any:
    from superbiz.agents.plan import Catalog

    return Catalog(
        services=("edge-router", "ledger-service", "vault-db", "stock-sync"),
        dependencies={"ledger-service": ("vault-db",)},
        metrics=("error_ratio",), timezone="UTC",
        data_start=datetime(2031, 3, 3, 0, 0, tzinfo=UTC), data_end=NOW, silent=frozenset(),
    )


@pytest.mark.parametrize("question", ["stock-sync 发版挂了，一般咋处理？有手册么",
                                      "ledger-service deploy went bad, what's the runbook?"])
def test_a_how_to_about_a_failed_deploy_asks_the_runbook_not_whether_it_was_deployed(question: str) -> None:
    from superbiz.agents.plan import offline_plan

    plan = offline_plan(question, _catalog(), now=NOW)
    assert plan.aspects == ["how_to"], plan.aspects
    assert not plan.actions


def test_a_backlog_runbook_is_looked_up_with_the_words_a_runbook_uses() -> None:
    from superbiz.agents.plan import offline_plan
    from superbiz.agents.plan_calls import knowledge_query

    question = "What's the runbook for the settlement backlog?"
    query = knowledge_query(question, offline_plan(question, _catalog(), now=NOW))
    assert "积压" in query and "consumer" in query, query


def test_a_slash_joined_description_is_called_by_its_first_word_and_its_last() -> None:
    """Pattern "a quiet service by its everyday name" (opened grainlog: "司机通知服务现在正常不" of a service described
    "司机短信/推送通知" was judged by the window's other services): "骑手短信/推送通知" is called "骑手通知"."""
    from superbiz.agents.question import learn_aliases

    aliases = learn_aliases(["ping-relay", "rider-bff"],
                            {"ping-relay": "骑手短信/推送通知 / rider SMS and push notifications",
                             "rider-bff": "骑手 App 后端 / rider app backend"},
                            {"ping-relay": "骑手端组", "rider-bff": "骑手端组"})
    assert aliases.get("骑手通知") == "ping-relay", aliases


def test_a_chinese_word_in_parentheses_names_the_application() -> None:
    """Pattern "a service by the word in its description's parentheses" (opened grainlog: "磅单服务夜里那次啥时候恢复
    的？" of "地磅称重服务 (磅单)" was answered with another service's incident): "货单服务" names the application
    described "库房称重服务 (货单)", not its database "货单数据库"."""
    from superbiz.agents.question import learn_aliases

    aliases = learn_aliases(["scale-app", "goods-db"],
                            {"scale-app": "库房称重服务 (货单) / warehouse scale service",
                             "goods-db": "货单数据库 (PostgreSQL) / goods ticket database"},
                            {"scale-app": "称重组", "goods-db": "DBA"}, infra={"goods-db": "postgres"})
    assert aliases.get("货单服务") == "scale-app", aliases


@pytest.mark.parametrize("question", ["anything break overnight, say midnight to 6am?",
                                      "any errors from midnight until 6am?"])
def test_midnight_to_a_clock_is_that_range(question: str) -> None:
    """Pattern "overnight, say midnight to 6am" (opened clinicq: read as 05:30-06:30 and answered "nothing")."""
    spec = resolve_time(clean_question(question), now=NOW, zone=UTC)
    assert (format_local(spec.start, UTC), format_local(spec.end, UTC)) == ("2031-03-04 00:00", "2031-03-04 06:00")
