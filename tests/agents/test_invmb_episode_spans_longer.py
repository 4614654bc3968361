"""Spec scenario "Answer the question that was asked" (opened veilshot, bigtopia): "which one was longer?" after "how
long did the X backlog this morning last?" → "and the one now?" — each episode's span from its own lines queried
apart (the later one's lag warnings began before its alert fired), never the alert's alone; a follow-up telling its
own side with the choice ("and B last night? which one was longer?", "跟昨晚那个 B 比 哪个更久") sets B against the
conversation's trouble."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world


def _conversation(tmp_path: Path, world: str, questions: tuple[str, ...]) -> str:
    """The head line of the last answer of one conversation over a fresh copy of ``world``."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world(world, url).dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        service = ChatService(container)
        answer = ""
        for question in questions:
            answer = service.ask(question, user_id="invmb", conversation_id="invmb").answer
    finally:
        container.close()
    return answer.split("\n", 1)[0]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("questions", [
    ("how long did the rotadb lock waits last?", "and the payment cert outage last night? which one was longer?"),
    ("rotadb 早上出过啥事", "跟昨晚那个支付证书故障比 哪个更久"),
])
def test_a_side_told_with_the_choice_is_set_against_the_earlier_trouble(tmp_path: Path,
                                                                        questions: tuple[str, ...]) -> None:
    """bigtopia-rotadb-vs-cert-followup-en, bigtopia-holdbin-vs-backlog-followup-zh: the follow-up tells its own side
    before the choice — after a question mark ("… last night? which one was longer?") or as the one set against
    ("跟 … 比 哪个更久") — and the other side is the conversation's trouble: both spans stated, never the new side's
    records alone."""
    head = _conversation(tmp_path, "bigtopia", questions)
    assert "持续更久" in head and "rotadb" in head and "payhoop" in head, head
    assert head.count("持续约") == 2, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_episode_going_on_now_spans_from_its_first_warning(tmp_path: Path) -> None:
    """veilshot-followup-which-longer-en: the one now began with its lag warnings (16:20 local), five minutes before
    its alert fired; the records of each episode's own span are stated however many larger records of the whole
    window rank above them by count — the current episode reads 16:20, never 16:25 (its alert alone)."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("veilshot", url).dispose()
    engine = create_engine(url)
    with engine.connect() as conn:
        #: the first WARN line of the afternoon run (the later episode), by SQL
        first = str(conn.execute(text(
            "SELECT min(ts) FROM log_record WHERE service = 'albumpress' AND level = 'WARN' "
            "AND julianday(ts) >= julianday('2026-12-05 20:00:00')")).scalar_one())
    engine.dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        service = ChatService(container)
        answer = ""
        for question in ("how long did the album backlog this morning last?", "and the one now?",
                         "which one was longer?"):
            answer = service.ask(question, user_id="invmb", conversation_id="invmb").answer
    finally:
        container.close()
    head = answer.split("\n", 1)[0]
    assert first.startswith("2026-12-05T21:20") or first.startswith("2026-12-05 21:20"), first
    assert "16:20~" in head and "16:25~" not in head, head
    assert "持续约 25 分钟" in head, head
