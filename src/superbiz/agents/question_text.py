"""The question as asked, without the chat around it: what the Planner reads.

On-call engineers type into a chat: "@oncall", "hi, quick question -", "急！！", "在吗？", a trailing "thx" or
"谢谢", doubled question marks, no question mark at all, Latin words glued to Chinese ("transcode-worker现在lag多少").
None of it changes what is asked, yet every phrase pattern of the Planner is anchored on the question's start or
end, or on word boundaries that Chinese characters (word characters to ``re``) do not give. So the Planner reads
:func:`clean_question`: the lead-ins and sign-offs dropped, one end mark, a space where Latin letters meet Chinese.
Names, ids, numbers and time expressions are never touched (a space never goes between a digit and Chinese:
"10点", "3号" stay whole).
"""

from __future__ import annotations

import re

from superbiz.agents.timeforms import canonical_time_forms
from superbiz.lazy_re import regex

__all__ = ["clean_question"]

_P = re.IGNORECASE
_CJK = "\u3400-\u9fff"
_SEP = r"[\s,，:：;；.。!！?？~～、-]*"
#: a chat lead-in: mentions, greetings, urgency, "quick question", "请问/麻烦" (repeated: "@oncall hi, urgent!!");
#: an English lead word only when punctuation follows it ("urgent alerts?" keeps its adjective)
_LEAD = regex(
    rf"^{_SEP}(?:@[\w.-]+\s|(?:(?:hi|hey|hello|yo|morning)(?:\s+(?:all|team|folks|there|guys))?|"
    rf"quick\s+(?:question|q)|urgent|asap|help|sos|sorry\s+to\s+(?:bother|ping)(?:\s+you)?|question|q|"
    #: "night shift handover - what broke after 1am?", "on-call handoff:": the asker's own routine frames the
    #: question (it names no subject, even where a service's description holds "handover")
    rf"(?:(?:night|day|morning|evening|late|early|weekend)\s+)?(?:shift\s+)?"
    rf"(?:handover|hand-?off|shift\s+change|stand-?up|on-?call\s+(?:handover|hand-?off|check|sync))"
    rf"(?:\s+(?:notes?|summary|check|here))?)"
    rf"\s*[,:!，：！\-\u2013\u2014]|"
    #: "夜班交接班，凌晨1点以后出了啥事": the same framing in Chinese
    rf"(?:夜班|早班|白班|晚班)?(?:交接班|交班|接班|值班交接|早会|晨会)(?:一下|了)?{_SEP}[，,:：\-\u2013\u2014]|"
    rf"在吗|在不在|你好|您好|哈喽|嗨|各位(?:大佬|同学|老师)?|大佬们?|紧急|急急急|急|救命|求助|打扰(?:一下)?|"
    rf"(?:想|我想)?(?:请问|问(?:一|下|一下))(?:一下|下)?|麻烦(?:你|您)?(?:帮(?:我|忙)?)?(?=\S)){_SEP}",
    _P,
)
#: a sign-off: thanks, please, "辛苦了" (an English one as a word of its own: "capacity" keeps its "ty")
_TAIL = regex(  # starting only where a run of separators starts: linear on "？？？…"
    rf"(?<![\s,，:：;；.。!！?？~～、-]){_SEP}(?:(?<![A-Za-z])(?:thx|thanks|thank\s+you|ty|tia|pls|plz|please|cheers)|谢谢(?:啦|了)?|多谢|感谢|"
    rf"辛苦(?:了|啦)?|麻烦了|拜托了?){_SEP}$",
    _P,
)
_END_MARKS = regex(r"([?？!！])[?？!！\s]+$")
#: a slip of the keyboard that hides the question word: "持续了多旧" (多久), "when did it finsh" (finish)
_TYPO_FIX = {"了多旧": "了多久", "续多旧": "续多久", "finsh": "finish", "finsih": "finish", "fnish": "finish",
             "midnite": "midnight"}
