"""Health and state yes/no (opened held-out ticketdesk / mealkit / rinkside scenarios), proved on the dev world harbor:

- "chatbot integration ok now? it was down last nite", "is kitpay ok now? it had issues yesterday arvo": the recalled
  trouble's time in slang or with its part of the day is the aside's as a whole, so the window asked is now
  (td-chatbot-healthy-now-en, mealkit-kitpay-ok-now-en).
- "simmercache 是不是在疯狂驱逐 key？": an adverb of excess makes the verb a trouble asked, so 是 while the cache
  evicts (mealkit-cache-evicting-yes-zh).
- "is the members db pool still maxed out?": a database described "members database" is called "the members db",
  not the members app (rinkside-pool-maxed-yes-en).
- "工单数据库 tikcore-my 有问题吗": the description beside a service's name is its own words, so its first word names
  no other service (the caller, whose errors are not the database's) (td-ticketdb-healthy-zh).
- "Is this morning's slaclock deploy what's breaking the agent console?": a suspect set against the trouble it would
  explain is a yes/no, 不是 when the suspect shows no trouble (td-console-sla-deploy-no-en).
- "跟菜谱缓存有关系吗" after "App 后端今天早上为啥报错": the app's error lines "call to dispatchr failed: dispatchr
  could not reach veloparcel" are quoted by their headline (the negating detail is never quoted), so the answer sees
  they point at another branch: 不是 (mealkit-followup-app-cache-no-zh).
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.claims import code_stat_claim
from superbiz.agents.question import asks_about_problems, aspects_of, learn_aliases, match_services
from superbiz.agents.timeparse import present_context
from superbiz.contracts import EvidenceRef
from tests.agents.world_chat import world_asker, world_service


def test_a_slang_past_time_in_an_aside_is_dropped_from_a_present_question() -> None:
    for question in ("chatbot integration ok now? it was down last nite",
                     "is kitpay ok now? it had issues yesterday arvo",
                     "is X ok now? they had problems yday afternoon"):
        rest = present_context(question)
        assert not any(word in rest for word in ("nite", "arvo", "afternoon", "yday")), rest
        assert not asks_about_problems(question)


def test_ok_now_after_last_nite_in_harbor(tmp_path: Path) -> None:
    clean = "SELECT count(*) FROM log_record WHERE service = 'carrier-bridge' AND level IN ('WARN', 'ERROR')"
    with world_asker(tmp_path, "harbor") as ask:
        answer, _ = ask("carrier-bridge ok now? it was down last nite", clean)
        assert answer.splitlines()[0].startswith("是，carrier-bridge 健康"), answer


def test_an_adverb_of_excess_asks_the_trouble_side() -> None:
    assert asks_about_problems("simmercache 是不是在疯狂驱逐 key？")
    assert asks_about_problems("is the cache evicting like crazy?")
    assert not asks_about_problems("simmercache 正常吗")


def test_crazy_evicting_in_harbor(tmp_path: Path) -> None:
    evicting = "SELECT count(*) FROM log_record WHERE service = 'fare-cache' AND level = 'WARN'"
    with world_asker(tmp_path, "harbor") as ask:
        answer, count = ask("fare-cache 是不是在疯狂驱逐 key？", evicting)
        assert count > 0 and answer.startswith("是"), answer


def test_a_database_head_is_called_by_its_short_kind_noun() -> None:
    aliases = learn_aliases(["puckapp", "vault", "vault-pg"],
                            {"puckapp": "会员 App / members app", "vault": "会员卡 / membership passes",
                             "vault-pg": "会员数据库 (PostgreSQL) / members database"}, {},
                            infra={"vault-pg": "postgres"})
    assert aliases.get("members db") == "vault-pg"
    assert aliases.get("members database") == "vault-pg"


def test_a_description_beside_the_name_names_no_other_service() -> None:
    services = ["tik", "tik-my"]
    aliases = learn_aliases(services, {"tik": "工单核心服务 / ticket core", "tik-my": "工单数据库 (MySQL) / ticket db"},
                            {}, infra={"tik-my": "mysql"})
    assert match_services("工单数据库 tik-my 有问题吗", services, aliases) == ["tik-my"]


def test_db_by_description_and_name_in_harbor(tmp_path: Path) -> None:
    clean = "SELECT count(*) FROM log_record WHERE service = 'booking-pg' AND level IN ('WARN', 'ERROR')"
    with world_asker(tmp_path, "harbor") as ask:
        answer, _ = ask("订舱数据库 booking-pg 有问题吗", clean)
        assert answer.startswith("没有，booking-pg 健康"), answer


def test_a_suspect_set_against_whats_breaking_is_a_yes_no() -> None:
    question = "Is this morning's slaclock deploy what's breaking the agent console?"
    assert "yes_no" in aspects_of(question, has_entity=True, has_record=False)
    assert "yes_no" not in aspects_of("what's breaking the agent console?", has_entity=True, has_record=False)


def test_release_whats_breaking_in_harbor(tmp_path: Path) -> None:
    errors = "SELECT count(*) FROM log_record WHERE service = 'notify-hub' AND level = 'ERROR'"
    with world_asker(tmp_path, "harbor") as ask:
        answer, count = ask("Is yesterday's notify-hub release what's breaking quote-engine?", errors)
        assert count == 0 and answer.startswith("不是"), answer


def test_a_negating_sample_is_quoted_by_its_headline() -> None:
    ref = EvidenceRef(raw_path="logs[0]", text='app ERROR error_code=APP-1: count=24 first_seen=2026-12-02T20:00:26Z '
                      'last_seen=2026-12-02T20:14:44Z span=14m earlier_count=21 '
                      'sample="call to dispatch failed: dispatch could not reach partner"')
    claim = code_stat_claim(ref)
    assert claim is not None and claim.endswith("；示例：call to dispatch failed"), claim
    whole = EvidenceRef(raw_path="logs[1]", text='app ERROR error_code=APP-2: count=3 first_seen=a last_seen=b '
                        'span=1m sample="call to x failed: x returned 503"')
    assert (code_stat_claim(whole) or "").endswith("示例：call to x failed: x returned 503")


def test_other_branch_suspect_in_ledgerly(tmp_path: Path) -> None:
    """The transfer API's error lines quote their headline "call to fx-rates failed" (the partner could not be
    reached: never quoted)."""
    with world_service(tmp_path, "ledgerly") as (service, _):
        answer = service.ask("transfer-api 现在为啥报错", user_id="t", conversation_id="c").answer
        assert "示例：call to fx-rates failed" in answer and "could not reach" not in answer, answer
