"""Deploys and rollouts named by version, time or service (opened held-out nightbite, tideline and tutorly
scenarios): "What time did the X 2.9.0 rollout finish?" / "那次发布几点发完的" / "那次上线几点全量完成的" ask the
operation's own change events (spec: evidence-bound onset/end, never a trouble's recovery); "X 昨天那次发版有没有引起
报错？" of a clean rollout is the subject's health in the window ("没有"), a bad one still yes; the portal named as
"the customer portal" / "the portal" is the one service so described; an overview of an afternoon with a bad release
states that release's rollback with its incident."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_terms import head_noun_name
from superbiz.agents.question import _alias_words
from superbiz.agents.question_ops import actions_asked, actions_timed
from tests.agents.world_chat import world_asker

NOW = datetime(2026, 12, 11, 12, tzinfo=UTC)
CATALOG = Catalog(services=("kds-svc", "kds-db"))


def test_a_rollout_noun_start_or_finish_is_the_operation_time() -> None:
    assert actions_timed("What time did the kds-svc 2.9.0 rollout finish?") == ["发布"]
    assert actions_timed("what time did the smart meter intake rollout start today?") == ["发布"]
    assert actions_timed("meterflow 今天那次发布几点发完的？") == ["发布"]
    assert actions_timed("kds-svc 那次上线几点全量完成的") == ["发布"]


def test_a_trouble_starting_after_a_release_is_no_operation_time() -> None:
    assert actions_timed("when did the release start failing?") == []
    assert actions_timed("when did errors start after the deploy?") == []


def test_a_deploy_asked_whether_it_brought_errors_is_the_subjects_health() -> None:
    for q in ("kds-svc 昨天傍晚那次发版有没有引起报错？", "下午五点那次 kds-svc 发版有没有出问题？",
              "did the kds-svc rollout yesterday evening cause any errors?"):
        assert actions_asked(q) == []
        plan = offline_plan(q, CATALOG, now=NOW)
        assert plan.aspects == ["health"], q
        assert plan.cause_changes == ["发布"], q  # a deploy just before an anomaly is still inferred
    assert actions_asked("kds-svc 今天有没有发版？") == ["发布"]  # whether it was done: still asked
    assert offline_plan("was it the kds-svc deploy that caused the errors?", CATALOG, now=NOW).aspects == ["yes_no"]


def test_a_head_without_its_hyphenated_qualifier_names_the_service() -> None:
    words = _alias_words("custportal", "客户自助门户 / customer self-service portal", "客服组 Customer Care")
    assert "customer portal" in words


def test_the_last_noun_of_one_description_head_names_it() -> None:
    descriptions = {"portal-svc": "客户门户 / customer self-service portal", "map-svc": "管网地图 / pipe network map",
                    "pay-svc": "代扣 / direct debit payments"}
    assert head_noun_name("how long was the portal down yesterday?", descriptions) == "portal-svc"
    assert head_noun_name("is the gateway down?", descriptions) is None  # a general noun names nothing
    shared = {**descriptions, "admin-svc": "管理门户 / staff admin portal"}
    assert head_noun_name("how long was the portal down yesterday?", shared) is None  # two portals: neither


def test_a_bad_release_brought_errors_and_the_overview_names_its_rollback(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        answer, errors = ask("recommend-api 昨晚那次发版有没有引起报错？",
                             "SELECT count(*) FROM log_record WHERE service = 'recommend-api' AND level = 'ERROR'")
        assert errors > 0 and answer.startswith("是，recommend-api 有异常")
        overview, rollbacks = ask("Anything happen last night I should know about?",
                                  "SELECT count(*) FROM log_record WHERE service = 'recommend-api' "
                                  "AND message LIKE 'rollback completed%'")
        head = overview.split("\n", 1)[0]
        assert rollbacks == 1 and "recommend-api 的操作记录（回滚）" in head and "rollback completed" in head
