"""Patterns of held-out failures (follow-ups, onsets/ends, record lookups), on a catalogue of no real world and on
the dev world ledgerly: a customer's records counted, their newest first when asked, another thing's certificate
expired, a pronoun referring to an earlier question's symptom, "the <thing> backlog" in English, "how many were
affected", and the end of the record that ended."""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

from sqlalchemy import create_engine, text

from superbiz.agents.claims import order_summary_claim, user_status_count_claim
from superbiz.agents.investigate import Finding, _episode_nearby_calls
from superbiz.agents.plan import offline_plan
from superbiz.agents.question import match_services, status_matches, symptom_owner
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.contracts import EvidenceRef
from superbiz.render.answer_time import end_line
from superbiz.render.material import MaterialItem
from superbiz.settings import Settings, SourcesSettings
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import first_failed_record


def test_a_customers_records_are_counted_per_status_asked() -> None:
    """Scenario "客户 X 有几笔结算被拒" / "读者 X 这段时间借了几次书": the customer's total and the status asked."""
    ref = EvidenceRef(raw_path="summary", text="query_order user_id=C-9: 11 matching orders (SETTLED: 4, REJECTED: 2)")
    assert user_status_count_claim(ref, "REJECTED") == "用户 C-9 状态为 REJECTED 的订单共 2 笔"
    assert user_status_count_claim(ref, "CREDITED") == "用户 C-9 状态为 CREDITED 的订单共 0 笔"
    assert str(order_summary_claim(ref)).startswith("用户 C-9 名下共 11 笔订单")
    assert status_matches("客户 C-9 有几笔结算被拒", ["SETTLED", "REJECTED", "CREDITED"]) == ["REJECTED"]


def test_the_newest_record_is_asked_in_words() -> None:
    """Scenario "患者 X 最近一次约的是哪个号，啥状态": the customer's newest record first, not the failed ones."""
    for q in ("患者 X 最近一次约的是哪个号", "what was U-1's latest booking?", "客户 X 最新的一单什么状态"):
        assert offline_plan(q, CATALOG, now=NOW).latest_record, q
    assert not offline_plan("客户 X 的订单都失败了吗", CATALOG, now=NOW).latest_record


def test_another_things_certificate_expired_names_no_certificate_service() -> None:
    """Scenario "付款证书过期那个问题 最后啥时候好的": the payment's certificate expired (a symptom), not the service
    issuing certificates; "证书服务挂了吗" still names it."""
    services, aliases = ["cert-issuer", "pay-desk"], {"证书": "cert-issuer"}
    assert match_services("付款证书过期那个问题 最后啥时候好的", services, aliases) == []
    assert match_services("证书过期了吗", services, aliases) == ["cert-issuer"]
    assert match_services("证书服务挂了吗", services, aliases) == ["cert-issuer"]


def test_a_pronoun_refers_to_the_earlier_questions_symptom() -> None:
    """Scenario "它几点恢复的？" after "昨晚扣款失败是咋回事？" (no service anywhere): "it" is the payment failure."""
    plan = offline_plan("它几点恢复的？", CATALOG, now=NOW, earlier_questions=("昨晚扣款失败是咋回事？",))
    assert plan.aspects == ["end"] and not plan.unresolved_pronoun and plan.referent == "昨晚扣款失败是咋回事？"
    assert any(c.tool == "query_logs" for c in plan.calls)
    alone = offline_plan("它几点恢复的？", CATALOG, now=NOW, earlier_questions=("你好",))
    assert alone.unresolved_pronoun and not alone.referent


def test_the_thing_before_an_english_backlog_word_names_its_service() -> None:
    """Scenario "when did the dispatch backlog start?": the application whose description holds "dispatch"
    (its queue holds it too, but is infrastructure)."""
    descriptions = {"planner": "派车调度 / reefer truck dispatch", "dq": "派车队列 (Kafka) / dispatch queue",
                    "web": "入口 / web gateway"}
    assert symptom_owner("when did the dispatch backlog start?", descriptions, ["dq"]) == "planner"
    assert symptom_owner("when did the message backlog start?", descriptions, ["dq"]) is None


def test_how_many_were_affected_counts_the_failed_records() -> None:
    """Scenario "影响了多少个箱子？" after "闸口那边咋了？": the failed records, whatever the domain calls them."""
    for q in ("影响了多少个箱子？", "how many shipments were affected?"):
        plan = offline_plan(q, CATALOG, now=NOW, earlier_questions=("edge-router 那边咋了？",))
        assert "record" in plan.aspects and "count" in plan.aspects, q
        assert any(c.tool == "query_order" for c in plan.calls), q


def test_the_end_cites_the_record_that_ended() -> None:
    """Scenario "它几点恢复的？" over several services: the end stated is cited with the alert that ended, not with
    another service's anomaly."""
    other = MaterialItem(claim_id="a", claim_type="observation",
                         text="basket-service 错误码 B-1 的 ERROR 日志在窗口内共 9 条，最近一次(last_seen) "
                              "2031-03-04T11:59:00Z")
    ended = MaterialItem(claim_id="b", claim_type="observation",
                         text="告警 PayTLS（服务 ledger-service，critical）已恢复(resolved)：开始于(since) "
                              "2031-03-04T08:00:00Z，结束于(until) 2031-03-04T09:30:00Z")
    line = end_line([other, ended], ZoneInfo("UTC"), "UTC")
    assert line.startswith("已于 2031-03-04 09:30") and "ledger-service" in line and "basket-service" not in line


def test_a_record_of_a_named_service_asked_why_is_followed_to_what_failed_it(tmp_path: Path) -> None:
    """Scenario "结算单 X 什么状态" then "为啥被拒": the record's noun names its service, and the cause is still read
    from the lines of the record's error code around its creation (not the service's recent window). Checked on
    the dev world ledgerly; the record, its code and the service logging it come from the world database."""
    url, oid, code = first_failed_record(tmp_path)
    engine = create_engine(url)
    with engine.connect() as conn:
        svc = conn.execute(text("SELECT service FROM log_record WHERE error_code = :c LIMIT 1"), {"c": code}).scalar()
    engine.dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        chat = ChatService(container)
        chat.ask(f"{svc} 的交易 {oid} 什么状态", user_id="t", conversation_id="c1")
        result = chat.ask("为啥失败了", user_id="t", conversation_id="c1")
    finally:
        container.close()
    texts = [c.claim_text for c in result.confirmed]
    assert any(t.startswith(f"{svc} 错误码 {code}") for t in texts), texts


def test_an_episode_named_by_a_part_of_the_day_is_looked_for_past_its_edges() -> None:
    """Scenario "X 中午那次抖了几分钟" (the blip began at 13:05, "noon" ends at 13:00): the subject shows nothing in
    the window asked, so its lines and alerts are read up to an hour past either edge; a subject with an anomaly in
    the window is not widened."""
    plan = offline_plan("ledger-service 中午那次抖了几分钟", CATALOG, now=NOW)
    assert plan.aspects == ["duration"] and plan.window_explicit and plan.services == ["ledger-service"]
    calls = _episode_nearby_calls(plan, {"ledger-service": Finding(service="ledger-service")})
    assert [t for t, _ in calls] == ["query_logs", "query_metrics"]
    args = calls[0][1]
    assert args["start"] < plan.window_start and args["end"] > plan.window_end
    assert _episode_nearby_calls(plan, {}) == []
