"""Spec scenario "Answer the question that was asked" over yes/no questions about a trouble's state and about a
suspect (invGD, opened steamrail, ktvroom, clearbite, veilshot):

- "<db>中午是不是锁住了？": a lock held up is the trouble asked (yes = locked); the lock waits found were answered
  "否，… 有异常".
- "<a trouble told> 现在结束了吗": whether the trouble is over — its end line leads with 是 once the end is past
  (the end line alone answered neither); "发版结束了吗" (an operation over) is no trouble's end.
- "was the tooth model index to blame for the plan renderer errors?": a suspect told in up to four words before "to
  blame" is a yes/no about it (it was read as the health of both sides).
- "十一点四十五一堆报错": a minute of two numerals is a minute whatever word follows (it was read as 11点).
- "A <clock> 刚发完版 B 就开始报错，到底是谁的锅？": A is named only where its change sets the scene; the thing whose
  trouble is told after it (a word of its owners' descriptions) is the subject of the cause (it answered A's deploy).

Facts come from the world database by SQL."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from superbiz.agents.question import asks_about_problems, asks_over, aspects_of
from superbiz.agents.timeparse import _cn_clock_digits
from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head as _ask
from tests.agents.world_chat import sql_text, world_service


@pytest.fixture(scope="module")
def ledgerly(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(tmp_path_factory.mktemp("ledgerly"), "ledgerly") as pair:
        yield pair


@pytest.mark.spec("Answer the question that was asked")
def test_locked_up_and_over_yet_words() -> None:
    """Spec "Answer the question that was asked": 锁住 asks the trouble, 结束了吗 its end (not an operation's)."""
    assert asks_about_problems("票务库中午是不是锁住了？")
    assert asks_about_problems("is the orders db locked up?")
    assert asks_over("计费数据库下午那个慢查询 现在结束了吗")
    assert not asks_over("曲库发版结束了吗")


@pytest.mark.spec("Answer the question that was asked")
def test_db_locked_and_lock_over_answered_yes(ledgerly) -> None:  # type: ignore[no-untyped-def]
    """Spec "Answer the question that was asked": a db's lock waits → "是"; its resolved lock trouble over → "是"."""
    service, url = ledgerly
    waits = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'ledger-mysql' AND level = 'WARN' "
                              "AND message LIKE 'lock wait%'"))
    resolved = int(sql_text(url, "SELECT count(*) FROM alert WHERE service = 'ledger-mysql' AND state = 'resolved'"))
    firing = int(sql_text(url, "SELECT count(*) FROM alert WHERE service = 'ledger-mysql' AND state = 'firing'"))
    assert waits > 0 and resolved > 0 and firing == 0, (waits, resolved, firing)
    head = _ask(ledgerly[0], "账务库上午是不是锁住了？")
    assert head.startswith("是") and "ledger-mysql" in head, head
    head = _ask(service, "账务库上午那个锁等待 现在结束了吗")
    assert head.startswith("是") and "恢复正常" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_two_numeral_minutes_before_any_word() -> None:
    """Spec "Answer the question that was asked": "十一点四十五一堆报错" is 11:45; "点一下" holds no minute."""
    assert _cn_clock_digits("售票前台十一点四十五一堆报错") == "售票前台11点45分一堆报错"
    assert _cn_clock_digits("八点十五") == "8点15分"
    assert _cn_clock_digits("十点零五") == "10点5分"
    assert "点一下" in _cn_clock_digits("三点一下子就挂了")


@pytest.mark.spec("Answer the question that was asked")
def test_changed_service_sets_the_scene_of_a_told_trouble(ledgerly) -> None:  # type: ignore[no-untyped-def]
    """Spec "Answer the question that was asked": the trouble told after A's change is the cause's subject."""
    service, url = ledgerly
    origin = sql_text(url, "SELECT service FROM log_record WHERE error_code = 'FXR-0495' LIMIT 1")
    head = _ask(service, "账户服务十一点二十刚发完版 报价就开始报错，到底是谁的锅？")
    assert origin and origin in head and "certificate" in head, head
    assert not head.startswith("原因推断：account-api"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_suspect_of_four_words_to_blame_is_a_yes_no(ledgerly) -> None:  # type: ignore[no-untyped-def]
    """Spec "Answer the question that was asked": "was <four words> to blame for …" asks about the suspect."""
    assert aspects_of("was the tooth model index to blame for the plan renderer errors?", has_entity=True,
                      has_record=False) == ["yes_no"]
    service, url = ledgerly
    bad = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'kycvendor-api' AND level IN "
                            "('WARN', 'ERROR')"))
    head = _ask(service, "was the external KYC vendor to blame for the transfer errors this morning?")
    assert bad == 0 and head.startswith("不是") and "kycvendor-api" in head, head
