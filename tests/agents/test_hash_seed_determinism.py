"""The offline engine's evidence calls do not depend on the Python hash seed: the same question over the same
world gives the same invocation sequence (tool and arguments, in order) in two processes with different
``PYTHONHASHSEED`` values, so trace summaries are reproducible between runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

_SNIPPET = r"""
import json, sys
from pathlib import Path
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.services.sessions import session_detail
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world, write_runbooks

tmp, world, question = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
url = f"sqlite:///{tmp / 'world.db'}"
build_world(world, url).dispose()
kb = write_runbooks(world, tmp / "runbooks")
container = build_container(Settings(home=tmp / "home", sources=SourcesSettings(world_url=url, knowledge_dirs=[kb])))
try:
    result = ChatService(container).ask(question, user_id="seed-test")
    detail = session_detail(db=container.db, session_id=result.session_id, user_id=None)
    print(json.dumps([[i.tool_name, i.arguments] for i in detail.invocations], sort_keys=True, ensure_ascii=False))
finally:
    container.close()
"""


def _invocations(tmp: Path, seed: int, world: str, question: str) -> list[list[object]]:
    tmp.mkdir()
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    out = subprocess.run([sys.executable, "-c", _SNIPPET, str(tmp), world, question], env=env, check=True,
                         capture_output=True, text=True, timeout=300)
    return list(json.loads(out.stdout.strip().splitlines()[-1]))


@pytest.mark.parametrize(("world", "question"), [
    ("demo", "api-gateway 最近为什么有很多 502？"),
    ("demo", "现在系统整体有什么问题？"),
])
def test_the_invocation_sequence_is_the_same_under_two_hash_seeds(tmp_path: Path, world: str, question: str) -> None:
    first = _invocations(tmp_path / "seed1", 1, world, question)
    second = _invocations(tmp_path / "seed2", 2, world, question)
    assert len(first) > 5  # the question does walk dependencies
    assert first == second
