"""Pattern "was it a deploy?" with no change before the trouble (invAH: opened donorly, parcelbox, parkwise, paydesk,
skygate, solarhub, streamly, tollroad), on a catalogue of no real world and on the dev world ledgerly: a yes/no on a
deploy named by a noun ("was the outage caused by a deploy?", "是不是凌晨1点半那次发版搞挂的", "跟昨天那次发版有关系吗")
searches the subject's change events from two hours before the window; none from 30 minutes before its first
anomaly on, one that came after that anomaly began, or a clean rollout (no anomaly in the window, which runs at least
30 minutes past it) answers "不是（推断）" with the evidence — the subject's first anomalous record beside it. A deploy
at most 30 minutes before the first anomaly still answers "是（推断）". Facts come from the world database by SQL.
Each opened with the gap "无法确定是否由所怀疑的对象引起". Also a service named by what its users do ("旅客查行李位置的
那个服务", opened bagtrack), read as an overview of nothing."""

from __future__ import annotations

from collections.abc import Iterator
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import deed_name
from superbiz.render.answer import AnswerBrief, _uncovered_yes_no
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import Ask, world_asker

_DEPLOYS = "SELECT count(*) FROM log_record WHERE service = '{}' AND message LIKE 'deployment%'"


@pytest.fixture(scope="module")
def ask(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ask]:
    with world_asker(tmp_path_factory.mktemp("ledgerly"), "ledgerly") as asker:
        yield asker


def test_a_deploy_yes_no_searches_changes_from_two_hours_before_the_window() -> None:
    """Scenario "is the X lag because of a deploy?": the lag may run from before the window (an alert firing since
    earlier), so the subject's change events are searched from two hours before it, not 30 minutes."""
    plan = offline_plan("is the ledger-service lag because of a deploy?", CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.services[:1] == ["ledger-service"] and plan.cause_changes
    starts = {c.arguments["start"] for c in plan.calls if c.arguments.get("level") == "INFO"}
    assert starts == {"2031-03-04T09:00:00Z"}, (plan.window_start, starts)


def test_errors_with_no_deploy_of_their_own_answer_no(ask) -> None:  # type: ignore[no-untyped-def]
    """Scenario "X 早上那波报错是不是发版引起的？" of a service that never deployed: no (inferred), the searched span
    and its first error beside it."""
    answer, deploys = ask("ledger-core 早上那波报错是不是发版引起的？", _DEPLOYS.format("ledger-core"))
    head = answer.splitlines()[0]
    assert deploys == 0 and head.startswith("不是（推断）") and "没有发布记录" in head, answer
    assert "ledger-core 错误码" in head, answer  # the trouble itself stays beside the no


def test_an_outage_with_no_deploy_of_its_own_answers_no_in_english(ask) -> None:  # type: ignore[no-untyped-def]
    """Scenario "Was the X outage caused by a deploy?" (another service deployed that morning): no (inferred)."""
    answer, deploys = ask("Was this morning's transfer-api outage caused by a deploy?", _DEPLOYS.format("transfer-api"))
    assert deploys == 0 and answer.startswith("不是（推断）") and "transfer-api" in answer.splitlines()[0], answer


def test_a_dependencys_deploy_before_the_trouble_never_answers_no(ask) -> None:  # type: ignore[no-untyped-def]
    """Scenario "Was the X outage caused by a deploy?" of a caller whose 502s come from a dependency that deployed a
    minute before: X logged no deploy of its own, yet the answer is no "不是" (the dependency's deploy may be it)."""
    answer, deploys = ask("Was this morning's api-front outage caused by a deploy?",
                          "SELECT count(*) FROM log_record WHERE service = 'account-api' "
                          "AND message LIKE 'deployment started%' AND ts <= (SELECT min(ts) FROM log_record "
                          "WHERE service = 'api-front' AND level = 'ERROR')")
    assert deploys > 0 and not answer.startswith("不是"), answer


def test_a_deploy_just_before_the_errors_still_answers_yes(ask) -> None:  # type: ignore[no-untyped-def]
    """Scenario "Was the X outage caused by a deploy?" of the service that deployed a minute before its errors."""
    answer, deploys = ask("Was this morning's account-api outage caused by a deploy?", _DEPLOYS.format("account-api"))
    assert deploys > 0 and answer.startswith("是（推断）") and "deployment started" in answer.splitlines()[0], answer


def _item(n: int, text: str, kind: str = "observation") -> MaterialItem:
    return MaterialItem(claim_id=f"c{n}", claim_type=kind, text=text)


_ERROR = _item(1, "x-svc 错误码 X-1 的 ERROR 日志在窗口内共 9 条，首次出现(first_seen) 2031-03-04T11:08:05Z，"
                  "最近一次(last_seen) 2031-03-04T11:59:30Z，跨度(span) 51m；示例：connection pool exhausted")


def test_a_deploy_after_the_trouble_began_answers_no() -> None:
    """Scenario "was the outage caused by a deploy?" whose subject deployed only after its errors began: no."""
    after = _item(2, "x-svc 的发布记录「2031-03-04T11:40:00.000Z INFO x-svc deployment started: version 2.1.0」与最早"
                     "异常分别出现于 2031-03-04T11:40:00.000Z、2031-03-04T11:08:05Z：发布晚于最早异常")
    line = _uncovered_yes_no([_ERROR, after], AnswerBrief(timezone="UTC"), ZoneInfo("UTC"))
    assert line is not None and line.startswith("不是（推断）")
    assert "晚于其最早异常" in line and "pool exhausted" in line


def test_a_clean_rollout_answers_no_and_a_missing_clean_check_tells_nothing() -> None:
    """Scenario "是不是凌晨1点半那次发版搞挂的？" of a rollout with no ERROR or WARN line in the window after it: no
    (inferred), bound to the clean check; without that check (or beside an anomaly of its own) nothing is said."""
    change = _item(2, "x-svc 的发布记录「2031-03-04T10:30:00.000Z INFO x-svc deployment started: version 2.1.0」于 "
                      "2031-03-04T10:30:00.000Z")
    clean = _item(3, "x-svc 在查询窗口内没有 ERROR 或 WARN 级别日志", "negative_observation")
    brief, zone = AnswerBrief(timezone="UTC"), ZoneInfo("UTC")
    line = _uncovered_yes_no([change, clean], brief, zone)
    assert line is not None and line.startswith("不是（推断）") and "没有 ERROR 或 WARN" in line, line
    assert _uncovered_yes_no([change], brief, zone) is None
    assert _uncovered_yes_no([_ERROR, change, clean], brief, zone) is None


def test_a_service_named_by_what_its_users_do() -> None:
    """Scenario "旅客查行李位置的那个服务今天报过错没" (opened bagtrack): a clause before "的那个服务" saying what the
    service's users do names the one service whose head it covers word for word ("查" the deed "查询"); a clause
    covering two heads, or only one word of a head, names none."""
    descriptions = {"trace-svc": "旅客行李位置查询 / passenger bag location lookup",
                    "trace-es": "行李轨迹索引 (Elasticsearch) / bag trace index",
                    "claims-svc": "行李遗失理赔 / lost bag claims"}
    assert deed_name("旅客查行李位置的那个服务今天报过错没", descriptions) == "trace-svc"
    assert deed_name("查行李的那个服务今天报过错没", descriptions) is None
    assert deed_name("旅客查行李位置今天报过错没", descriptions) is None  # no "的那个服务": no clause
    twin = {**descriptions, "trace-v2": "旅客行李位置查询 / bag location lookup v2"}
    assert deed_name("旅客查行李位置的那个服务今天报过错没", twin) is None
