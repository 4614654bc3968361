"""Issue 10 (opened minecart world, helper round invDM), checked on the dev world harbor and on the plan reader.

- Spec scenario "cause of records failing, no subject named": a failing record status named by a word of its own
  ("trips keep getting aborted" ↔ an ABORTED status, "keep hitting a timeout" ↔ a TIMEOUT status) tells records
  failing as "一直失败" does — the window's failed records (their error code) pick the subject and the head names
  that chain, never the list of every simultaneous trouble (another chain's cache was named: a false fact).
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_model import Catalog
from tests.agents.world_chat import world_service


def _catalog() -> Catalog:
    return Catalog(services=("trip-tracker", "lift-gw", "vent-cache"),
                   dependencies={"trip-tracker": ("lift-gw",)},
                   order_statuses=("LOADED", "LIFTED", "LIFT_ABORTED", "DUMPED"))


def test_a_failing_status_word_with_no_subject_follows_the_failed_records() -> None:
    plan = offline_plan("trips keep getting aborted at the shaft, what broke?", _catalog())
    assert plan.failed_trail and "cause" in plan.aspects
    #: a status of records that did not fail, or no status at all, is no failed trail
    assert not offline_plan("trips keep getting dumped at the shaft, what broke?", _catalog()).failed_trail
    assert not offline_plan("what broke at the shaft?", _catalog()).failed_trail


def test_a_timeout_status_word_names_the_failing_chain_not_a_simultaneous_trouble(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (chat, _url):
        head = chat.ask("shippers keep hitting a timeout this afternoon, what broke?",
                        user_id="invdm").answer.splitlines()[0]
    assert "推断" in head and "fare-cache" in head, head
    assert "manifest-worker" not in head, head


def test_a_cancellation_is_no_failed_trail() -> None:
    catalog = _catalog().model_copy(update={"order_statuses": ("LOADED", "LIFT_ABORTED", "CANCELLED")})
    assert not offline_plan("trips keep getting cancelled, what broke?", catalog).failed_trail
