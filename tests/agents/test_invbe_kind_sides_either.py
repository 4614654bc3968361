"""Patterns of the opened seedbank world (helper round invBE), checked on the dev world stagecast; every expectation
that depends on the data comes from the world database by SQL.

- Spec scenario "onset order" (dev: stagecast-cache-before-db-kinds-yes-zh, stagecast-db-before-cache-kinds-no-en):
  "早上是不是先缓存出问题，然后数据库才慢的？" names no service, each side a kind of dependency — the one of that
  kind, or of several the one alerted (on itself or on its caller) — and is answered 是/不是 by the two first
  anomalies, never a gap for "然后数据库" (a sequence word is no qualifier of a kind word).
- Spec scenario "follow-up suspect, two causes" (dev: stagecast-followup-cache-or-db-too-en): "was it only the
  cache, or the db too?" after a question about a subject names which of its two dependencies (named by kind) had
  trouble in the conversation's window, each by its own records — never one yes/no of the subject.
- Spec scenario "yes/no on a database's pool, named by a word" (dev: stagecast-word-that-db-pool-yes/no-zh): "钱包那个
  db 连接池是不是打满了？" in a world of several databases names the one whose description holds the word — never the
  world's overview.
- Spec scenario "multi-hop cause" of an error code asked ("订单组那边早上 8 点多 <code> 报得很凶，是谁导致的？"): the
  middle hop logs two troubles one after the other; the code asked follows the hop's trouble that began last before
  it (ledgerly with a queue trouble added before the lock waits; no dev world has one hop with two troubles).
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import kind_groups, kind_matches
from superbiz.agents.subjects import unheld_qualified_kinds
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import root_causes, sql_text, world_service

_FIRST_WARN = "SELECT min(ts) FROM log_record WHERE service = '{}' AND level = 'WARN'"
_KIND_OF = "SELECT depends_on FROM service_dependency WHERE service = '{}' AND kind = '{}'"


def test_a_sequence_word_is_no_qualifier_of_a_kind_word() -> None:
    assert unheld_qualified_kinds("早上是不是先缓存出问题，然后数据库才慢的？", ["定价数据库", "价格缓存"]) == []
    assert unheld_qualified_kinds("短信网关挂了吗", ["对外 API 网关"]) == ["短信网关"]


def test_kind_groups_per_word_in_the_question_order() -> None:
    deps = {"app": (("app-pg", "postgres"), ("app-my", "mysql"), ("app-cache", "redis"))}
    assert kind_groups("was it only the cache, or the db too?", deps, in_order=True) == [
        ["app-cache"], ["app-pg", "app-my"]]
    assert kind_groups("was it only the cache, or the db too?", deps) == [["app-pg", "app-my"], ["app-cache"]]
    assert kind_matches("was it only the cache, or the db too?", deps) == ["app-pg", "app-my", "app-cache"]


def test_onset_order_of_two_kinds(tmp_path: Path) -> None:
    with world_service(tmp_path, "stagecast") as (chat, url):
        cache = sql_text(url, _KIND_OF.format("playback-api", "redis"))
        db = sql_text(url, _KIND_OF.format("catalog-svc", "postgres"))
        cache_first = sql_text(url, _FIRST_WARN.format(cache)) < sql_text(url, _FIRST_WARN.format(db))
        head = chat.ask("今天是不是先缓存出问题，然后数据库才出问题的？", user_id="invbe").answer.splitlines()[0]
        assert head.startswith("是，" if cache_first else "不是，"), head
        assert cache in head and db in head and "然后数据库" not in head, head
        head = chat.ask("Today, did the database go first and then the cache?", user_id="invbe").answer.splitlines()[0]
        assert head.startswith("不是，" if cache_first else "是，"), head
        assert head.index(db) < head.index(cache), head


def test_only_the_cache_or_the_db_too_names_each_with_trouble(tmp_path: Path) -> None:
    with world_service(tmp_path, "stagecast") as (chat, url):
        cache = sql_text(url, _KIND_OF.format("playback-api", "redis"))
        db = sql_text(url, _KIND_OF.format("catalog-svc", "postgres"))
        chat.ask("Why was edge-gw failing today?", user_id="invbe", conversation_id="c1")
        head = chat.ask("was it only the cache, or the db too?", user_id="invbe",
                        conversation_id="c1").answer.splitlines()[0]
        assert head.startswith("两者都有异常"), head
        assert head.index(cache) < head.index(db), head  # in the question's order
        assert not head.startswith(("否", "不是")), head


def test_a_word_before_that_db_names_the_database_it_describes() -> None:
    #: 钱包 and 积分 are each held by two applications (so neither names one application alone)
    catalog = Catalog(services=("wallet-api", "card-client", "wallet-pg", "points-api", "points-admin", "points-pg"),
                      dependencies={"wallet-api": ("wallet-pg", "card-client"), "points-api": ("points-pg",)},
                      dependency_kinds={"wallet-api": (("wallet-pg", "postgres"), ("card-client", "service")),
                                        "points-api": (("points-pg", "postgres"),)},
                      descriptions={"wallet-api": "APP 钱包充值", "card-client": "银行卡支付对接",
                                    "wallet-pg": "钱包数据库 (PostgreSQL)", "points-api": "会员积分",
                                    "points-admin": "积分运营后台", "points-pg": "积分数据库 (PostgreSQL)"},
                      teams={"wallet-api": "钱包组 Wallet", "card-client": "钱包组 Wallet"})
    for question, db in (("钱包那个 db 连接池是不是打满了？", "wallet-pg"), ("钱包的数据库是不是很慢？", "wallet-pg")):
        plan = offline_plan(question, catalog)
        assert plan.services[:1] == [db] and "overview" not in plan.aspects, (question, plan.services, plan.aspects)


def test_a_code_asked_follows_the_hop_trouble_going_on_when_it_began(tmp_path: Path) -> None:
    """Spec scenario "multi-hop cause" of an error code asked: the middle hop logs two troubles one after the other
    (a queue first, then its database); the caller's code asked began with the later one, so the chain runs to the
    database, never to the middle hop's earliest trouble (another trouble)."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        code, caller, middle = "TRF-5030", "transfer-api", "ledger-core"
        began = str(conn.execute(text("SELECT min(ts) FROM log_record WHERE error_code = :c"), {"c": code}).scalar())
        queue, db = (str(conn.execute(text(_KIND_OF.format(middle, kind))).scalar()) for kind in ("kafka", "mysql"))
        #: the queue's trouble and the middle hop's lines naming it, from 24 minutes before the code asked began
        for minute in range(24, 4, -1):
            at = f"datetime('{began}', '-{minute} minutes')"
            conn.execute(text(f"INSERT INTO log_record (ts, service, level, trace_id, error_code, message) VALUES "
                              f"({at}, :q, 'WARN', 't', 'QX-W1', 'consumer lag on ' || :q || ' above 5000')"),
                         {"q": queue})
            conn.execute(text(f"INSERT INTO log_record (ts, service, level, trace_id, error_code, message) VALUES "
                              f"({at}, :m, 'ERROR', 't', 'MX-7001', 'publish to ' || :q || ' timed out')"),
                         {"m": middle, "q": queue})
    engine.dispose()
    causes = root_causes(tmp_path, url, f"{caller} 今天上午 9 点多 {code} 报得很凶，是谁导致的？")
    assert f"{caller} → {middle} → {db}" in causes, causes
    assert queue not in causes, causes


def test_did_that_one_go_ok_after_a_deploy_found_of_any_service(tmp_path: Path) -> None:
    """Spec scenario "follow-up on a rollout" (dev: ledgerly-followup-anything-deployed-went-ok-no-en): "did that one
    go ok?" after "Did anything get deployed today?" is the deploy found, answered by its own change events — one
    rolled back never completed (no), never the health of every service in the window."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        service = sql_text(url, "SELECT service FROM log_record WHERE message LIKE 'deployment started%' "
                                "ORDER BY ts DESC LIMIT 1")
        completed = int(sql_text(url, f"SELECT count(*) FROM log_record WHERE service = '{service}' "
                                      f"AND message LIKE 'deployment completed%'"))
        first = chat.ask("Did anything get deployed today?", user_id="invbe", conversation_id="d1").answer
        assert first.startswith(f"是，{service} "), first.splitlines()[0]
        head = chat.ask("did that one go ok?", user_id="invbe", conversation_id="d1").answer.splitlines()[0]
        assert head.startswith(f"{'是' if completed else '否'}，{service} 的发布"), head
