"""Names, kinds and owners a question's words point at: the entity and owner readings offline_plan starts from.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta

from pydantic import BaseModel, ConfigDict, Field

from superbiz.agents.plan_model import Catalog
from superbiz.agents.plan_terms import (
    PAIR_SPLIT,
    near_name,
)
from superbiz.agents.question import (
    BACKLOG_WORDS,
    FIRST_TIME,
    ID_DOTS,
    LAST_TIME,
    QUEUE_KINDS,
    STALE_WORDS,
    asks_failed_records,
    description_head,
    match_services,
    status_matches,
)
from superbiz.agents.question_ops import (
    METRIC_WORDS,
)
from superbiz.agents.subjects import (
    EN_NO_QUALIFIER,
    GENERIC_ZH,
    ZH_STATE_QUALIFIERS,
    ZH_STATE_WORDS,
    side_words,
)
from superbiz.agents.symptoms import event_words, symptom_words
from superbiz.agents.timeparse import (
    asks_now,
    resolve_time,
)
from superbiz.lazy_re import regex

#: ("the bad booking deploy": up to three words of the thing deployed between)
_BAD_DEPLOY_SIDE = regex(r"\b(?:bad|broken|faulty|buggy)\s+(?:[a-z][\w-]*\s+){0,3}?"
                         r"(?:deploy(?:ment)?|release|rollout|build|version)\b|"
                         r"坏版本|(?:坏|有问题|出问题)的(?:那个|那次)?(?:版本|发版|发布)|发版翻车|发布翻车", re.I)


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
    #: "pg慢查询", "the postgres": a technology's short or long name says its kind as well (invUA)
    said |= {alias for word, aliases in _KIND_ALIASES.items() if word in said for alias in aliases}
    return [k for k in kinds if own.get(k) in said]


_KIND_ALIASES = {"pg": ("postgres", "postgresql"), "postgres": ("postgresql",), "postgresql": ("postgres",),
                 "mongo": ("mongodb",), "mongodb": ("mongo",), "maria": ("mariadb",)}


#: a mark that what follows is the suspect ("是不是…的问题", "caused by", "cuz of", "could it be")
_SUSPECT_MARK = regex(r"是不是|是否|会不会|有没有可能|caused by|because of|due to|related to|\bcuz of\b|\bdown to\b|"
                      r"\b(?:coming|stemming|originating|come|stem|originate) from\b(?=\s+(?:the |a |an )?[a-z])|"
                      r"由于|因为|"
                      r"\b(?:hit|dragged down|taken down|brought down|knocked out) by\b|"
                      r"\b(?:could|might|can) (?:it|this|that) be\b|难道是|可能是", re.I)


def kind_said_alone(text: str, catalog: Catalog, kinds: Sequence[str]) -> list[str]:
    """Of ``kinds`` (dependencies a technology word named, several of them), those whose own kind ``text`` says by
    the technology's name ("mysql", "pg") when that kind is the kind of no other dependency: "the postgres" beside a
    mysql names the postgres alone, "mysql和pg" each (invUA); [] when no such word narrows them."""
    exact = _kind_said_exactly(text, catalog, kinds)
    if ((mark := _SUSPECT_MARK.search(text)) is not None and _kind_said_exactly(text[mark.end():], catalog, kinds)
            and not _kind_said_exactly(text[:mark.start()], catalog, kinds)):
        return []  # "七点四十那波订场失败 是不是mysql的问题": the technology suspected, no subject named (stop 55)
    own = {dep: kind.lower() for deps in catalog.dependency_kinds.values() for dep, kind in deps}
    if not exact or len(kinds) < 2 or any(sum(1 for d in own if own[d] == own[k]) != 1 for k in exact):
        return []
    return exact


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
                     r"(?:半|[一三]刻|多|(?:\d{1,2}|[零一二三四五六七八九十]{1,3})分?)?(?=[\u4e00-\u9fff])")


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
                      r".{0,40}?\b(?:it|that)\b"
                      #: "evening ticket outage, when did it clear": a trouble told bare as the question's head,
                      #: then asked of with a pronoun after its comma or dash
                      r"|^\s*(?:[\w-]+\s+){0,4}(?:issue|problem|incident|outage|failure|mess|storm|blip|backlog|"
                      r"errors|timeouts|slowdown)\s*(?:[,;:–—]|\s-)\s*[^,;:]{0,30}?\b(?:it|that)\b", re.I)


_PRONOUN_SIDE = regex(r"\b(?:that|this|it)\s+or\b|\bor\s+(?:that|this|it)\s*[?？]?\s*$|"
                      r"(?:它|这个|那个)(?:还是|和|跟)|(?:还是|和|跟)(?:它|这个|那个)[?？]?\s*$", re.I)


_FIRST_SAID = regex(r"\bfirst\b|第一|最早", re.I)


#: "campers say their bookings timed out around 1pm, what caused that?": a trailing wh-clause whose pronoun points
#: back at the trouble the same question told before it (its referent is its own first clause, not the conversation)
#: ("whats causing it?": "what's" typed without its apostrophe)
_OWN_CLAUSE_REFERENT = regex(r"(?:[,;:–—]|\s-)\s*(?:so\s+|and\s+)?(?:whats?|why|how\s+come)\b[^,;:?]{0,30}?"
                             r"\b(?:that|it|this)\b\s*[?.!]*\s*$", re.I)


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


def _abbreviated_owner(subject: str, catalog: Catalog) -> str | None:
    """"花单服务" of the one application described "鲜花订单服务": a Chinese word called a service that no name or
    description holds as it is, whose two or three characters one application's Chinese description head holds in
    their order, apart (one character of each of its words: 鲜花 + 订单), within six characters — that application,
    when no other service's head does (invUC); else None (a thing the data lacks, a gap as before)."""
    stem = re.sub(r"(?:服务|系统)$", "", subject)
    if stem == subject or not re.fullmatch(r"[\u4e00-\u9fff]{2,}", stem):
        return None
    infra = catalog.infra()
    heads = {s: description_head(catalog.descriptions.get(s, "").split(" / ")[0]) for s in catalog.services}
    for size in (3, 2):
        word = stem[-size:]
        if len(word) < size:
            continue
        spread = re.compile("".join(f"{re.escape(c)}[\u4e00-\u9fff]{{0,3}}?" for c in word[:-1])
                            + re.escape(word[-1]))
        holders = [s for s, head in heads.items()
                   if word not in head and (m := spread.search(head)) and len(m.group(0)) <= 6]
        if len(holders) == 1 and holders[0] not in infra:
            return holders[0]
        if holders:
            return None
    return None


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


