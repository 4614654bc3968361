"""Parse Executor and Verifier model outputs into tolerant models plus an explicit parse status.

Both parsers never raise. ``<think>…</think>`` blocks are stripped first (a draft JSON inside one is never
read). They accept exactly one top-level JSON object and say precisely why an output is ``missing`` or
``malformed``. The Executor's object may be wrapped in Markdown fences or prose (noted in the status reason);
it is then coerced per field (``coerce.coerce_contract``): unambiguous variants are fixed with warnings, and
what stays invalid fails only its claim or binding. The Executor's strict schema (removed fields, required
keys) is checked later by the Gatekeeper on the coerced dict.

The Verifier's output follows the spec's "strict schema output": exactly one JSON object, nothing around it.
Fences or prose make it ``malformed`` (recorded as such; its checks may still only tighten the result). It
may be the short form the prompt asks for (``{"claim_checks": [...]}``: code recomputes the rest) or the
full spec shape with every required key.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from superbiz.contracts import ExecutorEvidenceV2, ExecutorOutputParseStatus, GateIssue, VerifierOutput
from superbiz.lazy_re import regex
from superbiz.verification.coerce import coerce_contract

__all__ = [
    "EXECUTOR_CONTRACT_KEYS",
    "VERIFIER_CONTRACT_KEYS",
    "VERIFIER_REQUIRED_KEYS",
    "ParsedExecutorOutput",
    "first_json_object",
    "parse_executor_output",
    "parse_verifier_output",
    "strip_think",
]

#: An object "looks like" the Executor contract when it has at least one of these keys.
EXECUTOR_CONTRACT_KEYS: frozenset[str] = frozenset(
    {"answer_version", "claims", "hypotheses", "recommended_actions", "missing_info"}
)
VERIFIER_CONTRACT_KEYS: frozenset[str] = frozenset(
    {"verdict", "groundedness_score", "claim_checks", "facts_checked", "critical_fact_count"}
)
#: Keys the strict Verifier output schema requires.
VERIFIER_REQUIRED_KEYS: tuple[str, ...] = (
    "verdict",
    "critical_fact_count",
    "claim_checks",
    "facts_checked",
    "rationale",
)

#: Bound on how many ``{`` positions are tried, so pathological prose stays cheap.
_MAX_DECODE_ATTEMPTS = 256
_MAX_ERRORS_REPORTED = 3
_THINK = regex(r"<think(?:ing)?>.*?(?:</think(?:ing)?>|\Z)", re.DOTALL | re.IGNORECASE)
_THINK_CLOSE = regex(r"^.*?</think(?:ing)?>", re.DOTALL | re.IGNORECASE)


def strip_think(text: str) -> str:
    """``text`` without ``<think>…</think>`` blocks (an unclosed one runs to the end; a lone close tag ends one)."""
    if "</think" in text.lower() and "<think" not in text.lower().split("</think", 1)[0]:
        text = _THINK_CLOSE.sub("", text, count=1)
    return _THINK.sub("", text)


@dataclass(frozen=True)
class ParsedExecutorOutput:
    """The Executor's final output: raw text, parse status, the raw JSON object and its tolerant model."""

    raw_text: str | None
    parse_status: ExecutorOutputParseStatus
    data: dict[str, Any] | None
    structured: ExecutorEvidenceV2 | None
    #: ``schema.coerced`` warnings: each unambiguous variant that was read in canonical form
    coercions: tuple[GateIssue, ...] = ()
    #: ``schema.executor_v2`` errors for values that stayed invalid (their claim/binding fails, nothing else)
    issues: tuple[GateIssue, ...] = ()


@dataclass(frozen=True)
class _Extraction:
    obj: dict[str, Any] | None
    note: str | None = None
    error: str | None = None


def _whole_text_json(text: str) -> tuple[bool, Any]:
    """Decode the whole (fence-less) text as JSON; (False, None) when it is not one JSON value."""
    try:
        return True, json.loads(text)
    except (ValueError, RecursionError):
        return False, None


