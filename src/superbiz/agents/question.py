"""Question understanding for the offline planner: the aspects asked, the entities named, pronouns.

Entities come from the connected world's own catalogue: service names, aliases learned from the ``service``
table (descriptions and teams, e.g. a description "支付服务: …" makes "支付" name that service when no other
service claims it), dependency kinds (``mysql``, ``redis``…, so "数据库" names the dependency whose kind is a
database), alert names, error codes, and ids found by looking candidate tokens up in the data. Nothing here
names any particular world.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any, Literal

from superbiz.agents.question_ops import BROKE_IT_ZH, asked_before_told
from superbiz.agents.subjects import GENERIC_ZH as _GENERIC_ZH
from superbiz.agents.timeparse import present_context
from superbiz.agents.timewindows import PRESENT_EPISODE
from superbiz.lazy_re import built, regex
from superbiz.render.answer_base import ALERT_RANG_ZH, LAST_EPISODE, LONGEST_EPISODE
from superbiz.tools.lookup import UNHELD_ID
from superbiz.tools.orders import ID_DOTS, ID_JOINERS

__all__ = [
    "ALERTS_COUNTED",
    "ALERT_SEVERITY",
    "ASPECTS",
    "CN_COUNTERS",
    "FAILED_MORE",
    "FIRST_FAILED_RECORD",
    "FIRST_TIME",
    "ID_DOTS",
    "ID_JOINERS",
    "KIND_NOUNS",
    "LAST_TIME",
    "RECORD_ID_ASKED",
    "SCENE_THEN_ASKED",
    "UNHELD_ID",
    "WARNINGS_OR_ERRORS",
    "WHICH_CODE",
    "WHICH_FIRST",
    "Aspect",
    "IdKind",
    "IdLookup",
    "asks_about_problems",
    "asks_dependents",
    "asks_firing_alerts",
    "asks_log_lines",
    "asks_over",
    "asks_owner_others",
    "asks_record_owner",
    "asks_still",
    "asks_this_episode",
    "aspect_worded",
    "aspects_of",
    "cant_do_status",
    "compares_episodes",
    "counted_state_status",
    "counts_errors_or_failures",
    "counts_own_noun",
    "description_head",
    "episode_ordinal",
    "episode_sides",
    "failed_first_noun_status",
    "fails_again",
    "has_pronoun",
    "head_core",
    "id_candidates",
    "kind_groups",
    "kind_matches",
    "learn_aliases",
    "match_services",
    "names_record_words",
    "names_two_episodes",
    "owner_asked",
    "record_aliases",
    "record_topic",
    "shared_start",
    "status_matches",
    "status_word_said",
    "still_of_any_verb",
    "symptom_owner",
    "without_episode_parts",
]

Aspect = Literal[
    "cause", "yes_no", "onset", "end", "duration", "count", "comparison", "health", "how_to", "record", "overview"
]
ASPECTS: tuple[str, ...] = Aspect.__args__  # type: ignore[attr-defined]  # Literal exposes __args__
IdKind = Literal["order_id", "user_id", "trace_id"]

#: "还在疯狂驱逐吗", "仍在持续重试吗": still doing something (an adverb of excess, then its verb), asked at the end
_STILL_DOING = (r"(?:还|仍|依然)在(?!正常|运行|工作|跑|用|服务|线|吗|么)"
                #: "还在驱逐 key 吗": the doing may hold a latin word of its object
                r"[\u4e00-\u9fff](?:[\u4e00-\u9fff]|\s?[A-Za-z]{1,12}\s?){0,5}?(?:吗|么|没有?)"
                r"\s*[?？]?\s*$")

#: "has the partner's cert been renewed yet?", "证书续上了没": whether the renewal ended the trouble (a yes/no by
#: its end, like "has it recovered?")
_RENEWED_YES_NO = (r"(?:^|[,，]|\b(?:and|so|but|ok)\b)\s*(?:has|have|is|are|was|were)\b.{0,60}\b(?:been\s+)?"
                   r"(?:renewed|replaced|rotated)\b"
                   #: "was it only renewed after midnight?" is the end against a clock (``end_boundary``)
                   r"(?!.{0,30}\b(?:after|before|since|until)\b)|"
                   #: "did the partner ever renew their cert or are we still broken": the renewal asked with
                   #: did (yes once the trouble it ended is over)
                   r"^\s*(?:did|has|have)\b.{0,40}\b(?:ever\s+|actually\s+|finally\s+)?(?:renew|replace|rotate)\b"
                   r"(?!.{0,30}\b(?:after|before|since|until)\b)|"
                   r"(?:续上|续好|续期|换好|更新好?)了?(?:吗|么|没)")

_P = re.I
#: Chinese measure words of a count ("几节课", "多少笔", "几趟"): what is counted follows them; "几期" counts issues,
#: episodes or periods ("这个创作者一共有几期失败了", "续订了几期")
CN_COUNTERS = "个|名|位|部|件|台|张|笔|单|次|条|本|份|节|堂|趟|票|回|辆|间|批|期|波|轮|阵"
#: a suspect asked as one cause among others ("is X also part of why Y is failing?", "does X also play a part?",
#: "X 也是原因之一吗"): a yes/no about X, the "why" inside it asks no cause of its own
PART_OF_CAUSE = regex(r"\b(?:also\s+)?part of (?:why|the (?:cause|reason|problem|trouble))\b|"
                      r"\bplay(?:s|ed)? (?:a|any|some) (?:part|role)\b|"
                      r"(?:也|还)?是(?:[^是，,。？?]{0,40}?的)?原因之一",
                      re.I)
#: a suspect asked as the doer of the subject's harm ("is the payment db thing hitting trip bookings too?", "is the
#: ERP cert thing what's breaking X?"): a yes/no, the suspect said before the verb, the subject after it
HARMS = regex(r"\b(?:what(?:'s| is| was)\s+)?(?:breaking|hitting|hurting|affecting|impacting|taking down|"
              r"dragging down|knocking out)\s+(?=(?:the\s+)?[a-z])"
              #: "is X hitting timeouts / the limit?": X's own symptom, no suspect
              r"(?!(?:the\s+|a\s+|any\s+)?(?:[\w-]+\s+)?(?:errors?|timeouts?|limits?|capacity|issues?|problems?|"
              r"walls?|ceilings?|quotas?)\b)", re.I)
_HARMS_ASKED = regex(r"^\s*(?:is|was|are|were)\s+(?!(?:it|this|that|there|anything|something)\b)\S.{0,60}?\s"
                     + HARMS.pattern, re.I)
#: the same doer asked in the past ("did last night's cache mess actually hit the bar-owner app too?", "did X take
#: down Y?"): the suspect said between "did" and the verb, the subject after it ("did it hit the limit?" names none)
#: ("did the seat cache blowup touch member desk stuff at all": touch / reach, the same asked loosely)
HARMED = regex(r"\b(?:hit|hurt|affect|impact|break|take down|drag down|knock out|touch|reach)\s+"
               #: "did the release break anything?": a trouble asked, no subject named after the verb
               r"(?!(?:by|too|as well|also|anything|something|everything|stuff|things|it|them)\b)"
               r"(?=(?:the\s+|our\s+)?[a-z])(?!(?:the\s+|a\s+|any\s+)?(?:[\w-]+\s+)?(?:errors?|timeouts?|"
               r"limits?|capacity|issues?|problems?|walls?|ceilings?|quotas?|ratios?|rates?)\b)", re.I)
#: the same asked in Chinese ("昨晚的 X 问题有没有影响到 Y"): the suspect before the verb, the subject after it
#: ("影响到哪些服务" asks the dependents, no subject)
HARMED_ZH = regex(r"(?:有没有|是否|是不是|会不会)\s*(?:也\s*)?(?:影响|波及|拖累|连累|牵连|拖垮|拖慢)(?:到|了)+\s*"
                  r"(?!(?:哪|谁|什么|多少|几))|"
                  #: "X 那次坏发版有没有连带 Y 也报错": the suspect dragging the subject along (连带 needs no 到/了)
                  r"(?:有没有|是否|是不是|会不会)\s*(?:也\s*)?连带(?:着|到|了)?\s*(?!(?:哪|谁|什么|多少|几))|"
                  #: "X 那波驱逐是不是把 Y 也搞挂了": the same said with 把, the subject between 把 and the harm
                  r"(?:有没有|是否|是不是|会不会)\s*(?:也\s*)?把\s*(?!(?:哪|谁|什么|它|他|这|那))"
                  r"(?=[^，,。？?]{1,30}?(?:也|都)?\s*(?:搞|弄|拖|带|打|整)?(?:挂|垮|崩|瘫|死|慢)了)")
_HARMED_ASKED = regex(r"^\s*(?:(?:so|and|but)\s+)?did\s+(?!(?:it|they|we|you|i|anything|something|anyone|"
                      r"(?:this|that)(?!\s+(?:morning|afternoon|evening|week|month)\b))\b)\S.{0,60}?\s"
                      r"(?:actually\s+|also\s+|really\s+|even\s+)?" + HARMED.pattern, re.I)
#: "is the search thing causing checkout failures?", "is X behind the Y errors?": a suspect asked as the cause of the
#: trouble told after the verb (the trouble itself, unlike HARMS's victim): a yes/no, the suspect said before it
CAUSING = regex(r"\b(?:causing|triggering)\s+(?=(?:the\s+|these\s+|those\s+|all\s+|our\s+)?[a-z])", re.I)
_CAUSING_ASKED = regex(r"^\s*(?:(?:so|and|but)\s+)?(?:is|was|are|were)\s+"
                       r"(?!(?:it|this|that|there|anything|something|anyone|what)\b)\S.{0,60}?\s"
                       r"(?:really\s+|actually\s+|also\s+|still\s+)?" + CAUSING.pattern, re.I)
#: "did the storefront release cause the stock slowness?", "did X trigger Y's timeouts?": a suspect asked as the cause
#: of the trouble told after the verb, in the past (CAUSING's "is X causing Y"): a yes/no, the suspect said between
#: "did" and the verb ("did the release cause any errors?" asks whether anything failed after it, no subject)
CAUSED = regex(r"\b(?:cause|trigger)\s+"
               r"(?=(?:the\s+|these\s+|those\s+|all\s+|our\s+|tonight's\s+|today's\s+)?[a-z])"
               r"(?!(?:any|anything|something|everything|new|some|it|this|that|them|an?|more)\b)"
               r"(?!(?:the\s+|these\s+|those\s+)?(?:errors?|problems?|issues?|trouble|failures?|outages?|incidents?)\b)"
               #: "did X cause the failed card payments?": failed records, whose logger the words need not name
               #: (a gateway named by them may be clean) — left to the cause walk
               r"(?!(?:the\s+|these\s+|those\s+|all\s+|our\s+|tonight's\s+|today's\s+)?"
               r"(?:failed|failing|declined|rejected|bounced|stuck)\b)", re.I)
_CAUSED_ASKED = regex(r"^\s*(?:(?:so|and|but)\s+)?did\s+(?!(?:it|they|we|you|i|anything|something|anyone|"
                      r"(?:this|that)(?!\s+(?:morning|afternoon|evening|week|month)\b))\b)\S.{0,60}?\s"
                      r"(?:actually\s+|also\s+|really\s+)?" + CAUSED.pattern, re.I)
#: "was it the X release at 11:30 that broke Y?": a suspect set in a cleft before the harm it is asked of, the subject
#: after the verb
#: "was the X release at 2 what broke Y?": the same with "what" after the suspect itself (no "it" before it)
CLEFT_HARMED = regex(r"\b(?:that|what)\s+(?:broke|caused|killed|took down|knocked out|brought down|slowed down|hit|"
                     r"hurt)\s+(?=(?:the\s+|our\s+)?[a-z])(?!(?:anything|something|everything|it|them)\b)", re.I)
_CLEFT_ASKED = regex(r"^\s*(?:so\s+|and\s+)?(?:is|was)\s+(?:(?:it|this|that)\s+\S.{0,70}?\s|"
                     r"(?!(?:it|this|that|there|anything|something|what)\b)\S.{0,70}?\s(?=what\s))"
                     + CLEFT_HARMED.pattern, re.I)
#: "<records' trouble> - was that the X?": a trouble told first, the suspect asked after a dash or comma
TOLD_THEN_SUSPECT = regex(r"(?:\s[-–—]|[,;:，])\s*(?:was|is) (?:that|it|this) (?:the|a|an|our) "
                          r"[a-z][\w .-]{1,40}[?？]\s*$", re.I)
#: "昨晚预约失败 是不是预约库mysql锁了", "下单报错，是不是缓存满了": a failure told first, a thing's bad state
#: asked after
TOLD_FAILURE_THEN_STATE = regex(r"(?:失败|报错|出错|超时|异常|挂了|打不开|下不了单)[^，,。；;？?\s]{0,6}[\s，,；;]+"
                                r"(?:是不是|是否|会不会是?|难道是)\s*[^，,。？?]{1,24}?"
                                r"(?:锁|挂|满|崩|卡|堵|断|炸|慢|死)(?:住|掉|死|爆)?了[吗么]?[？?]?\s*$")
_ASPECT_PATTERNS: dict[str, re.Pattern[str]] = {
    "yes_no": regex(
        r"(?:是不是|是否|会不会|难道|有没有可能|是).{0,30}(?:导致|引起|造成|引发|的原因|因为|由于|的锅|的问题|有关|相关|"
        + BROKE_IT_ZH + r"|把(?!东西|什么|啥|事)[^，,。？?]{1,20}?(?:搞|弄)(?:坏|挂|崩|垮|死)了"
        r"|闹的|害的|惹的|拖(?:垮|累|慢)的|连累|牵连|拖累|带崩|带挂|"
        #: "是不是 X 变慢带出来的": a suspect that brought the symptom out
        r"(?:带|整|引|闹|惹)(?:出来|起来)的|拖的)"
        #: "它有没有受 X 影响", "是不是受 X 牵连": a suspect that affected the subject
        #: "订舱那边有没有被 X 拖累": the same in the passive with 被
        r"|(?:有没有|是不是|是否|有无)\s*(?:也\s*)?(?:受(?:到|了)?|被).{1,30}(?:影响|牵连|连累|拖累|波及)"
        r"|" + HARMED_ZH.pattern +
        #: "昨晚预约失败 是不是预约库mysql锁了": a failure told in a clause of its own, then whether a thing was in a
        #: bad state (锁了, 挂了, 满了…) — that thing suspected of the failure told, never both things' health
        r"|" + TOLD_FAILURE_THEN_STATE.pattern +
        r"|(?:导致|引起|造成).{0,12}(?:吗|么|\?|？)|有关系吗|相关吗|有关吗|有关联吗|有没有关系|有没有关联|扯上关系|"
        r"(?:跟|和|与).{1,30}有关|\bcaused by\b|\bbecause of\b|\bdue to\b"
        r"|\brelated to\b|\b(?:is|was|are|were) (?:it|this|that)\b.{0,30}\b(?:cause|fault|because)"
        #: "was the tooth model index to blame …": a suspect told in up to four words
        r"|\b(?:is|was|are|were)\s+(?!(?:actually|really|it|this|that)\b)[\w-]+(?:\s+[\w-]+){0,3}\s+"
        r"(?:really\s+|actually\s+)?to blame\b"
        r"|\b(?:could|might|can) (?:it|this|that) be\b|'s fault\b|\bdid \S+ cause\b"
        r"|\b(?:is|was|are|were)\b.{1,70}\b(?:down to|(?:coming|stemming|originating) from) (?:the |a |an )?[a-z]"
        #: "did the portal errors this morning come from the search index?": the same asked with "did"
        r"|^\s*(?:(?:so|and|but)\s+)?did\b.{1,70}\b(?:come|stem|originate)\s+from\s+(?:the |a |an )?[a-z]"
        r"|\bthe culprit\b|"
        #: "… right after X's 2pm release - was the release the cause?": a change named as the cause of the trouble
        #: told before it (the English of "是发版导致的吗")
        r"\b(?:is|was|were)\s+(?:the|that|this|[\w-]+'s)\s+(?:[\w:.-]+\s+){0,3}(?:deploy|deployment|release|rollout|"
        r"upgrade|update|migration|change)s?\s+(?:really\s+|actually\s+)?(?:the|a)\s+(?:root\s+)?(?:cause|reason)\b|"
        #: "Did the 5:15 app release break it?": a suspected change set against the trouble said before it (the
        #: English of "是不是发版搞挂的")
        r"\bdid\b.{1,50}\b(?:deploy|deployment|release|rollout|upgrade|update|migration|change)s?\s+"
        r"(?:actually\s+|really\s+)?(?:break|cause|trigger|do)\s+(?:it|this|that)\b|"
        #: "Is this morning's X deploy what's breaking Y?": a suspect set against the trouble it would explain
        r"^\s*(?:is|was|are|were)\b.{1,70}\bwhat(?:'s| is| was| has been)\s+(?:breaking|causing|behind|killing|"
        r"slowing|hurting|taking down)\b|"
        r"\b(?:hit|dragged down|taken down|brought down|knocked out) by\b|\binvolved in\b|"
        r"\b(?:have|has|had) anything to do with\b|" + PART_OF_CAUSE.pattern + "|"
        r"\bdid\b.{1,40}\b(?:start|begin|began|expir)\w*\b.{0,60}\bbefore\b|"
        #: "did the errors start right after 2026.11.3 went out?": a suspected release by its onset
        r"\bdid\b.{1,40}\b(?:start|begin|began)\w*(?:\s+\w+ing)?\s+(?:right |just |shortly |soon )?after\b|"
        r"比.{1,30}(?:先|更早)(?:出|开始|报)|先于"
        r"|\bthe (?:root )?(?:cause|reason) (?:of|for|why)\b|\bthe reason\b|\bresponsible for\b|是.{0,6}的(?:原因|根因)"
        #: "X 会不会是 Y 失败的根因？": a suspect asked as the root cause after a mark
        r"|(?:是不是|是否|会不会|难道是|可能是)[^，,。？?]{0,30}的(?:根因|起因|源头)"
        r"|拖(?:垮|累|慢)了|罪魁祸首|元凶|(?:导致|引起|造成)的.{0,24}[吗么?？]\s*$"
        r"|\bbehind (?:the|this|that|these|those)\b(?! (?:schedule|curve))"
        #: "was the contract db behind yesterday's failed signings?": a possessive (a day's, a part of the day's, a
        #: name's) after "behind" opens the trouble blamed, as "the" does
        r"|\bbehind (?:[\w-]+\s){0,2}[\w-]+'s\s"
        #: a suspected change, not a service: "是证书过期吗", "是证书过期了吧？", "was that the X cert?"
        r"|是.{0,10}(?:证书|发版|发布|部署|上线|新版本)[^，,。;；]{0,8}(?:吗|么|吧)\s*[？?]?\s*$"
        #: "是不是证书又过期了？": 是不是 / 是否 asks the yes/no without a final particle (and without an end mark)
        r"|(?:是不是|是否).{0,10}(?:证书|发版|发布|部署|上线|新版本)[^，,。;；]{0,8}[？?]?\s*$"
        #: "was it the rollout at 1:30?", "was it the 1:30 deploy?": the change named by its clock too
        r"|\b(?:is|was) (?:it|this|that) (?:the |a |an )?[\w :.-]{0,40}\b(?:cert|certificate|deploy|deployment|release|"
        r"rollout)s?(?:\s+(?:at|around|about)\s+[\w:. ]{1,16})?\s*[?？]?\s*$"
        #: "they shipped X at 3:30pm and it fell over right after. bad release right?": the change judged bad, asked
        r"|(?:^|[.!。;；]\s*)(?:(?:so|and|but|was it|it was|just|a|an|the|that|this)\s+){0,3}"
        r"(?:bad|broken|faulty|botched|buggy|dodgy)\s+(?:deploy|deployment|release|rollout|build|push|update|"
        r"upgrade|version)s?\b[,，]?\s*(?:(?:right|then|eh|huh|yeah|no|tho|though|innit)?\s*[?？]|"
        #: "… bad release right" typed with no question mark: the tag word ending the text still asks
        r"(?:right|eh|huh|yeah|innit)\s*[.。!！]?\s*$)"
        #: "was it the X rollout tho? it went out right before": a filler word, then a clause told after the mark
        r"|\b(?:is|was) (?:it|this|that) (?:the |a |an )?[\w :.-]{0,40}\b(?:cert|certificate|deploy|deployment|release|"
        r"rollout)s?\s+(?:tho|though|then|really|actually)\s*[?？]"
        #: "last night's bounced renewals - was that the billing db lock waits?": a trouble told, then a suspect
        #: asked after a dash or comma
        r"|" + TOLD_THEN_SUSPECT.pattern +
        #: "是不是 X 那边接口挂了": a suspect named by its side
        r"|(?:是不是|是否).{1,30}(?:那边|那头|这边)|" + _HARMS_ASKED.pattern + "|" + _HARMED_ASKED.pattern + "|"
        + _CLEFT_ASKED.pattern + "|" + _CAUSING_ASKED.pattern + "|" + _CAUSED_ASKED.pattern, _P),
    "cause": regex(r"(?:是|出在)?哪一?(?:层|环|段|个环节)(?:出?的|出了)?(?:问题|毛病|锅)|为什么|为何|原因|根因|怎么回事|(?:怎么|咋)搞的|为啥|咋回事|出啥事|出了啥|发生了啥|啥情况|什么问题|是啥问题|什么情况|出了什么|发生了什么|咋了|\bwhy\b|\broot cause\b"  # noqa: E501
                   r"|\bwhat(?:'s| is| was) (?:wrong|going on|happening)|\bwhat happened\b|\bcause[sd]?\b"
                   #: "the app was crawling from half six till seven, what was behind it?": what lay behind the trouble
                   #: told before (a clause of its own: "is the deploy what's behind it?" asks a suspect)
                   #: "proof uploads keep failing since like 9pm, whats causing it?": what is causing it
                   r"|(?:^|[,，;；.?!]\s*|\s[-–—]\s*)what(?:'s|s| is| was) (?:really )?(?:behind|causing) "
                   r"(?:it|this|that|all this)\b"
                   r"|哪里出了?(?:问题|错)|哪儿出了?(?:问题|错)|问题出在哪|\bwhat broke\b"
                   #: "到底是哪个环节出问题了": which link of the chain went wrong — the cause
                   r"|哪(?:个|一)(?:环节|环|步|部分|地方|块)出了?(?:问题|错|毛病|岔子)"
                   #: "and whats the root of that, all the way down?": the root asked (its "'s" typed bare too)
                   r"|\bwhat(?:'s|s| is| was) the (?:real |actual )?root\b"
                   #: "which service broke it?", "who broke it?" (after "what happened to order …?"): the
                   #: service behind the trouble, asked by its kind of part
                   r"|\b(?:which|what) (?:services?|components?|parts?|systems?|dependency|dependencies|apps?)"
                   r" (?:broke|killed|(?:took|brought) (?:it |this |that )?down|knocked (?:it |this |that )?out)"
                   r"\b(?!\s+(?:first|down|before|after))"
                   r"|\bwho broke\b"
                   r"|哪个(?:服务|组件|系统|依赖|环节)(?:给|把它)?(?:搞|弄|整)?(?:挂|坏|崩)"
                   r"|\bwhat(?:'s| is) breaking\b|\bwhere (?:is|does) (?:this|it|that) (?:coming|come) from\b"
                   r"|源头在哪|来自哪|哪(?:里|儿|块|边)?出的(?:问题|错|毛病)|根子上|病根|根源"
                   #: "扣款咋失败了", "怎么又超时了": why it failed
                   r"|(?:怎么|咋)(?:就|又|会|老是?)?(?:失败|挂|报错|出错|超时|不行|没成功|不成功|[扣进过用付]不)",
                   _P),
    "onset": regex(r"什么时候开始|何时开始|几点开始|(?:什么时候|何时|几点)(?:又|再)开始|从什么时候|开始时间|最早|首次|第一次|起始|哪个时间点开始|什么时候出现"  # noqa: E501
                   r"|何时出现|什么时候发生|何时发生|几点发生|"
                   #: "what time did the X latency warning kick in?": kick in begins it, as kick off does
                   r"\bwhen(?: exactly| precisely)? did\b.{0,60}\b(?:start|begin|began|appear|kick off|kick in)|"
                   r"\bsince when\b|\bwhen did it start\b|"
                   #: "when did the mysql pool blow up": the thing breaking is its trouble's onset
                   r"\bwhen(?: exactly| precisely)? did\b.{0,60}\b(?:blow up|go down|break|crash|fall over|"
                   r"max out|fill up|run out)\b|"
                   r"\b(?:what time|at what (?:time|point))\b.{0,60}\b(?:start|begin|began|"
                   r"kick(?:ed)? (?:off|in))|"
                   r"\bfirst (?:seen|appear|occur)|\bstart(?:ed)? at\b|(?:啥|什么)时候(?:开始|起|出现|发生)|"
                   r"第一(?:条|个|笔|声)|\bwhen was the first\b|\bthe first (?:error|alert|failure|warning)s?\b|"
                   r"几时开始|几点起|最先|率先|\bfirst to (?:fail|break|go)\b|\b(?:failed|broke) first\b|"
                   #: "when did the partner's certificate expire?": an expiry is when its trouble began
                   r"\b(?:when|what time|at what (?:time|point))(?: exactly| precisely)? did\b.{0,60}\bexpire\b|"
                   r"(?:几点|什么时候|啥时候|何时)\S{0,4}过期|"
                   #: "cert 啥时候 expire 的？": the English verb in a Chinese question
                   r"(?:几点|什么时候|啥时候|何时)\s*expired?\b|"
                   #: "那个延迟告警是几点响的？", "when did the latency alert go off?": an alert ringing is its onset
                   + ALERT_RANG_ZH + r"|"
                   r"\b(?:when|what time)\b.{0,60}\balerts?\b.{0,20}\b(?:fire|go off|trigger)\b|"
                   r"\b(?:when|what time)\b.{0,20}\b(?:did|was)\b.{0,60}\balerts?\b\s+(?:fire|go off|triggered)\b", _P),
    "end": regex(rf"几点恢复|恢复的|恢复时间|几点结束|结束时间|什么时候好的|什么时候恢复|何时恢复|恢复了吗|恢复了没|结束了吗|结束了没|什么时候结束|何时结束|还在(?:触发|报错|持续)|(?:还|仍然?|依然)(?:在|存在)(?:吗|么|不|没)|{_STILL_DOING}|"  # noqa: E501
                 r"是否恢复|恢复正常|停止了|\brecover(?:ed)?\b|\bresolved?\b|"
                 #: "挂到几点才恢复", "什么时候才好": the end waited for
                 r"(?:几点|什么时候|啥时候|何时)才(?:恢复|好|结束|消停)|"
                 #: "when did the backlog clear / drain?": the trouble going away is its end
                 r"\bwhen(?: exactly| precisely)? did\b.{0,60}"
                 r"\b(?:end|stop|fini?sh|complete|clear|drain|subside|wrap\s+up)\b|"
                 #: "when was the florist cert thing over?": the trouble over (done, behind us) is its end (invUC)
                 r"\b(?:when|what time)(?: exactly| precisely)? (?:was|were|is|'s)\b.{0,60}"
                 r"\b(?:over|done|finished|behind us)\b(?!\s+(?:the|a|an|\d))|"
                 #: "that warning at 7 — did it clear, and when?": whether it went away, then when (its end)
                 r"\b(?:clear|end|stop|recover|resolve|subside|go away)(?:ed|s)?\b[^?？.。]{0,20}?"
                 r"\band\s+(?:if so,?\s+)?(?:when|at what time|what time)\b|"
                 #: "when did the alarm queue catch up?": a backlog worked off is its end
                 r"\b(?:when|what time)\b.{0,60}\b(?:catch(?:es)?|caught) up\b|"
                 #: "when did the cert issue get fixed?", "what time was it fixed?": the trouble dealt with
                 r"\b(?:when|what time)\b.{0,60}\b(?:get|got|gets|was|were|is|been)\b.{0,30}"
                 r"\b(?:fixed|sorted out)(?![\w-])|"
                 r"(?:几点|什么时候|啥时候|何时)\S{0,8}(?:完成|[搞做弄办发]完|[搞弄办修]好|搞定|修复)|完成的?时间|"
                 #: "4.6.0 几点全量的？": a release put out to all traffic (全量) is the operation's end
                 r"(?:几点|什么时候|啥时候|何时)\s*(?:才|就)?\s*全量(?!\s*(?:之后|以后|后|以来))|"
                 #: "发完是几点", "回滚完是什么时候": the thing done (完), then its time asked
                 r"(?:完成|[搞做弄办发]完|(?:回滚|重启|发版|发布|部署|上线|切换|扩容|缩容)完)\s*(?:的时间|的)?\s*"
                 r"(?:是|在)\s*(?:几点|什么时候|啥时候|何时)|"
                 r"\bstill (?:firing|happening|failing|going)|\bover yet\b|\bended yet\b|"
                 r"\bback to normal\b|回到正常|恢复如常|"
                 #: (not "bookings came back DOCK_UNASSIGNED": records returned with a status; a status in capitals
                 #: only — "when did deposits come back after the cert thing?" is the end)
                 r"\b(?:come|came) back\b(?!\s+(?:as|with|[A-Za-z]+_[A-Za-z_]+|(?-i:[A-Z]{3,}))\b)|"
                 r"\bback (?:up|online)\b|啥时候好的|几点好的|好了没|"
                 r"(?:消化|清|处理|追|跟)(?:完|掉|上|空)了?(?:吗|没)|还挂着|还在积压|消下去|降下来|回落|"
                 r"\b(?:cleared|drained|caught up)\b|\bstill (?:down|broken|erroring|backed up|behind)\b|"
                 r"\b(?:clear|calm|settle|quiet|die)(?:e?d)? (?:up|down)\b|\bstop(?:ped)? (?:throwing|erroring|"
                 r"failing|logging|alerting|timing out)\b|\bwhat time did\b.{0,60}\b(?:end|stop|finish|clear)|"
                 r"停了(?:吗|没)|停下来了?(?:吗|没)|"
                 #: "积压几点消的", "告警什么时候消掉的": the trouble gone away (消) is its end
                 r"(?:几点|什么时候|啥时候|何时)(?:才|就)?消(?:的|了|掉|下去|失)|"
                 #: "证书的事解决了没", "修好了吗": whether the trouble was dealt with (its end)
                 r"(?:解决|修好|修复|搞定|处理好|弄好)了?(?:吗|么|没)|"
                 r"(?:什么时候|啥时候|几点|何时)(?:停|不再|不报错|消停|平息)|"
                 #: "连接池几点缓过来的", "恢复过来了没": the trouble eased off (its end)
                 r"缓过(?:来|劲)|恢复过来|"
                 #: "积压啥时候消化完的": when the backlog was worked off (its end)
                 r"(?:什么时候|啥时候|几点|何时)\S{0,2}(?:消化|清|处理|追|跟)(?:完|掉|上|空)|"
                 #: "数据几点追平的", "追平了没": a backlog caught up with the producers (its end)
                 r"追平|"
                 #: "积压几点消掉的", "堵塞啥时候消失的": the backlog itself went away (its end)
                 r"(?:什么时候|啥时候|几点|何时)\S{0,2}消(?:掉|失|退|除)|"
                 #: "几点续上的？" after "证书是不是过期了", "when / what time was it renewed?": the renewal ends
                 #: the trouble
                 r"(?:什么时候|啥时候|几点|何时)\S{0,4}(?:续上|续好|续期|换好|更新好)|"
                 r"\b(?:when|what time|at what (?:time|point)) (?:was|did)\b.{0,40}\b(?:renew(?:ed)?|replaced?)\b|"
                 + _RENEWED_YES_NO,
                 _P),
    "duration": regex(r"持续了?多久|持续多长|多长时间|持续了?多少|多久|[慢挂卡断坏堵][了掉]?(?:几|多少)(?:分钟|个?小时)|[\u4e00-\u9fff]了(?:几|多少)(?:分钟|个?(?:小时|钟头))|(?:几|多少)(?:分钟|个?(?:小时|钟头))了\s*[?？]?\s*$|\bhow long\b|\bduration\b|\blast(?:ed)? for\b|\bhow many (?:minutes|mins|hours)\s+(?:did|does|has|had|was|were|is)\b",  # noqa: E501
                      _P),
    #: "慢了好几个小时" tells several hours, it counts nothing
    #: "趟次数据库" / "总数据": 次 or 总 before 数据 (data) counts nothing
    #: "报错报了几波": waves counted
    "count": regex(rf"多少|(?<!好)几(?:{CN_COUNTERS}|波)|"
                   r"数量|次数(?!据)|总数(?!据)|规模|影响范围|影响了?哪些|哪些订单|哪些用户|\bhow many\b"
                   r"|\bhow much\b|\bnumber of\b|\bcount\b|\bwhich orders\b|\bscope\b"
                   #: "total failed appointments between 11:40 and 12:30?": a total of plural things asks their count
                   r"|\btotal\s+(?:[a-z][a-z-]+\s+){0,2}?[a-z][a-z-]{2,}s\b", _P),
    "comparison": regex(r"对比|比较|相比|比一比|比一下|比比看|哪个更|哪个服务更|谁更|更严重|更多|"
                        r"比.{0,30}(?:多|少|高|低|严重|好|差)|多还是少|和之前|与之前|跟之前|比之前|比昨天|同比|环比|\bcompare[sd]?\b|\bversus\b|\bvs\.?\b|"
                        r"\bworse\b|\bmore than\b(?! (?:once|one time)\b)|"
                        #: "which is noisier, A or B?": louder in the logs is more error lines
                        #: "A 和 B，哪个持续得更久", "which one lasted longer?": how long each lasted, compared
                        r"哪(?:个|边|一个|一?次|一?波|一?回|一?起)[^，,。？?]{0,6}?更(?:久|长)|"
                        #: "比中午花艺缓存那次长吗": longer than a told episode (invUC); never one told by its
                        #: order ("比第一次那波长还是短？" after "这次几点开始的": the episodes' own rule)
                        r"比(?!第[一二三四五六七八九十\d])[^，,。？?]{0,20}?(?:那一?[次波回阵]|的那次)(?:还|更)?"
                        r"(?:长|久)|"
                        r"\b(?:which|who)\b.{0,40}\b(?:more|most|fewer|less|longer|higher|lower|noisier|louder|"
                        r"noisiest|loudest)\b|"
                        #: "which got hit harder this morning, A or B?": the one the trouble reached more
                        r"\b(?:which|who)\b.{0,30}\bhit\s+(?:harder|hardest|worse|worst)\b|"
                        #: "did A or B log more errors?": which of the two
                        r"\bor\b.{1,60}\b(?:more|fewer|less|higher|lower|noisier|louder)\b|"
                        r"\b(?:lose|lost|losing)\s+(?:more|fewer)\b.{1,80}\bor\b|"
                        #: "more purchases lost to A or to B?": the records each trouble cost
                        r"\b(?:more|fewer)\s+(?:[a-z][a-z-]*\s+){1,3}?(?:lost|dropped)\s+(?:to|from|because of|"
                        r"due to)\b.{1,80}\bor\b|"
                        r"\bfewer\b|\bmore or less\b|\bthan (?:before|earlier|yesterday)|"
                        #: "more errors - A during X, or B during Y?", "more errors today - A or B?": the measure
                        #: said first, then the two sides (never "more info - is x down or not?")
                        r"^\W*(?:more|fewer)\s+(?:errors?|warnings?|failures?|alerts?|exceptions?|timeouts?)"
                        r"(?:\s+[a-z']+){0,3}?\s*[-–—:]\s*.{1,80}\bor\b(?!\s+not\b)|"
                        #: "more failed bookings or failed transfers today?": the two sides said right after
                        r"^\W*(?:more|fewer)\s+(?:[a-z'-]+\s+){1,3}or\s+[a-z'-]+(?!\s+not\b)|"
                        #: "were there more failed jobs or rejected bookings today?", "more plan failures last night or
                        #: production rejections tonight?": each side with its own words (and time); "more failed
                        #: delivery bookings today, or failed harvest orders yesterday?": a comma (ASCII or full-width)
                        #: before the "or"
                        r"(?:^\W*|\b(?:were|are|was|is)\s+there\s+)(?:more|fewer)\s+(?:[a-z'][a-z'_-]*(?:[,，]\s*|\s+)){1,5}?or\s+"
                        r"(?!not\b)[a-z'_-]+|"
                        r"(?:哪个|哪些|哪一个|谁).{0,12}最(?:多|少|严重|频繁)|最(?:多|少)的是|(?:谁|哪个|哪一个|哪边).{0,10}(?:多|少|严重)|"
                        r"\bthe most\b|\bthe fewest\b",
                        _P),
    #: "付款现在顺不顺", "顺利吗": whether it goes smoothly
    "health": regex(r"状态(?:咋样|怎样|如何)|运行情况|有啥异常|异常没|稳不稳|稳定吗|稳吗|顺不顺|顺利吗|顺畅吗|"
                    r"健康|正常吗|是否正常|正常不|有没有问题|有问题吗|有问题没|有异常吗|有没有异常|受影响|受到影响|被影响|"
                    r"影响到|有没有被|还好吗|状态如何|状态怎么样|怎么样了|有没有\s*(?:ERROR|WARN|错误|报错|告警|报警)|"
                    #: "有报错吗还是只是慢": errors, or only slow — the subject's state at the error level ("有出错吗
                    #: 还是只是慢": 出错 is 报错 said otherwise)
                    r"有\s*(?:ERROR|错误|报错|出错|出过错)\s*(?:吗|么)?\s*[，,]?\s*还是\s*(?:光是|只是|仅仅是|就是|光|只|仅)?\s*(?:慢|变慢)|"
                    #: "是报错了还是只是慢", "any actual errors or just slow": errors set against only slowness
                    r"(?:报错|出错|报\s*ERROR)了?\s*[，,]?\s*还是\s*(?:光是|只是|仅仅是|就是|光|只|仅)\s*(?:慢|变慢)|"
                    r"\b(?:errors?|erroring)\b[^?]{0,20}?\bor\s+(?:was it\s+|is it\s+|it was\s+)?"
                    r"(?:just|only|merely|simply)\s+(?:slow|laggy|lagging|latency)\b|"
                    r"还有\s*(?:ERROR|WARN|错误|报错)|没问题吧|"
                    #: "报过 ERROR 没", "打过 WARN 日志没", "今天报过错没": whether that level was logged
                    #: (the trailing 没 asks it)
                    r"(?:报|打|出|有)(?:过|了)?\s*(?:ERROR|FATAL|错误|报错|错)\s*(?:日志)?\s*(?:没有?|吗|么)"
                    r"\s*[？?]?\s*$|"
                    r"\bhealthy\b|\bhealth\b|\baffected\b|\bimpacted\b|\bany (?:errors|issues|problems)\b|"
                    #: "any actual errors though?" after a WARN-only blip: errors asked, the adverb between
                    r"\bany (?:actual|real) errors?\b|"
                    #: "all good now?", "we good again?": the present state asked, as "ok now?" ("booking site ok now",
                    #: typed with no question mark, ends the question the same way)
                    r"\b(?:all|we|we're|it's|everything's|everything|things are)\s+(?:good|clear|sorted)\b"
                    r"(?:\s+(?:again|(?:right\s+)?now))?\s*[?？]|"
                    r"\bis .{1,40} (?:ok|okay|fine|up)\b|\b(?:ok|okay|fine|alright)\b(?:\s+(?:right\s+)?now)?\s*(?:[?？]|$)|还在触发|是不是还在|出过问题|出问题|出了问题|出现问题|有没有(?:出过|出现|发生|遇到)?(?:什么)?(?:问题|异常|故障)|"  # noqa: E501
                    r"\bany (?:problems?|probs?|trouble|incidents?|issues?|hiccups?|drama)\b|"
                    #: "any payment failures today?": failures of a thing, asked whether there were any
                    r"\bany (?:[a-z-]+\s+)?failures\b|"
                    r"\b(?:have|had|has) (?:any )?(?:problems|issues|errors)\b|毛病|有啥问题|啥问题没|出啥事|"
                    r"出事了?(?:吗|没)|有事吗|有没有事|\banything (?:odd|off|weird|unusual)\b|"
                    r"(?:现在|目前|当前|今天|这会儿?|此刻|最近|近来|这两天|这几天)(?:情况|状态)?(?:怎么样|咋样|如何)|"
                    r"\bhow(?:'s| is| was| are| were) .{1,30} doing\b|"
                    r"\b(?:fine|ok|okay|healthy|good|alright)\b[^?]{0,12}"
                    r"\b(?:right|correct|yes)\s*[?？]|对吧|是吧|没事吧|还行吧|还好吧|"
                    #: "so the pool on X is maxed out, yes?": a state told, tagged to be confirmed
                    r"\b(?:is|are|was|were)\b.{1,60}[,，]\s*(?:yes|right|correct)\s*[?？]\s*$", _P),
    "how_to": regex(r"怎么处理|如何处理|怎么办|怎么解决|如何解决|处置|怎么修|如何修|咋修|咋解决|怎么恢复|如何恢复|应该怎么|该怎么|"  # noqa: E501
                    r"步骤|手册|预案|runbook|(?:怎么|如何|咋|怎样|该怎么|应该?咋)排查|"
                    r"\bhow (?:do|should|can|to)\b|\bwhat should\b|"
                    r"\bsteps?\b|\bmitigat|\bfix\b|\bremediat|\bwhat (?:do|should|can|must) (?:we|i|you) do\b|"
                    r"\bwhat to do\b|\bhappens? again\b|再(?:次)?(?:出现|发生)|\bprocedures?\b|"
                    r"\bplay\s?bo{1,2}k\b|\brun\s?bok\b|\bsop\b|标准操作|标准做法|操作规范|处理流程|操作流程|应急流程|标准流程|(?:回滚|重启|扩容|缩容|切换|发布|上线|恢复|排查|降级)的?流程|流程是(?:啥|什么)|咋办|咋处理|咋整|怎么弄|"
                    r"\bhow (?:are|were) we supposed to\b|\bwhen (?:that|this|it) happens\b|"
                    r"(?:做法|处理方式|处理办法|解决办法|解决方案|办法)是(?:啥|什么)|有(?:啥|什么)办法|怎么做|咋弄|咋搞(?!的)|"
                    r"怎么搞(?!的)|如何避免|怎么避免|\bbest practice|\bwhat(?:'s| is) the fix\b|"
                    r"\bhow to (?:handle|deal)\b|\bhow do (?:we|i) (?:handle|deal|stop|prevent)\b|"
                    # "命中率掉下来的话怎么救", "怎么止血", "如何应对": rescuing a failing thing asks the steps
                    r"(?:怎么|怎样|如何|咋|该)(?:抢|挽|补)?救|(?:怎么|怎样|如何|咋)(?:止血|应对|缓解|兜底)|"
                    r"\bremed(?:y|ies)\b|\bworkaround\b", _P),
    "overview": regex(r"现在有什么问题|有哪些问题|哪些[告报]警|什么[告报]警|整体|全局|"
                      r"系统.{0,6}(?:状态|问题|怎么样|异常)|"
                      r"哪些服务|所有服务|当前.{0,6}(?:问题|异常|故障)|有什么异常|\bwhat(?:'s| is) wrong\b|\boverview\b|"  # noqa: E501
                      r"\bwhich services\b|\bsystem status\b|\bany alerts\b|\banything wrong\b|\brundown\b|"
                      r"\b(?:everything|all|anything|whatever)(?: that)?(?:'s| is| are)? (?:broken|failing|wrong|down)\b|"  # noqa: E501
                      r"\bwhat(?:'s| is) (?:broken|failing|down)\b", _P),
}
#: the troubles asked by a wh-word, with no subject ("都有啥问题", "有哪些毛病", "线上现在啥情况", "what issues…")
_WH_PROBLEMS = regex(r"(?:有|都)\S{0,2}?(?:啥|什么|哪些|哪几个|哪几种)\s*(?:问题|毛病|故障|异常|事故|幺蛾子)|"
                     r"(?:线上|现在|目前|当前|整体|系统)\S{0,4}(?:啥|什么)情况|"
                     r"\bwhat(?: kind of)? (?:problems?|issues?|incidents?|troubles?)\b|"
                     #: ("what is going on?" after users' words asks their trouble's cause, not an overview)
                     r"\bwhat(?:'s| is) on fire\b", _P)
#: "都恢复了没", "all fixed now?": the end of every trouble listed
_ALL_RECOVERED = regex(r"都\s*(?:已经)?\s*(?:恢复|好|修好|解决|处理好)了?\s*(?:没有?|吗|么|不)|"
                       r"\b(?:all|everything)\s+(?:been\s+)?(?:recovered|resolved|fixed|sorted|back)\b", _P)
#: "X …, what's broken?" of a subject named: the part that broke behind it
_WHAT_BROKEN = regex(r"\bwhat(?:'s| is) (?:broken|failing)\b", _P)
#: "到底出了什么问题": what went wrong in the end — the cause, not a list
_BY_CAUSE = regex(r"导致|引起|造成|为什么|为啥|原因|到底|\bwhy\b|\bcaus", _P)
_WHERE_WRONG = regex(r"哪里出了?(?:问题|错)|哪儿出了?(?:问题|错)|问题出在哪|"
                     r"哪(?:个|一)(?:环节|环|步|部分|地方|块)出了?(?:问题|错|毛病|岔子)|"
                     r"哪(?:里|儿|块|边)?出的(?:问题|错|毛病)")
_YES_NO_SHAPE = regex(r"^\s*(?:is|are|was|were|did|does|do|has|have|had|can|could)\b|吗[？?]?\s*$|是不是|有没有|"
                      #: "抄表队列现在还堵着没", "好了没有": a state asked with 没 at the end
                      #: "连接池打满过没有": whether it ever happened (过) asked with 没有 at the end
                      r"[了着过]没有?\s*[？?]?\s*$|"
                      r"吗\s*[，,]\s*还是|"
                      #: "跟 X 的积压有关系吗，Y 为啥报错": the suspect clause first, the symptom after it
                      r"(?:有关系?|相关|有关联|导致的|引起的|造成的|的锅)吗\s*[，,]|"
                      r"是否|^(?!.*\b(?:where|what|why|which|how|when|who)\b)"
                      r".*\b(?:slow|down|failing|broken|erroring|lagging|stuck|flaky|ok|okay|fine)\b[^?？]{0,40}[?？]\s*$",
                      _P)
#: "支付挂了", "推送又不行了", "checkout is down": a bare statement that the subject is down (no question mark, no
#: asking word) is the on-call engineer's report to check — a yes/no about the subject's state, not a cause asked
_DOWN_STATEMENT = regex(r"(?:挂了|挂掉了|崩了|宕机?了|不行了|用不了了?|打不开了?)"
                        r"\s*[。.!！~…]*\s*$|"
                        r"\b(?:is|are|seems?|looks?)\s+(?:down|broken|dead|not working)(?:\s+again)?"
                        r"\s*[.!]*\s*$", _P)
#: "X errors in the past 2 hours?", "warnings today?": a bare measure over a window, no wh-word nor verb — its count
_BARE_MEASURE = regex(
    r"^(?!\s*(?:any|are|is|was|were|did|does|do|has|have|had|can|could|why|what|when|where|which|who|how)\b)"
    #: "X was throwing errors yesterday afternoon - what was behind it?": a wh-word anywhere asks something else
    r"(?!.*\b(?:why|what|when|where|which|who|how)\b)"
    r"[\w.\-' ]{0,60}?\b(?:errors?|error lines|warnings?|exceptions?)\s+"
    r"(?:in|over|during|for|since|from|today|yesterday|tonight|this|last|past)\b[^?？,，]{0,60}[?？]?\s*$", _P)
#: "what was the root cause of…", "是什么导致了…", "到底是哪里的问题", "是啥引起的": asking for the cause, not
#: confirming a suspect (a yes/no about a suspect needs one)
_WH_CAUSE = regex(r"(?:^|[.?!。？！]\s*)(?:what|whats|which|who)\b|什么|哪个|哪些|谁|是哪(?:里|儿)?出的|"
                  r"哪(?:里|儿|边|块|一个|一步|个环节|一?层|一?环|一?段)|啥", re.I)
#: "根因是啥？数据库的问题吗": the root cause asked in a clause of its own beside a suspect — both are answered
_ROOT_CAUSE_ASKED = regex(r"(?:根因|根源|病根)(?:到底|究竟)?(?:是|在)?(?:啥|什么|哪)|"
                          r"\bwhat(?:'s| is| was) the root cause\b|"
                          #: "…, root cause? was it the portal deploy?": the root cause asked as a bare phrase
                          r"(?:^|[,，;；.。?？!！]|\s-)\s*(?:the\s+)?root\s+cause\s*[?？]|(?:^|[,，;；。?？!！])\s*根因\s*[?？]|"
                          #: "是不是 X 引起的？到底啥原因": the cause asked in a clause of its own
                          r"(?:^|[,，;；。?？!！\s])\s*(?:那|所以)?(?:到底|究竟)(?:是)?(?:啥|什么|哪个?|哪儿的?)(?:原因|问题|情况)|"
                          r"\b(?:so\s+)?what(?:'s| is| was)\s+(?:actually|really)\s+(?:causing|behind)\b",
                          re.I)
#: "是看板自己的问题吗 还是下游", "its own fault or something downstream?": whether the trouble lies in the subject or
#: in what it calls — the cause (the chain below the subject), never a yes/no about the subject as its own suspect
OWN_OR_DOWNSTREAM = regex(r"(?:自己|自身|本身)的?(?:问题|毛病|锅|原因|故障)[^。？?]{0,12}?(?:还是|或是|或者)"
                          r"[^。？?]{0,10}?(?:下游|依赖|上游|后端|别的|其他|别人)|"
                          r"\b(?:its|their) own (?:fault|problem|issue|bug)s?\b.{0,30}?\bor\b.{0,30}?"
                          r"\b(?:downstream|dependenc|upstream|backend|something else|someone else)", re.I)
_RECORD_NOUNS = frozenset({"订单", "用户", "交易", "客户", "账户", "支付单", "order", "orders", "user", "users",
                           "customer", "customers"})
_RECORD_WORDS = regex(r"订单|用户|交易|记录|链路|预约|挂号|预订|订阅|工单|转账|运单|包裹|多少笔|几笔|多少单|几单|"
                      #: "被拒的检验单有几个": a slip of the domain ("<thing>单") counted
                      r"(?<![简名清菜])(?<=[\u4e00-\u9fff])单子?\s*(?:有|一共|共|总共)?\s*(?:几|多少)|"
                      #: "哪个搞挂的乘车单更多": slips of the domain set against each other
                      r"(?<![简名清菜])(?<=[\u4e00-\u9fff])单子?更(?:多|少)|"
                      #: "哪次挂掉的处方单多？": slips set against each other, the comparative said last
                      r"(?<![简名清菜])(?<=[\u4e00-\u9fff])单子?(?:多|少)(?=\s*(?:[？?，,。]|$))|"
                      #: "哪次被挡在外面的球迷更多": the people refused are the records refused (a denied status)
                      r"被(?:挡|拦|拒)(?:在[\u4e00-\u9fff]{0,2}外面?)?的[\u4e00-\u9fff]{1,4}?更?(?:多|少)|"
                      #: "出库失败的单 和 续订被退的单，哪个多": slips named by what befell them, set side by side
                      r"(?<=[\u4e00-\u9fff])的单子?(?=\s*(?:和|跟|与|比|[，,？?]|$))|"
                      r"\b(?:bookings?|purchases?|sales?|appointments?|reservations?|subscriptions?|transfers?|shipments?|payments?)\b(?!-)"
                      #: "the booking database", "the payments service", "the card payment client": a record noun
                      #: naming a component is no record asked
                      r"(?!\s+(?:database|db|store|service|api|gateway|queue|cache|system|engine|client|connector|"
                      r"adapter|provider|processor|worker|module|platform|backend|endpoint|server|integration)s?\b)|\btraces?\b(?!-)|\borders?\b(?!-)|\busers?\b(?!-)|\brecords?\b", _P)  # noqa: E501
_PRONOUNS = regex(r"它|他们|它们|这个服务|该服务|那个服务|这个问题|此服务|这个告警|该告警|这个错误|那它|\bit\b|\bthat service\b|"  # noqa: E501
                  r"\bthis service\b|\bthe service\b|(?<!everything )(?<!anything )(?<!something )(?<!all )\bthat\b"
                  r"|\bthis\b(?!\s+(?:morning|afternoon|evening|week|month|year|time|hour|weekend))"
                  r"|\bthey\b|\bthem\b", _P)
#: "order #80000000": a "#" or "/" after a space leads the id, it joins nothing
_ID_TOKEN = regex(rf"(?<![A-Za-z0-9_.:{ID_DOTS}-])(?<![A-Za-z0-9][/#])([A-Za-z0-9][A-Za-z0-9{ID_JOINERS}]{{3,63}})"
                  rf"(?![A-Za-z0-9{ID_JOINERS}])")
_SPLIT = regex(r"[\s:：,，;；/、()（）\[\]【】.。·|+&-]+")
#: last words of a description head that say what kind of part a service is, never which one
_KIND_LAST = frozenset({"worker", "workers", "cache", "queue", "gateway", "proxy", "database", "service", "client",
                        "consumer", "producer", "cluster", "bridge", "engine", "store", "index", "scheduler", "sender",
                        "portal", "frontend", "backend", "agent", "relay", "router", "broker", "stream", "topic"})
_GENERIC = frozenset({"服务", "系统", "模块", "平台", "中心", "组", "团队", "应用", "接口", "集群", "service", "team",
                      "api", "server", "system", "java", "go", "python", "app", "the", "and",
                      #: words of an ops question itself ("quick status pls"), never a service's name
                      "status", "state", "health", "quick",
                      #: "what time did it clear up": a team named "Time" is no answer to the question word
                      "time", "times", "when", "hour", "hours", "day", "days", "now", "today",
                      #: "how many errors did it log?": the verb of any service's lines, never the last word of one
                      #: description ("shift handover log")
                      "log", "logs", "logged", "logging", "errors", "alerts", "warnings", "lines"})
_QUALIFIER = regex(r"^(?:外部|外接|第三方|三方)(?=[\u4e00-\u9fff]{2})")
_CJK_AND = regex(r"(?<=[\u4e00-\u9fff])(?:与|和|及)(?=[\u4e00-\u9fff])")
_SUFFIXES = ("服务", "系统", "模块", "平台", "中心", "团队", "组", "部", "引擎", "接口")
_NAME_SUFFIX = regex(r"-(?:service|svc|api|server|worker|app)$")
#: dependency kinds that are message queues
QUEUE_KINDS: tuple[str, ...] = ("kafka", "queue", "rabbitmq", "mq", "pulsar", "nats", "sqs", "kinesis")
#: "积压 / 消息堆积 / the settlement backlog": a queue backing up (its consumers lag)
#: ("a pile-up" of orders is one; "lock waits piling up" are not a queue's; "几点开始堆的 / 堆起来" is, "一堆 500" not)
#: ("队列堵了吗" is: a queue jammed)
BACKLOG_WORDS = regex(r"积压|堆积|消费延迟|堵(?:塞|住|着|了)|(?<![一成])堆(?:着|住|满|起来)|开始堆|"
                      r"\b(?:backlog\w*|back(?:ed|ing) up|consumer lag|pile-?ups?)\b", re.I)
#: "App 上轨迹一直不更新", "the tracking page is stale": data that stops moving — what writes it may lag on a queue
STALE_WORDS = regex(r"(?:不|没有?|停止)(?:再)?(?:更新|刷新)|"
                    r"\b(?:not|isn't|aren't|stopped) (?:updating|refreshing)\b|\bstale\b|"
                    r"\b(?:froze|frozen|freez(?:es|ing))\b|(?:停住|定住|一动不动)", re.I)
#: "when did the queue catch up?", "队列几点消化完的": a queue working its backlog off (its consumers' lag ending)
CATCH_UP = regex(r"\b(?:catch(?:es|ing)?|caught) up\b|追上(?:了|来)|追平|消化(?:完|掉)", re.I)
#: technology words of a question → dependency kinds they name (a generic lexicon, not any world's names)
_KIND_WORDS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    #: ("pg慢查询": postgres said short, invUA)
    (regex(r"数据库|\bdb\b|database|mysql|postgres|sql|(?<![A-Za-z0-9_-])pg(?![A-Za-z0-9_-])", _P),
     ("mysql", "postgres", "postgresql", "db", "database", "mariadb", "oracle", "sql")),
    (regex(r"缓存|cache|redis|memcache", _P), ("redis", "cache", "memcached", "memcache")),
    (regex(r"队列|消息队列|\bmq\b|queue|kafka|rabbit", _P), QUEUE_KINDS),
    (regex(r"搜索引擎|elasticsearch|\bes\b", _P), ("elasticsearch", "es", "opensearch")),
    (regex(r"外部|第三方|渠道|external|third.party|provider", _P), ("external", "third_party", "http")),
)


#: "最近一次报警是什么时候？", "when was the last time X failed?": the last occurrence, over all the data
#: ("最后一次是几点开始的": the start of the last episode asked, never its end — ``_LATEST_EPISODE``)
LAST_TIME = regex(r"(?:最近|上|最后)一次.{0,16}(?:什么时候|几点|啥时候|何时)(?![^，,。？?]{0,3}(?:开始|起))|"
                  r"(?:什么时候|啥时候|何时).{0,8}(?:最近|上|最后)一次|"
                  r"\b(?:when|what time) was the (?:last|most recent)\b|\bthe last time\b|"
                  #: "When did the last payrun fail overnight?", "最后一笔转账是几点失败的": the last failed
                  #: record's time (the end of the failing), never its cause
                  r"\b(?:when|what time) did\s+(?:[\w.-]+\s+){1,4}?last\s+"
                  r"(?:fail|go wrong|error|break|crash|go down)|"
                  r"\b(?:when|what time) did the (?:last|final|most recent)\s+"
                  r"(?:[a-z][a-z-]*\s+){0,2}?(?:fail|go wrong|error)|"
                  r"最后一(?:笔|单|个|张|批|份|件).{0,12}(?:什么时候|几点|啥时候|何时).{0,4}(?:失败|出错|挂)|"
                  #: "今天凌晨最后一条报错是几点", "最后一个告警什么时候": the last line or alert's time (the end)
                  r"最后(?:一)?(?:条|个|次|笔|声)的?\s*(?:报错|出错|错误|异常|告警|报警|失败|ERROR|error)\S{0,4}"
                  r"(?:什么时候|几点|啥时候|何时)", _P)
#: "它第一次出问题是啥时候", "when did X have trouble for the first time?": the first episode of all the data (not
#: only the last 24 hours, never the one going on now that an earlier question asked about)
FIRST_TIME = regex(r"(?:第一次|头一次|头一回|首次|最早一次|最初).{0,12}(?:什么时候|几点|啥时候|何时|哪天)|"
                   r"(?:什么时候|啥时候|何时|几点).{0,8}(?:第一次|头一次|头一回|首次)|"
                   r"\bfor the first time\b|\bthe (?:very )?first time\b|\bwhen was the (?:very )?first\b|"
                   #: "what time was the first failed checkout order this morning?", "第一笔失败的订单是几点":
                   #: the first failed record's time (``FIRST_FAILED_RECORD``)
                   r"\b(?:when|what time) (?:was|did) the (?:very )?first\b|"
                   r"第一(?:笔|单|个|张|份|件).{0,12}(?:什么时候|几点|啥时候|何时)|"
                   r"(?:什么时候|啥时候|何时|几点).{0,8}第一(?:笔|单|个|张|份|件)", _P)
#: "the first failed checkout order", "when did the first transfer fail?", "第一笔失败的订单", "最早一单被拒": the
#: first of the failed records (its created time), not the first ERROR line of their service
FIRST_FAILED_RECORD = regex(r"\b(?:first|earliest)\s+(?:failed|failing|declined|rejected|aborted|timed[- ]out|"
                            r"bounced)\s+[a-z]|"
                            #: "today's timed-out quotes - what is the order number of the earliest one?"
                            r"\b(?:failed|declined|rejected|aborted|timed[- ]out|bounced)\b[^?.]{0,60}?"
                            r"\b(?:first|earliest)\s+one\b|"
                            r"\bfirst\s+(?:[a-z-]+\s+){1,2}?(?:to fail|that failed|failed|fail|"
                            r"(?:that |to )?time[ds]? out|got (?:declined|rejected|aborted|timed out))\b|"
                            r"(?:第一|最早的?一?)(?:笔|单|个|张|份|件)[^，。？?,]{0,12}?(?:失败|被拒|超时|拒绝)|"
                            #: "今天失败的配送单里 最早那单": the first one pointed at (那) among the failed ones
                            r"(?:失败|被拒|超时)的?[^。？?]{0,8}?(?:第一|最早的?(?:那一?|一)?)"
                            r"(?:笔|单|个|张|份|件)", _P)
#: "单号是多少", "是哪一单", "what's the order id", "which order was it": a record's id asked, not a count or a time
RECORD_ID_ASKED = regex(r"单号|订单号|编号|流水号|号码|(?:是|为)哪(?:一)?(?:笔|单|张|份|件)|"
                        r"\b(?:id|ids|number|reference)\b(?!\s+(?:of\s+)?(?:errors?|alerts?|lines?|times?))|"
                        r"\bwhich\s+(?:one|order|record|booking|transfer|delivery|ticket)\b", _P)
WHICH_CODE = regex(r"(?:what|which)(?:'s| is| are)?(?: the)? (?:error )?codes?\b|\berror codes?\b.{0,30}\?|"
                    r"(?:什么|哪个|哪些|啥)错误码|错误码是(?:什么|啥|多少)|报的?(?:什么|啥)错", _P)
#: "does anything else fail with that same code?", "别的服务也报同一个错误码吗": the earlier subject's error code,
#: searched in the other services' ERROR lines
SAME_CODE = regex(r"\b(?:that|the|this) same (?:error )?code\b|\bsame (?:error )?codes?\b|"
                  r"(?:同一个|同一|同样的|一样的|相同的?)\s*(?:错误码|错误代码|报错码|码)", _P)

#: "现在有几个告警在响", "how many alerts are firing?", "告警一共多少个": the alerts themselves counted (the count is
#: of distinct alerts, not of log lines); a now-word or a firing word counts those firing, else every alert of the
#: window. "报了几次告警" counts occurrences, not alerts.
#: "how many errors has alert-relay logged?": "alert" inside a hyphenated or dotted name is the name, no alerts
_ALERT_WORD = r"(?<![-_.\w])(?:alerts?|alarms?)\b(?![-_.]\w)"
#: "几次critical告警", "how many critical alerts": a severity said beside the alert word (``ALERT_SEVERITY``'s group
#: 1 is the severity the alerts carry)
_SEVERITY = r"(?:critical|warning|crit|warn|严重|紧急)\s*(?:级别?)?\s*的?\s*"
ALERT_SEVERITY = regex(rf"(?<![-_.A-Za-z0-9])(critical|warning|crit|warn)(?=\s*(?:级别?)?\s*的?\s*(?:告警|报警)|"
                       rf"(?:\s+level|-level)?\s+{_ALERT_WORD})", _P)
ALERTS_COUNTED = regex(rf"(?:几|多少)(?!次|回)[个条]?\s*(?:{_SEVERITY})?\S{{0,4}}(?:告警|报警)"
                       r"(?!\s*(?:级别)?\s*的?\s*日志)|"
                       #: "今天到现在总共报了几次告警": the times in all (一共/总共) are the alerts that rang
                       rf"(?:一共|总共)\S{{0,3}}?(?:几|多少)次\s*(?:{_SEVERITY})?(?:告警|报警)"
                       r"(?!\s*(?:级别)?\s*的?\s*日志)|"
                       #: "新触发的告警有几条": alerts counted by 条 too (never their log lines: "告警日志有几条")
                       r"(?:告警|报警)(?:数|数量)?(?:有|一共|共|总共)?"
                       rf"(?:几|多少)[个条]|"
                       #: "派单今天一共告警了几次": alerting said as the verb, its times counted — the alerts that rang
                       r"(?:告警|报警)(?:了|过)\s*(?:几|多少)(?:次|回)|"
                       rf"\b(?:how many|number of|count of)\b(?: [\w-]+){{0,2}} {_ALERT_WORD}|"
                       rf"{_ALERT_WORD}.{{0,30}}\bhow many\b|"
                       #: "total alerts fired yesterday?", "alerts yesterday, in total?", "告警总数": a total of alerts
                       rf"\b(?:total|overall)\b(?: [\w-]+){{0,2}} {_ALERT_WORD}|"
                       rf"{_ALERT_WORD}.{{0,30}}\b(?:in total|altogether|total)\s*[?？]?\s*$|"
                       r"(?:告警|报警)总(?:数|量|计)", _P)
#: ("今天到现在一共触发了几个告警", "how many alerts fired up to now?": now ending a window is no alert firing now)
#: ("今天到目前一共响了几个告警": 目前, 当前, 此刻 ending a window as 现在 does)
ALERTS_NOW = regex(r"在响|正在|(?<![到至])(?:现在|当前|目前|此刻)|还在|firing|"
                   r"(?<!\buntil )(?<!\btill )(?<!\bup to )(?<!\bby )\bnow\b|"
                   r"\bcurrently\b|\bactive\b|\bopen\b", _P)
#: "今天零点以后新响了几个告警", "how many new alerts since midnight?": only the alerts that began in the window count
ALERTS_STARTED = regex(r"新(?:响|触发|出现|产生|冒出|报)|新的?(?:告警|报警)|\bnew (?:\w+ )?alerts?\b|"
                       rf"{_ALERT_WORD}.{{0,30}}\b(?:started|began|(?:were|got) (?:raised|opened))\b", _P)
_ALERTS_ASKED = regex(rf"告警|报警|{_ALERT_WORD}|\bfiring\b", _P)


def asks_firing_alerts(question: str) -> bool:
    """"现在有啥告警", "what alerts are firing right now?": the alerts firing now are asked (a follow-up's "这个 /
    it" is then the firing alert, not an older, resolved episode)."""
    return _ALERTS_ASKED.search(question) is not None and ALERTS_NOW.search(question) is not None


#: "一共进了多少个报案", "上午8点到9点之间报了几个案", "how many claims came in": records arriving, counted — the
#: records of the data (whatever the domain calls them, even a word that names the service owning them), never log lines
ARRIVALS = regex(r"(?:进来|进了|收到|接到|新增了?|新建了?|下了|提交了?)\s*(?:多少|几)(?![点分秒])|"
                 #: (not "报了多少 <code>": an error code said after the count is the lines logged with it)
                 r"报了\s*(?:多少|几)(?![次条点分秒])(?!\s*个?\s*(?-i:[A-Z][A-Z0-9]*[-_][A-Z]?\d))|"
                 r"(?:多少|几)(?:个|笔|单|张|件|份)\S{0,6}?(?:进来|进了|下单|提交)|"
                 r"\b(?:how many|number of|count of|total of)\s+[a-z][a-z-]+s\s+"
                 r"(?:received|created|filed|placed|submitted|opened|lodged)\b|"
                 r"\bhow many\b.{0,40}\b(?:came in|come in|have come in|were (?:created|filed|placed|submitted|"
                 r"opened|lodged|received)|did we (?:get|receive|take))\b", _P)
_ARRIVAL_LOGGISH = regex(r"日志|错误|报错|告警|报警|错|"
                         r"\b(?:logs?|lines?|errors?|alerts?|warnings?|exceptions?)\b", _P)


#: log lines counted: 日志, 报错, 错误, "报了多少条错 / 报了几次错" (the verb split from 错), errors, warnings …
_LOG_LINES = regex(
    r"日志|报错|错误|[报出][了过]?(?:多少|几)\s?[条次个回]?错|\b(?:errors?|warnings?|exceptions?|log lines?)\b", _P)


#: "how many errors did the shipment booking client log…", "how many error lines were written by…": the lines a
#: subject logged are counted, whatever record noun its name or description holds (never its records)
_LINES_LOGGED = regex(r"\bhow many\s+(?:error\s+|warn(?:ing)?\s+|log\s+)?(?:errors?|warnings?|exceptions?|lines?|"
                      r"logs?)\b(?:.{0,60}?\b(?:did|does|do|has|have)\b.{0,60}?\b(?:log|write|emit|print|throw|"
                      r"raise)\b|\s+(?:were|was|have been|has been|got)\s+"
                      r"(?:logged|written|emitted|printed|thrown|raised)\b)|"
                      #: "预订那边报了多少错": the verb split from 错 counts the lines a subject logged
                      r"报了(?:多少|几)\s?[条次个]?错|"
                      #: "how many <CODE-1234> did the booking web log": a code's lines the subject logged (never its
                      #: records, whatever record noun the subject's name holds)
                      r"\bhow many\s+(?=[a-z]*[-_]?\d)[a-z0-9]+(?:[-_][a-z0-9]+)+s?\b(?:\s+(?:errors?|lines?|logs?))?"
                      r".{0,60}?\b(?:did|does|do|has|have)\b.{0,60}?\b(?:log|write|emit|print|throw|raise)\b", _P)


def asks_log_lines(question: str) -> bool:
    """"how many errors has X logged today?": the question counts log lines (errors, warnings), so a zero per level
    answers it; "今天有多少台设备升级成功了" counts something else (a zero of error lines is no answer to it)."""
    return _LOG_LINES.search(question) is not None


#: "how many claims failed yesterday", "did any top-ups fail?", "how many wash cycles failed…": records of the domain
#: (its own plural noun, after at most one word of its own: "prize payouts") failing
#: ("which bills failed during the payment cert problem?": which of the domain's records failed — the records too)
FAILED_RECORDS = regex(r"\b(?:how many|any|some|many|which)\s+"
                       r"(?:of (?:the|our|their|his|her|its|my|your|these|those)\s+)?(?:[a-z][a-z-]{2,}\s+)??"
                       r"([a-z][a-z-]{2,}s)\s+"
                       r"(?:have\s+|had\s+|did\s+|were\s+|got\s+)?(?:(?:actually|really|ever|even)\s+)?"
                       r"(?:fail|get rejected|bounced|"
                       r"(?:been |got |get |were )?(?:rolled back|rejected|refused|declined|cancell?ed|timed out|"
                       #: "how many payouts got stuck?": records held up (a STALLED / HELD status), or missed
                       r"aborted|stuck|stalled|held up|missed|voided|void|lost)\b|"
                       #: "how many notices have we lost so far?" ↔ HOLD_NOTICE_LOST: records the domain lost (we
                       #: lost them), said with the losing party as the subject
                       r"(?:have|had|did)\s+(?:we|they|you|i)\s+(?:lost|lose)\b)", _P)
#: "昨天早上有几张处方因为药品目录查询超时挂掉了": records of the domain (its own noun, counted by 张/笔/单…) failing
_FAILED_RECORDS_ZH = regex(r"(?:多少|几)(?:张|笔|单|份|件|批|节|堂)\s*([\u4e00-\u9fff]{1,6}?)\S{0,20}?"
                           r"(?:失败|挂掉?了|挂掉|坏掉?了|坏掉|出错|被拒|回滚|超时)", _P)
#: "and how many tickets did it kill?", "how many orders did that break?": the records a trouble (the pronoun's) made
#: fail, said with the trouble as the verb's subject
_RECORDS_KILLED = regex(r"\bhow many\s+(?:[a-z][a-z-]{2,}\s+)??([a-z][a-z-]{2,}s)\s+(?:did|has|had)\s+"
                        r"(?:it|that|this|they|those)\s+(?:kill|break|fail|ruin|sink|wreck|take out|knock out|cost us)"
                        r"\b", _P)
#: "今天早上5点以后一共失败了多少张磅单": the failing said before the count, the records counted by 张/笔/单… after it
_FAILED_THEN_RECORDS_ZH = regex(r"(?:失败|挂掉?|出错|被拒|坏掉?)了?\s*(?:一共|总共|共)?\s*(?:多少|几)"
                                r"(?:张|笔|单|份|件|批|节|堂)\s*([\u4e00-\u9fff]{1,6})", _P)
#: "八点那次锁等待 挂了多少镜片单", "锁等待那段时间挂了多少工单": the failing said before the count, the records a
#: slip of the domain ("<thing>单") counted with no measure word
_FAILED_THEN_SLIPS_ZH = regex(r"(?:失败|挂掉?|出错|被拒|坏掉?)了?\s*(?:一共|总共|共)?\s*(?:多少|几)\s*"
                              r"((?![菜名清简账])[\u4e00-\u9fff]{0,3}单)|"
                              #: "昨天因为纸箱没锁住失败的单 一共多少": the failed slips named, then counted
                              r"(?:失败|挂掉?|出错|被拒|坏掉?)了?的\s*((?![菜名清简账])[\u4e00-\u9fff]{0,3}单子?)\s*"
                              r"(?:一共|总共|共|有)?\s*(?:多少|几)", _P)
#: "did the db slowdown actually fail any client selections?", "did the deploy void any route plans?": a trouble
#: failing (voiding, cancelling) records of the domain, said as the verb's object
_FAILED_ANY_RECORDS = regex(r"\b(?:fail(?:ed)?|void(?:ed)?|cancel(?:l?ed)?|reject(?:ed)?|decline[d]?|abort(?:ed)?|"
                            r"time[d]?\s+out)\s+any\s+(?:[a-z][a-z'-]{2,}\s+){0,2}?([a-z][a-z-]{2,}s)\b", _P)
#: "failed tickets between 9 and 10 this morning, how many": the domain's records said with their failing first (an
#: adjective), counted — the records, even when their noun is a service's word ("tickets" of a tickets app)
_FAILED_ADJ_RECORDS = regex(r"\b(?:failed|rejected|declined|voided|cancell?ed|aborted|bounced)\s+"
                            r"(?:(?!this\b|these\b|those\b|its\b|was\b|has\b|since\b|across\b)[a-z][a-z-]{2,}\s+)?"
                            r"(?!this\b|these\b|those\b|its\b|was\b|has\b|since\b|across\b|us\b|always\b|unless\b)"
                            r"([a-z][a-z-]{2,}s)\b", _P)
_COUNT_ASKED_EN = regex(r"\bhow many\b|\bnumber of\b|\bcount\b|\btotal\b", _P)
#: "今天一共失败了多少个回收报价", "半夜漏浇了多少个浇水任务": the failing (or a missing: 漏) said before a count by 个,
#: the domain's own noun after it (never calls, messages, alerts or log lines)
_FAILED_THEN_GE_ZH = regex(r"(?:失败|挂掉?|出错|被拒|超时|卡住|漏[\u4e00-\u9fff]?)了?\s*(?:一共|总共|共)?\s*"
                           r"(?:多少|几)个\s*([\u4e00-\u9fff]{2,6})", _P)
_NOT_GE_RECORDS = regex(r"请求|调用|消息|连接|查询|检查|重试|服务|接口|实例|节点|机器|依赖|部署|发布|构建|测试|探针|"
                        r"容器|集群")
_NOT_RECORDS = frozenset({"errors", "logs", "lines", "alerts", "warnings", "exceptions", "requests", "calls", "jobs",
                          "messages", "checks", "pods", "services", "deploys", "deployments", "builds", "tests",
                          "handshakes", "connections", "queries", "lookups", "retries", "probes", "nodes", "hosts"})
#: "今天早上有多少申请缴费失败了", "有几个申请缴费失败", "多少个许可证申请被拒/失败了": records counted by 个 or by no
#: measure word at all — the domain's own noun failing (or "被拒/失败"), never services, calls, tries or log lines
#: (words that never name a record); a verdict ("多少个素材被拒审了", "多少辆车…被拒载") is no failing: records
#: only when a status of the data says it
_FAILED_RECORDS_ZH_BARE = regex(
    rf"(?:多少|几)个?\s*(?!{CN_COUNTERS})([\u4e00-\u9fff]{{2,8}}?)(?:被拒绝?[/／、或和]?)?失败", _P)
#: "因为排班挂掉的课一共多少节", "没风况数据失败的课有几节": the failed things named first, counted after them by
#: their measure word; "多少团订因为定金付不了失败了": the things counted, then the cause they failed by
#: (a cause told first: "失败的充电会话有多少单" with none is the window's failed records, counted as before — the
#: domain's own record noun is no status; stop 51's merge, chargenet)
_FAILED_NOUN_COUNTED_ZH = regex(r"(?:因为|由于)\S{1,16}?(?:失败|挂掉|挂了|出错|被拒)的\s*([\u4e00-\u9fff]{1,4}?)\s*"
                                r"(?:一共|总共|共)?有?\s*(?:多少|几)(?:张|笔|单|份|件|批|节|堂|个)|"
                                r"(?:多少|几)(?:张|笔|单|份|件|批|节|堂|个)?\s*([\u4e00-\u9fff]{1,4}?)\s*(?:因为|由于)"
                                r"\S{1,16}?(?:失败|挂掉?了|挂掉|出错)", _P)
#: "扫码失败的票有几张", "失败的订单一共多少笔": the failed things named, then counted by a measure word of records
#: (张/笔/单/份/件 — never 个, 条 or 次) with no cause told (invTD)
_FAILED_NOUN_MEASURED_ZH = regex(r"(?:失败|被拒|挂掉?)了?的\s*([\u4e00-\u9fff]{1,4}?)\s*(?:一共|总共|共)?有?\s*"
                                 r"(?:多少|几)(?:张|笔|单|份|件)", _P)
_NOT_RECORDS_ZH = regex(r"请求|调用|任务|消息|连接|查询|检查|重试|服务|接口|实例|节点|机器|依赖|告警|报警|"
                        r"日志|错误|报错|部署|发布|构建|测试|探针|容器|作业|集群|(?<!批)次|回|条|秒|分钟|小时|天")


#: "昨天有多少课没约成功", "因为锁住约不上的课有几节": records whose booking (buying, ordering…) did not go through —
#: a "没 X 成功 / 没 X 上 / X 不上" of the domain's own verb, its noun counted before or after it
_NOT_DONE_VERB_ZH = r"(?:约|订|预约|预订|买|抢|报|下|付)"
_NOT_DONE_RECORDS_ZH = regex(rf"(?:多少|几)(?:个|节|堂|张|笔|单|份|件)?\s*([\u4e00-\u9fff]{{1,4}}?)\s*"
                             rf"(?:没|未)能?{_NOT_DONE_VERB_ZH}(?:成功?|上)|"
                             rf"{_NOT_DONE_VERB_ZH}不上的\s*([\u4e00-\u9fff]{{1,4}}?)\s*(?:一共|总共|共)?有?\s*"
                             rf"(?:多少|几)", _P)


def asks_failed_records(question: str, *, slips: bool = True) -> bool:
    """A question about the domain's records failing ("how many claims faild…"), not about calls or log lines."""
    m = FAILED_RECORDS.search(question)
    if m is not None and m.group(1).lower() not in _NOT_RECORDS:
        return True
    if (m := _FAILED_ANY_RECORDS.search(question)) is not None and m.group(1).lower() not in _NOT_RECORDS:
        return True
    if (m := _RECORDS_KILLED.search(question)) is not None and m.group(1).lower() not in _NOT_RECORDS:
        return True
    if ((m := _FAILED_ADJ_RECORDS.search(question)) is not None and m.group(1).lower() not in _NOT_RECORDS
            and _COUNT_ASKED_EN.search(question)):
        return True
    zh = _FAILED_RECORDS_ZH.search(question) or _FAILED_THEN_RECORDS_ZH.search(question)
    if zh is not None and _ARRIVAL_LOGGISH.search(zh.group(1)) is None and not re.search(
            r"请求|调用|任务|消息|连接|查询|检查|重试", zh.group(1)):
        return True
    if slips and _FAILED_THEN_SLIPS_ZH.search(question) is not None:
        return True
    ge = _FAILED_THEN_GE_ZH.search(question)
    if ge is not None and _ARRIVAL_LOGGISH.search(ge.group(1)) is None and not _NOT_GE_RECORDS.search(ge.group(1)):
        return True
    named = _FAILED_NOUN_COUNTED_ZH.search(question)
    if named is not None and not _NOT_RECORDS_ZH.search(named.group(1) or named.group(2)):
        return True
    measured = _FAILED_NOUN_MEASURED_ZH.search(question) if slips else None  # (a qualified failing: its status)
    if measured is not None and not _NOT_RECORDS_ZH.search(measured.group(1)):
        return True
    not_done = _NOT_DONE_RECORDS_ZH.search(question)
    if not_done is not None and not _NOT_RECORDS_ZH.search(not_done.group(1) or not_done.group(2)):
        return True
    bare = _FAILED_RECORDS_ZH_BARE.search(question)
    return bare is not None and _ARRIVAL_LOGGISH.search(bare.group(1)) is None and not _NOT_RECORDS_ZH.search(
        bare.group(1))


#: "how many flight requests got rejected …?": a noun of calls (requests) qualified by a word of a failing status of
#: the data (FLIGHT_REJECTED) — those are the domain's records, said in its own words
_QUALIFIED_CALLS_FAILED = regex(r"\bhow many\s+([a-z][a-z-]{2,})\s+([a-z][a-z-]{2,}s)\s+"
                                r"(?:have\s+|had\s+|were\s+|got\s+|get\s+)?(?:been\s+)?"
                                r"(rejected|declined|denied|refused|cancell?ed|timed out|failed|aborted|bounced|"
                                r"voided)\b",
                                _P)


def qualified_calls_failing(question: str, statuses: Sequence[str]) -> list[str]:
    """"how many flight requests got rejected during the midnight DB mess?" ↔ FLIGHT_REJECTED: a noun of calls
    failing ("requests", never records on its own) whose qualifier is a word of exactly one failing status the
    question's words name — that status's records are counted; else []."""
    m = _QUALIFIED_CALLS_FAILED.search(question)
    if m is None or m.group(2).lower() not in _NOT_RECORDS:
        return []
    found = [st for st in status_matches(question, statuses) if status_word_said(st, m.group(1), min_word=4)]
    if not found:
        #: "how many road tests got voided" ↔ TEST_VOIDED: the noun and its failing verb are both the status's own
        #: words (the qualifier is the domain's)
        found = [st for st in statuses if _FAILING_STATUS_WORD.search(st) and status_word_said(
            st, m.group(2), min_word=4) and status_word_said(st, m.group(3), min_word=4)]
    if not found and m.group(3).lower() == "failed":
        #: "how many dosing jobs failed in it?" ↔ DOSING_ABORTED: "failed" said of the one failing status (aborted,
        #: rejected…) the qualifier names
        found = [st for st in statuses
                 if _FAILING_STATUS_WORD.search(st) and status_word_said(st, m.group(1), min_word=4)]
    return found if len(found) == 1 else []


#: a status word saying its records failed
_FAILING_STATUS_WORD = regex(r"FAIL|ABORT|REJECT|DECLIN|DENIED|TIMEOUT|TIMED_OUT|BOUNCE|(?<!A)VOID", re.I)


def asks_arrivals(question: str) -> bool:
    """A count of records arriving ("一共进来多少笔充值"), not of log lines, errors or alerts."""
    return ARRIVALS.search(question) is not None and _ARRIVAL_LOGGISH.search(question) is None


def aspect_worded(question: str) -> bool:
    """Whether the question words an aspect at all (a cause, health, onset … word); a bare statement with a tag
    ("…就过期了吧？") words none, and takes the default."""
    return any(p.search(question) for p in _ASPECT_PATTERNS.values())


def asks_span(question: str) -> bool:
    """Whether the question asks when a trouble started or ended, or how long it lasted (its words, not a default)."""
    return any(_ASPECT_PATTERNS[a].search(question) for a in ("onset", "end", "duration"))


def cause_worded(question: str) -> bool:
    """Whether ``question`` asks a cause in words (``aspects_of`` reads "cause" of a question naming a service and
    nothing narrower too: "What's the CPU usage on X?", "and the boarding scanner?")."""
    return bool(_ASPECT_PATTERNS["cause"].search(question) or _WHAT_BROKEN.search(question)
                or _ROOT_CAUSE_ASKED.search(question) or _ROOT_WHERE.search(question))


#: "根子在哪", "源头是啥", "问题出在哪儿": where the trouble comes from, asked by its root; "到底谁的锅", "怪谁",
#: "whose fault is it?": who is to blame for it
_ROOT_WHERE = regex(r"(?:根子|源头|根儿)(?:到底|究竟)?(?:在|是)?(?:哪|啥|什么)|出在哪|谁的锅|(?:该)?怪谁|"
                    r"\bwhose fault\b|\bwho(?:'s| is)\s+(?:to blame|at fault)\b", re.I)


#: "是谁搞的", "谁弄的": who did it (never "是不是 X 搞的", the suspect's own clause)
_WHO_DID = regex(r"(?<!不是)(?<!是不)谁(?:搞|弄|干|整|闹)(?:出来|坏|挂)?的|"
                 r"\bwho (?:did|broke|caused) (?:it|this|that)\b", re.I)


#: "was that just warnings or real errors", "real errors or only warnings?", "有报错吗 还是只有warn", "只是 warn 还是真
#: 报错": warnings set against errors asks whether errors were logged (a yes/no on the ERROR level; WARN-only is "no")
WARNINGS_OR_ERRORS = regex(
    r"\b(?:just|only|merely|mostly)\s+(?:some\s+)?warn(?:ing)?s?\s+or\s+(?:any\s+)?(?:real|actual|proper|true)?\s*"
    r"errors?\b|\b(?:real|actual|proper|true)\s+errors?\s+or\s+(?:just\s+|only\s+|merely\s+)?warn(?:ing)?s?\b"
    r"|\berrors?\s+or\s+(?:just|only|merely)\s+(?:some\s+)?warn(?:ing)?s?\b"
    r"|(?:只是|只有|光是|就是|仅仅?是?)\s*(?:WARN(?:ING)?|警告)\s*(?:日志)?\s*还是\s*(?:真的?|确实)?\s*(?:有)?\s*"
    r"(?:报错|出错|ERROR|错误)|(?:报错|出错|ERROR|错误)\s*(?:日志)?\s*(?:吗|么|没有?)?\s*[？?，,]?\s*还是\s*"
    r"(?:只是|只有|光是|就是|仅仅?是?|光|只|仅)\s*(?:有)?\s*(?:WARN(?:ING)?|警告)", re.I)


#: "what statuses do the failed orders end up in?", "今天失败的票都有哪几种状态", "挂了多少单 都是什么状态": the
#: statuses the failed records (an error code set) are in, each with its count
FAILED_STATUSES_ASKED = regex(
    r"(?:what|which)\s+(?:status(?:es)?|states?)\s+(?:do|did|are|were|have|had)\s+(?:the\s+)?(?:\w+\s+){0,3}?"
    r"(?:fail(?:ed|ing|ures?)?|broken|stuck)\b|"
    r"\b(?:failed|failing|broken)\s+(?:\w+\s+){0,3}?(?:end(?:ed)?\s+up|land(?:ed)?)\s+in\s+(?:which|what)\b|"
    r"\b(?:fail(?:ed|ing|ures?)?|broken)\b.{0,40}?\b(?:broken\s+down|split|grouped)\s+by\s+status\b|"
    r"\bhow\s+many\b[^?.]{0,30}?[,;]\s*(?:and\s+)?(?:which|what)\s+status(?:es)?\b|"
    r"(?:失败|挂|出错|报错|坏).{0,16}?(?:什么|哪些|哪几种|哪种|几种|啥)\s*状态|(?:失败|挂|坏).{0,16}?按状态|"
    #: "挂了多少镜片单 状态是啥": the status asked after the count
    r"(?:失败|挂|出错|报错|坏).{0,16}?状态\s*(?:都|分别)?\s*是\s*(?:啥|什么|哪些|哪个|哪几个)", re.I)


def asks_failed_statuses(question: str) -> bool:
    """Whether the question asks which statuses its failed records are in (`FAILED_STATUSES_ASKED`)."""
    return FAILED_STATUSES_ASKED.search(question) is not None


def aspects_of(question: str, *, has_entity: bool, has_record: bool) -> list[str]:
    """The aspects ``question`` asks, in a stable order (``overview`` when nothing narrower is asked)."""
    found = [a for a, pattern in _ASPECT_PATTERNS.items() if pattern.search(question)]
    if FIRST_TIME.search(question) and "onset" not in found:
        found.append("onset")  # "when did X have trouble for the first time?": the first occurrence
        found = [a for a in found if a != "cause"] if not re.search(r"为什么|为何|\bwhy\b", question, _P) else found
    if _LONGEST_EPISODE.search(question) and not {"onset", "end", "duration"} & set(found):
        #: "哪次最长？": the longest episode's span
        found = [*(a for a in found if a != "cause"), "duration"]
    if LAST_TIME.search(question) and "end" not in found:
        if _LATEST_EPISODE.search(question) and re.search(r"\b(?:when|what time) was the last\b", question, _P):
            #: "when was the last cache storm": the last episode of a trouble, from its start (and to its end)
            found = [*(a for a in found if a != "onset"), "onset"]
        found.append("end")  # "最近一次报警是什么时候？": the last occurrence
    if WHICH_CODE.search(question) and "count" not in found:
        found.append("count")  # "what's the error code X keeps throwing?": the codes by count
    if "duration" in found and "count" in found and not _ASPECT_PATTERNS["count"].search(
            re.sub(r"(?:多少|几)(?=分钟|个?(?:小时|钟头)|秒)|\bhow many(?= (?:minutes|mins|hours)\b)", "", question,
                   flags=re.I)):
        found.remove("count")  # "挂了多少分钟": minutes are a duration, not a count
    if ("yes_no" in found and "health" in found
            and not _ASPECT_PATTERNS["yes_no"].search(asked := present_context(question)) and asked != question):
        #: "X 现在有没有问题？昨天不是发版炸过吗": the past deploy recalled in an aside asks nothing (the present's
        #: health is asked, not whether the deploy broke it)
        found.remove("yes_no")
    if "yes_no" in found and _WH_CAUSE.search(question) and not _YES_NO_SHAPE.search(question):
        found = [a if a != "yes_no" else "cause" for a in found if a != "cause" or "yes_no" not in found]
    if ("yes_no" in found and (part := PART_OF_CAUSE.search(question)) and BACKLOG_WORDS.search(question[:part.start()])
            and not _ASPECT_PATTERNS["yes_no"].search(PART_OF_CAUSE.sub(" ", question))):
        #: "is the X backlog also part of why Y is failing?": a queue's backlog is its consumers' lag, which a
        #: yes/no about the queue would read from the queue's own (silent) lines — the cause question, as before
        found = [a for a in found if a != "yes_no"] + ([] if "cause" in found else ["cause"])
    if "yes_no" in found and "cause" in found and not re.search(r"为什么|为何|\bwhy\b",
                                                                PART_OF_CAUSE.sub(" ", question), _P) and (
            not _ROOT_CAUSE_ASKED.search(question)):
        found.remove("cause")
    if "yes_no" in found and "cause" not in found and _WHO_DID.search(question):
        #: "那波报错是谁搞的 是不是排班刚发版": who did it, asked in a clause of its own beside the suspect — both
        #: answered
        found.append("cause")
    if OWN_OR_DOWNSTREAM.search(question):
        found = [a for a in found if a not in ("yes_no", "health", "cause")] + ["cause"]
    if has_record or ((_RECORD_WORDS.search(question) or asks_arrivals(question) or asks_failed_records(question))
                      and "count" in found and not _LINES_LOGGED.search(question)):
        found.append("record")
    if asks_failed_statuses(question):
        #: "what statuses do the failed orders end up in?": the failed records by status (a count of each), no cause
        found = [a for a in found if a not in ("cause", "overview", "health", "yes_no")] + ["count", "record"]
    if "cause" in found and "health" in found and _WHERE_WRONG.search(question):
        found.remove("health")  # "哪里出了问题": where it went wrong, not whether
    if "yes_no" in found and "health" in found and HARMED_ZH.search(question):
        #: "昨晚的 X 问题有没有影响到 Y": whether X's trouble reached Y (the yes/no, yes = affected), never Y's health
        #: over the window beside it (a "是，Y 有异常" of another trouble of Y's contradicts the "不是")
        found.remove("health")
    if (not has_entity and _WH_PROBLEMS.search(question) and _ALL_RECOVERED.search(question)
            and set(found) <= {"end", "health", "yes_no", "overview"}):
        #: "今天白天有啥故障吗 都恢复了没": the troubles listed, each with its state (the overview's incidents say
        #: which recovered), never one end of whichever trouble came first
        found = ["overview"]
    if (not has_entity and _WH_PROBLEMS.search(question) and not _BY_CAUSE.search(question)
            and not _YES_NO_SHAPE.search(question) and not re.search(r"没\s*[？?]?\s*$", question)) and not {
            "count", "comparison", "onset", "end", "duration", "how_to", "yes_no"} & set(found):
        #: "现在线上都有啥问题？", "线上现在啥情况", "what problems do we have right now?": the troubles listed (the
        #: overview of incidents), never a yes/no on the health of everything
        found = [a for a in found if a not in ("health", "overview")] + ["overview"]
    if has_entity and _WHAT_BROKEN.search(question) and not _YES_NO_SHAPE.search(question) and found == ["overview"]:
        #: "traders portal has been throwing errors since lunch, what's broken?": which part broke behind the subject
        #: named (its cause, as "what broke"), never a yes/no on the subject's own health
        found = ["cause"]
    if "overview" in found and has_entity and len(found) > 1:
        found.remove("overview")
    if has_entity and compares_episodes(question):
        #: "今天两次故障，哪次报错多", "which one lasted longer, the first or the second?": the subject's episodes set
        #: against each other (their counts and spans), not a cause, count or duration of the window
        found = [a for a in found if a not in ("cause", "overview", "health", "count", "duration")] + ["comparison"]
        if "onset" in found and not _ASKS_WHEN.search(question):
            found.remove("onset")  # "这次跟第一次比": 第一次 names an episode, no onset is asked
    if ("onset" in found and {"duration", "end"} & set(found) and episode_ordinal(question)
            and not _ASKS_WHEN.search(question) and not _ONSET_OWN_WORDS.search(question)):
        #: "X 第一次连接池打满 持续了多久": 第一次 names the episode whose span is asked, no onset
        found.remove("onset")
    if not found and _BARE_MEASURE.search(question):
        found = ["count"]  # "X errors in the past 2 hours?": how many, never a cause of nothing
    if not found and has_entity and (_YES_NO_SHAPE.search(question) or _DOWN_STATEMENT.search(question)):
        found = ["health"]  # "Is X falling behind?", "X 又挂了": a yes/no about the subject's state
    if not found and (asked := present_context(question).strip()) != question.strip() and asked:
        #: "X 现在正常了吗 下午回滚过的": the present asked before a closing aside recalling the past (the past sets
        #: the scene: the aspects are those of the present asked)
        return aspects_of(asked, has_entity=has_entity, has_record=has_record)
    if not found and WARNINGS_OR_ERRORS.search(question):
        found = ["health"]  # "有报错吗 还是只有warn": whether ERROR lines were logged (the level's yes/no)
    if not found:
        found = ["cause"] if has_entity else ["overview"]
    listed = (not has_entity and found == ["overview"] and _WH_PROBLEMS.search(question) is not None
              and _ALL_RECOVERED.search(question) is not None)  # each listed trouble says its own end
    if asks_over(question) and not listed and "end" not in found and not {
            "onset", "duration", "count", "comparison", "how_to", "record"} & set(found):
        #: "is it over?": whether the trouble ended is told by its end (是, 已于 … 恢复 / 没有 while it goes on),
        #: never by the window's health ("否，X 有异常" of a trouble that ended within it)
        found.append("end")
    if asks_still(question) and not {"end", "health", "onset", "duration", "count", "comparison", "how_to",
                                     "record"} & set(found):
        #: "is X still locking up?" asking nothing else: whether the trouble goes on (its end); with health found,
        #: the health of now answers it (``still_of_any_verb``: the recent window, the trouble named as stopped)
        found.append("end")
    if "overview" in found and has_entity and "health" not in found:
        found = [a for a in found if a != "overview"] + ["health"]
    return [a for a in ASPECTS if a in found]


#: "连不上", "登不上", "打不开", "用不了": a thing that cannot be done (a trouble)
_CANNOT = r"(?:连|登|登录|访问|打|用|进|上|调)不(?:上|了|开|通|去|进)"
_PROBLEM_WORDS = regex(rf"{_CANNOT}|"
                       r"问题|异常|故障|毛病|受影响|影响|报错|出错|[报出]了?过?错|错误|出事|出啥事|落后|积压|堆积|"
                       r"发生|告警|报警|失败|超时|"
                       #: "有没有锁等待", "有重启吗": whether a trouble of its own name happened (yes = unhealthy);
                       #: "X 有没有责任 / 有没有关系" asks whether X is to blame, not whether X had trouble
                       r"有没有(?!.*(?:正常|健康|恢复|好了|好转|稳定|责任|关系|关联|相关|干系|锅))|锁等待|死锁|等锁|限流|熔断|重启|泄漏|内存溢出|"
                       #: "票务库是不是锁住了", "is the db locked up?": a lock held up is the trouble (yes = locked)
                       r"锁住|锁死|锁表|被锁|锁着|\blocked\s+up\b|"
                       r"\block waits?\b|\bdeadlocks?\b|\bthrottl|\brestart(?:s|ed)\b|\bleak|\bOOM\b|"
                       r"affected|impacted|\balerts?\b|\balerting\b|"
                       #: "did lessons get hit too?", "were X hit by the pool thing?": hit asked (yes = affected);
                       #: never the hit ratio of a cache
                       r"\bhit\b(?![\s-]*(?:ratios?|rates?|share|%))|"
                       r"\b[45]xx\b|\b5\d\d\b|多吗|多不多|严重吗|严重不|还在(?!正常)|满了|满着|满的|打满|挂了|崩了|宕机|爆了|"
                       r"\bout of\b|\bfull\b|\boverloaded\b|\bsaturated\b|\bexhausted\b|"
                       #: "did the pool max out again?": the phrasal verb in any form
                       r"\bmax(?:es|ed|ing)?\s+out\b|"
                       r"\bstill\s+(?!(?:ok|okay|fine|healthy|up|running|working|good|normal|alive|available)\b)"
                       r"[a-z]+|"
                       r"problems?|probs?|hiccups?|drama|happen|backed.up|stuck|slow|卡|慢|堵|"
                       #: "是不是有消费延迟", "is there any lag?": a lag or delay asked is a trouble
                       #: (yes = lagging); "没延迟吧" asks the healthy side
                       r"(?<![没无不])延迟|滞后|\blag\b|\bdelay(?:s|ed)?\b|"
                       #: "命中率还低吗", "错误率还那么高吗": a level still low (high) asked is the trouble
                       #: going on
                       r"(?:还|仍然?|依然)(?:很|那么|这么)?(?:低|高)(?:吗|么|不)|"
                       #: "是不是抖了一下", "was there a blip": a short wobble is a trouble too (yes = unhealthy)
                       r"抖|\bblips?\b|\bglitch|"
                       #: "anything off with X day before yesterday?", "something odd?": a thing off asked is a
                       #: trouble (yes = something was off; invSH)
                       r"\b(?:anything|something)\s+(?:(?:at all|really|a bit)\s+)?"
                       r"(?:off|odd|weird|strange|funny|unusual|fishy)\b|"
                       #: "是不是在疯狂驱逐 key", "is it evicting like crazy?": an adverb of excess makes the
                       #: verb a trouble asked (yes = unhealthy)
                       r"疯狂|拼命|不停地?(?=[\u4e00-\u9fff])|\blike crazy\b|"
                       #: "证书是不是过期了", "is the cert expired?": an expiry asked is a trouble (yes = expired);
                       #: "没过期吧" asks the healthy side
                       r"(?<![没未不])过期|(?<!not )\bexpired\b|"
                       #: "证书现在还是坏的吗", "发版是不是把东西搞坏了": broken asked (yes = broken);
                       #: "没坏吧" asks the healthy side
                       r"(?<![没未不])坏|\bbroken\b|\bbroke\b|"
                       #: "did the release break anything?": broken asked (yes = something failed after it);
                       #: "did X break checkout?" names what it broke (a link asked, not a trouble of the subject)
                       r"\bbreak(?:s|ing)?\s+(?:anything|something|stuff|things)\b|"
                       #: "did X's deploy go bad?", "did the release go sideways?": a thing gone bad asked
                       #: (yes = it went bad)
                       r"\b(?:go|goes|going|gone|went)\s+(?:bad|sideways|south|pear[\s-]shaped)\b|"
                       r"issues?|errors?|trouble|incidents?|wrong|behind|backlog|lagg?ing|failing|failures?|"
                       #: "did payments fail today?": a failing asked (yes = it failed)
                       r"\bfail(?:s|ed)?\b|"
                       #: "is X the one acting up right now?": misbehaving asked (yes = unhealthy)
                       r"\b(?:act|acts|acted|acting|play|plays|played|playing)\s+up\b|\bmisbehav|\bflak(?:y|ing)\b|\bwonky\b|"
                       r"down\b", _P)


_ASKS_MORE = regex(r"(?:更|还)?多吗|多了(?:吗|吧|没|么)|更多|多不多|增加了吗|变多|"
                   r"(?:更|还)?(?:高|大|慢|严重|久|长)(?:了吗|吗)|更高|变高|升高|更久|更长|\b(?:more|longer)\b.{0,40}\bthan\b|"
                   r"\bworse\b|"
                   r"\bhigher\b.{0,30}\bthan\b|\bincreas", _P)
_ASKS_LESS = regex(r"(?:更|还)?少吗|"
                   #: "现在的报错 比六点五十那会儿少了吧": a statement tagged 吧 asks the same
                   r"少了(?:吗|吧|没|么)|更少|减少了吗|变少|"
                   #: "现在比八点半那会儿好了吧", "是不是好多了": better is fewer errors
                   r"好(?:多|些|点|一些|一点)?了(?:吗|吧|没|么)?\s*[?？]?\s*$|好转|改善|"
                   r"(?:更|还)?(?:低|小|快|短)(?:了吗|吗)|更低|变低|降低|更短|\b(?:fewer|less|shorter)\b.{0,40}\bthan\b|"
                   r"\bbetter\b|"
                   r"\blower\b.{0,30}\bthan\b|\bdecreas", _P)
#: (a Chinese A-not-A form asks yes or no with no end mark: "现在跟四点那会儿比 是不是好多了")
#: ("…比六点五十那会儿少了吧": a statement tagged 吧 at its end asks to confirm it)
_YES_NO_FORM = regex(r"吗|\?|？|是不是|是否|有没有|会不会|比.{1,30}了吧\s*$|"
                     r"^(?:is|are|was|were|did|do|does|has|have)\b", _P)


_STILL_YES_NO = regex(r"^\s*(?:is|are|was|were|has|have)\b.{0,60}\bstill\b"
                      r"(?!\s+(?:ok|okay|fine|healthy|up|running|working|good|normal|alive|available)\b)|"
                      #: "still backed up?", "and still failing?": the verb left out of a short follow-up
                      r"^\s*(?:(?:and|so|but)\s+)?(?:(?:it|they|that)(?:'s|'re| is| are)\s+)?still\s+"
                      r"(?!(?:ok|okay|fine|healthy|up|running|working|good|normal|alive|available|no|nothing|none|quiet|clean)\b)"
                      r"[\w\s'-]{1,30}\?\s*$|"
                      #: "grading line still failing lots rn?": a subject of a few words, then still and its trouble
                      r"^\s*(?!(?:what|which|who|why|how|when|where|is|are|was|were|has|have|and|so|but|it|they|that)\b)"
                      r"(?:the\s+)?[a-z][\w.-]*(?:\s+[a-z][\w.-]*){0,3}\s+still\s+"
                      r"(?:failing|erroring|throwing|crashing|timing\s+out|down|broken|backed\s+up|lagging|stuck|"
                      r"alerting|firing|slow|locking)\b[\w\s'-]{0,30}\?\s*$|"
                      #: "anything from the Grinders guys still firing": something of a subject still going on (the
                      #: question mark may be left out)
                      r"^\s*(?:any|anything|anyone|something)\s+(?:from|of|on|at|in)\s+[\w\s'.-]{1,40}?\bstill\s+"
                      r"(?:failing|erroring|throwing|crashing|timing\s+out|down|broken|backed\s+up|lagging|stuck|"
                      r"alerting|firing|going\s+off|ringing)\b[\w\s'-]{0,30}\??\s*$|"
                      r"(?:还在|仍在|仍然在?|依然在?|还)(?:报错|出错|失败|触发|挂|告警|报警|积压|堵|堆|超时|慢|卡|"
                      #: "考位库现在还锁着吗": a lock still held
                      r"锁(?:着|住|死)|"
                      #: "现在还连不上第三方吗", "还登不上吗": a thing it still cannot do
                      rf"{_CANNOT})"
                      r".{0,6}(?:吗|没|不)|"
                      #: "那个缓存问题现在还在吗": the trouble itself, still there?
                      #: "现在还有吗" after "早上有啥异常": the anomaly asked before, still there?
                      r"(?:还|仍然?|依然)(?:在|存在|持续|有)(?:吗|么|不|没|[?？]|$)|"
                      #: "证书现在还有问题吗", "还有异常没": the trouble, still there? (not "别的还有问题吗": others)
                      r"(?<!别的)(?<!其他)(?<!其它)(?:还|仍然?|依然)(?:有|存在)(?:问题|异常|故障|毛病)"
                      r"(?:吗|么|不|没|[?？]|$)|"
                      #: "现在还在疯狂驱逐吗", "还在大量重试吗": a trouble's own verb, still going on?
                      #: (not "还在正常跑吗")
                      rf"{_STILL_DOING}", _P)


#: "积压消化完了吗", "is the backlog cleared yet?": a yes/no about whether the trouble is over (the reverse of
#: ``asks_still``: 没有 while it goes on)
_OVER_YES_NO = regex(_RENEWED_YES_NO + r"|(?:消化|清|处理|追|消费|跑)完了?(?:吗|没|么)|恢复了(?:吗|没|么)|"
                     #: "那事儿已经恢复了吧": the end asked, expecting yes
                     r"(?:已经|早就?)恢复了吧|"
                     r"追平了?(?:吗|没|么)|"
                     #: "下午那个慢查询现在结束了吗": whether the trouble told has ended (是 once it is over)
                     r"(?<!发[版布])(?<!部署|上线|回滚|重启|迁移)(?:结束|过去)了?(?:吗|没|么)|"
                     r"(?:解决|修好|修复|搞定|处理好|弄好)了?(?:吗|么|没)|\b(?:has|have|is|are|was)\b.{0,60}\b(?:resolved|fixed)\b|"
                     r"^\s*(?:has|have|is|are)\b.{0,60}\b(?:recovered|back to normal)\b|"
                     r"^\s*(?:is|are|has|have)\b.{0,60}\b(?:cleared|drained|caught up)\b|"
                     #: "is the backlog over yet?", "has the outage ended?": the trouble's end asked yes or no (an
                     #: operation over — "is the rollout over?" — is no trouble's end)
                     r"^\s*(?:is|are|has|have)\b(?!.{0,60}\b(?:deploy|rollout|release|migration|upgrade|update|"
                     r"maintenance|restart|rollback|roll-out|backfill|job|batch))"
                     #: (also before a second question: "is the X mess over? when did it stop?")
                     r".{0,60}\b(?:over|ended)(?:\s+(?:yet|now|already))?\s*(?:[?？]|$)|"
                     #: "upload backlog over yet?": the same with the verb dropped, its "yet" telling the end asked
                     r"^(?!\s*(?:when|why|what|how|which|who|where)\b)(?!.{0,60}\b(?:deploy|rollout|release|"
                     r"migration|upgrade|update|maintenance|restart|rollback|roll-out|backfill|job|batch))"
                     r"[^?？]{1,60}\b(?:over|ended)\s+yet\s*[?？]?\s*$", _P)


def asks_health(question: str) -> bool:
    """Whether ``question`` has words of the health aspect ("正常吗", "稳不稳", "is X healthy")."""
    return _ASPECT_PATTERNS["health"].search(question) is not None


def asks_over(question: str) -> bool:
    """"积压消化完了吗", "has the backlog drained?": a yes/no whether the trouble has ended (是/否 by its end)."""
    return bool(_OVER_YES_NO.search(question)) and not asks_still(question)


#: "现在好了没", "好了吗" (invOF): the trouble told, fine now? (not 准备好了吗 / 改好了吗: a deed) — a health question
#: by its words; whether the trouble is over only where the plan asks its end, not the present's health
_FINE_NOW = regex(r"(?:^|现在|目前|这会儿?|[\s，,])(?:都|已经)?好了(?:吗|没有?|么|不)")


def asks_fine_now(question: str) -> bool:
    """"现在好了没": a state asked whose yes reads "over" where the plan answers the trouble's end."""
    return bool(_FINE_NOW.search(question))


def asks_still(question: str) -> bool:
    """"is X still failing?", "还在报错吗": a yes/no about whether the trouble goes on (answered 是/否 by its end)."""
    return bool(_STILL_YES_NO.search(question))


def still_of_any_verb(question: str) -> bool:
    """"is X still locking up?", "证书现在还有问题吗": a still-question whose words name no end of their own (the end
    aspect comes from ``asks_still`` alone): the trouble going on now is judged over the recent window — one that
    ended hours ago is no trouble still going (healthy), never an end time picked from the whole day."""
    return (asks_still(question) and not _ASPECT_PATTERNS["end"].search(question)
            and not LAST_TIME.search(question))


#: "哪段错更多", "which window…": asks which of two, not yes or no
_WHICH_ONE = regex(r"哪(?:个|次|边|一|段|天|波|回|些|家|条)|\bwhich\b|多还是少|more or (?:less|fewer)|"
                   r"\b[\w.-]+\s+or\s+[\w.-]+\s+(?:\w+\s+){0,3}(?:more|fewer|less|higher|lower)\b", _P)


def compare_direction(question: str) -> str:
    """The direction a yes/no comparison asks ("比昨天这个点多吗" → ``more``, "fewer than…?" → ``less``), else ""."""
    if not _YES_NO_FORM.search(question) or _WHICH_ONE.search(question):
        return ""
    if re.search(r"\b(?:like|as) (?:it|they) (?:was|were|did)\b|像.{0,12}(?:那样|一样)", question, _P):
        return "same"  # "is X erroring now like it was at 8:30?": is the first window erroring too
    if _ASKS_LESS.search(question):
        return "less"
    return "more" if _ASKS_MORE.search(question) else ""


#: the episode going on now, of a subject that had others before ("这次是几点开始报错的", "when did it start
#: failing this time?"): its onset is the latest episode's, never the window's first anomaly
_THIS_EPISODE = regex(r"这次|这回|本次|这一次|这一回|这波|这一波|眼下这|现在这(?:次|回|波|个问题)|已经持续|"
                      #: "那多久了", "持续多长时间了": how long it has been going on, up to now
                      r"(?:多久|多长时间|多少时间|几个?小时|多少分钟|几分钟)了\s*[?？]?\s*$|"
                      r"\bhow long has (?:it|this|that) been (?:going on|down|failing|happening)\b|"
                      r"\bthis (?:time|round|one|current|latest|ongoing)\b|\bthe (?:current|ongoing|latest)\b", _P)


#: "how long has the bad X build been live?", "这个新版本上线多久了": how long a deploy has been out, up to now
_LIVE_BUILD = regex(r"\bhow long\b.{0,60}\b(?:build|version|release|deploy(?:ment)?)\s+(?:has\s+)?been\s+"
                    r"(?:live|out|running|up|in prod(?:uction)?)\b|"
                    r"(?:版本|新版|这版|构建)[^，,。？?]{0,10}(?:上线|跑了|在线)了?(?:多久|多长时间)", _P)


def asks_live_build(question: str) -> bool:
    """Whether the question asks how long a deploy has been out (from its start to now)."""
    return _LIVE_BUILD.search(question) is not None


def asks_this_episode(question: str) -> bool:
    """Whether the question asks about the episode going on now (the latest), not the first of the window."""
    return _THIS_EPISODE.search(question) is not None


#: one of the subject's incidents named by its order ("第二个呢，啥原因？" after "X 今天是不是出了两次问题", "what
#: caused the second one?"): ordinal → its words
_ORDINALS: tuple[tuple[int, re.Pattern[str]], ...] = (
    (1, regex(r"第一(?:次|个|回|波|起)|\bthe first (?:one|incident|outage|episode|time|or)\b|"
              #: "the first gate outage": the trouble's thing between the ordinal and its noun
              r"\bthe first [a-z][\w-]* (?:incident|outage|episode)\b|"
              #: "the first bed cache storm": up to three words of the trouble's thing before a trouble noun
              r"\bthe first (?:[a-z][\w-]* ){0,3}?(?:storm|wave|spike|burst|backlog|incident|outage|episode)s?\b|"
              #: "this morning's first gate cache storm": the day's (or part's) first, said with a possessive
              r"['’]s first (?:[a-z][\w-]* ){0,3}?(?:storm|wave|spike|burst|backlog|incident|outage|episode)s?\b|"
              #: "first storm vs the one now": the ordinal opening the question, with no article
              r"^\s*first (?:[a-z][\w-]* ){0,3}?(?:storm|wave|spike|burst|backlog|incident|outage|episode)s?\b|"
              r"\bthe earlier one\b|"
              #: "the 1st keg storm": an ordinal written in digits
              r"\bthe 1st\b", _P)),
    (2, regex(r"第二(?:次|个|回|波|起)|\bthe second (?:one|incident|outage|episode|time)\b|\bthe second\b|"
              r"['’]s second (?:[a-z][\w-]* ){0,3}?(?:storm|wave|spike|burst|backlog|incident|outage|episode)s?\b|"
              r"\bthe latter\b|\bthe later one\b|\bthe 2nd\b", _P)),
    (3, regex(r"第三(?:次|个|回|波|起)|\bthe third (?:one|incident|outage|episode|time)\b|\bthe 3rd\b", _P)),
)
#: the last of the subject's episodes, whatever their number ("the latest meter outage", "the most recent storm",
#: "最近那次", "最近一次故障"): ``episode_ordinal`` gives ``LAST_EPISODE``, resolved against the episodes found
_LATEST_EPISODE = regex(r"\bthe (?:latest|most recent|newest) (?:[a-z][\w-]* ){0,3}?"
                        r"(?:one|storm|wave|spike|burst|backlog|incident|outage|episode)s?\b|"
                        r"最近(?:的)?(?:那|这)一?(?:次|回|波)|最近一(?:次|回|波)(?:故障|问题|风暴|事故|积压)|"
                        r"最后(?:那|这)一?(?:次|回|波)|"
                        #: "最后一次是几点开始的", "最后一次持续了多久": the last one asked its start, end or span is an
                        #: episode (a record has no start) — "最后一次报错是几点" stays the latest record
                        r"(?:最后|最近)一(?:次|回|波)(?=[^，,。？?]{0,8}?(?:开始|结束|恢复|持续|多久|多长))|"
                        #: "when was the last cache storm": the last of a trouble noun (never "the last time / hour")
                        r"\bthe last (?:(?!(?:hours?|days?|weeks?|minutes?|mins?|nights?|times?|few|couple|the|"
                        r"this|that|of|in|and|or)\b)[a-z][\w-]* ){0,3}?"
                        r"(?:storm|wave|spike|burst|backlog|incident|outage|episode)s?\b|"
                        #: "how many times …, and when did the last one start?": the last of the times counted
                        r"\bthe last one\b(?!\s+(?:hours?|days?|weeks?|minutes?|mins?|nights?)\b)",
                        _P)
#: the longest of the subject's episodes ("rosinkv 今天哪次驱逐最久", "哪次最长", "最久的那次", "the longest stock cache
#: outage", "which one lasted the longest?"): ``episode_ordinal`` gives ``LONGEST_EPISODE``
_LONGEST_EPISODE = regex(r"哪一?(?:次|回|波|起)[^，,。？?\s]{0,8}?最(?:久|长)|"
                         r"最(?:久|长)的?(?:那|这)?一?(?:次|回|波|起)|"
                         r"\b(?:the )?longest (?:[a-z][\w-]* ){0,3}?"
                         r"(?:one|storm|wave|spike|burst|backlog|incident|outage|episode|stall|eviction)s?\b|"
                         r"\bwhich (?:one|incident|outage|episode|storm|wave|time)s? (?:was|lasted|went on|ran) "
                         r"(?:the )?longest\b|"
                         #: "which of today's sensor cache storms lasted the longest": the trouble's words between
                         r"\bwhich of (?:[\w'’-]+ ){0,4}?(?:storms|waves|incidents|outages|episodes|spikes|bursts|"
                         r"ones|times) (?:was|were|lasted|went on|ran) (?:the )?longest\b", _P)
#: two incidents set against each other ("今天两次故障，哪次报错多", "which one lasted longer, the first or the
#: second?")
#: "the gallery app broke twice this evening, which episode lasted longer?": twice is two episodes
_TWO_EPISODES = regex(r"两次|两回|两波|两起|\btwice\b|"
                      r"\b(?:two|2) (?:separate )?(?:incidents|outages|episodes|troubles)\b|"
                      r"\b(?:which|either) of the two\b", _P)
_WHICH_EPISODE = regex(r"哪一?(?:次|回|波|起|个)|\bwhich (?:one|incident|outage|episode|of the two)\b", _P)
#: "各有多少", "分别多少", "each": a figure asked of every episode named
#: "每波搞挂了多少个": 每 before an episode's counter is each of them (invSH)
_EACH = regex(r"各(?:有|是|自|多少)|分别|每一?(?:次|波|回|轮|阵)|\beach\b|\brespectively\b", _P)


#: "两次出事分别是啥原因", "各自什么原因", "what caused each of the two outages": the cause asked of each episode
EACH_CAUSE = regex(r"(?:各(?:自|是)?|分别)(?:是|都是)?(?:啥|什么|何)?(?:原因|根因|起因|源头|引起|导致)"
                   r"|(?:原因|根因)(?:各|分别)|(?:分别|各自)(?:为啥|为什么|怎么回事)"
                   r"|\b(?:what caused|cause[sd]?|why)\b.{0,30}\beach\b"
                   r"|\beach\b.{0,30}\b(?:causes?|caused)\b", _P)


#: "各挂了多少单", "各失败几笔": a deed, then a figure, asked of each
_EACH_DEED = regex(r"各[\u4e00-\u9fff]{1,3}?(?:多少|几)", _P)


#: a clock asked ("几点", "什么时候", "when"): an onset beside episodes named by their order is asked only with one
_ASKS_WHEN = regex(r"什么时候|啥时候|何时|几点|\bwhen\b|\bwhat time\b", _P)
#: an onset said in words of its own, beside an ordinal ("第一次…从哪开始", "最早")
_ONSET_OWN_WORDS = regex(r"开始|最早|起始|\bstart|\bbegan\b|\bbegin", _P)
#: "X 昨晚发版那波报错跟凌晨三点锁等待那波比，哪次多": two waves of errors, each named by its own words — the subject's
#: episodes set against each other (a window may hold both waves), not two fixed windows; failed records are not
_TWO_WAVES = regex(r"那一?(?:波|阵)[\s\S]{1,60}?那一?(?:波|阵)|\bwave\b[\s\S]{1,80}?\bwave\b", _P)
_WHICH_MORE_WAVE = regex(r"\bwhich\b|more|bigger|worse", _P)
_WAVE_ERRORS = regex(r"报错|出错|错误|\berrors?\b", _P)
#: "哪次失败的订单多", "which one failed more orders": which side's records failed more
#: "哪个搞挂的乘车单更多": records broken by an incident
#: "哪次挂掉的单多": records gone down (挂掉/挂了, never 挂号) are failed records too (invSH)
FAILED_MORE = regex(r"(?:失败|丢|(?:搞|弄|整)挂|挂(?:掉|了)+)(?:的|了)?[\u4e00-\u9fff]{0,4}?更?(?:多|少)|"
                     r"\bfail\w*\b.{0,30}\b(?:more|fewer)\b|"
                     r"\b(?:hurt|hit|affected|impacted|broke)\s+(?:more|fewer)\b|"
                     r"\b(?:more|fewer)\b.{0,20}\bfail|"
                     #: "did X lose more purchases to A or to B?": the records each incident cost
                     #: "which lost us more bookings, A or B?": the one the records were lost to between
                     r"\b(?:lose|lost|losing)\s+(?:(?:us|me|them|you)\s+)?(?:more|fewer)\b|"
                     #: "more purchases lost to A or to B?": the records each trouble cost, the noun between
                     r"\b(?:more|fewer)\s+(?:[a-z][a-z-]*\s+){1,3}?(?:lost|dropped)\s+"
                     r"(?:to|from|because of|due to)\b",
                     _P)
#: "which started first, A or B?", "哪个先出的问题": the order of two onsets asked as a choice
#: "which kicked off first, A or B?"; "A 在先，还是 B 在先？", "是 A 先开始的，还是 B 在先？", "是先 A 还是先 B": 先 on
#: both sides of 还是 (never 首先 / 优先 / 原先 / 事先 / 预先 / 先生)
#: "which went out / rolled out / shipped first, A or B?": a release's start is its side's onset
WHICH_FIRST = regex(r"\bwhich\b.{0,30}\b(?:started|began|start|begin|broke|failed|went (?:wrong|bad|out|live)|"
                    r"rolled out|shipped|deployed|released|happened|"
                    r"came|kicked off|kick off|showed up|appeared)\s+first\b(?!\s+time)|"
                    r"\bwhich\b.{0,30}\bfirst\b.{0,10}\b(?:start|begin|happen|kick)|"
                    #: "what came first, the X rollout or the Y backlog?": "what" before a choice of two ("or")
                    r"\bwhat\s+(?:came|started|began|happened|kicked off)\s+first\b(?=.{0,80}\bor\b)|"
                    r"(?:哪个|哪边|谁)(?:先|更早)|"
                    #: "A 和 B 哪个在前": the one before the other (its onset)
                    r"(?:哪个|哪边|谁|哪一个)\s*(?:在前|在先|靠前)|"
                    r"(?<![首优原事预])先(?!生)[^，,。？?]{0,30}?[，,]?\s*还是[^。？?]{0,30}?(?<![首优原事预])先(?!生)",
                    _P)
#: error lines counted ("哪次报错更多", "more errors"), not an error rate or ratio (a measure)
_ERROR_LINES = regex(r"报错|出错|错误(?!率|比)|\berrors?\b(?!\s*(?:rate|ratio|share|percent|%))", _P)


def counts_error_lines(question: str) -> bool:
    """Whether the question counts error lines ("哪次报错更多", "more errors"), not failed records."""
    return _ERROR_LINES.search(question) is not None


def counts_errors_or_failures(question: str) -> bool:
    """"哪次报错更多", "which episode failed more orders": lines or failed records counted — a measure named beside
    them ("the pool episode", "连接池…那次") names the trouble, not the figure compared."""
    return (_ERROR_LINES.search(question) is not None or asks_failed_records(question)
            or FAILED_MORE.search(question) is not None)


#: "早上预约又挂了", "怎么又超时了", "checkout failing again": a failure told as happening again — the latest of the
#: subject's troubles is the one asked about (never "again" of a state or a wish: "ok again?", "happens again")
_FAILED_AGAIN = regex(r"又(?:一次|再)?(?:挂|失败|报错|出错|超时|不行|崩|宕|炸|出问题|出故障|出毛病|异常)|"
                      r"再次(?:挂|失败|报错|出错|超时|崩|宕|出问题|出故障)|"
                      r"\b(?:fail(?:ing|ed|s)?|down|broke|broken|erroring|crash(?:ing|ed)?|timing out|timed out|"
                      r"dying|died|acting up|blew up|blowing up|throwing errors)\s+again\b", _P)


def fails_again(question: str) -> bool:
    """Whether the question tells the subject failing again ("又挂了", "failing again"): its latest trouble is asked."""
    return _FAILED_AGAIN.search(question) is not None


def episode_ordinal(question: str) -> int:
    """The one incident of the subject the question names by its order (1 = the first, 2 = the second…), 0 when it
    names none or several ("the first or the second?")."""
    named = [n for n, pattern in _ORDINALS if pattern.search(question)]
    if not named and _LONGEST_EPISODE.search(question):
        return LONGEST_EPISODE
    if not named and _LATEST_EPISODE.search(question):
        return LAST_EPISODE
    return named[0] if len(named) == 1 else 0


#: an episode named by a clock or a clock range ("the 11:30-13:30 one", "the 12:00pm one", "the one at 21:00",
#: "11:30-13:30 那次"): the clock's words
_CLOCK = r"\d{1,2}:\d{2}(?:\s*[ap]m)?(?:\s*-\s*\d{1,2}:\d{2}(?:\s*[ap]m)?)?"
_CLOCK_EPISODE = regex(rf"\bthe\s+({_CLOCK})\s+(?:[\w-]+\s+){{0,3}}?(?:one|episode|incident|outage|wave|storm)\b|"
                       rf"\bthe (?:one|episode|incident|outage|wave|storm)\s+(?:at\s+|around\s+|during\s+)?({_CLOCK})|"
                       rf"({_CLOCK})\s*的?[^，,。？?比跟和与\d]{{0,6}}?那一?(?:次|波|回)", _P)
#: an episode named by the part of the day it happened in ("the morning one", "the afternoon lock-wait episode",
#: "早上那次", "下午锁等待那波"): its words and the part (the words ``timeparse`` reads as that part of the day)
_PART_EPISODE = regex(r"(凌晨|早上|上午|中午|下午|傍晚|晚上)[^，,。？?比跟和与]{0,8}?那一?(?:次|波|回)|"
                      r"\bthe (morning|afternoon|evening|overnight|night)(?:'s)? (?:[\w-]+ ){0,3}?"
                      r"(?:one|episode|incident|outage|wave)\b|"
                      #: "which lasted longer, the album backlog this morning or the one now?": the trouble told,
                      #: then the part of the day it happened in
                      r"\b(?:one|episode|incident|outage|wave|backlog|storm|mess|thing) (?:this|earlier this) "
                      r"(morning|afternoon|evening)\b|"
                      #: "the lunchtime one" (lunch made "the 11:30-13:30 one" by the canonical time forms), "the 9pm
                      #: one", "11:30-13:30 那次": an episode named by the clock (or the clock range) it happened at
                      + _CLOCK_EPISODE.pattern, _P)
#: "this lock-wait episode", "the current lock-wait one": the one going on now, named with its trouble's words
_THIS_NAMED_EPISODE = regex(r"这次|这波|这一次|这一波|这回|\b(?:this|the current|the ongoing) "
                            r"(?:[\w-]+ ){0,3}?(?:one|episode|time|wave|incident|outage)\b|"
                            r"\bthe one (?:going on |happening |running )?(?:right )?now\b", _P)
#: one episode set against another by a comparative ("longer than", "比…久")
_THAN = regex(r"\bthan\b|比", _P)


def episode_sides(question: str) -> list[tuple[str, str]]:
    """The episodes a comparison names, in the order asked: ("now", words) for the one going on now ("this
    lock-wait episode", 这次), ("nth", "1"…) by order, ("part", the part's words) by the part of the day ("the
    morning one", 早上那次)."""
    found: list[tuple[int, str, str]] = []
    for m in _THIS_NAMED_EPISODE.finditer(question):
        found.append((m.start(), "now", m.group(0)))
    for n, pattern in _ORDINALS:
        found += [(m.start(), "nth", str(n)) for m in pattern.finditer(question)]
    for m in _PART_EPISODE.finditer(question):
        found.append((m.start(), "part", _part_words(m)))
    #: "which one was longer, the lunchtime one or the last one?": the last of the episodes is one side
    for m in _LATEST_EPISODE.finditer(question):
        found.append((m.start(), "nth", str(LAST_EPISODE)))
    return [(kind, words) for _, kind, words in sorted(found)]


def _part_words(m: re.Match[str]) -> str:
    """The words of a part of the day (or of a clock) an episode side was named by."""
    return next(g for g in m.groups() if g)


def episode_pair(question: str) -> list[int]:
    """The two episodes a comparison names by their order or as the one going on now ("第一次和第三次…哪次失败的会话
    多", "first storm vs the one now"): their orders (-1 the one going on now), in the order asked; [] unless exactly
    two sides are named so, and they differ."""
    sides = episode_sides(question)
    if len(sides) != 2 or any(kind not in ("nth", "now") for kind, _ in sides):
        return []
    nths = [int(words) if kind == "nth" else -1 for kind, words in sides]
    return nths if nths[0] != nths[1] else []


#: another day or a clock named: the episodes' windows are the question's own ("昨天早上那次和现在这次比",
#: "凌晨三点锁等待那波"), read as two windows or two waves
_OTHER_DAY_OR_CLOCK = regex(r"昨|前天|前儿|上周|\byesterday\b|\blast (?:night|week)\b|\d|"
                            r"[一二两三四五六七八九十]点|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", _P)


#: "which … lasted longer, the morning one or the evening one?": a choice between the two episodes named
_CHOICE = regex(r"\bwhich\b|哪(?:次|回|波|个|一次)", _P)
_HOW_LONG = regex(r"久|时间更?长|\blast(?:ed|s)?\b|\blonger\b|\bshorter\b", _P)


def _named_pair(question: str) -> bool:
    """"Is this lock-wait episode already longer than the morning one?": two of today's episodes named by now, order
    or part of the day, one set against the other by a comparative (no other day, no clock, no waves). "Which pool
    episode yesterday lasted longer, the morning one or the evening one?": two parts of the one day named are a
    choice between that day's episodes (the day is the window, the parts pick the episodes)."""
    sides = set(episode_sides(question))
    if (len(sides) < 2 or asks_failed_records(question) or _TWO_WAVES.search(question) is not None
            or (_THAN.search(question) is None and _CHOICE.search(question) is None)):
        return False
    #: (a side named by its clock, "the 11:30-13:30 one", names no other day or clock of the window)
    days = _OTHER_DAY_OR_CLOCK.findall(_CLOCK_EPISODE.sub(" ", question))
    if _THAN.search(question) is not None and not days:
        return True
    if not days and _HOW_LONG.search(question) is not None and {kind for kind, _ in sides} == {"part", "now"}:
        #: "which lasted longer, the album backlog this morning or the one now?": today's episode of a part of the
        #: day against the one going on now — a choice of how long between the two
        return True
    if (not days and _HOW_LONG.search(question) is not None
            and (any(kind == "nth" and words == str(LAST_EPISODE) for kind, words in sides)
                 #: "which one was longer, the morning one or the afternoon one?" after "how many times did X hit
                 #: yesterday": two parts of the day the conversation told pick two of its episodes
                 or (_CHOICE.search(question) is not None and all(kind == "part" for kind, _ in sides)))):
        #: "which one was longer, the lunchtime one or the last one?" (after "how many times did X hit yesterday"):
        #: the last of the episodes against another one named — a choice between the window's episodes
        return True
    #: a choice of how long, one day named (no clock) and each side a part of it: that day's episodes
    return (len(days) == 1 and not re.search(r"\d|点", days[0]) and _HOW_LONG.search(question) is not None
            and all(kind == "part" for kind, _ in sides))


def without_episode_parts(question: str) -> str:
    """The question without the parts of the day that name compared episodes ("the morning one", "下午那次"): those
    words pick an episode, not the window (the episodes lie wherever they lie); unchanged when none compared."""
    if not _named_pair(question):
        return question
    return _PART_EPISODE.sub(lambda m: m.group(0).replace(_part_words(m), " ", 1), question)


def names_two_episodes(question: str) -> bool:
    """"早上这两波订营位失败，哪波…", "X broke twice": the question itself counts two episodes of the trouble."""
    return _TWO_EPISODES.search(question) is not None


def compares_episodes(question: str) -> bool:
    """Whether the question sets the subject's incidents against each other ("哪次报错多", "which one lasted longer,
    the first or the second?")."""
    named = sum(1 for _, pattern in _ORDINALS if pattern.search(question))
    #: "这次跟第一次比，哪次报错多", "第一次和这次各有多少单失败": the one going on now (这次, "this episode") is one
    #: of the two named
    named += 1 if named and (PRESENT_EPISODE.search(question) or _THIS_NAMED_EPISODE.search(question)) else 0
    #: "Is this lock-wait episode already longer than the morning one?", "Was the afternoon episode longer than the
    #: morning one?", "这次锁等待比早上那次久吗": two episodes named (by now, order or part of the day), one set
    #: against the other
    if _named_pair(question):
        return True
    waves = _TWO_WAVES.search(question) is not None
    #: "which was longer, the first or the second gate outage?": a choice between two episodes named by order
    if (_WHICH_EPISODE.search(question) is None
            and not (named >= 2 and (_EACH.search(question) or _CHOICE.search(question)))
            #: "两次锁等待各挂了多少单": two episodes counted by the user, a figure asked of each
            and not (_TWO_EPISODES.search(question) and (_EACH.search(question) or _EACH_DEED.search(question)))
            and not (waves and _WHICH_MORE_WAVE.search(question))):
        return False
    if waves and _WAVE_ERRORS.search(question) and not asks_failed_records(question):
        return True
    return _TWO_EPISODES.search(question) is not None or named >= 2


#: "X is down — is Y ok at least?": a statement, a dash (or a semicolon), then the question asked
SCENE_THEN_ASKED = regex(r"^([^?？]{3,80}?)\s*(?:—+|–|--|\s-\s|;|；)\s*([^?？—–;；]{3,}[?？]?)$")


def asks_about_problems(question: str, names: Sequence[str] = ()) -> bool:
    """Whether a health question asks "was there a problem" (yes = unhealthy) rather than "is it healthy". The
    services' ``names`` are no words of the question: "alert-relay 现在正常吗", "is slow-log-shipper ok?" ask the
    healthy side (a word of the name — alert, slow, error — is not a trouble asked)."""
    for name in sorted(names, key=len, reverse=True):
        question = re.sub(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", " ", question, flags=re.I)
    #: "现在还有吗", "is it still failing?": whether the trouble goes on (yes = still unhealthy)
    #: "is X ok now? they had issues last night": the past trouble recalled sets the scene, the present is asked
    question = present_context(question)
    if (scene := SCENE_THEN_ASKED.match(question)) and asks_health(scene.group(2)):
        question = scene.group(2)  # "resale is down — is the resale db ok at least?": the clause asked decides
    if (asked := asked_before_told(question)) != question and asks_health(asked):
        question = asked  # "is X ok? payments are erroring so i wonder": the trouble told after it is no trouble asked
    return _PROBLEM_WORDS.search(question) is not None or asks_still(question)


#: generic words of a question → the stems of record statuses they name ("医保校验失败" → COVERAGE_UNVERIFIED)
_STATUS_WORDS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (regex(r"失败|failed|failure|\bfail", _P), ("FAIL",)),
    (regex(r"校验|验证|核验|核实|\bverif", _P), ("VERIF",)),
    (regex(r"(?:校验|验证|核验|核实)\S{0,2}(?:失败|不通过|未通过)|verification failed|not verified|\bunverified", _P),
     ("UNVERIF",)),
    (regex(r"超时|timed? ?out", _P), ("TIMEOUT",)),
    (regex(r"取消|\bcancel", _P), ("CANCEL",)),
    #: "did the deploy void any route plans?" ↔ ROUTE_VOID: records voided (made void, 作废)
    (regex(r"作废|\bvoid(?:s|ed|ing)?\b", _P), ("VOID",)),
    (regex(r"中止|中断|\babort", _P), ("ABORT",)),
    #: "tickets that ended up with no SLA timer" ↔ SLA_NOT_STARTED: a clock or timer that never started
    (regex(r"未启动|没有?启动|未开始计时|没有?开始计时|\bnot started\b|\bnever started\b|"
           r"\b(?:no|without(?: an?)?)\s+(?:\w+\s+)?(?:timer|clock)\b", _P), ("NOT_START",)),
    (regex(r"不可用|没有号|无号|\bunavailable\b", _P), ("UNAVAILABLE",)),
    (regex(r"医保|保险|\bcoverage\b|\binsurance\b", _P), ("COVERAGE", "INSURANCE")),
    (regex(r"支付|付款|扣款|\bpay(?:ment)? (?:failed|timed out|timeout)|\bcharge", _P), ("PAY", "CHARGE")),
    #: "卡住了多少张" ↔ BILL_HELD: records held (stuck, on hold) by the system
    (regex(r"卡住|停滞|挂起|\bstalled\b|\bstuck\b|\bheld\b|\bon hold\b", _P), ("STALL", "HELD", "HOLD")),
    #: "半夜漏浇了多少个浇水任务" ↔ WATERING_MISSED: records missed (a task never carried out)
    (regex(r"漏(?!洞|水|电|气)|错过|\bmissed\b", _P), ("MISS",)),
    #: "昨晚一共多少单配送没约上", "约不到车位" ↔ NO_COURIER_SLOT: records that got no slot booked (没约上: not booked)
    (regex(r"没有?(?:预)?约(?:上|到|成)|约不(?:上|到|成)|\bno (?:\w+ )?slots?\b|"
           r"\bcouldn't (?:get|book) an? (?:\w+ )?slot\b", _P), ("SLOT",)),
    #: "how many notices have we lost?", "丢了多少条通知" ↔ HOLD_NOTICE_LOST: records lost on the way
    (regex(r"丢失|丢了|弄丢|丢掉|\blost\b|\blose\b", _P), ("LOST",)),
    (regex(r"拒绝|拒付|被拒|驳回|\bdeclined?\b|\breject(?:ed)?\b|\brejections?\b|\brefused?\b", _P),
     ("DECLIN", "REJECT", "REFUS")),
    #: "how many fans got turned away?" ↔ ENTRY_DENIED: people or records denied (turned away at the door)
    (regex(r"\bdenied\b|\bturned (?:away|back)\b|被挡|被拦|拒之门外", _P), ("DENI",)),
    #: "卡在授权的交易" ↔ AUTH_PENDING: records waiting at a step (pending), and the authorisation step
    (regex(r"卡在|待处理|等待中|\bpending\b|\bwaiting\b", _P), ("PENDING",)),
    (regex(r"授权|\bauthori[sz]", _P), ("AUTH",)),
    (regex(r"退款|\brefund", _P), ("REFUND",)),
    #: "续订被退的单" ↔ RENEWAL_BOUNCED: records sent back (bounced, returned), a subscription renewed
    (regex(r"被退(?!款)|退回|\bbounced?\b", _P), ("BOUNC", "RETURN")),
    (regex(r"续订|续费|续期|\brenew", _P), ("RENEW",)),
    (regex(r"回滚|\brolled? ?back\b|\brollbacks?\b", _P), ("ROLLBACK",)),
    (regex(r"记账|账本|入账|\bledger\b", _P), ("LEDGER",)),
    (regex(r"报价|\bquote", _P), ("QUOTE",)),
    #: "出票失败的票" ↔ ISSUE_FAILED: tickets, invoices, cards issued
    (regex(r"出票|开票|签发|发卡|\bissu(?:e|ed|ing|ance)\b", _P), ("ISSU",)),
    #: "因为开柜码没发出去失败的预订" ↔ KEYCODE_NOT_ISSUED: a thing that was never issued (sent out, handed out) —
    #: the status named by what did not happen
    (regex(r"(?:没有?|未|没能)(?:成功)?(?:发出|发送|下发|签发|发放|生成)|发不出|\bnot (?:been |get |got )?"
           r"(?:issued|sent|generated)\b|\bnever (?:got |been )?(?:issued|sent|generated)\b", _P),
     ("NOT_ISSU", "NOT_SENT", "UNISSU", "UNSENT")),
    #: "开柜码", "取件码", "door codes" ↔ KEYCODE_…, PICKUP_CODE_…: a code handed to the customer to open or collect
    (regex(r"(?:开柜|开门|开锁|取件|取车|取货|提货|钥匙|门禁)码|\b(?:key|door|pickup|unlock|access|pin|locker)\s?codes?\b",
           _P), ("CODE",)),
    (regex(r"汇率|\bfx\b|exchange rate", _P), ("FX",)),
    #: "缴费失败" ↔ FEE_FAILED, "充值失败 / failed on wallet top-up" ↔ TOPUP_FAILED: a fee paid, a wallet topped up
    (regex(r"缴费|交费|\bfees?\b", _P), ("FEE",)),
    (regex(r"充值|\btop[- ]?ups?\b", _P), ("TOPUP",)),
    #: "几张工单下达失败" ↔ RELEASE_FAILED: records released (handed down to the floor, a work order issued)
    (regex(r"下达|\breleas(?:e|ed|ing)\s+fail|\bfail\w*\s+(?:at|on|to)\s+releas", _P), ("RELEAS",)),
    #: "收获订单确认失败" ↔ CONFIRM_FAILED: records whose confirmation failed (the word beside the failing only:
    #: "确认一下…" asks nothing of a status)
    #: "多少张取药单没分到柜子", "几单分不到柜" ↔ LOCKER_UNASSIGNED: records never given their slot (unassigned)
    (regex(r"没有?分到|分不到|未分到|未分配|没有?分配|分配不到|\bunassigned\b|\bnot (?:been |get )?assigned\b|"
           r"\bnever (?:got )?assigned\b", _P), ("UNASSIGN",)),
    (regex(r"确认\S{0,2}失败|\bconfirm\w*\s+fail|\bfail\w*\s+to\s+(?:be\s+)?confirm", _P), ("CONFIRM",)),
)


_NEGATED_DONE = regex(r"(?:n't|\bnot|\bnever)\s+(?:[a-z][a-z-]*\s+){0,2}?(?:(?:getting|being|been|get|be)\s+)?"
                      r"([a-z]{3,}?)ed\b", re.I)


def status_matches(question: str, statuses: Sequence[str]) -> list[str]:
    """The record statuses a question names in words rather than by value: those sharing the most stems with
    the question's status words (at least one; ties all kept)."""
    stems = [stem for pattern, group in _STATUS_WORDS if pattern.search(question) for stem in group]
    #: "why weren't parcels getting loaded?" ↔ NOT_LOADED: a verb said negated names the status of its own negation
    stems += [f"NOT_{m.group(1).upper()}" for m in _NEGATED_DONE.finditer(question)]
    scored = [(sum(stem in st.upper() for stem in stems), st) for st in statuses
              if _named_beyond_failing(question, st, stems)]
    best = max((n for n, _ in scored), default=0)
    return [st for n, st in scored if n == best and n > 0]


#: "最近半小时失败的蜂箱订单 和 五点到五点半 比，各有多少单？": the domain's records failing, told as "失败的 <their
#: noun> 订单/单", in windows set against each other (as "did any top-ups fail?": a status matched by 失败 alone is
#: theirs only when another word names it) — not where another status is said beside them ("被拒的发票 跟 今天失败的
#: 采收订单", "失败的账单和卡住的账单": each side its own status), nor one window's records ("今天失败的配送单里
#: 最早那单")
_FAILED_ORDERS_ZH = regex(r"失败的(?!订单|单)[\u4e00-\u9fff]{1,6}?(?:订单|单子|单)")
_WINDOWS_SET = regex(r"比|各有|分别")


#: a failing said after its own qualifier ("签合同失败的单"): the qualifier may name the failed status
_QUALIFIED_FAILING = regex(r"[\u4e00-\u9fff]{2}(?:失败|挂掉?|出错)了?的")


def _named_beyond_failing(question: str, status: str, stems: Sequence[str]) -> bool:
    """A status matched by "failed" alone, of records the question names in its own noun ("did any top-ups fail?"
    ↔ PAYMENT_FAILED), is that status only when the question also names another word of it ("intake" ↔
    INTAKE_FAILED); else a failed record is one with an error code (the window's aggregate), whatever its status."""
    if (any(stem != "FAIL" and stem in status.upper() for stem in stems) or "FAIL" not in status.upper()
            #: ("签合同失败的单有几单": the slips counted name SIGN_FAILED by 签 — invRH's slips rule reads records,
            #: not a status unnamed)
            or not (asks_failed_records(question, slips=not _QUALIFIED_FAILING.search(question)) or (
                _FAILED_ORDERS_ZH.search(question) and _WINDOWS_SET.search(question)
                and all(stem == "FAIL" for stem in stems)))):
        #: "basket-service 今天一共失败了多少笔？": its one failed status
        return True
    #: (a short word counts too: "how many of their lots failed?" names no BID_FAILED, "bids" would)
    return not _status_words(status, 3) or status_word_said(status, question, min_word=3)


def _status_words(status: str, min_word: int) -> list[str]:
    """A status's own words of ``min_word`` letters or more, other than its "failed" (LOAN of LOAN_FAILED)."""
    return [w for w in re.split(r"[_\W]+", status.lower()) if len(w) >= min_word and not w.startswith("fail")]


def status_word_said(status: str, text: str, *, min_word: int) -> bool:
    """Whether a latin word of ``text`` says one of the status's own words (``_status_words``): the whole word, or
    its first five letters ("selections" ↔ SELECTION, "loans" ↔ LOAN); "failed on wallet top-up" ↔ TOPUP_FAILED: a
    hyphenated word is the status's word written in two."""
    latin = re.findall(r"[a-z]{4,}", re.sub(r"(?<=[a-z])-(?=[a-z])", "", text.lower()))
    return any(q.startswith(w[:5]) for w in _status_words(status, min_word) for q in latin)


#: the owner of a record an earlier question named ("and how many of that member's bookings failed?", "这个会员今天
#:约课失败了几次" after "BKG-… 这单咋回事"): the customer the record belongs to, not the record itself
_RECORD_OWNER = regex(r"\b(?:that|this|the same)\s+(?:member|user|customer|client|guest|patient|reader|"
                      r"passenger|rider|student|account|buyer|shopper|candidate|applicant|donor|driver|tenant|player|"
                      r"subscriber)(?:'s)?\b|"
                      #: "how many of that teacher's lessons failed?": a person of the domain's own word, said in the
                      #: possessive (never a part of the system: "that service's errors")
                      r"\b(?:that|this|the same)\s+(?!(?:service|system|app|api|server|host|node|pod|db|database|"
                      r"queue|cache|topic|cluster|gateway|job|worker|endpoint|component|dependency|partner|vendor|"
                      r"provider|code|error|alert|deploy|release|one|day|night|morning|week|month|hour|time)'s\b)"
                      r"[a-z]{3,}'s\s+[a-z]{3,}s\b|"
                      r"(?:这个|该|这位|那个|那位|同一个|同一位|这家|那家|同一家|这对|那对)"
                      r"(?:用户|会员|客户|顾客|乘客|旅客|读者|学员|学生|患者|病人|玩家|选手|球员|游客|访客|房客|"
                      r"账户|账号|买家|候选人|求职者|应聘者|申请人|捐赠人|捐款人|司机|租户|订阅者|"
                      #: "这对新人/这对夫妻", "这个商超/这家商户": a couple, or a business that is the domain's customer
                      r"夫妻|夫妇|情侣|新人|商超|超市|商户|商家|卖家|店家|门店|店铺|商铺|餐厅|饭店|酒店|诊所|药店|"
                      #: "这个徒步者", "这位持卡人", "这个寄件人": a person the domain names in its own word
                      r"(?!生产者|消费者|订阅者)[\u4e00-\u9fff]{1,3}(?:者|人|手|员))", _P)


#: "还有哪些服务被它拖累了？", "它影响到哪些服务", "which other services are affected by it?": the services that
#: depend on the subject and are in trouble with it (its callers), never what affected the subject ("X 受什么影响")
_DEPENDENTS = regex(r"(?:哪些|哪几个|哪几家|还有谁)\S{0,12}?(?:拖累|拖垮|拖慢|连累|牵连|波及|影响)|"
                    r"(?<!受)(?:拖累|拖垮|拖慢|连累|牵连|波及|影响)(?:了|到)*\s*(?:哪些|哪几个|谁)|"
                    r"\b(?:which|what)\s+(?:other\s+)?(?:services|systems|apps|callers)\b.{0,40}?"
                    r"\b(?:affected|impacted|dragged|hit|hurt|taken down)\b|"
                    r"\bwho else\b.{0,30}?\b(?:affected|impacted|dragged|hit|hurt)\b|"
                    r"\b(?:drag|dragged|take|took|bring|brought)\s+down\s+(?:which|what)\b|\bblast radius\b", _P)


def asks_dependents(question: str) -> bool:
    """Whether the question asks which services the subject drags down (its callers in trouble with it)."""
    return _DEPENDENTS.search(question) is not None


def names_record_words(question: str) -> bool:
    """Whether the question names records in a word of their own ("转账", "orders", "几单")."""
    return _RECORD_WORDS.search(question) is not None


#: "which diver made it?", "who placed that one?", "whose booking was it?", "是哪个潜水员订的？", "谁下的单": whose the
#: record named before is — the person word (group 1, 2 or 3) names the record's owner, never a service its word shares
#: ("diver" of a "diver app")
_OWNER_VERBS = (r"(?:made|placed|booked|created|submitted|filed|opened|owns|owned|put in|sent|initiated|requested|"
                r"ordered)")
_OWNER_ASKED = regex(r"\b(?:which|what)\s+(?!(?:services?|systems?|apps?|apis?|components?|dependenc\w+|parts?|"
                     r"db|databases?|things?|ones?|errors?|codes?|change|deploy\w*)\b)([a-z]+(?:\s[a-z]+)?)\s+"
                     rf"{_OWNER_VERBS}\s+(?:it|this|that)(?:\s+one)?\s*[?？]?\s*$|"
                     rf"\bwho\s+{_OWNER_VERBS}\s+"
                     r"(?:it|this|that)(?:\s+one)?\s*[?？]?\s*$|"
                     r"\bwhose\s+([a-z]+)\s+(?:is|was)\s+(?:it|this|that)\b|\bwhose\s+(?:is|was)\s+(?:it|this|that)\b|"
                     r"(?:是)?(?:哪个|哪位|哪一位|哪一个)([\u4e00-\u9fff]{1,4}?)(?:下|订|约|提交|创建|发起|预订|预约|买|转)的|"
                     r"(?:是)?谁(?:下|订|约|提交|创建|发起|预订|预约|买)的", _P)


def owner_asked(question: str) -> str | None:
    """The person word of a question asking whose record the one named before is ("which diver made it?" →
    "diver", "谁下的单" → ""); None when it asks no owner."""
    m = _OWNER_ASKED.search(question)
    return None if m is None else next((g for g in m.groups() if g), "")


def asks_record_owner(question: str) -> bool:
    """Whether the question asks about the owner of a record named before ("that member's bookings")."""
    return _RECORD_OWNER.search(question) is not None


#: "还有别的…吗", "any other …", "another …": other records than the one named before
_OTHER_RECORDS = regex(r"别的|其他|其它|另外|\b(?:any\s+other|other|another|else)\b", _P)


def asks_owner_others(question: str) -> bool:
    """Whether the question asks if the owner of a record named before has other records ("这个会员今天还有别的开门失败
    吗", "did that member have any other failed bookings?")."""
    return asks_record_owner(question) and _OTHER_RECORDS.search(question) is not None


def has_pronoun(question: str) -> bool:
    return _PRONOUNS.search(question) is not None


def _strip_suffix(word: str) -> str:
    for suffix in _SUFFIXES:
        #: "运单追踪接口" → "运单追踪"; a two-character rest of "接口" ("借还接口" → "借还") sits inside other devices'
        #: names ("自助借还机"): kept whole
        if word.endswith(suffix) and len(word) > len(suffix) + (2 if suffix == "接口" else 1):
            return word[: -len(suffix)]
    return word


def head_core(word: str) -> str:
    """A Chinese head without its service word or the kind noun it ends in ("快递员投件服务" → "快递员投件",
    "账务数据库" → "账务"): the words that say which thing it is."""
    core = _strip_suffix(word)
    nouns = sorted({n for ns in KIND_NOUNS.values() for n in ns if not n.isascii()}, key=len, reverse=True)
    return next((core[:-len(n)] for n in nouns if core.endswith(n) and len(core) > len(n)), core)


def name_words(name: str) -> str:
    """A service name in one spelling: words joined by ``-`` ("ThumbnailWorker", "thumbnail.worker",
    "thumbnail_worker" → "thumbnail-worker"), so the name's own words name it whatever its style."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "-", name)
    return re.sub(r"[-_.]+", "-", spaced).lower()


def blank_names(question: str, names: Iterable[str]) -> str:
    """``question`` with each whole-token occurrence of one of ``names`` (any letter case) replaced by as many
    ``x``: what is left are the question's own words (a name made of "count", "time" or "alert" asks nothing)."""
    out = question
    for name in sorted(set(names), key=len, reverse=True):
        if len(name) >= 3:
            out = built(rf"(?<![A-Za-z0-9_.-]){re.escape(name)}(?![A-Za-z0-9_-])", re.I).sub("x" * len(name), out)
    return out


def record_aliases(question: str, aliases: Mapping[str, str], services: Iterable[str]) -> list[str]:
    """The Chinese aliases of the named ``services`` that the question uses and that hold a record noun ("订单接入"
    → the order intake service): they name the service, they do not ask for records ("订单接入报了几条错")."""
    named = set(services)
    return [w for w, svc in aliases.items() if svc in named and not w.isascii() and len(w) >= 3 and w in question
            and _RECORD_WORDS.search(w)]


#: a two-character Chinese word right before a latin word of a description head ("会员App" of "合作社会员App网关")
_ZH_THEN_LATIN = regex(r"([\u4e00-\u9fff]{2})\s*([a-z]{2,8})(?![a-z])")


#: a Chinese gloss in brackets ending "的 <thing>" ("（顾客下单的商城）"): the thing
_GLOSS_THING = regex(r"[（(][^（()）]{0,12}?的([\u4e00-\u9fff]{2,3})[）)]")


def _alias_words(name: str, description: str, team: str) -> set[str]:
    words = {_NAME_SUFFIX.sub("", name.lower()), _NAME_SUFFIX.sub("", name_words(name))}
    if "." in name:  # "holds.svc", "holds.db": a dotted name's first segment is what people call it ("holds")
        words.add(name.lower().split(".", 1)[0])
    #: "brandx" of "brandx-edge": an entrance (edge, gateway, proxy…) is called by the brand it fronts — a two-part
    #: name's coined first part (five letters or more) before its entrance word (a first part two services share names
    #: neither; a first part before its thing, "tourly-stream", stays the name's own)
    if (coined := re.fullmatch(r"([a-z]{5,})-(?:edge|gw|gateway|gate|proxy|ingress)", name.lower())) is not None:
        words.add(coined.group(1))
    #: "the gw errs": a gateway is called "gw" (its name's or its English head's kind word said short; two gateways
    #: share it, so it names neither)
    if re.search(r"(?:^|[-_.])gw$", name.lower()) or any(
            re.search(r"\bgateway$", description_head(half).lower().strip()) for half in description.split(" / ")[1:]):
        words.add("gw")
    #: "brixol" of "brixol-pg": a store is called by its coined first part (five letters or more) before the short
    #: word of its kind (pg, my, db, es, redis, bus…) — "是不是brixol锁等待搞的" names the store as the suspect (a
    #: first part two services share names neither)
    if (coined := re.fullmatch(r"([a-z]{5,})-(?:pg|pgsql|postgres|my|mysql|maria|db|sql|es|redis|kv|mongo|bus|mq|"
                               r"kafka|cache|idx)", name.lower())) is not None:
        words.add(coined.group(1))
    #: a bilingual description "<zh>（…） / <en> (…)": each half has a head of its own ("catalogue search API"),
    #: not only the first (the English half after a parenthetical was lost)
    halves = description.split(" / ")[1:]
    for half in halves:
        head = " ".join(description_head(half).lower().split())
        if " " in head:  # the whole phrase only: its single words ("for", "cache") would name it too widely
            #: "driver app backend" is called "the driver app": a head without its server-side word
            words.update({head, re.sub(r"\s+(?:api|service|svc|server|app|backend|back-end|bff)$", "", head)})
            #: "members database" is called "the members db": a database head with its short kind noun
            words.add(re.sub(r"\s+database$", " db", head))
            #: "clerk back-office for document review" is called "the clerk back-office": a head of two words or
            #: more before its purpose ("for …")
            if len(purpose := head.split(" for ", 1)) == 2 and len(re.split(r"[\s-]", purpose[0])) >= 2:
                words.add(purpose[0])
            #: "yard planning and slot allocation": each function of two joined by "and" is a name when the question
            #: calls it a service ("the yard planning service"); alone it is a function, not a name
            #: "visitor notifications" are "notifications to visitors" too: a two-word head's noun before its
            #: qualifier (the plural of the qualifier matches as any alias word's)
            two = head.split()
            if len(two) == 2 and two[1].endswith("s") and all(re.fullmatch(r"[a-z]{4,}", w) for w in two):
                words.update(f"{two[1]} {prep} {two[0]}" for prep in ("to", "for"))
            #: "alert push notifications" is called "the push notification service": a head of three plain words
            #: or more names its thing by its last two
            #: "public API gateway" is called "the API gateway" (an "api" before the last word is plain too)
            three = re.sub(r"\s+(?:api|service|svc|server|app)$", "", head).split()
            if len(three) >= 3 and all(re.fullmatch(r"[a-z]{4,}", w) for w in three[-1:]) \
                    and re.fullmatch(r"[a-z]{4,}|api", three[-2]) \
                    and not {"and", "for", "of", "to", "with"} & set(three):
                words.add(" ".join(three[-2:]))
                if three[-1].endswith("s") and not three[-1].endswith("ss"):  # "the push notification service"
                    words.add(f"{three[-2]} {three[-1][:-1]}")
            #: "courier drop app" is called "the courier app": a head of two plain words and "app" is named by its
            #: first word (whose app it is) with "app"
            if len(two := head.split()) == 3 and two[2] == "app" and all(re.fullmatch(r"[a-z]{4,}", w)
                                                                         for w in two[:2]):
                words.add(f"{two[0]} app")
            #: "spa booking widget" is called "the spa widget": a three-word head's first word (whose thing it is)
            #: with its last (the thing), the middle word dropped
            if len(three) == 3 and all(re.fullmatch(r"[a-z]{3,}", w) for w in three) and three[0] not in (
                    "external", "public", "internal", "central", "main", "core"):
                words.add(f"{three[0]} {three[2]}")
            #: "customer booking app for rafting trips" is called "the customer app": the same of the head before
            #: its purpose ("for …")
            before_for = head.split(" for ", 1)[0].split()
            if len(before_for) == 3 and before_for != head.split() and all(
                    re.fullmatch(r"[a-z]{3,}", w) for w in before_for) and before_for[0] not in (
                    "external", "public", "internal", "central", "main", "core"):
                words.add(f"{before_for[0]} {before_for[2]}")
            #: "customer booking app for rafting trips" is "the booking app" too: the last two words of a
            #: three-word head before its purpose
            if len(before_for) == 3 and before_for != head.split() and all(
                    re.fullmatch(r"[a-z]{3,}", w) for w in before_for) and "and" not in before_for:
                words.add(f"{before_for[1]} {before_for[2]}")
            #: "GTS garage tablet app backend" is called "the GTS tablet app": a head opened by an acronym (a team's
            #: or brand's, in capitals) and three plain words, its server-side word dropped, names its thing without
            #: the acronym's next word (whose thing it is: the garage's)
            acronym = re.sub(r"\s+(?:api|service|svc|server|backend|back-end|bff)$", "", head).split()
            if len(acronym) == 4 and re.fullmatch(r"[A-Z]{2,5}", half.split()[0]) \
                    and all(re.fullmatch(r"[a-z]{3,}", w) and w != "and" for w in acronym[1:]):
                words.add(f"{acronym[0]} {acronym[2]} {acronym[3]}")
            #: "customer self-service portal" is called "the customer portal": a head of three words or more
            #: without its hyphenated qualifiers (self-service, real-time, on-demand)
            plain = [w for w in head.split() if "-" not in w]
            if 2 <= len(plain) < len(head.split()):
                words.add(" ".join(plain))
            #: "pressing-schedule service" is called "the pressing schedule": a hyphenated compound of two plain
            #: words written with a space, without its service word
            #: "satellite-pass check" is called "the sat-pass check" (invOF): a hyphenated compound's long first
            #: word (six letters or more) cut to its first three or four letters, in the head and alone
            for first, rest in re.findall(r"\b([a-z]{6,})-([a-z]{3,})\b", head):
                for cut in (first[:3], first[:4]):
                    words.update({f"{cut}-{rest}", head.replace(f"{first}-{rest}", f"{cut}-{rest}")})
            for joined in re.findall(r"\b[a-z]{4,}-[a-z]{4,}\b", head):
                if re.search(rf"{joined}\s+(?:api|service|svc|server)$", head):
                    words.add(joined.replace("-", " "))
            #: "check-in app (passenger check-in …)" is called "check in" / "checkin": a head that is one hyphenated
            #: compound before its server-side word, written with a space or run together
            one = re.sub(r"\s+(?:api|service|svc|server|app|backend|back-end|bff)$", "", head)
            if re.fullmatch(r"[a-z]{3,}-[a-z]{2,}", one) and one != head:
                words.update({one.replace("-", " "), one.replace("-", "")})
            #: "day-pass app" is called "the pass app": a head that is one hyphenated compound before its app word
            #: (app, portal, kiosk, widget), named by the compound's last word (four letters or more) with that word
            if (compound := re.fullmatch(r"[a-z]{2,}-([a-z]{4,}) (app|portal|kiosk|widget)", head)) is not None:
                words.add(f"{compound.group(1)} {compound.group(2)}")
            #: "on-board fare validator" is called "the on-board validators": its hyphenated qualifier before its
            #: last word (in the plural too: a plural is matched only when nothing else is named)
            bare = re.sub(r"\s+(?:api|service|svc|server|app)$", "", head).split()
            if len(bare) >= 3 and "-" in bare[0] and re.fullmatch(r"[a-z]{4,}", bare[-1]):
                words.update({f"{bare[0]} {bare[-1]}", f"{bare[0]} {bare[-1]}s"})
            #: "lesson reminder notifications" are "the lesson reminder pushes": notifications sent as pushes
            for phrase in [w for w in words if re.search(r" notifications?$", w)]:
                stem = re.sub(r" notifications?$", "", phrase)
                words.update(f"{stem} {push}" for push in ("push", "pushes", "push notification",
                                                           "push notifications"))
            #: "auction bids database" is called "the bids db": any database phrase with the short kind noun
            words.update(re.sub(r"\s+database$", " db", w) for w in list(words) if w.endswith(" database"))
            pieces = re.split(r"\s+(?:and|&)\s+", head)
            #: "customer app and web front" is called "the customer app": a joined piece of one plain word and an
            #: app noun names its thing alone (a shared piece names neither; invVD)
            if len(pieces) > 1:
                words.update(p for p in pieces if re.fullmatch(r"[a-z]{3,} (?:app|portal|kiosk|widget|website)", p))
                words.update(f"{p} {noun}" for p in pieces if " " in p for noun in ("service", "system", "api"))
    #: "网店前台（顾客下单的商城）" is called "商城": a Chinese gloss in brackets ending "的 <thing>" names the
    #: service by that thing (two or three characters, no ops or function word; invTD)
    words.update(thing for m in _GLOSS_THING.finditer(description) if (thing := m.group(1)) not in _OPS_WORDS
                 and thing not in _GENERIC and thing[-2:] not in _FUNCTION_TAILS)
    #: a team "Top-ups" is called "top-ups" (the word split at its hyphen named nothing)
    words.update(w.lower() for w in re.findall(r"[A-Za-z]{2,}(?:-[A-Za-z]{2,})+", team))
    for text in (description, team):
        head = description_head(text)
        for part in _SPLIT.split(head):
            part = part.strip().lower()
            if not part:
                continue
            words.add(part)
            words.add(_strip_suffix(part))
            if part.endswith("数据库") and len(part) > 4:
                words.add(part[:-3] + "库")  # "报名数据库" is called "报名库" for short
                #: "订阅数据库" is typed "订阅db" / "订阅 DB" too: the Chinese qualifier with the latin kind noun
                words.update({part[:-3] + "db", part[:-3] + " db"})
                if len(part) >= 7:  # "库存仓储数据库" is "库存库" too: its first word with 库, and "仓储库": its last
                    words.update({part[:2] + "库", part[-5:-3] + "库"})
            #: "合作社会员App网关" is called "会员App": a latin word with the Chinese word right before it
            words.update(f"{m.group(1)}{sep}{m.group(2)}" for m in _ZH_THEN_LATIN.finditer(part) for sep in ("", " "))
            #: "外部支付网关": a qualifier (external, third-party…) before the thing named ("支付网关")
            words.add(_QUALIFIER.sub("", _strip_suffix(part)))
            #: "座位图与选座服务": each of two things a description joins under one service word names it too
            #: ("选座"); a description without one ("漏水检测与告警") joins functions, not names
            if _CJK_AND.search(part) and _strip_suffix(part) != part:
                words.update(_CJK_AND.split(_strip_suffix(part)))
            elif _CJK_AND.search(part):
                #: "堆场计划与箱位分配" joins functions, but "堆场计划服务" names the service doing the first (a
                #: half of four characters or more, with a service word: never a bare "告警")
                words.update(f"{half}{noun}" for half in _CJK_AND.split(part) if len(half) >= 4
                             for noun in ("服务", "系统"))
                #: "客户门户与对外 API 网关" joins two things: a half of four characters or more ending in a thing
                #: (not a function or ops word, "分配", "告警") names the service by itself ("客户门户")
                words.update(half for half in _CJK_AND.split(part) if len(half) >= 4
                             and re.fullmatch(r"[\u4e00-\u9fff]+", half) and half[-2:] not in _OPS_WORDS
                             and half[-2:] not in _FUNCTION_TAILS)
                #: "视宁度和天气预报" is "视宁度预报" too (invOF): a short first half (two or three characters) shares
                #: the thing the longer last half names ("天气预报": its last word, not an ops or function word)
                halves = _CJK_AND.split(part)
                if len(halves) == 2 and 2 <= len(halves[0]) <= 3 and len(halves[1]) >= 4 \
                        and all(re.fullmatch(r"[\u4e00-\u9fff]+", h) for h in halves) \
                        and halves[1][-2:] not in _OPS_WORDS and halves[1][-2:] not in _FUNCTION_TAILS:
                    words.add(halves[0] + halves[1][-2:])
            #: "车位占用计数" is called "车位计数" for short: a long description head without its middle word; and
            #: "广告交易入口网关" "交易网关": any of its leading two-character words before its last one
            core = _strip_suffix(part)
            if 5 <= len(core) <= 8 and re.fullmatch(r"[\u4e00-\u9fff]+", core):
                words.update(core[i:i + 2] + core[-2:] for i in range(0, len(core) - 3, 2))
            #: "活鱼船运输调度" is called "活鱼船调度": a seven-character head of a three-character word, then two of
            #: two, without its middle one (and a head of two, two and three without its middle two)
            if len(core) == 7 and re.fullmatch(r"[\u4e00-\u9fff]+", core):
                words.update({core[:3] + core[-2:], core[:2] + core[-3:]})
            #: "语音导览流媒体" is called "语音导览", "访客通知推送" "访客通知": a long head's first two words (a word
            #: another service holds too is shared, naming neither)
            #: not a head joining functions ("漏水检测与告警"), nor "<X>系统/平台" before the part it names
            #: ("票务系统统一网关" is the gateway of the whole ticketing system: "票务系统" is the domain)
            if 6 <= len(core) <= 8 and re.fullmatch(r"[\u4e00-\u9fff]+", core) and not _CJK_AND.search(core) \
                    and core[2:4] not in DOMAIN_WORDS:
                words.add(core[:4])
            #: "场馆入口网关" is "大门网关" / "门口网关" too: an entrance said in everyday words
            if "入口" in core:
                words.update(w.replace("入口", alt) for w in (core, core[2:] if len(core) >= 6 else core)
                             for alt in ("大门", "门口"))
            #: "陶艺课程预约" is called "约课", "客房预订" "订房": a booking verb (预约/预订/预定) said short, its
            #: second character before a character of the two-character thing booked
            for booked, verb in re.findall(r"([\u4e00-\u9fff]{2})预([约订定])", core):
                words.update({verb + booked[0], verb + booked[1]})
            #: "游泳课报名服务" is called "报课": enrolling (报名) said short, 报 before the thing's last character —
            #: not of a store holding the enrolments ("课程报名数据库")
            if not re.search(r"(?:库|队列|缓存)$", part):
                words.update("报" + thing[-1] for thing in re.findall(r"([\u4e00-\u9fff]{2})报名", core))
            #: "釉料商店" is called "釉料店", "周边商城" "周边店": a shop (商店/商城/店铺) said by 店 after its wares
            if (shop := re.fullmatch(r"([\u4e00-\u9fff]{2,4})(?:商店|商城|店铺)", core)) is not None:
                words.add(shop.group(1) + "店")
            #: "短信提醒发送" is called "提醒短信" too: its first two words in the other order
            if 4 <= len(core) <= 8 and re.fullmatch(r"[\u4e00-\u9fff]+", core):
                words.add(core[2:4] + core[:2])
            #: "短信验证码服务" is called "验证码短信", "对账单生成" "生成对账单": a five-character head's two words
            #: (two and three characters, either way round) in the other order
            if len(core) == 5 and re.fullmatch(r"[\u4e00-\u9fff]+", core):
                words.update({core[2:] + core[:2], core[3:] + core[:3]})
            #: "播放清单服务" is called "清单服务": the head's last word with its service word
            if core != part and len(core) >= 4 and re.fullmatch(r"[\u4e00-\u9fff]+", core):
                words.add(core[-2:] + part[len(core):])
    #: "技师 APP 后端" is called "技师APP", "对外 API 前端" "对外API": a Chinese word with the latin word after it (App,
    #: API) names its thing — never a word joining two things ("门户与 App 后端")
    zh_half = description_head(description.split(" / ")[0])
    for cjk, latin in re.findall(r"([\u4e00-\u9fff]{2,4})\s*([A-Za-z]{2,})(?![A-Za-z])", zh_half):
        if not re.search("[与和及]", cjk):
            words.update({f"{cjk}{latin}".lower(), f"{cjk} {latin}".lower()})
            #: "农户手机 App 后端" is called "农户 App" too: a four-character word's first word (whose thing it is)
            #: with the latin word, its middle word ("手机") dropped
            if len(cjk) == 4 and cjk[:2] not in (*_GENERIC_ZH, *_OPS_WORDS, "手机", "移动"):
                words.update({f"{cjk[:2]}{latin}".lower(), f"{cjk[:2]} {latin}".lower()})
    #: "客户自助App" is called "客户App", "外勤代理员App" "外勤App": a head of four to six characters and "App" is
    #: named by its first word with it (whose app it is; a person word such as 客户 too — the compound is kept only
    #: when no other service is called so)
    if (app := re.match(r"\s*([\u4e00-\u9fff]{4,6})\s*(app)\b", zh_half, re.I)) and app[1][:2] not in (
            "手机", "移动"):  # "移动手机 App": where it runs, no owner
        words.update({f"{app[1][:2]}{app[2]}".lower(), f"{app[1][:2]} {app[2]}".lower()})
    #: "主持人(GM)控制台" is called "GM控制台", "主持人控制台": a Latin abbreviation in parentheses inside a Chinese
    #: head (the head goes on after it), with the head's word before it or in its place
    inner = r"([\u4e00-\u9fff]{2,})\s*[(（]\s*([A-Za-z]{2,6})\s*[)）]\s*([\u4e00-\u9fff]{2,})"
    for before, latin, after in re.findall(inner, description.split(" / ")[0]):
        words.update({f"{before}{after}", f"{latin}{after}".lower(), f"{latin} {after}".lower()})
    #: "地磅称重服务 (磅单)": a Chinese word in parentheses is what people call the service ("磅单服务"); so is one
    #: glossed by a latin kind word after it ("闸机控制 (入场闸机 IoT)" is called "入场闸机"), unless it is a word of
    #: any system ("（订单 API）")
    paren = re.search(r"[(（]\s*([\u4e00-\u9fff]{2,6})(\s*[A-Za-z]{2,6})?\s*[)）]", description.split(" / ")[0])
    if paren and (not paren.group(2) or paren.group(1) not in _OPS_WORDS):
        words.add(paren.group(1))
        #: "水疗预约小部件 (官网预约挂件)" is called "预约挂件": a bracketed name of six characters without its first
        #: word, where it is a qualifier of where or how the thing is reached (官网, 手机, 在线…)
        if len(paren.group(1)) == 6 and not paren.group(2) and paren.group(1)[:2] in _WHERE_QUALIFIERS:
            words.add(paren.group(1)[2:])
    #: "邮件收取服务 (把客户邮件转成工单)" is called "邮件转工单": what the service turns into what (the last word of
    #: the first thing)
    for thing, into in re.findall(r"把([\u4e00-\u9fff]{2,8}?)(?:转成|转为|转换成|变成)([\u4e00-\u9fff]{2,4})",
                                  description.split(" / ")[0]):
        words.update({f"{thing[-2:]}转{into}", f"{thing[-2:]}转成{into}"})
    #: "司机短信/推送通知" is called "司机通知(服务)": the head's first word with its last, across the alternatives
    #: a slash joins
    joined = description_head(description.split(" / ")[0]).strip()
    if re.fullmatch(r"[\u4e00-\u9fff]{2,}(?:/[\u4e00-\u9fff]{2,})+", joined):
        core = _strip_suffix(joined.replace("/", ""))
        words.add(core[:2] + core[-2:])
    #: "客户订票应用" is called "订票app", "值机应用" "值机" (invNC): an "应用" is an app — each Chinese word ending in
    #: it is said with "app" too, and a head of one two-character word and "应用" by that word alone (not a person
    #: or device word, "客户应用", "手机应用")
    #: (of the description's own words: a team's "乘客应用组" names every service of the team)
    for w in [w for w in words if re.fullmatch(r"[\u4e00-\u9fff]{2,}应用", w) and w in description]:
        words.update({f"{w[:-2]}app", f"{w[:-2]} app"})
    if re.fullmatch(r"[\u4e00-\u9fff]{2}应用", zh_half.strip()) and zh_half.strip()[:2] not in (
            *_GENERIC_ZH, *_OPS_WORDS, "客户", "用户", "手机", "移动"):
        words.add(zh_half.strip()[:2])
    #: "会员App后端" is asked as "会员 app 后端" (invNC): a question's latin words are set apart from its Chinese
    #: (``clean_question``), so a word mixing them is matched spaced so too
    words.update(re.sub(r"(?<=[\u4e00-\u9fff])\s*(?=[a-z0-9])|(?<=[a-z0-9])\s*(?=[\u4e00-\u9fff])", " ", w)
                 for w in list(words) if re.search(r"[\u4e00-\u9fff]", w) and re.search(r"[a-z]", w)
                 and w in description.lower())
    #: "线路规划服务" is called "路线规划" too: a two-character word that reads the same either way round
    words.update(w.replace(word, other) for w in list(words) if not w.isascii() and len(w) >= 4
                 for word, other in _EITHER_WAY.items() if word in w)
    #: (a latin word of two letters names nothing — but the gateway's "gw" said short, above)
    return {w for w in words if w and w not in _GENERIC
            and (len(w) >= 2 if not w.isascii() else len(w) >= 3 or w == "gw")}


#: first words of a bracketed name telling where or how its thing is reached ("官网预约挂件", "手机下单入口")
_WHERE_QUALIFIERS = frozenset({"官网", "网站", "网页", "手机", "移动", "在线", "线上", "微信", "小程序"})


#: two-character words whose characters in the other order say the same thing (路线 / 线路)
_EITHER_WAY = {"线路": "路线", "路线": "线路"}

#: "<X>系统", "<X>平台": the whole system or platform a service belongs to, not the service
DOMAIN_WORDS = frozenset({"系统", "平台"})

#: last words of a description half that say what is done, not which thing ("堆场计划", "漏水检测")
_FUNCTION_TAILS = frozenset({"计划", "检测", "管理", "分析", "统计", "监测", "识别", "同步", "审核", "评估"})


def _tail_words(description: str) -> set[str]:
    """"客户自助门户" is called "门户", "智能水表读数接入" "读数接入": a Chinese head names its thing last, so a long
    head's last word (two characters, or four of a longer head) names the service too — not a head joining
    functions ("漏水检测与告警")."""
    out: set[str] = set()
    for part in _SPLIT.split(description_head(description)):
        core = _strip_suffix(part.strip())
        if len(core) >= 5 and re.fullmatch(r"[\u4e00-\u9fff]+", core) and not re.search(r"[与和及]", core):
            out.add(core[-2:])
            if len(core) >= 7:
                out.add(core[-4:])
        #: "闸机控制服务" is called "闸机": a head of a thing and what is done to it (a function word of _OPS_WORDS)
        #: names the service by the thing
        if (len(core) == 4 and re.fullmatch(r"[\u4e00-\u9fff]+", core) and core != part.strip()
                and core[2:] in _OPS_WORDS):
            out.add(core[:2])
    return {w for w in out if w not in _GENERIC and w not in _OPS_WORDS}


#: words of an ops question itself ("哪些告警还没消", "查询太慢"): never a head's last word naming a service
_OPS_WORDS = frozenset({"告警", "报警", "日志", "查询", "监控", "错误", "报错", "延迟", "超时", "状态", "数据", "指标",
                        "异常", "故障",
                        #: what many systems have or do ("网关", "推送", "结算"): a kind of part, never one's name
                        "网关", "队列", "缓存", "总线", "通道", "推送", "发送", "通知", "计算", "控制", "调度", "处理",
                        "检查", "生成", "核心", "结算", "接口", "后台", "后端", "网络", "授权", "核验", "校验", "规划",
                        "执行", "派发", "采集", "登记", "路由", "分配", "检索", "下单", "扣款", "发放", "转发", "入库",
                        "规则", "账户", "流程", "接入", "支付", "订单", "账单", "用户", "客户"})


#: nouns of any system's data ("展品信息", "化验结果", "观看历史"): a head's last word that names no one service
_PLAIN_NOUNS = frozenset({"信息", "结果", "历史", "目录", "会话", "记录", "消息", "详情", "列表"})
#: Chinese words of a kind of part and their English (a head's last word naming its one service of that kind)
_KIND_WORDS_EN = {"网关": "gateway", "队列": "queue", "总线": "bus", "缓存": "cache"}


#: nouns people put after a dependency's name to say which kind it is ("the holds database", "搜索缓存")
KIND_NOUNS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("mysql", "postgres", "postgresql", "mariadb", "oracle", "db", "database"),
                    ("database", "db", "数据库", "库")),
    **dict.fromkeys(("redis", "memcached", "memcache", "cache"), ("cache", "缓存")),
    **dict.fromkeys(QUEUE_KINDS, ("queue", "bus", "topic", "队列", "消息队列")),
    **dict.fromkeys(("elasticsearch", "opensearch", "search"), ("index", "索引")),
}


