"""Storage: the database, its migrations, repositories and the ``self_evaluation`` read-modify-write.

    db = Database.create("sqlite:///superbiz.db")          # migrated to head
    with db.transaction() as session:                        # one transaction, committed at the end
        create_session(session, session_id=..., user_id=..., query=..., conversation_id=None, now=now)
    update_self_evaluation_slot(db, session_id=..., slot="verifier_evaluation", value={...})
"""

from __future__ import annotations

from superbiz.store.db import Database
from superbiz.store.migrate import current_revision, head_revision, upgrade
from superbiz.store.self_evaluation import (
    SLOTS,
    Slot,
    read_self_evaluation,
    set_self_evaluation_slot,
    update_self_evaluation_slot,
)
from superbiz.store.views import NotFound

__all__ = [
    "SLOTS",
    "Database",
    "NotFound",
    "Slot",
    "current_revision",
    "head_revision",
    "read_self_evaluation",
    "set_self_evaluation_slot",
    "update_self_evaluation_slot",
    "upgrade",
]
