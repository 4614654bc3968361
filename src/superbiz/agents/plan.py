"""The Planner's output and the rule-based (offline) Planner.

The offline Planner reads the question (``agents.question``: the aspects asked, entities named by name or by
aliases learned from the data, pronouns resolved from the conversation, ids looked up in the world's own data),
resolves its time expressions to an absolute window in the configured zone (``agents.timeparse``) and picks
evidence calls per aspect (``agents.plan_calls``). It works on any world the user connects: nothing here is
specific to the demo data.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta, tzinfo
from functools import partial

from pydantic import BaseModel, ConfigDict, Field

from superbiz.agents.chain_words import chain_word_subject
from superbiz.agents.change_followups import rollback_subjects
from superbiz.agents.described_runs import described_run_owner
from superbiz.agents.episode_days import this_against_day
from superbiz.agents.loose_names import (
    acronym_name,
    booking_app_name,
    head_tail_said,
    kind_short_name,
    respoken_head_name,
    thing_deed_short_name,
    verb_first_name,
    verb_first_names,
)
from superbiz.agents.owner import owner_plan, team_counted, team_services
from superbiz.agents.plan_calls import plan_calls, retry_calls
from superbiz.agents.plan_model import NOW_SIDE, Catalog, Intent, Plan, PlannedCall, call_signature
from superbiz.agents.plan_terms import (
    AVERAGE_OF,
    CAUSE_PAIR_SPLIT,
    NO_QUANTITY,
    PAIR_SPLIT,
    abbreviated_name,
    about_failing,
    asked_level,
    compound_name,
    counts_incidents,
    counts_worded_status,
    deed_name,
    described_failing_status,
    doer_said,
    earlier_pair_side,
    failing_status,
    head_noun_name,
    head_prefix_name,
    head_prefix_said,
    head_suffix_name,
    names_records,
    near_name,
    percent_levels,
    respelled,
    same_cause_statuses,
    shared_start,
    shortened_kind_name,
    status_by_value,
    status_in_words,
    status_worded,
    statuses,
    statuses_compared,
    topic_in_words,
    uncounted,
    unglued,
    unheld_technology,
    unmeasured_quantity,
    worded_description_name,
)
from superbiz.agents.question import (
    ALERT_SEVERITY,
    ALERTS_COUNTED,
    ASPECTS,
    BACKLOG_WORDS,
    CATCH_UP,
    CAUSED,
    CAUSING,
    CLEFT_HARMED,
    EACH_CAUSE,
    FAILED_MORE,
    FIRST_FAILED_RECORD,
    FIRST_TIME,
    HARMED,
    HARMED_ZH,
    HARMS,
    ID_DOTS,
    LAST_TIME,
    PART_OF_CAUSE,
    QUEUE_KINDS,
    RECORD_ID_ASKED,
    SAME_CODE,
    SCENE_THEN_ASKED,
    STALE_WORDS,
    TOLD_THEN_SUSPECT,
    UNHELD_ID,
    WHICH_FIRST,
    IdLookup,
    asks_arrivals,
    asks_dependents,
    asks_failed_records,
    asks_failed_statuses,
    asks_firing_alerts,
    asks_health,
    asks_live_build,
    asks_log_lines,
    asks_owner_others,
    asks_record_owner,
    asks_span,
    asks_this_episode,
    aspect_worded,
    aspects_of,
    blank_names,
    cant_do_status,
    cause_worded,
    certificate_partner,
    compares_episodes,
    counted_state_status,
    counts_error_lines,
    counts_errors_or_failures,
    counts_own_noun,
    description_head,
    episode_ordinal,
    episode_pair,
    fails_again,
    has_pronoun,
    id_candidates,
    kind_groups,
    kind_matches,
    match_services,
    names_record_words,
    names_two_episodes,
    owner_asked,
    qualified_calls_failing,
    record_aliases,
    record_topic,
    status_matches,
    status_word_said,
    still_of_any_verb,
    symptom_owner,
    time_marker,
    without_episode_parts,
)
from superbiz.agents.question import episode_sides as named_episodes
from superbiz.agents.question_ops import (
    ACTION_WORDS,
    ACTIONS,
    DEPLOY_NOUN,
    METRIC_WORDS,
    MORE_THAN_ONCE,
    actions_asked,
    actions_before,
    actions_counted,
    actions_since,
    actions_spanned,
    actions_timed,
    actions_when,
    asks_same_cause,
    asks_times,
    asks_version_of_it,
    counts_carried_troubles,
    counts_episodes,
    counts_troubles,
    end_boundary,
    ended_after_bad_deploy,
    ended_before_asked,
    metrics_asked,
    metrics_named,
    onset_boundary,
    operation_order,
    threshold_asked,
    without_same_cause,
)
from superbiz.agents.question_text import clean_question, set_aside
from superbiz.agents.subjects import (
    EN_NO_QUALIFIER,
    GENERIC_ZH,
    USER_DEEDS,
    ZH_STATE_QUALIFIERS,
    ZH_STATE_WORDS,
    blamed_owners,
    glossed_head_owner,
    harmed_owners,
    held_subject_owners,
    misplaced_qualifiers,
    side_words,
    told_thing_owners,
    unheld_failing_subject,
    unheld_qualified_kinds,
    unheld_qualified_name,
    unresolved_subject,
)
from superbiz.agents.suspect_episode import CHANGE_HARM_ASKED, asks_yes_no_change, change_part_said, own_episode_asked
from superbiz.agents.symptoms import event_words, symptom_words, trouble_kinds
from superbiz.agents.timeparse import (
    PART_ENDS,
    TimeWindowSpec,
    asks_now,
    format_local,
    names_clock,
    resolve_time,
    state_around,
)
from superbiz.agents.timewindows import PRESENT_EPISODE, resolve_windows
from superbiz.agents.window_counts import counts_by_status, named_alert_firings
from superbiz.contracts import RetryContext
from superbiz.lazy_re import built, regex
from superbiz.render.answer_base import ANY_RECORDS_FAILED, LAST_EPISODE, LASTED_LONGER, LONGEST_EPISODE

#: ("the bad booking deploy": up to three words of the thing deployed between)
_BAD_DEPLOY_SIDE = regex(r"\b(?:bad|broken|faulty|buggy)\s+(?:[a-z][\w-]*\s+){0,3}?"
                         r"(?:deploy(?:ment)?|release|rollout|build|version)\b|"
                         r"坏版本|(?:坏|有问题|出问题)的(?:那个|那次)?(?:版本|发版|发布)|发版翻车|发布翻车", re.I)

__all__ = [
    "Catalog",
    "Plan",
    "PlannedCall",
    "call_signature",
    "offline_plan",
]

_CODE_RE = regex(r"\b[A-Z][A-Z0-9]{1,7}[-_][A-Z0-9]{2,8}\b")
_SERVICE_LIKE_RE = regex(
    r"(?<![A-Za-z0-9_.-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*-(?:service|svc|api|gateway|server|worker|db|engine|bridge|hub|"
    r"proxy|cache|queue|app|job|scheduler|consumer|producer|builder|scorer|router|pg|redis|mysql|store|core|manager|"
    r"daemon|agent)(?![A-Za-z0-9_.-])"
)
#: a lowercase hyphenated name ("loyalty-points"): a service-shaped word when no known service is named
#: a kind word with a qualifier before it ("搜索缓存", "the search cache", "billing database")
#: a technology said by its kind's own name before what of it is in trouble ("the mysql pool", "the redis cache")
_POOL_OR_STORE_OF_KIND = regex(r"\b(?:mysql|postgres(?:ql)?|mariadb|redis|memcached?|kafka|rabbitmq|elasticsearch|"
                               r"mongo(?:db)?)\s+(?:pool|connections?|db|database|cache|queue|cluster|instance|"
                               r"server|index)\b", re.I)


#: a kind word owned by the name before it ("订场的mysql", "订场的数据库", "booking's db")
_OWNED_KIND = regex(r"的\s*(?:mysql|postgres(?:ql)?|pg|mongo(?:db)?|数据库|主库|db|redis|缓存|kafka|消息队列|队列|"
                    r"elasticsearch|es|索引)(?![a-z])|'s\s+(?:mysql|postgres|pg|db|database|redis|cache|kafka|queue)\b",
                    re.I)


#: the application's own trouble set beside its store ("haulsched 报错跟它的 db 慢查询有关系吗"): both are asked, the
#: application the subject and its store the suspect — not the store alone
_APP_AND_ITS_STORE = regex(r"报错|错误|异常|有关|关系|引起|导致|造成|搞的|\berrors?\b|\bcaus|\brelated\b|\bbecause\b",
                           re.I)


def _kind_said_exactly(text: str, catalog: Catalog, kinds: Sequence[str]) -> list[str]:
    """Of ``kinds`` (dependencies a technology word named), those whose own kind is said as a word of ``text``."""
    said = {w.lower() for w in re.findall(r"[A-Za-z]+", text)}
    own = {dep: kind.lower() for deps in catalog.dependency_kinds.values() for dep, kind in deps}
    return [k for k in kinds if own.get(k) in said or (own.get(k) == "postgresql" and "postgres" in said)]


_QUALIFIED_KIND = regex(r"(?:(?![是的个那这哪吗了在不和跟与或被把])[\u4e00-\u9fff]){2}"
                        r"(?:缓存|数据库|消息队列|队列)|"
                        r"\b(?!(?:the|this|that|our|any|which|what)\b)[a-z]{3,}[ -](?:cache|database|db|queue)\b",
                        re.I)
#: "the ES slow queries", "redis evictions", "ES慢查询": a kind word, then a trouble of a thing of that kind
_KIND_THEN_TROUBLE = regex(r"(?<![\w-])(?:es|elasticsearch|opensearch|redis|memcached?|kafka|mysql|postgres(?:ql)?|db)"
                           r"[ -]?(?:slow[ -](?:quer(?:y|ies)|searches|reads|writes)|slowness|timeouts?|evictions?|"
                           r"lock[ -]waits?|consumer[ -]lag|lag|慢查询|慢|超时|驱逐|积压)", re.I)
#: "catalog.ingest": lowercase words joined by dots, as services of some worlds are named (no digits: no version,
#: no address); file names and web domains end in a word of ``_NOT_A_NAME_END``
_DOTTED_NAME_RE = regex(r"(?<![A-Za-z0-9_.-])[a-z][a-z_]{2,}(?:\.[a-z][a-z_]{1,})+(?![A-Za-z0-9_.-])")
_NOT_A_NAME_END = frozenset({"com", "org", "net", "io", "cn", "dev", "yaml", "yml", "json", "py", "log", "txt", "conf",
                             "md", "sh", "ini", "xml", "csv", "html", "js", "toml", "cfg", "properties"})
#: a plain lowercase word of five or more letters (a misspelt one-word service name)
#: "did the weather feed for the forecasts go down?": the part asked (a feed, an API…) and what it serves; the word
#: before the part names it, the words after "for the" only qualify it
_PART_FOR = regex(r"\bthe ([a-z]{3,}) (feeds?|apis?|services?|gateways?|queues?|streams?|pipelines?|endpoints?|"
                  r"integrations?|providers?|vendors?|jobs?|workers?)\s+(?:for|of|behind|feeding)\s+(?:the\s+|our\s+)?"
                  r"[a-z]")
#: words that size or place a part without naming it ("the main API for checkout" names checkout's API)
_PART_PLAIN = frozenset({"main", "primary", "secondary", "whole", "same", "new", "old", "other", "external", "internal",
                         "upstream", "downstream", "backend", "frontend", "public", "private", "shared", "live", "that",
                         "this", "first", "second", "last", "current", "entire", "only", "real", "actual"})
#: a latin word, hyphenated or not, that may be a known name said with a slip of the fingers
_SLIPPED_NAME_RE = regex(r"(?<![A-Za-z0-9_.-])[a-z][a-z0-9-]{3,}[a-z0-9](?![A-Za-z0-9_.-])")
_PLAIN_WORD_RE = regex(r"(?<![A-Za-z0-9_.-])[a-z][a-z0-9]{4,}(?![A-Za-z0-9_.-])")
#: "wavecam 摄像头服务", "wavecam 服务": a latin word a Chinese question calls a service
_ZH_CALLED_SERVICE_RE = regex(r"(?<![A-Za-z0-9_.-])([a-z][a-z0-9]{3,})\s*(?:[\u4e00-\u9fff]{1,4}?)?服务")
#: "dryerpay 烘干机支付服务挂了没", "figgy-pay 付款服务": a latin word (or hyphenated name) with a Chinese description
#: beside it, called a service
_ZH_DESCRIBED_NAME_RE = regex(r"(?<![A-Za-z0-9_.-])([a-z][a-z0-9]{3,}(?:-[a-z0-9]+)*)\s*"
                              r"([\u4e00-\u9fff]{2,12}?(?:服务|系统))")
#: "驯兽师排班系统 lionrota 今天正常吗": a Chinese description ending in 服务/系统/平台, the latin name after it
#: (group 1: the description, group 2: the name)
_ZH_DESCRIBED_BEFORE_RE = regex(r"([\u4e00-\u9fff]{2,12}?(?:服务|系统|平台))\s*([a-z][a-z0-9]{3,}(?:-[a-z0-9]+)*)"
                                r"(?![A-Za-z0-9_.-])")
#: "any errors on the brine pump controller pumpmaster?": an English description ending in a kind of part, the name
#: after it closing the clause (group 1: the description, group 2: the name)
_EN_DESCRIBED_BEFORE_RE = regex(r"\b((?:the|our)\s+(?:[a-z][a-z0-9-]*\s+){0,4}(?:service|system|api|app|platform|"
                                r"backend|module|gateway|worker|job|queue|database|db|cache|bot|engine|portal|daemon|"
                                r"pipeline|feed|server|proxy|agent|[a-z]{2,}(?:er|or)))\s+"
                                r"([a-z][a-z0-9]{3,}(?:-[a-z0-9]+)*)"
                                #: "is the van tracker vantrekk down?": a state word may close the clause after it
                                r"(?=\s*(?:(?:down|up|ok|okay|fine|slow|broken|healthy|working|failing|alive|dead|"
                                r"offline|online)\s*)?(?:[?？,.!;，。]|$))")
#: a window's end said as a bound ("before midnight", "until 6am", "up to noon", "十二点之前", "到六点为止")
_END_SAID = regex(r"\b(?:before|until|till|til|up to|by)\b|之前|以前|为止|前(?!天|儿|年|晚)", re.I)
#: words that may close a clause after a part's description without naming it ("is the booking service down?")
_NOT_A_NAME_AFTER = frozenset({"itself", "themselves", "though", "anymore", "overall", "really", "actually",
                               "down", "slow", "fine", "okay", "broken", "healthy", "working", "stuck", "lagging",
                               "still", "right", "there", "here", "lately", "recently", "overnight", "earlier",
                               "alright", "again", "today", "tonight", "yesterday", "now", "failing", "erroring",
                               "dead", "flaky", "busy", "full", "behind", "backed", "degraded", "online", "offline",
                               "up", "ok", "yet", "this", "that", "morning", "afternoon", "evening", "night", "week",
                               "midnight", "midday", "noon", "dawn", "daybreak", "sunrise", "sunset", "lunchtime",
                               "weekend"})
#: words ending like a part's kind ("-er", "-or") that are no part ("the van tracker after midnight?": "after" closes
#: no description, "midnight" is no name)
_NOT_A_PART_WORD = frozenset({"after", "over", "under", "never", "ever", "either", "neither", "whether", "other",
                              "another", "later", "earlier", "rather", "whatever", "however", "together", "sooner",
                              "faster", "slower", "longer", "shorter", "bigger", "better", "prior", "major", "minor"})
#: nouns of a trouble or a measure that may close a clause after a part's description ("the payments API outage?")
_TROUBLE_NOUNS = frozenset({"outage", "incident", "trouble", "problem", "backlog", "meltdown", "hiccup", "glitch",
                            "failure", "latency", "situation", "fiasco", "thing", "stuff", "error", "alert", "timeout",
                            "crash", "rollout", "deploy", "release", "rollback", "restart", "upgrade", "migration",
                            "status", "health", "traffic", "volume", "usage", "memory", "uptime", "downtime"})
#: "the container tracking service (boxtrack)", "集装箱跟踪服务（boxtrack）": a thing called a service, its name glossed
#: in brackets after it (group 1: the thing told with its gloss, group 2: the name)
_GLOSSED_NAME_RE = regex(r"((?:[a-z][a-z0-9-]*\s+){0,3}(?:service|system|api|app|platform|backend|module|gateway|"
                         r"worker)|[\u4e00-\u9fff]{0,12}?(?:服务|系统|平台))\s*[(（]\s*([a-z][a-z0-9-]{3,})\s*[)）]")
#: "is fumigo, the fumigation scheduler, down?": a latin word told with an English appositive that ends in a kind of
#: part (a scheduler, service, job…): a name the question gives with its description (group 1: the name, group 2: the
#: appositive)
_EN_APPOSITIVE_NAME_RE = regex(r"(?<![A-Za-z0-9_.-])([a-z][a-z0-9]{3,}(?:-[a-z0-9]+)*)\s*,\s*((?:the|our)\s+"
                               r"(?:[a-z][a-z0-9-]*\s+){0,4}(?:service|system|api|app|platform|backend|module|gateway|"
                               r"worker|job|queue|database|db|cache|bot|engine|portal|daemon|pipeline|feed|server|"
                               r"proxy|agent|[a-z]{2,}(?:er|or)))\s*(?:,|\?|$)")
#: plain words an appositive may follow that name no part ("well, the booking service, …")
_NOT_A_NAME = frozenset({"today", "tonight", "yesterday", "also", "again", "well", "okay", "guys", "folks", "team",
                         "please", "hello", "sorry", "quick", "thanks", "what", "about", "then", "yeah"})
#: "wreathline 正常吗", "油站监控摄像头 camwatch 今天有没有告警": a latin word a Chinese question asks the state of (the
#: state words of ``subjects.ZH_STATE_WORDS``)
#: "clawbeak 今晚有异常吗", "domehatch 昨晚有没有出问题": a part of the day (今晚, 昨晚, 早上…) or a bare 有 before the
#: state word, and 出错/出事/毛病 as state words, ask the state as 今天/有没有/报错 do
_ZH_STATE_ASKED_TAIL = (rf"(?:{ZH_STATE_QUALIFIERS.removesuffix('*')}|(?:今|昨|前)?(?:天|晚|早)?"
                        rf"(?:早上|上午|中午|下午|傍晚|晚上|夜里|半夜|凌晨)|今晚|昨晚|今早|刚刚|这会儿|那会儿|一直|到底|有|"
                        rf"出过|了)*"
                        rf"(?:{ZH_STATE_WORDS}|出错|出事|毛病|不对劲)")
_ZH_STATE_ASKED_RE = regex(rf"(?<![A-Za-z0-9_.-])([a-z][a-z0-9]{{3,}})\s*{_ZH_STATE_ASKED_TAIL}")
#: "钢琴调音机器人 pianobot 今天有问题吗", "孵化室温控 hatchtemp 今天有出错吗": a Chinese description of any ending
#: opening the question, a space, the latin name, then its state asked (group 1: the description, group 2: the name)
_ZH_DESCRIBED_ASKED_RE = regex(rf"^\s*([\u4e00-\u9fff]{{2,12}})\s+([a-z][a-z0-9]{{3,}}(?:-[a-z0-9]+)*)"
                               rf"(?![A-Za-z0-9_.-])\s*(?={_ZH_STATE_ASKED_TAIL})")
#: "furwash 洗澡预约今天有报错吗": a latin name opening a Chinese question, told before a Chinese description of its own
#: and the state asked (group 1: the name, group 2: the description)
_ZH_NAME_THEN_DESCRIBED_RE = regex(rf"^\s*([a-z][a-z0-9]{{4,}}(?:-[a-z0-9]+)*)\s*([\u4e00-\u9fff]{{2,8}}?)"
                                   rf"(?:[今昨前]天|[今昨]晚|今早|刚才|最近)?{_ZH_STATE_ASKED_TAIL}")
#: kinds of part a question may say in latin after its Chinese words ("车队卡 worker"): no name of a part
_KIND_WORDS = frozenset({"worker", "service", "server", "gateway", "cache", "queue", "database", "engine", "portal",
                         "daemon", "pipeline", "proxy", "agent", "kafka", "redis", "mysql", "postgres", "elastic",
                         "wifi", "network", "backend", "frontend", "consumer", "producer", "scheduler", "cron"})
#: a Chinese run ending in a time of day or a day ("前天下午", "昨晚", "十点左右", "三天前", "上周五", "12月2号")
_TIME_ENDED = regex(r"(?:[上下中]午|晚上|早上|凌晨|傍晚|半夜|夜里|[今昨前明]天|[今昨]晚|今早|那会儿?|这会儿?|左右|"
                    r"前后|以后|之前|之间|点半|点多|[点号时分]|天前|周[一二三四五六日天]|这次|那次|哪次)$")
#: a version named ("4.8.0", "v2.14.1")
_VERSION_NAMED = regex(r"(?<![\w.])v?\d+\.\d+(?:\.\d+)+(?![\w.])")
#: the name a yes/no or why-question opens with ("did stp-lodger fail…", "is the foo-bar down?", "why is x-y slow")
_HYPHEN_SUBJECT = regex(r"^\s*(?:why\s+)?(?:did|does|do|is|was|are|were|has|have|had|can|could)\s+(?:the\s+)?"
                        r"([a-z][a-z0-9-]*)(?=\s)")
#: "is lidlatch down?": a plain word whose state a question opens by asking
_PLAIN_SUBJECT = regex(r"^\s*(?:why\s+)?(?:is|was|are|were)\s+(?:the\s+)?([a-z][a-z0-9]{5,})\s+(?:still\s+)?"
                       r"(?:down|up|ok|okay|fine|healthy|broken|failing|dead|working|erroring|crashing|slow)\b")
#: "what happened to kiteloftd around 3am", "what's wrong with lidlatch": a plain word asked of by what befell it
_PLAIN_BEFELL = regex(r"\bwhat(?:'s|\s+is|\s+was)?\s+(?:happened|happening|wrong|up|going\s+on)\s+(?:to|with)\s+"
                      r"(?:the\s+)?([a-z][a-z0-9]{5,})\b(?!\s*[-'])")
_STATUS_TOKEN_RE = regex(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b")
_HYPHEN_NAME_RE = regex(r"(?<![A-Za-z0-9_.-])[a-z][a-z]{2,}(?:-[a-z]{3,})+(?![A-Za-z0-9_.-])")
_HYPHEN_WORDS = frozenset({"follow-up", "half-hour", "on-call", "real-time", "end-to-end", "check-in", "log-in",
                           "sign-in", "day-to-day", "up-to-date", "built-in", "third-party", "non-stop", "long-running",
                           "well-known", "one-off", "top-level", "high-level", "low-level", "read-only", "set-up",
                           "roll-out", "self-healing", "re-run", "time-out", "run-book", "per-service", "all-time",
                           "last-hour", "right-now", "drop-off", "sign-up", "back-off", "fall-back", "write-ahead"})
_METRIC_WORDS: tuple[tuple[re.Pattern[str], str, tuple[str, ...]], ...] = (
    (regex(r"\bcpu\b|处理器", re.I), "CPU", ("cpu",)),
    (regex(r"内存|\bmemory\b|\bram\b|\bheap\b|堆内存", re.I), "内存", ("mem", "heap", "rss")),
    (regex(r"磁盘|硬盘|\bdisk\b|\bstorage\b", re.I), "磁盘", ("disk", "storage", "volume", "fs_")),
    (regex(r"带宽|网络流量|\bbandwidth\b|\bnetwork\b", re.I), "网络", ("net", "bandwidth", "bytes")),
    (regex(r"\bgc\b|垃圾回收", re.I), "GC", ("gc",)),
    #: "快递合作方那边服务器负载多高", "what's the load average": a host's load (never a load balancer's, a load test)
    (regex(r"负载(?!均衡)|\bload\s+(?:average|avg)\b|\b(?:server|host|system|cpu)\s+load\b", re.I), "负载",
     ("load",)),
    #: "伺服电机电流正常吗", "motor voltage": an electrical quantity of a device (温度 stays a quantity of its own)
    (regex(r"电流|\bamperage\b|\bcurrent draw\b|\bmotor current\b|\bamps\b", re.I), "电流", ("current", "amp")),
    (regex(r"电压|\bvoltage\b", re.I), "电压", ("volt",)),
)
_MEASURE_WORDS = tuple(pattern.pattern for pattern, _, _ in _METRIC_WORDS)
_NOT_A_QUANTITY = frozenset({"and", "the", "for", "of", "in", "on", "at", "right", "now", "today", "since", "from",
                             "with", "than", "or", "are", "is", "was", "were"})
_CAMEL_RE = regex(r"\b[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+\b")
_WIDE = timedelta(hours=24)
#: a peak asked ("最多积压到多少", "最高到多少", "how high did it get", "what was the peak")
_PEAK_ASKED = regex(r"最多[\u4e00-\u9fff]{0,4}?到?(?:多少|几)|最高[\u4e00-\u9fff]{0,4}?到?(?:多少|几)|峰值|"
                    r"\bpeak(?:ed)?\b|\bhow (?:high|bad|big|deep) did\b|\bat (?:its|the) (?:worst|highest)\b", re.I)
#: "and the other one?", "另一次呢", "另外那波": the episode of the told trouble other than the one named before
_ANOTHER_EPISODE = regex(r"\bthe other (?:one|episode|storm|wave|incident|outage|time)\b|"
                         r"另(?:一|外)(?:一|那)?(?:次|波|回)", re.I)
#: "App 下单一直报 E-5030", "X throwing E-4471 like crazy", "failing withdrawals rn with E-5408": a code told as going
#: on (its cause lies in the window of now), not told as done ("刷了一堆 E-5034": wherever its lines lie)
_CODE_ONGOING = regex(r"一直|老是|总是|不停|还在|正在|持续|不断|\brn\b|\bright now\b|\bcurrently\b|\bkeeps?\b|"
                      r"\blike crazy\b|\b(?:is|are|am|keep|keeps)\s+(?:\w+\s+)?\w+ing\b|^\s*[\w.-]+\s+\w+ing\b", re.I)
#: how far a window ending where a part of the day ends is followed for an episode that ran past it
_PAST_PART_END = timedelta(hours=1)
#: a release named by its clock ("the 3:25 X release", "3点25那个版本"): what follows it is searched from a few
#: minutes before that clock
_CLOCKED_CHANGE = regex(r"\b\d{1,2}(?:[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\s*[ap]\.?m\.?)\s+(?:[\w-]+\s+){0,3}?"
                        r"(?:deploy(?:ment)?|release|rollout|build|version)\b|"
                        r"\d{1,2}\s*(?:[:：]\s*\d{2}|点(?:半|\d{1,2}分?)?)\s*(?:的|那个|那次|那版)?[^，。？?,]{0,20}?"
                        r"(?:发版|发布|上线|版本|部署)", re.I)
_CLOCK_SLACK = timedelta(minutes=5)
#: a Chinese question ("下午 14:30 那次发版是不是导致了现在的报错") keeps its own window reading (held-out keys)
_CJK = regex(r"[\u4e00-\u9fff]")
#: "十一点半报价失败", "上午9点报价": a Chinese clock (with its part of the day) written right before the thing asked of
_CLOCK_GLUED = regex(r"(?:[上下]午|早上|晚上|凌晨|中午|傍晚|今天|昨天)?"
                     r"(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*[点點]"
                     r"(?:半|[一三]刻|(?:\d{1,2}|[零一二三四五六七八九十]{1,3})分?)?(?=[\u4e00-\u9fff])")
#: "captionix (the subtitle generator)": a gloss in brackets right after a latin name
_GLOSS = regex(r"(?<=[A-Za-z0-9])\s*[(（][^()（）]{1,60}[)）]")
#: how long after a release its rollback is looked for
_UNDONE_WITHIN = timedelta(hours=2)
#: how far past a carried window's end an end asked of it is followed, and how long before now that end must lie
_PAST_END = timedelta(hours=12)
_PAST_END_MIN = timedelta(minutes=10)
#: a token shaped like a record id (letters and digits joined by - or _, or letters with 4+ digits; dots only in an
#: upper-case id of dotted segments)
_ID_LIKE = regex(r"(?=[A-Z0-9.]*\d)[A-Z][A-Z0-9]{1,11}(?:\.[A-Z0-9]{2,16}){2,4}|"  # dotted: PRQ.20260520.K7Q2M
                 #: slash-joined: PJ/2026/000777, MTR/0417/RVK (a digit anywhere in it)
                 r"(?=[A-Z0-9/]*\d)[A-Z][A-Z0-9]{0,11}(?:/[A-Z0-9]{2,16}){1,4}|"
                 r"[a-z][a-z0-9]{1,11}\.\d{3,16}|"  # a word and a number: cust.0000
                 r"(?!\d{4}-\d{2}-\d{2}$)(?=[^.]*\d)(?:(?=[^.]*[A-Za-z])[A-Za-z0-9]+[-_][A-Za-z0-9_-]+|"
                 #: joined by a middle dot ("PL·7777·00000")
                 rf"[A-Za-z0-9]+(?:[{ID_DOTS}][A-Za-z0-9]+)+|"
                 #: joined by an "@" ("KQ40417@fdf")
                 r"[A-Za-z0-9]+@[A-Za-z0-9]+|"
                 r"[A-Za-z]+\d{4,}[A-Za-z0-9]*|[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+){2,}|"
                 r"(?!HTTP|TLS|SHA|UTF|ISO|GMT|UTC|IPV)[A-Z][A-Z0-9]{5,23})|"  # upper-case record ids
                 r"(?=[0-9A-Z ]*\d)[0-9A-Z]{2,12}(?: [0-9A-Z]{1,12}){1,4}")  # spaced: 0379 NW 410075
_ALERT_NAMED = regex(r"(?:[告报]警|(?i:alert))\s*([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+)|"
                     r"([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+)\s*(?:[告报]警|(?i:alert))")


#: a record word right before a number ("toll transaction 8000000000", "交易号 8000000000", "order #12345678")
_RECORD_REF = regex(r"(?:\b(?:transactions?|orders?|records?|payments?|bookings?|tickets?|invoices?|id|no\.?|"
                    r"number)|交易号?|订单号?|单号?|流水号?|编号|记录)\s*[#:：]?\s*$", re.I)


#: "hit lot sales on the floor app", "the bike bookings in the rider app": a word qualifying records that are said to be
#: on (in, at) a service named after them — the records' own word (group 1), not a name of the service it may share
_RECORDS_ON = regex(r"\b([a-z]{3,})\s+(?=(?:sales|purchases|orders|bookings|transactions|payments|transfers|"
                    r"deliveries|shipments|tickets|records)\s+(?:on|in|at|through|via)\s+(?:the|our)\s)", re.I)


#: "more plan failures last night or production rejections tonight?": the failures / rejections themselves are the
#: records counted (their statuses), whatever service a word beside them names
#: "failed tool loans", "failed uploads": things failing said as "failed <noun>s" (never log lines, calls or jobs)
_FAILED_THINGS = regex(r"\bfailed\s+(?:[a-z][a-z-]{2,}\s+)?(?!(?:errors|logs|lines|alerts|warnings|exceptions|"
                       r"requests|calls|jobs|messages|checks|connections|queries|retries|deploys)\b)[a-z][a-z-]{2,}s\b",
                       re.I)
#: "缴费失败的", "被退回的": the records of a thing failing, said by ellipsis (never its log lines)
_FAILED_ONES_ZH = regex(r"(?:失败|被拒|退回|驳回)的(?!\s*(?:报错|错误|日志|告警))")
_RECORDS_AS_NOUNS = regex(r"\b(?:failures|rejections|declines)\b(?!\s+(?:in|of)\s+(?:the\s+)?logs?\b)", re.I)


def _records_on_service(plain: str, services: Sequence[str], names: Sequence[str],
                        aliases: Mapping[str, str]) -> list[str]:
    """The services the question names once a word qualifying records said to be on another service is dropped
    ("did the permit failures hit lot sales on the floor app?": the floor app's records, not the lot catalogue the
    word "lot" would name); ``services`` unchanged when that drops none or leaves none."""
    bare = _RECORDS_ON.sub(lambda m: " " if aliases.get(m.group(1).lower()) in services else m.group(0), plain)
    kept = match_services(bare, names, aliases) if bare != plain else list(services)
    return kept if kept and set(kept) < set(services) else list(services)


#: "有多少调用失败", "how many calls to it failed": calls failing, counted (of a silent partner: by its callers' lines)
_CALLS_FAILED = regex(r"调用\S{0,4}失败|失败的?调用|\bfailed (?:calls|requests)\b|"
                      r"\b(?:calls|requests)\b[^?]{0,40}?\bfail", re.I)


def _digit_ref(text: str, token: str) -> bool:
    """A number of 5+ digits named as a record ("transaction 8000000000", "booking 000000"), not a bare figure: an id
    the data may not hold."""
    if not re.fullmatch(r"\d{5,24}", token):
        return False
    at = text.find(token)
    return at >= 0 and _RECORD_REF.search(text[max(0, at - 24):at]) is not None


class _Entities(BaseModel):
    model_config = ConfigDict(frozen=True)

    services: list[str] = Field(default_factory=list)
    unknown: list[str] = Field(default_factory=list)
    alerts: list[str] = Field(default_factory=list)
    codes: list[str] = Field(default_factory=list)
    ids: dict[str, str] = Field(default_factory=dict)
    kinds: list[str] = Field(default_factory=list)
    #: id-like tokens and alert names the data does not hold
    missing: list[str] = Field(default_factory=list)
    #: "直播为什么失败": a thing asked why it fails that no word of the world holds (``unheld_failing_subject``)
    unheld: list[str] = Field(default_factory=list)

    @property
    def any(self) -> bool:
        return bool(self.services or self.unknown or self.alerts or self.codes or self.ids or self.missing)


def _dedupe(items: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(items))


#: "how long was the bad order release live before it got rolled back?": the release is what "it" is
_OWN_REFERENT = regex(r"\bthe\s+(?:[\w-]+\s+){1,4}(?:thing|issue|problem|incident|outage|failure|mess|"
                      r"deploy(?:ment)?|release|rollout|build)\b"
                      r".{0,40}?\b(?:it|that)\b", re.I)
_PRONOUN_SIDE = regex(r"\b(?:that|this|it)\s+or\b|\bor\s+(?:that|this|it)\s*[?？]?\s*$|"
                      r"(?:它|这个|那个)(?:还是|和|跟)|(?:还是|和|跟)(?:它|这个|那个)[?？]?\s*$", re.I)
_FIRST_SAID = regex(r"\bfirst\b|第一|最早", re.I)
#: "campers say their bookings timed out around 1pm, what caused that?": a trailing wh-clause whose pronoun points
#: back at the trouble the same question told before it (its referent is its own first clause, not the conversation)
#: ("whats causing it?": "what's" typed without its apostrophe)
_OWN_CLAUSE_REFERENT = regex(r"(?:[,;:–—]|\s-)\s*(?:so\s+|and\s+)?(?:whats?|why|how\s+come)\b[^,;:?]{0,30}?"
                             r"\b(?:that|it|this)\b\s*[?.!]*\s*$", re.I)


def _own_clause_referent(question: str) -> bool:
    """Whether the question's pronoun refers to the trouble its own first clause told (``_OWN_CLAUSE_REFERENT``)."""
    m = _OWN_CLAUSE_REFERENT.search(question)
    return m is not None and bool(symptom_words(question[:m.start()], lexicon_only=True)
                                  or _records_fail(question[:m.start()]))


#: how far back "which one started first?" of the incidents going on reads their starts
_INCIDENTS_BACK = timedelta(hours=3)


#: "X - more errors from the bank cert thing or from the billing deploy last night?": two causes of one subject's errors
_FROM_SIDES = regex(r"\bmore\s+(?:errors?|failures?|exceptions?)\s+from\s+(?P<a>[^?,;]{3,60}?)\s+or\s+"
                    r"(?:from\s+)?(?P<b>[^?,;]{3,60}?)\s*(?:\b(?:last night|today|yesterday|"
                    r"this (?:morning|afternoon|evening)|tonight|so far)\b)?\s*\??\s*$", re.I)
#: the frame of a side, no word of its cause
_SIDE_FILLER = frozenset({"the", "a", "an", "that", "this", "thing", "stuff", "one", "problem", "issue", "issues",
                          "deploy", "deployment", "release", "rollout", "outage", "incident", "mess", "last", "night",
                          "today", "yesterday", "from", "of", "with"})


def _from_sides(question: str, catalog: Catalog, lookup: IdLookup | None) -> list[list[str]]:
    """"pay.gate - more errors from the bank cert thing or from the billing deploy?": [[the one service named before
    the choice], then per side its text, its words (two letters or more, no frame word) and the services other than
    the subject it names]. [] for another shape."""
    m = _FROM_SIDES.search(question)
    if m is None or len(named := _entities(question[:m.start()], catalog, lookup).services) != 1:
        return []
    subject = named[0]
    out = [[subject]]
    for side in (m["a"], m["b"]):
        words = [w for w in re.findall(r"[a-z][a-z0-9]+", side.lower()) if w not in _SIDE_FILLER]
        named = [s for s in _entities(side, catalog, lookup).services if s != subject]
        if not words and not named:
            return []
        label = re.sub(r"^(?:the|a|an)\s+", "", side.strip(), flags=re.I)
        out.append([label, *words, *named])
    return out


#: "咋一直报错", "keeps failing", "还在报错": a trouble going on now — its onset is the episode's going on now
_GOING_ON = regex(r"一直|老是|总是|不停|还在|\bkeeps?\b|\bstill\b", re.I)


#: a state asked, then a trouble told as going on: "is the partner X down? scoring keeps failing"
#: (the question mark the question's normalisation closes it with is no question of the told clause's own)
_STATE_THEN_TOLD = regex(r"^\s*(?P<ask>[^?？]{3,160}?[?？])\s*(?P<told>[^?？]{3,160}?)\s*[.!。！]*[?？]?\s*$")
#: "is X ok? payments are erroring so i wonder": a trouble told in the present tense, going on now
_TOLD_TROUBLE_NOW = regex(r"\b(?:is|are)\s+(?:erroring|failing|timing out|throwing errors|down|broken|"
                          r"lagging|backing up|crashing)\b|正在(?:报错|失败|超时)", re.I)
#: a told clause that asks after all ("Y 还在报错吗？", "is Y still failing?")
_TOLD_ASKS = regex(r"[吗么嘛呢]\s*$|是不是|有没有|会不会|^\s*(?:is|are|was|were|does|do|did|has|have)\b", re.I)


#: "有没有导致 Y 失败", "是不是也引起了 Y…": a cause verb with no subject of its own (the clause before it is it)
_MARKER_CAUSED = regex(r"^[\s，,]*(?:(?:昨晚|昨天|今天|今早|早上|上午|下午|晚上|凌晨)\s*)?[\s，,]*"
                       r"(?:有没有|是否|会不会|是不是)\s*(?:也|还)?\s*(?:导致|引起|造成|引发|连累|拖累)")
#: the cause verb right after a yes/no marker, anywhere: "X 那波有没有导致 Y 失败", "X 是不是也引起了 Y 超时"
_MARKED_CAUSE_VERB = regex(r"(?:有没有|是否|会不会|是不是)\s*(?:也|还)?\s*(?:导致|引起|造成|引发|连累|拖累|连带)了?")
#: a past episode named with no time, then asked as a cause: "X 那波有没有导致 Y 失败", "X 那次是不是引起了 Y"
_EPISODE_CAUSED = regex(r"(?:那波|那次|那阵子?|那一波|那一次)\s*(?:有没有|是否|会不会|是不是)\s*(?:也|还)?\s*"
                        r"(?:导致|引起|造成|引发|连累|拖累)")
#: a trouble told, then another thing's state asked: "下午预约挂了，是不是供应商库存接口又出问题了？"
_TOLD_THEN_STATE = regex(r"^\s*(?P<told>[^，,。？?]{2,60}?(?:挂了|失败了?|报错了?|出错了?|超时了?|不行了|出问题了|"
                         r"约不上了?|用不了了?))\s*[，,]?\s*(?P<ask>(?:是不是|是否|会不会)\s*[^，,。？?]{1,40}?"
                         r"(?:又|也|还)?\s*(?:出问题了?|有问题|出故障了?|故障了?|挂了|出毛病了?)\s*(?:吗|么)?)"
                         r"\s*[？?]?\s*$")


#: the side's own phrase: what follows the last dash, colon or comma before it ("which … errors — the X gateway")
_SIDE_LEAD = regex(r"^.*(?:\s[—–-]+\s|[:：,，])\s*", re.S)


def _side_named_alone(text: str, services: Sequence[str], catalog: Catalog,
                      lookup: IdLookup | None) -> tuple[bool, str, str] | None:
    """(whether it is the first side, the service, the side's words) of a pair ("A or B", "A 和 B") whose one side
    names every one of ``services`` and whose other side names nothing by a name or alias but — read alone, by the
    short forms read when nothing else names a service, or by every word held in one service's description —
    exactly one other service; else None."""
    parts = PAIR_SPLIT.split(text, maxsplit=1)
    if len(parts) != 2:
        return None
    for k, (own, other) in enumerate(((parts[0], parts[1]), (parts[1], parts[0]))):
        own = _SIDE_LEAD.sub("", own) if k == 0 else re.split(r"[?？,，。.!]", own, maxsplit=1)[0]
        if not own.strip() or match_services(own, catalog.services, catalog.aliases()) or not set(services) <= set(
                match_services(other, catalog.services, catalog.aliases())):
            continue
        alone = _named_entities(own, catalog, lookup)
        if len(alone.services) == 1 and alone.services[0] not in services and not alone.unknown:
            return k == 0, alone.services[0], own
        #: "the QuikPay gateway": every word of the side held by the description of one and the same service
        words = [w for w in re.findall(r"[a-z][a-z0-9]{2,}", own.lower()) if w not in _SIDE_FILLER]
        held = [set(_holding(w, catalog)) for w in words]
        if words and len(common := set.intersection(*held)) == 1 and not common & set(services):
            return k == 0, common.pop(), own
    return None


def _state_then_trouble(question: str, catalog: Catalog, lookup_ids: IdLookup | None
                        ) -> tuple[str, list[str]] | None:
    """"Is the kafka cluster X broken? Y keeps lagging" → (X, [Y]): the one service whose state the question asks,
    and the other services its trailing statement tells going on in trouble; so is "Y 挂了，是不是 X 又出问题了？" (the
    trouble told first, X's state asked after it). None for any other shape."""
    m = _STATE_THEN_TOLD.match(question)
    if m is None or (_GOING_ON.search(m["told"]) is None and _TOLD_TROUBLE_NOW.search(m["told"]) is None) or (
            question.rstrip().endswith(("?", "？")) and _TOLD_ASKS.search(m["told"])):
        m = _TOLD_THEN_STATE.match(question)
    if m is None:
        return None
    said = _entities(m["told"], catalog, lookup_ids).services
    #: "is the speech recognition partner X down? scoring keeps failing": a word of the state's clause naming the
    #: service told failing ("speech") leaves X the one asked
    ask = _entities(m["ask"], catalog, lookup_ids)
    #: "SCADA网关握手失败，是不是遥测 kafka 出问题了？": the state asked of a dependency named by its kind word (with a
    #: word of its own) when the clause names no service
    asked = [s for s in ask.services or (ask.kinds if len(ask.kinds) == 1 else []) if s not in said]
    literal = [s for s in asked if _named_in_full(m["ask"].lower(), [s], catalog)]
    #: "Is the kafka cluster X broken?", "is the KYC vendor X down?": the one said by its name, not a service a
    #: word of the description before it ("cluster", "KYC") also names
    asked = literal if len(literal) == 1 else asked
    told = [s for s in said if s not in asked]
    return (asked[0], told) if len(asked) == 1 and told else None


#: a topic asking why ("账单为啥一直生成失败？"): its 一直 is the trouble's whole span, not the present hour (stop 48's
#: merge: tideline's "卡住了多少张？" counted over the data, as before a why-failed turn gave a topic)
_WHY_ASKED = regex(r"为什么|为啥|为何|\bwhy\b", re.I)


def _now_or_going_on(question: str) -> bool:
    return asks_now(question) or _GOING_ON.search(question) is not None


def _own_time(question: str, catalog: Catalog) -> bool:
    """The question names a time of its own (a window, or the present)."""
    return asks_now(question) or resolve_time(question, now=catalog.data_end or datetime.now(UTC),
                                              zone=catalog.zone()).explicit


def _names_time(question: str, now: datetime, catalog: Catalog) -> bool:
    """The question names a window of its own, or asks of a first or last time (an episode wherever it lies)."""
    return (resolve_time(question, now=now, zone=catalog.zone()).explicit or FIRST_TIME.search(question) is not None
            or LAST_TIME.search(question) is not None)




#: "点单app": "app" glued after Chinese words (their 应用)
_ZH_APP = regex(r"(?<=[\u4e00-\u9fff])\s?app(?![A-Za-z])", re.I)


def _entities(text: str, catalog: Catalog, lookup: IdLookup | None, *, follow_up: bool = False) -> _Entities:
    ents = _named_entities(text, catalog, lookup, follow_up=follow_up)
    if not ents.any and not ents.kinds and not ents.unheld and (unglossed := _GLOSS.sub(" ", text)) != text and (
            again := _named_entities(unglossed, catalog, lookup, follow_up=follow_up)).unknown and not again.services:
        #: "is captionix (the subtitle generator) having issues?": a gloss in brackets after a name the data does not
        #: hold only says what it is — the name stands alone an unknown (a gap), never the world's overview
        ents = again
    if not ents.services and not ents.ids and (unclocked := _CLOCK_GLUED.sub(" ", text)) != text and (
            again := _named_entities(unclocked, catalog, lookup, follow_up=follow_up)).services:
        #: "十一点半报价失败是啥原因": a clock glued to the thing asked of is no part of its name (never the unknown
        #: "十一点半报"): the thing is looked up without it (the window still reads the clock from the question)
        ents = again
    if (apped := _ZH_APP.sub("应用", text)) != text and set(ents.services) < set(
            (again := _named_entities(apped, catalog, lookup, follow_up=follow_up)).services) and not (
            set(again.unknown) - set(ents.unknown)):
        #: "咖啡点单app和后厨worker 今天谁报错多": "app" glued to Chinese words is their 应用 ("咖啡馆点单应用 / cafe
        #: ordering app") — taken when it names more services and nothing more unknown
        ents = again
    #: "hut regsitry looking alright?": nothing named at all, a slipped word of a description the one thing said
    if not ents.services and (ents.unknown or not (ents.any or ents.kinds or ents.unheld)):
        #: "is tankr tracking ok now?", "is the reveiws service ok?", "is abonnent svc ok?": a thing the data does not
        #: hold whose words, each put back from a slip of the fingers off a word of the world's names, descriptions
        #: or teams, name services and nothing unknown — those services (else the gap stands)
        held = [*catalog.services, *catalog.descriptions.values(), *catalog.teams.values()]
        if (fixed := respelled(text, held, swaps_only=not ents.unknown)) != text and (
                again := _named_entities(fixed, catalog, lookup, follow_up=follow_up)).services and not again.unknown:
            return again
        #: "what time did giftshop checkout start erroring": a word the world lacks that two neighbouring words of one
        #: description make, glued ("gift shop checkout"), is those two words — the services they name, nothing unknown
        if (fixed := unglued(text, held)) != text and (
                again := _named_entities(fixed, catalog, lookup, follow_up=follow_up)).services and not again.unknown:
            return again
        #: "which had more scanner errors" of the "gate ticket scanning service": a doer said for the deed its
        #: description says names that service (nothing unknown left)
        #: (only when each unknown name was such a doer: "is yardmind, the container tracking scheduler, down?" keeps
        #: yardmind a gap — stop 51's merge)
        if (fixed := doer_said(text, held)) != text and not any(u.lower() in fixed.lower() for u in ents.unknown) and (
                again := _named_entities(fixed, catalog, lookup, follow_up=follow_up)).services and not again.unknown:
            return again
    return ents


#: a measure's present value said ("现在的积压消息数", "the backlog now", "current queue depth"), no statistic of a
#: window (平均, 峰值, average, peak)
_PRESENT_VALUE = regex(r"现在|目前|当前|此刻|\bnow\b|\bcurrent(?:ly)?\b|\bright now\b|\brn\b", re.I)
_WINDOW_STATISTIC = regex(r"平均|均值|峰值|最高|最低|\bavg\b|\baverage\b|\bpeak\b|\bmax(?:imum)?\b|\bmin(?:imum)?\b",
                          re.I)


def _present_value_asked(question: str) -> bool:
    """Whether a measure's present value is asked against an earlier one (`Plan.measure_instants`)."""
    return _PRESENT_VALUE.search(question) is not None and _WINDOW_STATISTIC.search(question) is None


#: a deploy's own span said as a time: "during last night's deploy", "during the bad release", "X 发版那会儿",
#: "昨晚发布期间" (a deploy said as an occasion, not asked about); "during the league app's bad deploy" (a name of
#: words before its 's), "发版那半小时" (the deploy's own half hour: its span)
_DURING_DEPLOY = regex(r"\b(?:during|through(?:out)?|over)\s+(?:(?:the|that|its|last\s+nights?'?s?|yesterday'?s?|"
                       r"this\s+morning'?s?|today'?s?|(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*'s)\s+)*(?:(?:bad|botched|broken|failed|busted)\s+)?"
                       r"(?:deploy(?:ment)?|release|rollout|roll-out)\b|"
                       r"(?:发版|发布|上线|发新版)(?:那会儿?|那阵子?|那段(?:时间)?|期间|的时候|那时候?|"
                       r"那(?:半|一)?个?(?:小时|钟头))", re.I)


def _deploy_side(question: str, pair: bool, aspects: Sequence[str], services: Sequence[str]) -> str:
    """Which window a deploy's own span is (`Plan.deploy_side`): "a" for a count over it, or for the first side of
    two windows; "b" when it is said after the pair's split; "" when none is said, or the question asks of the
    deploy itself (its time, how long it took)."""
    m = _DURING_DEPLOY.search(question)
    if m is None or len(services) != 1 or not ({"count", "comparison"} & set(aspects)) or {
            "onset", "end", "duration", "cause", "yes_no"} & set(aspects):
        return ""
    if asks_failed_records(question):
        return ""  # "发版那会儿失败的借用单有多少": the domain's failed records, not the subject's lines
    if not pair:
        return "a" if "count" in aspects else ""
    split = PAIR_SPLIT.search(question)
    if split is None:
        return ""
    return "b" if m.start() > split.start() else "a"


#: the state of alerts said with them ("alerts are firing", "firing alerts", "is anything firing")
_ALERT_STATE = regex(r"\b(?:alerts?|alarms?|pages?|anything|something)\s+(?:(?:are|is|were|was)\s+)?(?:still\s+)?"
                     r"firing\b|\bfiring\s+(?:alerts?|alarms?)\b", re.I)


def _segment_with_kind(phrase: str, service: str, services: Sequence[str]) -> bool:
    """Whether ``phrase`` (a qualifier and a kind word) qualifies by a latin word that is a whole segment of
    ``service``'s own name and of no other name ("quillon 数据库" of quillon-mysql)."""
    def segments(name: str) -> set[str]:
        return {s for s in re.split(r"[-_.]", name.lower()) if len(s) >= 4}

    others = set().union(*(segments(s) for s in services if s != service))
    return any(w in segments(service) and w not in others for w in re.findall(r"[a-z][a-z0-9]+", phrase.lower()))


def _named_entities(text: str, catalog: Catalog, lookup: IdLookup | None, *, follow_up: bool = False) -> _Entities:
    known_codes = {c.upper(): c for c in catalog.error_codes}
    targets = [t for deps in catalog.dependencies.values() for t in deps if t not in catalog.services]
    names = [*catalog.services, *dict.fromkeys(targets)]
    candidates = [t for t in id_candidates(text, [*names, *catalog.alerts]) if t.upper() not in known_codes]
    ids = lookup(candidates) if lookup is not None and candidates else {}
    #: "这三天一共来过几次critical告警": an alert severity said beside the alert word is what alerts are counted by,
    #: never a name (an unknown service)
    plain = ALERT_SEVERITY.sub(" ", text)
    #: "the Loopers' service was throwing errors": a plural's possessive apostrophe before the part it owns is no
    #: part of the word it ends ("drivers' truck positions" stays the people's)
    plain = re.sub(r"(?<=[A-Za-z]s)'(?=\s+(?:service|app|system|api|backend|platform)\b)", "", plain, flags=re.I)
    #: "how many alerts are firing right now", "any firing alerts?": the alerts' state, never a service whose
    #: description holds the word ("kiln firing scheduler")
    plain = _ALERT_STATE.sub(lambda m: m.group(0).lower().replace("firing", " "), plain)
    lowered_names = {n.lower() for n in names}
    for token in ids:  # "用户 U1001" / "order X": the record word names the id, not a service
        #: "cycle CYC:00000:ZZ", "booking PTY-230094/b": a latin word right before an id is the world's own record
        #: noun, not a service ("cycle" is also cyclepay's short name) — unless it is a name of the world's own
        before = re.search(rf"\b([A-Za-z]+)\s+{re.escape(token)}", plain)
        own = rf"|\b{re.escape(before.group(1))}" if before and before.group(1).lower() not in lowered_names else ""
        plain = re.sub(rf"(?:订单|用户|客户|交易|\b(?:order|user|customer)s?{own})?\s*{re.escape(token)}", " ",
                       plain, flags=re.I)
    #: "usr.000aaa" where the users are "usr.bdebfe": an id of the world's own shape the data does not hold (a gap)
    unheld_ids = [token for token, kind in ids.items() if kind == UNHELD_ID]
    ids = {token: kind for token, kind in ids.items() if kind != UNHELD_ID}
    resolved = set(ids)  # a token typed without a stored id's spaces maps to "", its stored form to the kind
    ids = {token: kind for token, kind in ids.items() if kind}
    #: "短信网关挂了吗" / "is the sms gateway down?" where the world holds no word of the qualifier: a thing of that
    #: kind the data does not hold (a gap), never the world's one gateway that the bare kind word would name
    #: (judged only against a catalogue that describes its services: by bare names, "账本数据库" beside ledger-service
    #: cannot be told from a thing the world lacks)
    if (shortened := shortened_kind_name(plain, catalog.descriptions)) is not None:
        #: "pymt db", "invocing db", "nfz cache": a kind word whose qualifier shortens or misspells a word of one
        #: thing of that kind is that thing (never a gap)
        plain = re.sub(re.escape(shortened[0]), f" {shortened[1]} ", plain, flags=re.I)
    if (topic := topic_in_words(plain, catalog.mentions, [*names, *catalog.descriptions.values(),
                                                          *catalog.teams.values()])) is not None:
        #: "why were the SMS payout notices so late?" of a topic "payout.notices": the topic's words name the service
        #: whose alerts mention it, never the services its single words would ("payout" → the payout service)
        plain = plain.replace(topic[0], f" {topic[1]} ")
    #: (an alias the world's descriptions give — "大门网关" of "场馆入口网关" — is a held name, never a gap)
    unheld = [p for p in (unheld_qualified_kinds(plain, _world_words(catalog)) if any(catalog.descriptions.values())
                          else []) if p not in catalog.aliases()]
    loose = kind_short_name(plain, catalog.services, catalog.descriptions, catalog.infra())
    if loose is not None and any(phrase.lower() in loose[0].lower() for phrase in unheld):
        #: "the vent cache" of a "ventilation sensor cache": a kind word whose qualifier is said of the one thing of
        #: that kind (a start of its description's word, a segment of its name) is that thing, never a gap
        plain = plain.replace(loose[0], f" {loose[1]} ")
        unheld = [p for p in unheld if p.lower() not in loose[0].lower()]
    for phrase in unheld:
        plain = re.sub(re.escape(phrase), " ", plain, flags=re.I)
    for phrase, qualifier in misplaced_qualifiers(plain, catalog.descriptions):
        plain = plain.replace(phrase, qualifier)  # "短信网关" where only a reminder service holds 短信: that service
    if (last_word := head_tail_said(plain, catalog.descriptions, catalog.infra())) is not None and not any(
            s not in catalog.infra() for s in match_services(plain, names, catalog.aliases())):
        #: "商店今天早上6点到7点…", "商店…缓存那次": a two-word head's last word no other description holds ("商店" of
        #: "釉料商店", "shop" of "glaze shop") names that service, never every service's lines — only when no
        #: application is named otherwise ("账户服务…发完版 报价就开始报错" keeps its told trouble's own reading)
        plain = re.sub(rf"(?<![A-Za-z]){re.escape(last_word[0])}(?![A-Za-z])", f" {last_word[1]} ", plain)
    if (described := _unheld_described_name(plain, names, catalog)) is not None:
        #: "dryerpay 烘干机支付服务挂了没": a name the data does not hold, told with its description: an unknown
        #: (a gap), never the service the description's words (支付) would name — nor, of "figgy-pay 付款服务", the
        #: service sharing its first segment (figgy-app)
        plain = re.sub(rf"(?<![\w-]){re.escape(described[0])}(?![\w-])", " ", plain.replace(described[1], " "),
                       flags=re.I)
        unheld = [*unheld, described[0]]
    if follow_up:
        #: "影响了多少拍品" after "昨天出口许可为啥报错": the noun counted is what the trouble reached (the domain's
        #: records), never a new subject — even when a description holds it ("拍品目录")
        plain = _uncounted(plain)
    services = match_services(plain, names, catalog.aliases())
    if not services and (owner := described_run_owner(plain, catalog.descriptions)) is not None:
        services = [owner]  # "目录搜索慢成这样": a run of one description's own words, said whole (invTG)
    if len(services) > 1:
        services = _records_on_service(plain, services, names, catalog.aliases())
    if len(services) == 1 and services[0] not in plain and (said := head_prefix_said(
            plain, catalog.descriptions)) is not None and said[0] not in services and any(
            w in said[1] for w, s in catalog.aliases().items() if s == services[0] and w in plain.lower()):
        #: "联赛积分榜有啥问题吗": the start of one service's head ("联赛积分榜计算消费者") said whole around the
        #: alias word of another ("联赛" of "战队联赛服务") names the head's owner, the longer words said (invSH)
        services = [said[0]]
    if services and loose is not None and loose[1] not in services and _segment_with_kind(
            loose[0], loose[1], catalog.services):
        #: "提醒积压是不是 quillon 数据库搞出来的": a segment of one name said with its kind word ("quillon 数据库" of
        #: quillon-mysql) names that thing beside the services the other words name (it was named only alone)
        services = [*services, loose[1]]
    if len(services) == 1 and (head := glossed_head_owner(plain, {
            w: s for w, s in catalog.aliases().items() if s in services and w in plain.lower()},
            catalog.descriptions, catalog.teams)) is not None:
        #: "预约提醒短信发得特别慢": the compound's last word, an item of one service's bracketed list, is the thing
        #: that went wrong; the word before it (a service's alias) only says whose
        services = [head]
    if services and (qualified := unheld_qualified_name(plain, _world_words(catalog))) and not match_services(
            re.sub(re.escape(qualified), " ", plain, flags=re.I), names, catalog.aliases()):
        if (short := abbreviated_name(qualified, catalog.descriptions)) in services:
            #: "is the subs box service healthy?": a qualifier shortening the word before the head word of the one
            #: service's description ("subscription box service") names that service, never a gap
            services = [short]
        else:
            #: "any errors in push notifications today?": a name whose qualifier nothing holds is a thing the data
            #: lacks (a gap), never the service its head word ("notifications") names
            services, unheld = [], [*unheld, qualified]
    if services and (side := _side_named_alone(text, services, catalog, lookup)) is not None:
        #: "which logged more errors — the QuikPay gateway or the cart service?": a side of a pair said by a
        #: short form of one service (a kind word's qualifier, its description's words shortened) is that service,
        #: beside the other side's (no thing the data lacks: its description holds every word of it)
        services = [side[1], *services] if side[0] else [*services, side[1]]
        unheld = [p for p in unheld if p.lower() not in side[2].lower()]
    low = plain.lower()
    unknown = [*unheld, *(s for s in _dedupe(_SERVICE_LIKE_RE.findall(low)) if s not in {f.lower() for f in services})]
    if services and not unknown and (lead := _HYPHEN_SUBJECT.match(low)) and _HYPHEN_NAME_RE.fullmatch(
            t := lead.group(1)) and t not in _HYPHEN_WORDS and t not in ids and t not in lowered_names \
            and t not in catalog.mentions and not _measure_phrase(t) \
            and t.removesuffix("s") not in " ".join(_world_words(catalog)).lower():
        #: ("the tax-rates cache": a description's word; "check-ins" of "check-in kiosks": its plural, invSH)
        #: "did stp-lodger fail to lodge the payroll events…?": a hyphenated name the data does not hold, asked of
        #: as the question's own subject, is an unknown service (a gap; a slip off a held name still names that),
        #: never the service a later word of the question ("payroll") names
        services, unknown = [], [t]
    elif services and not unknown and (word := _unheld_plain_subject(low, catalog)) is not None and word not in ids:
        #: "is lidlatch down? riders can't lift the lids": a plain word no word of the world holds, asked the
        #: state of, is an unknown service (a gap), never the service a told clause's word ("riders") names
        services, unknown = [], [word]
    if not services and not unknown:  # "Is loyalty-points failing?": a hyphenated name the data does not hold
        hyphened = [t for t in _dedupe(_HYPHEN_NAME_RE.findall(low)) if t not in _HYPHEN_WORDS and t not in ids
                    and t not in {n.lower() for n in names} and not _measure_phrase(t)]
        if hyphened and any(s in _STATUS_TOKEN_RE.findall(text) for s in catalog.order_statuses):
            #: "a bunch of call-outs show BOOKING_VOID": beside a record status the data holds, written as the data
            #: writes it, a hyphenated plural word is the domain's own record noun — no unknown service
            hyphened = [t for t in hyphened if not t.endswith("s") or t in catalog.mentions]
        #: "the settle-events backlog": a name the alerts of one service mention (its topic) names that service
        #: "catalog.ingest 服务有问题吗" in a world of dotted names: a dotted name the data does not hold — unless
        #: one service's alerts mention it ("order.settled 这个 topic 有积压吗": its topic names that service)
        dotted = [t for t in _dedupe(_DOTTED_NAME_RE.findall(low)) if t not in ids and t not in hyphened
                  and t not in {n.lower() for n in names} and t.rsplit(".", 1)[1] not in _NOT_A_NAME_END]
        services = _dedupe([catalog.mentions[t] for t in (*hyphened, *dotted) if t in catalog.mentions])
        #: "the move-events backlog": a hyphenated word one service's description holds ("move-events queue")
        #: names that service (a queue's backlog then asks its lagging readers), never an unknown one
        #: "were check-ins failing?" of "check-in kiosks": the plural of the hyphenated word held is that word
        owned = {t: [svc for svc, text in catalog.descriptions.items()
                     if re.search(rf"(?<![\w-]){re.escape(t.removesuffix('s'))}s?(?![\w-])", text.lower())]
                 for t in hyphened}
        described_by = {t: owners[0] for t, owners in owned.items() if t not in catalog.mentions and len(owners) == 1}
        services = _dedupe([*services, *described_by.values()])
        #: "how many ore-car trips got aborted today?": a hyphenated word two descriptions hold ("ore-car tracking",
        #: "ore-car trips database") is the domain's own word — it names neither, and is no unknown service
        unknown = [t for t in (*hyphened, *dotted) if t not in catalog.mentions and t not in described_by
                   and len(owned.get(t, [])) < 2]
    if not services and not unknown and _PLAIN_BEFELL.search(low) and (
            word := _unheld_plain_subject(low, catalog)) is not None and word not in ids and not near_name(word, names):
        #: "what happened to kiteloftd around 3am": a plain word no word of the world holds, asked what befell it, is
        #: an unknown service (a gap), never an overview of the window
        unknown = [word]
    if not services and not unknown and (short := abbreviated_name(plain, catalog.descriptions)):
        services = [short]  # "tkt issu 挂了?": the words of one service's description, each shortened
    elif not services and not unknown and (noun := head_noun_name(plain, catalog.descriptions)):
        services = [noun]  # "how long was the portal down?": the one description ending in that noun
    elif not services and not unknown and (prefix := head_prefix_name(plain, catalog.descriptions)):
        services = [prefix]  # "快递员投大件一直失败": the start of one service's head, broken by a word of the question
    elif not services and not unknown and (tail := head_suffix_name(plain, catalog.descriptions)):
        services = [tail]  # "令牌化合作方": one service's head said without its first word ("银行卡")
    elif not services and not unknown and (deed := deed_name(plain, catalog.descriptions)):
        services = [deed]  # "旅客查行李位置的那个服务": what its users do, in the words of one service's head
    elif not services and not unknown and (deed := verb_first_name(plain, catalog.descriptions)):
        services = [deed]  # "订时段": the thing and deed ending one service's head ("时段预订"), said verb first
    elif not services and not unknown and len(deeds := verb_first_names(plain, catalog.descriptions)) == 2 and len(
            sides := PAIR_SPLIT.split(plain, maxsplit=1)) == 2 and all(
            verb_first_name(side, catalog.descriptions) == svc for side, svc in zip(sides, deeds, strict=True)):
        services = deeds  # "订场服务和租鞋服务 谁报错多": each side of a pair one service's head said verb first
    elif not services and not unknown and (booking := booking_app_name(plain, catalog.descriptions)):
        services = [booking]  # "订场app": the one booking app ("球道预订应用") called by its meaning words
    elif not services and not unknown and (short := thing_deed_short_name(plain, catalog.descriptions)):
        services = [short]  # "团订": the one "团体预订" head said by its thing's and its deed's own characters
    elif not services and not unknown and (joined := compound_name(plain, catalog.services)):
        services = [joined]  # "what broke lot registration?": a name joining the starts of the question's words
    elif not services and not unknown and loose is not None:
        services = [loose[1]]  # "ws网关", "GPS队列", "订单库": a qualifier of one thing of that kind, nothing else
    elif not services and not unknown and (initials := acronym_name(plain, catalog.descriptions)):
        services = [initials]  # "the kds rollback": the initials of one service's English head
    elif not services and not unknown and (respoken := respoken_head_name(plain, catalog.descriptions)):
        services = [respoken]  # "站台显示屏" of "站台信息屏": one head's first word and end, its middle said otherwise
    elif not services and not unknown and (told := worded_description_name(plain, catalog.descriptions, short=True)) \
            and told not in catalog.infra():
        services = [told]  # "Bars couldn't place orders": every word of one application's head, said by its users
    if not services and not unknown:
        words = [w for w in _dedupe(_PLAIN_WORD_RE.findall(low)) if w not in {i.lower() for i in ids}]
        #: "swelcast 过去1h报了多少错", "buoywrie 现在正常吗": one plain word a slip of the fingers off a known name
        unknown = [w for w in words if near_name(w, names)]
        #: "wavecam 摄像头服务挂了没": a plain word the data does not hold, called a service; "wreathline 正常吗": one
        #: whose state is asked (a word of the world, "redis 正常吗" beside orders-redis, names no unknown thing)
        held = " ".join(_world_words(catalog)).lower()
        asked = [w for w in _ZH_STATE_ASKED_RE.findall(low) if w not in held]
        #: "alerts 服务现在正常吗", "notify 服务": a latin word called a service that is (in the plural or not) one
        #: segment of exactly one service's name ("alert" of alert-relay) names that service, never an unknown one
        services = _dedupe([owner for w in _ZH_CALLED_SERVICE_RE.findall(low) if w not in unknown
                            and (owner := _segment_owner(w, catalog.services)) is not None])
        asked = [w for w in asked if _segment_owner(w, catalog.services) is None]
        unknown += [w for w in _dedupe([*_ZH_CALLED_SERVICE_RE.findall(low), *asked]) if w not in unknown
                    and _segment_owner(w, catalog.services) is None
                    and w not in {i.lower() for i in ids} and w not in {n.lower() for n in names}
                    and w.upper() not in known_codes and w not in {a.lower() for a in catalog.alerts}]
    if services and (m := _PART_FOR.search(low)) is not None and m.group(1) not in _PART_PLAIN and not match_services(
            low[:m.end(2)], names, catalog.aliases()) and m.group(1) not in " ".join(_world_words(catalog)).lower():
        #: "the weather feed for the forecasts": no name, description, team or metric holds "weather", so the feed
        #: asked is a thing the data lacks (a gap), not the service its qualifier ("forecasts") names
        services, unknown = [], [f"{m.group(1)} {m.group(2)}"]
    typos = {u: near for u in unknown if (near := near_name(u, names))}
    services = _dedupe([*services, *(typos[u] for u in unknown if u in typos)])
    unknown = [u for u in unknown if u not in typos]
    # a code the logs do not know may still be in the knowledge base (an uploaded runbook): kept
    codes = _dedupe([known_codes.get(c.upper(), c) for c in _CODE_RE.findall(plain)
                     if c.upper() in known_codes or c.upper() not in {s.upper() for s in catalog.order_statuses}])
    known_alerts = {a.lower(): a for a in catalog.alerts}
    alerts = _dedupe([known_alerts[w.lower()] for w in _CAMEL_RE.findall(text) if w.lower() in known_alerts])
    scope = _closure(services, catalog) if services else None
    kinds = [k for k in kind_matches(plain, catalog.dependency_kinds) if k not in services
             and (scope is None or k in scope)]
    if (len(services) == 1 and len(kinds) == 1 and not ids and _OWNED_KIND.search(plain)
            and not _APP_AND_ITS_STORE.search(plain)
            and kinds[0] in {dep for dep, _ in catalog.dependency_kinds.get(services[0], ())}):
        #: "订场的mysql 有问题吗": the kind word the application's name owns is its own store of that kind — the
        #: store is asked about, not the application above it
        services, kinds = list(kinds), []
    if not services and not unknown and not ids and len(kinds) > 1 and (
            by_word := _kind_by_word(plain, catalog, kinds)):
        services, kinds = [by_word], []  # "钱包那个 db 连接池是不是打满了": the database described by 钱包
    if not services and not unknown and not ids and kinds and (owner := _kind_side_owner(plain, catalog, kinds)):
        services = [owner]  # "账单那边是不是数据库连接池打满了": of the word's owners, the one with that kind beneath
        kinds = [k for k in kinds if k in _closure(services, catalog)]
    if not services and not unknown and not ids and not kinds and (owner := _side_owner(plain, catalog)):
        services = [owner]  # "理赔那边为啥一堆 500": the one application whose description holds the side's word
    elif not services and not unknown and not ids and not kinds and asks_same_cause(plain) and (
            owner := _side_owner(plain, catalog, _TROUBLE_NAMED.findall(plain))):
        services = [owner]  # "跟刷卡授权那个问题是同一个根因吗": the trouble named by its side's words
    if not services and not unknown and not ids and (partner := certificate_partner(plain, catalog.descriptions, [
            dep for deps in catalog.dependency_kinds.values() for dep, kind in deps if kind.lower() == "external"])):
        services = [partner]  # "航司证书…": a certificate named by a word of one external partner's description
    elif not services and not unknown and not ids and (owner := symptom_owner(plain, catalog.descriptions,
                                                                               catalog.infra())):
        services = [owner]  # "心跳积压几点开始的": the thing that backs up names its service
    elif not services and not unknown and not ids and not kinds and (owner := _lagging_owner(plain, catalog)):
        services = [owner]  # "truck positions are lagging way behind": of the holders of "truck", the one on a queue
    elif not services and not unknown and not ids and (owner := _alerted_owner(plain, catalog)) and (
            not kinds or owner in kinds):
        #: "Is this lock-wait episode already longer than the morning one?": no service named, the trouble's words
        #: are alerted on one service only (the store whose lock waits fire), so that one is asked, then its callers
        #: ("the db lock waits" where the world has two databases: the kind word's one whose lock waits fire)
        services, kinds = [owner, *sorted(_callers(owner, catalog))], []
    elif not services and not unknown and not ids and kinds and (
            by_latin := _kind_by_latin_word(plain, catalog, kinds)):
        services, kinds = [by_latin], []  # "token redis 还在 evict 吗": the redis whose name or description says token
    elif not services and not unknown and not ids and (by_thing := _trouble_thing_owner(plain, catalog)):
        services, kinds = [by_thing], []  # "the second redis storm", "the 2nd keg storm": the thing whose storm
    elif not services and not unknown and not ids and len(kinds) == 1 and _KIND_THEN_TROUBLE.search(plain):
        #: "when did the ES slow queries stop": a kind word before its own trouble, in a world with one dependency of
        #: that kind, names it (invSH)
        services, kinds = list(kinds), []
    elif not services and not unknown and len(kinds) == 1 and _QUALIFIED_KIND.search(plain):
        #: "搜索缓存这个问题持续多久了": a qualified kind word, in a world with one dependency of that kind, names it
        services = list(kinds)
        kinds = []
    elif not services and not unknown and not ids and len(kinds) > 1 and len(
            exact := _kind_said_exactly(plain, catalog, kinds)) == 1 and _POOL_OR_STORE_OF_KIND.search(plain):
        #: "when did the mysql pool blow up" with a mysql and a postgres beneath: the one dependency whose own kind
        #: the question says ("mysql"), never both databases nor the window's incidents
        services, kinds = exact, []
    by = _AFFECTED_BY.search(plain)
    victims = match_services(plain[:by.start()], catalog.services, catalog.aliases()) if by else []
    if services and (BACKLOG_WORDS.search(plain) or CATCH_UP.search(plain) or STALE_WORDS.search(plain) or (
            (_QUEUE_BACKING.search(plain) or asks_span(plain) or _QUEUE_TROUBLE.search(plain))
            and _all_queues(services, catalog))) and not (
            victims and not set(victims) & set(_queue_consumers(services, catalog))):
        #: "推送通知是不是也被 X 积压拖累了": a service named before the passive mark is the victim asked about, the
        #: queue's backlog after it the suspect — its lagging consumers are no subjects
        #: "Is the render backlog still going on?" naming a queue: the backlog is its consumers' lag (the queue
        #: itself logs nothing of it), so the applications that depend on it are asked, the queue beside them;
        #: "when did the alarm queue catch up?" asks the same lag's end, and so does "发货队列早上那波几点恢复的"
        #: (the onset, end or duration of a queue's trouble is its consumers' lag's)
        users = _queue_consumers(services, catalog)
        services = _dedupe([*users, *services]) if users else services
    elif services and asks_health(plain) and _all_queues(services, catalog) and not _QUEUE_ITSELF.search(plain) and (
            lagging := [c for c in _queue_consumers(services, catalog)
                        if BACKLOG_WORDS.search(catalog.alert_words.get(c, ""))]):
        #: "vehicle telemetry queue healthy?": a queue logs nothing of its own backlog — its consumers whose alerts
        #: speak of one (consumer lag) are asked beside it (never a user whose alerts speak of no backlog); the queue
        #: asked of itself ("X 这个 kafka 本身有没有毛病", "is the queue itself OK?") is the queue alone
        services = _dedupe([*lagging, *services])
    elif services and _all_queues(services, catalog) and not _QUEUE_ITSELF.search(plain) \
            and "cause" in aspects_of(plain, has_entity=True, has_record=False) and (
            lagging := [c for c in _queue_consumers(services, catalog)
                        if BACKLOG_WORDS.search(catalog.alert_words.get(c, ""))]):
        #: "昨晚八点电表读数一直读不出来，什么原因" naming a queue by its words: the queue logs nothing of its own
        #: trouble, so its consumers whose alerts speak of a backlog (the lag that kept the data from arriving) are
        #: asked beside it, as of its health — never "no anomaly" from the queue's silence alone
        services = _dedupe([*lagging, *services])
    #: "PTY-874968" of "PTY-874968/a": a part of a whole token held (or of the world's id shape) is no id of its own
    wholes = [t for t in candidates if t in resolved or t in unheld_ids]
    missing = [t for t in candidates if t not in resolved and (t in unheld_ids or (
        (_ID_LIKE.fullmatch(t) or _digit_ref(text, t)) and not any(t != w and t in w for w in wholes)))]
    missing += [w for pair in _ALERT_NAMED.findall(text) if (w := pair[0] or pair[1]).lower() not in known_alerts]
    if not (services or unknown or ids or kinds or alerts or codes or missing):
        #: "推送挂了吗", "is the invoicing service healthy?": a thing no name or alias names but the descriptions or
        #: teams of one to three applications hold (an English word by its stem)
        services = held_subject_owners(plain, lambda w, team=False: _heads_first(w, catalog, team=team),
                                       follow_up=follow_up, records=names_record_words)
    failing_unheld: list[str] = []
    if not (services or unknown or ids or kinds or alerts or codes or missing or follow_up) and (
            failing := unheld_failing_subject(plain, _world_words(catalog), names_record_words)) and not _records_word(
                failing, catalog):
        failing_unheld = [failing]  # "直播为什么失败": a gap first, then the world-wide picture labelled as such
    elif not (services or unknown or ids or kinds or alerts or codes or missing) and (
            subject := unresolved_subject(plain, _world_words(catalog), follow_up=follow_up,
                                          records=names_record_words)) and not (
            _ZH_SIDE_CALLED.search(plain) and _records_word(subject, catalog)):
        #: ("付款那块一直报错" where a description says "支付" and "payments": a side said in the words the world's
        #: records and English descriptions use is no gap, invTG)
        unknown = [subject]  # "支付服务现在正常不" in a world without one: a gap, never the whole world's health
    if not (unknown or ids or alerts or codes or missing) and not cause_worded(plain) and (
            tech := unheld_technology(plain, _world_words(catalog))) is not None:
        #: "商城的 redis 缓存命中率掉了没" in a world holding no redis: a thing the data lacks (a gap), never the
        #: health of the service it is said of (a suspect blamed — "是不是 redis 引起的" — is judged as before)
        services, kinds, unknown, failing_unheld = [], [], [tech], []
    return _Entities(services=services, unknown=unknown, alerts=alerts, codes=codes, ids=ids, kinds=kinds,
                     missing=_dedupe(missing), unheld=failing_unheld)


def _blamed(question: str, suspects: Sequence[str], catalog: Catalog) -> tuple[list[str], str]:
    """(owners, "") / ([], the unheld thing) / ([], "") of the thing a yes/no blames on its suspect, said before the
    yes/no marker with no name or alias there (``subjects.blamed_owners``)."""
    mark = _SUSPECT_MARK.search(question) or _SUSPECT_SLOT.search(question) or _CAUSE_OF.search(question)
    side = question[:mark.start()] if mark is not None else ""
    if not side.strip():
        return [], ""
    if named := match_services(side, catalog.services, catalog.aliases()):
        #: "are the failed manifests caused by X?": the side's alias in the plural, dropped from the entities, is
        #: still the thing blamed (never X's own trouble as the answer)
        return [n for n in named if n not in suspects], ""
    owners, thing = blamed_owners(side, lambda w, team=False: _holding(w, catalog, team=team), _world_words(catalog))
    owners = [o for o in owners if o not in suspects]
    return (owners, "") if owners else ([], thing)


def _unheld_suspect(question: str, catalog: Catalog) -> str | None:
    """The thing a yes/no names where it says its suspect ("是发票服务发版导致的吗", "跟风控服务有关系吗", "because of
    the fraud service?") when no name or alias is said there and nothing of the world holds it (``unresolved_subject``
    of the suspect's words), else None."""
    slot = suspect_slot(question)
    if not slot and (mark := _SUSPECT_MARK.search(question)) is not None:
        slot = question[mark.end():]
    if not slot.strip() or match_services(slot, catalog.services, catalog.aliases()):
        return None
    thing = unresolved_subject(slot, _world_words(catalog))
    #: "是否发版搞挂的": an operation or a trouble's kind said where the suspect is ("发版搞") is no thing named
    return None if thing is None or DEPLOY_SUSPECT.search(thing) or ACTION_WORDS.search(thing) else thing


#: everyday things asked of by what befell them, no service's name ("what happened to everything / the traffic")
_BEFELL_PLAIN = frozenset({"everything", "everyone", "everybody", "anything", "something", "traffic", "latency",
                           "errors", "orders", "checkout", "payments", "bookings", "customers", "users", "requests",
                           "performance", "throughput", "server", "servers", "system", "systems", "network",
                           "database", "service", "services", "website", "backend", "frontend", "deploy", "release"})


def _unheld_plain_subject(low: str, catalog: Catalog) -> str | None:
    """The plain word of six or more letters a question opens by asking the state of ("is lidlatch down?") when
    no word of the world's names, descriptions, teams, metrics or alerts starts as it does, else None."""
    m = _PLAIN_SUBJECT.match(low) or _PLAIN_BEFELL.search(low)
    if m is None or (word := m.group(1)) in EN_NO_QUALIFIER or word in _BEFELL_PLAIN:
        return None
    held = {w[:5] for w in re.findall(r"[a-z]{3,}", " ".join([*_world_words(catalog), *catalog.aliases()]).lower())}
    return None if word[:5] in held else word


def _unheld_described_name(question: str, names: Sequence[str], catalog: Catalog) -> tuple[str, str] | None:
    """(the word, its description) of a latin word no name, alias, description, team, code or alert of the world
    holds — nor a slip of the fingers off a name — followed by a Chinese description ending in 服务/系统, or glossed in
    brackets after a thing called a service ("the container tracking service (boxtrack)"), else None."""
    held = " ".join([*_world_words(catalog), *catalog.aliases(), *catalog.alerts, *catalog.error_codes]).lower()
    for m in _ZH_DESCRIBED_NAME_RE.finditer(question.lower()):
        if m.group(1) not in held and not near_name(m.group(1), names):
            return m.group(1), m.group(2)
    #: "驯兽师排班系统 lionrota 今天正常吗", "the brine pump controller pumpmaster": the description told before the
    #: name — an unheld name is a gap, never the service a word of the description (排班, brine) names
    english = list(_EN_DESCRIBED_BEFORE_RE.finditer(question.lower()))
    opening = [m for m in _ZH_DESCRIBED_ASKED_RE.finditer(question.lower())
               #: "前天下午 kioskpay 有没有异常": a time told before the name is no description of it
               if not _TIME_ENDED.search(m.group(1)) and m.group(2) not in {*_TROUBLE_NOUNS, *_KIND_WORDS}]
    for m in (*_ZH_DESCRIBED_BEFORE_RE.finditer(question.lower()), *opening, *english):
        word = m.group(2)
        if m in english and (len(word) < 6 or word.endswith("s") or word in _TROUBLE_NOUNS
                             or m.group(1).split()[-1] in _NOT_A_PART_WORD):
            continue  # "the midnight DB mess?", "the order counts": a trouble's or a measure's noun, no name
        if word not in held and word not in _NOT_A_NAME and word not in _NOT_A_NAME_AFTER \
                and not word.endswith(("ing", "ed", "ly")) and not near_name(word, names):
            return word, question[m.start(1):m.end(1)]
    #: "Is the container tracking service (boxtrack) down?": the name glossed is what is asked — unheld, a gap, never
    #: the service whose description holds a word of the gloss ("container")
    for m in _GLOSSED_NAME_RE.finditer(question.lower()):
        if m.group(2) not in held and not near_name(m.group(2), names):
            return m.group(2), question[m.start():m.end()]
    #: "is fumigo, the fumigation scheduler, down?": the name told with an English appositive — unheld, a gap, never
    #: the service a word of the appositive would name
    for m in _EN_APPOSITIVE_NAME_RE.finditer(question.lower()):
        if m.group(1) not in held and m.group(1) not in _NOT_A_NAME and not near_name(m.group(1), names):
            return m.group(1), question[m.start(2):m.end(2)]
    #: "furwash 洗澡预约今天有报错吗": the unheld name told before its own description (no time word) is what is asked —
    #: a gap, never the service a word of the description (预约) names
    told = _ZH_NAME_THEN_DESCRIBED_RE.search(question.lower())
    if told is not None and (word := told.group(1)) not in held and word not in _KIND_WORDS \
            and word not in _NOT_A_NAME and not _TIME_ENDED.search(told.group(2)) and not near_name(word, names) \
            and not _name_segment(word, names):
        return word, question[told.start(2):told.end(2)]
    return None


def _name_segment(word: str, names: Sequence[str]) -> bool:
    """Whether ``word`` (or its singular) is a segment of a service's name ("alerts 服务" of an "alert-…" service:
    the word called a service names the one holding it, invDG — no unknown name)."""
    segments = {seg for name in names for seg in re.split(r"[-_.]", name.lower()) if seg}
    return word in segments or word.rstrip("s") in segments


def _holding(word: str, catalog: Catalog, *, team: bool = False) -> list[str]:
    """The services whose description holds ``word`` (a Latin stem as the start of a word, any case): applications
    first, then the applications whose team holds it ("booking" is the booking API, not every service of team
    Booking), then the stores, caches, queues or partners described by it. ``team``: the team's only."""
    #: a Latin stem starts a word, never one half of a joined word ("fraud check" is not the "check-in" desk)
    pattern = re.compile(rf"(?<![a-z-]){re.escape(word)}(?![a-z]*-[a-z])" if word.isascii() else re.escape(word),
                         re.I)

    def held(text: str) -> bool:
        return pattern.search(text) is not None

    infra = catalog.infra()
    apps = [s for s in catalog.services if s not in infra]
    by_team = [s for s in apps if held(catalog.teams.get(s, ""))]
    if team:  # "the DBA team's service": its stores when the team owns no application
        return by_team or [s for s in catalog.services if s in infra and held(catalog.teams.get(s, ""))]
    return ([s for s in apps if held(catalog.descriptions.get(s, ""))] or by_team
            or [s for s in catalog.services if s in infra and held(catalog.descriptions.get(s, ""))])


def _heads_first(word: str, catalog: Catalog, *, team: bool = False) -> list[str]:
    """``_holding``, but of several holders of a Chinese word those whose description head holds it ("充值" of the
    top-up gateway "储值卡充值网关"), never those holding it only in brackets after their head (the wallet
    "游戏币钱包（投币扣费、充值入账）": one of the things it does)."""
    owners = _holding(word, catalog, team=team)
    if team or len(owners) < 2 or word.isascii():
        return owners
    headed = [s for s in owners if any(word.lower() in description_head(half).lower()
                                       for half in catalog.descriptions.get(s, "").split(" / "))]
    return headed if headed and len(headed) < len(owners) else owners


#: a thing said to lag behind ("positions are lagging way behind", "the feed lags"), or to back up
#: "无人机位置一直刷不出来，延迟老大": the same said in Chinese
_LAGGING = regex(r"\blag(?:s|ged|ging)?\b|延迟|滞后|跟不上", re.I)


#: "besides the gates", "apart from X", "other than the X trouble": a thing set aside from an overview of the rest
#: (the thing set aside ends at a comma or a mark, ASCII or full-width: "besides the booking db， what else …")
_BESIDES_ELSE = regex(r"\s*[,，]?\s*\b(?:besides|apart from|aside from|other than)\s+[^,.;?？，。；！!]{1,48}", re.I)
_ELSE_ASKED = regex(r"\b(?:anything|something|what|anywhere|anyone|any other thing) else\b|\bany other\b", re.I)
#: a queue named as lagging or piling up ("the command queue keeps piling up", "when did the X queue start lagging"):
#: its backlog — said of a queue only (lock waits pile up too)
_QUEUE_BACKING = regex(r"\bpil(?:e|es|ed|ing) up\b|\blag(?:s|ged|ging)?\b|\bfall(?:s|ing)? behind\b|"
                       r"延迟|滞后|跟不上|排队|排长队|"
                       #: "is the withdrawal queue stuck?": a queue stuck is its consumers' lag
                       r"\bstuck\b|\bjammed\b|卡住|卡死|卡着", re.I)


#: a queue's health asked of the queue itself ("notice.bus 这个 kafka 本身有没有毛病", "is the queue itself healthy?"):
#: its consumers' lag is not asked beside it
_QUEUE_ITSELF = regex(r"本身|自身|\bitself\b|\bper se\b", re.I)


#: "what happened to the dispatch queue last night?", "派车队列的问题": a queue's trouble told by no word of its own —
#: a queue logs nothing of its backlog, so it is its lagging consumers' (with ``_all_queues``)
_QUEUE_TROUBLE = regex(r"(?:队列|\bqueues?\b)[^，,。？?]{0,6}(?:的)?(?:问题|故障|怎么了|出(?:了)?(?:什么|啥)事)|"
                       r"\bwhat happened to\b[^?]{0,40}\bqueues?\b|"
                       #: "what's up with the proof upload queue?": the queue's trouble asked of the queue
                       r"\bwhat(?:'s|s| is) (?:up|wrong|going on) with\b[^?]{0,40}\bqueues?\b|"
                       r"\b(?:problem|issue|trouble)s?\b[^?]{0,20}\bqueues?\b|\bqueue(?:'s)?\s+(?:problem|issue|"
                       r"trouble|incident|outage)s?\b", re.I)


def _lagging_owner(question: str, catalog: Catalog) -> str | None:
    """A trouble told as lagging or a backlog with no service named ("truck positions on the map are lagging way
    behind"): of the applications a word of the question's descriptions hold ("truck": the dispatcher and the
    telemetry ingest), the one that reads a queue (a ``service_dependency`` of a queue kind) — a consumer's lag is
    what lags; None when no word is held, or none or several such holders read one."""
    if not (_LAGGING.search(question) or BACKLOG_WORDS.search(question) or STALE_WORDS.search(question)):
        return None  # "drivers' positions on the map froze": a picture frozen still is a consumer's lag too
    readers = {s for s, deps in catalog.dependency_kinds.items() if any(k.lower() in QUEUE_KINDS for _, k in deps)}
    #: Chinese words by their two-character pieces, less the words of operations and asking
    pieces = [run[i:i + 2] for run in re.findall(r"[\u4e00-\u9fff]{2,}", question) for i in range(len(run) - 1)]
    words = [*re.findall(r"[a-z]{4,}", question.lower()), *(p for p in pieces if p not in GENERIC_ZH)]
    #: "drivers" by its singular when the plural is held nowhere ("driver location tracker")
    owners = {o for w in words if w not in _LAG_PLAIN
              for o in (_holding(w, catalog) or (_holding(w[:-1], catalog) if w.endswith("s") else []))
              if o in readers and o not in catalog.infra()}
    return next(iter(owners)) if len(owners) == 1 else None


#: words of the trouble itself, never a thing held
_LAG_PLAIN = frozenset({"lags", "lagged", "lagging", "froze", "frozen", "stale", "behind", "backlog", "backlogs",
                        "consumer", "queue", "messages",
                        "what", "going", "with", "that", "this", "there", "since", "today", "still"})


#: a service blamed for another's trouble ("did the carrier cause the quote failures?"): a suspect, never a shared word
_BLAMED = regex(r"\b(?:caus\w*|because|due to|behind|blame\w*|culprit|responsible|fault)\b|"
                r"导致|引起|造成|害的|怪|连累|拖累", re.I)


def _chain_entry(question: str, catalog: Catalog) -> str | None:
    """The entry of the one dependency chain that a Chinese word of the question names: the applications whose
    descriptions hold the word (two or more; "直播" of the stream player and the transcoder it calls), all of one team
    whose name holds it too ("直播组"), of which one reaches every other through ``service_dependency``. None when no
    word names such a chain, or words name two."""
    infra = catalog.infra()
    pieces = {run[i:i + 2] for run in re.findall(r"[\u4e00-\u9fff]{2,}", question) for i in range(len(run) - 1)}
    entries = set()
    for piece in sorted(pieces - set(GENERIC_ZH)):
        apps = [s for s in catalog.services if s not in infra and piece in catalog.descriptions.get(s, "")]
        tops = [s for s in apps if all(o in _closure([s], catalog) for o in apps)]
        teams = {catalog.teams.get(s, "") for s in apps}
        #: the word is their one team's too ("直播组"): the team's product, not a word two teams' things share
        if len(apps) >= 2 and len(tops) == 1 and len(teams) == 1 and piece in next(iter(teams)):
            entries.add(tops[0])
    return next(iter(entries)) if len(entries) == 1 else None


def _named_in_full(low: str, services: Sequence[str], catalog: Catalog) -> bool:
    """Whether one of ``services`` is said by its name or by an alias of several words (not one shared word)."""
    forms = [s.lower() for s in services] + [w for w, s in catalog.aliases().items() if s in services and " " in w]
    return any(re.search(rf"(?<![a-z0-9]){re.escape(f)}", low) for f in forms)


def _measure_phrase(token: str) -> bool:
    """A hyphenated token that is a measure's words ("lock-wait", "hit-rate"): a trouble, never a service name."""
    spaced = token.replace("-", " ")
    return any(re.fullmatch(words, spaced, re.I) or re.fullmatch(words, f"{spaced}s", re.I)
               for words, _ in METRIC_WORDS)


#: "两次锁等待各挂了多少单": records broken, counted ("挂了多少单", "搞挂了几笔")
_RECORDS_BROKEN = regex(r"(?:搞|弄|整)?挂(?:了|掉)?(?:多少|几)(?:单|笔|张|个|份)?", re.I)


def _alerted_owner(question: str, catalog: Catalog) -> str | None:
    """The one service whose alerts carry the trouble a question names by a measure's words and nothing else
    ("lock-wait episode" → the store whose lock-wait alerts fire): its name and summaries hold the measure's stems;
    none or several such services: None."""
    spaced = _HYPHEN_NAME_RE.sub(lambda m: m.group(0).replace("-", " ") if _measure_phrase(m.group(0))
                                 else m.group(0), question.lower())
    stems = [stem for words, found in METRIC_WORDS if re.search(words, spaced, re.I) for stem in found]
    #: "证书过期那次…和现在连接池卡住的…比": two troubles named, neither alone is the subject; "各挂了多少单" is records
    #: broken (counted), no trouble of its own
    events = event_words(_RECORDS_BROKEN.sub(" ", spaced))
    if len(events) == 2 and "database" in events:
        #: "the db lock waits", "数据库锁等待": the kind word says where the one trouble is, it is no trouble of its own
        events = [e for e in events if e != "database"]
    if not stems or len(events) != 1:
        return None
    owners = [svc for svc, words in sorted(catalog.alert_words.items())
              if any(re.search(rf"\b{re.escape(stem)}", words) for stem in stems)]
    return owners[0] if len(owners) == 1 else None


#: "钱包那个 db", "积分的数据库", "机器状态这个缓存": a word, a pointing or linking word, then a kind word
_WORD_THEN_KIND = regex(r"([\u4e00-\u9fff]{2,10}?)\s*(?:(?:那个|这个|那套|这套|的)\s*"
                        r"(?:\bdb\b|数据库|\bdatabase\b|缓存|\bcache\b|消息队列|队列|\bqueue\b|索引)|"
                        #: "预约那个redis", "预约redis": a technology word after the word (a connector or none)
                        r"(?:那个|这个|那套|这套|的)?\s*(?:redis|mysql|postgres(?:ql)?|pg|kafka|mongo(?:db)?|"
                        r"elasticsearch|es|rabbit(?:mq)?|memcached?)(?![a-z]))", re.I)


def _kind_by_word(question: str, catalog: Catalog, kinds: Sequence[str]) -> str | None:
    """"钱包那个 db 连接池是不是打满了？" where the world has several databases: the word said before the kind word
    (its longest ending of 2+ characters a description holds) picks the one of them whose description holds it
    ("钱包数据库"); none or several: None."""
    for match in _WORD_THEN_KIND.finditer(question):
        run = match.group(1)
        for start in range(len(run) - 1):
            held = [k for k in kinds if run[start:] in catalog.descriptions.get(k, "")]
            if held:
                return held[0] if len(held) == 1 else None
    return None


#: "token redis", "price-feed kafka": a latin word right before a technology word
_LATIN_THEN_KIND = regex(r"(?<![\w-])([a-z][a-z0-9]{2,})[ -](?:redis|kafka|mysql|postgres(?:ql)?|pg|mongo(?:db)?|"
                         r"rabbit(?:mq)?|memcached?|elasticsearch|cache|db|database|queue)\b", re.I)


def _kind_by_latin_word(question: str, catalog: Catalog, kinds: Sequence[str]) -> str | None:
    """"token redis 还在 evict 吗": of the dependencies of the kind asked, the one whose name or description holds the
    latin word said right before the technology word (as a word of the description, or inside the name:
    "tokenstore-redis"); an auxiliary or article before it, none or several holders: None."""
    for match in _LATIN_THEN_KIND.finditer(question):
        word = match.group(1).lower()
        if word in _LATIN_NOT_QUALIFIER:
            continue
        held = [k for k in kinds if word in k.lower() or re.search(
            rf"\b{re.escape(word)}", catalog.descriptions.get(k, ""), re.I)]
        if len(held) == 1:
            return held[0]
    return None


#: "the second redis storm", "the 2nd keg storm", "the latest scanner storm": one latin word right before a trouble
#: noun — the thing whose trouble it is
_THING_THEN_TROUBLE = regex(r"(?<![\w-])([a-z][a-z0-9]{2,})[ -](?:storm|outage|backlog|wave|spike|burst|incident|"
                            r"episode|mess|meltdown)s?\b", re.I)


def _described_chain_top(word: str, catalog: Catalog) -> str | None:
    """The top of the one chain whose descriptions hold ``word`` as a word of their own ("seat" of "seat-hold cache"
    and of "show seating service", the service above that cache), or None (no holder, or holders of several
    chains)."""
    holders = [s for s in catalog.services
               if re.search(rf"\b{re.escape(word)}(?:s|ing)?\b", catalog.descriptions.get(s, ""), re.I)]
    if len([h for h in holders if h not in catalog.infra()]) != 1:
        return None  # ("the second lane outage": a booking service and its allocator hold it — both are named, invLA)
    tops = [s for s in holders if all(o in _closure([s], catalog) for o in holders)]
    return tops[0] if len(tops) == 1 else None


def _trouble_thing_owner(question: str, catalog: Catalog) -> str | None:
    """The one service the word said right before a trouble noun names, when no name, alias or description did:
    the kind of exactly one dependency ("redis storm" in a world of one redis), the head or tail of exactly one
    service's name ("keg storm" → icekeg; at least three characters left of the name; of several, the top of their
    one chain: "meter storm" → meterway above meterway-redis), or an English agent noun
    whose -ing form exactly one application's description holds ("scanner storm" → the "ticket scanning service");
    else None."""
    infra = catalog.infra()
    for match in _THING_THEN_TROUBLE.finditer(question):
        word = match.group(1).lower()
        if word in _LATIN_NOT_QUALIFIER or word in _NOT_A_THING:
            continue
        kinds = [d for d, kind in infra.items() if kind.lower() == word]
        if kinds:
            if len(kinds) == 1:
                return kinds[0]
            continue
        parts = [s for s in catalog.services if len(s) - len(word) >= 3
                 and (s.lower().startswith(word) or s.lower().endswith(word))]
        #: "the second meter storm" of meterway and the meterway-redis beneath it: one chain, named by its top
        tops = [s for s in parts if all(o in _closure([s], catalog) for o in parts)]
        if len(parts) == 1 or len(tops) == 1:
            return parts[0] if len(parts) == 1 else tops[0]
        if len(word) >= 4 and (top := _described_chain_top(word, catalog)) is not None:
            return top  # "the seat storm" of the "show seating service" over its "seat-hold cache" (invTG)
        if len(word) >= 5 and word.endswith("er"):
            stem = word[:-2]
            forms = {stem + "ing", stem[:-1] + "ing"} if stem[-1:] == stem[-2:-1] else {stem + "ing"}
            doers = [s for s in catalog.services if s not in infra and any(
                re.search(rf"\b{f}\b", catalog.descriptions.get(s, ""), re.I) for f in forms)]
            if len(doers) == 1:
                return doers[0]
    return None


#: words before a trouble noun that name no thing ("the latest storm", "a second outage", "the cache storm")
_NOT_A_THING = frozenset({"latest", "recent", "newest", "first", "second", "third", "last", "next", "earlier",
                          "later", "big", "huge", "whole", "entire", "current", "ongoing", "one", "two", "another",
                          "morning", "afternoon", "evening", "night", "tonight", "today", "yesterday", "1st", "2nd",
                          "3rd"})


_LATIN_NOT_QUALIFIER = frozenset({"the", "this", "that", "our", "any", "which", "what", "why", "how", "was", "were",
                                  "did", "does", "has", "have", "are", "and", "for", "with", "from", "its", "their",
                                  "your", "main", "primary", "shared", "same", "other", "another"})


def _kind_side_owner(question: str, catalog: Catalog, kinds: Sequence[str]) -> str | None:
    """"账单那边是不是数据库连接池打满了" where two applications' descriptions hold 账单 (the bill generator, a portal
    "查账单"): a shared word names neither, but the question's dependency kind decides — the one owner with a
    dependency of that kind beneath it (through its dependencies) is the side asked about; none or several: None."""
    for word in side_words(question):
        owners = catalog.applications_holding(word)
        below = [s for s in owners if _closure([s], catalog) & set(kinds)]
        #: "授权那边是不是数据库连接池打满了": the card-authorisation service and the authorisation ledger it calls both
        #: hold 授权 and reach the database — one chain, named by its top (the one reaching every other owner)
        tops = [s for s in below if all(o in _closure([s], catalog) for o in below)]
        if len(owners) >= 2 and (len(below) == 1 or len(tops) == 1):
            return below[0] if len(below) == 1 else tops[0]
    return None


#: a trouble called by its side's words: "跟刷卡授权那个问题是同一个根因吗"
_TROUBLE_NAMED = regex(r"([\u4e00-\u9fff]{2,10}?)(?:那个|这个|那次|这次)(?:问题|故障|事故|毛病)")


def _side_owner(question: str, catalog: Catalog, said_words: Sequence[str] | None = None) -> str | None:
    """"理赔那边为啥一堆 500" where the claims application's description and its database's ("理赔数据库") both hold
    理赔: the side the question calls by that word is the one application (not a store or queue beneath it) whose
    description or team holds it; none or several applications: None. ``said_words``: the words to read (else the
    question's side words)."""
    for said in side_words(question) if said_words is None else said_words:
        #: "中午过后理赔那边": the longest tail of the words before the marker that some application's words hold
        for word in (said[k:] for k in range(len(said) - 1)):
            owners = catalog.applications_holding(word)
            if owners:
                if len(owners) == 1:
                    return owners[0]
                break
    return None


#: a thing called by its side ("付款那块", "支付这边"), not called a service outright
_ZH_SIDE_CALLED = regex(r"[\u4e00-\u9fff](?:那边|那块|这边|这块|那头)")


def _records_word(word: str, catalog: Catalog) -> bool:
    """Whether the world's records or words hold ``word`` in the words logs and statuses use ("付款" ↔ PAY_REFUSED,
    a "payment" service): a thing of the world said in other words than its descriptions'."""
    if status_matches(word, catalog.order_statuses):
        return True
    held = " ".join(_world_words(catalog)).lower()
    return any(re.search(rf"(?<![a-z]){re.escape(w)}", held) for w in symptom_words(word) if w != "failed")


def _world_words(catalog: Catalog) -> list[str]:
    """Every word the world knows: names, descriptions, teams, alerts, metrics, statuses, kinds, topics."""
    kinds = [f"{dep} {kind}" for deps in catalog.dependency_kinds.values() for dep, kind in deps]
    return [*catalog.services, *catalog.descriptions.values(), *catalog.teams.values(), *catalog.alerts,
            *catalog.metrics, *catalog.order_statuses, *catalog.error_codes, *kinds, *catalog.mentions]


#: a wave, episode or outage of the window said without naming whose ("昨天傍晚那波", "last night's outage")
_WAVE_ASKED = regex(r"那一?波|这一?波|那阵子?|那一?次|那会儿|\b(?:wave|outage|blip|burst|spike|incident|mess)\b", re.I)


def _callers(service: str, catalog: Catalog) -> list[str]:
    """The services that depend on ``service`` directly, in the catalog's order."""
    return [c for c, deps in catalog.dependencies.items() if service in deps]


#: a certificate named ("证书", "cert", "TLS"): always a partner's own (its callers only see it expire)
_CERT_SAID = regex(r"证书|\bcert(?:ificate)?s?\b|\btls\b|\bssl\b", re.I)


def _upstream_partners(service: str, catalog: Catalog) -> list[str]:
    """The external partners anywhere down ``service``'s dependency chain (its own, and those of what it calls)."""
    return sorted({dep for svc in _closure([service], catalog) for dep, kind in catalog.dependency_kinds.get(svc, [])
                   if kind.lower() == "external"})


def _closure(services: Sequence[str], catalog: Catalog) -> set[str]:
    """The services and everything they depend on, transitively."""
    seen: set[str] = set()
    todo = list(services)
    while todo:
        svc = todo.pop()
        if svc not in seen:
            seen.add(svc)
            todo += catalog.dependencies.get(svc, ())
    return seen


def _intent(aspects: list[str], *, narrow: bool) -> Intent:
    if "record" in aspects:
        return "order"
    if narrow:
        return "confirm"
    if "how_to" in aspects and not ({"cause", "onset", "count", "health"} & set(aspects)):
        return "knowledge"
    if aspects == ["overview"]:
        return "overview"
    return "diagnose"


#: "一共报了几次", "how many times in total": occurrences counted in total
#: "how many E-1 errors did X log / throw?": a past count of what was logged (the code's whole run)
_DID_LOG = regex(r"\bdid\b.{0,60}?\b(?:log|throw|emit|report|raise|record|produce|spit out)\b", re.I)
_IN_TOTAL = regex(r"一共|总共|累计|合计|\bin total\b|\baltogether\b|\ball told\b", re.I)
#: "A vs B, which one logged more errors overall?": two subjects compared over all the data (no window of their own)
_OVERALL = regex(r"\boverall\b|\bin total\b|\baltogether\b|\ball told\b|总共|一共|累计|总体上?|整体上?", re.I)


#: "那 X 当时有告警吗", "was X alerting back then?": the moment of the earlier question's trouble, whenever it was
_AT_THE_TIME = regex(r"当时|那时|那会儿?|那个时候|\bat (?:that|the) time\b|\bback then\b", re.I)


#: "发版那半小时": the deploy's own half hour is its span (`_deploy_side`), never the last half hour
_DEPLOY_OWN_LENGTH = regex(r"(?<=发版|发布|上线)那(?:半|一)?个?(?:小时|钟头)")


def _window(question: str, earlier: Sequence[str], catalog: Catalog, now: datetime, aspects: list[str],
            codes: Sequence[str] = (), *, episodes: bool = False) -> TimeWindowSpec:
    zone = catalog.zone()
    question = _DEPLOY_OWN_LENGTH.sub("期间", question)
    spec = own = resolve_time(question, now=now, zone=zone)
    for previous in reversed(earlier):
        if spec.explicit:
            break
        if _OTHER_EPISODE.search(question) and (told := event_words(question)) and not set(told) & set(
                event_words(previous)):
            #: "那餐车证书那次呢？" after "票务库中午锁等待持续了多久": an episode named by another kind of trouble
            #: lies wherever it lies, not in the earlier question's hours
            break
        spec = resolve_time(previous, now=now, zone=zone)
    #: a follow-up about now ("它现在好了吗？", "and now?")
    if (spec is not own and spec.explicit and _LATER.search(question) and not asks_now(question)
            and not _STILL.search(question)):
        #: "那后来重新发上去了吗" after "昨天下午 X 发版是不是出问题了？": what happened after the earlier window,
        #: up to now
        return TimeWindowSpec(spec.start, own.end, True, f"{spec.source}起至现在")
    if spec is not own and (asks_now(question) or _STILL.search(question)):
        if not {"end", "duration"} & set(aspects):
            return own  # the recent window, not the earlier question's
        if spec.explicit and not asks_this_episode(question):
            #: ("现在这次持续了多久" after an earlier episode's window: the episode going on now, below)
            # "现在恢复了没？": from the earlier window up to now
            return TimeWindowSpec(spec.start, own.end, True, f"{spec.source}起至现在")
        #: "到现在持续多久了" after a question with no window of its own: the trouble began whenever it began (the
        #: wide window of a time question below), not within the last hour
        spec = own
    if not spec.explicit and LAST_TIME.search(question) and catalog.data_start:  # the last one: all the data
        spec = TimeWindowSpec(catalog.data_start, spec.end, False, "最近一次：覆盖全部可用数据")
    elif not spec.explicit and FIRST_TIME.search(question) and catalog.data_start:  # the first one: all the data
        spec = TimeWindowSpec(catalog.data_start, spec.end, False, "第一次：覆盖全部可用数据")
    elif (not spec.explicit and "count" in aspects and codes and catalog.data_start
          and (_IN_TOTAL.search(question) or _DID_LOG.search(question)) and not asks_now(question)):
        #: "发版那段时间 E-1234 一共报了几次": a code's occurrences in total, no clock window: all the data
        #: ("how many E-1234 errors did X log?": a code's lines asked in the past with no window, the same)
        spec = TimeWindowSpec(catalog.data_start, spec.end, False, "错误码累计次数：覆盖全部可用数据")
    elif (not spec.explicit and aspects == ["cause"] and codes and catalog.data_start and not asks_now(question)
          and not earlier and not _CODE_ONGOING.search(question)):
        #: "X 刷了一堆 E-5034，根子在哪": the cause of a code named with no window lies wherever the code's lines
        #: lie (its episode may have ended hours ago), not within the last hour
        start = max(now - _WIDE, catalog.data_start)
        spec = TimeWindowSpec(start, spec.end, False, "错误码原因：覆盖全部可用数据（至多 24 小时）")
    elif (not spec.explicit and "comparison" in aspects and catalog.data_start and not asks_now(question)
          and (len(codes) >= 2 or _OVERALL.search(question))):
        #: "X 的 E-1 和 E-2 哪个报得多": two codes set against each other with no window each count wherever they
        #: occurred (their episodes may lie on other days), not within the last hour
        spec = TimeWindowSpec(catalog.data_start, spec.end, False, "错误码对比：覆盖全部可用数据")
    elif not spec.explicit and (({"onset", "duration", "end"} & set(aspects)
                                 #: "is X still locking up?": whether it goes on now, over the recent window
                                 and ({"onset", "duration"} & set(aspects) or not still_of_any_verb(question)))
                                #: "这次跟第一次比，哪次报错多": the episodes compared lie wherever they lie
                                or ("comparison" in aspects and (episodes or compares_episodes(question)))
                                #: "证书过期和舱单积压，哪个持续得更久？": the troubles compared lie wherever they lie
                                or ("comparison" in aspects and LASTED_LONGER.search(question) is not None)
                                or (earlier and _AT_THE_TIME.search(question)) or (
            "yes_no" in aspects and DEPLOY_SUSPECT.search(question) and _suspect_terms(question, catalog.services))
                                #: "维修缓存那波有没有导致维修单失败？": the suspect's episode, named with no time, lies
                                #: wherever it lies (it ended hours ago), not within the last hour
                                or ("yes_no" in aspects and _EPISODE_CAUSED.search(question) is not None)):
        #: also "did the errors start right after 2026.11.3 went out?": a named release, whenever it went out
        start = max(now - _WIDE, catalog.data_start) if catalog.data_start else now - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "起止时间问题：覆盖全部可用数据（至多 24 小时）")
    if spec is own and aspects == ["health"]:
        #: "anything weird around half past nine?": the state around the clock, not an episode's hour past it
        spec = state_around(spec, question)
    return spec


def _notes(question: str, spec: TimeWindowSpec, pair: tuple[TimeWindowSpec, TimeWindowSpec] | None,
           missing: Sequence[str], catalog: Catalog, named: Sequence[str] = (), uncounted: str = "",
           quantity: str = "", inferred: str = "") -> str:
    """Gaps the head states first: a window outside the data, names the data does not hold, named services
    that never reported anything (no evidence of their state, healthy or not; ``inferred``: the silent partner whose
    health its callers' records answer, ``Plan.silent_asked`` — its own state stays unknown)."""
    window = _window_note(spec, catalog) or (_window_note(pair[1], catalog) if pair else "")
    absent = [f"数据中没有找到 {m} 的任何记录（日志、告警、订单或链路）" for m in missing]
    silent = [f"{s} 自身从未上报日志、指标或告警（以它为服务的记录一条也没有），"
              + ("无法确定它自身的状态：以上仅是从调用方的记录推断" if s == inferred else "无法直接确定它的状态")
              for s in named if catalog.silent and s in catalog.silent]
    untracked = (f"数据中没有关于「{uncounted}」的记录（日志、告警、指标和业务记录的状态里都没有这一项），"
                 "无法统计其数量" if uncounted else "")
    spelled = [s for s in named if s.lower() in question.lower()]  # "water pressure" names no service by "water"
    subject = f"{'、'.join(spelled[:2])} 的" if spelled else ""
    unnamed = (f"数据中没有{subject}「{quantity}」的指标（没有任何指标名或业务记录测量这一项），无法确定其数值"
               if quantity else "")
    return "；".join(x for x in (window, *absent, *silent, *_unmeasured(question, catalog, named), untracked, unnamed)
                    if x)


def _activity_callees(text: str, subject: str, catalog: Catalog) -> list[str]:
    """The subject's dependencies whose Chinese description head, without its kind word ("约课服务" → "约课"), ``text``
    says ("学员App四点多约课咋老失败" of the app calling the lesson-booking service)."""
    out = []
    for dep in catalog.dependencies.get(subject, ()):
        head = _ZH_KIND_TAIL.sub("", description_head(catalog.descriptions.get(dep, "").split(" / ")[0]).strip())
        if len(head) >= 2 and _CJK.search(head) and head in text:
            out.append(dep)
    return out


#: the kind word a Chinese description head ends with ("约课服务", "路考预约服务")
_ZH_KIND_TAIL = regex(r"(?:服务|系统|平台|接口|数据库|缓存|队列|引擎|网关|中心|模块|worker)$", re.I)


def _measures(metric: str, stem: str) -> bool:
    """Whether a word of the metric's name opens with the stem ("disk" in disk_free, not in rediskv_hits)."""
    return any(word.startswith(stem.rstrip("_")) for word in re.split(r"[_.:-]+", metric) if word)


#: a metric counting events per unit of time ("lock_waits_per_s"): how often, not how much
_EVENT_RATE = regex(r"_per_(?:s|sec|second|min|minute)$|_(?:total|count)$")


def _unmeasured(question: str, catalog: Catalog, named: Sequence[str]) -> list[str]:
    """A resource the question asks a figure of (CPU, memory, disk…) that no metric of the data measures (not
    said when other metric sources are configured: ``catalog.silent`` is then unknown)."""
    if not catalog.metrics or catalog.silent is None:
        return []
    names = [m.lower() for m in catalog.metrics]
    subject = f"{'、'.join(named[:2])} 的" if named else ""
    gaps = [f"数据中没有{subject}{label}指标（没有找到任何 {label} 相关的指标记录），无法确定其数值"
            for pattern, label, stems in _METRIC_WORDS
            if pattern.search(question) and not any(_measures(n, stem) for n in names for stem in stems)]
    for word in percent_levels(question):  # "below 20% battery", "油量低于 20%": a level no metric measures
        if any(pattern.search(word) for pattern, _, _ in _METRIC_WORDS):
            continue  # "内存超过 90%": the resource lexicon above judges it
        if word not in _NOT_A_QUANTITY and not any(word[:4] in n for n in names):
            gaps.append(f"数据中没有 {word} 相关的指标（没有找到任何 {word} 的指标记录），无法确定其数值")
    for m in AVERAGE_OF.finditer(question):  # "the average battery level of…": a quantity no metric measures
        word = m.group(1).lower()
        known = any(re.search(words, m.group(0), re.I) for words, _ in METRIC_WORDS)
        #: "the avg wait in the holds queue" beside lock_waits_per_s: a rate of events measures how often they
        #: happen, never their average amount (unless a rate is what is asked: "average request rate")
        rate_asked = (m.group(2) or "").lower() in ("rate", "rates", "per", "frequency")
        measured = [n for n in names if word[:4] in n and (rate_asked or not _EVENT_RATE.search(n))]
        rates = [n for n in names if word[:4] in n]
        if not known and word not in NO_QUANTITY and not measured and rates:
            gaps.append(f"数据中没有测量 {word} 平均值的指标（{'、'.join(rates[:2])} 只是每单位时间的次数，"
                        f"不是 {word} 的大小），无法确定其数值")
        elif not known and word not in NO_QUANTITY and not measured:
            gaps.append(f"数据中没有 {word} 相关的指标（没有找到任何 {word} 的指标记录），无法确定其数值")
    return gaps


def _with_comparison(aspects: list[str]) -> list[str]:
    """Two windows set against each other ask a comparison; a bare default aspect gives way to it."""
    if "comparison" in aspects:
        return aspects
    if aspects in (["cause"], ["overview"], ["health"]):
        return ["comparison"]
    return [*aspects, "comparison"]


def _window_note(spec: TimeWindowSpec, catalog: Catalog) -> str:
    lo, hi = catalog.data_start, catalog.data_end
    if lo is None or hi is None:
        return ""
    if spec.end < lo or spec.start > hi:
        return "所问时间窗超出数据范围：该时段没有任何日志、指标或告警记录，无法确定当时的情况"
    return ""


def _label(spec: TimeWindowSpec, catalog: Catalog) -> str:
    zone = catalog.zone()
    start, end = format_local(spec.start, zone), format_local(spec.end, zone)
    if start[:10] == end[:10]:
        end = end[11:]
    return f"{start} ~ {end}（{catalog.timezone}）"


#: "when did X start erroring after the deploy": an onset asked after a deploy said as a noun
_AFTER_DEPLOY_ONSET = regex(r"\b(?:when|what time)\b.*\b(?:start|begin|began|started)\b.*\b(?:after|since)\s+"
                            r"(?:the|its)\s+(?:deploy(?:ment)?|release|rollout)\b", re.I)


def _iso(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _with_conversation(question: str, ents: _Entities, catalog: Catalog, lookup_ids: IdLookup | None,
                       earlier_questions: Sequence[str], *, pronoun: bool) -> _Entities:
    """The question's entities completed from the most recent earlier question that named some: when it names none
    of its own, uses a pronoun, or names only a suspect ("could it be orders-db?", "会不会是 X 的问题？")."""
    inherited = _Entities()
    if not ents.ids and (person := owner_asked(question)) is not None and (
            ids := next((found for earlier in reversed(earlier_questions)
                         if (found := _entities(earlier, catalog, lookup_ids).ids)), {})):
        #: "which diver made it?" after "booking X failed, why?": whose the earlier record is — the person word names
        #: its owner, never a service whose description shares it (a "diver app")
        own = _entities(re.sub(rf"\b{re.escape(person)}\b", " ", question, flags=re.I) if person else question,
                        catalog, lookup_ids)
        return _Entities(services=own.services, unknown=own.unknown, alerts=own.alerts, codes=own.codes, ids=ids,
                         kinds=own.kinds, missing=own.missing)
    if not ents.services and not ents.unknown and (part := _alias_part_named(question, earlier_questions, catalog)):
        #: "那 App 那边一共报了多少错?" after "骑行App 开锁报错咋回事": a part of an alias the conversation used
        ents = ents.model_copy(update={"services": [part]})
    #: "那 Y 呢，也是一样的原因？" after "X 为啥报错": Y against the earlier question's subject (one cause or two)
    suspect_only = _suspect_follow_up(question, ents, earlier_questions, catalog) or (
        bool(earlier_questions) and len(ents.services) == 1 and asks_same_cause(question))
    #: "which started first, that or the grading lab rollout?": a side of a choice said by a pronoun is the earlier
    #: question's subject, beside the service the other side names
    pronoun_side = pronoun and bool(earlier_questions) and _PRONOUN_SIDE.search(question) is not None
    if (not ents.services and not ents.unknown and (pronoun or not ents.any)) or suspect_only or pronoun_side:
        for at, earlier in reversed(list(enumerate(earlier_questions))):
            #: a follow-up of its own ("影响了多少拍品" after the first question) counted what the trouble reached
            inherited = _entities(_uncounted(earlier) if at else earlier, catalog, lookup_ids)
            if inherited.any:
                break
        if (len(inherited.services) == 1 and not ents.any and not inherited.ids and asks_same_cause(question)
                and at > 0 and not _own_time(earlier_questions[at], catalog)):
            #: "是同一个原因吗" after "X 为啥报错" / "那 Y 呢？": the subjects of the two questions before are the two
            #: sides (each with its own chain), not only the last one — when the last names no time of its own
            #: ("现在结账失败又是为什么" after "八点那会儿退税单为什么失败" sets two windows against each other)
            side = _entities(earlier_questions[at - 1], catalog, lookup_ids).services
            if len(side) == 1 and side != inherited.services:
                inherited = inherited.model_copy(update={"services": [*side, *inherited.services]})
        if not suspect_only and len(inherited.services) > 1 and (by := _AFFECTED_BY.search(earlier)) and (
                subject := _entities(earlier[:by.start()], catalog, lookup_ids).services):
            #: "so it's fine right now?" after "is X affected by the Y problem?": X, the service asked about, is
            #: the subject — not the trouble it was asked to be affected by
            inherited = inherited.model_copy(update={"services": subject})
        elif (not suspect_only and len(inherited.services) > 1 and asks_log_lines(question)
              and (hit := _HITS.search(earlier)) and (hit_one := _entities(earlier[hit.end():], catalog,
                                                                           lookup_ids).services)):
            #: "and how many errors did it throw?" after "did the Y mess hit X last night?": the lines are those of X,
            #: the service asked to be hit — not of the trouble that hit it
            inherited = inherited.model_copy(update={"services": hit_one})
        #: "比第一次那波长还是短？" after "闸机是不是又挂了": an episode named of the thing told before, likewise
        if not inherited.any and not ents.any and (_bare_health(question) or (
                named_episodes(question) and not asks_same_cause(question))
                or (aspects_of(question, has_entity=True, has_record=False) == ["end"]
                    and not _night_to_now(earlier_questions[-1:], catalog))):
            #: "现在好了吗" after "昨晚直播卡顿是怎么回事" (no name anywhere): the thing the trouble was told of (a word
            #: several services' descriptions share) is asked about now — never an overview of the world's other
            #: troubles; so is its end ("几点恢复的" after "下午验配为啥卡住了": never another service's blip that ended
            #: first in the window; its onset keeps the earlier symptom as its referent) — not after a window running
            #: up to now ("它几点恢复的" after "昨晚扣款失败是咋回事" at 00:38: the thing's holders may have a later
            #: trouble in it, not the one told)
            inherited = next((_Entities(services=owners) for earlier in reversed(earlier_questions)
                              if (owners := told_thing_owners(
                                  earlier, lambda w, team=False: _holding(w, catalog, team=team)))), inherited)
    elif not ents.ids and asks_record_owner(question):
        #: "and how many of that member's bookings failed today?" after "what happened to booking X?": the record
        #: the earlier question named (its owner is counted), beside the services this question names
        for earlier in reversed(earlier_questions):
            if (ids := _entities(earlier, catalog, lookup_ids).ids):
                return _Entities(services=ents.services, unknown=ents.unknown, alerts=ents.alerts,
                                 codes=ents.codes, ids=ids, kinds=ents.kinds, missing=ents.missing)
    return _Entities(
        services=(_dedupe(inherited.services + ents.services) if pronoun or suspect_only
                  else (ents.services or inherited.services)),
        unknown=ents.unknown or ([] if ents.services else inherited.unknown),
        alerts=ents.alerts or ([] if ents.any else inherited.alerts),
        codes=ents.codes or ([] if ents.any else inherited.codes),
        ids=ents.ids or ({} if ents.any else inherited.ids),
        kinds=ents.kinds, missing=ents.missing)


#: "the first gate outage", "the turnstile incident": the word told before a trouble noun
_THING_OF_TROUBLE = regex(r"\b([a-z][a-z-]{2,})\s+(?:outages?|incidents?|episodes?|failures?|troubles?)\b",
                          re.I)


#: "what went wrong with the workshop seats", "are the parcel lockers ok": the thing after its article (one to three
#: words, the last one's plural s left)
_EN_THING_TOLD = regex(r"\b(?:the|our|my)\s+((?:[a-z]{3,}\s+){0,2}[a-z]{3,}?)s?\b(?=\s*(?:$|[?,.!;]|\s+(?:this|last|"
                       r"yesterday|today|tonight|earlier|at|around|in|on|since|after|before|between|from|are|is|"
                       r"were|was|have|has|had|got|went|keep|kept)\b))", re.I)


def _told_thing_holders(question: str, catalog: Catalog) -> list[str]:
    """The services holding the thing a question told in words and named by no service (one to three holders of
    the longest Chinese word, or of an English phrase after its article), applications first; [] otherwise."""
    def holding(word: str, team: bool = False) -> list[str]:
        return _holding(word, catalog, team=team)

    if owners := told_thing_owners(question, holding):
        return owners
    for m in _EN_THING_TOLD.finditer(question):
        words = m.group(1).lower().split()
        for k in range(len(words)):
            phrase = " ".join(words[k:])
            if phrase in _NOT_THINGS:
                continue
            if 0 < len(owners := holding(phrase)) <= 3:
                return owners
    return []


_NOT_THINGS = frozenset({"problem", "issue", "trouble", "outage", "incident", "error", "system", "site", "app",
                         "service", "thing", "morning", "afternoon", "evening", "night", "day", "week"})


def _episode_thing_owners(question: str, catalog: Catalog) -> list[str]:
    """The services holding the thing of a question that names an episode of one trouble (by its order, two
    compared, or the one now) and no service: the holders of its longest Chinese word held, or of the English
    word before its trouble noun (one to three, applications first); [] otherwise."""
    if asks_same_cause(question) or not (
            named_episodes(question) or compares_episodes(question) or asks_this_episode(question)):
        #: "跟中午那次是同一个问题吗？": the two windows set against each other decide (invEH), not a subject
        return []

    def holding(word: str, team: bool = False) -> list[str]:
        return _holding(word, catalog, team=team)

    if owners := told_thing_owners(question, holding):
        return owners
    for m in _THING_OF_TROUBLE.finditer(question):
        if m.group(1).lower() not in _EPISODE_WORDS and 0 < len(owners := holding(m.group(1))) <= 3:
            return owners
    return []


#: a comparative whose own side is left out: "比第一次那波长还是短？", "那比第一次久吗"
_OWN_SIDE_LEFT = regex(r"^\s*(?:那|那么)?\s*(?:是不是|是)?\s*比")


def _with_episode_now(question: str, earlier_questions: Sequence[str]) -> str:
    """"比第一次那波长还是短？" after "这次几点开始的": a comparative opening with 比 names one episode (by its order or
    part of the day) and leaves its own side out — the episode the latest earlier question was on (this one, 这次):
    the question completed with it ("这次比第一次那波长还是短？"); unchanged otherwise."""
    if (not earlier_questions or _OWN_SIDE_LEFT.search(question) is None or compares_episodes(question)
            or [kind for kind, _ in named_episodes(question)] not in (["nth"], ["part"])
            or not asks_this_episode(earlier_questions[-1])):
        return question
    return "这次" + question.lstrip()


#: "那现在这次呢？", "这回呢", "and this time?", "what about the current one?": the episode going on now, asked nothing
#: of its own
_THIS_ONE_ABOUT = regex(r"^\s*(?:那|那么)?\s*(?:现在|眼下|目前)?\s*(?:这次|这回|这一次|这一回|这波|这一波)\s*(?:的)?\s*"
                        r"呢\s*[？?]?\s*$|^\s*(?:and|what about|how about)\s+(?:this time|this one|"
                        r"the current one|the one now)\s*[?？]?\s*$", re.I)


#: the earlier episode's own time in the question asked again of the one going on now ("how long did the backlog
#: this morning last?" → "and the one now?"): a part of the day or a day, with its "那次" — the episode now replaces it
_EARLIER_EPISODE_TIME = regex(
    r"\s*\b(?:(?:this|yesterday|last|in the|tonight'?s?)\s+(?:morning|afternoon|evening|night)|yesterday|today|"
    r"tonight|earlier(?: today| on)?|at lunch(?:time)?|around (?:noon|lunch(?:time)?))\b(?:'s)?|"
    r"(?:(?:今天|今日|昨天|昨日|前天)(?:的)?)?(?:今早|今晚|昨晚|凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|半夜|夜里)(?:的)?"
    r"(?:那次|那波|那会儿?|那一次)?(?:的)?|(?:今天|今日|昨天|昨日|前天)(?:的)?(?:那次|那波|那一次)?(?:的)?", re.I)


def _this_one_asked(question: str, earlier_questions: Sequence[str]) -> str:
    """"那现在这次呢？" after "持续了多久" (of an earlier episode): the latest earlier question asked again of the
    episode going on now ("现在这次持续了多久"), the earlier episode's own time words left out ("this morning",
    "早上那次": they would hold the window on it); unchanged when the question asks something of its own, or the
    earlier one names an episode of its own beside (it would be asked twice)."""
    if not earlier_questions or _THIS_ONE_ABOUT.search(question) is None:
        return question
    earlier = earlier_questions[-1]
    if compares_episodes(earlier) or asks_this_episode(earlier) or _THIS_ONE_ABOUT.search(earlier):
        return question
    earlier = _EARLIER_EPISODE_TIME.sub("", earlier).strip() or earlier
    if re.search(r"[\u4e00-\u9fff]", earlier) is None:
        return earlier.strip().rstrip("?？ ") + " - the current one, right now?"
    return "现在这次" + earlier.lstrip()


#: "那第一波呢？", "and in the second one?": another of the subject's episodes named by its order, asked nothing else
_NTH_ONE_ABOUT = regex(r"^\s*(?:那|那么)?\s*第([一二三])(?:次|个|回|波|起)\s*(?:的)?\s*呢\s*[？?]?\s*$|"
                       r"^\s*(?:and|what about|how about)\s+(?:in\s+|for\s+|during\s+|with\s+)?the\s+"
                       r"(first|second|third)(?:\s+(?:one|time|episode|wave|storm|incident|outage))?\s*[?？]?\s*$",
                       re.I)
_NTH_CN = {"一": 1, "二": 2, "三": 3}
_NTH_EN = {"first": 1, "second": 2, "third": 3}
#: an earlier question's own ordinal (its Chinese numeral, or its English word)
_NTH_IN_EARLIER = regex(r"第([一二三])(?=次|个|回|波|起)|\bthe (first|second|third)\b", re.I)


def _nth_one_asked(question: str, earlier_questions: Sequence[str]) -> str:
    """"那第一波呢？" after "第二波…什么时候开始的", "and in the second one?" after "how many … failed in the first
    storm?": the latest earlier question asked again of the episode the follow-up names by its order (the earlier
    question's own ordinal replaced). Unchanged when the question asks something of its own, or the earlier one
    names no episode by its order."""
    m = _NTH_ONE_ABOUT.search(question)
    if not earlier_questions or m is None:
        return question
    n = _NTH_CN[m.group(1)] if m.group(1) else _NTH_EN[m.group(2).lower()]
    earlier = earlier_questions[-1]
    found = _NTH_IN_EARLIER.search(earlier)
    if found is None:
        return question
    word = "第" + "一二三"[n - 1] if found.group(1) else "the " + ("first", "second", "third")[n - 1]
    return earlier[:found.start()] + word + earlier[found.end():]


#: an earlier question asking when a trouble began or ended, or how long it lasted
_TROUBLE_TIMED = regex(r"几点|什么时候|啥时候|多久|多长时间|\bwhen\b|\bwhat time\b|\bhow long\b", re.I)
#: a part of the day (after its day word, if any): the window of the earlier question's episode, not the day's
_DAY_PART_ZH = regex(r"(今天|昨天|前天)?(?:早上|上午|中午|下午|傍晚|晚上|凌晨|清晨|早晨|一大早)|(今|昨)(?:晚|早)(?!点)")


def _earlier_over_its_day(question: str, earlier_questions: Sequence[str]) -> list[str]:
    """"第二次呢" after "日票app今天早上几点开始出问题的": the nth episode asked lies where it lies that day — the
    part of the day that placed the earlier question's (first) episode is dropped from it, its day kept ("今天早上" →
    "今天", "昨晚" → "昨天"); ``earlier_questions`` unchanged when the question names no episode by its order alone, or
    the earlier one names one by its own order, asks no time of a trouble, or names no part of a day."""
    m = _NTH_ONE_ABOUT.search(question)
    if not earlier_questions or m is None or not m.group(1):
        return list(earlier_questions)
    earlier = earlier_questions[-1]
    part = _DAY_PART_ZH.search(earlier)
    if _NTH_IN_EARLIER.search(earlier) or not _TROUBLE_TIMED.search(earlier) or part is None:
        return list(earlier_questions)
    day = part.group(1) or (part.group(2) + "天" if part.group(2) else "今天")
    return [*earlier_questions[:-1], earlier[:part.start()] + day + earlier[part.end():]]


#: "which one was longer?", "哪次更久？": a choice between episodes that names neither
_WHICH_ONE_ONLY = regex(r"^\s*(?:so\s+|and\s+|ok\s+)?which\s+(?:one|of them)\s+(?=(?:was|lasted|went on|ran|took)\s+"
                        r"(?:longer|shorter)\b)|^\s*(?:那|那么)?\s*(?=哪一?(?:次|波|回|个)(?:持续)?(?:得|了)?(?:更久|更长|时间更长|更短|"
                        #: "哪次更严重" after "X 昨天两次出事": the two episodes set against each other (their lines)
                        r"更严重|更厉害|更糟|更凶|影响更大)\s*[？?]?\s*$)|"
                        #: "哪次挂掉的单多", "哪次更久 各多长时间": any choice opening with 哪次 / 哪波 (invSH)
                        r"^\s*(?:那|那么)?\s*(?=哪一?(?:次|波|回)[\u4e00-\u9fff])", re.I)
#: a side told as an incident ("the 6am storm or the 8am one", "六点那波 跟 八点那次"): its records are its runs
_INCIDENT_SIDES = regex(r"\b(?:storm|wave|incident|outage|spike|burst|blip)s?\b|那次|那波|那一波|那回|那阵", re.I)
#: "the two bed cache storms", "两波": an earlier question naming two episodes of one trouble
_TWO_NAMED = regex(r"两次|两回|两波|两起|\btwo (?:[a-z][\w-]* ){0,3}?(?:incidents|outages|episodes|storms|waves|"
                   r"spikes|bursts)\b", re.I)


#: the bare choice, naming no side ("which one was longer?", not "…, that or the X now?")
_BARE_CHOICE = regex(r"(?:was|lasted|went on|ran|took)\s+(?:longer|shorter)\s*[?？]?\s*$|哪一?(?:次|波|回|个)", re.I)
#: "今天出了几次问题？", "how many times did X act up?": an earlier question asking how often one thing broke
_HOW_OFTEN = regex(r"几次|几回|几波|多少次|\bhow many times\b|\bhow often\b", re.I)


def _one_thing_asked(earlier: str, catalog: Catalog | None, lookup_ids: IdLookup | None) -> bool:
    """The conversation's only earlier question asks of one thing alone ("when did the X cache act up today?",
    "X 今天出了几次问题？"): no two things named, no choice or comparison of its own — a bare "which one was
    longer?" after it can choose only between that thing's episodes."""
    if (catalog is None or LASTED_LONGER.search(earlier) or _TWO_TOLD.search(earlier)
            or compares_episodes(earlier) or WHICH_FIRST.search(earlier)):
        return False
    return len(_entities(earlier, catalog, lookup_ids).services) == 1 or _HOW_OFTEN.search(earlier) is not None


def _which_of_two(question: str, earlier_questions: Sequence[str], catalog: Catalog | None = None,
                  lookup_ids: IdLookup | None = None) -> str:
    """"which one was longer?" after "when were the two bed cache storms today?" (or after turns naming the second
    one by its order): a choice between the two episodes the conversation named, asked as "which of the two …"
    ("两次中哪次更久") — the subject's episodes compared, not its health. So after a conversation's only question
    asking of one thing alone ("试衣日历缓存今天出了几次问题？", "when did the X cache act up today?"): "one" can
    only be one of that thing's episodes. Unchanged otherwise."""
    m = _WHICH_ONE_ONLY.search(question)
    if m is None or not earlier_questions:
        return question
    if not (any(_TWO_NAMED.search(q) for q in earlier_questions[-2:])
            or any(episode_ordinal(q) >= 2 for q in earlier_questions[-2:])
            or (len(earlier_questions) == 1 and _BARE_CHOICE.match(question[m.end():]) is not None
                and _one_thing_asked(earlier_questions[0], catalog, lookup_ids))):
        return question
    if _CJK.search(question[m.end():m.end() + 1] or ""):
        return "两次中" + question[m.end():]
    return "which of the two " + question[m.end():]


def _with_again_sides(question: str, earlier_questions: Sequence[str], catalog: Catalog, clock: datetime,
                      lookup_ids: IdLookup | None) -> str:
    """"which one was longer?" after "bookings are failing again, same as at lunch?": the turn told its one subject
    failing again and the earlier time it failed (a window of its own, over before now) — the two episodes are the
    one of that time and the one going on now, asked as that choice ("which one was longer, X <time> or the one
    now?", "X <time>那次和现在这次，哪次更久"); unchanged otherwise."""
    m = _WHICH_ONE_ONLY.search(question)
    if m is None or len(earlier_questions) != 1 or not fails_again(earlier_questions[0]):
        return question
    turn = clean_question(earlier_questions[0])
    told = _entities(turn, catalog, lookup_ids).services
    spec = resolve_time(turn, now=clock, zone=catalog.zone())
    if len(told) != 1 or not spec.explicit or spec.end >= clock - _NOW_SLACK or not spec.source:
        return question
    if _CJK.search(question[m.end():m.end() + 1] or ""):
        return f"{told[0]} {spec.source} 那次和现在这次，{question[m.end():]}"
    return f"{question.rstrip('?？ ')}, {told[0]} {spec.source} or the one now?"


#: a window ending this close to now runs up to now
_NOW_SLACK = timedelta(minutes=1)


#: a follow-up's opening that carries the earlier question over ("and …?", "那 …呢", "what about …")
_TURN_OPENING = regex(r"^\s*(?:(?:and|also|plus|what about|how about|then)\b|那么?|还有|以及|再看看?)\s*|"
                      r"\s*(?:呢)?\s*[?？。.!！]*\s*$", re.I)
#: the asking words around a turn's trouble ("how long was …", "what happened with …", "…持续了多久")
_TURN_ASKING = regex(r"^\s*(?:how long (?:was|were|did|has|had)|what happened (?:with|to)|what(?:'s| was) up with)\s+|"
                     r"\s+(?:last|go on|take)\s*$|(?:持续了?|闹了|拖了)?(?:多久|多长时间)(?:了|啊)?\s*$|"
                     r"(?:是)?(?:怎么了|怎么回事|出(?:了)?什么(?:事|问题)了?)\s*$", re.I)


#: "tell me about …", "说说 …": the asking words before a turn's told troubles
_TELL_ABOUT = regex(r"^\s*(?:(?:can you |could you )?tell me (?:more )?about|说说|讲讲|看看|看一下)\s*", re.I)


def _with_turns_choice(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                       lookup_ids: IdLookup | None) -> str:
    """"which one was longer?" after "how long was A?" and "and B last night?": a duration choice naming nothing
    and setting no sides of its own asks how long each of the last two turns' troubles lasted — the question asked as
    one choice of the two ("which one was longer, A or B last night?"), each side with its own time; unchanged when a
    turn told two troubles, the two turns do not name two things apart (one trouble's episodes) or the question
    names any."""
    #: ("which one failed more jobs?" after "what happened to A yesterday afternoon?" / "and B last night?": the
    #: records each turn's trouble failed, set against each other the same way)
    if (not earlier_questions or _CHOICE_SPLIT.search(question)
            or (LASTED_LONGER.search(question) is None and FAILED_MORE.search(question) is None)
            or compares_episodes(question) or _entities(question, catalog, lookup_ids).any):
        return question
    pair_told = _TWO_TOLD.split(_TELL_ABOUT.sub("", _TURN_OPENING.sub("", earlier_questions[-1])).strip())
    if (len(pair_told) == 2 and all(p.strip() for p in pair_told) and LASTED_LONGER.search(question) is not None
            and FAILED_MORE.search(question) is None):
        #: "which one was longer?" after "tell me about the X storm yesterday evening and the Y cert thing
        #: overnight": the one turn told the two sides, each with its own time — asked as the one choice of the two
        a, b = (_TURN_ASKING.sub("", p).strip() for p in pair_told)
        chosen = (f"{a} 和 {b}，{question}" if _CJK.search(question)
                  else f"{_TURN_OPENING.sub('', question)}, {a} or {b}?")
        return chosen if _which_first_sides(chosen, catalog) is not None else question
    if len(earlier_questions) < 2:
        return question
    told = [_TURN_ASKING.sub("", _TURN_OPENING.sub("", q)).strip() for q in earlier_questions[-2:]]
    if not all(told) or any(_TWO_TOLD.search(t) for t in told):
        return question
    chosen = (f"{told[0]} 和 {told[1]}，{question}" if _CJK.search(question)
              else f"{_TURN_OPENING.sub('', question)}, {told[0]} or {told[1]}?")
    #: each turn names a thing of its own (two services told apart), or the turns name two episodes of one thing
    #: ("how long did the backlog this morning last?", "and the one now?"): the episodes set against each other
    if LASTED_LONGER.search(question) is None:
        #: failed records asked: each turn names one thing of its own (a service), the two apart
        named = [match_services(t, catalog.services, catalog.aliases()) for t in told]
        return chosen if all(len(n) == 1 for n in named) and named[0] != named[1] else question
    if _which_first_sides(chosen, catalog) is not None or compares_episodes(chosen):
        return chosen
    if (not _entities(told[1], catalog, lookup_ids).any and _side_target(told[1], catalog) is None
            and (not (named_first := _entities(told[0], catalog, lookup_ids).services)
                 or (not _CJK.search(told[0]) and not any(name in told[0] for name in named_first)))):
        #: "which one was longer?" after "what happened with lens orders at 8 this morning?" / "and the one at ten?":
        #: the last turn names only a time — another episode of the trouble the earlier turn told in words of its
        #: own, or (in English) names its service only by words of its description ("lens orders", stop 53's merge:
        #: invSF made them name the app); a turn naming its service by its name, or in Chinese by an alias, is
        #: carried as the subject (`_turns_timed_sides`)
        return _timed_side_choice(told[1], question, earlier_questions[:-1], catalog, lookup_ids) or question
    return question


#: "that" / "那个" said as one side of a choice ("…, that or the morning one?", "那个还是今早那次")
_THAT_SIDE = regex(r"(?:(?<=[,，])|(?<=^))\s*(?:\b(?:that|this)(?:\s+one)?\b|那个|那次|这个|这次)\s*"
                   r"(?=\bor\b|还是|和|跟)", re.I)
#: a turn's asking words around its trouble ("when did …", "what broke …", "… start?")
_TURN_ASKED_WORDS = regex(r"^\s*(?:when|what time|why)\s+(?:did|was|were|do|does)\s+|^\s*what\s+broke\s+|"
                          r"^\s*how many\s+(?:errors|error lines|failures|lines)\s+did\s+|"
                          r"(?<=\w)\s+(?:log|logged|throw|hit)(?=\s+(?:in|during)\s)|"
                          r"\s+(?:start|begin|kick off|end|stop|clear|recover)\s*$|"
                          r"(?:是)?(?:几点|什么时候|啥时候)(?:开始|结束|恢复)?的?\s*$|(?:原因)?是(?:啥|什么)\s*$|"
                          r"为(?:啥|什么)", re.I)


def _with_that_side_timed(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                          lookup_ids: IdLookup | None) -> str:
    """"which one was longer, that or the morning one?" after "when did the stock cache go nuts after lunch?" (or
    "…, that or tonight's so far?" after "when did last night's X storm start?"): "that" is the conversation's trouble
    (the latest earlier turn naming a thing, its own time kept) and the other side names no thing, only a time —
    another episode of the same trouble. Asked as the one choice ("which one was longer, the stock cache going nuts
    after lunch or the morning one?"), its two episodes set against each other by span; unchanged otherwise."""
    m = _THAT_SIDE.search(question)
    if (m is None or not earlier_questions or LASTED_LONGER.search(question) is None
            or FAILED_MORE.search(question) is not None):
        return question
    other = _CHOICE_SPLIT.split(question[m.end():], maxsplit=1)
    if len(other) != 2 or _entities(other[1], catalog, lookup_ids).any or not _own_time(other[1], catalog):
        return question
    told = next((q for q in reversed(earlier_questions) if _entities(q, catalog, lookup_ids).services), "")
    told = _TURN_ASKED_WORDS.sub("", _TURN_ASKING.sub("", _TURN_OPENING.sub("", told))).strip()
    if (not told or _TWO_TOLD.search(told) or len(_entities(told, catalog, lookup_ids).services) != 1
            or not _own_time(told, catalog)):
        return question
    return f"{question[:m.start()]} {told} {question[m.end():].lstrip()}".replace("  ", " ")


#: "and the fitting backlog this afternoon, which one was longer?": a side told of its own, then the bare choice
#: after a comma, a question mark or a dash said between words ("and the X last night - which one was longer?"; a
#: hyphen inside a name is no dash)
_OWN_SIDE_WHICH = regex(r"^\s*(?:(?:and|also|what about|how about|then)\b|那么?|还有)?\s*"
                        r"(?P<side>[^,，?？]{3,80}?)(?:\s*[,，?？]|\s+-{1,2}|\s*[–—]+|\s*呢\s*|\s+(?=哪))\s*"
                        r"(?P<asked>which\s+(?:one|of them)\s+(?:was|lasted|went on|ran|took)\s+(?:longer|shorter)\b"
                        r"[^,，]*|哪一?(?:个|次|波|回)(?:持续)?(?:得|了)?(?:更久|更长|时间更长|更短)[^,，]*)$", re.I)


#: "跟昨晚那个 X 积压比 哪个更久": the side told as the one set against ("跟/和/与 … 比"), then the bare choice
_OWN_SIDE_AGAINST = regex(r"^\s*(?:那么?|还有)?\s*(?:跟|和|与)\s*(?P<side>[^,，?？]{2,60}?)\s*"
                          r"(?:相比|比较|比)(?:一下|起来)?\s*[,，]?\s*(?P<asked>哪一?(?:个|次|波|回)(?:持续)?(?:得|了)?(?:更久|更长|时间更长|更短)[^,，]*)$",
                          re.I)


def _with_own_side_choice(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                          lookup_ids: IdLookup | None) -> str:
    """"and the fitting backlog this afternoon, which one was longer?" after "what happened to the ledger db
    yesterday?" / "how long did it last?": the follow-up tells one side of its own, the other is the trouble the
    conversation asked about (the latest earlier question naming a thing, its own time kept) — asked as the one
    choice of the two ("which one was longer, the ledger db yesterday or the fitting backlog this afternoon?");
    unchanged when the side names nothing, an earlier turn told two troubles, or the two sides are one thing."""
    m = _OWN_SIDE_WHICH.match(question) or _OWN_SIDE_AGAINST.match(question)
    if m is None or not earlier_questions:
        return question
    if not _entities(m.group("side"), catalog, lookup_ids).any:
        return _timed_side_choice(m.group("side").strip(), m.group("asked").strip(), earlier_questions, catalog,
                                  lookup_ids) or question
    #: "how long did the redis miss storm last?": a turn naming its trouble by a kind of part alone tells it too
    told = next((_TURN_ASKING.sub("", _TURN_OPENING.sub("", q)).strip() for q in reversed(earlier_questions)
                 if (ents := _entities(q, catalog, lookup_ids)).any or ents.kinds), "")
    if not told or _TWO_TOLD.search(told):
        return question
    side, asked = m.group("side").strip(), m.group("asked").strip()
    chosen = (f"{told} 和 {side}，{asked}" if _CJK.search(asked)
              else f"{asked.rstrip('?？ ')}, {told} or {side}?")
    return chosen if _which_first_sides(chosen, catalog) is not None else question


#: a side said as an episode ("今天下午那次", "今天下午的", "the one at ten", "this afternoon's"), not a bare time
#: ("and this afternoon")
_EPISODE_SAID = regex(r"(?:那|这)(?:次|回|波|一次|一波)|的\s*$|\b(?:the|that)\s+(?:[\w:.-]+\s+){0,2}?one\b|"
                      r"\w['’]s\s*$", re.I)


def _timed_side_choice(side: str, asked: str, earlier_questions: Sequence[str], catalog: Catalog,
                       lookup_ids: IdLookup | None) -> str | None:
    """"那今天下午那次呢 哪次更长" after "X 昨天中午怎么了" (or "which one was longer?" after "what happened with lens
    orders at 8 this morning?" / "and the one at ten?"): the side names no thing, only a time of its own — another
    episode of the trouble the conversation asked about (the latest earlier turn naming one thing, with a time of its
    own). Asked as the choice of the two episodes, the thing said by its service's name ("X 昨天中午那次和今天下午那
    次，哪次更长", "which one was longer, <its service> lens orders at 8 this morning or the one at ten?"); None when
    the side has no time, the turn names no one thing or no time, or no duration is asked."""
    side = re.sub(r"\s*呢\s*$", "", side)  # "那今天下午的呢，哪个更久"
    if LASTED_LONGER.search(asked) is None or _EPISODE_SAID.search(side) is None:
        return None
    for turn in reversed(earlier_questions):
        told = _TURN_ASKED_WORDS.sub("", _TURN_ASKING.sub("", _TURN_OPENING.sub("", turn))).strip()
        if not told or _TWO_TOLD.search(told):
            return None
        named = _entities(told, catalog, lookup_ids).services
        if len(named) > 1 or (not named and (target := _side_target(told, catalog)) is None):
            continue
        if not _own_time(told, catalog):
            return None
        if not named:
            told = f"{target} {told}"
        elif named[0] not in told:
            #: the thing said by words its service's description holds ("lens orders"), not by its name
            told = f"{named[0]} {told}"
        break
    else:
        return None
    if _CJK.search(asked):
        chosen = f"{told}{'' if told.endswith(('那次', '那个')) else '那次'}和{side}，{asked}"
    else:
        chosen = f"{_TURN_OPENING.sub('', asked).rstrip('?？ ')}, {told} or {side}?"
    #: the side's time is read beside the other's ("the one at ten" after "at 8 this morning" is ten in the morning)
    chosen = clean_question(chosen)
    sides = _CHOICE_SPLIT.split(chosen, maxsplit=1)
    return chosen if len(sides) == 2 and _own_time(sides[1], catalog) else None


def _night_to_now(questions: Sequence[str], catalog: Catalog) -> bool:
    """Whether a question's own time runs from an earlier local day up to the data's now (昨晚 asked after
    midnight): its window holds the night's trouble and the present's."""
    now = catalog.data_end or datetime.now(UTC)
    zone = catalog.zone()
    return any((spec := resolve_time(q, now=now, zone=zone)).explicit and spec.end >= now
               and spec.start.astimezone(zone).date() < now.astimezone(zone).date() for q in questions)


def _counted_episode_carried(question: str, plan: Plan, earlier_questions: Sequence[str], clock: datetime,
                             catalog: Catalog) -> int:
    """"那多少张" after "第一波闸机风暴期间有票失败吗", "how many sessions failed in that one?" after "which one was
    the longest?": a bare count of records, its subject carried from the conversation and no time, episode or now of
    its own, counts the one episode the latest earlier question named by its order (or as the longest); 0 when it
    names none."""
    if (not earlier_questions or not (plan.inherited_subject or has_pronoun(question)) or named_episodes(question)
            or compares_episodes(question) or asks_this_episode(question) or asks_now(question)
            or resolve_time(question, now=clock, zone=catalog.zone()).explicit):
        return 0
    return episode_ordinal(earlier_questions[-1])


def _carried_episode(question: str, earlier_questions: Sequence[str]) -> int:
    """The episode order a follow-up refers to by a pronoun and names no episode of its own: "那它什么时候恢复的?"
    after "闸机第一次为啥出问题" asks the first episode's end, not the end of the one going on now; 0 when the latest
    earlier question names no single episode by its order, or the follow-up names an episode, now, or "still"."""
    if (not earlier_questions or not has_pronoun(question) or named_episodes(question)
            or compares_episodes(question) or asks_this_episode(question) or asks_now(question)
            or _STILL.search(question) is not None):
        return 0
    return episode_ordinal(earlier_questions[-1])


#: words before a trouble noun that name no thing ("the first outage", "this second incident")
_EPISODE_WORDS = frozenset({"first", "second", "third", "last", "latest", "current", "this", "that", "the", "two",
                            "both", "other", "earlier", "later", "previous", "same", "one", "big", "whole"})


def _bare_health(question: str) -> bool:
    """"现在好了吗", "正常了没": a health question whose subject is left out (an overview when nothing names one).

    "跟中午那次是同一个问题吗？" reads as health too, but asks whether two troubles share one cause: the windows
    set against each other decide it (``trouble_windows``), never the told thing's holders' health."""
    return (not asks_same_cause(question) and aspects_of(question, has_entity=True, has_record=False) == ["health"]
            and aspects_of(question, has_entity=False, has_record=False) == ["overview"])


def _health_of_its_own(asked: str, catalog: Catalog, lookup_ids: IdLookup | None) -> bool:
    """Whether the clause after a scene asks the health of things it names itself (no pronoun, no blame)."""
    return (asks_health(asked) and not has_pronoun(asked) and _BLAMED.search(asked) is None
            and bool(_entities(asked, catalog, lookup_ids).services))


def _segment_owner(word: str, services: Sequence[str]) -> str | None:
    """The one service one of whose name's segments is ``word`` or its singular ("alerts" → alert-relay); else None."""
    forms = {word, word[:-1] if word.endswith("s") else word, word[:-2] if word.endswith("es") else word}
    owners = [s for s in services if forms & set(re.split(r"[-_.]", s.lower()))]
    return owners[0] if len(owners) == 1 else None


def _alias_part_named(question: str, earlier_questions: Sequence[str], catalog: Catalog) -> str | None:
    """The service an earlier question named by an alias of a Chinese word and a latin one ("骑行App") when the
    follow-up says only the latin word ("那 App 那边…"): the part stands for the whole the conversation used — the
    latest earlier question that used such an alias holding the word; None when it names several services."""
    words = {w.lower() for w in re.findall(r"(?<![A-Za-z0-9_.-])([A-Za-z]{3,})(?![A-Za-z0-9_.-])", question)}
    if not words:
        return None
    aliases = catalog.aliases()
    for earlier in reversed(earlier_questions):
        low = earlier.lower()
        named = {svc for alias, svc in aliases.items()
                 if (m := re.fullmatch(r"[\u4e00-\u9fff]{2,4}\s?([a-z]{3,})", alias)) and m.group(1) in words
                 and alias in low}
        if named:
            return named.pop() if len(named) == 1 else None
    return None


#: "did the Y mess hit X?", "Y 有没有影响到 X": the service asked to be hit stands after the verb
_HITS = regex(r"\b(?:hit|affect|impact|hurt|reach|break|take down|drag down|spill (?:over )?(?:into|onto))"
              r"\s+(?!by\b)|"
              r"(?<!受)(?:影响到|波及到|拖累到|连累到|打到|殃及)了?", re.I)
#: "is X affected by the Y problem?", "X 是不是受 Y 影响": the service asked about stands before the mark, the
#: trouble it may suffer from after it
_AFFECTED_BY = regex(r"\b(?:affected|impacted|hit|hurt|caused)\s+by\b|\bbecause of\b|\bdue to\b|"
                     r"受(?:到|了)?(?=\S{1,40}?(?:的)?(?:影响|牵连|连累|拖累|波及))|"
                     r"被(?=[^，,。？?！!]{1,40}?(?:的)?(?:影响|牵连|连累|拖累|波及))", re.I)


def _suspect_follow_up(question: str, ents: _Entities, earlier_questions: Sequence[str],
                       catalog: Catalog | None = None) -> bool:
    """A follow-up naming only a suspect ("是 X 引起的吗？", "跟 X 有关系吗", "was it X?"): a yes/no about X for
    the conversation's subject, in the conversation's window. One suspect may be named by words that fit a client
    and the partner behind it ("is it the card partner again?"): one chain, one suspect asked."""
    return (bool(earlier_questions) and (len(ents.services) == 1 or _one_chain(question, ents.services, catalog))
            and _FOLLOW_SUSPECT.search(question) is not None and not _ASKS_WHAT.search(question))


def _silent_peer_of(services: Sequence[str], catalog: Catalog) -> str | None:
    """The one silent peer among ``services`` when every other one calls it directly (the question's words named
    the peer and its callers), else None."""
    silent = [s for s in services if catalog.silent and s in catalog.silent]
    if len(silent) != 1:
        return None
    others = [s for s in services if s != silent[0]]
    return silent[0] if all(silent[0] in catalog.dependencies.get(o, ()) for o in others) else None


def _one_chain(question: str, services: Sequence[str], catalog: Catalog | None) -> bool:
    """Two services one phrase named, one depending on the other (a client and its partner), with no either-or."""
    if catalog is None or len(services) != 2 or re.search(r"\bor\b|还是|或者|或是", question, re.I):
        return False
    first, second = services
    return second in catalog.dependencies.get(first, ()) or first in catalog.dependencies.get(second, ())


#: a follow-up naming a dependency kind as the suspect: "was it the database?", "是数据库那边拖的吗"
#: "was it only the cache, or the db too?", "只是缓存，还是数据库也有问题？": two kinds, either or both — which of
#: them had trouble (each one's own evidence), never one yes/no of the subject
_KIND_EITHER = regex(r"^\s*(?:was|is)\s+(?:it|this|that)\s+(?:only|just)\s+(?:the\s+)?[\w -]{1,30}?\s*,?\s+or\s+"
                     r"(?:was\s+it\s+)?(?:the\s+)?[\w -]{1,30}?(?:\s+(?:too|as well|also))?\s*[?？]?\s*$|"
                     r"^\s*(?:是)?(?:只是|就是|仅仅是|光是|只有)\s*\S{1,16}?\s*[，,]?\s*还是\s*\S{1,16}?\s*也\S{0,8}[？?]?\s*$",
                     re.I)
_KIND_FOLLOW = regex(r"^\s*(?:was|is|could)\s+(?:it|this|that)\s+(?:be\s+)?(?:the\s+|a\s+|an\s+|our\s+)?"
                     r"[\w -]{1,30}?\s*[?？]?\s*$|"
                     r"^\s*(?:是|就是|会不会是|是不是)\s*\S{1,24}?(?:的)?(?:吗|么|吧)?\s*[？?]?\s*$|"
                     + _KIND_EITHER.pattern, re.I)


def _kind_follow_up(question: str, ents: _Entities, earlier_questions: Sequence[str]) -> bool:
    """A follow-up naming only a dependency kind ("was it the database?", "是数据库那边拖的吗"): a yes/no about the
    conversation subject's dependency of that kind, in the conversation's window."""
    return (bool(earlier_questions) and not ents.services and not ents.unknown and bool(ents.kinds)
            and (_KIND_FOLLOW.search(question) is not None or _FOLLOW_SUSPECT.search(question) is not None)
            and not _ASKS_WHAT.search(question))


def _measure_and_operation(aspects: list[str], *, measured: bool, actions: bool) -> list[str]:
    """"现在积压了多少条消息？" asks a measure's value (a count), not a count of log lines; "回滚了没有？" asks a yes/no
    about an operation (with its onset, end or count), answered from its change events."""
    if measured and set(aspects) <= {"cause", "health", "count", "overview"}:
        aspects = ["count"]
    if actions:
        aspects = [a for a in aspects if a not in ("health", "cause", "overview", "yes_no")]
        aspects = [a for a in ("yes_no", *aspects) if a in ("yes_no", "onset", "end", "count")]
    return aspects


def _turn_window(earlier_questions: Sequence[str], catalog: Catalog, clock: datetime,
                 lookup_ids: IdLookup | None) -> TimeWindowSpec | None:
    """The window the last earlier turn was answered over (its own plan, with the turns before it), when its own."""
    turn = offline_plan(earlier_questions[-1], catalog, earlier_questions=earlier_questions[:-1], now=clock,
                        lookup_ids=lookup_ids)
    if not turn.window_own or not turn.window_start or not turn.window_end:
        return None
    start = datetime.fromisoformat(turn.window_start.replace("Z", "+00:00"))
    end = datetime.fromisoformat(turn.window_end.replace("Z", "+00:00"))
    return TimeWindowSpec(start, end, True, earlier_questions[-1])


def _told_pair_sides(earlier_questions: Sequence[str], subject: str, catalog: Catalog, clock: datetime,
                     lookup_ids: IdLookup | None) -> tuple[TimeWindowSpec, TimeWindowSpec] | None:
    """"booking app had a cache problem after lunch and a db lock problem tonight right?" / "which one was longer?":
    the last turn told two troubles of ``subject``, each with its own time (its plan asked the subject over two
    windows, the one and the one set against it) — the two windows, in time order, as the two turns' would be.
    None when that turn asked of another subject or over one window."""
    turn = offline_plan(earlier_questions[-1], catalog, earlier_questions=earlier_questions[:-1], now=clock,
                        lookup_ids=lookup_ids)
    if (turn.services != [subject] or not (turn.window_start and turn.window_end and turn.compare_start
                                           and turn.compare_end)):
        return None
    sides = sorted((TimeWindowSpec(datetime.fromisoformat(a.replace("Z", "+00:00")),
                                   datetime.fromisoformat(b.replace("Z", "+00:00")), True, earlier_questions[-1])
                    for a, b in ((turn.window_start, turn.window_end), (turn.compare_start, turn.compare_end))),
                   key=lambda w: w.start)
    return (sides[0], sides[1]) if sides[0].start != sides[1].start else None


#: "这两次哪次时间更长", "which of the two was longer?": the two the turns told, pointed at and nothing else said
#: (no ordinal, no time, no name of its own)
_THESE_TWO = regex(r"\s*(?:(?:这|那)两(?:次|回|波|起|个)(?:里|中|之中)?\s*|(?:so\s+)?)"
                   r"(?:哪一?(?:次|回|波|起|个)[\u4e00-\u9fff]{0,8}|which of (?:the|those|these) two\b[^?？]{0,30})"
                   r"[?？]?\s*", re.I)


def _turns_timed_sides(earlier_questions: Sequence[str], subject: str, catalog: Catalog, clock: datetime,
                       lookup_ids: IdLookup | None) -> tuple[TimeWindowSpec, TimeWindowSpec] | None:
    """The windows the last two turns were answered over, when both asked of ``subject`` alone, each over a time
    of its own ("昨晚九点半排程库是不是锁等待了" / "凌晨两点那次呢",
    "what broke X early this morning?" / "and what's going on with X now?"): one trouble's two episodes told by
    the conversation, each named by its time — a bare "哪次更长" after them sets those two against each other.
    None when a turn told two things, named another subject or no time of its own, or the two windows are one."""
    if len(earlier_questions) < 2 or any(_TWO_TOLD.search(_TURN_OPENING.sub("", q))
                                         for q in earlier_questions[-2:]):
        return None
    sides: list[TimeWindowSpec] = []
    for k in (len(earlier_questions) - 1, len(earlier_questions)):
        turn = offline_plan(earlier_questions[k - 1], catalog, earlier_questions=earlier_questions[:k - 1],
                            now=clock, lookup_ids=lookup_ids)
        #: ("and what's going on with X now?": the side going on now, over the recent window up to now)
        if (turn.services[:1] != [subject] or not turn.window_start or not turn.window_end
                or not ((turn.window_own and turn.window_explicit) or asks_now(earlier_questions[k - 1]))):
            return None
        sides.append(TimeWindowSpec(datetime.fromisoformat(turn.window_start.replace("Z", "+00:00")),
                                    datetime.fromisoformat(turn.window_end.replace("Z", "+00:00")), True,
                                    earlier_questions[k - 1]))
    first, second = sorted(sides, key=lambda w: w.start)
    return (first, second) if first.start != second.start else None


#: "租鞋那个服务现在正常了吗": a word, 那个/这个, then 服务/系统 — the word describes the service (no pronoun)
_WORD_THAT_SERVICE = regex(r"(^|[\s，,。？?！!；;])([\u4e00-\u9fff]{2,6}?)(?:那个|这个)(?=\s*(?:服务|系统|应用|后台))")


def _word_that_service(question: str, catalog: Catalog) -> str:
    """"租鞋那个服务" → "租鞋服务" when every character of the word is in one service's description ("冰鞋租赁服务");
    "看看这个服务" (a verb before the pronoun) stays as it was."""
    def one(m: re.Match[str]) -> str:
        word = m.group(2)
        described = any(all(ch in text for ch in word) for text in catalog.descriptions.values())
        return m.group(1) + word if described else m.group(0)
    return _WORD_THAT_SERVICE.sub(one, question)


def offline_plan(
    question: str,
    catalog: Catalog,
    *,
    retry_context: RetryContext | None = None,
    completed: Sequence[str] = (),
    earlier_questions: Sequence[str] = (),
    now: datetime | None = None,
    lookup_ids: IdLookup | None = None,
) -> Plan:
    """Plan the evidence to gather for ``question`` (round 2: widen and deepen, never a completed call).

    A follow-up without entities of its own, or with a pronoun ("它现在恢复了吗？"), takes them from the most
    recent earlier question of the conversation that named some; so does its time window.
    """
    question = clean_question(question)
    question = _word_that_service(question, catalog)
    earlier_questions = [clean_question(q) for q in earlier_questions]
    aside: list[str] = []
    if (unasked := set_aside(question))[1] and (aside := status_matches(unasked[1], catalog.order_statuses)):
        #: "…多少单是因为天气接口挂了失败的 天气取消的别算": the status set aside is neither the one counted nor among
        #: the failed records counted — the question is asked without that clause
        question = unasked[0]
    if not earlier_questions and (besides := _BESIDES_ELSE.search(question)) and _ELSE_ASKED.search(question):
        #: "anything else on fire right now besides the gates?": the rest of the troubles (the overview); the thing
        #: set aside is no subject
        question = question[:besides.start()] + question[besides.end():]
    if (scene := SCENE_THEN_ASKED.match(question)) and _health_of_its_own(scene.group(2), catalog, lookup_ids):
        #: "resale is down — is the resale db ok at least?": the statement sets the scene, the health asked after the
        #: dash is of the things named there (the resale application is not judged)
        question = scene.group(2)
    asked_as = ""
    if (over_day := _earlier_over_its_day(question, earlier_questions)) != list(earlier_questions):
        #: "第二次呢" after "日票app今天早上几点开始出问题的": the second episode of that day, wherever it lies
        earlier_questions = over_day
    if (this_one := _this_one_asked(question, earlier_questions)) != question:
        #: "那现在这次呢？" after "持续了多久": the earlier question asked of the episode going on now
        question = this_one
    elif (nth_one := _nth_one_asked(question, earlier_questions)) != question:
        #: "那第一波呢？" after "第二波…什么时候开始的": the earlier question asked of the episode named by its order
        asked_as = question = nth_one
    if (own_side_added := _with_episode_now(question, earlier_questions)) != question:
        #: "比第一次那波长还是短？" after "这次几点开始的": this episode set against the first
        asked_as = question = own_side_added
    if (again_sides := _with_again_sides(question, earlier_questions, catalog,
                                         now or catalog.data_end or datetime.now(UTC), lookup_ids)) != question:
        #: "which one was longer?" after "bookings are failing again, same as at lunch?": that time's episode
        #: against the one going on now
        asked_as = question = again_sides
        earlier_questions = []
    elif (of_two := _which_of_two(question, earlier_questions, catalog, lookup_ids)) != question:
        #: "which one was longer?" after "when were the two … storms today?": the two episodes named, compared
        asked_as = question = of_two
    turns_chosen = False
    if (chosen_turns := _with_turns_choice(question, earlier_questions, catalog, lookup_ids)) != question:
        #: "which one was longer?" after "how long was A?" and "and B last night?": asked as one choice of the two
        question, earlier_questions, turns_chosen = chosen_turns, [], True
        if compares_episodes(chosen_turns):
            #: two episodes of one thing: the answer sets them against each other as the question now says
            asked_as = chosen_turns
    elif (that_side := _with_that_side_timed(question, earlier_questions, catalog, lookup_ids)) != question:
        #: "which one was longer, that or the morning one?" after "when did X go nuts after lunch?": one choice
        question, earlier_questions = that_side, []
    elif (own_side := _with_own_side_choice(question, earlier_questions, catalog, lookup_ids)) != question:
        #: "and B this afternoon, which one was longer?" after "what happened to A yesterday?": one choice of the two
        question, earlier_questions = own_side, []
    ents = _entities(question, catalog, lookup_ids, follow_up=bool(earlier_questions))
    if (not earlier_questions and ents.services and not ents.ids
            and (change_scene := _CHANGE_SCENE.search(question)) is not None
            and match_services(change_scene.group(1), catalog.services, catalog.aliases()) == ents.services[:1]
            and "cause" in aspects_of(question, has_entity=True, has_record=False)
            and (after_scene := _entities(question[change_scene.end():], catalog, lookup_ids)).services
            and ents.services[0] not in after_scene.services):
        #: "the courier app got a new version at 3:45 and right after that lockers stopped being assigned. what
        #: broke?": the service whose change only sets the scene is not asked about — the trouble told after it is
        ents = after_scene
    elif (not earlier_questions and ents.services and not ents.ids
            and (change_after := _CHANGE_AFTER.search(question)) is not None
            and match_services(change_after.group(1), catalog.services, catalog.aliases()) == ents.services[:1]
            and "cause" in aspects_of(question, has_entity=True, has_record=False)
            and (before_change := _entities(question[:change_after.start()], catalog, lookup_ids)).services
            and ents.services[0] not in before_change.services):
        #: "deposits blew up again around two forty, right after the design upload release. root cause?": the change
        #: said after the trouble only places it in time — the trouble told before it is what is asked about
        ents = before_change
    part_named = (_deploy_suspect_part(question, catalog) if earlier_questions and not ents.any and not ents.kinds
                  else None)
    if not part_named and not ents.any and not ents.kinds and asks_yes_no_change(question):
        #: "是不是教练端9点半那次发版搞的 约课才挂", "那教练端九点半的发版跟这有关系吗": the suspected change named by
        #: a part of one application's description right before it (a clock between) — that application is the suspect
        part_named = change_part_said(question, _described_part, catalog)
    if (not part_named and not earlier_questions and not ents.any and not ents.kinds
            and (deploy_cause := _DEPLOY_CAUSE_ASKED.search(question)) is not None
            and (subject_part := _described_part(question[:deploy_cause.start()], catalog)) is not None):
        #: "小卖部下午那个是发版导致的吗": the subject whose own deploy is asked as the cause, named by a part of one
        #: application's description ("小卖部" of the head "小卖部收银") — that application is the subject
        ents = ents.model_copy(update={"services": [subject_part]})
    if part_named:
        #: "是不是App发版搞的", "是不是商城前台两点那次发版导致的？": the suspect's deploy named by a part of one
        #: application's description (its head's "App", "前台") — that application is the suspect
        ents = ents.model_copy(update={"services": [part_named]})
    if not ents.any and (owners := _episode_thing_owners(question, catalog)):
        #: "闸机这次已经挂了多久了", "how long did the first gate outage last?": an episode of one trouble named by its
        #: order or as the one now, its thing told in a word several services' descriptions share — the holders
        #: (applications first) are the subject, whose alerts tell the episodes apart (an overview splits none)
        ents = ents.model_copy(update={"services": owners})
    if (carried := _carried_episode(question, earlier_questions)) and not ents.any and (
            not _entities(earlier_questions[-1], catalog, lookup_ids).any) and (
            owners := _episode_thing_owners(earlier_questions[-1], catalog)):
        #: "那它什么时候恢复的?" after "闸机第一次为啥出问题": "it" is the earlier question's episode, its thing told
        #: in a word several services share — the holders are the subject, the episode carried with them
        ents = ents.model_copy(update={"services": owners})
    if (not ents.any and earlier_questions and has_pronoun(question) and asks_now(question)
            and not any(_entities(q, catalog, lookup_ids).any for q in earlier_questions)
            and (owners := _told_thing_holders(earlier_questions[-1], catalog))):
        #: "are they fine now?" after "what went wrong with the workshop seats this morning" (an overview: no
        #: service named): "they" are the holders of the thing the earlier question told ("workshop seat": the
        #: booking service and its confirmation worker), not every service troubled now (of their state now only:
        #: "它几点恢复的？" after "昨晚扣款失败是咋回事？" asks the told trouble's end, searched over every service —
        #: its thing's holder may have another trouble firing now)
        ents = ents.model_copy(update={"services": owners})
    if not ents.any and not ents.kinds and (team_said := _team_asked(question, catalog, earlier_questions,
                                                                      lookup_ids)) is not None:
        #: "票务组那个早上的问题几点恢复的": a team word and no service — the team's services are the subject (their
        #: trouble of the window is the one asked), never every service's (another team's deploy that morning)
        ents = ents.model_copy(update={"services": sorted(
            s for s, t in catalog.teams.items() if t == team_said and s in catalog.services)})
    elif (ents.services and not ents.ids and not ents.kinds
          and (members := team_services(question, alert_team(question, catalog), catalog, ents.services))):
        #: "会员组的服务今天报了多少错": the team's services in general, never only the member whose description
        #: shares the team word (``agents.owner``)
        ents = ents.model_copy(update={"services": members})
    #: "the bank cert thing overnight - what time did it clear up?": "it" is the question's own thing, not an
    #: earlier question's subject (none to refer to: the answer searches every service)
    pronoun = has_pronoun(question) and not (not earlier_questions and (
        _OWN_REFERENT.search(question) or _own_clause_referent(question)))
    known = _with_conversation(question, ents, catalog, lookup_ids, earlier_questions, pronoun=pronoun)
    services, unknown, alerts, codes, ids = known.services, known.unknown, known.alerts, known.codes, known.ids
    #: "X 出事的时候 Y 是不是也跟着挂了": X only marks the time (its trouble), Y is the subject asked about
    marker = time_marker(question, services, catalog.aliases()) if len(services) > 1 else None
    if marker and (slot := suspect_slot(marker[1])) and match_services(slot, services, catalog.aliases()):
        #: "早上 X 出问题那会儿，跟 Y 有关系没": X's trouble is the symptom Y is blamed for, not a mark of the time
        marker = None
    caused_by = ""
    if marker and _MARKER_CAUSED.search(marker[1]):
        #: "昨晚 X 出问题那会儿，有没有导致 Y 失败？": X's trouble is the suspect of Y's (the cause verb has no other
        #: subject), not only a mark of the time
        caused_by, marker = marker[0], None
    services = [s for s in services if s != marker[0]] if marker else services
    missing = ents.missing
    has_entity = bool(services or unknown or alerts or codes or missing)
    #: a service's name is never an aspect or operation word: "is count-api still slow?" asks no count,
    #: "time-svc 现在还报错吗" no time (the question with the names of the data blanked, for those words only)
    #: "昨天下午有多少收获订单被拒了": an alias holding a record noun, with a record status named in words and no log
    #: line asked, counts those records (it names the service only in "订单接入报了几条错")
    aliased = record_aliases(question, catalog.aliases(), services)
    if aliased and (status_matches(question, catalog.order_statuses) or asks_failed_records(question)) \
            and not asks_log_lines(question):
        aliased = []
    worded = blank_names(marker[1] if marker else question,
                         [*catalog.services, *(t for d in catalog.dependencies.values() for t in d), *aliased])
    aspects = aspects_of(worded, has_entity=has_entity, has_record=bool(ids))
    if (not ids and "count" in aspects and "record" not in aspects and not asks_log_lines(question)
            and qualified_calls_failing(question, catalog.order_statuses)):
        aspects = [*aspects, "record"]  # "how many flight requests got rejected?": the status's records
    if not ids and ANY_RECORDS_FAILED.search(question) and _failing_status_said(question, catalog):
        #: "were any fuel payments declined before midnight?": whether records of the failing status said were made
        #: in the window — their count answers (``render.answer._line``), never an overview or a service's health
        aspects = ["count", "record"]
    if not ids and "count" in aspects and ALERTS_COUNTED.search(question) is not None:
        #: "how many alerts did the booking app fire today?": the alerts are counted, never the records the app's
        #: word names
        aspects = [a for a in aspects if a != "record"]
    if (not ids and "count" in aspects and "record" in aspects and services and counts_troubles(question)
            and not asks_failed_records(question) and not status_matches(question, catalog.order_statuses)):
        #: "how many separate incidents hit the booking app today?": the app's troubles are counted, never the
        #: records its record word ("booking") would name
        aspects = [a for a in aspects if a != "record"]
    if "comparison" in aspects and len(services) == 1 and not ids and not unknown and (
            by_word := _described_side(question, services[0], catalog)):
        #: "which logged more errors, billing or the customer accounts service?": the other side by its word
        services = [by_word[0], *services] if by_word[1] else [*services, by_word[0]]
    if caused_by:
        aspects = ["yes_no"]
    if ("comparison" in aspects and "record" not in aspects and not ids and compares_episodes(question)
            and names_record_words(worded)
            and not (LASTED_LONGER.search(question) and not FAILED_MORE.search(question))):
        #: "凌晨那次跟现在这次比，哪次挂掉的处方单多？": the episodes set against each other by their records (each
        #: episode's failed ones), never by their log lines — unless by how long each lasted ("booking app had 2
        #: outages today … which was longer?": the record word names the app, the spans are compared)
        aspects = [*aspects, "record"]
    if ids and not ents.ids and asks_owner_others(question):
        #: "这个会员今天还有别的开门失败吗" after "<id> 什么情况": whether the record's owner has other such records
        aspects = ["yes_no"]
    if not ids and any(names_record_words(u) for u in unknown):
        #: "客服工单今天有多少条错误": records whose qualifier nobody holds are a thing the world lacks (a gap), never
        #: the world's own records
        aspects = [a for a in aspects if a != "record"] or ["health"]
    if (services and services == ents.services and not unknown and not ids and set(aspects) <= {"cause", "health"}
            and _BLAMED.search(question) is None
            and (told := worded_description_name(question, catalog.descriptions)) is not None
            and told not in catalog.infra()):  # users' words describe an application, never its store
        #: "drivers say their bank cards just hang on 'authorising...'": a trouble told in users' words — every word
        #: of one service's description said ("card authorisation"), beside services named by one shared word alone
        #: ("bank" of a partner, "cards" of another): the described one is the thing asked, not the shared words'
        weak = [s for s in services if s != told and not _named_in_full(question.lower(), [s], catalog)]
        if weak and (told in services or len(weak) == len(services)):
            services = [told, *(s for s in services if s != told and s not in weak)]
    scene_clauses: list[str] = []
    if (services and services == ents.services and not earlier_questions and not unknown and not ids
            and "cause" in aspects and "yes_no" not in aspects
            and (told_owners := _changed_only_trouble_told(question, services, catalog))):
        #: "A 十点四十五刚发完版 B 就开始挂，到底是谁的锅？": the services named only where their change sets the scene
        #: are no subject — the thing whose trouble is told after it (by a word of its owners' descriptions) is
        services = told_owners
        #: the change's clock names the change, not the window asked ("X shipped at 6:20 and Y started failing at
        #: 6:30": the trouble's 6:30, never two windows set against each other)
        scene_clauses = [c for c in (_CLAUSE_SPLIT if _CJK.search(question) else _EN_CLAUSE_SPLIT).split(question)
                 if c and c.strip() and (DEPLOY_SUSPECT.search(c) or _CHANGE_SAID.search(c))
                 and not set(match_services(c, catalog.services, catalog.aliases())) & set(told_owners)]
    if (aspects == ["overview"] and not (services or unknown or alerts or codes or ids or missing or ents.kinds)
            and not earlier_questions and _FROM_CHANGE.search(question) is not None):
        #: "is the ad revenue drop from a cert?": a trouble told in words naming no service, said to come from a kind
        #: of change — a yes/no about that kind over every service (read as an overview, neither yes nor no). Not
        #: when a service is named ("is the quote failure from a cert?" keeps its own reading)
        aspects = ["yes_no"]
    if (aspects == ["cause"] and not (services or unknown or alerts or codes or ids or missing or ents.kinds)
            and not earlier_questions and (entry := _chain_entry(question, catalog)) is not None):
        #: "昨晚直播一直卡，根因是啥": the thing users see is a word several applications share (the stream player, the
        #: transcoder it calls) — one chain, whose entry is what the users meet; its walk reaches the rest
        services = [entry]
    #: only when the question asks nothing of its own (its aspects are the default for a named subject)
    what_about = (bool(earlier_questions) and ents.any and aspects == ["cause"]
                  and _WHAT_ABOUT.search(question) is not None)
    if what_about:  # "那 X 呢？" / "what about X?": the earlier question, asked of X
        aspects = aspects_of(earlier_questions[-1], has_entity=True, has_record=bool(ids))
    if (earlier_questions and not ents.any and not ids and _NOW_ONLY.search(question) is not None
            and set(aspects_of(earlier_questions[-1], has_entity=True, has_record=False)) <= {
                "health", "yes_no", "cause", "overview"}):
        #: "那现在呢" after "X 早上是不是被打爆了": the subject's state now (healthy once the trouble is over), never
        #: the earlier trouble's cause
        aspects = ["health"]
    #: "what about PAYMENT_FAILED since 4pm?", "那 PAYMENT_FAILED 的呢" after "how many bookings got stuck in
    #: SLOT_HELD tonight?": the earlier count of records, asked of another status (in a window of its own, if named);
    #: "那昨天晚上的呢", "what about yesterday evening?" after "今天早上有多少笔充值失败？": the earlier count asked
    #: again of the window named now (nothing else named)
    earlier = (aspects_of(earlier_questions[-1], has_entity=has_entity, has_record=False)
               if earlier_questions and not ents.any and not ids
               and (_WHAT_ABOUT.search(question) is not None or _STATUS_ABOUT.search(question) is not None) else [])
    #: "那报课呢？" after "订泳道一共失败了多少单？": a thing named alone takes the earlier count's failing (its records
    #: failed, counted), when its own words name no status
    status_text = (about_failing(question, earlier_questions[-1])
                   if "count" in earlier and not statuses(question, ["record", "count"], catalog) else "") or question
    status_about = ("count" in earlier and bool(statuses(status_text, ["record", "count"], catalog))
                    and bool(statuses(earlier_questions[-1], ["record", "count"], catalog)
                             or asks_failed_records(earlier_questions[-1])
                             #: "那立案被退回的呢？" after "影响了多少笔": the earlier count was of records
                             or "record" in earlier))
    window_about = ("count" in earlier and not status_about
                    and resolve_time(question, now=now or catalog.data_end or datetime.now(UTC),
                                     zone=catalog.zone()).explicit)
    if status_about or window_about:
        aspects = [a for a in earlier if a not in ("overview", "cause")] or ["count"]
    measured = metrics_asked(worded, catalog.metrics) if services and not ids else []
    #: "X 的 lag 现在超过一千了吗": a measure against a level is a yes/no read from the measure's series
    level_asked = bool(services) and not ids and threshold_asked(worded) is not None
    if level_asked and not measured:
        measured = metrics_named(worded, catalog.metrics)
    level_asked = level_asked and bool(measured)
    #: "今天有没有哪个服务重启过？": an operation asked of any service (no subject named)
    anyone = not has_entity and not ids and _ANY_SERVICE.search(question) is not None
    #: "has the redeploy been rolled back yet?": an operation asked of another one done again (no service named):
    #: every service's change events of both, the asked one counted only after the other's latest
    again = [label for label, words, _ in ACTIONS if re.search(words, worded, re.I)] if (
        operation_order(worded) == "last") else []
    anyone = anyone or (not has_entity and not ids and len(again) > 1)
    #: "did that one go ok?" after "did anything get deployed today?": the operation the earlier question asked of
    #: any service, found again, answered by its own completion (or failure) event
    went_ok = (not has_entity and not ids and bool(earlier_questions) and _WENT_OK.search(question) is not None
               and not actions_asked(worded) and _ANY_SERVICE.search(earlier_questions[-1]) is not None
               and bool(actions_asked(earlier_questions[-1])))
    anyone = anyone or went_ok
    #: "which version, and did it go ok?" after "did anyone deploy X yesterday?": the same of the service the earlier
    #: question named (the follow-up names none of its own), answered from its completion (or failure) event
    went_ok = went_ok or (not ents.any and not ids and bool(services) and bool(earlier_questions)
                          and _WENT_OK.search(question) is not None and not actions_asked(worded)
                          and bool(actions_asked(earlier_questions[-1])))
    #: "did its 10:40 rollout at least finish ok?", "did X's rollout go ok?": a deploy named by its noun, its outcome
    #: asked of the subject (named, or the conversation's), answered from its completion (or failure) event
    deploy_ok = (not went_ok and not ids and bool(services) and _WENT_OK.search(question) is not None
                 and ((not actions_asked(worded) and DEPLOY_NOUN.search(worded) is not None)
                      #: "did X's redeploy at 20:10 go through ok?": the deploy done again, its outcome asked (not
                      #: whether it was done again after itself)
                      or (actions_asked(worded) == ["发布"] and operation_order(worded) == "last")))
    went_ok = went_ok or deploy_ok
    #: "X 发版挂了，一般咋处理？有手册么": the operation names the trouble a how-to is asked about, it is not asked
    #: (its undoing searched beside it: a deploy rolled back did not go ok)
    actions = (["发布", "回滚"] if deploy_ok
               else list(dict.fromkeys([*actions_asked(earlier_questions[-1]), "回滚"])) if went_ok
               else actions_asked(worded) if (services or anyone) and not ids and "how_to" not in aspects else [])
    if actions and not deploy_ok and not went_ok and _CLEFT_CHANGE.search(worded) is not None:
        #: "was it the 3:50pm redeploy that broke scales again?": the change is the suspect of a cleft (yes = the
        #: trouble began right after it), never an operation asked of its own (whether it was redeployed again)
        actions = []
    #: "X 今天发了几次版", "how many deploys today?": an operation counted (its start events in the window, every
    #: service's when none is named); "how many times?" after "did anything get deployed today?": the earlier
    #: question's operation, counted
    counted = actions_counted(worded) if not ids and "how_to" not in aspects and not went_ok else []
    if (not counted and not ids and not ents.any and earlier_questions and not went_ok and asks_times(worded)
            and not actions_asked(worded)):
        earlier_ops = (actions_asked(earlier_questions[-1]) or actions_counted(earlier_questions[-1])
                       or [w[0] for w in actions_when(earlier_questions[-1])])
        counted = list(dict.fromkeys(earlier_ops))
    if counted:
        actions = counted
    aspects = _measure_and_operation(aspects, measured=bool(measured), actions=bool(actions))
    if counted:
        aspects = ["count"]
    if level_asked and not actions:
        aspects = ["yes_no"]
    if not actions and not ids and end_boundary(worded, now=now or datetime.now(UTC), zone=catalog.zone()):
        aspects = ["yes_no"]  # "快递证书是过了零点才换好的吗": the trouble's end against a clock
    if (aspects == ["health"] or (aspects == ["cause"] and not aspect_worded(worded))) and not actions and not ids \
            and onset_boundary(worded, now=now or datetime.now(UTC), zone=catalog.zone()):
        #: "支付机构那个证书是不是半夜12点之前就过期了", "…是昨天半夜12点之前就过期了吧？" (a statement tagged 吧, no
        #: aspect worded): the trouble's onset against a clock
        aspects = ["yes_no"]
    same_cause = len(services) > 1 and not actions and not ids and asks_same_cause(worded)
    #: "the failed bookings and the failed transfers - same root cause?": two record statuses, each side naming its
    #: own; their records' error codes decide (`render.answer._same_cause_statuses`)
    cause_statuses = (same_cause_statuses(worded, catalog.order_statuses, catalog.descriptions)
                      if not actions and not ids and asks_same_cause(worded) else [])
    if (not cause_statuses and not actions and not ids and len(earlier_questions) >= 2 and asks_same_cause(worded)
            and not CAUSE_PAIR_SPLIT.search(worded)):
        #: "这俩是同一个原因吗" after "X 失败是啥原因" / "那 Y 失败呢": the two earlier questions are the two sides
        cause_statuses = same_cause_statuses(worded, catalog.order_statuses, catalog.descriptions,
                                             sides=earlier_questions[-2:])
    statuses_spanned = False
    if (not cause_statuses and not actions and not ids and earlier_questions and asks_same_cause(worded)
            and (other := earlier_pair_side(worded))):
        #: "跟昨晚充值被拒是同一个原因吗" after "开锁失败那些行程是什么原因": the earlier question is one side,
        #: the trouble told here the other; each side keeps its own time, so each status's records are read over
        #: all the data
        cause_statuses = same_cause_statuses(worded, catalog.order_statuses, catalog.descriptions,
                                             sides=[earlier_questions[-1], other])
        statuses_spanned = bool(cause_statuses)
    if same_cause or cause_statuses:
        #: "X 和 Y 同时出问题，是同一个原因吗": a yes/no over both chains (each subject's cause is investigated;
        #: neither subject is the other's suspect)
        aspects = ["yes_no", "cause"]
    #: "X 调度 4.8.0 昨天几点上的线" with no service resolved: the version names the deploy, every service's change
    #: events are searched (the one naming the version answers)
    when = actions_when(question) if (services or (not ents.any and _VERSION_NAMED.search(question))) \
        and not ids and not measured and not (
        {"onset", "end", "duration"} & set(aspects)) else []
    if when and (not actions or set(actions) <= {w[0] for w in when}):
        #: "when was it rolled back?", "几点回滚的": the operation's time (its change events), not a cause ("when did
        #: they roll back X": the operation already found is the one whose time is asked, not a yes/no about it)
        aspects = [a for a in aspects if a not in ("cause", "yes_no", *(() if services else ("overview",)))]
        aspects = [a for a in ASPECTS if a in {*aspects, *(w[1] for w in when)}]
        actions = list(dict.fromkeys(w[0] for w in when))
    if not actions and not ids and not measured and {"onset", "end"} & set(aspects):
        #: "when did the rollback finish?", "那个发版是几点开始的": the operation's own time, from its change events
        #: (any service's when none is named), over the question's window, else over all the data
        actions = actions_timed(worded)
    if not actions and not ids and not measured and aspects == ["end"] and services and ended_after_bad_deploy(worded):
        #: "When was X back to normal after the bad deploy?": the deploy's rollback completing (its change event),
        #: the trouble's own end when none was logged
        actions = ["回滚"]
    action_services: list[str] = []
    if not actions and not ids and not measured and "duration" in aspects:
        #: "第一次发版从上线到回滚完一共持续了多久": the span between two operations' change events
        actions = actions_spanned(worded)
    if (not actions and not ids and not measured and aspects == ["comparison"] and len(services) == 2
            and LASTED_LONGER.search(worded) is not None and _BAD_DEPLOY_SIDE.search(worded) is not None):
        #: "which one was longer, that or the X bad deploy?": the bad deploy side is its deploy's errors, found by its
        #: change events (the subject's errors after its deploy), not its latest episode of another trouble
        actions = ["发布", "回滚"]
        #: (only the deploy side's service: the other side's empty searches would crowd out the deploy's errors)
        named, said = _which_first_sides(worded, catalog), _CHOICE_SPLIT.split(worded, maxsplit=1)
        if named is not None and len(said) == 2 and len(set(named)) == 2:
            action_services = [svc for svc, side in zip(named, said, strict=True)
                               if _BAD_DEPLOY_SIDE.search(side)][:1]
    if not actions and not ids and not measured and aspects == ["duration"] and services and asks_live_build(worded):
        actions = ["发布", "回滚"]  # "how long has the X release been live?": its deploy's start (and any rollback)
    if not action_services and earlier_questions and (rolled := rollback_subjects(
            actions, services, earlier_questions[-1], named_here=ents.any,
            dependencies=catalog.dependencies, infra=catalog.infra())):
        action_services = rolled  # "回滚了没" after a deploy talk: the subject's and the apps it calls (invTG)
    #: "那 X 呢？" after "Y 现在还在报错吗": the earlier question asked of X — about now as that one was
    now_asked = asks_now(question) or (what_about and asks_now(earlier_questions[-1]) and not resolve_time(
        earlier_questions[-1], now=now or catalog.data_end or datetime.now(UTC), zone=catalog.zone()).explicit)
    if {"health", "end"} <= set(aspects) and now_asked and not resolve_time(
            question, now=now or catalog.data_end or datetime.now(UTC), zone=catalog.zone()).explicit:
        aspects.remove("end")  # "昨晚翻车的 X，现在好了没？健康吗": health now (the recent window), not the last 24 h
    #: "有多少张" after "今天早上是不是有工单派单失败了？": a count of the earlier question's records (their statuses
    #: named by its words), not of log lines
    domain = partial(names_records, order_statuses=catalog.order_statuses)
    topic = record_topic(question, earlier_questions, names_records=domain, statuses=catalog.order_statuses,
                         again=window_about) if "count" in aspects and not ids else ""
    #: "how many pairing requests came in?": a count of records named with the domain's own noun
    own_noun = "count" in aspects and not ids and (
        domain(question) if not has_entity else counts_worded_status(question, catalog.order_statuses))
    #: "影响了多少个箱子？", "how many bookings were affected?": the failed records (an error code set), whatever
    #: the domain calls them — never a count of log lines
    #: "how many separate incidents hit the booking app today?": the troubles that hit it are counted, not records hit
    affected = ("count" in aspects and not ids and _AFFECTED.search(question) is not None
                and not counts_troubles(question))
    #: "how many fans couldn't get in since kickoff?": people unable to do a thing, counted by its failing status
    cant_do = "count" in aspects and not ids and bool(cant_do_status(question, catalog.order_statuses))
    #: "六点以前失败的下行任务有几个": a Chinese thing failing whose descriptions' English words name a failing status
    described_records = "count" in aspects and not ids and bool(
        described_failing_status(question, catalog.order_statuses, catalog.descriptions))
    if ("record" in aspects and "count" not in aspects and any(k == "user_id" for k in ids.values())
            and _FAILED_SEVERAL.search(question) is not None):
        #: "用户 X 说预约失败好几次 帮忙查下": the customer's failed records, counted — how many times is asked too
        aspects = [*aspects, "count"]
    if (topic or own_noun or affected or status_about or cant_do or described_records) and "record" not in aspects:
        aspects = [*aspects, "record"]
    #: "证书过期那次失败的账单和现在连接池卡住的账单比，哪个多？": the records of two statuses set against each other,
    #: each counted over all the data (each names its incident by its event, not a window)
    compared_statuses = (statuses_compared(worded, catalog.order_statuses, catalog.descriptions,
                                           catalog.failed_statuses)
                         if "comparison" in aspects and not ids and (
                             not services or names_record_words(worded) or _RECORDS_AS_NOUNS.search(worded)
                             #: "more failed tool loans yesterday or failed lease renewals today?": records
                             #: failing on each side, though their nouns also name services
                             or len(_FAILED_THINGS.findall(worded)) >= 2
                             #: "今天缴费失败的和立案被退回的，哪个多？": each side the records of a thing failing
                             #: ("…失败的", "…被退回的"), though its words also name a service
                             or len(_FAILED_ONES_ZH.findall(worded)) >= 2)
                         else [])
    if (not compared_statuses and "comparison" in aspects and not ids and FAILED_MORE.search(worded)
            #: ("which one failed more jobs?" asked of the last two turns' things: the records each failed)
            and (names_record_words(worded) or (turns_chosen and not compares_episodes(question)))):
        #: "附件这次和昨天 SLA 发版那次比，哪次失败的工单多？": each side names its incident by the service that had
        #: it — the failed status that service's words name (附件存储 "attachment storage" ↔ ATTACH_FAILED)
        compared_statuses = _statuses_of_sides(question, catalog)
    if compared_statuses and "record" not in aspects:
        aspects = [*aspects, "record"]
    #: "两次配比缓存风暴，哪次失败的配比任务更多？": the subject's two episodes compared on the records of the one
    #: failing status the thing's words name (配比 ↔ "nutrient dosing service" ↔ DOSING_ABORTED), each over its own
    #: span — never their log lines
    episode_status = (described_failing_status(worded, catalog.order_statuses, catalog.descriptions)
                      if services and not compared_statuses and not ids and "comparison" in aspects
                      and "record" not in aspects and compares_episodes(question) and FAILED_MORE.search(worded)
                      else [])
    if episode_status:
        aspects = [*aspects, "record"]
    events = (events_compared(worded) if "comparison" in aspects and not compared_statuses and not ids
              and (not services or names_record_words(worded)) else [])
    if not events and not compared_statuses and not ids and (now_pair := now_versus_incident(worded)):
        #: "are we losing more tickets now than during the bad deploy earlier?": the trouble going on now against
        #: an incident told by its kind, each on its own failed records
        events, aspects = now_pair, ["comparison", "record"]
    if (not events and not compared_statuses and not ids and earlier_questions
            and (after_counted := incident_after_counted(question, earlier_questions))):
        #: "比早上发版那次多还是少" after "证书过期以后挂了多少工单": the incident the conversation counted failed
        #: records of against the one this turn names, each on its own failed records
        events, aspects = after_counted, ["comparison", "record"]
    if (not events and earlier_questions and "count" not in aspects and not ids and _THE_ONES.search(question)
            and not asks_failed_records(question) and event_counted(question, earlier_questions)):
        #: "what about the ones from the bad deploy?" after "how many appts failed because of the insurance thing?":
        #: the count of failed records carried to the incident this turn names
        aspects = ["count", "record"]
    if (not events and "count" in aspects and "comparison" not in aspects and not ids and not compared_statuses
            #: "how many payouts failed during the bank cert outage?" ↔ BANK_REJECTED: a status the question names
            #: is the records asked, whatever incident it names them by
            and not asks_log_lines(question) and not _status_worded(question, aspects, catalog)
            and not _status_nouned_at_clock(question, aspects, catalog, now)):
        events = event_counted(question, earlier_questions)
    if events and "record" not in aspects:
        aspects = [*aspects, "record"]
    #: "Is the kafka cluster X broken? Y keeps lagging": the state of X asked, Y's trouble told beside it
    state_first = (_state_then_trouble(question, catalog, lookup_ids)
                   if aspects == ["health"] and not ids and not actions else None)
    if state_first is not None:
        #: X alone is asked (Y's trouble is no "yes" about X); a partner that never reports is read from the
        #: records of the service told failing: a yes/no about X as the suspect of Y's trouble
        services = ([*state_first[1], state_first[0]] if catalog.silent and state_first[0] in catalog.silent
                    else [state_first[0]])
        aspects = ["yes_no"] if len(services) > 1 else aspects
    suspect_follow = _suspect_follow_up(question, ents, earlier_questions, catalog) and len(services) > 1
    if suspect_follow:  # "是 X 引起的吗？" after a question about the subject: a yes/no about X
        aspects = ["yes_no"]
    #: "is it the same as the KYC thing?" after a question whose trouble named no service ("are withdrawals stuck?"):
    #: X alone is known — a yes/no about X as the conversation's trouble (X clean in the window: no), never X's health
    #: (a healthy X read "是，X 健康")
    same_as_alone = (not suspect_follow and bool(earlier_questions) and services == ents.services
                     and len(services) == 1 and not ids and not actions and _SAME_AS.search(question) is not None)
    if same_as_alone:
        aspects = ["yes_no"]
    kinds = ents.kinds
    either_asked: list[str] = []
    if _kind_follow_up(question, ents, earlier_questions) and services:
        #: "was it the database?" after a question about the subject: a yes/no about its dependency of that kind
        scope = _closure(services, catalog)
        kinds = [k for k in kind_matches(question, catalog.dependency_kinds) if k in scope and k not in services]
        aspects = ["yes_no"] if kinds else aspects
        either = [t for group in kind_groups(question, catalog.dependency_kinds, in_order=True)
                  if (t := _kind_target([g for g in group if g not in services], catalog, scope)) is not None]
        if _KIND_EITHER.search(question) and len(either) == 2:
            #: "was it only the cache, or the db too?": which of the subject's two dependencies had trouble — the
            #: health of each in the conversation's window, never one yes/no of the subject
            services, kinds, aspects, either_asked = either, [], ["health"], either
    #: "which of the two lasted longer?" after "the customers db pool filled up yesterday, right?": a follow-up naming
    #: nothing compares the episodes of the trouble the conversation named
    pooled = question if ents.any or not earlier_questions else " ".join([*earlier_questions, question])
    if len(services) == 1 and compares_episodes(question) and (caller := _pool_caller(pooled, services[0], catalog)):
        services = [caller]  # "今天两次向导库连接池耗尽，哪次时间更长？": the pool's episodes are its caller's
    onset_words: list[list[str]] = []
    onset_changes: list[str] = []
    onset_nth: list[int] = []
    if (side := _onset_order_side(question, aspects, services, catalog)) is not None:
        services = side  # "did X start … before the <words of Y's alert> trouble?": Y named by its alert's words
    elif (sides := _onset_order_kinds(question, aspects, services, catalog)) is not None:
        #: "是不是先缓存出问题，然后数据库才慢的": each side named by its kind word, a yes/no on the two onsets
        services, kinds, aspects = sides, [], ["yes_no"]
    elif (sides := _which_first_sides(chosen := _conversation_choice(
            _side_pronoun_named(question, services, catalog), earlier_questions, ents.any), catalog)) is not None:
        #: "Which started first today, the irrigation DB slowness or the energy cache mess?": the two onsets, in
        #: the question's order; "哪个持续得更久": how long each lasted, compared (no unknown thing left named)
        longer = WHICH_FIRST.search(question) is None
        #: "Was yesterday's supplier API outage longer than …?", "which came first, the card partner cert failures
        #: or …?" of a partner that never reports: its outage (how long, when it began) is told by the records of
        #: the one service calling it
        sides = [_silent_side(s, catalog) for s in sides]
        services, kinds, aspects = sides, [], ["comparison"] if longer else ["yes_no"]
        unknown = [] if longer else unknown
        if not longer:
            #: each side's own trouble ("地磅队列积压": the consumer's lag, not its earlier lock-wait errors) or
            #: deploy ("门户重新发版在先": the redeploy's start, which logged no anomaly)
            onset_words, onset_changes = _which_first_troubles(chosen, sides)
            #: "第二次连接池打满", "the second cache storm": the side's episode named by its order
            onset_nth = [0 if change else episode_ordinal(text) for text, change in zip(
                _CHOICE_SPLIT.split(chosen, maxsplit=1), onset_changes, strict=False)]
            if any(onset_changes):
                actions = ["发布"]
    if (len(services) == 2 and not ids and not actions and set(aspects) <= {"health", "onset"}
            and _ONSET_ORDER_ZH.search(question) is not None):
        aspects = ["yes_no"]  # "X 锁等待是不是在 Y 发版之前就开始了": a yes/no on the order of the two onsets
    onset_order = (list(services) if "yes_no" in aspects and len(services) == 2 and not ids
                   and (not actions or any(onset_changes))
                   and (_ONSET_ORDER.search(question) is not None or WHICH_FIRST.search(question) is not None)
                   else [])
    if not onset_order:
        onset_words, onset_changes, onset_nth = [], [], []
    suspects = (list(ents.services) if suspect_follow or same_as_alone
                else [] if same_cause else _suspects(question, aspects, services, kinds, catalog))
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not ids and not actions and not kinds
            and (slot := suspect_slot(question)) and _WAVE_ASKED.search(question.replace(slot, " "))
            and not match_services(question.replace(slot, " "), catalog.services, catalog.aliases())
            and _entities(slot, catalog, None).services == services
            and (callers := _callers(services[0], catalog))):
        #: "昨天傍晚那波 是档期缓存的锅吗": a wave of the window asked with no subject, the one thing named where the
        #: suspect is said — its direct callers are the subject (its trouble reaching them decides), never the
        #: suspect judged as its own subject (left undecided)
        suspects, services = list(services), [*callers, *services]
    if part_named and not suspects and services == [part_named] and "yes_no" in aspects:
        suspects = [part_named]  # the conversation's subject unknown: the part-named suspect's deploy alone is judged
    elif (not suspects and "yes_no" in aspects and earlier_questions and len(services) == 1
          and services == ents.services and CHANGE_HARM_ASKED.search(question) is not None):
        #: "那小卖部五点五十五那次发版呢 有影响吗" after an overview-like question that named no service: the change's
        #: harm is asked — its service is the suspect (its own errors, or none, decide), never "was there a deploy"
        suspects, actions = list(services), []
    if (not suspects and not ids and not actions and set(aspects) <= {"health", "yes_no"}
            and (reached := _trouble_reached(question, earlier_questions, catalog, lookup_ids)) is not None):
        #: "did it hit the member app too?", "配矿那边也受影响了吗": whether the conversation's trouble (of its one
        #: subject) reached Y — Y's anomalies must point to it (Y failing for another reason is no "yes")
        services, suspects, aspects = [reached[1]], [reached[0]], ["yes_no"]
    if state_first is not None and "yes_no" in aspects:
        suspects = [state_first[0]]
    if caused_by in services and len(services) > 1:
        suspects = [caused_by]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (harm := HARMED.search(question)) is not None
            and match_services(question[:harm.start()], catalog.services, catalog.aliases()) == services
            and (makers := _record_makers(question[harm.end():], services[0], catalog))):
        #: "did the scheduler deploy at 9 break match bookings?": the world's records harmed (no team's or
        #: description's word) — the entry applications they are made through are the subject, the one service
        #: named before the verb the suspect
        suspects, services = list(services), makers
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (victim := _harmed_by_words(question, services[0], catalog)) is not None):
        #: "was the reading app release at 2 what broke the hold notices?": the victim named after the harm verb by
        #: words of one service's description or team (no name or alias) is the subject, the one service named
        #: before the verb the suspect
        suspects, services = list(services), [victim]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not ids
            and (cause_of := _CAUSE_OF.search(question)) is not None
            and match_services(question[:cause_of.start()], catalog.services, catalog.aliases()) == services
            and len(team := _team_named(question[cause_of.end():], catalog, services)) >= 2):
        #: "Is the leak cache behind the billing failures?": the failing side named by a team word several
        #: services share — the team's entry services (none of the team calls them), the one service named
        #: before it the suspect ("was it the 3:50pm redeploy that broke scales?": the one service is the team's
        #: own, named after the mark by the team word — no suspect named before it, the rule does not apply)
        suspects = list(services)
        services = [s for s in team if not any(s in _closure([o], catalog) for o in team if o != s)] or team
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids
            and (partner := certificate_partner(question, catalog.descriptions, [
                dep for dep, kind in catalog.dependency_kinds.get(services[0], []) if kind.lower() == "external"]))):
        #: "X 现在的报错是不是又是收单那边证书过期闹的？": the certificate of X's own partner named by a word of its
        #: description — that partner is the suspect (read from X's records), X the subject
        suspects = [partner]
        services = [*services, partner]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (harm := HARMED_ZH.search(question) or HARMED.search(question)) is not None
            and _CERT_SAID.search(question[:harm.start()])
            and len(upstream := _upstream_partners(services[0], catalog)) == 1):
        #: "天气证书过期 有没有影响到 Y？": a certificate said before the harm by words no partner's description holds
        #: — a certificate that expires is a partner's, and the one partner up Y's dependency chain is the only one
        #: whose certificate can reach Y: it is the suspect (read from its callers' records), Y the subject
        suspects = upstream
        services = [*services, *upstream]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (mark := _SUSPECT_MARK.search(question) or _CAUSE_OF.search(question)) is not None
            and (thing := _thing_named(question[mark.end():], catalog)) not in (None, services[0])):
        #: "Is the X's trouble caused by the render backlog / the shared Redis?": a thing of the world named by its
        #: backlog's words or by the one store of its kind (none of the subject's own dependencies) is the suspect
        suspects = [thing]
        services = [*services, thing]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids
            and (told_first := TOLD_THEN_SUSPECT.search(question)) is not None
            and (owner := _records_owner(question[:told_first.start()], catalog)) not in (None, services[0])):
        #: "last night's bounced renewals - was that the billing db lock waits?": the records told first name their
        #: service by a word of its description ("renewals" ↔ "renewal billing"), the one named after is the suspect
        suspects, services = list(services), [owner]
    told_change = False
    if (set(aspects) <= {"yes_no", "health"} and not ids and not kinds and set(suspects) <= set(services)
            and _ASKED_WHETHER_ZH.search(question) and (ba := _BA_HARMED_ZH.search(question)) is not None
            and not match_services(question[:ba.start()], catalog.services, catalog.aliases())
            and DEPLOY_SUSPECT.search(question[:ba.start()]) is not None
            and len(doer := told_thing_owners(question[:ba.start()], lambda w: _holding(w, catalog))) == 1
            and (harmed := [o for o in match_services(ba.group(1), catalog.services, catalog.aliases())
                            if o != doer[0]])):
        #: "是不是账单那边23点多发版 把预约搞挂的": the doer said before 把 by a word no alias holds but one service's
        #: description does ("账单" of "账单结算"), with its change — that service's change is the suspect, the
        #: service named after 把 the subject (movenest-billing-rollout-suspect-no-zh)
        aspects, suspects, services, actions, told_change = ["yes_no"], doer, harmed, [], True
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (change := DEPLOY_SUSPECT.search(question)) is not None
            and len(changer := match_services(question[:change.start()], catalog.services, catalog.aliases())) == 1
            and changer[0] not in services
            and match_services(question[change.end():], catalog.services, catalog.aliases()) == services):
        #: "X 那个预约7点55发了版 之后镜片订单就开始挂 是发版搞的吗": the change told first is the one service's
        #: named before it (by any of its names, its coined brand too), the trouble told after it the subject's —
        #: that change is the suspect, judged by the evidence (lensmith-booking-rollout-false-zh)
        suspects, told_change = changer, True
    if (set(aspects) <= {"yes_no", "health"} and not ids and not kinds and _ASKED_WHETHER_ZH.search(question)
            and (ba := _BA_HARMED_ZH.search(question)) is not None
            and len(doer := match_services(question[:ba.start()], catalog.services, catalog.aliases())) == 1
            and (harmed := [o for o in (match_services(ba.group(1), catalog.services, catalog.aliases())
                                        or told_thing_owners(ba.group(1), lambda w: _holding(w, catalog)))
                            if o != doer[0]])):
        #: "五点十分 X 发的那个版本，是不是把处方下单搞挂了？", "X 那次发版，是不是它把 Y 搞堵了？": the one service
        #: named before 把 is the suspect, the thing said between 把 and the harm (by a name or a word of its
        #: owners' descriptions) the subject — never X's own health, nor X alone as the subject
        aspects, suspects, services, actions = ["yes_no"], doer, harmed, []
    elif (set(aspects) <= {"yes_no", "health"} and not ids and not kinds and _ASKED_WHETHER_ZH.search(question)
            and (ba := _BA_HARMED_ZH.search(question)) is not None
            and len(doer := match_services(question[:ba.start()], catalog.services, catalog.aliases())) == 1
            and not match_services(ba.group(1), catalog.services, catalog.aliases())
            and any(_change_named(question[:ba.start()], name) for name in _names_of(doer[0], catalog))):
        #: "会员积分三点多发了个版 是不是它把工单搞挂的": the thing harmed is said by the domain's record noun alone
        #: (工单/订单: no service's word), the one service named before 把 by its change — X's change alone is judged
        #: (a clean rollout: no; a failing one: yes), never X's own health nor "undecided" (hemstitch-loyalty-release-
        #: suspect-no-zh)
        aspects, suspects, services, actions = ["yes_no"], doer, doer, []
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (harm := HARMED.search(question) or CAUSING.search(question) or CAUSED.search(question)) is not None
            and match_services(question[:harm.start()], catalog.services, catalog.aliases()) == services
            and (owners := [o for o in harmed_owners(question[harm.end():], lambda w: _holding(w, catalog))
                            if o != services[0]])):
        #: "did the instructor portal deploy at 7:50 break bookings?": the thing harmed said after the verb by a
        #: word of its owners' descriptions — they are the subject, the one service named before the verb the suspect
        #: (a clean deploy of it is no "yes", nor is it left undecided)
        suspects, services = list(services), owners
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and _OWN_CHANGE_TROUBLE.search(question) is None
            and (mark := _CAUSE_OF.search(question)) is not None
            and match_services(question[:mark.start()], catalog.services, catalog.aliases()) == services
            and any(_change_named(question[:mark.start()], name) for name in _names_of(services[0], catalog))):
        #: "is the X deploy at 8:45 behind the scanner mess?": the one service named, by its change, before the cause
        #: mark is the suspect — the trouble after it said in words nothing resolves (its subject unknown): X's change
        #: alone is judged (a clean rollout: no), never X as the subject of a yes/no no claim answers
        suspects = list(services)
    unheld_suspect = ""
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (unheld := _unheld_suspect(question, catalog)) is not None):
        #: "客户门户报错是发票服务发版导致的吗" where nothing of the world holds 发票: the suspect named is unknown — a
        #: gap ("数据源中没有 … 无法判断是否由它引起"), never the subject's own change or trouble as the answer
        suspects, unknown, unheld_suspect = [unheld], [*unknown, unheld], unheld
    if ("yes_no" in aspects and not suspects and not actions and _ASKS_WHAT.search(question)
            and not _suspect_terms(question, catalog.services) and not _YES_NO_OPENING.search(question)):
        #: "X errors - what is it related to?": a yes/no about a suspect needs one; a wh-question asks the cause
        aspects = [a for a in ASPECTS if a in {*aspects, "cause"} - {"yes_no"}]
    that_change = bool(earlier_questions and services and not suspects and not ids and not actions
                       and _THAT_CHANGE_CAUSED.search(question) is not None
                       and any(_CHANGE_SPOKEN.search(q) for q in earlier_questions))
    prior = next((found for q in reversed(earlier_questions) if (found := _entities(q, catalog, None).services)), [])
    if (earlier_questions and not ids and not actions and len(prior) == 1 and _IT_CAUSED_ZH.search(question)
            and any(_CHANGE_SPOKEN.search(q) for q in earlier_questions)
            and (own := [s for s in match_services(question, catalog.services, catalog.aliases()) if s != prior[0]])):
        #: "是它导致处方审核失败的吗？" after "X 五点十分是不是发版了": 它 is X (by the change the conversation spoke
        #: of), the failures named now the subject — never the failing side's own dependency as the suspect
        that_change, services = True, own
    elif (earlier_questions and not ids and not actions and len(prior) == 1 and _IT_CAUSED_ZH.search(question)
            and any(_CHANGE_SPOKEN.search(q) for q in earlier_questions)
            and (ba := _BA_HARMED_ZH.search(question)) is not None
            and not match_services(ba.group(1), catalog.services, catalog.aliases())):
        #: "是它把工单搞挂的吗" after "X 下午发版了吗": the harm said by the domain's record noun alone (no service's
        #: word) — X's change the conversation spoke of is judged alone (a clean rollout: no), never X's health
        #: (hemstitch-fu-loyalty-blame-zh)
        aspects, suspects, services, told_change = ["yes_no"], list(prior), list(prior), True
    if that_change and len(prior) == 1 and prior[0] not in services:
        #: "did that deploy cause the payment failures?" after "is X healthy?" / "when was it deployed?": the change
        #: the conversation spoke of is X's own — X (by its change) is the suspect, the failures named now the subject
        #: (never the failing service as its own suspect, nor their cause asked)
        aspects, suspects, services = ["yes_no"], list(prior), [*services, *prior]
    else:
        that_change = False
    #: "Was it the X deploy?", "是 X 那次发版导致的吗": the suspect's own change, not the suspect's trouble
    change_suspect = that_change or told_change or (bool(part_named) and suspects == [part_named]
                                                    and "yes_no" in aspects and not actions and not ids) or (
        "yes_no" in aspects and len(suspects) == 1 and not actions and not ids and not unheld_suspect
        and any(_change_named(question, name) for name in _names_of(suspects[0], catalog)))
    own_change = bool(services) and not suspects and not actions and not ids and _OWN_CHANGE_TROUBLE.search(
        question) is not None
    if own_change and {"yes_no", "cause"} & set(aspects):
        #: "X 昨天那次发版有没有引起报错？", "did the X rollout cause any errors?": whether the subject had trouble in
        #: the window of its own change (health; a deploy just before its first anomaly is still inferred)
        aspects = ["health"]
    if (aspects == ["yes_no"] and services and not suspects and not kinds and not actions and not ids
            and _VICTIM_BY.search(question) and not DEPLOY_SUSPECT.search(question) and not concept_terms(question)
            and not [t for t in _suspect_terms(question, catalog.services) if not _CLOCK_TERM.fullmatch(t)]):
        #: "were pharmacy orders hit by the 23:30 pool thing last night too?": the victim asked whether it was
        #: affected by a thing no service, kind, change or version names — the subject's own trouble in the window
        #: answers it (yes = affected), never the gap "无法确定" of a suspect nothing resolved
        aspects = ["health"]
    peer = _silent_peer_of(services, catalog)
    if aspects == ["health"] and peer and any(pattern.search(question) for pattern, _ in _CONCEPTS):
        #: "X 证书现在还是过期的吗" of a peer that never reports: its certificate is known only from the records of
        #: the services calling it, a yes/no about X as the suspect of their trouble (its bare health stays a gap);
        #: so is "is the card partner cert still expired?" whose words also name the caller ("card payment
        #: service"): the certificate is the peer's
        aspects, services = ["yes_no"], [peer]
    if ({"onset", "end", "duration"} & set(aspects) and "yes_no" not in aspects and not suspects
            and len(services) == 1 and _certificate_said(question, earlier_questions, inherited=not ents.any)
            and (callers := _certificate_readers(services[0], catalog,
                                                 said_now=_certificate_said(question, (), inherited=False)))):
        #: "X 的 cert 啥时候 expire 的？" of a peer that never reports, "那它几点恢复的?" after "X 证书今天早上出啥事了"
        #: of an X that reports (metrics) but whose own alerts say nothing of a certificate: its certificate's trouble
        #: is read from the records of the services calling it (their handshake failures; a quiet X is no
        #: "recovered" nor a gap)
        services = callers
    if "yes_no" in aspects and catalog.silent and not suspects and len(services) == 1 and services[0] in catalog.silent:
        suspects = list(services)  # "was that the X cert?" of a service that never reports: X is the suspect
    #: a silent suspect (an external peer) answers nothing itself: the services calling it are the subject
    by_callers = [s for s in suspects if catalog.silent and s in catalog.silent]
    if by_callers and not [o for o in services if o not in suspects]:
        services = _callers(by_callers[0], catalog)[:2] or services
    if not [o for o in services if o not in suspects]:
        by_callers = []  # no caller to read it from: its silence is a gap
    blamed_unheld: list[str] = []
    if "yes_no" in aspects and suspects and not by_callers and not ids and not actions and not suspect_follow and (
            not [o for o in services if o not in suspects]):
        #: "闸机的问题是不是 X 发版搞的": the thing blamed on X said by a word of its description (its owner is the
        #: subject, X the suspect) — or by a word nothing of the world holds: the subject is not identified, so X's
        #: own trouble is no "yes" (a gap, never the suspect's health as the answer)
        owners, thing = _blamed(question, suspects, catalog)
        slot = suspect_slot(question)
        if not owners and not thing and (head := chain_word_subject(
                question.replace(slot, " ") if slot else question, suspects, lambda w: _holding(w, catalog),
                catalog.dependencies, single=bool(slot.strip()))) is not None:
            #: "凌晨两点排程慢是不是es那边慢查询导致的": the trouble said by a word several services share along one
            #: chain (排程: the planner → its search service → the search cluster) — the chain's head is the subject,
            #: its records lead down to the suspect or elsewhere (``chain_words``; hivewright-planner-es-yes)
            owners = [head]
        services, blamed_unheld = ([*owners, *services], []) if owners else (services, [thing] if thing else [])
    if ("yes_no" in aspects and len(services) == 1 and not by_callers and not ids and not actions
            and not blamed_unheld and suspects in ([], services) and _CAUSED_FAILURES.search(question)
            and (callers := _callers(services[0], catalog))):
        #: "昨天那次预订库慢查询有没有导致订单失败?": failures said after the cause verb with no service named for
        #: them — X is the suspect, the services calling it are where the failures show (their records decide)
        suspects, services = list(services), [*callers[:2], *services]
    if (aspects in (["yes_no"], ["health"]) and len(services) == 1 and not by_callers and not ids and not actions
            and not blamed_unheld and not suspects and (deed := _HIT_DEED.search(question)) is not None
            and (doers := _deed_doer(deed.group(1), services[0], catalog))):
        #: "购物车缓存这波有没有影响到客户下单？", "…波及客户下单了吗": whether X's trouble reached what users do — X is
        #: the suspect, the service the users do it through (up X's callers) the subject: its records must lead
        #: down to X (never X's own health as the answer)
        aspects, suspects, services = ["yes_no"], list(services), [*doers, *services]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not kinds and not ids and not actions
            and not by_callers and (related := _RELATED_PAIR.search(question)) is not None
            and not match_services(related.group(2), catalog.services, catalog.aliases())
            and (match_services(related.group(1), catalog.services, catalog.aliases()) == services
                 or (earlier_questions and not ents.any and _PRONOUN_ONLY.search(related.group(1))))
            and (told := _told_owner(related.group(2), catalog)) not in (None, services[0])):
        #: "那它跟下午订不了行程有关系吗", "X 跟下午订不了行程有关系吗": the side before 跟 (the service, or the
        #: conversation's subject by a pronoun) is the suspect, the trouble told in words after it (its one owner by
        #: a word of a description: 行程 ↔ the trip booking service) the subject — never "cannot tell"
        suspects, services = list(services), [told, *services]
    if suspects and len(services) > 1:
        services = [s for s in services if s not in suspects] or services
    if len(services) == 1 and not ids and not actions and asks_dependents(worded) and (
            callers := _callers(services[0], catalog)):
        #: "还有哪些服务被它拖累了？" after a question about a database: its callers beside it, as an overview of
        #: the troubles the services share (never a cause of the subject, nor a suspect)
        aspects, suspects, services = ["overview"], [], [services[0], *callers]
    #: "现在水库水位多少？": the value of a quantity nothing of the data names — a gap, never an unrelated count
    #: "whats the playbok for …": the steps asked are no quantity's value
    quantity = ("" if measured or actions or ids or alerts or codes or topic or asks_arrivals(question)
                or "how_to" in aspects
                else unmeasured_quantity(question, catalog, [*_MEASURE_WORDS, *(w for w, _ in METRIC_WORDS)]))
    #: ("今天失败的票都有哪几种状态": the failed records' statuses are counted, 几种 asks no untracked thing)
    untracked = "" if quantity or topic or counted or asks_arrivals(question) or asks_failed_statuses(question) \
        else uncounted(
        question, aspects, has_entity=has_entity or bool(ids), catalog=catalog)
    if {"overview", "count"} <= set(aspects) and counts_incidents(question):
        aspects = [a for a in aspects if a != "count"]  # the overview's incidents, one by one, answer the count
    #: "does anything else fail with that same code?" after a question about the subject: a yes/no over the other
    #: services' ERROR lines, the subject's own code found there (no suspect, no cause)
    same_code = (bool(earlier_questions) and len(services) == 1 and not codes and not ids and not actions
                 and SAME_CODE.search(question) is not None)
    if same_code:
        aspects, suspects = ["yes_no"], []
    clock = now or catalog.data_end or datetime.now(UTC)
    follow_on = _FOLLOW_ON.search(question) is not None  # "and how many transfers were hit?": the same window
    #: "X 那会儿呢，正常不？", "was X ok at that time?": the conversation's window, for a subject of its own
    follow_on = follow_on or (bool(earlier_questions) and _THAT_TIME.search(question) is not None)
    follow_on = follow_on or _also_affected(question, earlier_questions, catalog, lookup_ids)
    #: "跟半夜两点门户那波报错是同一个原因吗" after "门户现在老失败，是啥原因": the conversation's own subject named
    #: again in a same-cause question still sets the earlier question's trouble against the one named now
    follow_on = follow_on or (bool(earlier_questions) and bool(ents.services) and asks_same_cause(worded)
                              and set(ents.services) <= set(_entities(earlier_questions[-1], catalog,
                                                                      lookup_ids).services))
    #: "跟路线规划那边是同一个原因吗" after "早上约单为啥挂了": a same-cause follow-up naming another side and no time
    #: of its own sets that side's trouble against the earlier one in the earlier question's window (never the
    #: recent hour, which held neither trouble)
    same_cause_untimed = (bool(earlier_questions) and asks_same_cause(worded)
                          and not resolve_time(question, now=clock, zone=catalog.zone()).explicit)
    #: "最多积压到多少条" after "装车任务凌晨是不是积压了": the peak of the trouble the conversation told, its subject
    #: named again by the trouble's own word — over the earlier question's window, never the recent hour
    peak_follow = (bool(earlier_questions) and _PEAK_ASKED.search(question) is not None
                   and not resolve_time(question, now=clock, zone=catalog.zone()).explicit
                   and bool(ents.services) and set(ents.services) <= set(_entities(earlier_questions[-1], catalog,
                                                                                   lookup_ids).services))
    own_only = ents.any and not (pronoun or what_about or follow_on or suspect_follow or same_cause_untimed
                                 or peak_follow)
    #: "跟昨天那次发版有关系吗" after a question about now: the day names the operation suspected, not the window
    timed = (_DAY_OF_CHANGE.sub(" ", question) if earlier_questions and not actions and "yes_no" in aspects
             else without_episode_parts(question))
    unscened = re.sub("|".join(map(re.escape, scene_clauses)), " ", timed) if scene_clauses else timed
    if scene_clauses and resolve_time(unscened, now=clock, zone=catalog.zone()).explicit:
        timed = unscened
    if earlier_questions and not actions and aspects == ["yes_no"] and (slot := suspect_slot(timed)) and (
            suspects and _SLOT_TIME.search(slot)):
        #: "跟凌晨那个遥测积压有关系吗" after "现在线上有啥问题": the time qualifies the trouble suspected (when it
        #: was), not the window asked — the conversation's trouble is the one it is blamed for
        timed = timed.replace(slot, " ")
    #: "was it the rollout at 1:30?" after "Why is X erroring?": the clock names the change suspected, not the
    #: window (the conversation's); the change events are searched from that clock
    #: so is the clock of "Is the 9pm X release what's breaking Y now?" asked alone: the release is the 9pm one,
    #: the trouble blamed on it the one going on now (the recent window, not the hour around 9pm)
    change_at = (resolve_time(timed, now=clock, zone=catalog.zone()) if (
        earlier_questions or (asks_now(question) and _CLOCKED_CHANGE.search(timed)
                              and not _CJK.search(question))) and not actions
                 and aspects in (["yes_no"], ["cause"], ["yes_no", "cause"]) and not ids
                 and DEPLOY_SUSPECT.search(timed) else None)
    if change_at is not None and change_at.at is not None and change_at.source in timed:
        timed = timed.replace(change_at.source, " ")
    else:
        change_at = None
    #: "did X start before Y?": the two onsets lie wherever they lie (as for an onset question)
    spec = _window(timed, [] if own_only else earlier_questions, catalog, clock,
                   [*aspects, "onset"] if onset_order else aspects, codes, episodes=compares_episodes(question))
    if (what_about and aspects == ["cause"] and services and not ids and _TROUBLE_TOLD.search(question) is not None
            and not resolve_time(timed, now=clock, zone=catalog.zone()).explicit
            and not set(services) & set(_entities(earlier_questions[-1], catalog, lookup_ids).services)):
        #: "那配送预约失败呢？" after "昨天傍晚花束订单为啥失败": the failures of another subject are told, not when —
        #: they lie wherever they lie (the data, at most a day back, besides the earlier question's window), never
        #: only in the window of the earlier subject's trouble (which held none of them)
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(min(spec.start, start), max(spec.end, clock), spec.explicit,
                              f"{spec.source} + 另一方：覆盖全部可用数据（至多 24 小时）")
    if (onset_order and spec.explicit and WHICH_FIRST.search(question)
            and _time_of_one_side(timed, clock, catalog.zone())):
        #: "会员支付证书过期 和 今晚等级分发版，哪个先开始的": the time names one side's deploy (tonight's), not where
        #: the other side's onset lies — from the start of the time's day up to now (a time naming a trouble's
        #: episode, "下午出价库锁等待", keeps its window: the trouble's morning episode is not the one asked)
        local = spec.start.astimezone(catalog.zone())
        day = local.replace(hour=0, minute=0, second=0, microsecond=0).astimezone(UTC)
        spec = TimeWindowSpec(min(day, spec.start), max(spec.end, clock), True, f"{spec.source}所在当天至今")
    incidents_first = (aspects == ["overview"] and not services and not ids and bool(earlier_questions)
                       and WHICH_FIRST.search(question) is not None and not _names_time(question, clock, catalog))
    from_sides = _from_sides(question, catalog, lookup_ids) if "count" in aspects and not ids else []
    if from_sides:
        #: the service named before the choice is the one whose errors are split (a side naming a service — "the
        #: basket deploy" — names the cause, not a second subject)
        services, from_sides = [from_sides[0][0]], from_sides[1:]
    if incidents_first:
        #: "which one started first?" after "which services are failing right now?": the incidents of that answer,
        #: each from its own start — the earlier hour cut the older one's start (its deploy's errors) off
        spec = TimeWindowSpec(min(spec.start, spec.end - _INCIDENTS_BACK), spec.end, spec.explicit, spec.source)
    if (change_at is not None and change_at.at is not None and not spec.start <= change_at.at <= spec.end
            and re.fullmatch(r"\d{1,2}[:.]\d{2}", change_at.source.strip())
            and spec.start <= change_at.at + timedelta(hours=12) <= spec.end):
        #: "the 2:30 deploy?" after "… all afternoon": a bare clock is the one inside the conversation's window
        change_at = replace(change_at, at=change_at.at + timedelta(hours=12))
    if "回滚" in actions and spec.explicit and spec.at is not None and _CLOCKED_CHANGE.search(worded):
        #: "did the 3:25 X release get rolled back?": the clock names the release, not the window — its rollback is
        #: searched from the release's clock (a bare one the latest passed) for the hours after it, up to now (a
        #: rollback much later undoes a later release: "the 11:00 release" is not the one rolled back at 15:50)
        at = spec.at
        if re.fullmatch(r"\d{1,2}[:.]\d{2}", spec.source.strip()) and at + timedelta(hours=12) <= clock:
            at += timedelta(hours=12)
        spec = TimeWindowSpec(at - _CLOCK_SLACK, min(clock, at + _UNDONE_WITHIN), True, f"{spec.source} 的发布之后")
    if change_suspect and asks_now(question) and spec.explicit and spec.at is None and spec.end < clock:
        #: "现在目录报错是不是 X 昨晚那次发版导致的？": the day names the change; the trouble asked is the one going on
        #: now — the window runs from the change's day up to now
        spec = TimeWindowSpec(spec.start, clock, True, f"{spec.source}至今")
    if (change_suspect and not spec.explicit and not earlier_questions and not asks_now(question)
            and _THAT_RUN.search(question)):
        #: "筒仓入仓那次发版有没有影响到收货预约？": "that deploy" of the suspect, no time named — the run lies wherever
        #: it lies, so the data (at most a day back) is read, not the recent hour (which held neither side's trouble)
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "那次变更：覆盖全部可用数据（至多 24 小时）")
    if ("yes_no" in aspects and suspects and not change_suspect and not spec.explicit and not earlier_questions
            and not actions and not ids and not asks_now(question) and not _STILL.search(question)
            and (hit := _HITS.search(question)) is not None
            and trouble_kinds(question[:hit.start()], [*services, *suspects])):
        #: "会话库锁等待有没有影响到充电会话服务？": the suspect's trouble named by its mechanism (lock waits, a
        #: backlog, a full pool…) before the verb, no time named — the episode lies wherever it lies, so the data
        #: (at most a day back) is read, not the recent hour (which held neither side's trouble)
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "那次异常：覆盖全部可用数据（至多 24 小时）")
    elif own_episode_asked(question, aspects, suspects, services, explicit=spec.explicit,
                           earlier=bool(earlier_questions), ids=bool(ids)) and _HITS.search(question) is None:
        #: ("X 有没有影响到 Y" with no mechanism named keeps the recent window: invEA's reading, above)
        #: "补货计划器报错是不是ES慢查询导致的": a suspect of the subject's trouble, no time named — the subject's own
        #: episode lies wherever it lies (it may have ended hours ago), so the data (at most a day back) is read
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "所疑对象：覆盖全部可用数据（至多 24 小时）")
    if ("count" in aspects and not spec.explicit and not topic and not ids and not codes and not counted
            and earlier_questions and _CUMULATIVE.search(question) is not None
            and not any(asks_now(q) for q in (question, *earlier_questions))):
        #: "how many errors so far?" after "is X broken?" / "since when?": the lines of the trouble's whole run up
        #: to now (the data, at most a day back), not the recent hour only
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "累计至今：覆盖全部可用数据（至多 24 小时）")
    if counted and not spec.explicit:
        #: "how many deploys did X have?" with no time named: every change event of the data (at most a day back)
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "操作次数：覆盖全部可用数据（至多 24 小时）")
    if aspects == ["yes_no"] and not actions and not ids and ended_before_asked(worded) and spec.explicit:
        #: "航司证书是在昨天半夜12点之前就修好了吧": the trouble may have ended long before the clock, so the day up
        #: to the clock's window's end is read, not only the hour around the clock
        start = max(spec.end - _WIDE, catalog.data_start) if catalog.data_start else spec.end - _WIDE
        spec = TimeWindowSpec(start, spec.end, True, f"{spec.source}及之前（至多 24 小时）")
    other_nth = 0
    if (earlier_questions and not own_only and {"onset", "end", "duration"} & set(aspects)
            and "comparison" not in aspects and spec.explicit and spec.end - spec.start < _WIDE
            and not resolve_time(timed, now=clock, zone=catalog.zone()).explicit
            and (episode_ordinal(question) >= 2 or _ANOTHER_EPISODE.search(question) is not None)):
        #: "第二次呢 几点开始的" after "X 昨天上午十点是不是炸了", "and the other one? when did that end" after "what
        #: happened to X yesterday morning?": another episode of the trouble the conversation told, on the day of
        #: its window — the whole of that day is read (the earlier hour held only the episode it named); "the other
        #: one" is the one after that window when it lay in the day's first half, else the one before it
        local = spec.start.astimezone(catalog.zone())
        day = local.replace(hour=0, minute=0, second=0, microsecond=0).astimezone(UTC)
        day_end = min(clock, day + timedelta(days=1))
        if day < day_end:
            if _ANOTHER_EPISODE.search(question) is not None and not episode_ordinal(question):
                other_nth = 2 if spec.end - day <= day_end - spec.start else 1
            spec = TimeWindowSpec(day, day_end, True, f"{spec.source}所在当天")
    boundary = (onset_boundary(worded, now=clock, zone=catalog.zone())
                if aspects == ["yes_no"] and not actions and not ids and spec.explicit and not earlier_questions
                and spec.end - spec.start <= timedelta(hours=1) else None)
    if boundary is not None and spec.start <= boundary[0] <= spec.end:
        #: "引航调度凌晨一点之前就有问题了吗", "was X already in trouble before 1pm?": the onset against the clock — the
        #: hour around the clock holds neither an earlier start nor a later one, so the day before it up to now is
        #: read (`render.answer._before_clock` states the first anomaly on either side of the clock)
        start = max(boundary[0] - _WIDE, catalog.data_start) if catalog.data_start else boundary[0] - _WIDE
        spec = TimeWindowSpec(start, clock, True, f"{spec.source}前后（至多 24 小时前起至今）")
    pair = resolve_windows(timed, now=clock, zone=catalog.zone())
    if (pair is None and earlier_questions
            #: ("跟中午网关那次比 哪次失败的单多": a side named by its own service still sets failed records against
            #: the conversation's)
            and (not own_only or (_COMPARE_FOLLOW.search(question) is not None
                                  and FAILED_MORE.search(question) is not None))
            and (_COMPARE_FOLLOW.search(question) or (len(services) <= 1 and asks_same_cause(worded))
                 #: "and the redis one after 7:40? which lost more" after "how many … failed in the 6pm pool
                 #: mess?": a which-more choice of failed records whose other side is the earlier turn's incident
                 or (FAILED_MORE.search(question) is not None and _WHICH_EPISODE_SIDE.search(question) is not None))
            and resolve_time(timed, now=clock, zone=catalog.zone()).explicit):
        #: "昨天傍晚那次也是，是同一个原因吗" after "今早解锁码积压是怎么回事": the same two windows, set against
        #: each other (`same_cause_windows`)
        #: "跟八点到九点比呢？" after "X 昨晚七点多报错了吧": the earlier question's window against the one named now,
        #: whose bare hours take the earlier question's day and part of the day (昨晚 → 20:00–21:00 last evening)
        pair = (resolve_windows(f"{earlier_questions[-1]} 和 {without_same_cause(question)}", now=clock,
                                zone=catalog.zone())
                if asks_same_cause(worded) and not _COMPARE_FOLLOW.search(question)
                else resolve_windows(f"{_timed_turn(earlier_questions, clock, catalog)} {question}", now=clock,
                                     zone=catalog.zone()))
    if (pair is None and len(earlier_questions) >= 2 and not own_only and len(services) <= 1
            and asks_same_cause(worded) and not resolve_time(timed, now=clock, zone=catalog.zone()).explicit
            and (_OTHER_EPISODE.search(earlier_questions[-1]) is not None
                 or _WHAT_ABOUT.search(earlier_questions[-1]) is not None
                 #: "昨天下午 Y 又为啥失败" after "昨晚 X 为啥失败": the last turn asks the cause of a trouble of its
                 #: own (its own time) — the two turns' troubles are the sides, as for "那 Y 呢？"
                 or ("cause" in aspects_of(earlier_questions[-1], has_entity=True, has_record=False)
                     and "cause" in aspects_of(earlier_questions[-2], has_entity=True, has_record=False)
                     #: of two troubles told apart by the last turn's own subject: a last turn naming none (续租, a
                     #: word two services share) carries the earlier subject on — its own reading answers
                     and _subjects_told_apart(earlier_questions[-2:], catalog, lookup_ids)))
            and all(resolve_time(e, now=clock, zone=catalog.zone()).explicit for e in earlier_questions[-2:])):
        #: "是同一个原因吗" (no time of its own) after "一点十分那次 X 失败是什么原因" / "那两点四十那次呢？" (the last
        #: turn naming only another episode of the trouble): the two turns' windows, set against each other
        #: (`same_cause_windows`) — two turns telling troubles of their own keep their subjects as the sides
        pair = resolve_windows(f"{earlier_questions[-2]} 和 {earlier_questions[-1]}", now=clock, zone=catalog.zone())
        turn_subjects = [_entities(e, catalog, lookup_ids).services for e in earlier_questions[-2:]]
        if pair is not None and turn_subjects[1] and not set(turn_subjects[0]) & set(turn_subjects[1]):
            #: "是同一个原因吗" after "门户昨天下午为啥提交不了" / "凌晨图像处理失败又是为啥": a last turn telling a
            #: trouble of its own subject was answered over its own window (this night's small hours), not the
            #: earlier turn's day the two read together give it
            pair = (pair[0], _turn_window(earlier_questions, catalog, clock, lookup_ids) or pair[1])
            #: "是同一个原因吗" after "昨天早上 X 失败是啥原因" / "今天上午 Y 失败呢？": the last turn tells a trouble
            #: of its own subject (the earlier one another's, or one told in words no service holds) — every
            #: service's records in each window decide (`render.answer._same_codes_windows`), never the last subject
            #: alone in a window where it had no trouble
            services = []
    if (pair is None and earlier_questions and not ents.any and aspects == ["count"]
            and _WHAT_ABOUT.search(question) is not None and _ERRORS_COUNTED.search(earlier_questions[-1]) is not None
            and not asks_failed_records(earlier_questions[-1])
            and resolve_time(question, now=clock, zone=catalog.zone()).explicit
            and (told_window := _turn_window(earlier_questions, catalog, clock, lookup_ids)) is not None
            and (told_window.end <= spec.start or spec.end <= told_window.start)):
        #: "那四点到五点呢" after "X 今天两点到三点报了多少错": a follow-up naming only another window sets the
        #: conversation's error count against that window's (the subject and the level kept; both counts answer)
        pair, aspects = (told_window, spec), ["comparison"]
    #: "跟中午那次是同一个问题吗？" after "今晚订场一直失败，什么原因" (no service named anywhere): the two windows
    #: are set against each other (`same_cause_windows`), never joined into one
    trouble_windows = pair is not None and not services and bool(earlier_questions) and asks_same_cause(worded)
    if pair is not None and aspects == ["overview"] and _COMPARED_WORDS.search(question) is None \
            and not trouble_windows:
        #: "What went wrong overnight and earlier this morning?": two windows asked of together, nothing compared —
        #: one window from the first's start to the last's end
        spec = TimeWindowSpec(min(pair[0].start, pair[1].start), max(pair[0].end, pair[1].end), True,
                              f"{pair[0].source} + {pair[1].source}")
        pair = None
    if (pair is not None and aspects == ["comparison"] and len(services) == 2
            and LASTED_LONGER.search(question) is not None):
        #: "昨天的证书事件和今早的缓存事件，哪个持续得更久？": each side's trouble in its own window, how long each
        #: lasted — one window from the first's start to the last's end holds both episodes (no counts compared)
        spec, pair = _both_sides(pair, clock, catalog), None
    sides_as_episodes = False
    side_windows: list[TimeWindowSpec] = []
    if (pair is not None and _with_comparison(aspects) == ["comparison"] and len(services) == 1
            and not earlier_questions and LASTED_LONGER.search(question) is not None
            and not FAILED_MORE.search(question)):
        #: "解锁积压 昨天傍晚那次和今早那次，哪次更久？": one trouble's two episodes, each named by its own time — how
        #: long each lasted, not how many lines each window held: one window from the first side's start holds both
        #: (an episode that began as the part of the day ended runs on up to an hour past it, never past now), and
        #: the subject's episodes in it are set against each other (`render.answer._episode_compare`)
        side_windows = sorted(pair, key=lambda w: w.start)
        spec, pair, sides_as_episodes, aspects = _both_sides(pair, clock, catalog), None, True, ["comparison"]
    if (pair is None and not sides_as_episodes and earlier_questions and len(services) == 1
            and _with_comparison(aspects) == ["comparison"] and not ents.any
            and LASTED_LONGER.search(question) is not None and not FAILED_MORE.search(question)
            and not _CHOICE_SPLIT.search(question)
            and (not compares_episodes(question) or _THESE_TWO.fullmatch(question) is not None)
            and (turn_sides := _turns_timed_sides(earlier_questions, services[0], catalog, clock, lookup_ids)
                 or _told_pair_sides(earlier_questions, services[0], catalog, clock, lookup_ids))):
        #: "哪次更长" after "昨晚九点半排程库是不是锁等待了" / "凌晨两点那次呢" (or "which one was longer so far?" after
        #: "what broke X early this morning?" / "and what's going on with X now?"): the turns named one trouble's two
        #: episodes, each by its own time (asked its cause or whether it happened, not its span) — set against each
        #: other by how long each lasted, as when one question names both (one window holding both turns' windows)
        end = max(turn_sides[0].end, turn_sides[1].end)
        if _part_end(end, clock, catalog):
            end = min(clock, end + _PAST_PART_END)
        spec = TimeWindowSpec(turn_sides[0].start, end, True, f"{turn_sides[0].source} + {turn_sides[1].source}")
        sides_as_episodes, aspects, side_windows = True, ["comparison"], list(turn_sides)
    if (pair is None and not sides_as_episodes and earlier_questions and len(services) == 1
            and not FAILED_MORE.search(question)
            and (days := this_against_day(question, spec, _turn_window(earlier_questions, catalog, clock,
                                                                       lookup_ids))) is not None):
        #: "这次持续多久 跟昨天那次比哪个长" after "今天…又炸了？": the established episode against the other day's
        #: (`episode_days`) — one window holding both, the subject's episodes set against each other
        side_windows = list(days)
        spec, sides_as_episodes, aspects = _both_sides(days, clock, catalog), True, ["comparison"]
    if (pair is None and aspects == ["comparison"] and len(services) == 2 and spec.explicit
            and LASTED_LONGER.search(question) is not None and _second_side_timed(timed, clock, catalog)):
        #: "短信证书那次和凌晨结算积压，哪个持续得更久？": the time names the second side's trouble only — the
        #: first lies wherever it lies (the data, at most a day back): the window runs from either start up to now
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(min(spec.start, start), clock, True,
                              f"{spec.source} + 另一方：覆盖全部可用数据（至多 24 小时）")
    elif (pair is None and aspects == ["comparison"] and len(services) == 2 and spec.explicit
          and spec.end - spec.start <= timedelta(days=1)
          and LASTED_LONGER.search(question) is not None and _part_end(spec.end, clock, catalog)):
        #: "which one was longer?" after "how long did the X storm last yesterday?" and "and the bad Y deploy?": one
        #: day or part of the day holds both sides — an episode that began in it may run past its end (midnight),
        #: so the window runs on up to an hour past it (never past now), as for two windows above; a window of more
        #: than a day ("yesterday's X … than this morning's Y") holds each side already
        spec = TimeWindowSpec(spec.start, min(clock, spec.end + _PAST_PART_END), True, spec.source)
    if pair is None and same_cause and spec.explicit and spec.end < clock and asks_now(worded):
        #: "was the afternoon payment thing the same problem as the seat failures now?": each subject's trouble in its
        #: own time — the past one named, the other going on now — so the window runs from the named one up to now
        #: (the afternoon alone held no trouble of the second subject: nothing was decided)
        spec = TimeWindowSpec(spec.start, clock, True, f"{spec.source} 至今")
    elif (pair is None and same_cause and earlier_questions and asks_now(worded)
          and (earlier_side := resolve_time(earlier_questions[-1], now=clock, zone=catalog.zone())).explicit
          and earlier_side.end < spec.start):
        #: "跟现在营地预订下单失败是同一个原因吗" after "下午三点多马队排期为啥报错": the earlier question's side
        #: keeps its own time (its trouble is over), the other is the one going on now — the window runs from the
        #: earlier one up to now (the present hour alone held none of the first side's trouble)
        spec = TimeWindowSpec(earlier_side.start, clock, True, f"{earlier_side.source} 至今")
    elif (pair is None and same_cause and earlier_questions and asks_now(worded) and not spec.explicit
          and (earlier_side := resolve_time(earlier_questions[-1], now=clock, zone=catalog.zone())).explicit
          and earlier_side.start < spec.start < earlier_side.end and earlier_side.end >= clock):
        #: "那现在 Y 报错 是同一个原因吗" after "昨晚 X 失败的原因是什么" (昨晚 runs up to now; not a part of the day
        #: already over, "中午" at 13:45: the cause of the trouble told now is asked): the earlier side's
        #: trouble up to the present hour against the present hour — every service's records in each window decide
        #: (`render.answer._same_codes_windows`); one window of both sides joined their two troubles' lines
        pair = (TimeWindowSpec(earlier_side.start, spec.start, True, earlier_side.source, at=earlier_side.at), spec)
        services, trouble_windows = [], True
    if (pair is None and earlier_questions and ents.services and spec.explicit and not actions and not ids
            and asks_same_cause(worded) and not _COMPARE_FOLLOW.search(question)
            and (timed_turn := next((e for e in reversed(earlier_questions)
                                     if resolve_time(e, now=clock, zone=catalog.zone()).explicit), None)) is not None
            and not set(_entities(timed_turn, catalog, lookup_ids).services) & set(ents.services)
            and ((turn_side := resolve_time(timed_turn, now=clock, zone=catalog.zone())).end <= spec.start
                 or spec.end <= turn_side.start)):
        #: "那昨天下午 Y 签约失败呢？是同一个原因吗" after "昨晚 X 排车失败是什么原因" (and "回滚了吗"): the trouble
        #: told now, with its own subject and time, against the conversation's last trouble told with a time — the
        #: two windows apart, every service's records in each decide (`render.answer._same_codes_windows`)
        pair, services, trouble_windows = (turn_side, spec), [], True
    marks = _incident_marks(question, catalog) if pair is None and not earlier_questions and not ids else None
    if marks is not None:
        #: "did X log more errors during the payments slowness or during the courier cert outage?": no side
        #: is timed, so each incident lies wherever it lies (the data, at most a day back) — each side is the
        #: subject's error code its incident's names mark (`offline_executor._incident_claims`)
        services = marks[0]
        aspects, suspects = ["comparison"], []
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, clock, True, "两次事件：覆盖全部可用数据（至多 24 小时）")
    shared_trouble = (pair is None and marks is None and not earlier_questions and not spec.explicit
                      and len(services) == 2 and "comparison" in aspects and during_trouble(question)
                      and counts_errors_or_failures(question) and not asks_failed_records(question))
    if (not shared_trouble and pair is None and marks is None and not earlier_questions and len(services) == 2
            and "comparison" in aspects and _HIT_HARDER.search(question) is not None
            and not asks_failed_records(question)):
        #: "which got hit harder by the cache thing this morning, A or B?": one trouble reached both — each subject's
        #: lines are counted over the episode both shared inside the window said (never the window's other troubles:
        #: a lock-wait run of one of them earlier that morning, a deploy's errors after)
        shared_trouble = True
    elif shared_trouble:
        #: "during the redemption backlog who logged more errors, A or B": the trouble told lies wherever it lies
        #: (the data, at most a day back) — each subject's lines are counted over the episode both shared
        #: (`offline_executor._shared_episode_claims`)
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, clock, True, "同一段异常：覆盖全部可用数据（至多 24 小时）")
    if (pair is None and marks is None and not earlier_questions and not spec.explicit and len(services) == 1
            and "count" in aspects and "comparison" not in aspects and during_trouble(question)
            and not asks_failed_records(question)):
        #: "遥测那边积压期间 报了多少条错", "errors during the payments backlog?": a count over a trouble told as its
        #: window, no time said — the trouble lies wherever it lies (the data, at most a day back), never the last hour
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, clock, True, "所述异常期间：覆盖全部可用数据（至多 24 小时）")
        if asks_log_lines(question):
            measured = []  # ("报了多少条错": the lines are counted, never the measure the trouble's word names)
    crossed = _crossed(timed, ents.services, earlier_questions, catalog, clock, lookup_ids) if pair is None else None
    if crossed is not None:
        #: "more or fewer than Y had last night?" after "X errors this morning?": X in the earlier window against Y
        #: in the one named now
        services, pair = crossed
        suspects = []
    if pair is not None and crossed is None and len(services) > 1:
        #: "did X log more errors during the morning lock waits or during the current search outage?": a service
        #: named only inside a window named by its incident names that incident, not a subject compared
        rest = _EPISODE_NAMED.sub(" ", question)
        kept = match_services(rest, catalog.services, catalog.aliases())
        #: "enrolment-svc 早上的报错 跟 timing-svc …": a name said with a slip of the fingers is named all the same
        kept = _dedupe([*kept, *(near for w in _SLIPPED_NAME_RE.findall(rest.lower())
                                 if (near := near_name(w, catalog.services)) in services)])
        #: "did the tracking app log more errors during …": the subject called by a run of its description's words
        #: ("parcel tracking app backend"), the sides' services named only inside the incidents
        described = [] if kept else _described_app(rest, catalog)
        services = [s for s in services if s in kept] or described or services
    if (pair is not None and crossed is None and len(services) == 2 and not ids and not asks_same_cause(worded)
            and "record" not in aspects and not names_record_words(worded)
            and (sides := _subject_per_side(timed, services, catalog, clock, lookup_ids)) is not None):
        #: "昨晚 X 的报错 和 今天 Y 的报错 哪个多": each side names its own subject with its own time — X in the
        #: first window, Y in the second (never both subjects in both windows); records lost to each side's trouble
        #: ("which lost us more bookings, last night's X mess or today's Y failures?") are counted per window
        services, crossed = sides, (sides, pair)
    now_incident = (pair is not None and crossed is None and not ids and "comparison" in _with_comparison(aspects)
                    and _now_against_incident(question) is not None)
    if now_incident and len(services) > 1 and (present := _now_against_incident(question)) is not None and len(
            own := [s for s in services if s in _entities(present, catalog, lookup_ids).services]) == 1:
        #: "shop front errors now vs during yesterday evening's price cache mess": the service the incident side names
        #: (the price cache) only marks that episode — the subject is the one the present side names
        services = own
    #: "跟昨晚那次是一个原因吗？" after "X 现在为啥报错？": one subject's troubles in two windows — a yes/no over what
    #: each window's records of it point at (never a count of its lines in each)
    same_cause_windows = (pair is not None and crossed is None and (len(services) == 1 or trouble_windows)
                          and not actions and not ids and asks_same_cause(worded))
    if (same_cause_windows and pair is not None and pair[0].start < pair[1].start < pair[0].end
            and pair[1].end > pair[0].end):
        #: "是同一个原因吗" after "四点十分左右 X 为啥失败" / "那五点那波 Y 呢": the two episodes' windows around their
        #: clocks overlap — the earlier one ends where the later begins, so that neither window holds both troubles
        #: (one window holding every line decided nothing)
        pair = (TimeWindowSpec(pair[0].start, pair[1].start, True, pair[0].source, at=pair[0].at), pair[1])
    if same_cause_windows and pair is not None and _part_end(pair[1].end, clock, catalog):
        #: "昨天傍晚那次也是，是同一个原因吗": the episode that began in the part of the day named may run past its
        #: end (傍晚 ends 19:00, the backlog began at 19:00:05) — the compared window runs on up to an hour past it
        end = min(clock, pair[1].end + _PAST_PART_END, *([pair[0].start] if pair[0].start >= pair[1].end else []))
        pair = (pair[0], TimeWindowSpec(pair[1].start, end, True, pair[1].source, at=pair[1].at))
    #: "是同一个原因吗" after "X 今晚出了两次问题": one subject's episodes within the one window told — a yes/no over
    #: what each of its error code runs points at (`render.answer._same_cause_episodes`)
    same_cause_episodes = (pair is None and len(services) == 1 and not actions and not ids and bool(earlier_questions)
                           and asks_same_cause(worded) and _TWO_NAMED.search(earlier_questions[-1]) is not None)
    if same_cause_episodes:
        aspects = ["yes_no"]
    window_status: list[str] = []
    if pair is not None:
        spec = pair[0]
        aspects = ["yes_no"] if same_cause_windows else _with_comparison(aspects)
        if (not compared_statuses and not same_cause_windows and "record" in aspects and not ids
                and (not services or names_record_words(worded))):
            #: "昨天被拒的发票 跟今天失败的采收订单 分别有多少单？": a count of records over two windows, each side
            #: naming its own status — each status in its own side's window (never the first two statuses held)
            compared_statuses = statuses_compared(worded, catalog.order_statuses, catalog.descriptions,
                                                  catalog.failed_statuses)
        if aspects == ["comparison"] and len(services) <= 1 and not ids and (
                status_by_value(question, catalog.order_statuses)
                or (window_status := status_in_words(question, catalog.order_statuses))
                or (window_status := _status_more(question, worded, catalog))
                or (window_status := _described_slips(worded, catalog))):
            #: "more BANK_REJECTED payouts yesterday or today so far?": the records of the status named, in each
            #: window (it counted the subject's ERROR lines in each); "which episode rejected more bids, …?":
            #: the status said in words (BID_REJECTED); "零点前和零点后，哪边被拒的加油支付更多？": the one status
            #: a verb of failing says (被拒 ↔ DECLINED), records of a noun that also names a service
            aspects = ["comparison", "record"]
    level = asked_level(question)
    #: "它几点恢复的" after "昨晚扣款失败是咋回事" (no entity anywhere): "it" is the earlier question's symptom; so
    #: is the subject an elliptical follow-up leaves out ("几点续上的？" after "证书过期了吗": no symptom of its own);
    #: "那它从几点开始的" after "今晚订座为啥老失败": the failing of the records the domain's word named
    referent = (earlier_questions[-1] if (pronoun or not symptom_words(question)) and earlier_questions and not ents.any
                and not (services or unknown or alerts or codes or ids)
                and (symptom_words(earlier_questions[-1])
                     or (pronoun and _FAILED_RECORD_WORDS.search(earlier_questions[-1]) is not None
                         and not _window_note(spec, catalog))) else "")
    #: "持续了多久" after "昨晚 X 是不是慢了一阵": the subject is carried, and so is the trouble the conversation named
    episode_words = (earlier_questions[-1] if aspects == ["duration"] and earlier_questions and not ents.any
                     and not referent and not symptom_words(question) and symptom_words(earlier_questions[-1])
                     else "")
    if (aspects == ["end"] and earlier_questions and not ents.any and not referent and not episode_words
            and len(services) == 1 and not symptom_words(question)
            and len(callees := _activity_callees(earlier_questions[-1], services[0], catalog)) == 1):
        #: "几点恢复的" after "学员App四点多约课咋老失败": the activity said (约课) is the head of one dependency's
        #: description — the end is that of the subject's records about it (its calls failing), not of another
        #: episode of the subject's in the same window (calls to another dependency failing later)
        episode_words = callees[0]
    narrow = (bool(alerts) or level is not None) and set(aspects) <= {"health", "end", "yes_no"} and not actions
    this_episode_records = (asks_failed_records(question) and asks_this_episode(question) and bool(earlier_questions)
                            and not compares_episodes(question) and not episode_ordinal(question)
                            and not compared_statuses and not events and not spec.explicit)
    own_window = not compared_statuses and not events and (
        resolve_time(question, now=clock, zone=catalog.zone()).explicit
        or (bool(topic) and (spec.explicit or asks_now(topic)
                             or (_GOING_ON.search(topic) is not None and not _WHY_ASKED.search(topic))))
        or (status_about and spec.explicit)
        #: "and how many lots failed?" after "why did lot registration fail this afternoon?": the records failing in
        #: the window the conversation named (not the data's start to its end)
        #: ("有多少笔捐款因此失败了": the records the trouble failed, wherever its episode ran — not this rule)
        or (asks_failed_records(question) and spec.explicit and bool(earlier_questions)
            and not re.search(_AS_A_RESULT, question, re.I))
        #: "and how many orders failed this time?" after "what's up with X?": the records failing in the episode the
        #: conversation's window holds (the one going on now), not both episodes of the data's whole span
        or this_episode_records)
    #: "how many times did X's pool get exhausted today?": the episodes are its alert's firings, on X or on the
    #: caller whose alerts carry the trouble (a pool alert fires on the application, not on the database)
    #: "how many times over the two days?" after "did X act up this morning?": the times of the trouble carried
    troubles_counted = counts_troubles(question) or counts_carried_troubles(question, earlier_questions)
    if aspects == ["health"] and MORE_THAN_ONCE.search(question) and counts_episodes(question):
        aspects = ["yes_no"]  # "was X maxed out more than once?": a yes/no over how many times, not X's health
    elif "count" in aspects and "health" in aspects and troubles_counted:
        #: "how many times did X have problems today?": the times counted, not X's health
        aspects = [a for a in aspects if a != "health"]
    stems, alerted = _episode_alerts(question, aspects, services, catalog, troubles=troubles_counted)
    stems = stems or named_alert_firings(question, aspects, services, alerts)
    services = [*services, *(s for s in alerted if s not in services)]
    #: "what time was the first failed checkout order this morning?": the failed records of the status named, oldest
    #: first (``Plan.first_record``) — their first one's time, not the first ERROR line of their service
    #: (also "when did the first PAY_DECLINED order come in?": a status named by its own code after "first")
    named_status = any(re.search(rf"(?<![A-Za-z0-9_]){re.escape(s)}(?![A-Za-z0-9_])", question, re.I)
                       for s in catalog.order_statuses)
    id_asked = RECORD_ID_ASKED.search(question) is not None
    first_failed = (statuses(question, ["record", "count"], catalog) if ("onset" in aspects or id_asked) and not ids
                    and (FIRST_FAILED_RECORD.search(question) or (named_status and _FIRST_SAID.search(question)))
                    else [])
    if "onset" in aspects and not (ids or services or first_failed) and (
            failed_since := _failed_records_since(question, catalog.order_statuses)):
        #: "几点开始派工单失败的", "记账几点开始失败的" (no service named): records failing since when — the first
        #: record of the one failed status the thing's words match (a record noun, or words of the status itself),
        #: not another trouble's
        first_failed = failed_since
    if first_failed and id_asked:
        #: "今天失败的配送单里 最早那单单号是多少": the first failed record's id is the record asked — not its time,
        #: nor a count ("多少" of the id), nor a cause
        aspects = ["record"]
    elif first_failed and "record" not in aspects:
        aspects = [*aspects, "record"]
    if ("count" in aspects and "record" not in aspects and not ids and not asks_log_lines(question)
            and (times_failed := _TIMES_FAILED_ZH.search(question))
            and not re.search(r"服务|接口|系统|平台|网关|数据库|缓存|队列|请求|调用|任务|消息|连接|查询|日志|报错|错误",
                              thing := times_failed.group(1) or times_failed.group(2))
            and len(failing := status_matches(f"{thing}失败", catalog.order_statuses)) == 1
            and re.search(r"FAIL", failing[0], re.I)):
        #: "今天早上一共有多少次验票失败？": what users do, failing, counted by times — its words match one failed
        #: status (验票失败 ↔ VALIDATION_FAILED): those records are counted, not the ERROR lines of the service the
        #: words name
        aspects = [*aspects, "record"]
    silent_cause = ""
    if (aspects == ["cause"] and len(services) == 1 and catalog.silent and services[0] in catalog.silent
            and not (suspects or ids or actions or codes or alerts) and (callers := _callers(services[0], catalog))):
        #: "the grid link was broken last night, what happened?" of a peer that never reports: its trouble shows only
        #: in its callers' records (their failed calls to it) — they are the subjects walked, the peer after them
        silent_cause, services = services[0], [*callers[:2], services[0]]
    if (actions == ["发布"] and len(services) == 1 and not ents.any and not ids and not suspects and earlier_questions
            and asks_version_of_it(worded)):
        #: "which version was that?" after "load tickets were failing this morning, why?": the trouble may have come
        #: with a deploy of a service the subject calls (its origin), so their change events are searched beside the
        #: subject's (the applications among its dependencies)
        infra = catalog.infra()
        services = [*services, *(d for d in catalog.dependencies.get(services[0], ()) if d not in infra)]
    if (aspects == ["count"] and len(services) == 1 and not ents.any and not (ids or suspects or codes or alerts)
            and ALERTS_COUNTED.search(question) is not None and _after_cause_turn(earlier_questions)):
        #: "那时候响了几个告警" after "支付昨天傍晚怎么了": the alerts of the trouble the cause turn walked — the
        #: subject's and those of the parts it calls (its cause may lie there), never the subject's alone
        services = [*services, *(d for d in catalog.dependencies.get(services[0], ()) if d != services[0])]
    silent_asked = ""
    if ((aspects == ["health"] or (aspects == ["count"] and (
            _CALLS_FAILED.search(question) is not None
            #: "那它自己报了多少条错" after "昨晚快递证书过期那个 影响了多少单": the error lines of a partner that never
            #: logs are its callers' lines about it (their failed calls to it), never a gap
            or (bool(earlier_questions) and asks_log_lines(question) and not codes))))
            and len(services) == 1 and catalog.silent and services[0] in catalog.silent
            and not (suspects or ids or actions or codes or alerts or measured)
            and (callers := _callers(services[0], catalog))):
        #: "is the <partner> fine?" of a peer that never reports: its callers' lines of the window are read for
        #: failed calls to it (none: no sign of trouble, an inference; its own silence stays a gap); so are they for
        #: "快递合作方今天有多少调用失败" (failed calls to it counted: none when its callers logged no trouble at all)
        silent_asked, services = services[0], [services[0], *callers[:2]]
    if (not carried and not episode_ordinal(question) and {"end", "duration"} & set(aspects)
            and "comparison" not in aspects and spec.explicit and spec.end >= clock - _NOW_SLACK
            and not asks_this_episode(question) and [k for k, _ in named_episodes(question)] == ["part"]):
        #: "凌晨那次…几点才恢复" / "the overnight one — how long did it last?" while that part of the day runs on
        #: up to now: "that one" of the part is its first episode — the one going on now would be "this one"
        carried = 1
    carried = carried or other_nth
    elsewhere = _elsewhere_subjects(question, aspects, services, spec, pair is not None, own_window,
                                    bool(earlier_questions), carried or episode_ordinal(question), clock, catalog)
    wide_from = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
    chosen_statuses = [st for st in (
        cause_statuses or first_failed or compared_statuses or episode_status or window_status or (
            counted_state_status(question, catalog.order_statuses) if topic else []) or statuses(
            f"{topic} {question}" if topic else status_text if status_about else question, aspects, catalog))
        if st not in aside]
    if (topic and len(chosen_statuses) > 1
            and len(own := [st for st in statuses(question, aspects, catalog) if st not in aside]) == 1
            and own[0] in chosen_statuses):
        #: "卡住了多少张？" after "账单为啥一直生成失败？": the one status the question's own words name (卡住 →
        #: BILL_HELD), not every failed status of the earlier question's thing (stop 48's merge: tideline)
        chosen_statuses = own
    by_trouble = False
    by_call = [st for st in catalog.failed_statuses if st not in aside
               and any(s in catalog.status_callees.get(st, ()) for s in services)] if topic else []
    #: (a status the question's own words already name — "卡住了多少张" → BILL_HELD — is counted as before: over the
    #: data as well as the window; stop 48's merge: tideline)
    if (not by_call and not topic and len(chosen_statuses) != 1 and "count" in aspects and not ids
            and asks_failed_records(question)):
        #: "因为排班挂掉的课一共多少节", "多少团订因为定金付不了失败了": records failed by a cause told in words —
        #: the one failed status whose records' error lines name a service the cause's words name (by name or
        #: description)
        by_call = _caused_statuses(question, services, catalog, aside)
        if not by_call and earlier_questions and not ents.services:
            #: "失败了多少节课了" after "今天早上排班为什么挂了": the trouble the conversation established is the cause
            by_call = [st for st in catalog.failed_statuses if st not in aside
                       and any(s in catalog.status_callees.get(st, ()) for s in services)]
    if len(by_call) == 1 and len(chosen_statuses) != 1:
        #: "and how many?" after "why did <a thing> fail last night?", "那多少张" after "…有票失败吗": the records of
        #: the one failed status whose records' error lines name the conversation's subject (the trouble they failed
        #: with), not every failed record of the window
        chosen_statuses, by_trouble = by_call, True
    before_ops = actions_before(question, earlier_questions) if "health" in aspects else []
    alerted_team = (_team_asked(question, catalog, earlier_questions, lookup_ids)
                    if "count" in aspects and ALERTS_COUNTED.search(question) is not None and not suspects else None)
    if alerted_team is not None:
        #: "维修组那边今天响了几条告警": the alerts of every service of the team its word names (never the one service
        #: whose description holds 维修), counted by the alert query over the team
        services = sorted(s for s, t in catalog.teams.items() if t == alerted_team and s in catalog.services)
    #: "这个大概几点开始的" after "目前有哪些告警在响？": the onset of the alert firing now
    firing_referent = ("onset" in aspects and bool(earlier_questions) and not ents.any
                       and not (services or unknown or alerts or codes or ids)
                       and asks_firing_alerts(earlier_questions[-1]) and not asks_firing_alerts(question))
    #: "现在积压多少 跟一小时前比", "p99 now compared to 3pm": a measure's present value against an earlier instant —
    #: the window just before the present one, or a clock said alone (the earlier window then ends at the clock, so
    #: that its latest sample is the value at that instant: the samples before it, the clock's own sample belongs to
    #: the hour it begins, as a window's end is open)
    instants = (pair is not None and bool(services) and _present_value_asked(question)
                and (pair[1].end == pair[0].start or (pair[1].at is not None and pair[1].at <= pair[0].start))
                and pair[0].end >= clock - timedelta(minutes=5)
                and bool(metrics_named(_EPISODE_NAMED.sub(" ", question), catalog.metrics))
                and not counts_errors_or_failures(question))
    if instants and pair is not None and pair[1].at is not None:
        pair = (pair[0], TimeWindowSpec(pair[1].at - (pair[0].end - pair[0].start),
                                        pair[1].at - timedelta(seconds=1), True, pair[1].source, at=pair[1].at))
    if not asks_failed_statuses(question) and counts_by_status(question, aspects, bool(ids)):
        #: "ticket counts by status between 6 and 8pm? esp issued vs seat dropped": every status's records in the
        #: window (the query's counts by status), not the one status matched nor a comparison of log lines
        aspects = [*(a for a in aspects if a not in ("comparison", "count", "record", "cause", "health", "overview",
                                                    "yes_no")), "count", "record"]
        chosen_statuses, compared_statuses = [], []
    plan = Plan(
        intent=_intent(aspects, narrow=narrow),
        narrow_scope=narrow,
        aspects=aspects,
        cause_worded=(cause_worded(question)
                      or (not ents.any and _cause_carried(question, earlier_questions, aspects))),
        services=services,
        unknown_services=unknown,
        suspects=suspects,
        suspect_terms=([*(_suspect_terms(question, catalog.services) if not suspects else []),
                        *concept_terms(question)]
                       if "yes_no" in aspects and not same_code and not cause_statuses else []),
        same_code=same_code,
        crossed=crossed is not None,
        alerts=alerts,
        error_codes=codes,
        order_ids=[t for t, k in ids.items() if k == "order_id"],
        user_ids=[t for t, k in ids.items() if k == "user_id"],
        latest_record=_LATEST_RECORD.search(question) is not None and episode_ordinal(question) != LAST_EPISODE,
        failed_statuses=asks_failed_statuses(question),
        trace_ids=[t for t, k in ids.items() if k == "trace_id"],
        first_record=bool(first_failed),
        statuses=chosen_statuses,
        statuses_by_trouble=by_trouble,
        events_compared=events,
        data_start=_iso(catalog.data_start) if catalog.data_start else "",
        window_minutes=max(1, int((spec.end - spec.start).total_seconds() // 60)),
        window_start=_iso(spec.start),
        window_end=_iso(spec.end),
        window_label=_label(spec, catalog) + (f"；对比窗口：{_label(pair[1], catalog)}" if pair else ""),
        episodes=bool(services) and (sides_as_episodes or compares_episodes(question) or (
            (episode_ordinal(question) or carried) > 0 and bool({"end", "duration"} & set(aspects))) or (
            #: "闸机第二次是几点又开始出问题的": a later episode's onset is read from its own lines
            (episode_ordinal(question) or carried) > 1 and "onset" in aspects)),
        episodes_two=sides_as_episodes or (compares_episodes(question) and names_two_episodes(question)),
        episodes_spanned=bool(services) and (sides_as_episodes or compares_episodes(question)) and (
            ("comparison" in aspects and LASTED_LONGER.search(question) is not None
            and FAILED_MORE.search(question) is None)
            #: "<app>今天两次出事分别是啥原因": each episode named by its origin, read down its chain
            or (names_two_episodes(question) and EACH_CAUSE.search(question) is not None)),
        episodes_timed=sides_as_episodes,
        episode_windows=_side_episode_windows(side_windows, spec, clock, catalog) if sides_as_episodes else [],
        caused_by=_caused_by(question, earlier_questions, services, catalog, lookup_ids) if "count" in aspects else [],
        episode_nths=episode_pair(question) if compares_episodes(question) else [],
        asked_as=asked_as,
        episode_carried=carried if bool({"end", "duration", "onset"} & set(aspects)) else 0,
        episode_longest=(episode_ordinal(question) or carried) == LONGEST_EPISODE,
        compare_start=_iso(pair[1].start) if pair else "",
        compare_end=_iso(pair[1].end) if pair else "",
        window_explicit=spec.explicit,
        window_end_said=_END_SAID.search(spec.source or "") is not None,
        peer_count=("count" in aspects and bool(known.ids) and not ents.ids and not asks_record_owner(question)
                    and any(k == "order_id" for k in known.ids.values())),
        owner_count=(bool({"count", "yes_no"} & set(aspects)) and bool(known.ids) and not ents.ids
                     and (asks_owner_others(question) if "count" not in aspects else asks_record_owner(question))
                     and any(k == "order_id" for k in known.ids.values())),
        owner_others=("yes_no" in aspects and "count" not in aspects and bool(known.ids) and not ents.ids
                      and asks_owner_others(question) and any(k == "order_id" for k in known.ids.values())),
        alerts_counted="count" in aspects and ALERTS_COUNTED.search(question) is not None,
        alert_team=alerted_team or "",
        episode_stems=stems,
        episode_runs=("count" in aspects and bool(services) and troubles_counted
                      and stems in ([], [ANY_ALERT])),
        incidents_first=incidents_first,
        from_sides=from_sides,
        #: "闸机这次已经挂了多久了": how long the episode going on now has lasted reads it from its own start too
        ongoing=("duration" in aspects and not spec.explicit and asks_this_episode(question)) or (
                 "onset" in aspects and not spec.explicit and not FIRST_TIME.search(question)
                 #: "X 这次是几点开始的": the episode going on now, not the day's first (issue 10)
                 and (_now_or_going_on(question) or asks_this_episode(question)
                      #: "约课app啥时候开始挂的" with no time anywhere, the app failing now: the trouble going on
                      #: (yesterday's deploy and this morning's outage in the same look-back are earlier troubles);
                      #: with nothing going on now the window's first anomaly stays the answer — never a change
                      #: asked ("那个坏版本几点开始发的": the deploy's own start, wherever it lies) nor an episode
                      #: named by its order ("第二次是几点又开始的")
                      or (not earlier_questions and not DEPLOY_SUSPECT.search(question)
                          and not _CHANGE_ASKED.search(question) and not episode_ordinal(question))
                      or (not own_only and bool(earlier_questions)
                                                     and (_now_or_going_on(earlier_questions[-1])
                                                          #: "那它什么时候开始的?" after "X 为啥报错" (no time named
                                                          #: anywhere: that question asked of the recent window):
                                                          #: the episode that answer was about, not the day's first
                                                          or not _names_time(earlier_questions[-1], clock, catalog))))),
        #: a count follow-up counts the earlier question's records in that question's window
        #: (or, after "are X failing right now?", the recent window: "how many failed so far?" counts the trouble now)
        window_own=own_window,
        elsewhere=elsewhere,
        #: (from the window told of the other side when that lies further back: "保险证书那次呢" after "前天下午装备租赁
        #: …" — the untimed side's episode may have begun that day, never cut where the last day begins)
        elsewhere_start=_iso(min(wide_from, spec.start)) if elsewhere else "",
        elsewhere_end=_iso(clock) if elsewhere else "",
        this_episode_records=this_episode_records,
        this_episode_code=("count" in aspects and len(codes) == 1 and asks_this_episode(question)
                           and not asks_failed_records(question) and not spec.explicit
                           and not compares_episodes(question) and not episode_ordinal(question)),
        past_end_to=(_iso(min(spec.end + _PAST_END, clock)) if "end" in aspects and earlier_questions
                     and not own_window and not (pair or actions) and spec.end < clock - _PAST_END_MIN else ""),
        window_note=_notes(question, spec, pair, missing, catalog,
                           [*services, *(s for s in suspects if s not in by_callers)], untracked, quantity,
                           inferred=silent_asked),
        actions=actions,
        action_services=action_services if actions else [],
        uncounted=untracked or quantity,
        metrics_asked=measured,
        episode_codes=bool(pair) and len(services) == 1 and "comparison" in aspects and (
            sides_named_by_events(question) or one_trouble_episodes(question) or now_incident),
        episode_one_trouble=bool(pair) and len(services) == 1 and "comparison" in aspects
        and not sides_named_by_events(question) and one_trouble_episodes(question),
        episode_sides=bool(pair) and len(services) == 1 and "comparison" in aspects and episode_sides(question),
        deploy_side=_deploy_side(question, bool(pair), aspects, services),
        measure_instants=instants,
        clocked_waves=bool(pair) and len(services) == 1 and "comparison" in aspects and clocked_wave_sides(question)
        and counts_errors_or_failures(question) and not asks_failed_records(question),
        incident_marks=marks[1] if marks is not None else [],
        shared_trouble=shared_trouble,
        #: "during the morning lock waits" names an incident, not a measure; so does "which pool episode failed more
        #: orders" (failed records or error lines are the figure compared)
        metrics_compared=(metrics_named(_EPISODE_NAMED.sub(" ", question), catalog.metrics) if pair and services
                          and not counts_errors_or_failures(question) else []),
        #: "回滚之后还好吗" (health), "how many errors since the redeploy?" (a count from its latest change event)
        since_actions=[a for a in again if a not in actions] if actions and len(again) > 1 else
        #: "did the 11:00 redeploy of X break anything?": the trouble after its own change, at the time named (an
        #: earlier run's errors in the window around the clock ended before it and do not count)
        (actions_since(question) or before_ops or (["发布"] if own_change and aspects == ["health"] and spec.explicit
                                     and spec.at is not None else [])
         #: "when did the wallet start erroring after the deploy": the onset from the subject's own deploy (a noun)
         or (["发布"] if "onset" in aspects and _AFTER_DEPLOY_ONSET.search(question) else [])
         ) if services and not actions and (
            "health" in aspects or ("count" in aspects and not spec.explicit and not ids)
            or ("onset" in aspects and not spec.explicit and not ids and _AFTER_DEPLOY_ONSET.search(question))) else [],
        before_action=bool(before_ops) and bool(services) and not actions and "health" in aspects,
        change_suspect=change_suspect,
        change_trouble_now=change_suspect and asks_now(question),
        cause_changes=(["发布"] if change_suspect or (services and not actions and not ids and (
            ("cause" in aspects and not ACTION_WORDS.search(question)) or own_change
            or ("yes_no" in aspects and not suspects and (DEPLOY_SUSPECT.search(question)
                                                          or _CLEFT_CHANGE.search(question))))) else []),
        change_own=bool(services) and not suspects and "yes_no" in aspects and (
            _OWN_WORD.search(question) is not None
            or any(_change_named(question, name) for name in _own_change_names(services[0], catalog))),
        change_at=_iso(change_at.at) if change_at is not None and change_at.at is not None else "",
        unknown_refs=missing,
        unheld_subjects=(ents.unheld if not (services or unknown or alerts or codes or ids) else []) or blamed_unheld,
        window_outside=bool(_window_note(spec, catalog) or (pair and _window_note(pair[1], catalog))),
        silent_services=[s for s in [*services, *suspects] if catalog.silent and s in catalog.silent],
        silent_asked=silent_asked,
        silent_cause=silent_cause,
        silent_peers=sorted(catalog.silent or ()) if "cause" in aspects else [],
        at=_iso(spec.at) if spec.at else None,
        log_level=level if narrow else None,
        #: "它啥时候开始报的" after "现在有什么告警": "it" is the alert firing now (``firing_referent``), no gap
        unresolved_pronoun=(pronoun and not (services or unknown or alerts or codes or ids) and not referent
                            and not firing_referent),
        onset_order=onset_order,
        onset_words=onset_words,
        onset_changes=onset_changes,
        onset_nth=onset_nth if any(onset_nth) else [],
        either=either_asked,
        went_ok=went_ok,
        count_actions=bool(counted),
        time_marker=marker[0] if marker and services else "",
        failed_trail=("cause" in aspects and bool(catalog.order_statuses) and not (services or unknown or alerts
                      or codes or ids or kinds or suspects)
                      and (_records_fail(question) or _status_failing(question, catalog))),
        quiet_trail=("cause" in aspects and bool(catalog.order_statuses) and bool(services)
                     and not (unknown or alerts or codes or ids or suspects or actions)
                     and (_records_fail(question) or _status_failing(question, catalog))
                     and _USERS_TOLD.search(question) is not None),
        referent=referent,
        firing_referent=firing_referent,
        episode_words=episode_words,
        inherited_subject=bool(earlier_questions and services and not ents.any),
        same_cause_windows=same_cause_windows,
        same_cause_episodes=same_cause_episodes,
        statuses_spanned=statuses_spanned,
        record_topic=(topic if topic and counts_own_noun(question)
                      else status_text if status_about and status_text != question else ""),
        topic=(earlier_questions[-1] if "how_to" in aspects and earlier_questions and not ents.any
               and (pronoun or _AGAIN.search(question) is not None) else ""),
        timezone=catalog.timezone,
        dependency_graph={k: list(v) for k, v in catalog.dependencies.items()},
        dependency_kinds={k: list(v) for k, v in catalog.dependency_kinds.items()},
    )
    if plan.metrics_asked and plan.statuses and not level_asked and (
            {"count", "record"} <= set(plan.aspects)
            #: "昨晚积压那会儿有多少张票是 SEAT_STUCK": a status named as the data spells it, counted
            or ("count" in plan.aspects
                and any(re.search(rf"(?<![A-Z0-9_]){re.escape(s)}(?![A-Z0-9_])", question) for s in plan.statuses))):
        #: "锁等待那段时间一共有多少张单没分到柜子": records of a status counted, the measure only naming their span —
        #: the records' count is asked, never the measure's value
        plan = plan.model_copy(update={"metrics_asked": []})
    if (plan.episodes and plan.episodes_two and "comparison" in plan.aspects and not plan.statuses
            and (asks_failed_records(question) or FAILED_MORE.search(question) is not None)
            and not counts_error_lines(question)):
        #: "两波订道故障，哪一波失败的单更多？": the two waves' failed records, each wave's own
        plan = plan.model_copy(update={"failed_waves": True})
    if (plan.compare_start and "comparison" in plan.aspects and not plan.statuses and not plan.episodes
            and (asks_failed_records(question) or FAILED_MORE.search(question) is not None
                 or _WORSE_RECORDS.search(question) is not None)
            and not counts_error_lines(question) and len(event_words(question)) == 1):
        #: "failed appts in yesterday's lock wait vs this morning's one": one trouble (its kind told once) on two
        #: windows — each side's failed records are that trouble's (the measure its kind names only tells its span)
        plan = plan.model_copy(update={"failed_trouble_sides": True, "metrics_asked": []})
    elif (plan.compare_start and "comparison" in plan.aspects and len(plan.statuses) == 1 and not plan.episodes
          and not plan.user_ids and not plan.order_ids and _INCIDENT_SIDES.search(question) is not None):
        #: "were more tee times bumped in the 6am storm or the 8am one?": a status on two windows each told as an
        #: incident — each side's records of it are those of the incident's runs, not the hour around its clock
        plan = plan.model_copy(update={"failed_trouble_sides": True, "metrics_asked": []})
    elif (plan.compare_start and "comparison" in plan.aspects and not plan.statuses and not plan.episodes
          and _things_failed_sides(question)):
        #: "昨晚排车失败的单 跟 昨天下午签合同失败的单，哪个多？": each side's own failing thing, its window's trouble
        plan = plan.model_copy(update={"failed_things_sides": True})
    if (plan.statuses and (plan.services or (len(plan.statuses) == 1 and episode_ordinal(question) > 0))
            and {"count", "record"} <= set(plan.aspects) and not plan.episodes
            and "comparison" not in plan.aspects and not plan.order_ids and not plan.user_ids
            and ((nth := episode_ordinal(question) or _counted_episode_carried(question, plan,
                                                                            earlier_questions, clock, catalog)) > 0
                 or (
                #: "and how many fans got turned away?" after "why are the gates failing right now?": the episode
                #: going on now (-1), when the recent window also holds the end of an earlier one
                not resolve_time(question, now=clock, zone=catalog.zone()).explicit
                and not plan.this_episode_records and bool(earlier_questions)
                and asks_now(earlier_questions[-1]) and (nth := -1) < 0))):
        #: "how many bed holds failed in the first storm?", "and in the second one?": the records of that episode
        plan = plan.model_copy(update={"episode_records_nth": nth})
    plan = team_counted(question, plan, alert_team(question, catalog), catalog)
    if (owned := owner_plan(question, plan, catalog, earlier_questions)) is not None:
        plan = owned  # "谁负责闸机那个app", "which team owns X": the subjects' catalogue teams (``agents.owner``)
    calls = plan_calls(question, plan, catalog)
    if retry_context is not None:
        calls = retry_calls(question, plan, catalog) + calls
        plan = plan.model_copy(update={"notes": "round 2: a wider window and deeper evidence for the question"})
    done = set(completed)
    unique = {call_signature(c.tool, c.arguments): c for c in calls}
    return plan.model_copy(update={"calls": [c for sig, c in unique.items() if sig not in done]})


_AFFECTED = regex(r"(?:影响|波及|受影响)了?(?:多少|几)|(?:多少|几)\S{0,4}(?:受(?:到)?影响|被影响)|"
                  r"\bhow many\b.{0,40}\b(?:affected|impacted|hit)\b", re.I)
#: the noun an affected count counts ("影响了多少拍品", "波及了几个批次"): two to four Chinese characters
_AFFECTED_NOUN = regex(r"(?:影响|波及)(?:到)?了?\s*(?:多少|几)\s*(?:个|张|笔|单|件|条|批)?\s*"
                       r"([\u4e00-\u9fff]{2,4}?)(?=[\s？?。，,呢啊吗]|$)")


def _uncounted(question: str) -> str:
    """The question without the noun an affected count counts ("影响了多少拍品" → "影响了多少 ")."""
    counted = _AFFECTED_NOUN.search(question)
    return question if counted is None else question[:counted.start(1)] + " " + question[counted.end(1):]


#: the victim's harm asked in the passive ("were X hit by the pool thing?", "was X affected by the outage?")
_VICTIM_BY = regex(r"\b(?:hit|affected|impacted|hurt)\s+by\b", re.I)
#: a clock said as a time ("the 23:30 pool thing"), no version or build
_CLOCK_TERM = regex(r"\d{1,2}[:.]\d{2}")
_SUSPECT_MARK = regex(r"是不是|是否|会不会|有没有可能|caused by|because of|due to|related to|\bdown to\b|"
                      r"\b(?:coming|stemming|originating|come|stem|originate) from\b(?=\s+(?:the |a |an )?[a-z])|"
                      r"由于|因为|"
                      r"\b(?:hit|dragged down|taken down|brought down|knocked out) by\b|"
                      r"\b(?:could|might|can) (?:it|this|that) be\b|难道是|可能是", re.I)
#: "那 X 呢？", "X 呢？", "what about X?", "and X?", "how about X?": the earlier question asked of another subject
#: "那 客户 App 呢": a subject named by a part of a description may hold a space (between its Chinese and Latin words)
#: "那现在呢", "and now?", "what about now?": the present asked, nothing else
_NOW_ONLY = regex(r"^\s*(?:那|那么)?\s*(?:现在|目前|这会儿|当前)\s*(?:呢|怎么样了?|如何)?\s*[?？]?\s*$|"
                  r"^\s*(?:(?:and|so)\s+)?(?:(?:what|how)\s+about\s+)?(?:right\s+)?now\s*[?？]?\s*$", re.I)
#: an error count asked ("报了多少错", "多少条错误", "how many errors")
_ERRORS_COUNTED = regex(r"报错|出错|错误(?!率|比)|报了?\s*(?:多少|几)\s*(?:条|个|次)?\s*错|"
                        r"\berrors?\b(?!\s*(?:rate|ratio|share|percent|%))", re.I)
_WHAT_ABOUT = regex(r"^\s*(?:那|那么|还有)?\s*\S(?:[^\S\n]?\S){0,39}?\s*(?:那边|这边|那里|这里)?\s*呢\s*[？?]?\s*$|"
                    r"^\s*(?:what|how) about\b|"
                    r"^\s*and\s+(?:what about\s+|(?:this|that|the other) one\s*[:：,，]?\s*|for\s+)?"
                    r"[\w-]+\s*[?？]?\s*$|"
                    #: "and the booking front's CODE?": a few words naming a subject (no verb, no wh-word)
                    r"^\s*and\s+(?!.*\b(?:why|what|how|when|where|who|which|whose|did|does|do|is|was|are|were|"
                    r"has|have|had|can|could|will|would|should)\b)(?:[\w-]+(?:'s)?\s+){1,4}[\w-]+\s*[?？]\s*$|"
                    r"^\s*same (?:for|question for)\b", re.I)
#: a cause said in words, in a question of another aspect too ("今晚续订积压是因为发版吗": a yes/no about a cause)
_CAUSE_WORDS = regex(r"因为|原因|根因|为啥|为什么|为何|怎么回事|\bwhy\b|\bbecause\b|\bcaused?\b|\broot\b", re.I)


def _cause_carried(question: str, earlier_questions: Sequence[str], aspects: Sequence[str]) -> bool:
    """"那下午呢？" after "今晚续订积压是因为发版吗": a follow-up that asks nothing of its own (a window then 呢 / "what
    about …"; naming no service: the caller checks) repeats the earlier question, whose words asked a cause — the
    repeat asks it in words too (``Plan.cause_worded``: a subject quiet in the new window is traced through its
    dependencies)."""
    return (bool(earlier_questions) and list(aspects) == ["cause"] and _WHAT_ABOUT.search(question) is not None
            and _CAUSE_WORDS.search(earlier_questions[-1]) is not None)


#: "那 PAYMENT_FAILED 状态的呢", "那 X 的呢": the earlier question asked of another status (``_WHAT_ABOUT``
#: holds no space)
_STATUS_ABOUT = regex(r"^\s*(?:那|那么|还有)\s*.{1,60}?(?:状态)?的?\s*呢\s*[？?]?\s*$")
#: a how-to about what the conversation was about: "下次再遇到该怎么办", "what do we do if this happens again?"
_AGAIN = regex(r"再(?:次)?(?:遇到|出现|发生|碰到|来一次|出)|这种(?:情况|问题|事)|同样的(?:情况|问题)|"
               r"\bagain\b|\bnext time\b|\bwhen (?:that|this) happens\b", re.I)
#: "did that one go ok?", "顺利吗", "成功了没": whether an operation went through
_WENT_OK = regex(r"\b(?:go|goes|went|gone)\s+(?:ok|okay|well|fine|smoothly|alright|all right|through)\b|"
                 #: "did its rollout at least finish ok?": the operation ran to its end without trouble
                 r"\b(?:finish|finished|complete|completed)\s+(?:ok|okay|fine|cleanly|successfully|properly)\b|"
                 r"\bsucceed(?:ed)?\b|\bsuccessful(?:ly)?\b|顺利|成功(?:了)?(?:吗|么|没|没有)", re.I)
_ANY_SERVICE = regex(r"哪个服务|哪些服务|有没有服务|有服务|\b(?:any|which) (?:service|services|app|apps)\b|"
                     r"\banything\b|\banyone\b|\bsomeone\b", re.I)
#: a follow-up that sets a window of its own against the conversation's ("跟八点到九点比呢？", "和昨天同一时段比呢",
#: "compared with 8 to 9pm?", "vs the hour after?"): it opens with the comparing word and names no subject
def _both_sides(pair: tuple[TimeWindowSpec, TimeWindowSpec], clock: datetime, catalog: Catalog) -> TimeWindowSpec:
    """One window holding both sides of a duration choice, from the first's start to the last's end: "which lasted
    longer, this morning's X or last night's Y?" — an episode that began in the part of the day named may run past
    its end (12:00), so the window runs on up to an hour past it (never past now)."""
    end = max(pair[0].end, pair[1].end)
    if _part_end(end, clock, catalog):
        end = min(clock, end + _PAST_PART_END)
    return TimeWindowSpec(min(pair[0].start, pair[1].start), end, True, f"{pair[0].source} + {pair[1].source}")


def _side_episode_windows(sides: Sequence[TimeWindowSpec], spec: TimeWindowSpec, clock: datetime,
                          catalog: Catalog) -> list[tuple[str, str]]:
    """Each side's own window of one trouble's two timed episodes, in time order: a side ending where a part of the
    day ends runs on up to an hour past it (an episode that began in it), never into the next side nor past the
    window holding both."""
    out: list[tuple[str, str]] = []
    for k, side in enumerate(sides):
        end = min(clock, side.end + _PAST_PART_END) if _part_end(side.end, clock, catalog) else side.end
        if k + 1 < len(sides):
            end = min(end, max(sides[k + 1].start, side.end))
        out.append((_iso(side.start), _iso(min(end, spec.end))))
    return out


def _part_end(end: datetime, clock: datetime, catalog: Catalog) -> bool:
    """Whether a past window ends where a part of the day ends (19:00 of 傍晚, 12:00 of 上午)."""
    local = end.astimezone(catalog.zone())
    return end < clock and local.hour in PART_ENDS and local.minute == 0


#: the thing said right before 失败 on a side ("排车失败的单": 排车)
_THING_FAILED = regex(r"([\u4e00-\u9fff]{2})失败")


def _things_failed_sides(question: str) -> bool:
    """"昨晚排车失败的单 跟 昨天下午签合同失败的单": each side of a pair says a failing thing of its own, the two
    differing."""
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    things = [[m.group(1) for m in _THING_FAILED.finditer(p)] for p in parts]
    return len(parts) == 2 and all(len(t) == 1 for t in things) and things[0] != things[1]


def _timed_turn(earlier_questions: Sequence[str], clock: datetime, catalog: Catalog) -> str:
    """The latest earlier question that says a time of its own ("今天上午充电会话失败是啥原因" before "影响了多少单"):
    the conversation's window a compare follow-up sets its own against; the last question when none does."""
    return next((e for e in reversed(earlier_questions)
                 if resolve_time(e, now=clock, zone=catalog.zone()).explicit), earlier_questions[-1])


#: "failed X in A vs B, which was worse?": failed records set against each other by a which-worse choice
_WORSE_RECORDS = regex(r"\bfail\w*\b.{0,80}\bworse\b|失败.{0,30}(?:更)?(?:严重|惨)", re.I)
#: a choice between two incidents ("which lost more", "哪次丢的多")
_WHICH_EPISODE_SIDE = regex(r"哪一?(?:次|个|回|波|边)|\bwhich\b", re.I)
_COMPARE_FOLLOW = regex(r"^\s*(?:那|那么)?\s*(?:跟|和|与|同|比起|相比|对比|比较)|"
                        r"^\s*(?:and\s+|how about\s+|what about\s+)?(?:compared? (?:to|with)|vs\.?|versus|"
                        r"against|relative to)\b", re.I)
#: "预订那边因此报了多少错?": what the conversation's trouble caused, in its window
_AS_A_RESULT = r"因此|由此|受此|因为这个|\bas a result\b|\bbecause of (?:that|it|this)\b"
#: a count of a trouble's lines up to now, asked of the conversation's trouble with no window of its own
#: (not 因此 / as a result: a day of the counted service's lines may hold another trouble's too)
_CUMULATIVE = regex(r"\bso far\b|\bup (?:to|till|until) now\b|\bsince it (?:started|began)\b|到目前为止|迄今",
                    re.I)
_THAT_TIME = regex(r"那会儿?|那时候?|那个时候|那段时间|当时|同一时间|" + _AS_A_RESULT + "|"
                   r"\b(?:at|around|during) (?:that|the same) time\b|\bback then\b|\bat the time\b", re.I)
#: "配矿那边也受影响了吗", "was Y affected too?": another service asked whether the conversation's trouble reached it
#: as well — in the conversation's window (the trouble's episode), not the recent hour (not of a present asked)
_ALSO_AFFECTED = regex(r"也\s*(?:都|一起|跟着)?\s*"
                       r"(?:受(?:到|了)?\s*(?:\S{1,20}?的)?\s*(?:影响|波及|牵连|连累|拖累)|"
                       r"被\s*(?:\S{1,20}?)?\s*(?:影响|波及|牵连|连累|拖累)|中招|遭殃)|"
                       r"\b(?:affected|hit|impacted|hurt|touched)\s+(?:by\s+(?:it|that|this)\s+)?"
                       r"(?:too|as well)\b|\balso\s+(?:get\s+|been\s+)?(?:affected|hit|impacted)\b", re.I)
#: "买家App 受影响了吗" (no 也): whether Y was harmed, asked with nothing else — the same as with 也 when Y calls the
#: conversation's subject (its trouble can reach Y); of a service that does not depend on it, Y's own health
_AFFECTED_BARE = regex(r"(?<![不没])受(?:到|了)?\s*(?:影响|波及|牵连|连累|拖累)了?\s*(?:吗|么|没有?|不)?\s*[？?]?\s*$")


def _after_cause_turn(earlier_questions: Sequence[str]) -> bool:
    """Whether the conversation's last question asked a trouble's cause ("支付昨天傍晚怎么了", "why did X fail")."""
    return bool(earlier_questions) and "cause" in aspects_of(earlier_questions[-1], has_entity=True, has_record=False)


#: a customer saying something failed several times ("失败好几次", "failed a few times", "keeps failing")
_FAILED_SEVERAL = regex(r"(?:失败|被拒|报错|不成功)了?(?:好几|很多|多|几)次|(?:好几|多)次(?:都)?(?:失败|被拒|不成功)|"
                        r"\bfail(?:ed|s|ing)?\s+(?:several|multiple|a few|a couple of|many|a bunch of)\s+times\b|"
                        r"\bkeeps?\s+failing\b", re.I)


def _caused_by(question: str, earlier_questions: Sequence[str], services: Sequence[str], catalog: Catalog,
               lookup_ids: IdLookup | None) -> list[str]:
    """"选片App因此报了多少错" after "相册排版库今天怎么了": the conversation's last subject (a dependency, at any
    depth, of the one service counted) and the services between them — the counted lines are those naming one of
    them; [] unless the count is asked "as a result" of an earlier subject the counted service depends on."""
    if not earlier_questions or len(services) != 1 or re.search(_AS_A_RESULT, question, re.I) is None:
        return []
    #: ("影响到选片App了吗" between them names the counted service itself: the trouble is the one before it)
    earlier = next((other for q in reversed(earlier_questions)
                    if (other := [s for s in _entities(q, catalog, lookup_ids).services if s not in services])), [])
    below = _closure(services, catalog) - set(services)
    if not earlier or earlier[0] not in below:
        return []
    return sorted(s for s in below if earlier[0] in _closure([s], catalog))


def _also_affected(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                   lookup_ids: IdLookup | None) -> bool:
    """Whether a follow-up asks if the conversation's trouble reached a service: "Y 也受影响了吗", "did it hit Y
    too?"; "Y 受影响了吗" (no 也) only when Y depends, at any depth, on the subject the conversation named last."""
    if not earlier_questions or asks_now(question):
        return False
    if _ALSO_AFFECTED.search(question):
        return True
    if _AFFECTED_BARE.search(question) is None:
        return False
    own = _entities(question, catalog, lookup_ids).services
    earlier = next((named.services for q in reversed(earlier_questions)
                    if (named := _entities(q, catalog, lookup_ids)).services), [])
    return len(own) == 1 and bool(earlier) and earlier[0] != own[0] and earlier[0] in _closure(own, catalog)


#: a follow-up setting another subject in a window of its own against the earlier question's ("more or fewer than
#: Y had last night?", "比 Y 昨晚多还是少？"): it opens with the comparing words
_CROSS_FOLLOW = regex(r"^\s*(?:(?:is|was|are|were) (?:it|that|this) )?"
                      r"(?:more|fewer|less|higher|lower|worse|better)"
                      r"(?: or (?:more|fewer|less|higher|lower|worse|better))?\s+than\b|"
                      r"^\s*(?:那|那么)?\s*(?:比|跟|和|与)\s*\S", re.I)

#: what a crossed follow-up asks: which is more ("跟 Y 昨晚有关系吗" is a suspect, not a comparison)
_CROSS_ASKS = regex(r"多|少|高|低|严重|比呢|\bthan\b", re.I)


def _crossed(question: str, own: Sequence[str], earlier_questions: Sequence[str], catalog: Catalog, now: datetime,
             lookup_ids: IdLookup | None) -> tuple[list[str], tuple[TimeWindowSpec, TimeWindowSpec]] | None:
    """"more or fewer than Y had last night?" after "X errors this morning?": ([X, Y], (X's window, Y's window)) —
    only when both questions name one subject and a window of their own, and the subjects differ."""
    if (not earlier_questions or len(own) != 1 or _CROSS_FOLLOW.search(question) is None
            or _CROSS_ASKS.search(question) is None):
        return None
    before = _entities(earlier_questions[-1], catalog, lookup_ids).services
    if len(before) != 1 or before[0] == own[0]:
        return None
    mine = resolve_time(question, now=now, zone=catalog.zone())
    theirs = resolve_time(earlier_questions[-1], now=now, zone=catalog.zone())
    if not (mine.explicit and theirs.explicit):
        return None
    return [before[0], own[0]], (theirs, mine)


def _subject_per_side(question: str, services: Sequence[str], catalog: Catalog, now: datetime,
                      lookup_ids: IdLookup | None) -> list[str] | None:
    """"昨晚 X 的报错 和 今天 Y 的报错 哪个多": [X, Y] when each side of the pair names one of the two subjects and a
    time of its own (in the question's order), else None."""
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    if len(parts) != 2:
        return None
    named = [_entities(part, catalog, lookup_ids).services for part in parts]
    #: "X 早上的报错 跟 Y 现在这波报错": a side naming the wave going on now has a time of its own too
    own = [resolve_time(part, now=now, zone=catalog.zone()).explicit or bool(
        PRESENT_EPISODE.search(part) and asks_now(part)) for part in parts]
    if (any(len(side) != 1 for side in named) or named[0] == named[1] or set(services) != {*named[0], *named[1]}
            or not all(own)):
        return None
    return [named[0][0], named[1][0]]


_FOLLOW_ON = regex(r"^\s*(?:and|also|so|then)\b|^\s*(?:那|那么|还有|另外|然后)", re.I)
#: "did it hit the member app too?", "它有没有也影响到 Y": the conversation's trouble, said by a pronoun, doing the harm
_IT_HARMED = regex(r"^\s*(?:(?:so|and|but)\s+)?did\s+(?:it|that|this)\s+(?:also\s+|even\s+|actually\s+)?"
                   r"(?:hit|hurt|affect|impact|break|take down|drag down|knock out|reach|"
                   r"spill (?:over )?(?:into|onto))"
                   r"\s+(?!(?:anything|something|everything|anyone|any other|other|the limit)\b)|"
                   r"(?:它|这个?问题|那个?问题)\s*(?:有没有|是否|是不是|会不会)?\s*(?:也)?\s*"
                   r"(?:影响|波及|拖累|连累|牵连)(?:到|了)", re.I)


def _trouble_reached(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                     lookup_ids: IdLookup | None) -> tuple[str, str] | None:
    """(the conversation's one subject, the one service this follow-up names) when the follow-up asks whether the
    conversation's trouble reached that service ("did it hit Y too?", "Y 也受影响了吗"); else None."""
    if not earlier_questions or not (_IT_HARMED.search(question)
                                     or _also_affected(question, earlier_questions, catalog, lookup_ids)):
        return None
    own = _entities(question, catalog, lookup_ids).services
    if len(own) != 1:
        return None
    for earlier in reversed(earlier_questions):
        if (named := _entities(earlier, catalog, lookup_ids)).any:
            return (named.services[0], own[0]) if len(named.services) == 1 and named.services[0] != own[0] else None
    return None
#: "is X from a cert?", "was the outage from that release?": a trouble said to come from a kind of change, at the end
_FROM_CHANGE = regex(r"^\s*(?:is|was|are|were)\b.{1,70}\bfrom\s+(?:a|an|the|that|this|some)\s+(?:[\w-]+\s+)?"
                     r"(?:cert|certificate|deploy|deployment|release|rollout|upgrade|migration)s?\s*[?？]?\s*$",
                     re.I)
#: "is it the same as X?", "is that just the same thing as X?": the conversation's trouble set against X's
_SAME_AS = regex(r"^\s*(?:(?:so|and|but)\s+)?(?:is|was|are|were)\s+(?:it|this|that|they|these|those)\s+"
                 r"(?:just\s+|really\s+|actually\s+)?(?:the\s+)?same\s+(?:thing\s+)?as\b", re.I)
#: a follow-up naming only the suspect: the subject is the conversation's ("could it be the database?")
_FOLLOW_SUSPECT = regex(r"\b(?:could|might|can) (?:it|this|that) be\b|\b(?:is|was) (?:it|this|that) "
                        #: "is that related to the payment cert thing?": the earlier subject against the thing
                        r"(?:because of|due to|caused by|(?:related|linked|connected|tied) to)\b|"
                        r"会不会是|难道是|是不是因为|"
                        #: "那小卖部五点五十五那次发版呢 有影响吗": a change's harm asked, no victim named — the
                        #: conversation's trouble is the one it is blamed for
                        r"(?:发版|发布|部署|上线|升级|变更)\s*(?:呢|吧)?\s*[，,]?\s*(?:有|有没有|会不会有|有啥|有什么)"
                        r"影响(?:吗|么|没|没有)?\s*[？?]?\s*$|"
                        r"^\s*(?:是不是|是否|是|就是)?\s*\S+\s*(?:(?:那次|这次|的)?\s*(?:发版|发布|部署|上线|变更|升级)\s*)?(?:引起|导致|造成|搞出来|搞|害|拖|拖累|拖垮|拖慢|连累|牵连)的(?:吗|么|吧)?\s*[？?]?\s*$|"
                        r"(?:跟|和|与)\s*\S{1,40}?\s*(?:有关|有关系|相关|有没有关系)|受(?:到|了)?\s*\S{1,40}?\s*(?:的)?(?:影响|牵连|连累|拖累|波及)|\S{1,40}?\s*的锅|"
                        #: "是 X 的问题不？", "那 X 呢，是不是它？": X (the follow-up's only name) as the suspect
                        r"^\s*(?:是不是|是否|是|就是)?\s*\S+\s*的问题(?:吗|么|不|吧|不是)?\s*[？?]?\s*$|"
                        r"(?:是不是|是否|就是|是)(?:它|这个|那个)(?:吗|么|不|吧)?\s*[？?]?\s*$|"
                        r"^\s*(?:(?:so|and|then)\s+)?(?:is|was)\s+(?:it\s+)?\S+\s+"
                        r"(?:to blame|the (?:cause|culprit|reason))\b|"
                        r"^\s*(?:was|is)\s+it\s+\S+\s*[?？]?\s*$|"
                        #: "Is it X's fault?", "was this the fault of X?"
                        r"^\s*(?:(?:so|and|then)\s+)?(?:is|was)\s+(?:it|this|that)\s+(?:[\w-]+(?:'s|’s)\s+fault|"
                        r"the fault of)\b|"
                        #: "is it the partner's cert?": a thing of the one name the follow-up holds
                        r"^\s*(?:(?:so|and|then)\s+)?(?:is|was)\s+(?:it|this|that)\s+(?:the|a|an|our|their)\s+"
                        r"(?![\w' -]*\b(?:still|back|ok|okay|fine|down|up|fixed|healthy|working|recovered|failing|"
                        r"slow|broken|over|done)\b)[\w' -]{1,40}?\s*[?？]?\s*$|"
                        r"^\s*(?:because of|due to|related to|caused by)\s", re.I)
#: "最新那一单", "最近一笔", "最近一次约的是哪个号", "the latest order", "most recent booking": the newest record asked
_LATEST_RECORD = regex(r"最新|最近(?:的)?(?:那)?一(?:次|单|笔|条|个)|最后一(?:次|笔|单|个)|"
                       r"\b(?:latest|newest|most recent)\b|"
                       r"\blast (?:order|booking|record|bill|one|purchase|transaction)\b", re.I)
#: besides ``timeparse.asks_now``, a follow-up about the present: "还在报错吗", "is it still failing?"
#: a follow-up asking what happened after the earlier question's window ("那后来…了吗", "and later?", "since then?")
#: "那证书那次呢", "and the cert one?": a follow-up naming an episode (by its kind of trouble) of its own
_OTHER_EPISODE = regex(r"[那这]一?[次回波阵]\s*(?:呢|的|[？?]|$)|"
                       r"\b(?:the|that)\s+(?:[\w-]+\s+){1,3}?(?:one|incident|episode)\s*[?？]?\s*$", re.I)
_LATER = regex(r"^\s*(?:那|那么|然后)?\s*(?:后来|之后|再后来|此后)|\b(?:later on|afterwards|since then)\b", re.I)
_STILL = regex(r"眼下|这会儿?|还在|仍然|依然|\bstill\b", re.I)
#: the subject's own change asked whether it brought trouble ("那次发版有没有引起报错", "发版有没有出问题", "did the
#: rollout cause any errors?"): no suspect entity, the subject's health around its change
#: "was it the 3:50 redeploy that broke X?", "is it the rollout what killed Y?": a change as the cleft's suspect
_CLEFT_CHANGE = regex(r"^\s*(?:so\s+|and\s+)?(?:is|was)\s+(?:it|this|that)\s+(?:the|that|this)\s+[^?？,，]{0,40}?\b"
                      r"(?:re-?deploy(?:ment)?|deploy(?:ment)?|release|rollout|roll-out|upgrade)\s+"
                      + CLEFT_HARMED.pattern, re.I)
_OWN_CHANGE_TROUBLE = regex(
    r"(?:发版|发布|部署|上线|新版本)\s*(?:呢\s*[，,]?\s*)?(?:有没有|是否|会不会|有无)\s*(?:(?:导致|引起|造成|带来)\s*\S{0,4}?)?"
    r"(?:报错|出错|错误|问题|异常|故障|出(?:过|了)?(?:问题|事|错|故障|岔子)|翻车)|"
    r"\b(?:did|does|has|have)\b.{0,40}\b(?:(?:re)?deploy(?:ment)?|release|rollout|upgrade)\b.{0,40}\b(?:cause|caused|"
    r"trigger|triggered|introduce|introduced|bring|brought)\b\s*(?:any |an? |some )?(?:new )?(?:errors?|problems?|"
    r"issues?|trouble|failures?|outage|incident)\b|"
    #: "did the 11:00 redeploy of X break anything?": whether anything failed after it
    r"\b(?:did|does|has|have)\b.{0,40}\b(?:(?:re)?deploy(?:ment)?|release|rollout|upgrade)\b.{0,40}\b(?:break|broke)\s+"
    r"(?:anything|something|stuff)\b", re.I)
#: "was X involved in / responsible for / to blame for <a trouble>": X is the suspect (the side before the verb)
_PART_IN = regex(r"\binvolved in\b|\b(?:have|has|had) anything to do with\b|\bresponsible for\b|\bto blame for\b",
                 re.I)
#: "did <a trouble told in words> have anything to do with X?": X after the verb, the suspect
_PART_WITH = regex(r"\b(?:have|has|had) anything to do with\b|\b(?:caused|brought on|triggered) by\b", re.I)
_ASKS_WHAT = regex(r"什么|啥|哪|为什么|\b(?:what|which|why|how)\b", re.I)
#: a yes/no question's own opening ("是不是…", "is it…"): the wh-word then sits inside it ("是不是哪里的问题")
_YES_NO_OPENING = regex(r"是不是|是否|会不会|^\s*(?:is|was|are|were|did|does|could|can)\b", re.I)
_CAUSE_OF = regex(PART_OF_CAUSE.pattern + "|" + HARMS.pattern + "|" + HARMED.pattern + "|" + HARMED_ZH.pattern
                  + "|" + CLEFT_HARMED.pattern + "|" + CAUSING.pattern + "|" + CAUSED.pattern +
                  r"|\binvolved in\b|\b(?:have|has|had) anything to do "
                  r"with\b|\bthe (?:root )?(?:cause|reason|culprit)(?: of| for| why| behind)?\b|\bresponsible for\b|\bto blame for\b|\bbehind (?:the|this|that|these|those)\b|\bbehind (?:[\w-]+\s){0,2}[\w-]+'s\s|是.{0,6}的(?:原因|根因)", re.I)  # noqa: E501


#: "X 是不是 Y 报错的原因 / 根因 / 元凶": a suspect before the mark, the cause of a trouble told after it (a trouble
#: word right before "的原因"; "是不是 Y 的原因" — Y's fault — names the suspect after the mark)
_MARK_THEN_TROUBLES_CAUSE = regex(r"(?:是不是|是否|会不会|难道是|可能是)\s*(?:就是|是)?[^，,。？?]{1,40}?"
                                  r"(?:报错|出错|失败|错误|异常|故障|超时|变慢|慢|挂了?|崩了?|出问题|问题|告警|积压)"
                                  r"\s*的\s*(?:原因|根因|起因|源头|元凶|罪魁祸首)")


#: "did X start evicting before Y started throwing errors?", "X 是不是比 Y 先出问题",
#: "是 X 先开始驱逐，然后 Y 才出错的吗", "X went first and then Y?": the order of two onsets
#: "X 锁等待是不是在 Y 发版之前就开始了": X's onset against Y's (the other side named by a service), not a clock
_ONSET_ORDER_ZH = regex(r"在\s*[A-Za-z][\w.-]*\s*\S{0,8}?(?:之前|以前)\s*就?(?:已经)?(?:开始|出现|有|出)")
_ONSET_ORDER = regex(r"\bdid\b.{1,40}\b(?:start|begin|began)\w*\b.{0,60}\bbefore\b|比.{1,30}(?:先|更早)|先于|"
                     r"先.{1,30}(?:然后|之后|接着|后来|再).{0,30}才|\bfirst\b.{1,40}\b(?:and )?then\b|"
                     + _ONSET_ORDER_ZH.pattern, re.I)


#: the word that splits an onset-order question into its two sides ("A … before B", "A 比 B 先", "A 先于 B")
_ORDER_SPLIT = regex(r"\bbefore\b|比|先于", re.I)


def _onset_order_side(question: str, aspects: Sequence[str], services: Sequence[str], catalog: Catalog
                      ) -> list[str] | None:
    """"Did the sorter backlog start before the <X> pool trouble?": an onset-order question whose one side names
    a service and whose other side names none but a trouble alerted on one service only (``_alerted_owner``) →
    both services in the question's order; else None."""
    if "yes_no" not in aspects or len(services) != 1 or _ONSET_ORDER.search(question) is None:
        return None
    sides = _ORDER_SPLIT.split(question, maxsplit=1)
    if len(sides) != 2:
        return None
    named = [match_services(side, catalog.services, catalog.aliases()) for side in sides]
    if [bool(n) for n in named].count(True) != 1:
        return None
    bare = 0 if not named[0] else 1
    owner = _alerted_owner(sides[bare], catalog)
    if owner is None or owner in services:
        return None
    return [owner, services[0]] if bare == 0 else [services[0], owner]


#: the word that splits an onset-order question whose sides name kinds ("先缓存…，然后数据库才…", "the cache …
#: then the db")
_ORDER_SPLIT_KINDS = regex(r"\bbefore\b|比|先于|然后|之后|接着|随后|\bthen\b", re.I)


def _onset_order_kinds(question: str, aspects: Sequence[str], services: Sequence[str], catalog: Catalog
                       ) -> list[str] | None:
    """"早上是不是先缓存出问题，然后数据库才慢的？": an onset-order question naming no service, each side a kind of
    dependency (``kind_matches``) — the one dependency of that kind, or of several the one with alerts in the data
    (the others never alerted) → both in the question's order; a side naming no kind or several candidates: None."""
    if ("yes_no" not in aspects and not set(aspects) <= {"health", "onset", "overview"}) or services or (
            _ONSET_ORDER.search(question) is None):
        return None
    sides = _ORDER_SPLIT_KINDS.split(question, maxsplit=1)
    if len(sides) != 2:
        return None
    out: list[str] = []
    for side in sides:
        groups = kind_groups(side, catalog.dependency_kinds)
        if len(groups) != 1 or (target := _kind_target(groups[0], catalog)) is None:
            return None
        out.append(target)
    #: "kettle 发版 跟 续订队列积压，哪个先开始的": one service's deploy against its own trouble — the change event and
    #: the trouble's first record are two onsets of one service
    own_deploy = [DEPLOY_SUSPECT.search(side) is not None for side in sides].count(True) == 1
    return out if out[0] != out[1] or (own_deploy and WHICH_FIRST.search(question)) else None


#: the two sides of a choice ("A or B", "A 还是 B", "A 和 B")
_CHOICE_SPLIT = regex(rf"{PAIR_SPLIT.pattern}|还是", re.I)


def _all_queues(services: Sequence[str], catalog: Catalog) -> bool:
    """Whether every one of ``services`` is a queue (a dependency of a queue kind)."""
    queues = {dep for deps in catalog.dependency_kinds.values() for dep, kind in deps if kind.lower() in QUEUE_KINDS}
    return all(s in queues for s in services)


def _queue_consumers(services: Sequence[str], catalog: Catalog) -> list[str]:
    """The applications lagging on the queues among ``services`` (a queue's backlog is its consumers' lag; the queue
    itself logs nothing of it): "扫描队列积压" where the uploader writes the scan queue and the scanner reads it — the
    users whose own alerts speak of a backlog (consumer lag) are the consumers that lag, not every user. Of an
    application named instead (the queue's writer, or the store whose data stopped moving), the users of its queues,
    or its callers that read a queue, whose alerts speak of a backlog."""
    queues = {dep for deps in catalog.dependency_kinds.values() for dep, kind in deps if kind.lower() in QUEUE_KINDS}
    users = [c for q in services if q in queues
             for c in sorted(_callers(q, catalog)) if c not in queues]
    alerted = [c for c in users if BACKLOG_WORDS.search(catalog.alert_words.get(c, ""))]
    if users or not services:
        return alerted or users
    #: "the room service order pile-up" naming the application that writes the queue: the other users of its queues
    #: whose own alerts speak of a backlog (the consumers that lag), never every reader
    via = [q for s in services for q in catalog.dependencies.get(s, ()) if q in queues]
    readers = [c for q in via for c in sorted(_callers(q, catalog))
               if c not in services and c not in queues]
    #: "App 上轨迹一直不更新" naming the store of the data that stopped moving: its writers that read a queue
    readers += sorted(c for c, deps in catalog.dependencies.items() if c not in services and c not in queues
                      and any(s in deps for s in services) and any(q in queues for q in deps))
    return [c for c in dict.fromkeys(readers) if BACKLOG_WORDS.search(catalog.alert_words.get(c, ""))]


def _time_of_one_side(question: str, now: datetime, zone: tzinfo) -> bool:
    """Whether a time of the question is said of one side's deploy only in a which-first choice ("今晚等级分发版",
    "last night's recommendations rollout"): that side's own clause (the one beside the choice's "or / 和", after
    any "which came first") names a deploy and a time, the other side's no time — "下午这次，A 和 B，哪个先出来的",
    "Which came first today, A or B?" time the whole choice; "下午出价库锁等待" names the trouble's episode."""
    sides = _CHOICE_SPLIT.split(question, maxsplit=1)
    if len(sides) != 2:
        return False
    timed: list[bool] = []
    deploys: list[bool] = []
    for clause in (re.split(r"[，,:：;；]", sides[0])[-1], re.split(r"[，,:：;；]", sides[1])[0]):
        frame = WHICH_FIRST.search(clause)
        own = clause[frame.end():] if frame else clause
        timed.append(resolve_time(own, now=now, zone=zone).explicit)
        deploys.append(DEPLOY_SUSPECT.search(own) is not None)
    return timed.count(True) == 1 and deploys[timed.index(True)]


def _side_pronoun_named(question: str, services: Sequence[str], catalog: Catalog) -> str:
    """"which started first, that or the grading lab rollout?": the side said by a pronoun named by the one subject
    (inherited from the conversation) the question does not name itself; else the question as it is."""
    side = _PRONOUN_SIDE.search(question)
    own = _entities(question, catalog, None).services if side else []
    other = [s for s in services if s not in own]
    pronoun = re.search(r"\b(?:that|this|it)\b|它|这个|那个", side.group(0), re.I) if side else None
    if side is None or pronoun is None or len(other) != 1:
        return question
    return f"{question[:side.start() + pronoun.start()]}{other[0]}{question[side.start() + pronoun.end():]}"


#: two troubles told in one earlier question ("A 和 B 都帮我看一下", "look at A and B")
_TWO_TOLD = regex(rf"{_CHOICE_SPLIT.pattern}|\band\b", re.I)


def _conversation_choice(question: str, earlier_questions: Sequence[str], named: bool) -> str:
    """"哪个先开始的" after "今天 A 和 B 都帮我看一下", "这俩哪个先" after "X 发版了吗" and "Y 什么时候开始积压的": a
    which-first naming nothing and setting no sides of its own asks the order of the conversation's two troubles —
    the last earlier question's two sides, else the last two earlier questions' one each — said as one choice ahead of
    the question; else the question as it is."""
    if named or not earlier_questions or WHICH_FIRST.search(question) is None or _CHOICE_SPLIT.search(question):
        return question
    last = earlier_questions[-1]
    if len(pair := _TWO_TOLD.split(last)) == 2:
        return f"{pair[0]} 和 {pair[1]}，{question}"
    if len(earlier_questions) >= 2 and not any(_TWO_TOLD.search(q) for q in earlier_questions[-2:]):
        return f"{earlier_questions[-2]} 和 {last}，{question}"
    return question


#: an occasion told before the choice ("上午缓存那次 ", "昨晚证书那回，")
_OCCASION_FIRST = regex(r"^[^，,。？?]{1,16}?(?:那次|那回|那波|那阵子?|那一次)(?:的时候|时)?[\s，,]+")


def _which_first_sides(question: str, catalog: Catalog) -> list[str] | None:
    """"Which started first, the irrigation DB slowness or the energy cache mess?": each side of the either-or
    names one service — by a kind word (the one of that kind a service the side names depends on, else
    ``_kind_target``), else by its own name or words → both in the question's order; else None."""
    #: "昨天的证书事件和今早的缓存事件，哪个持续得更久？": the sides of a choice of durations are named alike
    if WHICH_FIRST.search(question) is None and LASTED_LONGER.search(question) is None:
        return None
    sides = _CHOICE_SPLIT.split(question, maxsplit=1)
    if len(sides) != 2:
        return None
    out: list[str] = []
    for side in sides:
        if (target := _side_target(side, catalog)) is None:
            return None
        out.append(target)
    #: "kettle 发版 跟 续订队列积压，哪个先开始的": one service's deploy against its own trouble — the change event and
    #: the trouble's first record are two onsets of one service
    own_deploy = [DEPLOY_SUSPECT.search(side) is not None for side in sides].count(True) == 1
    return out if out[0] != out[1] or (own_deploy and WHICH_FIRST.search(question)) else None


def _side_target(side: str, catalog: Catalog) -> str | None:
    """The one service a side of an either-or names: by a kind word (the one of that kind a service the side names
    depends on, else the one its own words name, else ``_kind_target``), else by its own name or words, a
    backlog's consumer for its queue; None when it names none or several."""
    #: "上午缓存那次 约课和商店哪个先出错的": the occasion said first ("<trouble>那次") is when, not a side —
    #: the side is the service named after it
    told = _OCCASION_FIRST.match(side)
    rest = side[told.end():] if told is not None else ""
    if rest and match_services(rest, catalog.services, catalog.aliases()):
        side = rest
    named = match_services(side, catalog.services, catalog.aliases())
    groups = kind_groups(side, catalog.dependency_kinds)
    if len(groups) > 1:
        return None
    if groups:
        #: "手环数据库慢查询": the store the side names by its own words is the one of the kind meant
        own = [t for t in groups[0] if t in named]
        if len(own) != 1:
            deps = {d for svc in named for d in catalog.dependencies.get(svc, ())}
            own = [t for t in groups[0] if t in deps]
        if len(own) != 1 and len(groups[0]) > 1:
            #: "the seat db lock thing": of the several stores of the kind, the one the side's full reading names
            #: by the words of its own description ("seat")
            own = [t for t in groups[0] if t in _entities(side, catalog, None).services]
        target = own[0] if len(own) == 1 else _kind_target(groups[0], catalog)
    else:
        #: "证书过期和照片积压，哪个先开始的？": a side naming no service but its trouble — the one service whose
        #: alerts carry it; "the widget rollout": the one service whose description ends in the side's word
        #: "短信证书事件" naming the SMS service by 短信 and a certificates service by 证书: of the several a
        #: side names, the one whose alerts carry the side's trouble (the certificate's) — else none
        owner = _trouble_owner(side, catalog)
        target = (named[0] if len(named) == 1 else (owner if owner in named else None) if named
                  else owner or _head_noun_owner(side, catalog)
                  or _side_by_words(side, catalog) or _side_by_description_words(side, catalog)
                  or _failed_records_side(side, catalog))
    if target is None:
        return None
    if (BACKLOG_WORDS.search(side) or (_QUEUE_TROUBLE.search(side) and _all_queues([target], catalog))) and len(
            lagging := _queue_consumers([target], catalog)) == 1:
        target = lagging[0]  # "冰温队列积压": the backlog's onset is its consumer's lag, not the queue's lines
    return target


def _side_by_words(side: str, catalog: Catalog) -> str | None:
    """"预约报错", "预约服务发版": a side naming services only by a word several share (a team's word) → the one the
    full reading of the side names, or, of several applications, the one whose Chinese description head is a
    service of that word ("预约排队服务", not "预约到书通知发送"); else None."""
    named = _entities(side, catalog, None).services
    if len(named) == 1:
        return named[0]
    def head(svc: str) -> str:
        return re.sub(r"\s*[(（].*$", "", catalog.descriptions.get(svc, "").split("/", 1)[0]).strip()

    heads = [svc for svc in named if svc not in catalog.infra() and head(svc).endswith("服务")]
    if len(heads) == 1:
        return heads[0]
    #: "会员服务昨天下午五点多" read as the members' app and the member service it calls: a side that does not say
    #: app names the one the other calls (the service beneath the app, whose trouble the side tells)
    callees = [b for a in named for b in named if b != a and b in catalog.dependencies.get(a, ())]
    if len(named) == 2 and len(callees) == 1 and _APP_SAID.search(side) is None:
        return callees[0]
    return None


#: an application said as such ("那个app", "the mobile app", "客户端")
_APP_SAID = regex(r"app\b|应用|客户端|\bapplication\b", re.I)


def _failed_records_side(side: str, catalog: Catalog) -> str | None:
    """"the work order failures", "工单失败的": a which-first side naming no service, only records failing (a record
    word and a failed word) — the status it names by a word ("failed renewals" ↔ RENEWAL_FAILED), else the one failing
    status of the data; the one application whose English description holds a word of that status other than "failed"
    ("DISPATCH_FAILED" ↔ "crew dispatch app") is the side; else None."""
    if not (names_record_words(side) and _FAILED_RECORD_WORDS.search(side)):
        return None
    failing = [st for st in dict.fromkeys(catalog.order_statuses) if "FAIL" in st.upper()]
    worded = [st for st in status_worded(side, catalog.order_statuses) if st in failing]
    status = worded or failing
    if len(status) != 1:
        return None
    words = [w for w in re.split(r"[_\W]+", status[0].lower()) if len(w) >= 5 and not w.startswith("fail")]
    infra = catalog.infra()
    owners = [svc for svc, text in catalog.descriptions.items() if " / " in text and svc not in infra
              and any(shared_start(w, d) >= 5 for w in words
                      for d in re.findall(r"[a-z]{5,}", text.split(" / ", 1)[1].lower()))]
    return owners[0] if len(owners) == 1 else None


def _silent_side(service: str, catalog: Catalog) -> str:
    """A side of a choice of durations: the one service calling it when ``service`` never reports (an outside
    partner, whose outage shows only in its caller's failed calls), else ``service`` itself."""
    callers = _callers(service, catalog) if catalog.silent and service in catalog.silent else []
    return callers[0] if len(callers) == 1 else service


def _elsewhere_subjects(question: str, aspects: Sequence[str], services: Sequence[str], spec: TimeWindowSpec,
                        two_windows: bool, own_window: bool, follow_up: bool, ordinal: int, now: datetime,
                        catalog: Catalog) -> list[str]:
    """The subjects of a duration asked whose time is not their own: "那 Y 呢？" after "昨天 X 持续了多久" (the window
    carried from the conversation, not told of Y), or the untimed second side of "which lasted longer, yesterday's X
    or Y?" (the first side's time may qualify both, or only X) — their episode lies wherever it lies when that window
    holds none (`investigate._elsewhere_calls`); [] otherwise (a window told of the subject, an episode named by its
    order or the one going on now)."""
    if not spec.explicit or two_windows or ordinal or asks_this_episode(question):
        return []
    if aspects == ["duration"] and follow_up and not own_window and len(services) == 1:
        return [services[0]]
    if (aspects == ["comparison"] and len(services) == 2 and LASTED_LONGER.search(question) is not None
            and not compares_episodes(question)):
        sides = _CHOICE_SPLIT.split(question, maxsplit=1)
        named = _which_first_sides(question, catalog)
        if len(sides) == 2 and named is not None and len(set(named)) == 2 and set(named) <= set(services):
            first, second = (resolve_time(side, now=now, zone=catalog.zone()).explicit for side in sides)
            if first and not second:
                return [named[1]]
    return []


def _second_side_timed(question: str, now: datetime, catalog: Catalog) -> bool:
    """"短信证书那次和凌晨结算积压": of the two sides of a choice, only the second names a time of its own."""
    sides = _CHOICE_SPLIT.split(question, maxsplit=1)
    if len(sides) != 2:
        return False
    first, second = (resolve_time(side, now=now, zone=catalog.zone()).explicit for side in sides)
    return second and not first


#: words of a which-first side that never name a service: the question's own frame, times, troubles and changes
_SIDE_FRAME = regex(r"\b(?:which|what|came|come|started?|began|begin|first|earlier|today|tonight|yesterday|"
                    r"morning|afternoon|evening|errors?|failures?|failing|slow(?:ness|down)?|trouble|issues?|"
                    r"problems?|rollouts?|deploy(?:ment)?s?|releases?|outage|incident|mess)\b", re.I)


#: the lexicon's words of a change: a deploy side's onset is its change event, never an alert that speaks of it
_CHANGE_WORDS = frozenset({"deploy", "release", "version", "rollout"})


#: a Chinese time word opening a run of a side ("昨晚认捐故障", "早上报名库慢查询")
_TIME_LEAD = regex(r"^(?:(?:昨天|今天|前天|昨|今|前)?"
                   r"(?:晚上|早上|上午|下午|中午|傍晚|凌晨|半夜|夜里|深夜|清晨|晚|早|天))+")


def _side_by_description_words(side: str, catalog: Catalog) -> str | None:
    """"the booking errors", "the tablet app rollout", "App 发版", "工资条变慢": a which-first side naming no service
    by an alias but by a word of descriptions (``_holding``: applications first) — a word held by several is narrowed
    to those whose alerts carry the side's trouble ("变慢" → the one whose latency alert fired); the one service the
    side's words each name alone, else None."""
    stems = [stem for words, found in METRIC_WORDS if re.search(words, side, re.I) for stem in found]
    stems += [w for w in symptom_words(side, lexicon_only=True) if w not in _CHANGE_WORDS]
    troubled = {svc for svc, words in catalog.alert_words.items()
                if any(re.search(rf"\b{re.escape(stem)}", words) for stem in stems)}
    words = [w for w in re.findall(r"[A-Za-z]{3,}", _SIDE_FRAME.sub(" ", side)) if w.lower() != "the"]
    #: a Chinese run's longest start a description holds ("工资条变慢" → "工资条")
    #: ("昨晚的扣款故障" → "扣款": a run told after a time word and 的 starts again after the 的)
    for whole in re.findall(r"[\u4e00-\u9fff]{2,}", side):
        #: ("昨晚认捐故障" → "认捐": a run opened by a time word with no 的 starts again after it)
        timeless = _TIME_LEAD.sub("", whole)
        for run in [whole, *(piece for piece in whole.split("的")[1:] if len(piece) >= 2),
                    *([timeless] if timeless != whole and len(timeless) >= 2 else [])]:
            held_start = [held for held in (run[:end] for end in range(len(run), 1, -1)) if _holding(held, catalog)][:1]
            words += held_start
            if held_start:
                break
    found: set[str] = set()
    for word in words:
        held = _holding(word, catalog)
        if len(held) > 1 and troubled:
            held = [s for s in held if s in troubled]
        if len(held) > 1 and not word.isascii() and len(headed := [s for s in held
                                            if word in description_head(catalog.descriptions.get(s, ""))]) == 1:
            #: "认捐故障" of "慈善认捐服务" beside an app described "跑者App (报名、…、认捐)": the word is the one's own
            #: thing (its description's head), only one item of the other's list of features (in its brackets)
            held = headed
        if len(held) == 1:
            found.add(held[0])
    return found.pop() if len(found) == 1 else None


#: last words of descriptions that name a kind of part, not one service ("bookings service", "rooms database")
_GENERIC_HEADS = frozenset({"service", "services", "api", "database", "db", "cache", "queue", "bus", "cluster",
                            "partner", "provider", "vendor", "checks", "system", "app", "backend", "gateway", "proxy",
                            "consumer", "worker", "jobs", "front", "core", "bridge", "hub", "search", "redis", "kafka",
                            "mysql", "postgresql", "postgres", "sale"})


def _described_side(question: str, named: str, catalog: Catalog) -> tuple[str, bool] | None:
    """"Which logged more errors yesterday, billing or the customer accounts service?": the side of an either-or
    that names no service says a latin word (4+ letters) held by the English descriptions of exactly one application
    and of its own stores only ("heating billing service" and its "billing database"; a team "Billing" over other
    services does not count) → (that application, whether its side comes first); else None. Only when the other side
    names the one service named."""
    sides = PAIR_SPLIT.split(question, maxsplit=1)
    if len(sides) != 2:
        return None
    named_in = [i for i, side in enumerate(sides) if named in match_services(side, catalog.services, catalog.aliases())]
    if len(named_in) != 1:
        return None
    infra = catalog.infra()
    found: set[str] = set()
    for word in {w.lower() for w in re.findall(r"[A-Za-z]{4,}", sides[1 - named_in[0]])} - _GENERIC_HEADS:
        holders = [s for s in catalog.services
                   if re.search(rf"\b{word}\b", catalog.descriptions.get(s, "").rsplit(" / ", 1)[-1], re.I)]
        apps = [s for s in holders if s not in infra]
        if len(apps) == 1 and apps[0] != named and all(
                h in catalog.dependencies.get(apps[0], ()) for h in holders if h != apps[0]):
            found.add(apps[0])
    return (found.pop(), named_in[0] == 1) if len(found) == 1 else None


def _head_noun_owner(side: str, catalog: Catalog) -> str | None:
    """"the widget rollout": a latin word of ``side`` that is the last word of exactly one service's English
    description ("spa booking widget") and stands in no other service's description or team, the word naming no
    kind of part (``_GENERIC_HEADS``) → that service; else None."""
    owners: set[str] = set()
    for word in {w.lower() for w in re.findall(r"[A-Za-z]{4,}", side)} - _GENERIC_HEADS:
        held = [s for s in catalog.services
                if re.search(rf"\b{word}\b", f"{catalog.descriptions.get(s, '')} {catalog.teams.get(s, '')}", re.I)]
        if len(held) != 1:
            continue
        english = re.sub(r"\([^)]*\)", " ", catalog.descriptions.get(held[0], "").rsplit("/", 1)[-1])
        last = re.findall(r"[A-Za-z]+", english)
        if last and last[-1].lower() == word:
            owners.add(held[0])
    return owners.pop() if len(owners) == 1 else None


def _which_first_troubles(question: str, sides: Sequence[str]) -> tuple[list[list[str]], list[str]]:
    """Per side of a which-first choice (``_which_first_sides``, in its order): the words of the trouble the side
    names (lexicon only: "地磅队列积压" → the backlog's words) and "" or which deploy it names (``DEPLOY_SUSPECT``:
    "门户重新发版" → "last", the redeploy; "the first X release" → "first"; "POS 发版", "the bad X release" → "bad":
    the deploy errors followed, else the first — a deploy set beside a trouble is the one suspected of it)."""
    texts = _CHOICE_SPLIT.split(question, maxsplit=1)
    words = [symptom_words(text, sides, lexicon_only=True) for text in texts]
    changes = [(operation_order(text) or "bad") if DEPLOY_SUSPECT.search(text) else "" for text in texts]
    return words, changes


#: an episode stem every alert name holds: the trouble counted is any of the subject's (``render.answer``)
ANY_ALERT = ""


def _episode_alerts(question: str, aspects: Sequence[str], services: Sequence[str], catalog: Catalog, *,
                    troubles: bool = False) -> tuple[list[str], list[str]]:
    """"how many times did X's pool get exhausted today?", "was X maxed out more than once?": the stems of the trouble
    asked ("pool") and the services whose alerts carry them — X itself, else its direct callers; ([], []) when the
    question counts no episodes or no alert carries the trouble."""
    if not services or not ({"count", "yes_no"} & set(aspects)):
        return [], []
    if counts_episodes(question):
        stems = [stem for words, found in METRIC_WORDS if re.search(words, question, re.I) for stem in found]
        callers = sorted(_callers(services[0], catalog))
        for group in ([services[0]], callers):
            owners = [s for s in group if any(re.search(rf"\b{re.escape(stem)}", catalog.alert_words.get(s, ""))
                                              for stem in stems)]
            if owners:
                return stems, owners[:2]
    if (troubles or counts_troubles(question) or counts_episodes(question)) and services[0] in catalog.alert_words:
        #: "今天 X 一共出了几次问题": no state named — every alert of X is a time it was in trouble (ANY_ALERT); a
        #: state whose stems no alert carries ("排程库…锁等待了几次" of a database alerting in words of its own) too
        return [ANY_ALERT], [services[0]]
    return [], []


def _trouble_owner(side: str, catalog: Catalog) -> str | None:
    """The one service whose alerts carry the trouble ``side`` names by its words alone: a measure's
    (``_alerted_owner``: "照片积压" → the consumer whose lag alert fires) or a certificate's ("证书过期" → the one
    service whose alerts speak of a certificate); none or several: None."""
    if (owner := _alerted_owner(side, catalog)) is not None:
        return owner
    cert = _CONCEPTS[0][0]
    if not cert.search(side):
        return None
    owners = [svc for svc, words in sorted(catalog.alert_words.items()) if cert.search(words)]
    return owners[0] if len(owners) == 1 else None


def _pool_caller(question: str, store: str, catalog: Catalog) -> str | None:
    """"两次向导库连接池耗尽": a database's connection pool named, the pool's alert firing on a caller (the
    application's pool, "connection pool 40/40 in use") and none on the store itself → that one caller; else None."""
    if store not in catalog.infra() or "connection" not in event_words(question):
        return None
    pool = re.compile(r"\bpool\b")
    if pool.search(catalog.alert_words.get(store, "")):
        return None
    callers = [c for c in sorted(_callers(store, catalog)) if pool.search(catalog.alert_words.get(c, ""))]
    return callers[0] if len(callers) == 1 else None


#: an application called by a few words of its description ending in "app" or "backend" ("the tracking app", "the
#: app backend")
_APP_CALLED = regex(r"\bthe\s+((?:[a-z]+\s+){0,2}?(?:app\s+backend|app|backend))\b", re.I)


def _described_app(question: str, catalog: Catalog) -> list[str]:
    """The one application whose description holds the words the question calls it by ("the tracking app" →
    "parcel tracking app backend"); [] when none or several hold them."""
    for m in _APP_CALLED.finditer(question):
        holders = [s for s in _holding(m.group(1).lower(), catalog) if s not in catalog.infra()]
        if len(holders) == 1:
            return holders
    return []


def _statuses_of_sides(question: str, catalog: Catalog) -> list[str]:
    """Each side of a pair naming services: the one record status whose words (but "failed") a named service's
    name or English description holds — a whole word, or the start of one for 4+ letters ("attach" ↔
    "attachment storage", "sla" ↔ "SLA timer service") → [A, B]; [] unless each side has exactly one, and they
    differ."""
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    if len(parts) != 2:
        return []
    out: list[str] = []
    called: list[str] = []
    for part in parts:
        named = match_services(part, catalog.services, catalog.aliases())
        words = {w for s in named for w in re.findall(r"[a-z]+", f"{s} {catalog.descriptions.get(s, '')}".lower())}
        #: failed records are asked: a status no record of which carries an error code ("OUT_FOR_DELIVERY" beside
        #: "slot") is none of them, when the data tells which failed
        held = [st for st in catalog.failed_statuses or catalog.order_statuses
                if any(p in words or (len(p) >= 4 and any(w.startswith(p) for w in words))
                       for p in re.split(r"[_\W]+", st.lower()) if len(p) >= 2 and not p.startswith("fail"))]
        out.append(held[0] if len(held) == 1 else "")
        #: "约课失败跟视频课进不去，哪个失败的单多？", "which lost more orders, the X deploy or the Y mess?": the
        #: failed status whose records' error lines name the side's service ("… JOIN_FAILED (call to <video
        #: service> failed)"), when no status word is held by the side's service names
        by_call = [st for st, callees in catalog.status_callees.items() if any(s in callees for s in named)]
        called.append(by_call[0] if len(by_call) == 1 else "")
    if all(out) and out[0] != out[1]:
        return out
    return called if all(called) and called[0] != called[1] else []


#: the cause a count of failed records names: "因为排班挂掉的课", "由于没风况数据失败的", "because of the cache"
_CAUSE_TOLD = regex(r"(?:因为|由于|because of|due to)\s*(.{1,20}?)\s*(?:失败|挂掉?|出错|被拒|付不了|订不了|\bfail|$)",
                    re.I)


def _caused_statuses(question: str, services: Sequence[str], catalog: Catalog, aside: Collection[str]) -> list[str]:
    """The failed statuses whose records' error lines (``Catalog.status_callees``) name a service the question's
    cause names — the services named, or those whose description (Chinese head) holds two characters of the cause's
    words ("没风况数据" ↔ "风况窗口服务") — [] when the question tells no cause."""
    m = _CAUSE_TOLD.search(question)
    if m is None:
        return []
    told = m.group(1)
    pairs = {told[i:i + 2] for i in range(len(told) - 1)
             if re.fullmatch(r"[\u4e00-\u9fff]{2}", told[i:i + 2])} - set(GENERIC_ZH)
    named = set(match_services(told, catalog.services, catalog.aliases())) or set(services) & {
        s for s, text in catalog.descriptions.items() if any(p in text.split(" / ", 1)[0] for p in pairs)} or {
        s for s, text in catalog.descriptions.items() if any(p in text.split(" / ", 1)[0] for p in pairs)}
    return [st for st in catalog.failed_statuses if st not in aside
            and any(s in catalog.status_callees.get(st, ()) for s in named)]


def _kind_target(targets: Sequence[str], catalog: Catalog, scope: Collection[str] | None = None) -> str | None:
    """The one dependency a kind word names (within ``scope`` when given): the only one of that kind, or of several
    the only one alerted in the data, on itself or on a direct caller (a pool alert fires on the application; the
    others never alerted); else None."""
    targets = [t for t in targets if scope is None or t in scope]
    if len(targets) > 1:
        targets = [t for t in targets if t in catalog.alert_words or any(
            t in deps and caller in catalog.alert_words for caller, deps in catalog.dependencies.items())]
    return targets[0] if len(targets) == 1 else None


def _certificate_said(question: str, earlier_questions: Sequence[str], *, inherited: bool) -> bool:
    """A certificate named by the question, or — by a follow-up naming nothing of its own — by the earlier one."""
    said = [question, *(earlier_questions[-1:] if inherited else ())]
    return any(pattern.search(text) for text in said for pattern, _ in _CONCEPTS[:1])


def _certificate_callers(name: str, catalog: Catalog) -> list[str]:
    """The callers of ``name`` whose own alerts speak of a certificate and name it, when ``name``'s own alerts speak
    of none: the peer's expired certificate shows in their handshakes, not in its own records."""
    cert = _CONCEPTS[0][0]
    if cert.search(catalog.alert_words.get(name, "")):
        return []
    return [c for c in sorted(_callers(name, catalog))
            if cert.search(words := catalog.alert_words.get(c, "")) and name.lower() in words]


def _suspect_terms(question: str, services: Sequence[str] = ()) -> list[str]:
    """Tokens after the yes/no marker that carry a digit (a version, a build, a host number) — never a service's
    own name ("是不是 svc5 搞的？": svc5 is a service to suspect, not a build)."""
    mark = _SUSPECT_MARK.search(question) or _CAUSE_OF.search(question)
    tail = question[mark.end():] if mark else question
    names = {s.lower() for s in services}
    return [t for t in re.findall(r"[A-Za-z0-9][A-Za-z0-9._:-]*\d[A-Za-z0-9._:-]*", tail)
            if len(t) >= 3 and t.lower().rstrip(".:-") not in names][:3]


def _certificate_readers(service: str, catalog: Catalog, *, said_now: bool) -> list[str]:
    """The services whose records tell of ``service``'s certificate: its callers (two at most) when it never reports
    (a silent peer) and the question itself names the certificate; else the callers whose alerts speak of a
    certificate and name it (``_certificate_callers``: "传感器网关证书几点过期的" of a gateway whose clients'
    handshakes failed). []: the service's own records answer."""
    if said_now and catalog.silent and service in catalog.silent:
        return _callers(service, catalog)[:2]
    return _certificate_callers(service, catalog)


#: a yes/no whose suspect is a kind of change, not a service ("是证书过期吗", "was that the X cert?"): words the
#: subject's anomalous records use for it (``causes.suspect_term_claims``)
_CONCEPTS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (regex(r"证书|\bcert(?:ificate)?s?\b|\b(?:tls|ssl|x509)\b", re.I), ("certificate", "x509")),
)
#: a time said inside the suspect's slot, as the trouble's own qualifier ("凌晨那个…", "昨晚那次…")
_SLOT_TIME = regex(r"(?:凌晨|清晨|早上|上午|中午|下午|傍晚|晚上|昨晚|半夜|深夜|昨天|前天|\d{1,2}\s*点|"
                   r"\d{1,2}:\d{2})\S{0,6}?(?:那个|那次|那波|那回|的)|"
                   r"\b(?:last night's|this morning's|yesterday's|overnight)\b", re.I)
#: a day naming which change is suspected ("昨天那次发版", "yesterday's deploy"), not the window asked
_DAY_OF_CHANGE = regex(r"(?:昨天|昨晚|昨日|昨儿|前天|上周[一二三四五六日天]?)(?:晚上|下午|上午|早上|夜里)?\s*"
                       r"(?:那次|那个|那回|那波|的)?\s*(?=(?:发版|发布|部署|上线|升级|变更)\S{0,4}(?:有关|相关|导致|引起|造成))|"
                       r"\b(?:yesterday's|last night's|last week's)(?=\s+(?:deploy|release|rollout|upgrade))",
                       re.I)
#: records of a status said by its own verb, and which side holds more of them ("哪边被拒的X更多", "were more X
#: declined"); a bare "failed" keeps the failed records of each window (``plan_calls``: any failed status)
_STATUS_MORE = regex(r"(?:超时|被拒绝?|被驳回|被退回)(?:的|了)?[\u4e00-\u9fff]{0,6}?更?(?:多|少)|"
                     r"\b(?:declined|rejected|denied|bounced|tim(?:e|ed|ing) out|timeouts?)\b.{0,30}"
                     r"\b(?:more|fewer)\b|"
                     r"\b(?:more|fewer)\b.{0,30}\b(?:declined|rejected|denied|bounced|tim(?:e|ed|ing) out|"
                     r"timeouts?)\b", re.I)
def _failing_status_said(question: str, catalog: Catalog) -> list[str]:
    """The one failing status a question's words name (declined ↔ CARD_DECLINED), in a question about no log lines;
    else []."""
    if asks_log_lines(question):
        return []
    found = status_matches(question, catalog.order_statuses)
    if not found:
        #: "did any citation uploads actually fail during last night's backlog?" ↔ UPLOAD_TIMEOUT: no status word
        #: but "fail" said, and the records' own noun says one failing status's word (the only one)
        found = [st for st in catalog.order_statuses
                 if failing_status(st, catalog) and status_word_said(st, question, min_word=4)]
    return found if len(found) == 1 and failing_status(found[0], catalog) else []


#: "相册失败单", "失败的订单": failed records called slips (单), never log lines
_FAILED_SLIPS = regex(r"失败的?(?:订)?单")


def _described_slips(worded: str, catalog: Catalog) -> list[str]:
    """"相册失败单，早上那次和现在这次哪次多？": failed slips of a Chinese thing whose descriptions' English words name
    one failing status (相册 ↔ "相册印制服务 / album print worker" ↔ ALBUM_FAILED) — that status's records in each
    window, never every failed record of both windows; else []."""
    if _FAILED_SLIPS.search(worded) is None:
        return []
    return described_failing_status(worded, catalog.order_statuses, catalog.descriptions)


def _status_more(question: str, worded: str, catalog: Catalog) -> list[str]:
    """The one status a verb of failing says, in a question asking which side holds more of those records ("哪边
    被拒的X更多", "were more X declined before midnight or after?"), never of log lines; else []."""
    return _failing_status_said(question, catalog) if _STATUS_MORE.search(worded) is not None else []


#: a word that sets two windows against each other (two windows asked of together without one are one window)
_COMPARED_WORDS = regex(r"比|多|少|\bcompar|\bvs\.?|\bversus\b|\bthan\b|\b(?:more|fewer|less|worse|better)\b",
                        re.I)
#: a window named by its incident: "during the current search outage", "in the morning lock waits"
_EPISODE_NAMED = regex(r"\b(?:during|in|over)\s+(?:the|(?:yester|to)day's)\s+(?:[\w.:-]+\s+){0,4}?"
                       r"(?:outages?|incidents?|episodes?|lock waits?|backlogs?|slowdowns?|slowness|spikes?|"
                       r"blips?|failures?|expiry|storms?|mess|troubles?|deploy(?:ment)?)\b", re.I)
#: "是不是 X 把 Y 搞挂了", "X 是不是它把 Y 搞堵了": the thing harmed between 把 and the harm's verb
_BA_HARMED_ZH = regex(r"把\s*(?!(?:哪|谁|什么|它|他|这|那))([^，,。？?把]{2,30}?)\s*(?:也|都)?\s*(?:给)?\s*"
                      r"(?:搞|弄|拖|带|打|整)(?:挂|垮|崩|瘫|死|慢|堵|坏)(?:了|的)")
_ASKED_WHETHER_ZH = regex(r"是不是|是否|有没有|会不会|吗\s*[？?]?\s*$")
#: "是不是发版引起的", "was it the deploy?": the subject's own change events before its first anomaly
#: ("骑手App发的那个版本": a version said sent out)
#: a change named by its version or its rollback ("那个坏版本", "the rollback"), beside ``DEPLOY_SUSPECT``'s words
_CHANGE_ASKED = regex(r"版本|回滚|\b(?:rollback|rolled back|roll back|version)\b", re.I)
DEPLOY_SUSPECT = regex(r"发版|发布|部署|上线|新版本|发的?(?:那个|这个|那一?次|这一?次)?新?版本|"
                       r"发了(?:一?个|一次)?新?版|"
                       r"\b(?:deploy(?:ment)?|release|rollout)s?\b|"
                       r"\b(?:went|goes|go|gone) out\b|\b(?:shipped|rolled out)\b", re.I)


#: between a suspect's name and its change word: "X's deploy", "X 的那次发版", "X 最近的发布", "X 12:55 那次发版"
_CHANGE_OWNER = regex(r"(?:'s)?\s*"
                      r"(?:(?:前天|昨天|昨晚|昨夜|今天|今早|今晨|早上|上午|中午|下午|晚上|凌晨|半夜)\s*){0,2}"
                      r"(?:(?:\d{1,2}[:：.]\d{2}|(?:\d{1,2}|[一二三四五六七八九十]{1,3})点(?:半|一刻|\d{1,2}分?)?)(?:多|左右|前后)?\s*)?"
                      r"的?\s*(?:那次|那个|这次|最近的?|上一次的?|新的?)?\s*",
                      re.I)
#: "its own 12:55 deploy", "它自己那次发版": a change word beside this is the subject's own
_OWN_WORD = regex(r"\b(?:its|their)\s+own\b(?=.{0,20}?(?:deploy|release|rollout))|"
                  r"(?:它|他们|其)?(?:自己|自身)的?\s*(?:\S{0,8}?)(?:发版|发布|部署|上线)", re.I)


#: where a yes/no says its suspect: "跟 X 有关系吗", "X 的锅", "是 X 搞的/闹的", "X's fault", "the fault of X",
#: "was X the reason/cause …", "is X to blame"
_SUSPECT_SLOT = regex(
    r"(?:跟|和|与)\s*(.{1,40}?)\s*(?:有关|有关系|相关|有没有关系|有啥关系|有什么关系)|"
    r"(?:是|就是|是不是)\s*(.{1,40}?)\s*(?:的锅|搞的|闹的|弄的|整的|害的|搞出来的|引起的|导致的|造成的)|"
    r"([^\s，,。？?]{1,40}?)\s*的锅|"
    r"([\w-]+)(?:'s|’s)\s+fault\b|\bfault of\s+((?:the\s+)?[\w-]+(?:\s+[\w-]+)?)|"
    r"\b(?:was|is|were|are)\s+(.{1,60}?)\s+(?:the\s+(?:root\s+)?(?:reason|cause|culprit)\b|to blame\b)", re.I)


#: a clause of a question: "A 刚发完版 B 就开始挂，到底是谁的锅" → "A 刚发完版", "B 就开始挂", "到底是谁的锅"
_CLAUSE_SPLIT = regex(r"[，,。；;！!？?]+|\s+(?=\S)")
#: an English question's clauses: "X shipped at 6:20 and the app started failing at 6:30. what broke it?"
_EN_CLAUSE_SPLIT = regex(r"[,.;!?]+(?:\s+|$)|\s+(?:and|but|then|while|so)\s+", re.I)
#: a trouble told in a clause: "就开始挂", "一堆报错", "bookings started failing"
#: a change said in a clause: DEPLOY_SUSPECT's words, or "刚发完版 / 发过版 / 发了版"
_CHANGE_SAID = regex(r"发[完过了]{1,2}[一个]{0,2}版|发[一个]{1,2}版|升级|回滚|\b(?:deployed|released|upgraded)\b", re.I)
_TROUBLE_TOLD = regex(r"挂|报错|出错|失败|超时|崩|异常|出问题|出事|卡住|\b(?:fail(?:s|ed|ing)?|errors?|erroring|"
                      r"down|broke|broken|timing out|timeouts?)\b", re.I)


def _subjects_told_apart(turns: Sequence[str], catalog: Catalog, lookup_ids: IdLookup | None) -> bool:
    """Whether the last turn names a subject of its own that the turn before does not name (a last turn naming none
    carries the earlier subject on: one subject's two windows, not two troubles)."""
    last = set(_entities(turns[-1], catalog, lookup_ids).services)
    return bool(last) and last != set(_entities(turns[0], catalog, lookup_ids).services)


def _changed_only_trouble_told(question: str, services: Sequence[str], catalog: Catalog) -> list[str]:
    """When every service in ``services`` is named only in a clause of its change ("A 刚发完版") and another clause
    tells a trouble naming no service ("订房就开始挂"): the owners of that clause's thing (a word of their
    descriptions, ``subjects.told_thing_owners``), the changed services left out; else []."""
    split = _CLAUSE_SPLIT if _CJK.search(question) else _EN_CLAUSE_SPLIT
    clauses = [c for c in split.split(question) if c and c.strip()]
    aliases = catalog.aliases()
    named = [(c, match_services(c, catalog.services, aliases)) for c in clauses]
    def change(clause: str) -> bool:
        return bool(DEPLOY_SUSPECT.search(clause) or _CHANGE_SAID.search(clause))
    if not all(any(s in hit for c, hit in named) for s in services):
        return []
    changed = [s for s in services if all(change(c) for c, hit in named if s in hit)]
    told = [s for s in services if s not in changed
            and any(s in hit and not change(c) and _TROUBLE_TOLD.search(c) for c, hit in named)]
    if changed and told and len(changed) + len(told) == len(services):
        #: "schedule service shipped at 6:20 and the listener app started failing at 6:30": the service named in its
        #: change's clause only sets the scene; the one whose trouble is told is the subject
        return told
    if any(hit and not change(c) for c, hit in named):
        return []
    for clause, hit in named:
        if not hit and not change(clause) and _TROUBLE_TOLD.search(clause) and (owners := [
                o for o in told_thing_owners(clause, lambda w: _holding(w, catalog)) if o not in services]):
            return owners
    return []


def _thing_named(words: str, catalog: Catalog) -> str | None:
    """The one thing of the world ``words`` name without its name: the service whose description holds the words
    before a backlog word ("the render backlog"), else the world's only dependency of the kind named ("the shared
    Redis")."""
    if (owner := symptom_owner(words, catalog.descriptions, catalog.infra())) is not None:
        return owner
    kinds = kind_matches(words, catalog.dependency_kinds)
    return kinds[0] if len(kinds) == 1 else None


def _deploy_suspect_part(question: str, catalog: Catalog) -> str | None:
    """The one application a follow-up's suspected deploy names by a part of its description ("是不是App发版搞的" →
    the app whose head is "球迷票务App"; "商城前台…那次发版" → the one whose head is "网店前台"): a latin word of
    three or more letters, else the longest two to four Chinese characters, that exactly one application's
    description holds (no store, cache, queue or partner, no other service's); None when the question asks no
    "是不是 X 发版" or none is held by one."""
    slot = suspect_slot(question)
    change = DEPLOY_SUSPECT.search(slot)
    if _FOLLOW_SUSPECT.search(question) is None or change is None:
        return None
    return _described_part(re.sub(r"^(?:不是|是不是|是否|否|是|就是)", "", slot[:change.start()]), catalog)


#: "X 下午那个是发版导致的吗", "X 是不是发版搞的": the subject's own deploy asked as the cause of its trouble
_DEPLOY_CAUSE_ASKED = regex(r"(?:是不是|是)\s*(?:那次|这次)?\s*(?:发版|发布|部署|上线|升级)\s*"
                            r"(?:导致|引起|造成|搞|搞出来|闹)的(?:吗|么|吧)?\s*[？?]?\s*$")


def _described_part(said: str, catalog: Catalog) -> str | None:
    """The one application whose description holds a part of ``said``: a latin word of three or more letters, else
    the longest run of two to four Chinese characters held by exactly one application's description (no store,
    cache, queue or partner, no other service's); None when no part is, or the longest parts name several."""
    infra = catalog.infra()

    def one_app(word: str) -> str | None:
        held = _holding(word, catalog)
        return held[0] if len(held) == 1 and held[0] not in infra else None

    for latin in re.findall(r"(?<![A-Za-z0-9_.-])([A-Za-z]{3,})(?![A-Za-z0-9_.-])", said):
        if (owner := one_app(latin)) is not None:
            return owner
    for run in re.findall(r"[\u4e00-\u9fff]{2,}", said):
        for size in (4, 3, 2):
            owners = {o for i in range(len(run) - size + 1) if (o := one_app(run[i:i + size])) is not None}
            if owners:
                return owners.pop() if len(owners) == 1 else None
    return None


def suspect_slot(question: str) -> str:
    """The words a yes/no says its suspect in ("跟 X 有关系吗" → X), or ""."""
    m = _SUSPECT_SLOT.search(question)
    return next((g for g in m.groups() if g), "") if m else ""


#: "X 那次发版", "that X deploy": one past run of a change, named without its time
_THAT_RUN = regex(r"(?:那次|那一次|上次|上一次)\s*(?:的)?\s*(?:发版|发布|部署|上线)|"
                  r"\bthat\s+(?:[\w-]+\s+)?(?:deploy(?:ment)?|release|rollout)\b", re.I)


def _names_of(service: str, catalog: Catalog) -> list[str]:
    """A service's name, then the aliases the world's descriptions and teams give it ("筒仓入仓" of the silo intake)."""
    return [service, *sorted((w for w, s in catalog.aliases().items() if s == service and w != service), key=len,
                             reverse=True)]


def _own_change_names(service: str, catalog: Catalog) -> list[str]:
    """The names a change of the subject is said with: its name and aliases, then each latin word of a word-group
    alias that no other service's alias holds ("the widget deploy" of the "booking widget")."""
    aliases = catalog.aliases()
    names = _names_of(service, catalog)
    others = {w for a, s in aliases.items() if s != service for w in re.findall(r"[a-z]+", a.lower())}
    words = {w for a in names if " " in a for w in re.findall(r"[a-z]{4,}", a.lower()) if w not in others}
    return [*names, *(w for w in sorted(words) if w not in names)]


def _change_named(question: str, name: str) -> bool:
    """Whether a change word is the suspect's own: right after its name ("the X deploy", "X 发版") or "the deploy
    of/to X"."""
    low = question.lower()
    for m in re.finditer(re.escape(name.lower()), low):
        tail = low[m.end():]
        if DEPLOY_SUSPECT.match(tail, _CHANGE_OWNER.match(tail).end()):  # type: ignore[union-attr]
            return True
        if re.search(rf"(?:{DEPLOY_SUSPECT.pattern})\s+(?:of|to|on)\s+(?:the\s+)?$", low[:m.start()], re.I):
            return True
    return False

#: an incident named by its event ("证书过期那次", "昨天发版那波", "the cert incident")
#: (English: "the noon bad deploy or the payment cert expiry" — a side "the <…> <event noun>")
_NAMED_INCIDENT = regex(r"那一?[次波回阵]|\b(?:incident|outage)\b|"
                        r"\b(?:the|(?:yester|to)day's)\s+(?:[\w':.-]+\s+){0,4}?(?:deploy(?:ment)?|release|"
                        r"rollout|expiry|expiration|outage|slowdown|slowness|backlog|storm|mess|trouble|episode)\b",
                        re.I)


#: "昨晚发版和证书过期，哪个搞挂的…更多？": two short sides of bare event words joined, then the choice asked
#: ("证书过期的时候和发版的时候" names two times, not two incidents)
_BARE_EVENTS = regex(r"[^，,。？?的]{2,12}(?:和|跟|与)[^，,。？?的]{2,12}[，,]\s*(?:哪个|哪次|哪边|谁)")


def events_compared(question: str) -> list[str]:
    """"证书过期那次跟昨天发版那次比，哪次失败的订单多？": two incidents named by their events, compared on their failed
    records — the word each side's event is logged with ([certificate, deploy]), else []. Each side names one incident
    and one kind of trouble (a deploy word is a deploy), the two kinds differ."""
    if not (asks_failed_records(question) or FAILED_MORE.search(question)):
        return []
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    if len(parts) != 2 or not (all(_NAMED_INCIDENT.search(p) for p in parts) or _BARE_EVENTS.match(question)):
        return []
    sides = [["deploy"] if DEPLOY_SUSPECT.search(p) else event_words(_FAILED_RECORD_WORDS.sub(" ", p))
             for p in parts]
    if any(len(side) != 1 for side in sides) or sides[0] == sides[1]:
        return []
    return [sides[0][0], sides[1][0]]


#: "证书过期那段时间", "during the cert outage": the span of one incident named by its event
_INCIDENT_SPAN = regex(r"那一?段时间|那阵子?|那会儿?|那一?[次波回]|期间|的时候|\bduring\b|\bwhile\b")


def _status_worded(question: str, aspects: Sequence[str], catalog: Catalog) -> bool:
    """A record status the question names by a word of its own, not only by "failed" ("bank" ↔ BANK_REJECTED)."""
    named = statuses(question, [*aspects, "record"], catalog)
    return any("FAIL" not in st.upper() for st in named) or bool(
        named and status_matches(_FAILED_RECORD_WORDS.sub(" ", question), catalog.order_statuses))


def _status_nouned_at_clock(question: str, aspects: Sequence[str], catalog: Catalog, now: datetime | None) -> bool:
    """"how many selections failed during the 6pm layout db thing?": the records called by a word of their one
    failed status (selections ↔ SELECTION_FAILED), at a time the question names itself — that window's records of
    the status answer, not an event's failing codes read around its start."""
    named = statuses(question, [*aspects, "record"], catalog)
    if len(named) != 1 or "FAIL" not in named[0].upper():
        return False
    words = [w for w in re.split(r"[_\W]+", named[0].lower()) if len(w) >= 4 and not w.startswith("fail")]
    latin = re.findall(r"[a-z]{4,}", question.lower())
    return any(q.startswith(w[:5]) for w in words for q in latin) and resolve_time(
        question, now=now or catalog.data_end or datetime.now(UTC), zone=catalog.zone()).explicit


#: "the bad deploy", "坏的那次发版": a deploy told as an incident of its own (its failed records are that incident's)
_BAD_DEPLOY = regex(r"\b(?:bad|broken|faulty|buggy|botched)\s+(?:deploy(?:ment)?|release|rollout)\b|"
                    r"坏的?(?:那次|那个)?(?:发版|发布|部署)|"
                    r"(?:发版|发布|部署)(?:坏掉?|翻车|出问题)的?(?:那次|那回)?", re.I)
#: "losing more tickets now than during the bad deploy", "现在丢的票比发版那次多吗": the present set against an incident
_NOW_THAN = regex(r"\bnow\b.{0,40}\bthan\b(.*)$|(?:现在|目前).{0,20}比(.*)$", re.I)


#: records failed or lost ("失败的转账", "丢的票", "failed transfers", "losing tickets")
_RECORDS_LOST = regex(r"失败|丢|\bfail|\blos(?:t|e|ing)\b", re.I)


def now_versus_incident(question: str) -> list[str]:
    """"are we losing more tickets now than during the bad deploy earlier?": the trouble going on now against one
    incident told by its kind — [`NOW_SIDE`, the event word]; else []."""
    m = _NOW_THAN.search(question)
    other = (m.group(1) or m.group(2) or "") if m is not None else ""
    if m is None or (FAILED_MORE.search(question) is None
                     and not (_RECORDS_LOST.search(question) and re.search(r"多|少|\b(?:more|fewer|less)\b", other))):
        return []
    if _BAD_DEPLOY.search(other) or (DEPLOY_SUSPECT.search(other) and _INCIDENT_SPAN.search(other)):
        return [NOW_SIDE, "deploy"]
    words = event_words(_FAILED_RECORD_WORDS.sub(" ", other))
    return [NOW_SIDE, words[0]] if len(words) == 1 and _INCIDENT_SPAN.search(other) else []


#: "比早上发版那次多还是少", "more or less than the deploy one?": the conversation's trouble set against one incident
_THAN_INCIDENT = regex(r"^\s*(?:那|那么|那这个?|这)?\s*(?:跟|和|与)?\s*比(.{1,24}?)(?:多还是少|少还是多|更?多|更?少)|"
                       r"\b(?:more|fewer|less)\s+(?:or\s+(?:more|fewer|less)\s+)?than\s+(.{3,60})$", re.I)


def incident_after_counted(question: str, earlier_questions: Sequence[str]) -> list[str]:
    """"比早上发版那次多还是少" after "证书过期以后挂了多少工单": a follow-up setting the failed records the
    conversation counted for one incident (named by its event) against another incident it names by its kind (a
    deploy word is a deploy) — [the earlier incident's event word, this one's]; else []. Each side names one kind, the
    two differ."""
    m = _THAN_INCIDENT.search(question)
    if m is None or not earlier_questions:
        return []
    other = m.group(1) or m.group(2) or ""
    if not _NAMED_INCIDENT.search(other) and not _INCIDENT_SPAN.search(other):
        return []
    this = ["deploy"] if DEPLOY_SUSPECT.search(other) else event_words(_FAILED_RECORD_WORDS.sub(" ", other))
    earlier = earlier_questions[-1]
    if not (asks_failed_records(earlier) or (_records_fail(earlier) and names_record_words(earlier))):
        return []
    first = (["deploy"] if DEPLOY_SUSPECT.search(earlier)
             else event_words(_RECORDS_DOWN.sub(" ", _FAILED_RECORD_WORDS.sub(" ", earlier))))
    if len(this) != 1 or len(first) != 1 or this == first:
        return []
    return [first[0], this[0]]


#: "the ones from the bad deploy", "because of the bad deploy": the records an incident so told cost
_FROM_INCIDENT = regex(r"\b(?:from|because of|due to|during|in|caused by)\s+the\b|那次|那回|那波", re.I)
#: "what about the ones …": the records the conversation counted, asked of another incident
_THE_ONES = regex(r"\bthe ones\b|那些", re.I)


def event_counted(question: str, earlier_questions: Sequence[str] = ()) -> list[str]:
    """"昨晚证书过期那段时间一共失败了多少单乘车？": the failed records of one incident named by its event and its
    span — the word the event is logged with ([certificate]), counted like a side of `events_compared`; else []. A
    deploy is no event here (its failed records are its service's, read by the deploy's own rules) unless told as
    an incident of its own ("how many appts failed because of the bad deploy?", "what about the ones from the bad
    deploy?" after a count of failed records: the failing code that began with a deploy)."""
    failed = asks_failed_records(question) or (_records_fail(question) and names_record_words(question))
    bad_deploy = _BAD_DEPLOY.search(question) is not None and _FROM_INCIDENT.search(question) is not None
    if bad_deploy and not failed and earlier_questions and _THE_ONES.search(question):
        failed = asks_failed_records(earlier_questions[-1])
    if bad_deploy and failed and not names_clock(question):
        return ["deploy"]
    if not failed or _INCIDENT_SPAN.search(question) is None:
        return []
    words = event_words(_RECORDS_DOWN.sub(" ", _FAILED_RECORD_WORDS.sub(" ", question)))
    #: (not an event's wave named by its clock, "两点那次锁等待期间挂了几单": the window said counts, not every wave of
    #: the event's code)
    return words if len(words) == 1 and not DEPLOY_SUSPECT.search(question) and not names_clock(question) else []


#: "一共挂了多少单": records counted as gone down (挂 of the records, not a crash of a service: no event)
_RECORDS_DOWN = regex(r"挂了?(?=\s*(?:多少|几))")


#: an episode named on each side of a pair ("那次", "这次", "the one going on now", "last night's episode")
_EPISODE_SIDE = regex(r"[那这]一?[次波回]|\b(?:one|episode|incident|outage)\b", re.I)


def episode_sides(question: str) -> bool:
    """"订单服务中午那次和傍晚那次连接池打满": each side of a pair names an episode."""
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    return len(parts) == 2 and all(_EPISODE_SIDE.search(p) for p in parts)


#: a side naming its incident by the span of it ("during the grades cache thing", "during yesterday's slowness")
_DURING_INCIDENT = regex(r"\bduring\s+(?:the|(?:yester|to)day's|last\s+night's|this\s+morning's)\s", re.I)
#: a version a side names its deploy by ("the 7.2.0 release")
_VERSION = regex(r"(?<![\w.])v?(\d+(?:\.\d+){1,3})(?![\w.])")
_MORE_OR_FEWER = regex(r"\b(?:more|fewer|less)\b", re.I)


def _incident_marks(question: str, catalog: Catalog) -> tuple[list[str], list[list[str]]] | None:
    """"did the app backend log more errors during yesterday's payments slowness or during the courier cert
    outage?": one subject (named, or called by its description's words) before two sides, each "during" an
    incident no time marks — the subject and, per side, the names its incident's error code would carry: the
    side's services, the subject's direct dependencies whose closure holds one, a version the side names. None
    unless a count of errors is compared, both sides are marked and they share no mark."""
    if not (_MORE_OR_FEWER.search(question) and counts_errors_or_failures(question)) or asks_failed_records(question):
        return None
    parts = re.split(r"\s+or\s+", question, maxsplit=1)
    found = [_DURING_INCIDENT.search(p) for p in parts]
    if len(parts) != 2 or found[0] is None or found[1] is None:
        return None
    head, sides = parts[0][:found[0].start()], [parts[0][found[0].start():], parts[1]]
    subject = match_services(head, catalog.services, catalog.aliases()) or _described_app(head, catalog)
    if len(subject) != 1:
        return None
    marks: list[list[str]] = []
    for side in sides:
        named = [s for s in match_services(side, catalog.services, catalog.aliases()) if s not in subject]
        via = [d for d in catalog.dependencies.get(subject[0], ())
               if d not in named and _closure([d], catalog) & set(named)]
        marks.append([*named, *via, *(m.group(1) for m in _VERSION.finditer(side))])
    if not all(marks) or set(marks[0]) & set(marks[1]):
        return None
    return subject, marks


#: the present said on a side of its own ("errors now", "现在的报错")
_PRESENT_SIDE = regex(r"\bnow\b|\bcurrently\b|\bright now\b|现在|目前|这会儿|眼下", re.I)


#: "during yesterday evening's price cache mess": a span named by its trouble's noun
_DURING_TROUBLE = regex(r"\bduring\s+[^,?;]{0,48}?\b(?:mess|outage|incident|trouble|slowness|slowdown|storm|backlog|"
                        r"episode|thing|issue|problem|meltdown|blip|wave|spike|fiasco)\b", re.I)


def _now_against_incident(question: str) -> str | None:
    """"shop front errors now vs during yesterday evening's price cache mess": the present side (returned) set
    against a side naming an incident ("during … mess", "那次") — each side's count is its own episode's code (the
    present's the trouble that began in the recent window, never an earlier one's tail); None otherwise."""
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    if len(parts) != 2:
        return None
    present, named = parts
    if (_PRESENT_SIDE.search(present) and not _PRESENT_SIDE.search(named) and not _NAMED_INCIDENT.search(present)
            and (_NAMED_INCIDENT.search(named) or _DURING_INCIDENT.search(named) or _DURING_TROUBLE.search(named))):
        return present
    return None


#: a trouble told by its words with no time, the window of a comparison ("during the redemption backlog", "during the
#: db pool mess", "在兑奖积压期间")
_TOLD_TROUBLE_SPAN = regex(r"\bduring\s+(?:the|(?:yester|to)day's|last\s+night's|this\s+morning's)\s+"
                           r"(?:[\w'-]+\s+){0,4}?"
                           r"(?:mess|backlog|outage|incident|storm|slowdown|slowness|trouble|thing|episode|meltdown|"
                           r"pile-?up|jam|exhaustion|crunch)\b|"
                           r"(?:在|那次|那波)?\s*[^\s，,。？?]{0,10}?(?:积压|故障|事故|风暴|打满|耗尽|爆了)\s*"
                           #: ("积压那段时间", "提醒邮件积压那段": the span told by 那段 too)
                           r"(?:期间|那阵子?|的时候|那一?段(?:时间|时候|日子)?)", re.I)


#: "which got hit harder, A or B?": one trouble that reached both subjects, compared by how much it reached each
_HIT_HARDER = regex(r"\bhit\s+(?:harder|hardest|worse|worst)\b|"
                    r"受(?:到的)?影响更(?:大|严重|多)|被(?:影响|波及)得更(?:厉害|多|严重)", re.I)


def during_trouble(question: str) -> bool:
    """"during the redemption backlog who logged more errors, A or B": a trouble told as the window, no time said."""
    return _TOLD_TROUBLE_SPAN.search(question) is not None


#: a side naming its wave by its clock and a word for the wave ("the 4:10 wave", "the ten-to-five one", "the 8pm queue
#: thing", "两点四十那波")
_CLOCKED_SIDE = regex(r"那一?[次波回阵]|\b(?:wave|one|episode|incident|outage|spike|burst|blip|thing|deploy(?:ment)?|"
                      r"release|rollout|backlog|storm|mess|slowdown)s?\b", re.I)


def clocked_wave_sides(question: str) -> bool:
    """"more in the 4:10 wave or the ten-to-five one?": each side of a pair names a clock and a wave of it."""
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    return len(parts) == 2 and all(_CLOCKED_SIDE.search(p) and names_clock(p) for p in parts)


def one_trouble_episodes(question: str) -> bool:
    """"flightloom 连接池昨晚11点半那次和现在这次，哪次报错更多？": two episodes of the one trouble named before them
    (its words on the first side only), each side naming an episode."""
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    if len(parts) != 2 or not all(_EPISODE_SIDE.search(p) for p in parts):
        return False
    first, second = set(event_words(parts[0])), set(event_words(parts[1]))
    return bool(first) and second <= first


def sides_named_by_events(question: str) -> bool:
    """"X 昨天下午锁那次 和 今天凌晨缓存那次，哪次报错更多？": both sides of a pair name an incident by an event of a
    different kind ([lock], [cache])."""
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    if len(parts) != 2 or not all(_NAMED_INCIDENT.search(p) for p in parts):
        return False
    sides = [event_words(p) for p in parts]
    return all(len(side) == 1 for side in sides) and sides[0] != sides[1]


#: the words of the records' failing itself, no event ("失败的订单", "failed orders")
_FAILED_RECORD_WORDS = regex(r"失败|\bfail(?:ed|ing|s|ures?)?\b", re.I)
#: errors users meet: "船主反馈在App上订泊位一直报错", "customers say the app keeps throwing errors" — what the users do
#: fails (their records), said by an error word beside users' or the app's words
_USERS_ERRORS = regex(r"(?:反馈|投诉|抱怨|用户|客户|顾客|(?<![A-Za-z])app(?![A-Za-z])|\b(?:users?|customers?)\b)"
                      r".*(?:报错|出错|\berror(?:s|ing)?\b)", re.I)


#: "customers' card payments keep failing at the tills": a trouble told by its users (never "why is X failing?", of X)
_USERS_TOLD = regex(r"反馈|投诉|抱怨|用户|客户|顾客|\b(?:users?|customers?|guests?|riders?|players?|shoppers?)\b",
                    re.I)

#: "这波有没有影响到客户下单", "波及用户登录了吗": a trouble's reach asked of what users do (no service named for it)
_HIT_DEED = regex(r"(?<!受)(?:影响到?|波及到?|殃及|打到)了?\s*(?:客户|用户|顾客|买家|会员)?(?:的)?\s*"
                  rf"({USER_DEEDS})")


def _deed_doer(deed: str, service: str, catalog: Catalog) -> list[str]:
    """The service users do ``deed`` through, among those calling ``service`` (directly or further up): the one
    whose description holds the deed, else the one caller at the top (none of the others calls it); [] when
    neither is one service."""
    up: list[str] = []
    todo = [service]
    while todo:
        for caller in _callers(todo.pop(), catalog):
            if caller not in up and caller != service:
                up.append(caller)
                todo.append(caller)
    doing = [s for s in up if deed in catalog.descriptions.get(s, "")]
    top = [s for s in up if not any(s in catalog.dependencies.get(o, ()) for o in up)]
    return doing if len(doing) == 1 else top if len(top) == 1 and not doing else []


#: "did that deploy cause …", "那次发版导致了…吗": a change the conversation spoke of, blamed for a trouble named now
#: "did that cause the order errors right after" after "did X deploy anything today?": the pronoun alone is the change
_THAT_CHANGE_CAUSED = regex(r"\b(?:did|could|was)\s+(?:that|this|it)\s+(?:(?:deploy(?:ment)?|release|rollout)\s+)?"
                            r"(?:cause|break|trigger|lead to)\b|"
                            r"那次(?:发版|发布|部署|上线)(?:有没有)?(?:导致|引起|造成)", re.I)
#: "是它导致 Y 的吗", "会不会是它搞的 Y": the conversation's one subject (by a pronoun) asked as the cause of Y
_IT_CAUSED_ZH = regex(r"^\s*(?:那\s*)?(?:是|会不会是|是不是|难道是)\s*它\s*(?:把[^，,。？?把]{1,30}?)?"
                      r"(?:导致|引起|造成|搞|弄)|"
                      #: "那它把选片App搞挂了吗", "那它有没有把 Y 搞挂": 它 (the changed service) said as the doer of
                      #: the harm, the thing between 把 and the harm the subject
                      r"^\s*(?:那\s*)?它\s*(?:是不是|有没有|会不会|是否)?\s*(?:也\s*)?把"
                      r"(?=[^，,。？?]{1,30}?(?:也|都)?\s*(?:搞|弄|拖|带|打|整)?(?:挂|垮|崩|瘫|死|慢|坏|堵)了)")
#: a change spoken of in the conversation ("when was it deployed?", "它几点发的版")
#: "<X> got a new version / was deployed … and then …": a change of X told as the scene before the trouble asked
_CHANGE_SCENE = regex(r"^\s*(?:the\s+)?(.{1,40}?)\s+(?:got|had|received|pushed|shipped|rolled out)\s+"
                      r"(?:a\s+)?(?:new\s+)?(?:version|release|build|deploy)\b[^.?!。？]{0,40}?\b(?:and|then)\b", re.I)
#: "…, right after the X release.", "just after the X deploy": a change said after the trouble, as its time
_CHANGE_AFTER = regex(r"[,，]?\s*\b(?:right|just|shortly|straight)\s+after\s+(?:the\s+|a\s+|that\s+)?(.{1,40}?)\s+"
                      r"(?:release|deploy(?:ment)?|rollout|roll-out|update|upgrade)\b", re.I)
_CHANGE_SPOKEN = regex(r"\bdeploy|\breleas|\brollout|\brolled out|发版|发布|部署|上线", re.I)
#: "X 跟 <trouble told in words> 有关系吗": the two sides of a relation asked (group 1 before 跟, group 2 after)
_RELATED_PAIR = regex(r"^(.{1,40}?)\s*(?:跟|和|与)\s*(.{1,40}?)\s*"
                      r"(?:有关|有关系|相关|有没有关系|有啥关系|有什么关系)")
#: a side said by a pronoun only ("那它", "这个")
_PRONOUN_ONLY = regex(r"^\s*(?:那|那么)?\s*(?:它|它们|这个|那个)\s*$")


def _told_owner(told: str, catalog: Catalog) -> str | None:
    """The one service a trouble told in Chinese words names by a two-character word of a description ("下午订不了行程"
    → 行程 → the trip booking service; day parts and generic words hold nothing), else None."""
    words = re.sub(r"今天|昨天|昨晚|今早|今晚|早上|上午|中午|下午|晚上|凌晨|半夜|刚才|现在", " ", told)
    pairs = {run[i:i + 2] for run in re.findall(r"[\u4e00-\u9fff]{2,}", words) for i in range(len(run) - 1)}
    owners: set[str] = set()
    for pair in sorted(pairs - set(GENERIC_ZH)):
        held = _holding(pair, catalog)
        #: a word several descriptions hold names the one whose head holds it ("潜水行程预订" beside "船长通知服务
        #: (读行程事件)": the bracket tells what the other reads)
        headed = [o for o in held if pair in re.split(r"[(（/]", catalog.descriptions.get(o, ""), maxsplit=1)[0]]
        owners.update(held if len(held) == 1 else headed if len(headed) == 1 else [])
    return next(iter(owners)) if len(owners) == 1 else None


#: "有没有导致订单失败", "did it make bookings fail?": failures after the cause verb
_CAUSED_FAILURES = regex(r"(?:导致|引起|造成)了?\s*[\u4e00-\u9fffA-Za-z]{1,6}?(?:失败|出错|报错)|"
                         r"\b(?:make|made|cause|caused)\s+(?:the\s+)?[a-z]+\s+(?:to\s+)?fail", re.I)


def _status_failing(question: str, catalog: Catalog) -> bool:
    """"ore trips keep getting aborted, what broke?": a failing record status named by a word of its own
    (ABORTED, REJECTED…: a status word other than the generic "failed", the only one matched) — records failing,
    told by their status, as "一直失败" tells them (issue 10)."""
    named = (status_matches(_FAILED_RECORD_WORDS.sub(" ", question), catalog.order_statuses)
             or [st for st in catalog.order_statuses
                 if built(rf"(?<![\w-]){re.escape(st)}(?![\w-])", re.I).search(question)])
    #: (or a status whose records carry an error code: "bookings came back DOCK_UNASSIGNED" failed by the data)
    return len(named) == 1 and (_FAILING_STATUS.search(named[0]) is not None or named[0] in catalog.failed_statuses)


#: the status names of records that failed (never a success or an in-flight step; a cancellation is a choice, and its
#: records carry no code of their own: the window's other failed records would pick the subject)
#: "多少次验票失败", "验票失败了几次": a thing done, failing, counted by times (the thing, group 1 or 2)
_TIMES_FAILED_ZH = regex(r"(?:多少|几)次\s*([\u4e00-\u9fff]{2,6}?)失败|"
                         r"([\u4e00-\u9fff]{2,6}?)失败了?(?:多少|几)次")
#: "几点开始派工单失败的 / 从啥时候开始有记账失败": the thing failing since a time asked (after 开始/有/出现), or
#: "记账几点开始失败的": the thing heading the question
_FAILED_SINCE_ZH = regex(r"(?:几点|什么时候|啥时候|何时|哪个时间)[^，。？?,]{0,4}?(?:开始|起)(?:有|出现)?"
                         r"([\u4e00-\u9fff]{2,5}?)(?:失败|办不了|派不出)")
_FAILED_SINCE_LEAD_ZH = regex(r"^\s*([\u4e00-\u9fff]{2,5}?)(?:是|从)?(?:几点|什么时候|啥时候|何时)"
                              r"(?:开始|起)(?:就)?失败")
#: a record noun closing the thing ("派工单", "运单", "这笔"): the domain's records, whatever their own noun
_RECORD_NOUN_END = regex(r"(?:单|笔|单子)$")
#: a thing that is a part of the system, never a record
_SYSTEM_PART = regex(r"服务|接口|系统|平台|网关|数据库|缓存|队列|请求|调用|任务|消息|连接|查询|日志|报错|错误"
                     r"|证书|登录|握手")


def _failed_records_since(question: str, statuses: Collection[str]) -> list[str]:
    """The one failed status whose records' first time an onset asks ("几点开始派工单失败的" → [DISPATCH_FAILED]):
    the thing failing is a record noun or words of the status itself, its failure matches exactly one status holding
    FAIL; else []."""
    m = _FAILED_SINCE_ZH.search(question) or _FAILED_SINCE_LEAD_ZH.match(question)
    if m is None or _SYSTEM_PART.search(thing := m.group(1)):
        return []
    held = list(statuses)
    failing = status_matches(f"{thing}失败", held)
    if len(failing) != 1 or not re.search(r"FAIL", failing[0], re.I):
        return []
    return failing if _RECORD_NOUN_END.search(thing) or status_matches(thing, held) == failing else []


_FAILING_STATUS = regex(r"ABORT|REJECT|DECLIN|DENIED|TIMEOUT|TIMED_OUT|EXPIRED|ERROR|UNVERIF|BOUNCE", re.I)


def _record_makers(harmed: str, suspect: str, catalog: Catalog) -> list[str]:
    """"did the X deploy break match bookings?" where "bookings" are the world's records (a word of a status,
    BOOKED / BOOKING_FAILED) that no description holds: the records are made through the entry applications (those
    no other service calls) whose dependency chain holds the suspect — the one to three of them, else []."""
    said = [w for w in re.findall(r"[a-z]{5,}", harmed.lower())
            if any(shared_start(w, part) >= 5 for st in catalog.order_statuses
                   for part in re.split(r"[_\W]+", st.lower()) if len(part) >= 5)]
    if not said or any(_holding(w[:5], catalog) for w in said):
        return []
    infra = catalog.infra()
    called = {dep for deps in catalog.dependencies.values() for dep in deps}
    entries = [s for s in catalog.services if s not in infra and s not in called and s != suspect
               and suspect in _closure([s], catalog)]
    return entries if 1 <= len(entries) <= 3 else []


def _records_owner(told: str, catalog: Catalog) -> str | None:
    """The one service a trouble of records told names by a word of its English description ("bounced renewals" ↔
    "renewal billing"): the records fail (a failing status or a failed word)."""
    worded = status_worded(told, catalog.order_statuses)
    if not (_records_fail(told) or _status_failing(told, catalog)
            or (len(worded) == 1 and _FAILING_STATUS.search(worded[0]) is not None)):
        return None
    said = [w for w in re.findall(r"[a-z]{5,}", told.lower())]
    owners = {svc for svc, text in catalog.descriptions.items() if " / " in text
              for w in re.findall(r"[a-z]{5,}", text.split(" / ", 1)[1].lower())
              if any(shared_start(w, q) >= max(5, min(6, len(w), len(q))) for q in said)}
    return next(iter(owners)) if len(owners) == 1 else None


#: the harm verb of a yes/no about a suspect and its victim ("was X what broke Y", "did X break Y", "is X hitting Y")
_HARM_VERB = regex(CLEFT_HARMED.pattern + "|" + HARMS.pattern + "|" + HARMED.pattern + "|" + CAUSED.pattern, re.I)


def _harmed_by_words(question: str, named: str, catalog: Catalog) -> str | None:
    """The one service named by words after the harm verb of a yes/no ("… what broke the hold notices?": a service
    described "holds notice sender"), when the one service ``named`` is named before the verb and no name or alias
    follows it; else None."""
    harm = _HARM_VERB.search(question)
    if harm is None or match_services(question[:harm.start()], catalog.services, catalog.aliases()) != [named]:
        return None
    after = question[harm.end():]
    if match_services(after, catalog.services, catalog.aliases()):
        return None
    owners = _entities(question[harm.start():], catalog, None).services
    return owners[0] if len(owners) == 1 and owners[0] != named else None


def _records_fail(question: str) -> bool:
    """The question says what users do fails (records failing), not only that something logs errors."""
    return _FAILED_RECORD_WORDS.search(question) is not None or _USERS_ERRORS.search(question) is not None


def concept_terms(question: str) -> list[str]:
    mark = _SUSPECT_MARK.search(question) or _CAUSE_OF.search(question) or re.search(r"是|\b(?:was|is)\b", question)
    tail = question[mark.end():] if mark else question
    return [w for pattern, words in _CONCEPTS if pattern.search(tail) for w in words]


_TEAM_ZH = regex(r"([\u4e00-\u9fff]{2,6}?)(?:组|团队)")
_TEAM_EN = (regex(r"\b([a-z][a-z-]{2,}(?: [a-z][a-z-]{2,})?) (?:team|squad)\b", re.I),
            regex(r"\b(?:team|squad) ([a-z][a-z-]{2,})\b", re.I),
            #: "the Grinders guys", "the payments folks": a team said as its people
            regex(r"\bthe ([a-z][a-z-]{2,}) (?:guys|folks|people|lot|crew|gang|bunch|peeps|lads)\b", re.I))
#: "磨坊那帮人", "镜片那伙人": a team said as its people (its word, or its nickname, then "that bunch")
_TEAM_PEOPLE_ZH = regex(r"([\u4e00-\u9fff]{2,6}?)(?:那帮|那伙|那群|那拨|这帮|这伙|那几个)(?:人|家伙|兄弟|哥们)?")


def alert_team(question: str, catalog: Catalog) -> str | None:
    """The one team of the service catalogue a team word of ``question`` names: "维修组" (a part of "车队维修组
    PitCrew", with 组 or 团队), "the pit crew team" / "team PitCrew" (its latin word, spaces aside); None when no team
    word is said, or when several teams (or none) hold it."""
    teams = sorted({t for t in catalog.teams.values() if t})
    if len({catalog.teams.get(s) for s in catalog.services}) < 2:
        return None  # one team over every service: "the team" is the whole world, no subject of its own

    def one(test: Callable[[str], bool]) -> str | None:
        found = [t for t in teams if test(t)]
        return found[0] if len(found) == 1 else None

    def holds(word: str) -> Callable[[str], bool]:
        return lambda team: word in team

    def holds_latin(word: str) -> Callable[[str], bool]:
        return lambda team: word in {"".join(x.lower().split()) for x in re.findall(r"[A-Za-z][A-Za-z -]*", team)}

    for m in [*_TEAM_ZH.finditer(question), *_TEAM_PEOPLE_ZH.finditer(question)]:
        word = m.group(1)
        #: "看看维修组", "前台组" of "前台预订组": the longest tail (two characters or more) of the characters before
        #: 组 that one team's name holds
        for k in range(len(word) - 1):
            if (team := one(holds(word[k:]))):
                return team
    for m in (m for pattern in _TEAM_EN for m in pattern.finditer(question)):
        said = m.group(1).lower().split()
        #: "the pit crew team" (the words joined, "PitCrew"), "did the payments team" (the last word)
        for words in ("".join(said), said[-1]):
            if words in {"the", "our", "that", "this", "which", "whole", "ops"}:
                continue
            if (team := one(holds_latin(words))):
                return team
    return None


def _team_asked(question: str, catalog: Catalog, earlier_questions: Sequence[str],
                lookup_ids: IdLookup | None) -> str | None:
    """The team ``question`` names (``alert_team``), or — "他们有几个服务告警了" after "磨坊那帮人今天是不是又出事了" —
    the team the conversation's last question named, when the question names nothing but a pronoun and that
    question named no service of its own: "they" are the team's people, standing for its services."""
    if (team := alert_team(question, catalog)) is not None:
        return team
    if not earlier_questions or not has_pronoun(question) or _entities(question, catalog, lookup_ids).any:
        return None
    last = earlier_questions[-1]
    return None if _entities(last, catalog, lookup_ids).any else alert_team(last, catalog)


def _team_named(text: str, catalog: Catalog, named: Sequence[str]) -> list[str]:
    """The services of the one team a word of ``text`` names ("the billing failures" ↔ a team "… Billing"), other
    than those ``named``; [] when no team word, or the words of several teams, occur."""
    low = text.lower()
    teams = {team for team in catalog.teams.values()
             if any(len(w) >= 4 and re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])", low)
                    for w in re.findall(r"[a-z]+", team.lower()))}
    if len(teams) != 1:
        return []
    return sorted(s for s, team in catalog.teams.items() if team in teams and s not in named)


def _suspects(question: str, aspects: list[str], services: list[str], kinds: list[str], catalog: Catalog
              ) -> list[str]:
    """The suspected cause of a yes/no question: the entity named after the yes/no marker, else a dependency
    kind ("数据库"), else the second entity named."""
    if "yes_no" not in aspects:
        return []
    if _ONSET_ORDER.search(question) and len(services) > 1:  # "did X start … before Y?": X is the suspect
        return services[:1]
    if len(services) > 1 and (verb := _MARKED_CAUSE_VERB.search(question)) is not None and (
            before := match_services(question[:verb.start()], catalog.services, catalog.aliases())) and \
            match_services(question[verb.end():], catalog.services, catalog.aliases()):
        #: "维修缓存那波有没有导致维修单失败？": the cause verb has no subject of its own — the thing named before it
        #: is the suspect, the one named after it (the failing records' owner) the subject, whatever their order of
        #: naming (the second named was taken: the cache's caller, its own effect)
        return before[-1:]
    if len(services) > 1 and (told := _MARK_THEN_TROUBLES_CAUSE.search(question)) is not None and (
            before := match_services(question[:told.start()], catalog.services, catalog.aliases())) and \
            match_services(question[told.start():], catalog.services, catalog.aliases()):
        #: "X 锁等待是不是下午 Y 报错的原因": the suspect said before the mark, asked as the cause of the trouble
        #: told after it (a trouble word right before "的原因") — the service after the mark is the subject
        return before[-1:]
    cause_of = _CAUSE_OF.search(question)
    if (len(services) == 1 and (part := _PART_IN.search(question)) is not None
            and match_services(question[:part.start()], catalog.services, catalog.aliases()) == services
            and not match_services(question[part.end():], catalog.services, catalog.aliases())):
        #: "was the loan ledger db involved in last night's slowdown?": the one service named before the verb is the
        #: suspect of a trouble told in words (its own anomalies decide; none → no), never a yes/no left undecided
        return services
    if (len(services) == 1 and (part := _PART_WITH.search(question)) is not None
            and not match_services(question[:part.start()], catalog.services, catalog.aliases())
            and match_services(question[part.end():], catalog.services, catalog.aliases()) == services):
        #: "did the failed bookings have anything to do with the billing db?": the trouble told in words, the one
        #: service named after the verb is the suspect (its own anomalies decide; none → no)
        return services
    if cause_of is not None and len(services) > 1:
        before = match_services(question[: cause_of.start()], catalog.services, catalog.aliases())
        if before:
            return before[-1:]
    mark = _SUSPECT_MARK.search(question)
    if mark is not None and len(services) > 1:
        after = match_services(question[mark.end():], catalog.services, catalog.aliases())
        literal = [s for s in after if _named_in_full(question[mark.end():].lower(), [s], catalog)]
        if len(after) > 1 and len(literal) == 1:
            #: "是不是外部电价源 X 挂了导致的": the service said by its name, not the one a word of its description
            #: ("电价") also names
            return literal
        if after:
            return after[:1]
    slot = suspect_slot(question)
    in_slot = [s for s in match_services(slot, catalog.services, catalog.aliases()) if s in services] if slot else []
    if not in_slot and slot and len(services) == 1 and _entities(slot, catalog, None).services == services:
        #: "跟凌晨那个遥测积压有关系吗": the one service named, by its backlog's words, where the suspect is said
        in_slot = list(services)
    if in_slot and (len(services) > 1 or not _suspect_terms(question, catalog.services)):
        #: "昨晚结算失败，是 X 数据库的锅吗", "tkt issu 报错跟 X 有关系吗", "Was the X the reason lessons failed to
        #: book?": the service named where the suspect is said (before a kind word of its own, or alone beside a
        #: symptom told in words) is the suspect
        return in_slot[:1]
    if slot and DEPLOY_SUSPECT.search(slot) and not match_services(slot, catalog.services, catalog.aliases()) and (
            not kind_matches(slot, catalog.dependency_kinds)):
        #: "续订队列一直堆着，是不是跟九点五十五那次发版有关？": the slot holds a change of no service named — the
        #: suspect is a change (every service a subject), never the queue the trouble sits on
        return []
    if kinds:
        return kinds[:2]
    named = mark or re.search(r"是", question)
    if len(services) == 1 and not _suspect_terms(question, catalog.services) and named is not None and match_services(
            question[named.end():], catalog.services, catalog.aliases()) == services:
        #: "今天早上工单派不出去，是不是 X 查询太慢搞的？": the symptom is told in words, the one service named after
        #: the yes/no marker is the suspect ("订舱失败是证书的问题吧": the service before it is the subject)
        return services
    if mark is not None and DEPLOY_SUSPECT.match(re.sub(r"^\s*(?:a|an|the|some)?\s*", "", question[mark.end():])):
        return []  # "was the X and Y outage caused by a deploy?": the suspect is a change, every service a subject
    if slot and len(services) > 1 and len(kinded := [s for s in kind_matches(slot, catalog.dependency_kinds)
                                                     if s in services]) == 1:
        #: "订场今天傍晚那波是不是数据库锁等待导致的": the one service a kind word said where the suspect is names
        #: (数据库 → the subject's database) is the suspect, whatever the order the names were resolved in — the
        #: application told before the mark is the subject
        return kinded
    return services[1:2] if len(services) > 1 else []
