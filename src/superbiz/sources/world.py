"""The evidence world: incident data (services, logs, metrics, alerts, orders) behind the evidence tools.

Its own ``MetaData`` (not the application store): the world may live in any SQLAlchemy database the user
connects (SQLite WAL by default, PostgreSQL supported). ``World.catalog()`` summarises what the data holds
(services, alert names, metric names, error codes...) so an offline planner can recognise entities in a
question; it is derived from the rows, cached, and works for any world, not only the demo.

All timestamps are stored as naive UTC ``DateTime`` values.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import (
    Column,
    DateTime,
    Engine,
    Float,
    Index,
    Integer,
    MetaData,
    Numeric,
    String,
    Table,
    Text,
    create_engine,
    event,
    func,
    inspect,
    select,
)
from sqlalchemy.engine import make_url
from sqlalchemy.exc import SQLAlchemyError

from superbiz.lazy_re import regex

__all__ = [
    "ORDER_COLUMNS",
    "World",
    "WorldCatalog",
    "alert_table",
    "as_utc",
    "bare_id",
    "log_record_table",
    "make_world_engine",
    "metric_sample_table",
    "orders_table",
    "service_dependency_table",
    "service_table",
    "to_naive_utc",
    "world_meta_table",
    "world_metadata",
]

world_metadata = MetaData()

service_table = Table(
    "service", world_metadata,
    Column("name", String(100), primary_key=True),
    Column("team", String(100), nullable=False, default=""),
    Column("description", Text, nullable=False, default=""),
)

service_dependency_table = Table(
    "service_dependency", world_metadata,
    Column("service", String(100), primary_key=True),
    Column("depends_on", String(100), primary_key=True),
    Column("kind", String(40), nullable=False, default="service"),
)

log_record_table = Table(
    "log_record", world_metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("ts", DateTime, nullable=False),
    Column("service", String(100), nullable=False),
    Column("level", String(8), nullable=False),
    Column("trace_id", String(32), nullable=False, default=""),
    Column("error_code", String(32), nullable=True),
    Column("message", Text, nullable=False),
    Index("ix_log_service_level_ts", "service", "level", "ts", "error_code"),  # covering for counts
    Index("ix_log_ts", "ts"),
    Index("ix_log_error_code_ts", "error_code", "ts"),
    Index("ix_log_trace_id", "trace_id"),  # an id probe (find_ids) and query_logs(trace_id=…) by equality
)

metric_sample_table = Table(
    "metric_sample", world_metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("metric", String(120), nullable=False),
    Column("service", String(100), nullable=False),
    #: extra labels as canonical JSON (sorted keys), ``"{}"`` when none
    Column("labels", String(400), nullable=False, default="{}"),
    Column("ts", DateTime, nullable=False),
    Column("value", Float, nullable=False),
    Index("ix_metric_metric_service_ts", "metric", "service", "ts"),
    Index("ix_metric_service_ts", "service", "ts"),
)

alert_table = Table(
    "alert", world_metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("alertname", String(120), nullable=False),
    Column("service", String(100), nullable=False),
    Column("severity", String(20), nullable=False),
    Column("state", String(10), nullable=False),  # firing | resolved
    Column("value", Float, nullable=True),
    Column("summary", Text, nullable=False, default=""),
    Column("starts_at", DateTime, nullable=False),
    Column("ends_at", DateTime, nullable=True),
    Index("ix_alert_service_starts", "service", "starts_at"),
)

def bare_id(value: str) -> str:
    """An id's letters and digits alone, lower case: "PL_8413_26341" and "PL·8413·26341" are both "pl841326341"."""
    return "".join(ch for ch in value.lower() if ch.isascii() and ch.isalnum())


def _bare_of(column: str) -> Callable[[Any], str]:
    """A column default: the bare form (``bare_id``) of the row's own ``column``, filled on every insert."""
    def fill(context: Any) -> str:
        return bare_id(str(context.get_current_parameters().get(column) or ""))

    return fill


