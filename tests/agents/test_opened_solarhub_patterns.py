"""Patterns from the opened solarhub world: a time asked about the symptom the question names (in words, not by
its service or code) is that symptom's records', not the earliest or latest anomaly of the window."""

from __future__ import annotations

from superbiz.agents.symptoms import symptom_words
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_CALL_TIMEOUT = MaterialItem(claim_id="c1", claim_type="log_observation",
                             text="svc-a 错误码 A-5021 的 ERROR 日志在窗口内共 77 条，首次出现(first_seen) "
                                  "2031-03-03T04:13:05Z，最近一次(last_seen) 2031-03-03T05:03:31Z，跨度(span) 50m；"
                                  "示例：call to svc-b failed: timeout waiting for svc-b")
_LOCK_TIMEOUT = MaterialItem(claim_id="c2", claim_type="log_observation",
                             text="svc-a 错误码 A-1205 的 ERROR 日志在窗口内共 120 条，首次出现(first_seen) "
                                  "2031-03-03T18:43:02Z，最近一次(last_seen) 2031-03-03T19:22:44Z，跨度(span) 39m；"
                                  "示例：transaction rolled back: lock wait timeout on db-x")
_DB_WARN = MaterialItem(claim_id="c3", claim_type="log_observation",
                        text="db-x 错误码 X-LCK 的 WARN 日志在窗口内共 42 条，首次出现(first_seen) "
                             "2031-03-03T18:41:05Z，最近一次(last_seen) 2031-03-03T19:22:52Z，跨度(span) 41m；"
                             "示例：lock wait timeout exceeded")
_LATEST = MaterialItem(claim_id="c4", claim_type="log_observation",
                       text="svc-c 错误码 C-4081 的 ERROR 日志在窗口内共 104 条，首次出现(first_seen) "
                            "2031-03-03T23:54:05Z，最近一次(last_seen) 2031-03-04T00:19:58Z，跨度(span) 25m；"
                            "示例：cache miss on cache-c, fallback read timed out after 2500ms")
_CERT = MaterialItem(claim_id="c5", claim_type="log_observation",
                     text="svc-d 错误码 D-7001 的 ERROR 日志在窗口内共 221 条，首次出现(first_seen) "
                          "2031-03-03T09:46:05Z，最近一次(last_seen) 2031-03-03T11:17:41Z，跨度(span) 1h31m；"
                          "示例：TLS handshake with partner-e:443 failed: x509: certificate has expired")


def _head(aspect: str, question: str, subjects: tuple[str, ...], *items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect=aspect, status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=subjects, timezone="UTC",
                        symptoms=tuple(symptom_words(question, subjects)), window_end="2031-03-04T00:20:00Z")
    return lead_lines(material, brief)[0]


def test_onset_of_a_named_symptom_is_that_symptoms_first_record_of_the_subject() -> None:
    """Pattern "onset of one symptom of a service with several": "X 锁超时最早几点" is X's lock-timeout lines'
    first record (18:43), not X's earlier call timeout (04:13) nor the database's own WARN lines (18:41)."""
    head = _head("onset", "svc-a 锁超时最早几点冒出来的", ("svc-a",), _CALL_TIMEOUT, _DB_WARN, _LOCK_TIMEOUT)
    assert "18:43:02" in head.split("：")[0], head


def test_onset_without_words_that_tell_records_apart_stays_the_earliest() -> None:
    head = _head("onset", "svc-a 几点开始报错的", ("svc-a",), _CALL_TIMEOUT, _LOCK_TIMEOUT)
    assert "04:13:05" in head.split("：")[0], head


def test_duration_of_a_thing_named_in_words_is_its_records_span() -> None:
    """Pattern "duration of an outage named by what broke" ("how long did the cert outage last", no service
    named): the span of the records that name the certificate, not of the latest anomaly in the window."""
    head = _head("duration", "how long did the partner cert outage last", (), _LATEST, _CERT)
    assert head.startswith("持续约 1h31m"), head


def test_ongoing_duration_follow_up_without_a_window_looks_back_past_the_last_hour() -> None:
    """Pattern "到现在持续多久了" after a question with no time of its own ("when did the X backlog start"): the
    trouble may have begun hours ago, so the window is the wide one of a time question, not the last hour."""
    from superbiz.agents.plan import offline_plan
    from tests.agents.synthetic import CATALOG, NOW

    plan = offline_plan("到现在持续多久了", CATALOG, now=NOW,
                        earlier_questions=["when did the ledger-service backlog start"])
    assert plan.window_minutes > 60, (plan.window_minutes, plan.window_label)
