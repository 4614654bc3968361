"""Spec scenario "Answer the question that was asked" (stop 52, invRF): an overview's incidents and a cause walk end at
the chain's origin — a pool or lock behind the app that its errors name, two or three hops down — not at the first
symptomatic node; one app's two troubles each get their own origin."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from superbiz.agents.incidents import Signal, _link_claim, group_incidents
from superbiz.chat.service import ChatService
from superbiz.render.incidents import incidents_of
from tests.agents.world_chat import ask_head, world_chat


def _signal(service: str, kind: str, onset: str, last: str, code: str, level: str, sample: str = "") -> Signal:
    none: Any = None
    return Signal(service, kind, onset, last, code, level, kind == "alert", 10 if kind == "log" else 0,
                  sample.lower(), none, none)


@pytest.mark.spec("Answer the question that was asked")
def test_incident_origin_is_the_dependency_its_origin_errors_name() -> None:
    """kitereef-overview-now-zh, pinlane-overview-tonight-zh: the app whose pool is exhausted is the earliest member,
    but every ERROR record of it names its database ("waited for a connection to <db>"), whose own lines stayed
    steady (no signal): the incident's origin is that database, the app and its caller the services touched."""
    signals = [
        _signal("sched-api", "alert", "2026-01-01T10:00:00Z", "9999-12-31T23:59:59Z", "PoolDrained", "critical"),
        _signal("sched-api", "log", "2026-01-01T10:01:00Z", "2026-01-01T11:00:00Z", "SCH-5207", "ERROR",
                "connection pool exhausted: 40/40 in use, waited 3000ms for a connection to rota-pg"),
        _signal("lesson-app", "log", "2026-01-01T10:02:00Z", "2026-01-01T11:00:00Z", "LSN-5033", "ERROR",
                "call to sched-api failed: sched-api returned 503"),
    ]
    graph = {"lesson-app": ["sched-api"], "sched-api": ["rota-pg"]}
    kinds = {"lesson-app": [("sched-api", "service")], "sched-api": [("rota-pg", "postgres")]}
    [incident] = group_incidents(signals, graph=graph, kinds=kinds, steady={"rota-pg"})
    assert group_incidents(signals, graph=graph, kinds=kinds)[0].below == ""  # a dependency that left no record
    assert incident.origin == "sched-api" and incident.below == "rota-pg"
    link = _link_claim(incident)
    assert link is not None
    [view] = incidents_of([("inc1-c1", "root_cause", link[0])])
    assert view.origin == "rota-pg" and view.services == ["sched-api", "lesson-app"]


@pytest.mark.spec("Answer the question that was asked")
def test_no_origin_below_when_the_errors_name_no_dependency() -> None:
    """A bad deploy's own exceptions name no dependency: the app stays the origin."""
    signals = [_signal("sched-api", "log", "2026-01-01T10:01:00Z", "2026-01-01T11:00:00Z", "SCH-5000", "ERROR",
                       "unhandled exception in request handler (version 2.0.0)"),
               _signal("lesson-app", "log", "2026-01-01T10:02:00Z", "2026-01-01T11:00:00Z", "LSN-5033", "ERROR",
                       "call to sched-api failed: sched-api returned 503")]
    [incident] = group_incidents(signals, graph={"lesson-app": ["sched-api"], "sched-api": ["rota-pg"]}, kinds={})
    assert incident.below == ""


@pytest.fixture(scope="module")
def kitereef(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChatService]:
    with world_chat(tmp_path_factory.mktemp("invrf-kitereef"), "kitereef") as service:
        yield service


@pytest.mark.spec("Answer the question that was asked")
def test_overview_now_names_the_database_behind_the_pool(kitereef: ChatService) -> None:
    """kitereef-overview-now-zh: "现在哪些坏了" — the firing pool alert's incident is headed by the database."""
    head = ask_head(kitereef, "现在哪些坏了")
    assert "源头 gromble-pg" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_cause_walks_past_a_window_cut_start_to_the_database(kitereef: ChatService) -> None:
    """kitereef-lesson-app-cause-now-en: the scheduler's pool errors ("waited for a connection to gromble-pg") and
    the database's steady warnings both ran before the last hour; the database's first line in the window came 32 s
    after the scheduler's — the window cut both starts, so the order inside it decides nothing: the walk goes on to
    the database (it stopped at the scheduler's clean rollout)."""
    head = ask_head(kitereef, "why is the lesson app throwing errors rn")
    assert "gromble-pg" in head and "发布" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_each_of_two_troubles_named_by_its_origin(tmp_path: Path) -> None:
    """cragline-two-troubles-causes-zh: "vertipass今天两次出事分别是啥原因" — the morning pool exhaustion (belaydb, one
    hop) and the afternoon cache evictions (chalkcache, via holdquota) each named, no episode ranked."""
    with world_chat(tmp_path, "cragline") as service:
        head = ask_head(service, "vertipass今天两次出事分别是啥原因")
    assert "belaydb" in head and "chalkcache" in head and "更多" not in head, head
