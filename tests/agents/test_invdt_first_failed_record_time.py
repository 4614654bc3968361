"""Issue 10 pattern opened by invDT (spec scenario "records", an onset): "what time was the first failed checkout
order this morning?" asks the created time of the first failed record of the status named — fetched oldest first —
not the first ERROR line of their service (minutes earlier) nor a cause."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import FIRST_FAILED_RECORD
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker


@pytest.mark.parametrize("question", ["what time was the first failed payment this morning?",
                                      "when did the first shipment booking time out?",
                                      "今天第一笔支付失败的订单是几点？", "付款失败的第一单是几点下的"])
def test_the_first_failed_record_is_asked(question: str) -> None:
    assert FIRST_FAILED_RECORD.search(question)


@pytest.mark.parametrize("question", ["when did basket-service fail for the first time?", "第一次报错是几点",
                                      "what failed first, the basket or the ledger?"])
def test_a_first_trouble_is_no_first_record(question: str) -> None:
    assert not FIRST_FAILED_RECORD.search(question)


def test_the_plan_fetches_the_failed_records_oldest_first() -> None:
    plan = offline_plan("what time was the first failed payment this morning?", CATALOG, now=NOW,
                        lookup_ids=lambda _: {})
    assert plan.first_record and plan.statuses == ["PAYMENT_FAILED"] and "onset" in plan.aspects, plan
    assert "cause" not in plan.aspects


def test_the_onset_is_the_first_records_created_time() -> None:
    """Records claimed from several calls (newest first and oldest first): the earliest created one, in the zone."""
    items = tuple(MaterialItem(claim_id=f"o{n}", claim_type="observation",
                               text=f"订单 R-{n} 当前状态为 {st}，创建于 {ts}，用户 U-{n}，错误码 E-1")
                  for n, st, ts in ((1, "PAYMENT_FAILED", "2031-03-04T06:43:02Z"), (2, "PAID", "2031-03-04T05:00:00Z"),
                                    (3, "PAYMENT_FAILED", "2031-03-04T06:20:59Z")))
    errors = MaterialItem(claim_id="e1", claim_type="observation",
                          text="basket-service 错误码 E-1 的 ERROR 日志在窗口内共 90 条，首次出现(first_seen) "
                               "2031-03-04T06:17:04Z，最近一次(last_seen) 2031-03-04T06:44:51Z，跨度(span) 27m")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(errors, *items))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="onset", status="answered",
                                                      claim_ids=["e1", "o1", "o2", "o3"])])
    brief = AnswerBrief(coverage=coverage, first_record=("PAYMENT_FAILED",), timezone="Europe/Vilnius")
    head = lead_lines(material, brief)[0]
    assert "R-3" in head and "08:20:59（Europe/Vilnius）" in head, head


def test_the_first_timed_out_record_of_a_world(tmp_path: Path) -> None:
    """A built world whose first ERROR line precedes its first failed record by ten minutes."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, _ = ask("when did the first shipment booking time out?", "SELECT 0")
    engine = create_engine(f"sqlite:///{tmp_path / 'world.db'}")
    with engine.connect() as conn:
        first = conn.execute(text("SELECT order_id FROM orders WHERE status = 'QUOTE_TIMEOUT' "
                                  "ORDER BY created_at LIMIT 1")).scalar_one()
    engine.dispose()
    assert answer.startswith(f"查询窗口内最早一笔 QUOTE_TIMEOUT 的记录是订单 {first}"), answer
