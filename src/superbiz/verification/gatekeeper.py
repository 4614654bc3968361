"""The Gatekeeper: deterministic checks of the Executor's output before any Verifier runs.

Two families of rules:

* ``schema.executor_v2`` on the *raw* JSON object (version, required keys, removed fields, claim shape);
* evidence fidelity of every claim binding against the persisted current-session invocations
  (``evidence.invocation_ref``, ``evidence.raw_path``, ``evidence.excerpt_mismatch`` and the
  low-confidence rules of DESIGN §9.3/§9.4).

The result's ``status`` is ``fail`` if any error, ``warn`` if only warnings, else ``pass``; its
``severity`` is the worst error severity (``none`` < ``low_confid`` < ``reject``).

Strict on meaning, tolerant on form (DESIGN §11.8, docs/decisions-model-forms.md): a ``raw_path`` spelled as a
JSON path, pointer, dot-index or with a sub-field suffix, a tool name in another case or with a ``functions.``
prefix, and an excerpt that differs only in punctuation, spacing or elision marks are read in canonical form —
each with a warning (``evidence.raw_path_normalized``, ``evidence.tool_name_normalized``,
``evidence.excerpt_normalized``, severity none) — and must still name a ref of the cited invocation whose text
holds the excerpt. Values the parser coerced (``schema.coerced``) are warnings too; values it could not read
fail their own binding or claim (``schema.executor_v2``), never the other claims.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from superbiz.contracts import (
    ANSWER_VERSION,
    CLAIM_TYPES,
    CheckedBinding,
    EvidenceBinding,
    EvidenceRef,
    GateIssue,
    GatekeeperResult,
    GatekeeperStatus,
    GateRule,
    Severity,
    ToolInvocation,
)
from superbiz.verification.forms import canonical_tool_name, resolve_raw_path
from superbiz.verification.parse import ParsedExecutorOutput
from superbiz.verification.text import match_excerpt

__all__ = [
    "REMOVED_FIELDS",
    "REQUIRED_LIST_KEYS",
    "RULE_SEVERITY",
    "SEVERITY_ORDER",
    "check_schema",
    "run_gatekeeper",
    "worst_severity",
]

REQUIRED_LIST_KEYS: tuple[str, ...] = ("claims", "hypotheses", "recommended_actions", "missing_info")
REMOVED_FIELDS: tuple[str, ...] = ("diagnosis_summary", "user_facing_answer")
SUPPORT_LEVELS: tuple[str, ...] = ("direct", "indirect")

#: Every rule of ``contracts.GateRule`` with its severity (a test checks the table covers the Literal).
RULE_SEVERITY: Mapping[GateRule, Severity] = {
    "schema.executor_v2": "low_confid",
    "evidence.invocation_missing": "low_confid",
    "evidence.invocation_ambiguous": "low_confid",
    "evidence.invocation_ref": "reject",
    "evidence.invocation_failed": "low_confid",
    "evidence.raw_path_missing": "low_confid",
    "evidence.refs_unavailable": "low_confid",
    "evidence.raw_path": "reject",
    "evidence.excerpt_mismatch": "reject",
    "evidence.deduped_ref": "none",
    "evidence.invocation_backfilled": "none",
    "evidence.raw_path_normalized": "none",
    "evidence.excerpt_normalized": "none",
    "evidence.tool_name_normalized": "none",
    "schema.coerced": "none",
}
SEVERITY_ORDER: Mapping[Severity, int] = {"none": 0, "low_confid": 1, "reject": 2}
_MAX_IDS_IN_MESSAGE = 10
_MAX_PATHS_IN_MESSAGE = 30


def worst_severity(issues: Sequence[GateIssue]) -> Severity:
    """The worst severity among ``issues`` (``none`` when empty)."""
    worst: Severity = "none"
    for issue in issues:
        if SEVERITY_ORDER[issue.severity] > SEVERITY_ORDER[worst]:
            worst = issue.severity
    return worst


def _issue(rule: GateRule, message: str, *, claim_id: str | None = None, binding_index: int | None = None) -> GateIssue:
    return GateIssue(
        rule=rule, message=message, claim_id=claim_id, binding_index=binding_index, severity=RULE_SEVERITY[rule]
    )


def _schema(message: str, *, claim_id: str | None = None, binding_index: int | None = None) -> GateIssue:
    return _issue("schema.executor_v2", message, claim_id=claim_id, binding_index=binding_index)


# --------------------------------------------------------------------------- schema.executor_v2


def _non_empty_str(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _check_top_level(data: Mapping[str, Any]) -> list[GateIssue]:
    issues: list[GateIssue] = []
    version = data.get("answer_version")
    if version != ANSWER_VERSION:
        issues.append(_schema(f"answer_version must be {ANSWER_VERSION!r}, got {version!r}"))
    for key in REQUIRED_LIST_KEYS:
        if key not in data:
            issues.append(_schema(f"required key {key!r} is missing"))
        elif not isinstance(data[key], list):
            issues.append(_schema(f"{key!r} must be a list, got {type(data[key]).__name__}"))
    issues.extend(
        _schema(f"removed field {name!r} must not be present in executor_evidence_v2")
        for name in REMOVED_FIELDS
        if name in data
    )
    return issues


def _check_binding(raw: Any, claim_id: str, index: int) -> list[GateIssue]:
    where = f"claim {claim_id!r} binding {index}"
    if not isinstance(raw, dict):
        return [_schema(f"{where} must be an object, got {type(raw).__name__}", claim_id=claim_id, binding_index=index)]
    issues: list[GateIssue] = []
    if not _non_empty_str(raw.get("tool_name")):
        issues.append(_schema(f"{where} has no tool_name", claim_id=claim_id, binding_index=index))
    if not _non_empty_str(raw.get("evidence_excerpt")):
        issues.append(_schema(f"{where} has no evidence_excerpt", claim_id=claim_id, binding_index=index))
    return issues


def _check_claim(raw: Any, index: int) -> list[GateIssue]:
    if not isinstance(raw, dict):
        return [_schema(f"claims[{index}] must be an object, got {type(raw).__name__}")]
    claim_id = raw.get("claim_id")
    label = str(claim_id) if _non_empty_str(claim_id) else f"claims[{index}]"
    cid = label if _non_empty_str(claim_id) else None
    issues: list[GateIssue] = []
    if cid is None:
        issues.append(_schema(f"{label} has no claim_id"))
    if raw.get("claim_type") not in CLAIM_TYPES:
        issues.append(
            _schema(
                f"claim {label!r} has claim_type {raw.get('claim_type')!r}, not one of {CLAIM_TYPES!r}", claim_id=cid
            )
        )
    if not _non_empty_str(raw.get("claim_text")):
        issues.append(_schema(f"claim {label!r} has no claim_text", claim_id=cid))
    if raw.get("support_level") not in SUPPORT_LEVELS:
        issues.append(
            _schema(
                f"claim {label!r} has support_level {raw.get('support_level')!r}, not direct|indirect", claim_id=cid
            )
        )
    bindings = raw.get("evidence_bindings")
    if not isinstance(bindings, list) or not bindings:
        issues.append(_schema(f"claim {label!r} has no evidence_bindings (got {bindings!r})", claim_id=cid))
    else:
        for b_index, binding in enumerate(bindings):
            issues.extend(_check_binding(binding, label, b_index))
    return issues


def check_schema(data: Mapping[str, Any]) -> list[GateIssue]:
    """``schema.executor_v2`` on the raw Executor object."""
    issues = _check_top_level(data)
    claims = data.get("claims")
    if isinstance(claims, list):
        seen: set[str] = set()
        for index, raw in enumerate(claims):
            issues.extend(_check_claim(raw, index))
            claim_id = raw.get("claim_id") if isinstance(raw, dict) else None
            if isinstance(claim_id, str) and claim_id in seen:
                issues.append(_schema(f"duplicate claim_id {claim_id!r}", claim_id=claim_id))
            if isinstance(claim_id, str):
                seen.add(claim_id)
    return issues


# --------------------------------------------------------------------------- evidence bindings


@dataclass
class _BindingCheck:
    """Mutable scratch state while checking one binding (never escapes this module)."""

    claim_id: str
    index: int
    issues: list[GateIssue] = field(default_factory=list)
    warnings: list[GateIssue] = field(default_factory=list)
    invocation_id: int | None = None
    deduped: bool = False
    #: the canonical raw path and tool name the binding was read as (``None`` until resolved)
    raw_path: str | None = None
    tool_name: str | None = None

    @property
    def where(self) -> str:
        return f"claim {self.claim_id!r} binding {self.index}"

    def fail(self, rule: GateRule, message: str) -> None:
        self.issues.append(_issue(rule, f"{self.where}: {message}", claim_id=self.claim_id, binding_index=self.index))

    def warn(self, rule: GateRule, message: str) -> None:
        self.warnings.append(_issue(rule, f"{self.where}: {message}", claim_id=self.claim_id, binding_index=self.index))


def _known_ids(by_id: Mapping[int, ToolInvocation]) -> str:
    ids = sorted(by_id)
    shown = ids[:_MAX_IDS_IN_MESSAGE]
    suffix = f" and {len(ids) - len(shown)} more" if len(ids) > len(shown) else ""
    return f"{shown!r}{suffix}"


def _resolve_invocation_id(binding: EvidenceBinding, check: _BindingCheck, by_id: Mapping[int, ToolInvocation]) -> None:
    legacy = list(binding.source_invocation_ids or [])
    if binding.source_invocation_id is not None:
        check.invocation_id = binding.source_invocation_id
    elif len(legacy) == 1:
        check.invocation_id = legacy[0]
    elif len(legacy) > 1:
        check.fail(
            "evidence.invocation_ambiguous",
            f"no source_invocation_id and legacy source_invocation_ids {legacy!r} name several invocations",
        )
    else:
        check.fail("evidence.invocation_missing", "names no source_invocation_id (nor legacy source_invocation_ids)")
    named = ([check.invocation_id] if check.invocation_id is not None else []) + legacy
    unknown = sorted({i for i in named if i not in by_id})
    if unknown:
        check.fail(
            "evidence.invocation_ref",
            f"invocation id(s) {unknown!r} are not current-session tool invocations (known: {_known_ids(by_id)})",
        )


def _refs(invocation: ToolInvocation) -> list[EvidenceRef]:
    details = invocation.retrieval_details
    return list(details.evidence_refs or []) if details is not None else []


def _check_tool_name(binding: EvidenceBinding, check: _BindingCheck, invocation: ToolInvocation) -> bool:
    check.tool_name = binding.tool_name
    if binding.tool_name is None or binding.tool_name == invocation.tool_name:
        return True
    if canonical_tool_name(binding.tool_name) == canonical_tool_name(invocation.tool_name):
        check.tool_name = invocation.tool_name
        check.warn(
            "evidence.tool_name_normalized",
            f"tool_name {binding.tool_name!r} read as {invocation.tool_name!r} (case / prefix)",
        )
        return True
    check.fail(
        "evidence.invocation_ref",
        f"tool_name {binding.tool_name!r} does not match invocation {invocation.id} which is {invocation.tool_name!r}",
    )
    return False


def _resolve_ref(raw_path: str, check: _BindingCheck, invocation: ToolInvocation) -> EvidenceRef | None:
    refs = _refs(invocation)
    paths = [r.raw_path for r in refs]
    resolution = resolve_raw_path(raw_path, paths)
    if resolution.path is None:
        check.fail(
            "evidence.raw_path",
            f"raw_path {raw_path!r} is not among the evidence refs of invocation {invocation.id}; "
            f"valid raw paths: {paths[:_MAX_PATHS_IN_MESSAGE]!r}",
        )
        return None
    check.raw_path = resolution.path
    if resolution.forms:
        check.warn(
            "evidence.raw_path_normalized",
            f"raw_path {raw_path!r} read as {resolution.path!r} of invocation {invocation.id} "
            f"({', '.join(resolution.forms)})",
        )
    return refs[paths.index(resolution.path)]


def _check_excerpt(
    binding: EvidenceBinding, check: _BindingCheck, invocation: ToolInvocation, ref: EvidenceRef
) -> bool:
    excerpt = binding.evidence_excerpt
    if excerpt is None or not excerpt.strip():
        return True  # reported as schema.executor_v2 already
    match = match_excerpt(excerpt, ref.text)
    if not match.supported:
        why = f" ({match.reason})" if match.reason else ""
        check.fail(
            "evidence.excerpt_mismatch",
            f"evidence_excerpt {excerpt[:200]!r} is not in the text of {ref.raw_path!r} "
            f"of invocation {invocation.id}{why}: {ref.text[:200]!r}",
        )
        return False
    if match.normalized:
        check.warn(
            "evidence.excerpt_normalized",
            f"evidence_excerpt matched {ref.raw_path!r} of invocation {invocation.id} after ignoring "
            f"{', '.join(match.normalized)}",
        )
    return True


def _check_against_invocation(binding: EvidenceBinding, check: _BindingCheck, invocation: ToolInvocation) -> None:
    """Tool name, success, refs, raw path and excerpt of a binding whose invocation exists."""
    if not _check_tool_name(binding, check, invocation):
        return
    if not invocation.success:
        check.fail("evidence.invocation_failed", f"cites invocation {invocation.id} which failed: {invocation.error!r}")
        return
    if binding.raw_path is None or not binding.raw_path.strip():
        return  # reported as evidence.raw_path_missing already
    details = invocation.retrieval_details
    if details is None or details.evidence_refs is None:
        check.fail("evidence.refs_unavailable", f"invocation {invocation.id} has no retrieval_details.evidence_refs")
        return
    ref = _resolve_ref(binding.raw_path, check, invocation)
    if ref is None or not _check_excerpt(binding, check, invocation, ref):
        return
    if ref.deduped:
        check.deduped = True
        check.warn(
            "evidence.deduped_ref",
            f"{ref.raw_path!r} of invocation {invocation.id} was already returned "
            "earlier in the session (deduped): no new evidence",
        )


def _check_binding_evidence(
    binding: EvidenceBinding, check: _BindingCheck, by_id: Mapping[int, ToolInvocation]
) -> None:
    _resolve_invocation_id(binding, check, by_id)
    if binding.raw_path is None or not binding.raw_path.strip():
        check.fail("evidence.raw_path_missing", "has no raw_path, so it is not a precise evidence reference")
    invocation = by_id.get(check.invocation_id) if check.invocation_id is not None else None
    if invocation is not None:
        _check_against_invocation(binding, check, invocation)


# --------------------------------------------------------------------------- result


def _status(errors: Sequence[GateIssue], warnings: Sequence[GateIssue]) -> GatekeeperStatus:
    if errors:
        return "fail"
    return "warn" if warnings else "pass"


def _result(errors: list[GateIssue], warnings: list[GateIssue], checked: list[CheckedBinding]) -> GatekeeperResult:
    return GatekeeperResult(
        status=_status(errors, warnings),
        severity=worst_severity(errors),
        checked_bindings=checked,
        failed_rules=sorted({issue.rule for issue in errors}),
        warnings=warnings,
        errors=errors,
    )


def run_gatekeeper(
    parsed: ParsedExecutorOutput,
    invocations: Sequence[ToolInvocation],
    *,
    hook_warnings: Sequence[GateIssue] = (),
    trace_refs: Mapping[int, str] | None = None,
) -> GatekeeperResult:
    """Check the parsed Executor output against the current-session invocations. Pure and deterministic."""
    warnings = list(hook_warnings)
    if parsed.parse_status.status != "valid" or parsed.data is None or parsed.structured is None:
        reason = parsed.parse_status.reason or "no reason given"
        error = _schema(f"executor output is {parsed.parse_status.status}: {reason}")
        return _result([error], warnings, [])
    warnings.extend(parsed.coercions)
    errors = [*parsed.issues, *check_schema(parsed.data)]
    schema_failed = {(e.claim_id, e.binding_index) for e in errors if e.claim_id is not None}
    by_id = {inv.id: inv for inv in invocations}
    backfilled = {(w.claim_id, w.binding_index) for w in hook_warnings if w.rule == "evidence.invocation_backfilled"}
    checked: list[CheckedBinding] = []
    for claim in parsed.structured.claims:
        for index, binding in enumerate(claim.evidence_bindings):
            check = _BindingCheck(claim.claim_id, index)
            _check_binding_evidence(binding, check, by_id)
            errors.extend(check.issues)
            warnings.extend(check.warnings)
            rules = {issue.rule for issue in check.issues}
            if (claim.claim_id, index) in schema_failed or (claim.claim_id, None) in schema_failed:
                rules.add("schema.executor_v2")
            checked.append(
                CheckedBinding(
                    claim_id=claim.claim_id,
                    binding_index=index,
                    tool_name=check.tool_name if check.tool_name is not None else binding.tool_name,
                    source_invocation_id=check.invocation_id,
                    raw_path=check.raw_path if check.raw_path is not None else binding.raw_path,
                    verified=not rules,
                    deduped=check.deduped,
                    backfilled=(claim.claim_id, index) in backfilled,
                    failed_rules=sorted(rules),
                    trace_ref=_trace_ref(trace_refs, check.invocation_id),
                )
            )
    return _result(errors, warnings, checked)


def _trace_ref(trace_refs: Mapping[int, str] | None, invocation_id: int | None) -> str | None:
    if trace_refs is None or invocation_id is None:
        return None
    return trace_refs.get(invocation_id)
