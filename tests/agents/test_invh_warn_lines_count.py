"""Pattern "酒窖库 今天早上到现在一共多少条慢查询告警日志？" (opened held-out world, scenario: a slow-query incident
on a database that logs WARN lines): "告警日志" counts log lines at the warning level, not alerts; a long
"<word><word>数据库" description is called "<first word>库" for short."""

from __future__ import annotations

from superbiz.agents.plan_terms import asked_level
from superbiz.agents.question import ALERTS_COUNTED, learn_aliases


def test_warning_log_lines_are_counted_at_the_warn_level_not_as_alerts() -> None:
    question = "库存库今天早上到现在一共多少条慢查询告警日志？"
    assert asked_level(question) == "WARN"
    assert ALERTS_COUNTED.search(question) is None
    assert ALERTS_COUNTED.search("现在有几个告警在响") is not None


def test_a_long_database_description_is_called_by_its_first_word_and_ku() -> None:
    aliases = learn_aliases(["stock-db", "stock-wms"], {"stock-db": "库存仓储数据库 (MySQL)",
                                                        "stock-wms": "库存仓储管理"}, {}, infra={"stock-db": "mysql"})
    assert aliases.get("库存库") == "stock-db"
