"""The chat loop (``ChatService``) and its events; ``offline_demo_runner`` for the scenario suite."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from superbiz.chat.events import ChatEvent, ChatResult, ClaimView

__all__ = ["ChatEvent", "ChatResult", "ClaimView", "offline_demo_runner"]


def offline_demo_runner() -> Callable[[str], ChatResult]:
    """A ``question -> ChatResult`` function over a fresh demo world in a temporary home (offline engine).

    Used by ``superbiz eval`` for ``mode: chat`` cases; user configuration is never read, so results are the
    same on every machine. The temporary home is removed when the process exits.
    """
    from superbiz.chat.service import ChatService
    from superbiz.container import build_container
    from superbiz.settings import isolated_settings

    home = Path(tempfile.mkdtemp(prefix="superbiz-eval-"))
    container = build_container(isolated_settings(home=home))
    service = ChatService(container)

    def _cleanup() -> None:
        container.close()
        shutil.rmtree(home, ignore_errors=True)

    atexit.register(_cleanup)
    return lambda question: service.ask(question, user_id="eval")
