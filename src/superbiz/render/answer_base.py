"""What the answer-first lines read from verified claim texts: timestamps, counts, spans, the zone, and whether a
claim states an anomaly."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from superbiz.lazy_re import regex
from superbiz.render.material import MaterialItem

#: the last of a subject's episodes, whatever their number ("the latest meter outage", "最近那次"): the ordinal
#: ``agents.question.episode_ordinal`` gives, resolved by ``nth_of`` against the episodes found
LAST_EPISODE = 99
#: the longest of the subject's episodes ("哪次最久", "the longest outage"): resolved against the episodes' spans
#: (``longest_of``), never by their number alone
LONGEST_EPISODE = 98


def nth_of(ordinal: int, count: int) -> int:
    """The episode number (1 = the first) an ordinal names among ``count`` episodes: ``LAST_EPISODE`` is the last."""
    return count if ordinal == LAST_EPISODE else ordinal


def longest_of(spans: Sequence[float]) -> int:
    """The number (1 = the first) of the longest of the episodes' spans (the earliest of equal ones); 0 when none."""
    return max(range(len(spans)), key=lambda k: (spans[k], -k)) + 1 if spans else 0


#: an alert's ringing asked with a clock word ("那个延迟告警是几点响的？"): the planner reads it as the onset asked,
#: the composer then leads with the alert's own start (not the first log line minutes before it)
ALERT_RANG_ZH = r"(?:告警|报警)\S{0,8}(?:几点|什么时候|啥时候|何时)\s*(?:开始)?(?:响|触发|报出来)"

__all__ = [
    "ANCHOR_EVENT_LINE",
    "ANY_RECORDS_FAILED",
    "COUNT",
    "EARLIER",
    "ENDED_LINE",
    "EPISODE_GAP",
    "EPISODE_LINES",
    "LATER_TROUBLE",
    "NTH_EPISODE_LINES",
    "REFIRE_GAP",
    "SPAN",
    "STAMP",
    "alert_episodes",
    "anomalous",
    "local",
    "word_start",
    "zone_of",
]

STAMP = r"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?Z"
COUNT = regex(r"共 (\d+) 条")
EARLIER = regex(r"earlier_count\)=(\d+)")
#: a change event that ends an operation ("deployment completed"), not a new start of it
ENDED_LINE = regex(r"\b(?:completed|finished|done|succeeded)\b|完成", re.I)
#: the marker of a code's lines counted past the window asked to the episode's last line
#: (``agents.claims.episode_lines_claim``)
EPISODE_LINES = "（这段异常越过所问时段末尾，计至其最后一条）"
#: the marker of a subject's lines counted over a deploy's own span, said as a time ("发版那会儿", "during last
#: night's deploy": ``agents.offline_executor._deploy_span_claims``)
DEPLOY_SPAN_LINES = "（发版期间，从发版开始到回滚或完成）"
#: the marker of a subject's lines counted over one episode named by its order ("第一次风暴期间", "in the 2nd storm":
#: ``agents.offline_executor._nth_episode_count_claim``)
NTH_EPISODE_LINES = "（所问的那一次异常期间，按其告警前后分段查询）"
#: the lead of the claim that dates the event a window is told by ("锁等待开始前一个小时": `agents.anchor_events`):
#: where the window came from, never an answer to what was asked in it
ANCHOR_EVENT_LINE = "所问时段起止按此记录的时间确定："
#: the phrase of an observation that the subject's trouble going on now began after the suspect's anomalies ended
#: (``agents.executor_ops.suspect_change``); the yes/no reads it as "not this change"
LATER_TROUBLE = "当前仍在持续的异常始于"
SPAN = regex(r"\((duration|active_for|span)\) (?:(\d+)h)?(\d+)m\b")
#: "were any fuel payments declined before midnight?", "did any bookings time out this afternoon?": a yes/no whether
#: records of a failing status were made in the window — answered by their count (yes when there are any)
#: (an adverb and the thing the records' owners had declined said between: "did any couples actually get their
#: deposit declined?")
ANY_RECORDS_FAILED = regex(r"^\W*(?:were|was|did|have|has|had)\s+(?:there\s+)?any\s+(?:[a-z][a-z-]*\s+){0,2}?"
                           r"[a-z][a-z-]*s\s+(?:(?:actually|really|ever|even|still|just)\s+)?"
                           r"(?:(?:get|got|have|had)\s+(?:their|the|a|an)\s+(?:[a-z][a-z-]*\s+){0,2}?"
                           r"(?=[a-z-]+\s+(?:declined|rejected|denied|bounced|refused|failed|fail|timed out|"
                           r"time out)\b)"
                           r"[a-z][a-z-]*\s+|"
                           r"get\s+|got\s+|been\s+|be\s+|end up\s+|ended up\s+)?"
                           r"(?:declined|rejected|denied|bounced|failed|fail|aborted|abort|timed out|time out)\b|"
                           #: "did the db slowdown at six actually fail any client selections?", "did last night's
                           #: deploy void any route plans?": a trouble (or a change) as the subject of a failing
                           #: verb, the records its object
                           r"^\W*(?:did|has|have|had)\s+(?:[\w'.:-]+\s+){1,10}?(?:(?:actually|really|ever|even)\s+)?"
                           r"(?:fail(?:ed)?|void(?:ed)?|cancel(?:l?ed)?|reject(?:ed)?|decline[d]?|abort(?:ed)?|"
                           r"time[d]?\s+out)\s+any\s+(?:[a-z][a-z'-]*\s+){0,2}?[a-z][a-z-]*s\b|"
                           #: "今天有没有立案被退回来的？", "有没有被拒的申请", "今天有申请被驳回吗": records of the
                           #: domain sent back, refused or voided (said in the passive), asked whether there were any
                           r"(?:有没有|有无|是否有)\s*(?:[\u4e00-\u9fff]{1,8}?\s*)?"
                           r"(?:被|遭)(?:退回|退(?!款)|拒|驳回|作废|取消)|"
                           #: "今天有没有报价超时的订舱？": records of a failing status, said as "<its word>的" (never
                           #: calls, messages or log lines)
                           r"(?:有没有|有无|是否有)\s*(?![\u4e00-\u9fff]{0,6}?(?:请求|调用|消息|连接|查询|接口|服务|日志|告警|报警))"
                           r"(?:[\u4e00-\u9fff]{1,8}?\s*)?(?:失败|超时)了?的|"
                           r"(?<![没多少几])有\s*[\u4e00-\u9fff]{1,8}?\s*(?:被|遭)(?:退回|退(?!款)|拒|驳回|作废|取消)"
                           r"[^，,。？?]{0,6}(?:吗|么|没有?)\s*[？?]?\s*$",
                           re.I)


