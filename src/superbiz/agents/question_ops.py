"""Operations and measures a question asks about: "回滚了没有？" / "did they restart it?" (an operation, answered from
its change events), "回滚之后还好吗" (health since one), "现在积压了多少条消息？" (the value of a measure). Generic
lexicons only: nothing here names any world's services, metrics or codes."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime, timedelta, tzinfo
from functools import lru_cache

from superbiz.agents.symptoms import symptom_words
from superbiz.agents.timeparse import CLOCK_AFTER, CLOCK_BEFORE, CLOCK_FIXED_BEFORE, present_context
from superbiz.lazy_re import regex

__all__ = ["ACTIONS", "ACTION_WORDS", "DEPLOY_NOUN", "METRIC_WORDS", "MORE_THAN_ONCE", "action_stems", "actions_asked",
           "actions_counted", "actions_since", "actions_spanned", "actions_timed", "actions_when", "asks_same_cause",
           "asks_times", "counts_carried_troubles", "counts_episodes", "counts_troubles", "end_boundary",
           "ended_after_bad_deploy", "ended_before_asked", "metrics_asked",
           "onset_boundary",
           "operation_order",
           "threshold_asked", "without_same_cause"]

_P = re.I
#: operations a yes/no question may ask about ("回滚了没有？", "did they restart it?"): label, question words,
#: and the stems of the INFO lines (change events) that record them — a generic lexicon, not any world's words
ACTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    #: "did they roll it back?", "roll the release back": the object between the verb and its particle
    ("回滚", r"回滚|回退|\broll(?:ed|ing)? ?back\b|\broll(?:ed|ing)?\s+(?:[\w.-]+\s+){1,3}?back\b|\brollback\b|"
     r"\brevert(?:ed)?\b|"
     #: "when was the X app back on the old version?", "几点回到旧版本的": the old version again is the rollback done
     r"\bback\s+(?:on|to)\s+(?:the\s+)?(?:old|previous|prior|last good)\s+(?:version|build|release)\b|"
     r"回到(?:了)?(?:旧|老|之前的?|上一个?)版本?",
     ("rollback", "rolled back", "roll back", "rolling back", "revert")),
    ("重启", r"重启|重新启动|\brestart(?:ed|s)?\b|\breboot(?:ed)?\b|\bbounced?\b",
     ("restart", "started in", "reboot", "starting up")),
    ("扩缩容", r"扩容|缩容|加机器|加实例|\bscal(?:e|ed|ing) (?:out|up|down|in)\b|"
     r"\badd(?:ed)? (?:more )?(?:replicas|instances|nodes)\b",
     ("scale", "scaling", "replica")),
    #: "重新发上去了吗": a build pushed out (发上去) is a deploy
    #: "后来又重新发了吗": a build sent out again, bare (no 版), before its particle, is a deploy
    #: "几点发的版", "几点上的线": the verb split by 的 (not "发的版本", a version named)
    ("发布", r"发布|上(?:过|了)?线|上的线(?![上下路程])|发(?:过|了)?(?:(?:[一两几]|多少)次)?版|发的版(?!本)|部署|"
     r"发上去|"
     r"重新发(?=\s*(?:了|过|吗|么|没))|"
     r"\b(?:they|we|you|someone|anyone|somebody|anybody) (?:deploy|release|ship)(?:ed)?\b|"
     #: "did anything get deployed today?", "was anything deployed?": the passive asks whether a deploy was done
     r"\b(?:get|got|gets|been|was|were|be)\s+(?:re)?deployed\b|"
     #: "was anything deployed yesterday?", "has X been released?": the passive with its subject between
     r"\b(?:was|were|is|are|has|have|had)\s+(?:anything|something|\S+)\s+(?:been\s+)?(?:re)?(?:deployed|released|"
     r"shipped)\b|"
     r"\bredeploy(?:ed)?\b|"
     #: "did the reader app get a release this morning?", "has X had a deploy today?": a release received is a deploy
     r"\b(?:get|got|gets|have|had|has)\s+(?:a|any|an?\s+new|new)\s+(?:release|deploy(?:ment)?|rollout)s?\b|"
     #: "did X ship a new version this afternoon?", "has X pushed a new build?": a new version put out is a deploy
     r"\b(?:ship|push|roll)(?:ped|ed|s)?(?:\s+out)?\s+(?:a\s+|the\s+)?new\s+(?:version|build|release)\b",
     ("deploy", "rolling out", "release")),
    ("切换", r"主从切换|切主|故障转移|\bfail(?:ed)? ?over\b|\bswitchover\b",
     ("failover", "fail over", "switchover", "promoted")),
)
#: "发版搞挂的", "弄崩的", "搞出来的": a suspect that broke the subject (a cause asked, not whether it was done)
BROKE_IT_ZH = r"(?:搞|弄)(?:出来|坏|挂|崩|垮|死)?的"
#: "回滚了没有？", "有没有重启", and an object between the operation and its question word ("回滚过版本没？")
#: "后来是不是又发过一次版": whether the operation was done again
_ACTION_ASKED = regex(r"(?:了|过)\s*(?:吗|么|没有|没)|是不是\s*(?:又|再|重新)|"
                      #: (not "是否它把约赛搞挂的": a suspect that broke a thing is a cause asked)
                      r"(?:有没有|是否|有无|没有)\s*(?!\S*(?:把|导致|引起|造成|搞|弄))\S{0,8}$|[吗么][？?]?\s*$|"
                      r"(?:了|过)\s*\S{1,6}?\s*(?:吗|么|没有|没)\s*[？?]?\s*$|"
                      r"^\s*(?:did|has|have|had|was|were|is|are)\b|"
                      r"\b(?:did|has|have|had) (?:they|we|you|someone|anyone|somebody|anybody|it)\b|"
                      #: "发版是不是回滚了？", "是否重启过": 是不是 / 是否 just before the operation and 了 / 过
                      r"(?:是不是|是否)\s*(?:又|再|已经|被)?\s*(?:" + "|".join(w for _, w, _ in ACTIONS) + r")"
                      r"\s*(?:了|过)|"
                      #: "rolled back or still on 2.9.0?", "回滚了还是还在 2.9.0 上" (invOF): an operation offered as
                      #: one side of a choice against the state left without it asks whether it was done
                      r"(?:" + "|".join(w for label, w, _ in ACTIONS if label != "发布") + r")"
                      r"(?:\s+or\s+(?:still|not|is|was|are|were|did|has)\b|\s*(?:了|过)\s*还是)|"
                      #: "今晚是不是发过版": 是不是 / 是否 before an operation ending the question (过 inside it)
                      r"(?:是不是|是否)\s*(?:又|再|已经)?\s*(?:" + "|".join(w for _, w, _ in ACTIONS) + r")"
                      r"\s*[？?]?\s*$",
                      _P)
#: "发版是不是回滚了", "was the deploy rolled back?": an operation another operation acts on only names which one
_ACTED_ON = regex(r"\s*(?:是不是|是否|有没有|有无|又|被|就|已经)*\s*(?:"
                  + "|".join(w for label, w, _ in ACTIONS if label != "发布") + r")", _P)


#: a measure a question asks the value of ("现在积压了多少条消息", "p99 latency right now") → stems of metric names
#: that measure it — a generic lexicon, not any world's metric names
METRIC_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"延迟|响应时间|耗时|\blatency\b|\bp9[059]\b|\bresponse time", ("latency", "p99", "p95", "p90", "duration")),
    #: "现在积了多少条" is the backlog ("积了多少分" is no backlog)
    (r"积压|堆积|消息数|(?<![累面])[积堆][了着]\s*(?:多少|几)(?!\s*[分块元])|\blag\b|\bbacklog\b|\bqueue depth\b",
     ("lag", "backlog", "queue_depth", "pending")),
    (r"命中率|\bhit (?:rate|ratio)\b", ("hit",)),
    (r"错误率|失败率|报错率|\berror (?:rate|ratio)\b|\bfailure rate\b", ("error_ratio", "error_rate", "error_share",
                                                                   "5xx", "failure")),
    (r"连接数|连接池|\bconnections?\b|\bpool\b", ("conn", "pool")),
    (r"\bqps\b|\brps\b|吞吐|请求量|\bthroughput\b|\brequest rate\b", ("rps", "qps", "request_rate", "requests_per",
                                                                    "throughput")),
    (r"驱逐|\bevict", ("evict",)),
    (r"锁等待|\block waits?\b", ("lock",)),
    #: "how many days left before the X cert expires?": the days word before the certificate word, too
    (r"证书.{0,4}(?:剩|还有|到期)|\bcert(?:ificate)? (?:expiry|days)|\bdays? (?:left|remaining|until|before)\b.{0,40}"
     r"\bcert(?:ificate)?s?\b", ("days_left", "days_remaining", "cert_days", "tls_days", "expiry_days")),
)
#: a quantity asked ("多少", "how much", "what's the …"), not a yes/no about it ("积压严重吗"), nor a quantity told
#: ("慢了好几个小时": several hours, said)
_VALUE_ASKED = regex(r"多少|多高|多大|(?<!好)几(?![点时号])|\bhow (?:much|high|many|big)\b|"
                     r"\bwhat(?:'s| is| are) (?:the )?(?:current |latest )?", _P)


#: "报了多少次连接池的错", "how many pool errors": error lines counted, whatever measure names their kind
_ERRORS_COUNTED = regex(r"(?:多少|几)次[^，,。？?]{0,12}?(?:错|异常)|"
                        r"\bhow many\s+(?:[a-z-]+\s+){0,2}(?:errors?|warnings?|exceptions?|log lines|lines)\b", _P)


def metrics_asked(question: str, metrics: Sequence[str]) -> list[str]:
    """The metrics of the data whose value the question asks ("X 命中率现在多少？" → its hit-ratio metric); a count
    of error lines ("报了多少次连接池的错") asks none, although a metric measures the pool."""
    if not _VALUE_ASKED.search(question) or _ERRORS_COUNTED.search(question):
        return []
    return metrics_named(question, metrics)


_CN_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10_000}
_NUMBER = (r"(\d[\d,]*(?:\.\d+)?\s*(?:[kK]\b|千|万|w\b)?|"
           r"[零一二两三四五六七八九十百千万]{1,8})")
#: "lag 现在超过一千了吗", "is the p99 above 500ms?": a measure against a level (never a percent: rates are read as
#: ratios elsewhere), the comparison word right before the number
_THRESHOLD = regex(r"(超过|超出|高于|大于|多于|过了|破了|低于|少于|小于|不到|跌破|"
                   r"\b(?:above|over|more than|greater than|exceed(?:s|ed|ing)?|higher than|"
                   r"below|under|less than|lower than|fewer than)\b)\s*" + _NUMBER, _P)
_BELOW = regex(r"低于|少于|小于|不到|跌破|below|under|less|lower|fewer", _P)


def _cn_number(text: str) -> float | None:
    """"一千" → 1000, "两万五" → 25000, "十" → 10 (a small reader of Chinese numerals)."""
    total, section, digit = 0, 0, 0
    for ch in text:
        if ch in _CN_DIGITS:
            digit = _CN_DIGITS[ch]
        elif ch == "万":
            total = (total + section + digit) * 10_000
            section = digit = 0
        else:
            section += (digit or 1) * _CN_UNITS[ch]
            digit = 0
    tail = digit * (_CN_UNITS.get(text[-2], 10) // 10) if len(text) > 1 and digit and text[-2] in _CN_UNITS else digit
    value = total + section + tail
    return float(value) if value else None


def _number(text: str) -> float | None:
    text = text.strip().replace(",", "")
    if not text:
        return None
    if text[0].isdigit():
        scale = {"k": 1e3, "K": 1e3, "千": 1e3, "万": 1e4, "w": 1e4}.get(text[-1], 1.0)
        digits = text.rstrip("kK千万w").strip()
        try:
            return float(digits) * scale
        except ValueError:
            return None
    return _cn_number(text)


def threshold_asked(question: str) -> tuple[str, float, str] | None:
    """A level the question compares a measure with ("超过一千了吗" → (">", 1000, "一千"): the question's own words
    for it, which the answer repeats), or None."""
    m = _THRESHOLD.search(question)
    if m is None or re.match(r"\s*(?:%|％|个百分点)", question[m.end():]) or (value := _number(m.group(2))) is None:
        return None
    return ("<" if _BELOW.search(m.group(1)) else ">"), value, m.group(2).strip()


def metrics_named(question: str, metrics: Sequence[str]) -> list[str]:
    """The metrics of the data a measure word of the question names ("p99" → its p99 latency metric)."""
    stems = [stem for words, group in METRIC_WORDS if re.search(words, question, _P) for stem in group]
    return [m for m in metrics if any(stem in m.lower() for stem in stems)]


#: "回滚到哪个版本了", "what version did they roll back to?": the version an operation left is read from its change
#: event (the line names it), as a yes/no on the operation does
_VERSION_ASKED = regex(r"(?:到|至|成|回)\s*(?:了)?\s*(?:哪个|哪一个|哪一|什么|啥)\s*版本|"
                       r"\b(?:which|what) (?:version|release|build)\b", _P)


#: "is X ok? it got deployed this afternoon": a statement told after the question (no question mark, no question
#: word or particle of its own) only sets the scene — the operation in it is not asked; the mark the question's
#: cleaning gives a short statement told after the question ("票亭现在有没有问题？刚发过版" → "…刚发过版？") asks
#: nothing
_TOLD_AFTER = regex(r"^(?P<asked>.*?[?？])\s*(?P<told>[^?？]{3,})[?？]?$", re.S)
_TOLD_ASKS = regex(r"^\W*(?:did|does|do|has|have|had|was|were|is|are|can|could|should|will|would|any|anything|"
                   r"what|when|why|how|which|who|where)\b|[吗么呢嘛没]|是不是|有没有|是否|会不会|\bor\b", _P)


def asked_before_told(question: str) -> str:
    """The question without a statement told after it ("is X ok? it got deployed this afternoon" → "is X ok?")."""
    m = _TOLD_AFTER.match(question)
    if m is None or _TOLD_ASKS.search(m.group("told")):
        return question
    return m.group("asked")


def actions_asked(question: str) -> list[str]:
    """The operations a yes/no question asks were done ("回滚了没有？" → ["回滚"]), in lexicon order; the version an
    operation left ("回滚到哪个版本了") is asked from the same change events. An operation recalled beside the present
    asked ("X 昨天回滚过，现在健康吗", "…现在有没有问题？下午不是发过版吗") only sets the scene."""
    question = asked_before_told(present_context(question))
    if not _ACTION_ASKED.search(question) and not _VERSION_ASKED.search(question) \
            and not _VERSION_OF_IT.search(question):
        return []
    found = []
    for label, words, _ in ACTIONS:
        m = re.search(words, question, _P)
        if m is None:
            continue
        after = question[m.end():m.end() + 10]
        before = question[max(0, m.start() - 12):m.start()]
        #: "发布后出了问题吗" / "since the rollback": the operation sets the scene, it is not what is asked
        #: "昨晚发版翻车的 X": an operation in a relative clause naming a past event only names which X
        #: "重启流程是什么": the operation's procedure is asked (how-to), not whether it was done
        #: "门户发版那会儿 Y 有报错吗": the time of the operation sets the scene (Y's trouble then is asked)
        scene = (re.match(r"\s*(?:后|之后|以后|以来|之前|前|完|那会儿?|那阵子?|那时候?|的时候|期间)|"
                          r"\s*(?:翻过?车|出过?事|出过?问题|失败|挂掉?)了?的|"
                          r"\s*的?(?:流程|步骤|手册|预案|\s*(?:procedure|playbook|runbook|steps))", after, _P)
                 or re.search(r"\b(?:after|since|before|until)\s+(?:the\s+|that\s+|this\s+|last\s+)?\w*\s*$|"
                              r"自从?\s*$|从\s*$", before, _P))
        #: "跟昨天那次发版有关系吗": an operation suspected of the trouble, not asked whether it was done
        #: "那次发版有没有引起报错 / 有没有出问题": the trouble after it is asked, not whether it was done
        #: "那上午11点那次发版呢，有没有出问题": the same asked of another of its runs ("…呢，")
        suspected = (re.match(r"\s*(?:呢\s*[，,]?\s*)?(?:有关|相关|有没有关系|有关联|(?:有没有|是否|会不会)?\s*"
                              r"(?:导致|引起|造成|带来|影响)|"
                              + BROKE_IT_ZH
                              + r"|的锅|(?:有没有|是否|有无)\s*(?:出(?:过|了)?(?:问题|事|错|故障|岔子)|报错|翻车))",
                              after)
                     or re.search(r"(?:跟|和|与)\s*\S{0,8}$", before)
                     #: "前天那次发版 有没有团订失败": records failing after it are asked, not whether it was done
                     or re.match(r"\s*(?:呢\s*[，,]?\s*)?(?:有没有|是否|有无)\s*[^，,。？?\s]{1,8}?"
                                 r"(?:失败|出错|报错|丢)", question[m.end():m.end() + 20])
                     #: "那次发布跟兑券失败有关系吗": the operation set against the trouble after it
                     or re.match(r"\s*(?:跟|和|与)\s*[^，,。？?]{1,20}?"
                                 r"(?:有关|相关|有没有关系|有关联|有啥关系|有什么关系)",
                                 question[m.end():m.end() + 30]))
        if label == "发布" and _BROKE_ANYTHING.match(question[m.end():]):
            continue  # "did the 11:00 redeploy of X break anything?": the trouble after it is asked
        if label == "发布" and _ACTED_ON.match(after):
            continue  # "上午发版是不是回滚了": the deploy is what was rolled back, not what is asked
        if scene or suspected or (label == "发布" and (re.match(r"\s*版本", after)
                                                        or re.search(r"\bthe\s*$", before, _P))):
            continue
        found.append(label)
    #: "which version was it?", "是哪个版本": the version the trouble came with is read from its deploy's change events
    if _VERSION_OF_IT.search(question) and "发布" not in found:
        found.append("发布")
    return found


#: "<deploy> of X break anything?": the trouble after a change is asked, not whether it was done
_BROKE_ANYTHING = regex(r"(?:\s+(?:of|to|on|for)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?)?\s+(?:break|broke)\s+"
                        r"(?:anything|something|stuff)\b", _P)


#: "which version was it?", "是哪个版本", "哪个版本出的问题": the version asked is the one that went out (its deploy),
#: not one an operation left ("回滚到哪个版本")
_VERSION_OF_IT = regex(r"\b(?:which|what) (?:[\w-]+ ){0,2}?(?:version|release|build) "
                       r"(?:was (?:it|that|to blame)|is it|broke|caused)\b|"
                       r"(?<![到至成回了])\s*(?:是|就是)\s*(?:哪个|哪一个|什么)\s*版本|"
                       r"(?:哪个|哪一个)\s*版本\s*(?:出的|导致|引起|搞的)", _P)




#: "how many times?", "几次？", "多少回": occurrences counted, nothing else named
_TIMES = regex(r"\bhow (?:many (?:(?:separate|different|distinct|individual)\s+)?times|often)\b|"
               r"\bnumber of times\b|几次|多少次|几回|多少回|次数|"
               #: "报错报了几波": waves counted are times
               r"几波|多少波|\bhow many (?:separate |different |distinct )?(?:waves|storms|incidents|episodes)\b|"
               #: "how many separate error episodes", "how many sensor cache storms": the trouble's words between
               r"\bhow many (?:(?:separate|different|distinct|individual)\s+)?(?:[a-z-]+\s+){1,2}"
               r"(?:waves|storms|incidents|episodes|outages)\b", _P)
#: an operation's plural noun counted ("how many deploys", "number of restarts today")
_COUNTED_NOUNS: tuple[tuple[str, str], ...] = (
    ("回滚", r"rollbacks|reverts"),
    ("重启", r"restarts|reboots"),
    ("扩缩容", r"scale[- ]?(?:outs|ups|downs|ins)|scaling events"),
    ("发布", r"deploys|deployments|releases|rollouts|redeploys"),
    ("切换", r"failovers|switchovers"),
)
_COUNTED_NOUN = regex(r"\b(?:how many|number of|count of|count the)\s+(?:\w+\s+){0,2}?(?P<noun>"
                      + "|".join(w for _, w in _COUNTED_NOUNS) + r")\b", _P)
#: "how many times was it deployed", "重启了几次": the operation's participle in a question counting times
_PARTICIPLES: tuple[tuple[str, str], ...] = (
    ("回滚", r"rolled\s+(?:\w+\s+)?back|reverted"),
    ("重启", r"restarted|rebooted|bounced"),
    ("发布", r"deployed|redeployed|released|rolled\s+out|shipped"),
    ("切换", r"failed\s+over|switched\s+over"),
)


def asks_version_of_it(question: str) -> bool:
    """"which version was that?", "是哪个版本": the version the trouble asked about came with (its deploy)."""
    return _VERSION_OF_IT.search(question) is not None


def asks_times(question: str) -> bool:
    """"how many times?", "几次？": a count of occurrences (of whatever the conversation asked about)."""
    return _TIMES.search(question) is not None


#: "was it maxed out more than once?", "不止一次": more than one occurrence asked (a yes/no over a count)
MORE_THAN_ONCE = regex(r"\bmore than (?:once|one time)\b|\b(?:several|multiple) times\b|"
                       r"不止一次|多于一次|超过一次", _P)
#: a trouble that comes and goes as a state of its own (a pool exhausted, an alert ringing): each time is an episode
_EPISODE_STATES = regex(r"\b(?:exhausted|maxed[ -]out|saturated|ran out|run out)\b|打满|耗尽|"
                        r"(?:告警|报警)\S{0,6}响|锁等待|驱逐|"
                        #: "这个topic这两天积压了几次": a backlog comes and goes too
                        #: (hookmere-backlog-episodes-count-zh)
                        r"积压|堵了|\bback(?:ed)?[ -]?(?:up|logs?|logged)\b|"
                        r"\block[- ]waits?\b|\bevict(?:ed|ions?|ing)\b|"
                        r"\balerts?\b.{0,20}\b(?:fired|fire|go off|went off)\b", _P)


#: a trouble named by no state of its own ("出了几次问题", "故障了几回", "how many times did X have problems / go
#: down / act up today?"): each time is still an episode — the subject's alert firings
_TROUBLE_TIMES = regex(r"出(?:了|过)?\s*(?:[几两]|多少|好几)?\s*[次回]?\s*(?:问题|故障|事|状况|幺蛾子)|"
                       r"故障|宕机?|挂(?:了|过|掉)|"
                       #: "连接池一共爆了几次": 爆 as 炸 (frostwick-pool-episodes-count-zh)
                       r"[炸崩爆](?:了|过|掉)?\s*(?:[几两]|多少|好几)\s*[次回]|"
                       r"\b(?:blow(?:s|n)?|blew)\s+up\b|\bcrash(?:ed|es)?\b|\b(?:fall|fell|fallen)\s+over\b|"
                       r"出(?:了|过)\s*(?:[几两]|多少|好几)\s*[次回]\s*(?:[？?。!！]|$)|"
                       r"\b(?:problems?|issues?|trouble|outages?)\b|\b(?:go|went|gone|goes)\s+down\b|"
                       r"\bact(?:ed|s)?\s+up\b|"
                       #: "抽风了几次", "犯病几回", "how many times did the cache storm", "几波", "how many separate
                       #: incidents hit X": a trouble said in slang, as a verb of its own or as waves
                       r"抽风|犯病|发作|闹腾|出状况|[几两]\s*波|多少波|\bstorm(?:ed|s|ing)?\b|"
                       r"\b(?:incidents?|episodes?|waves?|freak(?:ed|s)?\s+out|hiccups?|flak(?:ed|y)|flap(?:ped|s)?)\b|"
                       #: "how many separate times did X have errors": times told apart are its episodes
                       r"\bhow many (?:separate|different|distinct) (?:times|occasions)\b",
                       _P)


def counts_troubles(question: str) -> bool:
    """"今天咪表缓存一共出了几次问题", "how many times did X have problems today?": how many times the subject was in
    trouble (whatever the trouble), never its log lines, an operation, or a state named (``counts_episodes``)."""
    return (asks_times(question) and _TROUBLE_TIMES.search(question) is not None
            and not actions_counted(question))


#: lines or alerts counted ("how many times did it log errors", "告警响了几次"): never a bare count of troubles
_TIMES_OF_LINES = regex(r"报错|出错|错误|告警|报警|日志|\b(?:errors?|warnings?|alerts?|logs?|lines?)\b", _P)


def counts_carried_troubles(question: str, earlier_questions: Sequence[str]) -> bool:
    """"how many times over the two days, and when did the last one start?" after "did the browsing cache act up
    this morning?": a bare times-count (no trouble, state, operation or lines of its own) counts the times of the
    trouble the conversation's last question asked about."""
    return (bool(earlier_questions) and asks_times(question) and _TROUBLE_TIMES.search(question) is None
            and _EPISODE_STATES.search(question) is None and _TIMES_OF_LINES.search(question) is None
            and not actions_counted(question) and (_TROUBLE_TIMES.search(earlier_questions[-1]) is not None
                                                   or _TROUBLE_ASKED.search(earlier_questions[-1]) is not None)
            and not actions_counted(earlier_questions[-1]))


