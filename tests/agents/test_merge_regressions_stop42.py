"""Lead, stop 42 (issue 10): three held-out cases the merged round broke and the lead mended (opened worlds).

- "when did that start?" after "Why is leakwatch failing right now?": a question naming nothing keeps the earlier
  subject — its plain words are no slips of a description's ("start" is not "smart"); only two neighbouring letters
  swapped ("regsitry") are put back when nothing at all is named.
- "告警几点开始响的?" after "有告警吗", no service named: the alert still ringing, not another service's episode that
  resolved hours before.
- "是同一个原因吗" after "八点那会儿退税单为什么失败" and "现在结账失败又是为什么": the two subjects as sides is for a
  last question naming no time of its own ("那 Y 呢？"); here both were put in the first question's window and the
  answer was undecided. The answer is again the one before the round (the subject asked now has no trouble in that
  window: no shared cause); setting the two questions' windows against each other is left (docs/investigator.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan_terms import respelled
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_plain_words_are_no_slips_when_nothing_is_named() -> None:
    held = ["smart meter flow", "hut registry"]
    assert respelled("when did that start?", held, swaps_only=True) == "when did that start?"
    assert respelled("hut regsitry looking alright?", held, swaps_only=True) == "hut registry looking alright?"
    #: a thing the data does not hold keeps the one-edit repair ("tankr" of tanker)
    assert respelled("is tankr ok", ["tanker tracking"]) == "is tanker ok"


@pytest.mark.spec("Answer the question that was asked")
def test_a_pronoun_onset_keeps_the_earlier_subject(tmp_path: Path) -> None:
    with world_service(tmp_path, "tideline") as (service, url):
        head = ask_head(service, "Why is leakwatch failing right now?", "when did that start?")
        first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'leakwatch' AND level = 'ERROR' "
                              "AND ts >= '2026-12-03 01:20:00'")
    #: leakwatch's own first ERROR of the trouble now (Pacific/Marquesas, −09:30), never another service's
    assert "meterflow" not in head and first[11:16] in ("01:53",) and "16:23" in head, (first, head)


@pytest.mark.spec("Answer the question that was asked")
def test_an_alert_asked_after_are_there_alerts_is_the_one_ringing(tmp_path: Path) -> None:
    with world_service(tmp_path, "payroo") as (service, url):
        head = ask_head(service, "工资条慢了多久了", "有告警吗", "告警几点开始响的?")
        firing = sql_text(url, "SELECT alertname FROM alert WHERE ends_at IS NULL ORDER BY starts_at LIMIT 1")
    assert firing in head and head.startswith("告警开始于 2026-12-04 05:51"), (firing, head)


@pytest.mark.spec("Answer the question that was asked")
def test_two_questions_each_with_its_time_are_two_windows(tmp_path: Path) -> None:
    with world_service(tmp_path, "pyrenshop") as (service, _url):
        head = ask_head(service, "八点那会儿退税单为什么失败", "现在结账失败又是为什么", "是同一个原因吗")
    #: never a "yes" and never undecided (the key is "no": a certificate then, a pool now)
    assert not head.startswith("是") and "无法确定" not in head, head
