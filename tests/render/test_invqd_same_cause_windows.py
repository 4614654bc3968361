"""invQD (stop 51), kerbmint kerbmint-followup-third-same-cause-zh: "那十点十分那次呢？是同一个原因吗" after
"八点四十那次咪表故障是什么原因" — the same storm in both windows, but the cache's eviction warnings of the later one
(15 lines) are too few to count alone: of a service and code anomalous in the other window, they are that trouble's
mark there too, and the two sets are one ("是"; it was left undecided)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem


def _run(cid: str, svc: str, code: str, level: str, count: int, first: str, last: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="observation",
                        text=f"{svc} 错误码 {code} 的 {level} 日志在窗口内共 {count} 条，首次出现(first_seen) {first}，"
                             f"最近一次(last_seen) {last}，跨度(span) 15m；示例：x")


@pytest.mark.spec("Answer the question that was asked")
def test_a_small_warn_run_of_a_code_anomalous_in_the_other_window_counts_there_too() -> None:
    """kerbmint-followup-third-same-cause-zh."""
    items = (_run("a1", "lotapi", "LA-1", "ERROR", 54, "2031-05-02T01:42:02Z", "2031-05-02T01:59:42Z"),
             _run("a2", "lotapi", "LA-1", "ERROR", 39, "2031-05-02T03:12:05Z", "2031-05-02T03:24:30Z"),
             _run("a3", "lot-kv", "LK-W8", "WARN", 20, "2031-05-02T01:40:05Z", "2031-05-02T01:59:28Z"),
             _run("a4", "lot-kv", "LK-W8", "WARN", 15, "2031-05-02T03:10:05Z", "2031-05-02T03:24:28Z"))
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, timezone="UTC", window_start="2031-05-02T01:10:00Z",
                        window_end="2031-05-02T02:40:00Z",
                        same_cause_window=("2031-05-02T02:40:00Z", "2031-05-02T03:40:00Z"))
    head = lead_lines(material, brief)[0]
    assert head.startswith("是（推断）：两次是同一组服务与错误码的异常（lot-kv LK-W8、lotapi LA-1）"), head


@pytest.mark.spec("Answer the question that was asked")
def test_the_executor_keeps_the_small_warn_run_of_a_code_anomalous_in_the_other_window() -> None:
    """kerbmint-followup-third-same-cause-zh: the later window's 15 eviction warnings were left out of the claims."""
    from superbiz.agents.investigate import Finding
    from superbiz.agents.offline_executor import _same_code_both_windows

    big = SimpleNamespace(error_code="LK-W8", count=20, level="WARN")
    small = SimpleNamespace(error_code="LK-W8", count=15, level="WARN")
    other = SimpleNamespace(error_code="LK-W9", count=15, level="WARN")
    f = Finding(service="lot-kv")
    f.buckets.append((None, big))  # type: ignore[arg-type]
    f.steady.extend([(None, small), (None, other)])  # type: ignore[list-item]
    _same_code_both_windows({"lot-kv": f})
    assert [r for _, r in f.buckets] == [big, small] and [r for _, r in f.steady] == [other]
