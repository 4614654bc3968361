"""query_logs over the demo world, through ToolRegistry.invoke (the agent's path)."""

from __future__ import annotations

import re
from pathlib import Path

from superbiz.sources.world import World
from superbiz.tools.base import ToolContext, ToolRegistry

LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z (ERROR|WARN|INFO) [\w-]+ trace=\S+ .+")


def test_query_logs_returns_incident_errors_newest_first(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_logs", {"service": "payment-service", "level": "ERROR", "limit": 5}, ctx)
    assert result.status == "ok"
    logs = [r for r in result.evidence_refs if r.raw_path.startswith("logs[")]
    assert [r.raw_path for r in logs] == [f"logs[{i}]" for i in range(5)]
    assert all(LOG_LINE.match(r.text) for r in logs)
    assert "PAY-5003 HikariPool-1 - Connection is not available, request timed out after 3000ms" in logs[0].text
    stamps = [r.model_extra["ts"] for r in logs]
    assert stamps == sorted(stamps, reverse=True)
    summary = next(r for r in result.evidence_refs if r.raw_path == "summary")
    total = result.data["total"]
    assert summary.text == (f"query_logs service=payment-service level=ERROR window=2026-11-28T05:00:00Z~06:00:00Z: "
                            f"{total} matching records; showing newest 5")
    assert total > 300
    codes = next(r for r in result.evidence_refs if r.raw_path == "error_code_counts")
    assert codes.text == f"PAY-5003: {total}"
    assert len({r.raw_path for r in result.evidence_refs}) == len(result.evidence_refs)


def test_query_logs_healthy_service_gives_citable_negative_summary(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_logs", {"service": "user-service", "level": "ERROR"}, ctx)
    assert result.status == "no_data"
    # a known service's zero is citable twice: the empty search, and its per-level count (0 ERROR lines) that a
    # count question states as its answer
    assert [r.raw_path for r in result.evidence_refs] == ["summary", "level_counts"]
    assert result.evidence_refs[0].text == (
        "query_logs service=user-service level=ERROR window=2026-11-28T05:00:00Z~06:00:00Z: 0 matching records")
    assert "ERROR: 0" in result.evidence_refs[1].text and "user-service" in result.evidence_refs[1].text


def test_query_logs_unknown_service_is_an_honest_gap(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_logs", {"service": "billing-service"}, ctx)
    assert result.status == "no_data"
    assert result.data["service_known"] is False
    (summary,) = result.evidence_refs
    assert "service 'billing-service' has no records in the world" in summary.text
    assert "payment-service" not in summary.text


def test_query_logs_filters_by_code_keyword_trace_and_relative_window(registry: ToolRegistry,
                                                                      ctx: ToolContext) -> None:
    by_code = registry.invoke("query_logs", {"error_code": "ord-5001", "start": "-3h", "limit": 50}, ctx)
    assert by_code.status == "ok"
    assert {log["error_code"] for log in by_code.data["logs"]} == {"ORD-5001"}
    assert len(by_code.data["logs"]) == 12  # four lines before each of the three restarts
    trace = registry.invoke("query_logs", {"keyword": "HikariPool-1 - Connection", "limit": 1}, ctx)
    trace_id = trace.data["logs"][0]["trace_id"]
    chain = registry.invoke("query_logs", {"trace_id": trace_id}, ctx)
    assert {log["trace_id"] for log in chain.data["logs"]} == {trace_id}
    assert chain.data["total"] >= 1
    recent = registry.invoke("query_logs", {"level": "ERROR,WARN", "start": "-30m", "end": "now"}, ctx)
    assert recent.data["window"] == {"start": "2026-11-28T05:30:00Z", "end": "2026-11-28T06:00:00Z"}
    assert all(log["ts"] >= "2026-11-28T05:30:00" for log in recent.data["logs"])
    assert all(log["level"] in {"ERROR", "WARN"} for log in recent.data["logs"])


def test_query_logs_keyword_is_a_literal_substring(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_logs", {"keyword": "%' OR 1=1 --"}, ctx)
    assert result.status == "no_data"
    assert result.data["total"] == 0


def test_query_logs_bad_arguments_are_error_results(registry: ToolRegistry, ctx: ToolContext) -> None:
    cases = [
        ({"level": "LOUD"}, "invalid level 'LOUD'"),
        ({"start": "last tuesday"}, "invalid start 'last tuesday'"),
        ({"start": "now", "end": "-1h"}, "is after end"),
        ({"limit": 500}, "limit"),
        ({"services": "x"}, "Additional properties"),
        ({"service": 3}, "not of type 'string'"),
    ]
    for args, message in cases:
        result = registry.invoke("query_logs", args, ctx)
        assert result.status == "error", args
        assert message in (result.error or ""), (args, result.error)
        assert result.evidence_refs == []


def test_query_logs_missing_world_file_is_an_error_result(registry: ToolRegistry, tmp_path: Path,
                                                          ctx: ToolContext) -> None:
    gone = World.from_url(f"sqlite:///{tmp_path / 'missing.db'}")
    result = registry.invoke("query_logs", {"level": "ERROR"}, ToolContext(sources={"world": gone}, now=ctx.now))
    assert result.status == "error"
    assert (result.error or "").startswith("world database unavailable")
    assert not (tmp_path / "missing.db").exists()  # reading never creates an empty world


def test_query_logs_corrupt_world_file_is_an_error_result(registry: ToolRegistry, tmp_path: Path,
                                                          ctx: ToolContext) -> None:
    path = tmp_path / "garbage.db"
    path.write_bytes(b"this is not a database" * 100)
    broken = World.from_url(f"sqlite:///{path}")
    result = registry.invoke("query_logs", {"service": "payment-service"},
                             ToolContext(sources={"world": broken}, now=ctx.now))
    assert result.status == "error"
    assert "world database unavailable" in (result.error or "")
    broken.dispose()


def test_query_logs_without_world_source_is_an_error_result(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_logs", {}, ToolContext(sources={}, now=ctx.now))
    assert result.status == "error"
    assert "no incident data source" in (result.error or "")
