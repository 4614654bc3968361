"""Pattern "this time" of a subject with two episodes a day (spec scenario: a database's lock waits in the morning,
resolved, then again in the afternoon, still going on): the window's lines of one code are one record running from
the morning's first to the afternoon's last, which would merge the two episodes into one — "这次几点开始的", "how
long has the current outage been going on?" then answer with the morning's start. When the subject's own alerts
show separate episodes, a record across the quiet gap between them joins neither. Catalogue of no real world."""

from __future__ import annotations

from superbiz.render.answer import _episodes, _latest_episode
from superbiz.render.material import MaterialItem

LINES = ("ledger-service 错误码 LDG-4090 的 ERROR 日志在窗口内共 332 条，首次出现(first_seen) 2031-03-04T08:50:05Z，"
         "最近一次(last_seen) 2031-03-04T16:09:56Z，跨度(span) 7h19m")
FIRING = ("告警 ErrorRateHigh（服务 ledger-service，critical）正在触发(firing)，开始于(since) 2031-03-04T15:24:00Z，"
          "已持续(active_for) 46m")
RESOLVED = ("告警 ErrorRateHigh（服务 ledger-service，critical）已恢复(resolved)：开始于(since) 2031-03-04T08:51:00Z，"
            "结束于(until) 2031-03-04T09:31:00Z，持续(duration) 40m")


def _stamped(*texts: str) -> list[tuple[str, MaterialItem]]:
    items = [MaterialItem(claim_id=str(k), claim_type="direct_observation", text=t) for k, t in enumerate(texts)]
    return [(t.split("(first_seen) " if "first_seen" in t else "(since) ")[1][:19], i) for t, i in zip(texts, items,
                                                                                                     strict=True)]


def test_a_record_across_the_gap_between_alerted_episodes_joins_neither() -> None:
    stamps = _stamped(LINES, FIRING, RESOLVED)
    latest = _latest_episode(stamps, ("ledger-service",))
    assert [s for s, _ in latest] == ["2031-03-04T15:24:00"], latest


def test_without_two_alerted_episodes_the_lines_still_make_the_episode() -> None:
    stamps = _stamped(LINES, FIRING)
    assert [[s for s, _ in e] for e in _episodes(stamps, ("ledger-service",))] == [
        ["2031-03-04T08:50:05", "2031-03-04T15:24:00"]]
