"""Helpers of the API tests (also used by tests/web): live servers with isolated settings, an SSE parser."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from superbiz.settings import Settings, load_settings

__all__ = ["DEMO_QUESTION", "KEYS", "Live", "isolated_settings", "parse_sse"]

KEYS = {"alice": "alice-key-0123456789", "bob": "bob-key-9876543210"}
DEMO_QUESTION = "payment-service 最近半小时为什么大量超时？"


@dataclass(frozen=True)
class Live:
    url: str
    container: Any
    settings: Settings

    def client(self, user: str | None = "alice", **kwargs: Any) -> httpx.Client:
        headers = {"Authorization": f"Bearer {KEYS[user]}"} if user else {}
        return httpx.Client(base_url=self.url, headers=headers, timeout=60, **kwargs)


def isolated_settings(home: Any, **overrides: Any) -> Settings:
    """Settings for ``home`` with only our overrides (no SUPERBIZ_* from the outside environment)."""
    with pytest.MonkeyPatch.context() as mp:
        for key in list(os.environ):
            if key.startswith("SUPERBIZ_"):
                mp.delenv(key)
        mp.setenv("SUPERBIZ_HOME", str(home))
        overrides.setdefault("api", {}).setdefault("api_keys", dict(KEYS))
        overrides["api"].setdefault("roles", {"alice": "admin"})
        return load_settings(**overrides)



def parse_sse(lines: Iterator[str]) -> Iterator[tuple[str, str]]:
    """(event, data) pairs of a text/event-stream (comments skipped, multi-line data joined)."""
    event, data = "", []
    for line in lines:
        if line == "":
            if data:
                yield event or "message", "\n".join(data)
            event, data = "", []
        elif line.startswith(":"):
            continue
        else:
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "event":
                event = value
            elif field == "data":
                data.append(value)
    if data:
        yield event or "message", "\n".join(data)
