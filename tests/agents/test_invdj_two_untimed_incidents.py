"""invDJ (old mealkit/wheatrail held-out leftovers; issue 10, pattern "errors of one service during two incidents,
neither side timed"): "did X log more errors during the <A> trouble or during the <B> outage?" formed no pair of
windows, so it read as the cause or health of the recent hour and stated no count of either side. Each incident lies
wherever it lies (the data, at most a day back); a side is the subject's ERROR code whose sample names the side's
service, the subject's dependency leading to it, or a version the side names (`plan._incident_marks`,
`offline_executor._incident_claims`)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.agents.world_chat import world_asker


def _counts(head: str) -> list[int]:
    return [int(n) for n in re.findall(r"共 (\d+) 条", head)]


def test_each_side_is_the_code_naming_its_service(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        first, cache = ask("edge-gw - more errors during the session cache mess or during the catalog pool outage?",
                           "SELECT count(*) FROM log_record WHERE service = 'edge-gw' AND error_code = 'EDG-5044'")
        answer, pool = ask("Did edge-gw log fewer errors during the catalog pool outage or during the session cache "
                           "mess?",
                           "SELECT count(*) FROM log_record WHERE service = 'edge-gw' AND error_code = 'EDG-5031'")
    assert _counts(first.split("\n", 1)[0]) == [cache, pool], first
    head = answer.split("\n", 1)[0]
    assert _counts(head) == [pool, cache], head  # the sides in the question's order, each its own code's lines
    assert "EDG-5031" in head and "EDG-5044" in head


def test_a_release_side_is_the_code_naming_its_version(tmp_path: Path) -> None:
    """Over the opened held-out wheatrail (no dev service logs two codes, one of them a version's)."""
    with world_asker(tmp_path, "wheatrail") as ask:
        answer, release = ask("siloin: fewer errors during the 7.2.0 rollout or during the grades cache trouble?",
                              "SELECT count(*) FROM log_record WHERE service = 'siloin' AND error_code = 'SIN-5002'")
    head = answer.split("\n", 1)[0]
    assert _counts(head)[:1] == [release], head
    assert len(_counts(head)) == 2, head


def test_an_onset_after_the_clock_is_read_past_the_clocks_hour(tmp_path: Path) -> None:
    """invDJ (old canalship, pattern "a window before a clock"): "was X already in trouble before 1pm?" of a trouble
    that began at 13:50 — the hour around the clock held none of X's lines, so the answer was the gap "无法确定…".
    The day before the clock up to now is read (`plan.offline_plan` beside `onset_boundary`): "没有" with the onset."""
    with world_asker(tmp_path, "stagecast") as ask:
        no, _ = ask("transcode-worker 下午一点之前就已经有问题了吗", "SELECT 0")
        yes, _ = ask("was transcode-worker already having problems before 2pm?", "SELECT 0")
    assert no.startswith("没有，transcode-worker 的最早异常于 2026-03-09 13:50:05"), no.split("\n", 1)[0]
    assert yes.startswith("是，transcode-worker 在 2pm 之前就已开始"), yes.split("\n", 1)[0]
