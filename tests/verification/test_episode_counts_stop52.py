"""Scenario "Verified excerpt supports direct observation" (and "REJECT verdict when claims contradict evidence"): a
count of episodes ("共 1 段异常（1 次）") is checked against how many separate episodes the query states, never
against the lines of the one episode it also binds. heelwright (stop 52, sealed first measurement):
"今天定价组的报价服务出过几次问题" — the true "…共 1 段异常（1 次）：第 1 段 …（54 条…）" bound to
``episodes`` and ``episodes[0]`` was read as a total of 1 line against the episode's ``count=54``, judged
contradicted, and the whole answer REJECTED. A wrong number of episodes is still contradicted.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from superbiz.tools._log_runs import Run, episode_refs
from tests.verification.bound_claim import verification_of
from tests.verification.factories import tool_invocation

_T0 = datetime(2026, 10, 14, 15, 12, 2, tzinfo=UTC)


def _invocation(n: int) -> object:
    runs = [Run(start=_T0 + timedelta(hours=3 * i), end=_T0 + timedelta(hours=3 * i, minutes=17), count=54,
                codes=["QLX-2708"]) for i in range(n)]
    refs = episode_refs(runs, service="quote-svc", levels=["FATAL", "ERROR", "WARN"])
    return tool_invocation(1, "query_logs", refs=refs, arguments={"service": "quote-svc", "episodes": True})


def _claim(said: int) -> str:
    return (f"quote-svc 窗口内的 FATAL,ERROR,WARN 日志按超过 30 分钟的静默间隔分开，共 {said} 段异常（{said} 次）："
            "第 1 段 2026-10-14T15:12:02Z ~ 2026-10-14T15:29:02Z（跨度 17m，54 条，错误码 QLX-2708）")


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("n", [1, 2])
def test_the_number_of_episodes_stated_is_read_against_the_episodes_the_query_states(n: int) -> None:
    paths = ["episodes", *[f"episodes[{i}]" for i in range(n)]][:2]
    assert verification_of(_claim(n), [_invocation(n)], 1, paths) == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize(("n", "said"), [(1, 2), (2, 1), (1, 54), (2, 3)])
def test_a_wrong_number_of_episodes_is_contradicted(n: int, said: int) -> None:
    paths = ["episodes", "episodes[0]"]
    assert verification_of(_claim(said), [_invocation(n)], 1, paths) == "contradicted"
