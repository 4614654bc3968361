"""The process table as Linux shows it in /proc: what tests of process lifetimes (a server's shutdown, an eval's
workers) read to see which processes are alive and who their parent is."""

from __future__ import annotations

from pathlib import Path


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/<pid>/stat after the command name (state first, then the parent id), or None."""
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def parents() -> dict[int, int]:
    """Every live process id → its parent's id (zombies left out)."""
    out = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (fields := _stat(int(entry.name))) is not None and fields[0] != "Z":
            out[int(entry.name)] = int(fields[1])
    return out


def descendants(pid: int) -> set[int]:
    """Every live process below ``pid``."""
    table = parents()
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in table.items() if parent in frontier} - found
        found |= frontier
    return found


def children(pid: int) -> list[int]:
    """The live processes whose parent is ``pid``."""
    return sorted(child for child, parent in parents().items() if parent == pid)


def alive(pid: int) -> bool:
    """Whether ``pid`` is a live process (not gone, not a zombie)."""
    fields = _stat(pid)
    return fields is not None and fields[0] != "Z"
