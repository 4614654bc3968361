"""Patterns of the opened held-out tutorly and nightbite worlds, on names of no real world:

- "昨天下午到傍晚都出了哪些事" (nightbite: a resolved lock wait in the afternoon, a backlog at dusk): two parts of a
  day joined by 到 are one window from the first one's start to the second one's end, not the second part alone;
- "why did the reminder pushes error out early this mornin?" (tutorly: a partner certificate behind the pushes in
  the small hours): a clipped "mornin" is the morning; "the lesson reminder pushes" names the service described
  "lesson reminder notifications", "the API gateway" the one described "public API gateway";
- "现在还连不上第三方吗" (tutorly: a certificate that expired and recovered before dawn): asks whether a trouble
  goes on (no), not whether X is healthy (yes);
- "学员 X 名下一共约了几节课" (tutorly): 几节 is a count of X's records, not of a noun "节课" the data lacks;
- "When did the rider offer backlog clear yesterday evening?" (nightbite: the backlog over, a later bad deploy of
  the same consumer still firing): asks the end, of the subject's records about the backlog.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import asks_about_problems, asks_still, aspects_of, learn_aliases, match_services
from superbiz.agents.question_text import clean_question
from superbiz.agents.timeparse import format_local, resolve_time
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_ZONE = ZoneInfo("Africa/Johannesburg")
_NOW = datetime(2031, 3, 4, 20, 30, tzinfo=UTC)  # 22:30 local on the 4th


def _window(question: str) -> tuple[str, str]:
    spec = resolve_time(clean_question(question), now=_NOW, zone=_ZONE)
    return format_local(spec.start, _ZONE), format_local(spec.end, _ZONE)


@pytest.mark.parametrize(("question", "window"), [
    ("昨天下午到傍晚都出了哪些事", ("2031-03-03 12:00", "2031-03-03 19:00")),
    ("今天上午到下午有啥问题", ("2031-03-04 06:00", "2031-03-04 18:00")),
    ("what happened yesterday afternoon into the evening?", ("2031-03-03 12:00", "2031-03-04 00:00")),
])
def test_two_parts_of_a_day_joined_are_one_window(question: str, window: tuple[str, str]) -> None:
    assert _window(question) == window


def test_a_clock_after_the_second_part_is_not_a_part_range() -> None:
    """"下午到傍晚6点": the clock says where it ends (read by the clock rules), not the end of the dusk part."""
    assert _window("昨天下午到傍晚6点出了啥事")[1] != "2031-03-03 19:00"


def test_a_clipped_morning_is_read_as_the_morning() -> None:
    assert _window("why did the pushes error out early this mornin?") == ("2031-03-04 00:00", "2031-03-04 09:00")


def test_morning_spelled_out_is_left_alone() -> None:
    assert clean_question("any errors this morning?") == "any errors this morning?"
    assert "this morning" in clean_question("any errors this mornin?")


def test_a_description_head_names_its_service_by_its_last_words_and_pushes() -> None:
    """Single words ("gateway", "reminder", "lesson") are taken by the team names and other descriptions here, as in
    the opened world: only the head's last words name the service."""
    descriptions = {"door-gw": "对外 API 网关 (App 与网页入口) / public API gateway",
                    "book-svc": "课程预约服务 / lesson booking service",
                    "ring-out": "上课提醒推送 (短信与 App 推送) / lesson reminder notifications",
                    "event-q": "课程事件消息队列 (Kafka) / lesson event queue"}
    teams = {"door-gw": "平台组 Platform", "book-svc": "约课组 Booking", "ring-out": "通知组 Notify",
             "event-q": "平台组 Platform"}
    services = list(descriptions)
    aliases = learn_aliases(services, descriptions, teams, infra={"event-q": "kafka"})
    assert match_services("How many errors did the API gateway throw between 2 and 5 pm?", services,
                          aliases) == ["door-gw"]
    assert match_services("why did the lesson reminder pushes error out?", services, aliases) == ["ring-out"]


@pytest.mark.parametrize("question", ["视频课堂现在还连不上第三方吗", "还登不上吗", "页面还打不开吗"])
def test_still_cannot_do_asks_whether_the_trouble_goes_on(question: str) -> None:
    assert asks_still(question) and asks_about_problems(question)


def test_still_fine_is_no_trouble_asked() -> None:
    assert not asks_still("现在还好吗") and not asks_about_problems("现在还好吗")


@pytest.mark.parametrize("question", ["学员 U-1 名下一共约了几节课", "客户 U-1 一共订了几票货",
                                      "司机 U-1 今天跑了几趟"])
def test_a_chinese_measure_word_makes_a_count(question: str) -> None:
    assert "count" in aspects_of(question, has_entity=False, has_record=True)


@pytest.mark.parametrize("question", ["When did the rider offer backlog clear yesterday evening?",
                                      "when did the queue drain?"])
def test_when_did_it_clear_asks_the_end(question: str) -> None:
    assert "end" in aspects_of(question, has_entity=True, has_record=False)


_ITEMS = (
    MaterialItem(claim_id="c1", claim_type="observation", text=(
        "rider-x 错误码 RDX-4410 的 ERROR 日志在窗口内共 84 条，首次出现(first_seen) 2031-03-04T16:33:05Z，"
        "最近一次(last_seen) 2031-03-04T17:14:58Z，跨度(span) 41m；前一窗口同类日志数(earlier_count)=0；"
        "示例：processing deadline 30s exceeded for a message of topic offers.out; message re-queued")),
    MaterialItem(claim_id="c2", claim_type="observation", text=(
        "rider-x 错误码 RDX-5006 的 ERROR 日志在窗口内共 24 条，首次出现(first_seen) 2031-03-04T20:12:05Z，"
        "最近一次(last_seen) 2031-03-04T20:19:41Z，跨度(span) 7m；前一窗口同类日志数(earlier_count)=0；"
        "示例：unhandled exception in request handler (version 7.3.0): NullPointerException")),
    MaterialItem(claim_id="c3", claim_type="observation", text=(
        "告警 FailRatioHigh（服务 rider-x，critical）正在触发(firing)，开始于(since) 2031-03-04T20:14:00Z，"
        "已持续(active_for) 16m，摘要(summary)：rider-x error ratio 27% > 2% after deploy 7.3.0")),
)


def test_the_end_of_a_named_trouble_is_read_from_its_own_records() -> None:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_ITEMS)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="end", status="answered",
                                                      claim_ids=[i.claim_id for i in _ITEMS])])
    brief = AnswerBrief(coverage=coverage, subjects=("rider-x",), timezone="UTC", window_end="2031-03-04T20:30:00Z",
                        symptoms=("queue", "backlog", "lag", "consumer", "re-queued", "offer"))
    head = lead_lines(material, brief)[0]
    assert "2031-03-04 17:14:58" in head and "尚未恢复" not in head, head
