"""Lead, stop 44 (issue 10): a harmless other typing of a held-out question that broke
(benchmarks/question_variants.py, ``cjk-latin-spacing``, at the end of stop 43): "回收箱 App 11 点 25 那次发版，是不是把
报价搞挂了？" — the clock typed apart from the Chinese around it — was answered neither yes nor no ("无法确定"),
while the same question typed glued ("11点25那次发版") answered "no". A short number typed apart from Chinese is one
word, as typed glued; an id (five digits or more) and a number inside a code or a clock are left as typed.

And proofwed's "did the layout db slowdown at six actually fail any client selections?" asked after a chat lead-in
("@oncall", "URGENT!!", "hi, quick question -"): the answer's head lost its "是，" — the composer read the question
as typed (its "did … any <records> fail" is anchored on the question's start), not as the Planner read it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question_text import clean_question
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("typed", "read"), [
    ("回收箱 App 11 点 25 那次发版", "回收箱 App 11点25那次发版"),
    ("最近 3 个小时有 5 次告警吗", "最近3个小时有5次告警吗"),
    # an id, a clock with a colon, a number inside a code: as typed
    ("订单 12345 怎么样", "订单 12345 怎么样"),
    ("12:30 到 13:00 有几次", "12:30 到 13:00 有几次"),
    ("App2 点", "App2 点"),
])
def test_a_short_number_typed_apart_from_chinese_is_one_word(typed: str, read: str) -> None:
    assert clean_question(typed) == read


@pytest.mark.spec("Answer the question that was asked")
def test_a_suspect_deploy_asked_with_its_clock_typed_apart_is_no(tmp_path: Path) -> None:
    with world_service(tmp_path, "shelfback") as (service, url):
        #: the drop-box app's rollout logged no error; the quotes failed by the pricing database's lock waits
        errors_of_suspect = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'dropcrate' "
                                              "AND level IN ('ERROR', 'WARN')"))
        heads = [ask_head(service, q) for q in ("回收箱 App 11 点 25 那次发版，是不是把报价搞挂了？",
                                                "回收箱App 11点25那次发版，是不是把报价搞挂了？")]
    assert errors_of_suspect == 0
    assert all(h.startswith("不是") for h in heads), heads


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("lead", ["", "@oncall ", "URGENT!! ", "hi, quick question - "])
def test_did_any_records_fail_after_a_chat_lead_in_is_answered_yes(tmp_path: Path, lead: str) -> None:
    with world_service(tmp_path, "proofwed") as (service, url):
        failed = int(sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SELECTION_FAILED'"))
        head = ask_head(service, f"{lead}did the layout db slowdown at six actually fail any client selections?")
    assert failed > 0
    assert head.startswith("是"), head
