"""Onset of a queue's backlog said with 堆 as a verb, and a head's last word shared only by its store's team
(invCV, opened oliveline), on names of no real world.

Scenarios:
- oliveline "称重站队列昨晚几点开始堆的": "几点开始堆的 / 堆起来" is a queue backing up (its consumer's lag), like
  积压 — the queue itself logs nothing, so reading it as the queue's own lines answered "无法确定"; "一堆 500" is
  still no backlog.
- oliveline "那它什么时候恢复的?" after "昨天下午门户为啥订不了时段": "门户", the last word of the application's
  head "种植户门户", is shared with its own database only through the team both belong to ("种植户门户组"): the
  word names the application (it named nothing, and the follow-up's "它" had nothing to refer to).
- souqpay "顾客 97400000417 …帮忙查下": an id of digits alone, of the length and lead of the world's stored ids, the
  data does not hold is an unheld id (a gap).
- oliveline "昨天下午门户发版那会儿 种植户结算有报错吗" (a regression the 门户 alias exposed): an operation on X "那会儿
  / 的时候 / 期间" sets the scene and marks the time; Y is asked.
- souqpay "咋修" after a cause question: "咋修 / 咋解决" ask the steps (how-to).
Dev: harbor-bus-began-piling-onset-zh, stagecast-followup-how-to-fix-colloquial-zh,
    stagecast-during-other-deploy-errors-no-zh.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from superbiz.agents.question import BACKLOG_WORDS, aspects_of, learn_aliases, match_services, time_marker
from superbiz.agents.question_ops import actions_asked
from superbiz.sources.worldgen import build_world
from superbiz.tools.lookup import UNHELD_ID, find_ids


@pytest.mark.parametrize("question", ["称重队列昨晚几点开始堆的", "事件队列是从几点开始堆起来的？", "队列堆起来了没"])
def test_pile_as_a_verb_is_a_backlog(question: str) -> None:
    """Scenario oliveline "称重站队列昨晚几点开始堆的"."""
    assert BACKLOG_WORDS.search(question)


@pytest.mark.parametrize("question", ["为啥一堆 500", "成堆的告警", "堆栈里报了啥"])
def test_a_heap_of_errors_is_no_backlog(question: str) -> None:
    assert not BACKLOG_WORDS.search(question)


_SERVICES = ["grow-portal", "grow-db", "sched-svc"]
_DESCRIPTIONS = {"grow-portal": "种植户门户 (网页与App) / growers portal",
                 "grow-db": "种植户数据库 (MySQL) / growers db", "sched-svc": "压榨排班服务 / schedule service"}
_TEAMS = {"grow-portal": "种植户门户组 Portal", "grow-db": "种植户门户组 Portal", "sched-svc": "排班组 Sched"}


def test_a_last_word_shared_only_by_its_stores_team_names_the_application() -> None:
    """Scenario oliveline "昨天下午门户为啥订不了时段": the store's team holds 门户, its description does not."""
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, _TEAMS, infra={"grow-db": "mysql"})
    assert match_services("昨天下午门户为啥订不了时段", _SERVICES, aliases) == ["grow-portal"]


def test_a_last_word_an_applications_team_holds_still_names_neither() -> None:
    """Another application of the team holding the word keeps it shared (only a store's team is set aside)."""
    teams = {**_TEAMS, "sched-svc": "种植户门户组 Portal"}
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, teams, infra={"grow-db": "mysql"})
    assert "门户" not in aliases


def test_an_unheld_id_of_digits_alone_of_the_worlds_shape_is_a_gap(tmp_path: Path) -> None:
    """Scenario souqpay "顾客 97400000417 说钱扣了但摊主没收到，帮忙查下": the world's user ids are 11 digits alone
    ("97434164529"); one of that length and lead the data does not hold is an unheld id (a gap in the head), not a
    token passed over (the answer then told every current incident instead)."""
    world = build_world("harbor", f"sqlite:///{tmp_path / 'w.db'}")
    try:
        with world.engine.begin() as conn:
            conn.execute(text("UPDATE orders SET user_id = '9740' || printf('%07d', rowid + 5000000), "
                              "user_key = '9740' || printf('%07d', rowid + 5000000)"))
        assert find_ids(world, ["97405000001"]) == {"97405000001": "user_id"}
        assert find_ids(world, ["97400000417"]) == {"97400000417": UNHELD_ID}
        #: another length or another lead: not of the world's shape
        assert find_ids(world, ["9740000041", "12400000417"]) == {}
    finally:
        world.dispose()


@pytest.mark.parametrize("question", ["咋修", "咋修？", "那咋解决"])
def test_how_to_fix_said_colloquially_asks_the_steps(question: str) -> None:
    """Scenario souqpay "咋修" after "积分服务为啥一直报错": the steps are asked (it read as the cause again)."""
    assert "how_to" in aspects_of(question, has_entity=False, has_record=False)


def test_another_services_operation_at_that_time_only_marks_the_time() -> None:
    """Scenario oliveline "昨天下午门户发版那会儿 种植户结算有报错吗": the deploy of X sets the scene (not asked
    whether it was done) and X only marks the time — Y's errors then are asked."""
    question = "昨天下午门户发版那会儿 种植户结算有报错吗"
    assert actions_asked(question) == []
    aliases = {"门户": "grow-portal", "种植户结算": "grow-pay"}
    marker = time_marker(question, ["grow-portal", "grow-pay"], aliases)
    assert marker is not None and marker[0] == "grow-portal"
    assert actions_asked("门户昨天发版了吗") == ["发布"]
