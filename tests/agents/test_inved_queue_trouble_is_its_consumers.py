"""invED (issue 10, opened quarrylink): "what happened to the dispatch queue last night?" / "派车队列的问题" — a
queue's trouble told by no backlog word of its own. The queue logs nothing of its backlog, so the answer was a gap
("no verified evidence"), and "和…的问题，哪个持续得更久" compared the queue's 0 lines. A queue named with a trouble
word (`plan._QUEUE_TROUBLE`) now asks its consumers whose alerts speak of a backlog, as a backlog word does."""

from __future__ import annotations

from pathlib import Path

from tests.agents.world_chat import sql_text, world_service


def test_a_queue_named_with_a_trouble_word_is_its_lagging_consumer(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (service, url):
        service.ask("what happened to the shipment-bus queue today?", user_id="ed", conversation_id="a")
        lasted = service.ask("how long did that go on for?", user_id="ed", conversation_id="a").answer.split("\n")[0]
        began = service.ask("shipment-bus 队列的问题是几点开始的", user_id="ed", conversation_id="b").answer
        began = began.split("\n")[0]
        first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'manifest-worker' AND level = 'WARN'")
    assert first.startswith("2026-10-14 19:05"), first
    assert "持续约 1h14m" in lasted and "manifest-worker" in lasted, lasted
    assert "2026-10-14 15:05" in began, began  # America/New_York
