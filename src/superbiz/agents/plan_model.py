"""The Planner's output (``Plan``, ``PlannedCall``) and what the data sources know (``Catalog``)."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, ConfigDict, Field

from superbiz.agents.question import learn_aliases

__all__ = ["DEFAULT_TIMEZONE", "NOW_SIDE", "Catalog", "Intent", "Plan", "PlannedCall", "WindowAnchor", "call_signature"]

Intent = Literal["confirm", "diagnose", "order", "knowledge", "overview"]
DEFAULT_TIMEZONE = "Asia/Shanghai"



#: the side of `Plan.events_compared` that is the trouble going on now (no event word: the failing code whose lines
#: run latest)
NOW_SIDE = "now"

class Catalog(BaseModel):
    """What the data sources know about; the offline Planner recognises entities from it."""

    model_config = ConfigDict(frozen=True)

    services: tuple[str, ...] = ()
    dependencies: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    #: service → ((dependency, kind), ...), from ``service_dependency``
    dependency_kinds: dict[str, tuple[tuple[str, str], ...]] = Field(default_factory=dict)
    descriptions: dict[str, str] = Field(default_factory=dict)
    teams: dict[str, str] = Field(default_factory=dict)
    alerts: tuple[str, ...] = ()
    error_codes: tuple[str, ...] = ()
    metrics: tuple[str, ...] = ()
    order_statuses: tuple[str, ...] = ()
    #: the statuses of records that carry an error code (records that failed, by the data, whatever the word)
    failed_statuses: tuple[str, ...] = ()
    #: each failed status → the services its records' error lines name (the trouble the records failed with)
    status_callees: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    timezone: str = DEFAULT_TIMEZONE
    data_start: datetime | None = None
    data_end: datetime | None = None
    #: services that never reported a log line, metric sample or alert (None: not known)
    silent: frozenset[str] | None = None
    #: hyphenated names no service bears that one service's alerts mention (a topic, a queue) → that service
    mentions: dict[str, str] = Field(default_factory=dict)
    #: each alerting service → the words of its alerts (names split at capitals, summaries), lower case
    alert_words: dict[str, str] = Field(default_factory=dict)

    def zone(self) -> ZoneInfo:
        try:
            return ZoneInfo(self.timezone)
        except (ZoneInfoNotFoundError, ValueError):
            return ZoneInfo(DEFAULT_TIMEZONE)

    def infra(self) -> dict[str, str]:
        """Each dependency that is a store, cache, queue or partner (not a call to another service) → its kind."""
        return {dep: kind for deps in self.dependency_kinds.values() for dep, kind in deps
                if kind.lower() not in ("service", "http", "grpc", "internal", "")}

    def applications_holding(self, word: str) -> list[str]:
        """The applications (no store, cache, queue or partner) whose description or team holds ``word``."""
        infra = self.infra()
        return [s for s in self.services if s not in infra
                and word in f"{self.descriptions.get(s, '')} {self.teams.get(s, '')}"]

    def aliases(self) -> dict[str, str]:
        return learn_aliases(self.services, self.descriptions, self.teams, infra=self.infra())


class PlannedCall(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    tool: str
    arguments: dict[str, Any]
    reason: str


class WindowAnchor(BaseModel):
    """A window told relative to an event the data must find first ("锁等待开始前一个小时", "the half hour before
    its rollout"): the event is asked first (``event_question``), then the question is planned over the span it
    sets (``agents.anchors``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    phrase: str
    event: str
    event_question: str
    kind: Literal["deploy", "onset"]
    before: bool
    minutes: int
    #: which window the span is: "a" the query window, "b" the one it is compared with
    side: Literal["a", "b"] = "a"
    #: the event's instant (ISO UTC) once found; "" before, or when the data held none
    at: str = ""
    #: the event was sought and not found: the window could not be set by it (a gap)
    unresolved: bool = False


class Plan(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    intent: Intent
    narrow_scope: bool
    aspects: list[str] = Field(default_factory=list)
    services: list[str] = Field(default_factory=list)
    unknown_services: list[str] = Field(default_factory=list)
    #: the entity a yes/no question suspects ("是不是 X 导致的")
    suspects: list[str] = Field(default_factory=list)
    #: distinctive words a yes/no question suspects when it names no entity ("the 3.18.0 deploy" → 3.18.0)
    suspect_terms: list[str] = Field(default_factory=list)
    alerts: list[str] = Field(default_factory=list)
    error_codes: list[str] = Field(default_factory=list)
    order_ids: list[str] = Field(default_factory=list)
    user_ids: list[str] = Field(default_factory=list)
    trace_ids: list[str] = Field(default_factory=list)
    #: order statuses the question names ("SHIPPING_PENDING")
    statuses: list[str] = Field(default_factory=list)
    #: "证书过期那次跟昨天发版那次比，哪次失败的订单多？": the word each of two incidents named by its event is logged
    #: with (each side's failed records counted by the error code whose failures began with it)
    events_compared: list[str] = Field(default_factory=list)
    #: the whole data range (record counts without an explicit window of their own cover all of it)
    data_start: str = ""
    window_minutes: int = 60
    window_start: str = ""
    window_end: str = ""
    #: the window in the configured zone, e.g. "2026-11-28 13:30 ~ 14:00（Asia/Shanghai）"
    window_label: str = ""
    window_explicit: bool = False
    #: the window's end said as a bound ("before midnight", "until 6", "十二点之前"): records are counted up to it,
    #: never followed past it
    window_end_said: bool = False
    #: the current question states its own window (not one inherited from the conversation)
    window_own: bool = False
    #: a count of failed records asked of the episode going on now ("and how many orders failed this time?" after
    #: "what's up with X?"): the records from where the alerts firing in the recent window began (that episode's
    #: start, when earlier than the window's), never those of an earlier episode of the data
    this_episode_records: bool = False
    #: a count of one named code's lines asked of the episode going on now ("这次一共报了多少条 C？"): the lines from
    #: the quiet gap before the latest alert episode of the service logging the code, never every episode's
    this_episode_code: bool = False
    #: a count of records of a status asked of one episode named by its order ("how many bed holds failed in the
    #: first storm?", "and in the second one?"): the records over that episode's own span (its subject's alerts,
    #: split from the next at the midpoint between them), never those of every episode of the data; -1 the one going
    #: on now, after a question about now whose window also holds an earlier one's end; 0 when none
    episode_records_nth: int = 0
    #: "那它什么时候恢复的?" after "X 昨天下午为啥发不出去": an end asked of a window carried from the conversation that
    #: ended before now — how far past the window's end its subject's lines are followed (up to 12 hours, never past
    #: now), so an episode the window cut off is read to its end (never "not recovered" of one that ended later)
    past_end_to: str = ""
    #: a duration asked of a subject whose time is not its own ("那 Y 呢？" after "昨天 X 持续了多久", or the untimed
    #: side of "which lasted longer, yesterday's X or Y?"): those subjects, and the wide window (the data, at most a
    #: day back, up to now) their episode is sought over when the window asked holds no anomaly of theirs
    elsewhere: list[str] = Field(default_factory=list)
    elsewhere_start: str = ""
    elsewhere_end: str = ""
    window_note: str = ""
    #: an onset asked of trouble going on now ("X errors right now" … "and since when?"): the start of the run of
    #: anomalies that reaches the window's end, not the day's first anomaly; also a duration asked of the episode
    #: going on now ("这次已经挂了多久了": read from that episode's own start)
    ongoing: bool = False
    #: "which one started first?" after "which services are failing right now?": the incidents going on, in the
    #: order they began (the window reaches back to their starts)
    incidents_first: bool = False
    #: "X - more errors from the bank cert thing or from the billing deploy?": per side, its words (3+ letters, no
    #: frame word) and the services it names — each side is one of the subject's error codes
    from_sides: list[list[str]] = Field(default_factory=list)
    #: the question asks a cause in words ("root cause?", "咋回事", "what's broken?"), not only by default (a metric, a
    #: record or a follow-up nothing narrower reads as): a quiet subject's dependencies answer only such a question
    cause_worded: bool = False
    #: "X 最新那一单是啥状态", "the customer's latest order": a customer's records newest first (not failed first)
    latest_record: bool = False
    #: "what statuses do the failed orders end up in?": the failed records (an error code set) counted by status, over
    #: the window asked (all the data when none is said)
    failed_statuses: bool = False
    #: the question counts alerts ("现在有几个告警在响"): the alert query's own counts are claimed
    alerts_counted: bool = False
    #: "维修组今天响了几条告警": the team whose services' alerts are counted (the alert query's ``team``)
    alert_team: str = ""
    #: "谁负责闸机那个app": the catalogue teams of the subjects whose owner is asked (``agents.owner``)
    owner_teams: list[str] = Field(default_factory=list)
    #: "会员组的服务今天报了多少错": the team whose services' lines are counted together (``agents.owner``)
    count_team: str = ""
    #: "今天上午哪个组的服务出问题最多", "which teams' services had trouble since lunch": the teams asked which — the
    #: window's ERROR lines of every service counted per catalogue team by the query (``query_logs(by_team=true)``)
    teams_ranked: bool = False
    #: "how many times did X's pool get exhausted?": the trouble's episodes counted — the stems its alert's name
    #: holds ("pool"); the subject's alerting caller (a pool alert fires on the application) is asked beside it
    episode_stems: list[str] = Field(default_factory=list)
    #: "工单app今天一共出了几次问题", "how many separate times did X have errors": the times the subject was in trouble,
    #: whatever the trouble — its anomalous lines' separate runs (``query_logs(episodes=true)``) are counted
    episode_runs: bool = False
    #: a count asked after a question about one record ("这笔怎么回事" … "一共失败了几笔？"): the records sharing that
    #: record's status are counted (over all the data unless the question names a window), not the record itself
    peer_count: bool = False
    #: a count asked of the owner of a record an earlier question named ("what happened to booking X?" … "how many
    #: of that member's bookings failed today?"): that customer's records are counted, in the question's window
    owner_count: bool = False
    #: "这个会员今天还有别的开门失败吗" / "did that member have any other failed bookings today?" after a question about
    #: one record: whether its owner has other records in that record's status in the window (a yes/no)
    owner_others: bool = False
    #: "what time was the first failed checkout order this morning?": the records of ``statuses`` are fetched oldest
    #: first and the onset is the first one's created time
    first_record: bool = False
    #: "more or fewer than Y had last night?" after "X errors this morning?": two subjects, each in its own window
    #: (services[0] in the window, services[1] in the compared one)
    crossed: bool = False
    #: "does anything else fail with that same code?" after a question about the subject: every service's ERROR
    #: lines over all the data, the subject's own codes found in other services answer yes
    same_code: bool = False
    #: the window (or the compared one) lies outside the data: no record there is evidence of nothing
    window_outside: bool = False
    #: a window told relative to an event (`WindowAnchor`)
    anchor: WindowAnchor | None = None
    #: a count carried from an earlier turn that asked log lines ("那10点到10点半呢" after "X 报了多少 ERROR？")
    lines_asked: bool = False
    #: services the question names that never reported anything (no evidence of their state either way)
    silent_services: list[str] = Field(default_factory=list)
    #: "is the <partner> fine?" of a peer that never reports, with callers: its bare health is read from the
    #: callers' lines of the window (the callers join the subjects after it); "" otherwise
    silent_asked: str = ""
    #: "the <partner> was broken last night, what happened?" of a peer that never reports: its callers are walked
    #: for the cause (they join the subjects before it); "" otherwise
    silent_cause: str = ""
    #: every dependency of the data that never reported anything (external peers): a cause chain may end at one
    #: its caller's lines name
    silent_peers: list[str] = Field(default_factory=list)
    #: ids and alert names the question names that the data does not hold (a gap, never a clean bill)
    unknown_refs: list[str] = Field(default_factory=list)
    #: "直播为什么失败": a thing asked why it fails that no word of the world holds — the answer states first that
    #: nothing holds it (the cause asked is a gap), then the world-wide picture, labelled as such
    unheld_subjects: list[str] = Field(default_factory=list)
    #: the subject's episodes asked one by one — set against each other ("这次跟第一次比，哪次报错多") or one named by
    #: its order with its end or duration asked ("第一次…几点恢复的"): each episode's own lines are queried over its
    #: own span
    episodes: bool = False
    #: "第一次缓存风暴期间预约服务报了多少错", "errors the booking app logged in the 2nd storm": a subject's lines
    #: counted over one episode named by its order (1, 2…; -1 the last) — its lines over that span are stated first
    count_nth: int = 0
    #: the window is the small hours said (凌晨, "early this morning"): a part of the night, whose start at midnight is
    #: no calendar bound — a trouble across midnight is counted whole (`investigate._trouble_span`)
    window_small_hours: bool = False
    #: the subject's episodes set against each other by how long each lasted ("哪次更久", "which one was longer"):
    #: each is timed by its chain — the subject's dependencies (through theirs) are read over the window too, and
    #: a dependency's records lying inside one episode extend it from the chain's first anomaly to its last
    episodes_spanned: bool = False
    #: the question counts two episodes ("这两波", "两次", "twice"): alerts that follow one another after a quiet
    #: gap are split into that many even when close enough to join as one
    episodes_two: bool = False
    #: two waves' failed records set against each other ("两波床位风暴 哪一波订床失败的更多？"): where no alerts
    #: tell the waves apart, the runs of the window's one failing code (its records more than ``_BURST_GAP`` apart
    #: split them) are the waves, each counted over its own span (`investigate._wave_run_calls`)
    failed_waves: bool = False
    #: one trouble told by its kind on two windows ("failed appts in yesterday's lock wait vs this morning's one"):
    #: each side's failed records are the runs of the one error code both windows' failed records share, each over
    #: its own span (`investigate._trouble_side_calls`), never every failure of the window
    failed_trouble_sides: bool = False
    #: two windows' failed records each told by a thing of its own ("昨晚排车失败的单 跟 昨天下午签合同失败的单"): each
    #: side's failed records are its window's most failing code's runs (`investigate._trouble_side_calls`)
    failed_things_sides: bool = False
    #: one trouble's two episodes named each by its own time ("解锁积压 昨天傍晚那次和今早那次，哪次更久？"): one window
    #: holds both and the subject's episodes in it are set against each other, as when named by their order
    episodes_timed: bool = False
    #: the two sides' own windows of ``episodes_timed`` (ISO start, end each, in time order): where the subject's
    #: alerts do not tell its episodes apart, its lines are queried over each side's window apart
    episode_windows: list[tuple[str, str]] = Field(default_factory=list)
    #: "选片App因此报了多少错" after "相册排版库今天怎么了": the lines counted are those the conversation's trouble
    #: caused — the earlier subject and the services between it and the one counted (their names in the counted
    #: service's error samples: "call to <dependency> failed"); [] when no count is asked "as a result"
    caused_by: list[str] = Field(default_factory=list)
    #: the status counted is the one whose records' error lines name the conversation's subject ("and how many?"
    #: after "why did X fail last night?"): its records alone, not the window's total and failed ones first
    statuses_by_trouble: bool = False
    #: the two episodes a comparison names by order ("第一次和第三次", "first storm vs the one now" → [1, -1]): those
    #: two are queried apart (not the first three); [] when the sides are not both named so
    episode_nths: list[int] = Field(default_factory=list)
    #: the one episode named by its order, carried from the earlier question when a follow-up refers to it by a
    #: pronoun ("那它什么时候恢复的?" after "闸机第一次为啥出问题": the first episode's end); 0 when none is carried
    episode_carried: int = 0
    #: the longest of the subject's episodes is asked ("哪次最久", "the longest outage"): every episode is queried apart
    #: (not only the first three), the chain below only over the longest of its alert episodes
    episode_longest: bool = False
    #: the question as the conversation completes it, when a part left out is read from it ("比第一次那波长还是短？"
    #: after "这次几点开始的" → "这次比第一次那波长还是短？"); "" when the question is read as asked
    asked_as: str = ""
    #: a second window the question sets against the first ("今天上午和昨天同一时段比"): ISO UTC bounds
    compare_start: str = ""
    compare_end: str = ""
    #: operations a yes/no question asks were done ("回滚了没有？" → ["回滚"]): answered from change events
    actions: list[str] = Field(default_factory=list)
    #: "the slot cache mess or the bad booking deploy?": the one side whose change events are searched (the deploy's
    #: service), not every subject's — empty: every subject's
    action_services: list[str] = Field(default_factory=list)
    #: operations a health question measures from ("回滚之后还好吗"): their change events bound "since"
    since_actions: list[str] = Field(default_factory=list)
    #: "发版之前有没有报错", "那之前呢 它有没有报过错" after a deploy told: the operations of ``since_actions`` bound
    #: the time asked from after — only anomalies first seen before their change event count
    before_action: bool = False
    #: "was X failing anything earlier than that?" after a trouble told by its kind (``question_ops.
    #: before_told_trouble``): the words of that trouble's records — only the subject's anomalies first seen before
    #: the trouble's first record count (invUC)
    before_trouble: list[str] = Field(default_factory=list)
    #: change operations searched before a cause question's window (a deploy just before the first error)
    cause_changes: list[str] = Field(default_factory=list)
    #: "was it the X deploy?": the change suspected is the suspect's own (its change events are searched, not the
    #: subject's), before the first anomaly of the subject or the suspect
    change_suspect: bool = False
    #: "现在缴费失败是不是因为 X 昨晚那次发版？": the trouble blamed on X's change is the one going on now — X's change
    #: explains no current trouble that began after X's own anomalies had ended
    change_trouble_now: bool = False
    #: the clock a follow-up names the suspected change by ("was it the rollout at 1:30?"): ISO UTC; its change
    #: events are searched from there (the window stays the conversation's)
    change_at: str = ""
    #: "是不是 X 12:55 那次发版把 X 搞挂的", "was it its own deploy?": the change asked is the subject's own (by its
    #: name or "its own"), so another service's deploy is no answer to it (``executor_ops._no_change_before``)
    change_own: bool = False
    #: metrics whose value the question asks ("命中率现在多少？" → the hit-ratio series of the subject)
    metrics_asked: list[str] = Field(default_factory=list)
    #: metrics two windows are compared by ("p99 比今早8点高了吗"): the head compares that measure, never log counts
    metrics_compared: list[str] = Field(default_factory=list)
    #: "X 昨天下午锁那次 和 今天凌晨缓存那次，哪次报错更多？": each window's side names its incident by its event, so
    #: each side counts the one error code its episode began in that window, never every line of the day part
    episode_codes: bool = False
    #: the two episodes compared are one trouble's ("X 连接池昨晚那次和现在这次"): the code both windows logged
    episode_one_trouble: bool = False
    #: each side of the two windows names an episode ("中午那次和傍晚那次连接池打满"): a side's window is where its
    #: episode began, and the count follows the episode's alert past that window's end
    episode_sides: bool = False
    #: "lesnami errors in the past hour vs during last night's deploy", "X 发版那会儿报了多少条 C": the window ("a") or
    #: the compared one ("b") that is a deploy's own span — from its start event to its rollback or completion, found
    #: among the change events of the window said (of the data up to now when none is) — never the whole night
    deploy_side: str = ""
    #: "提醒服务现在的积压消息数 比一个小时前涨了多少": a measure's value now set against its value at an earlier
    #: instant (the window just before ends there) — each window's latest sample, never the windows' averages
    measure_instants: bool = False
    #: "more in the 4:10 wave or the ten-to-five one?": each side is a wave named by its clock — the error code of
    #: the subject that began nearest each clock, counted over its own run (the hours around two clocks 40 minutes
    #: apart overlap, and a wave runs past its clock's hour)
    clocked_waves: bool = False
    #: "during the redemption backlog who logged more errors, A or B": two subjects compared over the one episode both
    #: logged errors in (their overlapping runs), the trouble told with no time
    shared_trouble: bool = False
    #: "did X log more errors during the payments slowness or during the courier cert outage?": two incidents of one
    #: subject named by their events, no time on a side — per side, the names a code's sample of the subject must
    #: hold to be that incident's (the side's services, the subject's dependencies leading to them, a version)
    incident_marks: list[list[str]] = Field(default_factory=list)
    #: "好多用户反馈 App 上付款一直失败，咋回事": a cause of records failing with no subject named — the window's
    #: failed records (their error codes) pick the service whose lines carry those codes, never the first chain found
    failed_trail: bool = False
    #: "customers' card payments keep failing at the tills, what broke?": records failing told beside the services the
    #: words name — when those and their dependencies show nothing wrong, the window's failed records (their codes)
    #: pick the service behind the trouble (``investigate.quiet_trail_open``)
    quiet_trail: bool = False
    #: "did X start before Y?": [X, Y] — the two onsets compared (a yes/no by their order)
    onset_order: list[str] = Field(default_factory=list)
    #: "交付库锁等待跟地磅队列积压，哪个先开始的": per side of ``onset_order``, the words of the trouble the side names
    #: (``symptoms.symptom_words``, lexicon only) — its onset is that of the side's records about it (the consumer's
    #: lag, not its earlier lock-wait errors); empty: the side's first anomaly
    onset_words: list[list[str]] = Field(default_factory=list)
    #: "门户重新发版在先，还是合同库变慢在先？": per side of ``onset_order``, "" or which of the side's deploys it names
    #: ("first", "last" for a redeploy, "bad") — its onset is that deploy's start (its change event), not an anomaly
    onset_changes: list[str] = Field(default_factory=list)
    #: "图稿发版 和 第二次连接池打满，哪个先开始的？": per side of ``onset_order``, the episode the side names by its
    #: order (2 = the second) or 0 — its onset is that episode's (its own lines, queried over its alert span)
    onset_nth: list[int] = Field(default_factory=list)
    #: "was it only the cache, or the db too?": the two dependencies named by kind, in the question's order — which
    #: of them had trouble in the window (each one's own records)
    either: list[str] = Field(default_factory=list)
    #: "今天mysql的调用方报了多少错 pg那边的调用方呢": per store asked of its callers, [the store, the services above
    #: it hop by hop] — their ERROR lines inside the store's own trouble are its count (invUA)
    store_callers: list[list[str]] = Field(default_factory=list)
    #: "did that one go ok?" after "did anything get deployed today?": the operation found is asked whether it went
    #: through — its own completion (or failure) event answers
    went_ok: bool = False
    #: the question asks whether a suspected trouble reached its subject ("did payments get hit by the cert
    #: thing?"), not a prediction or a time: a subject clean of the trouble is then a no (``causes``)
    harm_asked: bool = False
    #: "X 今天发了几次版", "how many times?" after "did anything get deployed today?": the operations in ``actions``
    #: are counted (their start events in the window, per service), not asked whether they were done
    count_actions: bool = False
    #: "昨晚 X 出事那会儿 Y 也跟着挂了吗": X, whose trouble only marks the time Y is asked about (its episode)
    time_marker: str = ""
    #: what a count question counts when the data holds nothing of it ("多少考生被判定作弊" → "考生被判定作弊")
    uncounted: str = ""
    #: a log level the question asks about explicitly ("有没有 ERROR 日志"): a narrow log check
    log_level: str | None = None
    #: a pronoun the conversation gives nothing to refer to
    unresolved_pronoun: bool = False
    #: a pronoun whose referent is an earlier question's symptom, no entity ("它几点恢复的" after "昨晚扣款失败是咋回
    #: 事"): that question, whose symptom words pick the records the follow-up is about
    referent: str = ""
    #: "这个是从几点开始的" after "现在有啥告警" (no entity anywhere): "this" is the alert firing now — its onset is
    #: the firing alert's start, not an older episode overlapping it
    firing_referent: bool = False
    #: a follow-up asking only how long ("持续了多久" after "昨晚 X 是不是慢了一阵"), the subject carried: the earlier
    #: question, whose symptom words pick the episode the conversation is about (the slowdown, not another trouble)
    episode_words: str = ""
    #: a follow-up how-to with no terms of its own ("下次再遇到该怎么办"): the earlier question whose terms it
    #: asks about
    topic: str = ""
    #: "and how many cases?" after "why did treatment plans fail?": the earlier question whose words name the status
    #: of the records a count naming a noun of its own counts (its records alone, not the window's total first)
    record_topic: str = ""
    #: the subject was taken from the conversation (the question names no entity of its own)
    inherited_subject: bool = False
    #: "跟昨晚那次是一个原因吗？": whether one subject's troubles in the two windows share a cause
    same_cause_windows: bool = False
    #: "是同一个原因吗" after "X 今晚出了两次问题": whether one subject's episodes within the one window share a cause
    same_cause_episodes: bool = False
    #: "跟昨晚充值被拒是同一个原因吗" after "开锁失败那些行程是什么原因": the two statuses' records are read over
    #: all the data (each side keeps its own time; the window is the follow-up's side's only)
    statuses_spanned: bool = False
    at: str | None = None
    timezone: str = DEFAULT_TIMEZONE
    dependency_graph: dict[str, list[str]] = Field(default_factory=dict)
    #: service → [(dependency, kind), ...] (``kind`` words such as mysql/redis link records to a dependency)
    dependency_kinds: dict[str, list[tuple[str, str]]] = Field(default_factory=dict)
    calls: list[PlannedCall] = Field(default_factory=list)
    source: Literal["rule", "model"] = "rule"
    notes: str = ""

    def summary(self) -> str:
        """A concise one-line thought for ``agent_step.thought``."""
        ents = ", ".join(self.services + self.unknown_services + self.alerts + self.error_codes + self.order_ids)
        tools = ", ".join(c.tool for c in self.calls)
        return (
            f"intent={self.intent} aspects={','.join(self.aspects)} entities=[{ents}] "
            f"window={self.window_label or f'{self.window_minutes}m'} calls=[{tools}]"
        )


def call_signature(tool: str, arguments: dict[str, Any]) -> str:
    """Stable identity of a retrieval, for the action memory that stops round 2 repeating round 1."""
    return f"{tool}({json.dumps(arguments, ensure_ascii=False, sort_keys=True)})"
