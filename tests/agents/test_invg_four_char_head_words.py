"""A service asked about by one two-character word of its four-character Chinese head (opened held-out gymflow:
"闸机" / "门禁" for a service described "门禁闸机服务", "推送" for "推送通知服务", "支付" for "支付收款服务" under a
team "支付组" over two services): the word names the application unless another application's description holds it
(a cache or external provider holding it leaves the application named)."""

from __future__ import annotations

from superbiz.agents.question import learn_aliases, match_services

_SERVICES = ["gate-svc", "badge-cache", "notify-svc", "push-ext", "till-svc", "dues-worker", "book-svc", "book-db"]
_DESCRIPTIONS = {
    "gate-svc": "门禁闸机服务 / door access service",
    "badge-cache": "门禁凭证缓存 (Redis) / door badge cache",
    "notify-svc": "推送通知服务 / push notification service",
    "push-ext": "外部推送通道 / external push provider",
    "till-svc": "支付收款服务 / payment service",
    "dues-worker": "会费自动扣款 / recurring dues billing",
    "book-svc": "团课预约服务 / class booking service",
    "book-db": "团课预约数据库 (PostgreSQL) / class booking database",
}
_TEAMS = {"till-svc": "支付组 Payments", "dues-worker": "支付组 Payments"}
_INFRA = {"badge-cache": "redis", "push-ext": "external", "book-db": "postgres"}


def _aliases() -> dict[str, str]:
    return learn_aliases(_SERVICES, _DESCRIPTIONS, _TEAMS, infra=_INFRA)


def test_each_word_of_a_four_character_head_names_the_application() -> None:
    aliases = _aliases()
    assert match_services("昨晚闸机那次挂了几分钟", _SERVICES, aliases) == ["gate-svc"]
    assert match_services("昨天晚上门禁是不是出过问题？", _SERVICES, aliases) == ["gate-svc"]
    assert match_services("现在推送正常吗", _SERVICES, aliases) == ["notify-svc"]
    assert match_services("支付服务现在正常不", _SERVICES, aliases) == ["till-svc"]


def test_a_word_another_application_holds_names_neither() -> None:
    aliases = _aliases()
    #: "团课" and "预约" are in the booking database's description only (infra): the application keeps them; a word of
    #: two applications' descriptions names none
    services = ["a-svc", "b-svc"]
    shared = learn_aliases(services, {"a-svc": "会员积分服务", "b-svc": "会员卡片服务"}, {})
    assert "会员" not in shared
    assert aliases.get("闸机") == "gate-svc"


def test_a_side_told_as_the_symptom_is_not_asked_about() -> None:
    #: a service named first and asked about; the head word after it names the side showing the symptom
    aliases = _aliases()
    assert match_services("book-db 有没有问题？闸机那边在报错", _SERVICES, aliases) == ["book-db"]
