"""Sides, suspects, owners and episodes of a planned question: the readings offline_plan asks of a question's two
sides, its suspect and the services its words harm.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from datetime import UTC, datetime, tzinfo

from superbiz.agents.plan_entities import (
    _CJK,
    _PAST_PART_END,
    _SUSPECT_MARK,
    _alerted_owner,
    _callers,
    _closure,
    _holding,
)
from superbiz.agents.plan_model import NOW_SIDE, Catalog
from superbiz.agents.plan_terms import (
    PAIR_SPLIT,
    described_failing_status,
    failing_status,
    shared_start,
    status_worded,
    statuses,
)
from superbiz.agents.question import (
    BACKLOG_WORDS,
    CAUSED,
    CAUSING,
    CLEFT_HARMED,
    FAILED_MORE,
    HARMED,
    HARMED_ZH,
    HARMS,
    PART_OF_CAUSE,
    QUEUE_KINDS,
    WHICH_FIRST,
    asks_failed_records,
    asks_log_lines,
    aspects_of,
    counts_errors_or_failures,
    description_head,
    kind_groups,
    kind_matches,
    match_services,
    names_record_words,
    status_matches,
    status_word_said,
    symptom_owner,
)
from superbiz.agents.question_ops import (
    METRIC_WORDS,
    counts_episodes,
    counts_troubles,
    operation_order,
)
from superbiz.agents.subjects import (
    GENERIC_ZH,
    USER_DEEDS,
    told_thing_owners,
)
from superbiz.agents.symptoms import _MECHANISMS, event_words, symptom_words
from superbiz.agents.timeparse import (
    PART_ENDS,
    TimeWindowSpec,
    names_clock,
    resolve_time,
)
from superbiz.lazy_re import built, regex

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


#: the question asks whether the suspected trouble reached its subject ("did payments get hit by the cert thing?");
#: "will it clear before midnight?" after a backlog's suspect asks no such thing (a prediction: the gap stays the
#: answer — the merged round's one loss of invUC's rule; read by ``causes`` through ``Plan.harm_asked``)
_HARM_ASKED = regex(r"\b(?:hit|affected|impacted|hurt|touched|broken|caused|because|due to|behind|blame)\b|"
                    r"影响|波及|导致|引起|造成|因为|由于|连累|拖累|搞的|的锅|受到?", re.I)


#: a clock said as a time ("the 23:30 pool thing"), no version or build
_CLOCK_TERM = regex(r"\d{1,2}[:.]\d{2}")


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
                        #: "比中午花艺缓存那次长吗": longer than a told episode, said first (invUC); never one told
                        #: by its order
                        r"^\s*(?:那|那么)?\s*比(?!第[一二三四五六七八九十\d])(?=[^，,。？?]{0,20}?(?:那一?[次波回阵]|的那次)(?:还|更)?(?:长|久))|"
                        r"^\s*(?:and\s+|how about\s+|what about\s+)?(?:compared? (?:to|with)|vs\.?|versus|"
                        r"against|relative to)\b", re.I)


#: the trouble going on now said as a side ("现在这波", "现在这次", "the one now", "right now")
_NOW_WAVE = regex(r"(?:现在|目前|眼下|当前)(?:这|的)?一?(?:波|次|回|阵)|"
                  r"\b(?:the one|the wave|this one) (?:right )?now\b|\bright now\b", re.I)


#: "预订那边因此报了多少错?": what the conversation's trouble caused, in its window
_AS_A_RESULT = r"因此|由此|受此|因为这个|\bas a result\b|\bbecause of (?:that|it|this)\b"


#: a count of a trouble's lines up to now, asked of the conversation's trouble with no window of its own
#: (not 因此 / as a result: a day of the counted service's lines may hold another trouble's too)
_CUMULATIVE = regex(r"\bso far\b|\bup (?:to|till|until) now\b|\bsince it (?:started|began)\b|到目前为止|迄今|"
                    #: "那到现在一共报了多少条错" after "X 是几点开始出错的": up to now, in all — the run's whole count
                    #: (invUC; "到现在" ends the run there, it asks nothing of the present)
                    r"到现在为止|(?:到现在|至今)\s*(?:一共|总共|累计|共计|总计)", re.I)


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


#: a follow-up setting another subject in a window of its own against the earlier question's ("more or fewer than
#: Y had last night?", "比 Y 昨晚多还是少？"): it opens with the comparing words
_CROSS_FOLLOW = regex(r"^\s*(?:(?:is|was|are|were) (?:it|that|this) )?"
                      r"(?:more|fewer|less|higher|lower|worse|better)"
                      r"(?: or (?:more|fewer|less|higher|lower|worse|better))?\s+than\b|"
                      r"^\s*(?:那|那么)?\s*(?:比|跟|和|与)\s*\S", re.I)


#: what a crossed follow-up asks: which is more ("跟 Y 昨晚有关系吗" is a suspect, not a comparison)
_CROSS_ASKS = regex(r"多|少|高|低|严重|比呢|\bthan\b", re.I)


_FOLLOW_ON = regex(r"^\s*(?:and|also|so|then)\b|^\s*(?:那|那么|还有|另外|然后)", re.I)


#: "did it hit the member app too?", "它有没有也影响到 Y": the conversation's trouble, said by a pronoun, doing the harm
_IT_HARMED = regex(r"^\s*(?:(?:so|and|but)\s+)?did\s+(?:it|that|this)\s+(?:also\s+|even\s+|actually\s+)?"
                   r"(?:hit|hurt|affect|impact|break|take down|drag down|knock out|reach|"
                   r"spill (?:over )?(?:into|onto))"
                   r"\s+(?!(?:anything|something|everything|anyone|any other|other|the limit)\b)|"
                   r"(?:它|这个?问题|那个?问题)\s*(?:有没有|是否|是不是|会不会)?\s*(?:也)?\s*"
                   r"(?:影响|波及|拖累|连累|牵连)(?:到|了)", re.I)


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
                       #: "是不是因为刚发的3.8.0": a version said after the release verb (发的 / 刚发) is the change
                       r"(?:刚|才|新)?发(?:了|的|布的)\s*(?:那个|这个)?\s*[vV]?\d+(?:\.\d+){1,3}\b|"
                       r"(?:刚|才)发\s*[vV]?\d+(?:\.\d+){1,3}\b|"
                       r"\b(?:deploy(?:ment)?|release|rollout)s?\b|"
                       r"\b(?:went|goes|go|gone) out\b|\b(?:shipped|rolled out)\b", re.I)


#: between a suspect's name and its change word: "X's deploy", "X 的那次发版", "X 最近的发布", "X 12:55 那次发版"
_CHANGE_OWNER = regex(r"(?:'s)?\s*"
                      r"(?:(?:前天|昨天|昨晚|昨夜|今天|今早|今晨|早上|上午|中午|下午|晚上|凌晨|半夜)\s*){0,2}"
                      r"(?:(?:\d{1,2}[:：.]\d{2}|(?:\d{1,2}|[一二两三四五六七八九十]{1,3})点"
                      #: "两点二十 / 九点零五": minutes said in Chinese numerals (kelpdome-member-rollout-not-cause-zh)
                      r"(?:半|一刻|三刻|\d{1,2}分?|[零〇]?[一二三四五六七八九十]{1,3}分?)?)(?:多|左右|前后)?\s*)?"
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
    if m is not None and m.group(3):
        #: "今天早上预约慢是不是数据库的锅": the bare "X 的锅" began at the sentence's start — the suspect is said
        #: after its yes/no mark, the symptom before it is the subject (invVD)
        return re.split(r"是不是|是否|就是", m.group(3))[-1].strip()
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
                        r"rollout|expiry|expiration|outage|slowdown|slowness|backlog|storm|mess|trouble|episode|"
                        #: "the overnight db lock thing": an incident told by its mechanism and a plain noun (invUC)
                        r"thing|issue|problem)\b",
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
    #: "the overnight db lock thing": a store's kind word beside its mechanism — the mechanism is the event (invUC)
    sides = [[w for w in side if w in _MECHANISMS] if len(side) > 1 else side for side in sides]
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


#: "今天因为锁等待挂掉的票单有几张", "orders that failed because of the lock wait": the records an event cost, told as
#: their failing's cause rather than by its span (invVC)
#: (the cause a trouble's kind — "因为定位挂了失败的", "因为付不了款失败", "because of the check-in db slowness" tell a
#: thing's failure, counted by its own status as before: leashloop, quiverly, loftbloom, lead mend)
_FAILED_BY_EVENT = regex(r"(?:因为|由于)[^，,。？?]{0,6}?(?:锁等待|锁|缓存|积压|证书|连接池|慢查询|风暴)"
                         r"[^，,。？?]{0,6}?(?:挂掉?|失败|出错|卡住|没成)|"
                         r"\b(?:fail(?:ed|s)?|broke|lost|stuck)\b[^,.?]{0,20}?\b(?:because of|due to)\s+the\s+"
                         r"(?:[\w-]+\s+){0,2}?"
                         r"(?:lock|cache|backlog|cert|certificate|pool|slow quer|storm)", re.I)


#: "what about the ones …": the records the conversation counted, asked of another incident
_THE_ONES = regex(r"\bthe ones\b|那些", re.I)


def span_told(question: str) -> bool:
    """Whether the question tells an incident by its span ("那段时间", "那次", "during"), not only as its records'
    failing's cause ("因为锁等待挂掉的")."""
    return _INCIDENT_SPAN.search(question) is not None


