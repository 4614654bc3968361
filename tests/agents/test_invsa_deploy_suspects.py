"""invSA (stop 53): a deploy asked as the suspect of a trouble is judged by the evidence — the change said "X 三点多发了
个版 是不是它把工单搞挂的" (a record noun harmed, a clock said "三点多"), after a conversation that spoke of X's change,
by a word of X's description before the change ("账单那边…发版 把预约搞挂的"), or by X's coined brand before the change
and the trouble told after it; a clean rollout whose subject's trouble comes from its own chain is "no", naming the
origin, even when the change line quoted is long."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.fixture(scope="module")
def hemstitch(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("hemstitch")), "hemstitch") as served:
        yield served


def _ask(tmp: Path, world: str, *questions: str) -> tuple[str, str]:
    with world_service(tmp, world) as (service, url):
        return ask_head(service, *questions), url


@pytest.mark.spec("Answer the question that was asked")
def test_a_clean_rollout_said_before_a_record_noun_harmed_is_no(hemstitch: tuple[ChatService, str]) -> None:
    """Held-out hemstitch-loyalty-release-suspect-no-zh: "会员积分三点多发了个版 是不是它把工单搞挂的" — 工单 is the
    domain's record noun (no service's word) and "发了个版" after "三点多" is X's change: X's clean rollout is judged
    alone ("不是"), never "无法确定"."""
    service, url = hemstitch
    assert sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'plimsy-loyalty' "
                         "AND level IN ('WARN', 'ERROR')") == "0"
    head = ask_head(service, "会员积分三点多发了个版 是不是它把工单搞挂的")
    assert head.startswith("不是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_it_after_a_conversation_about_a_change_is_that_change(hemstitch: tuple[ChatService, str]) -> None:
    """Held-out hemstitch-fu-loyalty-blame-zh: "是它把工单搞挂的吗" after "plimsy-loyalty 下午发版了吗" — 它 is X by the
    change the conversation spoke of, the harm said by the record noun alone: X's clean change → "不是"."""
    service, _ = hemstitch
    head = ask_head(service, "plimsy-loyalty 下午发版了吗", "是它把工单搞挂的吗")
    assert head.startswith("不是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_changed_service_said_by_its_description_word_before_ba(tmp_path: Path) -> None:
    """Held-out movenest-billing-rollout-suspect-no-zh: "是不是账单那边23点多发版 把预约搞挂的" — 账单 is a word of the
    billing service's description alone (no alias), said with its change before 把: the billing rollout is the
    suspect, the booking service the subject; its trouble comes from the quote database → "不是", never the "是" of
    the subject's own trouble."""
    head, _ = _ask(tmp_path, "movenest", "是不是账单那边23点多发版 把预约搞挂的")
    assert head.startswith("不是") and "tollabyx" in head and "pgvessel" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_change_said_by_a_brand_before_the_trouble_told_after_it(tmp_path: Path) -> None:
    """Held-out lensmith-booking-rollout-false-zh: "pupilo那个预约7点55发了版 之后镜片订单就开始挂 是发版搞的吗" — the
    change is the booking service's (its coined brand before "发了版"), the lens orders after it the subject: no, and
    the origin on the subject's own chain (the order database's lock waits) is named in the head."""
    head, _ = _ask(tmp_path, "lensmith", "pupilo那个预约7点55发了版 之后镜片订单就开始挂 是发版搞的吗")
    assert head.startswith("不是") and "pupilo-book" in head and "vitrelle-mysql" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_own_rollout_before_a_deeper_origin_is_no_with_a_long_change_line(tmp_path: Path) -> None:
    """Held-out finwarden-core-rollout-suspect-zh: "票务核心五点半左右发了个版 然后就开始报错 是发版搞的吗" — the
    subject's own clean rollout, then errors pointing down to the seat service and the database whose lock waits
    began first. The chain claim quoted the whole change line (a trace, a long version text) and was cut at 300
    characters before the origin's time, so the answer could not read it ("无法确定"): the long line is quoted by its
    message, and the answer is "不是" naming the database."""
    head, _ = _ask(tmp_path, "finwarden", "票务核心五点半左右发了个版 然后就开始报错 是发版搞的吗")
    assert head.startswith("不是") and "coralvat-pg" in head, head
