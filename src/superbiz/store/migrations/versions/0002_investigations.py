"""Investigations started by Alertmanager notifications: table ``investigation``.

Revision ID: 0002_investigations
Revises: 0001
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002_investigations"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "investigation",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.String(length=128), nullable=False),
        sa.Column("source", sa.String(length=32), nullable=False),
        sa.Column("receiver", sa.String(length=200), nullable=False),
        sa.Column("group_key", sa.Text(), nullable=False),
        sa.Column("fingerprint_digest", sa.String(length=64), nullable=False),
        sa.Column("fingerprints", sa.JSON(), nullable=False),
        sa.Column("alerts", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("question", sa.Text(), nullable=False),
        sa.Column("window_start", sa.DateTime(timezone=True), nullable=True),
        sa.Column("session_id", sa.String(length=64), nullable=True),
        sa.Column("verdict", sa.String(length=16), nullable=True),
        sa.Column("groundedness_score", sa.Float(), nullable=True),
        sa.Column("summary", sa.Text(), nullable=True),
        sa.Column("followup_session_id", sa.String(length=64), nullable=True),
        sa.Column("followup_verdict", sa.String(length=16), nullable=True),
        sa.Column("followup_summary", sa.Text(), nullable=True),
        sa.Column("notifications", sa.Integer(), nullable=False),
        sa.Column("forward_status", sa.String(length=300), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("closed_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_investigation_user_id", "investigation", ["user_id"])
    op.create_index("ix_investigation_created_at", "investigation", ["created_at"])
    op.create_index("ix_investigation_group", "investigation", ["group_key", "fingerprint_digest"])


def downgrade() -> None:
    op.drop_index("ix_investigation_group", table_name="investigation")
    op.drop_index("ix_investigation_created_at", table_name="investigation")
    op.drop_index("ix_investigation_user_id", table_name="investigation")
    op.drop_table("investigation")
