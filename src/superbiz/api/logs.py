"""Structured JSON logs for the service (one line per event, ISO timestamps, request ids bound by the
middleware). Called by ``superbiz serve``; never at import time.

It also turns on :mod:`faulthandler`: a death by a fatal signal (SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGILL), e.g.
SQLite's SIGBUS when its ``-shm`` file is truncated under it, leaves "Fatal Python error" and the Python stack of
every thread on stderr, so the log of the dead process says why (docs/lifecycle.md: run under a supervisor).
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import sys

import structlog

__all__ = ["configure_logging"]


_CHATTY = ("alembic", "bm25s")  # migration plugin set-up, index building: noise below warnings


def _quiet_libraries(record: logging.LogRecord) -> bool:
    """Drop the chatty libraries' records below WARNING (bm25s sets its own logger to DEBUG on import)."""
    return record.levelno >= logging.WARNING or not record.name.startswith(_CHATTY)


def configure_logging(level: str = "info") -> None:
    """Route structlog and the standard ``logging`` (uvicorn's error log) to JSON lines on stdout."""
    numeric = logging.getLevelNamesMapping().get(level.upper(), logging.INFO)
    processors: list[structlog.types.Processor] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        structlog.processors.format_exc_info,
    ]
    structlog.configure(
        processors=[*processors, structlog.processors.JSONRenderer(ensure_ascii=False)],
        wrapper_class=structlog.make_filtering_bound_logger(numeric),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stdout),
        cache_logger_on_first_use=True,
    )
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(structlog.stdlib.ProcessorFormatter(
        processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                    structlog.processors.JSONRenderer(ensure_ascii=False)],
        foreign_pre_chain=[structlog.stdlib.add_logger_name, *processors],
    ))
    root = logging.getLogger()
    root.handlers = [handler]
    root.setLevel(numeric)
    for name in ("uvicorn", "uvicorn.error"):
        logging.getLogger(name).handlers = []
        logging.getLogger(name).propagate = True
    handler.addFilter(_quiet_libraries)
    if not faulthandler.is_enabled():
        with contextlib.suppress(ValueError, OSError):  # a stderr without a file descriptor (captured)
            faulthandler.enable(file=sys.stderr, all_threads=True)
