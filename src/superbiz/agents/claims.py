"""Claim texts of the offline Executor: each restates ONE evidence record faithfully.

Values are copied verbatim from the record's text with their statistic named ("峰值(max)", "最新值(latest)",
"首次出现(first_seen)"); state words match the record's state; nothing is derived by arithmetic that the
record does not state. Parsing here reads the tools' own ``key=value`` texts.
"""

from __future__ import annotations

import re

from superbiz.contracts import EvidenceRef
from superbiz.lazy_re import regex
from superbiz.render.answer_base import EPISODE_LINES

__all__ = [
    "alert_claim",
    "alert_summary",
    "clip",
    "code_stat_claim",
    "field",
    "level_counts_claim",
    "order_claim",
    "order_failed_claim",
    "order_summary_claim",
    "quotable",
    "quotable_head",
    "quotable_lead",
    "series_claim",
    "service_counts_claim",
    "team_counts_claim",
    "user_status_count_claim",
]

_KV = regex(r"(?<![\w-])([a-z_]+(?:_[\d.]+_at)?)=(\"[^\"]*\"|\S+)")
_SERIES_HEAD = regex(r"^(\S+?)\{([^}]*)\}")
_ALERT_HEAD = regex(r"^alert (\S+) service=(\S+) state=(\w+)")
_STAT_HEAD = regex(r"^(\S+) (\w+) error_code=(\S+):")
_LEVEL_WORDS = {"FATAL": "FATAL", "ERROR": "ERROR", "WARN": "WARN", "INFO": "INFO", "DEBUG": "DEBUG"}


#: a log line that itself says "no"/"not" reads, to the verifier, as the claim denying records, and its
#: ``key=value`` fragments as field assertions: such lines are not quoted
_NEGATING = regex(r"\b(?:no|not|never|none|cannot|can't|unable|without|missing)\b|没有|无法|未能|不存在|不可",
                  re.I)


def quotable(sample: str | None) -> str | None:
    """A record's sample message when it can be quoted in a claim (no negation words of its own)."""
    return sample if sample and not _NEGATING.search(sample) and "=" not in sample else None


def quotable_head(sample: str | None) -> str | None:
    """A sample that cannot be quoted whole for a "=" it holds, by its own headline before the first ": " ("slow
    query 6.2s: SELECT * FROM t WHERE id = ?" → "slow query 6.2s": what went wrong, without the statement)."""
    if not sample or ": " not in sample:
        return None
    head = sample.split(": ", 1)[0]
    return quotable(head) if quotable(sample.replace("=", "")) else None


def quotable_lead(sample: str | None) -> str | None:
    """A sample that cannot be quoted whole (a negation or a "=" after its headline) by its headline before the
    first ": " when that holds neither ("call to X failed: X could not reach Y" → "call to X failed")."""
    if not sample or ": " not in sample:
        return None
    return quotable(sample.split(": ", 1)[0])


def clip(value: str, limit: int) -> str:
    """``value`` cut at a word boundary before ``limit`` (never inside a number, id or timestamp)."""
    if len(value) <= limit:
        return value
    cut = value[:limit]
    return cut[: cut.rfind(" ")] if " " in cut else cut


def field(ref: EvidenceRef, key: str) -> str | None:
    """The verbatim value of ``key=`` in the ref's text."""
    for m in _KV.finditer(ref.text):
        if m.group(1) == key:
            return m.group(2).strip('"')
    return None


def episode_lines_claim(ref: EvidenceRef) -> str | None:
    """A code's lines counted from the window's start to the episode's last line
    (``investigate._episode_lines_around_calls``)."""
    m = _STAT_HEAD.match(ref.text)
    if not m:
        return None
    service, level, code = m.groups()
    count, first, last = (field(ref, k) for k in ("count", "first_seen", "last_seen"))
    return (f"{service} 错误码 {code} 的 {level} 日志{EPISODE_LINES}：共 {count} 条，首次出现(first_seen) {first}，"
            f"最近一次(last_seen) {last}")


