"""Id templates of a world (orders, users, trace ids): ``SO-{alnum:6}``, ``TXN_{seq:8}``, ``{uuid}``,
``{alpha:3}U{num:7}`` (upper-case letters only)..."""

from __future__ import annotations

import random
import re
import string
import uuid
from datetime import datetime

from superbiz.lazy_re import regex

__all__ = ["IdMaker"]

_FIELD = regex(r"\{(seq|num|alnum|alpha|hex|uuid|date)(?::(\d+))?\}")
_ALNUM = string.ascii_uppercase + string.digits


class IdMaker:
    """Renders one template; random parts come from the given seeded ``rng``, ids never repeat."""

    def __init__(self, template: str, rng: random.Random) -> None:
        if not _FIELD.search(template):
            raise ValueError(f"id template {template!r} has no field")
        self.template = template
        self.rng = rng
        self.seq = 0
        self.seen: set[str] = set()

    def _field(self, match: re.Match[str], when: datetime | None) -> str:
        kind, width = match.group(1), int(match.group(2) or 0)
        if kind == "seq":
            return f"{self.seq:0{width}d}"
        if kind == "num":
            return "".join(self.rng.choice(string.digits) for _ in range(width))
        if kind == "alnum":
            return "".join(self.rng.choice(_ALNUM) for _ in range(width))
        if kind == "alpha":
            return "".join(self.rng.choice(string.ascii_uppercase) for _ in range(width))
        if kind == "hex":
            return "".join(self.rng.choice("0123456789abcdef") for _ in range(width))
        if kind == "uuid":
            return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))
        return (when or datetime(2000, 1, 1)).strftime("%Y%m%d")

    def next(self, *, when: datetime | None = None) -> str:
        for _ in range(1000):
            self.seq += 1
            value = _FIELD.sub(lambda m: self._field(m, when), self.template)
            if value not in self.seen:
                self.seen.add(value)
                return value
        raise ValueError(f"id template {self.template!r} ran out of distinct values")
