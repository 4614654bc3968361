"""Patterns of the opened canalship and wheatrail worlds (helper round invCF): how long troubles lasted, two set
against each other, and "多久了" after a question about a backlog; checked on the dev worlds, every expectation that
depends on the data from the world database by SQL.

- Spec scenario "PASS -> Composer output" for a comparison of durations (dev: ledgerly-lock-vs-fx-longer-zh,
  ledgerly-lock-vs-fx-longer-en; canalship: "昨天排期缓存驱逐和时段库锁等待，哪个持续得更久？"): two subjects' troubles
  compared by how long each lasted — each one's span (its first to its last logged anomaly) stated, the longer named;
  never an overview of the window, never a count of lines.
- Spec scenario "PASS -> Composer output" for durations of two troubles named by their words (dev:
  harbor-cert-vs-backlog-longer-zh/-en; wheatrail: "昨天的证书事件和今早的缓存事件，哪个持续得更久？"): each side names
  its trouble, not a service (the certificate's service, the backlog's consumer, the one cache) — never an unknown
  service "今早缓存"; the troubles lie wherever they lie (no window named: the wide window; a window per side: one
  window holding both), never the error lines of the last hour counted.
- Spec scenario "PASS -> Composer output" for a follow-up duration (wheatrail: "多久了" after "地磅队列为啥积压"; no
  dev world logs a backlog's cause minutes before its lag): the span of the records about the backlog (its lag lines),
  not of an earlier record of another trouble (the lock waits behind it) taken as the backlog's precursor.
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import aspects_of
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.world_chat import sql_text, world_service

_SPAN = ("SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
         "WHERE service = '{}' AND level = '{}'")


def test_which_of_two_troubles_lasted_longer_states_both_spans(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, url):
        lock = float(sql_text(url, _SPAN.format("ledger-mysql", "WARN")))
        fx = float(sql_text(url, _SPAN.format("fx-rates", "ERROR")))
        longer = "ledger-mysql" if lock > fx else "fx-rates"
        for asked in ("今天账务数据库锁等待和汇率报价报错，哪个持续得更久？",
                      "Which lasted longer today, the ledger-mysql lock waits or the fx-rates errors?"):
            head = chat.ask(asked, user_id="invcf").answer.splitlines()[0]
            assert head.startswith(f"{longer} 持续更久："), head
            for minutes in (lock, fx):
                assert f"持续约 {round(minutes)} 分钟" in head, (minutes, head)


def test_two_troubles_named_by_their_words_compared_on_how_long_they_lasted(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        cert = float(sql_text(url, _SPAN.format("carrier-bridge", "ERROR")))
        backlog = float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                      "WHERE service = 'manifest-worker' AND level IN ('WARN', 'ERROR')"))
        longer = "carrier-bridge" if cert > backlog else "manifest-worker"
        for asked in ("证书过期和舱单积压，哪个持续得更久？",
                      "Which lasted longer, the cert expiry or the manifest backlog?"):
            head = chat.ask(asked, user_id="invcf").answer.splitlines()[0]
            assert head.startswith(f"{longer} 持续更久："), head
            for minutes in (cert, backlog):
                hours, mins = divmod(round(minutes), 60)
                assert f"持续约 {f'{hours}h{mins:02d}m' if hours else f'{mins} 分钟'}" in head, (minutes, head)


def test_lasted_longer_is_asked_as_a_comparison() -> None:
    for asked in ("昨天排期缓存驱逐和时段库锁等待，哪个持续得更久？",
                  "Which one lasted longer, the cache or the lock waits?"):
        assert "comparison" in aspects_of(asked, has_entity=True, has_record=False), asked


_LOCKS = MaterialItem(claim_id="d1", claim_type="log_observation",
                      text="svc-a 错误码 A-5213 的 ERROR 日志在窗口内共 279 条，"
                           "首次出现(first_seen) 2026-12-04T08:22:05Z，最近一次(last_seen) 2026-12-04T09:54:49Z，"
                           "跨度(span) 1h32m；前一窗口同类日志数(earlier_count)=0；"
                           "示例：transaction rolled back: lock wait timeout on db-b")
_LAG = MaterialItem(claim_id="d2", claim_type="log_observation",
                    text="svc-a 错误码 A-W08 的 WARN 日志在窗口内共 85 条，"
                         "首次出现(first_seen) 2026-12-04T08:30:01Z，最近一次(last_seen) 2026-12-04T09:54:59Z，"
                         "跨度(span) 1h24m；前一窗口同类日志数(earlier_count)=0；"
                         "示例：consumer lag 100761 messages on topic tickets partition 1")


def _duration_head(symptoms: tuple[str, ...]) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=(_LOCKS, _LAG))
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="duration", status="answered", claim_ids=["d1", "d2"])])
    brief = AnswerBrief(coverage=coverage, subjects=("svc-a",), timezone="UTC", latest_episode=True,
                        symptoms=symptoms, window_end="2026-12-04T09:55:00Z")
    return lead_lines(material, brief)[0]


def test_a_backlogs_duration_is_the_span_of_its_lag_not_of_its_cause() -> None:
    head = _duration_head(("queue", "backlog", "lag", "consumer"))
    assert head.startswith("持续约 1h24m") and "A-W08" in head, head
    #: no trouble named: the episode's earliest record leads, as before
    assert _duration_head(()).startswith("持续约 1h32m")
