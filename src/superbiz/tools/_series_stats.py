"""What ``query_metrics`` states about one series and one alert: the window's statistics, when the peak was
first reached, the value at a time, the first threshold crossing, and the change against the previous window.

Each statement is computed here, by the tool, so a claim can restate it verbatim (a claim never derives a value
by arithmetic). Texts name every statistic (``latest=``, ``max=``, ``first_max_at=``...); extras carry the
same fields.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from superbiz.contracts import EvidenceRef
from superbiz.tools._log_stats import span_text
from superbiz.tools._metrics_backends import Alert, Series
from superbiz.tools._world import format_value
from superbiz.tools.clock import TimeWindow, format_ts

__all__ = ["alert_ref", "series_ref"]


def alert_ref(i: int, a: Alert, window: TimeWindow, now: datetime) -> EvidenceRef:
    """One alert as the tool states it; a firing alert has been active until the window's end, or until now when
    the window reaches past now (it cannot be said to fire longer than the clock has run)."""
    since = format_ts(a.starts_at) if a.starts_at else "unknown"
    until = f" until={format_ts(a.ends_at)}" if a.ends_at else ""
    if a.starts_at and a.ends_at:
        lasted = f"; duration={span_text(a.starts_at, a.ends_at)}"
    elif a.starts_at and a.state == "firing":
        clock = now if now.tzinfo else now.replace(tzinfo=UTC)
        lasted = f"; active_for={span_text(a.starts_at, min(window.end, clock))}"
    else:
        lasted = ""
    value = "" if a.value is None else f" value={format_value(a.value, '')}"
    text = (f"alert {a.alertname} service={a.service or '-'} state={a.state} severity={a.severity or '-'} "
            f"since={since}{until}{value} summary={a.summary or '-'}{lasted}")
    return EvidenceRef(raw_path=f"alerts[{i}]", text=text, alertname=a.alertname, service=a.service, state=a.state,
                       severity=a.severity, starts_at=a.starts_at and format_ts(a.starts_at),
                       ends_at=a.ends_at and format_ts(a.ends_at), value=a.value)


def _first_at(points: list[tuple[datetime, float]], test: Any) -> datetime | None:
    return next((t for t, v in points if test(v)), None)


def _value_at(points: list[tuple[datetime, float]], at: datetime) -> tuple[datetime, float] | None:
    before = [p for p in points if p[0] <= at]
    return before[-1] if before else (points[0] if points else None)


def series_ref(
    i: int,
    s: Series,
    window: TimeWindow,
    *,
    earlier: Series | None = None,
    threshold: float | None = None,
    at: datetime | None = None,
) -> EvidenceRef:
    values = [v for _, v in s.points]
    hi, lo, avg = max(values), min(values), sum(values) / len(values)
    peak_t = _first_at(s.points, lambda v: v == hi)
    assert peak_t is not None  # the max is one of the values

    def f(v: float) -> str:
        return format_value(v, s.metric)

    labels = ",".join([f"service={s.service}", *(f"{k}={v}" for k, v in sorted(s.labels.items()))])
    # max_at is the first time the peak was reached
    parts = [f"latest={f(values[-1])}", f"max={f(hi)}", f"min={f(lo)}", f"avg={f(avg)}",
             f"samples={len(values)}", f"max_at={format_ts(peak_t)}", f"first={f(values[0])}"]
    extras: dict[str, Any] = {"metric": s.metric, "service": s.service, "first": values[0], "latest": values[-1],
                              "max": hi, "min": lo, "avg": round(avg, 4), "max_at": format_ts(peak_t)}
    if values[-1] - values[0] and s.metric.endswith("_total"):
        parts.append(f"increase={f(values[-1] - values[0])}")
        extras["increase"] = values[-1] - values[0]
    if at is not None and (point := _value_at(s.points, at)) is not None:
        parts.append(f"value_at={f(point[1])}@{format_ts(point[0])}")
        extras["value_at"] = point[1]
    if threshold is not None:
        crossed = _first_at(s.points, lambda v: v >= threshold)
        parts.append(f"crossed_{f(threshold)}_at={format_ts(crossed) if crossed else 'never'}")
        extras["crossed_at"] = crossed and format_ts(crossed)
    if earlier is not None and earlier.points:
        before = [v for _, v in earlier.points]
        e_avg = sum(before) / len(before)
        change = "n/a" if e_avg == 0 else f"{(avg - e_avg) / abs(e_avg) * 100:+.0f}%"
        parts.append(f"earlier_avg={f(e_avg)} change={change}")
        extras["earlier_avg"] = round(e_avg, 4)
    text = f"{s.metric}{{{labels}}} {window.label()}: {' '.join(parts)}"
    return EvidenceRef(raw_path=f"series[{i}]", text=text, **extras)
