"""Lead, stop 41 (issue 10): the two false facts of the sealed worlds measured on this stop's final engine (podreel,
rotorlab; opened after that measurement).

- "今天零点以后 新触发的告警有几个？": the alerts begun inside the window, counted by the alert query itself ("K began
  in the window") and quoted by the claim — before, the composer counted the listed alerts, a number no evidence
  stated (a false fact by the suite's rule, though the right one).
- "player was erroring a bunch earlier tonight, anything going on?": a noun opening the question with no article,
  then a verb of the trouble, names the service whose English description ends in it ("listener player") — before,
  no subject was read and the follow-up "what was behind it?" listed every incident of the evening (an unrelated
  WARN blip's service in the head).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_new_alerts_since_midnight_are_counted_by_the_alert_query(tmp_path: Path) -> None:
    with world_service(tmp_path, "rotorlab") as (service, url):
        # local midnight of 6 December in Asia/Sakhalin (+11:00) is 13:00 UTC on the 5th
        began = sql_text(url, "SELECT count(*) FROM alert WHERE starts_at >= '2026-12-05 13:00:00'")
        result = service.ask("今天零点以后 新触发的告警有几个？", user_id="t")
    head = result.answer.split("\n")[0]
    assert f"新开始的告警共 {began} 个" in head, head
    stated = [c.claim_text for c in result.confirmed if f"其中窗口内开始的 {began} 个" in c.claim_text]
    assert stated, [c.claim_text for c in result.confirmed]


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_noun_opening_the_question_names_its_service(tmp_path: Path) -> None:
    with world_service(tmp_path, "podreel") as (service, url):
        origin = sql_text(url, "SELECT depends_on FROM service_dependency "
                               "WHERE service = 'spotpick' AND kind = 'redis'")
        head = ask_head(service, "player was erroring a bunch earlier tonight, anything going on?",
                        "what was behind it?")
    assert origin in head and "hearkn" in head, head
    assert "feedlark" not in head and "transmux" not in head, head
