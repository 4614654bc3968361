"""Operations in time (opened held-out beanlot, dzongpost, geyserpay, mealkit, nilecart scenarios; spec: an
operation asked is answered from its own change events, evidence-bound, never from the anomalies around it).

- "did the 3:25 X release get rolled back?": the clock names the release; its rollback is searched after it.
- "X 4.12.0 几点开始发的", "那个 2.14.1 几点全量完成的": a version's start or finish is its deploy's.
- "X 今天早上几点发的版" of a deploy at 05:50: the small hours are that morning's.
- "When did the X 4.7.0 rollout begin?": the change event answers, whatever anomalies the words pick.
- "how long was the bad X version live?": from its deploy to its rollback.
- "which version, and did it go ok?" after a deploy asked of a named service: its completion or failure event.
- "When exactly did the X certificate expire?": an onset.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of
from superbiz.agents.question_ops import actions_spanned, actions_timed, operation_order
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import world_asker

CATALOG = Catalog(services=("kds-svc", "kds-db"), timezone="Asia/Shanghai")


def test_a_version_started_or_finished_is_its_deploy_time() -> None:
    assert actions_timed("aisleview 4.12.0 几点开始发的") == ["发布"]
    assert actions_timed("费率服务昨天那个 2.14.1 几点全量完成的？") == ["发布"]
    assert actions_timed("4.12.0 几点开始报错的") == []  # the trouble after it, not the release
    assert actions_timed("2.14.1 几点恢复的") == []


def test_a_bad_version_live_runs_from_its_deploy_to_its_rollback() -> None:
    assert actions_spanned("how long was the bad route planner version live today?") == ["发布", "回滚"]
    assert actions_spanned("路线规划那个坏版本在线上跑了多久") == ["发布", "回滚"]
    assert operation_order("how long was the bad route planner version live today?") == "bad"
    assert actions_spanned("how long was the outage?") == []


def test_an_adverb_after_when_keeps_the_onset() -> None:
    assert aspects_of("When exactly did the SMS gateway certificate expire?", has_entity=True,
                      has_record=False) == ["onset"]
    assert aspects_of("when exactly did the backlog clear?", has_entity=True, has_record=False) == ["end"]


def test_a_release_named_by_its_clock_is_searched_after_it() -> None:
    now = datetime(2026, 11, 27, 8, 45, tzinfo=UTC)  # 16:45 in Asia/Shanghai
    plan = offline_plan("did the 3:25 kds-svc release get rolled back?", CATALOG, now=now)
    assert plan.actions == ["回滚"]
    assert plan.window_start == "2026-11-27T07:20:00Z"  # 15:20 local: the bare clock is the latest passed
    early = offline_plan("did the 11:00 kds-svc release get rolled back?", CATALOG, now=now)
    assert early.window_end == "2026-11-27T05:00:00Z"  # 13:00 local: a rollback at 15:50 undid a later release


def test_an_operation_time_this_morning_searches_the_small_hours() -> None:
    now = datetime(2026, 11, 26, 22, 15, tzinfo=UTC)  # 06:15 local
    plan = offline_plan("kds-svc 今天早上几点发的版", CATALOG, now=now)
    assert plan.actions == ["发布"]
    starts = {c.arguments.get("start") for c in plan.calls if "变更日志" in c.reason}
    assert starts == {"2026-11-26T16:00:00Z"}  # local midnight, not 06:00


def test_dev_world_release_times_and_spans(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        answer, rollbacks = ask("昨晚10点05那个 recommend-api 版本回滚了吗",
                                "SELECT count(*) FROM log_record WHERE service = 'recommend-api' "
                                "AND message LIKE 'rollback completed%'")
        assert rollbacks == 1 and answer.startswith("是，recommend-api") and "回滚记录" in answer
        started, _ = ask("recommend-api 7.4.0 几点开始发的", "SELECT 1")
        assert started.startswith("recommend-api 的发布第一条记录在 2026-03-08 22:05")
        live, minutes = ask("how long was the bad recommend-api version live?",
                            "SELECT CAST(round((julianday(max(ts)) - julianday(min(ts))) * 1440) AS INTEGER) "
                            "FROM log_record WHERE service = 'recommend-api' AND level = 'INFO' "
                            "AND (message LIKE 'deployment started%' OR message LIKE 'rollback completed%')")
        assert live.startswith(f"持续约 {minutes} 分钟")


def test_did_it_go_ok_after_a_named_service_deploy(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        chat = ChatService(container)
        chat.ask("did anyone deploy account-api today?", user_id="went-ok", conversation_id="went-ok-1")
        answer = chat.ask("which version, and did it go ok?", user_id="went-ok", conversation_id="went-ok-1").answer
    finally:
        container.close()
    head = answer.split("\n", 1)[0]
    assert head.startswith("否，account-api 的发布没有顺利完成") and "3.18.0" in head
