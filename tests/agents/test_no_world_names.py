"""The offline engine must not learn any world: no service, error code, alert or runbook name of any world (the
demo, the generated dev worlds and the held-out ones) appears in ``agents/`` or ``tools/`` code.

Names are read from the worlds themselves (generated into a temporary database), never listed here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from superbiz.sources.world import World
from superbiz.sources.worldgen import WORLD_NAMES, write_runbooks

SRC = Path(__file__).resolve().parents[2] / "src" / "superbiz"
#: generic vocabulary shared by many worlds (metric-style words) is not a world's name
_MIN_LEN = 5


def _distinctive(name: str) -> bool:
    """Names a world made up: hyphenated, with digits, or CamelCase; plain words are vocabulary."""
    return len(name) >= _MIN_LEN and bool(re.search(r"-|\d|[a-z][A-Z]", name))


@pytest.fixture(scope="module")
def world_names(built_worlds: dict[str, World], tmp_path_factory: pytest.TempPathFactory) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for name in WORLD_NAMES:
        folder = tmp_path_factory.mktemp(f"world-{name}")
        catalog = built_worlds[name].catalog()
        names = {*catalog.services, *catalog.alert_names, *catalog.error_codes}
        names |= {t for _, t in catalog.dependencies}
        names |= {p.stem for p in write_runbooks(name, folder / "kb").glob("*.md")}
        out[name] = {n for n in names if _distinctive(n)}
    return out


def _engine_text() -> str:
    """The offline engine's code (the model path's prompt examples, agents/prompts/*.md, are not engine code)."""
    files = [*sorted((SRC / "agents").rglob("*.py")), *sorted((SRC / "tools").rglob("*.py"))]
    return "\n".join(f.read_text(encoding="utf-8") for f in files)


def test_engine_code_names_no_world(world_names: dict[str, set[str]]) -> None:
    text = _engine_text()
    assert all(world_names.values()), "every world yields names to look for"
    every = sorted({n for names in world_names.values() for n in names}, key=len, reverse=True)
    # one scan of the code for every name at once (a search per name took half a minute)
    found = set(re.findall(rf"(?<![\w-])(?:{'|'.join(map(re.escape, every))})(?![\w-])", text))
    learned = {world: sorted(names & found) for world, names in world_names.items()}
    assert not any(learned.values()), f"world names in agents/ or tools/: { {w: n for w, n in learned.items() if n} }"