#: a Chinese head with a latin gloss in brackets inside it: "值班员(OC)控制台" → (OC, 控制台)
_GLOSSED_HEAD = regex(r"\s*[\u4e00-\u9fff]{2,}\s*[(（]\s*([A-Za-z]{2,6})\s*[)）]\s*([\u4e00-\u9fff]{2,})")


def description_head(text: str) -> str:
    """A description's (or one half's) words before any colon or bracket: what it is, not what it does."""
    return re.split(r"[:：(（]", text, maxsplit=1)[0]


def shared_start(a: str, b: str) -> int:
    """How many characters two words begin with in common."""
    return next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


#: an English description head naming a database by its kind noun ("ride ledger database"); not a cache's ("buyer
#: session cache": "the buyer session redis" would lose the buyer app it named); a queue's too ("handheld upload
#: queue": "the handheld upload backlog" is that queue's, its lagging readers', never the app "handheld" alone names)
_STORE_HEAD = regex(r"(.+?)\s+(?:database|db|queue)")


def _team_word_holders(word: str, apps: Sequence[str], descriptions: Mapping[str, str],
                       teams: Mapping[str, str]) -> list[str]:
    """The application among ``apps`` (sharing a team's ``word``) that is called by the word: the only one whose own
    description holds it, where the word is its thing — a Chinese word of three characters or more in its Chinese
    half ("分级线控制服务"), or one right before its service word ("码头拍卖服务"); a latin word ending an English head
    of two words at most ("dockside auction" is an auction; "ledger core" beside a team "Ledger" is a core, and
    "e-receipts for parking payments" are no payments)."""
    if not any(word in teams.get(s, "").lower() for s in apps):
        return []
    holding = [s for s in apps if word in descriptions.get(s, "").lower()]
    if len(holding) != 1:
        return []
    description = descriptions.get(holding[0], "")
    if re.fullmatch(r"[\u4e00-\u9fff]{2,}", word):
        zh = description.split(" / ")[0]
        return holding if len(word) >= 3 or re.search(rf"{word}(?:服务|系统)", description_head(zh)) else []
    heads = [" ".join(description_head(half).lower().split()) for half in description.split(" / ")[1:]]
    #: ("customer storefront and app" beside a team "Storefront": each thing a head joins with "and" is one of its
    #: own — "customer storefront" ends in the word)
    return holding if re.fullmatch(r"[a-z]{4,}", word) and any(
        len(part.split()) <= 2 and part.split()[-1:] == [word] for head in heads
        for part in re.split(r"\s+and\s+", head)) else []


