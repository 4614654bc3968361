"""Answer first: one line per aspect asked, from verified material only, then the window with its zone.

Each line quotes the verified claim that answers the aspect (``answer_coverage`` says which) and opens with the
answer itself, so that its first sentence can be read alone: yes/no ("是，…（推断）" / "不是，…"), healthy or not,
the start time in the configured zone, the count. A cause is stated as an inference when it is one. An aspect
without a verified answer is named as a gap ("无法确定开始时间：…"). DEGRADED material carries no inference and
no root cause, so neither can appear here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime, timedelta
from itertools import pairwise
from zoneinfo import ZoneInfo

from pydantic import BaseModel, ConfigDict

from superbiz.contracts import EPISODE_GAP, AnswerCoverage
from superbiz.lazy_re import built, regex
from superbiz.render.answer_base import (
    ALERT_RANG_ZH,
    ANY_RECORDS_FAILED,
    LAST_EPISODE,
    LASTED_LONGER,
    LATER_TROUBLE,
    LONGEST_EPISODE,
    UNTOUCHED,
    alert_episodes,
    longest_of,
    nth_of,
    word_start,
)
from superbiz.render.answer_base import ANCHOR_EVENT_LINE as _ANCHOR_EVENT_LINE
from superbiz.render.answer_base import COUNT as _COUNT
from superbiz.render.answer_base import DEPLOY_SPAN_LINES as _DEPLOY_SPAN_LINES
from superbiz.render.answer_base import EARLIER as _EARLIER
from superbiz.render.answer_base import EPISODE_LINES as _EPISODE_LINES
from superbiz.render.answer_base import NTH_EPISODE_LINES as _NTH_EPISODE_LINES
from superbiz.render.answer_base import SPAN as _SPAN
from superbiz.render.answer_base import STAMP as _STAMP
from superbiz.render.answer_base import anomalous as _anomalous
from superbiz.render.answer_base import local as _local
from superbiz.render.answer_base import zone_of as _zone
from superbiz.render.answer_time import (
    ACTION,
    CODE_OF,
    action_count_line,
    action_line,
    action_span_line,
    action_time_line,
    count_since,
    deploy_started,
    duration_line,
    end_line,
    health_before,
    health_before_trouble,
    health_since,
    ongoing_since,
    onset_since,
)
from superbiz.render.incidents import incidents_of
from superbiz.render.material import AllowedMaterial, MaterialItem
from superbiz.verification.coverage import ASPECT_LABELS

__all__ = ["AnswerBrief", "lead_lines", "unheld_coverage", "unheld_gap"]

#: aspects whose line is read alone first (yes/no, health) go first
_FIRST = ("yes_no", "health", "end", "onset", "count", "duration", "cause", "comparison", "record", "how_to",
          "overview")


_FROM = regex(rf"\((?:first_seen|since)\) {_STAMP}")
_TO = regex(rf"\((?:last_seen|until)\) {_STAMP}")


def _nearest_first(items: list[MaterialItem], at: str) -> list[MaterialItem]:
    """The anomalous records with a span, nearest first to the clock ``at`` a window was drawn around (0 when it
    falls inside their span), then the rest in their order: "around 10am … how long did it last?" asks the episode
    at 10, not the tail of one that ended before it."""
    clock = datetime.fromisoformat(at.replace("Z", "+00:00")).replace(tzinfo=None)

    def distance(i: MaterialItem) -> float:
        began, ended = _FROM.search(i.text), _TO.search(i.text)
        if began is None or not _anomalous(i):
            return float("inf")
        start = datetime.fromisoformat(began.group(1))
        end = datetime.fromisoformat(ended.group(1)) if ended else clock if "正在触发" in i.text else start
        return max((start - clock).total_seconds(), (clock - end).total_seconds(), 0.0)

    return sorted(items, key=distance)


class AnswerBrief(BaseModel):
    """What the answer-first block needs besides the material: the coverage, the window and the symptom."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    coverage: AnswerCoverage | None = None
    window_label: str = ""
    window_note: str = ""
    #: the window's end (ISO UTC): a last record minutes before it means "still going"
    window_end: str = ""
    #: the window's start (ISO UTC): records first seen right at it were cut off by it ("凌晨…多久" across midnight)
    window_start: str = ""
    #: further notes for the head (e.g. a service the data does not know)
    notes: tuple[str, ...] = ()
    #: "直播为什么失败" where nothing holds 直播 (``Plan.unheld_subjects``): the head states that first, and what
    #: follows is labelled as the world-wide picture, never as its cause
    unheld: tuple[str, ...] = ()
    timezone: str = "Asia/Shanghai"
    subjects: tuple[str, ...] = ()
    #: "is the <partner> fine?" of a peer that never reports (``Plan.silent_asked``): the other subjects are its
    #: callers, whose verified records of the window answer for it as an inference
    silent_asked: str = ""
    #: a cause asked of a peer that never reports (``Plan.silent_cause``): the other subjects are its callers
    silent_cause: str = ""
    #: records failing with no subject named: the service their failed records' code points at
    #: (``investigate.failed_trail_subject``), when its chain to an origin was not inferred
    trail_subject: str = ""
    suspects: tuple[str, ...] = ()
    #: words of the question's symptom ("timeout", "restart"...): claims about it answer first
    symptoms: tuple[str, ...] = ()
    #: suspects that are not among the subject's dependencies, direct or transitive (``service_dependency``)
    unrelated: tuple[str, ...] = ()
    #: a health question measured from an operation ("回滚之后还好吗"): anomalies that ended before it do not count
    since_action: bool = False
    #: a health question asked of the time before an operation (``Plan.before_action``): anomalies first seen after
    #: its change event do not count
    before_action: bool = False
    #: a health question asked of the time before a trouble told by its kind (``Plan.before_trouble``): the words of
    #: that trouble's records — anomalies first seen from its first record on do not count
    before_trouble: tuple[str, ...] = ()
    #: the question asks which error code ("what's the error code X keeps throwing?"): code counts answer first
    codes_asked: bool = False
    #: error codes the question (or the conversation it follows) names: "when did it start?" after "X is spewing
    #: <code>" is the code's onset, not the subject's first anomaly of another code
    codes: tuple[str, ...] = ()
    #: "does anything else fail with that same code?": the subject's ERROR codes searched in other services' lines
    same_code: bool = False
    #: "was it the X deploy?": the suspect's own change is the cause asked about, not the suspect's trouble
    change_suspect: bool = False
    #: metrics whose value the question asks: their series answer a count ("命中率现在多少？")
    metrics: tuple[str, ...] = ()
    #: a health question that asks "was there a problem?" (yes = unhealthy) rather than "is it healthy?"
    asks_problem: bool = False
    #: one-mechanism trouble kinds the question names ("did X have lock waits?"): the words their records contain
    kinds: tuple[tuple[str, ...], ...] = ()
    #: a log level the question names ("有没有打 ERROR 日志"): that level's count answers its yes/no
    level: str = ""
    #: the subject's state is asked besides the level ("付款顺不顺？有没有报错"): the head judges its health too
    state_asked: bool = False
    #: a yes/no comparison's asked direction ("比昨天这个点多吗": ``more``; ``less``): its line opens with 是/不是
    direction: str = ""
    #: the onset asked is that of trouble going on now: the run of anomalies reaching the window's end
    ongoing: bool = False
    #: the incidents going on, asked which began first (`Plan.incidents_first`): the head orders them by onset
    incidents_first: bool = False
    #: "more errors from A or from B" of one subject: per side its words and the services it names (`Plan.from_sides`)
    from_sides: tuple[tuple[str, ...], ...] = ()
    #: two windows compared by a measure the question names: log counts do not answer it
    measure_compared: bool = False
    #: two windows compared by their error lines or failed records ("which pool episode failed more orders?"): a
    #: measure the trouble is named by (the pool) is no figure compared
    counts_compared: bool = False
    #: the question asks about the episode going on now ("这次是几点开始报错的"): its onset is the subject's latest
    #: episode's (a subject that failed yesterday too), not the window's first anomaly
    latest_episode: bool = False
    #: "how long has the bad X build been live?": from the deploy's start to now (`_live_since`)
    live_build: bool = False
    #: one of the subject's episodes named by its order ("第二个呢，啥原因？"): 1 = the first, 2 = the second…
    episode: int = 0
    #: the first subject's dependencies (through its dependencies) when one of its episodes is timed ("when did the
    #: second meter storm start?", "how long did the latest scanner storm last?"): the episode's onset, end and span
    #: are its chain's (the cache's first eviction WARN), not only the subject's own lines
    episode_chain: tuple[str, ...] = ()
    #: the subject's dependencies (through its dependencies) when a change suspected of its trouble lies off its chain:
    #: the answer's no names the dependency whose trouble began first, no later than the subject's
    #: ("X 那个预约发了版 之后镜片订单就开始挂 是发版搞的吗" → the lens order database's lock waits)
    chain_below: tuple[str, ...] = ()
    #: the question sets the subject's episodes against each other ("今天两次故障，哪次报错多")
    episodes_compared: bool = False
    #: the conversation told two of the subject's troubles ("出了两次事", two turns or two parts of one turn each with
    #: its own time): a third run of its lines that no alert of its own marked is none of them
    episodes_told: bool = False
    #: "两次出事分别是啥原因": each episode's origin is the answer (``_episode_compare``), no ranking
    each_cause: bool = False
    #: the compared episodes as the question names them, in its order: ("now", 0, 0) the one going on now, ("nth",
    #: n, 0) by order, ("part", from, to) by the local hours of the part of the day it happened in
    episode_sides: tuple[tuple[str, int, int], ...] = ()
    #: which of an operation's repeated change events the question names ("重新发布" → "last", "第一次发版" →
    #: "first"; ``question_ops.operation_order``)
    action_order: str = ""
    #: an operation asked of another one done again ("has the redeploy been rolled back?"): the other's label; only
    #: the asked operation's change events after its latest one count
    after_action: str = ""
    #: two operations a duration runs between ("从上线到回滚完"; ``question_ops.actions_spanned``)
    action_span: tuple[str, ...] = ()
    #: the failed records of one incident named by its event ("证书过期那段时间失败了多少单": ``plan.event_counted``)
    event_counted: str = ""
    #: "选片App因此报了多少错": the services whose trouble the counted lines are asked as caused by (``Plan.caused_by``)
    caused_by: tuple[str, ...] = ()
    #: the question's own words (a comparison of episodes reads "longer" or "more" from them)
    question_text: str = ""
    #: how far past the window's end the subject's lines were followed for an end asked (`Plan.past_end_to`)
    past_end_to: str = ""
    #: "还有哪些服务被它拖累了？": the service whose callers (the other subjects) are asked about
    dependents_of: str = ""
    #: "今天上午哪个组的服务出问题最多": the teams asked which — the per-team line counts lead, the top team named
    teams_ranked: bool = False
    #: a yes/no about the trouble going on ("is X still failing?", "还在报错吗"): the end line opens with 是/否
    still: bool = False
    #: "是它自己的问题吗 还是下游" (``question.OWN_OR_DOWNSTREAM``): the cause line opens with 是/不是 — its own
    #: change, or an origin down its dependencies
    own_or_downstream: bool = False
    #: the question asks about the present ("现在健康吗"), no window of its own: a trouble over minutes ago is over
    now: bool = False
    #: a yes/no whether the trouble is over ("积压消化完了吗"): the end line opens with 没有/是
    over: bool = False
    #: the question counts alerts ("现在有几个告警在响"): ``firing`` (those firing now), ``started`` (new ones),
    #: ``window`` (those begun in the window the question names) or ``all`` (every alert of the window, firing or
    #: resolved); the distinct verified alert claims are counted and listed
    alerts_counted: str = ""
    #: "这三天一共来过几次critical告警": the severity the counted alerts carry ("critical", "warning"; "" any)
    alert_severity: str = ""
    #: "what's the latest order from buyer X?": the customer's newest record answers, not their records counted
    latest_record: bool = False
    #: "这个是从几点开始的" after "现在有啥告警": the onset is the firing alert's start (``Plan.firing_referent``)
    firing_referent: bool = False
    #: "how many times did X's pool get exhausted?": the trouble's episodes counted — the firings of the alerts whose
    #: names hold these stems ("pool"), on the subjects (the database and its alerting caller)
    episode_stems: tuple[str, ...] = ()
    #: "工单app今天一共出了几次问题" (``Plan.episode_runs``): the subject whose separate runs of anomalous lines, as the
    #: log query states them, answer how many times it was in trouble
    episode_runs: str = ""
    #: "这个会员今天还有别的开门失败吗" after "<id> 什么情况": the record named before (``Plan.owner_others``) — whether
    #: its owner has other failed records in the window answers the yes/no
    owner_others: str = ""
    #: the window (ISO UTC start, end) the owner's records were counted over (all the data when the question names
    #: none of its own) — the records named and counted are judged in it, never in the default last hour
    owner_window: tuple[str, str] | None = None
    #: "what time was the first failed checkout order this morning?" (``Plan.first_record``): the statuses whose
    #: records' first created time answers the onset
    first_record: tuple[str, ...] = ()
    #: a measure compared with a level ("lag 现在超过一千了吗" → (">", 1000, "一千")): the metric's latest value
    #: (its peak with ``threshold_peak``: a past window) answers the yes/no
    threshold: tuple[str, float, str] | None = None
    threshold_peak: bool = False
    #: services outside every subject's dependencies (``service_dependency``), for an end asked of the subjects:
    #: their failed records' lines ("… (call to S failed)") are another trouble's, not the subjects' own chain
    unreached: tuple[str, ...] = ()
    #: "X 和 Y 是同一个原因吗": a yes/no whether the subjects' troubles share one origin; ``shared`` holds the
    #: services both subjects depend on (directly or not, ``service_dependency``), or one subject if it is the other's
    same_cause: bool = False
    shared: tuple[str, ...] = ()
    #: "跟现在 Y 失败是同一个原因吗": one side is the trouble going on now (its latest anomalies tell its origin)
    same_cause_now: bool = False
    #: "跟昨晚那次是一个原因吗": one subject's troubles in the query window and the compared one (its start and end,
    #: ISO UTC); ``depends`` holds the subject's dependencies (transitively): those each window's lines name decide
    same_cause_window: tuple[str, str] | None = None
    #: "是同一个原因吗" after "X 今晚出了两次问题": one subject's episodes within the one window (its ERROR code runs)
    same_cause_episodes: bool = False
    depends: tuple[str, ...] = ()
    #: "did X already start lagging before midnight?": that clock (ISO UTC, no zone suffix) and the question's
    #: words for it; X's first anomaly against it answers the yes/no
    onset_before: tuple[str, str] | None = None
    #: "was it before or after midnight?": ``onset_before`` asked as which side, not as a yes/no
    either_side: bool = False
    #: "did X start before Y?": (X, Y) — X's first anomaly against Y's answers the yes/no, whatever the chain
    onset_order: tuple[str, ...] = ()
    #: per side of ``onset_order``: the words of the trouble it names (its records about them give its onset) and ""
    #: or the deploy it names ("first", "last", "bad": that change event's start gives its onset)
    onset_words: tuple[tuple[str, ...], ...] = ()
    onset_changes: tuple[str, ...] = ()
    onset_nth: tuple[int, ...] = ()
    #: the onset order asked as a choice ("which started first, A or B?"): the earlier one named
    which_first: bool = False
    #: "was it only the cache, or the db too?": (X, Y) — which of the two had trouble, each by its own records
    either: tuple[str, ...] = ()
    #: per store asked of its callers: (the store, the services above it) — their ERROR lines inside its trouble
    store_callers: tuple[tuple[str, ...], ...] = ()
    #: "did that one go ok?" of an operation found by an earlier question: its completion (or failure) event answers
    went_ok: bool = False
    #: "X 今天发了几次版": the operation's change events are counted (its start events, per service)
    count_actions: bool = False
    #: "昨晚 X 出事那会儿 Y 也跟着挂了吗": X, whose episode is the time Y's health is asked at
    time_marker: str = ""
    #: "快递证书是过了零点才换好的吗": that clock (ISO UTC, no zone suffix) and its words; the trouble's last
    #: anomalous record (about the symptom named) against it answers the yes/no
    end_after: tuple[str, str] | None = None
    #: "之前就修好了吧" / "already fixed before midnight?": ``end_after``'s clock asked the other way round
    end_before: bool = False
    #: "around 10am" (ISO UTC): the clock a window was drawn around; "how long did it last?" asks the episode
    #: nearest it, not one cut off by the window's start
    at: str = ""


def _about(items: list[MaterialItem], brief: AnswerBrief) -> list[MaterialItem]:
    """Items about the question's symptom first (stable otherwise). A plural word is matched by its singular too:
    "how many errors in the last 30 min?" is about the ERROR lines (the per-level count as much as each code's,
    whose "last_seen" holds the question's "last"), not only about an alert whose summary says "errors"."""
    words = [w.lower() for w in brief.symptoms]
    words += [w[:-1] for w in words if len(w) > 4 and w.endswith("s") and not w.endswith("ss")]
    return sorted(items, key=lambda i: not any(w in i.text.lower() for w in words))


def _concurrent_first(items: list[MaterialItem], window_end: str) -> list[MaterialItem]:
    """The items with the earliest-starting of those overlapping the first one first: "连接池打满多久了" (no service
    named) is the span of the pool exhausted first, not of a later service whose pool ran out in the same incident
    (an earlier, separate episode that ended before the first item began is left where it is)."""
    if not items or _FROM.search(items[0].text) is None:
        return items

    def span(i: MaterialItem) -> tuple[str, str] | None:
        began, ended = _FROM.search(i.text), _TO.search(i.text)
        if began is None:
            return None
        return began.group(1), ended.group(1) if ended and "正在触发" not in i.text else window_end.rstrip("Z")

    own = span(items[0])
    assert own is not None
    overlapping = [(s[0], i) for i in items if (s := span(i)) and s[0] <= own[1] and s[1] >= own[0]]
    earliest = min(overlapping, key=lambda x: x[0])[1] if overlapping else items[0]
    return [earliest, *(i for i in items if i is not earliest)]


def _with_operations(kept: list[MaterialItem], items: list[MaterialItem]) -> list[MaterialItem]:
    """The items ``kept`` (when any) with the operations' change events of ``items`` beside them."""
    return [*kept, *(i for i in items if ACTION.match(i.text) and i not in kept)] if kept else []


def _best_about(items: list[MaterialItem], symptoms: tuple[str, ...] | list[str], *,
                distinct: bool = False) -> list[MaterialItem]:
    """The anomalous items that contain the most of the symptom words (whole words); empty when none contains one,
    or (``distinct``) when every such item contains as many (the words tell none of them apart)."""
    words = [re.compile(word_start(w)) for w in dict.fromkeys(symptoms)]
    scored = [(sum(1 for w in words if w.search(i.text.lower())), i) for i in items if _anomalous(i)]
    top = max((n for n, _ in scored), default=0)
    if top == 0 or (distinct and min(n for n, _ in scored) == top):
        return []
    return [i for n, i in scored if n == top]


#: a trouble whose last record (or alert end) lies this many seconds before "now" is over: recovered minutes ago
_OVER_FOR = 300
_SEEN = regex(rf"\((?:last_seen|until)\) {_STAMP}")
_SPAN_COUNT = regex(r"共 (\d+) 条.*?跨度\(span\) (?:(\d+)h)?(\d+)m")


def _over_before(items: list[MaterialItem], window_end: str) -> str | None:
    """When every anomaly of the items ended, if that was minutes before ``window_end`` (now): no alert fires and
    each record's last line or alert end lies at least 5 minutes (and three of its own average gaps) before now.
    None while any goes on, when none is timed, or when a record has no time of its own to judge it by."""
    if not window_end:
        return None
    end = datetime.fromisoformat(window_end.replace("Z", "+00:00")).replace(tzinfo=None)
    bad = [i for i in items if _anomalous(i) or "已恢复" in i.text]
    timed = [i for i in bad if "正在触发" in i.text or _SEEN.search(i.text)]
    if not timed or any("正在触发" in i.text for i in bad):
        return None
    lasts = []
    for i in timed:
        m = _SEEN.search(i.text)
        assert m is not None
        last = datetime.fromisoformat(m.group(1))
        gap = (end - last).total_seconds()
        spread = _SPAN_COUNT.search(i.text)
        every = ((int(spread.group(2) or 0) * 60 + int(spread.group(3))) * 60 / max(int(spread.group(1)), 1)
                 if spread else 0)
        if gap < max(_OVER_FOR, 3 * every):
            return None
        lasts.append(m.group(1))
    return max(lasts)


#: how many other services' first errors join the head of a cause asked of no subject ("what happened this
#: morning?"): every incident of the window, resolved ones too, not only the first three services
_OTHERS = 5


def _health_now(items: list[MaterialItem], subject: str, brief: AnswerBrief) -> str | None:
    """"X 现在健康吗" after a trouble that ended minutes ago: healthy now, the trouble named as over ("档案库现在还慢吗"
    of an alert resolved within the window and no anomaly left: the resolved alert is the trouble over)."""
    bad = [i for i in items if _anomalous(i)]
    if not bad and brief.window_end:
        #: (the subject's WARN/ERROR lines, though no anomaly of their own, must have stopped too)
        end = datetime.fromisoformat(brief.window_end.replace("Z", "+00:00")).replace(tzinfo=None)
        lines = [m.group(1) for i in items if "日志在窗口内共" in i.text and (m := _SEEN.search(i.text))]
        if all((end - datetime.fromisoformat(seen)).total_seconds() >= _OVER_FOR for seen in lines):
            bad = [i for i in items if "已恢复" in i.text and i.claim_type != "negative_observation"]
    if not bad or (stamp := _over_before(items, brief.window_end)) is None:
        return None
    zone = _zone(brief.timezone)
    word = "没有，" if brief.asks_problem else "是，"
    return (f"{word}{subject} 现在健康，未发现正在发生的异常。依据：此前的异常已于 {_local(stamp, zone)}"
            f"（{brief.timezone}）停止，此后未再出现，已恢复正常：{bad[0].text}")


def _overview_over(everything: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"现在系统哪里有问题", "what's wrong right now?" when every trouble of the window ended minutes before now (no
    alert fires, no line since): nothing is wrong now — the last trouble named as over, with its end."""
    bad = [i for i in everything if _anomalous(i) or "已恢复" in i.text]
    if not bad or (stamp := _over_before(everything, brief.window_end)) is None:
        return None
    first = next((i for i in bad if "已恢复" in i.text), bad[0])
    return (f"没有，现在系统健康，未发现正在发生的问题。依据：此前的异常已于 {_local(stamp, zone)}（{brief.timezone}）"
            f"停止，此后未再出现，已恢复正常：{first.text}")


#: "X 十点那会儿变慢，有报 error 吗": a slowdown named beside errors asked of it
_SLOW_NAMED = regex(r"变慢|慢了|很慢|卡顿|\bslow(?:ed|ing|s)?\b|\bsluggish\b", re.I)
_ERRORS_ASKED = regex(r"(?:报|有|出)\s*(?:过|了)?\s*(?:error|错误?)|\berrors?\b", re.I)
#: a record or alert of slowness: a latency percentile, a latency word, an alert named slow
_SLOW_RECORD = regex(r"\bp9\d\b|latency|延迟|告警 Slow", re.I)
_ERROR_CODE_COUNT = regex(r"错误码 (\S+) 的 ERROR 日志在窗口内共 (\d+) 条")
_ERROR_LEVEL_COUNT = regex(r"按级别的日志条数：「[^」]*\bERROR: (\d+)")


def _slowdown_without_errors(items: list[MaterialItem], subject: str, brief: AnswerBrief) -> str | None:
    """"X 十点那会儿变慢，有报 error 吗": the slowdown nearest the clock the window was drawn around is the time asked
    about; when none of the window's ERROR lines (every one of them accounted for by its code's count) falls within
    it, the answer is no — the earlier errors are of another episode, named as such. None otherwise."""
    if not (brief.at and brief.asks_problem and _SLOW_NAMED.search(brief.question_text)
            and _ERRORS_ASKED.search(brief.question_text)):
        return None
    timed = [i for i in _nearest_first(items, brief.at) if _anomalous(i) and _FROM.search(i.text)]
    errors = [i for i in timed if _ERROR_CODE_COUNT.search(i.text)]
    slow = [i for i in timed if i not in errors and _SLOW_RECORD.search(i.text)]
    level = next((int(m.group(1)) for i in items if (m := _ERROR_LEVEL_COUNT.search(i.text))), None)
    by_code = {m.group(1): int(m.group(2)) for i in errors if (m := _ERROR_CODE_COUNT.search(i.text))}
    if not slow or not errors or level is None or sum(by_code.values()) != level:
        return None  # no slowdown to scope it, or ERROR lines no claim accounts for

    def span(i: MaterialItem) -> tuple[str, str]:
        began, ended = _FROM.search(i.text), _TO.search(i.text)
        assert began is not None
        return began.group(1), ended.group(1) if ended else brief.window_end.rstrip("Z")

    start, end = span(slow[0])
    for other in slow[1:]:  # the slowdown's other records overlapping it (its alert beside its WARN lines)
        a, b = span(other)
        if a <= end and b >= start:
            start, end = min(start, a), max(end, b)
    if any(a <= end and b >= start for a, b in map(span, errors)):
        return None
    zone = _zone(brief.timezone)
    slow_span = f"{_local(start, zone)} ~ {_local(end, zone)}，{brief.timezone}"
    return (f"没有，{subject} 变慢那段（{slow_span}）没有 ERROR 日志："
            f"{slow[0].text}；窗口内的 ERROR 日志都不在这段时间内，属于另一段异常：{errors[0].text}")


def _other_kind(items: list[MaterialItem], subject: str, brief: AnswerBrief,
                everything: list[MaterialItem]) -> str | None:
    """"Did X have lock waits, or was it something else?": X's troubles (anomalies and alerts that fired) hold none
    of the kind asked → no, it was another kind, named by its record. None when any record is of the kind asked (or
    when the subject had no trouble: the plain health answer)."""
    if not (brief.asks_problem and brief.kinds):
        return None
    bad = [i for i in items if _anomalous(i)]
    #: of the subject or anything its trouble reached (a lock wait on the database behind it)
    troubles = [i for i in everything
                if _anomalous(i) or ("已恢复" in i.text and i.claim_type != "negative_observation")]
    words = [w for kind in brief.kinds for w in kind]
    if not bad or any(w in i.text.lower() for i in troubles for w in words):
        return None
    asked = "、".join(kind[0] for kind in brief.kinds)
    if subject == "、".join(brief.subjects[:2]) and len(brief.subjects) > 1:
        #: "pool 打满了吗" after two turns about a database's lock waits (the database and its caller the subjects):
        #: each subject's own evidence of the state says no (its kind's series, or all its lines of other codes)
        bases = [_kind_read(items, everything, name, words) for name in brief.subjects[:2]]
        if not all(bases):
            return None
        return (f"没有，{subject} 的异常不是 {asked} 类问题，而是另一类：{bad[0].text}；"
                + "；".join(basis for basis in bases if basis))
    #: the kind was measured of the subject and read normal (its series, e.g. a lock-wait rate): not merely unseen
    measured = [i for i in items if i.text.startswith("指标 ") and f"（服务 {subject}" in i.text
                and _names_kind(i.text.lower().split("（", 1)[0], words)]
    if not measured:
        #: "会员积分库是不是连接池打满了？" of a database that only logged slow queries: no series of the kind, but its
        #: WARN/ERROR/FATAL lines in the window were counted by level and every one of them is of a code whose
        #: records (told above) are of another kind — the kind asked is not merely unseen
        whole = _all_lines_coded(everything, subject)
        if whole is None:
            return None
        level, codes = whole
        return (f"没有，{subject} 的异常不是 {asked} 类问题，而是另一类：{bad[0].text}；"
                f"窗口内它的 WARN 及以上级别日志全部属于错误码 {'、'.join(codes)}：{level.text}")
    return (f"没有，{subject} 的异常不是 {asked} 类问题，而是另一类：{bad[0].text}；"
            f"{asked} 类指标读数正常：{measured[0].text}")


def _kind_read(items: list[MaterialItem], everything: list[MaterialItem], subject: str, words: list[str]
               ) -> str | None:
    """One subject's own evidence that the kind asked is not its trouble: its series of the kind (read normal), else
    its WARN/ERROR/FATAL lines all of codes told (``_all_lines_coded``); None when it has neither."""
    measured = [i for i in [*items, *everything] if i.text.startswith("指标 ") and f"（服务 {subject}" in i.text
                and _names_kind(i.text.lower().split("（", 1)[0], words) and not _anomalous(i)]
    if measured:
        return f"该类指标读数正常：{measured[0].text}"
    whole = _all_lines_coded(everything, subject)
    if whole is None:
        return None
    level, codes = whole
    return f"{subject} 在窗口内的 WARN 及以上级别日志全部属于错误码 {'、'.join(codes)}：{level.text}"


def _names_kind(metric: str, words: list[str]) -> bool:
    """Whether a metric's name says a kind's word, whole or cut short ("loans_conns_busy": conns → connection)."""
    tokens = re.findall(r"[a-z]+", metric)
    return any(w in metric for w in words) or any(
        len(t.rstrip("s")) >= 4 and w.startswith(t.rstrip("s")) for t in tokens for w in words)


_LEVEL_COUNTS = regex(r"按级别的日志条数：「([^」]*)」")
_CODE_COUNT = regex(r"^(\S+) 错误码 (\S+) 的 (?:WARN|ERROR|FATAL) 日志在窗口内共 (\d+) 条")


def _all_lines_coded(everything: list[MaterialItem], subject: str) -> tuple[MaterialItem, list[str]] | None:
    """The subject's per-level count of its WARN/ERROR/FATAL lines in the window, and its error codes, when the
    lines of those codes told add up to that whole (no line of the subject left untold); None otherwise."""
    level = next((i for i in everything if i.text.startswith(f"{subject} 在窗口内按级别的日志条数")), None)
    if level is None or (m := _LEVEL_COUNTS.search(level.text)) is None:
        return None
    total = sum(int(n) for n in re.findall(r"\b(?:WARN|ERROR|FATAL): (\d+)", m.group(1)))
    coded = [(c.group(2), int(c.group(3))) for i in everything
             if (c := _CODE_COUNT.match(i.text)) and c.group(1) == subject]
    if not total or sum(n for _, n in coded) != total:
        return None
    if any(re.search(r"\bcall to\b|\bfailed\b", i.text.split("示例：", 1)[-1]) for i in everything
           if (c := _CODE_COUNT.match(i.text)) and c.group(1) == subject and "示例：" in i.text):
        return None  # its lines point at a call that failed: the kind asked may lie down that call, unread
    return level, list(dict.fromkeys(code for code, _ in coded))


def _health(items: list[MaterialItem], subject: str, *, asks_problem: bool) -> str:
    bad = [i for i in items if _anomalous(i)]
    #: "没有任何服务触发告警（没有触发中的，也没有已恢复的）" names 已恢复 only to deny it
    resolved = [i for i in items if "已恢复" in i.text and i.claim_type != "negative_observation"]
    also = f"；窗口内曾触发并已恢复：{resolved[0].text}" if resolved else ""
    if bad:
        firing = [i for i in bad[1:] if "正在触发" in i.text and "正在触发" not in bad[0].text][:1]
        alert = f"；{firing[0].text}" if firing else ""
        more = "（另有其他异常，见下）" if len(bad) > 1 + len(firing) else ""
        word = "是，" if asks_problem else "否，"
        return f"{word}{subject} 有异常：{bad[0].text}{alert}{more}{also}"
    if resolved and asks_problem:
        return f"是，{subject} 在窗口内出过问题（已恢复）：{resolved[0].text}"
    negatives = [i for i in items if i.claim_type == "negative_observation" or "按级别的日志条数" in i.text]
    if not negatives:
        return f"{subject} 的健康状态无法确定：没有已核验的“无异常”证据"
    word = "没有，" if asks_problem else "是，"
    return f"{word}{subject} 健康，未发现异常。依据：" + "；".join(i.text for i in negatives[:2]) + also


#: "两个数据库今天分别是啥毛病", "what was wrong with each?": every subject's own trouble asked
_EACH_ASKED = regex(r"分别|各自|各是|\beach\b|\brespectively\b", re.I)


def _each_health(items: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"两个数据库今天分别是啥毛病": of two subjects asked each their trouble, each one's own first anomalous record
    (its sample says what went wrong: lock waits, slow queries) — never the first subject's alone with "见下" (invUA).
    None unless the question asks of each and both subjects have an anomaly of their own."""
    if len(brief.subjects) != 2 or _EACH_ASKED.search(brief.question_text) is None:
        return None
    parts: list[str] = []
    for s in brief.subjects:
        mine = [i for i in items if i.text.startswith(f"{s} ") or f"（服务 {s}，" in i.text]
        if bad := [i for i in mine if _anomalous(i)]:
            parts.append(f"{s} 有异常：{bad[0].text}")
        elif clean := [i for i in mine if i.claim_type == "negative_observation" or "按级别的日志条数" in i.text]:
            #: a subject clean in the window is told so, never counted among the troubled
            parts.append(f"{s} 未发现异常：{clean[0].text}")
        else:
            return None
    if not any("有异常" in p for p in parts):
        return None
    return ("是，" if brief.asks_problem else "") + "；".join(parts)


