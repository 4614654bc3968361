"""Alertmanager's webhook payload (version 4) and the investigation question built from one alert group.

The payload is Alertmanager's own shape (``receiver``, ``status``, ``alerts[]``, ``groupLabels``,
``commonLabels``, ``commonAnnotations``, ``externalURL``, ``version``, ``groupKey``, ``truncatedAlerts``),
parsed tolerantly at this boundary (unknown keys ignored, as Alertmanager may add some). The question names the
alert, the service it concerns, what the annotations say, when it started, and a window that reaches back to
a little before ``startsAt`` (so the planner searches the logs and metrics around the start).
"""

from __future__ import annotations

import hashlib
import math
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

__all__ = [
    "AlertStatus",
    "AlertmanagerAlert",
    "AlertmanagerPayload",
    "fingerprint_digest",
    "followup_question",
    "investigation_question",
    "window_minutes",
]

AlertStatus = Literal["firing", "resolved"]

#: labels that name what an alert is about, in the order they are tried
_SUBJECT_LABELS = ("service", "app", "job", "deployment", "pod", "instance")
_MIN_WINDOW_MIN = 30
_MAX_WINDOW_MIN = 24 * 60
_LEAD_MIN = 15  # how far before startsAt the window reaches


class _Boundary(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class AlertmanagerAlert(_Boundary):
    status: AlertStatus
    labels: dict[str, str] = Field(default_factory=dict)
    annotations: dict[str, str] = Field(default_factory=dict)
    startsAt: datetime  # Alertmanager's field names
    endsAt: datetime | None = None
    generatorURL: str = ""
    fingerprint: str = Field(min_length=1, max_length=64)

    @field_validator("endsAt", mode="before")
    @classmethod
    def _zero_time(cls, value: object) -> object:
        # Alertmanager sends the zero time "0001-01-01T00:00:00Z" for an alert that has not ended
        return None if isinstance(value, str) and value.startswith("0001-01-01") else value

    @property
    def name(self) -> str:
        return self.labels.get("alertname", "未命名告警")

    @property
    def subject(self) -> str | None:
        return next((self.labels[k] for k in _SUBJECT_LABELS if self.labels.get(k)), None)


class AlertmanagerPayload(_Boundary):
    version: Literal["4"]
    groupKey: str = Field(min_length=1, max_length=4000)
    truncatedAlerts: int = 0
    status: AlertStatus
    receiver: str = Field(default="", max_length=200)
    groupLabels: dict[str, str] = Field(default_factory=dict)
    commonLabels: dict[str, str] = Field(default_factory=dict)
    commonAnnotations: dict[str, str] = Field(default_factory=dict)
    externalURL: str = ""
    alerts: list[AlertmanagerAlert] = Field(min_length=1, max_length=1000)

    def firing(self) -> list[AlertmanagerAlert]:
        return [a for a in self.alerts if a.status == "firing"]


def fingerprint_digest(alerts: list[AlertmanagerAlert]) -> str:
    """Identity of a group's set of alerts: unchanged while the same alerts fire (order does not matter)."""
    joined = "\n".join(sorted({a.fingerprint for a in alerts}))
    return hashlib.sha256(joined.encode("utf-8")).hexdigest()


def window_minutes(starts_at: datetime, now: datetime) -> int:
    """Minutes back from ``now`` that cover ``starts_at`` with a lead, bounded to [30 min, 24 h]."""
    start = starts_at if starts_at.tzinfo else starts_at.replace(tzinfo=UTC)
    minutes = math.ceil((now - start).total_seconds() / 60) + _LEAD_MIN
    return max(_MIN_WINDOW_MIN, min(minutes, _MAX_WINDOW_MIN))


def _describe(alert: AlertmanagerAlert) -> str:
    subject = alert.subject
    severity = alert.labels.get("severity")
    head = f"告警 {alert.name}" + (f"（{subject}" + (f"，{severity}" if severity else "") + "）" if subject else "")
    said = alert.annotations.get("summary") or alert.annotations.get("description") or ""
    return head + (f"：{said.strip()[:300]}" if said.strip() else "")


def investigation_question(payload: AlertmanagerPayload, *, now: datetime) -> tuple[str, datetime]:
    """The question for one group's firing alerts, and the start of its window (the earliest ``startsAt``)."""
    alerts = payload.firing() or payload.alerts
    start = min(a.startsAt for a in alerts)
    shown = "；".join(_describe(a) for a in alerts[:5])
    more = f"；另有 {len(alerts) - 5} 条同组告警" if len(alerts) > 5 else ""
    subjects = list(dict.fromkeys(s for a in alerts if (s := a.subject)))
    about = "、".join(subjects[:3]) or "相关服务"
    question = (  # the window phrase first: the planner reads the first one
        f"{about} 最近 {window_minutes(start, now)} 分钟为什么触发告警？{shown}{more}。"
        f"告警自 {start.astimezone(UTC).strftime('%Y-%m-%dT%H:%M:%SZ')} 起触发。"
    )
    return question, start


def followup_question(names: list[str], subjects: list[str]) -> str:
    """The short follow-up asked when Alertmanager reports the group resolved."""
    about = "、".join(subjects[:3]) or "相关服务"
    return f"告警 {'、'.join(names[:3])} 已恢复。请确认 {about} 最近 30 分钟的告警和错误日志是否已经恢复正常。"
