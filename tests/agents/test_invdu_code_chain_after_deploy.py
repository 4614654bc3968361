"""Issue 10 pattern (helper round invDU, opened dunecamp): "X 刚才一直报 <code>，root cause 是啥" where the code's lines
say "call to <dispatcher> failed" and the dispatcher's own first error came half a minute after them, right after
its deploy. The walk found no chain (the origin began after the subject's record) and the head stopped at the
subject's symptom with no cause; ``causes._change_led`` takes the dispatcher's change event, before the code's first
line, as where the trouble began.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from superbiz.agents.causes import _change_led
from superbiz.agents.investigate import Finding
from superbiz.agents.plan_model import Plan


def _ref(text: str, code: str = "", path: str = "code_stats[0]") -> Any:
    seen = text.split("first_seen=", 1)[-1].split(" ", 1)[0] if "first_seen=" in text else None
    return cast(Any, SimpleNamespace(text=text, error_code=code, raw_path=path, level="ERROR",
                                     service=text.split(" ", 1)[0], first_seen=seen))


def _world(deploy_at: str) -> tuple[Any, dict[str, Finding], list[Any]]:
    plan = Plan(intent="diagnose", narrow_scope=False, aspects=["cause"], services=["app"], error_codes=["AP-1"],
                dependency_graph={"app": ["app-db", "dispatcher"]})
    b = cast(Any, SimpleNamespace(plan=plan, question="app 一直报 AP-1，root cause 是啥", symptoms=[], missing=[]))
    none = cast(Any, None)
    found = {
        "app": Finding(service="app", buckets=[
            (none, _ref("app ERROR error_code=AP-1 first_seen=2026-03-09T14:50:31Z earlier_count=0 sample=call to "
                        "dispatcher failed: dispatcher returned 500", "AP-1")),
            (none, _ref("app ERROR error_code=AP-2 first_seen=2026-03-09T14:31:00Z earlier_count=0 sample=order o-1 "
                        "failed: lock wait", "AP-2"))]),
        "app-db": Finding(service="app-db", buckets=[
            (none, _ref("app-db WARN error_code=DB-1 first_seen=2026-03-09T14:30:05Z earlier_count=0 sample=lock "
                        "wait timeout", "DB-1"))]),
        "dispatcher": Finding(service="dispatcher", buckets=[
            (none, _ref("dispatcher ERROR error_code=DS-7 first_seen=2026-03-09T14:51:05Z earlier_count=0 "
                        "sample=unhandled exception (version 5.8.0)", "DS-7"))]),
    }
    change = SimpleNamespace(
        invocation=SimpleNamespace(tool_name="query_logs", success=True, arguments={
            "service": "dispatcher", "level": "INFO", "keyword": "deploy"}),
        result=SimpleNamespace(evidence_refs=[_ref(f"{deploy_at} dispatcher INFO deployment started: rolling out "
                                                   "version 5.8.0", path="logs[0]")]))
    return b, found, [change]


def test_a_codes_own_chain_runs_to_the_dispatchers_deploy_before_its_first_line() -> None:
    b, found, calls = _world("2026-03-09T14:50:00Z")
    chain = _change_led(b, found, "app", calls)
    assert chain is not None
    assert chain[0] == ["app", "dispatcher"]  # the code's own chain, not the lock waits of its other code
    assert chain[1][-1][0] == "2026-03-09T14:51:05Z"


def test_a_deploy_after_the_codes_first_line_leads_nowhere() -> None:
    b, found, calls = _world("2026-03-09T14:50:45Z")
    assert _change_led(b, found, "app", calls) is None
    b, found, calls = _world("2026-03-09T14:50:00Z")
    #: no code asked: the subject's own trouble decides, not this rule
    b.plan = b.plan.model_copy(update={"error_codes": []})
    assert _change_led(b, found, "app", calls) is None
