"""Offline chats answered in one response wait for one of the process's chat slots, whichever face they use."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.api.support import DEMO_QUESTION, KEYS, Live


def _gauges(client: httpx.Client) -> tuple[float, float]:
    """(queue depth, chats in progress) from this process's /metrics."""
    values: dict[str, float] = {}
    for line in client.get("/metrics").text.splitlines():
        name, _, value = line.partition(" ")
        if name in ("superbiz_chat_queue_depth", "superbiz_chats_in_progress"):
            values[name] = float(value)
    return values["superbiz_chat_queue_depth"], values["superbiz_chats_in_progress"]


def _peak_while(live: Live, send: Callable[[httpx.Client], int], *, chats: int) -> tuple[list[int], float, float]:
    """Send ``chats`` requests at once; the statuses and the highest queue depth / chats running seen meanwhile."""
    done = threading.Event()
    peak = [0.0, 0.0]

    def watch() -> None:
        with live.client("alice") as client:
            while not done.is_set():
                queued, running = _gauges(client)
                peak[0], peak[1] = max(peak[0], queued), max(peak[1], running)
                time.sleep(0.005)

    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        with live.client("alice") as client, ThreadPoolExecutor(chats) as pool:
            statuses = list(pool.map(lambda _: send(client), range(chats)))
    finally:
        done.set()
        watcher.join()
    return statuses, peak[0], peak[1]


@pytest.fixture(scope="module")
def one_slot(start_live: Callable[..., Live]) -> Live:
    return start_live(api={"api_keys": dict(KEYS), "offline_chats_per_process": 1})


def _completion(client: httpx.Client) -> int:
    body = {"model": "superbiz", "messages": [{"role": "user", "content": DEMO_QUESTION}]}
    return client.post("/v1/chat/completions", json=body).status_code


def _api_chat(client: httpx.Client) -> int:
    return client.post("/api/chat", json={"question": DEMO_QUESTION}).status_code


@pytest.mark.parametrize("send", [_api_chat, _completion], ids=["api-chat", "v1-completions"])
def test_concurrent_offline_chats_queue_for_the_one_slot(one_slot: Live, send: Callable[[httpx.Client], int]) -> None:
    statuses, queued, running = _peak_while(one_slot, send, chats=4)
    assert statuses == [200] * 4
    assert queued >= 1, "four chats at once with one slot: some must have waited"
    assert running == 1, "one slot: never more than one offline chat at a time, and the chats counted as running"
