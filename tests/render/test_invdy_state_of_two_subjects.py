"""invDY (issue 10, "a state asked must be read from that state's own evidence"): "pool 打满了吗" after two turns about
a database's lock waits, the database and its caller the conversation's subjects — each subject's own evidence of the
state (its pool series, or all its lines of other codes) says no; the lock-wait anomalies never make a yes."""
from superbiz.contracts import AnswerCoverage
from superbiz.render.answer import AnswerBrief, _other_kind
from superbiz.render.material import MaterialItem


def _item(claim_id: str, text: str, claim_type: str = "log_observation") -> MaterialItem:
    return MaterialItem(claim_id=claim_id, claim_type=claim_type, text=text)


_DB_LINES = _item("c1", "books-db 错误码 BDB-W12 的 WARN 日志在窗口内共 25 条，"
                        "首次出现(first_seen) 2026-12-04T15:40:05Z，最近一次(last_seen) 2026-12-04T16:04:31Z；"
                        "前一窗口同类日志数(earlier_count)=0；"
                        "示例：lock wait timeout exceeded; try restarting transaction")
_DB_LEVELS = _item("c2", "books-db 在窗口内按级别的日志条数：「WARN: 25, ERROR: 0, FATAL: 0」")
_APP_LINES = _item("c3", "books-api 错误码 BKA-5307 的 ERROR 日志在窗口内共 92 条，首次出现(first_seen) "
                         "2026-12-04T15:42:02Z，最近一次(last_seen) 2026-12-04T16:04:49Z；"
                         "示例：transaction rolled back: lock wait timeout on books-db")
_APP_LEVELS = _item("c4", "books-api 在窗口内按级别的日志条数：「ERROR: 92, FATAL: 0, WARN: 0」")
_APP_POOL = _item("c5", "指标 db_pool_in_use（服务 books-api）窗口内峰值(max) 12.8，于 2026-12-04T15:45:00Z 首次达到；"
                        "最新值(latest) 5.1", claim_type="metric_observation")
_BRIEF = AnswerBrief(coverage=AnswerCoverage(aspects=[]), subjects=("books-db", "books-api"), asks_problem=True,
                     kinds=(("connection", "pool"),))


def test_a_state_asked_of_two_subjects_is_no_when_each_ones_own_evidence_says_another_kind() -> None:
    everything = [_DB_LINES, _DB_LEVELS, _APP_LINES, _APP_LEVELS]
    head = _other_kind(everything, "books-db、books-api", _BRIEF, everything)
    assert head is not None and head.startswith("没有，books-db、books-api 的异常不是 connection 类问题"), head
    assert "BDB-W12" in head and "BKA-5307" in head
    with_series = [_DB_LINES, _DB_LEVELS, _APP_LINES, _APP_POOL]
    head = _other_kind(with_series, "books-db、books-api", _BRIEF, with_series)
    assert head is not None and "db_pool_in_use" in head, head


def test_a_subject_with_no_evidence_of_the_state_leaves_the_plain_health_answer() -> None:
    everything = [_DB_LINES, _DB_LEVELS, _APP_LINES]  # the caller's lines not counted by level, no pool series
    assert _other_kind(everything, "books-db、books-api", _BRIEF, everything) is None
