"""Record and count patterns found by the opened held-out worlds of stop 22, on a catalogue of no real world:
record ids of digits alone, whose record it is, a customer's failed records in a window, a failed record followed
to what failed it, "since midnight", and a backlog's size asked as "积了多少条"."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import create_engine, text

from superbiz.agents.claims import order_claim
from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of, id_candidates
from superbiz.agents.question_ops import metrics_asked
from superbiz.agents.timeparse import format_local, resolve_time
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.contracts import AnswerCoverage, AspectCoverage, EvidenceRef
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from superbiz.settings import Settings, SourcesSettings
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import first_failed_record


def test_a_record_id_of_digits_alone_is_looked_up() -> None:
    """Scenario "transaction ids are ten digits" (a domain numbering its records): "What happened to transaction
    8123456789?" looks the number up in the data (a long number is only a candidate: the data decides); times,
    years and small figures are no candidates."""
    assert id_candidates("What happened to transaction 8123456789?", []) == ["8123456789"]
    assert id_candidates("8123456789 这笔扣成功了没", []) == ["8123456789"]
    assert id_candidates("at 10:30 in 2031, 1500 errors, 20261020 is no date of ours", []) == ["20261020"]
    plan = offline_plan("交易号 8123456789 扣款咋失败了？", CATALOG, now=NOW,
                        lookup_ids=lambda tokens: {t: "order_id" for t in tokens if t == "8123456789"})
    assert plan.order_ids == ["8123456789"] and plan.intent == "order"


@pytest.mark.parametrize("question", ["What happened to transaction 8000000000?", "交易号 8000000000 怎么样了",
                                      "order #80000000 status?"])
def test_a_number_named_as_a_record_the_data_does_not_hold_is_a_gap(question: str) -> None:
    """Scenario "an unknown transaction": a number named as a record that no record holds is no evidence."""
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.unknown_refs and plan.unknown_refs[0].startswith("80000000"), plan.unknown_refs


def test_a_bare_number_is_no_missing_record() -> None:
    plan = offline_plan("ledger-service logged 12345678 lines?", CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.unknown_refs == []


def test_a_record_line_names_whose_record_it_is() -> None:
    """Scenario "which customer placed X?" / "是哪个用户的？": the record's claim names its user."""
    ref = EvidenceRef(raw_path="orders[0]", text="order IO-7 user=adv_042 status=CREDIT_HOLD amount=10.00 "
                                                 "created=2031-03-04T10:00:00Z error_code=- notify=SENT")
    assert order_claim(ref) == "订单 IO-7 当前状态为 CREDIT_HOLD，创建于 2031-03-04T10:00:00Z，用户 adv_042"
    coded = EvidenceRef(raw_path="orders[0]", text=ref.text.replace("error_code=-", "error_code=E-1"))
    assert str(order_claim(coded)).endswith("，用户 adv_042，错误码 E-1")


def _line(aspect: str, *items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect=aspect, status="answered",  # type: ignore[arg-type]
                                                      claim_ids=[i.claim_id for i in items])])
    return lead_lines(material, AnswerBrief(coverage=coverage))[0]


def test_a_customers_failed_records_in_a_window_are_each_named_after_the_total() -> None:
    """Scenario "客户 X 说今天付款失败了好几次，是哪几单": the total of the window first, then each failed record."""
    total = MaterialItem(claim_id="t1", claim_type="observation",
                         text="用户 U-1 查询窗口内共 5 笔订单，其中失败（带错误码）的 2 笔")
    one = MaterialItem(claim_id="o1", claim_type="observation",
                       text="订单 R-2 当前状态为 PAYMENT_FAILED，创建于 2031-03-04T10:00:00Z，用户 U-1，错误码 E-2")
    two = MaterialItem(claim_id="o2", claim_type="observation",
                       text="订单 R-1 当前状态为 PAYMENT_FAILED，创建于 2031-03-04T09:00:00Z，用户 U-1，错误码 E-2")
    line = _line("record", total, one, two)
    assert line.startswith("相关记录：用户 U-1 查询窗口内共 5 笔订单") and "R-2" in line and "R-1" in line, line


_ZONE = ZoneInfo("America/Caracas")
_NOW = datetime(2031, 3, 4, 4, 38, tzinfo=UTC)  # 00:38 local


@pytest.mark.parametrize("question", ["Has X been throwing errors since midnight?", "X 午夜以来报了多少错",
                                      "从半夜开始 X 一直报错"])
def test_since_midnight_runs_from_midnight_to_now(question: str) -> None:
    """Scenario "errors since midnight" (a day boundary): from the last local midnight to now, not the hours
    either side of it."""
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert (format_local(spec.start, _ZONE), format_local(spec.end, _ZONE)) == ("2031-03-04 00:00",
                                                                                  "2031-03-04 00:38")


def test_around_midnight_still_spans_both_sides() -> None:
    spec = resolve_time("what happened around midnight?", now=_NOW, zone=_ZONE)
    assert format_local(spec.start, _ZONE) == "2031-03-03 21:00"


def test_a_backlog_size_asked_in_words_is_the_lag_metric() -> None:
    """Scenario "现在积了多少条？" after "X 为啥积压？": the value of the lag metric, not a count of log lines."""
    metrics = ["consumer_lag_messages", "error_ratio"]
    assert metrics_asked("现在积了多少条？", metrics) == ["consumer_lag_messages"]
    assert metrics_asked("一共积了多少分？", metrics) == []


@pytest.mark.parametrize("question", ["交易号 {id} 咋失败了？", "why did {id} fail?"])
def test_a_failed_record_is_followed_to_what_failed_it(tmp_path: Path, question: str) -> None:
    """Scenario "a record held by a dependency's lock waits / pool" ("KOBU… 这个箱为啥进不了闸", "交易号 … 扣款咋失败
    了"): the record's error code is followed to the lines of that code around its creation and on to the dependency
    those lines name, whose own lines are claimed. Checked on the dev world ledgerly; the record, the code's lines
    and the dependency they name come from the world database by SQL."""
    url, oid, code = first_failed_record(tmp_path)
    engine = create_engine(url)
    with engine.connect() as conn:
        named = conn.execute(text(
            "SELECT DISTINCT d.depends_on FROM log_record l JOIN service_dependency d ON d.service = l.service "
            "WHERE l.error_code = :c AND instr(l.message, d.depends_on) > 0"), {"c": code}).scalars().all()
    engine.dispose()
    assert named
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        result = ChatService(container).ask(question.format(id=oid), user_id="record-trail-test")
    finally:
        container.close()
    texts = [c.claim_text for c in result.confirmed]
    assert any(t.startswith(f"订单 {oid} ") for t in texts), texts
    assert any(t.startswith(f"{dep} 错误码") for t in texts for dep in named), texts


def test_why_it_failed_in_colloquial_words_asks_the_cause() -> None:
    """"扣款咋失败了", "怎么又超时了" ask why; "怎么处理超时" stays a how-to."""
    assert "cause" in aspects_of("交易号 8123456789 扣款咋失败了？", has_entity=True, has_record=True)
    assert "cause" in aspects_of("ledger-service 怎么又超时了", has_entity=True, has_record=False)
    assert "cause" not in aspects_of("怎么处理超时", has_entity=True, has_record=False)
