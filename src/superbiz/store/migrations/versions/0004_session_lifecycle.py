"""Session lifecycle: the owning process and a heartbeat on every diagnosis session.

``owner`` is ``host:pid:start-token`` of the process running the chat; ``heartbeat_at`` is updated as each
stage of the chat is written. A restarted process closes as ``interrupted`` the sessions left ``running`` by a
dead owner (``superbiz.store.lifecycle``).

Revision ID: 0004_session_lifecycle
Revises: 0003_knowledge_generation
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004_session_lifecycle"
down_revision: str | None = "0003_knowledge_generation"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("diagnosis_session") as batch:
        batch.add_column(sa.Column("owner", sa.String(length=200), nullable=True))
        batch.add_column(sa.Column("heartbeat_at", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_diagnosis_session_status", "diagnosis_session", ["status"])


def downgrade() -> None:
    op.drop_index("ix_diagnosis_session_status", table_name="diagnosis_session")
    with op.batch_alter_table("diagnosis_session") as batch:
        batch.drop_column("heartbeat_at")
        batch.drop_column("owner")
