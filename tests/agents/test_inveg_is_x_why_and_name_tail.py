"""Issue pattern "a suspect said before 'why'" (invEG, opened pianohall): "is the kiosk deploy why people can't buy
seats?" was an open cause question (its chain answer reads as a yes about another service) and "the kiosk" named
nothing. Now:

- ``question_text.clean_question`` reads "is/was <X> why <clause>" as "… the reason <clause>" (a yes/no about X,
  ``plan._CAUSE_OF`` splits suspect and subject there); not "is that why …", nor "… and why is it slow?".
- ``question.learn_aliases``: the last word of an English description head of two words or more names the service
  when its one-word name ends with that word and no other service's name or description holds it ("box-office
  kiosk" of boxkiosk → "kiosk"); a kind noun (worker, cache, gateway …) never."""

from __future__ import annotations

import time
from pathlib import Path

from superbiz.agents.plan_terms import asked_level
from superbiz.agents.question import aspects_of, learn_aliases
from superbiz.agents.question_text import clean_question
from tests.agents.world_chat import sql_text, world_service


def test_is_x_why_y_reads_as_the_reason() -> None:
    assert clean_question("is the kiosk deploy why people can't buy seats?") == (
        "is the kiosk deploy the reason people can't buy seats?")
    assert clean_question("Was the fare cache why quotes failed?") == "Was the fare cache the reason quotes failed?"
    assert aspects_of(clean_question("is the tracking search cluster why quote-engine keeps failing?"),
                      has_entity=True, has_record=False) == ["yes_no"]


def test_a_pronoun_or_a_second_question_keeps_its_why() -> None:
    for question in ("Is that why checkout fails?", "is it why?", "Is the payment service down and why is it slow?",
                     "is the cache down, why?"):
        assert "the reason" not in clean_question(question), question


def test_the_last_word_of_a_head_that_ends_the_name_names_the_service() -> None:
    services = ["boxkiosk", "seatplan", "hotcache"]
    descriptions = {"boxkiosk": "售票处自助机 (票亭) / box-office kiosk", "seatplan": "座位图服务 / seat map service",
                    "hotcache": "热点 / hot item cache"}
    teams = {"boxkiosk": "售票处组 Box Office", "seatplan": "座位图组 Seat Map", "hotcache": "缓存组 Cache"}
    assert learn_aliases(services, descriptions, teams).get("kiosk") == "boxkiosk"


def test_the_kiosk_deploy_why_people_cannot_buy_is_no(tmp_path: Path) -> None:
    with world_service(tmp_path, "pianohall") as (service, url):
        errors = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'boxkiosk' AND level = 'ERROR'"))
        answer = service.ask("is the kiosk deploy why people can't buy seats?", user_id="inveg-test",
                             conversation_id=f"inveg-{time.time_ns()}").answer
    head = answer.split("\n")[0]
    assert errors == 0, errors
    assert head.startswith("不是") and "boxkiosk" in head, head


def test_shi_bu_shi_bao_cuo_le_asks_the_error_level() -> None:
    """Issue pattern "报错 asks about errors" (invEG, opened saunabox): "评价服务今天下午是不是报错了？" of a
    service with WARN-only latency answered "是，X 有异常"; "是不是报错了" asks ERROR lines
    (``plan_terms.asked_level``), a cause phrase ("是不是因为 Y 报错了") does not."""
    assert asked_level("评价服务今天下午是不是报错了？") == "ERROR"
    assert asked_level("X 是不是又报错了") == "ERROR"
    assert asked_level("评价服务今天下午是不是出错了？") == "ERROR"  # 出错, the same verb (question_variants, stop 38)
    assert asked_level("是不是因为 Y 报错了？") is None
