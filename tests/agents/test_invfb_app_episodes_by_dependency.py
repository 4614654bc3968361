"""invFB (stop 40, opened pillpost): "when did the <app> start erroring this time round?" of a front application
with no alerts of its own and no caller.

Its one error code logged over two episodes of its dependency's trouble is one record over the day's window, so
its first line of the day (the earlier, finished episode) was answered. The alerts of the dependency its own lines
name ("call to X failed"), and down the chain the one whose alerts show the episodes apart, now tell where the
episode going on now began (`investigate._alerting_dependency`). No dev world has a front application without
alerts over a dependency alerting twice: asked over the opened pillpost in other words, checked against SQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import sql_text, world_service


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_this_episode_of_an_app_without_alerts_is_told_by_its_dependency_alerts(tmp_path: Path) -> None:
    """Scenario "Verified excerpt supports direct observation": the onset stated is the first line of the current
    episode's own query, not the day's first."""
    with world_service(tmp_path, "pillpost") as (service, url):
        answer = service.ask("botica-web 这次是从几点开始报错的？", user_id="fb", conversation_id="c").answer
        head = answer.split("\n")[0]
        # the current episode: the errors after the dependency's resolved alert and the quiet gap behind it
        first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'botica-web' AND level = 'ERROR' "
                              "AND ts > (SELECT max(ends_at) FROM alert WHERE service = 'recetario')")
        earliest = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'botica-web' AND level = 'ERROR'")
    assert first[11:16] != earliest[11:16]
    assert f"{first[:10]}T{first[11:19]}Z" in head, head
    assert f"{earliest[:10]}T{earliest[11:19]}Z" not in head, head


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_this_one_asked_after_an_earlier_episode_is_the_earlier_question_now() -> None:
    """Scenario "Verified excerpt supports direct observation": "那现在这次呢？" / "and this time?" after "持续了多久"
    of an earlier episode asks the same of the episode going on now (no question of its own, no earlier window)."""
    from superbiz.agents.plan import _this_one_asked
    from superbiz.agents.question import asks_this_episode
    from superbiz.agents.timeparse import asks_now

    zh = _this_one_asked("那现在这次呢？", ["凌晨一点多连接池打满那次", "持续了多久"])
    en = _this_one_asked("and this time?", ["errors around 10am", "how long did that last?"])
    for asked in (zh, en):
        assert asks_this_episode(asked) and asks_now(asked), asked
    assert "持续了多久" in zh and "how long did that last" in en
    # a question of its own, or an earlier one already on this episode, is left as it is
    assert _this_one_asked("那现在这次为什么？", ["持续了多久"]) == "那现在这次为什么？"
    assert _this_one_asked("那现在这次呢？", ["这次几点开始的"]) == "那现在这次呢？"


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_this_one_follow_up_in_a_dev_world_reads_the_current_episode(tmp_path: Path) -> None:
    """Scenario "Verified excerpt supports direct observation" — the dev question
    ledgerly-followup-this-one-now-duration-zh, through the service: the span stated is the
    episode going on now (its first line after the earlier one's window), not the earlier one's."""
    with world_service(tmp_path, "ledgerly") as (service, url):
        for q in ("十点左右 transfer-api 报错那次", "持续了多久"):
            service.ask(q, user_id="fb", conversation_id="c")
        head = service.ask("那现在这次呢？", user_id="fb", conversation_id="c").answer.split("\n")[0]
        first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' "
                              "AND error_code = (SELECT error_code FROM log_record WHERE service = 'transfer-api' "
                              "AND level = 'ERROR' ORDER BY ts DESC LIMIT 1)")
    assert f"{first[:10]}T{first[11:19]}Z" in head, head


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_part_of_day_that_one_while_the_part_runs_is_its_first_episode(tmp_path: Path) -> None:
    """Scenario "Verified excerpt supports direct observation": "上午那次 X 几点才恢复的？" while the morning runs up to
    now and holds a finished episode and the one going on now states the finished one's last line (dev question
    ledgerly-part-that-one-end-while-part-runs-zh); "几点才恢复" asks the end."""
    from superbiz.agents.question import aspects_of

    assert "end" in aspects_of("凌晨那次挂到几点才恢复？", has_entity=True, has_record=False)
    with world_service(tmp_path, "ledgerly") as (service, url):
        answer = service.ask("上午那次 transfer-api 几点才恢复的？", user_id="fb", conversation_id="c").answer
        head = answer.split("\n")[0]
        last = sql_text(url, "SELECT max(ts) FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' "
                             "AND error_code = (SELECT error_code FROM log_record WHERE service = 'transfer-api' "
                             "AND level = 'ERROR' ORDER BY ts LIMIT 1)")
    assert "尚未恢复" not in head and f"{last[:10]}T{last[11:19]}Z" in head, head
