"""Alembic migrations of the application database (run through :func:`superbiz.store.migrate.upgrade`)."""
