"""Scenario "REJECT verdict when claims contradict evidence" (and "a fabricated or contradicted claim never passes as
confirmed"), against what a careless or adversarial model writes from the engine's own true claims.

A dev world and an opened held-out world are asked generic questions through the real offline ChatService
(tests/support/engine_claims.py); every ``direct_observation`` claim is rewritten by the adversarial classes of
tests/verification/engine_adversarial_families.py. Each test below is one hole the red-team found (survivors before
the fix, listed in its docstring); ``benchmarks/engine_adversarial.py`` prints every class over fifteen worlds.
"""

from __future__ import annotations

import pytest

from tests.support.engine_claims import engine_world
from tests.verification.engine_adversarial_families import AdvCase, adversarial_cases, killed, verify_adv

_WORLDS = ("harbor", "potterly")


@pytest.fixture(scope="module")
def cases() -> list[AdvCase]:
    return [case for name in _WORLDS for case in adversarial_cases(engine_world(name))]


def _passed(cases: list[AdvCase], family: str, names: tuple[str, ...] = ()) -> list[tuple[str, str, str]]:
    chosen = [c for c in cases if c.family == family and (not names or c.name in names)]
    assert chosen, f"no {family} mutants {names}"
    return [(c.world, c.name, c.text) for c in chosen if not killed(verify_adv(c))]


def test_the_engine_claims_themselves_stay_confirmed(cases: list[AdvCase]) -> None:
    unmutated = [c for c in cases if c.name == "unmutated"]
    assert len(unmutated) >= 40
    assert [(c.world, c.text) for c in unmutated if verify_adv(c)[0] != "direct_observation"] == []


def test_a_value_copied_from_another_bound_row_of_the_same_result_is_contradicted(cases: list[AdvCase]) -> None:
    """"manifest-worker 错误码 MFW-3302 的 ERROR 日志在窗口内共 60 条" bound to its own row (count=120) and to the
    MFW-W07 row (count=60); a peak of another series bound beside its own. The engine's "；" made every such
    claim a join of both rows, so the number was found in one of them (228 survivors on 15 worlds)."""
    assert _passed(cases, "merge") == []


def test_a_copula_or_double_negation_does_not_pass_as_the_row(cases: list[AdvCase]) -> None:
    """"并非正在触发" of a firing alert, "当前状态不是 DELIVERED" of a DELIVERED order, "并非没有 FATAL 级别日志" of
    0 matching records (165 survivors)."""
    assert _passed(cases, "negation") == []


def test_one_codes_count_stated_as_the_services_total_is_not_confirmed(cases: list[AdvCase]) -> None:
    """"manifest-worker 在窗口内的日志共 120 条" bound to the row of code MFW-3302 (count=120) while the query
    returned 180 lines (91 survivors)."""
    assert _passed(cases, "total") == []


def test_a_count_in_thousands_is_not_the_rows_count(cases: list[AdvCase]) -> None:
    """"共 120k 条" of a row of count=120: "120k" was no number at all (154 survivors)."""
    assert _passed(cases, "scale", ("k-suffix",)) == []


def test_a_firing_alert_said_solved_or_stopped_is_contradicted(cases: list[AdvCase]) -> None:
    """"告警 X … 已解决" / "已停止告警" of an alert whose state=firing (80 survivors)."""
    assert _passed(cases, "state", ("resolved-zh", "stopped", "recovered-zh", "english-resolved")) == []


def test_the_same_clock_in_another_named_zone_is_not_the_instant(cases: list[AdvCase]) -> None:
    """"2026-10-14 19:20:00 PST" for 19:20:00Z (139 survivors): PST/EST/JST… are zones like 北京时间."""
    assert _passed(cases, "zone", ("same-clock-pst", "same-clock-beijing", "same-clock-utc8")) == []


def test_a_level_written_in_chinese_must_be_the_rows_level(cases: list[AdvCase]) -> None:
    """"错误码 MFW-3302 的 警告 日志" of an ERROR row, "的 致命错误 日志" of a WARN row (169 survivors)."""
    assert _passed(cases, "label", ("error-as-zh", "warn-as-zh", "error-as-fatal", "warn-as-fatal")) == []


