"""The shipped knowledge: a Chinese runbook set for the embedded demo world (``demo/*.md``)."""

from __future__ import annotations

from pathlib import Path

__all__ = ["demo_dir"]


def demo_dir() -> Path:
    """Folder of the shipped demo runbooks (package data)."""
    return Path(__file__).resolve().parent / "demo"
