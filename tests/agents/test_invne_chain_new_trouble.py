"""invNE (stop 48): a cause asked of a caller whose new failures point at a hop with two troubles.

- pinhall/pinhall-member-app-cause-now-en: the app's errors (new in the window) point at its wallet service, which
  fails on two troubles at once — an expired partner certificate two hops down (already running before the window)
  and its own bad deploy (new, a minute before the app's first error): the deploy's trouble answers, not the
  older certificate chain.
- raftwild/raftwild-bookapp-cause-now-zh, loftbloom/loftbloom-booking-halfpast5-cause-zh: the subject's errors of an
  older trouble still running and of a new wave in the window asked (or now) — the new wave's chain answers; "是谁搞的"
  beside a suspect asks the cause too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import aspects_of
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["why is the member app backend throwing errors right now",
                                      "zorbit-app 现在一直报错 是什么原因"])
def test_the_hops_new_trouble_answers_the_callers_new_errors(tmp_path: Path, question: str) -> None:
    with world_asker(tmp_path, "pinhall") as ask:
        answer, deploy = ask(question, "SELECT count(*) FROM alert WHERE service = 'kredlo' "
                                       "AND summary LIKE '%deploy 4.12.0%'")
    head = answer.splitlines()[0]
    assert deploy >= 1 and "kredlo" in head and "4.12.0" in head and "paqvel" not in head, head


# ---- the wave asked about: the subject's errors new in the window, not those of an older trouble still running
# raftwild/raftwild-bookapp-cause-now-zh, loftbloom/loftbloom-booking-halfpast5-cause-zh

@pytest.mark.spec("Answer the question that was asked")
def test_the_new_wave_of_the_subjects_errors_answers_now(tmp_path: Path) -> None:
    with world_asker(tmp_path, "raftwild") as ask:
        answer, cache = ask("yakrafa-web 现在又报错了 咋回事",
                            "SELECT count(*) FROM service_dependency WHERE service = 'guidrolo-svc' "
                            "AND depends_on = 'rostelix-redis'")
    head = answer.splitlines()[0]
    assert cache == 1 and "rostelix-redis" in head and "manivex-worker" not in head, head


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["那波报错是谁搞的 是不是排班刚发版", "是谁弄的？是不是发版",
                                      "who broke it, was it the deploy?"])
def test_who_did_it_beside_a_suspect_asks_the_cause_too(question: str) -> None:
    assert "cause" in aspects_of(question, has_entity=True, has_record=False)


@pytest.mark.spec("Answer the question that was asked")
def test_a_suspects_own_clause_is_no_who_did_it() -> None:
    assert aspects_of("是不是排班刚发版搞的", has_entity=True, has_record=False) == ["yes_no"]