def test_a_latency_metric_in_ms_stated_in_seconds_is_contradicted(cases: list[AdvCase]) -> None:
    """"query_p99_ms … 最新值(latest) 35.44s" (11 survivors): the metric names its own unit, and it is ms."""
    assert _passed(cases, "unit", ("latest-ms-as-s",)) == []


def test_durations_in_other_units_and_excerpts_of_other_rows(cases: list[AdvCase]) -> None:
    """Already killed before the red-team; kept so they stay so."""
    assert _passed(cases, "unit", ("span-minutes-as-seconds", "span-minutes-as-hours", "span-cjk-seconds")) == []
    assert _passed(cases, "excerpt") == [] and _passed(cases, "rebind") == [] and _passed(cases, "relative") == []


def test_true_rewrites_stay_confirmed(cases: list[AdvCase]) -> None:
    """Round two: "跨度(span) 1小时16分钟" / "59 分钟" of span=1h16m / 59m was downgraded to unsupported (197
    false downgrades on 15 worlds); the same instant in Beijing time or as "… UTC" stays confirmed too."""
    controls = [c for c in cases if c.family == "control" and c.name != "unmutated"]
    assert any(c.name.startswith("span-cjk") for c in controls)
    assert [(c.world, c.name, c.text) for c in controls if verify_adv(c)[0] != "direct_observation"] == []


def test_round_two_severity_rate_and_saturation_are_not_confirmed(cases: list[AdvCase]) -> None:
    """Round two: "（服务 S，警告级）" of a critical alert (43 survivors), "最新值(latest) 846.62/min" of a
    ``_per_s`` metric or of a ratio (119), "…，已经打满" of a series far below any limit (124)."""
    assert _passed(cases, "label", ("severity-zh-swapped",)) == []
    assert _passed(cases, "unit", ("latest-as-per-minute",)) == []
    assert _passed(cases, "state", ("metric-said-saturated",)) == []


def test_round_two_scale_permille_and_sibling_peaks(cases: list[AdvCase]) -> None:
    """Round two: "共 2496,000 条" read as 2496, "+43‰" for +43% (a non-zero change), a peak of the sibling series
    of one service ("指标 rps … 峰值 0.0032" of the fail_ratio row beside it)."""
    assert _passed(cases, "scale") == []
    assert [p for p in _passed(cases, "unit", ("change-percent-as-permille",)) if "+0‰" not in p[2]] == []
    assert _passed(cases, "merge", ("peak-from-other-row",)) == [] if any(
        c.name == "peak-from-other-row" for c in cases) else True


def test_a_flipped_sign_is_not_confirmed(cases: list[AdvCase]) -> None:
    """Stop 32: a falling series' "增加(increase) -11.23" was REJECTED as contradicted (a minus sign read as no
    number); with signs compared, a rise said as a fall (or the reverse) must still never pass."""
    assert _passed(cases, "unit", ("change-sign-flipped", "increase-sign-flipped")) == []


def test_stop40_forms_a_careless_model_writes_are_not_confirmed(cases: list[AdvCase]) -> None:
    """Red-team of stop 40 (engine claims of two worlds rewritten): "共上百条" of a count below a hundred (5 survivors)
    and a count's window written with a space for the T and an edge moved (4 survivors) passed as confirmed; the day
    month-first ("11/27 05:14 UTC"), a Chinese clock 20 minutes off, a span in Chinese numerals 10 minutes longer or in
    decimal hours 0.3 h off stay not confirmed. Round two: "共十几条" of 20+ lines (20 survivors on two worlds),
    "hundreds of lines" / "over a hundred lines" of fewer (7 + 7), "eleven lines" of 8 passed; "seventy minutes" of a
    1h10m span was REJECTED and "2 hr 12 min" unsupported (controls in test_true_rewrites_stay_confirmed)."""
    assert _passed(cases, "scale", ("rough-hundreds", "rough-teens", "over-a-hundred-lines", "hundreds-of-lines",
                                    "english-number-words-off")) == []
    assert _passed(cases, "zone", ("window-edge-moved-space", "month-first-day-off-by-one", "hanzi-clock-off")) == []
    assert _passed(cases, "unit", ("span-chinese-numerals-plus-ten", "span-decimal-hours-off",
                                   "span-english-words-off", "span-hr-min-off")) == []