#: "anything wrong with X today?", "X 今天有没有异常": an earlier question asking whether (or what) went wrong — a
#: bare "how many times?" after it counts the times of that trouble (the subject's episodes)
_TROUBLE_ASKED = regex(r"\b(?:anything|something|what(?:'s|s| is| was| went)?)\s+(?:wrong|off|amiss)\b|"
                       r"\bwrong with\b|异常|不对劲|不正常|出(?:什么|啥)事|怎么了|咋了|"
                       #: "购票app今天怎么老挂": a trouble said to come back (frostwick-fu-pool-how-many-zh)
                       r"(?:老|总|老是|总是|又|一直)\s*(?:挂|崩|堵|出问题|出错|报错|掉线|卡)", _P)


def counts_episodes(question: str) -> bool:
    """"how many times did X's pool get exhausted today?", "连接池告警一共响了几次", "was it maxed out more than
    once?": the trouble's episodes counted (each firing of its alert), never its log lines or an operation."""
    return ((asks_times(question) or MORE_THAN_ONCE.search(question) is not None)
            and _EPISODE_STATES.search(question) is not None and not actions_counted(question))



def actions_counted(question: str) -> list[str]:
    """The operations a question counts ("X 今天发了几次版", "how many deploys did X have", "重启过几次",
    "how many times was it rolled back"), in lexicon order; [] when nothing counts an operation."""
    found = []
    if (m := _COUNTED_NOUN.search(question)) is not None:
        found += [label for label, words in _COUNTED_NOUNS if re.fullmatch(words, m.group("noun"), _P)]
    if asks_times(question):
        for label, words, _ in ACTIONS:
            if any(_counts_operation(question, m) for m in re.finditer(words, question, _P)):
                found.append(label)
        found += [label for label, words in _PARTICIPLES if re.search(rf"\b(?:{words})\b", question, _P)]
    return [label for label, _, _ in ACTIONS if label in found]