def _silent_health(items: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"is the <partner> fine?" / "did the partner have trouble today?" of a peer that never reports
    (``AnswerBrief.silent_asked``): its callers' verified records of the window answer it, an inference stated as
    such (its own silence follows as the head's gap). A caller's anomalous record naming the peer (a failed call to
    it: "textakit certificate has expired") is a sign of trouble with it; anomalous records that name it nowhere, or
    clean callers, are none. None when no caller's record was verified."""
    peer = brief.silent_asked
    callers = [s for s in brief.subjects if s != peer]
    mine = [i for i in items if any(i.text.startswith(f"{c} ") for c in callers)]
    bad = [i for i in mine if _anomalous(i)]
    if naming := [i for i in bad if peer.lower() in i.text.lower()]:
        word = "是，" if brief.asks_problem else "否，"
        return (f"{word}{peer} 有异常迹象（推断，它自身不上报任何记录；依据是调用方调用它失败的记录）："
                f"{naming[0].text}")
    quiet = [i for i in mine if i.claim_type == "negative_observation" or "按级别的日志条数" in i.text]
    if bad:
        basis = f"调用它的 {'、'.join(callers)} 在窗口内的异常记录都没有提到它：{bad[0].text}"
    elif quiet:
        basis = f"调用它的 {'、'.join(callers)} 在窗口内没有调用它失败的记录：" + "；".join(i.text for i in quiet[:2])
    else:
        return None
    return f"{peer} 未见异常迹象（推断，它自身不上报任何记录）。依据：{basis}"


#: error lines asked ("报了多少条错", "how many errors did it log"), not failed calls
_OWN_LINES_ASKED = regex(r"[报出][了过]?(?:多少|几)\s?[条次个回]?错|\berrors?\b.{0,30}\blog|"
                         r"\blog(?:ged)?\b.{0,30}\berrors?\b", re.I)


def _silent_count(items: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"快递合作方今天有多少调用失败" of a peer that never reports (``AnswerBrief.silent_asked``): every caller's
    verified per-level counts of the window are all zero — no failed call to the peer, 0, an inference. None when a
    caller logged any WARN or ERROR line (which of them were calls to the peer is not told here) or was not counted."""
    peer = brief.silent_asked
    callers = [s for s in brief.subjects if s != peer]
    counted = [i for c in callers for i in items if i.text.startswith(f"{c} 在窗口内按级别的日志条数：")]
    if (len(callers) == 1 and len(counted) == 1 and _OWN_LINES_ASKED.search(brief.question_text)
            and re.search(r"ERROR: [1-9]", counted[0].text)):
        #: "那它自己报了多少条错" of the partner: it logs nothing itself — the lines about it are its one caller's
        return f"{peer} 自身不上报日志，它的错误记在调用它的 {callers[0]} 上：{counted[0].text}"
    if not callers or len(counted) < len(callers) or any(re.search(r": [1-9]", i.text) for i in counted):
        return None
    return (f"调用 {peer} 失败的记录共 0 条（推断，它自身不上报任何记录）。依据：调用它的 {'、'.join(callers)} 在窗口内"
            "没有 ERROR 或 WARN 日志：" + "；".join(i.text for i in counted[:2]))


def _level(items: list[MaterialItem], subject: str, level: str,
           window: tuple[str, str] | None = None) -> str | None:
    """A yes/no about one log level ("有没有打 ERROR 日志") answered by that level's count in the window.

    Only from the verified per-level count line or the level's negative observation (a query of that level alone);
    a WARN-only blip is "没有" ERROR lines, not "healthy", whatever else it shows."""
    pattern = re.compile(rf"\b{re.escape(level)}: (\d+)")
    #: "did it throw any errors, or just slow?": the per-level count line first — its "ERROR: 0" states the count
    #: the no stands on, beside the other levels that were there
    for item in sorted(items, key=lambda i: not i.text.startswith(f"{subject} 在窗口内按级别的日志条数")):
        none = item.claim_type == "negative_observation" and f"没有 {level} 级别" in item.text
        if none and item.text.startswith(subject):
            return f"没有，{item.text}（{level} 0 条）"  # the count the no stands on, stated
        own = item.text.startswith(f"{subject} 在窗口内按级别的日志条数")
        if own and (m := pattern.search(item.text)):
            if int(m.group(1)) == 0:
                return f"没有，{subject} 在窗口内没有 {level} 级别的日志（{level} 0 条）。依据：{item.text}"
            return f"有，{subject} 在窗口内有 {level} 级别的日志 {m.group(1)} 条。依据：{item.text}"
    #: "did the voucher service log any warnings today": the narrow query of that level alone states its lines by
    #: code ("X 错误码 C 的 WARN 日志在窗口内共 17 条") — they are the yes, with no per-level count line beside
    coded = re.compile(rf"{re.escape(subject)} 错误码 \S+ 的 {re.escape(level)} 日志在窗口内共 [1-9]\d* 条.*?"
                       r"首次出现\(first_seen\) (\S+?)Z")
    #: (warnings only: an ERROR line by code is the health's own figure — "小卖部现在还在报错吗" is judged unhealthy,
    #: "is X ok now? it was throwing errors earlier" healthy once they stopped; bigtopia, qvevri, lead mend)
    if level == "WARN" and (line := next((i for i in items if (m := coded.match(i.text)) and (not window or (
            window[0] <= m.group(1) < window[1]))), None)) is not None:
        return f"有，{line.text}"  # lines first seen inside the window asked ("那之前呢" asks a window before them)
    return None


def _level_health(everything: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"付款现在顺不顺？收款服务有没有报错": every subject's negative observation of the level asked and no anomaly
    of any of them → the level's 没有 and the health verdict in one sentence; None otherwise (a WARN-only blip is
    no ERROR lines, not healthy: the level's own line answers then)."""
    subjects = brief.subjects[:3]
    if not subjects or any(_anomalous(i) for i in everything):
        return None
    level = brief.level
    own = [next((i for i in everything if i.claim_type == "negative_observation" and i.text.startswith(s)
                 and f"没有 {level} 级别" in i.text), None) for s in subjects]
    if any(i is None for i in own):
        return None
    word = "没有，" if brief.asks_problem else "是，"
    basis = "；".join(i.text for i in own if i is not None)
    each = "均" if len(subjects) > 1 else ""
    return f"{word}{'、'.join(subjects)} 在窗口内{each}没有 {level} 级别日志，未发现异常。依据：{basis}"


_SERIES_VALUE = {"latest": regex(r"最新值\(latest\) (-?\d+(?:\.\d+)?)"),
                 "max": regex(r"峰值\(max\) (-?\d+(?:\.\d+)?)")}


def _threshold(items: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """A yes/no whether a measure is above (below) a level, from the verified series of the metric asked: its
    latest value (now), or its peak (lowest: not recorded, so the latest) over a past window."""
    assert brief.threshold is not None
    op, level, shown = brief.threshold
    stat = "max" if brief.threshold_peak and op == ">" else "latest"
    for item in items:
        if not any(item.text.startswith(f"指标 {m}（") for m in brief.metrics):
            continue
        if (m := _SERIES_VALUE[stat].search(item.text)) is None:
            continue
        value = float(m.group(1))
        above = value > level if op == ">" else value < level
        word = ("超过" if op == ">" else "低于") if above else ("未超过" if op == ">" else "不低于")
        verdict = "是" if above else "没有" if op == ">" else "不是"
        metric = item.text.split("（", 1)[0].removeprefix("指标 ")
        return f"{verdict}，{metric} 的{m.group(0)}，{word} {shown}。依据：{item.text}"
    return None


_ORIGIN = regex(r"源自依赖 ([\w.-]+)|很可能由 ([\w.-]+) 引起")
#: "推断：X 的异常…始于其发布之后——发布记录「…」": the subject's own change started it (`executor_ops`)
_OWN_CHANGE = regex(r"^推断：(\S+) 的异常[^——]*?始于其(\S{1,4})之后")


def _own_or_downstream(text: str, brief: AnswerBrief) -> str:
    """"gusset-pickup 报错是它自己的问题吗 还是下游": 不是 when the inferred origin is a dependency below the subject,
    是 when the subject's own change started its trouble; "" when the inference says neither."""
    subject = brief.subjects[0].lower() if brief.subjects else ""
    if (own := _OWN_CHANGE.match(text)) and own.group(1).lower() == subject:
        return f"是（推断），问题在 {own.group(1)} 自身（始于其{own.group(2)}）。"
    if subject and (m := _ORIGIN.search(text)) and (origin := m.group(1) or m.group(2)).lower() != subject:
        return f"不是（推断），问题来自下游依赖 {origin}，不是 {brief.subjects[0]} 自身。"
    return ""


def _same_cause(items: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """Whether two subjects' troubles share one origin: "no" when both are anomalous and they share no dependency
    (neither depends on the other) or their chains end in different origins; "yes" when both chains end in one."""
    subjects = list(brief.subjects[:2])
    if len(subjects) < 2:
        return None
    own = {s: [i for i in items if _anomalous(i) and i.text.lower().startswith(s.lower())] for s in subjects}
    if not all(own.values()):
        return None
    origins: dict[str, str] = {}
    quoted: dict[str, str] = {}
    for s in subjects:
        for i in items:
            if i.claim_type == "root_cause" and i.text.startswith(f"推断：{s} ") and (m := _ORIGIN.search(i.text)):
                origins[s] = m.group(1) or m.group(2)
                break
            if i.claim_type == "root_cause" and (m := _OWN_CHANGE.match(i.text)) and m.group(1) == s:
                origins[s] = f"{s} 自身的{m.group(2)}"
                break
    for s in subjects if brief.same_cause_now and len(origins) == 1 else []:
        #: "跟现在 Y 失败是同一个原因吗" after "下午 X 为啥报错": Y without an inferred origin whose latest anomalous
        #: lines (the trouble going on now) name its dependencies — those are its side's origin
        latest = max(own[s], key=_first_seen_of)
        named = [d for d in brief.depends if built(rf"(?<![\w.-]){re.escape(d)}(?![\w-])").search(latest.text)]
        if s not in origins and named and not set(named) & set(origins.values()) and _first_seen_of(latest):
            origins[s], quoted[s] = named[0], latest.text
    for s, t in ((x, y) for x in subjects for y in subjects if x != y and y in brief.shared and y in origins):
        #: "那诊所门户呢？是同一个原因吗" after "口扫上传服务怎么了": a subject calling the other whose own lines name
        #: that other or carry its error code — the other's trouble reached it, its origin is the other's
        codes = {c.group(2) for i in own[t] if (c := _CODE_RUN.match(i.text))}
        carried = [i.text for i in own[s] if ((c := _CODE_RUN.match(i.text)) and c.group(2) in codes)
                   or re.search(rf"(?<![\w.-]){re.escape(t)}(?![\w-])", i.text.removeprefix(s))]
        if s not in origins and carried:
            origins[s], quoted[s] = origins[t], carried[0]
    #: a subject without an inferred origin whose own anomalous lines name the other's origin ("waited for a
    #: connection to <db>"): the same origin, as its own evidence says
    for s in subjects:
        for origin in sorted({o for t, o in origins.items() if t != s}) if s not in origins else []:
            named = [i.text for i in own[s] if re.search(rf"(?<![\w.-]){re.escape(origin)}(?![\w-])", i.text)]
            if named:
                origins[s], quoted[s] = origin, named[0]
    a, b = subjects

    def _told(s: str) -> str:
        return quoted[s] if s in quoted else f"源自 {origins[s]}" if s in origins else own[s][0].text

    told = "；".join(f"{s}：{_told(s)}" for s in subjects)
    if not brief.shared:
        return (f"不是（推断）：{a} 与 {b} 没有共同的依赖（service_dependency），也不互相依赖，异常各有来源。"
                f"{told}")
    if len(origins) == 2 and origins[a] == origins[b]:
        return f"是（推断）：{a} 与 {b} 的异常都源自 {origins[a]}。{told}"
    if len(origins) == 2:
        return f"不是（推断）：{a} 的异常源自 {origins[a]}，{b} 的异常源自 {origins[b]}。{told}"
    return None


_STATUS_CODES = regex(r"^状态为 (\S+) 的订单按错误码（两状态是否同因的对比之一）：(.+)$")


def _same_cause_statuses(items: list[MaterialItem]) -> str | None:
    """"the failed X and the failed Y - same root cause?": each status's records by error code — no code in common
    says "no", one and the same code set says "yes" (each an inference from the records' codes)."""
    per: dict[str, tuple[str, set[str]]] = {}
    for i in items:
        if (m := _STATUS_CODES.match(i.text)) is not None:
            codes = {c.split(":", 1)[0].strip() for c in m.group(2).split(",") if c.strip()}
            per.setdefault(m.group(1), (m.group(2), codes))
    if len(per) != 2:
        return None
    (a, (told_a, codes_a)), (b, (told_b, codes_b)) = per.items()
    told = f"状态为 {a} 的订单错误码：{told_a}；状态为 {b} 的订单错误码：{told_b}"
    if not codes_a & codes_b:
        return f"不是（推断）：{a} 与 {b} 的失败订单没有共同的错误码，各有来源。{told}"
    if codes_a == codes_b and len(codes_a) == 1:
        return f"是（推断）：{a} 与 {b} 的失败订单是同一个错误码，同一来源。{told}"
    return None


_FIRST_SEEN = regex(r"首次出现\(first_seen\) (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)")


def _first_seen_of(item: MaterialItem) -> str:
    """A code run's first record (ISO UTC), "" when the item states none."""
    m = _FIRST_SEEN.search(item.text)
    return m.group(1) if m else ""


_CODE_RUN = regex(r"^(\S+) 错误码 (\S+) 的 (?:ERROR|WARN|FATAL) 日志")


def _same_codes_windows(items: list[MaterialItem], brief: AnswerBrief, compared: tuple[str, str]) -> str | None:
    """"跟中午那次是同一个问题吗" after "今晚订场一直失败" (no service named anywhere): the services and error codes
    of each window's anomalous lines (by their first record) — one and the same set says "yes", no pair in common
    says "no"; a partial overlap decides nothing."""
    lo, hi = compared
    sides: dict[str, dict[str, str]] = {"now": {}, "then": {}}
    firsts: dict[str, dict[str, str]] = {"now": {}, "then": {}}
    for i in items:
        if _anomalous(i) and (c := _CODE_RUN.match(i.text)) and (t := _first_seen_of(i)):
            side = ("now" if brief.window_start and brief.window_start <= t <= (brief.window_end or t)
                    else "then" if lo <= t <= hi else "")
            if side:
                key = f"{c.group(1)} {c.group(2)}"
                sides[side].setdefault(key, i.text)
                firsts[side][key] = min(t, firsts[side].get(key, t))
    for i in items:
        #: a WARN run too small to count alone in one window ("meterlane-redis MLR-W08", 15 lines), of a service
        #: and code anomalous in the other window, is that trouble's mark there too
        if not _anomalous(i) and " 的 WARN " in i.text and (c := _CODE_RUN.match(i.text)) and (
                t := _first_seen_of(i)) and (n := _COUNT.search(i.text)) and int(n.group(1)) >= 5:
            side = ("now" if brief.window_start and brief.window_start <= t <= (brief.window_end or t)
                    else "then" if lo <= t <= hi else "")
            other = {"now": "then", "then": "now"}.get(side, "")
            key = f"{c.group(1)} {c.group(2)}"
            if side and key in sides[other] and key not in sides[side]:
                sides[side][key] = i.text
                firsts[side][key] = t
    _drop_tail(sides, firsts, brief.window_start or "", lo)
    now, then = set(sides["now"]), set(sides["then"])
    if not now or not then:
        return None
    told = f"这次：{'、'.join(sorted(now))}；对比窗口那次：{'、'.join(sorted(then))}"
    if now == then:
        return f"是（推断）：两次是同一组服务与错误码的异常（{'、'.join(sorted(now))}）。{told}"
    if not now & then:
        return f"不是（推断）：两次的异常没有共同的服务与错误码，来源不同。{told}"
    return _later_trouble_only(firsts, told)


#: runs beginning this long after a window's first anomaly are another trouble, not that one's spread
_LATER_TROUBLE_S = 600
#: a run of the earlier side found this soon after the later window's start is the earlier trouble running on
_TAIL_S = 180


def _drop_tail(sides: dict[str, dict[str, str]], firsts: dict[str, dict[str, str]], start: str, lo: str) -> None:
    """"是同一个原因吗" after "四点十分左右 X 为啥失败" / "那五点那波 Y 呢" (the two windows adjoin): a (service, code)
    run of the earlier window whose first record in the later one lies right at that window's start is the earlier
    trouble's tail running on, not the later trouble — it leaves the later side (when anything else remains)."""
    if not start or not lo or start == lo:
        return
    early, late, late_start = ("now", "then", lo) if start < lo else ("then", "now", start)
    begun = datetime.fromisoformat(late_start.replace("Z", "+00:00"))
    tails = {k for k, t in firsts[late].items()
             if k in firsts[early] and firsts[early][k] < late_start
             and 0 <= (datetime.fromisoformat(t.replace("Z", "+00:00")) - begun).total_seconds() <= _TAIL_S}
    if tails and set(sides[late]) - tails:
        for k in tails:
            sides[late].pop(k, None)
            firsts[late].pop(k, None)


def _drop_tail_items(sides: dict[str, list[MaterialItem]], start: str, lo: str) -> None:
    """``_drop_tail`` of a subject's code runs (items per side): "那八点二十那波呢？是同一个原因吗" after "早上七点半 X
    为啥失败" — the first trouble's code run found right at the later window's start is its tail, not the later
    trouble's (when anything else remains on the later side)."""
    def code(i: MaterialItem) -> str:
        return c.group(2) if (c := _CODE_RUN.match(i.text)) else ""
    sides_ = {side: {code(i): i.text for i in lines if code(i)} for side, lines in sides.items()}
    firsts: dict[str, dict[str, str]] = {side: {} for side in sides}
    for side, lines in sides.items():  # the earliest record of each code on the side
        for i in lines:
            if code(i) and (t := _first_seen_of(i)):
                firsts[side][code(i)] = min(t, firsts[side].get(code(i), t))
    before = {side: set(codes) for side, codes in sides_.items()}
    _drop_tail(sides_, firsts, start, lo)
    for side, lines in sides.items():
        gone = before[side] - set(sides_[side])
        lines[:] = [i for i in lines if code(i) not in gone]


def _later_trouble_only(firsts: dict[str, dict[str, str]], told: str) -> str | None:
    """"那 12 点 20 以后的呢？是同一个原因吗" after "11:40 以后为啥失败": one window's (service, code) runs are
    all in the other's, whose first anomaly (the trouble's origin) is not among them and whose shared runs only began
    well after it (another trouble starting during the first) — "no"; anything else decides nothing."""
    for big, small, label in (("now", "then", "这次"), ("then", "now", "对比窗口那次")):
        shared = set(firsts[small])
        if not shared < set(firsts[big]):
            continue
        origin = min(firsts[big], key=lambda k: firsts[big][k])
        start = datetime.fromisoformat(firsts[big][origin].replace("Z", "+00:00"))
        later = [datetime.fromisoformat(firsts[big][k].replace("Z", "+00:00")) for k in shared]
        if origin not in shared and all((t - start).total_seconds() >= _LATER_TROUBLE_S for t in later):
            return (f"不是（推断）：{label}的异常先是 {origin}，另一次没有它；另一次只有 {'、'.join(sorted(shared))}，"
                    f"在{label}里也是隔了一阵才出现的，是另一处来源。{told}")
    return None


def _same_cause_windows(items: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"跟昨晚那次是一个原因吗" after "X 现在为啥报错": X's anomalous lines of each window (by their first record) and
    the dependencies they name — "no" when both windows' lines name dependencies and none in common, "yes" when
    they name the same ones; else nothing is decided."""
    if brief.same_cause_window is not None and not brief.subjects:
        return _same_codes_windows(items, brief, brief.same_cause_window)
    if brief.same_cause_window is not None and not brief.depends:
        #: "今天早上预约库锁等待 跟昨天下午那次是一个原因吗" of a store that depends on nothing: each trouble's origin
        #: is the store itself, so its own error codes of the two windows (WARN too: a store's lock waits are
        #: warnings) decide — one and the same set says "yes", none in common "no"
        subject = brief.subjects[0]
        return _same_codes_windows([i for i in items if i.text.startswith(f"{subject} ")], brief,
                                   brief.same_cause_window)
    if brief.same_cause_window is None or not brief.subjects or not brief.depends:
        return None
    subject, (lo, hi) = brief.subjects[0], brief.same_cause_window
    sides: dict[str, list[MaterialItem]] = {"now": [], "then": []}
    for i in items:
        if _anomalous(i) and i.text.startswith(f"{subject} ") and (t := _first_seen_of(i)):
            side = ("now" if brief.window_start and brief.window_start <= t <= (brief.window_end or t)
                    else "then" if lo <= t <= hi else "")
            if side:
                sides[side].append(i)
    _drop_tail_items(sides, brief.window_start or "", lo)
    named = {side: {d for d in brief.depends for i in lines
                    if built(rf"(?<![\w.-]){re.escape(d)}(?![\w-])").search(i.text)} for side, lines in sides.items()}
    if not named["now"] and not named["then"] and sides["now"] and sides["then"]:
        #: "昨天傍晚那次也是，是同一个原因吗" of a backlog whose lines name no dependency ("deadline exceeded for a
        #: message of topic …"): one and the same set of ERROR codes in both windows says "yes"
        codes = {side: {c.group(2) for i in lines if (c := _CODE_RUN.match(i.text)) and " 的 WARN " not in i.text}
                 for side, lines in sides.items()}
        if codes["now"] and codes["now"] == codes["then"]:
            return (f"是（推断）：{subject} 两次的异常是同一组错误码（{'、'.join(sorted(codes['now']))}）。"
                    f"这次：{sides['now'][0].text}；对比窗口那次：{sides['then'][0].text}")
    if (named["now"] or named["then"]) and sides["now"] and sides["then"] and not (named["now"] and named["then"]):
        #: "那八点二十那次呢？是同一个原因吗" after "早上六点半 X 为啥报错": one window's lines name a dependency, the
        #: other's none, and no ERROR code is in both — two troubles of different origins
        codes = {side: {c.group(2) for i in lines if (c := _CODE_RUN.match(i.text)) and " 的 WARN " not in i.text}
                 for side, lines in sides.items()}
        if codes["now"] and codes["then"] and not codes["now"] & codes["then"]:
            return (f"不是（推断）：{subject} 两次的异常没有共同的错误码（这次 {'、'.join(sorted(codes['now']))}，"
                    f"对比窗口那次 {'、'.join(sorted(codes['then']))}），只有一次指向依赖 "
                    f"{'、'.join(sorted(named['now'] | named['then']))}，来源不同。"
                    f"这次：{sides['now'][0].text}；对比窗口那次：{sides['then'][0].text}")
    if not named["now"] or not named["then"]:
        return None
    now, then = "、".join(sorted(named["now"])), "、".join(sorted(named["then"]))
    told = f"这次：{sides['now'][0].text}；对比窗口那次：{sides['then'][0].text}"
    if named["now"] & named["then"]:
        if named["now"] == named["then"]:
            return f"是（推断）：{subject} 两次的异常都指向依赖 {now}。{told}"
        #: "那十一点半以后的呢？是同一个原因吗" after "十点以后 X 为啥失败": the later window's dependency only
        #: began well after the earlier window's first one, which the later window no longer names
        firsts = {side: {d: min(t for i in lines if (t := _first_seen_of(i))
                                and built(rf"(?<![\w.-]){re.escape(d)}(?![\w-])").search(i.text))
                         for d in named[side]} for side, lines in sides.items()}
        return _later_trouble_only(firsts, told)
    return f"不是（推断）：{subject} 这次的异常指向依赖 {now}，对比窗口那次指向 {then}，来源不同。{told}"


_LAST_SEEN = regex(r"最近一次\(last_seen\) (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)")


def _same_cause_episodes(items: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"是同一个原因吗" after "X 今晚出了两次问题": the subject's ERROR code runs of the window, each with the
    dependencies its lines name — "no" when two runs apart in time name different dependencies (or one none), "yes"
    when every run names the same ones; else nothing is decided."""
    if not brief.same_cause_episodes or not brief.subjects:
        return None
    subject = brief.subjects[0]
    runs = sorted(((t, i) for i in items if _anomalous(i) and (c := _CODE_RUN.match(i.text)) and c.group(1) == subject
                   and " 的 ERROR " in i.text and (t := _first_seen_of(i))), key=lambda r: r[0])
    runs = list({i.text: (t, i) for t, i in runs}.values())
    if len(runs) < 2:
        return None
    named = [frozenset(d for d in brief.depends if built(rf"(?<![\w.-]){re.escape(d)}(?![\w-])").search(i.text))
             for _, i in runs]
    if len(set(named)) == 1:
        if not named[0]:
            return None
        return (f"是（推断）：{subject} 各次的异常都指向依赖 {'、'.join(sorted(named[0]))}。"
                f"{'；'.join(i.text for _, i in runs[:2])}")
    apart = next(((a, b) for a in range(len(runs)) for b in range(a + 1, len(runs)) if named[a] != named[b]
                  and (m := _LAST_SEEN.search(runs[a][1].text)) and m.group(1) < runs[b][0]), None)
    if apart is None:
        return None  # the runs naming different things overlap: one episode's several codes decide nothing

    def _points(deps: frozenset[str]) -> str:
        return f"指向依赖 {'、'.join(sorted(deps))}" if deps else "未指向任何依赖"

    a, b = apart
    return (f"不是（推断）：{subject} 几次的异常来源不同：一次{_points(named[a])}，另一次{_points(named[b])}。"
            f"{runs[a][1].text}；{runs[b][1].text}")


def _uncovered_yes_no(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """A yes/no no root cause answers: one cause of two subjects, an onset against a clock, more than one episode."""
    if brief.owner_others:
        return _owner_others(items, brief)
    if brief.episode_stems and (line := _episodes_more_than_once(items, brief)):
        return line
    if brief.same_cause_episodes and (episodes_line := _same_cause_episodes(items, brief)):
        return episodes_line
    if brief.same_cause_window is not None:
        #: "跟今天报价失败是同一个原因吗" after "昨天打款失败的那些单怎么回事": two windows of two record statuses —
        #: when the windows' lines decide nothing, the two statuses' error codes do
        return _same_cause_windows(items, brief) or _same_cause_statuses(items)
    if same_statuses := _same_cause_statuses(items):
        return same_statuses
    if brief.same_cause:
        return _same_cause(items, brief)
    if brief.same_code:
        return _same_code_line(items, brief.subjects)
    if brief.onset_before:
        return _before_clock(items, brief, zone)
    if len(brief.onset_order) == 2:
        return _onset_order(items, brief, zone)
    if brief.end_after:
        return _after_clock(items, brief, zone)
    return _change_long_before(items, zone, brief.timezone) or _no_change_first(items, brief, zone)


#: "was it the rollout at 1:30?": the subject's change event and its first anomaly (``executor_ops.change_cause``)
_CHANGE_THEN = regex(rf"^(\S+) 的(\S{{1,4}})记录「.+」于 {_STAMP}；\1 的最早异常首次出现于 {_STAMP}")
#: a change this long before the first anomaly did not start it (``plan_calls.CHANGE_LEAD``)
_CHANGE_LEAD_S = 1800


def _change_long_before(items: list[MaterialItem], zone: ZoneInfo, tz: str) -> str | None:
    """"was it the rollout at 1:30?": no (an inference) when the subject's change event lies more than 30 minutes
    before its first anomaly, with the first anomalous record (what the trouble is) beside it."""
    hit = next(((m, i) for i in items if (m := _CHANGE_THEN.match(i.text))), None)
    if hit is None:
        return None
    m, item = hit
    gap = (datetime.fromisoformat(m.group(4)) - datetime.fromisoformat(m.group(3))).total_seconds()
    if gap <= _CHANGE_LEAD_S:
        return None
    subject, label = m.group(1), m.group(2)
    minutes = int(gap // 60)
    spoken = f"{minutes // 60}h{minutes % 60:02d}m" if minutes >= 60 else f"{minutes} 分钟"
    first = next((i for i in items if _anomalous(i) and i.text.startswith(f"{subject} ") and i is not item), None)
    trouble = f"；最早的异常：{first.text}" if first else ""
    return (f"不是（推断）：{subject} 的{label}于 {_local(m.group(3), zone)}（{tz}）已有记录，其最早异常到 "
            f"{_local(m.group(4), zone)} 才出现，相隔约 {spoken}，超过 30 分钟，异常另有来源。"
            f"依据：{item.text}{trouble}")


#: "was the outage caused by a deploy?": the subject's change searches found none (``executor_ops._no_change_in``),
#: its change came after its first anomaly, or its change with no anomaly in the window after it
_NO_CHANGE = regex(rf"^(\S+) 在 {_STAMP} 至 {_STAMP} 之间没有(\S{{1,4}})的 INFO 变更日志$")
_CHANGE_AFTER = regex(rf"^(\S+) 的(\S{{1,4}})记录「.+」与最早异常分别出现于 {_STAMP}、{_STAMP}：\2晚于最早异常$")
_CHANGE_AT = regex(rf"^(\S+) 的(\S{{1,4}})记录「.+」于 {_STAMP}$")
#: its change just before its first anomaly, but its records lead down to a dependency's earlier trouble
#: (``executor_ops.change_cause``)
_CHANGE_DEEPER = regex(rf"^(\S+) 的(\S{{1,4}})记录「.+」于 {_STAMP}；随后 \1 的异常记录指向依赖 (\S+)"
                       rf"（([^（）]+)），(\S+) 的最早异常首次出现于 {_STAMP}，")
#: its change just before its first anomaly, but every error of it names one dependency of its own
#: (``executor_ops.change_cause``: "waited for a connection to <db>")
_CHANGE_NAMED = regex(rf"^(\S+) 的(\S{{1,4}})记录「.+」于 {_STAMP}；随后 \1 的最早异常首次出现于 {_STAMP}，"
                      r"(?:其异常记录指向依赖 (\S+)|是它消费的队列 (\S+) 上的积压)$")


def _no_change_first(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"Was the outage caused by a deploy?", "是不是凌晨1点半那次发版搞挂的？": no (an inference) when the subject
    logged no change event from 30 minutes before its first anomaly on, when its change came after that anomaly
    began, or when its change lies at least 30 minutes before the window's end with no anomaly of the subject in
    the window — the subject's first anomalous record (what the trouble is) beside it."""
    tz = brief.timezone
    for item in items:
        if (m := _NO_CHANGE.match(item.text)) is not None:
            subject, label = m.group(1), m.group(4)
            clean = None if _first_trouble(items, subject) else _clean_check(items, subject)
            said = (f"{subject} 在 {_local(m.group(2), zone)} 至 {_local(m.group(3), zone)}（{tz}）之间没有{label}"
                    f"记录，{'异常另有来源' if _first_trouble(items, subject) else '未发现由' + label + '引起的异常'}")
            if clean is not None:
                return f"不是（推断）：{said}。依据：{item.text}；{clean.text}"
        elif (m := _CHANGE_AFTER.match(item.text)) is not None:
            subject, label = m.group(1), m.group(2)
            said = (f"{subject} 的{label}于 {_local(m.group(3), zone)}（{tz}）才有记录，晚于其最早异常（"
                    f"{_local(m.group(4), zone)}），异常另有来源")
        elif (m := _CHANGE_DEEPER.match(item.text)) is not None:
            subject, label = m.group(1), m.group(2)
            said = (f"{subject} 的{label}于 {_local(m.group(3), zone)}（{tz}）有记录，但其异常记录指向依赖 "
                    f"{m.group(4)}（{m.group(5)}），{m.group(6)} 的异常于 {_local(m.group(7), zone)} 已开始，不晚于 "
                    f"{subject} 的异常，问题来自下游依赖而非{label}")
            return f"不是（推断）：{said}。依据：{item.text}"
        elif (m := _CHANGE_NAMED.match(item.text)) is not None:
            subject, label = m.group(1), m.group(2)
            said = (f"{subject} 的{label}于 {_local(m.group(3), zone)}（{tz}）有记录，但其随后的异常记录都指向依赖 "
                    f"{m.group(5)}，问题来自依赖 {m.group(5)} 而非{label}") if m.group(5) else (
                #: a rollout that completed clean, then a backlog on the queue the subject reads (invVA)
                f"{subject} 的{label}于 {_local(m.group(3), zone)}（{tz}）已完成，其后到 {_local(m.group(4), zone)} 才"
                f"出现异常，是它消费的队列 {m.group(6)} 上的积压，问题在依赖 {m.group(6)} 而非{label}")
            return f"不是（推断）：{said}。依据：{item.text}"
        elif (m := _CHANGE_AT.match(item.text)) is not None:
            subject, label = m.group(1), m.group(2)
            if (clean := _clean_check(items, subject)) is None or _first_trouble(items, subject):
                continue
            said = (f"{subject} 的{label}于 {_local(m.group(3), zone)}（{tz}）有记录，此后至查询窗口结束 {subject} "
                    f"没有 ERROR 或 WARN 日志，{label}未引起异常")
            return f"不是（推断）：{said}。依据：{item.text}；{clean.text}"
        else:
            continue
        trouble = _first_trouble(items, subject)
        return f"不是（推断）：{said}。依据：{item.text}" + (f"；最早的异常：{trouble.text}" if trouble else "")
    return None


def _clean_check(items: list[MaterialItem], subject: str) -> MaterialItem | None:
    """The subject's clean log check ("X 在查询窗口内没有 ERROR 或 WARN 级别日志") among the verified items."""
    return next((i for i in items if i.claim_type == "negative_observation" and i.text.startswith(f"{subject} ")
                 and "没有 ERROR 或 WARN" in i.text), None)


def _first_trouble(items: list[MaterialItem], subject: str) -> MaterialItem | None:
    """The subject's first anomalous record among the verified items."""
    return next((i for i in items if _anomalous(i) and i.text.startswith(f"{subject} ")), None)


def _after_clock(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"快递证书是过了零点才换好的吗": the last anomalous record of the subject (or, with none named, of the records
    about the symptom named) against the clock. Yes when it still failed at or after the clock; no when it had
    stopped before it and the window holds the time after the clock; nothing said while an alert still fires."""
    bad = [i for i in items if _anomalous(i)]
    if brief.subjects:
        bad = [i for i in bad if i.text.lower().startswith(brief.subjects[0].lower())]
    bad = _best_about(bad, brief.symptoms, distinct=not brief.subjects) or ([] if not brief.subjects else bad)
    lasts = [(m.group(1), i) for i in bad for m in [_SEEN.search(i.text)] if m]
    if not lasts or any("正在触发" in i.text for i in bad):
        return None
    assert brief.end_after is not None
    clock, said = brief.end_after
    last, source = max(lasts, key=lambda pair: pair[0])
    what = brief.subjects[0] if brief.subjects else "、".join(_services_of([source])[:1]) or "该问题"
    ended = _local(last, zone)
    if last >= clock:
        yes = "没有" if brief.end_before else "是"  # "之前就修好了吧" → not yet; "was it still failing after" → yes
        return (f"{yes}，{what} 在 {said} 之后仍在出错（窗口内最近一次异常于 {ended}，{brief.timezone}），"
                f"即 {said} 之后才恢复。依据：{source.text}")
    if not brief.window_end or brief.window_end.replace("Z", "") <= clock:
        return None  # the window does not reach past the clock: nothing tells it did not go on
    if brief.end_before:  # "之前就修好了吧": yes, its last anomaly came before the clock
        return (f"是，{what} 在 {said} 之前就已恢复：最后一次异常于 {ended}（{brief.timezone}），"
                f"之后到 {said} 未再出现。依据：{source.text}")
    return f"不是，{what} 的最后一次异常于 {ended}（{brief.timezone}），早于 {said}。依据：{source.text}"


def _before_clock(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"Did X already start <failing> before midnight?": X's first anomalous record (about the symptom named, when
    its words tell X's records apart) against the clock. "No" only when that record is X's onset (nothing of it in
    the previous window: earlier_count 0)."""
    if not brief.subjects:
        return None
    subject = brief.subjects[0]
    own = [i for i in items if _anomalous(i) and i.text.lower().startswith(subject.lower())]
    own = _best_about(own, brief.symptoms, distinct=True) or own
    first = _first_anomaly(own)
    if first is None:
        return None
    source = lines = next(i for i in own if first in i.text)
    #: lines cut at the window's start (earlier_count > 0) began before it: the subject's own alert that fired
    #: (resolved since, too) earlier is the onset ("已恢复" alerts are no anomaly of the window, but they began then)
    #: — one still on when the lines were first seen (the same episode, not an earlier trouble of the subject)
    alarms = sorted(((m.group(1), i) for i in items if i.text.lstrip("「").startswith("告警 ")
                     and f"（服务 {subject}，" in i.text for m in [_FIRST_AT.search(i.text)] if m
                     and _until(m.group(1), i) >= first), key=lambda pair: pair[0])
    if alarms and alarms[0][0] < first:
        first, source = alarms[0]
    assert brief.onset_before is not None
    clock, said = brief.onset_before
    began = _local(first, zone)
    if first < clock:
        yes = f"在 {said} 之前：" if brief.either_side else "是，"
        return f"{yes}{subject} 在 {said} 之前就已开始：最早异常于 {began}（{brief.timezone}）。依据：{source.text}"
    if any(int(e) > 0 for e in _EARLIER.findall(lines.text)):
        return None
    no = f"在 {said} 之后：" if brief.either_side else "没有，"
    return f"{no}{subject} 的最早异常于 {began}（{brief.timezone}），晚于 {said}。依据：{source.text}"


def _onset_order(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"Did X start before Y?" (``AnswerBrief.onset_order``): X's first anomalous record (or alert) against Y's —
    an order of two onsets, whatever the dependency chain says of a cause. A first record the window cut (already
    present in the previous window, earlier_count > 0) began before the other's uncut one; both cut: undecided."""
    firsts: list[tuple[str, MaterialItem]] = []
    said: list[str] = []
    uncut: set[int] = set()
    for side, name in enumerate(brief.onset_order):
        change = brief.onset_changes[side] if side < len(brief.onset_changes) else ""
        if change and (started := deploy_started(items, name, change)) is not None:
            #: "门户重新发版在先，还是…": the side names a deploy — its start (the redeploy's: no anomaly followed it)
            firsts.append(started)
            said.append("重新发布开始" if change == "last" else "发布开始")
            continue
        if (nth := _nth_onset(items, name, brief.onset_nth[side] if side < len(brief.onset_nth) else 0)):
            #: "第二次连接池打满": the side's episode named by its order — its own first record (the earlier episode
            #: in its previous window is another episode, no cut of this one)
            firsts.append(nth)
            said.append(f"{_ORDINAL_WORDS.get(brief.onset_nth[side], '')}异常最早")
            uncut.add(side)
            continue
        every = [i for i in items if _anomalous(i) and _own(i, (name,))]
        #: "地磅队列积压" of a consumer that failed on a lock wait first: the records of the trouble the side names
        words = brief.onset_words[side] if side < len(brief.onset_words) else ()
        about = (_best_about(every, words) if words else []) or every
        own = _latest_run(about)
        first = _first_anomaly(own)
        if first is None:
            if (begun := _begun_inside(items, name, brief.window_start)) is None:
                return None
            #: "the booking db pool filling up" whose WARN lines read steady (an earlier episode filled the previous
            #: window) but began well inside the window: this episode's own first record, no cut of it
            firsts.append(begun)
            said.append("这次异常（最近一段）最早")
            uncut.add(side)
            continue
        source = next(i for i in own if first in i.text)
        if (lead := _warned_ahead(items, name, first)) is not None:
            first, source = lead
        firsts.append((first, source))
        #: an earlier episode of it left aside: the onset stated is this episode's, said as such; of the side's own
        #: trouble among others, said as its related records' onset
        said.append(("最早异常" if len(about) == len(every) else "相关最早异常") if len(own) == len(about)
                    else "这次异常（最近一段）最早")
    (a, a_src), (b, b_src) = firsts
    cut_a, cut_b = (k not in uncut and any(int(e) > 0 for e in _EARLIER.findall(i.text))
                    for k, i in enumerate((a_src, b_src)))
    if (cut_a and cut_b) or (a == b and cut_a == cut_b):
        return None
    x, y = brief.onset_order
    told = f"（{brief.timezone}）。依据：{a_src.text}；{b_src.text}"
    if brief.which_first:  # "which started first, A or B?": the earlier one named, never a 是/不是
        (p, tp, sp), (q, tq, sq) = ((x, a, said[0]), (y, b, said[1])) if (cut_a and not cut_b) or (
            a < b and not cut_b) else ((y, b, said[1]), (x, a, said[0]))
        return f"{p} 先开始：{p} 的{sp}于 {_local(tp, zone)}，早于 {q} 的{sq} {_local(tq, zone)}{told}"
    if (cut_a and not cut_b) or (a < b and not cut_b):
        return f"是，{x} 的{said[0]}于 {_local(a, zone)}，早于 {y} 的{said[1]} {_local(b, zone)}{told}"
    return f"不是，{x} 的{said[0]}于 {_local(a, zone)}，晚于 {y} 的{said[1]} {_local(b, zone)}{told}"


_FIRST_AT = regex(r"\((?:first_seen|since)\) " + _STAMP)


def _begun_inside(items: list[MaterialItem], name: str, window_start: str) -> tuple[str, MaterialItem] | None:
    """A side of no anomaly whose WARN/ERROR lines (read steady: an earlier episode filled the previous window) first
    show more than 30 minutes after the window's start: no line of them in that quiet stretch, so they began an
    episode of their own there — (its first record, the item); else None."""
    if not window_start:
        return None
    start = datetime.fromisoformat(window_start.replace("Z", "+00:00")).replace(tzinfo=None)
    begun = []
    for i in items:
        if not _own(i, (name,)) or not re.search(r"的 (?:WARN|ERROR) 日志", i.text):
            continue
        if (m := _FIRST_AT.search(i.text)) is not None and (
                datetime.fromisoformat(m.group(1)) - start).total_seconds() > _EPISODE_GAP:
            begun.append((m.group(1), i))
    return min(begun, key=lambda pair: pair[0]) if begun else None


def _warned_ahead(items: list[MaterialItem], name: str, first: str) -> tuple[str, MaterialItem] | None:
    """"今早 X 积压 和 Y 报错，哪个先开始的": the side's WARN lines read steady (an earlier episode of them fills the
    previous window) that began less than 30 minutes before its first anomaly and ran on into it — the episode's
    lag warnings ahead of its errors: (their first record, the item); else None."""
    began = datetime.fromisoformat(first)
    ahead = []
    for i in items:
        if _anomalous(i) or not _own(i, (name,)) or "的 WARN 日志" not in i.text:
            continue
        start, end = _FIRST_AT.search(i.text), _TO.search(i.text)
        if start is None or end is None:
            continue
        since = datetime.fromisoformat(start.group(1))
        if began - timedelta(seconds=_EPISODE_GAP) <= since < began <= datetime.fromisoformat(end.group(1)):
            ahead.append((start.group(1), i))
    return min(ahead, key=lambda pair: pair[0]) if ahead else None


def _nth_onset(items: list[MaterialItem], name: str, nth: int) -> tuple[str, MaterialItem] | None:
    """The first record (time, item) of ``name``'s episode number ``nth`` (2 = the second): its own alerts joined into
    episodes (``_alert_episodes_of``), the earliest of its records begun from 30 minutes before that episode's
    first alert (never before the previous episode's end) up to its end — a record running across the quiet gap
    is both episodes' and begins neither. None when it names none, or fewer alert episodes happened."""
    if nth < 2:
        return None
    stamps = [(m.group(1), i) for i in items if (m := _BEGAN.search(i.text)) and _own(i, (name,))]
    alerted = _alert_episodes_of(stamps, (name,))
    if len(alerted) < nth:
        return None
    lo, hi = alerted[nth - 1]
    start = max(lo - timedelta(seconds=_EPISODE_GAP), alerted[nth - 2][1])
    inside = [(s, i) for s, i in stamps if start <= datetime.fromisoformat(s) <= hi]
    return min(inside, key=lambda pair: pair[0]) if inside else None


def _latest_run(items: list[MaterialItem]) -> list[MaterialItem]:
    """"Did the X backlog start before the Y trouble?": the trouble a side names is its latest episode (the run of
    its anomalies back from the last one, gaps under 30 minutes), not a blip of it hours before (a morning latency
    WARN of Y against its evening incident). Untimed items and a single episode keep every item."""
    spans: list[tuple[datetime, datetime, MaterialItem]] = []
    for i in items:
        began, ended = _FIRST_AT.search(i.text), _TO.search(i.text)
        if began is None:
            continue
        start = datetime.fromisoformat(began.group(1))
        end = datetime.max if "正在触发" in i.text else datetime.fromisoformat(ended.group(1)) if ended else start
        spans.append((start, end, i))
    if len(spans) < 2:
        return items
    start = max(spans, key=lambda s: s[1])[0]
    for a, b, _ in sorted(spans, key=lambda s: s[1], reverse=True):
        if b >= start - timedelta(seconds=_EPISODE_GAP):
            start = min(start, a)
    run = [i for a, b, i in spans if b >= start - timedelta(seconds=_EPISODE_GAP)]
    return run if len(run) < len(spans) else items


def _first_anomaly(items: list[MaterialItem]) -> str | None:
    stamps = [m.group(1) for i in items if _anomalous(i) for m in [_FIRST_AT.search(i.text)] if m]
    return min(stamps) if stamps else None


def _started_after(mine: list[MaterialItem], everything: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """The suspect's first anomaly came after the symptom's: it cannot have caused it (a "no" by onset order).

    Only when the suspect was quiet before the window (earlier_count 0 on its anomalous lines), so its first
    anomaly in the window is its onset, and only against the asked subject's own anomalies."""
    suspects = [s.lower() for s in brief.suspects]
    subjects = [s.lower() for s in brief.subjects if s.lower() not in suspects]
    bad = [i for i in mine if _anomalous(i)]
    if not bad or not subjects or any(int(e) > 0 for i in bad for e in _EARLIER.findall(i.text)):
        return None
    theirs = [i for i in everything if any(s in i.text.lower() for s in subjects)
              and not any(s in i.text.lower() for s in suspects)]
    #: the subject's own records that name the suspect ("waited for a connection to <suspect>") are a symptom of it,
    #: not the suspect's own onset
    #: (the asked subject's own: a caller brought in beside it, "schedule-api" of "排片", is not the subject)
    naming = [i for i in bad if _own(i, brief.subjects[:1]) and not _own(i, brief.suspects)]
    own, symptom = _first_anomaly([i for i in bad if i not in naming] or bad), _first_anomaly(theirs)
    if own is None or symptom is None or own <= symptom:
        return None
    if (named := _first_anomaly(naming)) is not None and named >= own:
        #: two causes overlapping: an earlier trouble of the subject has another source, but this part of it names
        #: the suspect and began after the suspect's own onset
        return (f"是（推断）：{_subject_of(brief)} 的一部分异常指向 {'、'.join(brief.suspects)}（日志中点名它），"
                f"且首次出现于 {named}Z，晚于 {'、'.join(brief.suspects)} 的最早异常 {own}Z；"
                f"{_subject_of(brief)} 更早的异常始于 {symptom}Z，另有来源。依据：{naming[0].text}")
    who, subject = "、".join(brief.suspects), "、".join(brief.subjects[:1])
    return (f"不是（推断）：{who} 的最早异常 {own}Z 晚于 {subject} 异常的首次出现 {symptom}Z，"
            f"不可能是其起因。依据：{bad[0].text}")


def _subject_of(brief: AnswerBrief) -> str:
    return "、".join(brief.subjects[:1])


_CODE_LINES = regex(r"^(\S+) 错误码 (\S+) 的 ERROR 日志")


def _same_code_line(items: list[MaterialItem], subjects: tuple[str, ...]) -> str | None:
    """"anything else failing with that same code?": yes with another service's ERROR lines of a code the subject
    logs, no when the other services' lines were searched and none holds it; None when the subject logged none."""
    coded = [(m.group(1), m.group(2), i) for i in items if (m := _CODE_LINES.match(i.text))]
    own = list(dict.fromkeys(code for svc, code, _ in coded if svc in subjects))
    if not own:
        return None
    others = [(svc, code, i) for svc, code, i in coded if svc not in subjects and code in own]
    who = "、".join(subjects)
    if others:
        names = "、".join(dict.fromkeys(svc for svc, _, _ in others))
        return f"是，除 {who} 外，{names} 也在报同一错误码 {others[0][1]}：{others[0][2].text}"
    return f"没有，全部数据中除 {who} 外未发现其他服务的 ERROR 日志带错误码 {'、'.join(own)}"


def _yes_no(items: list[MaterialItem], brief: AnswerBrief, everything: list[MaterialItem]) -> str:
    if (done := action_line(items, _zone(brief.timezone), brief.timezone, after=brief.after_action,
                               last=brief.action_order == "last", context=everything,
                               went_ok=brief.went_ok)) is not None:
        return done
    if brief.same_code and (shared := _same_code_line(everything, brief.subjects)) is not None:
        return shared
    who = "、".join(brief.suspects) or "所怀疑的对象"
    cause = [i for i in items if i.claim_type == "root_cause"]
    if brief.change_suspect and brief.suspects and set(brief.suspects) <= set(brief.unrelated) and brief.subjects:
        #: "是不是 X 发版搞的？" of an X the subject does not call: no, whatever X's change did to X itself
        return _off_chain(items, brief, who, everything)
    if brief.change_suspect and brief.suspects:
        #: "was it the X deploy?": only X's change just before the first anomaly answers yes; X's change events
        #: elsewhere (or none) answer no, beside whatever the chain points at
        started = [i for i in cause if f"始于 {who} 的" in i.text]
        if started:
            return f"是（推断）。{started[0].text}"
        miss = next((i for i in everything if i.text.startswith(f"{who} ") and i.claim_type != "root_cause"
                     and (i.text.endswith("INFO 变更日志") or "记录「" in i.text)), None)
        if miss is not None and (clean := _victim_clean(everything, brief)) is not None:
            #: the suspect's change broke only the suspect: the subject asked about showed nothing in the window
            return f"不是（推断）：{clean.removeprefix('不是，')}；{who} 的异常在它自身：{miss.text}"
        if miss is not None:
            #: the subject's current trouble began after the suspect's anomalies ended: the chain's inference is of
            #: that earlier episode, no support for the no
            chain = f"；{cause[0].text}" if cause and LATER_TROUBLE not in miss.text else ""
            return f"不是（推断）：{miss.text}{chain}"
    if cause and brief.still and brief.subjects and (ended := _ended_trouble(everything, brief)):
        #: "is the X cert still expired?" after its renewal: the subject's lines naming X stopped (its alert
        #: resolved) well before now — it was X, and it is no longer (the yes of the past trouble is no "still")
        return f"不是（推断），已不再出错。{ended}；此前：{cause[0].text}"
    if brief.same_cause or brief.same_cause_window is not None:
        #: "是同一个原因吗" that neither side's origin decided: a cause of one side is no "yes" to sharing it
        told = "；".join(i.text for i in cause[:2]) or "证据没有同时给出两边异常的来源"
        return f"无法确定是否同一原因：{told}"
    if cause and all(UNTOUCHED in i.text for i in cause):
        #: "did payments get hit by the cert thing yesterday?" of a subject that showed nothing in the window (invUC)
        return f"不是（推断）。{cause[0].text}"
    if cause:
        return f"是（推断）。{cause[0].text}"
    suspects = [s.lower() for s in brief.suspects]
    mine = [i for i in items if not suspects or any(s in i.text.lower() for s in suspects)]
    if mine and not any(_anomalous(i) for i in mine):
        return f"不是，未发现 {who} 的异常。依据：" + "；".join(i.text for i in mine[:2])
    if suspects and (later := _started_after(mine, everything, brief)):
        return later
    if brief.suspects and set(brief.suspects) <= set(brief.unrelated) and brief.subjects:
        return _off_chain(items, brief, who, everything)
    if suspects and (elsewhere := _points_elsewhere(mine, everything, brief)):
        return elsewhere
    if suspects and (clean := _victim_clean(everything, brief)) is not None:
        return clean
    if suspects and (over := _ended_before(everything, brief)) is not None:
        return over
    if suspects and (named := _sample_names_suspect(everything, brief)) is not None:
        return named
    return f"{who} 与此问题的关系无法确定：已核验 {items[0].text}"


def _sample_names_suspect(everything: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"was that the X db running out of connections?" where the subject's own failing lines say they waited on X
    ("waited 3000ms for a connection to X"): yes (inferred) — the samples name the suspect, and no anomaly of X's
    own began after them. None when no sample of the subject's anomalies names it."""
    subjects = tuple(s for s in brief.subjects if s not in brief.suspects)
    if not subjects:
        return None
    naming = [i for i in everything if _own(i, subjects) and _anomalous(i) and "示例：" in i.text
              and any(_names(i.text.split("示例：", 1)[1], s) for s in brief.suspects)]
    if not naming:
        return None
    began = _first_anomaly(naming)
    own = _first_anomaly([i for i in everything if _own(i, brief.suspects)])
    if began is None or (own is not None and own > began):
        return None
    who, subject = "、".join(brief.suspects), "、".join(subjects[:1])
    return (f"是（推断）：{subject} 的异常记录直接指向 {who}（示例中点名它），首次出现于 {began}Z。"
            f"依据：{naming[0].text}")


def _ended_before(everything: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"这个积压是不是今早 X 慢查询引起的" where X's trouble (its anomalous lines and resolved alerts) was over before
    the subject's began — the subject quiet before the window, its own records not naming X: no (inferred), a
    trouble that ended cannot have started the other. None otherwise (X still failing, or no order to tell)."""
    subjects = tuple(s for s in brief.subjects if s not in brief.suspects)
    if not subjects:
        return None
    theirs = [i for i in everything if _own(i, brief.suspects) and (_anomalous(i) or "已恢复" in i.text)]
    if not theirs and not any(_own(i, brief.suspects) for i in everything):
        #: "is the backlog because of the courier cert thing from last night?" of a suspect silent itself (a partner
        #: seen only through its caller's lines naming it: "TLS handshake with <suspect> failed"): its trouble is
        #: those lines, whose last one is its end
        theirs = [i for i in everything if _anomalous(i) and not _own(i, subjects)
                  and any(_names(i.text, s) for s in brief.suspects)]
    if not theirs or any("正在触发" in i.text for i in theirs) or not any(_anomalous(i) for i in theirs):
        return None
    ends = [m.group(1) for i in theirs if (m := _TO.search(i.text))]
    own = [i for i in everything if _own(i, subjects) and _anomalous(i)]
    if len(ends) < len(theirs) or not own or any(_names(i.text, s) for i in own for s in brief.suspects) or any(
            int(e) > 0 for i in own for e in _EARLIER.findall(i.text)):
        return None
    began = _first_anomaly(own)
    if began is None or max(ends) >= began:
        return None
    who, subject = "、".join(brief.suspects), "、".join(subjects[:1])
    first = next(i for i in own if began in i.text)
    return (f"不是（推断）：{who} 的异常在 {max(ends)}Z 已结束，早于 {subject} 异常的首次出现 {began}Z，且 {subject} 的"
            f"异常记录没有指向 {who}。依据：{first.text}；{theirs[0].text}")


_RELEASE_LOGGED = regex(r"^(\S+) 的\S{1,4}记录「(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})")


def _trouble_after_change(everything: list[MaterialItem], subject: str,
                          suspects: Sequence[str]) -> MaterialItem | None:
    """The subject's anomalous record that first began at or after a suspect's change (its release record stated
    among the items), or None when no change of a suspect is stated or nothing of the subject began after it."""
    changes = [m.group(2) for i in everything if (m := _RELEASE_LOGGED.match(i.text)) and m.group(1) in suspects]
    if not changes:
        return None
    after = [(m.group(1), n, i) for n, i in enumerate(everything) if _anomalous(i) and i.text.startswith(f"{subject} ")
             and (m := _FIRST_AT.search(i.text)) and m.group(1) >= min(changes)]
    return min(after, key=lambda t: (t[0], t[1]))[2] if after else None


def _named_chain(start: MaterialItem, everything: list[MaterialItem], subject: str) -> list[str]:
    """[subject, the service the record's sample names, the service that one's own anomalous record names, …]: the
    chain a trouble's samples point down (each a service with an anomalous record of its own; at most four)."""
    owners = list(dict.fromkeys(i.text.split(" ", 1)[0] for i in everything if _anomalous(i)))
    chain, item = [subject], start
    while len(chain) < 5:
        named = [o for o in owners if o not in chain and _names(item.text.split("示例", 1)[-1], o)]
        if len(named) != 1:
            break
        chain.append(named[0])
        nxt = next((i for i in everything if _anomalous(i) and i.text.startswith(f"{named[0]} ")), None)
        if nxt is None:
            break
        item = nxt
    return chain


def _off_chain(items: list[MaterialItem], brief: AnswerBrief, who: str, everything: list[MaterialItem]) -> str:
    """No: the suspects lie off the subject's dependency chain (their own record stated beside it)."""
    subject = brief.subjects[0]
    suspects = [s.lower() for s in brief.suspects]
    mine = [i for i in items if any(s in i.text.lower() for s in suspects)]
    own = f"；{who} 自身：{mine[0].text}" if mine else ""
    #: "was the X release what broke Y?": what Y's trouble is, beside the no (its first anomalous record) — of a
    #: change asked about ("did that cause the order errors right after"), the one that began after the change
    trouble = _trouble_after_change(everything, subject, brief.suspects) or _first_trouble(everything, subject)
    told = f"；{subject} 的异常：{trouble.text}" if trouble is not None and trouble not in mine else ""
    if told and trouble is not None and len(chain := _named_chain(trouble, everything, subject)) > 1:
        #: where that trouble comes from: the services its sample names, each by the next one's sample in turn
        told += f"；其报错沿调用链指向 {' → '.join(chain[1:])}"
    elif told and trouble is not None and (below := _first_below(everything, brief, trouble)) is not None:
        #: its samples name nothing below it: the dependency on its chain whose own anomaly began first, no later
        #: than the subject's (lensmith-booking-rollout-false-zh: the order database's lock waits)
        told += f"；{subject} 依赖链上最早出现异常的是 {below.text.split(' ', 1)[0]}：{below.text}"
    return (f"不是（推断）：{who} 不在 {subject} 的依赖链上（service_dependency），{subject} 的异常记录也没有指向它"
            f"{own}{told}")


def _first_below(everything: list[MaterialItem], brief: AnswerBrief, trouble: MaterialItem) -> MaterialItem | None:
    """The anomalous record of the subject's dependencies (``AnswerBrief.chain_below``) that began first, when it
    began no later than the subject's ``trouble``; else None."""
    began = _first_anomaly([trouble])
    below = [(m.group(1), n, i) for n, i in enumerate(everything) if _anomalous(i) and _own(i, brief.chain_below)
             and (m := _FIRST_AT.search(i.text)) is not None]
    if began is None or not below:
        return None
    first = min(below, key=lambda t: (t[0], t[1]))
    return first[2] if first[0] <= began else None


def _victim_clean(everything: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"Did last night's X eviction storm also break Y?" with Y clean in the window: no — the trouble blamed on X is
    not there (Y's own negative observation of its logs, and no log, alert or resolved alert of Y's otherwise),
    whatever X did. None when a subject has a record of its own besides its negative observations and metrics."""
    subjects = tuple(s for s in brief.subjects if s not in brief.suspects)
    own = [i for i in everything if _own(i, subjects)] if subjects else []
    if not own or any(i.claim_type != "negative_observation" and not i.text.startswith("指标 ") for i in own):
        return None
    logs = [i for i in own if "日志" in i.text]
    if not all(any(i.text.startswith(f"{s} ") for i in logs) for s in subjects):
        return None
    #: the subject first ("不是，Y 未发现异常"): the no of the harm is the subject's health too ("Y 有没有受 X 影响？
    #: 现在正常不"), said so that the state is not read as an anomaly of Y's
    return f"不是，{'、'.join(subjects)} 未发现异常。依据：" + "；".join(i.text for i in logs[:2])


def _names(text: str, name: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text, re.I) is not None


def _points_elsewhere(mine: list[MaterialItem], everything: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"跟 Y 那边的积压有关系吗" about X's errors: X's failing lines name another service it calls (N), never the
    suspect, and N's own fetched anomalies do not name the suspect either → no (inferred): X's trouble comes down
    N's branch. None when any of them names the suspect, or N's records were not fetched."""
    if not brief.subjects or not mine:
        return None
    subject = brief.subjects[0]
    own = [i for i in everything if _anomalous(i) and i.text.startswith(f"{subject} ") and "错误码" in i.text]
    if not own or any(_names(i.text, s) for i in own for s in brief.suspects):
        return None
    named = [n for n in _services_of(everything) if n != subject and n not in brief.suspects
             and any(_names(i.text.split("示例：", 1)[-1], n) for i in own if "示例：" in i.text)]
    theirs = [i for i in everything if _anomalous(i) and any(i.text.startswith(f"{n} ") for n in named)]
    if not named or not theirs or any(_names(i.text, s) for i in theirs for s in brief.suspects):
        return None
    who = "、".join(brief.suspects)
    return (f"不是（推断）：{subject} 的异常记录指向 {'、'.join(named)}，没有指向 {who}，{'、'.join(named)} 的异常"
            f"记录也没有指向 {who}；{who} 的异常在另一条分支上：{mine[0].text}。依据：{own[0].text}")


_LAST = regex(rf"\((?:last_seen|until)\) {_STAMP}")
#: records of one episode start within this many seconds of the end of the one before (a precursor, a caller)
_EPISODE_GAP = EPISODE_GAP.total_seconds()


#: how long after the marker's last anomaly a subject's anomaly still counts as "at that time" ("跟着挂了")
_MARKER_TAIL = timedelta(minutes=10)


def _outside_marker(everything: list[MaterialItem], subject: str, brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"昨晚 X 出事那会儿 Y 也跟着挂了吗" (``AnswerBrief.time_marker``): X's own anomalies (first to last, and 10
    minutes past) are the time asked; when every anomaly of Y in the window lies outside it (another episode, hours
    away), Y did not go down with X → 没有, its own anomalies told as another time. None when X shows no anomaly
    (the time is not placed) or Y has one inside it (the usual health line)."""
    def spans(name: str) -> list[tuple[datetime, datetime, MaterialItem]]:
        out = []
        for i in everything:
            if (began := _FROM.search(i.text)) is None or not _own(i, (name,)):
                continue
            if not (_anomalous(i) or ("已恢复" in i.text and i.text.lstrip("「").startswith("告警 "))):
                continue
            end = _TO.search(i.text)
            out.append((datetime.fromisoformat(began.group(1)),
                        datetime.max if "正在触发" in i.text else datetime.fromisoformat(end.group(1)) if end
                        else datetime.fromisoformat(began.group(1)), i))
        return out

    marks, mine = spans(brief.time_marker), spans(brief.subjects[0]) if brief.subjects else []
    if not marks or not mine:
        return None
    start, end = min(a for a, _, _ in marks), max(b for _, b, _ in marks)
    until = end if end == datetime.max else end + _MARKER_TAIL
    if any(a <= until and b >= start for a, b, _ in mine):
        return None
    shown = "至今" if end == datetime.max else _local(end.isoformat(), zone)
    word = "没有，" if brief.asks_problem else "是，"
    return (f"{word}{subject} 在 {brief.time_marker} 出事那段（{_local(start.isoformat(), zone)} ~ {shown}，"
            f"{brief.timezone}）没有异常；它窗口内的异常在另一时段：{mine[0][2].text}。依据：{marks[0][2].text}")


def _either(items: list[MaterialItem], names: tuple[str, ...]) -> str | None:
    """"Was it only the cache, or the db too?" (``AnswerBrief.either``): which of the two had trouble in the window,
    each by its own anomalous records; neither: None (the plain health answer)."""
    found = {name: [i for i in items if _anomalous(i) and _own(i, (name,))] for name in names}
    bad = [name for name in names if found[name]]
    if not bad:
        return None
    said = "；".join(f"{name}：{found[name][0].text}" for name in bad)
    if len(bad) == len(names):
        return f"两者都有异常（{'、'.join(names)}）——{said}"
    quiet = [name for name in names if name not in bad]
    return f"只有 {bad[0]} 有异常，{'、'.join(quiet)} 在窗口内没有已核验的异常记录——{said}"


def _ended_trouble(everything: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """The end line ("已于 … 恢复正常：…" / "已停止：…") of the subjects' own trouble when none of it reaches the
    window's end (nothing fires, no line within its last 10 minutes); None while it goes on or shows nothing."""
    own = [i for i in everything if _own(i, brief.subjects)]
    if not any(_anomalous(i) for i in own) or ongoing_since(own, brief.window_end) is not None:
        return None
    line = end_line(own, _zone(brief.timezone), brief.timezone, brief.window_end, brief.past_end_to)
    return line if line.startswith(("已于", "已停止")) else None


#: "how long was X affected", "X 受影响了多久": the subject as the one hit
_AFFECTED = regex(r"\b(?:affected|impacted|hit)\b|受(?:到)?(?:了)?影响|被影响|受波及", re.I)
def _own_spans(items: list[MaterialItem], brief: AnswerBrief) -> list[MaterialItem]:
    """The subjects' own records, when one of them is an anomaly stating a span; else empty."""
    own = [i for i in items if _own(i, brief.subjects)]
    return own if any(_anomalous(i) and _SPAN.search(i.text) for i in own) else []


_CALL_TO = regex(r"\bcall to ([\w.-]+) failed\b")


def _foreign_call(item: MaterialItem, brief: AnswerBrief) -> bool:
    """A subject's record whose sample blames a call to a service outside the subjects' dependencies
    (``AnswerBrief.unreached``)."""
    hit = _CALL_TO.search(item.text)
    return hit is not None and hit.group(1) in brief.unreached and _own(item, brief.subjects)


def _own(item: MaterialItem, subjects: tuple[str, ...]) -> bool:
    """A record of one of the subjects themselves (its line starts with the name, or an alert of that service)."""
    return any(item.text.startswith(f"{name} ") or f"（服务 {name}，" in item.text for name in subjects)


def _until(stamp: str, item: MaterialItem) -> str:
    """When a record's anomaly was last seen: a firing alert runs on; else its last_seen/until, else its start."""
    if "正在触发" in item.text:
        return "9999-12-31T00:00:00"
    last = _LAST.search(item.text)
    return last.group(1) if last else stamp


def _episodes(stamps: list[tuple[str, MaterialItem]], subjects: tuple[str, ...]
              ) -> list[list[tuple[str, MaterialItem]]]:
    """The subject's own anomalous records joined into episodes, oldest first: a record joins while it starts at
    most 30 minutes after the latest end so far (a firing alert runs on)."""
    own = sorted(((s, i) for s, i in stamps if _anomalous(i) and _own(i, subjects)), key=lambda x: x[0])
    #: a window's lines of one code are counted as one record from its first to its last time: when the subject's
    #: alerts show separate episodes (one resolved, then another firing hours later), a record running across the
    #: quiet gap between them is the sum of both, and joins neither (it would merge them into one)
    alerted = _alert_episodes_of(stamps, subjects)
    gaps: list[tuple[str, str]] = []
    if len(alerted) >= 2:
        gaps = [(a[1].isoformat(), b[0].isoformat()) for a, b in pairwise(alerted)]
        own = [(s, i) for s, i in own if not any(s <= lo and _until(s, i) >= hi for lo, hi in gaps)]
        #: a later episode's WARN lines queried apart read steady against a previous window holding the earlier
        #: episode's tail (a cache storm twice): lines that began and ended around one of the subject's own alert
        #: episodes are that episode's
        own = sorted([*own, *((s, i) for s, i in stamps if " 的 WARN 日志在窗口内" in i.text and _own(i, subjects)
                              and not _anomalous(i) and (s, i) not in own
                              and _around_alerts(s, _until(s, i), alerted))], key=lambda x: x[0])
    elif not alerted:
        #: a store with no alerts of its own, its lines queried per episode (its caller's alerts told them apart):
        #: a record of one code covering two narrower records of it is the sum of both, and joins neither
        #: the narrower records are the per-episode queries' own (a later one may read steady against a previous
        #: window holding the earlier episode's tail, WARN lines not anomalous by themselves): they are the
        #: episodes, and the quiet between two of them (shorter than the usual 30 minutes, "18:05-18:39" then
        #: "19:05-19:14") still parts the episodes their caller's alerts told
        queried = [(s, i) for s, i in stamps if _own(i, subjects) and (
            _anomalous(i) or " 的 WARN 日志在窗口内" in i.text)]
        covered = {id(i): sorted(((t, j) for t, j in queried if j is not i and _same_code(i, j) and s <= t
                                  and _until(t, j) <= _until(s, i)), key=lambda x: x[0]) for s, i in own}
        narrow = {id(j): (t, j) for parts in covered.values() if len(parts) >= 2 for t, j in parts}
        own = sorted([*((s, i) for s, i in own if len(covered[id(i)]) < 2 and id(i) not in narrow),
                      *narrow.values()], key=lambda x: x[0])
        gaps = sorted({(_until(*a), b[0]) for parts in covered.values() if len(parts) >= 2
                       for a, b in pairwise(parts) if _until(*a) < b[0]})
    return _join(own, gaps)


def _around_alerts(start: str, until: str, alerted: list[tuple[datetime, datetime]]) -> bool:
    """Whether a record began at most 30 minutes before one alert episode began and ended by its end (plus the
    same margin), crossing no other episode."""
    lo, hi = datetime.fromisoformat(start), datetime.fromisoformat(until)
    gap = timedelta(seconds=_EPISODE_GAP)
    return any(a - gap <= lo <= b and hi <= b + gap for a, b in alerted)


def _alert_episodes_of(stamps: list[tuple[str, MaterialItem]], subjects: tuple[str, ...]
                       ) -> list[tuple[datetime, datetime]]:
    """The subjects' own alert firings joined into episodes (``answer_base.alert_episodes``)."""
    return alert_episodes((datetime.fromisoformat(s), datetime.fromisoformat(_until(s, i)), m.group(1))
                          for s, i in stamps if _own(i, subjects) and (m := _ALERT_NAME.match(i.text)))


def _same_code(a: MaterialItem, b: MaterialItem) -> bool:
    """Two log records of one service, code and level."""
    return (m := CODE_OF.match(a.text)) is not None and (n := CODE_OF.match(b.text)) is not None \
        and m.group(1) == n.group(1)


def _join(own: list[tuple[str, MaterialItem]], cuts: Sequence[tuple[str, str]] = ()
          ) -> list[list[tuple[str, MaterialItem]]]:
    """Records (oldest first) joined into episodes: one joins while it starts at most 30 minutes after the latest
    end so far (a firing alert runs on), never across a quiet gap of the subject's alerts (``cuts``: the end of
    one alert episode and the start of the next — the same alert fired again): a record beginning after the gap's
    start, the episode so far ended before it, opens the next episode."""
    episodes: list[list[tuple[str, MaterialItem]]] = []
    end = ""
    for stamp, item in own:
        until = _until(stamp, item)
        #: lines may come back a little before the alert fires again: a record after the gap's start is apart
        apart = any(end <= lo < stamp for lo, _ in cuts)
        if (episodes and not apart
                and (datetime.fromisoformat(stamp) - datetime.fromisoformat(end)).total_seconds() <= _EPISODE_GAP):
            episodes[-1].append((stamp, item))
            end = max(end, until)
        else:
            episodes.append([(stamp, item)])
            end = until
    return episodes


def _latest_episode(stamps: list[tuple[str, MaterialItem]], subjects: tuple[str, ...]
                    ) -> list[tuple[str, MaterialItem]]:
    """The subject's own anomalous records of its latest episode; the others (yesterday's episode, other services)
    dropped. Unchanged when no record is the subject's own."""
    episodes = _episodes(stamps, subjects)
    return episodes[-1] if episodes else stamps


_BEGAN = regex(rf"(?:first_seen\)|since\)) {_STAMP}")
_FIRING_OF = regex(r"^告警 \S+（服务 ([^，）]+)，[^）]*）正在触发")


def _firing_services(items: list[MaterialItem]) -> tuple[str, ...]:
    """The services of the alerts firing in the material (their order kept)."""
    return tuple(dict.fromkeys(m.group(1) for i in items if (m := _FIRING_OF.match(i.text))))


def _subject_episode_list(everything: list[MaterialItem], brief: AnswerBrief
                          ) -> list[list[tuple[str, MaterialItem]]]:
    """The first subject's episodes in the window (its own anomalous records, joined as ``_episodes``)."""
    if not brief.subjects:
        return []
    stamps = [(m.group(1), i) for i in everything if (m := _BEGAN.search(i.text))]
    return _episodes(stamps, brief.subjects[:1])


def _bounds(episode: list[tuple[str, MaterialItem]], window_end: str) -> tuple[str, str]:
    """An episode's first record and its last end (a firing alert runs to the window's end)."""
    end = max(_until(s, i) for s, i in episode)
    if end.startswith("9999"):
        end = window_end.rstrip("Z")[:19] or max(s for s, _ in episode)
    return episode[0][0], end


def _in_episode(items: list[MaterialItem], start: str, end: str) -> list[MaterialItem]:
    """The records that state a time inside the episode (from 30 minutes before its first record to its end)."""
    lo = datetime.fromisoformat(start).timestamp() - _EPISODE_GAP
    hi = datetime.fromisoformat(end).timestamp()
    return [i for i in items if any(lo <= datetime.fromisoformat(t).timestamp() <= hi
                                    for t in re.findall(_STAMP, i.text))]


_ORDINAL_WORDS = {1: "第一次(first)", 2: "第二次(second)", 3: "第三次(third)"}


def _nth_of_episodes(brief: AnswerBrief, episodes: list[list[tuple[str, MaterialItem]]], window_end: str) -> int:
    """The number (1 = the first) of the episode the question names among ``episodes``: by its order, the last, or
    the longest ("哪次最久": the widest from its first record to its last end)."""
    if brief.episode != LONGEST_EPISODE:
        return nth_of(brief.episode, len(episodes))
    spans = []
    for episode in episodes:
        start, end = _bounds(episode, window_end)
        spans.append((datetime.fromisoformat(end) - datetime.fromisoformat(start)).total_seconds())
    return longest_of(spans)


def _nth_episode(items: list[MaterialItem], everything: list[MaterialItem], brief: AnswerBrief
                 ) -> tuple[str, list[MaterialItem], list[MaterialItem]] | None:
    """"第二个呢，啥原因？" of a subject with several episodes in the window: that episode's lead words and the
    records (of this aspect, of all) inside it; None when the subject has fewer episodes than the ordinal."""
    episodes = _subject_episode_list(everything, brief)
    nth = _nth_of_episodes(brief, episodes, brief.window_end)
    if len(episodes) < 2 or nth > len(episodes):
        return None
    zone = _zone(brief.timezone)
    start, end = _bounds(episodes[nth - 1], brief.window_end)
    lead = f"{brief.subjects[0]} 窗口内的{_ORDINAL_WORDS.get(nth, f'第 {nth} 次')}异常" \
           f"（{_span(start + 'Z', end + 'Z', zone)}）"
    return lead, _in_episode(items, start, end), _in_episode(everything, start, end)


def _within_nth_episode(items: list[MaterialItem], everything: list[MaterialItem], brief: AnswerBrief
                        ) -> list[MaterialItem]:
    """The records (of this aspect, else of all) that begin and end inside the subject's episode named by its
    order ("第一次…几点恢复的"); a record running across the quiet gap to another episode belongs to neither.
    Empty when the subject has fewer episodes than the ordinal."""
    episodes = _subject_episode_list(everything, brief)
    nth = _nth_of_episodes(brief, episodes, brief.window_end)
    if len(episodes) < 2 or nth > len(episodes):
        return []
    start, end = _bounds(episodes[nth - 1], brief.window_end)
    lo = datetime.fromisoformat(start).timestamp() - _EPISODE_GAP
    hi = datetime.fromisoformat(end).timestamp()

    def inside(item: MaterialItem) -> bool:
        began = _BEGAN.search(item.text)
        return began is not None and lo <= datetime.fromisoformat(began.group(1)).timestamp() <= hi and (
            datetime.fromisoformat(_until(began.group(1), item)).timestamp() <= hi)

    return [i for i in items if inside(i)] or [i for i in everything if inside(i)]


def _chain_in_nth_episode(everything: list[MaterialItem], brief: AnswerBrief) -> list[MaterialItem]:
    """The log records of the subject and of its chain (``episode_chain``) inside the subject's episode named by its
    order, oldest first: begun from 30 minutes before the episode's first record up to its end, and ended at most
    30 minutes after it (a cache still evicting after its caller's last error), never at or past the next episode's
    start. Empty when the subject has fewer episodes than the ordinal, or no chain record lies inside."""
    episodes = _subject_episode_list(everything, brief)
    nth = _nth_of_episodes(brief, episodes, brief.window_end)
    #: "the latest X storm" of material holding only that episode (the earlier ones' records were not kept): it
    if len(episodes) < (1 if brief.episode == LAST_EPISODE else 2) or nth > len(episodes) or nth < 1:
        return []
    start, end = _bounds(episodes[nth - 1], brief.window_end)
    lo = datetime.fromisoformat(start).timestamp() - _EPISODE_GAP
    hi = datetime.fromisoformat(end).timestamp()
    cap = hi + _EPISODE_GAP
    if nth < len(episodes):
        cap = min(cap, datetime.fromisoformat(episodes[nth][0][0]).timestamp() - 1)
    services = (brief.subjects[0], *brief.episode_chain)
    found: list[tuple[str, MaterialItem]] = []
    for item in everything:
        began = _BEGAN.search(item.text)
        if began is None or " 日志在窗口内共 " not in item.text or not _own(item, services):
            continue
        first = datetime.fromisoformat(began.group(1)).timestamp()
        if lo <= first <= hi and datetime.fromisoformat(_until(began.group(1), item)).timestamp() <= cap:
            found.append((began.group(1), item))
    if not any(not _own(i, brief.subjects[:1]) for _, i in found):
        return []
    #: one record a service and code: the narrowest (the per-episode query's), not a wider one of the whole window
    narrow: dict[str, tuple[str, MaterialItem]] = {}
    for stamp, item in found:
        key = item.text.split("的", 1)[0]
        if key not in narrow or (_SPAN.search(item.text) and _span_minutes(item) < _span_minutes(narrow[key][1])):
            narrow[key] = (stamp, item)
    return [i for _, i in sorted(narrow.values(), key=lambda x: x[0])]


def _span_minutes(item: MaterialItem) -> int:
    """A record's own span in minutes (its 跨度), a large number when it states none."""
    m = _SPAN.search(item.text)
    return int(m.group(2) or 0) * 60 + int(m.group(3)) if m else 10 ** 6


def _chain_span_line(chain: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"今天第二次咪表故障搞了多久": the episode's span from its chain's first record to its last (to now when one of
    them is still seen within 10 minutes of the window's end and the episode is the last), stated with its first
    record (the origin's)."""
    spans = []
    for item in chain:
        began, last = _BEGAN.search(item.text), _LAST.search(item.text)
        if began and last:
            spans.append((began.group(1), last.group(1), item))
    if not spans:
        return None
    first, _, lead = min(spans, key=lambda x: x[0])
    stop = max(x[1] for x in spans)
    if brief.window_end and (datetime.fromisoformat(brief.window_end.rstrip("Z")) - datetime.fromisoformat(
            stop)).total_seconds() <= 600:
        stop = brief.window_end.rstrip("Z")[:19]  # still going at the window's end: its span so far
    minutes = round((datetime.fromisoformat(stop) - datetime.fromisoformat(first)).total_seconds() / 60)
    spoken = f"{minutes // 60}h{minutes % 60:02d}m" if minutes >= 60 else f"{minutes} 分钟"
    return (f"持续约 {spoken}（{_span(first + 'Z', stop + 'Z', zone)}，{brief.timezone}）：该次异常从 "
            f"{lead.text.split(' ', 1)[0]} 的最早异常记录算起；依据：{lead.text}")


#: a span asked ("longer", "更久"; "shorter", 更短 — never 短信, a text message)
#: a version named in the question ("app 5.8.0 发布花了多长时间"): the deploy whose own span is asked
_VERSION = regex(r"(?<![\w.])\d+\.\d+(?:\.\d+)+(?![\w.])")
#: "发了两次版，分别几点开始的", "when did each of the two deploys start?": every start of the operation is asked
_EACH_OPERATION = regex(r"分别|各自|[两几]次|\b(?:each|both)\b|\btwo\s+(?:deploy(?:ment)?s|releases|rollouts)\b", re.I)
_LONGER = regex(r"长|久|短(?!信)|\blong|\blast|\bshorter\b", re.I)


def _side_episode(side: tuple[str, int, int], bounds: list[tuple[str, str]], zone: ZoneInfo) -> int | None:
    """The index of the episode a side of the question names: the one going on now (the latest), by its order, or
    the latest that began in the local hours of a part of the day ("the morning one"); None when none fits."""
    kind, lo, hi = side
    if kind == "now":
        return len(bounds) - 1
    if kind == "nth":
        #: "the last one": the last of the episodes, whatever their number
        return len(bounds) - 1 if lo == LAST_EPISODE and bounds else lo - 1 if 0 < lo <= len(bounds) else None
    began = [datetime.fromisoformat(start).replace(tzinfo=ZoneInfo("UTC")).astimezone(zone).hour
             for start, _ in bounds]
    fits = [k for k, hour in enumerate(began) if (lo <= hour < hi if lo >= 0 else hour >= 24 + lo or hour < hi)]
    return fits[-1] if fits else None


def _side_label(side: tuple[str, int, int], index: int) -> str:
    """An episode of a comparison as the question names it: the one going on now is "这次" (and its order)."""
    order = _ORDINAL_WORDS.get(index + 1, f"第 {index + 1} 次")
    return f"这次(this one)（{order}）" if side[0] == "now" else order


#: two episodes told by the question ("broke twice", "今天两次故障", "the two outages")
_TWO_TOLD = regex(r"两次|两回|两波|两起|\btwice\b|\b(?:two|2) (?:separate )?(?:incidents|outages|episodes|troubles)\b",
                  re.I)


def _episode_chain_records(everything: list[MaterialItem], brief: AnswerBrief, bounds: list[tuple[str, str]],
                           n: int) -> list[tuple[str, MaterialItem]]:
    """The logged records of the subject's chain (``episode_chain``, never the subject's own) that lie inside its
    episode ``n``: begun from 30 minutes before the episode's first record (after the previous episode's end) up to
    its end, and ended at most 30 minutes after it, before the next episode's start — a record of the window
    running across two episodes (a cache that stormed twice) belongs to neither. Oldest first."""
    if not brief.episode_chain:
        return []
    start, end = bounds[n]
    lo = datetime.fromisoformat(start).timestamp() - _EPISODE_GAP
    if n > 0:
        lo = max(lo, datetime.fromisoformat(bounds[n - 1][1]).timestamp() + 1)
    hi = datetime.fromisoformat(end).timestamp()
    cap = hi + _EPISODE_GAP
    if n + 1 < len(bounds):
        cap = min(cap, datetime.fromisoformat(bounds[n + 1][0]).timestamp() - 1)
    found: list[tuple[str, MaterialItem]] = []
    for item in everything:
        began = _BEGAN.search(item.text)
        if (began is None or " 日志在窗口内共 " not in item.text or not _own(item, brief.episode_chain)
                or _own(item, brief.subjects[:1]) or not (_anomalous(item) or _LOGGED.search(item.text))):
            continue
        until = _until(began.group(1), item)
        if until.startswith("9999"):
            continue
        if lo <= datetime.fromisoformat(began.group(1)).timestamp() <= hi \
                and datetime.fromisoformat(until).timestamp() <= cap:
            found.append((began.group(1), item))
    return sorted(found, key=lambda x: x[0])


def _caller_errors_in(everything: list[MaterialItem], brief: AnswerBrief, bounds: tuple[str, str]
                      ) -> tuple[str, int] | None:
    """The second subject's ERROR lines naming the first subject, of records inside one of the first's episodes
    (queried over its span: from 30 minutes before its start to 30 minutes after its end) — (service, count), or
    None when the second subject has no such record there (a store's errors asked of its caller, invTB)."""
    if len(brief.subjects) < 2:
        return None
    origin, caller = brief.subjects[0], brief.subjects[1]
    lo = datetime.fromisoformat(bounds[0]) - timedelta(seconds=_EPISODE_GAP)
    hi = datetime.fromisoformat(bounds[1]) + timedelta(seconds=_EPISODE_GAP)
    total, found = 0, False
    for item in everything:
        if not (item.text.startswith(f"{caller} 错误码 ") and " 的 ERROR 日志在窗口内" in item.text
                and origin.lower() in item.text.lower()):
            continue
        began, count = _BEGAN.search(item.text), _COUNT.search(item.text)
        if began is None or count is None:
            continue
        if lo <= datetime.fromisoformat(began.group(1)) and datetime.fromisoformat(_until(began.group(1), item)) <= hi:
            total, found = total + int(count.group(1)), True
    return (caller, total) if found else None


def _episode_compare(everything: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"今天两次故障，哪次报错多", "which one lasted longer, the first or the second?": each of the subject's
    episodes with its ERROR lines (the per-code counts inside it), its span and its alerts, then the verdict. Two
    episodes the question names ("is this lock-wait episode longer than the morning one?") are set against each
    other in its order, 是/不是 first when it asks a direction."""
    episodes = _subject_episode_list(everything, brief)
    stamps = [(m.group(1), i) for i in everything if (m := _BEGAN.search(i.text))]
    if len(episodes) < 2 or len(episodes) < len(_alert_episodes_of(stamps, brief.subjects[:1])):
        #: an alert episode with no anomalous record of its own (a short warning firing): the episodes' order
        #: cannot be told from the records — never a third episode called the second
        return None
    zone = _zone(brief.timezone)
    bounds = [_bounds(episode, brief.window_end) for episode in episodes]
    #: a duration choice times each episode by its chain (``episode_chain``): from the chain's first anomaly (the
    #: store's first WARN line before its caller's errors) to its last; the origin is the chain's service whose
    #: record began first, named beside the episode (two troubles of one app told apart by where they came from)
    chained = [_episode_chain_records(everything, brief, bounds, n) for n in range(len(bounds))]
    origins = ["" for _ in bounds]
    for n, records in enumerate(chained):
        if records:
            began, ended = records[0][0], max(_until(s, i) for s, i in records)
            origins[n] = records[0][1].text.split(" ", 1)[0] if began <= bounds[n][0] else ""
            bounds[n] = (min(bounds[n][0], began), max(bounds[n][1], ended))
    sides = [(side, k) for side in brief.episode_sides[:2] if (k := _side_episode(side, bounds, zone)) is not None]
    named = [k for _, k in sides] if len(sides) == 2 and sides[0][1] != sides[1][1] else []
    shown = sorted(named) if named else list(range(min(3, len(episodes))))
    parts: list[str] = []
    measures: dict[int, tuple[float, int]] = {}
    days = _episode_days(brief, [bounds[n][0] for n in shown], zone, shown)
    for n in shown:
        episode = episodes[n]
        start, end = bounds[n]
        seen: set[str] = set()
        errors = 0
        warnings = 0
        alerts: list[str] = []
        for _, item in episode:
            code = re.match(r"(\S+ 错误码 \S+) 的 (ERROR|FATAL|WARN) 日志", item.text)
            if code and code.group(1) not in seen and (count := _COUNT.search(item.text)):
                seen.add(code.group(1))
                if code.group(2) == "WARN":
                    warnings += int(count.group(1))
                else:
                    errors += int(count.group(1))
            if (alert := re.match(r"「?告警 (\S+?)（", item.text)) and alert.group(1) not in alerts:
                alerts.append(alert.group(1))
        #: a store whose trouble is logged only as warnings (lock waits): its WARN lines, not "ERROR 0"
        logged = f"ERROR 日志 {errors} 条" if errors or not warnings else f"WARN 日志 {warnings} 条"
        if not errors and warnings and (counted := _caller_errors_in(everything, brief, bounds[n])) is not None:
            #: "snarvix两次驱逐 预约服务各报了多少错": the errors asked are the caller's, counted inside the episode
            errors = counted[1]
            logged = f"{counted[0]} 的 ERROR 日志 {errors} 条（{brief.subjects[0]} WARN 日志 {warnings} 条）"
        minutes = (datetime.fromisoformat(end) - datetime.fromisoformat(start)).total_seconds() / 60
        going = "（仍在持续）" if "正在触发" in "".join(i.text for _, i in episode) else ""
        hours, mins = divmod(round(minutes), 60)
        spoken = f"{hours}h{mins:02d}m" if hours else f"{mins} 分钟"
        alerted = f"，告警 {'、'.join(alerts)}" if alerts else ""
        origin = f"，源头 {origins[n]}" if origins[n] else ""
        parts.append(f"{_ORDINAL_WORDS.get(n + 1, f'第 {n + 1} 次')}{days.get(n, '')} "
                     f"{_span(start + 'Z', end + 'Z', zone)}{going}："
                     f"{logged}，持续约 {spoken}{origin}{alerted}")
        measures[n] = (minutes, errors or warnings)
    longer = _LONGER.search(brief.question_text) is not None
    which = 0 if longer else 1
    told = _TWO_TOLD.search(brief.question_text) is not None
    if not named and len(measures) > 2 and (told or brief.episodes_told):
        #: "the app broke twice this evening, which episode lasted longer?": two troubles told, a third, quieter
        #: run of the subject's lines (another dependency's few failures) is none of them — the two with the most
        #: lines are compared, in their order
        loud = sorted(sorted(measures, key=lambda k: -measures[k][1])[:2]) if told else sorted(measures)
        #: "订场那个app今天出了两次事": the two the subject's own alerts marked are its troubles; a third run of its
        #: lines that no alert of its own marked is another service's trouble reaching it (a partner's expired
        #: certificate failing its calls), however loud
        marked = [k for k in measures if any(
            datetime.fromisoformat(bounds[k][0]) - timedelta(seconds=_EPISODE_GAP) <= a
            <= datetime.fromisoformat(bounds[k][1]) for a, _ in _alert_episodes_of(stamps, brief.subjects[:1]))]
        loud = marked if len(marked) == 2 else loud
        parts = [part for k, part in zip(shown, parts, strict=True) if k in loud]
        measures = {k: measures[k] for k in loud}
    if brief.each_cause and not named and all(origins[k] for k in measures):
        #: "<app>今天两次出事分别是啥原因": each episode's cause is its origin, no episode ranked against the other
        causes = "；".join(f"{_ORDINAL_WORDS.get(k + 1, f'第 {k + 1} 次')}源自 {origins[k]}" for k in sorted(measures))
        return (f"各次的源头（推断）：{causes}。{brief.subjects[0]} 窗口内的各次异常："
                + "；".join(p for k, p in zip(shown, parts, strict=False) if k in measures))
    if named:
        (side_a, a), (side_b, b) = sides
        first, second = measures[a][which], measures[b][which]
        word = ("更久" if first > second else "更短" if first < second else "一样久") if longer else (
            "报错更多" if first > second else "报错更少" if first < second else "报错一样多")
        answer = _direction_answer(brief.direction, first, second, same=False)
        verdict = f"{answer}{_side_label(side_a, a)}比{_side_label(side_b, b)}{word}"
    else:
        best = max(measures, key=lambda k: measures[k][which])
        verdict = (f"{_ORDINAL_WORDS.get(best + 1, f'第 {best + 1} 次')}{days.get(best, '')}"
                   f"{'持续更久' if longer else '报错更多'}")
    return f"{verdict}。{brief.subjects[0]} 窗口内的各次异常：" + "；".join(parts)


#: a question naming today beside another day ("mossik today vs yesterday", "今天和昨天那次哪个久")
_TODAY_SAID = regex(r"今天|今日|今儿|\btoday\b|\btonight\b|\bthis (?:morning|afternoon|evening)\b", re.I)
_DAY_WORDS = {0: "（今天(today)）", 1: "（昨天(yesterday)）", 2: "（前天(the day before yesterday)）"}


def _episode_days(brief: AnswerBrief, starts: list[str], zone: ZoneInfo, shown: list[int]) -> dict[int, str]:
    """"X today vs yesterday — which trouble lasted longer?": episodes compared on different local days, the question
    saying today (its window reaching into it), are told by their day as the question names them — today, yesterday —
    beside their order (invUA); {} when they share a day or the question says no today."""
    if not brief.window_end or _TODAY_SAID.search(brief.question_text) is None:
        return {}
    today = (datetime.fromisoformat(brief.window_end.replace("Z", "+00:00")) - timedelta(seconds=1)).astimezone(
        zone).date()
    dates = [datetime.fromisoformat(start).replace(tzinfo=ZoneInfo("UTC")).astimezone(zone).date() for start in starts]
    if len(set(dates)) < 2 or any((today - d).days not in _DAY_WORDS for d in dates):
        return {}
    return {n: _DAY_WORDS[(today - d).days] for n, d in zip(shown, dates, strict=True)}


_LOGGED = regex(r"错误码 \S+ 的 (?:ERROR|FATAL|WARN) 日志")


def _without_others_trouble(stamps: list[tuple[str, MaterialItem]], subject: str, others: Sequence[str]
                            ) -> list[tuple[str, MaterialItem]]:
    """"which one was longer, X's bad deploy or the db pool exhaustion after it?": the subject's logged records whose
    sample names the other side ("waited for a connection to <db>") are the other side's trouble showing in the
    subject, not the subject's own episode — left out of its span when the subject logged anomalies of its own
    besides (the deploy's errors); unchanged otherwise (all its trouble came from the other side)."""
    def names_other(item: MaterialItem) -> bool:
        sample = item.text.split("示例：", 1)[1] if "示例：" in item.text else ""
        return any(re.search(rf"(?<![\w.-]){re.escape(o)}(?![\w-])", sample) for o in others)

    own = [(s, i) for s, i in stamps if _own(i, (subject,)) and _LOGGED.search(i.text) and _anomalous(i)]
    pointing = {id(i) for _, i in own if names_other(i)}
    if not pointing or len(pointing) == len(own):
        return stamps
    return [(s, i) for s, i in stamps if id(i) not in pointing]


#: latin words of a question or a record: CamelCase and snake_case names split into their words
_NAME_WORD = regex(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
#: the material's own labels ("first_seen", "span", "resolved"…) and levels: no word of the trouble
_LABEL_WORDS = frozenset({"first", "seen", "last", "span", "earlier", "count", "resolved", "since", "until",
                          "duration", "max", "latest", "avg", "change", "error", "warn", "fatal", "info"})


def _name_words(text: str) -> set[str]:
    return {w.lower() for w in _NAME_WORD.findall(text) if len(w) >= 3} - _LABEL_WORDS


def _worded_episode(episodes: list[list[tuple[str, MaterialItem]]], around: list[tuple[str, MaterialItem]],
                    question: str) -> int:
    """"which one was longer, that or the DRM thing this morning?": of a side's several episodes, the latest one whose
    records and the subject's records begun within it (its alerts' names, codes' samples) hold a word of the question
    that not every episode holds; the latest episode when none does."""
    if len(episodes) < 2:
        return -1
    asked = _name_words(question)
    held = []
    for episode in episodes:
        start, end = (datetime.fromisoformat(b) for b in _bounds(episode, "9999-12-31T00:00:00"))
        within = [i for s, i in around if start <= datetime.fromisoformat(s) <= end]
        held.append(asked & set().union(*(_name_words(i.text) for i in [*(i for _, i in episode), *within])))
    shared = set.intersection(*held)
    named = [k for k, words in enumerate(held) if words - shared]
    return named[-1] if named else -1


#: a side told as a bad deploy ("the bad booking deploy", "坏版本"): its span is the episode the deploy began
_BAD_DEPLOY_TOLD = regex(r"\b(?:bad|broken|faulty|buggy)\s+(?:[a-z][\w-]*\s+){0,3}?"
                         r"(?:deploy(?:ment)?|release|rollout|build|version)\b|"
                         r"坏版本|(?:坏|有问题|出问题)的(?:那个|那次)?(?:版本|发版|发布)|发版翻车|发布翻车", re.I)


#: the kind of trouble an episode's records tell, by their samples and alert summaries (first match)
_EPISODE_KINDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (regex(r"certificate|x509|\btls\b|\bssl\b|handshake", re.I), "证书"),
    (regex(r"lock wait|deadlock", re.I), "锁等待"),
    (regex(r"consumer lag|backlog", re.I), "积压"),
    (regex(r"evict|maxmemory|cache miss|cache hit|hit ratio", re.I), "缓存"),
    (regex(r"slow quer|query timeout|query p99", re.I), "慢查询"),
    (regex(r"connection pool|pool exhausted", re.I), "连接池"),
)


def _episode_kind(episode: list[tuple[str, MaterialItem]]) -> str:
    """The kind word of the first trouble kind an episode's records tell ("证书", "缓存"…), "" when none does."""
    said = " ".join(i.text for _, i in episode)
    return next((word for pattern, word in _EPISODE_KINDS if pattern.search(said)), "")


def _spans_compared(everything: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"昨天排期缓存驱逐和时段库锁等待，哪个持续得更久？": two subjects' troubles set against each other by how long
    each lasted — each subject's latest episode from its first to its last logged anomaly (its alerts' span when
    it logged none), the longer named; None when either subject has no episode of its own."""
    if len(brief.subjects) < 2 or LASTED_LONGER.search(brief.question_text) is None:
        return None
    stamps = [(m.group(1), i) for i in everything if (m := _BEGAN.search(i.text))]
    sides: list[tuple[str, str, str, float, str]] = []
    chosen: list[list[tuple[str, MaterialItem]]] = []
    for subject in brief.subjects[:2]:
        side = _without_others_trouble(stamps, subject, [s for s in brief.subjects[:2] if s != subject])
        #: "昨晚电价缓存那次和今早会话库那次，哪个持续得更久？": a subject whose episode left no anomalous record in the
        #: window (its WARN lines ran from the window's start: read as steady) but a resolved alert of its own — the
        #: alert's span is the episode's
        episodes = _episodes(side, (subject,)) or _join(sorted(
            ((s, i) for s, i in side if _own(i, (subject,)) and "已恢复" in i.text
             and i.text.lstrip("「").startswith("告警 ")), key=lambda x: x[0]))
        if not episodes:
            return None
        episode = episodes[_worded_episode(
            episodes, [(s, i) for s, i in side if _own(i, (subject,))], brief.question_text)]
        if _BAD_DEPLOY_TOLD.search(brief.question_text) and (began := deploy_started(everything, subject, "bad")):
            #: "the slot cache mess or the bad booking deploy?": the deploy's side is the episode its deploy began
            #: (its first record at most 30 minutes after the change event), not one of its other troubles
            deployed = datetime.fromisoformat(began[0])
            after = [e for e in episodes if timedelta(minutes=-1) <= datetime.fromisoformat(e[0][0]) - deployed
                     <= timedelta(seconds=_EPISODE_GAP)]
            episode = after[0] if after else episode
        logged = [(s, i) for s, i in episode if _LOGGED.search(i.text)]
        chosen.append(episode)
        start, end = _bounds(logged or episode, brief.window_end)
        #: an alert of the episode still firing: it goes on (its span so far)
        going = "（仍在持续）" if any("正在触发" in i.text for _, i in episode) else ""
        sides.append((subject, start, end,
                      (datetime.fromisoformat(end) - datetime.fromisoformat(start)).total_seconds() / 60, going))
    #: "which one was longer?" after two turns telling a cache storm and a cert thing: each side says its trouble's
    #: kind, read off its episode's records, when the two differ (invUC)
    kinds = [_episode_kind(e) for e in chosen]
    if not all(kinds) or kinds[0] == kinds[1]:
        kinds = ["", ""]
    parts = []
    for (subject, start, end, minutes, going), kind in zip(sides, kinds, strict=True):
        hours, mins = divmod(round(minutes), 60)
        spoken = f"{hours}h{mins:02d}m" if hours else f"{mins} 分钟"
        told = f"（{kind}问题）" if kind else ""
        parts.append(f"{subject}{told} {_span(start + 'Z', end + 'Z', zone)}（{brief.timezone}）{going}持续约 {spoken}")
    (a, _, _, na, _), (b, _, _, nb, _) = sides
    verdict = f"{a} 持续更久" if round(na) > round(nb) else f"{b} 持续更久" if round(nb) > round(na) else "两者一样久"
    #: "Was yesterday's X outage longer than this morning's Y one?": 是/不是 first, in the asked direction
    answer = _direction_answer(brief.direction, round(na), round(nb), same=False)
    return f"{answer}{verdict}：" + "；".join(parts)


def _subject_episodes(stamps: list[tuple[str, MaterialItem]], subjects: tuple[str, ...]
                      ) -> list[tuple[str, MaterialItem]]:
    """Records of the subject's own episodes: other services' records that ended more than 30 minutes before the
    subject's first anomalous record are another incident ("when did X's errors start today?" is not answered with
    a peer's episode of the night before); precursors overlapping or just before it stay. Unchanged when the
    subject has no anomalous record of its own."""
    own = [s for s, i in stamps if _anomalous(i) and _own(i, subjects)]
    if not own:
        return stamps
    start = datetime.fromisoformat(min(own))
    kept = []
    for stamp, item in stamps:
        gap = (start - datetime.fromisoformat(_until(stamp, item))).total_seconds()
        if _own(item, subjects) or gap <= _EPISODE_GAP:
            kept.append((stamp, item))
    return kept


#: a run first seen this close to the window's start (seconds) was already going when the window opened
_OPENED_RUN = 60
_CODE_OF = regex(r"错误码 (\S+) 的")
#: an onset asked of errors ("啥时候开始报错的", "when did X start throwing errors?")
_ERRORS_START = regex(r"开始(?:有|出|报)?(?:报错|错误|ERROR)|报错(?:是)?从?(?:几点|什么时候|啥时候|何时)开始|"
                      r"\b(?:start|begin|began|started)(?:ed|s)?\s+(?:to\s+)?(?:erroring\b|error\b|(?:throwing|throw|"
                      r"logging|log|returning|return|seeing|see|getting|get|hitting|hit)\s+(?:[a-z]+\s+){0,2}errors?\b)",
                      re.I)
#: a slowness or warnings asked beside the errors: the onset is of any anomaly, not the ERROR lines only
_SLOW_ASKED = regex(rf"{_SLOW_NAMED.pattern}|超时|延迟|卡|\btime(?:d)?\s*out|\blatency\b|\bwarn|警告", re.I)
_ERROR_LINES = regex(r"的 (?:ERROR|FATAL) 日志")
#: an alert's ringing asked ("那个延迟告警是几点响的", "when did the latency alert go off?"): its start, not the
#: first log line minutes before it
_ALERT_RANG = regex(ALERT_RANG_ZH + r"|"
                    r"\balerts?\b.{0,20}\b(?:fire|go off|trigger(?:ed)?)\b", re.I)


_RECORD_CREATED = regex(rf"^订单 (\S+(?: \S+)*?) 当前状态为 (\w+)，创建于 {_STAMP}")


def _first_record(everything: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"What time was the first failed checkout order this morning?": the earliest created of the records of the
    statuses asked (fetched oldest first), not the first ERROR line of their service; None when none was kept."""
    found = [(m.group(3), m.group(1), m.group(2), i) for i in everything
             if (m := _RECORD_CREATED.match(i.text)) and m.group(2) in brief.first_record]
    if not found:
        return None
    stamp, rid, status, item = min(found, key=lambda f: f[0])
    return (f"查询窗口内最早一笔 {status} 的记录是订单 {rid}，创建于 {_local(stamp, zone)}（{brief.timezone}）。"
            f"依据：{item.text}")


def _opens_day(window_start: str, zone: ZoneInfo) -> bool:
    """Whether a window starts at a local midnight (a day said, or a part of it from midnight: 今天, 今早)."""
    try:
        local = datetime.fromisoformat(window_start.replace("Z", "+00:00")).astimezone(zone)
    except ValueError:
        return False
    return (local.hour, local.minute, local.second) == (0, 0, 0)


def _onset(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str:
    first = re.compile(rf"(?:first_seen\)|since\)|最早异常) {_STAMP}")
    stamps = [(m.group(1), i) for i in items if (m := first.search(i.text))]
    if brief.firing_referent and (firing := [(s, i) for s, i in stamps if "正在触发" in i.text]):
        #: "这个是从几点开始的" after "现在有啥告警": the alert firing now, not a resolved episode overlapping it
        stamp, item = min(firing, key=lambda x: x[0])
        return f"正在触发的告警开始于 {_local(stamp, zone)}（{brief.timezone}）：{item.text}"
    if brief.codes and (coded := [(s, i) for s, i in stamps
                                  if any(f"错误码 {c} 的" in i.text for c in brief.codes)]):
        #: the code named (by the question or the conversation): its own first occurrence (one record a stamp)
        stamps = list({s: (s, i) for s, i in reversed(coded)}.values())
    if _ALERT_RANG.search(brief.question_text) and (rang := [(s, i) for s, i in stamps
                                                            if i.text.lstrip("「").startswith("告警 ")]):
        if brief.subjects:
            rang = [(s, i) for s, i in rang if _own(i, brief.subjects)] or rang
        else:
            #: "告警几点开始响的" after "有告警吗", no service named: the alert still ringing, not an earlier episode of
            #: another service's that resolved hours ago
            rang = [(s, i) for s, i in rang if "正在触发" in i.text] or rang
        stamp, item = min(rang, key=lambda x: x[0])
        return f"告警开始于 {_local(stamp, zone)}（{brief.timezone}）：{item.text}"
    lead = brief.subjects[:1]
    if brief.ongoing and (since := ongoing_since(items, brief.window_end,
                                                (lambda i: _own(i, lead)) if lead else None)):
        stamps = [(s, i) for s, i in stamps if s >= since] or stamps  # the episode going on now, not the day's first
    if brief.latest_episode and brief.subjects and stamps:
        stamps = _latest_episode(stamps, brief.subjects)
    if brief.window_start and stamps and (not brief.subjects or _opens_day(brief.window_start, zone)):
        #: (invVD: of a named subject too when the window opens a day — "今早预约接口为啥超时" → "几点开始的": the
        #: night's trouble running past midnight is the night before's, the morning's own begun after it answers)
        #: "几点开始的" of no named service: a run already going when the window opened (first seen within a minute
        #: of its start) began before it, not in it — the first trouble begun inside the window answers
        #: (the other services' lines of that run's codes too: the same trouble relayed)
        opened = datetime.fromisoformat(brief.window_start.replace("Z", "+00:00")).replace(tzinfo=None)
        running = [(s, i) for s, i in stamps
                   if (datetime.fromisoformat(s[:19]) - opened).total_seconds() <= _OPENED_RUN]
        codes = {m.group(1) for _, i in running if (m := _CODE_OF.search(i.text))}
        stamps = [(s, i) for s, i in stamps if (s, i) not in running and not (
            (m := _CODE_OF.search(i.text)) and m.group(1) in codes)] or stamps
    if brief.subjects and stamps:
        #: several subjects ("are SMS reminders going out? … their appointment texts"): the first one's episode
        #: when it has one — another subject's trouble hours earlier is another incident
        order = list(brief.subjects)
        #: "浮标观测队列积压几点开始的" of a queue's producer and consumer: the one whose own records hold the
        #: trouble's words (its lag) leads, not the first named with an unrelated trouble of its own
        holds = [s for s in order if any(_own(i, (s,)) and _best_about([i], brief.symptoms) for _, i in stamps)]
        if holds and order[0] not in holds:
            order = [*holds, *(s for s in order if s not in holds)]
        leading = tuple(order[:1]) if any(_anomalous(i) and _own(i, tuple(order[:1])) for _, i in stamps) \
            else brief.subjects
        stamps = _subject_episodes(stamps, leading)
    if _ERRORS_START.search(brief.question_text) and not _SLOW_ASKED.search(brief.question_text):
        #: "X 今天啥时候开始报错的": the onset of its ERROR lines — latency WARN lines or a slowness alert hours
        #: before are another trouble, not the errors asked (kept when the subject logged no ERROR line)
        errs = [(s, i) for s, i in stamps if _ERROR_LINES.search(i.text) and (
            not brief.subjects or _own(i, brief.subjects))]
        stamps = errs or stamps
    if not stamps:  # no record states a first occurrence: any time the records state
        stamps = [(m.group(1), i) for i in items if (m := re.search(_STAMP, i.text))]
    if not stamps:
        return f"开始时间：{items[0].text}"
    stamp, item = min(stamps, key=lambda x: x[0])
    line = f"最早的异常记录出现在 {_local(stamp, zone)}（{brief.timezone}）：{item.text}"
    words = [w.lower() for w in brief.symptoms]
    about = [(s, i) for s, i in stamps if i is not item and any(w in i.text.lower() for w in words)]
    errors = [(s, i) for s, i in stamps if i is not item and _ERROR_LINES.search(i.text)]
    #: the subject's own first anomaly when the earliest record is another service's (a peer's trouble overlapping
    #: it): "when did that start?" of X is answered with X's own onset, never only with a neighbour's
    own = [(s, i) for s, i in stamps if i is not item and brief.subjects and not _own(item, brief.subjects)
           and _anomalous(i) and _own(i, brief.subjects)]
    other = min(own or about or errors, key=lambda x: x[0]) if own or about or errors else None
    if other is not None:
        line += f"；与问题相关的异常首次出现于 {_local(other[0], zone)}（{brief.timezone}）：{other[1].text}"
    return line


_ISO = r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z"
_PAIR = regex(rf"^(.+?) 的 (\w+) 日志条数（两窗口对比的变化之一）：({_ISO})~((?:\d{{4}}-\d{{2}}-\d{{2}}T)?"
              rf"\d{{2}}:\d{{2}}:\d{{2}}Z) 共 (\d+) 条")


def _ongoing_span(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"这次订房挂了多久了" of a subject whose own anomalous lines still run at the window's end (now): the trouble has
    lasted from the start of the run going on (``ongoing_since``: its chain's lead-in down the dependencies, the
    store's alert minutes before the subject's first error, included) up to now — never the subject's own lines'
    first-to-last span. None when no record of the subject's own reaches the end (invTB)."""
    if not brief.subjects or not brief.window_end:
        return None
    if any(w in s.lower() for s in brief.symptoms for w in ("积压", "backlog", "lag", "堆积")):
        return None  # a backlog asked: its own lag lines time it (the chain's errors are what it led to)
    lead = brief.subjects[:1]
    end = datetime.fromisoformat(brief.window_end.replace("Z", "+00:00")).replace(tzinfo=None)
    reaching = [i for i in items if _own(i, lead) and _anomalous(i) and (m := _LAST.search(i.text))
                and (end - datetime.fromisoformat(m.group(1))).total_seconds() <= 600]
    since = ongoing_since(items, brief.window_end, lambda i: _own(i, lead)) if reaching else None
    if since is None:
        return None
    minutes = round((end - datetime.fromisoformat(since[:19])).total_seconds() / 60)
    if minutes <= 0:
        return None
    hours, mins = divmod(minutes, 60)
    spoken = f"{hours}h{mins:02d}m" if hours else f"{mins} 分钟"
    first = next((i for i in items if since[:19] in i.text), reaching[0])
    #: the subject's own run going on now beside its chain's lead-in (where its own trouble began in this episode)
    mine = sorted(((m.group(1), i) for i in reaching if (m := _BEGAN.search(i.text)) and m.group(1) >= since[:19]),
                  key=lambda pair: pair[0])  # (two runs begun the same second: the items themselves never compared)
    own = f"；{mine[0][1].text}" if mine and mine[0][1] is not first else ""
    return (f"持续约 {spoken}（{_span(since[:19] + 'Z', brief.window_end, zone)}，{brief.timezone}，至今仍在持续）："
            f"{first.text}{own}")


def _span(start: str, end: str, zone: ZoneInfo) -> str:
    """``2026-06-18 10:00~11:00`` in ``zone`` from a record's ``…T08:00:00Z~09:00:00Z`` (end may omit the date)."""
    if "T" not in end:
        end = start[:11] + end
    a, b = (_local(t.rstrip("Z"), zone)[:16] for t in (start, end))
    return f"{a}~{b[11:] if a[:10] == b[:10] else b}"


def _direction_answer(direction: str, a: float, b: float, *, same: bool = True) -> str:
    """"是，" / "不是，" before a two-window line whose question asked a direction ("more", "less"; with ``same``
    also "same": the first window shows it too), else nothing."""
    if direction not in ("more", "less") and not (same and direction):
        return ""
    asked = a > b if direction == "more" else a < b if direction == "less" else a > 0
    return "是，" if asked else "不是，"


#: the failed records of two windows, or those of the status asked ("状态为 X 的订单数")
_FAILED_PAIR = regex(rf"^(失败（带错误码）|状态为 \S+ |错误码 \S+ )的订单数（(?:两窗口对比的变化之一|各次异常之一)）："
                     rf"({_ISO})~"
                     rf"((?:\d{{4}}-\d{{2}}-\d{{2}}T)?\d{{2}}:\d{{2}}:\d{{2}}Z) 共 (\d+) 笔"
                     #: (the one status the window's failed records all ended in)
                     r"(?:（该窗口共 \d+ 笔订单，均为状态 (\S+?)）)?")


def _failed_pair(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """The failed records of two windows ("哪次充值失败得更多？"), or those of the status asked ("被拒借书 今天跟昨天比
    多了多少"): both counts, both windows in the zone."""
    pairs = [(m.group(1), _span(m.group(2), m.group(3), zone) + (f" 状态 {m.group(5)}" if m.group(5) else ""),
              int(m.group(4))) for i in items if (m := _FAILED_PAIR.match(i.text))]
    if len(pairs) < 2:
        return None
    (label, first, na), (other, second, nb) = pairs[:2]
    verdict = "更多" if na > nb else "更少" if na < nb else "持平"
    #: two statuses, each in its own window ("昨晚被拒的…和现在卡在授权的…比"): each side labelled by its status
    second = second if other == label else f"{other}的订单：{second}"
    line = f"{label}的订单：{first} 共 {na} 笔，{second} 共 {nb} 笔（{brief.timezone}），前者{verdict}"
    return _direction_answer(brief.direction, na, nb) + line


#: the records of one error code counted (``query_order(error_code=C)``'s summary)
_CODE_RECORDS = regex(r"^查询窗口内（error_code=([^）]+)）共 (\d+) 笔订单")
#: failed records asked, not error lines ("哪次失败的选片多", "which one failed more bookings")
_RECORDS_FAILED = regex(r"失败|\bfail(?:ed|s|ing)?\b", re.I)
_LINES_ASKED = regex(r"报错|错误|\berrors?\b", re.I)


def _code_records_pair(everything: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"选片App今晚两次出事，哪次失败的选片多？" when the episodes were not queried apart: the window's failed records
    fall under exactly two error codes, each first seen (its records or the subject's lines of it) at a time of its
    own — each code is one episode, its records counted, oldest first. None otherwise."""
    if (_RECORDS_FAILED.search(brief.question_text) is None or _LINES_ASKED.search(brief.question_text)
            or len(brief.subjects) != 1):
        return None
    counts: dict[str, int] = {}
    for item in everything:
        if (m := _CODE_RECORDS.match(item.text)) is not None:
            counts.setdefault(m.group(1), int(m.group(2)))
    if len(counts) != 2 or not all(counts.values()):
        return None
    firsts: dict[str, str] = {}
    subject = brief.subjects[0].lower()
    for item in everything:
        if (r := _RECORD_OF.match(item.text)) is not None and r.group(5) in counts:
            stamp = r.group(3).rstrip("Z")
        elif ((c := _CODE_LINES.match(item.text)) is not None and c.group(1).lower() == subject
              and c.group(2) in counts and (f := _FIRST_SEEN.search(item.text)) is not None):
            stamp = f.group(1).rstrip("Z")
        else:
            continue
        code = r.group(5) if r is not None else c.group(2) if c is not None else ""
        firsts[code] = min(firsts.get(code, stamp), stamp)
    if len(firsts) != 2 or len(set(firsts.values())) != 2:
        return None
    (ca, ta), (cb, tb) = sorted(firsts.items(), key=lambda kv: kv[1])
    na, nb = counts[ca], counts[cb]
    verdict = "更多" if na > nb else "更少" if na < nb else "持平"
    first, second = (_local(t, zone)[:16] for t in (ta, tb))
    return (_direction_answer(brief.direction, na, nb) + f"两次异常各有其错误码的失败订单：错误码 {ca}（最早 {first}）"
            f"共 {na} 笔，错误码 {cb}（最早 {second}）共 {nb} 笔（{brief.timezone}），前者{verdict}")


_MEASURE_PAIR = regex(rf"^指标 (\S+)（服务 (\S+)）平均值（两窗口对比的变化之一）：({_ISO})~"
                      rf"((?:\d{{4}}-\d{{2}}-\d{{2}}T)?\d{{2}}:\d{{2}}:\d{{2}}Z) 平均值\(avg\) ([\d.]+)")


_MEASURE_LATEST = regex(rf"^指标 (\S+)（服务 (\S+)）窗口末的值（两窗口对比的变化之一）：({_ISO})~"
                        rf"((?:\d{{4}}-\d{{2}}-\d{{2}}T)?\d{{2}}:\d{{2}}:\d{{2}}Z) 最新值\(latest\) ([\d.]+)")


def _open_end(start: str, end: str) -> str:
    """An end one second before a whole minute (an instant's open end) as that minute."""
    full = end if "T" in end else start[:11] + end
    try:
        at = datetime.fromisoformat(full.replace("Z", "+00:00"))
    except ValueError:
        return end
    return (at + timedelta(seconds=1)).strftime("%Y-%m-%dT%H:%M:%SZ") if at.second == 59 else end


def _measure_instants(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"现在的积压消息数 比一个小时前涨了多少": the measure now and at the earlier instant (each window's latest
    sample), which is higher."""
    pairs = [(m.group(1), m.group(2), m.group(3), m.group(4), m.group(5))
             for i in items if (m := _MEASURE_LATEST.match(i.text))]
    if len(pairs) < 2:
        return None
    (metric, svc, sa, ea, va), (_, _, sb, eb, vb) = pairs[:2]
    a, b = float(va), float(vb)
    #: (an earlier window ending a second before a clock said — "p99 now compared to 3pm" — is labelled by the clock)
    at_a, at_b = (_span(s, _open_end(s, e), zone).split("~")[-1] for s, e in ((sa, ea), (sb, eb)))
    verdict = "更高" if a > b else "更低" if a < b else "持平"
    #: (the difference is no number of the evidence: both values are stated, the change left to them)
    line = f"{svc} 的 {metric}：现在（{at_a}）为 {va}，{at_b} 时为 {vb}（{brief.timezone}），前者{verdict}"
    return _direction_answer(brief.direction, a, b, same=False) + line


def _flat_measure(items: list[MaterialItem]) -> bool:
    """The measure of two windows is the same in both (a pool's limit) and log counts of both windows are held."""
    values = [m.group(5) for i in items if (m := _MEASURE_PAIR.match(i.text))]
    return len(values) >= 2 and float(values[0]) == float(values[1]) and any(
        "日志条数（两窗口对比的变化之一）" in i.text for i in items)


def _measure_pair(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """The measure asked in two windows ("is X p99 worse now than at 9am?"): both averages, the higher named."""
    pairs = [(m.group(1), m.group(2), _span(m.group(3), m.group(4), zone), m.group(5))
             for i in items if (m := _MEASURE_PAIR.match(i.text))]
    if len(pairs) < 2:
        return None
    (metric, svc, first, va), (_, _, second, vb) = pairs[:2]
    a, b = float(va), float(vb)
    if _flat_measure(items):
        #: "早上五点那次和现在这次连接池打满，哪次更严重？" (invNC): a measure the same in both windows (a pool's
        #: limit) tells neither apart — the two windows' error counts do
        return None
    verdict = "更高" if a > b else "更低" if a < b else "持平"
    line = (f"{svc} 的 {metric} 平均值：{first} 为 {va}，{second} 为 {vb}（{brief.timezone}），前者{verdict}")
    return _direction_answer(brief.direction, a, b, same=False) + line


def _window_pair(items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """Two windows set against each other: both counts, both windows in the zone, which is more."""
    #: one trouble's failed records on two windows (its code's runs, `investigate._trouble_side_calls`): asked, not
    #: the measure its kind names
    sides = any(i.text.startswith("错误码 ") and "的订单数（两窗口对比的变化之一）" in i.text for i in items)
    if sides and (failed := _failed_pair(items, brief, zone)) is not None:
        return failed
    if (instants := _measure_instants(items, brief, zone)) is not None:
        return instants
    if not brief.counts_compared and (measure := _measure_pair(items, brief, zone)) is not None:
        return measure
    if (failed := _failed_pair(items, brief, zone)) is not None:
        return failed
    if brief.measure_compared and not _flat_measure(items):
        return None  # "p99 比今早8点高了吗" with no series of it in both windows: never a log count's 是
    per: dict[tuple[str, str], list[tuple[str, int]]] = {}
    for item in items:
        m = _PAIR.match(re.sub(r"[「」]", "", item.text))
        if m is not None:
            who, level, start, end, count = m.groups()
            per.setdefault((who, level), []).append((_span(start, end, zone), int(count)))
    lines = []
    for (who, level), counts in per.items():
        if len(counts) < 2:
            continue
        (first, na), (second, nb) = counts[:2]
        verdict = "更多" if na > nb else "更少" if na < nb else "持平"
        lines.append(f"{who} 的 {level} 日志：{first} 共 {na} 条，{second} 共 {nb} 条（{brief.timezone}），"
                     f"前者{verdict}")
        if len(lines) == 1:  # "比昨天这个点多吗": yes or no first
            lines[0] = _direction_answer(brief.direction, na, nb) + lines[0]
    singles = [(who, level, *counts[0]) for (who, level), counts in per.items() if len(counts) == 1]
    if not lines and len(singles) == 2 and singles[0][0] != singles[1][0]:
        #: two subjects, each in its own window ("more or fewer than Y had last night?" after "X errors this
        #: morning?"): X's count against Y's
        (wa, level, first, na), (wb, _, second, nb) = singles
        verdict = "更多" if na > nb else "更少" if na < nb else "持平"
        lines.append(_direction_answer(brief.direction, na, nb) + f"{wa} 的 {level} 日志：{first} 共 {na} 条，{wb} 的 "
                     f"{level} 日志：{second} 共 {nb} 条（{brief.timezone}），前者{verdict}")
    return "；".join(lines) or None


#: lines said anomalous ("异常日志", "abnormal logs", "warnings and errors"): WARN and above counted
_ANOMALY_LINES = regex(r"异常(?:的)?(?:日志|记录|log)|\b(?:abnormal|anomal\w*)\s+(?:logs?|lines?)\b|"
                       r"\bwarn(?:ing)?s?\s+(?:and|\+|or)\s+errors?\b|\berrors?\s+(?:and|\+)\s+warn(?:ing)?s?\b", re.I)
_SERVICE_COUNTS = regex(r"^窗口内各服务的 ?(\w*) ?日志条数：「?([^:：「」]+): (\d+)")


def _compare(items: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """Subjects side by side by their ERROR (and FATAL) line counts, the larger named; with no subject, the
    service with the most lines of the per-service counts ("ERROR 最多的是哪个服务？")."""
    if (statuses := _statuses_compared(items)) is not None:
        return statuses
    if (events := _events_compared(items)) is not None:
        return events
    if (codes := _codes_compared(items, brief.question_text)) is not None:
        return codes
    if not brief.subjects:
        for i in items:
            m = _SERVICE_COUNTS.match(i.text)
            if m:
                return f"{m.group(1) or ''} 日志最多的是 {m.group(2).strip()}（{m.group(3)} 条）：{i.text}".lstrip()
    if (shared := _shared_episode(items, brief)) is not None:
        return shared
    per: dict[str, int] = {}
    #: "配件服务跟工单库 今天谁的异常日志多" (invPG): anomalous lines are WARN and above, not ERROR alone
    levels, label = (r"WARN|ERROR|FATAL", "WARN 及以上") if _ANOMALY_LINES.search(brief.question_text or "") \
        else (r"ERROR|FATAL", "ERROR")
    for subject in brief.subjects:
        for i in items:
            if i.text.startswith(f"{subject} 在窗口内按级别的日志条数"):
                per[subject] = sum(int(n) for n in re.findall(rf"(?:{levels}): (\d+)", i.text))
            elif i.text.startswith(f"{subject} 在查询窗口内没有 {'ERROR 或 WARN' if label != 'ERROR' else 'ERROR'}") \
                    and subject not in per:
                per[subject] = 0  # its verified "no ERROR lines": the zero beside the other's count
    if len(per) < 2:
        return None
    ranked = sorted(per.items(), key=lambda kv: -kv[1])
    parts = "，".join(f"{s} 的 {label} 日志 {n} 条" for s, n in ranked)
    verdict = f"{ranked[0][0]} 更多" if ranked[0][1] > ranked[1][1] else "两者相同"
    return f"{verdict}：{parts}"


#: a subject's ERROR lines over the episode two subjects shared (``offline_executor._shared_episode_claims``)
_SHARED_COUNT = regex(rf"^(\S+) 在两者同一段异常期间的 ERROR 日志条数：「?({_ISO})~((?:\d{{4}}-\d{{2}}-\d{{2}}T)?"
                      rf"\d{{2}}:\d{{2}}:\d{{2}}Z) 共 (\d+) 条")


def _shared_episode(items: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"during the redemption backlog who logged more errors, A or B": both subjects' ERROR lines over the episode
    they shared, the larger named, with the episode's span in the world's zone."""
    per = {m.group(1): (int(m.group(4)), m.group(2), m.group(3)) for i in items
           if (m := _SHARED_COUNT.match(i.text)) is not None}
    if len(per) != 2 or set(per) != set(brief.subjects[:2]):
        return None
    ranked = sorted(per.items(), key=lambda kv: -kv[1][0])
    _, start, end = ranked[0][1]
    verdict = f"{ranked[0][0]} 更多" if ranked[0][1][0] > ranked[1][1][0] else "两者相同"
    parts = "，".join(f"{s} 的 ERROR 日志 {n} 条" for s, (n, _, _) in ranked)
    return (f"{verdict}：两者同一段异常期间（{_span(start, end, _zone(brief.timezone))}，{brief.timezone}）"
            f"{parts}")


#: the records of one status, one side of two compared (``offline_executor._records``)
_STATUS_COUNT = regex(r"^状态为 (\S+) 的订单数（两状态对比的变化之一）：共 (\d+) 笔")


def _statuses_compared(items: list[MaterialItem]) -> str | None:
    """"失败的账单和卡住的账单比，哪个多？": the records of two statuses side by side, the larger named."""
    per: dict[str, int] = {}
    for i in items:
        if (m := _STATUS_COUNT.match(i.text)) is not None:
            per.setdefault(m.group(1), int(m.group(2)))
    if len(per) != 2:
        return None
    (a, na), (b, nb) = per.items()
    verdict = f"状态为 {a} 的更多" if na > nb else f"状态为 {b} 的更多" if nb > na else "两者相同"
    return f"{verdict}：状态为 {a} 的订单共 {na} 笔，状态为 {b} 的订单共 {nb} 笔"


_EVENT_COUNT = regex(r"^(\S+) 那次(?:（错误码 (\S+)）)?的失败订单数(?:（各事件对比的变化之一）)?：共 (\d+) 笔")


def _events_compared(items: list[MaterialItem]) -> str | None:
    """"证书过期那次跟昨天发版那次比，哪次失败的订单多？": each event's failed records side by side, the larger
    named."""
    per = [m.groups() for i in items if (m := _EVENT_COUNT.match(i.text)) is not None]
    if len(per) != 2:
        return None
    (a, ca, na), (b, cb, nb) = per
    #: (the trouble going on now, `plan_model.NOW_SIDE`, is said as such)
    a, b = ("现在这次" if w == "now" else f"{w} 那次" for w in (a, b))
    verdict = f"{a}更多" if int(na) > int(nb) else f"{b}更多" if int(nb) > int(na) else "两次相同"
    return f"{verdict}：{a}（错误码 {ca}）的失败订单共 {na} 笔，{b}（错误码 {cb}）的失败订单共 {nb} 笔"


def _codes_compared(items: list[MaterialItem], question: str) -> str | None:
    """"过去一小时 A 跟 B 哪个报得多": the two error codes the question names, side by side by their verified ERROR
    line counts in the window, the larger named (a code's lines of several services add up)."""
    asked = question.upper()
    per: dict[str, int] = {}
    seen: set[tuple[str, str]] = set()
    for i in items:
        m = _CODE_LINES.match(i.text)
        counted = _ERROR_CODE_COUNT.search(i.text)
        if m is None or counted is None or not re.search(rf"(?<![\w-]){re.escape(m.group(2).upper())}(?![\w-])", asked):
            continue
        if (m.group(1), m.group(2)) not in seen:
            seen.add((m.group(1), m.group(2)))
            per[m.group(2)] = per.get(m.group(2), 0) + int(counted.group(2))
    if len(per) != 2:
        return None
    (a, na), (b, nb) = per.items()
    verdict = f"错误码 {a} 更多" if na > nb else f"错误码 {b} 更多" if nb > na else "两者相同"
    return f"{verdict}：错误码 {a} 的 ERROR 日志 {na} 条，错误码 {b} 的 ERROR 日志 {nb} 条"


def _one_code_by_service(items: list[MaterialItem]) -> str | None:
    """"哪边报得多" after "A 和 B 是不是都在报 <code>": the services logging the one error code the evidence holds, side
    by side by their verified ERROR line counts, the larger named (none when the lines hold several codes)."""
    per: dict[str, int] = {}
    codes: set[str] = set()
    for i in items:
        m = _CODE_LINES.match(i.text)
        counted = _ERROR_CODE_COUNT.search(i.text)
        if m is None or counted is None:
            continue
        codes.add(m.group(2))
        per.setdefault(m.group(1), int(counted.group(2)))
    if len(codes) != 1 or len(per) < 2:
        return None
    ranked = sorted(per.items(), key=lambda kv: -kv[1])
    code = next(iter(codes))
    verdict = f"{ranked[0][0]} 更多" if ranked[0][1] > ranked[1][1] else "两者相同"
    parts = "，".join(f"{s} 的错误码 {code} ERROR 日志 {n} 条" for s, n in ranked)
    return f"{verdict}：{parts}"


_MARKS = "①②③④⑤⑥⑦⑧⑨⑩"


def _over_incident(facts: list[str], window_end: str) -> bool:
    """An incident whose every anomaly ended minutes before now (no alert firing; each line's last record or alert
    end at least 5 minutes before the window's end): over, no trouble of the present."""
    return _over_before([MaterialItem(claim_id="", claim_type="direct_observation", text=t)
                         for t in facts], window_end) is not None


def _incidents(items: list[MaterialItem], brief: AnswerBrief | None = None) -> str | None:
    """What is wrong now as incidents, most severe first: origin, services touched, the first verified fact. Asked
    of the present ("现在线上都有啥问题"), an incident over minutes ago is no current trouble: it leaves the list (the
    body still states it), counted apart as recovered; when every incident is over, all stay (issue 10)."""
    views = incidents_of((i.claim_id, i.claim_type, i.text) for i in items)
    if not views:
        return None
    over = [v for v in views if brief is not None and brief.now and _over_incident(v.facts, brief.window_end)]
    current = [v for v in views if v not in over]
    views = current if current and over else views
    parts = []
    for v in views:
        #: a dependency named by its callers' records is the origin (no service of its own lines): they are said too
        touched = f"（涉及 {'、'.join(v.services)}）" if len(v.services) > 1 or v.services != [v.origin] else ""
        #: "the bad release was rolled back": the incident's rollback line beside its first other fact
        main = [f for f in v.facts if "的操作记录（回滚）" not in f]
        fact = (main or v.facts or v.inferences)[0]
        undone = next((f for f in v.facts if f != fact and "的操作记录（回滚）" in f), None)
        fact = f"{fact}；{undone}" if undone else fact
        mark = _MARKS[v.rank - 1] if v.rank <= len(_MARKS) else "·"  # no numerals: the head states only evidence
        #: a consumer's backlog: the queue it reads, which keeps no lines of its own (invTG)
        queue = f"（消费的队列 {v.queue} 积压）" if v.queue else ""
        parts.append(f"{mark} 源头 {v.origin}{queue}{touched}——{fact}")
    #: no count: the head states only numbers of the evidence ("2 个事件" would be the composer's own)
    recovered = "（另有已恢复的事件，见下方已确认信息）" if current and over else ""
    return "当前的事件（最严重的在前）：" + "；".join(parts) + recovered


_CODE_RECORD = regex(r"^(\S+) 错误码 (\S+) 的 (?:ERROR|FATAL) 日志在窗口内共 (\d+) 条.*?示例：(.*)$")


def _from_sides(items: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"pay.gate - more errors from the bank cert thing or from the billing deploy?": each side is the one ERROR code
    of the subject whose sample a side's word opens a word of ("cert" → "certificate") or names a service the side
    names ("call to <billing app> failed"); both sides found, distinct: their counts side by side, the larger named.
    None otherwise (the plain count stands)."""
    subject = brief.subjects[0] if brief.subjects else ""
    records: dict[str, tuple[int, str]] = {}
    for i in items:
        if (m := _CODE_RECORD.match(i.text)) is not None and m.group(1) == subject:
            records.setdefault(m.group(2), (int(m.group(3)), m.group(4).lower()))
    picked: list[tuple[str, str, int]] = []
    for side in brief.from_sides:
        label, *words = side
        hits = [code for code, (_, sample) in records.items()
                if any(re.search(rf"(?<![\w-]){re.escape(w.lower())}", sample) for w in words)]
        if len(hits) != 1:
            return None
        picked.append((label, hits[0], records[hits[0]][0]))
    if len(picked) != 2 or picked[0][1] == picked[1][1]:
        return None
    (a, ca, na), (b, cb, nb) = picked
    verdict = f"「{a}」更多" if na > nb else f"「{b}」更多" if nb > na else "两者一样多"
    return (f"{verdict}：{subject} 的 ERROR 日志中，「{a}」（错误码 {ca}）共 {na} 条，「{b}」（错误码 {cb}）共 {nb} 条"
            f"（各按其错误码的示例归属）")


_ONSET_STAMP = regex(r"(?:\((?:first_seen|since)\)|最早异常) " + _STAMP)


def _incidents_first(items: list[MaterialItem], zone: ZoneInfo, brief: AnswerBrief) -> str | None:
    """"which one started first?" after "which services are failing right now?": the incidents still going on (a
    firing alert), by the earliest start their verified facts state — the first named, then the others in order.
    None when fewer than two such incidents, or one states no start."""
    views = [v for v in incidents_of((i.claim_id, i.claim_type, i.text) for i in items)
             if any("正在触发" in f for f in v.facts)]
    starts = []
    for v in views:
        stamps = [m.group(1) for t in [*v.facts, *v.inferences] for m in _ONSET_STAMP.finditer(t)]
        if not stamps:
            return None
        starts.append((min(stamps), v))
    if len(starts) < 2:
        return None
    starts.sort(key=lambda sv: sv[0])
    parts = [f"{v.origin}{'（涉及 ' + '、'.join(v.services) + '）' if len(v.services) > 1 else ''} 的异常始于 "
             f"{_local(stamp, zone)}" for stamp, v in starts]
    return (f"{starts[0][1].origin} 的事件先开始：" + "；".join(parts) + f"（{brief.timezone}）")


def _services_of(items: list[MaterialItem]) -> list[str]:
    """The services the items are about, in order: a log bucket's leading name, an alert's（服务 X）."""
    names = [m.group(1) for i in items
             if (m := re.search(r"（服务 ([^，）]+)", i.text) or re.match(r"「?([\w.-]+) (?:错误码|的)", i.text))]
    return list(dict.fromkeys(names))


def _dependents(everything: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"还有哪些服务被它拖累了？": each caller of the service asked about with an anomaly in the window (its first
    verified anomalous record), the quiet ones named as such; None when no caller shows one (not decided here)."""
    origin = brief.dependents_of
    hit: list[str] = []
    quiet: list[str] = []
    for caller in (s for s in brief.subjects if s != origin):
        own = [i for i in everything if _anomalous(i) and _services_of([i])[:1] == [caller]]
        (hit if own else quiet).append(f"{caller}——{own[0].text}" if own else caller)
    if not hit:
        return None
    rest = f"（依赖它的 {'、'.join(quiet)} 没有已核验的异常记录）" if quiet else ""
    return f"依赖 {origin} 且在窗口内同时出现异常的服务（因果未被证据直接证明）：" + "；".join(hit) + rest


def _overview(items: list[MaterialItem]) -> str | None:
    """Every firing alert the verified claims name, by service."""
    heads = [re.match(r"告警 (\S+)（服务 ([^，）]+)", i.text) for i in items if "正在触发" in i.text]
    firing = [m.groups() for m in heads if m]
    if not firing:
        return None
    return "当前触发中的告警：" + "、".join(f"{name}（{svc}）" for name, svc in firing)


def _span_of_actions(everything: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """The duration between operations' change events ("从上线到回滚完持续了多久"), or of one deploy's own start to its
    completion ("how long did the X rollout take?", the version named picking the deploy)."""
    version = v.group(0) if (v := _VERSION.search(brief.question_text)) else ""
    return action_span_line(everything, brief.action_span, brief.action_order, zone, brief.timezone, version=version)


#: "the bad build", "有问题的版本": the deploy errors followed, not a clean one
_BAD_BUILD = regex(r"\b(?:bad|broken|faulty|buggy)\b|坏|有问题|出问题", re.I)


def _live_since(everything: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """How long the subject's deploy has been out: from its change event's start to the window's end (now); None
    without a deploy start or when a rollback after it ended the build's time live."""
    if not brief.subjects or not brief.window_end:
        return None
    order = "bad" if _BAD_BUILD.search(brief.question_text) else ""
    started = deploy_started(everything, brief.subjects[0], order)
    if started is None:
        return None
    stamp, item = started
    undone = [i for i in everything if (m := ACTION.match(i.text)) and m.group(1) == brief.subjects[0]
              and m.group(2) == "回滚" and i.claim_type != "negative_observation"
              and (at := re.match(r"^「?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})", m.group(3))) and at.group(1) > stamp]
    if undone:
        return None  # rolled back since: no longer live (the span to the rollback is `_span_of_actions`'s)
    now = datetime.fromisoformat(brief.window_end.replace("Z", "").split("+")[0])
    minutes = int((now - datetime.fromisoformat(stamp)).total_seconds() // 60)
    if minutes < 0:
        return None
    spoken = f"{minutes // 60}h{minutes % 60:02d}m" if minutes >= 60 else f"{minutes} 分钟"
    return f"已上线约 {spoken}（{_local(stamp, zone)[:16]} 发布开始至今，{brief.timezone}）：{item.text}"


def _line(aspect: str, items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo,
          everything: list[MaterialItem]) -> str:
    label = ASPECT_LABELS.get(aspect, aspect)
    if aspect == "owner":
        #: "谁负责闸机那个app": "X 归 <team> 负责（团队 <team> 的服务：…）", as verified (``agents.owner``)
        return "；".join(dict.fromkeys(i.text for i in items))
    items = _about(items, brief)
    if aspect == "health" and brief.level and brief.state_asked and (line := _level_health(everything, brief)):
        return line
    if aspect in ("health", "yes_no") and brief.level and (line := _level(
            everything, "、".join(brief.subjects[:1]) or "窗口内的服务", brief.level,
            (brief.window_start.rstrip("Z"), brief.window_end.rstrip("Z")) if brief.window_start and brief.window_end
            and not (brief.before_action or brief.since_action or brief.before_trouble) else ("", ""))):
        return line
    if aspect == "health" and len(brief.either) == 2 and (line := _either(everything, brief.either)):
        return line
    if aspect in ("count", "comparison") and brief.store_callers and (
            line := _store_callers_line(everything, brief, zone)):
        return line
    if aspect == "count" and brief.silent_asked:
        #: a caller's own error lines are no count of failed calls to the partner: unknown, said so
        return _silent_count(items, brief) or f"无法确定调用 {brief.silent_asked} 失败的次数：它自身不上报任何记录"
    if aspect == "health" and brief.silent_asked and (line := _silent_health(items, brief)):
        return line
    if aspect == "health":
        subject = "、".join(brief.subjects[:2]) or "窗口内的服务"
        events = [i for i in everything if ACTION.match(i.text) and i not in items]  # another service's operation
        if brief.before_action and (line := health_before([*items, *events], subject,
                                                          asks_problem=brief.asks_problem, zone=zone,
                                                          tz=brief.timezone)):
            return line
        if brief.before_trouble and (line := health_before_trouble(everything, subject, brief.before_trouble,
                                                                    asks_problem=brief.asks_problem, zone=zone,
                                                                    tz=brief.timezone)):
            return line
        if brief.since_action and (line := health_since([*items, *events], subject, asks_problem=brief.asks_problem,
                                                        zone=zone, tz=brief.timezone)):
            return line
        if not brief.subjects and (named := _services_of([i for i in everything if _anomalous(i)])):
            subject = f"窗口内的服务（{'、'.join(named[:5])}）"  # "现在线上都有啥问题": every service in trouble
        if brief.now and (line := _health_now(items, subject, brief)):
            return line
        if line := _slowdown_without_errors(items, subject, brief):
            return line
        if line := _other_kind(items, subject, brief, everything):
            return line
        if brief.time_marker and (line := _outside_marker(everything, subject, brief, zone)):
            return line
        if line := _each_health(items, brief):
            return line
        return _health(items, subject, asks_problem=brief.asks_problem)
    if aspect == "count" and ANY_RECORDS_FAILED.search(brief.question_text) and (
            tallied := next(((n, i) for i in items if (n := _records_failed(i.text)) is not None), None)):
        #: "were any fuel payments declined before midnight?": the records' count answers the yes/no (the first
        #: item stating one — the window's breakdown by status may come before it)
        return f"{'是' if tallied[0] else '没有'}，{label}：{tallied[1].text}"
    if aspect == "yes_no" and brief.owner_others and (line := _owner_others(everything, brief)):
        return line
    if aspect == "yes_no" and brief.threshold and (line := _threshold(items, brief)):
        return line
    if aspect == "yes_no" and (line := _same_cause_statuses(everything)):
        return line
    if aspect == "yes_no" and brief.same_cause and (line := _same_cause(everything, brief)):
        return line
    if aspect == "yes_no" and (line := _same_cause_episodes(everything, brief)):
        return line
    if aspect == "yes_no" and (line := _same_cause_windows(everything, brief)):
        return line
    if aspect == "yes_no" and brief.onset_before and (line := _before_clock(everything, brief, zone)):
        return line
    if aspect == "yes_no" and len(brief.onset_order) == 2 and (line := _onset_order(everything, brief, zone)):
        return line
    if aspect == "yes_no" and brief.end_after and (line := _after_clock(everything, brief, zone)):
        return line
    if aspect == "yes_no" and brief.episode_stems and (line := _episodes_more_than_once(everything, brief)):
        return line
    if aspect == "yes_no":
        return _yes_no(items, brief, everything)
    if aspect in ("onset", "end") and not brief.subjects and brief.symptoms:
        #: "收单证书那事后来几点恢复的" (no service named): the time of the records about the thing named, not of
        #: whatever else fired in the window
        about = re.compile("|".join(word_start(w) for w in brief.symptoms))
        items = ([i for i in items if about.search(i.text.lower())]
                 or [i for i in everything if _anomalous(i) and about.search(i.text.lower())] or items)
        #: of those, the records naming the thing most ("支付方证书…": the expired-certificate lines, not a later
        #: episode's PAYMENT_FAILED that shares only the word "pay")
        items = _best_about(items, brief.symptoms, distinct=True) or items
    if aspect == "duration" and not brief.subjects and brief.symptoms:
        #: "how long did the <thing> outage last" (no service named): the span of the records that name the thing
        #: most, not of whatever fired last in the window (the others stay: an alert may outlast a cut-off span)
        best = _concurrent_first(_best_about(items, brief.symptoms), brief.window_end)
        items = [*best, *(i for i in items if i not in best)]
    if aspect == "onset" and brief.subjects and brief.symptoms:
        #: "X 锁超时最早几点冒出来的": the subject's records about the symptom named (most of its words), not the
        #: earliest anomaly of X or of its dependencies
        own = [i for i in items if i.text.lower().startswith(brief.subjects[0].lower())]
        #: "When did the X 4.7.0 rollout begin?": the operation's change events stay beside them (they are no
        #: anomaly, yet they answer it)
        items = _with_operations(_best_about(own, brief.symptoms, distinct=True), items) or items
    if aspect == "onset" and brief.since_action and brief.subjects and (
            line := onset_since(everything, zone, brief.timezone)):
        return line  # "when did X start erroring after the deploy": its first ERROR line from the deploy on
    last = aspect == "end" if brief.action_order in ("", "bad") else brief.action_order == "last"
    if aspect in ("onset", "end") and (v := _VERSION.search(brief.question_text)) and (versioned := [
            i for i in items if ACTION.match(i.text) and re.search(rf"(?<![\w.]){re.escape(v.group(0))}(?![\w.])",
                                                                   i.text)]):
        #: "X 4.8.0 昨天几点上的线" asked of every service: the change events naming that version
        items = [*versioned, *(i for i in items if not ACTION.match(i.text))]
    if aspect in ("onset", "end") and not (aspect == "end" and brief.over and not _WHEN_ASKED.search(
            brief.question_text)) and (done := action_time_line(
            items, zone, brief.timezone, last=last, bad=brief.action_order == "bad",
            each=_EACH_OPERATION.search(brief.question_text) is not None)):
        return done  # the operation asked about ("when did the rollback finish?"): its own change event
    if aspect == "end" and brief.subjects and brief.unreached and (
            mine := [i for i in items if not _foreign_call(i, brief)]) != items and any(
            _anomalous(i) and _own(i, brief.subjects) for i in mine):
        #: "When did X's booking failures stop?", "还在失败吗": X's lines of a code relayed from a service outside its
        #: dependencies (another trouble's failed records) are no part of X's own trouble's end
        items = mine
    if aspect == "end" and brief.still and brief.subjects:
        #: "is X still backed up?": whether X's own trouble goes on — another service's alert still firing in the
        #: window (a later, unrelated trouble) is not X still being in trouble
        own = [i for i in items if _own(i, brief.subjects)]
        items = own if any(_anomalous(i) or "已恢复" in i.text for i in own) else items
    if aspect == "end" and brief.subjects and brief.symptoms:
        #: "when did X's offer backlog clear?": the end of X's records about the trouble named (its lag lines), not
        #: of another trouble of X still firing in the window (a later bad deploy's error ratio)
        items = _best_about(items, brief.symptoms, distinct=True) or items
    chain: list[MaterialItem] = []
    if aspect in ("onset", "end", "duration") and brief.episode and brief.episode_chain \
            and not brief.episodes_compared and (chain := _chain_in_nth_episode(everything, brief)):
        #: "when did the second meter storm start?": the episode's records of the subject and of its chain, its
        #: origin's (the cache's first eviction WARN) among them — the chain's first record is the episode's onset
        items = chain
        if aspect == "duration" and (line := _chain_span_line(chain, brief, zone)):
            return line
    #: "第一次…几点恢复的", "第一次持续了多久": that episode's own records, not the one going on now (its onset is the
    #: window's first anomaly already)
    if aspect in ("end", "duration") and brief.episode and not brief.episodes_compared and not chain and (
            inside := _within_nth_episode(items, everything, brief)):
        items = inside
    if aspect == "onset" and brief.episode > 1 and not brief.episodes_compared and not chain and (
            inside := _within_nth_episode(items, everything, brief)):
        #: "第二次是几点又开始的": that episode's own first record, not the window's first anomaly
        items = inside
    if aspect == "onset" and brief.first_record and (line := _first_record(everything, brief, zone)):
        return line
    if aspect == "onset":
        return _onset(items, brief, zone)
    if aspect == "end":
        line = end_line(items, zone, brief.timezone, brief.window_end, brief.past_end_to)
        if brief.still and line.startswith(("尚未恢复", "仍有异常")):
            return f"是，仍有异常，仍未恢复。{line}"
        if brief.still and line.startswith(("已于", "已停止")):
            #: "现在还在抽风吗" of a trouble that stopped: the no judges the state too (recovered, normal)
            return f"否，已不再出错、已恢复正常。{line}"
        if brief.over and line.startswith(("尚未恢复", "仍有异常")):
            #: "is the backlog over yet?": no — and since when it has been going on (the run reaching now)
            first = brief.subjects[:1]
            since = ongoing_since(items, brief.window_end, (lambda i: _own(i, first)) if first else None)
            since_note = f"（自 {_local(since, zone)}（{brief.timezone}）起持续至今）" if since else ""
            #: one sentence: its verdict and the trouble's state ("没有，仍有异常" would read as "no anomaly": 否)
            return f"{'否' if line.startswith('仍有异常') else '没有'}，{line[:4]}{since_note}{line[4:]}"
        if brief.over and line.startswith(("已于", "已停止")):
            return f"是，{line}"
        return line
    if aspect == "duration" and brief.action_span and (line := _span_of_actions(everything, brief, zone)):
        return line  # "从上线到回滚完持续了多久": between the two operations' change events
    if aspect == "duration" and brief.live_build and (line := _live_since(everything, brief, zone)):
        return line  # "how long has the bad X build been live?": from its deploy's start to now
    if aspect == "duration" and brief.ongoing and (line := _ongoing_span(items, brief, zone)):
        return line  # "这次订房挂了多久了": the run going on now, from its chain's first anomaly up to now
    if aspect == "duration":
        #: "持续多久了" after "X 现在怎么了" that named no service the data holds: the services alerting now are
        #: the trouble going on now (an earlier episode of theirs is another incident, not its start)
        #: — all of them where the question tells no trouble of its own ("这都多久了" after an overview); one only
        #: where it tells one that named no service ("刷卡授权一直卡住，到现在多久了？": with two incidents going on,
        #: another one's longer span was no answer about it)
        firing_now = _firing_services(items) if brief.latest_episode else ()
        #: — all of them too where the trouble's words hold in none of the records ("闸机这次已经挂了多久了": 挂 is
        #: a crash word no record holds, so it picks no incident)
        alerting = brief.subjects or (firing_now if len(firing_now) == 1 or not brief.symptoms
                                      or not _best_about(items, brief.symptoms, distinct=True) else ())
        if brief.latest_episode and alerting:  # "这已经持续多久了": the episode going on now
            began = re.compile(rf"(?:first_seen\)|since\)) {_STAMP}")
            stamps = [(hit.group(1), i) for i in items if (hit := began.search(i.text))]
            episode = _latest_episode(stamps, alerting)
            if episode is not stamps:
                mine = [i for _, i in sorted(episode, key=lambda x: x[0])]
                #: "多久了" after "地磅队列为啥积压": of the episode, the records about the trouble named (its lag
                #: lines) lead, not its earliest record of another trouble (the lock waits behind the backlog)
                best = _best_about(mine, brief.symptoms, distinct=True) if brief.symptoms else []
                mine = [*best, *(i for i in mine if i not in best)]
                items = [*mine, *(i for i in items if i not in mine)]
        elif brief.at and brief.window_start and brief.window_start[:16] < brief.at[:16]:
            items = _nearest_first(items, brief.at)
        elif brief.subjects and brief.symptoms and (best := _best_about(items, brief.symptoms, distinct=True)):
            #: "持续了多久" after "昨晚 X 是不是慢了一阵": the span of the subject's records about the trouble named
            #: (its latency WARN lines), not of another trouble of it earlier in the window
            items = [*best, *(i for i in items if i not in best)]
        elif brief.subjects and _AFFECTED.search(brief.question_text) and (own := _own_spans(items, brief)):
            #: "how long was X affected?": X's own records' span, not its dependency's alert that began before and
            #: outlasted them (the trouble's origin is not how long X was hit)
            items = own
        return duration_line(items, brief.window_start, zone, brief.timezone, brief.symptoms)
    lead = ""
    if aspect == "cause" and brief.episode and (nth := _nth_episode(items, everything, brief)):
        #: "第二个呢，啥原因？": the records of that episode only (the first one's cause is another incident's)
        lead, items, everything = nth[0] + "：", nth[1] or nth[2], nth[2]
        if not items:
            return f"{lead}没有已核验的记录"
    if aspect == "cause":
        inferred = [i for i in items if i.claim_type == "root_cause"]
        if inferred:
            verdict = _own_or_downstream(inferred[0].text, brief) if brief.own_or_downstream else ""
            return f"{verdict}{lead}原因{inferred[0].text}（证据未直接陈述因果）"
        subjects = [s.lower() for s in brief.subjects]
        clean = [i for i in everything if i.claim_type == "negative_observation"
                 and any(s in i.text.lower() for s in subjects)]
        if clean and not any(_anomalous(i) or "已恢复" in i.text for i in everything):
            #: "why is X failing?" when the window shows nothing wrong: say so, never a metric peak as the anomaly
            if brief.silent_cause:
                #: "what caused the <partner> errors?" when its callers show nothing wrong either: the partner's own
                #: silence is the answer (a gap first), never a clean bill read from its callers (invEJ, narrowed)
                callers = "、".join(s for s in brief.subjects if s != brief.silent_cause)
                return (f"无法确定原因：{brief.silent_cause} 自身不上报任何记录，调用它的 {callers} "
                        "在窗口内也未发现异常。依据：" + "；".join(i.text for i in clean[:2]))
            who = "、".join(brief.subjects[:2]) or "所问对象"
            return f"{who} 在窗口内未发现异常，无从说起原因。依据：" + "；".join(i.text for i in clean[:2])
        errors = [i for i in items if re.search(r"的 (?:ERROR|FATAL) 日志", i.text)]
        top = errors[0] if errors else items[0]
        firing = [i for i in items if "正在触发" in i.text and i is not top]
        resolved = [i for i in items if re.match(r"「?告警 ", i.text) and "已恢复" in i.text and i is not top]
        alerts = (firing + resolved)[:3]
        trail = brief.trail_subject
        if not brief.subjects and trail and (mine := [i for i in errors if _services_of([i])[:1] == [trail]]):
            #: "why are <records> failing since 11:40?": the service the failed records' code points at is the
            #: subject — its trouble answers, never the window's other incidents beside it (another chain's)
            own = [a for a in firing + resolved if _services_of([a]) == [trail]][:3]
            return f"{lead}主要异常：{mine[0].text}{''.join(f'；{a.text}' for a in own)}（根因尚未被证据直接证明）"
        #: no subject named ("what broke X yesterday evening?" by a word several services share): the first error
        #: of each other service that logged errors too, so that every incident of the window is in the head
        seen = set(_services_of([top]))
        others: list[MaterialItem] = []
        for item in errors[1:] if not brief.subjects else []:
            names = _services_of([item])
            if names and not seen & set(names) and len(others) < _OTHERS:
                seen.update(names)
                others.append(item)
        if not brief.subjects:
            #: "what happened overnight?": an alert of a service nothing above names (a database's own alert) too,
            #: so that every incident of the window is in the head
            in_head = seen | set(_services_of(alerts))
            for item in (firing + resolved)[3:]:
                names = _services_of([item])
                if names and not in_head & set(names) and len(alerts) < _OTHERS:
                    in_head.update(names)
                    alerts.append(item)
        also = "".join(f"；{a.text}" for a in [*others, *alerts])
        return f"{lead}主要异常：{top.text}{also}（根因尚未被证据直接证明）"
    if aspect == "count" and (team := [i for i in everything if _TEAM_LINES.match(i.text)]):
        #: "会员组的服务今天报了多少错": the lines of the team's services as the query over the team counts them
        return f"{label}：{team[0].text}"
    if aspect == "count" and (nth_lines := [i for i in everything if _NTH_EPISODE_LINES in i.text]):
        #: "第一次缓存风暴期间预约服务报了多少错": the subject's lines over the episode named by its order
        return f"{label}：{nth_lines[0].text}"
    if aspect == "count" and brief.caused_by and (line := _caused_lines(everything, brief)):
        return line
    if aspect == "count" and brief.from_sides and (line := _from_sides(everything, brief)):
        return line
    if aspect == "count" and brief.episode_runs and (line := _episode_runs(everything, brief)):
        return line
    if aspect == "count" and brief.episode_stems and (line := _episode_count(everything, brief)):
        return line
    if aspect == "count" and brief.metrics:
        series = [i for m in brief.metrics for i in everything if i.text.startswith(f"指标 {m}（")]
        if series:
            return f"{label}：{series[0].text}"
    if aspect == "count" and brief.count_actions and (line := action_count_line(everything, zone, brief.timezone)):
        return line
    if aspect == "count" and brief.since_action and (line := count_since(everything, zone, brief.timezone)):
        return line  # "how many errors since the redeploy?": counted from its latest change event
    if aspect == "count" and brief.alerts_counted and (line := _alert_count(everything, brief)):
        return line
    if aspect == "count" and (spanned := [i for i in everything if _DEPLOY_SPAN_LINES in i.text]):
        #: "X 发版那会儿报了多少条 C": the subject's lines over the deploy's own span, never the recent window's
        return f"{label}：{spanned[0].text}"
    if aspect == "count" and (past := [i for i in everything if _EPISODE_LINES in i.text]):
        #: "how many errors did it log?" after "what happened to X around 7?": the episode's lines up to its last
        return f"{label}：" + "；".join(i.text for i in past[:2])
    if aspect in ("count", "record") and brief.codes_asked and (
            coded := [i for i in everything if i.text.startswith("订单 ") and "错误码 " in i.text]):
        #: "报的什么错误码？" after a question about one record: that record's own code (its claim comes first),
        #: with the codes of the records sharing its status
        by_code = [i for i in everything if i.text.startswith("订单按错误码")][:1]
        return f"{label}：" + "；".join(i.text for i in [coded[0], *by_code])
    if aspect == "count" and brief.codes_asked and (coded := [i for i in items if "错误码 " in i.text]):
        return f"{label}：" + "；".join(i.text for i in coded[:2])
    if aspect in ("count", "record") and brief.event_counted:
        #: "证书过期那段时间失败了多少单": the one incident's failed records — with no failing code begun at the
        #: event, not known (the window's other failed records are another incident's)
        event = [i for i in everything if _EVENT_COUNT.match(i.text)]
        return (f"{label}：{event[0].text}" if event else f"{label}：无法确定 {brief.event_counted} 那次失败的订单数："
                "没有哪种失败订单的错误码在该事件开始前后出现")
    if aspect == "count" and (line := _described_code_lines(everything, brief)):
        return line
    if aspect == "record" and brief.first_record and (line := _first_record(everything, brief, zone)):
        return line  # "今天失败的配送单里 最早那单单号是多少": the earliest failed record, by its id
    if aspect in ("count", "record"):
        #: the window's total with its failed ones first (a count of records asks both), with the counts by status
        if brief.latest_record and any(i.text.startswith("订单 ") for i in items):
            #: ("玩家 X 最近一笔交易是什么状态": the newest record listed first, never the customer's count with the
            #: failed ones — stop 51's merge)
            items = [i for i in items if "名下共" not in i.text]
        totals = [i for i in items if "笔订单，其中失败" in i.text]
        orders = ([*totals, *(i for i in items if "笔订单" in i.text and i not in totals)]
                  or [i for i in items if i.text.startswith("订单 ")])

        by_status = [i for i in orders[1:2] if totals and "按状态" in i.text]
        #: several failed records (a customer's: "订房失败了两次，是哪两单"): each of them
        failed = [i for i in orders if i.text.startswith("订单 ") and "错误码" in i.text]
        if len(failed) > 1 and failed[0] is orders[0]:
            return f"{label}：" + "；".join(i.text for i in failed[:3])
        #: (or all of a customer's records: "是哪几单？" after "<customer> 有订单失败吗")
        owned = [i for i in orders[:1] if "名下共" in i.text]
        if aspect == "record" and (totals or owned) and (failed := [i for i in items if i.text.startswith("订单 ")
                                                                    and "错误码" in i.text]):
            #: a customer's records in a window ("今天付款失败了好几次，是哪几单"): the total with each failed one
            return f"{label}：" + "；".join(i.text for i in [(totals or owned)[0], *failed[:3]])
        if orders:
            return f"{label}：" + "；".join(i.text for i in [orders[0], *by_status])
    if aspect == "comparison" and brief.episodes_compared and (line := _failed_pair(everything, brief, zone)):
        return line  # "第一次和这次各有多少单失败": each episode's failed records
    if aspect == "comparison" and brief.episodes_compared and (line := _code_records_pair(everything, brief, zone)):
        return line  # "今晚两次出事，哪次失败的选片多": each episode's own code, its failed records counted
    if aspect == "comparison" and brief.episodes_compared and (line := _episode_compare(everything, brief)):
        return line
    if aspect == "comparison" and (line := _spans_compared(everything, brief, zone)):
        return line
    if aspect == "comparison" and (line := _window_pair(everything, brief, zone) or _compare(everything, brief)):
        return line
    if aspect == "overview" and brief.dependents_of and (line := _dependents(everything, brief)):
        return line
    if aspect == "overview" and brief.incidents_first and (line := _incidents_first(everything, zone, brief)):
        return line
    if aspect == "overview" and brief.now and (line := _overview_over(everything, brief, zone)):
        return line
    if aspect == "overview" and (line := _incidents(everything, brief) or _overview(items)):
        return line
    if aspect == "overview" and all(i.claim_type == "negative_observation" for i in items) and not any(
            _anomalous(i) or "各服务的" in i.text for i in everything):
        return "没有，窗口内未发现异常：" + "；".join(i.text for i in items[:2])
    if aspect == "how_to":  # the runbook's steps in their own order (an inferred step stays in its place)
        items = sorted(items, key=lambda i: int(m.group(1)) if (m := re.search(r"(\d+)$", i.claim_id)) else 0)
        if len(items) > 1:
            return f"{label}（知识库）：" + "；".join(f"{n}{_step(i.text)}" for n, i in zip("①②③", items, strict=False))
    if aspect in ("comparison", "overview", "how_to") and len(items) > 1:
        return f"{label}：" + "；".join(i.text for i in items[:3])
    return f"{label}：{items[0].text}"


#: the records of the status asked, counted in the window ("查询窗口内（status=X）共 4 笔订单")
_RECORDS_OF_STATUS = regex(r"^查询窗口内(?:（status=[A-Z0-9_]+）共 (\d+) 笔|"
                           r"共 \d+ 笔\S*?，其中失败（带错误码）的 (\d+) 笔)")


def _records_failed(head: str) -> int | None:
    """The count of failed records a count head states — the status's records in the window, or (fixD) an incident's
    failed records ("did any shipments fail allocation during the reservation cache incident?" is answered by
    "cache 那次（错误码 X）的失败订单数：共 9 笔") — else None."""
    if (tally := _RECORDS_OF_STATUS.search(head)) is not None:
        return int(tally.group(1) or tally.group(2))
    return int(event.group(3)) if (event := _EVENT_COUNT.match(head)) is not None else None


_KNOWLEDGE_SAYS = "知识库写道："
_CODE_SAMPLE = regex(r"错误码 (\S+) 的 [A-Z]+ 日志在窗口内共 (\d+) 条.*?示例：(.*)$")
#: the fewest of the question's own words a code's sample line holds for the question to describe that code's lines
_DESCRIBED = 3


#: a time asked ("When was the fixed build fully rolled out?"): an operation's own change event answers it, even
#: when the question's words also read as "is it over?" ("was … fixed")
_WHEN_ASKED = regex(r"^\s*(?:when|what time)\b|几点|什么时候|啥时候", re.I)


def _caused_lines(everything: list[MaterialItem], brief: AnswerBrief) -> str:
    """"选片App因此报了多少错" after "相册排版库今天怎么了": the counted subject's ERROR/FATAL codes whose samples name
    the conversation's trouble (a service of ``brief.caused_by``: "call to <it> failed"), each with its count — not
    every line of the subject's window (another dependency's failures are not this trouble's); "" when none does."""
    if not brief.subjects or (_RECORDS_FAILED.search(brief.question_text) is not None
                              and _LINES_ASKED.search(brief.question_text) is None):
        return ""  # ("how many pickup orders failed bc of it?": failed records counted, not lines)
    named: dict[str, MaterialItem] = {}
    for item in everything:
        text = item.text.lstrip("「")
        if ((m := _CODE_SAMPLE.search(text)) is None or not text.startswith(f"{brief.subjects[0]} 错误码 ")
                or " 的 WARN 日志" in text or m.group(1) in named):
            continue
        if any(re.search(rf"(?<![\w.-]){re.escape(s)}(?![\w-])", m.group(3)) for s in brief.caused_by):
            named[m.group(1)] = item
    return f"{ASPECT_LABELS['count']}：" + "；".join(i.text for i in list(named.values())[:3]) if named else ""


def _described_code_lines(everything: list[MaterialItem], brief: AnswerBrief) -> str:
    """"how many messages hit the processing deadline and got re-queued?": a count of things the question tells
    in a code's own log words (its sample holds at least three of the question's words, more than any other code's)
    while no record carries that code (its record count is a verified 0) — that code's lines, not the records."""
    words = set(re.findall(r"[a-z][a-z-]{3,}", brief.question_text.lower()))
    scored: list[tuple[int, str, MaterialItem]] = []
    for item in everything:
        if (m := _CODE_SAMPLE.search(item.text)) and int(m.group(2)) > 0:
            sample = m.group(3).lower()
            scored.append((sum(1 for w in words if re.search(word_start(w), sample)), m.group(1), item))
    scored.sort(key=lambda s: -s[0])
    best = scored[0][0] if scored else 0
    if best < _DESCRIBED or any(n == best and c != scored[0][1] for n, c, _ in scored[1:]):
        return ""
    _, code, item = scored[0]
    if not any(f"（error_code={code}）共 0 笔" in i.text for i in everything):
        return ""
    return f"{ASPECT_LABELS['count']}：{item.text}"


def _step(text: str) -> str:
    """One runbook step of a how-to head: the knowledge claim without its "知识库写道：" and closing stop."""
    return text.removeprefix(_KNOWLEDGE_SAYS).rstrip("。；; ")


#: the lines of a team's services counted together (``agents.executor_ops.team_lines``)
_TEAM_LINES = regex(r"^团队 .+? 的服务（[^）]+）的 \S+ 日志在窗口内共 \d+ 条$")
_ALERTS_TOTAL = regex(r"^(?:团队 (?P<team>.+?) 的服务（(?P<members>[^）]+)）)?窗口内告警(?:共 (?P<total>\d+) 个，|：)"
                      r"正在触发\(firing\) (?P<firing>\d+) 个，"
                      r"已恢复\(resolved\) (?P<resolved>\d+) 个(?:，其中窗口内开始的 (?P<began>\d+) 个)?")
_ALERT_NAME = regex(r"^「?告警 (\S+?)（服务 ([^，）]+)")
_SEVERITY_TOTAL = regex(r"^窗口内 (\S+) 级别的告警共 (\d+) 个，其中窗口内开始的 (\d+) 个")


def _alert_count(everything: list[MaterialItem], brief: AnswerBrief) -> str:
    """"现在有几个告警在响": the distinct verified alerts (of the subjects, when named), counted and named — an alert
    that fired twice in the window (two starts) is two alerts ("how many alerts did the db fire since last evening")."""
    subjects = [s.lower() for s in brief.subjects]
    states = ("正在触发",) if brief.alerts_counted == "firing" else ("正在触发", "已恢复")
    #: "新响了几个告警": only the alerts that began in the window (one begun before it and still firing is no new one)
    #: ("今天一共响了几个告警", ``window``: the alerts that began in the window the question names, firing or resolved)
    started = brief.window_start.rstrip("Z")[:19] if brief.alerts_counted in ("started", "window") else ""
    seen: dict[tuple[str, str, str], MaterialItem] = {}
    for item in everything:
        m = _ALERT_NAME.match(item.text)
        if m is None or not any(s in item.text for s in states):
            continue
        if subjects and m.group(2).lower() not in subjects:
            continue
        if brief.alert_severity and f"，{brief.alert_severity}）" not in item.text:
            continue
        if started and ((since := _ALERT_SINCE.search(item.text)) is None
                        or since.group(1).rstrip("Z")[:19] < started):
            continue
        since = _ALERT_SINCE.search(item.text)
        seen.setdefault((m.group(1), m.group(2), since.group(1).rstrip("Z")[:19] if since else ""), item)
    if not seen:
        #: "前台组今天响了几条告警": the query over the team counted none
        none = next((m for i in everything if (m := _ALERTS_TOTAL.match(i.text)) and m.group("team")
                     and int(m.group("firing")) + int(m.group("resolved")) == 0), None)
        return (f"团队 {none.group('team')} 的服务（{none.group('members')}）窗口内没有告警：共 0 个"
                if none is not None else "")
    what = ("正在触发的告警" if brief.alerts_counted == "firing" else
            "窗口内新开始的告警" if brief.alerts_counted == "started" else "窗口内触发过的告警")
    n = len(seen)
    #: the alert query's own counts (``窗口内告警：正在触发(firing) F 个，已恢复(resolved) R 个``) when claimed: more
    #: alerts than listed
    counted = next((m for i in everything if (m := _ALERTS_TOTAL.match(i.text))), None)
    if counted is not None and counted.group("team"):
        #: "维修组今天响了几条告警": the query over the team counts the subjects' alerts (the team's services) itself
        if not subjects or not set(subjects) <= {m.lower() for m in counted.group("members").split("、")}:
            counted = None
        else:
            subjects, what = [], f"团队 {counted.group('team')} 的{what}"
    if brief.alert_severity:
        counted = None  # the query counts alerts of every severity: those of the one asked are the ones listed
        #: "今天一共响了几条 critical 告警": the query's own count of the severity's alerts (never the listed ones
        #: summed by the answer) — all of them, or those begun in the window the question names
        of = next((m for i in everything if (m := _SEVERITY_TOTAL.match(i.text))
                   and m.group(1) == brief.alert_severity), None)
        if of is not None and not subjects and brief.alerts_counted != "firing":
            n = int(of.group(3) if started else of.group(2))
            return f"{what}中 {brief.alert_severity} 级别的共 {n} 个：" + "；".join(i.text for i in seen.values())
    if counted is not None and not subjects and not started:
        firing, total = int(counted.group("firing")), counted.group("total")
        n = firing if brief.alerts_counted == "firing" else int(total or firing + int(counted.group("resolved")))
    if started and counted is not None and not subjects:
        #: the alerts begun inside the window, as the alert query counts them (every one began inside: its total)
        n = int(counted.group("began") or counted.group("total")
                or int(counted.group("firing")) + int(counted.group("resolved")))
    elif started and brief.alerts_counted == "window":
        n = len(seen)  # the (subjects') alerts begun in the window, each listed
    elif started:
        #: no count of the query's own to state: the alerts are named, not counted
        return f"{what}：" + "；".join(i.text for i in seen.values())
    return f"{what}共 {n} 个：" + "；".join(i.text for i in seen.values())


def _episode_firings(everything: list[MaterialItem], brief: AnswerBrief) -> list[MaterialItem]:
    """The verified firings (one per start) of the subjects' alerts whose names hold the trouble's stems, in order.
    "排程库…锁等待了几次" of a database whose alert is named in words of its own ("DbWaitsClimbing", the stem "lock" in
    its description only): no name holds a stem — every alert of the subject is a time (as ``ANY_ALERT``)."""
    firings = _stem_firings(everything, brief, brief.episode_stems)
    if not firings and brief.subjects and brief.episode_stems and "" not in brief.episode_stems:
        firings = _stem_firings(everything, brief, ("",))
    return firings


def _stem_firings(everything: list[MaterialItem], brief: AnswerBrief, stems: Sequence[str]) -> list[MaterialItem]:
    """The firings of the subjects' alerts whose names hold one of ``stems`` (one per start; "" is any alert, its
    overlapping firings joined)."""
    subjects = [s.lower() for s in brief.subjects]
    seen: dict[tuple[str, str, str], MaterialItem] = {}
    for item in everything:
        m = _ALERT_NAME.match(item.text)
        since = _ALERT_SINCE.search(item.text)
        if m is None or since is None or (subjects and m.group(2).lower() not in subjects):
            continue
        #: (an empty stem, the planner's ANY_ALERT, is any alert of the subject: "X 今天出了几次问题")
        if any(stem.lower() in m.group(1).lower() for stem in stems):
            seen.setdefault((m.group(1), m.group(2), since.group(1)), item)
    firings = [seen[k] for k in sorted(seen, key=lambda k: k[2])]
    if "" not in stems:
        return firings
    #: any alert counted: alerts of the subject that overlap in time are one time it was in trouble
    kept: list[MaterialItem] = []
    last = ""
    for item in firings:
        began = _ALERT_SINCE.search(item.text)
        stamp = began.group(1).rstrip("Z") if began else ""
        if not kept or stamp > last:
            kept.append(item)
        last = max(last, _until(stamp, item))
    return kept


def _episode_runs(everything: list[MaterialItem], brief: AnswerBrief) -> str:
    """"工单app今天一共出了几次问题": the subject's separate runs of anomalous lines as its log query counts them (each
    run listed by the claim) — its alert firings miss a time that rang no alert, their sum is no number of the
    evidence."""
    head = f"{brief.episode_runs} 窗口内的 "
    item = next((i for i in everything if i.text.startswith(head) and "段异常（" in i.text), None)
    return f"数量/范围：{item.text}" if item is not None else ""


def _episode_count(everything: list[MaterialItem], brief: AnswerBrief) -> str:
    """"how many times did X's pool get exhausted today?": its alert's firings in the window, counted and listed."""
    firings = _episode_firings(everything, brief)
    if not firings:
        return ""
    unalerted = _unalerted_episodes(everything, brief, firings) if "" in brief.episode_stems else []
    if not unalerted:
        return f"数量/范围：{_firings_line(firings)}"
    #: "how many separate times did X blow up yesterday?": a trouble of X that rang none of X's alerts (an ERROR code
    #: of its own, hours away from every firing) is a time too — listed beside the firings (their sum is no number
    #: of the evidence, so it is not stated)
    return (f"数量/范围：{_firings_line(firings)}；此外还有未触发告警的 ERROR 日志（每段为另一段异常）："
            + "；".join(i.text for i in unalerted))


#: an alert's firing and a code's lines further apart than this are separate times the subject was in trouble
_UNALERTED_SLACK = 600


def _unalerted_episodes(everything: list[MaterialItem], brief: AnswerBrief, firings: list[MaterialItem]
                        ) -> list[MaterialItem]:
    """The subject's ERROR lines of one code (first to last seen) overlapping none of the counted firings (10 minutes
    either side) and starting more than 30 minutes after any such code's lines before them: each is a time the
    subject was in trouble that rang no alert of its own."""
    def at(stamp: str) -> datetime:
        return datetime.fromisoformat(stamp.replace("Z", "+00:00")).replace(tzinfo=None)

    spans = []
    for item in firings:
        began = _ALERT_SINCE.search(item.text)
        if began is None:
            return []
        start = began.group(1)
        spans.append((at(start), at(_until(start.rstrip("Z"), item))))
    subjects = {s.lower() for s in brief.subjects}
    found: list[tuple[datetime, datetime, MaterialItem]] = []
    for item in everything:
        m, first, last = _CODE_LINES.match(item.text), _FIRST_SEEN.search(item.text), _LAST.search(item.text)
        if m is None or first is None or last is None or m.group(1).lower() not in subjects:
            continue
        start, end = at(first.group(1)), at(last.group(1))
        if any(start.timestamp() - _UNALERTED_SLACK <= e.timestamp() and s.timestamp() <= end.timestamp()
               + _UNALERTED_SLACK for s, e in spans):
            continue
        found.append((start, end, item))
    kept: list[MaterialItem] = []
    latest: datetime | None = None
    for start, end, item in sorted(found, key=lambda f: f[0]):
        if latest is None or (start - latest).total_seconds() > _EPISODE_GAP:
            kept.append(item)
        latest = end if latest is None else max(latest, end)
    return kept


def _began_in_window(items: list[MaterialItem], brief: AnswerBrief) -> list[MaterialItem]:
    """``items`` less the alerts that began before the window (a firing carried over from the day before is no time
    of the day asked)."""
    start = (brief.window_start or "").rstrip("Z")[:19]
    return [i for i in items if not start or (m := _ALERT_SINCE.search(i.text)) is None
            or m.group(1).rstrip("Z")[:19] >= start]


def _firings_line(firings: list[MaterialItem]) -> str:
    """"窗口内告警 X 共触发 N 次（每次为一段异常）：…": the firings counted, each listed."""
    names = "、".join(dict.fromkeys(m.group(1) for i in firings if (m := _ALERT_NAME.match(i.text))))
    return f"窗口内告警 {names} 共触发 {len(firings)} 次（每次为一段异常）：" + "；".join(i.text for i in firings)


#: a record's line (``claims.order_claim``) and its owner's failed records in the window (``order_failed_claim``)
_RECORD_OF = regex(r"^订单 (.+?) 当前状态为 (\S+?)，创建于 (\S+?)(?:，用户 (\S+?))?(?:，错误码 (\S+))?$")
_OWNER_FAILED = regex(r"^用户 (\S+) 查询窗口内共 \d+ 笔订单，其中失败（带错误码）的 (\d+) 笔$")


def _owner_others(everything: list[MaterialItem], brief: AnswerBrief) -> str | None:
    """"这个会员今天还有别的开门失败吗": the owner's failed records in the window, less the record named before when it
    is one of them (failed, created in the window) — none left is "没有", any is "有". None without both lines."""
    asked = brief.owner_others
    record = next((m for i in everything if (m := _RECORD_OF.match(i.text)) and m.group(1) == asked), None)
    if record is None or not record.group(4):
        return None
    owner = record.group(4)
    counted = next(((m, i) for i in everything if (m := _OWNER_FAILED.match(i.text)) and m.group(1) == owner), None)
    if counted is None:
        return None
    m, item = counted
    created = record.group(3)
    start, end = brief.owner_window or (brief.window_start, brief.window_end)
    own = bool(record.group(5)) and (start or created) <= created <= (end or created)
    others = int(m.group(2)) - int(own)
    if others <= 0:
        return f"没有，用户 {owner} 在查询窗口内除 {asked} 外没有其他失败（带错误码）的订单。依据：{item.text}"
    #: "这个乘客还有别的失败订单吗": the other failed records the evidence names (the owner's lines with an error code,
    #: made in the window) are the answer itself — named by id, not only counted
    lines = [r for i in everything if (r := _RECORD_OF.match(i.text)) is not None]
    named = list(dict.fromkeys(
        f"{r.group(1)}（{r.group(2)}）" for r in lines if r.group(1) != asked and r.group(4) == owner and r.group(5)
        and (start or r.group(3)) <= r.group(3) <= (end or r.group(3))))[:others]
    which = f"：{'、'.join(named)}" if named else ""
    return (f"有，用户 {owner} 在查询窗口内除 {asked} 外还有 {others} 笔失败（带错误码）的订单{which}。"
            f"依据：{item.text}")


def _episodes_more_than_once(everything: list[MaterialItem], brief: AnswerBrief) -> str:
    """"was X's pool maxed out more than once yesterday?": yes when its alert fired more than once in the window."""
    firings = _episode_firings(everything, brief)
    if not firings:
        return ""
    return f"{'是' if len(firings) > 1 else '不是'}，{_firings_line(firings)}"


_ALERT_SINCE = regex(r"开始于\(since\) (\S+?)[，,；]")


#: the aspects an unheld subject leaves unanswered: its cause, and a yes/no blaming its trouble on a suspect (the
#: suspect's own trouble says nothing of a thing not identified)
_UNHELD_GAPS = frozenset({"cause", "yes_no"})


def unheld_gap(subjects: Sequence[str]) -> str:
    """The head's first line for a thing asked why it fails that no word of the world holds."""
    asked = "、".join(subjects)
    return f"未找到 {asked}：数据源中没有任何服务、描述或记录包含「{asked}」，无法确定它失败的原因"


def unheld_coverage(coverage: AnswerCoverage, subjects: Sequence[str]) -> AnswerCoverage:
    """The coverage of a question asking why an unheld thing fails: its cause is a gap (the claims kept on the row
    are the world-wide picture shown after the gap, never the thing's cause)."""
    rows = [row.model_copy(update={"status": "gap", "gap": unheld_gap(subjects)}) if row.aspect in _UNHELD_GAPS
            else row
            for row in coverage.aspects]
    answered = sum(r.status != "gap" for r in rows)
    return coverage.model_copy(update={"aspects": rows, "answered": answered,
                                       "complete": bool(rows) and answered == len(rows)})


def _nothing_going_on(items: list[MaterialItem], subject: str) -> str | None:
    """"没有，X 健康…" when every verified record naming ``subject`` is free of anomalies (none fired and resolved
    either) and one says so; None otherwise."""
    mine = [i for i in items if subject in i.text]
    if not mine or any(_anomalous(i) for i in mine):
        return None
    line = _health(mine, subject, asks_problem=True)
    return line if line.startswith("没有") else None


_TEAM_COUNTS = regex(r"^窗口内各团队的 ?(\w*) ?日志条数：「([^「」]+?): (\d+)")


def _teams_ranked(everything: list[MaterialItem]) -> str | None:
    """"ERROR 日志最多的团队是 T（N 条）：窗口内各团队的 …" of the verified per-team counts; None without them."""
    for i in everything:
        if (m := _TEAM_COUNTS.match(i.text)) is not None:
            return f"{m.group(1) or ''} 日志最多的团队是 {m.group(2).strip()}（{m.group(3)} 条）：{i.text}".lstrip()
    return None


def lead_lines(material: AllowedMaterial, brief: AnswerBrief | None) -> list[str]:
    """The answer-first lines (empty without a brief)."""
    if brief is None or brief.coverage is None:
        return []
    zone = _zone(brief.timezone)
    #: (the record dating the event a window is told by says where the window came from: it answers nothing asked)
    by_id = {i.claim_id: i for i in (*material.confirmed, *material.inferences)
             if not i.text.startswith(_ANCHOR_EVENT_LINE)}
    lines: list[str] = []
    coverage = brief.coverage
    rows = sorted(coverage.aspects, key=lambda r: _FIRST.index(r.aspect) if r.aspect in _FIRST else len(_FIRST))
    gaps = []
    said: dict[str, str] = {}
    for row in rows:
        items = [by_id[i] for i in row.claim_ids if i in by_id]
        if brief.unheld and row.aspect == "yes_no":
            continue  # "<unheld>的问题是不是 X 搞的": the unheld gap heads the answer; X's trouble answers nothing
        if not items and row.aspect == "yes_no" and (line := _uncovered_yes_no(list(by_id.values()), brief, zone)):
            lines.append(line)  # "是同一个原因吗", "before midnight?": read from every verified record
        elif not items and row.aspect == "duration" and brief.action_span and (
                line := _span_of_actions(list(by_id.values()), brief, zone)):
            lines.append(line)  # "how long did the X rollout take?" of a clean rollout: its change events only
        elif not items and row.aspect == "count" and brief.episode_stems and not brief.subjects and (
                line := _episode_count(_began_in_window(list(by_id.values()), brief), brief)):
            #: "今天 <alert> 一共响了几次" naming no service: the alert's own firings that began in the window,
            #: whichever service rang it
            lines.append(said.setdefault(row.aspect, line))
        elif items:
            lines.append(said.setdefault(row.aspect, _line(row.aspect, items, brief, zone, list(by_id.values()))))
        elif row.aspect == "comparison" and not brief.subjects and (
                line := _one_code_by_service(list(by_id.values()))):
            #: "A和B是不是都在报 <code>" → "哪边报得多": the one code's verified lines per service, no subject named
            lines.append(said.setdefault(row.aspect, line))
        elif row.aspect == "comparison" and brief.episodes_compared and (
                line := _failed_pair(list(by_id.values()), brief, zone)):
            #: "这两波…哪波失败的单更多": each episode's verified failed records set the two against each other, though
            #: no claim of a change (a window compared with the one before) answers the comparison
            lines.append(said.setdefault(row.aspect, line))
        else:
            gaps.append(said.setdefault(row.aspect, row.gap or f"无法确定{ASPECT_LABELS.get(row.aspect, row.aspect)}："
                                                               "没有已核验的证据"))
    if brief.teams_ranked and (teamed := _teams_ranked(list(by_id.values()))):
        lines = [teamed, *lines]
    if brief.still and "health" in said and "end" in said:
        #: "还在报错吗", "is X still broken?": whether the trouble goes on. Its end answers it (是, 仍未恢复 /
        #: 否, 已恢复 at …) — the health of the whole window would say 是 of a trouble that ended hours ago; with no
        #: trouble in the window at all, its health (没有, healthy) answers it and no end time is missing
        ended = said["end"] in lines
        drop = said["health"] if ended else said["end"] if said["health"].startswith("没有") else ""
        lines, gaps = [x for x in lines if x != drop], [x for x in gaps if x != drop]
    elif brief.over and "health" in said and said.get("end") in lines:
        #: "is it over?", "恢复了吗": the end answers it (是, 已于 … 恢复 / 没有, still going) — the window's health
        #: ("否，X 有异常") would deny an end the trouble already had
        lines = [x for x in lines if x != said["health"]]
    elif brief.still and said.get("end") in gaps and brief.subjects and (line := _nothing_going_on(
            list(by_id.values()), brief.subjects[0])):
        #: "is X still broken?" of a subject with no trouble in the window: no end time to give — 没有, by its health
        lines, gaps = [line, *lines], [x for x in gaps if x != said["end"]]
    gaps = [*brief.notes, *gaps]
    if brief.unheld:
        asked = "、".join(brief.unheld)
        lines = [unheld_gap(brief.unheld), *(f"全局情况（并非 {asked} 失败的原因）：{line}" for line in lines)]
        gaps = [g for g in gaps if g not in lines]
    if brief.window_note:
        gaps.insert(0, brief.window_note)
    if not lines:
        lines = gaps or ["本次已核验的证据没有回答所问的问题"]
    else:
        lines += gaps
    if brief.window_label:
        lines.append(f"查询窗口：{brief.window_label}")
    return lines


def _store_callers_line(everything: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str | None:
    """"今天mysql的调用方报了多少错 pg那边的调用方呢": per store asked of its callers (``brief.store_callers``), the
    ERROR lines of the services above it over each of its own troubles, as the log query over those services counted
    them together (``agents.investigate.store_caller_calls``) — what its trouble cost them, never their other troubles
    of the window — the larger named when two stores are asked, one trouble each (invUA). None when no store asked
    had a trouble of its own in the window."""
    sides: list[tuple[str, int]] = []
    parts: list[str] = []
    for store, *callers in brief.store_callers:
        said = "、".join(callers)
        counted = [(m.group(1), int(m.group(2))) for i in everything
                   if (m := re.search(rf"^服务 {re.escape(said)} 的 ERROR 日志在 (\S+?) 内共 (\d+) 条", i.text))]
        if not counted:
            parts.append(f"{store} 在窗口内没有自身的异常记录，无从计算它出问题期间调用方的报错")
            continue
        runs = "；".join(f"{_span(span.split('~')[0], span.split('~')[1], zone)}（{brief.timezone}）共 {n} 条"
                        for span, n in counted)
        parts.append(f"{store} 出问题期间，其调用方（{said}）的 ERROR 日志：{runs}")
        if len(counted) == 1:
            sides.append((store, counted[0][1]))
    if not any("出问题期间" in p for p in parts):
        return None
    verdict = ""
    if len(sides) == 2:
        (a, na), (b, nb) = sides
        verdict = f"；{a} 这边更多" if na > nb else f"；{b} 这边更多" if nb > na else "；两边一样多"
    elif len(brief.store_callers) == 2 and len(sides) == 1 and sum("出问题期间" in p for p in parts) == 1:
        #: "which was worse, the mysql or the postgres?" where only one had a trouble of its own: that one
        verdict = f"；只有 {sides[0][0]} 这边出了问题"
    return "；".join(parts) + verdict