def _scan_objects(text: str) -> list[tuple[int, int, dict[str, Any]]]:
    """Top-level JSON objects found by decoding from each ``{`` (nested objects are skipped)."""
    decoder = json.JSONDecoder()
    found: list[tuple[int, int, dict[str, Any]]] = []
    pos = text.find("{")
    attempts = 0
    while pos != -1 and attempts < _MAX_DECODE_ATTEMPTS:
        attempts += 1
        try:
            value, end = decoder.raw_decode(text, pos)
        except (ValueError, RecursionError):
            pos = text.find("{", pos + 1)
            continue
        if isinstance(value, dict):
            found.append((pos, end, value))
            pos = text.find("{", end)
        else:  # pragma: no cover - raw_decode at "{" always yields a dict
            pos = text.find("{", pos + 1)
    return found


def first_json_object(text: str) -> dict[str, Any] | None:
    """The first JSON object in ``text`` (fences and prose tolerated, ``<think>`` blocks ignored), else ``None``.

    The lenient reading for outputs that are not contracts (the Planner's plan); contracts go through
    ``parse_executor_output`` / ``parse_verifier_output``, which say why an output is missing or malformed.
    """
    found = _scan_objects(strip_think(text))
    return found[0][2] if found else None


def _surroundings_note(text: str, start: int, end: int) -> str | None:
    """Say what was stripped around the object: nothing, a Markdown fence, or prose."""
    before, after = text[:start].strip(), text[end:].strip()
    if not before and not after:
        return None
    fence_before = before.startswith("```") and not before.strip("`").strip().lower().removeprefix("json").strip()
    if fence_before and after.strip("`").strip() == "":
        return "Markdown code fence stripped around the JSON object"
    return f"text outside the JSON object stripped ({len(before)} chars before, {len(after)} chars after)"


def _extract_object(raw: str, contract_keys: frozenset[str], label: str) -> _Extraction:
    """Find the one top-level JSON object of a contract in ``raw`` (which is not blank)."""
    text = raw.strip()
    ok, whole = _whole_text_json(text)
    if ok and not isinstance(whole, dict):
        return _Extraction(None, error=f"{label} output is JSON but not an object (got {type(whole).__name__})")
    if ok:
        return _Extraction(whole)
    found = _scan_objects(text)
    if not found:
        return _Extraction(None, error=f"no JSON object found in {label} output ({len(text)} chars)")
    contract = [item for item in found if contract_keys & item[2].keys()]
    distinct: list[tuple[int, int, dict[str, Any]]] = []
    for item in contract:
        if all(item[2] != seen[2] for seen in distinct):
            distinct.append(item)
    if len(distinct) > 1:
        return _Extraction(
            None, error=f"multiple JSON objects in {label} output: {len(distinct)} different contract objects"
        )
    if not distinct:
        keys = sorted(found[0][2].keys())[:8]
        return _Extraction(
            None,
            error=f"no {label} contract object among {len(found)} JSON object(s); first object keys: {keys!r}",
        )
    start, end, obj = distinct[0]
    return _Extraction(obj, note=_surroundings_note(text, start, end))


def _summarise_validation(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:_MAX_ERRORS_REPORTED]:
        loc = ".".join(str(p) for p in err.get("loc", ())) or "<root>"
        parts.append(f"{loc}: {err.get('msg', 'invalid')}")
    more = exc.error_count() - _MAX_ERRORS_REPORTED
    if more > 0:
        parts.append(f"... and {more} more")
    return "; ".join(parts)


def _missing(label: str) -> ExecutorOutputParseStatus:
    return ExecutorOutputParseStatus(status="missing", reason=f"{label} output is empty")


