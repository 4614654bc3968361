"""``query_order``: business records (orders) by order id, user id or status, newest first.

Always SQLAlchemy Core selects with bound parameters. Evidence refs: ``orders[i]`` (sample records, with their
fields as extras), ``summary`` (counts by status) and ``error_code_counts`` (counts by error code). A query by
window alone aggregates every order created in it, and ``failed`` states how many of them failed (an error code
set). A query without an id is windowed (default: the last 60
minutes); id lookups are not, unless ``start``/``end`` are given.
"""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import ColumnElement, and_, func, select

from superbiz.contracts import EvidenceRef, ToolTraits
from superbiz.lazy_re import regex
from superbiz.sources.world import ORDER_COLUMNS, World, orders_table, to_naive_utc
from superbiz.tools._world import get_world, run_on_world
from superbiz.tools.base import ToolContext, ToolError, ToolResult, ToolSpec
from superbiz.tools.clock import TimeWindow, format_ts, resolve_window

__all__ = ["QUERY_ORDER_SPEC", "query_order"]

_ID = regex(r"^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,63}$")
#: dots a record id may be written with besides "." ("PL·0412·88213": a middle dot, a bullet, a katakana dot)
ID_DOTS = "·•‧・"
#: what joins the letters and digits of a record id besides spaces: "PTY-874968/a", "mem#22710", "CYC:29770:MG",
#: "NCR~02305" (a tilde: the lookup decides, "7:00~8:00" holds no letter and is skipped as a time) — one set for the
#: question's id reading (``agents.question``) and the tools' id arguments; "cust+38997": a plus joins a user id's
#: parts like an e-mail's sub-address (the lookup decides: "UTC+8" is held by no record); "FJ85091@fdf": an "@"
#: joins a record id's parts like an e-mail address's (the whole is looked up, "@busk" alone leads a user id)
ID_JOINERS = f"_.:/#~+@{ID_DOTS}-"
#: a record id of the world's own format, single inner spaces, middle dots and "#" allowed ("0379 NW 410075",
#: "PL·0412·88213", "mem#22710"; bound as a parameter)
_RECORD_ID = regex(rf"^(?=.{{1,64}}$)[A-Za-z0-9][A-Za-z0-9{ID_JOINERS}]*(?: [A-Za-z0-9{ID_JOINERS}]+)*$")
#: a user id joins its parts like a record id ("mem#22710", "usr.bdebfe") but never holds a space
#: "@busk_4736": a handle's "@" may lead a stored user id; "NCR~02305": a tilde joins too
_USER_ID = regex(rf"^@?[A-Za-z0-9][A-Za-z0-9{ID_JOINERS}]{{0,63}}$")
_STATUS = regex(r"^[A-Za-z][A-Za-z0-9_]{0,39}$")
MAX_LIMIT = 200


def _checked(value: str | None, name: str, pattern: re.Pattern[str], example: str) -> str | None:
    if value is None:
        return None
    text = value.strip()
    if not pattern.match(text):
        raise ToolError(f"invalid {name} {value!r}: expected an id like {example}")
    return text


def _order_text(r: Any) -> str:
    return (f"order {r.order_id} user={r.user_id} status={r.status} amount={float(r.amount):.2f} "
            f"created={format_ts(r.created_at)} error_code={r.error_code or '-'} notify={r.notify_status}")


def _fetch(world: World, where: ColumnElement[bool], limit: int, *, oldest_first: bool = False
           ) -> tuple[list[Any], list[tuple[str, int]], list[tuple[str, int]]]:
    c = orders_table.c
    n = func.count().label("n")
    with world.engine.connect() as conn:
        counts = conn.execute(select(c.status, n).where(where).group_by(c.status).order_by(n.desc(), c.status)).all()
        codes = conn.execute(select(c.error_code, n).where(where, c.error_code.is_not(None)).group_by(c.error_code)
                             .order_by(n.desc(), c.error_code)).all() if counts else []
        rows = conn.execute(
            select(*ORDER_COLUMNS).where(where).order_by(
                *((c.created_at, c.order_id) if oldest_first else (c.created_at.desc(), c.order_id.desc())))
            .limit(limit)
        ).all() if counts else []
    return list(rows), [(str(s), int(k)) for s, k in counts], [(str(e), int(k)) for e, k in codes]


def _failed_by_status(world: World, where: ColumnElement[bool]) -> list[tuple[str, int]]:
    """The failed records (an error code set) matching ``where``, counted by status (most first)."""
    c = orders_table.c
    n = func.count().label("n")
    with world.engine.connect() as conn:
        rows = conn.execute(select(c.status, n).where(where, c.error_code.is_not(None)).group_by(c.status)
                            .order_by(n.desc(), c.status)).all()
    return [(str(s), int(k)) for s, k in rows]


