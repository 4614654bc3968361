"""Issue 10 patterns of invDZ (opened kickscoot, spicemart, lagoonbus, canalship, payroo): names the world lacks or
mistypes.

Scenarios: a name of eight or nine letters with two slips is the one service that close ("is walettup fine now?");
a hyphenated name sharing its first segment with a held one is no slip of it ("rempah-pay 付款服务挂了没" beside
rempah-app) and is a gap; a plain word asked the state of before a told clause is a gap ("is helmetlock down? riders
can't release helmets"); a thing said in latin and Chinese words nobody holds is a gap ("车辆GPS定位…是不是漂了"); a
head's thing and deed said verb first name that service ("订时段" of "时段预订"); a word of quantity before the records
is no qualifier of a name ("were more payruns failing…"). All names below are invented.
"""

from __future__ import annotations

from datetime import UTC, datetime

from superbiz.agents.loose_names import verb_first_name
from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_terms import near_name

_NOW = datetime(2026, 12, 4, 20, 40, tzinfo=UTC)
_SHOP = Catalog(services=("figapp", "figapp-redis", "walletor", "slotbook", "slotbook-db", "runpay-hub"),
                dependencies={"figapp": ("walletor", "slotbook"), "slotbook": ("slotbook-db",)},
                descriptions={"figapp": "买家App (下单) / rider app",
                              "figapp-redis": "买家会话缓存 (Redis) / buyer session cache",
                              "walletor": "钱包充值服务 / wallet top-up service",
                              "slotbook": "过闸时段预订服务 / transit slot booking service",
                              "slotbook-db": "时段数据库 (MySQL) / slots database",
                              "runpay-hub": "发薪批次服务 (payrun) / payrun service"},
                timezone="UTC", data_end=_NOW)


def test_two_slips_in_a_short_name_read_as_the_one_service_that_close() -> None:
    """"walettup" of walletup: two edits in eight letters, first and last letters kept, no other name within two."""
    assert near_name("walettup", ["walletup", "tripbook", "kickapp"]) == "walletup"
    assert near_name("walettup", ["walletup", "waletqqp"]) is None  # another name within two: none is read
    assert near_name("xalettup", ["walletup"]) is None  # the first letter changed too
    assert near_name("paymnt-api", ["payment-api"]) == "payment-api"  # one slip, as before
    assert near_name("bookng-api", ["booking-api", "edge-gw"]) == "booking-api"


def test_a_segment_said_otherwise_is_no_slip() -> None:
    """"rempah-pay" beside rempah-app: two edits, but the whole last segment is another word."""
    assert near_name("rempah-pay", ["rempah-app", "rempah-redis"]) is None
    assert near_name("payment-aip", ["payment-api"]) == "payment-api"  # one slip in a three-letter segment


def test_unheld_hyphenated_name_told_with_a_description_is_a_gap() -> None:
    """Scenario "<name> <Chinese description>服务挂了没" where the name shares its first segment with a service."""
    plan = offline_plan("figapp-pay 付款服务挂了没", _SHOP, now=_NOW)
    assert plan.services == []
    assert plan.unknown_services == ["figapp-pay"]


def test_unheld_plain_name_asked_before_a_told_clause_is_a_gap() -> None:
    """"is helmetlock down? riders can't …": the told clause's word ("rider") names no subject of the question."""
    plan = offline_plan("is helmetlock down? riders can't release helmets", _SHOP, now=_NOW)
    assert plan.services == []
    assert plan.unknown_services == ["helmetlock"]
    assert offline_plan("is walettor down? riders can't top up", _SHOP, now=_NOW).services == ["walletor"]


def test_unheld_thing_in_latin_and_chinese_words_is_a_gap() -> None:
    """"车辆GPS定位今天早上是不是漂了": no word of it is held — a gap, never an overview."""
    plan = offline_plan("车辆GPS定位今天早上是不是漂了", _SHOP, now=_NOW)
    assert plan.aspects != ["overview"]
    assert plan.unknown_services == ["车辆 GPS 定位"]
    assert offline_plan("钱包App今天早上是不是挂了", _SHOP, now=_NOW).unknown_services == []  # 钱包 is held


def test_head_said_verb_first_names_its_service() -> None:
    """"订时段" of "过闸时段预订", "充钱包" of "钱包充值"; a head said as it is, or fitting two services, is not
    this."""
    descriptions = dict(_SHOP.descriptions)
    assert verb_first_name("昨天下午两点订时段是怎么了？", descriptions) == "slotbook"
    assert verb_first_name("充钱包一直失败", descriptions) == "walletor"
    assert verb_first_name("时段预订是怎么了", descriptions) is None
    descriptions["twin"] = "码头时段预订 / berth slots"
    assert verb_first_name("订时段是怎么了", descriptions) is None
    assert offline_plan("昨天下午两点订时段是怎么了？", _SHOP, now=_NOW).services[0] == "slotbook"


def test_quantity_word_before_records_is_no_name() -> None:
    """"were more payruns failing before midnight or after?": "more payruns" is no unknown service."""
    plan = offline_plan("were more payruns failing before midnight or after?", _SHOP, now=_NOW)
    assert plan.unknown_services == []
