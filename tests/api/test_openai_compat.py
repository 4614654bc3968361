"""The OpenAI facade's pure mappings: question extraction, verdict line, response and chunk shapes."""

from __future__ import annotations

from superbiz.api.openai_compat import (
    OpenAIMessage,
    completion_chunk,
    completion_response,
    question_from_messages,
    verdict_line,
)
from superbiz.chat.events import ChatResult


def _result(verdict: str = "PASS", score: float = 0.9166) -> ChatResult:
    return ChatResult(
        session_id="s1", conversation_id=None, output_type="NORMAL", verdict=verdict,  # type: ignore[arg-type]
        groundedness_score=score, rounds=1, answer="结论：连接池耗尽。", composer_path="template",
    )


def test_question_is_the_last_user_message() -> None:
    messages = [
        OpenAIMessage(role="system", content="you are helpful"),
        OpenAIMessage(role="user", content="第一个问题"),
        OpenAIMessage(role="assistant", content="回答"),
        OpenAIMessage(role="user", content=[{"type": "text", "text": "第二个"}, {"type": "image_url"},
                                             {"type": "text", "text": "问题"}]),
    ]
    assert question_from_messages(messages) == "第二个\n问题"


def test_question_missing_when_no_user_text() -> None:
    assert question_from_messages([OpenAIMessage(role="system", content="x")]) is None
    assert question_from_messages([OpenAIMessage(role="user", content="  ")]) is None


def test_verdict_line_rounds_the_score() -> None:
    assert verdict_line(_result("LOW_CONFID", 0.456)) == "【LOW_CONFID · 0.46】"


def test_completion_response_carries_verdict_in_text_and_extra_field() -> None:
    body = completion_response(_result(), created=7)
    assert body["object"] == "chat.completion"
    content = body["choices"][0]["message"]["content"]
    assert content.splitlines()[0] == "【PASS · 0.92】"
    assert "连接池耗尽" in content
    assert body["superbiz"]["verdict"] == "PASS"
    assert body["superbiz"]["session_id"] == "s1"
    assert body["id"] == "chatcmpl-s1"


def test_completion_chunk_shape() -> None:
    chunk = completion_chunk(completion_id="c", created=1, delta={"content": "x"}, finish_reason="stop",
                             extra={"verdict": "PASS"})
    assert chunk["object"] == "chat.completion.chunk"
    assert chunk["choices"][0] == {"index": 0, "delta": {"content": "x"}, "finish_reason": "stop", "logprobs": None}
    assert chunk["superbiz"] == {"verdict": "PASS"}