def learn_aliases(services: Sequence[str], descriptions: Mapping[str, str], teams: Mapping[str, str], *,
                  infra: Iterable[str] | Mapping[str, str] = ()) -> dict[str, str]:
    """``_learn_aliases`` once per catalogue: the planner asks for a world's aliases a few times per question, and
    learning them reads every description (a fifth of a question's time before it was kept)."""
    names = tuple(services)
    kinds = tuple(sorted(infra.items())) if isinstance(infra, Mapping) else None
    return dict(_learn_aliases_of(names, tuple(sorted(descriptions.items())), tuple(sorted(teams.items())),
                                  kinds if kinds is not None else tuple(sorted(infra)), kinds is not None))


@lru_cache(maxsize=64)
def _learn_aliases_of(names: tuple[str, ...], descriptions: tuple[tuple[str, str], ...],
                      teams: tuple[tuple[str, str], ...], infra: tuple[Any, ...], kinds: bool) -> dict[str, str]:
    return _learn_aliases(names, dict(descriptions), dict(teams), infra=dict(infra) if kinds else infra)


def _own_store_tail(tail: str, nouns: Sequence[str]) -> bool:
    """"咖啡厅点单" beside its database "咖啡厅订单库": the rest of a database's or a cache's head after the shared
    word ends in its kind noun (库, 缓存) — the application's own store of its records, so the shared word names the
    application; a queue's rest ("逆变器遥测消息队列") carries things of the world and never does."""
    return ("库" in nouns or "缓存" in nouns) and any(
        tail.endswith(noun) and len(tail) > len(noun) for noun in nouns if not noun.isascii())


