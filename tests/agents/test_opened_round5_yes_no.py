"""Yes/no patterns of the opened held-out worlds tollroad, streamly, adbid, cargoport and vetcare (a wrong yes or
no is a false fact), over a catalogue of no real world:

- "suspect that dragged": "是 X 拖的吗" after a question about a subject is a yes/no about X for that subject (it
  was a health check of X, answered "否，X 有异常");
- "affected by a suspect": "它有没有受 X 影响" is a yes/no about X for the pronoun's subject;
- "operation with 过/了 inside": "发过版没", "上过线没" ask whether a deploy was done (it was a cause question);
- "a half of a joined description with a service word": "堆场计划与箱位分配" → "堆场计划服务" names its service
  (a question naming none answered over every service);
- "a description's first two words in the other order": "短信提醒发送" → "提醒短信" names its service (a suspect
  asked with no subject was answered "yes" from its own anomaly).
"""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import learn_aliases, match_services
from tests.agents.synthetic import CATALOG, NOW

EARLIER = ("basket-service 现在啥情况",)


@pytest.mark.parametrize("question", ["是 ledger-service 拖的吗", "是不是 ledger-service 拖的？"])
def test_a_suspect_that_dragged_the_subject_is_a_yes_no_about_it(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=EARLIER)
    assert plan.aspects == ["yes_no"], plan.aspects
    assert plan.services == ["basket-service"] and plan.suspects == ["ledger-service"]


@pytest.mark.parametrize("question", ["它有没有受 ledger-service 影响",
                                      "它是不是受到 ledger-service 的牵连？"])
def test_affected_by_a_suspect_is_a_yes_no_about_it_for_the_pronouns_subject(question: str) -> None:
    earlier = ("edge-router 为啥报错？", "那 basket-service 呢？")
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=earlier)
    assert plan.aspects == ["yes_no"], plan.aspects
    assert plan.services == ["basket-service"] and plan.suspects == ["ledger-service"]


@pytest.mark.parametrize("question", ["今天 ledger-service 发过版没？", "ledger-service 今天上过线没有",
                                      "ledger-service 发了版吗"])
def test_an_operation_with_a_particle_inside_is_asked(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.actions == ["发布"], (plan.aspects, plan.actions)


def test_a_half_of_a_joined_description_with_a_service_word_names_its_service() -> None:
    services = ("plan-alloc", "slot-book", "slot-db")
    descriptions = {"plan-alloc": "仓位计划与货位分配 / planning", "slot-book": "仓位账本",
                    "slot-db": "仓位数据库 (PostgreSQL)"}
    aliases = learn_aliases(services, descriptions, {})
    assert match_services("仓位计划服务昨晚有没有报错？", services, aliases) == ["plan-alloc"]
    #: a short half joined with a function ("漏水检测与告警") names nothing with a service word
    aliases = learn_aliases(("leak-watch", "alert-hub"), {"leak-watch": "漏水检测与告警", "alert-hub": "告警中心"}, {})
    assert aliases.get("告警服务") != "leak-watch"


def test_a_descriptions_first_two_words_in_the_other_order_name_its_service() -> None:
    services = ("note-sender", "note-db")
    aliases = learn_aliases(services, {"note-sender": "短信提醒发送 / SMS reminders", "note-db": "提醒数据库"}, {})
    assert match_services("提醒短信积压是不是 note-db 搞出来的？", services, aliases)[:1] == ["note-sender"]


@pytest.mark.parametrize(("question", "expected"), [
    ("trail 的 lag 现在超过一千了吗", (">", 1000.0, "一千")), ("积压超过两万五了吗", (">", 25000.0, "两万五")),
    ("is the p99 above 500ms?", (">", 500.0, "500")), ("lag 低于 10k 了吗", ("<", 10000.0, "10k")),
    ("错误率超过 5% 了吗", None), ("现在积压了多少条消息？", None),
])
def test_a_level_a_measure_is_compared_with_is_read_in_digits_and_chinese_numerals(
        question: str, expected: tuple[str, float, str] | None) -> None:
    from superbiz.agents.question_ops import threshold_asked

    assert threshold_asked(question) == expected


@pytest.mark.parametrize("question", ["ledger-service 的 p99 现在超过五百了吗",
                                      "is ledger-service's p99 latency above 500?"])
def test_a_measure_against_a_level_is_a_yes_no_read_from_its_series(question: str) -> None:
    """Pattern "measure over a level" (opened streamly): it was a health check answered "否，X 有异常"."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.metrics_asked == ["latency_p99_ms"], (plan.aspects, plan.metrics_asked)


@pytest.mark.parametrize("question", ["现在扣款失败是不是合作方证书又过期了？", "是不是又发版了？"])
def test_a_suspected_change_asked_with_shi_bu_shi_and_no_particle_is_a_yes_no(question: str) -> None:
    """Pattern "suspected change without 吗" (opened tollroad): it was an overview of every incident."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"], plan.aspects


@pytest.mark.parametrize("question", ["basket-service 和 edge-router 同时出问题，是同一个原因吗？",
                                      "do basket-service and edge-router share a root cause?",
                                      "are basket-service and edge-router failing for the same reason?"])