def event_counted(question: str, earlier_questions: Sequence[str] = ()) -> list[str]:
    """"昨晚证书过期那段时间一共失败了多少单乘车？": the failed records of one incident named by its event and its
    span — the word the event is logged with ([certificate]), counted like a side of `events_compared`; else []. A
    deploy is no event here (its failed records are its service's, read by the deploy's own rules) unless told as
    an incident of its own ("how many appts failed because of the bad deploy?", "what about the ones from the bad
    deploy?" after a count of failed records: the failing code that began with a deploy)."""
    failed = asks_failed_records(question) or (_records_fail(question) and names_record_words(question))
    if not failed and earlier_questions and _BARE_HOW_MANY.fullmatch(question):
        #: "and how many?" after "which bills failed during the payment cert problem?": the count asked alone is of
        #: the earlier turn's failed records, over the incident it named
        return event_counted(earlier_questions[-1])
    bad_deploy = _BAD_DEPLOY.search(question) is not None and _FROM_INCIDENT.search(question) is not None
    if bad_deploy and not failed and earlier_questions and _THE_ONES.search(question):
        failed = asks_failed_records(earlier_questions[-1])
    if bad_deploy and failed and not names_clock(question):
        return ["deploy"]
    if not failed or (_INCIDENT_SPAN.search(question) is None and _FAILED_BY_EVENT.search(question) is None):
        return []
    words = event_words(_RECORDS_DOWN.sub(" ", _FAILED_RECORD_WORDS.sub(" ", question)))
    #: (not an event's wave named by its clock, "两点那次锁等待期间挂了几单": the window said counts, not every wave of
    #: the event's code)
    return words if len(words) == 1 and not DEPLOY_SUSPECT.search(question) and not names_clock(question) else []


