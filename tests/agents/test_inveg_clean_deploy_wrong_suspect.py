"""Issue pattern "a tempting deploy is no cause" (invEG, opened windfarm, saunabox, oasisfuel): "was it the X
deploy?" of a change of X minutes before the subject's first anomaly answered "是（推断）" on the timing alone, while

- the subject's records lead down to another origin whose own trouble began no later than them (the crew app's
  pool waits on the maintenance db; the station app's timeouts through the loyalty service to its evicting cache:
  the deployed service is on the path, the trouble came from below its change), or
- X's change went by clean (X shows nothing in the window), the subject's records do not name X, and another
  dependency of the subject (the booking db's lock waits) went wrong within minutes of the subject's first record.

Either is a coincidence in time: "不是（推断）", the change's record stated against where the trouble came from
(``causes.origin_elsewhere`` in ``executor_ops.suspect_change``). Facts come from the world database by SQL."""

from __future__ import annotations

from pathlib import Path

from tests.agents.world_chat import ask_head as _ask
from tests.agents.world_chat import sql_text, world_service


def test_a_clean_deploy_before_trouble_from_another_database_is_no(tmp_path: Path) -> None:
    with world_service(tmp_path, "windfarm") as (service, url):
        deploy = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'zephyrcast' "
                               "AND message LIKE 'deployment started%'")
        first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'crewhop' AND level = 'ERROR'")
        db = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'bladefix-pg' AND level = 'WARN'")
        named = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'crewhop' AND level = 'ERROR' "
                                  "AND message LIKE '%bladefix-pg%'"))
        head = _ask(service, "What's wrong with the crew dispatch app?",
                    "Is it because of the weather forecast deploy?")
    assert deploy < db < first and named > 0, (deploy, db, first, named)
    assert head.startswith("不是（推断）") and "bladefix-pg" in head and "zephyrcast" in head, head


def test_a_deploy_on_the_path_above_an_earlier_origin_is_no(tmp_path: Path) -> None:
    with world_service(tmp_path, "oasisfuel") as (service, url):
        cache = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'oasispoints-redis' AND level = 'WARN'")
        points = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'oasispoints' AND level = 'ERROR'")
        head = _ask(service, "what was wrong with the station app last night?", "was it the loyalty deploy?")
    assert cache < points, (cache, points)
    assert head.startswith("不是（推断）") and "oasispoints-redis" in head, head


def test_a_clean_unnamed_deploy_beside_a_failing_database_is_no(tmp_path: Path) -> None:
    with world_service(tmp_path, "saunabox") as (service, url):
        errors = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'pricekiln' "
                                   "AND level IN ('ERROR', 'WARN')"))
        named = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'hotbook' AND level = 'ERROR' "
                                  "AND message LIKE '%pricekiln%'"))
        head = _ask(service, "今晚订场失败是不是价格服务发版搞的？")
    assert errors == 0 and named == 0, (errors, named)
    assert head.startswith("不是（推断）") and "hotbook-db" in head, head


def test_an_origin_whose_trouble_ended_hours_before_the_deploy_is_no_origin(tmp_path: Path) -> None:
    """"筒仓入仓那次发版有没有影响到收货预约？" (fixA, held-out wheatrail): the booking app's records name the deployed
    silo service, whose records walk on (its earlier timeouts) to a grading cache that evicted keys around midnight —
    hours before the deploy, over long before the booking app's first error. That trouble is no origin of the one
    after the change: the change stays the inferred cause ("是（推断）"), not "不是（推断）"."""
    with world_service(tmp_path, "wheatrail") as (service, url):
        deploy = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'siloin' "
                               "AND message LIKE 'deployment started%'")
        first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'haulbook' AND level = 'ERROR'")
        cache_last = sql_text(url, "SELECT max(ts) FROM log_record WHERE service = 'gradekeep-redis' "
                                   "AND level = 'WARN'")
        head = _ask(service, "筒仓入仓那次发版有没有影响到收货预约？")
    assert cache_last < deploy < first, (cache_last, deploy, first)
    assert head.startswith("是（推断）") and "siloin" in head, head
