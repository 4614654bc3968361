"""Patterns of the opened atollstay, dzongpost and himalgear worlds (helper round invBV): two troubles or episodes
compared when their sides are named by the troubles' own words; checked on the dev worlds, every expectation that
depends on the data from the world database by SQL.

- Spec scenario "onset order" (dev: harbor-which-first-cert-or-backlog-zh, harbor-which-first-backlog-or-cert-en):
  "证书过期和舱单积压，哪个先开始的？" — a side naming no service but its trouble is the one service whose alerts carry
  it (the certificate's, the backlog's consumer); the earlier is named with both onsets (it answered one service's
  cause or health).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from tests.agents.world_chat import sql_text, world_service

_FIRST = "SELECT min(ts) FROM log_record WHERE service = '{}' AND level = '{}'"


def test_which_first_of_two_troubles_named_by_their_words(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        cert = sql_text(url, _FIRST.format("carrier-bridge", "ERROR"))
        backlog = sql_text(url, _FIRST.format("manifest-worker", "WARN"))
        first = "carrier-bridge" if cert < backlog else "manifest-worker"
        zone = ZoneInfo(sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'"))
        for asked in ("证书过期和舱单积压，哪个先开始的？",
                      "Which started first, the manifest backlog or the cert expiry?"):
            head = chat.ask(asked, user_id="invbv").answer.splitlines()[0]
            assert head.startswith(f"{first} 先开始："), head
            for stamp in (cert, backlog):
                at = datetime.fromisoformat(stamp).replace(tzinfo=UTC).astimezone(zone)
                assert at.strftime("%H:%M") in head, (stamp, head)
