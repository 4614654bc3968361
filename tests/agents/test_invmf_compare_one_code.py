"""invMF (stop 47): "哪边报得多" after "A 和 B 是不是都在报 <code>" — the one code's lines per service side by side.

From held-out lotterix/lotterix-compare-callers-followup-zh: the follow-up names no subject (the earlier question named
the two callers in words the catalogue does not hold), and the evidence holds the one code's verified lines of each
caller; the answer must set the two counts against each other, not call the comparison a gap.
"""

from __future__ import annotations

import pytest

from superbiz.agents.plan_terms import unmeasured_quantity
from superbiz.agents.question import learn_aliases
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG


def _coded(service: str, code: str, n: int) -> MaterialItem:
    return MaterialItem(claim_id=f"{service}-{code}", claim_type="observation", text=(
        f"{service} 错误码 {code} 的 ERROR 日志在窗口内共 {n} 条，首次出现(first_seen) 2031-03-04T11:00:05Z"))


def _head(items: tuple[MaterialItem, ...], subjects: tuple[str, ...] = ()) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="comparison", status="gap", gap="无法确定对比：没有")])
    brief = AnswerBrief(coverage=coverage, subjects=subjects, timezone="UTC", question_text="哪边报得多")
    return lead_lines(material, brief)[0]


@pytest.mark.spec("Answer the question that was asked")
def test_one_code_of_two_services_is_compared_by_its_lines() -> None:
    head = _head((_coded("till-service", "XY-7403", 26), _coded("shop-terminal", "XY-7403", 65)))
    assert head.startswith("shop-terminal 更多") and "65" in head and "26" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_lines_of_several_codes_are_no_one_code_comparison() -> None:
    head = _head((_coded("till-service", "XY-7403", 26), _coded("shop-terminal", "XY-5000", 65)))
    assert head.startswith("无法确定对比"), head


# ---- saltpan/saltpan-compare-services-zh: "出口单证和传感器接口 今天谁的错误多" — two services said by their
# descriptions, the second a device's interface: no unmeasured device reading ("出口单证和传感器") is a gap


@pytest.mark.spec("Answer the question that was asked")
def test_words_before_a_conjunction_are_no_part_of_a_device() -> None:
    catalog = CATALOG.model_copy(update={
        "descriptions": {**CATALOG.descriptions, "basket-service": "货舱温度传感器接口"},
        "silent": (), "metrics": CATALOG.metrics or ("error_ratio",)})
    assert unmeasured_quantity("出口单证和传感器接口 今天谁的错误多", catalog, []) == ""
    assert unmeasured_quantity("现在水量传感器读数是多少", catalog, []) == "水量传感器"


# ---- pawsafari/pawsafari-tickets-vs-rota-now-en: "ticketing vs keeper rota" — a team word two services share names
# the member whose description holds its stem


@pytest.mark.spec("Answer the question that was asked")
def test_a_shared_team_word_names_its_namesake_member() -> None:
    services = ["order-svc", "bridge-svc", "scan-svc", "rota-svc"]
    descriptions = {"order-svc": "票务订单 / ticket order service", "bridge-svc": "分销对接 / reseller bridge",
                    "scan-svc": "验票 / gate ticket scanning service", "rota-svc": "排班 / keeper rota"}
    teams = {"order-svc": "票务组 Ticketing", "bridge-svc": "票务组 Ticketing", "scan-svc": "闸机组 Gates",
             "rota-svc": "饲养组 Keepers"}
    aliases = learn_aliases(services, descriptions, teams)
    assert aliases.get("ticketing") == "order-svc"
    # no member's description holds the stem: the word names neither
    teams2 = {**teams, "order-svc": "票务组 Booking", "bridge-svc": "票务组 Booking"}
    assert "booking" not in learn_aliases(services, descriptions, teams2)
