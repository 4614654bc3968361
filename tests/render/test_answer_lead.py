"""The answer-first lines: the first sentence answers the aspect asked from verified material alone."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_ERRORS = MaterialItem(claim_id="c1", claim_type="log_observation",
                       text="svc-a 错误码 A-1 的 ERROR 日志在窗口内共 14 条，首次出现(first_seen) 2026-03-09T08:08:05Z")
_WARNS = MaterialItem(claim_id="c2", claim_type="log_observation",
                      text="svc-a 错误码 A-W 的 WARN 日志在窗口内共 30 条；前一窗口同类日志数(earlier_count)=0")
_FIRING = MaterialItem(claim_id="c3", claim_type="alert_observation",
                       text="告警 QueueBacklog（服务 svc-a，warning）正在触发(firing)，"
                            "开始于(since) 2026-03-09T08:10:00Z")


def _head(*items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="health", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    return lead_lines(material, AnswerBrief(coverage=coverage, subjects=("svc-a",)))[0]


def test_health_head_names_the_firing_alert_besides_the_first_error() -> None:
    head = _head(_ERRORS, _WARNS, _FIRING)
    assert head.startswith("否，svc-a 有异常：svc-a 错误码 A-1")
    assert "QueueBacklog" in head and "另有其他异常" in head


def test_health_head_with_the_alert_first_does_not_repeat_it() -> None:
    head = _head(_FIRING, _ERRORS)
    assert head.count("QueueBacklog") == 1 and "另有其他异常" in head


def _yes_no_head(suspect_text: str) -> str:
    symptom = MaterialItem(claim_id="s1", claim_type="log_observation",
                           text="svc-a 错误码 A-1 的 ERROR 日志在窗口内共 40 条，首次出现(first_seen) "
                                "2026-03-09T08:05:00Z；前一窗口同类日志数(earlier_count)=0")
    suspect = MaterialItem(claim_id="s2", claim_type="log_observation", text=suspect_text)
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(symptom, suspect))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered", claim_ids=["s2"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), suspects=("db-b",))
    return lead_lines(material, brief)[0]


def test_yes_no_a_suspect_whose_first_anomaly_follows_the_symptom_is_not_its_cause() -> None:
    head = _yes_no_head("db-b 错误码 B-W 的 WARN 日志在窗口内共 30 条，首次出现(first_seen) 2026-03-09T08:40:00Z；"
                        "前一窗口同类日志数(earlier_count)=0")
    assert head.startswith("不是（推断）") and "2026-03-09T08:40:00Z" in head and "2026-03-09T08:05:00Z" in head


def test_yes_no_a_suspect_already_anomalous_before_the_window_stays_undetermined() -> None:
    head = _yes_no_head("db-b 错误码 B-W 的 WARN 日志在窗口内共 30 条，首次出现(first_seen) 2026-03-09T08:40:00Z；"
                        "前一窗口同类日志数(earlier_count)=12")
    assert "无法确定" in head and not head.startswith("不是")


def _aspect_head(aspect: str, *items: MaterialItem, everything: tuple[MaterialItem, ...] = ()) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(*items, *everything))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect=aspect, status="answered",  # type: ignore[arg-type]
                                                      claim_ids=[i.claim_id for i in items])])
    return lead_lines(material, AnswerBrief(coverage=coverage, subjects=("svc-a",), timezone="UTC"))[0]


def test_an_operation_found_in_the_change_events_is_a_yes_with_its_local_time() -> None:
    done = MaterialItem(claim_id="a1", claim_type="log_observation",
                        text="svc-a 的操作记录（回滚）：「2026-03-09T08:55:00.000Z INFO svc-a trace=- "
                             "rollback completed」")
    head = _aspect_head("yes_no", done)
    assert head.startswith("是，svc-a 于 2026-03-09 08:55:00（UTC）有回滚记录")


def test_an_operation_no_change_event_names_is_a_no() -> None:
    """…said as a record not found (stop 37: "did someone already restart X?" — the data may lack the operation's
    trace, so the answer says what was searched and not found, the no first)."""
    missed = MaterialItem(claim_id="a1", claim_type="negative_observation",
                          text="svc-a 的操作记录（重启）：查询窗口内没有包含“restart”的 INFO 日志")
    assert _aspect_head("yes_no", missed).startswith("没有，未找到 svc-a 的重启记录")


def test_a_duration_the_window_cut_off_takes_the_alert_that_began_with_the_lines() -> None:
    lines = MaterialItem(claim_id="d1", claim_type="log_observation",
                         text="svc-a 错误码 A-1 的 ERROR 日志在窗口内共 160 条，"
                              "首次出现(first_seen) 2026-03-09T02:40:05Z，跨度(span) 1h19m")
    alert = MaterialItem(claim_id="d2", claim_type="alert_observation",
                         text="告警 TlsFailing（服务 svc-a，critical）已恢复(resolved)："
                              "开始于(since) 2026-03-09T02:42:00Z，结束于(until) 2026-03-09T05:17:00Z，"
                              "持续(duration) 2h35m")
    assert _aspect_head("duration", lines, alert).startswith("持续约 2h35m")
    late = alert.model_copy(update={"text": alert.text.replace("02:42:00Z", "04:42:00Z")})
    assert _aspect_head("duration", lines, late).startswith("持续约 1h19m")  # another incident: not its duration


def test_a_duration_starts_at_a_precursor_minutes_before_the_first_record() -> None:
    errors = MaterialItem(claim_id="d1", claim_type="log_observation",
                          text="svc-a 错误码 A-1 的 ERROR 日志在窗口内共 144 条，"
                               "首次出现(first_seen) 2026-03-09T19:08:05Z，跨度(span) 1h11m")
    precursor = MaterialItem(claim_id="d2", claim_type="log_observation",
                             text="svc-a 错误码 A-W 的 WARN 日志在窗口内共 75 条，"
                                  "首次出现(first_seen) 2026-03-09T19:05:05Z，跨度(span) 1h14m；"
                                  "前一窗口同类日志数(earlier_count)=0")
    assert _aspect_head("duration", errors, precursor).startswith("持续约 1h14m")


def test_a_cause_asked_of_a_service_with_nothing_wrong_says_so() -> None:
    peak = MaterialItem(claim_id="k1", claim_type="metric_observation",
                        text="指标 error_ratio（服务 svc-a）窗口内峰值(max) 0.0033，于 2026-03-09T20:10:00Z 首次达到")
    clean = MaterialItem(claim_id="k2", claim_type="negative_observation",
                         text="svc-a 在查询窗口内没有 ERROR 或 WARN 级别日志")
    head = _aspect_head("cause", peak, everything=(clean,))
    assert head.startswith("svc-a 在窗口内未发现异常") and "峰值" not in head
    assert _aspect_head("cause", peak, everything=(clean, _ERRORS)).startswith("主要异常")


def _end_head(window_end: str) -> str:
    lines = MaterialItem(claim_id="e1", claim_type="log_observation",
                         text="svc-a 错误码 A-1 的 ERROR 日志在窗口内共 229 条，"
                              "首次出现(first_seen) 2026-03-09T04:50:35Z，最近一次(last_seen) 2026-03-09T05:59:57Z")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(lines,))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="end", status="answered", claim_ids=["e1"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), timezone="UTC", window_end=window_end)
    return lead_lines(material, brief)[0]


def test_an_end_without_an_alert_reads_the_last_record_against_the_window_end() -> None:
    assert _end_head("2026-03-09T06:00:00Z").startswith("仍有异常，尚未恢复：最近一次出现在 2026-03-09 05:59:57")
    assert _end_head("2026-03-09T09:00:00Z").startswith("已停止：最后一次出现在 2026-03-09 05:59:57")


def test_an_overview_of_a_quiet_window_is_a_verified_no() -> None:
    quiet = MaterialItem(claim_id="q1", claim_type="negative_observation",
                         text="窗口内没有任何服务触发告警（没有触发中的，也没有已恢复的）")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(quiet,))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="overview", status="answered", claim_ids=["q1"])])
    assert lead_lines(material, AnswerBrief(coverage=coverage))[0].startswith("没有，窗口内未发现异常")
    busy = material.model_copy(update={"confirmed": (quiet, _ERRORS)})
    assert not lead_lines(busy, AnswerBrief(coverage=coverage))[0].startswith("没有")


def test_a_count_of_a_measure_states_its_series() -> None:
    series = MaterialItem(claim_id="m1", claim_type="metric_observation",
                          text="指标 consumer_lag（服务 svc-a）窗口内峰值(max) 140000，"
                               "于 2026-03-09T09:05:00Z 首次达到；最新值(latest) 140000")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(_ERRORS, series))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="count", status="answered", claim_ids=["c1"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), metrics=("consumer_lag",))
    assert lead_lines(material, brief)[0].startswith("数量/范围：指标 consumer_lag（服务 svc-a）")
    assert "A-1" in lead_lines(material, AnswerBrief(coverage=coverage, subjects=("svc-a",)))[0]


def test_yes_no_a_suspect_outside_the_subjects_dependencies_is_not_its_cause() -> None:
    suspect = MaterialItem(claim_id="s2", claim_type="log_observation",
                           text="db-b 错误码 B-1 的 ERROR 日志在窗口内共 8 条；前一窗口同类日志数(earlier_count)=4")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(_ERRORS, suspect))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered", claim_ids=["s2"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), suspects=("db-b",), unrelated=("db-b",))
    assert lead_lines(material, brief)[0].startswith("不是（推断）：db-b 不在 svc-a 的依赖链上")
    related = brief.model_copy(update={"unrelated": ()})
    assert "无法确定" in lead_lines(material, related)[0]


def _since_head(last_seen: str) -> str:
    errors = MaterialItem(claim_id="h1", claim_type="log_observation",
                          text=f"svc-a 错误码 A-1 的 ERROR 日志在窗口内共 90 条，最近一次(last_seen) {last_seen}")
    done = MaterialItem(claim_id="h2", claim_type="log_observation",
                        text="svc-a 的操作记录（回滚）：「2026-03-09T09:21:00.000Z INFO svc-a trace=- "
                             "rollback completed」")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(errors, done))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="health", status="answered", claim_ids=["h1", "h2"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), timezone="UTC", since_action=True)
    return lead_lines(material, brief)[0]


def test_health_since_an_operation_counts_only_what_outlived_it() -> None:
    at = "在回滚（2026-03-09 09:21:00（UTC））之后"
    assert _since_head("2026-03-09T09:20:54Z").startswith(f"是，svc-a {at}未发现异常")
    assert _since_head("2026-03-09T09:40:00Z").startswith(f"否，svc-a {at}仍有异常")


def _level_head(counts: str, level: str) -> str:
    by_level = MaterialItem(claim_id="l1", claim_type="log_observation",
                            text=f"svc-a 在窗口内按级别的日志条数：「{counts}」")
    other = MaterialItem(claim_id="l2", claim_type="log_observation",
                         text="svc-b 在窗口内按级别的日志条数：「WARN: 0, ERROR: 7, FATAL: 0」")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(_WARNS, other, by_level))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="health", status="answered", claim_ids=["c2", "l1"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), asks_problem=True, level=level)
    return lead_lines(material, brief)[0]


def test_a_yes_no_about_one_log_level_is_answered_by_that_levels_count() -> None:
    # a WARN-only blip: "did it log ERROR lines?" is a no, though the service was anomalous
    head = _level_head("WARN: 30, ERROR: 0, FATAL: 0", "ERROR")
    assert head.startswith("没有，svc-a 在窗口内没有 ERROR 级别的日志") and "WARN: 30" in head
    assert _level_head("WARN: 30, ERROR: 4, FATAL: 0", "ERROR").startswith("有，svc-a 在窗口内有 ERROR 级别的日志 4 条")
    # no level asked: the WARN lines still make it an anomaly
    assert _level_head("WARN: 30, ERROR: 0, FATAL: 0", "").startswith("是，svc-a 有异常")


def test_a_level_asked_and_queried_alone_is_a_no_without_calling_the_service_healthy() -> None:
    none = MaterialItem(claim_id="n1", claim_type="negative_observation", text="svc-a 在查询窗口内没有 ERROR 级别日志")
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(none,))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="health", status="answered", claim_ids=["n1"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), asks_problem=True, level="ERROR")
    head = lead_lines(material, brief)[0]
    assert head == "没有，svc-a 在查询窗口内没有 ERROR 级别日志（ERROR 0 条）"  # invDQ: the zero count stated
    plain = lead_lines(material, AnswerBrief(coverage=coverage, subjects=("svc-a",), asks_problem=True))[0]
    assert plain.startswith("没有，svc-a 健康")


def _line(aspect: str, *items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect=aspect, status="answered",  # type: ignore[arg-type]
                                                      claim_ids=[i.claim_id for i in items])])
    return lead_lines(material, AnswerBrief(coverage=coverage))[0]


def test_a_customers_failed_records_are_each_named() -> None:
    """Pattern "a guest's failed records" (opened innkeep): "订房失败了两次，是哪两单" names both failed records."""
    one = MaterialItem(claim_id="o1", claim_type="observation",
                       text="订单 R-2 当前状态为 CAPTURE_FAILED，创建于 2031-03-04T10:00:00Z，错误码 E-2")
    two = MaterialItem(claim_id="o2", claim_type="observation",
                       text="订单 R-1 当前状态为 HOLD_FAILED，创建于 2031-03-03T10:00:00Z，错误码 E-1")
    fine = MaterialItem(claim_id="o3", claim_type="observation", text="订单 R-3 当前状态为 CONFIRMED")
    line = _line("record", one, two, fine)
    assert "R-2" in line and "R-1" in line and "R-3" not in line, line


def test_a_count_of_records_states_the_total_and_the_failed_ones_with_the_counts_by_status() -> None:
    """Pattern "counts of records": "how many were created, and how many of those failed?"."""
    total = MaterialItem(claim_id="t1", claim_type="observation",
                         text="查询窗口内共 90 笔订单，其中失败（带错误码）的 20 笔")
    status = MaterialItem(claim_id="t2", claim_type="observation",
                          text="查询窗口内共 90 笔订单，按状态：OPEN: 70, SEND_FAILED: 20")
    line = _line("count", status, total)
    assert line.startswith("数量/范围：查询窗口内共 90 笔订单，其中失败（带错误码）的 20 笔；"), line
    assert "OPEN: 70" in line, line
