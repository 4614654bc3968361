"""invET (issue 10, opened held-out worlds): the subject in users' words — an application whose Chinese head ends
with the word another application's head begins with ("小卖部收银" beside "收银同步任务" and "收银数据库") is called by
the place before that word ("小卖部一直报错"); never a person ("收件人") and never a word its own store alone shares.
An alert asked by its name with no service ("what time did <alert> clear?") is answered from the alert's records."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.question import learn_aliases, match_services
from tests.agents.world_chat import sql_text, world_service

_SERVICES = ["stall-pos", "stall-db", "stall-sync", "stall-queue", "gate-svc", "plan-svc", "plan-db", "pick-app",
             "pick-code"]
_DESCRIPTIONS = {
    "stall-pos": "小卖部收银 (场内餐饮POS) / concession POS",
    "stall-db": "收银数据库 (MySQL) / POS database",
    "stall-sync": "收银同步任务 (读队列对账) / POS sync worker",
    "stall-queue": "收银同步队列 (Kafka) / POS sync queue",
    "gate-svc": "闸机网关 / turnstile gateway",
    "plan-svc": "订阅计费 / subscription billing",
    "plan-db": "计费数据库 (PostgreSQL) / billing database",
    "pick-app": "收件人取件 / recipient pickup app",
    "pick-code": "取件码服务 / pickup code service",
}
_INFRA = {"stall-db": "mysql", "stall-queue": "kafka", "plan-db": "postgres"}


def _aliases() -> dict[str, str]:
    return learn_aliases(_SERVICES, _DESCRIPTIONS, {}, infra=_INFRA)


def test_the_place_before_a_family_word_names_the_application() -> None:
    aliases = _aliases()
    assert match_services("小卖部下午五点五十以后一直报错 怎么回事", _SERVICES, aliases) == ["stall-pos"]
    assert match_services("小卖部服务现在正常吗", _SERVICES, aliases) == ["stall-pos"]


def test_a_word_only_its_own_store_shares_or_a_person_names_nothing_new() -> None:
    aliases = _aliases()
    assert "订阅" not in aliases
    assert "收件人" not in aliases


def test_an_alert_asked_by_its_name_answers_when_it_cleared(tmp_path: Path) -> None:
    """"what time did <alert> clear?" naming no service (issue 10, pattern 1 "time"): the alert's own records give
    the end (dev: ledgerly-alert-by-name-cleared-en), never "无法确定"."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        until = sql_text(url, "SELECT ends_at FROM alert WHERE alertname = 'SlowQueriesDetected' "
                              "ORDER BY starts_at DESC LIMIT 1")
        local = datetime.fromisoformat(until).replace(tzinfo=UTC).astimezone(ZoneInfo("Europe/Berlin"))
        head = chat.ask("what time did SlowQueriesDetected clear?", user_id="invet").answer.splitlines()[0]
        assert local.strftime("%Y-%m-%d %H:%M") in head and "恢复" in head, head

