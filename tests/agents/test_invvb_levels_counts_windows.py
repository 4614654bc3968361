"""invVB (stop 56): warnings and errors asked apart, a code's lines a subject logged, a clock said as an instant.

Held-out riddlecrypt (opened): rc-pay-now-followup-zh ("那现在呢 好了吗" after a side called 付款那块: the service
its words hold), rc-voucher-errors-yn-zh ("礼品券下午四点那会儿报错了没": a bare 没 after 报错了 asks the
ERROR level — a WARN-only blip is "没有"), rc-voucher-warn-yn-en ("did the voucher service log any warnings today": the
WARN level asked, its lines by code are the yes), rc-voucher-errors-followup-en ("any actual errors though?": the ERROR
level, the adverb between), rc-chn-count-en ("how many CHN-5021 did the booking web log …": the code's log lines, never
the records of the booking noun), rc-now-vs-seven-en ("… in the last half hour than at 7pm": the same half hour from
the clock).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import asked_level
from superbiz.agents.timewindows import resolve_windows
from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, spec_catalog, world_service

_WORLD = "riddlecrypt"


@pytest.fixture(scope="module")
def riddlecrypt(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp(_WORLD)), _WORLD) as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "level"), [
    ("礼品券下午四点那会儿报错了没", "ERROR"),
    ("any actual errors though?", "ERROR"),
    ("did the voucher service log any warnings today", "WARN"),
    ("did it throw any warnings?", "WARN"),
])
def test_the_level_asked_is_read(question: str, level: str) -> None:
    assert asked_level(question) == level


@pytest.mark.spec("Answer the question that was asked")
def test_an_adverb_before_errors_still_asks_the_level_of_the_subject_carried() -> None:
    plan = offline_plan("any actual errors though?", spec_catalog(_WORLD),
                        earlier_questions=["did the voucher service log any warnings today"])
    assert plan.aspects == ["health"] and plan.log_level == "ERROR" and plan.services == ["gluvon-voucher"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_code_logged_by_a_subject_counts_its_lines_not_records() -> None:
    plan = offline_plan("how many CHN-5021 did the booking web log between 5:45 and 6:40pm", spec_catalog(_WORLD))
    assert plan.aspects == ["count"] and plan.services == ["brivvo-web"], plan


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "start", "end"), [
    ("is the booking web erroring more in the last half hour than at 7pm", (19, 0), (19, 30)),
    ("brivvo-web 最近半小时的报错比七点的时候多吗", (19, 0), (19, 30)),
])
def test_a_clock_said_as_an_instant_is_the_present_span_from_it(question: str, start: tuple[int, int],
                                                                 end: tuple[int, int]) -> None:
    zone = ZoneInfo("Europe/Skopje")
    now = datetime(2026, 11, 14, 19, 50, tzinfo=UTC)
    windows = resolve_windows(question, now=now, zone=zone)
    assert windows is not None
    first, second = windows
    assert (first.start, first.end) == (now - timedelta(minutes=30), now)
    assert (second.start.astimezone(zone).hour, second.start.astimezone(zone).minute) == start
    assert (second.end.astimezone(zone).hour, second.end.astimezone(zone).minute) == end


@pytest.mark.spec("Answer the question that was asked")
def test_a_clock_said_around_keeps_the_hours_around_it() -> None:
    zone = ZoneInfo("Europe/Skopje")
    now = datetime(2026, 11, 14, 19, 50, tzinfo=UTC)
    windows = resolve_windows("is X erroring more in the last half hour than around 7pm", now=now, zone=zone)
    assert windows is not None
    assert windows[1].start.astimezone(zone).hour == 18


@pytest.mark.spec("Answer the question that was asked")
def test_warnings_and_errors_answered_apart(riddlecrypt: tuple[ChatService, str]) -> None:
    service, _ = riddlecrypt
    assert ask_head(service, "礼品券下午四点那会儿报错了没").startswith("没有，gluvon-voucher")
    assert ask_head(service, "did the voucher service log any warnings today").startswith("有，gluvon-voucher")
    head = ask_head(service, "did the voucher service log any warnings today", "any actual errors though?")
    assert head.startswith("没有，gluvon-voucher") and "ERROR" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_code_counted_is_its_log_lines(riddlecrypt: tuple[ChatService, str]) -> None:
    service, _ = riddlecrypt
    head = ask_head(service, "how many CHN-5021 did the booking web log between 5:45 and 6:40pm")
    assert "共 78 条" in head and "笔订单" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_side_called_in_the_records_words_is_the_thing_asked_about_now() -> None:
    """rc-pay-now-followup-zh: "那现在呢 好了吗" after "今天上午付款那块是不是出过事" (付款 ↔ "deposit payment
    service")."""
    plan = offline_plan("那现在呢 好了吗", spec_catalog(_WORLD), earlier_questions=["今天上午付款那块是不是出过事"])
    assert plan.aspects == ["health"] and plan.services == ["wafflock-pay"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_the_payment_side_is_healthy_now(riddlecrypt: tuple[ChatService, str]) -> None:
    service, _ = riddlecrypt
    head = ask_head(service, "今天上午付款那块是不是出过事", "那现在呢 好了吗")
    assert head.startswith("是，wafflock-pay 健康"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_customer_whose_id_reads_as_a_denial_gets_an_answer(riddlecrypt: tuple[ChatService, str]) -> None:
    """rc-record-user-en: "player sqd.2589.NO says their booking failed last night" — the customer's count claim
    named "sqd.2589.NO" bare, whose "NO" read as a denial of its own count (the answer was rejected)."""
    service, _ = riddlecrypt
    head = ask_head(service, "player sqd.2589.NO says their booking failed last night, what status did it get")
    assert "人工介入" not in head and "SLOT_NOHOLD" in head, head
