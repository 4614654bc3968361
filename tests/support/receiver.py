"""A tiny HTTP receiver (127.0.0.1, free port) that records every JSON body posted to it: a chat tool's
incoming webhook, as far as the tests are concerned."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["Receiver", "running_receiver"]


class Receiver:
    def __init__(self, url: str) -> None:
        self.url = url
        self._lock = threading.Lock()
        self._posts: list[dict[str, Any]] = []

    def add(self, body: dict[str, Any]) -> None:
        with self._lock:
            self._posts.append(body)

    @property
    def posts(self) -> list[dict[str, Any]]:
        with self._lock:
            return list(self._posts)

    def wait_for(self, count: int, *, timeout_s: float = 120.0) -> list[dict[str, Any]]:
        deadline = time.monotonic() + timeout_s
        while len(self.posts) < count:
            if time.monotonic() > deadline:
                raise AssertionError(f"receiver got {len(self.posts)} posts, expected {count}")
            time.sleep(0.05)
        return self.posts


@contextmanager
def running_receiver() -> Iterator[Receiver]:
    holder: dict[str, Receiver] = {}

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            holder["r"].add(json.loads(self.rfile.read(length) or b"{}"))
            self.send_response(200)
            self.send_header("content-length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, format: str, *args: Any) -> None:
            return None

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    holder["r"] = receiver = Receiver(f"http://127.0.0.1:{server.server_address[1]}/hook")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield receiver
    finally:
        server.shutdown()
        server.server_close()
