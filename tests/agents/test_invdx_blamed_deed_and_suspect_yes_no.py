"""invDX: a yes/no about a suspect whose blamed thing is said by what users do on it (issue 10 pattern).

Spec scenario "Unsupported conclusions are not confirmed claims": "<thing><deed>失败是不是 X 发版搞的" ("网店下单失败",
"订阅付款失败") — the thing users do the deed on names the subject; the suspect's own errors after its deploy are no
"yes" about a subject its chain does not reach (the false "是（推断）" of a held-out case, from X's own trouble).
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import offline_plan
from superbiz.agents.subjects import blamed_owners
from tests.agents.world_chat import sql_text, world_service


def test_a_users_deed_after_the_thing_names_the_things_owner() -> None:
    def holding(word: str, team: bool = False) -> list[str]:
        return {"网店": ["shop-front"], "订阅": ["billing"]}.get(word, [])

    known = ["shop-front 网店前台 shop front", "billing 订阅计费 subscription billing"]
    assert blamed_owners("网店下单失败", holding, known) == (["shop-front"], "")
    assert blamed_owners("昨晚订阅付款失败", holding, known) == (["billing"], "")
    #: the deed alone, or after a thing nothing holds, names no owner
    assert blamed_owners("下单失败", holding, known)[0] == []
    assert blamed_owners("直播下单失败", holding, known)[0] == []


def test_deed_blamed_on_an_unrelated_deploy_is_a_no(tmp_path: Path) -> None:
    question = "昨晚订阅付款失败，是推荐接口那次发版导致的吗？"
    with world_service(tmp_path, "stagecast") as (chat, url):
        #: one service's description holds 订阅; its dependencies do not reach the recommendations API
        assert sql_text(url, "SELECT group_concat(name, ' ') FROM service WHERE description LIKE '%订阅%'") == \
            "billing-svc"
        assert sql_text(url, "SELECT count(*) FROM service_dependency WHERE service = 'billing-svc' "
                             "AND depends_on = 'recommend-api'") == "0"
        plan = offline_plan(question, chat.c.catalog(), now=chat.c.data_clock())
        assert plan.services == ["billing-svc"] and plan.suspects == ["recommend-api"], plan
        result = chat.ask(question, user_id="invdx")
    assert result.answer.startswith("不是"), result.answer[:200]


def test_a_storm_asked_whether_it_reached_what_users_do_walks_up_to_their_service(tmp_path: Path) -> None:
    """"<X> 这波有没有影响到客户下单？" / "…波及客户下单了吗": X is the suspect, the service users do the deed through
    (up X's callers: the one whose description holds the deed) the subject — a yes needs its records to lead to X."""
    question = "运价缓存那一波驱逐，波及客户下单了吗？"
    with world_service(tmp_path, "harbor") as (chat, url):
        assert sql_text(url, "SELECT group_concat(name, ' ') FROM service WHERE description LIKE '%下单%'") == \
            "booking-api"
        assert sql_text(url, "SELECT count(*) FROM orders WHERE status = 'QUOTE_TIMEOUT'") != "0"
        plan = offline_plan(question, chat.c.catalog(), now=chat.c.data_clock())
        assert plan.aspects == ["yes_no"] and plan.services == ["booking-api"], plan
        assert plan.suspects == ["fare-cache"], plan
        result = chat.ask(question, user_id="invdx")
    head = result.answer.splitlines()[0]
    assert head.startswith("是") and "booking-api → quote-engine → fare-cache" in head, head


def test_a_quiet_store_asked_whether_it_reached_logins_is_a_no(tmp_path: Path) -> None:
    question = "会话缓存有没有影响到用户登录？"
    with world_service(tmp_path, "ledgerly") as (chat, url):
        assert sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'session-redis' AND level != 'INFO' "
                             "AND ts >= datetime((SELECT value FROM world_meta WHERE key = 'anchor_time'), "
                             "'-60 minutes')") == "0"
        plan = offline_plan(question, chat.c.catalog(), now=chat.c.data_clock())
        assert plan.suspects == ["session-redis"] and plan.services == ["api-front"], plan
        result = chat.ask(question, user_id="invdx")
    assert result.answer.startswith("不是"), result.answer[:200]


def test_the_side_before_gen_is_the_suspect_of_a_trouble_told_after_it(tmp_path: Path) -> None:
    """"X 和 <trouble told in words> 有没有关系", "那它跟 <trouble> 有关系吗": the side before 跟/和 (named, or the
    conversation's subject by a pronoun) is the suspect; the trouble's owner by a description word the subject."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        assert sql_text(url, "SELECT group_concat(name, ' ') FROM service WHERE description LIKE '%余额%'") == \
            "account-api"
        assert sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'account-api' "
                             "AND message LIKE '%ledger-core%'") == "0"
        catalog, now = chat.c.catalog(), chat.c.data_clock()
        plan = offline_plan("记账核心和今天上午余额查不出来有没有关系", catalog, now=now)
        assert plan.services == ["account-api"] and plan.suspects == ["ledger-core"], plan
        plan = offline_plan("那它跟上午余额查不出来有关系吗", catalog, now=now,
                            earlier_questions=["今天上午记账核心为啥报错"])
        assert plan.services == ["account-api"] and plan.suspects == ["ledger-core"], plan
        result = chat.ask("记账核心和今天上午余额查不出来有没有关系", user_id="invdx")
    assert result.answer.startswith("不是"), result.answer[:200]


def test_that_deploy_of_the_conversation_subject_is_the_suspect_of_failures_named_now(tmp_path: Path) -> None:
    """"did that release cause the failed transfers?" after "is X healthy?" / "when did it last deploy?": X's change
    is the suspect, the failures named now the subject (never the failing service as its own suspect)."""
    earlier = ["is the account API healthy right now?", "when did it last deploy?"]
    with world_service(tmp_path, "ledgerly") as (chat, url):
        assert sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'transfer-api' "
                             "AND message LIKE '%account-api%'") == "0"
        plan = offline_plan("did that release cause the failed transfers?", chat.c.catalog(),
                            now=chat.c.data_clock(), earlier_questions=earlier)
        assert plan.aspects == ["yes_no"] and plan.suspects == ["account-api"], plan
        assert plan.services == ["transfer-api"] and plan.change_suspect, plan
        conversation = "invdx-that-release"
        for q in earlier:
            chat.ask(q, user_id="invdx", conversation_id=conversation)
        result = chat.ask("did that release cause the failed transfers?", user_id="invdx",
                          conversation_id=conversation)
    assert result.answer.startswith("不是"), result.answer[:200]
