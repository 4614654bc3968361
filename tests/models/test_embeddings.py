"""OpenAIEmbeddings against the scripted server's /v1/embeddings."""

from __future__ import annotations

import math

import pytest

from superbiz.errors import ModelAPIError
from superbiz.models import OpenAIEmbeddings
from superbiz.models.retry import RetryPolicy
from tests.support.scripted_server import ScriptedOpenAIServer, steps


def test_embeddings_batches_and_keeps_order(scripted_server: ScriptedOpenAIServer) -> None:
    texts = ["支付超时", "order-service OOM", "支付超时", "ERR_TIMEOUT", "库存"]

    with OpenAIEmbeddings(scripted_server.agent_settings("embed"), batch_size=2) as embedder:
        vectors = embedder.embed(texts)

    assert len(vectors) == 5
    assert all(len(v) == scripted_server.embedding_dim for v in vectors)
    assert vectors[0] == pytest.approx(vectors[2])
    assert vectors[0] != pytest.approx(vectors[1])
    assert all(math.isclose(math.sqrt(sum(x * x for x in v)), 1.0, rel_tol=1e-5) for v in vectors)
    inputs = [r.json["input"] for r in scripted_server.requests if r.json is not None]
    assert inputs == [texts[0:2], texts[2:4], texts[4:5]]


def test_embeddings_empty_input_makes_no_request(scripted_server: ScriptedOpenAIServer) -> None:
    with OpenAIEmbeddings(scripted_server.agent_settings("embed")) as embedder:
        assert embedder.embed([]) == []
    assert scripted_server.requests == []


def test_embeddings_retry_then_fail_with_status(scripted_server: ScriptedOpenAIServer) -> None:
    scripted_server.set_default("embeddings", steps.error(503, "warming up"))
    embedder = OpenAIEmbeddings(
        scripted_server.agent_settings("embed", max_retries=1),
        policy=RetryPolicy(max_retries=1, backoff_base_s=0.01),
        sleep=lambda _s: None,
    )

    with embedder, pytest.raises(ModelAPIError) as info:
        embedder.embed(["a"])

    assert info.value.status_code == 503 and "warming up" in str(info.value)
    assert embedder.last_attempts == 2
