"""Two causes are "overlapping" only when the subject's two kinds of failure ran at the same time: two episodes
one after another (the morning's lock waits behind one dependency, the afternoon's pool behind another) are not
named as one overlapping cause. Checked on the opened world questforge; the spans come from its database by SQL."""

from __future__ import annotations

from pathlib import Path

from tests.agents.world_chat import world_asker

#: minutes between the end of the subject's earliest error code and the start of its next one (positive: no overlap)
_GAP = """SELECT CAST((julianday(b.first) - julianday(a.last)) * 1440 AS INTEGER) FROM
  (SELECT error_code, MIN(ts) AS first, MAX(ts) AS last FROM log_record WHERE service = 'item-shop'
   AND level = 'ERROR' GROUP BY error_code ORDER BY first LIMIT 1) a,
  (SELECT error_code, MIN(ts) AS first FROM log_record WHERE service = 'item-shop' AND level = 'ERROR'
   GROUP BY error_code ORDER BY first LIMIT 1 OFFSET 1) b"""


def test_two_episodes_one_after_another_are_not_overlapping_causes(tmp_path: Path) -> None:
    """Scenario "X 老是失败，根子在哪儿？" over a window holding two separate episodes of X's failures."""
    with world_asker(tmp_path, "questforge") as ask:
        answer, gap = ask("今天早上八点半以后 item-shop 老是失败，根子在哪儿？", _GAP)
    assert gap > 60  # the two kinds of failure are hours apart in the data
    head = answer.split("\n", 1)[0]
    assert "重叠" not in head and "gem-ledger-db" in head, head
