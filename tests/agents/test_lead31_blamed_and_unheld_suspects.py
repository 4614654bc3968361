"""The two sides of a blame: the thing whose trouble a yes/no blames, and the suspect it blames (stop 31, lead).

Spec scenarios: "Unsupported conclusions are not confirmed claims" and "LOW_CONFID with critical evidence gaps" — a
thing the engine cannot resolve is stated as a gap, never answered from other data:

* "<thing>的问题是不是 X 搞的" where <thing> is no name or alias but a word of one service's description: that
  service is the subject and X the suspect (a "不是" when X is not on its chain), never X alone as if X's own
  trouble answered the question;
* the same where nothing of the world holds <thing>: the subject is not identified — the head says so first and
  the yes/no is a gap, never "是（推断）" from X's own anomalies (the false fact of stop 30's rinkside case);
* "Y 报错是不是<unheld>服务搞的", "is Y failing because of the <unheld> service?": the suspect named is unknown —
  a gap naming it, never Y's own change or health as the answer.

The words are checked against the world by SQL over its own tables before each question is asked.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.subjects import blamed_owners
from superbiz.store import repository as repo
from tests.agents.world_chat import sql_text, world_service

_WORDS_SQL = ("SELECT group_concat(name || ' ' || coalesce(description, '') || ' ' || coalesce(team, ''), ' ') "
              "FROM service")


def test_a_description_word_before_the_suspect_names_the_subject(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        held = sql_text(url, "SELECT group_concat(name, ' ') FROM service WHERE description LIKE '%引擎%'")
        assert held.split() == ["quote-engine"]  # one service holds 引擎, by its description only
        plan = offline_plan("引擎的问题是不是 manifest-worker 搞的？", chat.c.catalog(), now=chat.c.data_clock())
        assert plan.services == ["quote-engine"] and plan.suspects == ["manifest-worker"], plan
        result = chat.ask("引擎的问题是不是 manifest-worker 搞的？", user_id="lead31")
    assert result.answer.startswith("不是"), result.answer[:200]


@pytest.mark.parametrize("question, thing", [("直播的问题是不是 manifest-worker 搞的？", "直播"),
                                             ("is the livestream trouble caused by manifest-worker?", "livestream")])
def test_a_blamed_thing_nothing_holds_is_a_gap_not_the_suspects_trouble(
        tmp_path: Path, question: str, thing: str) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        assert thing not in sql_text(url, _WORDS_SQL).lower()
        #: the suspect has trouble of its own in the window: the answer must not turn it into a "yes"
        assert int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'manifest-worker' "
                                 "AND level IN ('WARN', 'ERROR')")) > 0
        plan = offline_plan(question, chat.c.catalog(), now=chat.c.data_clock())
        assert plan.unheld_subjects == [thing], plan
        result = chat.ask(question, user_id="lead31")
        with chat.c.db.session() as s:  # the coverage persisted for the audit
            detail = repo.get_session_detail(s, session_id=result.session_id)
    assert detail is not None and detail.session.self_evaluation is not None
    coverage = detail.session.self_evaluation["verifier_evaluation"]["answer_coverage"]
    head = result.answer.split("\n\n")[0]
    assert head.startswith(f"未找到 {thing}"), head
    assert not any(line.startswith(("是", "不是")) for line in head.splitlines()), head
    assert "很可能与 manifest-worker 有关" not in result.answer  # no inference from the suspect's own trouble
    assert [row["status"] for row in coverage["aspects"] if row["aspect"] == "yes_no"] == ["gap"], coverage


@pytest.mark.parametrize("question, thing", [("quote-engine 报错是不是风控服务搞的？", "风控服务"),
                                             ("quote-engine 报错是不是风控服务发版导致的？", "风控服务"),
                                             ("is quote-engine failing because of the fraud service?", "fraud")])
def test_an_unheld_suspect_is_a_gap_never_the_subjects_own_change(tmp_path: Path, question: str, thing: str) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        assert thing.removesuffix("服务") not in sql_text(url, _WORDS_SQL).lower()
        plan = offline_plan(question, chat.c.catalog(), now=chat.c.data_clock())
        assert plan.suspects == [thing] and plan.unknown_services == [thing] and not plan.change_suspect, plan
        result = chat.ask(question, user_id="lead31")
    head = result.answer.split("\n\n")[0]
    assert head.startswith(f"数据源中没有 {thing} "), head
    assert not any(line.startswith(("是", "不是")) for line in head.splitlines()), head


def test_blamed_owners_keeps_generic_and_kind_words_out() -> None:
    def holding(word: str, team: bool = False) -> list[str]:
        return {"闸机": ["gate-ctl"], "turns": ["gate-ctl"]}.get(word[:5] if word.isascii() else word, [])

    known = ["gate-ctl 闸机控制 turnstile controller"]
    assert blamed_owners("闸机的问题", holding, known) == (["gate-ctl"], "")
    assert blamed_owners("is the turnstile trouble", holding, known) == (["gate-ctl"], "")
    assert blamed_owners("直播的问题", holding, known) == ([], "直播")
    assert blamed_owners("系统的问题", holding, known) == ([], "")  # the product as a whole: no subject
    assert blamed_owners("证书的问题", holding, known) == ([], "")  # an incident's kind: its records decide
