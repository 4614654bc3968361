"""SQLAlchemy 2.x tables of the application database (names from the spec).

Schema changes go through Alembic migrations (``superbiz/store/migrations``). ``tool_invocation.id`` is the
integer that evidence bindings cite as ``source_invocation_id``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, ClassVar

from sqlalchemy import JSON, BigInteger, Boolean, DateTime, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = [
    "AgentStep",
    "Base",
    "Conversation",
    "ConversationMessage",
    "DiagnosisSession",
    "Investigation",
    "KnowledgeChunk",
    "KnowledgeDocument",
    "KnowledgeState",
    "ToolInvocationRow",
]


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {dict[str, Any]: JSON, list[Any]: JSON}


class Conversation(Base):
    __tablename__ = "conversation"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[str] = mapped_column(String(128), index=True)
    title: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ConversationMessage(Base):
    __tablename__ = "conversation_message"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    conversation_id: Mapped[str] = mapped_column(ForeignKey("conversation.id", ondelete="CASCADE"), index=True)
    role: Mapped[str] = mapped_column(String(16))  # user | assistant
    content: Mapped[str] = mapped_column(Text)
    session_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class DiagnosisSession(Base):
    __tablename__ = "diagnosis_session"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[str] = mapped_column(String(128), index=True)
    conversation_id: Mapped[str | None] = mapped_column(String(64), index=True, nullable=True)
    query: Mapped[str] = mapped_column(Text)
    #: running | completed | failed | interrupted
    status: Mapped[str] = mapped_column(String(16), default="running", index=True)
    output_type: Mapped[str | None] = mapped_column(String(32), nullable=True)
    verdict: Mapped[str | None] = mapped_column(String(16), nullable=True)
    groundedness_score: Mapped[float | None] = mapped_column(Float, nullable=True)
    final_answer: Mapped[str | None] = mapped_column(Text, nullable=True)
    rounds: Mapped[int] = mapped_column(Integer, default=0)
    self_evaluation: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    completed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    duration_ms: Mapped[float | None] = mapped_column(Float, nullable=True)
    #: ``host:pid:start-token`` of the process running the chat (``superbiz.store.lifecycle``)
    owner: Mapped[str | None] = mapped_column(String(200), nullable=True)
    #: last time the owner wrote a stage of this chat
    heartbeat_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class ToolInvocationRow(Base):
    __tablename__ = "tool_invocation"
    __table_args__ = (Index("ix_tool_invocation_session_round", "session_id", "round"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    session_id: Mapped[str] = mapped_column(ForeignKey("diagnosis_session.id", ondelete="CASCADE"))
    round: Mapped[int] = mapped_column(Integer, default=1)
    step: Mapped[int] = mapped_column(Integer, default=0)
    tool_name: Mapped[str] = mapped_column(String(128))
    arguments: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    success: Mapped[bool] = mapped_column(Boolean)
    status: Mapped[str] = mapped_column(String(16))  # ok | error | no_data
    output: Mapped[str | None] = mapped_column(Text, nullable=True)
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    retrieval_details: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    evidence_bearing: Mapped[bool] = mapped_column(Boolean, default=True)
    duration_ms: Mapped[float] = mapped_column(Float, default=0.0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class AgentStep(Base):
    __tablename__ = "agent_step"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    session_id: Mapped[str] = mapped_column(ForeignKey("diagnosis_session.id", ondelete="CASCADE"), index=True)
    round: Mapped[int] = mapped_column(Integer, default=1)
    agent: Mapped[str] = mapped_column(String(32))  # planner | executor | verifier | composer | system
    step_index: Mapped[int] = mapped_column(Integer, default=0)
    thought: Mapped[str] = mapped_column(Text, default="")  # concise
    model_output: Mapped[str | None] = mapped_column(Text, nullable=True)  # full snapshot
    model_name: Mapped[str | None] = mapped_column(String(128), nullable=True)
    prompt_tokens: Mapped[int | None] = mapped_column(Integer, nullable=True)
    completion_tokens: Mapped[int | None] = mapped_column(Integer, nullable=True)
    duration_ms: Mapped[float] = mapped_column(Float, default=0.0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class KnowledgeDocument(Base):
    __tablename__ = "knowledge_document"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    source_path: Mapped[str] = mapped_column(String(500), unique=True)
    title: Mapped[str] = mapped_column(String(300))
    content_hash: Mapped[str] = mapped_column(String(64))
    size_bytes: Mapped[int] = mapped_column(Integer)
    chunk_count: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class KnowledgeChunk(Base):
    __tablename__ = "knowledge_chunk"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    document_id: Mapped[int] = mapped_column(ForeignKey("knowledge_document.id", ondelete="CASCADE"), index=True)
    chunk_index: Mapped[int] = mapped_column(Integer)
    heading_path: Mapped[str] = mapped_column(String(500), default="")
    text: Mapped[str] = mapped_column(Text)


class Investigation(Base):
    """One investigation started by an Alertmanager notification: a group (``group_key``) with one set of
    firing alerts (``fingerprint_digest``), the session that investigated it and the one that closed it."""

    __tablename__ = "investigation"
    __table_args__ = (Index("ix_investigation_group", "group_key", "fingerprint_digest"),)

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[str] = mapped_column(String(128), index=True)
    source: Mapped[str] = mapped_column(String(32), default="alertmanager")
    receiver: Mapped[str] = mapped_column(String(200), default="")
    group_key: Mapped[str] = mapped_column(Text)
    fingerprint_digest: Mapped[str] = mapped_column(String(64))
    fingerprints: Mapped[list[Any]] = mapped_column(JSON, default=list)
    alerts: Mapped[list[Any]] = mapped_column(JSON, default=list)
    status: Mapped[str] = mapped_column(String(16))  # queued | running | open | closed | failed
    question: Mapped[str] = mapped_column(Text)
    window_start: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    session_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    verdict: Mapped[str | None] = mapped_column(String(16), nullable=True)
    groundedness_score: Mapped[float | None] = mapped_column(Float, nullable=True)
    summary: Mapped[str | None] = mapped_column(Text, nullable=True)
    followup_session_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    followup_verdict: Mapped[str | None] = mapped_column(String(16), nullable=True)
    followup_summary: Mapped[str | None] = mapped_column(Text, nullable=True)
    notifications: Mapped[int] = mapped_column(Integer, default=1)
    forward_status: Mapped[str | None] = mapped_column(String(300), nullable=True)
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    closed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class KnowledgeState(Base):
    """One row (``id = 1``): the knowledge generation, incremented in the transaction of every document change.

    Each replica compares it with the generation its local index was built from before searching.
    """

    __tablename__ = "knowledge_state"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    generation: Mapped[int] = mapped_column(BigInteger, default=0)
    updated_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
