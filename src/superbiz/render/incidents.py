"""Incidents as the verified claims carry them: the offline engine's overview numbers each claim of incident k
``inc<k>-c<n>`` (``agents.incidents``: most severe first), so the grouping survives verification and only
verified claims are shown as an incident's facts. Used by the answer-first overview line and ``superbiz scan``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict, Field

from superbiz.lazy_re import regex

__all__ = ["IncidentView", "incidents_of"]

_ID = regex(r"^inc(\d+)-")
_LINK = regex(r"推断：(.+?) 的异常属于同一事件，可能源自依赖 (\S+?)——")
#: a consumer's backlog: the queue it reads, named by its own lines (``agents.incidents._read_queue``)
_QUEUE = regex(r"推断：(.+?) 的异常属于同一事件，积压在 (\S+?) 消费的队列 (\S+?)——")
_ALERT_SERVICE = regex(r"^告警 \S+（服务 ([^，）]+)")
_LOG_SERVICE = regex(r"^(\S+) (?:错误码 \S+ 的|不带错误码的) (?:ERROR|WARN|FATAL) 日志")


class IncidentView(BaseModel):
    """One incident: its rank (1 = most severe), origin, services and verified facts (claim texts)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rank: int
    origin: str
    services: list[str]
    facts: list[str] = Field(default_factory=list)
    inferences: list[str] = Field(default_factory=list)
    claim_ids: list[str] = Field(default_factory=list)
    #: the queue the origin consumes, when its backlog lines name it ("" otherwise)
    queue: str = ""


def _plain(text: str) -> str:
    return re.sub(r"[「」]", "", text)


def _service(text: str) -> str | None:
    m = _ALERT_SERVICE.match(text) or _LOG_SERVICE.match(text)
    return m.group(1) if m else None


def incidents_of(claims: Iterable[tuple[str, str, str]]) -> list[IncidentView]:
    """``(claim_id, claim_type, text)`` of verified claims → incidents in rank order (claims of no incident
    are left out)."""
    grouped: dict[int, list[tuple[str, str, str]]] = {}
    for claim_id, claim_type, text in claims:
        m = _ID.match(claim_id)
        if m:
            grouped.setdefault(int(m.group(1)), []).append((claim_id, claim_type, _plain(text)))
    out = []
    for rank in sorted(grouped):
        items = grouped[rank]
        link = next((m for _, kind, t in items if kind == "root_cause" and (m := _LINK.search(t))), None)
        queued = next((m for _, kind, t in items if kind == "root_cause" and (m := _QUEUE.search(t))), None)
        if link is None and queued is not None:
            link = queued
        named = [s for _, _, t in items if (s := _service(t))]
        services = [s for s in link.group(1).split("、") if s] if link else list(dict.fromkeys(named))
        origin = link.group(2) if link else (services[0] if services else "")
        out.append(IncidentView(
            rank=rank, origin=origin, services=services or [origin],
            facts=[t for _, kind, t in items if kind != "root_cause"],
            inferences=[t for _, kind, t in items if kind == "root_cause"],
            queue=queued.group(3) if queued is not None else "",
            claim_ids=[i for i, _, _ in items],
        ))
    return [v.model_copy(update={"rank": n}) for n, v in enumerate(out, start=1)]
