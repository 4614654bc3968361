"""The official ``openai`` client against ``/v1``: models, completions streaming and not, the verdict."""

from __future__ import annotations

import re

import openai
import pytest

from tests.api.support import DEMO_QUESTION, KEYS, Live

VERDICT_LINE = re.compile(r"^【(PASS|LOW_CONFID|REJECT) · (\d\.\d\d)】$")


def _client(live: Live, user: str = "alice", key: str | None = None) -> openai.OpenAI:
    return openai.OpenAI(base_url=f"{live.url}/v1", api_key=key or KEYS[user], max_retries=0, timeout=60)


def test_models_lists_superbiz(live: Live) -> None:
    assert [m.id for m in _client(live).models.list()] == ["superbiz"]


def test_completion_carries_verdict_in_text_and_field(live: Live) -> None:
    completion = _client(live).chat.completions.create(
        model="superbiz",
        messages=[{"role": "system", "content": "ignored"}, {"role": "user", "content": DEMO_QUESTION}],
    )
    text = completion.choices[0].message.content or ""
    match = VERDICT_LINE.match(text.splitlines()[0])
    assert match, text[:80]
    extra = completion.model_extra["superbiz"]  # type: ignore[index]
    assert extra["verdict"] == match.group(1)
    assert f"{extra['groundedness_score']:.2f}" == match.group(2)
    assert completion.choices[0].finish_reason == "stop"
    assert completion.id == f"chatcmpl-{extra['session_id']}"
    with live.client("alice") as alice, live.client("bob") as bob:
        assert alice.get(f"/api/sessions/{extra['session_id']}").status_code == 200
        assert bob.get(f"/api/sessions/{extra['session_id']}").status_code == 404


def test_streaming_completion_assembles_the_same_shape(live: Live) -> None:
    stream = _client(live, "bob").chat.completions.create(
        model="superbiz", messages=[{"role": "user", "content": DEMO_QUESTION}], stream=True,
    )
    chunks = list(stream)
    assert chunks[0].choices[0].delta.role == "assistant"
    text = "".join(c.choices[0].delta.content or "" for c in chunks)
    match = VERDICT_LINE.match(text.splitlines()[0])
    assert match, text[:80]
    final = chunks[-1]
    assert final.choices[0].finish_reason == "stop"
    extra = final.model_extra["superbiz"]  # type: ignore[index]
    assert extra["verdict"] == match.group(1)
    assert len(text.splitlines()) > 2
    with live.client("bob") as bob:
        assert bob.get(f"/api/sessions/{extra['session_id']}").json()["final_answer"] in text


def test_bad_key_is_an_authentication_error(live: Live) -> None:
    with pytest.raises(openai.AuthenticationError):
        _client(live, key="not-a-key").chat.completions.create(
            model="superbiz", messages=[{"role": "user", "content": "x"}])


def test_unknown_model_and_missing_question_are_client_errors(live: Live) -> None:
    client = _client(live)
    with pytest.raises(openai.NotFoundError):
        client.chat.completions.create(model="gpt-4o", messages=[{"role": "user", "content": "x"}])
    with pytest.raises(openai.BadRequestError):
        client.chat.completions.create(model="superbiz", messages=[{"role": "system", "content": "only system"}])