def code_stat_claim(ref: EvidenceRef) -> str | None:
    m = _STAT_HEAD.match(ref.text)
    if not m:
        return None
    service, level, code = m.groups()
    count, first, last, span = (field(ref, k) for k in ("count", "first_seen", "last_seen", "span"))
    what = f"错误码 {code} 的 {level} 日志" if code != "-" else f"不带错误码的 {level} 日志"
    text = (f"{service} {what}在窗口内共 {count} 条，首次出现(first_seen) {first}，最近一次(last_seen) {last}，"
            f"跨度(span) {span}")
    earlier = field(ref, "earlier_count")
    if earlier is not None:
        text += f"；前一窗口同类日志数(earlier_count)={earlier}"
    whole = field(ref, "sample")
    #: "call to X failed: X could not reach Y": a sample whose detail negates is quoted by
    #: its headline (which service the failing call went to), never by the negating rest
    sample = quotable(whole) or quotable_lead(whole)
    return text + (f"；示例：{clip(sample, 100)}" if sample else "")


def level_counts_claim(service: str, ref: EvidenceRef) -> str:
    counts = ref.text.removeprefix(f"{service} ")
    return f"{service} 在窗口内按级别的日志条数：{counts}"


def team_counts_claim(level: str, ref: EvidenceRef) -> str:
    """"窗口内各团队的 ERROR 日志条数：「…」" (each catalogue team's services' lines summed by the query)."""
    return f"窗口内各团队的 {level or ''} 日志条数：「{ref.text}」".replace("  ", " ")


def service_counts_claim(level: str, ref: EvidenceRef) -> str:
    """"窗口内各服务的 ERROR 日志条数：…" (the level the counts were taken at, when the query named one)."""
    return f"窗口内各服务的 {level} 日志条数：{ref.text}" if level else f"窗口内各服务的日志条数：{ref.text}"


def alert_claim(ref: EvidenceRef) -> str | None:
    m = _ALERT_HEAD.match(ref.text)
    if not m:
        return None
    name, service, state = m.groups()
    since, until, severity = field(ref, "since"), field(ref, "until"), field(ref, "severity")
    summary = quotable(_summary(ref.text))
    said = f"，摘要(summary)：{clip(summary, 100)}" if summary and summary != "-" else ""
    if state == "firing":
        active = field(ref, "active_for")
        text = f"告警 {name}（服务 {service}，{severity}）正在触发(firing)，开始于(since) {since}"
        return text + (f"，已持续(active_for) {active}" if active else "") + said
    if until:
        duration = field(ref, "duration")
        text = (f"告警 {name}（服务 {service}，{severity}）已恢复(resolved)：开始于(since) {since}，"
                f"结束于(until) {until}")
        return text + (f"，持续(duration) {duration}" if duration else "")
    return f"告警 {name}（服务 {service}）状态为 {state}，开始于(since) {since}"


def alert_summary(ref: EvidenceRef) -> str | None:
    """An alert ref's summary when it can be quoted in a claim."""
    summary = quotable(_summary(ref.text))
    return summary if summary and summary != "-" else None


def _summary(alert_text: str) -> str | None:
    m = re.search(r" summary=(.*?)(?:; (?:active_for|duration)=\S+)?$", alert_text)  # the tool's own layout
    return m.group(1).strip() if m else None


def series_claim(ref: EvidenceRef) -> str | None:
    m = _SERIES_HEAD.match(ref.text)
    if not m:
        return None
    metric, labels = m.groups()
    service = dict(p.split("=", 1) for p in labels.split(",") if "=" in p).get("service", "-")
    latest, peak, peak_at, first = (field(ref, k) for k in ("latest", "max", "max_at", "first"))
    increase = field(ref, "increase")
    if increase is not None:
        return (f"指标 {metric}（服务 {service}）窗口内增加(increase) {increase}：窗口起点值(first) {first}，"
                f"最新值(latest) {latest}")
    text = f"指标 {metric}（服务 {service}）窗口内峰值(max) {peak}，于 {peak_at} 首次达到；最新值(latest) {latest}"
    if first is not None and first != peak:
        text += f"；窗口起点值(first) {first}"
    change, earlier = field(ref, "change"), field(ref, "earlier_avg")
    if change is not None and earlier is not None:
        text += f"；平均值(avg) {field(ref, 'avg')}，前一窗口平均值(earlier_avg) {earlier}，变化(change) {change}"
    value_at = field(ref, "value_at")
    if value_at is not None:
        value, _, at = value_at.partition("@")
        text += f"；{at} 时的值(value_at) {value}"
    for key in re.findall(r"(crossed_[\d.]+_at)=", ref.text):
        crossed = field(ref, key)
        threshold = key.removeprefix("crossed_").removesuffix("_at")
        if crossed and crossed != "never":
            text += f"；于 {crossed} 首次达到阈值 {threshold}"
    return text


