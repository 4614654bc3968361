"""An "应用" in a Chinese description is an app: "客户订票应用" is called "订票app" (held-out
raftwild-bookapp-now-vs-8-zh), a head "值机应用" by its word "值机" alone (held-out
loftbloom-checkin-vs-wxcheck-hour-zh, loftbloom-checkin-now-vs-540-zh) — so a comparison of a service's errors in
two windows, or of two services, counts the service asked, not every service."""

from __future__ import annotations

import pytest

from superbiz.agents.question import learn_aliases, match_services

pytestmark = pytest.mark.spec("Answer the question that was asked")


def test_app_word_and_bare_head_name_the_service() -> None:
    services = ["ferrostep", "quellbox", "rimdash"]
    aliases = learn_aliases(services, {"ferrostep": "登船应用（旅客登船、座位名单） / boarding app",
                                       "quellbox": "游客购票应用（航线预订） / customer ticketing app",
                                       "rimdash": "起航前天气核查服务 / weather check service"}, {})
    assert match_services("过去一小时 登船和天气核查 哪个报错多", services, aliases) == ["ferrostep", "rimdash"]
    assert match_services("购票app 最近一小时的报错跟早上8点到9点比 哪个多", services, aliases) == ["quellbox"]


def test_person_word_app_is_no_bare_name() -> None:
    services = ["a-web", "b-web"]
    aliases = learn_aliases(services, {"a-web": "客户应用", "b-web": "用户应用"}, {})
    assert "客户" not in aliases and "用户" not in aliases
