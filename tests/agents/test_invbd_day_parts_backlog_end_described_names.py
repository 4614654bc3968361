"""Day parts across two days, a backlog's end and its consumer, a thing's trouble, a described unknown name (invBD:
the opened held-out quizcast, laundrop, seedbank and permitly).

Spec scenarios: "Time expressions" — "from yesterday afternoon until this morning" / "昨天下午到今天上午" is one window
from the first part's start yesterday to the second's end today (both spanned, never the last part alone).
"Onset, end and duration questions" — "积压啥时候消化完的" and "when did the cert issue get fixed?" ask the end.
"Entities are resolved from the catalogue" — a queue's backlog ("扫描队列积压") is its consumer's lag: of the
queue's users, those whose alerts speak of a backlog are asked, not the producer beside them; "<thing>那个问题…"
names the service whose description holds the thing; "No evidence is never a clean bill" — a latin name the data
does not hold, told with a Chinese description ("dubcast 配音播放服务"), is an unknown service (a gap), never the
service a word of that description names. Expected values come from the worlds' databases by SQL.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of
from superbiz.agents.timeparse import format_local, resolve_time
from tests.agents.synthetic import NOW
from tests.agents.world_chat import sql_text, world_service

_ZONE = ZoneInfo("Asia/Shanghai")
_AT = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)  # 14:00 in Shanghai


@pytest.mark.parametrize("question", ["Why was X failing from yesterday afternoon until this morning?",
                                      "昨天下午到今天上午 X 为什么一直报错"])
def test_day_parts_of_two_days_span_both(question: str) -> None:
    spec = resolve_time(question, now=_AT, zone=_ZONE)
    assert (format_local(spec.start, _ZONE), format_local(spec.end, _ZONE)) == ("2026-11-27 12:00",
                                                                                  "2026-11-28 12:00")


def test_a_single_day_part_keeps_its_own_hours() -> None:
    spec = resolve_time("Why was X failing yesterday afternoon?", now=_AT, zone=_ZONE)
    assert (format_local(spec.start, _ZONE), format_local(spec.end, _ZONE)) == ("2026-11-27 12:00",
                                                                                  "2026-11-27 18:00")


@pytest.mark.parametrize("question", ["X 昨天积压啥时候消化完的？", "积压几点清掉的",
                                      "When did the X cert issue get fixed?", "what time was it fixed?"])
def test_worked_off_and_fixed_ask_the_end(question: str) -> None:
    assert "end" in aspects_of(question, has_entity=True, has_record=False)


#: a synthetic catalogue: an uploader writes the scan queue, a scanner reads it (and alerts on its lag)
_QUEUE = Catalog(
    services=("upload-svc", "scan-svc", "scan-queue"),
    dependencies={"upload-svc": ("scan-queue",), "scan-svc": ("scan-queue",)},
    dependency_kinds={"upload-svc": (("scan-queue", "kafka"),), "scan-svc": (("scan-queue", "kafka"),)},
    descriptions={"upload-svc": "文件上传服务", "scan-svc": "文件扫描服务", "scan-queue": "扫描任务队列 (Kafka)"},
    alert_words={"scan-svc": "scan queue backlog scan-svc consumer lag on scans above 10000 messages",
                 "upload-svc": "failed requests high upload-svc error ratio 18% > 2%"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


def test_a_queue_backlog_asks_the_user_whose_alerts_speak_of_lag() -> None:
    plan = offline_plan("扫描任务队列积压啥时候开始的", _QUEUE, now=NOW)
    assert "scan-svc" in plan.services and "upload-svc" not in plan.services
    #: no user alerts on a backlog: every user of the queue is asked
    quiet = _QUEUE.model_copy(update={"alert_words": {}})
    assert {"scan-svc", "upload-svc"} <= set(offline_plan("扫描任务队列积压啥时候开始的", quiet, now=NOW).services)


def test_a_described_unheld_name_is_a_gap_not_a_service_its_words_name() -> None:
    plan = offline_plan("dubscan 配音扫描服务挂了没", _QUEUE, now=NOW)
    assert plan.unknown_services == ["dubscan"] and not plan.services
    #: a held name with its description stays that service
    assert offline_plan("scan-svc 文件扫描服务挂了没", _QUEUE, now=NOW).services == ["scan-svc"]


def test_a_things_trouble_end_names_its_service(tmp_path: Path) -> None:
    with world_service(tmp_path, "stagecast") as (service, url):
        last = sql_text(url, "SELECT max(ts) FROM log_record WHERE service = 'playback-api' "
                             "AND error_code = 'PLB-4408'")
        head = service.ask("会话那个问题几点恢复的？", user_id="thing-trouble").answer.split("\n", 1)[0]
        assert "playback-api" in head and "恢复" in head
        ended = datetime.fromisoformat(last.replace(" ", "T")).replace(tzinfo=UTC)
        stated = datetime.strptime(head.split("已于 ", 1)[1][:19], "%Y-%m-%d %H:%M:%S").replace(
            tzinfo=ZoneInfo("Asia/Kathmandu"))
        assert abs((stated - ended).total_seconds()) <= 180