_TYPOS = regex("|".join(_TYPO_FIX), _P)
#: clipped day-part words ("this mornin", "evenin'"): whole words only, so the spelled-out word is left alone
_CLIPPED_PARTS = regex(r"\b(mornin|evenin)\b(?!g)", _P)
#: slang day-parts ("this arvo": this afternoon), read as the spelled-out word
_SLANG_PARTS = regex(r"\barvo\b", _P)
#: "is X failing bc of its cache?": chat shorthands of "because" before "of" (bc, b/c, cuz, coz, bcoz, cos) read as
#: the word spelled out, whose phrase tables ask a suspect
_BECAUSE_SHORT = regex(r"\b(?:bc|b/c|bcz|bcoz|bcuz|cuz|coz|cos)(?=\s+of\b)", _P)
#: "requests got bounced around midnite": records bounced are rejected (a bounce is otherwise a restart, an
#: operation asked) — the plural of a record noun before "got/were/are … bounced" reads "rejected"
_RECORDS_BOUNCED = regex(r"\b((?:requests|orders|payments|bookings|calls|emails|messages|sign-?ups|logins|tickets|"
                         r"transactions|transfers|submissions|uploads)\s+(?:got|get|were|are|being|been|keep "
                         r"getting|kept getting)\s+)bounced\b", _P)
#: written forms of the same question word, read as the one the Planner's phrase tables spell out
#: ("何时好的" = "什么时候好的", "昨日这个时候" = "昨天这个时候")
_SAME_WORD = {"何时": "什么时候", "啥时候": "什么时候", "昨日": "昨天", "今日": "今天", "前日": "前天"}
#: … but only as a word of its own: "午饭后到目前日票报了多少错" is 目前 + 日票 (a day pass), never 前日 (the day before
#: yesterday) — 前/今 ending a word before it (目前, 之前, 提前, 当前, 如今, 至今) keep their 日
_SAME_WORDS = regex(r"何时|啥时候|昨日|(?<![目之以提眼当事先从此日])前日|(?<![如当至迄])今日")
#: "证书现在还有问题么": the question particle 么 at a clause's end is 吗 (never the 么 of 什么/怎么/那么/这么/多么)
_ME_PARTICLE = regex(r"(?<![什怎那这多要为甚])么(?=\s*(?:[?？!！。.，,]|$))")
#: "is the X alarm firing?", "how many alarms are firing?", "how many alarms went off today?": an alarm said firing
#: (gone off, triggered, tripped) is an alert (a whole word:
#: "alarming" stays; "leak alarms the meters raised" are records of the business, no alert)
#: "is the kiosk deploy why people can't buy seats?": a yes/no whose suspect is said before "why" — read as "the
#: reason" (a cause question otherwise); not "is that why …" (a pronoun: the conversation's own cause)
_IS_X_WHY = regex(r"^(\s*(?:is|was|are|were)\s+(?!(?:it|that|this|there)\s+why\b)"
                  r"(?:(?!(?:why|what|which|who|how|when|where|and|or|but)\b)[\w'.-]+\s+){1,6})why\b"
                  r"(?!\s+(?:is|are|was|were|do|does|did|has|have|had|can|could|would|will|should)\b)", re.I)
#: ("how many alarms r firing rn": "r" typed for "are")
_ALARM = regex(r"\b([Aa])larm(s?)\b(?=(?:\s+(?:are|r|is|were|was|still|currently|now|have|has))*\s+"
               r"(?:fir(?:e|es|ed|ing)|went off|go(?:es)? off|going off|gone off|triggered|tripped|sounded|rang)\b)")
_GLUED = regex(rf"(?<=[A-Za-z])(?=[{_CJK}])|(?<=[{_CJK}])(?=[A-Za-z])")
#: a code or name that ends in digits glued to Chinese ("BKG-5040一共报了几次", "db01挂了"): set apart too; a bare
#: number stays whole ("10点", "3号", "1.5小时"); so is a version of three parts or more ("6.1.0几点开始发的")
_GLUED_CODE = regex(rf"(?<![A-Za-z0-9_.-])([A-Za-z][A-Za-z0-9_.-]*\d|\d+(?:\.\d+){{2,}})(?=[{_CJK}])")
#: a version glued to the Chinese before it ("停车证服务4.12.0几点发完的"): set apart from it too, or the version is
#: read as part of the word before it (Python's \w holds Chinese)
_CJK_BEFORE_VERSION = regex(rf"(?<=[{_CJK}])(?=\d+(?:\.\d+){{2,}}(?![\d.]))")


