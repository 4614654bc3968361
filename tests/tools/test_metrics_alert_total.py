"""The alert query's total (opened stop-40 worlds crabhaul, sunlease, yurtstay, pyrenshop): "how many alerts have
fired today?" is answered with a number the query itself states."""

from __future__ import annotations

import pytest

from superbiz.tools.base import ToolContext, ToolRegistry


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_alert_query_states_the_total_of_its_states(registry: ToolRegistry, ctx: ToolContext) -> None:
    """Pattern "alerts counted in a window" (opened sunlease, yurtstay, pyrenshop, crabhaul: "how many alerts have
    fired today so far?" answered 3 of "1 firing, 2 resolved", a number no evidence held): the alert query's
    summary states the total when more than one state is counted."""
    result = registry.invoke("query_metrics", {"state": "any", "start": "2026-11-28T00:00:00Z",
                                               "end": "2026-11-28T06:00:00Z", "include_series": False}, ctx)
    summary = next(r.text for r in result.evidence_refs if r.raw_path == "summary")
    firing, resolved = sum(a["state"] == "firing" for a in result.data["alerts"]), sum(
        a["state"] == "resolved" for a in result.data["alerts"])
    assert firing and resolved
    assert f"{firing} firing alerts" in summary and f"{resolved} resolved alerts" in summary
    assert f"{firing + resolved} alerts in all" in summary
    only_firing = registry.invoke("query_metrics", {"state": "firing", "include_series": False}, ctx)
    assert "alerts in all" not in next(r.text for r in only_firing.evidence_refs if r.raw_path == "summary")
