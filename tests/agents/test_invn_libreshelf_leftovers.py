"""Patterns from the opened libreshelf and grainlog leftovers (invN), on names of no real world or over dev worlds.

Scenarios:
- "搜索这波是几点开始不正常的？" of a service described "馆藏检索接口 / catalogue search API": 搜索, 检索 and "search"
  are words of one meaning; the one the data uses names the service, so the others do too.
- "Did the driver app see errors yesterday evening?" of a service described "driver app backend" (its team "Driver
  App" holds a second service): the English head without its server-side word names it.
- "今早借书失败是怎么回事 / 那什么时候好的？" of a service described "借还接口（借出、归还、续借）": 借书 means 借出,
  a function only its description lists (in parentheses too), so it names that service.
- "被拒借书 今天跟昨天比多了多少": the records of the status named, counted in each day — never "a metric named
  跟昨天比多了" (a gap), and the compared day's records never read as the query window's.
- "what's the avg wait in the holds queue right now": lock_waits_per_s counts waits per second, it never measures
  a wait's length — a gap, said as such.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_terms import unmeasured_quantity
from superbiz.agents.plan_turns import _unmeasured
from superbiz.agents.question import learn_aliases
from tests.agents.world_chat import world_asker

NOW = datetime(2031, 3, 4, 12, 0, tzinfo=UTC)


def test_a_word_of_one_meaning_names_the_service_its_synonym_names() -> None:
    services = ("find.api", "find.cache", "lend.api")
    descriptions = {"find.api": "藏品检索接口（目录） / collection search API",
                    "find.cache": "检索结果缓存 (Redis) / search result cache",
                    "lend.api": "出借接口 / lending API"}
    teams = {"find.api": "检索组 Discovery", "find.cache": "检索组 Discovery", "lend.api": "流通组 Circulation"}
    aliases = learn_aliases(services, descriptions, teams, infra={"find.cache": "redis"})
    assert aliases.get("检索") == "find.api"
    assert aliases.get("搜索") == "find.api"


def test_a_synonym_another_description_holds_is_not_given_away() -> None:
    """搜索 in a second application's own description is that service's word: the synonym names neither anew."""
    services = ("find.api", "hint.api")
    descriptions = {"find.api": "藏品检索接口 / collection search API", "hint.api": "搜索联想接口 / query hints API"}
    assert learn_aliases(services, descriptions, {}).get("搜索") != "find.api"


def test_an_english_head_without_its_server_side_word_names_the_service() -> None:
    services = ("rider-bff", "rider-push")
    descriptions = {"rider-bff": "骑手 App 后端 (BFF) / rider app backend",
                    "rider-push": "骑手短信/推送通知 / rider SMS and push notifications"}
    teams = dict.fromkeys(services, "骑手端组 Rider App")
    assert learn_aliases(services, descriptions, teams).get("rider app") == "rider-bff"


def test_a_synonym_of_a_function_a_parenthetical_lists_names_its_application() -> None:
    services = ("rent.api", "rent.kiosk", "rent.db")
    descriptions = {"rent.api": "租还接口（借出、归还、续借） / rentals API (checkout, return, renewal)",
                    "rent.kiosk": "自助租还机后台 / self-service kiosk backend",
                    "rent.db": "租赁数据库 (MySQL) / rentals database"}
    aliases = learn_aliases(services, descriptions, {}, infra={"rent.db": "mysql"})
    assert aliases.get("借书") == "rent.api"  # 借书 is 借出
    assert "续借" not in aliases  # a function listed is no name of its own ("缴费对接 X": X is asked about)


def _catalog() -> Catalog:
    return Catalog(services=("queue-svc", "queue-db"), dependencies={"queue-svc": ("queue-db",)},
                   metrics=("lock_waits_per_s", "request_rate_per_s", "error_ratio"),
                   order_statuses=("LENT", "LEND_REJECTED"), timezone="UTC",
                   data_start=datetime(2031, 3, 2, 0, 0, tzinfo=UTC), data_end=NOW, silent=frozenset())


def test_an_average_only_a_rate_of_its_events_measures_is_a_gap() -> None:
    gaps = _unmeasured("what's the avg wait in the queue-svc queue right now", _catalog(), ["queue-svc"])
    assert gaps and "lock_waits_per_s" in gaps[0] and "wait" in gaps[0], gaps


def test_an_average_rate_is_measured_by_the_rate() -> None:
    assert not _unmeasured("what's the average request rate of queue-svc?", _catalog(), ["queue-svc"])


def test_a_count_compared_over_two_days_is_no_quantity_of_its_own() -> None:
    question = "被拒的 今天跟昨天比多了多少"
    assert unmeasured_quantity(question, _catalog(), []) == ""
    plan = offline_plan(question, _catalog(), now=NOW)
    assert plan.statuses == ["LEND_REJECTED"] and plan.compare_start, plan
    assert not plan.window_note


def test_records_of_a_status_compared_over_two_days_state_each_day(tmp_path: Path) -> None:
    """Scenario "被拒借书 今天跟昨天比多了多少" over the dev world harbor: the head states the status's records of each
    day (their counts by SQL), and the compared day's count is never stated as the query window's."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, today = ask("报价超时 今天跟昨天比多了多少",
                            "SELECT count(*) FROM orders WHERE status = 'QUOTE_TIMEOUT' AND created_at >= "
                            "(SELECT date(max(created_at)) FROM orders)")
    line = next(ln for ln in answer.split("\n")[:4] if ln.startswith("状态为 QUOTE_TIMEOUT 的订单"))
    assert f"共 {today} 笔" in line and "共 0 笔" in line and "前者更多" in line, answer
    assert "查询窗口内（status=QUOTE_TIMEOUT）共 0 笔" not in answer