def _counts_operation(question: str, m: re.Match[str]) -> bool:
    """A times-word counts the operation matched: in Chinese right at it ("发了几次版", "重启了几次", "几次发布",
    "发布次数"), never a later verb's count ("发版那段时间 E-1 一共报了几次", "重启之后报错了几次"); in English the
    operation is no scene of another verb ("how many times did it fail after / during the rollback")."""
    if re.search(r"[\u4e00-\u9fff]", m.group(0)):
        return bool(re.search(r"[几两]次|多少次", m.group(0))
                    or re.match(r"\s*(?:了|过)?\s*(?:一共|总共|共)?\s*(?:[几两]|多少)\s*[次回]|\s*次数",
                                question[m.end():])
                    or re.search(r"(?:[几两]|多少)\s*[次回]\s*$", question[:m.start()]))
    return not re.search(r"\b(?:after|since|before|during|while|in)\s+(?:the\s+|that\s+|this\s+|last\s+)?\w*\s*$",
                         question[:m.start()], _P)


#: the operation itself is what began or ended: "回滚几点完成的", "the rollback finish", "发版是几点开始的" — not an
#: operation that only sets the scene ("发布后…", "after that release")
#: "几点发完的", "几点全量完成的": the operation's own verb done (发完), or done for all traffic (全量)
#: "the 4.1.2 rollout of the rider app finish": the operation's subject said after it, then its time verb
#: "发了两次版，分别几点开始的": each of them asked after a comma
_TIMED_AFTER = regex(r"\s*(?:[,，]\s*(?:分别|各自|各)\s*)?(?:是|在)?\s*(?:几点|什么时候|啥时候|何时)?\s*"
                     r"(?:(?:全量|全部)?\s*"
                     r"(?:开始|完成|结束|[搞做弄办发]完|[搞弄办]好|搞定|好的|起)|"
                     #: "回滚几点全量的": put out to all traffic (全量) is the operation done
                     r"全量\s*(?:的|了)(?!\s*(?:之后|以后|后|以来)))|"
                     #: "回滚完是几点", "发版完的时间": the operation's own 完, then its time (not "完之后")
                     r"\s*完\s*(?:的时间|的)?\s*(?:是|在)?\s*(?:几点|什么时候|啥时候|何时)|"
                     #: "the reader app rollout at 9, what time did it finish?": a clause naming the operation,
                     #: then a when-question of it (not "when did it start failing")
                     r"(?:\s+(?:at|around|about|this|today|yesterday|tonight|last|on|earlier|morning|afternoon|"
                     r"evening|night|am|pm|v?\d[\d:.]*(?:am|pm)?))*\s*[,，;；:—–-]\s*(?:so\s+|and\s+|but\s+)?"
                     r"(?:what\s+time|when|at\s+what\s+time)"
                     r"\s+(?:did|was|were)\s+(?:it|that|they)\s+(?:(?:finish|finished|complete|completed|done|end|"
                     r"ended|wrap(?:ped)?\s+up|start|started|begin|began|kick(?:ed)?\s+off)\b(?!\s+(?:to\b|\w+ing\b)))|"
                     #: "the second deploy (4.2.1) kick off": a version in brackets (half- or full-width) after it
                     r"(?:\s*[(（]\s*v?\d+(?:\.\d+)+\s*[)）])?"
                     r"\s*(?:(?:of|for|on)\s+(?:the\s+)?(?:[\w-]+\s+){1,3}?|(?:\w+\s+){0,2}?)"
                     r"(?:finish|fini?sh|finished|complete|completed|done|end|ended|"
                     r"start|started|begin|began|kick(?:ed)? off|wrap(?:ped)? up)\b", _P)


