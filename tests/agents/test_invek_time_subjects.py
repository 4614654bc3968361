"""Onset, end and duration: which trouble the time question is about (invEK: the opened held-out tunaport and
windfarm).

Spec scenarios: "Entities are resolved from the catalogue" — "<thing>那个几点恢复的" ("冷库那个…", 那个 right before the
time asked) stands for the thing's trouble as "<thing>那个问题…" does: the services whose descriptions hold the thing
are asked, never the whole day's first or last anomaly of another trouble. "Onset, end and duration questions" — a
deploy's own span told by its two ends ("这次发布从开始到发完用了多长时间") is the span from its start event to its
completion, never an alert's duration. "Yes/no against a clock" — "was it over by 9?" (over / done / sorted / back
by a bare hour) asks whether the trouble had ended before the last such clock passed.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import Catalog, _failed_records_since, offline_plan
from superbiz.agents.question_ops import actions_spanned, end_boundary, ended_before_asked
from tests.agents.synthetic import NOW

#: a synthetic catalogue: a cold-room sensor ingest, its queue and the consumer reading it, beside a bidding service
_COLD = Catalog(
    services=("frost-in", "frost-q", "frost-sink", "bid-svc"),
    dependencies={"frost-in": ("frost-q",), "frost-sink": ("frost-q",)},
    dependency_kinds={"frost-in": (("frost-q", "kafka"),), "frost-sink": (("frost-q", "kafka"),)},
    descriptions={"frost-in": "冷库传感器数据接入", "frost-q": "冷库传感器队列 (Kafka)",
                  "frost-sink": "冷库温度消费服务 (读队列写温度记录)", "bid-svc": "竞价服务 (出价与落槌)"},
    alert_words={"frost-sink": "readings behind frost-sink consumer lag on readings above 10000 messages",
                 "bid-svc": "failed bids high bid-svc error ratio 27% > 2%"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.parametrize("question", ["冷库那个几点恢复的", "冷库那个是什么时候开始的", "冷库这个持续了多久"])
def test_a_thing_then_nage_before_the_time_asked_names_the_things_services(question: str) -> None:
    services = offline_plan(question, _COLD, now=NOW).services
    assert services and set(services) <= {"frost-in", "frost-q", "frost-sink"}, services


def test_nage_with_a_trouble_word_still_names_the_things_services() -> None:
    """"<thing>那个问题…" (the earlier rule) is kept."""
    assert set(offline_plan("冷库那个问题几点恢复的", _COLD, now=NOW).services) <= {"frost-in", "frost-q", "frost-sink"}


@pytest.mark.parametrize("question", ["zephyr 5.3.0 这次发布 从开始到发完用了多长时间", "上线从开始到结束持续了多久",
                                      "那次部署从开始到全量完成花了几分钟"])
def test_a_deploy_told_by_its_two_ends_asks_its_own_span(question: str) -> None:
    assert actions_spanned(question) == ["发布"]


@pytest.mark.parametrize("question", ["发布之后从开始报错到恢复用了多久", "这次发布后故障从开始到结束持续多久"])
def test_a_trouble_after_a_deploy_is_no_deploy_span(question: str) -> None:
    assert actions_spanned(question) == []


_BUDAPEST = ZoneInfo("Europe/Budapest")
_NOW = datetime(2026, 12, 4, 8, 40, tzinfo=UTC)  # 09:40 in Budapest


@pytest.mark.parametrize(("question", "clock"), [("was it over by 9?", (2026, 12, 4, 9)),
                                                 ("all done by 9am?", (2026, 12, 4, 9)),
                                                 ("was it sorted by 8 o'clock?", (2026, 12, 4, 8)),
                                                 ("back up before 3?", (2026, 12, 4, 3)),
                                                 #: typed with a full-width mark (question_variants, stop 38)
                                                 ("was it over by 9？", (2026, 12, 4, 9))])
def test_over_by_a_bare_hour_asks_the_end_before_the_last_such_clock(question: str,
                                                                      clock: tuple[int, int, int, int]) -> None:
    """"was it over by 9?": the trouble's end against the last 9 o'clock passed (am or pm), asked as "ended before"."""
    found = end_boundary(question, now=_NOW, zone=_BUDAPEST)
    assert found is not None and found[0] == datetime(*clock, tzinfo=_BUDAPEST)
    assert ended_before_asked(question)


@pytest.mark.parametrize("question", ["did it take over by 9 hours?", "was it over by 9 percent?",
                                      "is the queue over 9?"])
def test_a_number_that_is_no_clock_sets_no_end_boundary(question: str) -> None:
    assert end_boundary(question, now=_NOW, zone=_BUDAPEST) is None


_DISPATCH = ("ASSIGNED", "CLOSED", "DISPATCH_FAILED", "EN_ROUTE")
_LEDGER = ("FAILED_LEDGER", "FX_UNAVAILABLE", "PENDING_REVIEW", "SETTLED")


@pytest.mark.parametrize(("question", "statuses", "status"), [("几点开始派工单失败的", _DISPATCH, "DISPATCH_FAILED"),
                                                              ("派工单几点开始失败的", _DISPATCH, "DISPATCH_FAILED"),
                                                              ("几点开始有记账失败的单子", _LEDGER, "FAILED_LEDGER")])
def test_records_failing_since_when_asks_the_first_failed_records_time(question: str, statuses: tuple[str, ...],
                                                                         status: str) -> None:
    """"几点开始派工单失败的": the onset is the first record of the failed status the thing matches (a record noun or
    the status's own words), never the day's first anomaly of another trouble."""
    assert _failed_records_since(question, statuses) == [status]


@pytest.mark.parametrize("question", ["几点开始登录失败的", "几点开始支付失败的", "几点开始转账失败的",
                                      "几点开始派工服务调用失败的"])
def test_a_thing_neither_record_nor_status_word_keeps_its_lines(question: str) -> None:
    assert _failed_records_since(question, _DISPATCH) == [] and _failed_records_since(question, _LEDGER) == []
