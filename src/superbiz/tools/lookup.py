"""Which candidate tokens of a question are ids in the world's own data (orders, users, traces), whatever
their format: looked up with bound parameters, never guessed from a pattern."""

from __future__ import annotations

import re
from collections.abc import Sequence

from sqlalchemy import Connection, func, select
from sqlalchemy.exc import SQLAlchemyError

from superbiz.lazy_re import regex
from superbiz.sources.world import World, bare_id, log_record_table, orders_table

__all__ = ["UNHELD_ID", "find_ids", "reporting_services", "service_profile"]

#: the kind ``find_ids`` gives a token of the world's own id shape that the data does not hold (a gap to state)
UNHELD_ID = "unheld"

_MAX_TOKENS = 12
#: how many stored order and user ids show the world's id shapes
_SHAPE_SAMPLE = 200
#: runs of hex digits of one case joined by separators ("eba64d18", a UUID)
_HEX_ID = regex(r"[0-9a-f]+(?:[^A-Za-z0-9]+[0-9a-f]+)*|[0-9A-F]+(?:[^A-Za-z0-9]+[0-9A-F]+)*")


def _shape(token: str) -> tuple[str, ...] | None:
    """An id's shape: its leading word (lower case), then each separator and the length of each run of letters or
    digits after it — "usr.bdebfe" and "usr.000aaa" are both ("usr", ".", "6"), "CYC:29770:MG" is ("cyc", ":", "5",
    ":", "2"). A record id of digits alone (8 or more: "97400000417" beside "97434164529") is ("#", its length, its
    first two digits); a hex id ("eba64d18", a UUID) is ("hex", then its runs' lengths and separators). None for any
    other token without a separator or not led by a letter."""
    if token.isdigit() and len(token) >= 8:
        return ("#", str(len(token)), token[:2])
    parts = re.split(r"([^A-Za-z0-9]+)", token)
    #: a hex id ("9f3a1c07" beside "eba64d18", a UUID): runs of letters a–f (one case) and digits, both present, led
    #: by a run holding a digit — its shape is each run's length and each separator
    if len(token) >= 6 and not parts[0].isalpha() and _HEX_ID.fullmatch(token) and re.search(r"\d", token) and (
            re.search(r"[a-fA-F]", token)):
        return ("hex", *(p if i % 2 else str(len(p)) for i, p in enumerate(parts)))
    #: a leading word of letters, or of a letter then letters and digits ("g7/0299/a": the chain's code)
    if len(parts) < 3 or not re.fullmatch(r"[A-Za-z][A-Za-z0-9]*", parts[0]) or not all(parts[1:]):
        return None
    #: (its digits are any digits: "g0/0009/8" and "g7/0412/a" are both ("g#", "/", "4", "/", "1"))
    return (re.sub(r"\d+", "#", parts[0].lower()), *(p if i % 2 else str(len(p)) for i, p in enumerate(parts[1:], 1)))