#: a time verb before the operation ("finish rolling out", "started the rollback"); not a trouble after its noun
_TIMED_BEFORE = regex(r"\b(?:finish(?:ed)?|complete[ds]?|done|start(?:ed)?|begin|began)\s+(?:the\s+)?"
                      r"(?P<op>rolling\s+(?:out|back)|deploying|releasing|restarting|rebooting|"
                      r"(?:rollout|deploy(?:ment)?|release|rollback|restart)(?!\s+(?:failing|erroring|"
                      r"timing|crashing|breaking)))\b", _P)


#: "几点开始发版的", "什么时候开始回滚的": the when-word and the time verb before the operation ask its own time
_TIMED_BEFORE_ZH = regex(r"(?:几点|什么时候|啥时候|何时|哪会儿)\s*(?:就|才)?\s*(?:开始|完成|结束|着手)\s*$")


#: "the rollout start failing": the trouble begins, not the operation
_STARTS_SOMETHING = regex(r"\s*(?:\w+\s+){0,2}?(?:start|started|begin|began)\s+(?:to\s+)?\w+ing\b|"
                          r"\s*(?:\w+\s+){0,2}?(?:start|started|begin|began)\s+to\b", _P)


def actions_timed(question: str) -> list[str]:
    """Operations whose start or end a question asks ("when did the rollback finish?" → ["回滚"]; "what time did
    the X 2.9.0 rollout finish?": a deploy named by its noun, which elsewhere only names a suspect): the time of the
    operation is read from its change events, not from the anomalies around it."""
    found = []
    lexicon = [*ACTIONS, ("发布", DEPLOY_NOUN.pattern, ())]
    for label, words, _ in lexicon:
        m = re.search(words, question, _P)
        if m is None or label in found or not (
                _TIMED_AFTER.match(question[m.end():m.end() + 40])
                or (_TIMED_BEFORE_ZH.search(question[max(0, m.start() - 16):m.start()])
                    and not re.match(r"\s*(?:后|之后|以后|以来|完之后)", question[m.end():]))):
            continue
        before = question[max(0, m.start() - 12):m.start()]
        if re.search(r"\b(?:after|since|before|until)\s+(?:the\s+|that\s+|this\s+|last\s+)?\w*\s*$|自从?\s*$|从\s*$",
                     before, _P) or _STARTS_SOMETHING.match(question[m.end():m.end() + 40]):
            continue
        found.append(label)
    #: "When did X 2.3.0 finish rolling out?", "when did they start rolling back?": the time verb before the
    #: operation's own -ing form (or its noun) asks the operation's time the same way
    for m in _TIMED_BEFORE.finditer(question):
        label = next((name for name, words, _ in ACTIONS if re.search(words, m.group("op"), _P)), "发布")
        if label not in found:
            found.append(label)
    #: "When was the fixed build fully rolled out?": a deploy done for all traffic (its completed line); "X 4.12.0
    #: 几点开始发的", "那个 2.14.1 几点全量完成的": a version's own start or finish is its deploy's
    if (_FULLY_OUT.search(question) or _VERSION_TIMED.search(question)
            or _SENT_OUT_BARE.match(question)) and "发布" not in found:
        found.append("发布")
    return found


