"""invED (issue 10, opened tealeaf): "how long has the bad X build been live?" — a deploy still out, asked how long
it has been out: from its change event's start to now (`render.answer._live_since`). It answered the span of the
ERROR lines that followed the deploy (minutes short of the build's time live). No dev world holds a deploy still
out: asked over the opened tealeaf in other words, checked against SQL."""

from __future__ import annotations

import re
from pathlib import Path

from tests.agents.world_chat import sql_text, world_service

_SINCE_DEPLOY = ("SELECT CAST(round((julianday('2026-12-04 23:10:00') - julianday(min(ts))) * 1440) AS INTEGER) "
                 "FROM log_record WHERE service = 'kettlerenew' AND message LIKE 'deployment started%'")


def _minutes(head: str) -> int:
    found = re.search(r"已上线约 (?:(\d+)h(\d+)m|(\d+) 分钟)", head)
    assert found is not None, head
    return int(found.group(1)) * 60 + int(found.group(2)) if found.group(1) else int(found.group(3))


def test_how_long_a_build_still_out_has_been_live_is_from_its_deploy_to_now(tmp_path: Path) -> None:
    with world_service(tmp_path, "tealeaf") as (service, url):
        english = service.ask("how long has the kettlerenew release been running in production?", user_id="ed",
                              conversation_id="a").answer.split("\n")[0]
        chinese = service.ask("kettlerenew 那个有问题的新版本上线多久了", user_id="ed",
                              conversation_id="b").answer.split("\n")[0]
        expected = int(sql_text(url, _SINCE_DEPLOY))
    assert expected == 75
    assert _minutes(english) == expected, english
    assert _minutes(chinese) == expected, chinese
