"""The retry policy: which statuses are transient, how long to wait, how Retry-After is read."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from superbiz.models.retry import RetryPolicy, backoff_delay, is_retryable_status, parse_retry_after


def test_is_retryable_status_only_transient_codes() -> None:
    assert [s for s in (400, 401, 404, 408, 409, 422, 429, 500, 502, 503) if is_retryable_status(s)] == [
        408, 409, 429, 500, 502, 503,
    ]


def test_backoff_delay_grows_exponentially_with_bounded_jitter() -> None:
    policy = RetryPolicy(backoff_base_s=0.5, backoff_max_s=3.0)
    rng = random.Random(7)

    delays = [backoff_delay(attempt, policy, rng=rng) for attempt in (1, 2, 3, 4, 5)]

    for delay, base in zip(delays, (0.5, 1.0, 2.0, 3.0, 3.0), strict=True):
        assert base <= delay <= base * 1.25


def test_backoff_delay_honours_only_small_retry_after() -> None:
    policy = RetryPolicy(backoff_base_s=0.5, retry_after_max_s=10.0)
    rng = random.Random(1)

    assert backoff_delay(1, policy, rng=rng, retry_after_s=2.5) == 2.5
    assert backoff_delay(1, policy, rng=rng, retry_after_s=600.0) <= 0.625


def test_parse_retry_after_forms() -> None:
    now = datetime(2025, 1, 1, 12, 0, 0, tzinfo=UTC)

    assert parse_retry_after({"Retry-After": "3"}) == 3.0
    assert parse_retry_after({"retry-after-ms": "250", "Retry-After": "9"}) == 0.25
    assert parse_retry_after({"Retry-After": "Wed, 01 Jan 2025 12:00:04 GMT"}, now=now) == 4.0
    assert parse_retry_after({"Retry-After": "soon"}) is None
    assert parse_retry_after({}) is None
