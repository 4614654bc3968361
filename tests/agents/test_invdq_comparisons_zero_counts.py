"""invDQ (issue 10, opened dunecamp/cafeteca/hivecomb/steelroll/coralpass): comparisons of record statuses and
durations, short forms, zero counts.

- "more failed A or failed B today?": two record statuses set against each other with no "which" (the measure
  said first, the two sides right after).
- "烘焙失败的单 和 续订被退的单，哪个多": slips named by what befell them ("…的单" beside 和/，), a status said by
  被退 (bounced) and 续订 (renewal).
- a pair's side said by a short form its service's description holds ("the QuikPay gateway or the cart service").
- durations of two episodes named by day parts ("昨天下午的X和凌晨的Y", "今早X那次和下午Y那次").
- zero counts stated: "how many <words> errors …?" names the service the words are held by; "did it throw any
  errors, or just slow?" of a WARN-only service states "ERROR 0 条"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of, names_record_words, status_matches
from superbiz.agents.subjects import held_subject_owners
from superbiz.agents.timewindows import resolve_windows
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW

_STATUSES = ("SHIPPED", "ROAST_FAILED", "RENEWAL_BOUNCED", "ACTIVE")
_TRANSFERS = ("CONFIRMED", "BOOKING_FAILED", "DISPATCH_FAILED")


def test_more_a_or_b_with_no_which_is_a_comparison_of_two_statuses() -> None:
    """Pattern: two record statuses counted and compared, asked "more failed A or failed B today?"."""
    question = "more failed bookings or failed transfers today?"
    assert "comparison" in aspects_of(question, has_entity=False, has_record=False)
    assert "comparison" not in aspects_of("more info - is x down or not?", has_entity=True, has_record=False)
    #: each side names its service by a word of its description ("transfers" ↔ "shuttle transfer dispatcher"), the
    #: status that service's words name (dispatch ↔ DISPATCH_FAILED)
    catalog = CATALOG.model_copy(update={
        "order_statuses": _TRANSFERS, "services": ("stay-booker", "shuttle-mover"),
        "descriptions": {"stay-booker": "住宿预订服务 / stay booking service",
                         "shuttle-mover": "接送调度 / shuttle transfer dispatcher"}})
    plan = offline_plan(question, catalog, now=NOW, lookup_ids=lambda _: {})
    assert "comparison" in plan.aspects and "record" in plan.aspects, plan.aspects
    assert plan.statuses == ["BOOKING_FAILED", "DISPATCH_FAILED"], plan.statuses


def test_slips_named_by_what_befell_them_are_record_words_and_bounced_renewals_a_status() -> None:
    """Pattern: two record statuses by their words ("…失败的单 和 …被退的单，哪个多")."""
    question = "烘焙失败的单 和 续订被退的单，哪个多？"
    assert names_record_words(question)
    assert not names_record_words("这个简单的问题")
    assert status_matches("续订被退的单", _STATUSES) == ["RENEWAL_BOUNCED"]
    catalog = CATALOG.model_copy(update={"order_statuses": _STATUSES})
    plan = offline_plan(question, catalog, now=NOW, lookup_ids=lambda _: {})
    assert plan.statuses == ["ROAST_FAILED", "RENEWAL_BOUNCED"], plan.statuses


def test_a_side_said_by_a_short_form_is_named_beside_the_other_sides_service() -> None:
    """Pattern: a pair's one side said by words its service's description holds (a bracketed short name and its
    kind word: "the QuikPay gateway"), the other side by a name — both sides are compared, never the named one
    alone."""
    catalog = CATALOG.model_copy(update={
        "services": ("wallet-gw", "wallet-partner", "cart-svc"), "alerts": ("QuikPayHandshakeErrors",),
        "descriptions": {"wallet-gw": "钱包支付网关 (QuikPay) / wallet payments gateway",
                         "wallet-partner": "钱包合作方 / wallet partner",
                         "cart-svc": "购物车服务 / cart service"}})
    question = "today, which logged more errors — the QuikPay gateway or the cart service?"
    plan = offline_plan(question, catalog, now=NOW, lookup_ids=lambda _: {})
    assert plan.services == ["wallet-gw", "cart-svc"], plan.services
    plan = offline_plan("which logged more errors — cart-svc or the QuikPay gateway?", catalog, now=NOW,
                        lookup_ids=lambda _: {})
    assert plan.services == ["cart-svc", "wallet-gw"], plan.services


def test_a_bare_part_before_the_first_sides_is_the_last_one_passed_in_a_choice_of_durations() -> None:
    """Pattern: durations of two episodes named by description words and day parts — "昨天下午的X和凌晨的Y" (the
    small hours since, not yesterday's), "今早X那次和下午Y那次" (今早 lends today, not its morning)."""
    zone = ZoneInfo("Asia/Shanghai")
    now = datetime(2031, 3, 4, 17, 30, tzinfo=zone)
    first, second = resolve_windows("昨天下午的证书问题和凌晨的积压，哪个持续得更久？", now=now, zone=zone) or (
        None, None)
    assert first is not None and second is not None
    assert first.start == datetime(2031, 3, 3, 12, 0, tzinfo=zone), first
    assert second.start == datetime(2031, 3, 4, 0, 0, tzinfo=zone), second
    first, second = resolve_windows("今早证书那次和下午连接池那次，哪个持续得更久？", now=now, zone=zone) or (
        None, None)
    assert first is not None and second is not None
    assert second.start == datetime(2031, 3, 4, 12, 0, tzinfo=zone), second
    #: counts keep the lent day ("昨天下午的报错和凌晨的比" is not a choice of durations)
    _, second = resolve_windows("昨天下午的报错和凌晨的比，哪个多？", now=now, zone=zone) or (None, None)
    assert second is not None and second.start == datetime(2031, 3, 3, 0, 0, tzinfo=zone), second


def test_how_many_errors_of_a_thing_said_by_its_description_words_counts_that_services_lines() -> None:
    """Pattern: "how many MoMo handshake errors were there yesterday?" — the words before the lines' word are held
    by one service's description (its bracketed short name): that service's lines are counted (0 is a count), never
    a gap "the data holds no such thing"."""
    def holding(word: str, team: bool = False) -> list[str]:  # the description "钱包支付网关 (QuikPay) / …" only
        return ["wallet-gw"] if not team and "quikpay".startswith(word) else []

    assert held_subject_owners("how many QuikPay handshake errors were there yesterday before midnight?",
                               holding) == ["wallet-gw"]


def test_an_error_level_no_states_its_zero_count() -> None:
    """Pattern: "did it throw any errors, or just slow?" of a WARN-only service — the no states "ERROR 0 条"."""
    none = MaterialItem(claim_id="n1", claim_type="negative_observation", text="svc-a 在查询窗口内没有 ERROR 级别日志")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(none,))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="health", status="answered", claim_ids=["n1"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), asks_problem=True, level="ERROR")
    assert lead_lines(material, brief)[0] == "没有，svc-a 在查询窗口内没有 ERROR 级别日志（ERROR 0 条）"
