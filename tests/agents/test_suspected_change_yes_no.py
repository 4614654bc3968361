"""Patterns "suspected change" and "silent suspect" (opened skygate, claimwise, simwave), on the dev world ledgerly:
a certificate or a release suspected with no service named is looked for in the subject's own records; a peer that
never reports is read from its callers' lines — lines naming it answer yes (an inference), an anomalous caller
whose lines point elsewhere answers no. Facts come from the world database by SQL."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.agents.world_chat import Ask, world_asker


@pytest.fixture(scope="module")
def ask(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ask]:
    with world_asker(tmp_path_factory.mktemp("ledgerly"), "ledgerly") as asker:
        yield asker


def test_a_silent_peers_certificate_is_read_from_its_callers_lines(ask) -> None:  # type: ignore[no-untyped-def]
    answer, lines = ask("the FX quote failures this morning - was that the fxquote-provider cert?",
                        "SELECT count(*) FROM log_record WHERE level = 'ERROR' "
                        "AND message LIKE '%fxquote-provider%certificate has expired%'")
    assert lines > 0 and answer.startswith("是（推断）") and "fxquote-provider" in answer.split("\n")[0], answer


def test_a_silent_peer_no_line_names_is_no(ask) -> None:  # type: ignore[no-untyped-def]
    answer, lines = ask("transfer-api 报错是不是 kycvendor-api 那边接口挂了？",
                        "SELECT count(*) FROM log_record WHERE level != 'INFO' AND message LIKE '%kycvendor-api%'")
    assert lines == 0 and answer.startswith("不是"), answer


def test_a_suspected_release_is_its_deploy_just_before_the_errors(ask) -> None:  # type: ignore[no-untyped-def]
    answer, deploys = ask("上午 account-api 出问题那次，是不是发版引起的",
                          "SELECT count(*) FROM log_record WHERE service = 'account-api' "
                          "AND message LIKE 'deployment started%'")
    assert deploys > 0 and answer.startswith("是（推断）") and "deployment started" in answer.split("\n")[0], answer


def test_a_suspected_certificate_is_in_the_subjects_lines(ask) -> None:  # type: ignore[no-untyped-def]
    answer, lines = ask("fx-rates 一直报错，是证书过期了吧？",
                        "SELECT count(*) FROM log_record WHERE service = 'fx-rates' "
                        "AND message LIKE '%certificate has expired%'")
    assert lines > 0 and answer.startswith("是（推断）"), answer
