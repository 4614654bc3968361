"""Run an ASGI app in a real uvicorn server on a background thread (tests, notebooks, embedding).

The socket is bound before the server starts (port 0 = a free port chosen by the OS), so there is no race
between picking a port and listening on it.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn

__all__ = ["running_server", "running_service"]


@contextmanager
def running_server(app: Any, *, host: str = "127.0.0.1", port: int = 0, start_timeout_s: float = 30.0) -> Iterator[str]:
    """Serve ``app`` until the block ends; yields the base URL (``http://127.0.0.1:<port>``)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    bound_port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_config=None, access_log=False, lifespan="on", timeout_graceful_shutdown=2)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, name=f"uvicorn-{bound_port}",
                              daemon=True)
    thread.start()
    deadline = time.monotonic() + start_timeout_s
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            sock.close()
            raise RuntimeError(f"uvicorn did not start on {host}:{bound_port}")
        time.sleep(0.01)
    try:
        yield f"http://{host}:{bound_port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


@contextmanager
def running_service(settings: Any, **server_options: Any) -> Iterator[tuple[str, Any]]:
    """Build the container and app for ``settings`` and serve them; yields ``(base_url, container)``."""
    from superbiz.api.app import create_app
    from superbiz.container import build_container

    container = build_container(settings)
    try:
        with running_server(create_app(container), **server_options) as url:
            yield url, container
    finally:
        container.close()
