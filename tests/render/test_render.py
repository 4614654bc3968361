from __future__ import annotations

import pytest

from superbiz.contracts import (
    ClaimCheck,
    ExecutorEvidenceV2,
    ExecutorOutputParseStatus,
    GatekeeperResult,
    VerificationOutcome,
)
from superbiz.render import (
    DEGRADED_PREFIX,
    DISCLAIMER_PREFIX,
    allowed_material,
    composer_guard,
    render_answer,
)
from superbiz.render.compose import render_template
from superbiz.verification.verdict import effective_outcome

STRUCTURED = ExecutorEvidenceV2.model_validate(
    {
        "claims": [
            {"claim_id": "c1", "claim_text": "payment-service 出现 PAY-5003 连接获取超时（3000ms）"},
            {"claim_id": "c2", "claim_text": "告警 PaymentDBPoolExhausted 正在触发"},
            {"claim_id": "c3", "claim_text": "payment-service 超时的根因是连接池耗尽", "claim_type": "root_cause"},
            {"claim_id": "c4", "claim_text": "payment-service 连接池最大 100"},
            {"claim_id": "c5", "claim_text": "PAY-5003 通常由慢 SQL 引起"},
            {"claim_id": "c6", "claim_text": "order-service 调用 payment-service 超时"},
        ],
        "hypotheses": [{"hypothesis_text": "慢 SQL 长时间占用连接", "needed_evidence": ["payment-db 慢查询日志"]}],
        "recommended_actions": [
            {"action_text": "检查 payment-db 慢查询并排查连接泄漏"},
            {"action_text": "把连接池最大值从 100 调整为 200"},
        ],
        "missing_info": ["连接池配置变更记录"],
    }
)


def _outcome(classes: dict[str, str], *, severity: str = "none") -> VerificationOutcome:
    checks = [ClaimCheck(claim_id=k, verification=v, detail="d") for k, v in classes.items()]  # type: ignore[arg-type]
    return effective_outcome(
        claim_checks=checks,
        structured=STRUCTURED,
        parse_status=ExecutorOutputParseStatus(status="valid"),
        gatekeeper_result=GatekeeperResult(
            status="pass" if severity == "none" else "fail",
            severity=severity,  # type: ignore[arg-type]
        ),
    )


PASS_CLASSES = {"c1": "direct_observation", "c2": "direct_observation", "c6": "reasonable_inference"}
LOW_CLASSES = {"c1": "direct_observation", "c3": "overstated", "c5": "external_unknown", "c6": "unsupported"}
REJECT_CLASSES = {"c1": "direct_observation", "c3": "direct_observation", "c4": "contradicted", "c6": "unsupported"}


@pytest.mark.spec("PASS uses Composer-safe output")
def test_render_answer_normal_snapshot() -> None:
    outcome = _outcome(PASS_CLASSES)
    assert outcome.verdict == "PASS"
    out = render_answer(allowed_material(outcome, STRUCTURED), "NORMAL", query="payment-service 为什么超时？")
    assert out.path == "template" and out.output_type == "NORMAL"
    assert out.text == (
        "针对「payment-service 为什么超时？」，根据本次已核验的工具证据：\n\n"
        "已确认信息：\n"
        "- payment-service 出现 PAY-5003 连接获取超时（3000ms）\n"
        "- 告警 PaymentDBPoolExhausted 正在触发\n"
        "- 〔推断〕order-service 调用 payment-service 超时\n\n"
        "建议下一步：\n"
        "- 检查 payment-db 慢查询并排查连接泄漏\n"
        "- 把连接池最大值从 100 调整为 200\n"
    )


@pytest.mark.spec("V2 machine contract is not exposed as normal user answer")
def test_render_answer_normal_never_contains_contract_json() -> None:
    structured = STRUCTURED.model_copy(
        update={"hypotheses": [], "missing_info": ['{"claims": [], "answer_version": "executor_evidence_v2"}']}
    )
    outcome = _outcome(PASS_CLASSES)
    text = render_answer(allowed_material(outcome, structured), "NORMAL", query='{"claims": []}').text
    assert '"claims"' not in text and "answer_version" not in text and "{" not in text


@pytest.mark.spec("LOW_CONFID uses Composer-safe uncertainty output")
def test_render_answer_low_confid_sections_and_labels() -> None:
    outcome = _outcome(LOW_CLASSES)
    text = render_answer(allowed_material(outcome, STRUCTURED), "LOW_CONFID_WITH_DISCLAIMER", query="q").text
    assert text.startswith(DISCLAIMER_PREFIX)
    sections = ["已确认信息：", "可能方向：", "证据缺口：", "建议下一步："]
    positions = [text.index(s) for s in sections]
    assert positions == sorted(positions)
    confirmed = text[positions[0] : positions[1]]
    assert "PAY-5003 连接获取超时" in confirmed
    assert "根因" not in confirmed and "order-service 调用" not in confirmed
    directions = text[positions[1] : positions[2]]
    assert "〔待确认〕payment-service 超时的根因是连接池耗尽" in directions
    assert "慢 SQL 长时间占用连接" in directions


