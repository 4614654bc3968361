"""The alert query counts its alerts by severity (stop 50, investigator invPA): "今天一共响了几条 critical 告警" is
answered with a number the query itself states."""

from __future__ import annotations

import pytest

from superbiz.tools.base import ToolContext, ToolRegistry


@pytest.mark.spec("Answer the question that was asked")
def test_the_alert_query_counts_alerts_by_severity(registry: ToolRegistry, ctx: ToolContext) -> None:
    """kartlap-warning-alerts-today-en: the query's summary states each severity's alerts (and those begun in the
    window) when more than one severity is listed."""
    result = registry.invoke("query_metrics", {"state": "any", "start": "2026-11-27T00:00:00Z",
                                               "end": "2026-11-28T06:00:00Z", "include_series": False}, ctx)
    summary = next(r.text for r in result.evidence_refs if r.raw_path == "summary")
    severities = {a["severity"] for a in result.data["alerts"] if a["severity"]}
    if len(severities) < 2:
        pytest.skip("the fixture world lists one severity")
    for sev in severities:
        n = sum(a["severity"] == sev for a in result.data["alerts"])
        assert f"{n} {sev} alerts (" in summary