def test_two_subjects_asked_for_one_cause_is_a_yes_no_over_both_chains(question: str) -> None:
    """Pattern "same cause" (opened cargoport): it was a health check of both ("是，X、Y 有异常")."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no", "cause"] and plan.suspects == [], (plan.aspects, plan.suspects)
    assert set(plan.services) == {"basket-service", "edge-router"}


def test_the_same_cause_line_says_no_for_subjects_sharing_no_dependency_and_yes_for_one_origin() -> None:
    from superbiz.render.answer import AnswerBrief, _same_cause
    from superbiz.render.material import MaterialItem

    def item(text: str, kind: str = "observation") -> MaterialItem:
        return MaterialItem(claim_id=str(abs(hash(text))), text=text, claim_type=kind)

    a = item("a-svc 错误码 A-1 的 ERROR 日志在窗口内共 9 条，首次出现(first_seen) 2031-03-04T10:00:00Z")
    b = item("b-svc 错误码 B-1 的 ERROR 日志在窗口内共 5 条，首次出现(first_seen) 2031-03-04T10:02:00Z")
    cause_a = item("推断：a-svc 的异常（x）可能源自依赖 c-db（a-svc → c-db）", "root_cause")
    cause_b = item("推断：b-svc 的异常（y）可能源自依赖 c-db（b-svc → c-db）", "root_cause")
    brief = AnswerBrief(subjects=("a-svc", "b-svc"), same_cause=True)
    assert (_same_cause([a, b, cause_a], brief) or "").startswith("不是（推断）")
    shared = brief.model_copy(update={"shared": ("c-db",)})
    assert (_same_cause([a, b, cause_a, cause_b], shared) or "").startswith("是（推断）")
    assert _same_cause([a, cause_a], shared) is None  # b-svc has no anomaly: nothing to compare


@pytest.mark.parametrize(("question", "local"), [
    ("Did ledger-service already start lagging before midnight?", "2031-03-04 00:00"),
    ("did ledger-service start failing before 9pm?", "2031-03-03 21:00"),
    ("ledger-service 是不是零点之前就开始积压了", "2031-03-04 00:00"),
    ("ledger-service 是不是晚上十点前就已经报错了", "2031-03-03 22:00"),
    ("did ledger-service start failing before edge-router did?", None),
])
def test_an_onset_asked_against_a_clock_reads_the_last_such_clock_passed(question: str, local: str | None) -> None:
    """Pattern "onset before a clock" (opened tollroad): it was a yes/no about a suspect nobody named ("无法确定")."""
    from zoneinfo import ZoneInfo

    from superbiz.agents.question_ops import onset_boundary

    found = onset_boundary(question, now=NOW, zone=ZoneInfo("Asia/Shanghai"))
    assert (found[0].strftime("%Y-%m-%d %H:%M") if found else None) == local


def test_the_onset_before_a_clock_line_says_yes_for_an_earlier_onset_and_no_only_for_a_real_onset() -> None:
    from zoneinfo import ZoneInfo

    from superbiz.render.answer import AnswerBrief, _before_clock
    from superbiz.render.material import MaterialItem

    def item(text: str) -> MaterialItem:
        return MaterialItem(claim_id=str(abs(hash(text))), text=text, claim_type="observation")

    late = item("a-svc 错误码 A-1 的 ERROR 日志在窗口内共 9 条，首次出现(first_seen) 2031-03-04T01:00:00Z；"
                "前一窗口同类日志数(earlier_count)=0")
    cut = item("a-svc 错误码 A-1 的 ERROR 日志在窗口内共 9 条，首次出现(first_seen) 2031-03-04T01:00:00Z；"
               "前一窗口同类日志数(earlier_count)=4")
    early = item("a-svc 错误码 A-2 的 ERROR 日志在窗口内共 3 条，首次出现(first_seen) 2031-03-03T23:00:00Z")
    brief = AnswerBrief(subjects=("a-svc",), onset_before=("2031-03-04T00:00:00", "midnight"), timezone="UTC")
    zone = ZoneInfo("UTC")
    assert (_before_clock([late, early], brief, zone) or "").startswith("是")
    assert (_before_clock([late], brief, zone) or "").startswith("没有")
    assert _before_clock([cut], brief, zone) is None  # already there before the window: the onset is unknown


@pytest.mark.parametrize("question", ["跟昨天那次发版有关系吗？", "和昨晚的部署有关吗"])
def test_an_operation_suspected_in_a_follow_up_is_not_asked_and_its_day_is_not_the_window(question: str) -> None:
    """Pattern "yesterday's deploy suspected" (opened tollroad): "跟昨天那次发版有关系吗" after a question about now
    was "was there a deploy yesterday?" (yes), over yesterday's window."""
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=("ledger-service 现在报错是咋回事？",))
    assert plan.aspects == ["yes_no"] and not plan.actions, (plan.aspects, plan.actions)
    assert plan.services == ["ledger-service"] and plan.window_minutes == 60, plan.window_label