def parse_executor_output(raw: str | None) -> ParsedExecutorOutput:
    """Parse the Executor's final text into an ``executor_evidence_v2`` model. Never raises."""
    if raw is None or not raw.strip():
        return ParsedExecutorOutput(raw, _missing("executor"), None, None)
    text = strip_think(raw)
    if not text.strip():
        status = ExecutorOutputParseStatus(status="missing", reason="executor output holds only a <think> block")
        return ParsedExecutorOutput(raw, status, None, None)
    extraction = _extract_object(text, EXECUTOR_CONTRACT_KEYS, "executor")
    if extraction.obj is None:
        status = ExecutorOutputParseStatus(status="malformed", reason=extraction.error)
        return ParsedExecutorOutput(raw, status, None, None)
    obj = extraction.obj
    if not EXECUTOR_CONTRACT_KEYS & obj.keys():
        reason = f"JSON object is not an executor_evidence_v2 contract (keys: {sorted(obj.keys())[:8]!r})"
        return ParsedExecutorOutput(raw, ExecutorOutputParseStatus(status="malformed", reason=reason), obj, None)
    try:
        coerced = coerce_contract(obj)
        structured = ExecutorEvidenceV2.model_validate(coerced.data)
    except ValidationError as exc:
        reason = f"executor output does not coerce to executor_evidence_v2: {_summarise_validation(exc)}"
        return ParsedExecutorOutput(raw, ExecutorOutputParseStatus(status="malformed", reason=reason), obj, None)
    except (ValueError, TypeError, RecursionError) as exc:  # defensive: odd values inside the object
        reason = f"executor output could not be coerced: {type(exc).__name__}"
        return ParsedExecutorOutput(raw, ExecutorOutputParseStatus(status="malformed", reason=reason), obj, None)
    notes = [n for n in (extraction.note, _think_note(raw, text)) if n]
    if coerced.warnings or coerced.errors:
        notes.append(f"{len(coerced.warnings)} value(s) coerced, {len(coerced.errors)} left invalid")
    status = ExecutorOutputParseStatus(status="valid", reason="; ".join(notes) or None)
    return ParsedExecutorOutput(
        raw, status, coerced.data, structured, coercions=tuple(coerced.warnings), issues=tuple(coerced.errors)
    )


def _think_note(raw: str, text: str) -> str | None:
    return "<think> block stripped" if len(text) != len(raw) else None


def _verifier_schema_gap(obj: dict[str, Any]) -> str | None:
    """Why ``obj`` is neither the short ``{"claim_checks": [...]}`` form nor the full spec shape (or None)."""
    if "claim_checks" not in obj:
        return "missing ['claim_checks']"
    spec_keys = [key for key in VERIFIER_REQUIRED_KEYS if key != "claim_checks"]
    present = [key for key in spec_keys if key in obj]
    if present and len(present) < len(spec_keys):
        return f"missing {[key for key in VERIFIER_REQUIRED_KEYS if key not in obj]!r}"
    return None


def parse_verifier_output(raw: str | None) -> tuple[VerifierOutput | None, ExecutorOutputParseStatus]:
    """Parse a model Verifier's output. Strict-schema gaps make it ``malformed`` but the model is still returned."""
    if raw is None or not raw.strip():
        return None, _missing("verifier")
    text = strip_think(raw)
    extraction = _extract_object(text, VERIFIER_CONTRACT_KEYS, "verifier")
    if extraction.obj is None:
        return None, ExecutorOutputParseStatus(status="malformed", reason=extraction.error)
    obj = extraction.obj
    try:
        output = VerifierOutput.model_validate(obj)
    except ValidationError as exc:
        reason = f"verifier output does not coerce: {_summarise_validation(exc)}"
        return None, ExecutorOutputParseStatus(status="malformed", reason=reason)
    except (ValueError, TypeError, RecursionError) as exc:
        return None, ExecutorOutputParseStatus(status="malformed", reason=f"verifier output: {type(exc).__name__}")
    problems = []
    if (gap := _verifier_schema_gap(obj)) is not None:
        problems.append(gap)
    if extraction.note:
        problems.append(f"not exactly one JSON object: {extraction.note}")
    if len(text) != len(raw) and text.strip():
        problems.append("not exactly one JSON object: <think> block around it")
    if problems:
        return output, ExecutorOutputParseStatus(
            status="malformed", reason="verifier output violates the strict schema: " + "; ".join(problems)
        )
    return output, ExecutorOutputParseStatus(status="valid")
