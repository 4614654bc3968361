"""Alembic environment: runs on the connection passed in ``config.attributes["connection"]``.

:func:`superbiz.store.migrate.upgrade` builds the Config in code; the ``alembic`` command line also works when
``sqlalchemy.url`` is set in the Config it uses.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from superbiz.store.tables import Base

target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = context.config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("alembic: pass a connection in config.attributes['connection'] or set sqlalchemy.url")
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            _run(conn)
    finally:
        engine.dispose()


if context.is_offline_mode():
    raise RuntimeError("superbiz migrations run online only (superbiz.store.migrate.upgrade)")
run_migrations_online()
