"""The lead's stop-53 mends of typed forms found by ``benchmarks/question_variants.py`` over the stop-52 worlds."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import ALERTS_COUNTED, aspects_of
from tests.agents.world_chat import ask_head, world_chat


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["booking site ok now", "payments fine now", "is checkout okay", "search ok now?"])
def test_ok_now_without_a_question_mark_asks_health(question: str) -> None:
    """heelwright-web-now-healthy-en typed with no question mark ("booking site ok now") was read as a cause
    question and answered with a cause walk of the morning's trouble; the present state is what is asked."""
    assert aspects_of(question, has_entity=True, has_record=False) == ["health"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["ok so why is checkout failing", "it was ok until 3pm, why did it break"])
def test_ok_inside_a_cause_question_stays_a_cause(question: str) -> None:
    """An "ok" inside the question (a filler, a past state) does not make it a health question."""
    assert "cause" in aspects_of(question, has_entity=True, has_record=False)


@pytest.mark.spec("Answer the question that was asked")
def test_booking_site_ok_now_answers_healthy(tmp_path: Path) -> None:
    """heelwright: the booking site's trouble ended at 12:29 local; "booking site ok now" (no question mark) gets
    the same "yes, healthy now" as "booking site ok now?"."""
    with world_chat(tmp_path, "heelwright") as service:
        head = ask_head(service, "booking site ok now")
    assert head.startswith("是") and "健康" in head.split("。")[0], head


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["total alerts fired yesterday?", "alerts fired yesterday, total?",
                                      "昨天告警总数是多少"])
def test_a_total_of_alerts_counts_the_alerts(question: str) -> None:
    """coilvend-alerts-yesterday-count: "total alerts fired yesterday?" counted one service's error lines; a total
    of alerts counts the alerts, as "how many alerts fired yesterday?" does."""
    assert ALERTS_COUNTED.search(question)
    assert not ALERTS_COUNTED.search("total errors yesterday")


@pytest.mark.spec("Answer the question that was asked")
def test_total_alerts_yesterday_answers_the_count(tmp_path: Path) -> None:
    """coilvend: four alerts began on the local day before "now"; the head states the total."""
    with world_chat(tmp_path, "coilvend") as service:
        head = ask_head(service, "total alerts fired yesterday?")
    assert "告警共 4 个" in head, head