def _learn_aliases(services: Sequence[str], descriptions: Mapping[str, str], teams: Mapping[str, str], *,
                   infra: Iterable[str] | Mapping[str, str] = ()) -> dict[str, str]:
    """Alias word → service, from names, descriptions and teams; a word two services share names neither —
    except when exactly one of them is an application (not a database, cache or queue of ``infra``): then the
    word, "<word>服务" and "<word> service/api" name that application ("账户服务" is the accounts API, not the
    accounts database)."""
    owners: dict[str, set[str]] = {}
    for svc in services:
        for word in _alias_words(svc, descriptions.get(svc, ""), teams.get(svc, "")):
            owners.setdefault(word, set()).add(svc)
    #: a coined first part another service's name opens with too ("<x>" of <x>-db beside <x>-pos: "the <x>s" are the
    #: point of sale, never the store alone) is shared, not a name (lead, stop 56)
    for svc in services:
        if (first := re.split(r"[-_.]", svc.lower(), maxsplit=1)[0]) in owners and first != svc.lower():
            owners[first].add(svc)
    #: a word any other description uses in full ("ride database", "ride lifecycle") is shared, not a name
    for svc in services:
        for word in {w.lower() for w in _SPLIT.split(descriptions.get(svc, ""))} & owners.keys():
            owners[word].add(svc)
    #: a Chinese word another description starts a longer word with ("电子书" in "电子书借阅" beside "外部电子书 DRM
    #: 授权服务商") is shared too: the application among its owners is named, not the external vendor
    heads = {svc: [p for p in _SPLIT.split(description_head(descriptions.get(svc, ""))) if p]
             for svc in services}
    for word, shared in owners.items():
        if word.isascii() or len(word) < 2:
            continue
        for svc in services:
            if svc not in shared and any(p.startswith(word) for p in heads[svc]):
                shared.add(svc)
    out = {w: next(iter(s)) for w, s in owners.items() if len(s) == 1}
    #: "ticketing" of a team "Ticketing" shared by the ticket order service and the reseller bridge: an English team
    #: word (-ing/-s) held only by teams names the one member whose description holds its stem ("ticket order
    #: service") — the team's namesake; none when no member or several do
    for word, shared in owners.items():
        stem = re.sub(r"(?:ing|s)$", "", word)
        if (len(shared) < 2 or not word.isascii() or not word.isalpha() or len(stem) < 4 or stem == word
                or any(word in _SPLIT.split(descriptions.get(svc, "").lower()) for svc in shared)):
            continue
        namesake = sorted(svc for svc in shared if word in _SPLIT.split(teams.get(svc, "").lower())
                          and stem in _SPLIT.split(descriptions.get(svc, "").lower()))
        if len(namesake) == 1 and all(word in _SPLIT.split(teams.get(svc, "").lower()) for svc in shared):
            out[word] = namesake[0]
    #: a team "Bar App" of one service is called "the bar app" (split at its space, each word named nothing or too
    #: much); never over a word another alias or description already holds
    teamed: dict[str, set[str]] = {}
    for svc in services:
        for phrase in re.findall(r"[A-Za-z]{2,}(?:\s+[A-Za-z]{2,})+", teams.get(svc, "")):
            teamed.setdefault(" ".join(phrase.lower().split()), set()).add(svc)
    out.update({w: next(iter(s)) for w, s in teamed.items() if len(s) == 1 and w not in owners})
    #: "值班员(OC)控制台" is asked about as "OC控制台" / "OC 控制台": a latin gloss in brackets stands for the Chinese
    #: word before it, and the gloss with the rest of the head names the service
    for svc in services:
        gloss = _GLOSSED_HEAD.match(descriptions.get(svc, ""))
        for word in (f"{gloss[1]}{gloss[2]}", f"{gloss[1]} {gloss[2]}") if gloss else ():
            if word.lower() not in owners:
                out.setdefault(word.lower(), svc)
    #: an English head of two words or more said without its last word, only where no other description holds the
    #: rest: "customs partner link" is "the customs partner" (the link or interface to an outside party is named by
    #: the party); "ride ledger database" is "the ride ledger", as "行程账本数据库" is "行程账本" ("player session"
    #: stays the player API's beside the "player session database")
    #: ("cellar warehouse" of "cellar warehouse database" beside "cellar warehouse management", "rail shipments"
    #: beside "rail shipment service": held by another description, a plural said singular too, it names neither)
    def held_elsewhere(phrase: str, svc: str) -> bool:
        singular = " ".join(w[:-1] if w.endswith("s") and not w.endswith("ss") else w for w in phrase.split())
        return any(phrase in (text := descriptions.get(other, "").lower()) or singular in text
                   for other in services if other != svc)

    for svc in services:
        for half in descriptions.get(svc, "").split(" / ")[1:]:
            head = " ".join(description_head(half).lower().split())
            party = re.sub(r"\s+(?:link|connector|integration|interface|adapter|endpoint)$", "", head)
            if party != head and " " in party and not held_elsewhere(party, svc):
                out.setdefault(party, svc)
            #: "the kiosk" of "box-office kiosk" (the service boxkiosk): the last word of a head of two words or more
            #: names the service when its one-word name ends with that word too and no other service's name or
            #: description holds it (a kind noun such as worker/cache/gateway never: it names what many things are)
            last = head.rsplit(" ", 1)[-1] if " " in head else ""
            if (len(last) >= 4 and last.isalpha() and svc.isalpha() and svc.lower().endswith(last)
                    and len(svc) > len(last) and last not in _GENERIC
                    and last not in _KIND_LAST and not held_elsewhere(last, svc)
                    and not any(last in other.lower() for other in services if other != svc)):
                out.setdefault(last, svc)
            #: "the pickup app" of "courier pickup app" beside "pickup SMS notifications": the head's last word
            #: "app" with the word before it names the service, where no other description holds the two words
            #: (the word alone, shared, names neither)
            words = head.split()
            if (len(words) >= 3 and words[-1] == "app" and words[-2].isalpha() and len(words[-2]) >= 3
                    and words[-2] not in _GENERIC and not held_elsewhere(app := " ".join(words[-2:]), svc)):
                out.setdefault(app, svc)
            store = _STORE_HEAD.fullmatch(head)
            if store and " " in store.group(1) and store.group(1) not in owners and store.group(1) not in _GENERIC \
                    and not held_elsewhere(store.group(1), svc):
                out.setdefault(store.group(1), svc)
    skip = set(infra)
    kinds = dict(infra) if isinstance(infra, Mapping) else {}
    #: "the holds database", "搜索缓存" beside "holds.svc": a shared word with a kind noun names the owner of that kind
    segments = {re.split(r"[-._]", svc.lower(), maxsplit=1)[0] for svc in services}
    #: (only the one owner of that kind: two databases sharing the word leave "exam db" to neither — a set's order
    #: must never pick one, it changes with the process's hash seed)
    for word, shared in owners.items():
        of_kind: dict[str, set[str]] = {}
        #: ("订场缓存" beside the team "订场组" of the booking app and its cache: a Chinese shared word, as a name's)
        for svc in shared if len(shared) > 1 and (word in segments or re.fullmatch(r"[\u4e00-\u9fff]{2,}", word)) \
                else ():
            for noun in KIND_NOUNS.get(str(kinds.get(svc, "")).lower(), ()):
                of_kind.setdefault(noun, set()).add(svc)
        for noun, whose in sorted(of_kind.items()):
            for compound in (f"{word} {noun}", f"{word}{noun}", f"{word}-{noun}") if len(whose) == 1 else ():
                out.setdefault(compound, min(whose))
    #: "船期查询报错" beside "船期时刻表服务" and its cache "船期缓存": the Chinese word an application's description
    #: head begins with names it when the other heads beginning with it are that word and a kind noun only (its own
    #: cache or database, as "账户服务" beside "账户数据库"); "逆变器" beside "逆变器遥测消息队列" stays a thing of the
    #: world ("多少台逆变器离线"), not a name
    zh_heads = {svc: next((p for p in parts if re.match(r"[\u4e00-\u9fff]{2}", p)), "") for svc, parts in heads.items()}
    for svc, head in zh_heads.items():
        for other, head2 in zh_heads.items():
            size = shared_start(head, head2)
            word = head[:size]
            if other == svc or size < 2 or not re.fullmatch(r"[\u4e00-\u9fff]+", word) or word in owners \
                    or word in out or word in _OPS_WORDS or word in _GENERIC:
                continue
            apps = [s for s, h in zh_heads.items() if h.startswith(word) and s not in skip]
            rest = [(s, h[len(word):]) for s, h in zh_heads.items() if h.startswith(word) and s in skip]
            if len(apps) == 1 and rest and all(
                    tail in KIND_NOUNS.get(str(kinds.get(s, "")).lower(), ()) or _own_store_tail(
                        tail, KIND_NOUNS.get(str(kinds.get(s, "")).lower(), ())) for s, tail in rest):
                out[word] = apps[0]
    #: "the machine telemetry errors" beside "machine telemetry collector" and its store "machine telemetry store":
    #: the English words an application's head begins with, one word short of it, name it when every other head
    #: beginning with them is a store's (a database, cache, queue or index) of one more word
    en_heads = {svc: [" ".join(description_head(half).lower().split()) for half in
                      descriptions.get(svc, "").split(" / ")[1:]][:1] for svc in services}
    for svc, found in en_heads.items():
        words = found[0].split() if found else []
        phrase = " ".join(words[:-1])
        if (svc in skip or len(words) < 3 or not all(re.fullmatch(r"[a-z]{3,}", w) for w in words)
                or phrase in owners or phrase in out):
            continue
        others = [s for s, h in en_heads.items() if s != svc and h and h[0].startswith(f"{phrase} ")]
        if others and all(s in skip and len(en_heads[s][0].split()) == len(words) for s in others):
            out[phrase] = svc
    #: "lens order errors" beside "lens orders from the lab" and its store "lens order database": the first two
    #: English words of an application's head (a plural said singular too) name it when every other head beginning
    #: with them is a store's — those words and the store's kind noun — as "账户服务" beside "账户数据库"
    def singular(words: Sequence[str]) -> str:
        *head, last = words
        return " ".join([*head, last[:-1] if last.endswith("s") and not last.endswith("ss") else last])

    for svc, found in en_heads.items():
        words = found[0].split() if found else []
        if svc in skip or len(words) < 2 or not all(re.fullmatch(r"[a-z]{3,}", w) for w in words[:2]):
            continue
        pair = singular(words[:2])
        others = [s for s, h in en_heads.items() if s != svc and h and singular(h[0].split()[:2]) == pair]
        if pair in out or singular(pair.split()) in _GENERIC or not others or not all(
                s in skip and len(en_heads[s][0].split()) == 3
                and en_heads[s][0].split()[2] in KIND_NOUNS.get(str(kinds.get(s, "")).lower(), ())
                for s in others):
            continue
        for phrase in {pair, " ".join(words[:2])}:
            if phrase not in out and not any(re.search(rf"\b{re.escape(phrase)}\b", descriptions.get(o, "").lower())
                                             for o in services if o != svc and o not in others):
                out[phrase] = svc
    #: "what broke billing at 8?" beside "livery billing for boarded horses" and its store "billing database": the
    #: last word of an application's English head noun (before "for/of/…"; never a record noun, a kind or generic
    #: word) that every other description holding it says only as "<word> <kind noun>" (a store of that kind: the
    #: application's own, as "账户服务" beside "账户数据库") names the application (a word a team holds names neither)
    team_words = {w.lower() for t in teams.values() for w in _SPLIT.split(t)}
    for svc, found in en_heads.items():
        if svc in skip or not found:
            continue
        head_noun = re.split(r"\s+(?:for|of|with|and|to|from|by|on|in)\s+", found[0], maxsplit=1)[0].split()
        for word in head_noun[-1:] if len(head_noun) > 1 else ():
            if (len(word) < 4 or _RECORD_WORDS.fullmatch(word) or _RECORD_WORDS.fullmatch(f"{word}s")
                    or not word.isalpha() or word in out or word in _GENERIC or word in _KIND_LAST
                    or word in team_words or word in _OPS_WORDS):
                continue
            store_holders = [o for o in services if o != svc
                             and word in {w.lower() for w in _SPLIT.split(descriptions.get(o, ""))}]
            if store_holders and all(o in skip and en_heads[o] and en_heads[o][0] in {
                    f"{word} {kind_noun}" for kind_noun in KIND_NOUNS.get(str(kinds.get(o, "")).lower(), ())}
                    for o in store_holders):
                out[word] = svc
    for word, shared in owners.items():
        apps = [s for s in shared if s not in skip]
        #: "KYC 报错" beside "KYC 实名认证服务", its database "KYC 证件库" and a team "合规认证组 KYC" of another
        #: application: the one application whose Chinese description holds the latin word is named (the team's
        #: other application holds it by the team's name only); a word of English halves only ("ledger core"
        #: beside a team "Ledger") stays shared
        #: "分级线" beside a team "分级线组" of three services and the head "分级线控制服务" of one; "拍卖" beside a
        #: team "拍卖组" and "码头拍卖服务"; "auction" beside a team "Auction" and "dockside auction": the word a
        #: team gives several applications names the one whose own description holds it (``_team_word_holders``)
        if len(apps) > 1 and ((word.isascii() and len(described := [
                s for s in apps if word in descriptions.get(s, "").split(" / ")[0].lower()]) == 1)
                or len(described := _team_word_holders(word, apps, descriptions, teams)) == 1):
            apps = described
        if len(shared) > 1 and len(apps) > 1 and any(
                built(rf"(?<![A-Za-z]){re.escape(word.upper())}(?![A-Za-z])").search(teams.get(s, ""))
                for s in shared) and re.fullmatch(r"[a-z]{2,5}", word):
            #: "KYC 5.3.0" beside a team "合规认证组 KYC" of three services: an acronym a team shares is the umbrella;
            #: the application whose own description (or name) holds it is the one called by it (a plain word of a
            #: team, "Stock", "Ledger", stays a thing of the domain: "the ledger lock waits")
            apps = [s for s in apps if word in _alias_words(s, descriptions.get(s, ""), "")]
        if len(shared) > 1 and len(apps) == 1:
            for compound in (word, f"{word}服务", f"{word}系统", f"{word}接口", f"{word} service", f"{word}-service",
                             f"{word} api"):
                out.setdefault(compound, apps[0])
    #: "预约服务" beside "预约排队服务" and "预约到书通知发送" (two applications of one team) and their stores: a word
    #: several applications' Chinese heads begin with, said with 服务, names the one whose head is "<word>…服务" when
    #: each other one is a worker named by its deed (…发送/推送/入库: not what people call "<word>服务"; a "播放接口"
    #: beside "播放清单服务" leaves "播放服务" to neither)
    starts: dict[str, list[str]] = {}
    for svc, head in zh_heads.items():
        if svc not in skip and re.match(r"[\u4e00-\u9fff]{4}", head):
            starts.setdefault(head[:2], []).append(svc)
    for word, apps in starts.items():
        served = [s for s in apps if zh_heads[s].endswith(("服务", "系统")) and len(zh_heads[s]) >= 5]
        if len(apps) > 1 and len(served) == 1 and word not in _GENERIC and word not in _OPS_WORDS and all(
                zh_heads[o][-2:] in _WORKER_TAILS for o in apps if o != served[0]):
            out.setdefault(f"{word}服务", served[0])
    #: "账单服务" beside "客户账单与收款" and its database "账单数据库": a word that a database, cache or queue head is
    #: made of with its kind noun only, held anywhere in exactly one application's Chinese head (a middle word too),
    #: names that application with a service word ("<word>服务/系统"; the bare word stays a thing: "账单" are bills)
    for owner, head in zh_heads.items():
        nouns = sorted((n for n in KIND_NOUNS.get(str(kinds.get(owner, "")).lower(), ()) if not n.isascii()),
                       key=len, reverse=True)
        word = next((head[:-len(n)] for n in nouns if owner in skip and head.endswith(n)), "")
        if len(word) < 2 or not re.fullmatch(r"[\u4e00-\u9fff]+", word) or word in _GENERIC:
            continue
        apps = [a for a, h in zh_heads.items() if a not in skip and word in h]
        if len(apps) == 1:
            for compound in (f"{word}服务", f"{word}系统"):
                out.setdefault(compound, apps[0])
            #: "门户" beside "门户数据库 / portal database" when "portal" already names the application: the store's
            #: English half says what the Chinese word is, and that word names the application bare too
            glosses = {re.sub(rf"\s+{re.escape(n)}$", "", description_head(half).lower().strip())
                       for half in descriptions.get(owner, "").split(" / ")[1:]
                       for n in KIND_NOUNS.get(str(kinds.get(owner, "")).lower(), ()) if n.isascii()}
            if any(out.get(e) == apps[0] and " " not in e and e not in _GENERIC for e in glosses):
                out.setdefault(word, apps[0])
    #: "门禁闸机服务" is asked about as "门禁" and "闸机", "推送通知服务" as "推送": each two-character word of a
    #: four-character head with a service word names that application when no other application's description holds
    #: it (a cache described "门禁凭证缓存" holds the word, its application is named; a team "支付组" over several
    #: services names the one whose head it is)
    for svc in services:
        if svc in skip:
            continue
        zh = description_head(descriptions.get(svc, "").split(" / ")[0]).strip()
        #: "App 推送通知服务" is asked about as "推送" (and "App推送"): a latin word before the Chinese head
        #: qualifies the thing (App, API, SMS), the head's words are the same
        zh = re.sub(r"^[A-Za-z][A-Za-z0-9]*\s*(?=[\u4e00-\u9fff])", "", zh)
        core = _strip_suffix(zh)
        if core == zh and len(core) == 4 and re.fullmatch(r"[\u4e00-\u9fff]+", core):
            #: "结账服务" for "订单结账": a four-character head without a service word, called by its last word with
            #: one, when that word is no function, record or generic word and no other description holds it
            word = core[2:]
            if not (word in out or word in owners or word in _GENERIC or word in _RECORD_NOUNS
                    or word in _OPS_WORDS | _PLAIN_NOUNS or any(
                        word in f"{descriptions.get(o, '')} {teams.get(o, '')}" for o in services if o != svc)):
                for compound in (f"{word}服务", f"{word}系统"):
                    out.setdefault(compound, svc)
        if core == zh or len(core) != 4 or not re.fullmatch(r"[\u4e00-\u9fff]+", core):
            continue
        #: the last word only when no function word of many systems ("通知", "控制", "结果" are not names); a record
        #: noun ("订单处理服务": 订单) names records, never a service
        for word in (core[:2], *((core[2:],) if core[2:] not in _OPS_WORDS | _PLAIN_NOUNS else ())):
            if word in out or word in _GENERIC or word in _RECORD_NOUNS or any(
                    word in descriptions.get(o, "").split(" / ")[0] for o in services if o != svc and o not in skip):
                continue
            for compound in (word, f"{word}服务", f"{word}系统"):
                out.setdefault(compound, svc)
        #: "约课" for "团课预约服务" (object, then action): the action's last character before the object's, as
        #: people say it, names the application when neither word is a function or record word of many systems and
        #: no other description, no alias and no generic word of time, asking or the product holds either
        #: character ("公会聊天" → "天会" would be read in "今天会恢复吗")
        first, second = core[:2], core[2:]
        word = second[-1] + first[-1]
        if ({first, second} & (_OPS_WORDS | _PLAIN_NOUNS | _RECORD_NOUNS | _GENERIC) or word in out
                or word in owners or any(c in g for c in word for g in _GENERIC_ZH)
                or any(word in descriptions.get(o, "") for o in services if o != svc)):
            continue
        for compound in (word, f"{word}服务", f"{word}系统"):
            out.setdefault(compound, svc)
    #: "订道" for "会员App (订泳道、报游泳课…)": a deed of three characters the description lists in brackets (a
    #: one-character verb and its two-character object) is said with the object's last character alone — the verb
    #: and that character name the application when no other description, alias or generic word holds the two
    for svc in services:
        listed = re.search(r"[(（]([^()（）]+)[)）]", descriptions.get(svc, "").split(" / ")[0])
        for deed in re.split(r"[、，,;；\s]+", listed.group(1)) if listed else ():
            if not re.fullmatch(r"[\u4e00-\u9fff]{3}", deed):
                continue
            word = deed[0] + deed[2]
            #: ("订单子" is no verb before its object: 订单 is a record word, as any word of many systems)
            if (word in out or word in owners or {deed[:2], deed[1:]} & (_OPS_WORDS | _PLAIN_NOUNS | _RECORD_NOUNS
                                                                          | _GENERIC)
                    or any(word in g or deed[:2] in g for g in _GENERIC_ZH)
                    or any(word in descriptions.get(o, "") for o in services if o != svc)):
                continue
            out.setdefault(word, svc)
    #: an application's head's last word names it only when nothing else holds it: no word of another service, no
    #: other description or team containing it ("后端" of "调度台后端" beside "司机 App 后端" names neither anew) —
    #: a database, cache or queue holding it only by the team it shares ("种植户门户" beside its own database of team
    #: "种植户门户组") leaves the word to the application
    for svc in services:
        for word in _tail_words(descriptions.get(svc, "")) if svc not in skip else ():
            if word not in owners and word not in out and not any(
                    word in f"{descriptions.get(o, '')} {teams.get(o, '') if o not in skip else ''}"
                    for o in services if o != svc):
                out[word] = svc
    #: "早上预约又挂了" of "美容预约服务" beside "预约提醒服务" and a team "预约组" (the slot calendar's too): a short
    #: head's last word (its thing) names the application when a team names its domain by it and every other use of it
    #: qualifies another thing (it starts another head's longer word, "预约提醒") — no other head ends with it, no
    #: other text of a description holds it
    def qualifies_elsewhere(word: str, svc: str) -> bool:
        for other in services:
            zh = descriptions.get(other, "").split(" / ")[0]
            if other == svc or word not in zh:
                continue
            head = zh_heads.get(other, "")
            if head_core(head).endswith(word) or word in zh.replace(head, "", 1) or word not in head_core(head):
                return False
        return True

    for svc, head in zh_heads.items():
        core = _strip_suffix(head) if svc not in skip else ""
        word = core[-2:]
        if (re.fullmatch(r"[\u4e00-\u9fff]{4}", core) and word not in out
                and word not in _OPS_WORDS | _PLAIN_NOUNS | _RECORD_NOUNS | _GENERIC | DOMAIN_WORDS
                and not any(c in g for c in word for g in _GENERIC_ZH)
                and all(o == svc or word in teams.get(o, "") or o in skip or word in zh_heads.get(o, "")
                        for o in owners.get(word, set()))
                and any(word in teams.get(o, "") for o in services) and qualifies_elsewhere(word, svc)):
            out[word] = svc
    #: "小卖部一直报错" of "小卖部收银" beside "收银同步任务" and "收银数据库": when an application's Chinese head
    #: ends with the word another application's head begins with (the family's thing, which names neither), the place
    #: or party before it is what users call the application — when no other description or team holds it and it is
    #: no word of many systems, no person ("收件人取件": people are counted, not the service) (a word only its own store
    #: shares, "订阅计费" beside "计费数据库", is called by that word)
    for svc, head in zh_heads.items():
        core = _strip_suffix(head) if svc not in skip else ""
        if not re.fullmatch(r"[\u4e00-\u9fff]{4,6}", core):
            continue
        tail = core[-2:]
        lead = core[:-2]
        family = [o for o, h in zh_heads.items() if o != svc and len(h) > 2 and h.startswith(tail)]
        if (any(o not in skip for o in family) and len(lead) >= 2 and lead[-1] not in "人员者客户"
                and lead not in owners and lead not in out and lead not in _GENERIC
                and lead not in _OPS_WORDS | _PLAIN_NOUNS | _RECORD_NOUNS
                and not any(lead in f"{descriptions.get(o, '')} {teams.get(o, '')}" for o in services if o != svc)):
            for compound in (lead, f"{lead}服务", f"{lead}系统"):
                out.setdefault(compound, svc)
    #: "网关" for the one service described "门店入口网关 / shop gateway": a part-kind word ending a Chinese
    #: head names the service when its English word already does (no other service is of that kind)
    for svc in services:
        head = _strip_suffix(re.split(r"[:：(（/]", descriptions.get(svc, ""), maxsplit=1)[0].strip())
        for word, english in _KIND_WORDS_EN.items():
            if (svc not in skip and head.endswith(word) and out.get(english) == svc and word not in owners
                    and word not in out and not any(word in f"{descriptions.get(o, '')} {teams.get(o, '')}"
                                                    for o in services if o != svc)):
                out[word] = svc
    #: "the bad checkout release" for pine-checkout beside a team "Checkout" of four services: a segment after the
    #: first of exactly one application's name (five letters or more: the function after a prefix) names it, even
    #: when a team shares the word — not when another service's description holds it (a "rover gateway" beside
    #: rover-notify). A first segment is left to the name itself: it is often the thing several services share.
    segs: dict[str, set[str]] = {}
    for svc in services:
        for seg in re.split(r"[-._]", svc.lower())[1:]:  # a prefixed name's function part ("pine-checkout")
            segs.setdefault(seg, set()).add(svc)
    for seg, holders in segs.items():
        svc = next(iter(holders))
        if (len(holders) == 1 and len(seg) >= 5 and seg.isalpha() and svc not in skip and seg not in out
                and seg not in _GENERIC
                and not any(seg in descriptions.get(o, "").lower() for o in services if o != svc)):
            out[seg] = svc
        elif (len(holders) == 1 and len(seg) >= 5 and seg.isalpha() and svc not in skip and seg not in _GENERIC
              and seg not in _KIND_LAST):
            #: "the bad pickup release" for a <prefix>-pickup service beside "pickup SMS notifications": another
            #: description holds the word, but a release of it is of the one application whose name it is
            for compound in (f"{seg} release", f"{seg} deploy", f"{seg} rollout", f"{seg} build"):
                out.setdefault(compound, svc)
    #: "the zentapay cert" for zentapay-psp: an external partner is called by its brand, its name's first segment
    #: (five letters or more), when no other service's name begins with it and no other description or team holds it;
    #: "the zeta9 deploy" for zeta9-ledger: a first segment of letters with a digit is a coined name (no word of the
    #: domain several services share), so any service is called by it on the same terms
    firsts: dict[str, set[str]] = {}
    for svc in services:
        firsts.setdefault(re.split(r"[-._]", svc.lower(), maxsplit=1)[0], set()).add(svc)
    for first, holders in firsts.items():
        svc = next(iter(holders))
        coined = re.fullmatch(r"[a-z]{2,}\d+", first) is not None
        if (len(holders) == 1 and (coined or str(kinds.get(svc, "")).lower() == "external") and first != svc.lower()
                and len(first) >= (3 if coined else 5) and (coined or first.isalpha()) and first not in out
                and first not in owners
                and first not in _GENERIC
                and not any(first in f"{descriptions.get(o, '')} {teams.get(o, '')}".lower()
                            for o in services if o != svc)):
            out[first] = svc
    #: "the stock management service" for "central stock management": an English description of three or
    #: more words is called by its last two too, when no other description or team holds them
    for svc in services:
        english = descriptions.get(svc, "").split(" / ", 1)[-1].lower() if svc not in skip else ""
        parts = re.findall(r"[a-z]+", re.split(r"[(（]", english, maxsplit=1)[0])
        tail = " ".join(parts[-2:])
        if (len(parts) >= 3 and english.isascii() and all(len(p) >= 4 for p in parts[-2:]) and tail not in owners
                and tail not in out and not any(tail in f"{descriptions.get(o, '')} {teams.get(o, '')}".lower()
                                                for o in services if o != svc)):
            out[tail] = svc
    #: "手环开柜很慢" of "手环储物柜同步 (读队列开柜)": what an application does, said in the brackets of its Chinese
    #: description, is called by the head's first word (whose thing it is) with the last word of that deed — when the
    #: deed's word is no word of many systems and no other description, team or alias holds it
    for svc in services:
        desc = descriptions.get(svc, "").split(" / ")[0]
        inner = re.search(r"^([\u4e00-\u9fff]{2})[^()（）]*[(（]([^()（）]*)[)）]", desc)
        first, deeds = (inner.group(1), inner.group(2)) if inner and svc not in skip else ("", "")
        for piece in re.split(r"[、，,与和及\s]+", deeds) if deeds else ():
            word = piece[-2:]
            if (not re.fullmatch(r"[\u4e00-\u9fff]{4,}", piece) or word in owners or word in _GENERIC
                    or word == first or word in _NOT_DEEDS
                    or word in _OPS_WORDS | _PLAIN_NOUNS | _RECORD_NOUNS | _FUNCTION_TAILS
                    or any(word in w for w, held in owners.items() if held != {svc})
                    or any(word in f"{descriptions.get(o, '')} {teams.get(o, '')}" for o in services if o != svc)):
                continue
            out.setdefault(f"{first}{word}", svc)
    #: "riders can't unlock bikes" of a "rider app": people who cannot do something are the users of their app — the
    #: one application whose English head is "<person> app" (what they do goes through it; the thing they act on,
    #: "bikes", is no service)
    for svc in services:
        english = descriptions.get(svc, "").split(" / ", 1)[-1].lower() if svc not in skip else ""
        if (person := re.fullmatch(r"([a-z]{3,}?)s? app", re.split(r"[(（]", english, maxsplit=1)[0].strip())):
            for cannot in _CANNOT_EN:
                out.setdefault(f"{person.group(1)}s {cannot}", svc)
    #: "can't pay at the pump" of a "pump payment service": paying done at the place the head names first is said
    #: with the verb ("pay at the pump") — the one application so described
    paid: dict[str, set[str]] = {}
    for svc in services:
        english = descriptions.get(svc, "").split(" / ", 1)[-1].lower() if svc not in skip else ""
        head = re.split(r"[(（]", english, maxsplit=1)[0].strip()
        if (deed := re.fullmatch(r"([a-z]{3,}) payments?(?: service| api)?", head)):
            paid.setdefault(f"pay at the {deed.group(1)}", set()).add(svc)
    out.update({said: next(iter(held)) for said, held in paid.items() if len(held) == 1 and said not in owners})
    #: "搜索这波" for a service described "馆藏检索接口 / catalogue search API": words of one meaning name the
    #: service one of them names, when no service's description or team holds the other
    for group in _SAME_MEANING:
        named = {out[w] for w in group if w in out}
        #: "借书失败" for "借还接口（借出、归还、续借）": a word of the group in exactly one application's description
        #: (its functions in parentheses too) names that one
        named = named or {svc for svc in services if svc not in skip
                          and any(w in descriptions.get(svc, "").lower() for w in group)}
        if len(named) != 1:
            continue
        svc = named.pop()
        for word in group:
            if word not in out and word not in owners and not any(
                    word in f"{descriptions.get(o, '')} {teams.get(o, '')}".lower() for o in services):
                out[word] = svc
    #: "山屋管理员平板App" is called "管理员平板": a Chinese head opened by the world's domain word (a two-character
    #: word another head opens with too: "山屋档案服务") names its thing by the rest (three characters or more, with
    #: or without its latin kind word), when no other description holds that rest
    for svc, head in zh_heads.items():
        domain_lead = head[:2]
        if not re.fullmatch(r"[\u4e00-\u9fff]{2}", domain_lead) or not any(
                o != svc and h.startswith(domain_lead) for o, h in zh_heads.items()):
            continue
        after_lead = head[2:].strip().lower()
        kept_rest = re.match(r"([\u4e00-\u9fff]{3,})\s*([a-z]{2,5})?$", after_lead)
        if not kept_rest or kept_rest[1] in _OPS_WORDS or any(
                kept_rest[1] in descriptions.get(o, "") for o in services if o != svc):
            continue
        kind_said = {f"{kept_rest[1]}{kept_rest[2]}", f"{kept_rest[1]} {kept_rest[2]}"} if kept_rest[2] else set()
        for word in {kept_rest[1], _strip_suffix(after_lead)} | kind_said:
            if len(word) >= 3 and word not in owners and word not in _GENERIC:
                out.setdefault(word, svc)
    #: "网站前台" of "顾客网站与App前台": a Chinese head of two things joined by 与/和/及 before their one head noun is
    #: each of them with that noun — the left one's last word (or all of it) with the right one's last two
    #: characters names the service, when no other description or team holds it
    for svc, head in zh_heads.items():
        joined = re.fullmatch(r"([\u4e00-\u9fff]{2,})\s*[与和及]\s*[\w\s]*?([\u4e00-\u9fff]{2})", head)
        if svc in skip or joined is None or joined[2] in _GENERIC:
            continue
        for word in {f"{joined[1][-2:]}{joined[2]}", f"{joined[1]}{joined[2]}"}:
            if word not in owners and word not in out and not any(
                    word in f"{descriptions.get(o, '')} {teams.get(o, '')}" for o in services if o != svc):
                out[word] = svc
    #: "the runners app" of "runners' app": a plural possessive phrase is said without its apostrophe too (a phrase of
    #: two words or more: a bare "runners" stays the people of the domain)
    for word, svc in list(out.items()):
        bare = re.sub(r"(?<=s)'(?=\s)", "", word)
        if bare != word and " " in bare and bare not in owners:
            out.setdefault(bare, svc)
    return out


