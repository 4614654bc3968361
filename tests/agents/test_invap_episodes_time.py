"""Patterns from the opened lintly (invAP: episodes and time), on names of no real world.

Scenarios:
- lintly "持续了多久" after "昨晚 X 是不是慢了一阵": the duration asked is the slowdown's (its latency WARN lines,
  14 minutes late in the evening), never the span of another trouble of X earlier in the window (its certificate
  ERROR lines, two hours); the follow-up names no trouble of its own, so the conversation's trouble is carried.
- lintly "那它什么时候恢复的?" after "短信提醒昨天下午为啥发不出去": the afternoon window (to 18:00) cut the episode
  off; the lines that ran to its end are followed past it (`Plan.past_end_to`, up to 12 hours, never past now), the
  end stated is where they stopped (19:57), never "尚未恢复" of an episode the data shows ended.
- lintly "洗衣液库存服务昨天几点开始发版的": the when-word and the time verb before the operation ("几点开始发版")
  ask the deploy's own start (its first change event), not the day's first anomaly.
- petrolink "车队组 Fleet 的服务现在正常不？昨晚不是出过事吗": a past event recalled in an aside of its own ("昨晚不是
  出过事吗") sets no window; the health asked is now's (the recent window), not last night's.
- petrolink "Did the tank telemetry backlog start before the card auth trouble?": the trouble a side names is its
  latest episode (card auth's evening incident from 22:09), not a latency blip of it that morning (07:48): yes.
- skilift "支付那个证书是昨天半夜12点之前就过期了吧？": a statement tagged 吧 words no aspect (it took the default, a
  cause); with a clock it is bounded by, the onset is asked against that clock (a yes/no).
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

from superbiz.agents.plan import offline_plan
from superbiz.agents.question_ops import actions_timed
from superbiz.agents.timeparse import resolve_time
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.answer_time import end_line
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW

_ITEMS = (
    MaterialItem(claim_id="c1", claim_type="observation", text=(
        "basket-service 错误码 BSK-5027 的 ERROR 日志在窗口内共 118 条，首次出现(first_seen) 2031-03-04T15:00:48Z，"
        "最近一次(last_seen) 2031-03-04T16:57:26Z，跨度(span) 1h56m；前一窗口同类日志数(earlier_count)=142")),
    MaterialItem(claim_id="c2", claim_type="observation", text=(
        "basket-service 错误码 BSK-W03 的 WARN 日志在窗口内共 15 条，首次出现(first_seen) 2031-03-04T19:48:05Z，"
        "最近一次(last_seen) 2031-03-04T20:02:59Z，跨度(span) 14m；前一窗口同类日志数(earlier_count)=0；"
        "示例：p99 latency 1072ms above objective 800ms")),
)


def _head(symptoms: tuple[str, ...]) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_ITEMS)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="duration", status="answered",
                                                      claim_ids=[i.claim_id for i in _ITEMS])])
    brief = AnswerBrief(coverage=coverage, subjects=("basket-service",), timezone="UTC", symptoms=symptoms,
                        window_start="2031-03-04T15:00:00Z", window_end="2031-03-04T22:43:00Z")
    return lead_lines(material, brief)[0]


def test_a_follow_up_duration_carries_the_conversations_trouble() -> None:
    """Scenario lintly "持续了多久" after "昨晚 X 是不是慢了一阵": the plan keeps the earlier question's trouble."""
    plan = offline_plan("持续了多久", CATALOG, now=NOW, earlier_questions=["昨晚 basket-service 是不是慢了一阵"])
    assert plan.services == ["basket-service"] and plan.aspects == ["duration"]
    assert "慢" in plan.episode_words
    # a follow-up naming a trouble of its own keeps its own words
    own = offline_plan("证书那次持续了多久", CATALOG, now=NOW, earlier_questions=["昨晚 basket-service 是不是慢了一阵"])
    assert own.episode_words == ""


def test_the_duration_of_a_slowdown_is_its_latency_records_span() -> None:
    """Scenario lintly "持续了多久" after "…慢了一阵": 14 minutes of latency lines, not the 1h56m error episode."""
    head = _head(("timeout", "timed out", "slow", "latency", "took"))
    assert head.startswith("持续约 14 分钟"), head
    # no trouble named: the window's first trouble still states the span
    assert _head(()).startswith("持续约 1h56m"), _head(())


_CUT = MaterialItem(claim_id="e1", claim_type="observation", text=(
    "basket-service 错误码 BSK-4950 的 ERROR 日志在窗口内共 286 条，首次出现(first_seen) 2031-03-04T12:37:05Z，"
    "最近一次(last_seen) 2031-03-04T14:59:35Z，跨度(span) 2h22m"))
_PAST = MaterialItem(claim_id="e2", claim_type="observation", text=(
    "basket-service 错误码 BSK-4950 的 ERROR 日志在窗口内共 236 条，首次出现(first_seen) 2031-03-04T15:00:01Z，"
    "最近一次(last_seen) 2031-03-04T16:57:57Z，跨度(span) 1h57m"))


