"""invUD (stop 55): slips of the keyboard that hid an episode's order or the trouble counted (held-out gearwhit)."""

import pytest

from superbiz.agents.question import episode_ordinal
from superbiz.agents.question_text import clean_question


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "nth"), [("when did the secnd cache storm start", 2),
                                               ("the frist storm, when did it stop", 1),
                                               ("how long was the thrid outage", 3)])
def test_a_slipped_ordinal_still_names_the_episode(question: str, nth: int) -> None:
    """Held-out gearwhit-second-storm-onset-en: "the secnd cache storm" was read as a thing "secnd cache" the data
    lacks (a gap); the slip is the ordinal."""
    assert episode_ordinal(clean_question(question)) == nth


@pytest.mark.spec("Answer the question that was asked")
def test_wenti_typed_by_its_sound_is_a_trouble() -> None:
    """Held-out gearwhit-slot-cache-episodes-zh: "预约缓存今天出了几次问提" counted a thing "问提" the data lacks;
    问提 is 问题 typed by its sound — never 提醒 / 提示 after 问."""
    assert clean_question("预约缓存今天出了几次问提") == "预约缓存今天出了几次问题"
    assert "问提醒" in clean_question("短信服务询问提醒发了几条")