#: how people say they could not do something ("riders can't unlock")
_CANNOT_EN = ("can't", "cannot", "can not", "couldn't", "could not", "are unable to", "were unable to")

#: last words of a head naming a worker by its deed ("预约到书通知发送", "播放心跳入库")
_WORKER_TAILS = frozenset({"发送", "推送", "处理", "入库", "同步", "生成", "转发", "派发", "采集", "调度", "计算",
                           "消费"})

#: last words of a bracket that say no deed of the service ("门店营业时间", "排队情况")
_NOT_DEEDS = frozenset({"时间", "情况", "信息", "状态"})


#: words of one meaning people use for one another (Chinese and English), for what a service does
_SAME_MEANING: tuple[tuple[str, ...], ...] = (("搜索", "检索", "search"), ("登录", "登陆", "login"), ("借书", "借出"),
                                              ("还书", "归还"))


#: a backlog word after the thing that backs up ("心跳积压", "短信提醒积压"): a word of its service's description
_TROUBLE_AFTER = regex(r"([\u4e00-\u9fff]{2,8}?)(?:的)?(?:积压|堆积|消费延迟|消费不过来)")


#: the English of it: "the dispatch backlog", "notification queue backing up"
_TROUBLE_AFTER_EN = regex(r"\b([a-z]{4,})\s+(?:backlogs?|pile-?ups?|queue (?:is )?backing up|lag)\b", re.I)
#: words before a backlog word that name no thing of the world ("the message backlog", "the consumer lag")
_NOT_A_THING = frozenset({"message", "messages", "consumer", "queue", "event", "events", "this", "that", "whole",
                          "huge", "big", "current", "kafka", "topic", "replication", "order", "orders"})


