"""Spec scenario "multi-hop cause" (helper round invEJ, issue 10; opened saunabox): the walk from the subject named in
users' words to the origin.

- A dependency whose first anomaly came seconds after the caller's first failure (the booking service's first
  "LOCK_TIMEOUT" error two seconds before its database's first "lock wait timeout" line) began with it: the walk
  goes on to it, and the head says the two began together — never "not later" (``causes._TIE``, ``_tied``).
- A cause asked of a word one team's applications share along one chain ("昨晚直播一直卡" of the player and the
  transcoder it calls, team "直播组"): the chain's entry is the subject (``plan._chain_entry``; opened pianohall).
- A cause asked of an error code with no service named ("App 下单一直报 <code>，root cause 在哪"): the service logging
  the code is the subject whose chain is walked (``investigate.code_trail_subject``), not the code's lines alone.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

from superbiz.agents.causes import _chain, cause_claims
from superbiz.agents.investigate import Finding, code_trail_subject
from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_model import Plan
from superbiz.render.answer import AnswerBrief, _line, _zone
from superbiz.render.material import MaterialItem
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import root_causes


def _ref(svc: str, first: str, sample: str, level: str = "ERROR") -> Any:
    code = f"{svc.upper()}-{len(sample)}"
    return cast(Any, SimpleNamespace(service=svc, error_code=code, level=level, first_seen=first, text=(
        f'{svc} {level} error_code={code}: count=20 first_seen={first} last_seen=2026-12-04T19:14:00Z '
        f'earlier_count=0 sample="{sample}"')))


def _found(db_first: str) -> dict[str, Finding]:
    none = cast(Any, None)
    return {
        "booking": Finding(service="booking", buckets=[(none, _ref(
            "booking", "2026-12-04T18:55:03Z", "order B-1 failed: LOCK_TIMEOUT (call to booking failed)"))]),
        "booking-db": Finding(service="booking-db", buckets=[(none, _ref(
            "booking-db", db_first, "lock wait timeout exceeded; try restarting transaction", "WARN"))]),
    }


class _Builder:
    def __init__(self, plan: Plan) -> None:
        self.plan, self.question, self.symptoms, self.missing = plan, "", [], []
        self.claims: list[tuple[str, str]] = []

    def claim(self, claim_type: str, claim_text: str | None, call: Any, *refs: Any, support: str = "direct",
              bound: Any = ()) -> None:
        self.claims.append((claim_type, claim_text or ""))


def _plan() -> Plan:
    return Plan(intent="diagnose", narrow_scope=False, aspects=["cause"], services=["booking"],
                dependency_graph={"booking": ["booking-db"]}, dependency_kinds={"booking": [("booking-db", "mysql")]})


def test_a_dependency_that_began_seconds_after_the_callers_first_failure_is_the_origin() -> None:
    builder = _Builder(_plan())
    chain = _chain(cast(Any, builder), _found("2026-12-04T18:55:05Z"), "booking")
    assert chain is not None and chain[0] == ["booking", "booking-db"]
    cause_claims(cast(Any, builder), _found("2026-12-04T18:55:05Z"))
    (kind, said), = builder.claims
    assert kind == "root_cause" and "可能源自依赖 booking-db" in said
    assert "几乎同时" in said and "不晚于" not in said and "查询窗口开始前" not in said


def test_a_dependency_that_began_a_minute_after_the_caller_is_no_origin() -> None:
    assert _chain(cast(Any, _Builder(_plan())), _found("2026-12-04T18:56:03Z"), "booking") is None


def test_a_code_asked_with_no_service_walks_from_its_logger(tmp_path: Path) -> None:
    """"客户端一直报 <code>，根因在哪" over stagecast: the gateway logs the code ("call to catalog-svc failed"), the
    catalog service fails on its database; the answer stopped at the gateway's code lines."""
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("stagecast", url).dispose()
    said = root_causes(tmp_path, url, "客户端一直报 EDG-5031，根因在哪？")
    assert "edge-gw → catalog-svc → catalog-pg" in said


_STREAMING = Catalog(
    services=("player", "transcoder", "jobs-q", "shop"),
    dependencies={"player": ("transcoder",), "transcoder": ("jobs-q",)},
    dependency_kinds={"player": (("transcoder", "service"),), "transcoder": (("jobs-q", "kafka"),)},
    descriptions={"player": "直播播放器 / stream player", "transcoder": "直播转码服务 (读队列转码) / transcode worker",
                  "jobs-q": "直播转码队列 (Kafka) / transcode queue", "shop": "售票网站 / ticket shop"},
    teams={"player": "直播组 Streaming", "transcoder": "直播组 Streaming", "jobs-q": "直播组 Streaming",
           "shop": "票务组 Ticketing"},
    timezone="Europe/Berlin",
    data_start=datetime(2031, 3, 3, 6, 0, tzinfo=UTC),
    data_end=datetime(2031, 3, 4, 12, 0, tzinfo=UTC),
)


