"""Lead, stop 43 (issue 10): a change said after the trouble only places it in time — "deposits blew up again around
two forty this arvo, right after the design upload release. root cause?" asks the cause of the deposits' trouble; the
release's service (a clean rollout) was taken for the subject and its head named it (inkbooth's false fact). As the
change told before the trouble ("the courier app got a new version at 3:45 and right after that lockers stopped…"),
the trouble told is what is asked about, checked against the world's data by SQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_a_release_said_after_the_trouble_is_not_the_subject(tmp_path: Path) -> None:
    with world_service(tmp_path, "inkbooth") as (service, url):
        head = ask_head(service, "deposits blew up again around two forty this arvo, right after the design upload "
                                 "release. root cause?")
        released = sql_text(url, "SELECT service FROM log_record WHERE message LIKE '%deployment started%' "
                                 "ORDER BY ts DESC LIMIT 1")
        pool = sql_text(url, "SELECT depends_on FROM service_dependency WHERE service = 'depositra' "
                             "AND kind = 'postgres'")
        errors_of_release = int(sql_text(url, f"SELECT count(*) FROM log_record WHERE service = '{released}' "
                                              "AND level = 'ERROR'"))
    #: the release logged no error (a clean rollout): never in the head; the deposits' database is
    assert errors_of_release == 0 and released not in head and pool in head, (released, head)
