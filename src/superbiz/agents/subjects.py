"""A subject the question names that the data does not hold ("支付服务现在正常不", "Is the payments service healthy?").

When no service, alias, id, alert, code or dependency kind of the world is named but the question still names a
thing ("<X>服务", "<X>那边", "<X>挂了吗", "the <X> service", "is <X> down"), that thing is a subject the engine cannot
resolve: it is stated as a gap, never swapped for the whole world (a "否" about a service nobody asked about is a
false answer). A phrase counts as unknown only when none of its words occurs anywhere in what the world knows
(service names, descriptions, teams, alerts, metrics, statuses, dependency kinds) and none is a generic word of
operations or of the product as a whole ("系统", "线上", "第三方", "the site", "production"): a word the world holds,
even without naming one service, keeps today's world-wide reading.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

from superbiz.lazy_re import regex

__all__ = ["EN_NO_QUALIFIER", "GENERIC_ZH", "USER_DEEDS", "ZH_STATE_QUALIFIERS", "ZH_STATE_WORDS", "blamed_owners",
           "glossed_head_owner", "held_subject_owners", "misplaced_qualifiers", "side_words", "unheld_failing_subject",
           "unheld_qualified_kinds", "unheld_qualified_name", "unresolved_subject"]

_CJK_RUN = r"[\u4e00-\u9fff]"
#: "<X>服务 / <X>模块 / <X>那边": a thing the asker calls a service or a side ("<X>系统 / 平台" often names the product
#: itself, "仓库系统整体啥情况", so it is not a marker)
#: "电网那条链路": a side called by the link to it ("那条链路 / 这条线路 / 那个通道 / 那条专线")
#: ("更衣柜系统 有告警吗": 系统 too, when the phrase ends with it — never "仓库系统整体…", "行李系统统一服务", nor
#: after a time, "下午两点到四点系统有啥异常": the whole system, lead mend)
_ZH_CALLED = regex(rf"({_CJK_RUN}{{2,10}}?)(?:服务|模块|子系统|"
                   r"(?<![点时分天晚早午后前])系统(?=[\s，,。？?！!：:]|$|有|的|是|现在|今天|怎么|咋|"
                   r"正常|还|挂|报|出)|那边|那块|这边|这块|那里|那头|"
                   r"[那这][条个根](?:链路|线路|连接|通道|专线))")
#: "缴费那个问题…", "推送那个事…": a question opening with the thing whose trouble it asks about; "冷库那个几点恢复的":
#: "那个" right before the time asked stands for the trouble too
_ZH_TROUBLE_OF = regex(rf"^\s*({_CJK_RUN}{{2,6}}?)(?:那个|这个|那次|这次)"
                       r"(?:(?:问题|事儿?|故障|毛病)|(?=是?(?:几点|什么时候|啥时候|何时|多久|多长时间|持续|从几点)))")
#: "小卖部那个版本回滚了没", "结算的新版本上线了吗": a question opening with the thing whose version (release) it
#: asks of
_ZH_VERSION_OF = regex(rf"^\s*({_CJK_RUN}{{2,6}}?)(?:那个|这个|的)?(?:新|旧|上个|上一个)?(?:版本|发版)")
#: "课程页面晚上一直转圈", "订单列表页打不开": a question opening with the thing whose page or screen users see
_ZH_PAGE_OF = regex(rf"^\s*({_CJK_RUN}{{2,6}}?)的?(?:页面|界面|列表页|详情页|首页|页)")
#: an acronym in capitals, a word of its own ("SPX 那边", "is SPX ok?")
_TEAM_ACRONYM = regex(r"(?<![A-Za-z0-9_-])([A-Z]{2,5})(?![A-Za-z0-9_-])")
#: acronyms of the trade, never a team's name
_COMMON_ACRONYMS = frozenset({"DB", "API", "APP", "SQL", "CPU", "GPU", "RAM", "TLS", "SSL", "HTTP", "URL", "DNS", "SLA",
                              "SLO", "OK", "UTC", "GMT", "ERROR", "WARN", "INFO", "FATAL", "DEBUG", "ID", "IO", "QPS",
                              "TPS", "RPS", "CDN", "VPN", "SMS", "GPS", "UI", "UX", "PG", "MQ", "ES", "AWS", "GCP",
                              "OOM", "SRE", "DBA", "OPS", "IT", "QA", "PR", "CI", "CD", "MR", "ETA", "FYI", "ASAP",
                              "PM", "AM", "HR", "VIP", "KYC", "POS", "ERP", "CRM", "OTP", "JWT"})
#: the markers that call a thing a service outright (in a follow-up too: "那积分服务呢")
_SERVICE_MARKERS = ("服务", "模块", "子系统")
#: "几个服务 / 多少个服务 / 哪几个服务 / 两个服务": a number of services, no name
_COUNTED_SERVICES = regex(r"(?:[几两三四五六七八九十\d]|多少|哪几|好几|有几)个?")
#: "今天零点以后哪些服务出过问题", "什么服务在报错": the services asked which (a question word right before 服务)
_WHICH_SERVICES = regex(r"(?:哪些|哪几个?|哪个|什么|所有|全部|各个?)$")
_WHICH_ASKED = regex(r"(?:哪些|哪几个?|哪个)(?:服务|系统|应用)")
#: "是不是银行那边的问题？" after "老师提现怎么了": a follow-up blaming a side names that side's service as the
#: suspect (its words held by a description), as a first question would
_SIDE_SUSPECTED = regex(rf"(?:是不是|是否|会不会是?|难道是|就是|^\s*是)\s*{_CJK_RUN}{{2,10}}?(?:那边|那头)\s*(?:的)?"
                        r"(?:问题|原因|锅|毛病|故障)")
#: "<X>挂了吗 / <X>什么时候开始出问题的 / <X>今天有多少条错误": the question opens with the thing whose state it asks
#: ("约课一直失败" asks about an action: failure words alone do not count)
#: the words between a thing and the state a Chinese question asks of it ("现在", "为什么", "有没有"…), and the states
#: ("正常", "报错", "挂"…): shared with ``plan``'s reading of a latin word asked about ("wreathline 正常吗")
ZH_STATE_QUALIFIERS = (r"(?:现在|目前|还|又|今天|昨天|刚才|最近|什么时候|几点|从几点|开始|"
                       r"为什么|为啥|咋|怎么|有没有|是不是|有多少条?)*")
ZH_STATE_WORDS = (r"出问题|有问题|出了问题|报错|有报错|错误|告警|有告警|报警|有报警|异常|挂|崩|宕|正常|健康|还活着|"
                  r"能用|可用|状态")
_ZH_LEADING = regex(rf"^\s*({_CJK_RUN}{{2,8}}?)\s*{ZH_STATE_QUALIFIERS}(?:{ZH_STATE_WORDS}|不行)")
#: "客服工单有多少笔失败了": records counted as failed (a gap only when their noun's qualifier is unheld)
_ZH_FAILED_COUNT = regex(rf"^\s*({_CJK_RUN}{{2,8}}?){ZH_STATE_QUALIFIERS}(?:有)?(?:多少|几)[笔单条个次]?"
                         r"(?:是)?失败")
#: "车辆GPS定位今天早上是不是漂了": a question opening with a thing said in Chinese and latin words together, then
#: (after words of time) asking whether something happened to it
_ZH_ASKED_LEADING = regex(rf"^\s*((?:{_CJK_RUN}|\s?[A-Za-z]{{2,8}}(?![A-Za-z])\s?){{2,10}}?)"
                              r"(?:今天|昨天|前天|今早|昨晚|今晚|早上|上午|中午|下午|晚上|凌晨|半夜|刚才|现在|最近|目前)*"
                              r"(?:是不是|是否|有没有)")
#: words of the product as a whole, of operations, of time and of asking: never an unknown subject
_GENERIC_ZH_WORDS = (
    "子系统 系统 服务 线上 生产 整体 全部 所有 整个 各个 其他 其它 别的 相关 上游 下游 依赖 后台 后端 前端 网站 "
    "官网 页面 应用 平台 集群 接口 模块 业务 核心 基础 底层 中间件 第三方 三方 外部 合作方 供应商 渠道 我们 "
    "咱们 你们 他们 大家 用户 客户 这个 那个 哪个 哪些 什么 这边 那边 这块 那块 现在 目前 今天 昨天 前天 刚才 "
    "刚刚 最近 早上 上午 中午 下午 晚上 凌晨 半夜 夜里 今晚 昨晚 过去 这次 上次 本次 问题 错误 报错 异常 故障 "
    "告警 日志 指标 监控 请求 调用 流量 网络 数据库 数据 缓存 队列 消息 证书 部署 发布 上线 回滚 版本 变更 延迟 "
    "超时 积压 连接池 连接 磁盘 内存 订单 交易 查询 访问 工单 记录 链路 请问 帮我 帮忙 看看 看下 查查 查一下 "
    "一下 单子 网页 几点 几时 后来 下次 遇到 以来 零点 当时 前后"
)
GENERIC_ZH = tuple(_GENERIC_ZH_WORDS.split())
_GENERIC_ZH = GENERIC_ZH

#: a question naming an incident's kind ("快递那边的证书是不是过期了") picks its records by that kind: the side it
#: names may be the partner behind them, so it is not declared unknown
_INCIDENT_KIND = regex(r"证书|过期|积压|堆积|缓存|死锁|锁等待|发布|部署|上线|回滚|连接池|慢查询|"
                       r"certificate|\bcerts?\b|\btls\b|\bssl\b|expired|backlog|\bqueue\b|\blag\b|cache|\block|deploy|release|rollout|"
                       r"\bpool\b|slow quer", re.I)
_WORD = r"[a-z][a-z0-9]*"
_PHRASE = rf"({_WORD}(?:\s+{_WORD}){{0,2}}?)"
_AUX = r"(?:did|does|do|has|have|had|is|are|was|were|will|would|can|could)\b"
#: a ``_PHRASE`` of no auxiliary ("times did gaffbook" is a clause, not a thing's name)
_PHRASE_NO_AUX = rf"((?!{_AUX}){_WORD}(?:\s+(?!{_AUX}){_WORD}){{0,2}}?)"
#: "was X what broke the hold notices?", "is X hitting the card readers?": the victim of a harm verb, said at the
#: question's end after its article ("what broke overnight?" names no thing); its words must be held whole (a longer
#: word that only starts like one — "the ledgerx" — names nothing)
_EN_VICTIM = regex(rf"\b(?:broke|break|breaking|killed|hit|hitting|hurt|hurting|affected|affecting|took down|"
                   rf"taking down|knocked out|brought down)\s+(?:the|our)\s+{_PHRASE}(?=\s+(?:today|yesterday|now|"
                   r"this|last|tonight|earlier|overnight)\b|\s*[?.!,]|\s*$)")
#: the start of an ``_EN_VICTIM`` match (its words are held whole)
_VICTIM_SAID = regex(r"(?:broke|break|breaking|killed|hit|hitting|hurt|hurting|affected|affecting|took down|"
                     r"taking down|knocked out|brought down)\s+(?:the|our)\s")
_EN_PATTERNS = (
    regex(rf"\bthe\s+{_PHRASE}\s+(?:service|system|api|backend|module|platform|side)\b"),
    regex(rf"\b(?:is|are|was|were)\s+(?:the\s+)?{_PHRASE}\s+(?:still\s+)?(?:down|up|healthy|ok|okay|broken|"
          r"failing|slow|degraded|working|alive|fine|erroring|having|throwing|timing|crashing|"
          #: "are withdrawals stuck?": a thing said stuck (jammed, piling up) is the thing asked
          r"stuck|jammed|piling|backed|lagging|delayed)\b"),
    regex(rf"\b(?:errors?|alerts?|problems?|issues?|warnings?|failures?)\s+(?:in|on|from|for|with)\s+(?:the\s+)?"
          rf"{_PHRASE}(?=\s+(?:today|yesterday|now|right|this|last|in|since|during|over|between|after|before|"
          r"so far)\b|\s*[?.!,]|\s*$)"),
    #: "did the road weather sensor feed go down overnight?": up to four words of the thing
    #: (no article, preposition or auxiliary among them: "why did a bunch of payruns fail" names no thing, nor "how
    #: long has the current booking outage been going on?")
    regex(rf"\b(?:did|does|do|has|have)\s+(?:the\s+)?((?!(?:a|an|of|the|been|being)\b){_WORD}(?:\s+(?!(?:a|an|"
          rf"of|the|and|or|to|for|been|being)\b){_WORD}){{0,3}}?)\s+(?:(?:keeps?|still)\s+)?"
          r"(?:start|stop|begin|log|fail|go|recover|come|throw|report|break|crash)"),
    #: "the storefront was erroring last night, what was it?": the thing a told clause opens with, said failing
    regex(rf"(?:^|[,;.!?]\s*)(?:so\s+|and\s+)?the\s+{_PHRASE}\s+(?:is|are|was|were|has been|had been|kept|keeps)"
          r"\s+(?:still\s+)?(?:down|failing|broken|slow|erroring|throwing|timing|crashing)\b"),
    #: "why does X keep failing?", "why is X still failing?"
    regex(rf"\bwhy\s+(?:is|are|was|were|did|does|do)\s+(?:the\s+)?{_PHRASE}\s+(?:(?:keeps?|still)\s+)?"
          r"(?:down|failing|broken|slow|erroring|fail|timing|crash)"),
    regex(rf"\bhow(?:'s|\s+is|\s+are)\s+(?:the\s+)?{_PHRASE}\s+(?:doing|looking|holding up)\b"),
    regex(rf"^\s*(?:and\s+|so\s+)?{_PHRASE}\s+(?:service|api)\s+(?:status|health|ok|okay|down|up)\b"),
    _EN_VICTIM,
    #: "what happened to the cupping results this morning?", "what's wrong with the label printer?": the thing whose
    #: trouble is asked
    regex(rf"\bwhat(?:'s|\s+is|\s+was)?\s+(?:happened|happening|wrong|going on)\s+(?:to|with)\s+(?:the\s+)?"
          rf"{_PHRASE}(?=\s+(?:today|yesterday|now|right|this|last|in|since|during|over|between|after|before|"
          r"earlier|overnight)\b|\s*[?.!,]|\s*$)"),
    #: "how many QuikPay handshake errors were there yesterday?": the thing whose lines are counted, said right before
    #: the lines' word
    #: ("how many times did X error tonight": a phrase holding an auxiliary is a clause, no thing)
    regex(rf"\bhow many\s+(?:of\s+)?(?:the\s+)?{_PHRASE_NO_AUX}\s+(?:errors?|warnings?|exceptions?|failures?)\b"),
    #: "invoicing is down", "push notifications are broken again": a bare statement of the thing's state
    regex(rf"^\s*(?:the\s+)?{_PHRASE}\s+(?:is|are)\s+(?:down|broken|dead|failing|not working)\b"),
)
#: "and how many errors has picking logged?": a thing said to log (throw, report) lines is a service of its own — in a
#: follow-up too, where it names the service holding it, not the earlier question's subject ("the picking queue")
_EN_LOGGED = regex(rf"\b(?:did|does|do|has|have)\s+(?:the\s+)?{_PHRASE}\s+(?:log|throw|report)")
_GENERIC_EN = frozenset({
    "the", "a", "an", "any", "all", "other", "others", "some", "which", "what", "who", "it", "that", "this", "these",
    "those", "there", "here", "we", "our", "you", "your", "they", "their", "everything", "anything", "something",
    "nothing", "stuff", "things", "thing", "system", "systems", "service", "services", "site", "website", "app", "apps",
    "platform", "prod", "production", "infra", "infrastructure", "cluster", "backend", "frontend", "api", "apis",
    "core", "main", "partner", "partners", "vendor", "vendors", "provider", "providers", "external", "upstream",
    "downstream", "dependency", "dependencies", "third", "party", "users", "user", "customers", "customer", "orders",
    "order", "requests", "request", "traffic", "network", "database", "db", "cache", "queue", "backlog", "lag",
    "certificate", "cert", "deploy", "deployment", "release", "rollout", "build", "builds", "errors", "error", "alerts",
    "alert", "warnings", "latency", "today", "yesterday", "now", "morning", "evening", "night", "hour", "hours",
    "minutes",
    "week", "first", "second", "last", "one", "earlier", "previous", "next", "still", "also", "really", "currently",
    "so", "far", "ok", "okay", "fine", "same", "whole", "entire",
    #: "the bar app was super slow": a word of degree before the state, never a thing
    "super", "very", "pretty", "quite", "extremely", "too", "totally", "completely", "kinda", "insanely",
    "incredibly", "terribly", "awfully", "painfully", "unusually", "weirdly", "crazy",
    #: "were more payruns failing before midnight or after?": a word of quantity before the things is no qualifier
    #: of a name (the things are the world's records, counted)
    "more", "fewer", "less", "most", "many", "few", "much", "several", "lots",
    #: "did the dawn booking outage start …": a part of the day told by daybreak is a time, no qualifier
    "dawn", "daybreak", "sunrise",
    #: "how many alerts in total since …": a word of summing after the things counted is no thing of its own
    "total", "sum",
})
#: "the bad courier backend build": a judgement of the thing is no qualifier of its name
#: (a judging adjective, plain or slang — "the dodgy booking build" — says nothing of which thing is meant)
_EN_STOP = frozenset({"the", "a", "an", "of", "and", "or", "to", "for", "bad", "broken", "faulty", "buggy", "dodgy",
                      "dud", "busted", "borked", "janky", "flaky", "wonky",
                      #: "so what IS making the catalogue slow then": a verb of causing before the thing (invTG)
                      "making", "causing", "keeping", "getting", "leaving"})
_LATIN = regex(r"[a-z][a-z0-9]*")


#: "跟" joins two things ("X 跟 Y") but is a word's own in "跟踪 / 跟进" ("物流跟踪")
_PARTICLES = "[的了吗呢是在有没都它哪那这和与]|跟(?![踪进])"
_SPLIT_ZH = regex("|".join(sorted(_GENERIC_ZH, key=len, reverse=True)) + "|" + _PARTICLES)
_GENERIC_TAIL = regex("(?:" + "|".join(sorted(_GENERIC_ZH, key=len, reverse=True)) + ")+$")


#: a clock said in Chinese numerals at a word's start ("九点多付款那块" → 付款): a time, never a part of the thing
#: ("6点多订单": the digits stay outside a run of Chinese characters, so its "点多" is the clock's rest)
_ZH_CLOCK_LEAD = regex(r"^(?:(?:[零一二两三四五六七八九十]{1,3}|\d{1,2})[点點]"
                       r"(?:多|半|一刻|三刻|[零一二两三四五六七八九十]{1,3}分?)?|[点點](?:多|半))(?:钟)?(?:左右)?")


def _tail_word(phrase: str) -> tuple[str, str]:
    """(the phrase's last word before its marker, that word as asked): what follows the last generic word or
    particle in it; a word ending in generic words ("漏损告警") is asked with them, judged without them."""
    word = _SPLIT_ZH.split(phrase)[-1]
    if (clock := _ZH_CLOCK_LEAD.match(word)) and len(word) - clock.end() >= 2:
        word = word[clock.end():]  # "早上九点多付款那块" (invTG)
    if word or not (tail := _GENERIC_TAIL.search(phrase)) or not tail.start():
        return word, word
    head = _SPLIT_ZH.split(phrase[:tail.start()])[-1]
    if (clock := _ZH_CLOCK_LEAD.match(head)) and clock.end() == len(head):
        #: "六点多订单那边一堆报错": a clock before a generic word is a time, never a qualifier of a thing (invUA)
        head = ""
    return head, head + tail.group(0) if head else ""


def _all_unheld(phrase: str, vocab: str) -> bool:
    """Whether ``phrase`` joins a latin word and a Chinese word ("车辆GPS定位") and none of its words is held: no
    latin word in ``vocab`` (any case, nor a generic word) and no Chinese word (generic words aside) sharing two
    characters with it."""
    latin = re.findall(r"[A-Za-z]+", phrase)
    chinese = [w for run in re.findall(rf"{_CJK_RUN}+", phrase) for w in _SPLIT_ZH.split(run) if w]
    low = vocab.lower()
    return bool(latin) and bool(chinese) and all(
        w.lower() not in _GENERIC_EN and w.lower() not in low for w in latin) and all(
        _zh_unknown(w, vocab) for w in chinese)


def _zh_unknown(word: str, vocab: str) -> bool:
    return len(word) >= 2 and not any(word[i:i + 2] in vocab for i in range(len(word) - 1))


def _stem(word: str) -> str:
    return word[:5]


def _en_unknown(phrase: str, stems: frozenset[str]) -> bool:
    words = [w for w in phrase.split() if w not in _EN_STOP]
    if not words or any(w in _GENERIC_EN for w in words):
        return False
    content = [w for w in words if len(w) >= 3]
    if not content:
        return False
    #: "push notifications", "live streaming": a name of two words or more whose qualifier (its first word) no
    #: word of the world holds is a thing the data lacks, never the one holding its head word ("notifications")
    return not any(_stem(w) in stems for w in content) or _unheld_qualifier(content, lambda w: _stem(w) in stems)


def _unheld_qualifier(content: list[str], held: Callable[[str], bool]) -> bool:
    return len(content) >= 2 and content[0] not in _EN_ROLE and "-" not in content[0] and not held(content[0])


def unheld_qualified_name(question: str, known: Iterable[str]) -> str | None:
    """"any errors in push notifications today?" where the world holds "notifications" (a name's alias, a
    description's word) but no word of it holds "push": the phrase asked (a thing the data lacks), or None."""
    _, stems = _vocabulary(known)
    low = question.lower()
    for pattern in _EN_PATTERNS:
        for match in pattern.finditer(low):
            words = [w for w in match.group(1).split() if w not in _EN_STOP]
            content = [w for w in words if len(w) >= 3]
            if words and not any(w in _GENERIC_EN for w in words) and _unheld_qualifier(
                    content, lambda w: _stem(w) in stems):
                return match.group(1)
    return None


def _vocabulary(texts: Iterable[str]) -> tuple[str, frozenset[str]]:
    blob = " ".join(texts)
    split = re.sub(r"([a-z])([A-Z])", r"\1 \2", blob).lower()
    return blob, frozenset(_stem(w) for w in _LATIN.findall(split) if len(w) >= 3)


def _leading_word(phrase: str, vocab: str, records: Callable[[str], bool]) -> str | None:
    """The thing a question opens with when the world lacks it: a word of its own, or a records noun whose
    qualifier nobody holds ("客服工单": the world's records are not that, so it is a gap)."""
    word, asked = _tail_word(phrase)
    if not _zh_unknown(word, vocab):
        return None
    return word if word == phrase else asked if asked == phrase and records(asked[len(word):]) else None


def unresolved_subject(question: str, known: Iterable[str], *, follow_up: bool = False,
                       records: Callable[[str], bool] = lambda _: False) -> str | None:
    """The thing ``question`` names that nothing in ``known`` (the world's words) holds, or None. In a follow-up
    only a thing called a service outright counts (a bare "几点恢复的" takes its subject from the conversation).
    ``records``: whether a word names records ("工单"), so that "<unheld qualifier><records noun>" is a gap."""
    if _INCIDENT_KIND.search(question) or _WHICH_ASKED.search(question):
        return None  # (an incident's kind; "今天零点以后哪些服务出过问题": services asked which, no one thing)
    vocab, stems = _vocabulary(known)
    for match in _ZH_CALLED.finditer(question):
        word, asked = _tail_word(match.group(1))
        if _COUNTED_SERVICES.fullmatch(word) or _WHICH_SERVICES.search(word):
            continue  # "他们有几个服务告警了": services counted (never one called 几个), or asked which
        marker = question[match.end(1):match.end()]
        if _zh_unknown(word, vocab) and (marker in _SERVICE_MARKERS or not follow_up):
            return asked + marker if marker in _SERVICE_MARKERS else asked
        if marker in _SERVICE_MARKERS and word == asked and len(word) >= 5 and _zh_unknown(word[-3:], vocab):
            #: "无人机充电桩服务今天怎么样": a service called by a held qualifier ("无人机") and a head of three
            #: characters no word of the world holds ("充电桩") is a thing the data lacks (a gap), never the whole
            #: world's health (a two-character head — 网关, 队列 — is a kind word: judged as before)
            return asked + marker
    if not follow_up and (lead := _ZH_LEADING.match(question)) and (
            thing := _leading_word(lead.group(1), vocab, records)):
        return thing
    if not follow_up and (lead := _ZH_ASKED_LEADING.match(question)) and _all_unheld(lead.group(1), vocab):
        #: "车辆GPS定位今天早上是不是漂了": a thing of latin and Chinese words none of which is held
        return lead.group(1).strip()
    if not follow_up and (lead := _ZH_FAILED_COUNT.match(question)) and (
            thing := _leading_word(lead.group(1), vocab, records)) and records(thing):
        return thing  # "客服工单有多少笔失败了": records the world lacks, counted
    low = question.lower()
    for pattern in (_EN_PATTERNS[0], _EN_LOGGED) if follow_up else _EN_PATTERNS:
        for match in pattern.finditer(low):
            if _en_unknown(match.group(1), stems):
                return match.group(1)
    return None


def unheld_failing_subject(question: str, known: Iterable[str],
                           records: Callable[[str], bool] = lambda _: False) -> str | None:
    """"直播为什么失败", "直播怎么老是失败": the thing a question opens with, asked why it fails, when no word of it
    occurs in ``known`` (the world's words), or None. Not a plain unknown subject: failure words may name an action
    in other words than the data's ("约课一直失败"), so the answer states first that nothing holds the thing, then
    the world-wide picture labelled as such (never as the thing's cause)."""
    if _INCIDENT_KIND.search(question) or (lead := _ZH_FAILING.match(question)) is None:
        return None
    return _leading_word(lead.group(1), _vocabulary(known)[0], records)


#: kind-of-part words a qualifier may stand before ("短信网关", "the sms gateway"): many worlds have one service of a
#: kind, so a bare kind word names it; a qualifier says which one of that kind is meant
_ZH_QUALIFIED_KIND = regex(rf"({_CJK_RUN}{{2,6}}?)(?:的)?(消息队列|数据库|网关|缓存|队列|总线|索引)")
_EN_QUALIFIED_KIND = regex(r"(?<![a-z0-9_.-])([a-z][a-z0-9]*) (gateway|cache|queue|bus|database|db|index)\b")
#: asking, manner and sequence words that may stand right before a kind word ("为啥网关挂了", "先缓存出问题，
#: 然后数据库才慢"): never its qualifier
_ZH_ASKING = regex(r"为什么|为啥|怎么|咋|是否|还是|突然|一直|总是|老是|好像|感觉|经常|到底|究竟|"
                   r"然后|之后|接着|随后|后来")
#: "今天两次缓存风暴": a count of the troubles said before the kind word ("两次", "那几波", "3 回") is no qualifier;
#: nor is an ordinal ("第二次缓存风暴", "第一波缓存驱逐", "最后一次缓存风暴": which episode, invSH)
_ZH_COUNTED = regex(r"(?:^|[那这第]|最后)(?:[一二两三四五六七八九十几\d]+)\s*(?:次|波|回|起|轮|阵|场)$")
#: "今早的缓存风暴", "昨晚缓存那次": a day or a part of the day before the kind word says when, never which thing
_ZH_TIME_WORDS = regex(r"(?:[今昨前]天|[今昨]早|[今昨]晚|[今昨]夜|早上|上午|中午|下午|傍晚|晚上|夜里|半夜|凌晨|"
                       r"刚才|刚刚|最近|早些时候)+")
#: words that say which one of a kind in any world (its role, its technology), never a thing of one world
_ZH_ROLE = frozenset({"主库", "从库", "只读", "读写", "主从", "分布式", "本地", "远程", "共享", "内部", "对外", "统一",
                      "入口", "出口", "边缘", "外网", "内网"})
_EN_ROLE = frozenset({
    "is", "are", "was", "were", "did", "does", "has", "have", "had", "my", "its", "why", "how", "when", "where", "if",
    "whether", "with", "from", "into", "because", "but", "not", "no", "new", "old", "primary", "replica", "read",
    "write", "master", "slave", "shared", "internal", "local", "remote", "central", "message", "messaging", "event",
    "events", "job", "jobs", "task", "tasks", "work", "redis", "kafka", "mysql", "postgres", "postgresql", "sql",
    "nosql", "memcached", "elasticsearch", "search", "rabbitmq", "http", "web", "edge", "public", "private", "dead",
    "letter", "retry", "big", "whole", "single", "only",
    #: "the midnight DB mess", "the morning cache thing": a time the trouble happened, never a name of one thing
    "midnight", "morning", "afternoon", "evening", "night", "overnight", "noon", "midday", "lunchtime", "tonight",
    "today", "yesterday", "dawn", "weekend", "earlier",
})


#: words that are never the qualifier naming one thing of a kind ("the db", "the main db", "our cache")
EN_NO_QUALIFIER = _GENERIC_EN | _EN_ROLE | _EN_STOP


def unheld_qualified_kinds(question: str, known: Iterable[str]) -> list[str]:
    """"短信网关" / "sms gateway" where the world holds no word of the qualifier: a thing of that kind the data does
    not hold (a gap), never the world's one service of the kind ("edge gateway"). A qualifier the world holds
    ("边缘网关"), a generic or asking word before the kind word ("订单数据库", "为啥网关挂了") names nothing new."""
    known = list(known)
    vocab, stems = _vocabulary(known)
    out: list[str] = []
    for match in _ZH_QUALIFIED_KIND.finditer(question):
        run = _ZH_ASKING.split(match.group(1))[-1]
        word, asked = _tail_word(run)
        #: "运费缓存" for the one cache described "运价缓存", "搜索缓存" for "检索结果…缓存": a qualifier sharing a
        #: character with what a thing of that kind is described as is that thing, said loosely
        kin = any(c in text.split(match.group(2))[0] for text in known if match.group(2) in text for c in word)
        if asked == word and word not in _ZH_ROLE and not kin and not _ZH_COUNTED.search(word) \
                and not _ZH_TIME_WORDS.fullmatch(word) and _zh_unknown(word, vocab):
            out.append(asked + match.group(2))
    low = question.lower()
    for match in _EN_QUALIFIED_KIND.finditer(low):
        word = match.group(1)
        if word not in _EN_ROLE and _en_unknown(word, stems):
            out.append(f"{word} {match.group(2)}")
    return list(dict.fromkeys(out))


def side_words(question: str) -> list[str]:
    """The words a question calls a side or a service by ("账单那边" → 账单), less generic words and particles."""
    return [w for m in _ZH_CALLED.finditer(question) if len(w := _tail_word(m.group(1))[0]) >= 2]


def misplaced_qualifiers(question: str, descriptions: dict[str, str]) -> list[tuple[str, str]]:
    """("短信网关", "短信") where the world holds the qualifier (a reminder service "…(短信/推送)") but no service
    described by the kind word ("对外 API 网关") holds it: the qualifier names its own holder, never the world's one
    thing of that kind (a word describing one thing of the kind, or sharing a character with it, is that thing)."""
    out: list[tuple[str, str]] = []
    for match in _ZH_QUALIFIED_KIND.finditer(question):
        word, asked = _tail_word(_ZH_ASKING.split(match.group(1))[-1])
        kind = match.group(2)
        if asked != word or len(word) < 2 or word in _ZH_ROLE:
            continue
        of_kind = [text for text in descriptions.values() if kind in text]
        holders = [text for text in descriptions.values() if word in text]
        if holders and of_kind and not any(c in text for text in of_kind for c in word):
            out.append((match.group(0), word))
    return out


#: a bracket of a Chinese description half listing the kinds of thing the service handles ("通知发送 (短信/推送)")
_ZH_GLOSS_LIST = regex(r"[(（]([^()（）]*[/、][^()（）]*)[)）]")


def glossed_head_owner(question: str, named: Mapping[str, str], descriptions: Mapping[str, str],
                       teams: Mapping[str, str]) -> str | None:
    """"预约提醒短信发得特别慢": a Chinese compound whose last word (短信) is an item of one service's bracketed list
    ("通知发送 worker (短信/推送)") and whose earlier word (预约, ``named``: word → the service it names) names another
    service — the compound's head is the thing that went wrong, its owner the subject; the earlier word only says
    whose (the booking reminder's SMS is sent by the notifications worker). None when no description or team but
    that service's holds the item, or no word of the compound names another service."""
    items: dict[str, str] = {}
    for svc, text in descriptions.items():
        for listed in _ZH_GLOSS_LIST.findall(text.split(" / ")[0]):
            for item in re.split(r"[/、，,\s]+", listed):
                if re.fullmatch(rf"{_CJK_RUN}{{2}}", item) and item not in GENERIC_ZH and not any(
                        item in f"{other} {teams.get(o, '')}" for o, other in descriptions.items() if o != svc):
                    items[item] = svc
    low = question.lower()
    for word, svc in named.items():
        for at in (m.end() for m in re.finditer(re.escape(word.lower()), low) if len(word) >= 2):
            #: the item right after the word, or after one word of two characters between ("预约提醒短信")
            for gap in (0, 2):
                item = low[at + gap:at + gap + 2]
                if item in items and items[item] != svc and re.fullmatch(rf"{_CJK_RUN}*", low[at:at + gap + 2]):
                    return items[item]
    return None


#: ``holding(word, team=False)``: the services holding a word (zh) or a word's stem (en)
Holding = Callable[..., list[str]]


def _no_records(_: str) -> bool:
    return False


#: words of time opening a question ("昨晚九点多", "今天上午十点左右", "下午3点")
_LEADING_TIME = regex(r"^\s*(?:(?:今天|昨天|前天|今早|昨早|今晚|昨晚|昨夜|早上|上午|中午|下午|傍晚|晚上|凌晨|刚才|刚刚)"
                      r"\s*)+"
                      r"(?:(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*[点點:：](?:半|[一三]刻|多|\d{1,2}|"
                      r"[零一二三四五六七八九十]{1,3}分?)?(?:左右|前后)?)?\s*")


def held_subject_owners(question: str, holding: Holding, *, follow_up: bool = False,
                        records: Callable[[str], bool] = _no_records) -> list[str]:
    """The services holding the thing a question names when no name or alias did ("推送挂了吗" → the service
    described "…(短信/推送)", "is the invoicing service healthy?" → the one described "rent invoice generator",
    "push notifications down?" → the one of team Notify): ``holding(word, team=False)`` gives the services holding a
    word (zh) or a word's stem (en) — by description first, then by team — or, ``team=True``, those of the teams
    holding it. A question naming an incident's kind ("证书过期"), nothing held, or more than three holders: []."""
    for match in _EN_BESIDE_OUTAGE.finditer(question.lower()):
        #: "was the booking outage caused by a deploy?": the word beside an outage word names its service (held by
        #: one to three); a word that is itself an incident's kind ("the cache outage") names no service here
        word = match.group(1)
        if not (_INCIDENT_KIND.search(word) or word in _GENERIC_EN or word in _EN_STOP) and (
                owners := _most_held(holding, [word])):
            #: several described by it ("booking app gateway", "berth booking service"): the one(s) whose team
            #: holds it too is the thing the outage is named after
            teamed = [o for o in owners if o in holding(word if "-" in word else _stem(word), team=True)]
            return teamed or owners
    if (version := _ZH_VERSION_OF.match(question)) and 1 <= len(owners := list(holding(version.group(1)))) <= 3:
        return owners  # "小卖部那个版本回滚了没": the thing whose release is asked, an operation's word beside it
    if _INCIDENT_KIND.search(question):
        return []  # "银行那边证书过期了…": the side may be the partner behind the incident's records
    for match in _TEAM_ACRONYM.finditer(question):
        #: "SPX 那边现在有没有问题？", "is SPX ok?": a team's acronym, in capitals as the team writes it, names the
        #: team's services (one to three)
        if match.group(1) not in _COMMON_ACRONYMS and 1 <= len(owners := list(holding(match.group(1), team=True))) <= 3:
            return owners
    words: list[str] = []
    for match in _ZH_CALLED.finditer(question):
        marker = question[match.end(1):match.end()]
        if marker in _SERVICE_MARKERS or not follow_up or _SIDE_SUSPECTED.search(question):
            words.append(_tail_word(match.group(1).rstrip("的"))[0])  # "值机组的服务": the team's
    #: "昨晚九点多购票挂了一阵 是啥原因": words of time before the thing are no part of it — the thing leads after them
    lead_text = _LEADING_TIME.sub("", question, count=1)
    if not follow_up and (trouble := _ZH_TROUBLE_OF.match(question)):
        words.append(trouble.group(1))  # "缴费那个问题几点恢复的": the thing whose trouble is asked
    if not follow_up and (page := _ZH_PAGE_OF.match(question)):
        words.append(page.group(1))  # "课程页面一直转圈": the thing whose page users see
    if not follow_up and (lead := _ZH_LEADING.match(lead_text) or _ZH_FAILING.match(question)
                          or _ZH_STATE_ASKED.match(question)) and _tail_word(
            word := lead.group(1))[0] == word:
        words.append(word)
    for word in (w for w in words if len(w) >= 2):
        owners = list(holding(word))
        if 1 <= len(owners) <= 3:
            return _narrowed(question.replace(word, " "), owners, holding) if len(owners) > 1 else owners
    #: "Are notifications (push / SMS) working fine?": a gloss in brackets after the thing says which one it is (its
    #: words count among the thing's), never a break between the thing and its state
    low = _GLOSS.sub(" ", question.lower())
    glossed = [w for g in _GLOSS.findall(question.lower()) for w in _LATIN.findall(g)
               if len(w) >= 3 and w not in _GENERIC_EN and w not in _EN_STOP]
    for pattern in (_EN_PATTERNS[0], _EN_LOGGED) if follow_up else _EN_PATTERNS:
        for match in pattern.finditer(low):
            content = [w for w in match.group(1).split() if w not in _EN_STOP]
            #: "status of the library platform": the product as a whole, not one service holding "library"
            #: "why is booking failing?": the world's records by their noun (``records``), not a service holding it
            if not content or any(w in _GENERIC_EN for w in content) or _WHOLE.search(match.group(0)) or records(
                    match.group(0)):
                continue
            if _VICTIM_SAID.match(match.group(0)) and not all(_held_whole(holding, w) for w in content
                                                               if len(w) >= 3):
                continue
            if owners := _most_held(holding, [*content, *(g for g in glossed if g not in content)]):
                return owners
    for match in _EN_TEAM.finditer(low):  # "is the Check-in team's service healthy?"
        if (content := [w for w in match.group(1).split() if w not in _EN_STOP]) and not any(
                w in _GENERIC_EN for w in content) and (owners := _most_held(
                    lambda w: holding(w, team=True), content)):
            return owners
    return []


_WHOLE = regex(r"\b(?:system|platform)$")
_GLOSS = regex(r"\s*\(([^()]{1,40})\)")
#: "the booking outage", "this checkout incident": one word said right before an outage's word; so is the thing a
#: change went out to ("has the dispatch deploy been rolled back yet?")
#: ("evening ticket outage, when did it clear": the outage told bare at the question's head, a part of the day
#: before its word)
_EN_BESIDE_OUTAGE = regex(r"(?:\b(?:the|this|that|our|current)\s+|^\s*(?:(?:morning|afternoon|evening|night|"
                          r"overnight|lunchtime|today'?s|tonight'?s|yesterday'?s)\s+)?)([a-z][a-z0-9-]*)\s+"
                          r"(?:outage|incident|downtime|(?:re)?deploy(?:ment)?|release|rollout)s?\b")


def _narrowed(rest: str, owners: list[str], holding: Holding) -> list[str]:
    """"车载设备组这边，验票机几点开始刷卡失败的": of the services a team (or a shared word) names, the one a further
    word of the question is held by alone ("刷卡" of "车载验票机服务（刷卡进出站）", not of "验票机遥测数据处理");
    all of them when no such word, or words pointing at different ones, occur."""
    picked: set[str] = set()
    #: "刷不了卡": the verb and its object split by "不了" are the one word "刷卡"
    for run in re.findall(rf"{_CJK_RUN}{{2,}}", re.sub(rf"({_CJK_RUN})不[了上到]({_CJK_RUN})", r"\1\2 \g<0>", rest)):
        for size in (2, 3, 4):
            for i in range(len(run) - size + 1):
                held = holding(run[i:i + size])
                if len(held) == 1 and held[0] in owners:
                    picked.add(held[0])
    return [next(iter(picked))] if len(picked) == 1 else owners


#: "推送为什么失败": a thing the world holds, asked why it fails (never a gap by itself: "约课一直失败" may name an
#: action in other words than the data's)
#: "验票机现在为啥刷不了卡": one verb before 不了
#: "现在还有充值失败的吗": a "still any" lead before the thing is no part of it
#: "闸机现在好了没", "闸机现在怎么样": a question opening with a thing, then (after words of time) asking how it is
#: or whether it came back — the thing whose state is asked (held words only: never a gap of its own)
_ZH_STATE_ASKED = regex(rf"^\s*({_CJK_RUN}{{2,8}}?)\s*{ZH_STATE_QUALIFIERS}"
                        r"(?:好了没|好了吗|好了么|好没好|好些了|恢复了?没|恢复了吗|怎么样|咋样|如何|还好吗?|没事吧)")
_ZH_FAILING = regex(rf"^\s*(?:(?:现在|目前|今天|这会儿)?还有)?({_CJK_RUN}{{2,8}}?)"
                    rf"(?:现在|今天|又|还|一直|总是|老是|为什么|为啥|怎么)*{_CJK_RUN}?(?:失败|不了)")
_EN_TEAM = regex(r"\b(?:the\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+team(?:'s|s)?\b")


def _held_whole(holding: Callable[[str], list[str]], word: str) -> bool:
    """Whether a description holds ``word`` as written or in the singular ("notices" ↔ notice), not only its stem."""
    return any(holding(form) for form in {word, word[:-1] if word.endswith("s") else word,
                                          word[:-2] if word.endswith("es") else word})


def _most_held(holding: Callable[[str], list[str]], words: list[str]) -> list[str]:
    """The one to three holders of the most of ``words`` (by stem: "push notifications" is the service holding
    both words, not another holding only "notification"); none or more than three: []."""
    found = [set(holding(w if "-" in w else _stem(w))) for w in words if len(w) >= 3]  # "check-in": whole
    if _unheld_qualifier([w for w in words if len(w) >= 3], lambda _: bool(found[0])):
        return []  # "push notifications" where no service holds "push": not the one holding "notifications"
    owners = list(dict.fromkeys(o for group in found for o in sorted(group)))
    if not owners:
        return []
    best = max(sum(o in group for group in found) for o in owners)
    owners = [o for o in owners if sum(o in group for group in found) == best]
    return owners if len(owners) <= 3 else []


#: "闸机的问题是不是 X 发版搞的", "昨晚闸机进不去是因为 X 吗": the thing whose trouble a yes/no blames on a suspect,
#: said before the suspect ("<thing>的问题", "<thing>进不去")
_ZH_BLAMED = regex(rf"^\s*(?:现在|目前|今天|昨天|昨晚|今早|今晚|刚才|刚刚|早上|上午|中午|下午|晚上|凌晨|半夜)*\s*"
                   rf"({_CJK_RUN}{{2,6}}?)(?:的|那边|这边)?(?:那个|这个|那次|这次)?"
                   r"(?:问题|事儿?|故障|毛病|报错|异常|失败|出错|挂了?|崩了?|进不去|打不开|用不了|刷不了|连不上|变慢|很慢|卡|"
                   r"积压|堆积)")
#: what users do through a system ("网店下单", "官网预约", "影响到客户下单")
USER_DEEDS = r"下单|点单|买单|结账|付款|支付|购买|购票|订票|预约|预订|充值|提现|转账|退款|登录|注册|报名|签到"
#: ... said after the thing they do it on
_USER_DEED = regex(rf"(?:{USER_DEEDS})$")
#: "is the turnstile trouble caused by X?", "were those gate errors down to X?", "are the failed gate scans caused by
#: X?" (the trouble said before the thing)
_EN_BLAMED = regex(r"\b(?:the|these|those|our|this|that)\s+(?:([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+"
                   r"(?:problems?|issues?|trouble|errors?|failures?|outages?|slowness|timeouts?)\b|"
                   r"(?:failed|failing)\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s*$)")


def blamed_owners(side: str, holding: Holding, known: Iterable[str]) -> tuple[list[str], str]:
    """The thing a yes/no blames on a suspect, said before the suspect (``side``) without a name or alias: (the one
    to three services holding it — by description, then team — , "") when held; ([], the thing) when no word of the
    world (``known``) holds it — the subject is not identified, so the suspect's own trouble answers nothing of it;
    ([], "") when the side names no such thing, only generic words, or a thing held too widely."""
    vocab, stems = _vocabulary(known)
    if (zh := _ZH_BLAMED.match(side)) is not None:
        word = zh.group(1)
        if word in _GENERIC_ZH or len(_SPLIT_ZH.split(word)) > 1 or _INCIDENT_KIND.search(word):
            return [], ""
        owners = list(holding(word))
        if not owners and (deed := _USER_DEED.search(word)) is not None and deed.start() >= 2:
            #: "网店下单失败是不是 X 发版搞的": the thing that does the users' deed (下单) is named before it ("网店")
            owners = list(holding(word[:deed.start()]))
        if 1 <= len(owners) <= 3:
            return owners, ""
        return ([], word) if not owners and _zh_unknown(word, vocab) else ([], "")
    if (en := _EN_BLAMED.search(side.lower())) is not None:
        thing = en.group(1) or en.group(2)
        content = [w for w in thing.split() if w not in _EN_STOP]
        if not content or any(w in _GENERIC_EN for w in content) or _INCIDENT_KIND.search(thing):
            return [], ""
        if owners := _most_held(holding, content):
            return owners, ""
        return ([], thing) if _en_unknown(thing, stems) else ([], "")
    return [], ""


#: "did the X deploy at 7:50 break bookings?": the thing harmed, said after the harm's verb to the end of the question
_EN_HARMED = regex(r"^\s*(?:the\s+|our\s+|all\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s*[?？.!]*\s*$")
_TROUBLE_EN = frozenset({"problem", "problems", "issue", "issues", "trouble", "error", "errors", "failure", "failures",
                         "outage", "outages", "slowness", "timeout", "timeouts"})


def harmed_owners(after: str, holding: Holding) -> list[str]:
    """The one to three services holding the thing a yes/no says its suspect harmed, told after the harm's verb
    with no name ("… break bookings?" → the services whose description holds "booking"); [] when the words there are
    generic, an incident's kind, or held by none or too many."""
    if (en := _EN_HARMED.match(after.lower())) is None:
        return []
    content = [w for w in en.group(1).split() if w not in _EN_STOP and w not in _TROUBLE_EN]
    if not content or any(w in _GENERIC_EN for w in content) or _INCIDENT_KIND.search(en.group(1)):
        return []
    return _most_held(holding, content)



def told_thing_owners(question: str, holding: Holding) -> list[str]:
    """The services holding the longest Chinese word of a trouble told in words ("昨晚直播卡顿是怎么回事": "直播",
    held by the stream player and the transcode worker; descriptions first, as ``holding`` gives them), where no
    name or alias named one: one to three holders, else []. Generic words (time, operations, the product) hold
    nothing."""
    best: tuple[int, list[str]] = (0, [])
    for run in re.findall(rf"{_CJK_RUN}{{2,}}", question):
        for size in range(min(len(run), 6), 1, -1):
            if size <= best[0]:
                break
            for i in range(len(run) - size + 1):
                word = run[i:i + size]
                if any(g in word for g in _GENERIC_ZH) or not (owners := list(holding(word))):
                    continue
                best = (size, owners)
                break
    return best[1] if len(best[1]) <= 3 else []