def zone_of(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("Asia/Shanghai")


def local(stamp: str, zone: ZoneInfo) -> str:
    return datetime.fromisoformat(stamp).replace(tzinfo=UTC).astimezone(zone).strftime("%Y-%m-%d %H:%M:%S")


def anomalous(item: MaterialItem) -> bool:
    t = item.text
    if item.claim_type == "negative_observation" or "已恢复" in t:
        return False
    if "正在触发" in t or re.search(r"的 (?:ERROR|FATAL) 日志", t):
        return True
    if "按级别的日志条数" in t:
        return any(int(n) > 0 for n in re.findall(r"(?:ERROR|FATAL): (\d+)", t))
    count, earlier = COUNT.search(t), EARLIER.search(t)
    if "WARN" in t and count:
        return int(count.group(1)) >= 2 * int(earlier.group(1)) + 5 if earlier else int(count.group(1)) >= 20
    return False


#: a yes/no's subject clean of the suspected trouble (``agents.causes._clean_of_term``): ``answer._yes_no`` says no
UNTOUCHED = "未受所问问题波及"
#: how long two troubles lasted set against each other ("A 和 B，哪个持续得更久", "which lasted longer, A or B?"):
#: a span asked by a comparative of time (never "长" alone: 增长, 队列长度)
#: ("哪次更长", "哪个更长": of two troubles or episodes, the longer one — not a bare "更长" of a queue or a wait)
LASTED_LONGER = regex(r"(?:持续|拖|闹)(?:得|了)?(?:更|比较)?(?:久|长)|更久|时间更长|"
                      #: "比中午花艺缓存那次长吗": longer than a told episode (invUC; "队列比平时长" is no episode;
                      #: "比第一次那波", told by its order, is the episodes' own comparison)
                      r"比(?!第[一二三四五六七八九十\d])[^，,。？?]{0,20}?(?:那一?[次波回阵]|的那次)(?:还|更)?(?:长|久)|"
                      r"哪一?(?:个|次|波|回|起)[^，,。？?]{0,6}?更长|比哪一?(?:个|次|波|回)(?:时间)?(?:长|久)|"
                      r"\b(?:lasted|went on|ran|took) longer\b|\blonger\b", re.I)


#: firings of one subject's alerts at most this far apart are one episode
EPISODE_GAP = timedelta(minutes=30)
#: the same alert cleared and firing again after at least this quiet gap: the trouble came back — a second episode,
#: though the gap is shorter than ``EPISODE_GAP`` (a cache storm that stopped for 15 minutes and returned)
REFIRE_GAP = timedelta(minutes=10)


def alert_episodes(firings: Iterable[tuple[datetime, datetime, str]]) -> list[tuple[datetime, datetime]]:
    """Alert firings (start, end — a firing one runs to the window's end —, alert name) joined into episodes, oldest
    first: a firing joins while it starts at most 30 minutes after the latest end so far, unless an alert of the
    episode fires again after a quiet gap of at least 10 minutes (the same trouble twice: two episodes)."""
    joined: list[tuple[datetime, datetime]] = []
    names: set[str] = set()
    for lo, hi, name in sorted(firings):
        gap = lo - joined[-1][1] if joined else EPISODE_GAP * 2
        if joined and gap <= EPISODE_GAP and not (name in names and gap >= REFIRE_GAP):
            joined[-1] = (joined[-1][0], max(joined[-1][1], hi))
            names.add(name)
        else:
            joined.append((lo, hi))
            names = {name}
    return joined


def word_start(word: str) -> str:
    """The pattern of a symptom word as a whole word from its start, in lower-cased text ("pool" in "db_pool_used"
    but not in "spool")."""
    return rf"(?<![a-z0-9]){re.escape(word.lower())}"
