"""Pattern from the opened tramcard (invAX): a rollout's end is its last change event.

Scenario: tramcard "When did the X 3.8.1 rollout finish?" — the deploy lines of the day were an earlier bad deploy's
start, the redeploy's start and its "deployment completed" line; only the first two were claimed, so the answer
gave the redeploy's start as the rollout's end. The operation's claims keep the oldest two and the newest line, so
the end (the last change event) is among them.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from superbiz.agents.executor_ops import action_records


class _Builder:
    def __init__(self) -> None:
        self.plan = SimpleNamespace(actions=["发布"], since_actions=[])
        self.claims: list[dict[str, Any]] = []
        self.action_misses: list[Any] = []

    def claim(self, claim_type: str, claim_text: str | None, call: Any, *refs: Any, **_: Any) -> None:
        self.claims.append({"claim_type": claim_type, "claim_text": claim_text})


def _ref(path: str, text: str) -> SimpleNamespace:
    return SimpleNamespace(raw_path=path, text=text, service="svc-a")


def test_rollout_end_line_is_claimed_after_earlier_deploys() -> None:
    lines = ["2031-03-04T08:27:00Z INFO svc-a deployment completed: version 2.1.1 serving 100% of traffic",
             "2031-03-04T00:40:00Z INFO svc-a deployment started: rolling out version 2.1.0 (from 2.0.9)",
             "2031-03-04T08:12:00Z INFO svc-a deployment started: rolling out version 2.1.1 (from 2.0.9)"]
    refs = [_ref(f"logs[{i}]", t) for i, t in enumerate(lines)]
    refs.append(_ref("summary", "svc-a: 3 matching records"))
    call = SimpleNamespace(invocation=SimpleNamespace(arguments={"service": "svc-a", "keyword": "deploy"}),
                           result=SimpleNamespace(evidence_refs=refs))
    b = _Builder()
    action_records(b, call)  # type: ignore[arg-type]
    said = [c["claim_text"] for c in b.claims]
    assert len(said) == 3
    assert "deployment completed" in said[-1] and "00:40" in said[0] and "08:12" in said[1]


def test_two_lines_are_each_claimed_once() -> None:
    refs = [_ref("logs[0]", "2031-03-04T08:12:00Z INFO svc-a deployment started: rolling out version 2.1.1"),
            _ref("logs[1]", "2031-03-04T08:27:00Z INFO svc-a deployment completed: version 2.1.1")]
    call = SimpleNamespace(invocation=SimpleNamespace(arguments={"service": "svc-a", "keyword": "deploy"}),
                           result=SimpleNamespace(evidence_refs=refs))
    b = _Builder()
    action_records(b, call)  # type: ignore[arg-type]
    assert len(b.claims) == 2


def test_deploy_verb_split_by_de_asks_the_deploy_time() -> None:
    """roomquest "X 几点发的版？": the deploy verb split by 的 (发的版) is the operation, its time asked (its first
    change event, the deploy's start); "发的版本有问题吗" names a version, no operation asked."""
    from superbiz.agents.question_ops import actions_asked, actions_when

    assert actions_when("svc-a 几点发的版？") == [("发布", "onset")]
    assert actions_when("svc-a 什么时候发的版") == [("发布", "onset")]
    assert actions_asked("svc-a 昨天发的版本有问题吗") == []
