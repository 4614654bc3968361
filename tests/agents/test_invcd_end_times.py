"""End times of an episode (invCD, opened tapasres, canalship, cocoaport, tuktukgo), on names of no real world.

Scenarios (spec "when did it recover?" — the end of the trouble asked, bound to the record that states it):
- cocoaport "分级服务昨晚几点修好的": "几点修好的 / 什么时候修复的" asks when the trouble was fixed (its end), not
  its cause.
- tuktukgo "The location lag before midnight — when did it clear?": "the X before midnight / 午夜之前那次" places the
  episode in the hours up to that midnight, never the ones after it (a later episode after midnight is not the one
  asked); a yes/no against the clock ("did it start before midnight?") keeps the hours either side.
- cocoaport "and when did it recover?" after "why did USSD price lookups fail this morning?": the subject's own
  lines stopped at 10:19; a dependency's alert resolved at 10:22 — the subject's end is its own last line.
- tapasres "中午那次连接池打满几点恢复的": a trouble named only by its symptom (several services it may be), placed by
  a part of the day with nothing in it (the episode began at 13:40, "noon" ends at 13:00): each candidate service
  is looked at up to an hour past the window's edges.
Dev: stagecast-fixed-last-night-end-zh, ledgerly-blip-before-midnight-end-en, harbor-fu-caller-own-end-en.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import aspects_of
from superbiz.agents.timeparse import resolve_time
from superbiz.render.answer_time import end_line
from superbiz.render.material import MaterialItem
from tests.agents.world_chat import sql_text, world_service

_ZONE = ZoneInfo("Asia/Bangkok")
_NOW = datetime(2026, 12, 15, 10, 40, tzinfo=_ZONE)


@pytest.mark.parametrize("question", ["svc-a 昨晚几点修好的", "svc-a 什么时候修复的？", "svc-a 啥时候修好的"])
def test_when_fixed_asks_the_end(question: str) -> None:
    """Scenario cocoaport "分级服务昨晚几点修好的": the end is asked, not the cause."""
    assert "end" in aspects_of(question, has_entity=True, has_record=False)


@pytest.mark.parametrize("question", ["The svc-a lag before midnight — when did it clear?",
                                      "svc-a 午夜之前那次积压几点消化完的"])
def test_episode_before_midnight_is_the_hours_up_to_it(question: str) -> None:
    """Scenario tuktukgo "the location lag before midnight": the window ends at that midnight."""
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert spec.end.astimezone(_ZONE) == datetime(2026, 12, 15, 0, 0, tzinfo=_ZONE)
    assert spec.start.astimezone(_ZONE) == datetime(2026, 12, 14, 21, 0, tzinfo=_ZONE)


def test_front_desk_after_midnight_word_is_not_before() -> None:
    """"昨晚半夜前台一直报错": 前台 (the front desk) after 半夜 is no "before" — the hours either side stay."""
    spec = resolve_time("昨晚半夜前台一直报错", now=_NOW, zone=_ZONE)
    assert spec.end.astimezone(_ZONE) == datetime(2026, 12, 15, 3, 0, tzinfo=_ZONE)


@pytest.mark.parametrize("question", ["did svc-a already start lagging before midnight?",
                                      "was the svc-a cert sorted out before midnight last night?",
                                      "svc-a failing since just before midnight, what's going on?"])
def test_yes_no_against_midnight_keeps_the_hours_either_side(question: str) -> None:
    """A yes/no comparing the onset or end with midnight may be answered by a time after it; a trouble going on
    since just before midnight runs past it."""
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert spec.end.astimezone(_ZONE) > datetime(2026, 12, 15, 0, 0, tzinfo=_ZONE)


_OWN = ("svc-a 错误码 A-5033 的 ERROR 日志在窗口内共 38 条，首次出现(first_seen) 2026-12-15T02:53:05Z，"
        "最近一次(last_seen) 2026-12-15T03:19:27Z，跨度(span) 26m；前一窗口同类日志数(earlier_count)=0")
_DEP_ALERT = ("告警 SlowP99（服务 svc-b，critical）已恢复(resolved)：开始于(since) 2026-12-15T02:54:00Z，"
              "结束于(until) 2026-12-15T03:22:00Z，持续(duration) 28m")


def test_subject_end_is_its_own_last_line_not_a_dependency_alert() -> None:
    """Scenario cocoaport "and when did it recover?": 10:19 (own last line), not 10:22 (the dependency's alert)."""
    items = [MaterialItem(claim_id="c1", claim_type="observation", text=_OWN),
             MaterialItem(claim_id="c2", claim_type="observation", text=_DEP_ALERT)]
    line = end_line(items, _ZONE, "Asia/Bangkok", window_end="2026-12-15T03:40:00Z")
    assert line.startswith("已停止：最后一次出现在 2026-12-15 10:19:27") and "10:22" not in line


def test_subject_own_alert_end_still_states_the_alert() -> None:
    """The subject's own resolved alert keeps stating its end."""
    own_alert = _DEP_ALERT.replace("svc-b", "svc-a")
    items = [MaterialItem(claim_id="c1", claim_type="observation", text=_OWN),
             MaterialItem(claim_id="c2", claim_type="observation", text=own_alert)]
    line = end_line(items, _ZONE, "Asia/Bangkok", window_end="2026-12-15T03:40:00Z")
    assert line.startswith("已于 2026-12-15 10:22")


def test_symptom_named_episode_past_its_part_of_day_is_found(tmp_path: Path) -> None:
    """Scenario tapasres "中午那次连接池打满几点恢复的": no service named, the pool episode began 40 minutes after
    "noon" (11:00–13:00) ended — its end is stated from its own records, not a gap."""
    with world_service(tmp_path, "tapasres") as (service, url):
        answer = service.ask("中午那次连接池打满是几点恢复的？", user_id="invcd-test").answer
        last = sql_text(url, "SELECT max(ts) FROM log_record WHERE error_code = 'RSV-5304' AND ts < '2026-12-11 14:00'")
    head = answer.splitlines()[0]
    assert "无法确定" not in head
    assert last[11:16] in head, (last, head)  # the last pool line (UTC, as the record quotes it)
