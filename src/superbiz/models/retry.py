"""Retry policy for model endpoints: which failures are worth another attempt, and how long to wait.

Pure functions (the random source and the clock are passed in), so the policy can be tested without a server.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from email.utils import parsedate_to_datetime

__all__ = ["RetryPolicy", "backoff_delay", "is_retryable_status", "parse_retry_after"]


@dataclass(frozen=True, kw_only=True)
class RetryPolicy:
    """``max_retries`` extra attempts after the first; exponential backoff with jitter between them."""

    max_retries: int = 2
    backoff_base_s: float = 0.5
    backoff_max_s: float = 8.0
    #: a server's Retry-After is honoured up to this many seconds; longer hints fall back to our backoff.
    retry_after_max_s: float = 20.0


def is_retryable_status(status_code: int) -> bool:
    """408 (request timeout), 409 (conflict), 429 (rate limit) and every 5xx are transient."""
    return status_code in {408, 409, 429} or status_code >= 500


def backoff_delay(
    attempt: int,
    policy: RetryPolicy,
    *,
    rng: random.Random,
    retry_after_s: float | None = None,
) -> float:
    """Seconds to wait after failed ``attempt`` (1-based) before the next one.

    A small server hint (``Retry-After``) wins; otherwise ``base * 2**(attempt-1)`` capped at ``backoff_max_s``,
    with up to 25 % random jitter added so that many clients do not retry in lockstep.
    """
    if retry_after_s is not None and 0 <= retry_after_s <= policy.retry_after_max_s:
        return retry_after_s
    base = min(policy.backoff_max_s, policy.backoff_base_s * (2.0 ** max(0, attempt - 1)))
    return base + rng.uniform(0.0, base * 0.25)


def parse_retry_after(headers: Mapping[str, str], *, now: datetime | None = None) -> float | None:
    """Seconds from ``retry-after-ms`` / ``Retry-After`` (delta-seconds or HTTP date); None if absent or bad."""
    lowered = {k.lower(): v for k, v in headers.items()}
    raw_ms = lowered.get("retry-after-ms")
    if raw_ms is not None:
        try:
            return max(0.0, float(raw_ms) / 1000.0)
        except ValueError:
            pass
    raw = lowered.get("retry-after")
    if raw is None:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    if now is None or when.tzinfo is None:
        return None
    return max(0.0, (when - now).total_seconds())