#: "发完是几点", "那几点发完的": the bare verb 发 done (发完) heading a follow-up whose earlier question asked about a
#: deploy — nothing but a pronoun or a when-word before it (not "短信几点发完的", a message sent)
_SENT_OUT_BARE = regex(r"\s*(?:那么?|那个|这个|它|这次|那次)?\s*(?:版本?)?\s*(?:是)?\s*"
                       r"(?:(?:几点|什么时候|啥时候|何时)\s*(?:才|就)?\s*)?(?:(?:全量|全部)?\s*发完|"
                       #: "X 昨晚是不是发了版" → "几点开始发的": the bare verb begun
                       r"开始\s*发(?=\s*(?:的|了)?\s*(?:呢|啊)?\s*[？?。]?\s*$))"
                       r"(?!\s*(?:之后|以后|后|以来|再|就))")


#: a deploy done for all traffic ("fully rolled out", "rolled out to everyone", "全量上线")
_FULLY_OUT = regex(r"\b(?:fully|completely|entirely)\s+(?:rolled\s+out|deployed|released|shipped|live)\b|"
                   r"\b(?:rolled\s+out|deployed|released)\s+(?:fully|completely|everywhere|to\s+(?:all|every\w*|100\s*%))"
                   r"|全量(?:上线|发布|发完|部署)", _P)


