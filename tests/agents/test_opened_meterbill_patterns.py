"""Patterns from the opened meterbill and ferrybook worlds (synthetic services; no world's names).

- A Chinese description head names its thing last ("客户自助门户" → "门户", "智能水表读数接入" → "读数接入"): the
  head's last word names the service (spec scenario: the portal felt at the top of a three-hop chain, a readings
  backlog resolved yesterday).
- A follow-up naming one service as the suspect in words of its own ("是 X 的问题不？", "那 X 呢，是不是它？",
  "is it the partner's cert?" of a silent partner) is a yes/no about X for the conversation's subject, in the
  conversation's window (spec scenarios: an evictions storm behind the usage aggregation this morning; a
  connection-pool exhaustion yesterday, not now; the payment partner's expired certificate).
- "那 Y 呢，也是一样的原因？" after "X 为啥报错" asks whether Y's trouble shares X's origin; Y's own lines naming
  that origin say yes (spec scenario: two services exhausting the pools of one shared database).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import learn_aliases, match_services
from superbiz.render.answer import AnswerBrief, _same_cause
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import CATALOG, NOW

_SERVICES = ["web-front", "ledger-core", "ledger-pg", "feed-intake", "feed-bus"]
_DESCRIPTIONS = {
    "web-front": "居民自助门户 (查询、办理)",
    "ledger-core": "账目生成服务",
    "ledger-pg": "账目数据库 (PostgreSQL)",
    "feed-intake": "智能终端数据接入",
    "feed-bus": "终端数据消息队列 (Kafka)",
}
_INFRA = {"ledger-pg": "postgres", "feed-bus": "kafka"}


def _named(question: str) -> list[str]:
    return match_services(question, _SERVICES, learn_aliases(_SERVICES, _DESCRIPTIONS, {}, infra=_INFRA))


def test_the_last_word_of_a_long_chinese_description_head_names_its_service() -> None:
    assert _named("门户今天几点开始报错的") == ["web-front"]
    assert _named("数据接入现在恢复了没？") == ["feed-intake"]


def test_a_last_word_two_heads_share_names_neither() -> None:
    aliases = learn_aliases(["a-svc", "b-svc"], {"a-svc": "居民自助门户", "b-svc": "商户自助门户"}, {})
    assert "门户" not in aliases


def test_a_last_word_never_takes_a_name_from_another_service_nor_names_an_ops_word_or_a_joined_head() -> None:
    services = ["desk-api", "app-bff", "leak-watch", "curve-api", "edge-gw"]
    descriptions = {"desk-api": "调度台后端（派车）", "app-bff": "司机 App 后端（接单）",
                    "leak-watch": "漏水检测与告警", "curve-api": "用水曲线历史读数查询", "edge-gw": "统一入口网关"}
    aliases = learn_aliases(services, descriptions, {}, infra={"edge-gw": "gateway"})

    def named(question: str) -> list[str]:
        return match_services(question, services, aliases)

    assert named("司机app后端今早开始报错，咋回事") == ["app-bff"]
    assert named("现在系统整体怎么样，哪些告警还没消") == []
    assert named("工单派不出去，是不是数据库查询太慢") == []
    assert "网关" not in aliases  # a kind of part of many systems, and of a piece of infrastructure


_YESTERDAY_AFTERNOON = (datetime(2031, 3, 3, 12, 0, tzinfo=UTC), datetime(2031, 3, 3, 18, 0, tzinfo=UTC))


def _window(plan) -> tuple[datetime, datetime]:  # type: ignore[no-untyped-def]
    return (datetime.fromisoformat(plan.window_start.replace("Z", "+00:00")),
            datetime.fromisoformat(plan.window_end.replace("Z", "+00:00")))


@pytest.mark.parametrize("question", ["是 vault-db 的问题不？", "是 vault-db 的问题吗", "那 vault-db 呢，是不是它？"])
def test_a_follow_up_naming_its_suspect_in_words_is_a_yes_no_in_the_conversations_window(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=("ledger-service 昨天下午为什么报错？",))
    assert plan.aspects == ["yes_no"], plan.aspects
    assert plan.services == ["ledger-service"] and plan.suspects == ["vault-db"]
    assert _window(plan) == _YESTERDAY_AFTERNOON


def test_a_thing_of_a_silent_partner_asked_in_a_follow_up_is_a_yes_no_about_the_partner() -> None:
    catalog = CATALOG.model_copy(update={
        "services": (*CATALOG.services, "pay-link", "acme-psp"),
        "dependencies": {**CATALOG.dependencies, "pay-link": ("acme-psp",)},
        "descriptions": {"pay-link": "payment link service", "acme-psp": "external payment partner"},
        "silent": frozenset({"acme-psp"})})
    plan = offline_plan("is it the partner's cert?", catalog, now=NOW,
                        earlier_questions=("What's wrong with pay-link?",))
    assert plan.aspects == ["yes_no"] and plan.services == ["pay-link"] and plan.suspects == ["acme-psp"]
    still = offline_plan("is it the pay-link still failing?", catalog, now=NOW,
                         earlier_questions=("What's wrong with pay-link?",))
    assert still.suspects != ["pay-link"] or still.aspects != ["yes_no"]


def test_a_same_cause_follow_up_naming_one_service_sets_it_against_the_earlier_subject() -> None:
    plan = offline_plan("那 ledger-service 呢，也是一样的原因？", CATALOG, now=NOW,
                        earlier_questions=("basket-service 为啥报错",))
    assert plan.aspects == ["yes_no", "cause"]
    assert set(plan.services) == {"basket-service", "ledger-service"} and not plan.suspects


def test_a_subject_whose_own_lines_name_the_others_origin_shares_that_origin() -> None:
    def item(text: str, kind: str = "observation") -> MaterialItem:
        return MaterialItem(claim_id=str(abs(hash(text))), text=text, claim_type=kind)

    a = item("a-svc 错误码 A-1 的 ERROR 日志在窗口内共 9 条，首次出现(first_seen) 2031-03-04T10:00:00Z；"
             "示例：connection pool exhausted waiting for c-db")
    b = item("b-svc 错误码 B-1 的 ERROR 日志在窗口内共 5 条，首次出现(first_seen) 2031-03-04T10:02:00Z；"
             "示例：connection pool exhausted waiting for c-db")
    other = item("b-svc 错误码 B-2 的 ERROR 日志在窗口内共 5 条，首次出现(first_seen) 2031-03-04T10:02:00Z；"
                 "示例：timeout")
    cause_a = item("推断：a-svc 的异常（x）可能源自依赖 c-db（a-svc → c-db）", "root_cause")
    brief = AnswerBrief(subjects=("a-svc", "b-svc"), same_cause=True, shared=("c-db",))
    line = _same_cause([a, b, cause_a], brief) or ""
    assert line.startswith("是（推断）") and "c-db" in line and "示例：connection pool" in line
    assert _same_cause([a, other, cause_a], brief) is None  # b-svc's own lines do not name c-db: undecided