#: a short number typed apart from the Chinese around it ("11 点 25 那次发版", "3 个", "半小时内 2 次"): one word, as
#: typed glued ("11点25那次发版"); a number of five digits or more (an id) and one inside a code or clock ("App2 点",
#: "12:30 到") are left as typed
_SPACED_NUMBER = regex(rf"(?<![A-Za-z0-9_.:/#-])(\d{{1,4}}(?:\.\d+)?) +(?=[{_CJK}])")
_SPACE_BEFORE_NUMBER = regex(rf"(?<=[{_CJK}]) +(?=\d{{1,4}}(?:\.\d+)?[{_CJK}])")


def _strip_repeated(pattern: re.Pattern[str], text: str, *, at_start: bool) -> str:
    for _ in range(4):
        m = pattern.search(text)
        if m is None or m.end() - m.start() == 0:
            break
        rest = text[m.end():] if at_start else text[:m.start()]
        if not rest.strip(" ?？!！.。,，"):
            break  # the question is nothing but the lead-in ("help?"): keep it as asked
        text = rest
    return text


def clean_question(question: str) -> str:
    """``question`` without chat lead-ins and sign-offs, with one end mark and Latin words set apart from Chinese."""
    text = question.strip()
    text = _strip_repeated(_LEAD, text, at_start=True)
    ended = bool(re.search(r"[?？]\s*$", text)) or bool(re.search(r"[?？]", text[-12:]))
    text = _strip_repeated(_TAIL, text, at_start=False)
    text = _END_MARKS.sub(r"\1", text.strip())
    if ended and not re.search(r"[?？]\s*$", text):
        text += "？" if re.search(f"[{_CJK}]", text) else "?"
    text = _TYPOS.sub(lambda m: _TYPO_FIX[m.group(0).lower()], text)
    text = _CLIPPED_PARTS.sub(lambda m: m.group(1) + "g", text)
    text = _SLANG_PARTS.sub("afternoon", text)
    text = _BECAUSE_SHORT.sub("because", text)
    text = _RECORDS_BOUNCED.sub(r"\1rejected", text)
    text = _SAME_WORDS.sub(lambda m: _SAME_WORD[m.group(0)], text)
    text = _ME_PARTICLE.sub("吗", text)
    text = _IS_X_WHY.sub(r"\1the reason", text)
    text = _ALARM.sub(lambda m: f"{m.group(1)}lert{m.group(2)}", text)
    text = _SPACE_BEFORE_NUMBER.sub("", _SPACED_NUMBER.sub(r"\1", text))
    text = _GLUED_CODE.sub(r"\1 ", _CJK_BEFORE_VERSION.sub(" ", canonical_time_forms(text)))
    return _GLUED.sub(" ", text).strip()


#: "四点以后有多少单…失败的 天气取消的别算", "…一共搞挂了多少单 天气原因取消的不算", "how many failed, not counting the
#: weather cancellations": records set aside by the asker — the clause names a status that is not counted
_SET_ASIDE_ZH = regex(r"[，,;；\s]*([\u4e00-\u9fffA-Za-z_]{2,16}?)的?(?:都|也)?"
                      r"(?:别算|不算|不要算|不用算|不计|不计入|除外|不包括|不包含)(?:在内|进去|上)?(?=[。.!！?？，,\s]|$)")
_SET_ASIDE_EN = regex(r"[,;\s]*\b(?:not counting|excluding|except(?: for)?|leaving out|leave out|don'?t count|"
                      r"do not count|minus)\s+(?:the\s+)?([a-z][\w -]{1,40}?)(?:\s+ones?)?(?=[.!?,;]|$)", re.I)


def set_aside(question: str) -> tuple[str, str]:
    """``question`` without the clause setting records aside ("天气取消的别算", "excluding the weather cancellations")
    and that clause's words ("" when none)."""
    for pattern in (_SET_ASIDE_ZH, _SET_ASIDE_EN):
        if (m := pattern.search(question)) is not None:
            return (question[:m.start()] + question[m.end():]).strip(), m.group(1)
    return question, ""