@pytest.mark.spec("LOW_CONFID with critical evidence gaps")
def test_render_answer_low_confid_gaps_come_from_verifier() -> None:
    outcome = _outcome(LOW_CLASSES)
    text = render_answer(allowed_material(outcome, STRUCTURED), "LOW_CONFID_WITH_DISCLAIMER", query="q").text
    gaps = text[text.index("证据缺口：") : text.index("建议下一步：")]
    assert "关于 order-service、payment-service 的断言缺少直接证据" in gaps
    assert "连接池配置变更记录" in gaps and "payment-db 慢查询日志" in gaps


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
def test_allowed_material_unsupported_claims_only_to_confirm() -> None:
    material = allowed_material(_outcome(LOW_CLASSES), STRUCTURED)
    assert [i.claim_id for i in material.confirmed] == ["c1"]
    assert {i.claim_id for i in material.to_confirm} == {"c3", "c5", "c6"}


@pytest.mark.spec("REJECT uses degraded template")
def test_render_answer_degraded_snapshot() -> None:
    outcome = _outcome(REJECT_CLASSES)
    assert outcome.verdict == "REJECT"
    out = render_answer(allowed_material(outcome, STRUCTURED), "DEGRADED", query="q")
    assert out.text == (
        f"{DEGRADED_PREFIX}\n\n"
        "已确认信息：\n"
        "- payment-service 出现 PAY-5003 连接获取超时（3000ms）\n\n"
        "证据缺口：\n"
        "- 关于 order-service、payment-service 的断言缺少直接证据\n"
        "- 连接池配置变更记录\n"
        "- payment-db 慢查询日志\n\n"
        "建议下一步：\n"
        "- 检查 payment-db 慢查询并排查连接泄漏\n\n"
        "另有 1 条结论因与证据冲突已被剔除。\n"
    )


@pytest.mark.spec("REJECT -> degraded output")
def test_render_answer_degraded_has_no_root_cause_hypothesis_or_contradicted_text() -> None:
    outcome = _outcome(REJECT_CLASSES)
    material = allowed_material(outcome, STRUCTURED)
    text = render_answer(material, "DEGRADED", query="q").text
    assert "根因" not in text and "慢 SQL 长时间占用连接" not in text
    assert "100" not in text and "连接池最大" not in text
    assert material.inferences == () and material.to_confirm == () and material.hypotheses == ()
    assert "100" not in material.model_dump_json() and "100" not in repr(material)


def test_render_answer_degraded_default_next_step_when_none() -> None:
    structured = STRUCTURED.model_copy(update={"recommended_actions": []})
    text = render_answer(allowed_material(_outcome(REJECT_CLASSES), structured), "DEGRADED", query="q").text
    assert "人工核查" in text


def test_render_template_raises_on_undefined_variable() -> None:
    with pytest.raises(KeyError):
        render_template("degraded", confirmed="- a", gaps="- b")


def test_composer_guard_accepts_restatement_of_material() -> None:
    material = allowed_material(_outcome(PASS_CLASSES), STRUCTURED)
    text = (
        "已确认：payment-service 出现 PAY-5003，请求在 3000ms 后超时；告警 PaymentDBPoolExhausted 正在触发。共 2 条。"
    )
    assert composer_guard(text, material) is None


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("payment-service 出现 PAY-5009", "PAY-5009"),
        ("risk-service 也受影响", "risk-service"),
        ("延迟 4500ms", "4500ms"),
        ("订单 ORD-20261128-000999 失败", "ORD-20261128-000999"),
        ('{"claims": []}', "JSON"),
    ],
)
def test_composer_guard_rejects_new_anchors_and_json(text: str, fragment: str) -> None:
    reason = composer_guard(text, allowed_material(_outcome(PASS_CLASSES), STRUCTURED))
    assert reason is not None and fragment in reason


def test_composer_guard_rejects_contradicted_text() -> None:
    material = allowed_material(_outcome(REJECT_CLASSES), STRUCTURED)
    assert composer_guard("另外，payment-service 连接池最大 100。", material) is not None


def test_allowed_material_degraded_drops_root_cause_wording_everywhere() -> None:
    data = STRUCTURED.model_dump()
    data["recommended_actions"] = [
        {"action_text": "修复导致超时的根因：连接池耗尽"},
        {"action_text": "检查 payment-db 慢查询并排查连接泄漏"},
    ]
    data["missing_info"] = ["确认根因是否为连接池耗尽", "连接池配置变更记录"]
    structured = ExecutorEvidenceV2.model_validate(data)
    material = allowed_material(_outcome(REJECT_CLASSES), structured)
    assert material.next_steps == ("检查 payment-db 慢查询并排查连接泄漏",)
    assert "确认根因是否为连接池耗尽" not in material.gaps and "连接池配置变更记录" in material.gaps
    assert composer_guard("payment-service 超时的根因是连接池耗尽。", material) is not None
