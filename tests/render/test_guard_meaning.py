"""The composer guard checks meaning (issue 9): sentences covered by one material item, verdict and
root-cause wording backed by the material, answers bounded, quoted evidence shown as quotation."""

from __future__ import annotations

import pytest

from superbiz.contracts import ClaimCheck, ExecutorEvidenceV2, ExecutorOutputParseStatus, GatekeeperResult
from superbiz.render import allowed_material, composer_guard, render_answer
from superbiz.render.material import MAX_CONFIRMED, quoted_evidence
from superbiz.verification.verdict import effective_outcome


def _material(claims: list[dict[str, str]], classes: dict[str, str]):  # type: ignore[no-untyped-def]
    structured = ExecutorEvidenceV2.model_validate({"claims": claims})
    checks = [ClaimCheck(claim_id=k, verification=v, detail="d") for k, v in classes.items()]  # type: ignore[arg-type]
    outcome = effective_outcome(claim_checks=checks, structured=structured,
                                parse_status=ExecutorOutputParseStatus(status="valid"),
                                gatekeeper_result=GatekeeperResult(status="pass", severity="none"))
    return allowed_material(outcome, structured)


_CLAIMS = [
    {"claim_id": "c1", "claim_text": "payment-service 出现 PAY-5003 连接获取超时（3000ms）"},
    {"claim_id": "c2", "claim_text": "告警 PaymentDBPoolExhausted 正在触发"},
    {"claim_id": "c3", "claim_text": "payment-service 连接池最大 100"},
]


def test_invented_verdict_and_cause_are_rejected_even_on_degraded_output() -> None:
    degraded = _material(_CLAIMS, {"c1": "direct_observation", "c3": "contradicted"})
    assert degraded.degraded
    reason = composer_guard("判定为 PASS。根因已确认：数据库被黑客删除", degraded)
    assert reason is not None and "verdict" in reason


def test_a_confirmed_cause_claim_needs_a_confirmed_cause_in_the_material() -> None:
    normal = _material(_CLAIMS, {"c1": "direct_observation", "c2": "direct_observation"})
    reason = composer_guard("根因已确认：数据库被黑客删除。", normal)
    assert reason is not None and "cause" in reason


def test_a_sentence_no_material_item_covers_is_rejected() -> None:
    normal = _material(_CLAIMS, {"c1": "direct_observation", "c2": "direct_observation"})
    assert composer_guard("payment-service 出现 PAY-5003 连接获取超时。数据库被黑客删除了。", normal) is not None
    assert composer_guard("已确认：payment-service 出现 PAY-5003 连接获取超时；告警 PaymentDBPoolExhausted 正在触发。",
                          normal) is None


def test_sentences_must_each_come_from_one_item_not_a_mix() -> None:
    normal = _material(_CLAIMS, {"c1": "direct_observation", "c2": "direct_observation"})
    # every word occurs somewhere in the material, but this statement is in no item
    assert composer_guard("告警 PaymentDBPoolExhausted 连接获取超时正在出现。", normal) is not None


def test_the_verdict_reached_may_be_named() -> None:
    normal = _material(_CLAIMS, {"c1": "direct_observation"})
    assert normal.verdict == "PASS"
    assert composer_guard("PASS：payment-service 出现 PAY-5003 连接获取超时。", normal) is None
    assert composer_guard("REJECT：payment-service 出现 PAY-5003 连接获取超时。", normal) is not None


def test_identical_claims_are_listed_once_and_the_list_is_capped() -> None:
    claims = [{"claim_id": f"c{i}", "claim_text": f"payment-service 日志 {i} 出现 PAY-5003"} for i in range(30)]
    claims.append({"claim_id": "dup", "claim_text": "payment-service 日志 0 出现 PAY-5003"})
    material = _material(claims, {c["claim_id"]: "direct_observation" for c in claims})
    assert len(material.confirmed) == MAX_CONFIRMED and material.confirmed_omitted == 30 - MAX_CONFIRMED
    text = render_answer(material, "NORMAL", query="q").text
    assert f"另有 {30 - MAX_CONFIRMED} 条已确认信息未列出" in text
    assert text.count("payment-service 日志 0 出现 PAY-5003") == 1


@pytest.mark.parametrize(
    ("claim", "shown"),
    [
        ("日志显示：ERROR notification-service NTF-5007 No space left on device",
         "日志显示：「ERROR notification-service NTF-5007 No space left on device」"),
        ("payment-service 出现 PAY-5003：连接获取超时", "payment-service 出现 PAY-5003：连接获取超时"),
    ],
)
def test_quoted_log_text_is_shown_as_a_quotation(claim: str, shown: str) -> None:
    assert quoted_evidence(claim) == shown
