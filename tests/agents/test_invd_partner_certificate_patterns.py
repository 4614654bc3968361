"""Patterns from the opened cinemax and printhub worlds (invD): a partner certificate that expired in the evening
and was renewed after local midnight, asked with no service named ("支付方证书那个事几点好的") or in an elliptical
follow-up ("几点续上的？" after "快递那边的证书是不是过期了")."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.symptoms import symptom_words
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW

_CERT = MaterialItem(claim_id="c1", claim_type="log_observation",
                     text="basket-service 错误码 BSK-4950 的 ERROR 日志在窗口内共 225 条，首次出现(first_seen) "
                          "2031-03-03T20:35:05Z，最近一次(last_seen) 2031-03-03T21:49:58Z，跨度(span) 1h14m；示例：TLS "
                          "handshake with acme-pay:443 failed: x509: certificate has expired")
_LATER = MaterialItem(claim_id="c2", claim_type="log_observation",
                      text="basket-service 错误码 BSK-5307 的 ERROR 日志在窗口内共 219 条，首次出现(first_seen) "
                           "2031-03-04T06:11:36Z，最近一次(last_seen) 2031-03-04T07:01:48Z，跨度(span) 50m；示例："
                           "order B-1 failed: PAYMENT_FAILED (call to ledger-service failed)")


def test_an_end_with_no_service_named_takes_the_records_naming_the_thing_most() -> None:
    """Scenario cinemax "支付方证书那个事几点好的": 支付 ("pay") is in both episodes' lines, 证书 only in the expired
    certificate's: its last line ends the trouble, not the later payment failures (a different incident)."""
    words = tuple(symptom_words("支付方证书那个事几点好的"))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="end", status="answered", claim_ids=["c1", "c2"])])
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(_LATER, _CERT))
    brief = AnswerBrief(coverage=coverage, symptoms=words, timezone="UTC", window_end="2031-03-04T12:00:00Z")
    head = lead_lines(material, brief)[0]
    assert "21:49" in head and "07:01" not in head


def test_an_elliptical_follow_up_takes_the_earlier_questions_symptom() -> None:
    """Scenario printhub "几点续上的？" after "快递那边的证书是不是过期了" (no service resolved anywhere, no pronoun):
    the renewal asked is the earlier question's certificate, so its symptom words pick the records."""
    plan = offline_plan("几点续上的？", CATALOG, now=NOW, earlier_questions=("快递那边的证书是不是过期了",))
    assert plan.aspects == ["end"] and plan.referent == "快递那边的证书是不是过期了"
    assert "certificate" in symptom_words(f"{plan.referent} 几点续上的？")


def test_a_follow_up_with_a_symptom_of_its_own_keeps_it() -> None:
    plan = offline_plan("缓存几点好的？", CATALOG, now=NOW, earlier_questions=("快递那边的证书是不是过期了",))
    assert not plan.referent


def test_a_long_subject_between_when_did_and_start_still_asks_an_onset() -> None:
    """Scenario cinemax "When did the TLS failures to the payment partner start last night?": 41 characters between
    "when did" and "start" still ask when it began (not an overview)."""
    from superbiz.agents.question import aspects_of

    question = "When did the TLS failures to the payment partner start last night?"
    assert aspects_of(question, has_entity=False, has_record=False) == ["onset"]
    assert aspects_of(question, has_entity=True, has_record=False) == ["onset"]


def test_shi_sha_wenti_asks_the_cause_like_shi_shenme_wenti() -> None:
    """Scenario cinemax "昨晚半夜支付一直失败，是啥问题": 啥 is the spoken 什么, so it asks the cause (an overview
    named only the origin service, not the expired certificate); "都有啥问题" still asks what is wrong — the
    overview of incidents (invAY: the health answer left out an incident of its own, roomquest's partner cert)."""
    from superbiz.agents.question import aspects_of

    assert aspects_of("昨晚半夜支付一直失败，是啥问题", has_entity=False, has_record=False) == ["cause"]
    assert aspects_of("现在线上都有啥问题", has_entity=False, has_record=False) == ["overview"]


def test_a_silent_peers_certificate_days_are_read_from_its_callers_series() -> None:
    """Scenario fleetops "how many days left before the mapvendor cert expires?": the partner never reports, its
    caller measures its certificate days (a metric named ``cert_expiry_days``); the caller's series is queried and,
    as the measure asked, answers the count."""
    from superbiz.agents.question_ops import metrics_asked
    from superbiz.contracts import Claim
    from superbiz.verification.coverage import claim_answers

    catalog = CATALOG.model_copy(update={
        "services": (*CATALOG.services, "geo-partner"),
        "dependencies": {**CATALOG.dependencies, "ledger-service": ("vault-db", "geo-partner")},
        "metrics": (*CATALOG.metrics, "cert_expiry_days"), "silent": frozenset({"geo-partner"})})
    question = "how many days left before the geo-partner cert expires?"
    assert metrics_asked(question, catalog.metrics) == ["cert_expiry_days"]
    plan = offline_plan(question, catalog, now=NOW)
    assert any(c.tool == "query_metrics" and c.arguments.get("service") == "ledger-service"
               and c.arguments.get("metric") == "cert_expiry_days" for c in plan.calls)
    series = Claim(claim_id="m1", claim_type="observation", claim_text="指标 cert_expiry_days（服务 ledger-service）"
                   "窗口内峰值(max) 202.04；最新值(latest) 202", evidence=[])
    assert claim_answers("count", series, measured=["cert_expiry_days"])
    assert not claim_answers("count", series)


def test_a_backlog_named_by_its_queue_asks_the_applications_on_that_queue() -> None:
    """Scenario printhub "Is the render backlog still going on?": "render" names a Kafka queue, which logs nothing
    of the lag; the applications on it (its consumer's lag alert fires) are asked first, the queue beside them."""
    catalog = CATALOG.model_copy(update={
        "services": (*CATALOG.services, "invoice-topic"),
        "dependencies": {**CATALOG.dependencies, "ledger-service": ("vault-db", "invoice-topic")},
        "dependency_kinds": {**CATALOG.dependency_kinds,
                             "ledger-service": (("vault-db", "postgres"), ("invoice-topic", "kafka"))}})
    plan = offline_plan("Is the invoice-topic backlog still going on?", catalog, now=NOW)
    assert plan.services[:2] == ["ledger-service", "invoice-topic"]
    plain = offline_plan("Is invoice-topic healthy?", catalog, now=NOW)
    assert plain.services == ["invoice-topic"]
