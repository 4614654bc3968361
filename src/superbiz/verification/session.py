"""The session's evidence as the grounding checker reads it: normalised ref texts, records, numbers, names.

Built once per round from the persisted invocations; per-ref texts and records on demand. Helper tools
(``non_evidence``: the catalog's tools whose evidence is ``none``) contribute nothing: their output never counts
as evidence of an incident fact; the catalog's ``knowledge`` tools give runbook guidance.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from superbiz.contracts import EvidenceRef, ToolCatalog, ToolInvocation
from superbiz.verification._numbers import NumberIndex
from superbiz.verification.anchors import Anchor, anchor_found, norm, norm_lines
from superbiz.verification.meaning import SessionView
from superbiz.verification.records import Record, field_pairs, record_of

__all__ = ["OUTPUT_PREFIX_CHARS", "EvidenceSession", "SessionRef"]

#: Bounded prefix of an invocation's output used as session evidence when it has no evidence refs.
OUTPUT_PREFIX_CHARS = 4000


@dataclass(frozen=True, slots=True)
class SessionRef:
    text: str  # normalised
    tool_name: str
    deduped: bool
    raw_path: str


class EvidenceSession:
    """Session evidence, normalised once; per-ref texts, the number index and evidence lines on demand."""

    def __init__(self, invocations: Sequence[ToolInvocation], tools: ToolCatalog) -> None:
        non_evidence = tools.helper_tools()
        texts: list[str] = []
        self._arguments: list[str] = []
        self._raw: dict[tuple[int, str], tuple[EvidenceRef, ToolInvocation]] = {}
        self._refs: dict[tuple[int, str], SessionRef] = {}
        self._records: dict[tuple[int, str], Record] = {}
        self.non_evidence = non_evidence
        #: tools whose refs are runbook guidance, never evidence of the current incident
        self.knowledge = tools.knowledge_tools()
        #: the services the evidence tools were asked about, as written in their arguments (normalised)
        self.services: set[str] = set()
        for inv in invocations:
            details = inv.retrieval_details
            evidence = inv.success and inv.tool_name not in non_evidence
            if details is not None and details.evidence_refs:
                for ref in details.evidence_refs:
                    self._raw[(inv.id, ref.raw_path)] = (ref, inv)
                    if evidence:
                        texts.append(ref.text)
            elif evidence and inv.output:
                texts.extend(inv.output[:OUTPUT_PREFIX_CHARS].splitlines())
            if evidence and inv.arguments:
                # What was queried is not fabricated (a negative observation names the service it looked at).
                self._arguments.append(norm(" ".join(str(v) for v in inv.arguments.values())))
                if isinstance(service := inv.arguments.get("service"), str):
                    self.services.add(norm(service))
        #: One normalised line per evidence text (newlines inside a text become spaces).
        self.evidence = norm_lines("\n".join(t.replace("\n", " ") for t in texts))
        self.text = self.evidence + "\n" + " ".join(self._arguments)

    def ref(self, invocation_id: int, raw_path: str) -> SessionRef | None:
        key = (invocation_id, raw_path)
        if key not in self._refs and key in self._raw:
            ref, inv = self._raw[key]
            # A chunk's document and heading are part of what it says ("知识库《x.md》说明：…").
            where = " ".join(str(v) for v in (ref.source_document, (ref.model_extra or {}).get("heading_path")) if v)
            text = norm(f"{ref.text} {where}" if where else ref.text)
            self._refs[key] = SessionRef(text, inv.tool_name, ref.deduped, raw_path)
        return self._refs.get(key)

    def record(self, invocation_id: int, raw_path: str) -> Record | None:
        """The record (fields and text) of one evidence ref, built once."""
        key = (invocation_id, raw_path)
        if key not in self._records and key in self._raw:
            ref, inv = self._raw[key]
            args = " ".join(str(v) for v in inv.arguments.values())
            self._records[key] = record_of(ref, invocation_id=inv.id, tool_name=inv.tool_name, arguments=args,
                                           knowledge=inv.tool_name in self.knowledge)
        return self._records.get(key)

    @cached_property
    def view(self) -> SessionView:
        """Every evidence record of the session, for names and field vocabularies (built when first needed)."""
        pairs: list[tuple[str, str]] = field_pairs(self.evidence)
        for ref, inv in self._raw.values():
            if inv.success and inv.tool_name not in self.non_evidence and ref.model_extra:
                pairs += [(k, v) for k, v in ref.model_extra.items() if isinstance(v, str)]
        return SessionView.of(self.text, pairs)

    @cached_property
    def numbers(self) -> NumberIndex:
        """Every number of the session evidence (and arguments), indexed once per round when first needed."""
        return NumberIndex(self.evidence, extra=self._arguments)

    @cached_property
    def lines(self) -> tuple[str, ...]:
        """The session's evidence texts, one per item (for presence checks of negative claims)."""
        return tuple(line for line in self.evidence.split("\n") if line)

    def found(self, anchor: Anchor) -> bool:
        """Whether ``anchor`` occurs anywhere in the session (numbers through the index)."""
        if anchor.kind == "number":
            assert anchor.number is not None
            return self.numbers.contains(anchor.number, anchor.unit)
        return anchor_found(anchor, self.text)
