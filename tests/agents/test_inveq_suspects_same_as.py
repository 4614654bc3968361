"""Issue pattern "a suspect asked as the cause" (invEQ, opened furnimart): "did the storefront release cause the stock
slowness?" — a suspect of several words between "did" and "cause" — was read as an open cause question; its chain
answer ("原因推断：…") reads as a yes while the storefront's rollout went by clean and the stock db's slow queries came
from below. It is a yes/no about the suspect (``question.CAUSED``, the past of ``CAUSING``), the subject said after the
verb. Facts come from the world database by SQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import aspects_of
from tests.agents.world_chat import ask_head as _ask
from tests.agents.world_chat import sql_text, world_service


def test_did_a_suspect_of_several_words_cause_a_trouble_is_a_yes_no() -> None:
    for question in ("did the storefront release cause the stock slowness?",
                     "did the account API release cause the ledger lock waits this morning?",
                     "did the cache eviction trigger the checkout timeouts?"):
        assert aspects_of(question, has_entity=True, has_record=False) == ["yes_no"], question


def test_did_it_cause_anything_or_failed_records_are_not_this_reading() -> None:
    """No subject after the verb ("any errors"), or failed records whose logger the words need not name."""
    assert "yes_no" not in aspects_of("did the storefront release cause any errors?", has_entity=True,
                                      has_record=False)
    assert "yes_no" not in aspects_of("did the POS sync deploy cause the failed card payments tonight?",
                                      has_entity=True, has_record=False)


def test_a_clean_release_asked_as_the_cause_of_another_trouble_is_no(tmp_path: Path) -> None:
    with world_service(tmp_path, "furnimart") as (service, url):
        bad = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'lounge-web' "
                                "AND level IN ('WARN', 'ERROR')"))
        head = _ask(service, "did the storefront release cause the stock slowness?")
    assert bad == 0, bad
    assert head.startswith("不是（推断）") and "lounge-web" in head, head


def test_same_as_a_clean_thing_after_a_trouble_of_no_service_is_no(tmp_path: Path) -> None:
    """"is it the same as the KYC thing?" after "are withdrawals stuck?" (opened coinvault): the earlier question named
    no service, so the KYC service alone was known and its health answered "是，idproof 健康" (a false yes). It is a
    yes/no about the thing named as the conversation's trouble: clean in the window → no (``plan._SAME_AS``)."""
    with world_service(tmp_path, "coinvault") as (service, url):
        lag = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'coldsend' "
                            "AND message LIKE 'consumer lag%'")
        kyc = int(sql_text(url, f"SELECT count(*) FROM log_record WHERE service = 'idproof' AND level = 'ERROR' "
                                f"AND ts >= '{lag}'"))
        head = _ask(service, "are withdrawals stuck?", "is it the same as the KYC thing?")
    assert kyc == 0, kyc
    assert head.startswith("不是") and "idproof" in head, head


def test_a_follow_up_deploy_named_by_a_part_of_a_description_is_that_app(tmp_path: Path) -> None:
    """"是不是商城前台两点那次发版导致的？" after "库存服务下午为啥那么慢" (opened furnimart): "商城前台" is no alias
    (the head is "网店前台"), so the suspect was unknown and nothing was decided. The one application whose description
    holds a part of the suspect's words ("前台") is the suspect (``plan._deploy_suspect_part``): its clean rollout is
    no cause of the stock db's slow queries."""
    with world_service(tmp_path, "furnimart") as (service, url):
        bad = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'lounge-web' "
                                "AND level IN ('WARN', 'ERROR')"))
        head = _ask(service, "库存服务下午为啥那么慢", "是不是商城前台两点那次发版导致的？")
    assert bad == 0, bad
    assert head.startswith("不是") and "lounge-web" in head, head


@pytest.mark.parametrize("asked", ["是不是App发版搞的", "是否App发版搞的"])  # 是否: a typed-form break (stop 39)
def test_a_follow_up_deploy_named_by_a_latin_part_with_no_subject_known(tmp_path: Path, asked: str) -> None:
    """"是不是App发版搞的" after "闸机现在怎么了" (opened matchday): "App" is held by one application's description
    only; its deploy is judged (clean: no), even with the conversation's subject unknown."""
    with world_service(tmp_path, "matchday") as (service, url):
        named = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'turnstile-gw' "
                                  "AND message LIKE '%fanpass%'"))
        head = _ask(service, "闸机现在怎么了", asked)
    assert named == 0, named
    assert head.startswith("不是") and "fanpass-app" in head, head


def test_a_description_part_held_by_a_store_or_by_several_names_nothing(tmp_path: Path) -> None:
    """Only one application holding the part names it: "缓存" (several caches) leaves the suspect unknown."""
    with world_service(tmp_path, "matchday") as (service, _url):
        head = _ask(service, "闸机现在怎么了", "是不是缓存那次发版搞的")
    assert "fanpass-app" not in head, head


def test_own_deploy_asked_as_the_cause_of_a_subject_named_by_a_description_part(tmp_path: Path) -> None:
    """"小卖部下午那个是发版导致的吗" (opened matchday): "小卖部" is only the start of the head "小卖部收银", no
    alias, so nothing was named and nothing decided. The one application whose description holds it is the subject
    (``plan._DEPLOY_CAUSE_ASKED``, ``_described_part``): its errors began just after its own deploy — yes."""
    with world_service(tmp_path, "matchday") as (service, url):
        bad = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'kiosk-pos' AND level = 'ERROR' "
                                "AND message LIKE '%version 4.8.0%'"))
        head = _ask(service, "小卖部下午那个是发版导致的吗")
    assert bad > 0, bad
    assert head.startswith("是（推断）") and "kiosk-pos" in head, head


def test_a_trouble_of_no_service_said_to_come_from_a_cert_is_a_yes_no(tmp_path: Path) -> None:
    """"is the ad revenue drop from a cert?" (opened newsdesk): no service named, "from a cert" was no yes/no form —
    an overview. A trouble naming no service said to come from a kind of change is a yes/no about that kind
    (``plan._FROM_CHANGE``); with a service named ("is the quote failure from a cert?") the reading is unchanged."""
    with world_service(tmp_path, "newsdesk") as (service, url):
        cert = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'adslotter' AND level = 'ERROR' "
                                 "AND message LIKE '%certificate has expired%'"))
        head = _ask(service, "is the ad revenue drop from a cert?")
    assert cert > 0, cert
    assert head.startswith("是（推断）") and "adslotter" in head, head