#: a version named, then when it began or finished going out ("4.12.0 几点开始发的", "2.14.1 几点全量完成的")
#: "X 新版本几点开始发的": the new version, named by no number, is the deploy's too
_VERSION_TIMED = regex(r"(?:(?<![\w.])v?\d+\.\d+(?:\.\d+)+(?![\w.])|新的?(?=版))\s*(?:版本?)?\s*(?:是|在)?\s*"
                       r"(?:几点|什么时候|啥时候|何时|哪会儿)\s*(?:就|才)?\s*(?:开始\s*发|全量|全部\s*发|发完|上线|"
                       r"开始\s*(?:上线|部署|推))", _P)


#: "when was it rolled back?", "what time did they restart it", "几点回滚的", "什么时候重启的": a when-word right
#: before the operation (a few words, no clause break) asks the operation's own time; "when was the bad 311 app
#: build rolled back?", "what time was the broken X 7.4.0 build rolled back?": up to seven words, a version among them
_WHEN_BEFORE = regex(r"(?:\bwhen\b|\bwhat time\b)(?:\s+[\w'-]+(?:\.[\w'-]+)*){0,7}\s*$|"
                     r"(?:几点|什么时候|啥时候|何时|哪会儿)[^，。；？！,.;?!\s]{0,6}\s*$", _P)
_SCENE_WORDS = regex(r"\b(?:after|since|before|until|following)\b|之后|以后|以前|之前|自从|从", _P)


def actions_when(question: str) -> list[tuple[str, str]]:
    """Operations whose time a when-question asks with the when-word before them ("when was it rolled back?" →
    [("回滚", "end")]): a deploy's time is its start (onset), another operation's its completion (end). An
    operation that only sets the scene ("when did it break after the deploy?") is not asked."""
    found = []
    for label, words, _ in ACTIONS:
        m = re.search(words, question, _P)
        if m is None:
            continue
        when = _WHEN_BEFORE.search(question[max(0, m.start() - 64):m.start()])
        if when is None or _SCENE_WORDS.search(when.group(0)):
            continue
        found.append((label, "onset" if label == "发布" else "end"))
    if not found and _WHEN_DEPLOYED.search(question):  # "when was the release rolled back?" asks the rollback
        found.append(("发布", "onset"))
    return found


#: "when was X deployed?", "what time did X roll out?": the subject deployed in the passive or as the doer (the
#: lexicon's deploy words need a person doing it, "they deployed", so that "the deploy" stays a suspect)
_WHEN_DEPLOYED = regex(r"\b(?:when|what time)\s+(?:was|were|did|is|has)\s+(?:[\w.-]+\s+){0,3}?"
                       r"(?:deployed|rolled out|released|shipped|deploy|roll out|release|ship)\b"
                       r"(?!\s+(?:break|broke|fail|go wrong|start|begin|cause|roll(?:ed)? back|revert))|"
                       #: "what time did the X rollout go out tonight?", "when did the release go live?"
                       r"\b(?:when|what time)\s+(?:did|does|was|will)\s+(?:[\w.-]+\s+){0,5}?"
                       r"(?:deploy(?:ment)?|release|rollout|build)\s+(?:go|goes|went)\s+(?:out|live)\b|"
                       #: "what time did X 3.2.0 go out?": a version named stands for its release
                       r"\b(?:when|what time)\s+(?:did|does|was|will)\s+(?:[\w.-]+\s+){0,4}?v?\d+(?:\.\d+){1,3}\s+"
                       r"(?:go|goes|went)\s+(?:out|live)\b", _P)


#: "那之前呢", "在那之前", "before that": the time before the event the conversation told
_BEFORE_THAT = regex(r"(?:^|[\s，,])(?:那|在那|那在)(?:之前|以前)|^\s*(?:之前|此前)呢|\bbefore that\b|"
                     r"\bprior to that\b|\bearlier than that\b", _P)


def before_told_trouble(question: str, earlier_questions: Sequence[str] = ()) -> list[str]:
    """"was X failing anything earlier than that today?" after "when did the flower cache storm start today?": the
    time before the trouble the conversation's last question told (no operation) — the words a record of that
    trouble holds (``symptoms.symptom_words`` of the lexicon), [] when the question asks no "before that" or the
    last question told no trouble by a kind word (invUC)."""
    if not earlier_questions or not _BEFORE_THAT.search(question):
        return []
    if any(re.search(words, earlier_questions[-1], _P) for _, words, _ in ACTIONS):
        return []
    return symptom_words(earlier_questions[-1], lexicon_only=True)


_BEFORE_DEPLOY = regex(r"\bbefore\s+(?:the|that|this|its|their|last)\s+(?:[\w.-]+\s+){0,2}?"
                       r"(?:deploy(?:ment)?|release|rollout|roll-out)\b", _P)


def actions_before(question: str, earlier_questions: Sequence[str] = ()) -> list[str]:
    """Operations a question asks about the time before ("发版之前有没有报错", "before the deploy"), or — "那之前呢 它有
    没有报过错" after "昨天下午X发版出事了对吧" — the operation the conversation's last question told."""
    found = []
    for label, words, _ in ACTIONS:
        for m in re.finditer(words, question, _P):
            after, before = question[m.end():m.end() + 6], question[max(0, m.start() - 12):m.start()]
            if re.match(r"\s*(?:之前|以前|前(?![天日]))", after) or re.search(
                    r"\bbefore\s+(?:the\s+|that\s+|this\s+|last\s+)?\w*\s*$", before, _P):
                found.append(label)
                break
    if not found and _BEFORE_DEPLOY.search(question):
        found = ["发布"]  # "any errors before the deploy?": the noun (no person doing it) names the release too
    if not found and earlier_questions and _BEFORE_THAT.search(question):
        found = [label for label, words, _ in ACTIONS if re.search(words, earlier_questions[-1], _P)][:1]
    return found


