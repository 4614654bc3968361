"""Tolerant coercion of an Executor contract object: fix what is unambiguous, fail only what stays invalid.

Real models write harmless variants of the contract's form (DESIGN §11.8): an invocation id as ``"trace-11"``,
``"#11"`` or ``"11"``, a scalar where a list belongs, an integer ``claim_id``, enum values capitalised or as
their Chinese labels (观察 → ``observation``, 直接 → ``direct``). :func:`coerce_contract` returns a new object
in which every such value is in canonical form — one ``schema.coerced`` warning per change — and every value
that cannot be read without a guess is cleared, with one ``schema.executor_v2`` error naming the claim and
binding it belongs to (the Gatekeeper then fails that binding or claim only, never the whole contract).
Duplicate ``claim_id`` values are an error too; the later claims get a positional suffix so that no claim
ever overwrites another in a mapping downstream. Pure: the input object is never mutated.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from superbiz.contracts import CLAIM_TYPES, GateIssue
from superbiz.lazy_re import regex

__all__ = ["CLAIM_TYPE_LABELS", "SUPPORT_LEVEL_LABELS", "Coerced", "coerce_contract"]

#: Known Chinese (and spaced/hyphenated English) labels of the claim types; keys are casefolded.
CLAIM_TYPE_LABELS: Mapping[str, str] = {
    "观察": "observation",
    "观测": "observation",
    "事实": "observation",
    "否定观察": "negative_observation",
    "负面观察": "negative_observation",
    "反向观察": "negative_observation",
    "未观察到": "negative_observation",
    "根因": "root_cause",
    "根本原因": "root_cause",
    "影响": "impact",
    "归因": "attribution",
    "归属": "attribution",
    "修复结果": "remediation_result",
    "处置结果": "remediation_result",
    "知识": "knowledge",
    "文档": "knowledge",
}
SUPPORT_LEVEL_LABELS: Mapping[str, str] = {
    "直接": "direct",
    "间接": "indirect",
    "直接支持": "direct",
    "间接支持": "indirect",
}
_SUPPORT_LEVELS = ("direct", "indirect")
_ID = regex(r"^\s*(?:#|(?:trace|inv|invocation|call|id)\s*[-_#:]?\s*)?(\d{1,12})\s*$", re.IGNORECASE)
_LIST_KEYS = ("claims", "hypotheses", "recommended_actions", "missing_info")


@dataclass
class Coerced:
    """The coerced contract object, the warnings for each change and the errors for what stayed invalid."""

    data: dict[str, Any]
    warnings: list[GateIssue] = field(default_factory=list)
    errors: list[GateIssue] = field(default_factory=list)


@dataclass
class _Ctx:
    warnings: list[GateIssue] = field(default_factory=list)
    errors: list[GateIssue] = field(default_factory=list)

    def warn(self, message: str, *, claim_id: str | None = None, binding_index: int | None = None) -> None:
        self.warnings.append(
            GateIssue(rule="schema.coerced", message=message, claim_id=claim_id, binding_index=binding_index)
        )

    def error(self, message: str, *, claim_id: str | None = None, binding_index: int | None = None) -> None:
        self.errors.append(
            GateIssue(
                rule="schema.executor_v2",
                message=message,
                claim_id=claim_id,
                binding_index=binding_index,
                severity="low_confid",
            )
        )


def _enum_key(value: str) -> str:
    return re.sub(r"[\s\-]+", "_", value.strip().casefold())


def _coerce_enum(value: Any, allowed: tuple[str, ...], labels: Mapping[str, str]) -> str | None:
    """The canonical enum value of ``value`` (case, spacing, known label), or ``None`` when unknown."""
    if not isinstance(value, str):
        return None
    key = _enum_key(value)
    if key in allowed:
        return key
    return labels.get(value.strip().casefold())


def _coerce_id(value: Any) -> int | None:
    """An invocation id from an int, an integral float or a string like ``trace-11`` / ``#11`` / ``11``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and (match := _ID.match(value)):
        return int(match.group(1))
    return None