#: a certificate named by the thing it belongs to ("航司证书", "银行那个证书"): the words right before it; a renewal
#: said between them ("机器人合作方换的新证书", "银行新换的证书") names the same partner's certificate
_CERT_OF = regex(r"([\u4e00-\u9fff]{2,8}?)(?:那边|这边|那头|方面)?(?:的|那个|这个|那张)?"
                 r"(?:(?:新|刚)?(?:换|续|更新)(?:上|好)?的|新)?(?:那个|这个|那张)?(?:新)?证书")
#: a partner's generic trailing word ("钱包合作方" → 钱包): the word before it is the partner's own
_PARTNER_TAIL = regex(r"(?:合作方|合作伙伴|机构|厂商|供应商|服务商|渠道)$")


def certificate_partner(question: str, descriptions: Mapping[str, str], external: Iterable[str]) -> str | None:
    """The external partner whose certificate a question names by a word of its description ("航司证书" → the
    partner described "外部航司合作方 API", though its caller "航司合作方接口对接" holds the word too; "银行证书" →
    "合作银行 (外部)"): the longest word (2-4 characters, ending right before 证书) the Chinese description of
    exactly one external service holds — a certificate that expires is the partner's, its callers only see it."""
    partners = [svc for svc in external if descriptions.get(svc)]
    heads = {svc: re.split(r"[(（/]", descriptions[svc], maxsplit=1)[0] for svc in partners}
    for m in _CERT_OF.finditer(question):
        runs = dict.fromkeys([m.group(1), _PARTNER_TAIL.sub("", m.group(1))])
        for run, size in ((r, s) for r in runs for s in range(min(4, len(r)), 1, -1)):
            word = run[-size:]
            if word in _GENERIC:
                continue
            owners = [svc for svc, head in heads.items() if word in head]
            if len(owners) == 1:
                return owners[0]
    return None


