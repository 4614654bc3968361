"""Spec scenario "Answer the question that was asked" (stop 50): how many separate times a service was in trouble,
answered from the log query's own statement of its episodes (``query_logs(episodes=true)``: the runs of its
anomalous lines parted by quiet gaps, each with its start, end, span, count and codes) — never a sum the answer
computes from alert firings and unalerted lines."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from superbiz.agents.question_ops import counts_troubles
from superbiz.agents.timeforms import canonical_time_forms
from superbiz.render.answer import AnswerBrief, _episode_runs
from superbiz.render.material import MaterialItem
from superbiz.tools._log_runs import episode_refs, split_runs
from tests.agents.world_chat import ask_head, sql_text, world_service

_T0 = datetime(2026, 3, 19, 11, 0, tzinfo=UTC)


def _lines(code: str, start_min: int, end_min: int, every: int = 1) -> list[tuple[datetime, str | None]]:
    return [(_T0 + timedelta(minutes=m), code) for m in range(start_min, end_min + 1, every)]


@pytest.mark.spec("Answer the question that was asked")
def test_runs_are_parted_by_quiet_gaps_and_a_code_handing_over_starts_a_new_one() -> None:
    """raftwild-bookapp-episodes-en (a deploy's code, then the backlog's code starting as it ends, then a third code
    12 minutes later: three incidents though no gap of 30 minutes parts them), sporelab-gw-storm-longest and
    hawkmews-storm-count-last-followup-en (one code in three storms parted by hours)."""
    handover = _lines("A-1", 0, 43) + _lines("B-2", 43, 129) + _lines("C-3", 141, 174)
    assert [r.codes for r in split_runs(handover)] == [["A-1"], ["B-2"], ["C-3"]]
    storms = _lines("W-9", 0, 10) + _lines("W-9", 280, 305) + _lines("W-9", 535, 545)
    runs = split_runs(storms)
    assert [(r.start - _T0, r.end - r.start) for r in runs] == [
        (timedelta(0), timedelta(minutes=10)), (timedelta(minutes=280), timedelta(minutes=25)),
        (timedelta(minutes=535), timedelta(minutes=10))]
    #: two codes of one trouble (a caller's error beside its timeout) overlapping for most of their span are one
    together = _lines("A-1", 0, 40) + _lines("T-7", 3, 38, every=2)
    assert len(split_runs(together)) == 1
    refs = episode_refs(runs, service="svc", levels=["ERROR", "WARN"])
    assert refs[0].raw_path == "episodes" and refs[0].counts == {"episodes": 3}
    assert refs[2].text.startswith("svc episode 2 of 3: start=") and "span=25m count=26 codes=W-9" in refs[2].text


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "laptrex-api 今天出过几次状况",
    "how many separate times did the customer portal have errors in the data we have",
    "how many separate error episodes did marverdesk have since lunch yesterday",
])
def test_times_in_trouble_said_in_other_words_are_counted(question: str) -> None:
    """kartlap-laptrex-episodes-zh ("出过几次状况"), sootsweep-portal-episodes-en ("how many separate times … have
    errors"), gf-portal-episodes-count-en ("how many separate error episodes"): the level counts answered."""
    assert counts_troubles(question)


@pytest.mark.spec("Answer the question that was asked")
def test_the_data_we_have_is_the_few_days_held() -> None:
    """sootsweep-portal-episodes-en ("in the data we have") read the last hour."""
    assert "过去72小时" in canonical_time_forms("how many separate times did X have errors in the data we have")
    assert "过去48小时" in canonical_time_forms("how many times over the two days")


@pytest.mark.spec("Answer the question that was asked")
def test_the_count_head_is_the_log_querys_episodes() -> None:
    """clockmend-app-episodes-count-zh: one alert firing counted (共触发 1 次) and the morning's code listed apart;
    the count is the query's episodes, each listed."""
    line = ("tikmend-app 窗口内的 FATAL,ERROR,WARN 日志按超过 30 分钟的静默间隔分开，共 2 段异常（2 次）：第 1 段 "
            "2026-12-09T04:06:54Z ~ 2026-12-09T04:39:24Z（跨度 32m，76 条，错误码 TMD-5207）")
    items = [MaterialItem(claim_id="c1", claim_type="observation", text=line)]
    brief = AnswerBrief(subjects=("tikmend-app",), episode_runs="tikmend-app")
    assert _episode_runs(items, brief) == f"数量/范围：{line}"


@pytest.mark.spec("Answer the question that was asked")
def test_a_service_blowing_up_in_three_episodes_one_without_alert(tmp_path: Path) -> None:
    """dentaloop-booking-episodes-count-en: two alert firings and a certificate episode that rang no alert of the
    booking service — the head listed 2 firings and the third apart (the sum stated nowhere)."""
    with world_service(tmp_path, "dentaloop") as (service, url):
        head = ask_head(service, "how many separate times did kalvo-book blow up yesterday?")
        want = sql_text(url, "SELECT count(DISTINCT error_code) FROM log_record WHERE service = 'kalvo-book' "
                             "AND level = 'ERROR' AND ts >= '2026-12-07 20:00' AND ts < '2026-12-08 20:00'")
    assert want == "3"
    assert f"分为 {want} 段异常" in head


@pytest.mark.spec("Answer the question that was asked")
def test_which_of_the_storms_lasted_the_longest_names_the_longest() -> None:
    """sporelab-gw-storm-longest ("which of todays sensor cache storms lasted the longest, and how long"): the
    window's one record of the code (8h54m, from the first storm's first line to the last's) answered."""
    from superbiz.agents.question import episode_ordinal
    from superbiz.render.answer_base import LONGEST_EPISODE
    assert episode_ordinal("which of todays sensor cache storms lasted the longest, and how long") == LONGEST_EPISODE
    assert episode_ordinal("which of the two lasted longer?") != LONGEST_EPISODE
