"""A structlog logger imported at its first use.

Importing structlog (with its dev renderer, rich's traceback and pygments) costs a measurable share of a
``superbiz ask`` start-up, and the chat path logs only on failures: modules on that path bind ``LazyLogger(name)``
instead of ``structlog.get_logger(name)``, and structlog is imported the first time a message is logged.
"""

from __future__ import annotations

from typing import Any

__all__ = ["LazyLogger"]


class LazyLogger:
    """``structlog.get_logger(name)``, looked up at the first attribute used (``log.warning(...)``)."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._logger: Any = None

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("_"):  # copy/pickle probes and our own fields: never a logging method
            raise AttributeError(attr)
        if self._logger is None:
            import structlog

            self._logger = structlog.get_logger(self._name)
        return getattr(self._logger, attr)