def latin_word_owns_kind(question: str, service: str, catalog: Catalog) -> bool:
    """"membership postgres healthy?": the latin word said right before the technology word names ``service`` (its
    name or an alias of it) — the store of that kind beneath it is asked, as "会员的postgres" / "membership's
    postgres" (invVC)."""
    for match in _LATIN_THEN_KIND.finditer(question):
        word = match.group(1).lower()
        if word not in _LATIN_NOT_QUALIFIER and match_services(word, catalog.services, catalog.aliases()) == [service]:
            return True
    return False


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


#: a storm said bare ("first storm - when did it end", "第一次风暴几点结束"): no thing word before it
_BARE_STORM = regex(r"(?:^|(?<![\w-])(?:the|a|that|this|first|second|third|last|latest|1st|2nd|3rd|other|earlier|"
                    r"later|next|another|morning|afternoon|evening)\s+)storms?\b"
                    #: "storm morning, what's on fire right now?": a storm of the weather qualifying a time, no cache's
                    r"(?![\s-]+(?:morning|day|night|evening|afternoon|weather|season|warning)s?\b)|"
                    r"(?:^|第[一二三四五六七八九十两\d]+[次波回]|[那这上]一?[次波回])的?风暴", re.I)
#: the kinds of a cache (the thing a storm of evictions befalls)
_CACHE_KINDS = frozenset({"redis", "memcached", "memcache", "cache", "valkey", "keydb"})


def _bare_storm_cache(question: str, catalog: Catalog) -> str | None:
    """The one cache of the world when the question says a storm with no thing of its own ("first storm - when did it
    end"): a storm is a cache's (its evictions); none or several caches: None."""
    if _BARE_STORM.search(question) is None:
        return None
    caches = [d for d, kind in catalog.infra().items() if kind.lower() in _CACHE_KINDS]
    return caches[0] if len(caches) == 1 else None


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


#: "mysql的调用方", "pg那边的调用方", "the db's callers", "upstream of the cache": the services calling a store
_CALLERS_ASKED = regex(r"调用方|调用它的|上游|\bcallers?\b|\bupstream\b", re.I)
#: "which one was worse?", "哪个更严重" of two stores: what their troubles cost the services above them
STORES_WORSE = regex(r"\bworse\b|\bworst\b|更严重|哪个(?:更)?严重|谁(?:更)?严重|更糟|影响更大|\bhit harder\b", re.I)


def _store_callers(question: str, services: Sequence[str], aspects: Sequence[str], catalog: Catalog
                   ) -> list[list[str]]:
    """"今天mysql的调用方报了多少错 pg那边的调用方呢": errors counted of the callers of stores (a database, a cache, a
    queue) — per store, [the store, the services above it, hop by hop]; [] unless every subject is a store with
    callers and the question counts or compares (invUA)."""
    infra = catalog.infra()
    #: ("which was worse this morning, the mysql or the postgres?": two stores compared by their harm, the same)
    asked = _CALLERS_ASKED.search(question) is not None or (
        len(services) == 2 and "comparison" in aspects and STORES_WORSE.search(question) is not None)
    if not services or not asked or not {"count", "comparison"} & set(aspects) or any(s not in infra for s in services):
        return []
    out: list[list[str]] = []
    for store in services[:2]:
        above: list[str] = []
        frontier = [store]
        while frontier:
            frontier = [c for s in frontier for c in _callers(s, catalog) if c not in above and c != store]
            above += list(dict.fromkeys(frontier))
        if not above:
            return []
        out.append([store, *above])
    return out
