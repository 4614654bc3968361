"""The evaluation harness: scenario cases as data, a runner, suite metrics and reports (``superbiz eval``).

Typical use: ``summarize(run_cases(load_cases(Path("evals"))))``.
"""

from __future__ import annotations

from superbiz.evals.loader import CaseFileError, LoadedCase, load_case, load_cases
from superbiz.evals.metrics import SuiteSummary, class_metrics, confusion_matrix, summarize
from superbiz.evals.observe import ChatAdapter, ChatUnavailable, Observation
from superbiz.evals.report import render_console, render_markdown, summary_json
from superbiz.evals.runner import CaseResult, Mismatch, compare, run_case, run_cases
from superbiz.evals.schema import EvalCase, Expectation

__all__ = [
    "CaseFileError",
    "CaseResult",
    "ChatAdapter",
    "ChatUnavailable",
    "EvalCase",
    "Expectation",
    "LoadedCase",
    "Mismatch",
    "Observation",
    "SuiteSummary",
    "class_metrics",
    "compare",
    "confusion_matrix",
    "load_case",
    "load_cases",
    "render_console",
    "render_markdown",
    "run_case",
    "run_cases",
    "summarize",
    "summary_json",
]
