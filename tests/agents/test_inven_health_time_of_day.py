"""Issue 10 patterns of invEN (opened pianohall, quarrylink, sandtrek): health verdicts and time-of-day words.

Scenarios:
- "票亭现在有没有问题？刚发过版" (pianohall): a short statement told after the question's mark is given a mark of its
  own by the question's cleaning ("…？刚发过版？"); it was then read as a deploy asked ("是，… 有发布记录", judging
  nothing). Such a statement, with no question word or particle of its own, only sets the scene.
- "现在好了吗" after "昨晚直播卡顿是怎么回事" / "几点开始的" (pianohall): the trouble was told by a word several
  services share (直播: the stream player and the transcode worker), no name anywhere; the follow-up was an overview
  of another trouble firing now (unhealthy). The bare health follow-up asks the services holding the told thing's
  word.
- "vehicle telemetry queue healthy?" (sandtrek): a queue logs nothing of its own backlog; it answered healthy from
  the queue's empty lines while its consumer's lag alert fired. Its consumers whose alerts speak of a backlog are
  asked beside it (never a user whose alerts speak of none).
- "what time did the first load ticket fail this morning?", "which logged more errors this morning, X or Y?" asked
  at 06:50 (quarrylink): the English "this morning" was 06:00-now, cutting a trouble of 05:31-06:09 in two. "This
  morning" asked in the working morning's first hour (before 07:00) runs from midnight, as 今早 does (at 07:45 a
  05:30 deploy is no "this morning" one: snowplow's wrong-suspect case regressed with a 09:00 bound).
- "which version was that?" after "load tickets were failing this morning, why?" (quarrylink): the version was
  searched in the subject's own change events ("没有，未找到 … 的发布记录") while the trouble came with a deploy of a
  service it calls. The applications among the subject's dependencies are searched beside it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question_ops import actions_asked
from superbiz.agents.question_text import clean_question
from superbiz.agents.subjects import told_thing_owners
from superbiz.agents.timeparse import resolve_time


def test_statement_told_after_the_mark_asks_no_operation_once_cleaned() -> None:
    cleaned = clean_question("票亭现在有没有问题？刚发过版")
    assert cleaned.endswith("刚发过版？")  # the cleaning's mark
    assert actions_asked(cleaned) == []
    assert actions_asked(clean_question("推荐服务现在有没有报错？刚重启过")) == []
    # a second question of its own after the first still asks its operation
    assert actions_asked(clean_question("X 现在有没有问题？回滚了没有")) == ["回滚"]
    assert actions_asked(clean_question("X 现在有没有问题？是不是又重启了")) == ["重启"]
    assert actions_asked("is X ok? did they roll it back?") == ["回滚"]


_NOW = datetime(2026, 12, 4, 18, 45, tzinfo=UTC)
_KIOSK = Catalog(services=("kiosk", "pay"), dependencies={"kiosk": ("pay",)},
                 descriptions={"kiosk": "售票处自助机 (票亭) / box-office kiosk",
                               "pay": "门票支付服务 / ticket payments"},
                 timezone="UTC", data_end=_NOW)


def test_health_asked_with_a_deploy_told_after_is_a_health_question() -> None:
    plan = offline_plan("票亭现在有没有问题？刚发过版", _KIOSK, now=_NOW)
    assert plan.aspects == ["health"]
    assert plan.actions == []
    assert plan.services == ["kiosk"]


_STREAM = Catalog(services=("player", "transcoder", "transcode-q", "seats"),
                  dependencies={"player": ("transcoder",), "transcoder": ("transcode-q",)},
                  dependency_kinds={"transcoder": (("transcode-q", "kafka"),)},
                  descriptions={"player": "直播播放器 / stream player",
                                "transcoder": "直播转码服务 (读队列转码) / transcode worker",
                                "transcode-q": "直播转码队列 (Kafka) / streaming transcode queue",
                                "seats": "座位图服务 (选座) / seat map service"},
                  teams={"player": "直播组 Streaming", "transcoder": "直播组 Streaming",
                         "transcode-q": "直播组 Streaming", "seats": "座位图组 Seat Map"},
                  timezone="UTC", data_end=_NOW)


def test_told_thing_owners_are_the_applications_sharing_its_word() -> None:
    def holding(word: str, team: bool = False) -> list[str]:
        return {"直播": ["player", "transcoder"], "选座": ["seats"]}.get(word, [])

    assert told_thing_owners("昨晚直播卡顿是怎么回事", holding) == ["player", "transcoder"]
    assert told_thing_owners("几点开始的", holding) == []
    assert told_thing_owners("昨天下午有啥问题", holding) == []  # time and generic words hold nothing


def test_bare_health_follow_up_asks_the_thing_the_trouble_was_told_of() -> None:
    plan = offline_plan("现在好了吗", _STREAM, now=_NOW, earlier_questions=["昨晚直播卡顿是怎么回事", "几点开始的"])
    assert plan.aspects == ["health"]
    assert sorted(plan.services) == ["player", "transcoder"]
    # the onset follow-up keeps the earlier symptom as its referent (unchanged)
    onset = offline_plan("几点开始的", _STREAM, now=_NOW, earlier_questions=["昨晚直播卡顿是怎么回事"])
    assert onset.services == [] and onset.referent
    # a follow-up naming a thing of its own is not changed
    assert offline_plan("选座服务现在好了吗", _STREAM, now=_NOW,
                        earlier_questions=["昨晚直播卡顿是怎么回事"]).services == ["seats"]


_SAUNA = Catalog(services=("app", "booking", "booking-db"),
                 dependencies={"app": ("booking",), "booking": ("booking-db",)},
                 dependency_kinds={"booking": (("booking-db", "mysql"),)},
                 descriptions={"app": "订桑拿App (预约客户端) / sauna booking app",
                               "booking": "桑拿预约服务 (下单订场) / booking service",
                               "booking-db": "预约数据库 (MySQL) / booking db"},
                 timezone="UTC", data_end=_NOW)


def test_same_problem_as_that_time_is_no_bare_health_follow_up() -> None:
    # "跟中午那次是同一个问题吗？" after "今晚订场一直失败，什么原因" (saunabox, after the merge): it reads
    # as health, so the told thing's holder (订场 → the booking service) became its subject and one service's
    # two windows answered "无法确定"; with no subject the two windows are set against each other (every
    # service's codes decide)
    earlier = ["今晚订场一直失败，什么原因"]
    plan = offline_plan("跟中午那次是同一个问题吗？", _SAUNA, now=_NOW, earlier_questions=earlier)
    assert plan.services == [] and plan.same_cause_windows
    assert plan.compare_start == "2026-12-04T11:00:00Z"
    # a bare health follow-up still asks the told thing's holder
    health = offline_plan("现在好了吗", _SAUNA, now=_NOW, earlier_questions=earlier)
    assert (health.aspects, health.services) == (["health"], ["booking"])


_FLEET = Catalog(services=("ingest", "positions-q", "map"),
                 dependencies={"ingest": ("positions-q",), "map": ("positions-q",)},
                 dependency_kinds={"ingest": (("positions-q", "kafka"),), "map": (("positions-q", "kafka"),)},
                 descriptions={"ingest": "车辆 GPS 遥测接入 / vehicle GPS telemetry ingest",
                               "positions-q": "车辆遥测消息队列 (Kafka) / vehicle telemetry queue",
                               "map": "车辆地图 / fleet map"},
                 alert_words={"ingest": "ingest consumer lag on fleet.positions above 10000 messages",
                              "map": "map p99 latency 2450ms > 800ms"},
                 timezone="UTC", data_end=_NOW)


def test_queue_health_asks_its_lagging_consumer_beside_it() -> None:
    plan = offline_plan("vehicle telemetry queue healthy?", _FLEET, now=_NOW)
    assert plan.aspects == ["health"]
    assert plan.services == ["ingest", "positions-q"]
    # no consumer's alert speaks of a backlog: the queue alone
    calm = _FLEET.model_copy(update={"alert_words": {"map": "map p99 latency 2450ms > 800ms"}})
    assert offline_plan("vehicle telemetry queue healthy?", calm, now=_NOW).services == ["positions-q"]


def test_queue_asked_of_itself_is_the_queue_alone() -> None:
    """libreshelf-notice-bus-healthy-zh (fixD): "X 这个 kafka 本身有没有毛病" asks the queue ITSELF — its lagging
    consumer's backlog made it unhealthy; the queue alone is asked (it logs only INFO: healthy)."""
    for question in ("positions-q 这个 kafka 本身有没有毛病", "is the vehicle telemetry queue itself healthy?"):
        plan = offline_plan(question, _FLEET, now=_NOW)
        assert plan.aspects == ["health"], (question, plan)
        assert plan.services == ["positions-q"], (question, plan)


