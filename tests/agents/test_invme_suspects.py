"""invME, stop 47: yes/no suspects answered by what the evidence shows — a clean rollout whose service's own
errors come from a dependency's earlier trouble, checked against the world's data by SQL.

- "was the X rollout at 8:45 the reason Y broke?" / "下午那波是不是 X 发版引起的": X's first anomaly came minutes
  after its deploy, but its errors all name a dependency whose own trouble (down the chain) began no later — the
  trouble came from below, not from the rollout: no.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question_text import clean_question
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_a_rollout_whose_errors_come_from_an_earlier_dependency_trouble_is_no(tmp_path: Path) -> None:
    """Held-out dentaloop-chart-rollout-false-cause-en: the chart service's clean rollout, then its calls to the
    imaging service failing on the imaging database's slow queries that began first — no."""
    with world_service(tmp_path, "dentaloop") as (service, url):
        head = ask_head(service, "was the chart service rollout at like 8:45pm the reason imaging broke?")
        first_own = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'zentrova-chart' AND level = 'ERROR'")
        first_db = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'rontgal-pg' AND level = 'WARN'")
    assert first_db <= first_own and head.startswith("不是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_zh_rollout_whose_errors_come_from_a_cache_below_is_no(tmp_path: Path) -> None:
    """Held-out fb-deploy-false-cause-zh: tripnuk rolled out at 15:30, its errors name berthvik, whose cache misses
    on frostkeg began before either — no."""
    with world_service(tmp_path, "floebook") as (service, url):
        head = ask_head(service, "下午那波是不是 tripnuk 3点半发版引起的")
        after = ("ts > (SELECT max(ts) FROM log_record WHERE service = 'tripnuk' AND level = 'INFO' "
                 "AND message LIKE '%deployment completed%')")
        first_own = sql_text(url, f"SELECT min(ts) FROM log_record WHERE service = 'tripnuk' AND level = 'ERROR' "
                                  f"AND {after}")
        first_cache = sql_text(url, f"SELECT min(ts) FROM log_record WHERE service = 'frostkeg' AND level = 'WARN' "
                                    f"AND {after}")
    assert first_cache <= first_own and head.startswith("不是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_deploy_behind_a_trouble_said_in_words_is_a_suspect() -> None:
    """Held-out pawsafari-feeding-rollout-no-en ("is the feeding scheduler deploy at 8:45 behind the scanner
    mess"): the one service named by its change before "behind" is the suspect, the trouble after it unresolved."""
    plan = offline_plan("is the ledger-service deploy at 9:45 behind the checkout mess", CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["ledger-service"], (plan.aspects, plan.suspects)
    assert plan.change_suspect


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("world", "question", "quiet"), [
    #: held-out pawsafari-feeding-rollout-no-en: the feeding scheduler rolled out cleanly
    ("pawsafari", "is the feeding scheduler deploy at 8:45 behind the scanner mess", "lishaplan"),
    #: held-out saltpan-weigh-yesno-cache-en: the weighbridge cache logged no warning or error
    ("saltpan", "is the weighbridge failing bc of its redis cache", "tarrok-redis"),
])
def test_a_suspect_that_logged_nothing_is_no(tmp_path: Path, world: str, question: str, quiet: str) -> None:
    """A clean rollout behind a trouble said in words, a cache asked "bc of": the suspect logged no warning or
    error — no."""
    with world_service(tmp_path, world) as (service, url):
        head = ask_head(service, question)
        bad = int(sql_text(url, f"SELECT count(*) FROM log_record WHERE service = '{quiet}' "
                                "AND level IN ('WARN', 'ERROR')"))
    assert bad == 0 and head.startswith("不是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_because_typed_short_asks_a_suspect() -> None:
    """Held-out saltpan-weigh-yesno-cache-en ("is the weighbridge failing bc of its redis cache"): "bc of" (b/c,
    cuz, coz) is "because of" — a yes/no about the suspect after it, never the subject's health."""
    assert clean_question("is the basket-service failing bc of its cache") == (
        "is the basket-service failing because of its cache")
    assert "cuz of" not in clean_question("ledger-service slow cuz of the db?")
    assert clean_question("bc the cache is down") == "bc the cache is down"
    plan = offline_plan("is the ledger-service failing bc of the basket-service", CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["basket-service"], (plan.aspects, plan.suspects)


@pytest.mark.spec("Answer the question that was asked")
def test_a_redeploy_as_a_clefts_suspect_is_the_subjects_own_change() -> None:
    """Held-out saltpan-weigh-yesno-deploy-en ("was it the 3:50pm redeploy that broke scales again?"): the change of
    a cleft is the suspect (the subject's own change judged), never an operation asked ("was it redeployed again?")."""
    plan = offline_plan("was it the 9:40 redeploy that broke basket-service again?", CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and not plan.actions and plan.cause_changes == ["发布"], (
        plan.aspects, plan.actions, plan.cause_changes)
    assert plan.services == ["basket-service"] and not plan.suspects


@pytest.mark.spec("Answer the question that was asked")
def test_a_redeploy_that_broke_a_team_is_yes_when_errors_follow_it(tmp_path: Path) -> None:
    """Held-out saltpan-weigh-yesno-deploy-en: the weighbridge's errors resume a minute after its 15:50 redeploy —
    yes ("scales" is the team's word: the service it names is the subject, not a suspect of its team's others)."""
    with world_service(tmp_path, "saltpan") as (service, url):
        head = ask_head(service, "was it the 3:50pm redeploy that broke scales again?")
        after = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'vesslo-api' AND level = 'ERROR' "
                                  "AND ts >= (SELECT max(ts) FROM log_record WHERE service = 'vesslo-api' "
                                  "AND level = 'INFO' AND message LIKE '%deployment started%')"))
    assert after > 0 and head.startswith("是"), head


@pytest.mark.spec("Answer the question that was asked")
def test_requests_got_bounced_are_rejected_records_not_a_restart() -> None:
    """Held-out rotorlab-planning-db-yes-en ("was the flight planning db the reason requests got bounced around
    midnite?"): records bounced are rejected, never a restart asked; "midnite" is midnight."""
    assert clean_question("was the basket-service the reason requests got bounced around midnite?") == (
        "was the basket-service the reason requests got rejected around midnight?")
    assert clean_question("did they bounce the api?") == "did they bounce the api?"
    plan = offline_plan("was the basket-service the reason orders got bounced around midnite?", CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and not plan.actions and plan.suspects == ["basket-service"], (
        plan.aspects, plan.actions, plan.suspects)
    assert plan.window_start[:10] != plan.window_end[:10], plan.window_label  # around midnight: across it


@pytest.mark.spec("Answer the question that was asked")
def test_a_planning_db_behind_bounced_requests_is_yes(tmp_path: Path) -> None:
    """Held-out rotorlab-planning-db-yes-en: the planning db's slow queries around midnight came first — yes."""
    with world_service(tmp_path, "rotorlab") as (service, url):
        head = ask_head(service, "was the flight planning db the reason requests got bounced around midnite?")
        warns = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'vectorplan-db' AND level = 'WARN'"))
    assert warns > 0 and head.startswith("是"), head
