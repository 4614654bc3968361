"""A caller whose error lines do not name its dependency ("upstream request failed") while one direct dependency's
anomaly began just before: the cause (and a yes/no about that dependency) is inferred from the timing. Checked
on a generated world whose caller messages are rewritten to drop the dependency's name; the expected origin is
taken from the world database by SQL, never from the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world

_CALLER, _CODE = "edge-gw", "EDG-5031"


def _ask(tmp: Path, question: str) -> tuple[str, Any]:
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world("stagecast", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE log_record SET message = 'upstream request failed with status 503' "
                          "WHERE service = :s AND error_code = :c"), {"s": _CALLER, "c": _CODE})
        conn.execute(text("UPDATE alert SET summary = 'edge gateway errors' WHERE service = :s"), {"s": _CALLER})
    container = build_container(Settings(home=tmp / "home", sources=SourcesSettings(world_url=url)))
    try:
        result = ChatService(container).ask(question, user_id="dep-test")
        causes = [c.claim_text for c in (*result.confirmed, *result.to_confirm) if c.claim_type == "root_cause"]
        return " ".join(causes), engine
    finally:
        container.close()


def _origin(engine: Any) -> str:
    """The one direct dependency of the caller whose first WARN/ERROR is at most 5 min before the caller's."""
    sql = """SELECT d.depends_on FROM service_dependency d JOIN log_record l ON l.service = d.depends_on
             WHERE d.service = :s AND l.level IN ('WARN', 'ERROR')
             GROUP BY d.depends_on
             HAVING min(l.ts) <= (SELECT min(ts) FROM log_record WHERE service = :s AND error_code = :c)
                AND min(l.ts) >= datetime((SELECT min(ts) FROM log_record WHERE service = :s AND error_code = :c),
                                          '-5 minutes')"""
    with engine.connect() as conn:
        rows = conn.execute(text(sql), {"s": _CALLER, "c": _CODE}).scalars().all()
    assert len(rows) == 1, rows
    return str(rows[0])


def test_a_dependency_the_caller_does_not_name_is_the_inferred_cause_by_timing(tmp_path: Path) -> None:
    causes, engine = _ask(tmp_path, f"Why is {_CALLER} returning errors?")
    origin = _origin(engine)
    assert origin in causes, causes


def test_a_yes_no_about_that_unnamed_dependency_answers_yes_by_timing(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'key.db'}"
    build_world("stagecast", url).dispose()
    origin = _origin(create_engine(url))
    causes, _ = _ask(tmp_path, f"Is {_CALLER} failing because of {origin}?")
    assert f"很可能由 {origin} 引起" in causes, causes