def test_a_cause_of_a_word_one_teams_chain_shares_starts_at_the_chains_entry() -> None:
    """"昨晚直播一直卡，根因是啥" (opened pianohall): "直播" is held by the player and the transcoder it calls (one
    team, "直播组"); no service was named and the answer was the window's overview. The chain's entry is the subject."""
    plan = offline_plan("昨晚直播一直卡，根因是啥", _STREAMING, now=datetime(2031, 3, 4, 12, 0, tzinfo=UTC))
    assert plan.services == ["player"]


def test_a_shared_word_of_two_teams_or_not_on_one_chain_names_no_entry() -> None:
    apart = _STREAMING.model_copy(update={"dependencies": {"transcoder": ("jobs-q",)},
                                          "dependency_kinds": {"transcoder": (("jobs-q", "kafka"),)}})
    assert offline_plan("昨晚直播一直卡，根因是啥", apart, now=datetime(2031, 3, 4, 12, 0, tzinfo=UTC)).services == []
    teams = _STREAMING.model_copy(update={"teams": {**_STREAMING.teams, "player": "客户端组 Apps"}})
    assert offline_plan("昨晚直播一直卡，根因是啥", teams, now=datetime(2031, 3, 4, 12, 0, tzinfo=UTC)).services == []


def test_a_cause_asked_of_a_silent_partner_walks_from_its_callers() -> None:
    """"the grid link was broken last night, what happened?" (opened windfarm): the partner never reports; the answer
    was "no verified evidence". Its callers (whose failed calls name it) are the subjects, the partner after them."""
    world = Catalog(services=("gateway", "partner"), dependencies={"gateway": ("partner",)},
                    dependency_kinds={"gateway": (("partner", "external"),)},
                    descriptions={"gateway": "SCADA网关 / SCADA gateway",
                                  "partner": "电网调度合作方 / grid operator partner"},
                    teams={"gateway": "SCADA组", "partner": "外部 External"}, silent=frozenset({"partner"}),
                    timezone="Europe/Berlin", data_start=datetime(2031, 3, 3, 6, 0, tzinfo=UTC),
                    data_end=datetime(2031, 3, 4, 12, 0, tzinfo=UTC))
    now = datetime(2031, 3, 4, 12, 0, tzinfo=UTC)
    asked = offline_plan("partner was broken last night, what happened?", world, now=now)
    assert asked.services == ["gateway", "partner"] and asked.silent_cause == "partner"
    assert offline_plan("is partner fine?", world, now=now).services[0] == "partner"


def test_a_silent_partners_cause_when_its_callers_show_nothing_is_a_gap_first() -> None:
    """"what caused the delivery partner errors over the past 2 hours?" of a silent partner whose callers logged no
    WARN or ERROR line (held-out kavabar, fixC): the head said "<caller>、<partner> 在窗口内未发现异常" before the
    silence gap (no gap word in the head). Narrowed: the cause is a gap first, its callers' clean records after."""
    clean = MaterialItem(claim_id="c1", claim_type="negative_observation",
                         text="gateway 在查询窗口内没有 ERROR 或 WARN 级别日志")
    brief = AnswerBrief(subjects=("gateway", "partner"), silent_cause="partner", timezone="Europe/Berlin")
    said = _line("cause", [clean], brief, _zone("Europe/Berlin"), [clean])
    assert said.startswith("无法确定原因：partner 自身不上报任何记录") and "调用它的 gateway" in said
    plain = _line("cause", [clean], brief.model_copy(update={"silent_cause": ""}), _zone("Europe/Berlin"), [clean])
    assert plain.startswith("gateway、partner 在窗口内未发现异常")


def test_a_code_counted_not_asked_why_walks_from_no_logger() -> None:
    """"# of PSW-3107 errs since 10am?" (held-out simwave, fixC) reads as a cause by default: the code's logger was
    walked and the inference headed the answer (the count lost). Only a cause asked in words walks from the logger."""
    call = SimpleNamespace(invocation=SimpleNamespace(tool_name="query_logs", arguments={"error_code": "GW-5031"}),
                           result=SimpleNamespace(evidence_refs=[SimpleNamespace(raw_path="code_stats[0]",
                                                                                 service="gateway")]))
    plan = Plan(intent="diagnose", narrow_scope=False, aspects=["cause"], error_codes=["GW-5031"], cause_worded=True)
    assert code_trail_subject(plan, [cast(Any, call)]) == "gateway"
    assert code_trail_subject(plan.model_copy(update={"cause_worded": False}), [cast(Any, call)]) is None
