"""The HTTP service: FastAPI app, SSE chat, OpenAI-compatible facade, API-key auth, metrics, web page.

Import :func:`create_app` from here; nothing else in superbiz imports ``api``.
"""

from __future__ import annotations

from superbiz.api.app import create_app

__all__ = ["create_app"]
