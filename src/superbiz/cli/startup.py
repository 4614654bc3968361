"""The cyclic garbage collector during a command's start-up.

Start-up makes some 110,000 objects that live as long as the process: modules, classes, pydantic schemas,
SQLAlchemy tables and mappers, the tool registry. The collector, run every 700 allocations, traversed them
again and again while they were being made (about 280 collections, ~0.1 s of a warm ``superbiz ask``), finding
almost nothing to free. In a process that runs one command (:func:`superbiz.cli.main`) the collector is paused
while they are made and they are then frozen (``gc.freeze``: later collections skip them) before it resumes, so
the command itself runs with the collector on as before. Under a test's ``CliRunner`` (no ``main``) nothing
changes.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["begin", "done", "one_shot", "phase"]

_state = {"one_shot": False}


def one_shot() -> None:
    """This process runs one command and exits (called by :func:`superbiz.cli.main` only)."""
    _state["one_shot"] = True


def begin() -> None:
    """Pause the collector while start-up objects are made (one-shot processes only)."""
    if _state["one_shot"]:
        gc.disable()


def done() -> None:
    """Freeze what start-up made and resume the collector (one-shot processes only)."""
    if _state["one_shot"]:
        gc.freeze()
        gc.enable()


@contextmanager
def phase() -> Iterator[None]:
    """A block of start-up work (:func:`begin` … :func:`done`, also when it raises)."""
    begin()
    try:
        yield
    finally:
        done()