def _as_list(
    value: Any, where: str, ctx: _Ctx, *, claim_id: str | None = None, strings: bool = False
) -> list[Any] | None:
    if isinstance(value, list):
        return value
    if isinstance(value, dict) or (strings and isinstance(value, str)):
        ctx.warn(f"{where}: a single {type(value).__name__} where a list belongs, read as a one-item list",
                 claim_id=claim_id)  # fmt: skip
        return [value]
    return None


def _binding_ids(binding: dict[str, Any], where: str, ctx: _Ctx, cid: str, index: int) -> None:
    single = binding.get("source_invocation_id")
    if isinstance(single, list) and len(single) == 1:
        ctx.warn(f"{where}: source_invocation_id {single!r} is a one-item list", claim_id=cid, binding_index=index)
        single = single[0]
    if single is not None:
        coerced = _coerce_id(single)
        if coerced is None:
            ctx.error(f"{where}: source_invocation_id {single!r} is not an invocation id", claim_id=cid,
                      binding_index=index)  # fmt: skip
        elif type(coerced) is not type(single) or coerced != single:
            ctx.warn(f"{where}: source_invocation_id {single!r} read as {coerced}", claim_id=cid, binding_index=index)
        binding["source_invocation_id"] = coerced
    legacy = binding.get("source_invocation_ids")
    if legacy is not None:
        items = legacy if isinstance(legacy, list) else [legacy]
        ids = [_coerce_id(item) for item in items]
        if any(i is None for i in ids):
            ctx.error(f"{where}: source_invocation_ids {legacy!r} are not all invocation ids", claim_id=cid,
                      binding_index=index)  # fmt: skip
        elif ids != legacy:
            ctx.warn(f"{where}: source_invocation_ids {legacy!r} read as {ids!r}", claim_id=cid, binding_index=index)
        binding["source_invocation_ids"] = [i for i in ids if i is not None] or None
    source_id = binding.get("source_id")
    if binding.get("source_invocation_id") is None and not binding.get("source_invocation_ids") and single is None:
        from_source = _coerce_id(source_id) if isinstance(source_id, str) and source_id.strip() else None
        if from_source is not None:
            binding["source_invocation_id"] = from_source
            ctx.warn(f"{where}: no source_invocation_id; read {from_source} from source_id {source_id!r}",
                     claim_id=cid, binding_index=index)  # fmt: skip


def _coerce_binding(raw: Any, where: str, ctx: _Ctx, cid: str, index: int) -> dict[str, Any]:
    if not isinstance(raw, dict):
        ctx.error(f"{where} must be an object, got {type(raw).__name__}", claim_id=cid, binding_index=index)
        return {}
    binding = dict(raw)
    _binding_ids(binding, where, ctx, cid, index)
    for key in ("source_type", "source_id", "tool_name", "raw_path", "evidence_excerpt"):
        value = binding.get(key)
        if value is None or isinstance(value, str):
            continue
        if isinstance(value, int | float) and not isinstance(value, bool) and key in {"source_id", "raw_path"}:
            binding[key] = str(value)
            ctx.warn(f"{where}: {key} {value!r} read as a string", claim_id=cid, binding_index=index)
            continue
        ctx.error(f"{where}: {key} must be a string, got {type(value).__name__}", claim_id=cid, binding_index=index)
        binding[key] = None
    return binding


def _coerce_bindings(raw: Any, where: str, ctx: _Ctx, cid: str) -> list[dict[str, Any]]:
    items = _as_list(raw, f"{where} evidence_bindings", ctx, claim_id=cid) if raw is not None else []
    if items is None:
        ctx.error(f"{where} evidence_bindings must be a list, got {type(raw).__name__}", claim_id=cid)
        return []
    return [_coerce_binding(b, f"{where} binding {i}", ctx, cid, i) for i, b in enumerate(items)]


def _claim_id(raw: dict[str, Any], index: int, ctx: _Ctx, seen: set[str]) -> str:
    value = raw.get("claim_id")
    if isinstance(value, int | float) and not isinstance(value, bool):
        text = str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)
        ctx.warn(f"claims[{index}]: claim_id {value!r} read as {text!r}", claim_id=text)
        value = text
    if not isinstance(value, str) or not value.strip():
        value = f"claims[{index}]"
        ctx.error(f"claims[{index}] has no claim_id", claim_id=value)
    if value in seen:
        unique = f"{value}#{index + 1}"
        ctx.error(f"duplicate claim_id {value!r}: claims[{index}] is checked as {unique!r}", claim_id=unique)
        value = unique
    seen.add(value)
    return value


