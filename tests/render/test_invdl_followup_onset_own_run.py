"""invDL (issue 10, old follow-ups): "那它从几点开始的?" after "X 为啥现在出不了款" — the onset of the episode going on
now is the subject's own run, led only by a dependency that began minutes before it; another service failing since
the day before (an unrelated chain's standing trouble reaching now) is no start of the subject's episode."""

from __future__ import annotations

from superbiz.render.answer_time import ongoing_since
from superbiz.render.material import MaterialItem

_END = "2026-12-04T22:50:00Z"


def _item(text: str) -> MaterialItem:
    return MaterialItem(claim_id="c", claim_type="observation", text=text)


def _lines(service: str, code: str, first: str, last: str, earlier: int = 0) -> MaterialItem:
    return _item(f"{service} 错误码 {code} 的 ERROR 日志在窗口内共 40 条，首次出现(first_seen) {first}Z，"
                 f"最近一次(last_seen) {last}Z，跨度(span) 41m；前一窗口同类日志数(earlier_count)={earlier}")


_STANDING = _lines("bank", "B-1", "2026-12-03T22:50:26", "2026-12-04T22:49:33", earlier=410)
_LEAD = _lines("fx", "F-1", "2026-12-04T22:07:02", "2026-12-04T22:49:54")
_OWN = _lines("agent", "A-1", "2026-12-04T22:08:05", "2026-12-04T22:49:56")
_OLD_OWN = _lines("agent", "A-2", "2026-12-04T20:02:05", "2026-12-04T20:19:56")


def _agent(item: MaterialItem) -> bool:
    return item.text.startswith("agent ")


def test_a_standing_trouble_of_another_chain_is_no_start_of_the_subjects_run() -> None:
    items = [_STANDING, _LEAD, _OWN, _OLD_OWN]
    assert ongoing_since(items, _END) == "2026-12-03T22:50:26"  # the plain run: every overlapping anomaly
    assert ongoing_since(items, _END, _agent) == "2026-12-04T22:07:02"  # the subject's run and its lead-in


def test_without_an_own_record_reaching_now_the_plain_run_stands() -> None:
    items = [_STANDING, _LEAD, _OLD_OWN]
    assert ongoing_since(items, _END, _agent) == ongoing_since(items, _END) == "2026-12-03T22:50:26"


def test_the_subjects_own_records_before_its_run_still_join_it() -> None:
    early = _lines("agent", "A-3", "2026-12-04T21:30:00", "2026-12-04T22:10:00")
    assert ongoing_since([_STANDING, _OWN, early], _END, _agent) == "2026-12-04T21:30:00"
