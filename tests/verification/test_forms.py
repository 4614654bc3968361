"""Canonical forms of raw paths and tool names (``superbiz.verification.forms``)."""

from __future__ import annotations

import pytest

from superbiz.verification.forms import canonical_tool_name, model_ref_order, resolve_raw_path

PATHS = ["logs[0]", "logs[1]", "summary", "error_code_counts"]


@pytest.mark.parametrize(
    ("spelling", "path", "form"),
    [
        ("$.logs[0]", "logs[0]", "json_path"),
        ('$["logs"][1]', "logs[1]", "json_path"),
        ("/logs/1", "logs[1]", "json_pointer"),
        ("logs.1", "logs[1]", "spelling"),
        ("logs[ 1 ]", "logs[1]", "spelling"),
        ("logs[0].message", "logs[0]", "subfield_suffix"),
        ("summary.text", "summary", "subfield_suffix"),
        ("LOGS[0]", "logs[0]", "case"),
        ("evidence_refs[0]", "summary", "evidence_refs_index"),  # the order the model was shown
        ("evidence_refs[2].raw_path", "logs[0]", "evidence_refs_index"),
        ('evidence_refs["logs[1]"]', "logs[1]", "evidence_refs_key"),
    ],
)
def test_resolve_raw_path_reads_model_spellings_as_one_ref(spelling: str, path: str, form: str) -> None:
    resolution = resolve_raw_path(spelling, PATHS)
    assert resolution.path == path and form in resolution.forms


@pytest.mark.parametrize("spelling", ["logs[2]", "logs", "logs[00]", "orders[0]", "evidence_refs[9]", "logs[0][1]", ""])
def test_resolve_raw_path_never_guesses(spelling: str) -> None:
    assert resolve_raw_path(spelling, PATHS).path is None


def test_resolve_raw_path_exact_match_has_no_form() -> None:
    assert resolve_raw_path("logs[1]", PATHS).forms == ()


def test_resolve_raw_path_case_only_when_unique() -> None:
    assert resolve_raw_path("A", ["a", "A2"]).path == "a"
    assert resolve_raw_path("X", ["x", "X "]).path == "x"
    assert resolve_raw_path("LOG", ["log", "Log"]).path is None


def test_model_ref_order_puts_unindexed_refs_first_keeping_order() -> None:
    assert [PATHS[i] for i in model_ref_order(PATHS)] == ["summary", "error_code_counts", "logs[0]", "logs[1]"]


@pytest.mark.parametrize("name", ["functions.query_logs", "Query_Logs", " QUERY_LOGS ", "tools.query_logs"])
def test_canonical_tool_name(name: str) -> None:
    assert canonical_tool_name(name) == "query_logs"
