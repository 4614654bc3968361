"""A small client of the Prometheus HTTP API (``/api/v1/query``, ``query_range``, ``alerts``, ``rules``).

Every failure (connection refused, timeout, HTTP error, ``status: error`` body) becomes one
``PrometheusError`` whose message starts with ``prometheus unavailable at <url>:`` (or ``prometheus rejected
the query at <url>:`` for a bad query), so a tool can hand it to the model unchanged.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from superbiz.errors import SuperbizError

if TYPE_CHECKING:
    import httpx

__all__ = ["PromAlert", "PromSeries", "PrometheusClient", "PrometheusError"]


class PrometheusError(SuperbizError):
    """Prometheus could not answer (down, timeout, HTTP error, bad query)."""


class PromSeries(BaseModel):
    """One series of a query result: its labels and (unix seconds, value) points, oldest first."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    labels: dict[str, str]
    points: list[tuple[float, float]]


class PromAlert(BaseModel):
    """An active alert as ``/api/v1/alerts`` reports it (Prometheus knows no resolved alerts)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    labels: dict[str, str]
    annotations: dict[str, str]
    state: str
    active_at: datetime | None
    value: float | None


def _ts(value: datetime | float) -> str:
    if isinstance(value, datetime):
        aware = value.replace(tzinfo=UTC) if value.tzinfo is None else value
        return f"{aware.timestamp():.3f}"
    return f"{value:.3f}"


def _float(value: Any) -> float | None:
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


class PrometheusClient:
    """Synchronous Prometheus API client (httpx). ``transport`` is the test seam."""

    def __init__(self, base_url: str, *, timeout_s: float = 10.0, transport: httpx.BaseTransport | None = None) -> None:
        import httpx  # only when a Prometheus server is configured: ~50 ms of start-up the offline path skips

        self.base_url = base_url.rstrip("/")
        self._client = httpx.Client(base_url=self.base_url, timeout=timeout_s, transport=transport)

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> PrometheusClient:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def _get(self, path: str, params: dict[str, str] | None = None) -> Any:
        import httpx

        try:
            response = self._client.get(path, params=params)
        except httpx.HTTPError as exc:
            raise PrometheusError(f"prometheus unavailable at {self.base_url}: {type(exc).__name__}: {exc}") from exc
        try:
            body = response.json()
        except ValueError:
            body = None
        if isinstance(body, dict) and body.get("status") == "error":
            kind = "rejected the query" if response.status_code in (400, 422) else "unavailable"
            raise PrometheusError(
                f"prometheus {kind} at {self.base_url}: {body.get('errorType', '')}: {body.get('error', '')}"
            )
        if response.status_code >= 400 or not isinstance(body, dict):
            raise PrometheusError(
                f"prometheus unavailable at {self.base_url}: HTTP {response.status_code} for {path}"
            )
        return body.get("data")

    def query(self, promql: str, *, at: datetime | float | None = None) -> list[PromSeries]:
        """Instant query: one point per series."""
        params = {"query": promql}
        if at is not None:
            params["time"] = _ts(at)
        data = self._get("/api/v1/query", params)
        if data.get("resultType") == "scalar":
            t, v = data["result"]
            return [PromSeries(labels={}, points=[(float(t), float(v))])]
        return [PromSeries(labels=item.get("metric", {}), points=[(float(item["value"][0]), float(item["value"][1]))])
                for item in data.get("result", [])]

    def query_range(self, promql: str, *, start: datetime | float, end: datetime | float,
                    step_s: float) -> list[PromSeries]:
        """Range query: every series with its points in [start, end] at ``step_s``."""
        data = self._get("/api/v1/query_range",
                         {"query": promql, "start": _ts(start), "end": _ts(end), "step": f"{step_s:g}"})
        return [PromSeries(labels=item.get("metric", {}), points=[(float(t), float(v)) for t, v in item["values"]])
                for item in data.get("result", [])]

    def alerts(self) -> list[PromAlert]:
        """Active (pending or firing) alerts."""
        data = self._get("/api/v1/alerts")
        out = []
        for item in data.get("alerts", []):
            active = item.get("activeAt")
            out.append(PromAlert(
                labels=item.get("labels", {}), annotations=item.get("annotations", {}), state=item.get("state", ""),
                active_at=datetime.fromisoformat(active.replace("Z", "+00:00")) if active else None,
                value=_float(item.get("value")),
            ))
        return out

    def rules(self) -> list[dict[str, Any]]:
        """Rule groups as Prometheus reports them (``data.groups``)."""
        data = self._get("/api/v1/rules")
        return list(data.get("groups", []))

    def ready(self) -> bool:
        import httpx

        try:
            return self._client.get("/-/ready").status_code == 200
        except httpx.HTTPError:
            return False
