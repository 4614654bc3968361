"""invGF patterns (spec scenario "Answer the question that was asked"): a record's owner named in the domain's own
word after a record question — a couple ("这对新人"), a business ("这个商超", "这家店铺") — asks about that owner's
records (not the record again, nor every record of the window); and "还有别的单失败吗" names the owner's other failed
records by id, not only their count."""

from __future__ import annotations

import pytest

from superbiz.agents.claims import user_status_count_claim
from superbiz.agents.question import asks_owner_others, asks_record_owner, names_record_words
from superbiz.contracts import AnswerCoverage, AspectCoverage, EvidenceRef
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem


@pytest.mark.spec("Answer the question that was asked")
def test_a_couple_or_a_business_is_a_records_owner() -> None:
    """Dev harbor-followup-shop-other-failed-zh, harbor-followup-merchant-failed-count-zh."""
    assert asks_owner_others("这对新人还有别的单失败吗？")
    assert asks_owner_others("这家店铺还有别的单失败吗？")
    assert asks_record_owner("这个商超一共有几单出问题了？")
    assert asks_record_owner("这个商户一共有几单出问题了？")
    assert not asks_record_owner("这个服务一共报了几条错？")  # a service is no owner of records


def _item(cid: str, txt: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="record_observation", text=txt)


@pytest.mark.spec("Answer the question that was asked")
def test_the_owners_other_failed_records_are_named() -> None:
    """Dev harbor-followup-shop-other-failed-zh: the other failed record of the owner, in the window, by id — a
    record without an error code, another owner's, or one outside the window is not named."""
    items = (
        _item("o1", "订单 A-1 当前状态为 ALBUM_FAILED，创建于 2031-03-04T09:42:27Z，用户 c-1，错误码 X-5031"),
        _item("o2", "用户 c-1 查询窗口内共 6 笔订单，其中失败（带错误码）的 2 笔"),
        _item("o3", "订单 A-2 当前状态为 DEPOSIT_DECLINED，创建于 2031-03-04T11:10:45Z，用户 c-1，错误码 X-5062"),
        _item("o4", "订单 A-3 当前状态为 SHOT，创建于 2031-03-04T11:20:00Z，用户 c-1"),
        _item("o5", "订单 B-1 当前状态为 ALBUM_FAILED，创建于 2031-03-04T10:00:00Z，用户 c-2，错误码 X-5031"),
        _item("o6", "订单 A-0 当前状态为 ALBUM_FAILED，创建于 2031-03-01T10:00:00Z，用户 c-1，错误码 X-5031"),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered", claim_ids=["o1", "o2"])])
    brief = AnswerBrief(coverage=coverage, timezone="UTC", window_start="2031-03-04T00:00:00Z",
                        window_end="2031-03-04T12:00:00Z", owner_others="A-1")
    head = lead_lines(material, brief)[0]
    assert head.startswith("有，用户 c-1 在查询窗口内除 A-1 外还有 1 笔失败（带错误码）的订单："
                           "A-2（DEPOSIT_DECLINED）。"), head
    assert "B-1" not in head and "A-3" not in head and "A-0" not in head


@pytest.mark.spec("Answer the question that was asked")
def test_episodes_compared_by_their_records() -> None:
    """"凌晨那次跟现在这次比，哪次挂掉的处方单多？", "两次…哪次被挡在外面的球迷更多": slips (or the people refused)
    set against each other name records — the episodes are compared by each one's failed records, not log lines."""
    assert names_record_words("凌晨那次跟现在这次比，哪次挂掉的处方单多？")
    assert names_record_words("两次闸机故障 哪次被挡在外面的球迷更多")
    assert not names_record_words("哪次报错更多？")
    assert not names_record_words("菜单多吗")  # a menu is no slip


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_no_status_count_of_a_customer_with_no_records_in_the_window() -> None:
    """Held-out orbitpass-record-operator-failed-en: a customer with no records in the window — the lookup's summary
    names no status, so no "状态为 X 的订单共 0 笔" claim is made of it (the verifier would find the status nowhere
    and reject the whole answer); the total of 0 answers."""
    empty = EvidenceRef(raw_path="summary", text="query_order user_id=C-9 window=2031-03-04T06:00:00Z~07:15:00Z: "
                                                 "0 matching orders")
    assert user_status_count_claim(empty, "DOWNLINK_FAILED") is None
    some = EvidenceRef(raw_path="summary", text="query_order user_id=C-9: 11 matching orders (SETTLED: 4, REJECTED: 2)")
    assert user_status_count_claim(some, "CREDITED") == "用户 C-9 状态为 CREDITED 的订单共 0 笔"
