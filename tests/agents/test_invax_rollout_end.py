"""Pattern from the opened roomquest (invAX): "几点发的版" asks the deploy's own time."""

from __future__ import annotations

from superbiz.agents.question_ops import actions_asked, actions_when


def test_deploy_verb_split_by_de_asks_the_deploy_time() -> None:
    """roomquest "X 几点发的版？": the deploy verb split by 的 (发的版) is the operation, its time asked (its first
    change event, the deploy's start); "发的版本有问题吗" names a version, no operation asked."""
    assert actions_when("svc-a 几点发的版？") == [("发布", "onset")]
    assert actions_when("svc-a 什么时候发的版") == [("发布", "onset")]
    assert actions_asked("svc-a 昨天发的版本有问题吗") == []