orders_table = Table(
    "orders", world_metadata,
    Column("order_id", String(40), primary_key=True),
    Column("user_id", String(40), nullable=False, index=True),
    Column("status", String(40), nullable=False),
    Column("amount", Numeric(12, 2, asdecimal=False), nullable=False),
    Column("created_at", DateTime, nullable=False),
    Column("updated_at", DateTime, nullable=False),
    Column("notify_status", String(20), nullable=False),
    Column("error_code", String(32), nullable=True),
    #: the ids' bare forms (``bare_id``), filled by the table on insert: an id typed with other joiners or case
    #: ("PL_8413_26341" for "PL·8413·26341") is looked up by equality on an index, not by a scan of every id.
    #: A world written before these columns has none (``World.has_order_keys``): its lookups scan as before.
    Column("order_key", String(40), nullable=True, default=_bare_of("order_id")),
    Column("user_key", String(40), nullable=True, default=_bare_of("user_id")),
    Index("ix_orders_status_created", "status", "created_at"),
    Index("ix_orders_created", "created_at"),
    Index("ix_orders_order_key", "order_key", "order_id"),  # covering: the stored id of a bare one
    Index("ix_orders_user_key", "user_key", "user_id"),
)
#: the orders columns every world holds (a world written before the bare-id columns lacks those)
ORDER_COLUMNS = tuple(c for c in orders_table.c if c.name not in ("order_key", "user_key"))

world_meta_table = Table(
    "world_meta", world_metadata,
    Column("key", String(100), primary_key=True),
    Column("value", Text, nullable=False),
)


def as_utc(value: datetime) -> datetime:
    """A stored (naive UTC) or aware datetime as an aware UTC datetime."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def to_naive_utc(value: datetime) -> datetime:
    """An aware (or naive-UTC) datetime as the naive UTC value stored in the world tables."""
    return value if value.tzinfo is None else value.astimezone(UTC).replace(tzinfo=None)


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cursor = dbapi_conn.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def make_world_engine(url: str, *, create: bool = False) -> Engine:
    """An engine for a world URL. SQLite files get WAL; without ``create`` a missing file is an error."""
    parsed = make_url(url)
    if not parsed.drivername.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True)
    database = parsed.database or ""
    connect_args: dict[str, Any] = {"check_same_thread": False}
    if database and database != ":memory:" and not database.startswith("file:"):
        if create:
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        else:
            parsed = parsed.set(database=f"file:{database}", query={**parsed.query, "mode": "rw", "uri": "true"})
    engine = create_engine(parsed, connect_args=connect_args)
    if database != ":memory:":
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


class WorldCatalog(BaseModel):
    """What a world holds: the names an offline planner can recognise in a question."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    services: tuple[str, ...]
    teams: dict[str, str]
    dependencies: tuple[tuple[str, str], ...]
    alert_names: tuple[str, ...]
    metric_names: tuple[str, ...]
    error_codes: tuple[str, ...]
    order_statuses: tuple[str, ...]
    log_levels: tuple[str, ...]
    anchor_time: datetime | None
    data_start: datetime | None
    data_end: datetime | None
    #: a hyphenated name no service bears that one service's alert summaries mention (a topic, a queue, a peer)
    #: → that service
    mentions: dict[str, str] = Field(default_factory=dict)
    #: each alerting service → the words of its alerts (names split at capitals, summaries), lower case: which
    #: service a trouble's words ("lock waits") are alerted on
    alert_words: dict[str, str] = Field(default_factory=dict)
    #: the record statuses some record of which carries an error code: statuses of records that failed, whatever
    #: their word ("DOCK_UNASSIGNED" as much as "REJECTED")
    failed_statuses: tuple[str, ...] = ()
    #: each failed status → the services its records' error lines name ("order … failed: JOIN_FAILED (call to
    #: video-svc failed)" → video-svc): the trouble whose records failed with that status
    status_callees: dict[str, tuple[str, ...]] = Field(default_factory=dict)