def _coerce_claim(raw: Any, index: int, ctx: _Ctx, seen: set[str]) -> dict[str, Any] | None:
    if not isinstance(raw, dict):
        ctx.error(f"claims[{index}] must be an object, got {type(raw).__name__}; it is not checked")
        return None
    claim = dict(raw)
    cid = claim["claim_id"] = _claim_id(raw, index, ctx, seen)
    where = f"claim {cid!r}"
    for key, allowed, labels in (
        ("claim_type", CLAIM_TYPES, CLAIM_TYPE_LABELS),
        ("support_level", _SUPPORT_LEVELS, SUPPORT_LEVEL_LABELS),
    ):
        value = claim.get(key)
        canonical = _coerce_enum(value, allowed, labels)
        if canonical is not None and canonical != value:
            ctx.warn(f"{where}: {key} {value!r} read as {canonical!r}", claim_id=cid)
            claim[key] = canonical
        elif canonical is None and value is not None and not isinstance(value, str):
            claim[key] = str(value)  # left for the schema rule to reject
    text = claim.get("claim_text")
    if not isinstance(text, str):
        ctx.error(f"{where}: claim_text must be a string, got {type(text).__name__}", claim_id=cid)
        claim["claim_text"] = "" if text is None or isinstance(text, dict | list) else str(text)
    claim["evidence_bindings"] = _coerce_bindings(claim.get("evidence_bindings"), where, ctx, cid)
    return claim


def _coerce_items(data: dict[str, Any], key: str, text_key: str, ctx: _Ctx) -> None:
    """Hypotheses / actions: a bare string is read as the item's text; anything else unreadable is dropped
    with a warning (they are never facts, so nothing confirmed is lost)."""
    items: list[Any] = data[key]
    kept: list[Any] = []
    for index, item in enumerate(items):
        if isinstance(item, str) and item.strip():
            ctx.warn(f"{key}[{index}] is a string, read as {{{text_key!r}: ...}}")
            kept.append({text_key: item})
        elif isinstance(item, dict) and isinstance(item.get(text_key), str):
            entry = dict(item)
            if "needed_evidence" in entry and isinstance(entry["needed_evidence"], str):
                ctx.warn(f"{key}[{index}].needed_evidence is a string, read as a one-item list")
                entry["needed_evidence"] = [entry["needed_evidence"]]
            if "evidence_bindings" in entry:
                entry["evidence_bindings"] = _coerce_bindings(entry["evidence_bindings"], f"{key}[{index}]", ctx, "")
            kept.append(entry)
        else:  # not a fact: dropping it confirms nothing, so it is a warning, not a failure
            ctx.warn(f"{key}[{index}] has no {text_key!r}; it is ignored")
    data[key] = kept


def coerce_contract(obj: Mapping[str, Any]) -> Coerced:
    """A new, coerced copy of an Executor contract object (see the module docstring)."""
    data = copy.deepcopy(dict(obj))
    ctx = _Ctx()
    for key in _LIST_KEYS:
        if key not in data or (key == "claims" and not isinstance(data[key], dict | list)):
            continue  # missing: the schema rule reports it; claims of another type: the contract is malformed
        value = data[key]
        as_list = None if value == {} else _as_list(value, key, ctx, strings=key == "missing_info")
        if as_list is None:
            ctx.error(f"{key!r} must be a list, got {type(value).__name__} {str(value)[:60]!r}; read as []")
            as_list = []
        data[key] = as_list
    if isinstance(data.get("claims"), list):
        seen: set[str] = set()
        claims = [_coerce_claim(raw, i, ctx, seen) for i, raw in enumerate(data["claims"])]
        data["claims"] = [c for c in claims if c is not None]
    for key, text_key in (("hypotheses", "hypothesis_text"), ("recommended_actions", "action_text")):
        if isinstance(data.get(key), list):
            _coerce_items(data, key, text_key, ctx)
    if isinstance(data.get("missing_info"), list):
        data["missing_info"] = [m if isinstance(m, str) else str(m) for m in data["missing_info"] if m is not None]
    return Coerced(data=data, warnings=ctx.warnings, errors=ctx.errors)
