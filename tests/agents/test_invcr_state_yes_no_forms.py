"""Yes/no about a state — "did the pool max out (again) today?", "is it the pool?", "still slow?", "cert still
broken?" — from the opened remitnic, lasitava, arabicax, taigaheat and lockerbay (invCR).

Scenarios:
- "银行那边证书现在还有问题么" (taigaheat): the particle 么 at a clause's end asks like 吗 — it was an open cause
  ("主要异常：…", no yes or no); dev case stagecast-still-trouble-me-particle-yes-zh.
- "用户数据库昨天连接池打满过没有" (taigaheat): 过没有 at the end asks whether it ever happened — it was an open cause;
  dev case stagecast-pool-ever-full-today-guo-meiyou-yes-zh.
- "did the ledger db pool max out again today?" (remitnic): "max out" is a trouble asked — a clean database answered
  "是，… 健康"; dev case stagecast-db-pool-max-out-today-no-en.
- "is the lockers db still slow?" (lockerbay): "lockers" names the database, no lock trouble — it answered "没有，… 不是
  lock 类问题" while the slow-query alert fired.
- "那是 pool 打满了吗" after "借书失败的原因是啥" (lasitava): the subject's connection series is named short
  ("loans_conns_busy") — it read as no series of the kind, and the answer was "是，… 有异常" of lock waits.
- "bids db acting up again?" (arabicax): "auction bids database" is called "the bids db" — it named nothing (overview).
"""

from __future__ import annotations

from superbiz.agents.question import asks_about_problems, aspects_of, learn_aliases, match_services
from superbiz.agents.question_text import clean_question
from superbiz.agents.symptoms import trouble_kinds
from superbiz.contracts import AnswerCoverage
from superbiz.render.answer import AnswerBrief, _other_kind
from superbiz.render.material import MaterialItem


def test_the_particle_me_at_a_clause_end_asks_like_ma() -> None:
    assert clean_question("银行那边证书现在还有问题么") == "银行那边证书现在还有问题吗"
    assert clean_question("pay-gw 还有问题么？") == "pay-gw 还有问题吗？"
    for question in ("这是什么", "该怎么", "有那么多么？"):
        assert "吗" not in clean_question(question), question  # 什么 / 怎么 / 多么 keep their 么
    asked = clean_question("pay-gw 现在还有问题么")
    assert aspects_of(asked, has_entity=True, has_record=False) != ["cause"]


def test_ever_happened_asked_with_guo_meiyou_is_a_yes_no() -> None:
    aspects = aspects_of("用户数据库昨天连接池打满过没有", has_entity=True, has_record=False)
    assert "cause" not in aspects and aspects, aspects


def test_max_out_asks_a_trouble() -> None:
    for question in ("did the ledger db pool max out again today?", "is the pool maxing out?",
                     "has the pool maxed out?"):
        assert asks_about_problems(question), question


def test_a_name_word_starting_with_lock_is_no_lock_trouble() -> None:
    assert trouble_kinds("is the lockers db still slow?") == ()
    assert trouble_kinds("is the locker db having lock waits?") == (("lock",),)
    assert trouble_kinds("any deadlocks on it?") == (("lock",),)
    assert trouble_kinds("有没有锁等待") == (("lock",),)


def _item(claim_id: str, text: str, claim_type: str = "log_observation") -> MaterialItem:
    return MaterialItem(claim_id=claim_id, claim_type=claim_type, text=text)


def test_a_kind_series_named_short_reads_normal_so_the_kind_asked_is_no() -> None:
    errors = _item("c1", "app 错误码 APP-5219 的 ERROR 日志在窗口内共 112 条，"
                         "首次出现(first_seen) 2026-12-04T10:42:05Z，最近一次(last_seen) 2026-12-04T11:14:54Z；"
                         "示例：order X-1 failed: CHECKOUT_FAILED (call to app failed)")
    series = _item("c2", "指标 loans_conns_busy（服务 app）窗口内峰值(max) 12.49，于 2026-12-04T11:00:00Z 首次达到；"
                         "最新值(latest) 5.814", claim_type="metric_observation")
    brief = AnswerBrief(coverage=AnswerCoverage(aspects=[]), subjects=("app",), asks_problem=True,
                        kinds=(("connection", "pool"),))
    head = _other_kind([errors, series], "app", brief, [errors, series])
    assert head is not None and head.startswith("没有，app 的异常不是 connection 类问题"), head
    assert "loans_conns_busy" in head
    unrelated = _item("c3", "指标 consumer_lag（服务 app）窗口内峰值(max) 12", claim_type="metric_observation")
    assert _other_kind([errors, unrelated], "app", brief, [errors, unrelated]) is None


def test_a_database_phrase_is_called_by_its_short_kind_noun() -> None:
    services = ["floor-svc", "vault-pg"]
    aliases = learn_aliases(services, {"floor-svc": "出价服务 / auction bids service",
                                       "vault-pg": "出价数据库 (PostgreSQL) / auction bids database"}, {})
    assert match_services("bids db acting up again?", services, aliases) == ["vault-pg"]