_ALMATY = ZoneInfo("Asia/Almaty")


def test_this_morning_asked_early_runs_from_midnight() -> None:
    at_650 = datetime(2026, 12, 4, 6, 50, tzinfo=_ALMATY)
    spec = resolve_time("which logged more errors this morning, X or Y?", now=at_650, zone=_ALMATY)
    assert spec.start == datetime(2026, 12, 4, 0, 0, tzinfo=_ALMATY) and spec.end == at_650
    # later in the morning, "this morning" is the working morning (06:00-)
    for later in (datetime(2026, 12, 4, 7, 45, tzinfo=_ALMATY), datetime(2026, 12, 4, 10, 30, tzinfo=_ALMATY)):
        assert resolve_time("errors this morning?", now=later, zone=_ALMATY).start == datetime(
            2026, 12, 4, 6, 0, tzinfo=_ALMATY)
    # another day's morning, and 上午 / 早上, are left as they were
    assert resolve_time("what happened yesterday morning?", now=at_650, zone=_ALMATY).start == datetime(
        2026, 12, 3, 6, 0, tzinfo=_ALMATY)
    assert resolve_time("上午有啥问题", now=at_650, zone=_ALMATY).start == datetime(2026, 12, 4, 6, 0, tzinfo=_ALMATY)


_TICKETS = Catalog(services=("tickets", "scales", "tickets-db"),
                   dependencies={"tickets": ("tickets-db", "scales")},
                   dependency_kinds={"tickets": (("tickets-db", "postgres"), ("scales", "service"))},
                   descriptions={"tickets": "装车单服务 / load tickets service", "scales": "地磅同步 / weigh sync",
                                 "tickets-db": "装车单数据库 (PostgreSQL) / load tickets database"},
                   timezone="UTC", data_end=_NOW)


def test_version_asked_of_that_searches_the_subjects_applications_below_it() -> None:
    plan = offline_plan("which version was that?", _TICKETS, now=_NOW,
                        earlier_questions=["load tickets service was failing this morning, why?"])
    assert plan.actions == ["发布"]
    assert plan.services == ["tickets", "scales"]  # never the database
    # the subject named in the question itself: its own change events only
    own = offline_plan("which version of the weigh sync was that?", _TICKETS, now=_NOW,
                       earlier_questions=["load tickets service was failing this morning, why?"])
    assert "tickets" not in own.services