def actions_since(question: str) -> list[str]:
    """Operations a question measures from ("回滚之后还好吗", "stable since the rollback?")."""
    found = []
    for label, words, _ in ACTIONS:
        for m in re.finditer(words, question, _P):
            after, before = question[m.end():m.end() + 6], question[max(0, m.start() - 12):m.start()]
            if re.match(r"\s*(?:之后|以后|以来|后)", after) or re.search(
                    r"\b(?:after|since)\s+(?:the\s+|that\s+|this\s+|last\s+)?\w*\s*$|自从?\s*$", before, _P):
                found.append(label)
                break
    return found


#: the operation done again ("重新发布", "重发", "又发版了", "the redeploy"): of its change events, the latest one
_AGAIN = regex(r"重新(?:发布|发版|部署|上线|发上去|发(?=\s*(?:了|过|吗|么|没)))|重发|"
               r"再次(?:发布|发版|部署|上线)|再发(?:了|一)?(?:次)?版|"
               r"又(?:发(?:了|过)?(?:(?:[一两几]|多少)次)?版|发布|部署|上线)|"
               r"\bre-?deploy(?:ed|ment|s)?\b|\bre-?releas(?:e|ed)\b", _P)
#: the first of them ("第一次发版", "the first deploy"): its earliest change event
_FIRST_DONE = regex(r"(?:第一次|头一次|首次|最早那次)\s*(?:的)?(?:发布|发版|部署|上线)|"
                    r"\b(?:first|original|initial|earlier) (?:deploy(?:ment)?|release|rollout)\b", _P)


#: the one of them that broke things ("the bad sunledger deploy", "出问题的那次发版"): the change event errors followed
#: "the bad route planner version": a few words of the subject between, the version that went out too
_BAD_DONE = regex(r"(?:出问题|有问题|坏)的?(?:那次|那个)?\s*(?:发布|发版|部署|上线|版本)|"
                  r"\b(?:bad|broken|faulty|failed) (?:[\w-]+ ){0,3}(?:deploy(?:ment)?|release|rollout|version)\b",
                  _P)


def operation_order(question: str) -> str:
    """Which of an operation's repeated change events a question names: "last" for the operation done again ("重新
    发布是几点开始的", "since the redeploy"), "first" for the first of them ("第一次发版"), "bad" for the one errors
    followed ("the bad deploy"), else ""."""
    if _AGAIN.search(question):
        return "last"
    if _BAD_DONE.search(question):
        return "bad"
    return "first" if _FIRST_DONE.search(question) else ""


#: "从上线到回滚完持续了多久", "how long from the deploy to the rollback": the span between two operations' change
#: events (the first side's, then the second's after it)
_BETWEEN_OPS = regex(r"从\s*(?P<a>[^，。？?,]{1,10}?)\s*(?:到|至|一直到)\s*(?P<b>[^，。？?,]{1,10})|"
                     r"\bfrom (?P<ea>[\w ]{1,24}?) (?:to|until|till) (?P<eb>[\w ]{1,24})|"
                     r"\bbetween (?P<ba>[\w ]{1,24}?) and (?P<bb>[\w ]{1,24})", _P)


#: a deploy named by its noun ("its 10:40 rollout"), also for a question asking how it went
DEPLOY_NOUN = regex(r"\b(?:deploy(?:ment)?|release|rollout)\b", _P)
#: "how long was the bad release live before it got rolled back?", "…out until the rollback": the span from the
#: deploy's change event to its rollback's
_LIVE_UNTIL_UNDONE = regex(r"(?:\b(?:deploy(?:ment)?|release|rollout|build|version)\b|"
                           #: a version said by its number ("how long was X 4.12.0 live before …")
                           r"(?<![\w.])v?\d+\.\d+(?:\.\d+)+(?![\w.])).{0,40}?"
                           r"\b(?:before|until|till)\s+"
                           r"(?:(?:it|they|we|someone|somebody|ops)\s+)?(?:(?:got|was|were|had been|been|get)\s+)?"
                           r"(?:rolled\s+(?:(?:it|them|that|this)\s+)?back|reverted|(?:the\s+)?rollback)\b", _P)


#: "When was X back to normal after the bad deploy?": the end of a deploy's trouble, the deploy only setting the scene
_AFTER_BAD_DEPLOY = regex(r"\b(?:after|following)\s+(?:the|that|this)\s+(?:bad|broken|faulty|failed)\s+"
                          r"(?:[\w.-]+\s+){0,2}?(?:deploy(?:ment)?|release|rollout)\b|"
                          r"(?:发版|发布|上线|部署)(?:出问题|翻车|搞坏|挂了)(?:之后|以后|后)", _P)


def ended_after_bad_deploy(question: str) -> bool:
    """Whether an end is asked of the trouble a bad deploy brought ("back to normal after the bad deploy", "发版翻车
    之后几点恢复的"): that deploy's undoing (its rollback's completion) ends it, when one was logged."""
    return _AFTER_BAD_DEPLOY.search(question) is not None


#: "how long was the bad X version live today?", "那个坏版本在线上跑了多久": a bad release is live from its deploy
#: until its rollback
_BAD_LIVE = regex(r"\bhow long\b.{0,40}?\b(?:bad|broken|faulty|buggy)\b.{0,40}?"
                  r"\b(?:deploy(?:ment)?|release|rollout|build|version)\b.{0,16}?"
                  r"\b(?:live|out|up|running|in production|serving)\b|"
                  #: "how long was checkout broken by the bad deploy": the trouble a bad deploy brought, told by what
                  #: it broke
                  r"\bhow long\b.{0,40}?\b(?:broken|down|failing|erroring|out|hosed|busted)\s+"
                  r"(?:by|after|from|because of|due to|thanks to)\s+(?:(?:the|that|this|a|their|our)\s+"
                  r"(?:bad|broken|faulty|buggy|failed)|(?:that|this))\s+(?:[\w.-]+\s+){0,2}?"
                  r"(?:deploy(?:ment)?|release|rollout|build|version)\b|"
                  r"(?:坏|有问题的|出问题的)(?:那个|那次)?\s*(?:版本|发版|发布)[^，。？?,]{0,10}?"
                  r"(?:多久|多长时间)|"
                  #: "预约发版坏掉的那次 一共坏了多久", "发版出问题 前后持续了多久": the trouble a deploy brought, from
                  #: its start to its rollback
                  r"(?:发版|发布|上线)(?:后|之后)?(?:坏掉|坏了|出问题|出了问题|出事|翻车|炸了|挂了)的?(?:那次|那回|那波)?"
                  r"[^。？?]{0,12}?(?:多久|多长时间)", _P)