def symptom_owner(question: str, descriptions: Mapping[str, str], infra: Iterable[str] = ()) -> str | None:
    """The service whose Chinese description holds the words right before a backlog word of the question ("心跳积压"
    → the service described "播放心跳入库"; "短信提醒积压" → "就诊短信提醒发送"): the longest such word (2-4
    characters, ending just before the trouble word) that one description holds — or several, of which exactly one
    is an application (a queue described "播放心跳队列" holds the backlog, its consumer has it); else none."""
    skip = set(infra)
    heads = {svc: re.split(r"[(（/]", text, maxsplit=1)[0] for svc, text in descriptions.items() if text}
    for m in _TROUBLE_AFTER_EN.finditer(question):
        #: "when did the dispatch backlog start?": the word before the backlog, whole, in one description's English
        #: half (or several, of which exactly one is an application: "dispatch queue" holds it, its consumer has it)
        word = m.group(1).lower()
        if word in _GENERIC or word in _NOT_A_THING:
            continue
        owners = sorted(svc for svc, text in descriptions.items()
                        if re.search(rf"\b{re.escape(word)}\b", text.split(" / ", 1)[-1].lower()))
        apps = [svc for svc in owners if svc not in skip]
        if len(owners) == 1 or len(apps) == 1:
            return owners[0] if len(owners) == 1 else apps[0]
    for m in _TROUBLE_AFTER.finditer(question):
        run = m.group(1)
        for size in range(min(4, len(run)), 1, -1):
            word = run[-size:]
            if word in _GENERIC:
                continue
            owners = sorted(svc for svc, head in heads.items() if word in head)
            apps = [svc for svc in owners if svc not in skip]
            if len(owners) == 1 or len(apps) == 1:
                return owners[0] if len(owners) == 1 else apps[0]
            if owners:
                break  # shared by several applications: names none
    return None


def _positions(low: str, needle: str, *, plural: bool = False) -> int:
    if needle.isascii():
        #: an alias word in the plural ("timesheets", "enrolments") names its service too
        tail = "(?:e?s)?" if plural and needle[-1:].isalpha() and len(needle) >= 4 else ""
        m = built(rf"(?<![a-z0-9_-]){re.escape(needle)}{tail}(?![a-z0-9_])").search(low)
        if m is None and plural and len(needle) >= 6 and re.fullmatch(r"[a-z]+[^su]s", needle):
            #: "has the kiosk release been rolled back?" beside the alias "kiosks": an alias word in the plural said
            #: in the singular after an article, before the change asked of it ("can you check …" names no "checks"
            #: service; "the sorter backlog" beside "sorters" leaves the trouble to the words that name it)
            m = built(rf"(?:(?<=\bthe )|(?<=\bour )|(?<=\bthat )|(?<=\bthis )){re.escape(needle[:-1])}"
                      r"(?=\s+(?:release|deploy|deployment|rollout|update|upgrade|version|build)\b)").search(low)
        if m is None and plural and len(needle) >= 6 and re.fullmatch(r"[a-z]+[^su]s", needle):
            #: "any payment failures today?" beside the alias "payments": the singular before the trouble asked of it
            m = built(rf"(?:(?<=\bany )|(?<=\bthe ))(?<![a-z0-9_-]){re.escape(needle[:-1])}"
                      r"(?=\s+(?:failures|errors|issues|problems|outages)\b)").search(low)
        if m is None and plural and " " in needle and re.fullmatch(r"[a-z ]+[a-z]{3}", needle):
            #: "is room service food ordering ok?" beside the alias "food order": an alias of two words or more whose
            #: last word is said as the doing of it ("ordering", "booking") names its service too
            stem = needle[:-1] if needle.endswith("e") and not needle.endswith("ee") else needle
            m = built(rf"(?<![a-z0-9_-]){re.escape(stem)}ing(?![a-z0-9_])").search(low)
        return m.start() if m else -1
    return low.find(needle)


#: a dependency's kind said in Chinese: an alias that only opens one of them ("数据" of 数据库) is not said there
_KIND_WORDS_ZH = ("数据库", "缓存", "消息队列", "队列", "搜索索引", "索引")
#: the word right after an alias (its compound's head noun, in the plural)
_PLURAL_HEAD = regex(r"\s+([a-z]{4,}s)\b")


_DEMONSTRATIVE_KIND = regex(r"(?<=[\u4e00-\u9fff])(?:那个|这个)(?=\s*(?:app|APP|App|应用|服务|系统))")


def match_services(question: str, services: Sequence[str], aliases: Mapping[str, str]) -> list[str]:
    """Services named in ``question`` (by name, then by learned alias), in the order they appear."""
    #: "闸机那个app": a demonstrative between a thing's word and the kind noun it is said with ("闸机 app")
    low = _DEMONSTRATIVE_KIND.sub("", question).lower()
    hits: dict[str, int] = {}
    spelled: dict[str, str] = {}
    for svc in sorted(services, key=len, reverse=True):
        #: "stock sync" for stock-sync: a hyphenated name written with spaces
        for form in dict.fromkeys((svc.lower(), svc.lower().replace("-", " "), svc.lower().replace("_", " "))):
            pos = _positions(low, form)
            if pos >= 0 and not any(svc.lower() in o.lower() and o in hits for o in services if o != svc):
                hits[svc], spelled[svc] = pos, form
                break
    squashed = {re.sub(r"[-_\s]", "", svc.lower()): svc for svc in services}
    for m in re.finditer(r"[A-Za-z][A-Za-z0-9_-]{4,}", question):  # basket_service, BasketService, edgerouter
        named = squashed.get(re.sub(r"[-_]", "", m.group(0).lower()))
        if named is not None and named not in hits and not any(named.lower() in h.lower() for h in hits):
            hits[named], spelled[named] = m.start(), m.group(0).lower()
    #: "the leak cache" for leakcache: a name glued from two words, written as the two words
    for m in re.finditer(r"(?=\b([A-Za-z]{3,}\s+[A-Za-z]{3,})\b)", question):
        named = squashed.get(re.sub(r"\s+", "", m.group(1).lower()))
        if named is not None and named not in hits and not any(named.lower() in h.lower() for h in hits):
            hits[named], spelled[named] = m.start(), m.group(1).lower()
    masked = low
    for svc in hits:
        masked = masked.replace(spelled[svc], " " * len(spelled[svc]))
    #: an alias word in the plural ("how long were timesheets broken") names its service only when nothing else
    #: is named ("Patients can't book — X keeps failing" names X, not a patient service)
    ends: dict[str, tuple[str, int]] = {}
    for plural in (False, True):
        if plural and hits:
            for svc, (word, end) in ends.items():
                #: "are grower notifications going out fine?": a singular alias word right before another service's
                #: alias said in the plural is the compound's modifier (whose); its head noun names the thing asked
                head = _PLURAL_HEAD.match(masked, end)
                owner = head and next((aliases[w] for w in sorted(aliases, key=lambda a: (-len(a), a))
                                       if w.isascii() and w.isalpha() and len(w) >= 4 and aliases[w] != svc
                                       and re.fullmatch(rf"{re.escape(w)}e?s", head.group(1))), None)
                if owner and head and len(hits) == 1 and word != svc.lower():
                    #: "kitchen tickets were stuck" where "kitchen ticket" (both words, in that order) is held by
                    #: the aliases of one other service only ("cafe kitchen ticket queue"): the compound said whole
                    #: names that one, before the head noun's own owner (invTG)
                    whole = f"{word} {re.sub(r'e?s$', '', head.group(1))}"
                    holders = {aliases[w] for w in aliases
                               if w.isascii() and re.search(rf"(?<![a-z]){re.escape(whole)}(?![a-z])", w)}
                    return [next(iter(holders))] if len(holders) == 1 else [owner]
            break
        #: longest first, ties by the word itself: the aliases' own order comes from sets (hash-seeded), and an
        #: answer must not change with the process it runs in
        for word in sorted(aliases, key=lambda w: (-len(w), w)):
            svc = aliases[word]
            pos = _positions(masked, word, plural=plural)
            if pos >= 0 and word in _RECORD_NOUNS and not re.match(r"\s*(?:服务|系统|service)",
                                                                   masked[pos + len(word):]):
                continue  # "多少订单" asks about order records, not the service named after them
            if pos >= 0 and not word.isascii() and any(
                    kind != word and kind.startswith(word) and masked.startswith(kind, pos) for kind in _KIND_WORDS_ZH):
                continue  # "是不是数据库的锅" beside a team "数据组" (alias 数据): the kind word, not the team's
            if pos >= 0 and hits and _SPEAKER_AFTER.match(masked, pos + len(word)):
                continue  # "Is X OK? the gate team thinks it's the cache": the team speaks, it is not asked about
            if pos >= 0 and (people := _PEOPLE_AFTER.match(masked, pos + len(word))) and (
                    people.group(1) or word.endswith("s")):
                continue  # "drivers' truck positions…", "riders say…": people whose thing it is, not a service
            if pos >= 0 and hits and _SIDE_TROUBLE_AFTER.match(masked, pos + len(word)):
                continue  # "X 有没有问题？筒仓那边在报错": the side showing the symptom, X is asked about
            if pos > 0 and word in _VERB_ALIASES and _VERB_SUBJECT_BEFORE.search(masked[:pos]):
                continue  # "what time did it start?": the verb said of the trouble, never the "… start scheduler"
            if pos > 0 and _EXPIRED_AFTER.match(masked, pos + len(word)) and _CJK.match(masked[pos - 1]):
                continue  # "付款证书过期": another thing's certificate expired (a symptom), not the certificate service
            if pos >= 0 and word.isascii() and _DB_AFTER.match(masked, pos + len(word)) and len(db := {
                    aliases[w] for w in aliases if aliases[w] != svc and w.startswith(f"{word} ")
                    and re.search(r"\b(?:db|database)$", w)}) == 1:
                #: "the rentals db" where "rentals" names an app and "rentals and appointments database" the db:
                #: the word before a db word names the one database whose description opens with it
                svc = next(iter(db))
            if pos >= 0:
                if not plural and svc not in hits:
                    ends[svc] = (word, pos + len(word))
                hits.setdefault(svc, pos)
                #: "工单数据库 <its name>": the description of a service named already is its own words too (its
                #: "工单" names no other service)
                masked = masked.replace(word, " " * len(word))
    if not hits:
        hits.update(_slipped_alias(masked, aliases) or _slipped_latin_alias(masked, aliases, services)
                    or _coined_first(masked, aliases, services))
    return sorted(hits, key=lambda s: hits[s])