#: a count asked with no words of its own ("and how many?", "那一共多少？", "几单？")
_BARE_HOW_MANY = regex(r"\s*(?:(?:and|so|ok|okay|but)\s*,?\s*)?how many(?:\s+(?:then|in total|total|altogether|"
                       r"of them|were there|was that))?\s*[?？.!]*\s*|"
                       r"\s*(?:那|那么)?(?:一共|总共|共)?(?:有)?(?:多少|几)(?:个|单|笔|张|条)?(?:呢)?\s*[?？]*\s*",
                       re.I)


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
    #: "海星队", "闸机帮": a team's nickname (its bracketed part, 3+ characters) said as it is written
    nicknamed = [t for t in teams if any(len(nick.strip()) >= 3 and nick.strip() in question
                                         for nick in re.findall(r"[(（]([^)）]+)[)）]", t))]
    if len(nicknamed) == 1:
        return nicknamed[0]
    for m in (m for pattern in _TEAM_EN for m in pattern.finditer(question)):
        said = m.group(1).lower().split()
        #: "the pit crew team" (the words joined, "PitCrew"), "did the payments team" (the last word)
        for words in ("".join(said), said[-1]):
            if words in {"the", "our", "that", "this", "which", "whole", "ops"}:
                continue
            if (team := one(holds_latin(words))):
                return team
    return None


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