#: "how long did the X rollout take?", "app 5.8.0 发布花了多长时间": the deploy's own span, from its start event to
#: its completion (one operation, not a trouble after it)
_DEPLOY_TOOK = regex(r"\b(?:how long|how many (?:minutes|mins|hours)) did (?:the |its |that |this |their )?"
                     r"(?:[\w.-]+ ){0,4}?"
                     r"(?:deploy(?:ment)?|release|rollout|roll-out) take\b|"
                     r"\bhow long did it take to (?:deploy|release|roll out|ship)\b|"
                     r"(?:发布|发版|上线|部署)(?:过程)?\s*(?:一共|总共|大概|大约)?\s*(?:花|用|耗)(?:了|掉|费了)?\s*"
                     r"(?:多长时间|多久|几分钟|多少分钟)|"
                     #: "这次发布从开始到发完用了多长时间", "上线从开始到结束持续了多久": the deploy's own
                     #: start and end told as the span's two ends
                     r"(?:发布|发版|上线|部署)(?:过程)?\s*(?:是|一共|总共)?\s*从(?:开始|启动)(?:发|上线|部署)?\s*到\s*"
                     r"(?:发|上|部署|上线)?(?:完成?|结束|全量(?:完成?)?)[^，。？?,]{0,8}?(?:多长时间|多久|几分钟|多少分钟)",
                     _P)


def actions_spanned(question: str) -> list[str]:
    """Two operations a duration runs between ("第一次发版从上线到回滚完一共持续了多久" → ["发布", "回滚"]), the one
    deploy whose own span is asked ("how long did the X rollout take?" → ["发布"]), else []."""
    if _LIVE_UNTIL_UNDONE.search(question) or _BAD_LIVE.search(question):
        return ["发布", "回滚"]  # "how long was the bad release live before it got rolled back?"
    if _DEPLOY_TOOK.search(question):
        return ["发布"]
    m = _BETWEEN_OPS.search(question)
    if m is None:
        return []
    sides = [m.group("a") or m.group("ea") or m.group("ba") or "", m.group("b") or m.group("eb") or m.group("bb") or ""]
    labels = [next((label for label, words, _ in ACTIONS if re.search(words, side, _P)),
                   "发布" if DEPLOY_NOUN.search(side) else "") for side in sides]
    return labels if all(labels) and labels[0] != labels[1] else []


def action_stems(label: str) -> tuple[str, ...]:
    return next((stems for name, _, stems in ACTIONS if name == label), ())


#: any operation word of the lexicon ("几点回滚完成的"): a question about an operation is no question for a change cause
ACTION_WORDS = regex("|".join(f"(?:{words})" for _, words, _ in ACTIONS), _P)


#: "闸口和理货同时出问题，是同一个原因吗？", "do X and Y share a root cause?": whether two subjects' troubles have one
#: origin (a yes/no over their dependency chains, not a cause of each)
_SAME_CAUSE = regex(r"(?:同一个?|共同的?)(?:原因|根因|源头|问题|故障|事件|毛病)|"
                    #: "跟昨晚那次是一个原因吗": "one cause" after 是
                    r"是一个(?:原因|根因|源头)|"
                    r"(?:同样|一样)的?(?:原因|根因|源头)|"
                    r"同一回事|同一件事|同一码事|"
                    #: "hit by the same database problem as Y": the trouble's kind between
                    r"\bsame (?:[a-z]+ ){0,2}(?:cause|issue|problem|incident|reason|origin|outage)s?\b|"
                    r"\b(?:share|shared|sharing) (?:a|the|one|any)? ?(?:root )?(?:cause|origin)\b|"
                    r"\bcommon (?:root )?cause\b", _P)


@lru_cache(maxsize=256)
def asks_same_cause(question: str) -> bool:
    """Whether the question asks if the troubles it names share one cause (kept: the planner's rules ask it of one
    question a dozen times)."""
    return _SAME_CAUSE.search(question) is not None


def without_same_cause(question: str) -> str:
    """The question without its words asking for one cause ("是同一个原因吗": 同一 is no "same hours")."""
    return _SAME_CAUSE.sub(" ", question)


def onset_boundary(question: str, *, now: datetime, zone: tzinfo) -> tuple[datetime, str] | None:
    """The clock a yes/no compares the subject's onset with ("before midnight" → the last local midnight passed;
    "before 9pm" → the last 21:00 passed) with the question's words for it, or None."""
    m = CLOCK_BEFORE.search(question)
    if m is None or ended_before_asked(question):  # "12点之前就修好了吧": the end against the clock, not the onset
        return None
    return _clock_passed(m, now=now, zone=zone)


def end_boundary(question: str, *, now: datetime, zone: tzinfo) -> tuple[datetime, str] | None:
    """The clock a yes/no compares the trouble's end with ("过了零点才换好的吗" → the last local midnight passed;
    "半夜12点之前就修好了吧" → the same clock, asked the other way round: ``ended_before_asked``) with the question's
    words for it, or None."""
    m = CLOCK_AFTER.search(question)
    if m is None or not (m.group("en") or m.group("past") or m.group("after")):
        m = CLOCK_FIXED_BEFORE.search(question)
        if m is None:
            return None
    return _clock_passed(m, now=now, zone=zone)


def ended_before_asked(question: str) -> bool:
    """Whether a yes/no about the trouble's end against a clock asks if it had ended before it ("之前就修好了吧")
    rather than only after it ("过了零点才换好的吗")."""
    m = CLOCK_AFTER.search(question)
    after = m is not None and bool(m.group("en") or m.group("past") or m.group("after"))
    return not after and CLOCK_FIXED_BEFORE.search(question) is not None


def _clock_passed(m: re.Match[str], *, now: datetime, zone: tzinfo) -> tuple[datetime, str] | None:
    """The last local time passed of the clock a match names, with its words."""
    groups = {k: v for k, v in m.groupdict().items() if v}
    en, zh, pm = (groups.get(k) or groups.get(f"{k}2") or "" for k in ("en", "zh", "pm"))
    said = (en or zh).lower().replace(" ", "")
    if said in ("midnight", "午夜", "零点") or said.startswith("半夜"):
        hour, minute = 0, 0
    elif said == "noon" or said.startswith("中午"):
        hour, minute = 12, 0
    else:
        digits = re.match(r"(\d{1,2})(?::(\d{2}))?", said)
        if digits is not None:
            hour, minute = int(digits.group(1)), int(digits.group(2) or 0)
        else:
            hour, minute = int(_cn_number(said.split("点")[0]) or 0), 0
        if (said.endswith("pm") or pm) and hour < 12:
            hour += 12
        if said.endswith("am") and hour == 12:
            hour = 0
        if "半" in said:
            minute = 30
        elif (mins := re.search(r"点(\d{1,2})", said)) is not None:
            minute = int(mins.group(1))
    if hour > 23 or minute > 59:
        return None
    local = now.astimezone(zone)

    def passed(h: int) -> datetime:
        at = local.replace(hour=h, minute=minute, second=0, microsecond=0)
        return at if at <= local else at - timedelta(days=1)

    last = passed(hour)
    if re.fullmatch(r"\d{1,2}(?:o'?clock)?", said) and hour < 12:
        last = max(last, passed(hour + 12))  # "over by 9?": a bare hour is the last 9 o'clock passed, am or pm
    return last, pm + (en or zh)
