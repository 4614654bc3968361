"""The claims the real offline engine writes, over generated worlds, for the engine mutation suite (issue 9).

For each world: build it with its runbooks (``superbiz.evals.qa_runner._world_service``), ask the real offline
``ChatService`` a handful of generic questions (overview now, why a service an alert names is failing, a log
count, an order by an id taken by SQL, a health question), and from each persisted session take every claim the
run classified ``direct_observation``: the claim as the Executor wrote it (its bindings untouched) and the
invocations its round's verification saw (every invocation up to that round, as ``ChatService`` passes them),
converted from ``InvocationView`` to ``contracts.ToolInvocation``. ``EngineWorld`` also carries the world's
vocabulary (services, error codes, alert names, order statuses), taken by SQL, for the mutation families.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from superbiz.contracts import RetrievalDetails, ToolInvocation

__all__ = ["DEV", "HELD_OUT", "EngineClaim", "EngineWorld", "engine_world", "questions"]

#: two dev worlds and held-out worlds of different zones (their specs and QA cases stay unread)
DEV: tuple[str, ...] = ("harbor", "stagecast")
HELD_OUT: tuple[str, ...] = ("tideline", "kelpnet", "saguaro", "cargoport", "museapp", "tollroad")


@dataclass(frozen=True)
class EngineClaim:
    world: str
    question: str
    round: int
    claim: dict[str, Any] = field(hash=False)
    invocations: tuple[ToolInvocation, ...] = field(hash=False)

    @property
    def text(self) -> str:
        return str(self.claim["claim_text"])


@dataclass(frozen=True)
class EngineWorld:
    name: str
    claims: tuple[EngineClaim, ...]
    services: tuple[str, ...]
    codes: tuple[str, ...]
    alerts: tuple[str, ...]
    statuses: tuple[str, ...]
    zone: str = "UTC"  # the world's local time zone (IANA name or UTC±hh:mm)


def _invocation(view: Any) -> ToolInvocation:
    details = RetrievalDetails.model_validate(view.retrieval_details) if view.retrieval_details else None
    return ToolInvocation(id=view.id, tool_name=view.tool_name, success=view.success,
                          arguments=json.loads(json.dumps(view.arguments)), output=view.output, error=view.error,
                          round=view.round, retrieval_details=details)


def _distinct(conn: Any, column: Any) -> tuple[str, ...]:
    try:
        rows = conn.execute(select(column).distinct().where(column.is_not(None))).scalars().all()
    except Exception:  # a world without that table
        return ()
    return tuple(sorted(str(r) for r in rows if str(r)))


def questions(world: Any) -> list[str]:
    """Generic on-call questions for ``world`` (a ``superbiz.sources.world.World``): names come from its data."""
    from superbiz.sources.world import alert_table, log_record_table, orders_table

    out = ["现在怎么了？"]
    with world.engine.connect() as conn:
        firing = conn.execute(select(alert_table.c.service).where(alert_table.c.state == "firing")
                              .order_by(alert_table.c.starts_at)).scalars().all()
        noisy = set(conn.execute(select(log_record_table.c.service).distinct()
                                 .where(log_record_table.c.level.in_(("ERROR", "FATAL", "WARN")))).scalars().all())
        services = sorted(set(conn.execute(select(log_record_table.c.service).distinct()).scalars().all()) - noisy)
        try:
            order = conn.execute(select(orders_table.c.order_id).order_by(orders_table.c.updated_at.desc())
                                 .limit(1)).scalar()
        except Exception:  # no orders table
            order = None
    svc = firing[0] if firing else None
    if svc:
        out += [f"{svc} 为什么失败？", f"{svc} 最近一小时有多少条 ERROR 日志？", f"{svc} 现在健康吗？",
                f"{svc} 的告警是什么时候开始的？"]
    if len(set(firing)) > 1:
        out.append(f"{sorted(set(firing))[-1]} 出了什么问题？")
    if order:
        out.append(f"订单 {order} 现在是什么状态？")
    out.append("现在有哪些告警在触发？")
    if svc:
        out += [f"{svc} 最近一小时和前一小时相比怎么样？", f"{svc} 有没有 FATAL 日志？"]
    quiet = next((s for s in services if s not in set(firing)), None)
    if quiet:
        out += [f"{quiet} 最近一小时有没有报错？", f"{quiet} 有告警吗？"]
    out.append("最近恢复了哪些告警？")
    return out


def _direct_claims(container: Any, service: Any, world: str, question: str) -> list[EngineClaim]:
    from superbiz.services.sessions import session_detail

    result = service.ask(question, user_id="rt", conversation_id=f"rt-{world}-{time.time_ns()}")
    direct = {c.claim_text for c in result.confirmed if c.verification == "direct_observation"}
    detail = session_detail(db=container.db, session_id=result.session_id, user_id=None)
    invocations = [_invocation(v) for v in sorted(detail.invocations, key=lambda v: v.id)]
    found: dict[str, EngineClaim] = {}
    for step in detail.steps:
        if step.agent != "executor" or not step.model_output:
            continue
        try:
            data = json.loads(step.model_output)
        except ValueError:
            continue
        for claim in data.get("claims", []) if isinstance(data, dict) else []:
            if isinstance(claim, dict) and claim.get("claim_text") in direct:
                seen = tuple(inv for inv in invocations if inv.round <= step.round)
                found[claim["claim_text"]] = EngineClaim(world, question, step.round, claim, seen)
    return list(found.values())


def engine_world(world: str) -> EngineWorld:
    """Ask ``world`` the generic questions and keep every direct_observation claim (one per text)."""
    from superbiz.evals.qa_runner import _world_service
    from superbiz.sources.world import alert_table, log_record_table, orders_table, service_table
    from superbiz.sources.worldgen import world_timezone

    with _world_service(world) as (service, container):
        with container.world.engine.connect() as conn:
            vocab = (_distinct(conn, service_table.c.name), _distinct(conn, log_record_table.c.error_code),
                     _distinct(conn, alert_table.c.alertname), _distinct(conn, orders_table.c.status))
        zone = str(world_timezone(container.world) or "UTC")
        claims: dict[str, EngineClaim] = {}
        for question in questions(container.world):
            for claim in _direct_claims(container, service, world, question):
                claims.setdefault(claim.text, claim)
    return EngineWorld(world, tuple(claims.values()), *vocab, zone=zone)
