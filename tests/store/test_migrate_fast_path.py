"""``upgrade`` of a database already at head skips Alembic; any other state still migrates."""

from __future__ import annotations

import json
import subprocess
import sys

from sqlalchemy import inspect, text

from superbiz.store import Database, current_revision, head_revision, upgrade
from superbiz.store.migrate import shipped_head
from superbiz.store.tables import Base


def test_shipped_head_read_from_the_files_equals_alembics_head() -> None:
    assert shipped_head() == head_revision() is not None


_CHILD = """
import json, sys
from superbiz.store import Database
db = Database.create(sys.argv[1])
db.dispose()
print(json.dumps({"alembic_command_imported": "alembic.command" in sys.modules}))
"""


def test_create_on_a_database_at_head_does_not_import_alembic(empty_db_url: str) -> None:
    Database.create(empty_db_url).dispose()  # migrated here
    run = subprocess.run([sys.executable, "-c", _CHILD, empty_db_url], capture_output=True, text=True,
                         check=True, timeout=120)
    assert json.loads(run.stdout) == {"alembic_command_imported": False}


def test_upgrade_still_migrates_a_database_stamped_with_another_revision(empty_db_url: str) -> None:
    db = Database(url=empty_db_url)
    try:
        with db.engine.begin() as connection:
            connection.execute(text("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)"))
        upgrade(db)  # no row: not at head, so Alembic runs and creates every table
        assert current_revision(db) == head_revision()
        assert set(Base.metadata.tables) <= set(inspect(db.engine).get_table_names())
    finally:
        db.dispose()