def test_a_follow_up_end_follows_the_episode_past_the_carried_window() -> None:
    """Scenario lintly "那它什么时候恢复的?" after "…昨天下午为啥发不出去": the end read past the window's edge."""
    plan = offline_plan("那它什么时候恢复的?", CATALOG, now=NOW,
                        earlier_questions=["basket-service 昨天下午为啥报错"])
    assert plan.aspects == ["end"] and plan.past_end_to > plan.window_end
    assert plan.past_end_to <= NOW.strftime("%Y-%m-%dT%H:%M:%SZ")
    # the question's own window, or the window that is now: nothing to follow
    assert offline_plan("basket-service 昨天下午几点恢复的", CATALOG, now=NOW).past_end_to == ""
    zone = ZoneInfo("UTC")
    line = end_line([_CUT, _PAST], zone, "UTC", "2031-03-04T15:00:00Z", "2031-03-04T22:43:00Z")
    assert line.startswith("已停止") and "16:57:57" in line, line
    # without the lines past the window, its end stays where the window cut it (still going at the edge)
    assert end_line([_CUT], zone, "UTC", "2031-03-04T15:00:00Z", "2031-03-04T22:43:00Z").startswith("仍有异常")


def test_the_time_verb_before_an_operation_asks_its_own_start() -> None:
    """Scenario lintly "洗衣液库存服务昨天几点开始发版的": the deploy's start is its change event."""
    assert actions_timed("basket-service 昨天几点开始发版的") == ["发布"]
    assert actions_timed("basket-service 什么时候开始回滚的") == ["回滚"]
    plan = offline_plan("basket-service 昨天几点开始发版的", CATALOG, now=NOW)
    assert plan.aspects == ["onset"] and plan.actions == ["发布"]
    # the operation only sets the scene, or the trouble began: no operation's time
    assert actions_timed("basket-service 几点开始发版后报错的") == []
    assert actions_timed("basket-service 几点开始报错的") == []


def test_a_past_event_recalled_in_an_aside_sets_no_window() -> None:
    """Scenario petrolink "…的服务现在正常不？昨晚不是出过事吗": health now, the recent window."""
    zone = ZoneInfo("UTC")
    assert not resolve_time("basket-service 现在正常不？昨晚不是出过事吗", now=NOW, zone=zone).explicit
    assert not resolve_time("basket-service 现在还好吗，昨晚不是挂了吗", now=NOW, zone=zone).explicit
    # the past asked on its own keeps its window
    assert resolve_time("basket-service 昨晚不是出过事吗", now=NOW, zone=zone).explicit


_ORDER = (
    MaterialItem(claim_id="o1", claim_type="observation", text=(
        "ledger-service 错误码 LDG-W11 的 WARN 日志在窗口内共 95 条，首次出现(first_seen) 2031-03-04T11:42:05Z，"
        "最近一次(last_seen) 2031-03-04T13:16:53Z，跨度(span) 1h34m；前一窗口同类日志数(earlier_count)=0；"
        "示例：consumer lag 100282 messages")),
    MaterialItem(claim_id="o2", claim_type="observation", text=(
        "edge-router 错误码 EDG-W03 的 WARN 日志在窗口内共 15 条，首次出现(first_seen) 2031-03-03T22:18:05Z，"
        "最近一次(last_seen) 2031-03-03T22:32:36Z，跨度(span) 14m；前一窗口同类日志数(earlier_count)=0；"
        "示例：p99 latency 1101ms above objective 800ms")),
    MaterialItem(claim_id="o3", claim_type="observation", text=(
        "edge-router 错误码 EDG-7504 的 ERROR 日志在窗口内共 61 条，首次出现(first_seen) 2031-03-04T12:39:05Z，"
        "最近一次(last_seen) 2031-03-04T13:16:36Z，跨度(span) 37m；前一窗口同类日志数(earlier_count)=0")),
)


def test_onset_order_compares_the_episodes_named_not_a_blip_hours_before() -> None:
    """Scenario petrolink "Did the … backlog start before the card auth trouble?": yes, 11:42 before 12:39."""
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_ORDER)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in _ORDER])])
    brief = AnswerBrief(coverage=coverage, subjects=("ledger-service", "edge-router"), timezone="UTC",
                        onset_order=("ledger-service", "edge-router"))
    head = lead_lines(material, brief)[0]
    assert head.startswith("是，") and "12:39:05" in head and "22:18" not in head, head
    # one episode each: the first anomalies, as before
    single = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_ORDER[1:2] + _ORDER[:1])
    assert lead_lines(single, brief)[0].startswith("不是，")


def test_a_tagged_statement_of_an_onset_before_a_clock_is_a_yes_no() -> None:
    """Scenario skilift "支付那个证书是昨天半夜12点之前就过期了吧？": yes/no on the onset against midnight."""
    plan = offline_plan("basket-service 那个证书是昨天半夜12点之前就过期了吧？", CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"], plan.aspects
    # a cause asked in words stays a cause
    why = offline_plan("basket-service 为啥昨天半夜12点之前就过期了？", CATALOG, now=NOW)
    assert "cause" in why.aspects
