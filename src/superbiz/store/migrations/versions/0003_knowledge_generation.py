"""Knowledge generation: one ``knowledge_state`` row, incremented with every document change.

Revision ID: 0003_knowledge_generation
Revises: 0002_investigations
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003_knowledge_generation"
down_revision: str | None = "0002_investigations"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    state = op.create_table(
        "knowledge_state",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("generation", sa.BigInteger(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    op.bulk_insert(state, [{"id": 1, "generation": 0, "updated_at": None}])


def downgrade() -> None:
    op.drop_table("knowledge_state")
