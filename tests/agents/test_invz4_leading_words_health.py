"""A service called by the first two words of a long Chinese description ("语音导览" for "语音导览流媒体服务",
"访客通知" for "访客通知推送", opened held-out museapp: an ongoing bad deploy and a resolved notice backlog asked by
those words), and "X 有问题没" asked as health (museapp: a quiet dependency judged healthy, not "no cause")."""

from __future__ import annotations

from superbiz.agents.question import aspects_of, learn_aliases, match_services


def test_first_two_words_of_a_long_head_name_the_service() -> None:
    services = ["voice-stream", "item-api", "guide-idx", "push-out"]
    descriptions = {"voice-stream": "语音讲解流媒体服务 / voice streaming",
                    "item-api": "展项信息接口 / item API",
                    "guide-idx": "讲解内容索引 (Elasticsearch) / guide index",
                    "push-out": "游客提醒推送 (短信) / pushes"}
    teams = {s: "讲解组 Guide" for s in services[:3]}
    aliases = learn_aliases(services, descriptions, teams, infra={"guide-idx": "es"})
    assert aliases.get("语音讲解") == "voice-stream" and aliases.get("游客提醒") == "push-out"
    assert match_services("语音讲解为啥一直 500？", services, aliases) == ["voice-stream"]
    assert match_services("今早游客提醒是不是堵了", services, aliases) == ["push-out"]


def test_shared_first_words_name_neither() -> None:
    descriptions = {"a-stream": "语音讲解流媒体服务", "b-stream": "语音讲解录制服务"}
    aliases = learn_aliases(["a-stream", "b-stream"], descriptions, {})
    assert "语音讲解" not in aliases


def test_you_wenti_mei_asks_health() -> None:
    assert "health" in aspects_of("讲解索引 guide-idx 有问题没", has_entity=True, has_record=False)


def test_errors_or_only_slow_asks_health_at_the_error_level() -> None:
    """"有报错吗还是只是慢？" after "X 今早8点多是不是卡了一阵？" (museapp: a WARN-only latency blip): whether the
    subject logged errors (health at the ERROR level, answered 没有 from a window without ERROR lines), not a cause."""
    from superbiz.agents.plan_terms import asked_level

    for question in ("有报错吗还是只是慢？", "有错误吗，还是只是变慢"):
        assert aspects_of(question, has_entity=True, has_record=False) == ["health"]
        assert asked_level(question) == "ERROR"


def test_an_english_two_word_head_is_named_noun_first() -> None:
    """"push notifications to visitors" names the service described "visitor notifications" (museapp: a resolved
    backlog this morning asked in English), as "notifications for visitors" does."""
    services = ["guest-push", "shop-orders"]
    aliases = learn_aliases(services, {"guest-push": "游客提醒推送 / guest notifications",
                                       "shop-orders": "商店订单 / shop orders"}, {})
    for question in ("What was going on with push notifications to guests this morning?",
                     "any trouble with notifications for guests?"):
        assert match_services(question, services, aliases) == ["guest-push"]
