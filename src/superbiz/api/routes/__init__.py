"""One router per area; ``create_app`` includes them all."""

from __future__ import annotations

from superbiz.api.routes import chat, health, kb, openai, sessions

__all__ = ["chat", "health", "kb", "openai", "sessions"]
