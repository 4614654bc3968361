"""Spec scenario "Answer the question that was asked" (stop 48): one trouble's repeated episodes — how many times it
happened said in slang or as waves ("抽风了几次", "报错报了几波", "how many times did the cache storm"), a state whose
alert is named in words of its own ("锁等待了几次"), and the longest or the last episode picked ("哪次最久", "the
longest outage", "when was the last cache storm") with its own start and span."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import aspects_of, compares_episodes, episode_ordinal
from superbiz.agents.question_ops import counts_episodes, counts_troubles
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.answer_base import LAST_EPISODE, LONGEST_EPISODE, longest_of
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "counted"), [
    ("今天库存缓存抽风了几次", True),
    ("how many times did the availability cache storm today?", True),
    ("机台遥测今天报错报了几波", True),
    ("how many separate incidents hit the booking app today?", True),
    ("X 今天报了几次错", False),
    ("how many errors did X log today", False),
])
def test_a_trouble_said_in_slang_or_as_waves_counts_its_times(question: str, counted: bool) -> None:
    """tunehire-cache-count-zh ("今天库存缓存抽风了几次"), tunehire-cache-count-en ("how many times did the availability
    cache storm today?"), pinhall-telemetry-waves-count-zh ("机台遥测今天报错报了几波"): the times the trouble happened
    (its alert firings), never its log lines by level ("WARN: 35")."""
    assert counts_troubles(question) is counted


@pytest.mark.spec("Answer the question that was asked")
def test_waves_counted_ask_a_count_and_a_lock_wait_is_a_state_counted() -> None:
    """pinhall-telemetry-waves-count-zh read "几波" as no count (a cause answered); scopeslot-lock-episodes-zh
    ("排程库昨晚到现在锁等待了几次") counted no episodes (a metric's peak answered)."""
    assert aspects_of("机台遥测今天报错报了几波", has_entity=True, has_record=False) == ["count"]
    assert counts_episodes("排程库昨晚到现在锁等待了几次")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "ordinal", "aspects"), [
    ("rosinkv 今天哪次驱逐最久 几点开始 持续多久", LONGEST_EPISODE, ["onset", "duration"]),
    ("longest stock cache outage today - how long was it", LONGEST_EPISODE, ["duration"]),
    ("哪次最长", LONGEST_EPISODE, ["duration"]),
    ("which one lasted the longest?", LONGEST_EPISODE, ["duration"]),
    ("when was the last cache storm", LAST_EPISODE, ["onset", "end"]),
    ("when was the last time X failed", 0, ["end"]),
    ("最近一次报警是什么时候", 0, ["end"]),
])
def test_the_longest_or_the_last_episode_is_named(question: str, ordinal: int, aspects: list[str]) -> None:
    """tunehire-cache-longest-zh, tunehire-cache-longest-duration-en, tunehire-followup-cache-longest-zh,
    tunehire-cache-last-en: the longest episode (or the last one, from its start) is the one asked — the window's
    whole span (6h28m) or the last line's time was answered."""
    assert episode_ordinal(question) == ordinal
    assert aspects_of(question, has_entity=True, has_record=False) == aspects


def _item(claim: str, text: str) -> MaterialItem:
    return MaterialItem(claim_id=claim, claim_type="observation", text=text)


def _line(claim: str, count: int, first: str, last: str, span: str) -> MaterialItem:
    return _item(claim, f"kv 错误码 KV-W1 的 WARN 日志在窗口内共 {count} 条，首次出现(first_seen) {first}，"
                        f"最近一次(last_seen) {last}，跨度(span) {span}；"
                        "前一窗口同类日志数(earlier_count)=0；示例：evicted")


@pytest.mark.spec("Answer the question that was asked")
def test_the_longest_episode_span_is_stated() -> None:
    """tunehire-cache-longest-duration-en: three storms of one cache (11, 20 and 4 minutes of lines), each queried
    apart; "longest … how long was it" states the second one's span, not the first firing listed (6 min) nor the
    window's (6h28m)."""
    items = (
        _line("w", 35, "2031-05-06T08:05:05Z", "2031-05-06T14:34:00Z", "6h28m"),
        _line("e1", 10, "2031-05-06T08:05:05Z", "2031-05-06T08:15:00Z", "9m"),
        _line("e2", 20, "2031-05-06T11:40:05Z", "2031-05-06T11:59:54Z", "19m"),
        _line("e3", 5, "2031-05-06T14:30:05Z", "2031-05-06T14:34:00Z", "3m"),
        _item("a3", "告警 KvFlood（服务 kv，critical）已恢复(resolved)：开始于(since) 2031-05-06T14:31:00Z，结束于"
                    "(until) 2031-05-06T14:37:00Z，持续(duration) 6m"),
        _item("a2", "告警 KvFlood（服务 kv，critical）已恢复(resolved)：开始于(since) 2031-05-06T11:41:00Z，结束于"
                    "(until) 2031-05-06T12:02:00Z，持续(duration) 21m"),
        _item("a1", "告警 KvFlood（服务 kv，critical）已恢复(resolved)：开始于(since) 2031-05-06T08:06:00Z，结束于"
                    "(until) 2031-05-06T08:17:00Z，持续(duration) 11m"),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="duration", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("kv",), timezone="UTC", episode=LONGEST_EPISODE,
                        window_end="2031-05-06T18:00:00Z",
                        question_text="longest kv outage today - how long was it")
    head = lead_lines(material, brief)[0]
    assert "11:40" in head and "6h28m" not in head.split("：", 1)[0] and "持续约 6 分钟" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_longest_of_picks_the_widest_and_the_earliest_of_equal_ones() -> None:
    """The longest episode's number among spans (1 = the first)."""
    assert longest_of([600, 1200, 240]) == 2
    assert longest_of([600, 600]) == 1
    assert longest_of([]) == 0


@pytest.mark.spec("Answer the question that was asked")
def test_the_longest_storm_after_counting_them(tmp_path: Path) -> None:
    """tunehire-followup-cache-longest-zh: "哪次最长" after "库存缓存今天出了几次问题" — the longest of the cache's
    storms (from its first eviction line to its last, about 20 minutes), never the day's whole span."""
    with world_service(tmp_path, "tunehire") as (service, url):
        head = ask_head(service, "库存缓存今天出了几次问题", "哪次最长")
        minutes = sql_text(url, "SELECT CAST(round((julianday(max(l.ts)) - julianday(min(l.ts))) * 1440) AS INT) "
                                "FROM log_record l, (SELECT starts_at, ends_at FROM alert "
                                "WHERE alertname = 'RosinMissFlood' ORDER BY julianday(ends_at) - "
                                "julianday(starts_at) DESC LIMIT 1) a WHERE l.service = 'rosinkv' AND l.level = 'WARN' "
                                "AND l.ts >= datetime(a.starts_at, '-3 minutes') AND l.ts <= a.ends_at")
    assert f"持续约 {int(minutes)} 分钟" in head or f"持续约 {int(minutes) - 1} 分钟" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_two_episodes_with_a_deed_asked_of_each_are_compared() -> None:
    """scopeslot-compare-lock-failed-orders-zh ("两次锁等待各挂了多少单"): two episodes counted by the user and a
    figure asked of each ("各挂了多少单") set the episodes against each other — it counted the last hour's records."""
    assert compares_episodes("两次锁等待各挂了多少单")
    assert not compares_episodes("锁等待各挂了多少单")
