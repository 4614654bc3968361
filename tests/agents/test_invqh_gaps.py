"""invQH (stop 51): things the data does not measure or hold, said as gaps — a host's load ("服务器负载"), a
quantity asked in knots ("平均风速多少节"), a plain name asked what befell it ("what happened to X around 3am")."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from tests.agents.synthetic import NOW

_WORLD = Catalog(services=("front", "dispatch", "courier-ext", "roster"),
                 dependencies={"front": ("dispatch", "roster"), "dispatch": ("courier-ext",)},
                 dependency_kinds={"dispatch": (("courier-ext", "external"),)},
                 descriptions={"dispatch": "成品寄送服务 / dispatch service", "courier-ext": "外部快递合作方 / courier",
                               "roster": "教练排班服务 / instructor scheduling"},
                 metrics=("error_ratio", "latency_p99_ms", "request_rate_per_s"), silent=("courier-ext",),
                 timezone="UTC", data_end=NOW)


@pytest.mark.spec("Answer the question that was asked")
def test_a_hosts_load_no_metric_measures_is_a_gap() -> None:
    """kilnhaus kilnhaus-partner-cpu-followup-zh ("那快递合作方那边服务器负载多高"): no metric measures load — a gap
    in the answer's head (it answered the dispatch errors' cause)."""
    plan = offline_plan("快递合作方那边服务器负载多高", _WORLD, now=NOW)
    assert "负载" in plan.window_note, plan.window_note
    assert "负载" not in offline_plan("负载均衡那边有报错吗", _WORLD, now=NOW).window_note


@pytest.mark.spec("Answer the question that was asked")
def test_a_quantity_asked_in_knots_is_a_gap() -> None:
    """kitereef kitereef-wind-speed-gap-zh ("现在海上平均风速多少节"): no metric measures the wind — a gap (it was
    read as a count of errors)."""
    plan = offline_plan("现在海上平均风速多少节", _WORLD, now=NOW)
    assert "风速" in plan.window_note, plan.window_note


@pytest.mark.spec("Answer the question that was asked")
def test_a_plain_name_asked_what_befell_it_is_unknown() -> None:
    """kitereef kitereef-unknown-service-en ("what happened to kiteloftd around 3am"): a plain word the world does not
    hold is an unknown service (a gap), not an overview of the window; a held name and an everyday word are not."""
    assert offline_plan("what happened to kiteloftd around 3am", _WORLD, now=NOW).unknown_services == ["kiteloftd"]
    assert offline_plan("what happened to roster around 3am", _WORLD, now=NOW).services == ["roster"]
    assert not offline_plan("what happened to the traffic at 3am", _WORLD, now=NOW).unknown_services
