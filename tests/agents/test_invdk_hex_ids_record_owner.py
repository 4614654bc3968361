"""Issue 10 patterns opened by invDK (spec scenario "records" and "no evidence"): an id of the world's own hex shape
that the data does not hold — an order id of hex digits and no separator ("9f3a1c07" beside "eba64d18"), a trace id
of the stored length — is a gap, never a cause or the world's overview; and "这个会员今天还有别的开门失败吗" after
"<id> 什么情况" asks whether the record's owner has other failed records in the window (a yes/no over the owner's
failed records less the one named before), not the record again. A record's own failure names its cause: the walk
starts from the subject's lines of the record's error code, not from another trouble of the subject earlier in the
window."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.agents.question import UNHELD_ID, asks_owner_others
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from superbiz.sources.worldgen import build_world
from superbiz.tools.lookup import _shape, find_ids
from tests.agents.world_chat import root_causes, sql_text, world_service


def test_a_hex_id_has_the_shape_of_its_runs() -> None:
    assert _shape("eba64d18") == _shape("9f3a1c07") == ("hex", "8")
    assert _shape("e2943a30-37fe-4afe-ac53-5d3db738ced1") == ("hex", "8", "-", "4", "-", "4", "-", "4", "-", "12")
    #: letters alone, digits alone, mixed case, a word led by letters: no hex shape
    assert _shape("deadbeef") is None and _shape("9F3a1c07") is None and _shape("v3ab12") is None
    assert _shape("12345678") == ("#", "8", "12") and _shape("usr.bdebfe") == ("usr", ".", "6")


def test_an_unheld_hex_trace_id_of_the_stored_length_is_a_gap(tmp_path: Path) -> None:
    world = build_world("stagecast", f"sqlite:///{tmp_path / 'stagecast.db'}")  # traces "0046b5f4d4faa616a64c7950"
    try:
        assert find_ids(world, ["0046b5f4d4faa616a64c7950"]) == {"0046b5f4d4faa616a64c7950": "trace_id"}
        assert find_ids(world, ["0046b5f4d4faa616a64c7951"]) == {"0046b5f4d4faa616a64c7951": UNHELD_ID}
        #: another length is not of the world's shape
        assert find_ids(world, ["0046b5f4d4fa"]) == {}
    finally:
        world.dispose()


def test_other_records_of_a_records_owner_are_asked() -> None:
    assert asks_owner_others("这个会员今天还有别的开门失败吗")
    assert asks_owner_others("did that customer have any other failed bookings today?")
    assert not asks_owner_others("这个会员今天开门失败了几次")  # a count of the owner's records, no "other"
    assert not asks_owner_others("还有别的服务受影响吗")  # no owner of a record


_RECORD = MaterialItem(claim_id="o1", claim_type="record_observation",
                       text="订单 ab12cd34 当前状态为 UNLOCK_FAILED，创建于 2031-03-04T09:42:27Z，"
                            "用户 m-1，错误码 X-5120")


def _owner_head(failed: int, created: str = "2031-03-04T09:42:27Z") -> str:
    record = MaterialItem(claim_id="o1", claim_type="record_observation",
                          text=_RECORD.text.replace("2031-03-04T09:42:27Z", created))
    owner = MaterialItem(claim_id="o2", claim_type="record_observation",
                         text=f"用户 m-1 查询窗口内共 6 笔订单，其中失败（带错误码）的 {failed} 笔")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(record, owner))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered", claim_ids=["o1", "o2"])])
    brief = AnswerBrief(coverage=coverage, timezone="UTC", window_start="2031-03-04T00:00:00Z",
                        window_end="2031-03-04T12:00:00Z", owner_others="ab12cd34")
    return lead_lines(material, brief)[0]


def test_the_owners_other_failed_records_answer_the_yes_no() -> None:
    """The record named before is one of its owner's failed records in the window: only the rest count."""
    assert _owner_head(1).startswith("没有，用户 m-1 在查询窗口内除 ab12cd34 外没有其他"), _owner_head(1)
    assert _owner_head(3).startswith("有，用户 m-1 在查询窗口内除 ab12cd34 外还有 2 笔"), _owner_head(3)
    #: the record named before lies outside the window: every failed record of the owner in it is another
    assert _owner_head(1, created="2031-03-03T09:42:27Z").startswith("有，"), _owner_head(1, "2031-03-03T09:42:27Z")


def test_a_customers_other_failed_bookings_on_harbor(tmp_path: Path) -> None:
    """Dev harbor-followup-customer-other-failed-no-zh: the owner's other failed records today (none)."""
    with world_service(tmp_path, "harbor") as (chat, url):
        others = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL AND order_id != 'SO-Z0YWCJ' "
                               "AND user_id = (SELECT user_id FROM orders WHERE order_id = 'SO-Z0YWCJ')")
        chat.ask("SO-Z0YWCJ 这单怎么回事", user_id="invdk", conversation_id="owner")
        answer = chat.ask("该客户今天其他订单也失败了吗？", user_id="invdk", conversation_id="owner").answer
    assert others == "0" and answer.startswith("没有，"), answer


def test_a_records_cause_is_walked_from_its_own_codes_lines(tmp_path: Path) -> None:
    """Opened orehaul "那这单是因为啥失败的": the subject's first trouble of the window (calls to another dependency
    failing, another record's code) is no cause of the record asked; its own code's lines lead to the origin. On
    harbor, booking-api's calls to carrier-bridge failing (copied into the record's hour) beside the record's own
    code, whose lines name quote-engine."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) "
                          "SELECT datetime(ts, '+17 hours'), service, level, trace_id, error_code, message "
                          "FROM log_record WHERE service IN ('carrier-bridge', 'booking-api') "
                          "AND error_code IN ('CBR-4950', 'BKG-5040') AND ts < '2026-10-14 02:55'"))
        code = conn.execute(text("SELECT error_code FROM orders WHERE order_id = 'SO-XYP14K'")).scalar_one()
        named = conn.execute(text("SELECT count(*) FROM log_record WHERE service = 'booking-api' AND error_code = :c "
                                  "AND message LIKE '%quote-engine%'"), {"c": code}).scalar_one()
    engine.dispose()
    assert named > 0
    causes = root_causes(tmp_path, url, "why did booking SO-XYP14K fail?")
    #: (stop 36: the walk goes on below quote-engine to the cache whose evictions began no later — "可能源自依赖
    #: fare-cache（booking-api → quote-engine → fare-cache）": still the record's own code's chain)
    walked = "依赖 quote-engine" in causes or "booking-api → quote-engine" in causes
    assert walked and "carrier-bridge" not in causes, causes
