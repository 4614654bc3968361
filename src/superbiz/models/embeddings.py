"""Text embeddings over an OpenAI-compatible ``/v1/embeddings`` endpoint (optional knowledge-base layer)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Self

import httpx

from superbiz.errors import ModelOutputError
from superbiz.models.openai_client import CallStats, call_with_retries, make_sdk_client
from superbiz.models.retry import RetryPolicy
from superbiz.settings import AgentModelSettings

__all__ = ["OpenAIEmbeddings"]


class OpenAIEmbeddings:
    """``embed(texts)`` in input order, sent in batches of ``batch_size``; errors become ``ModelAPIError``."""

    def __init__(
        self,
        settings: AgentModelSettings,
        *,
        http_client: httpx.Client | None = None,
        batch_size: int = 64,
        policy: RetryPolicy | None = None,
        sleep: Callable[[float], None] = time.sleep,
        rng: random.Random | None = None,
    ) -> None:
        if batch_size < 1:
            raise ValueError(f"batch_size must be >= 1, got {batch_size!r}")
        self._settings = settings
        self._batch_size = batch_size
        self._policy = policy or RetryPolicy(max_retries=settings.max_retries)
        self._sleep = sleep
        self._rng = rng or random.Random()
        self._sdk = make_sdk_client(settings, http_client=http_client)
        self.last_attempts = 0

    @property
    def name(self) -> str:
        return f"openai-embeddings:{self._settings.model}"

    def close(self) -> None:
        """Close the connection pool."""
        self._sdk.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in the order given. An empty input makes no request."""
        stats = CallStats()
        vectors: list[list[float]] = []
        try:
            for start in range(0, len(texts), self._batch_size):
                batch = list(texts[start : start + self._batch_size])
                vectors.extend(self._embed_batch(batch, stats))
        finally:
            self.last_attempts = stats.attempts
        return vectors

    def _embed_batch(self, batch: list[str], stats: CallStats) -> list[list[float]]:
        response = call_with_retries(
            lambda: self._sdk.embeddings.create(model=self._settings.model, input=batch),
            what=f"{self.name} at {self._sdk.base_url}",
            policy=self._policy,
            timeout_s=self._settings.timeout_s,
            stats=stats,
            sleep=self._sleep,
            rng=self._rng,
        )
        items = sorted(response.data, key=lambda item: item.index)
        if len(items) != len(batch):
            raise ModelOutputError(f"{self.name} returned {len(items)} embeddings for {len(batch)} texts")
        return [list(item.embedding) for item in items]