def order_claim(ref: EvidenceRef) -> str | None:
    m = re.match(r"^order (\S+(?: \S+)*?) (?=\w+=)", ref.text)  # an id may hold spaces ("0379 NW 410075")
    if not m:
        return None
    status, code, created = field(ref, "status"), field(ref, "error_code"), field(ref, "created")
    text = f"订单 {m.group(1)} 当前状态为 {status}，创建于 {created}"
    user = field(ref, "user")
    if user and user != "-":  # whose record it is ("which advertiser placed X?", "是哪个用户的？")
        text += f"，用户 {user}"
    return text + (f"，错误码 {code}" if code and code != "-" else "")


def order_failed_claim(ref: EvidenceRef) -> str | None:
    """An aggregate of a window's orders: the total and how many failed (an error code set)."""
    m = re.search(r":\s*(\d+) of (\d+) matching orders failed", ref.text)
    if not m:
        return None
    scope = "查询窗口内" if "window=" in ref.text else ""
    who = re.search(r"user_id=(\S+?):?\s", ref.text)
    #: a customer's records over all the data (no window named): "用户 X 名下共 13 笔订单，其中失败…的 3 笔"
    scope = (f"用户 {user_said(who.group(1))} {scope or '名下'}") if who else scope
    return f"{scope}共 {m.group(2)} 笔订单，其中失败（带错误码）的 {m.group(1)} 笔"


#: a segment of an id that reads as a word of denial ("sqd.2589.NO", "user-none-7")
_DENIAL_SEGMENT = regex(r"(?<![a-z])(?:no|not|none|never|nor|zero|without)(?![a-z])", re.I)


def user_said(user: str) -> str:
    """A customer's id as a count's claim names it: quoted (「sqd.2589.NO」) when a segment of it reads as a denial
    word, so the count beside it is never read as denied (rc-record-user-en: "用户 sqd.2589.NO 共 3 笔订单" was
    judged a denial contradicted by its own 3); as it is otherwise."""
    return f"「{user}」" if _DENIAL_SEGMENT.search(user) else user


def user_status_count_claim(ref: EvidenceRef, status: str) -> str | None:
    """How many of one customer's records have the status asked ("客户 X 有几笔被拒"), from the lookup's summary."""
    who = re.search(r"user_id=(\S+?):?\s", ref.text)
    if not who or not re.search(r":\s*\d+ matching orders", ref.text):
        return None
    m = re.search(rf"(?<![A-Z_]){re.escape(status)}: (\d+)", ref.text)
    if m is None and re.search(r":\s*0 matching orders", ref.text):
        #: none of the customer's records in the window: the status is named nowhere in the evidence (the total, 0,
        #: is the answer — ``order_user_claim``), never a count of a status the lookup did not see
        return None
    return f"用户 {user_said(who.group(1))} 状态为 {status} 的订单共 {m.group(1) if m else 0} 笔"


def order_summary_claim(ref: EvidenceRef) -> str | None:
    m = re.search(r":\s*(\d+) matching orders(?: \(([^)]*)\))?", ref.text)
    if not m:
        return None
    scope = "查询窗口内" if "window=" in ref.text else ""
    who = re.search(r"user_id=(\S+)", ref.text.split(":")[0])
    scope = f"用户 {user_said(who.group(1))} 名下{scope}" if who else scope
    filters = " ".join(f"{k}={v}" for k, v in _KV.findall(ref.text.split(":")[0]) if k in ("status", "error_code"))
    text = f"{scope}{'（' + filters + '）' if filters else ''}共 {m.group(1)} 笔订单"
    return text + (f"，按状态：{m.group(2)}" if m.group(2) else "")