def _slowdown_items(error_last_seen: str) -> tuple:
    from superbiz.render.material import MaterialItem

    return (
        MaterialItem(claim_id="e1", claim_type="observation", text=(
            "pack-bench 错误码 PB-5001 的 ERROR 日志在窗口内共 32 条，首次出现(first_seen) 2031-03-04T09:30:10Z，"
            f"最近一次(last_seen) {error_last_seen}，跨度(span) 7m")),
        MaterialItem(claim_id="w1", claim_type="observation", text=(
            "pack-bench 错误码 PB-W07 的 WARN 日志在窗口内共 17 条，首次出现(first_seen) 2031-03-04T10:02:05Z，"
            "最近一次(last_seen) 2031-03-04T10:18:17Z，跨度(span) 16m；前一窗口同类日志数(earlier_count)=0；"
            "示例：p99 latency 1055ms above objective 800ms")),
        MaterialItem(claim_id="l1", claim_type="observation",
                     text="pack-bench 在窗口内按级别的日志条数：「ERROR: 32, WARN: 17, FATAL: 0」"),
    )


def test_errors_asked_of_a_slowdown_around_a_clock_are_those_within_it() -> None:
    """Scenario "X 十点那会儿变慢，有报 error 吗": the window 09:30-10:30 holds the tail of an earlier episode's ERROR
    lines (until 09:37) and a WARN-only slowdown 10:02-10:18 nearest 10:00; the slowdown had no errors — no, with
    the earlier errors named as outside it. ERROR lines within the slowdown answer yes as before."""
    from superbiz.contracts import AnswerCoverage, AspectCoverage
    from superbiz.render.answer import AnswerBrief, lead_lines
    from superbiz.render.material import AllowedMaterial

    def head(items: tuple, question: str) -> str:
        material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
        coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="health", status="answered",
                                                          claim_ids=[i.claim_id for i in items])])
        brief = AnswerBrief(coverage=coverage, timezone="UTC", subjects=("pack-bench",), asks_problem=True,
                            window_start="2031-03-04T09:30:00Z", window_end="2031-03-04T10:30:00Z",
                            at="2031-03-04T10:00:00Z", question_text=question)
        return lead_lines(material, brief)[0]

    question = "pack-bench 十点那会儿变慢，有报 error 吗"
    line = head(_slowdown_items("2031-03-04T09:37:53Z"), question)
    assert line.startswith("没有，") and "PB-W07" in line and "PB-5001" in line, line
    assert head(_slowdown_items("2031-03-04T10:05:00Z"), question).startswith("是，")  # errors within the slowdown
    assert head(_slowdown_items("2031-03-04T09:37:53Z"), "pack-bench 十点那会儿有报 error 吗").startswith("是，")
