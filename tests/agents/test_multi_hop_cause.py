"""Pattern "multi-hop cause" (opened tidewater/hearthlink: civic-gate → crew-dispatch → a slow database): the cause
follows ``service_dependency`` from the symptomatic service through dependencies that are anomalous themselves to
the earliest anomaly at the deepest hop, also when the middle hop's error lines do not name its dependency (the
dependency's anomaly began just before them), and when a word of the question also names a healthy service.
Checked on the dev world ledgerly (transfer-api → ledger-core → ledger-mysql) with the middle hop's messages
rewritten so that they name no dependency; the expected origin comes from the world database by SQL."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import root_causes

_CALLER, _MIDDLE = "transfer-api", "ledger-core"
_WINDOW = "今天上午10点到10点半"


def _world(tmp: Path) -> tuple[str, Any]:
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world("ledgerly", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:  # the middle hop's lines and alerts no longer name its database
        conn.execute(text("UPDATE log_record SET message = 'transaction failed, request aborted' "
                          "WHERE service = :s AND level = 'ERROR'"), {"s": _MIDDLE})
        conn.execute(text("UPDATE alert SET summary = 'ledger errors above threshold' WHERE service = :s"),
                     {"s": _MIDDLE})
    return url, engine


def _deepest(engine: Any) -> str:
    """The middle hop's one dependency that logged WARN lines at most 5 minutes before the middle hop's first ERROR."""
    sql = """SELECT d.depends_on FROM service_dependency d JOIN log_record l ON l.service = d.depends_on
             WHERE d.service = :m AND l.level = 'WARN'
             GROUP BY d.depends_on
             HAVING min(l.ts) <= (SELECT min(ts) FROM log_record WHERE service = :m AND level = 'ERROR')
                AND min(l.ts) >= datetime((SELECT min(ts) FROM log_record WHERE service = :m AND level = 'ERROR'),
                                          '-5 minutes')"""
    with engine.connect() as conn:
        rows = conn.execute(text(sql), {"m": _MIDDLE}).scalars().all()
    assert len(rows) == 1, rows
    return str(rows[0])


def test_the_chain_reaches_a_database_the_middle_hop_does_not_name(tmp_path: Path) -> None:
    url, engine = _world(tmp_path)
    origin = _deepest(engine)
    causes = root_causes(tmp_path, url, f"{_WINDOW} {_CALLER} 一直报错，最根上是哪个组件出的事？")
    assert f"{_CALLER} → {_MIDDLE} → {origin}" in causes, causes
    assert "推断" in causes


def test_a_healthy_service_named_by_a_word_of_the_question_is_not_the_subject(tmp_path: Path) -> None:
    url, engine = _world(tmp_path)
    origin = _deepest(engine)
    causes = root_causes(tmp_path, url, f"between 10 and 10:30 this morning account holders couldn't send money via "
                                    f"{_CALLER}. what broke underneath?")
    assert f"{_CALLER} → {_MIDDLE} → {origin}" in causes, causes
