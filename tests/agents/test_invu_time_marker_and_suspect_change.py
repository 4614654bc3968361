"""Spec scenarios "a subject named beside a time-marking trouble" and "a suspected change of another service"
(invU, opened kelpnet), on the dev world ledgerly:

- "<X> 出事的时候 Y 是不是也挂了", "when X went down, did Y go down too?": X's trouble only marks the time; the
  yes/no is about Y alone (X's own anomalies never answer it).
- "是 X 那次发版导致的吗" / "Was it the X deploy?" after a question about another service: X's own change events —
  yes (an inference) only when one started at most 30 minutes before the first anomaly; a deploy after the trouble
  began (or none) answers no, whatever X's own trouble.

Facts come from the world database by SQL."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head as _ask
from tests.agents.world_chat import sql_text, world_service


@pytest.fixture(scope="module")
def ledgerly(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(tmp_path_factory.mktemp("ledgerly"), "ledgerly") as pair:
        yield pair




def test_the_service_whose_trouble_marks_the_time_is_not_the_subject(ledgerly) -> None:  # type: ignore[no-untyped-def]
    service, url = ledgerly
    quiet = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'statement-builder' "
                              "AND level IN ('WARN', 'ERROR') AND ts >= '2026-06-18 04:00:00'"))
    marker = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'ledger-core' AND level = 'ERROR'"))
    head = _ask(service, "上午 ledger-core 出事的时候 statement-builder 是不是也挂了？")
    assert quiet == 0 and marker > 0, (quiet, marker)
    assert head.startswith("没有") and "statement-builder" in head and "ledger-core" not in head, head


def test_when_x_went_down_asks_about_y_in_english(ledgerly) -> None:  # type: ignore[no-untyped-def]
    service, url = ledgerly
    errors = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR'"))
    head = _ask(service, "When ledger-core went down this morning, did transfer-api go down too?")
    assert errors > 0 and head.startswith("是") and "transfer-api" in head and "ledger-core 有异常" not in head, head


def test_a_suspects_deploy_just_before_the_errors_is_yes(ledgerly) -> None:  # type: ignore[no-untyped-def]
    service, url = ledgerly
    deploy = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'account-api' "
                           "AND message LIKE 'deployment started%'")
    first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'api-front' AND level = 'ERROR'")
    head = _ask(service, "今天上午 api-front 为什么报 502？", "是 account-api 那次发版导致的吗")
    assert deploy < first, (deploy, first)
    assert head.startswith("是（推断）") and "account-api 的发布之后" in head and "deployment started" in head, head


def test_a_suspects_deploy_after_the_trouble_began_is_no(ledgerly) -> None:  # type: ignore[no-untyped-def]
    service, url = ledgerly
    deploy = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'account-api' "
                           "AND message LIKE 'deployment started%'")
    first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' "
                          "AND ts >= '2026-06-18 04:00:00'")
    head = _ask(service, "Why did transfer-api throw errors this morning?", "Was it the account-api deploy?")
    assert deploy > first, (deploy, first)
    #: account-api had trouble of its own after its deploy: that alone is not the deploy asked about
    assert head.startswith("不是（推断）") and "晚于最早异常" in head, head


def test_a_suspects_deploy_outside_the_window_is_no(ledgerly) -> None:  # type: ignore[no-untyped-def]
    service, url = ledgerly
    deploys = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'account-api' "
                                "AND message LIKE 'deployment started%' AND ts < '2026-06-18 00:00:00'"))
    head = _ask(service, "昨晚 statement-builder 为什么变慢了？", "是 account-api 的发版导致的吗")
    assert deploys == 0 and head.startswith("不是"), head
