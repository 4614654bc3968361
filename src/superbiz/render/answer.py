"""Answer first: one line per aspect asked, from verified material only, then the window with its zone.

Each line quotes the verified claim that answers the aspect (``answer_coverage`` says which); yes/no and health
get their word from what the verified claims state (an inference is labelled as one); an aspect without a
verified answer is named as a gap ("无法确定开始时间：…"). Timestamps quoted from claims are also shown in the
configured zone. DEGRADED material carries no inference and no root cause, so neither can appear here.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, ConfigDict, Field

from superbiz.contracts import AnswerCoverage
from superbiz.render.material import AllowedMaterial, MaterialItem
from superbiz.verification.coverage import ASPECT_LABELS

__all__ = ["AnswerBrief", "lead_lines"]

_ISO = re.compile(r"\b(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?Z\b")
_COUNT = re.compile(r"共 (\d+) 条")
_EARLIER = re.compile(r"earlier_count\) (\d+)")


class AnswerBrief(BaseModel):
    """What the answer-first block needs besides the material: the coverage and the window."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    coverage: AnswerCoverage | None = None
    window_label: str = ""
    window_note: str = ""
    timezone: str = "Asia/Shanghai"
    subjects: tuple[str, ...] = ()
    suspects: tuple[str, ...] = Field(default=())


def _zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("Asia/Shanghai")


def _local(stamp: str, zone: ZoneInfo) -> str:
    t = datetime.fromisoformat(stamp).replace(tzinfo=UTC).astimezone(zone)
    return t.strftime("%Y-%m-%d %H:%M:%S")


def _items(material: AllowedMaterial) -> dict[str, MaterialItem]:
    return {i.claim_id: i for i in (*material.confirmed, *material.inferences)}


def _anomalous(item: MaterialItem) -> bool:
    t = item.text
    if item.claim_type == "negative_observation":
        return False
    if "正在触发" in t or re.search(r"的 (?:ERROR|FATAL) 日志", t):
        return True
    if "按级别的日志条数" in t:
        return any(int(n) > 0 for n in re.findall(r"(?:ERROR|FATAL): (\d+)", t))
    count, earlier = _COUNT.search(t), _EARLIER.search(t)
    if "WARN" in t and count:
        return int(count.group(1)) >= 2 * int(earlier.group(1)) + 5 if earlier else int(count.group(1)) >= 20
    return False


def _health(items: list[MaterialItem], subject: str) -> str:
    bad = [i for i in items if _anomalous(i)]
    if bad:
        return f"{subject}不健康：{bad[0].text}" + (f"（另有 {len(bad) - 1} 项异常，见下）" if len(bad) > 1 else "")
    resolved = [i for i in items if "已恢复" in i.text]
    negatives = [i for i in items if i.claim_type == "negative_observation" or "按级别的日志条数" in i.text]
    if not negatives:
        return f"无法确定{subject}是否健康：没有已核验的“无异常”证据"
    text = f"{subject}健康：" + "；".join(i.text for i in negatives[:2])
    return text + (f"；窗口内曾触发并已恢复：{resolved[0].text}" if resolved else "")


def _yes_no(items: list[MaterialItem], suspects: tuple[str, ...]) -> str:
    who = "、".join(suspects) or "所怀疑的对象"
    cause = [i for i in items if i.claim_type == "root_cause"]
    if cause:
        return f"是否由 {who} 引起：是（推断）。{cause[0].text}"
    negatives = [i for i in items if i.claim_type == "negative_observation"]
    if negatives and not any(_anomalous(i) for i in items):
        return f"是否由 {who} 引起：否，未发现 {who} 的异常：" + "；".join(i.text for i in negatives[:2])
    return f"是否由 {who} 引起：无法确定。已核验：{items[0].text}"


def _onset(items: list[MaterialItem], zone: ZoneInfo, tz: str) -> str:
    stamps = [(m.group(1), i) for i in items for m in [_first_stamp(i.text)] if m is not None]
    if not stamps:
        return f"开始时间：{items[0].text}"
    stamp, item = min(stamps, key=lambda x: x[0])
    return f"最早的异常记录出现在 {_local(stamp, zone)}（{tz}）：{item.text}"


def _first_stamp(text: str) -> re.Match[str] | None:
    m = re.search(r"(?:first_seen\)|since\)|最早异常) (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})Z", text)
    return m or _ISO.search(text)


def _line(aspect: str, items: list[MaterialItem], brief: AnswerBrief, zone: ZoneInfo) -> str:
    label = ASPECT_LABELS.get(aspect, aspect)
    subject = "、".join(brief.subjects[:2])
    if aspect == "health":
        return _health(items, subject or "所问对象")
    if aspect == "yes_no":
        return _yes_no(items, brief.suspects)
    if aspect == "onset":
        return _onset(items, zone, brief.timezone)
    if aspect == "end":
        ongoing = [i for i in items if "正在触发" in i.text]
        return f"尚未恢复：{ongoing[0].text}" if ongoing else f"结束/恢复：{items[0].text}"
    if aspect == "cause":
        inferred = [i for i in items if i.claim_type == "root_cause"]
        if inferred:
            return f"原因（推断，证据未直接陈述因果）：{inferred[0].text}"
        return f"主要异常（根因尚未被证据直接证明）：{items[0].text}"
    if aspect in ("comparison", "overview") and len(items) > 1:
        return f"{label}：" + "；".join(i.text for i in items[:3])
    return f"{label}：{items[0].text}"


def lead_lines(material: AllowedMaterial, brief: AnswerBrief | None) -> list[str]:
    """The answer-first lines (empty without a brief)."""
    if brief is None:
        return []
    zone = _zone(brief.timezone)
    by_id = _items(material)
    lines: list[str] = []
    coverage = brief.coverage
    for row in coverage.aspects if coverage else []:
        items = [by_id[i] for i in row.claim_ids if i in by_id]
        if items:
            lines.append(_line(row.aspect, items, brief, zone))
        else:
            lines.append(row.gap or f"无法确定{ASPECT_LABELS.get(row.aspect, row.aspect)}：没有已核验的证据")
    if coverage is not None and coverage.asked and coverage.answered == 0:
        lines.insert(0, "本次已核验的证据没有回答所问的问题（见下方缺口）。")
    if brief.window_label:
        lines.append(f"查询窗口：{brief.window_label}" + (f"；{brief.window_note}" if brief.window_note else ""))
    return lines
