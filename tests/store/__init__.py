"""Storage tests (SQLite and PostgreSQL)."""
