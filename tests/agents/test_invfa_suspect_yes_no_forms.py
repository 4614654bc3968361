"""Spec scenario "Unsupported conclusions are not confirmed claims" over yes/no questions about a suspect (invFA,
opened pillpost, datepalm, sunlease, yurtstay):

- "五点十分 X 发的那个版本，是不是把 Y 搞挂了？",
  "是不是十点那次 X 发版把 Y 搞挂了？",
  "X 那次发版，是不是它把 Y 搞堵了？":
  the one service named before 把 is the suspect (its change: "发的那个版本" is a change word
  too), the thing said between 把 and the harm (by a name or a word of its owners' descriptions)
  the subject — a clean deploy off the subject's trouble is "不是（推断）", never X's own
  health or the subject's chain as the answer.
- "是它导致 Y 失败的吗？" after "X 是不是发版了": 它 is X by its change, Y the subject.
- "is X the one acting up right now?": a trouble asked (yes = unhealthy); a clean X is
  "没有", never "是，X 健康".
- "was X involved in last night's slowdown?" with X the only service named: X is the suspect
  of the trouble told in words (no anomaly of its own → "不是"), never "无法确定".
- "客户自助App" is called "客户App": a Chinese head of four to six characters before "App" is
  named by its first word with it.

Facts come from the world database by SQL."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from superbiz.agents.question import learn_aliases
from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head as _ask
from tests.agents.world_chat import sql_text, world_service


@pytest.fixture(scope="module")
def ledgerly(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(tmp_path_factory.mktemp("ledgerly"), "ledgerly") as pair:
        yield pair


@pytest.fixture(scope="module")
def harbor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(tmp_path_factory.mktemp("harbor"), "harbor") as pair:
        yield pair


_OFF_CHAIN = ("SELECT (SELECT count(*) FROM service_dependency WHERE service = 'transfer-api' AND depends_on = "
              "'account-api') + (SELECT count(*) FROM log_record WHERE service = 'transfer-api' AND level IN "
              "('WARN', 'ERROR') AND message LIKE '%account%')")


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
def test_a_release_sent_then_the_thing_harmed_after_ba_is_no(ledgerly) -> None:  # type: ignore[no-untyped-def]
    """Spec "Unsupported conclusions are not confirmed claims": X's release before 把, Y told in words after it."""
    service, url = ledgerly
    linked = int(sql_text(url, _OFF_CHAIN))
    head = _ask(service, "上午11点账户服务发的那个版本，是不是把转账下单搞挂了？")
    assert linked == 0, linked
    assert head.startswith("不是") and "account-api" in head and "transfer-api" in head, head


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
def test_it_caused_after_a_deploy_question_suspects_the_earlier_service(ledgerly) -> None:  # type: ignore[no-untyped-def]
    """Spec "Unsupported conclusions are not confirmed claims": "是它导致 Y 失败的吗" after "X 是不是发版了"."""
    service, url = ledgerly
    linked = int(sql_text(url, _OFF_CHAIN))
    head = _ask(service, "account-api 上午是不是发版了", "是它导致转账失败的吗？")
    assert linked == 0, linked
    assert head.startswith("不是") and "account-api 不在 transfer-api 的依赖链上" in head, head


def _troubles(url: str, service: str) -> int:
    """WARN/ERROR lines and alerts of ``service``, by SQL on the world (0: a quiet service)."""
    return int(sql_text(url, f"SELECT (SELECT count(*) FROM log_record WHERE service = '{service}' AND level IN "
                             f"('WARN', 'ERROR')) + (SELECT count(*) FROM alert WHERE service = '{service}')"))


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
def test_the_one_acting_up_is_a_trouble_asked(harbor) -> None:  # type: ignore[no-untyped-def]
    """Spec "Unsupported conclusions are not confirmed claims": a clean X asked "the one acting up?" is no."""
    service, url = harbor
    bad = _troubles(url, "tracking-es")
    head = _ask(service, "is the tracking search cluster the one acting up right now?")
    assert bad == 0, bad
    assert head.startswith("没有") and "tracking-es" in head, head


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
def test_involved_in_a_trouble_told_in_words_suspects_the_one_named(harbor) -> None:  # type: ignore[no-untyped-def]
    """Spec "Unsupported conclusions are not confirmed claims": "was X involved in today's slowdown?" of a quiet X."""
    service, url = harbor
    bad = _troubles(url, "booking-pg")
    head = _ask(service, "was the booking database involved in today's slowdown?")
    assert bad == 0, bad
    assert head.startswith("不是") and "booking-pg" in head, head


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
def test_a_long_head_app_is_called_by_its_first_word() -> None:
    """Spec "Unsupported conclusions are not confirmed claims": "客户App" names the "客户自助App", not a look-alike."""
    services = ["self-app", "field-app", "profile-svc", "profile-db"]
    descriptions = {"self-app": "客户自助App (查余额) / customer self-service app",
                    "field-app": "外勤代理员App (上门收款) / field-agent app",
                    "profile-svc": "客户档案服务 / customer profile service",
                    "profile-db": "客户数据库 (PostgreSQL) / customer database"}
    aliases = learn_aliases(services, descriptions, {}, infra={"profile-db": "postgres"})
    assert aliases.get("客户app") == "self-app" and aliases.get("外勤app") == "field-app", aliases
