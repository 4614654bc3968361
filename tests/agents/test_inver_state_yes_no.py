"""Issue 10, invER (opened matchday, coinvault, chessarena): a yes/no about a state — still going on, rolled back,
stuck, over yet, a lag asked, a clock after last night. Each test names the pattern; the catalogue is synthetic (no
world's names)."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import asks_about_problems, asks_over, aspects_of
from superbiz.agents.timeparse import resolve_time
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import NOW

#: a queue of parcels, its worker (which lags), a front app that writes it, and one cache of stamps
_WORLD = Catalog(
    services=("front-app", "parcel-worker", "parcel-bus", "stampkeep-redis", "kiosk-till"),
    dependencies={"front-app": ("parcel-bus", "stampkeep-redis"), "parcel-worker": ("parcel-bus",)},
    dependency_kinds={"front-app": (("parcel-bus", "kafka"), ("stampkeep-redis", "redis")),
                      "parcel-worker": (("parcel-bus", "kafka"),)},
    descriptions={"front-app": "前台应用 / front app", "parcel-worker": "包裹处理服务 (消费包裹队列) / parcel worker",
                  "parcel-bus": "包裹队列 (Kafka) / parcel queue", "stampkeep-redis": "邮戳缓存 (Redis) / stamp cache",
                  "kiosk-till": "报刊亭收银 (站内零售) / newsstand till"},
    alert_words={"parcel-worker": "consumer lag growing parcel-worker consumer lag on parcels above 10000 messages"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


def _plan(question: str):  # type: ignore[no-untyped-def]
    return offline_plan(question, _WORLD, now=NOW)


def test_a_latin_word_before_a_technology_word_names_the_dependency_of_that_kind_holding_it() -> None:
    """"token redis 还在 evict 吗": the redis whose name (or description) holds the word, not the whole world."""
    assert _plan("stamp redis 还在 evict 吗").services == ["stampkeep-redis"]
    assert _plan("is the stamp redis still missing?").services == ["stampkeep-redis"]


@pytest.mark.parametrize("question", ["was redis evicting?", "did redis evict keys?"])
def test_an_auxiliary_before_a_technology_word_names_no_dependency(question: str) -> None:
    assert "stampkeep-redis" not in _plan(question).services


def test_the_thing_whose_version_an_operation_is_asked_of_is_named_by_its_description_head() -> None:
    """"小卖部那个版本回滚了没": the opening word of one description's head names its service; the operation asked."""
    plan = _plan("报刊亭那个版本回滚了没")
    assert plan.services == ["kiosk-till"]
    assert plan.actions


def test_a_thing_said_stuck_in_users_words_names_its_holders() -> None:
    """"are withdrawals stuck?": the worker (and the queue) holding the word, asked whether in trouble."""
    assert "parcel-worker" in _plan("are parcels stuck?").services
    assert asks_about_problems("are parcels stuck?")


def test_a_queue_said_stuck_is_its_consumers_lag() -> None:
    """"is the withdrawal queue stuck?": the queue logs nothing of its backlog — its lagging consumer is asked too
    (the queue alone said a false "no")."""
    assert "parcel-worker" in _plan("is the parcel queue stuck?").services


@pytest.mark.parametrize("question", ["昨天下午包裹 kafka 是不是有消费延迟？", "是不是有延迟",
                                      "is there any lag on parcels?", "命中率还低吗"])
def test_a_lag_or_a_level_still_low_asked_is_a_trouble_asked(question: str) -> None:
    """"是不是有消费延迟" answered "否，X 有异常" — a lag asked is a trouble asked (yes = lagging)."""
    assert asks_about_problems(question)


def test_no_lag_asked_is_the_healthy_side() -> None:
    assert not asks_about_problems("没延迟吧")


@pytest.mark.parametrize("question", ["is the parcel backlog over yet?", "has the parcel backlog ended yet?",
                                      "is the parcel backlog over yet？"])  # a full-width mark (typed-form break)
def test_over_or_ended_yet_asks_whether_the_trouble_ended(question: str) -> None:
    assert asks_over(question)
    assert "end" in aspects_of(question, has_entity=True, has_record=False)


@pytest.mark.parametrize("question", ["is the deploy over?", "is the rollout over yet?"])
def test_an_operation_over_is_no_troubles_end(question: str) -> None:
    assert not asks_over(question)


def test_a_trouble_not_over_says_no_and_since_when() -> None:
    """"is the withdrawal backlog over yet?": "没有" first (not a bare 尚未恢复, which reads as neither), then the
    start of the run reaching now, in the world's zone."""
    items = (
        MaterialItem(claim_id="w1", claim_type="observation", text=(
            "parcel-worker 错误码 PW-W1 的 WARN 日志在窗口内共 25 条，首次出现(first_seen) 2031-03-04T11:20:05Z，"
            "最近一次(last_seen) 2031-03-04T11:58:05Z，跨度(span) 38m；前一窗口同类日志数(earlier_count)=0；"
            "示例：consumer lag 104919 messages")),
        MaterialItem(claim_id="w2", claim_type="observation", text=(
            "告警 LagGrowing（服务 parcel-worker，critical）正在触发(firing)，开始于(since) 2031-03-04T11:25:00Z，"
            "已持续(active_for) 35m")),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="end", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("parcel-worker",), timezone="UTC", over=True,
                        window_end="2031-03-04T12:00:00Z", window_start="2031-03-04T11:00:00Z")
    head = lead_lines(material, brief)[0]
    assert head.startswith("没有，尚未恢复（自 2031-03-04 11:20:05（UTC）起持续至今）："), head


@pytest.mark.parametrize("question", ["昨晚十点以后 X 有没有报错", "did X log errors after 10pm last night?",
                                      "昨晚1点之后 X 报过错吗"])
def test_a_clock_after_last_night_is_the_rest_of_that_night(question: str) -> None:
    """chessarena-elo-last-night-no-zh: "昨晚十点以后" is the night from the clock to its end (06:00), not up to now —
    a trouble of this evening is no answer about last night."""
    zone = ZoneInfo("UTC")
    spec = resolve_time(question, now=datetime(2031, 3, 4, 21, 10, tzinfo=UTC), zone=zone)
    assert spec.end == datetime(2031, 3, 4, 6, 0, tzinfo=UTC)
    assert spec.start.day == (3 if "1点" not in question else 4)


@pytest.mark.parametrize("question", ["昨晚十点以来 X 有没有报错", "昨晚十点以后 X 一直在报错，为啥"])
def test_since_or_still_after_last_night_runs_to_now(question: str) -> None:
    spec = resolve_time(question, now=datetime(2031, 3, 4, 21, 10, tzinfo=UTC), zone=ZoneInfo("UTC"))
    assert spec.end == datetime(2031, 3, 4, 21, 10, tzinfo=UTC)
