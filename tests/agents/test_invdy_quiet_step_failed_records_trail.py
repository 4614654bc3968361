"""invDY (issue 10, pattern 6; opened kavabar): "customers' card payments keep failing at the tills since ~8pm, what
broke?" — records failing told at a step whose service the words name (the card gateway) while that service and its
dependencies are clean in the window: the window's failed records by error code, the services logging that code, and
their chain answer (the origin a deploy elsewhere). It was "X 在窗口内未发现异常，无从说起原因"."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker


def test_records_failing_beside_a_named_service_open_a_quiet_trail_only_then() -> None:
    catalog = CATALOG.model_copy(update={"order_statuses": ("PAID", "PAYMENT_FAILED")})
    name = CATALOG.services[0]
    plan = offline_plan(f"customers' payments keep failing at {name} since 9am, what broke?", catalog, now=NOW,
                        lookup_ids=lambda _: {})
    assert plan.services == [name] and plan.quiet_trail, plan
    #: no records told failing by their users ("why is X failing?" asks of X itself, a false premise when it is clean)
    for question in (f"why is {name} slow since 9am?", f"why is {name} failing?"):
        assert not offline_plan(question, catalog, now=NOW, lookup_ids=lambda _: {}).quiet_trail, question


def test_records_failing_at_a_clean_step_lead_to_the_service_behind_them(tmp_path: Path) -> None:
    """Over ledgerly: the fx quotes are clean at 10 am; the transfers failing then carry the ledger chain's code."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, locks = ask("客户反馈下单一直失败，卡在汇率报价，早上10点左右开始的，根因是啥？",
                            "SELECT count(*) FROM log_record WHERE service = 'ledger-mysql' "
                            "AND message LIKE '%lock wait%'")
    head = answer.split("\n", 1)[0]
    assert locks > 0
    assert "ledger-mysql" in head and "无从说起" not in head, head