def query_order(
    ctx: ToolContext,
    *,
    order_id: str | None = None,
    user_id: str | None = None,
    status: str | None = None,
    error_code: str | None = None,
    start: str | None = None,
    end: str | None = None,
    limit: int = 20,
    oldest_first: bool = False,
) -> ToolResult:
    """Orders matching an order id, a user id and/or a status (optionally in a time window), newest first (oldest
    first when asked: "the first failed order this morning")."""
    params = {k: v for k, v in {"order_id": order_id, "user_id": user_id, "status": status,
                                "error_code": error_code, "start": start, "end": end, "limit": limit,
                                "oldest_first": oldest_first or None}.items()
              if v is not None}
    oid = _checked(order_id, "order_id", _RECORD_ID, "AB-2026-000123")
    uid = _checked(user_id, "user_id", _USER_ID, "u_10001")
    st = _checked(status, "status", _STATUS, "SOME_STATUS")
    code = _checked(error_code, "error_code", _ID, "ABC-1234")
    if not (oid or uid or st or code or start or end):
        raise ToolError("query_order needs at least one of order_id, user_id, status, error_code or start/end")
    if not 1 <= limit <= MAX_LIMIT:
        raise ToolError(f"invalid limit {limit}: must be between 1 and {MAX_LIMIT}")
    c = orders_table.c
    conds: list[ColumnElement[bool]] = []
    parts = ["query_order"]
    for label, column, value in (("order_id", c.order_id, oid), ("user_id", c.user_id, uid),
                                 ("status", c.status, st), ("error_code", c.error_code, code)):
        if value:  # ids match as given or upper-cased ("ord-…" finds "ORD-…"); a status in either case too, as a
            # world may spell its statuses in lower case ("lot_hold_timeout") and a question in upper case
            spellings = {value, value.upper()} | ({value.lower()} if label == "status" else set())
            conds.append(column.in_(sorted(spellings)))
            parts.append(f"{label}={value if label != 'status' else '{status}'}")
    window: TimeWindow | None = None
    if start or end or not (oid or uid):
        window = resolve_window(start, end, now=ctx.now)
        conds += [c.created_at >= to_naive_utc(window.start), c.created_at <= to_naive_utc(window.end)]
        parts.append(f"window={window.label()}")
    rows, counts, codes = run_on_world(get_world(ctx), lambda w: _fetch(w, and_(*conds), limit,
                                                                        oldest_first=oldest_first))
    total = sum(k for _, k in counts)
    if st:  # the status as the data spells it (one counted), else upper-cased as asked
        parts = [p.replace("{status}", counts[0][0] if len(counts) == 1 and counts[0][0].upper() == st.upper()
                           else st.upper()) for p in parts]
    by_status = ", ".join(f"{s}: {k}" for s, k in counts)
    shown = f"; showing {'oldest' if oldest_first else 'newest'} {len(rows)}" if total > len(rows) else ""
    summary = f"{' '.join(parts)}: {total} matching orders" + (f" ({by_status})" if counts else "") + shown
    refs = [EvidenceRef(raw_path=f"orders[{i}]", text=_order_text(r), order_id=r.order_id, status=r.status,
                        user_id=r.user_id, error_code=r.error_code, created_at=format_ts(r.created_at),
                        notify_status=r.notify_status)
            for i, r in enumerate(rows)]
    refs.append(EvidenceRef(raw_path="summary", text=summary, counts={"total": total, **dict(counts)}))
    if codes:
        refs.append(EvidenceRef(raw_path="error_code_counts", text=", ".join(f"{e}: {k}" for e, k in codes),
                                counts=dict(codes)))
    if total and (window is not None or uid) and not (oid or st or code):
        #: a window's (or a customer's, in a window or over all the data): how many failed
        failed = sum(k for _, k in codes)
        refs.append(EvidenceRef(raw_path="failed", text=f"{' '.join(parts)}: {failed} of {total} matching orders "
                                f"failed (error_code set)", counts={"failed": failed, "total": total}))
        if failed:  # the failed ones by the status they are in
            by = run_on_world(get_world(ctx), lambda w: _failed_by_status(w, and_(*conds)))
            refs.append(EvidenceRef(raw_path="failed_statuses", text=f"{' '.join(parts)}: {failed} failed orders by "
                                    "status: " + ", ".join(f"{s}: {k}" for s, k in by), counts=dict(by)))
    data = {
        "total": total, "counts_by_status": dict(counts), "counts_by_error_code": dict(codes),
        "window": {"start": format_ts(window.start), "end": format_ts(window.end)} if window else None,
        "orders": [{"order_id": r.order_id, "user_id": r.user_id, "status": r.status, "amount": float(r.amount),
                    "created_at": format_ts(r.created_at), "updated_at": format_ts(r.updated_at),
                    "notify_status": r.notify_status, "error_code": r.error_code} for r in rows],
    }
    return ToolResult(tool_name="query_order", status="ok" if total else "no_data", params=params, data=data,
                      evidence_refs=refs)


QUERY_ORDER_SPEC = ToolSpec(
    name="query_order",
    description=(
        "Look up business orders by order_id, user_id, status and/or error_code, or aggregate every order created "
        "in a window (start/end alone), newest first (oldest first with oldest_first): sample records orders[i], a "
        "summary with the total and counts by status, and counts by error code. A query without an id covers "
        "start/end (ISO-8601 or -30m; default the last 60 minutes)."
    ),
    parameters={
        "type": "object",
        "properties": {
            "order_id": {"type": "string", "minLength": 1, "maxLength": 64, "description": "e.g. ORD-20250314-000123"},
            "user_id": {"type": "string", "minLength": 1, "maxLength": 64, "description": "e.g. U100001"},
            "status": {"type": "string", "minLength": 1, "maxLength": 40, "description": "order status, e.g. PAID"},
            "error_code": {"type": "string", "minLength": 1, "maxLength": 32, "description": "e.g. ABC-1234"},
            "start": {"type": "string", "minLength": 1, "maxLength": 40,
                      "description": "window start, ISO-8601 or relative, e.g. -30m"},
            "end": {"type": "string", "minLength": 1, "maxLength": 40, "description": "window end, e.g. now"},
            "limit": {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT, "default": 20,
                      "description": "newest orders to return, e.g. 20"},
            "oldest_first": {"type": "boolean", "default": False,
                             "description": "oldest orders first, e.g. true for the first failed order of a window"},
        },
        "additionalProperties": False,
    },
    fn=query_order,
    traits=ToolTraits(evidence="incident", topic_args=("order_id", "user_id", "status")),
    kind="records",
)
