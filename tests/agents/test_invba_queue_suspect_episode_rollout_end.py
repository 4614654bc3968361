"""A queue named as a suspect, an onset follow-up of the current episode, a rollout's end (invBA: the opened held-out
surfcast, pawstay and tramcard).

Spec scenarios: "Yes/no questions about a suspected cause" — a queue logs nothing of its backlog, so "is X failing
because of the Q backlog?" of a reader X is judged by X's lag (its records about the topic it reads, its lag alert),
never by Q's own silent lines: a wrong "no" is the worst answer; a service Q does not feed keeps Q's own record.
"Follow-up questions keep the conversation's context" — "那它什么时候开始的?" after "X 为啥报错" (no time named) is
the onset of the episode that answer was about, not the first anomaly of the wide window. "Operations asked about"
— a rollout's end is its "deployment completed" line of the version named, its start its "started" line.
Expected values come from each world's database by SQL.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from zoneinfo import ZoneInfo

from superbiz.agents.executor_ops import _asked_lines
from superbiz.agents.plan import offline_plan
from superbiz.contracts import EvidenceRef
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import sql_text, world_service


def _head(answer: str) -> str:
    return answer.split("\n", 1)[0]


def test_a_quiet_queue_named_as_the_suspect_is_judged_by_its_readers_lag(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (service, url):
        lag = sql_text(url, "SELECT count(*) FROM alert WHERE service = 'manifest-worker' "
                            "AND alertname = 'ConsumerLagGrowing' AND state = 'firing'")
        queue_lines = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'shipment-bus' "
                                    "AND level IN ('WARN', 'ERROR')")
        assert int(lag) > 0 and int(queue_lines) == 0  # the reader lags; the queue itself is silent
        for question in ("Is manifest-worker failing because of the shipment-bus backlog?",
                         "舱单生成报错是 shipment-bus 积压导致的吗？"):
            head = _head(service.ask(question, user_id="queue-suspect").answer)
            assert head.startswith("是"), head
            assert "shipment-bus" in head and "ConsumerLagGrowing" in head
        #: a service the queue does not feed, or another reader that keeps up: the lagging reader's lag is no
        #: "yes" about it
        for question in ("Is quote-engine slow because of the shipment-bus backlog?",
                         "Is tracking-api failing because of the shipment-bus backlog?"):
            head = _head(service.ask(question, user_id="queue-suspect-2").answer)
            assert not head.startswith("是"), head


def test_an_onset_follow_up_of_a_recent_question_asks_the_episode_going_on() -> None:
    recent = offline_plan("那它什么时候开始的?", CATALOG, now=NOW, earlier_questions=("ledger-service 为啥报错",))
    assert recent.aspects == ["onset"] and recent.ongoing
    named = offline_plan("那它什么时候开始的?", CATALOG, now=NOW,
                         earlier_questions=("ledger-service 昨天下午为什么报错？",))
    assert not named.ongoing


def test_the_onset_follow_up_answers_the_current_episode_not_an_earlier_one(tmp_path: Path) -> None:
    with world_service(tmp_path, "pawstay") as (service, url):
        current = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'kennelbook-pg' "
                                "AND error_code = 'KPG-W30'")
        earlier = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'kennelbook-pg' "
                                "AND level = 'WARN'")
        assert earlier < current  # an earlier, resolved episode lies in the wide window
        service.ask("kennelbook 为啥报错", user_id="onset", conversation_id="invba-onset")
        head = _head(service.ask("那它什么时候开始的?", user_id="onset", conversation_id="invba-onset").answer)
        zone = ZoneInfo(head.split("（", 1)[1].split("）", 1)[0])
        local = datetime.fromisoformat(current).replace(tzinfo=UTC).astimezone(zone)
        assert head.startswith(f"最早的异常记录出现在 {local:%Y-%m-%d %H:%M}"), head


def _line(ts: str, what: str) -> EvidenceRef:
    return EvidenceRef(raw_path=f"logs[{ts}]", text=f"{ts} INFO svc {what}")


def test_a_rollouts_end_is_its_completed_line_of_the_version_named_and_its_start_its_started_line() -> None:
    lines = [_line("2026-01-01T00:40:00Z", "deployment started: rolling out version 3.8.0 (from 3.7.2)"),
             _line("2026-01-01T01:10:00Z", "rollback completed: version 3.7.2 serving 100% of traffic"),
             _line("2026-01-01T08:12:00Z", "deployment started: rolling out version 3.8.1 (from 3.7.2)"),
             _line("2026-01-01T08:27:00Z", "deployment completed: version 3.8.1 serving 100% of traffic")]

    def picked(question: str, aspects: list[str]) -> list[str]:
        b = SimpleNamespace(question=question, plan=SimpleNamespace(aspects=aspects, count_actions=False,
                                                                     onset_changes=[]))
        return [r.text[11:16] for r in _asked_lines(b, lines, True)]  # type: ignore[arg-type]

    assert picked("When did the pidboard 3.8.1 rollout finish?", ["end"]) == ["08:27"]
    assert picked("What time did the 3.8.1 redeploy kick off?", ["onset"]) == ["08:12"]
    assert picked("When did the rollout finish?", ["end"]) == ["01:10", "08:27"]
    assert picked("was it rolled out?", ["yes_no"]) == ["00:40", "01:10"]  # no verb asked: the two oldest
