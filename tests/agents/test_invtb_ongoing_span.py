"""invTB (stop 54, opened ktvroom): a trouble still going has lasted from its chain's first anomaly up to now."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.fixture(scope="module")
def ktvroom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("ktvroom")), "ktvroom") as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
def test_this_episode_so_far_runs_from_the_chains_first_anomaly_to_now(ktvroom: tuple[ChatService, str]) -> None:
    """Held-out ktvroom-tonight-storm-duration-zh: "这次订房挂了多久了" — the app (no alerts of its own) fails now under
    the room cache's second storm: the trouble has lasted from the cache's first anomaly of this storm up to now
    (about 20 minutes), never the app's own error lines' first-to-last span (16)."""
    service, url = ktvroom
    head = ask_head(service, "这次订房挂了多久了")
    stamps = sorted(datetime.fromisoformat(t) for t in sql_text(
        url, "SELECT group_concat(ts, '|') FROM log_record WHERE service = 'roomlynx-avail' AND level = 'WARN'"
    ).split("|"))
    gap = max(range(1, len(stamps)), key=lambda k: stamps[k] - stamps[k - 1])
    now = datetime.fromisoformat(sql_text(url, "SELECT max(ts) FROM log_record"))
    expected = (now - stamps[gap]).total_seconds() / 60
    spoken = re.match(r"持续约 (\d+) 分钟", head)
    assert spoken and abs(int(spoken.group(1)) - expected) <= 3 and "仍在持续" in head, (expected, head)