def _distinct(conn: Any, column: Any, *, where: Any = None) -> list[str]:
    stmt = select(column).distinct()
    if where is not None:
        stmt = stmt.where(where)
    return sorted({str(v) for (v,) in conn.execute(stmt) if v not in (None, "")})


def _distinct_after(conn: Any, lead: Any, column: Any) -> list[str]:
    """``_distinct(conn, column)`` read as distinct ``(lead, column)`` pairs: with an index on ``(lead, column, …)``
    SQLite steps from pair to pair through it (the log levels: 0.1 ms) instead of scanning the table into a
    temporary b-tree (15-70 ms on the demo world's 60,000 lines)."""
    return sorted({str(v) for _, v in conn.execute(select(lead, column).distinct()) if v not in (None, "")})


class World:
    """The incident data behind the evidence tools, in any SQLAlchemy database."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    @classmethod
    def from_url(cls, url: str, *, create: bool = False) -> World:
        return cls(make_world_engine(url, create=create))

    def create_schema(self) -> None:
        world_metadata.create_all(self.engine)

    def meta(self) -> dict[str, str]:
        with self.engine.connect() as conn:
            return {k: v for k, v in conn.execute(select(world_meta_table.c.key, world_meta_table.c.value))}

    def is_populated(self) -> bool:
        """True when the world tables exist and hold log records."""
        try:
            if not inspect(self.engine).has_table("log_record"):
                return False
            with self.engine.connect() as conn:
                return conn.execute(select(log_record_table.c.id).limit(1)).first() is not None
        except SQLAlchemyError:
            return False

    def refresh(self) -> None:
        """Forget the cached catalogue (after the data changed)."""
        self.__dict__.pop("_catalog", None)
        self.__dict__.pop("_order_keys", None)

    def has_order_keys(self) -> bool:
        """True when the orders table holds the bare-id columns (``orders_table.c.order_key``/``user_key``); a
        world written before them does not (its id lookups fall back to scanning)."""
        return self._order_keys

    @cached_property
    def _order_keys(self) -> bool:
        try:
            columns = {c["name"] for c in inspect(self.engine).get_columns("orders")}
        except SQLAlchemyError:
            return False
        return {"order_key", "user_key"} <= columns

    def catalog(self) -> WorldCatalog:
        return self._catalog

    @cached_property
    def _catalog(self) -> WorldCatalog:
        with self.engine.connect() as conn:
            return _build_catalog(conn)

    def dispose(self) -> None:
        self.engine.dispose()


def _build_catalog(conn: Any) -> WorldCatalog:
    """Derive the catalogue from whichever world tables exist (a partial world is fine)."""
    present = set(inspect(conn).get_table_names())

    def has(table: Table) -> bool:
        return table.name in present

    svc, log, met, al, od = (service_table.c, log_record_table.c, metric_sample_table.c, alert_table.c,
                             orders_table.c)
    teams = {n: t for n, t in conn.execute(select(svc.name, svc.team))} if has(service_table) else {}
    services = set(teams)
    for table in (log_record_table, metric_sample_table, alert_table):
        if has(table):
            services |= set(_distinct(conn, table.c.service))
    deps: list[tuple[str, str]] = []
    if has(service_dependency_table):
        dc = service_dependency_table.c
        deps = sorted((str(a), str(b)) for a, b in conn.execute(select(dc.service, dc.depends_on)))
    meta: dict[str, str] = {}
    if has(world_meta_table):
        meta = {k: v for k, v in conn.execute(select(world_meta_table.c.key, world_meta_table.c.value))}
    lo = hi = None
    if has(log_record_table):  # one query each: SQLite reads a lone min() or max() off the ts index, both by a scan
        lo = conn.execute(select(func.min(log.ts))).scalar()
        hi = conn.execute(select(func.max(log.ts))).scalar()
    anchor = datetime.fromisoformat(meta["anchor_time"]) if "anchor_time" in meta else hi
    mentions = _mentions(conn, services) if has(alert_table) else {}
    return WorldCatalog(
        services=tuple(sorted(services)),
        teams=teams,
        dependencies=tuple(deps),
        alert_names=tuple(_distinct(conn, al.alertname)) if has(alert_table) else (),
        metric_names=tuple(_distinct(conn, met.metric)) if has(metric_sample_table) else (),
        error_codes=tuple(_distinct(conn, log.error_code, where=log.error_code.is_not(None)))
        if has(log_record_table) else (),
        order_statuses=tuple(_distinct(conn, od.status)) if has(orders_table) else (),
        failed_statuses=tuple(_distinct(conn, od.status, where=od.error_code.is_not(None) & (od.error_code != "")))
        if has(orders_table) else (),
        log_levels=tuple(_distinct_after(conn, log.service, log.level)) if has(log_record_table) else (),
        anchor_time=as_utc(anchor) if anchor else None,
        data_start=as_utc(lo) if lo else None,
        data_end=as_utc(hi) if hi else None,
        mentions=mentions,
        alert_words=_alert_words(conn) if has(alert_table) else {},
        status_callees=_status_callees(conn, services) if has(orders_table) and has(log_record_table) else {},
    )


def _status_callees(conn: Any, services: set[str]) -> dict[str, tuple[str, ...]]:
    """Each failed status → the services other than the logging one that the first ERROR line of its records' error
    codes names (whole names, longest first: "call to video-svc failed" names video-svc, not video)."""
    log, od = log_record_table.c, orders_table.c
    codes: dict[str, set[str]] = {}
    for status, code in conn.execute(select(od.status, od.error_code).distinct().where(
            od.error_code.is_not(None) & (od.error_code != ""))):
        codes.setdefault(str(code), set()).add(str(status))
    names = sorted(services, key=lambda n: (-len(n), n))
    out: dict[str, set[str]] = {}
    for code in sorted(codes):
        row = conn.execute(select(log.service, log.message).where(
            (log.error_code == code) & (log.level == "ERROR")).order_by(log.ts).limit(1)).first()
        if row is None:
            continue
        text = f" {row[1] or ''} "
        for name in names:
            hit = re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", text)
            if hit is not None and name != row[0]:
                text = text[:hit.start()] + " " + text[hit.end():]
                for status in codes[code]:
                    out.setdefault(status, set()).add(name)
    return {status: tuple(sorted(found)) for status, found in sorted(out.items())}


def _alert_words(conn: Any) -> dict[str, str]:
    """Each alerting service → its alerts' names (split at capitals: DbLockWaitsHigh → db lock waits high) and
    summaries, lower case."""
    words: dict[str, list[str]] = {}
    al = alert_table.c
    for service, name, summary in conn.execute(select(al.service, al.alertname, al.summary).distinct()):
        spoken = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", str(name or ""))
        words.setdefault(str(service), []).append(f"{spoken} {summary or ''}".lower())
    return {service: " ".join(dict.fromkeys(texts)) for service, texts in sorted(words.items())}


#: "settle-events", "gift.settled": a hyphenated or dotted name (a topic, a queue)
_MENTIONED = regex(r"(?<![A-Za-z0-9_.-])[a-z][a-z0-9]{2,}(?:[-.][a-z0-9]{2,})+(?![A-Za-z0-9_-])")


def _mentions(conn: Any, services: set[str]) -> dict[str, str]:
    """Hyphenated or dotted names in alert summaries that no service bears, each mentioned by one service only."""
    owners: dict[str, set[str]] = {}
    al = alert_table.c
    for service, summary in conn.execute(select(al.service, al.summary).distinct()):
        for name in _MENTIONED.findall(str(summary or "")):
            if name not in services:
                owners.setdefault(name, set()).add(str(service))
    return {name: next(iter(who)) for name, who in sorted(owners.items()) if len(who) == 1}
