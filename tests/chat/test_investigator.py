"""The offline investigator answers the question asked, on a world with none of the demo's names: the answer's
first lines answer each aspect (start time in the configured zone, yes/no, health), the window is stated, and
``answer_coverage`` is persisted."""

from __future__ import annotations

from typing import Any

from superbiz.chat.service import ChatService
from superbiz.container import Container
from superbiz.store import repository as repo
from tests.chat.test_custom_world import custom_container  # noqa: F401  (the fixture)


def _coverage(container: Container, session_id: str) -> dict[str, Any]:
    with container.db.session() as s:
        detail = repo.get_session_detail(s, session_id=session_id)
    assert detail is not None and detail.session.self_evaluation is not None
    coverage: dict[str, Any] = detail.session.self_evaluation["verifier_evaluation"]["answer_coverage"]
    return coverage


def _head(answer: str) -> list[str]:
    return answer.split("\n\n")[0].splitlines()


def test_onset_question_answers_with_the_first_record_in_the_configured_zone(
    custom_container: Container,  # noqa: F811
) -> None:
    result = ChatService(custom_container).ask("billing-api 什么时候开始报错的？", user_id="u")
    head = _head(result.answer)
    # the first BIL-7001 line is at 11:30Z = 19:30 in the default zone (the world names none)
    assert head[0].startswith("最早的异常记录出现在 2031-03-04 19:30:00（Asia/Shanghai）"), result.answer
    assert head[-1].startswith("查询窗口：") and "（Asia/Shanghai）" in head[-1]
    coverage = _coverage(custom_container, result.session_id)
    assert [(a["aspect"], a["status"]) for a in coverage["aspects"]] == [("onset", "answered")]
    assert coverage["complete"] is True and coverage["rule"]


def test_health_and_yes_no_are_answered_in_the_first_sentence(custom_container: Container) -> None:  # noqa: F811
    svc = ChatService(custom_container)
    healthy = svc.ask("ledger-worker 健康吗？", user_id="u")
    assert _head(healthy.answer)[0].startswith("是，ledger-worker 健康，未发现异常。"), healthy.answer
    sick = svc.ask("is billing-api healthy?", user_id="u")
    assert _head(sick.answer)[0].startswith("否，billing-api 有异常："), sick.answer
    no = svc.ask("billing-api 报错是不是 ledger-worker 导致的？", user_id="u")
    assert _head(no.answer)[0].startswith("不是，未发现 ledger-worker 的异常。"), no.answer


def test_follow_up_duration_uses_the_conversation_and_names_gaps(custom_container: Container) -> None:  # noqa: F811
    svc = ChatService(custom_container)
    svc.ask("billing-api 什么时候开始报错的？", user_id="u", conversation_id="inv-1")
    follow = svc.ask("它持续了多久？", user_id="u", conversation_id="inv-1")
    assert "billing-api" in _head(follow.answer)[0] and "持续" in _head(follow.answer)[0], follow.answer
    how = svc.ask("billing-api 的 BIL-7001 应该怎么处理？", user_id="u")  # this world has no runbooks
    assert any(line.startswith("无法确定处理方法") for line in _head(how.answer)), how.answer
    coverage = _coverage(custom_container, how.session_id)
    assert {a["aspect"]: a["status"] for a in coverage["aspects"]}["how_to"] == "gap"
