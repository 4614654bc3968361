"""Pattern from the opened surfcast world (surfcast-followup-pg-yes-en), on names of no real world: two overlapping
causes — a service's queue lag began first, then its database's pool ran dry and its errors name that database.
"Is it because of the database?" is yes (for that part), not "no: the database began later than the lag"."""

from __future__ import annotations

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_LAG = MaterialItem(claim_id="c1", claim_type="observation", text=(
    "ledger-service 错误码 LDG-W40 的 WARN 日志在窗口内共 59 条，首次出现(first_seen) 2031-03-04T11:01:05Z，"
    "最近一次(last_seen) 2031-03-04T11:59:45Z，跨度(span) 58m；前一窗口同类日志数(earlier_count)=0；"
    "示例：consumer lag 101875 messages"))
_DB = MaterialItem(claim_id="c2", claim_type="observation", text=(
    "vault-db 错误码 PG-CONN 的 WARN 日志在窗口内共 30 条，首次出现(first_seen) 2031-03-04T11:22:05Z，"
    "最近一次(last_seen) 2031-03-04T11:59:00Z，跨度(span) 37m；前一窗口同类日志数(earlier_count)=0；"
    "示例：client connections 380 close to max_connections 400"))
_NAMING = MaterialItem(claim_id="c3", claim_type="observation", text=(
    "ledger-service 错误码 LDG-5307 的 ERROR 日志在窗口内共 144 条，首次出现(first_seen) 2031-03-04T11:24:00Z，"
    "最近一次(last_seen) 2031-03-04T11:59:58Z，跨度(span) 35m；前一窗口同类日志数(earlier_count)=0；"
    "示例：connection pool exhausted, waited 3000ms for a connection to vault-db"))


def _head(items: tuple[MaterialItem, ...]) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("ledger-service",), suspects=("vault-db",), timezone="UTC")
    return lead_lines(material, brief)[0]


def test_a_later_dependency_the_subjects_errors_name_is_a_cause() -> None:
    head = _head((_LAG, _DB, _NAMING))
    assert head.startswith("是"), head
    assert "LDG-5307" in head, head


def test_a_later_dependency_nothing_of_the_subject_names_is_ruled_out() -> None:
    head = _head((_LAG, _DB))
    assert head.startswith("不是"), head