def find_ids(world: World, tokens: Sequence[str]) -> dict[str, str]:
    """``token → order_id | user_id | trace_id`` for the tokens found (case-insensitive on ids). A token typed with
    other separators than a stored id's, or none ("PL_8413_26341" or "1753ME857538" for "PL·8413·26341" or "1753 ME
    857538"), maps to ``""`` and the stored id to its kind — only when exactly one stored order or user id has the
    token's letters and digits in that order (several: none is chosen). A token found nowhere but of the shape of the
    stored order or user ids ("usr.000aaa" beside "usr.bdebfe", "CYC:00000:ZZ" beside "CYC:29770:MG") maps to
    ``UNHELD_ID``: an id of the world's own format the data does not hold (a gap)."""
    wanted = list(dict.fromkeys(t for t in tokens if t))[:_MAX_TOKENS]
    if not wanted:
        return {}
    lowered = {t.lower(): t for t in wanted}
    found: dict[str, str] = {}
    o, lg = orders_table.c, log_record_table.c
    probes = (("order_id", o.order_id), ("user_id", o.user_id), ("trace_id", lg.trace_id))
    try:
        with world.engine.connect() as conn:
            for kind, column in probes:
                rest = [k for k in lowered if lowered[k] not in found]
                if not rest:
                    break
                variants = sorted({v for k in rest for v in (lowered[k], k, lowered[k].upper())})
                hits = conn.execute(select(column).where(column.in_(variants)).distinct()).all()
                for (value,) in hits:
                    typed = lowered[str(value).lower()]
                    if typed != str(value):  # "LP-B044-63" for "lp-b044-63": the stored form is the id asked
                        found.setdefault(str(value), kind)
                    found.setdefault(typed, kind if typed == str(value) else "")
            #: an id typed with other separators than the stored one's, or none ("1753ME857538" for "1753 ME 857538",
            #: "PL_8413_26341" for "PL·8413·26341"): found under its stored form, which the plan then names in the
            #: typed token's place
            keyed: bool | None = None
            for key in [k for k in lowered if lowered[k] not in found]:
                bare = bare_id(key)
                if len(bare) < 4 or not any(ch.isdigit() for ch in bare):
                    continue
                matches: dict[str, str] = {}
                keyed = _keyed(world, conn) if keyed is None else keyed
                for (kind, column), key_column in zip(probes[:2], (o.order_key, o.user_key), strict=True):
                    if keyed:  # the stored bare form, by equality on its index
                        stmt = select(column).where(key_column == bare).distinct().limit(2)
                    else:  # letters and digits in order, anything between (a scan): checked below
                        stmt = select(column).where(func.lower(column).like("%".join(bare))).distinct().limit(50)
                    for (value,) in conn.execute(stmt).all():
                        if bare_id(str(value)) == bare:
                            matches.setdefault(str(value), kind)
                if len(matches) == 1:
                    ((stored, kind),) = matches.items()
                    found.setdefault(stored, kind)
                    found.setdefault(lowered[key], "")
            shaped = {k: shape for k in lowered if lowered[k] not in found and (shape := _shape(lowered[k]))}
            if shaped:
                #: the trace ids too: a hex trace id of the stored length that no line holds is a gap like an order's
                stored_shapes = {_shape(str(value)) for _, column in probes
                                 for (value,) in conn.execute(select(column).where(column.is_not(None)).distinct()
                                                              .limit(_SHAPE_SAMPLE))}
                for key, shape in shaped.items():
                    if shape in stored_shapes or (shape[0] == "#" and _digits_stored(conn, key)):
                        found[lowered[key]] = UNHELD_ID
    except SQLAlchemyError:
        return found  # a world without orders (or logs) simply has no ids of that kind
    return found


def _digits_stored(conn: Connection, token: str) -> bool:
    """Whether a stored order or user id of digits alone has ``token``'s length and first two digits: the sample of
    shapes holds the lowest ids only (a world of 8-digit ids from "00…" to "99…" shows "00"–"18" in its first 200)."""
    o = orders_table.c
    lead, after = token[:2], token[0] + chr(ord(token[1]) + 1)  # a range on the lead: the id's index serves it
    return any(conn.execute(select(column).where(column >= lead, column < after, func.length(column) == len(token))
                            .limit(1)).first() is not None for column in (o.order_id, o.user_id))


def _keyed(world: World, conn: Connection) -> bool:
    """True when every order holds its bare ids (``orders.order_key``/``user_key``, filled on insert): a world
    written before those columns, or a row written around the table (raw SQL) without them, is scanned instead."""
    if not world.has_order_keys():
        return False
    o = orders_table.c
    return all(conn.execute(select(key).where(key.is_(None)).limit(1)).first() is None
               for key in (o.order_key, o.user_key))


def service_profile(world: World) -> tuple[dict[str, str], dict[str, tuple[tuple[str, str], ...]]]:
    """(service → description, service → ((dependency, kind), ...)) from the world's own tables."""
    from superbiz.sources.world import service_dependency_table, service_table

    descriptions: dict[str, str] = {}
    kinds: dict[str, list[tuple[str, str]]] = {}
    try:
        with world.engine.connect() as conn:
            s, d = service_table.c, service_dependency_table.c
            descriptions = {str(n): str(desc or "") for n, desc in conn.execute(select(s.name, s.description))}
            for src, dst, kind in conn.execute(select(d.service, d.depends_on, d.kind)):
                kinds.setdefault(str(src), []).append((str(dst), str(kind or "")))
    except SQLAlchemyError:
        pass  # a partial world: no profile
    return descriptions, {k: tuple(v) for k, v in kinds.items()}


def reporting_services(world: World) -> frozenset[str] | None:
    """Services with at least one log line, metric sample or alert in the world (None: cannot tell). A service
    that never reported anything has no evidence of being healthy."""
    from superbiz.sources.world import alert_table, metric_sample_table

    out: set[str] = set()
    try:
        with world.engine.connect() as conn:
            for table in (log_record_table, metric_sample_table, alert_table):
                out |= {str(v) for (v,) in conn.execute(select(table.c.service).distinct())}
    except SQLAlchemyError:
        return None
    return frozenset(out)