def _inner_slip(said: str, word: str) -> bool:
    """Whether ``said`` is ``word`` with one inner letter dropped or two inner neighbours swapped ("gatway" of
    "gateway"): its first and last letters kept, so no plural or other form of the word is a slip."""
    if said[0] != word[0] or said[-1] != word[-1]:
        return False
    if len(said) == len(word) - 1:
        return any(word[:i] + word[i + 1:] == said for i in range(1, len(word) - 1))
    return len(said) == len(word) and any(
        word[:i] + word[i + 1] + word[i] + word[i + 2:] == said for i in range(1, len(word) - 2))


def _coined_first(text: str, aliases: Mapping[str, str], services: Sequence[str]) -> dict[str, int]:
    """"when did they roll back zorvik yesterday", "weltor现在还好吧" for zorvik-book, weltor-bench: a word of five
    letters or more that is the first segment of one service's name alone (no other name holds it) and that no learned
    alias holds, nor a word of one beginning as it does (a description's or team's word: "notif…" of
    notifications), is the brand the service was named by — only when nothing else is named; {service: position}."""
    firsts: dict[str, list[str]] = {}
    for svc in services:
        parts = re.split(r"[-_.]", svc.lower())
        if len(parts) > 1:
            firsts.setdefault(parts[0], []).append(svc)
    held = {w for key in aliases for w in re.findall(r"[a-z]+", key.lower())
            if key.lower() not in {s.lower() for s in services}}
    found: dict[str, int] = {}
    for m in re.finditer(r"(?<![a-z0-9_-])([a-z]{5,})(?![a-z0-9_-])", text):  # "weltor现在…": glued to Chinese
        said = m.group(1)
        owners = firsts.get(said, [])
        if (len(owners) == 1 and said not in _GENERIC and not any(said in o.lower() for o in services
                                                                   if o != owners[0])
                and not any(w.startswith(said[:5]) or (said.startswith(w) and len(w) >= 4) for w in held)):
            found.setdefault(owners[0], m.start())
    return found if len(found) == 1 else {}


def _slipped_latin_alias(text: str, aliases: Mapping[str, str], services: Sequence[str]) -> dict[str, int]:
    """"gatway errors 2-3pm vs 7-8pm": an English alias word of six letters or more typed with one inner letter
    dropped or two swapped names its service — only when nothing else is named and one service alone is so near;
    {service: position} or {}. A name or a name's segment slipped is left to the unknown names' own reading (a
    slip off a name, ``near_name``)."""
    found: dict[str, int] = {}
    segments = {seg for svc in services for seg in re.split(r"[-_.]", svc.lower())}
    words = {w for w in aliases if w.isascii() and w.isalpha() and len(w) >= 6 and w not in segments}
    for m in re.finditer(r"(?<![\w-])([a-z]{5,})(?![\w-])", text):
        said = m.group(1)
        if said in aliases:
            continue
        for word in words:
            if _inner_slip(said, word):
                found.setdefault(aliases[word], m.start())
    return found if len(found) == 1 else {}


#: a database word right after an alias ("the rentals db")
_DB_AFTER = regex(r"\s*(?:db|database)\b", re.I)
#: the kind word a Chinese alias ends with ("…服务", "…数据库"): no word of the alias's own
_KIND_TAIL = regex(r"(?:服务|系统|平台|接口|数据库|缓存|队列|引擎|网关|中心|模块)$")


def _slipped_alias(text: str, aliases: Mapping[str, str]) -> dict[str, int]:
    """"视屏课" for the alias "视频课": a Chinese alias of 3–6 characters written with one inner character slipped (an
    input method's homophone) names its service — only when nothing else is named and one service alone is so
    near; {service: position} or {}."""
    found: dict[str, int] = {}
    for word, svc in aliases.items():
        if not 3 <= len(word) <= 6 or not all("\u4e00" <= ch <= "\u9fff" for ch in word):
            continue
        if word[0] not in text or word[-1] not in text:
            continue
        #: the slip lies inside the alias's own words, never beside a kind word every world's aliases end with
        #: ("轨道计算服务" is no slip of "计费服务": 计费 is too short to be told by a slip)
        own = len(word) - len(m.group(0)) if (m := _KIND_TAIL.search(word)) else len(word)
        if own < 3:
            continue
        for pos in range(len(text) - len(word) + 1):
            seen = text[pos:pos + len(word)]
            if seen[0] != word[0] or seen[-1] != word[-1] or seen[own - 1] != word[own - 1]:
                continue
            slips = [i for i in range(1, len(word) - 1) if seen[i] != word[i]]
            if len(slips) == 1 and "\u4e00" <= seen[slips[0]] <= "\u9fff":
                found.setdefault(svc, pos)
                break
    return found if len(found) == 1 else {}


#: "<X>出事的时候 Y 是不是也跟着挂了", "when X went down, was Y …": X's trouble only marks the time, Y is asked about
_WHEN_TROUBLE = regex(
    #: "门户发版那会儿 Y 有报错吗": an operation on X marks the time too
    #: "今晚匹配积压的时候 Y 有没有受影响": a backlog, a jam, errors or a slowdown of X mark it too
    r"(\S{1,40}?)\s*(?:那边|这边)?\s*(?:出事|出问题|出故障|出状况|出岔子|挂掉?|宕机|崩(?:溃|掉)?|故障|翻车|炸|"
    r"积压|堆积|堵住?|卡住|报错|变慢|"
    r"发版|发布|上线|部署|回滚|重启)了?的?"
    r"(?:时候|那会儿?|期间|那段时间|那阵子?)|"
    r"\b(?:when|while)\s+(.{1,40}?)\s+(?:went down|was down|failed|broke|crashed|blew up|fell over|died|"
    r"acted up|was (?:failing|broken|having (?:issues|problems|trouble))|"
    r"had (?:an? |its |the )?(?:incident|outage|issue|problem|trouble|blip)s?)\b|"
    r"\bduring\s+(?:the\s+)?(.{1,40}?)\s+(?:outage|incident|meltdown|backlog|pile-?up|slowdown)\b", re.I)


def time_marker(question: str, services: Sequence[str], aliases: Mapping[str, str]) -> tuple[str, str] | None:
    """The one service whose trouble only marks the time of a question about another ("pencache 出事的时候 penwatch
    也挂了吗", "when X went down, was Y affected?"): (the service named last before the trouble word, the question
    without that clause), when another service named outside the clause is left to ask about."""
    for m in _WHEN_TROUBLE.finditer(question):
        span = next(g for g in m.groups() if g is not None)
        named = match_services(span, services, aliases)
        if not named:
            continue
        rest = question[:m.start()] + " " + question[m.end():]
        if any(s != named[-1] for s in match_services(rest, services, aliases)):
            return named[-1], rest
    return None


#: after an alias word: its side shows a trouble ("筒仓那边在报错") — told as the symptom beside a service asked about
_SIDE_TROUBLE_AFTER = regex(r"\s*(?:那边|这边|那头)\s*(?:在|一直|又|也|还)?\s*"
                            r"(?:报错|出错|告警|报警|失败|超时|挂)")
#: after an alias word: it expired ("付款证书过期", "证书到期") — the thing that expired, of what precedes it
#: single English alias words that are also the verbs of a trouble's time ("wave start scheduler" → "start") and the
#: pronoun or auxiliary that makes them a verb ("did it start", "when did they stop", "it started"): no service named
_VERB_ALIASES = frozenset({"start", "begin", "end", "stop", "finish", "clear", "recover", "run", "break", "fail",
                           "kick", "resume", "restart", "launch"})
_VERB_SUBJECT_BEFORE = regex(r"\b(?:it|they|this|that|things|errors?|failures?|problems?|trouble|issues?|"
                             r"did|does|do|didn't|doesn't|will|would|to)\s+(?:first\s+|actually\s+|really\s+|even\s+)?$",
                             re.I)
_EXPIRED_AFTER = regex(r"\s*(?:已经|已)?(?:过期|到期|失效)")
_CJK = regex(r"[\u4e00-\u9fff]")

#: after an alias word in the plural: the people a thing belongs to ("drivers' truck positions") or who tell of it
#: ("riders say their cards…"), also where they are ("buyers on the floor say their bids…": the place is no subject)
_PEOPLE_AFTER = regex(r"(e?s)?(?:'(?![a-z])|(?:\s+(?:on|at|in|from)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?)?"
                      r"\s+(?:say|said|tell|told|report|reported|complain|complained|keep saying)\b)", re.I)
#: after a word naming a team: the people who think or say something ("the gate team thinks", "闸口组觉得")
_SPEAKER_AFTER = regex(r"\s+(?:team|squad|folks|guys|people|crew)\b|"
                       r"\s*(?:组|团队)?\s*(?:的人|的同事|同事|那边)?\s*(?:说|认为|觉得|怀疑|以为|觉着|猜)", re.I)


def kind_groups(question: str, dependencies: Mapping[str, Iterable[tuple[str, str]]], *, in_order: bool = False
                ) -> list[list[str]]:
    """Per technology word of the question (in the lexicon's order, or the question's with ``in_order``), the
    dependency targets of the kinds it names ("only the cache, or the db too?" → [[the redis one], [the mysql one,
    the postgres one]])."""
    out: list[tuple[int, list[str]]] = []
    for pattern, kinds in _KIND_WORDS:
        if (found := pattern.search(question)) is not None:
            group = [target for deps in dependencies.values() for target, kind in deps if kind.lower() in kinds]
            out.append((found.start() if in_order else len(out), list(dict.fromkeys(group))))
    return [group for _, group in sorted(out, key=lambda pair: pair[0])]


def kind_matches(question: str, dependencies: Mapping[str, Iterable[tuple[str, str]]]) -> list[str]:
    """Dependency targets whose kind a technology word of the question names (``数据库`` → the mysql one)."""
    return list(dict.fromkeys(t for group in kind_groups(question, dependencies) for t in group))


#: a clock time with an approximating suffix ("3pm-ish", "7-something", "10am-ish")
#: "2-3pm", "10am-2pm", "7:30-8pm": a clock range written as one token is a time too
_TIME_TOKEN = regex(r"\d{1,2}(?:[:.]\d{2})?(?:[ap]\.?m\.?)?-?(?:ish|something|sharp)|"
                    r"\d{1,2}(?::\d{2})?(?:[ap]m)?-\d{1,2}(?::\d{2})?[ap]m", _P)


#: a record id of digits alone ("toll transaction 8496986805"): 8+ digits, no separator — looked up in the data like
#: any other candidate, never a time, a date with separators or a small number
#: a record id of digits alone: 5 or more ("884213", "010556" with its leading zero, "97434164529") — looked up in
#: the world's own data, never read as a figure first (four digits are a year or a clock: "2026", "1430")
_DIGIT_ID = regex(r"\d{5,24}")
#: a record id of slash-joined segments ("PJ/2026/000777"): a letter prefix, then segments holding a digit
_SLASH_ID = regex(r"(?<![A-Za-z0-9_./-])([A-Za-z][A-Za-z0-9]{0,11}(?:/[A-Za-z0-9]{2,16}){1,4})(?![A-Za-z0-9_/-])")
#: a record id written with spaces ("0379 NW 410075", "8631 PF 309467"): upper-case segments of letters or digits
#: joined by single spaces, with a segment of letters and 6+ digits in all — looked up in the data like any other
#: candidate (a time such as "10 AM" or "ERR 503 HTTP 500" holds no run of 4+ digits and too few digits)
SPACED_ID = regex(r"(?<![A-Za-z0-9_.:/-])((?=[0-9A-Z ]*[A-Z])[0-9A-Z]{2,12}(?: [0-9A-Z]{1,12}){1,4})"
                  r"(?![A-Za-z0-9_./:-])")


def _spaced_id(token: str) -> bool:
    return " " in token and len(re.findall(r"\d", token)) >= 6 and bool(re.search(r"\b\d{4,}\b", token)) and any(
        seg.isalpha() for seg in token.split())


def id_candidates(question: str, known: Iterable[str]) -> list[str]:
    """Tokens that may be record ids: letters/digits with at least one digit, not a known name or a time."""
    skip = {k.lower() for k in known}
    out: list[str] = []
    for m in _ID_TOKEN.finditer(question):
        whole = m.group(1).rstrip(f".:/#~+{ID_DOTS}-")
        #: "PTY-874968/a", "mem#22710": the whole token is looked up, and its parts as before ("5xx/4xx", two codes
        #: joined by a slash); a part held only inside a held or unheld whole is no id of its own (``plan``)
        for token in dict.fromkeys([whole, *(p.rstrip(f".:{ID_DOTS}-") for p in re.split(r"[/#]", whole)
                                             if re.search(r"[/#]", whole))]):
            #: "usr.bdebfe": letters alone joined by a separator may be a stored id (hex) — the lookup decides
            #: ("and/or", "read/write": words joined by a slash, never an id)
            no_slash = ID_JOINERS.replace("/", "")
            if not (re.search(r"\d", token) or re.fullmatch(rf"[A-Za-z]+(?:[{no_slash}][A-Za-z0-9]+)+", token)) or (
                    token.lower() in skip) or (
                    re.fullmatch(r"[\d.:/#~]+|\d+[a-z]{1,3}", token, _P) and not _DIGIT_ID.fullmatch(token)):
                continue
            if _TIME_TOKEN.fullmatch(token):  # "3pm-ish", "7-something", "2-3pm": a time, never an id
                continue
            out.append(token)
    out += [t for m in _SLASH_ID.finditer(question) if re.search(r"/[^/]*\d", t := m.group(1))]
    out += [t for m in SPACED_ID.finditer(question) if _spaced_id(t := m.group(1)) and t.lower() not in skip]
    return list(dict.fromkeys(out))


#: token → its kind (``order_id``, ``user_id``, ``trace_id``) for the tokens that are ids in the data
IdLookup = Callable[[Sequence[str]], Mapping[str, str]]


#: a count asked with nothing of its own ("有多少张", "and how many?", "一共几单呢")
_BARE_COUNT = regex(r"^\s*(?:and|so|then|那|那么|还有)?\s*(?:加起来|一共|总共|总计|合计|共计)*\s*(?:是|有)?\s*"
                    #: "卡住了多少张？" / "how many are stuck?" after "why are bills stuck?": the records held
                    r"(?:(?:卡住|受影响)了?的?)?\s*(?:how many|有?多少|几)\s*"
                    r"(?:个|张|笔|单|件|条|次|批)?\s*(?:of (?:them|those)|were there|then)?\s*"
                    #: "how many in total?", "how many altogether were there?": the same records, all of them
                    r"(?:(?:in total|in all|altogether|all together|overall|total)\s*(?:were there|then)?\s*)?"
                    #: "how many bags got stuck so far?": a plural noun of its own only before a verb of the
                    #: records' state ("how many errors?" is no bare count; "how many bills were affected?"
                    #: is read by ``plan._AFFECTED``)
                    r"(?:(?:are|were|got|have been|has been)\s+(?:stuck|held|affected)"
                    r"(?: so far| until now| up to now)?\s*|[a-z]+s\s+(?:are|were|got|have been|has been)\s+"
                    r"(?:stuck|held)(?: so far| until now| up to now)?\s*)?"
                    #: "how many failed so far?" after "are bookings failing right now?": the same records
                    r"(?:(?:have |has )?failed(?: so far| until now| up to now)?)?\s*"
                    #: "how many didn't make it?" after "what happened to citation uploads last night?": the same
                    #: records, failed (never got through)
                    r"(?:(?:didn't|did not|never|have not|haven't)\s+(?:make it|made it|go through|gone through|"
                    r"went through|get through|got through)(?: so far| until now| up to now)?)?\s*"
                    #: "how many so far?" after "are purchases failing right now?": the same records, up to now
                    #: "and how many since it started again?" after "why are bids getting rejected right
                    #: now?": the same records of the trouble asked, up to now
                    r"(?:(?:so far|until now|up to now|till now|since it (?:started|began|kicked off|came back)"
                    r"(?: up)?(?: again)?)\s*)?"
                    #: "and how many today?" after "why are X payouts failing?": the same records, in a day or a
                    #: part of a day of its own
                    r"(?:(?:so far\s+)?(?:today|tonight|yesterday|last night|this (?:morning|afternoon|evening))"
                    r"(?:\s+so far)?\s*)?"
                    #: "and how many since noon?", "how many after 3pm?", "how many in the last hour?" after
                    #: "why are customs releases failing?": the same records, in a window of clocks of its own
                    r"(?:(?:since|after|before|from|until|till)\s+(?:noon|midday|midnight|lunch(?:time)?|"
                    r"\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)"
                    r"(?:\s+(?:today|yesterday|this morning|last night|tonight))?\s*"
                    r"|(?:in|over|during)\s+the\s+(?:last|past)\s+(?:\d+|an?|one|two|three|few)?\s*"
                    r"(?:hours?|minutes?|mins?)\s*)?"
                    r"(?:呢|啊|了|then)?\s*"
                    r"[?？。.!！]*\s*$", re.I)


#: "which stays failed…", "哪些预订失败了": records of the domain listed by their failing (never services or calls)
_WHICH_FAILED = regex(r"\b(?:which|what)\s+(?:[a-z][a-z-]{2,}\s+)??(?!(?:errors|logs|lines|alerts|services|"
                      r"requests|calls|jobs|messages|checks|pods|deploys|hosts|nodes)\b)[a-z][a-z-]{2,}s\s+"
                      r"(?:have\s+|had\s+)?failed\b|"
                      r"哪些\s*(?!服务|接口|实例|节点|机器|依赖|请求|调用|任务|消息|告警|日志)[\u4e00-\u9fff]{1,4}?"
                      r"(?:失败|被拒|挂了)", re.I)
#: "why are tickets failing to get seats tonight?": the domain's records (a plural noun, never calls or log lines)
#: failing, asked why
#: "why were gate admissions failing tonight?", "why are bids getting rejected?", "why weren't parcels getting
#: loaded?": a noun of one word before the records' own, and records whose state is said by a participle (a status of
#: the data must then say it: ``status_matches``)
_WHY_FAILING = regex(r"\bwhy\s+(?:are|were|do|did|have|is|aren't|weren't|are\s+not|were\s+not)\s+"
                     r"(?:the\s+|our\s+|so\s+many\s+)?(?:[a-z][a-z-]{2,}\s+)?([a-z][a-z-]{2,}s)\s+"
                     r"(?:still\s+|all\s+)?(fail|(?:getting|being)\s+[a-z]{3,}ed\b)", re.I)


#: "why can't people buy seats right now?": users unable to do something with the domain's records — the one
#: failing status whose first word is a plural noun said there (seats ↔ SEAT_TIMEOUT)
_WHY_CANT = regex(r"\bwhy\s+(?:can't|can’t|cannot|can not|couldn't|couldn’t|could not)\s+"
                  r"(?P<rest>(?:[a-z'’-]+\s+){0,4}[a-z'’-]+)", re.I)
_FAILING_PART = regex(r"FAIL|REJECT|DECLIN|DENIED|TIMEOUT|TIMED_OUT|EXPIRED|ERROR|ABORT|BOUNCE", re.I)
#: "how many fans couldn't get in since kickoff?": people unable to do something, counted
_HOW_MANY_CANT = regex(r"\bhow\s+many\s+(?:[a-z'’-]+\s+){1,3}?(?:can't|can’t|cannot|can not|couldn't|couldn’t|"
                       r"could not|were unable to|weren't able to|were not able to)\s+"
                       r"(?P<rest>(?:[a-z'’-]+\s+){0,3}[a-z'’-]+)", re.I)
#: "how many failed entries did we have in the first one?": records counted by a failing word before the domain's own
#: noun (entries ↔ ENTRY_DENIED: the failing status whose first word it is)
_HOW_MANY_FAILED_NOUN = regex(r"\bhow\s+many\s+(?:failed|unsuccessful|denied|rejected|refused|declined)\s+"
                              r"(?P<rest>[a-z]{4,}s)\b", re.I)
#: the verb said of what users could not do → the record nouns that name its doing (a status's first word)
_CANT_VERBS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (regex(r"\b(?:get|got|go|come)\s+in(?:to)?\b|\benter\b", re.I), ("entry", "entrance", "admission")),
    (regex(r"\b(?:buy|purchase)\b", re.I), ("sale", "purchase")),
    (regex(r"\bpay\b", re.I), ("payment", "pay", "charge")),
    (regex(r"\b(?:book|reserve)\b", re.I), ("booking", "reservation")),
    (regex(r"\bcheck\s*in\b", re.I), ("checkin",)),
    (regex(r"\b(?:log|sign)\s*in\b", re.I), ("login", "signin")),
    (regex(r"\btop\s*up\b", re.I), ("topup",)),
    (regex(r"\bwithdraw\b", re.I), ("withdraw", "withdrawal")),
)


def cant_do_status(question: str, statuses: Sequence[str]) -> list[str]:
    """The one failing status of records users cannot <verb> ("why can't people buy seats?" ↔ SEAT_TIMEOUT: its
    first word is the plural noun said; "how many fans couldn't get in?" ↔ ENTRY_DENIED: its first word names the
    doing of the verb said), else []."""
    how_many = _HOW_MANY_CANT.search(question)
    m = _WHY_CANT.search(question) or how_many or _HOW_MANY_FAILED_NOUN.search(question)
    if m is None:
        return []
    nouns = {w[:-1] for w in re.findall(r"[a-z]{4,}s\b", m.group("rest").lower())}
    nouns |= {n[:-2] + "y" for n in nouns if n.endswith("ie")}  # "entries" → entry
    nouns |= {n[:-1] for n in nouns if n.endswith("e")}  # "boxes" → box
    nouns |= {noun for verb, said in _CANT_VERBS if verb.search(m.group("rest")) for noun in said}
    if m is how_many:  # "how many shippers couldn't get a quote?" ↔ QUOTE_TIMEOUT: the thing said, singular
        nouns |= set(re.findall(r"[a-z]{4,}", m.group("rest").lower()))
    found = [st for st in statuses if len(parts := [p for p in re.split(r"[_\W]+", st.lower()) if p]) >= 2
             and parts[0] in nouns and _FAILING_PART.search(st)]
    return found if len(found) == 1 else []


def failed_first_noun_status(question: str, statuses: Sequence[str]) -> list[str]:
    """"how many failed entries…?" ↔ ENTRY_DENIED: the one failing status whose first word is the noun counted after a
    failing word (before "failed" alone picks another failed status of the data), else []."""
    return cant_do_status(question, statuses) if _HOW_MANY_FAILED_NOUN.search(question) is not None else []


#: "fuel tickets - what's been failing since 2:20pm?": the domain's records (a plural noun said first, never calls, log
#: lines or times) set as the topic of a question asking what is failing
_TOPIC_FAILING = regex(r"^\s*(?:the\s+|our\s+)?(?:[a-z][a-z-]*\s+)?([a-z][a-z-]{2,}s)\s*[-–—:,]\s*"
                       r"what(?:'s|\s+is|\s+has|\s+have|\s+are)?\s+(?:been\s+|still\s+|now\s+)?fail(?:ing|ed)\b",
                       re.I)


#: "and how many cases?" after "why did treatment plans fail last night?", "and how many jobs failed?": a bare count
#: naming a plural noun of its own (the records the conversation spoke of), and nothing else
_NOUN_COUNT = regex(r"^\s*(?:and|so|then)?\s*how many\s+([a-z][a-z-]{2,}s)\s*"
                    r"(?:(?:have\s+|had\s+|were\s+|got\s+)?(failed|fail)\s*)?"
                    r"(?:in total|in all|altogether|overall|so far|then)?\s*[?？.!]*\s*$", re.I)
#: nouns of log lines and alerts, never records
_LOG_NOUNS = frozenset({"errors", "logs", "lines", "alerts", "warnings", "exceptions", "entries", "events", "times",
                        "incidents", "outages", "episodes", "codes", "services", "minutes", "hours", "seconds"})


def counts_own_noun(question: str) -> bool:
    """Whether a count follow-up names a plural noun of its own ("and how many cases?"): the records of the earlier
    question, which names their status in its words."""
    m = _NOUN_COUNT.search(question)
    return _BARE_COUNT.search(question) is None and m is not None and m.group(1).lower() not in _LOG_NOUNS


#: "and how many got rejected?", "and how many fans got turned away?": a count follow-up saying the records' state in a
#: verb of its own (a status of the data names it), with at most a plural noun of its own
_STATE_COUNT = regex(r"^\s*(?:and|so|then)?\s*how many\s+(?:(?P<noun>[a-z][a-z-]{2,}s|people|of them)\s+)?"
                     r"(?:(?:got|get|were|have been|has been|had been)\s+)?"
                     r"(?P<state>rejected|declined|refused|denied|turned (?:away|back)|bounced|cancell?ed|timed out)\s*"
                     r"(?:so far|in total|in all|altogether|then)?\s*[?？.!]*\s*$", re.I)


def counted_state_status(question: str, statuses: Sequence[str]) -> list[str]:
    """The one status a count follow-up names by its own verb of state ("and how many got rejected?" ↔
    FLIGHT_REJECTED, "how many fans got turned away?" ↔ ENTRY_DENIED): the records the conversation's trouble
    failed in that state — never log lines; [] when the verb names no single status of the data."""
    m = _STATE_COUNT.search(question)
    if m is None or (m.group("noun") or "").lower() in _LOG_NOUNS | _NOT_RECORDS:
        return []
    found = status_matches(m.group("state"), statuses)
    return found if len(found) == 1 else []


def record_topic(question: str, earlier_questions: Sequence[str], *,
                 names_records: Callable[[str], bool] | None = None, statuses: Sequence[str] = (),
                 again: bool = False) -> str:
    """The earlier question whose records a bare count follow-up counts ("有多少张" after "今天早上是不是有工单派单
    失败了？", "and how many?" after "did purchases fail…"): the most recent one, when it named records (a record
    word, or the domain's own record noun: ``names_records``)."""
    if earlier_questions and counted_state_status(question, statuses):
        return earlier_questions[-1]  # "and how many got rejected?": the records of the state it names
    noun = _NOUN_COUNT.search(question) if earlier_questions and _BARE_COUNT.search(question) is None else None
    if noun is not None and noun.group(1).lower() in _LOG_NOUNS:
        noun = None  # "and how many errors?": log lines, never records
    if not earlier_questions or (_BARE_COUNT.search(question) is None and not again and noun is None):
        return ""  # again: "那昨晚的呢"
    last = earlier_questions[-1]
    if again and noun is None and _BARE_COUNT.search(question) is None and _LINES_COUNTED.search(last):
        #: "那跟昨晚同一个钟点比呢" after "支付中继过去一小时报了多少错" (invPG): the earlier count was of error lines
        #: (a status its service's words match — 支付 ↔ a PAY…_FAILED — names no records), asked again of a window
        return ""
    if noun is not None and noun.group(1).lower() in _NOT_RECORDS:
        #: "and how many jobs failed?" after "what caused the downlink backlog earlier?": things failing, of the one
        #: failing status a latin word of the earlier question names (downlink ↔ DOWNLINK_FAILED)
        said = re.findall(r"[a-z]{5,}", last.lower())
        named_failing = {st for st in statuses if "FAIL" in st.upper()
                         for w in re.split(r"[_\W]+", st.lower()) if len(w) >= 5 and not w.startswith("fail")
                         and any(shared_start(w, q) >= 5 for q in said)}
        return last if noun.group(2) and len(named_failing) == 1 else ""
    named = (_RECORD_WORDS.search(last) is not None or asks_failed_records(last)
             or (names_records is not None and names_records(last))
             #: "Which stays failed this morning?", "今天上午哪些预订失败了": the records the earlier question listed
             or _WHICH_FAILED.search(last) is not None
             or ((topic := _TOPIC_FAILING.search(last)) is not None and topic.group(1).lower() not in _NOT_RECORDS)
             or ((why := _WHY_FAILING.search(last)) is not None and why.group(1).lower() not in _NOT_RECORDS
                 and (why.group(2).lower() == "fail" or bool(status_matches(last, statuses))))
             or bool(cant_do_status(last, statuses))
             #: "How many fares were FARE_DECLINED this morning?": a status named by its value
             or any(re.search(rf"(?<![A-Za-z_]){re.escape(st)}(?![A-Za-z_])", last, re.I) for st in statuses)
             #: "why are bills stuck?" ↔ BILL_HELD: a status of the data named by a word other than "failed"
             or bool(status_matches(re.sub(r"失败|\bfail\w*", " ", last, flags=re.I), statuses))
             #: "那多少张" after "第一波…期间有票失败吗", "and how many?" after "why did X matching fail last night?":
             #: the things the earlier question had failing — records, unless the count is of times or lines
             or ((asked := _FAILING_ASKED.search(last)) is not None and _TIMES_OR_LINES.search(question) is None
                 and not ((had := _HAD_FAILING_ZH.search(last)) is not None and _NOT_RECORDS_ZH.search(had.group(1)))
                 #: ("why are requests failing?", "why is basket-service failing?": calls or a service failing —
                 #: no records)
                 and not any(w in _NOT_RECORDS or "-" in w for w in re.findall(r"[a-z][\w-]*", (asked.group("what")
                                                                                             or "").lower()))))
    return last if named else ""


#: an earlier question asking why something failed, or whether any of a thing failed ("有票失败吗")
_HAD_FAILING_ZH = regex(r"有(?:没有)?\s*([\u4e00-\u9fff]{1,6}?)(?:被拒|失败)")
_FAILING_ASKED = regex(r"\bwhy\s+(?:did|does|do|is|are|was|were|has|have)\b(?P<what>[^?？]{1,60}?)"
                       r"\bfail(?:ed|ing|s)?\b|(?:为什么|为啥|咋|怎么)[^?？]{0,20}?失败|"
                       r"有(?:没有)?\s*[\u4e00-\u9fff]{1,6}?(?:被拒|失败)", re.I)
#: an earlier count of error lines ("报了多少错", "多少条报错", "how many errors"), never of records
_LINES_COUNTED = regex(r"报了?(?:多少|几)(?:次|个|条)?错|(?:多少|几)\s*(?:条|个|次)?\s*(?:报错|错误|ERROR)(?!的?单)|"
                       r"\bhow many (?:errors|error lines|error logs)\b|\berror count\b", re.I)
_TIMES_OR_LINES = regex(r"次|条|回|\btimes\b|\berrors?\b|\blines?\b|\blogs?\b", re.I)
