"""Issue 10 patterns (invCU, opened oliveline, lasitava, canopyrun, taigaheat): health now of a service named by a
misspelt word of its description or of its name typed apart ("is tankr tracking ok now?", "is serach ok now?", "is the
reveiws service ok?", "is abonnent svc ok now?"); a jam recalled in an aside with no closing 吗 ("…现在还好吗 昨晚不是堵
了"); "Y 有没有受 X 影响？现在正常不" of a clean Y, whose no must judge Y's health in its first sentence."""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_terms import respelled
from superbiz.agents.timeparse import present_context, resolve_time
from superbiz.render.answer import AnswerBrief, _victim_clean
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_service

_ZONE = ZoneInfo("UTC")
_DESCRIBED = CATALOG.model_copy(update={
    "services": ("edge-router", "basket-service", "parcel-track", "review-svc", "vault-db"),
    "descriptions": {"parcel-track": "包裹追踪服务 / parcel-tracking service",
                     "review-svc": "评价服务 / customer reviews service",
                     "basket-service": "购物车 / shopping basket",
                     "vault-db": "账本数据库 (PostgreSQL) / vault database"},
    "teams": {"parcel-track": "物流组 Logistics", "review-svc": "渠道组 Partners"},
    "dependencies": {}, "dependency_kinds": {},
})


def _subjects(question: str, catalog: Catalog = _DESCRIBED) -> tuple[list[str], list[str]]:
    plan = offline_plan(question, catalog, now=NOW)
    return plan.services, plan.unknown_services


def test_a_misspelt_description_word_names_its_service() -> None:
    """Scenario "is the reveiws service ok?" / "is serach ok now?": one slip off a description word."""
    assert _subjects("is the custmer reviews service ok?")[0] == ["review-svc"]
    assert _subjects("is the reveiws service ok?")[0] == ["review-svc"]
    assert _subjects("is parcl tracking ok now?")[0] == ["parcel-track"]


def test_a_name_typed_apart_with_a_slip_names_its_service() -> None:
    """Scenario "is abonnent svc ok now?": the name's parts typed apart, a slip in the first."""
    assert _subjects("is reveiw svc ok now?")[0] == ["review-svc"]


def test_a_thing_no_slip_puts_back_stays_a_gap() -> None:
    """A word no held word is one slip off (or an inflection of one) stays unknown: a gap, never a guess."""
    services, unknown = _subjects("is loyalty-points failing?")
    assert services == [] and unknown == ["loyalty-points"]
    assert respelled("are the reviewers ok?", ["customer reviews service"]) == "are the reviewers ok?"
    assert respelled("is tracks ok?", ["parcel-tracking service"]) == "is tracks ok?"
    #: two held words as close: the word stays as it is
    assert respelled("is the barch ok?", ["batch", "birch"]) == "is the barch ok?"


def test_a_jam_recalled_in_an_aside_with_no_closing_particle_sets_no_window() -> None:
    """Scenario "称重站接入现在还好吗 昨晚不是堵了": the recent window, not last night."""
    for question in ("basket-service 现在还好吗 昨晚不是堵了", "basket-service 现在正常吗？昨天夜里不是卡住了"):
        assert "不是" not in present_context(question), question
        assert not resolve_time(question, now=NOW, zone=_ZONE).explicit, question
    #: asked on its own (no present), the aside is the question: its window stays
    assert resolve_time("basket-service 昨晚不是堵了吗", now=NOW, zone=_ZONE).explicit


def test_a_clean_victims_no_judges_its_health_first() -> None:
    """Scenario "阅读统计报表那边有没有受借阅库影响？现在正常不": "不是，Y 未发现异常", not "未发现 Y 的异常" (the
    anomaly word read as Y's state)."""
    own = MaterialItem(claim_id="c1", claim_type="negative_observation",
                       text="basket-service 在查询窗口内没有 ERROR 或 WARN 级别日志")
    brief = AnswerBrief(subjects=("basket-service", "vault-db"), suspects=("vault-db",))
    line = _victim_clean([own], brief)
    assert line is not None and line.startswith("不是，basket-service 未发现异常。"), line



def test_what_happened_to_a_described_thing_names_its_service_and_a_follow_up_keeps_it(tmp_path: Path) -> None:
    """Scenario "what happened to the cupping results this morning?" then "all good now?": the thing whose trouble is
    asked names the service holding its words, so the follow-up asks that service now — not the world's overview.
    Over ledgerly (posting-queue, "posting event queue"; dev ledgerly-what-happened-described-then-now-healthy-en)."""
    with world_service(tmp_path, "ledgerly") as (service, _):
        catalog = service.c.catalog()
    assert offline_plan("what happened to the posting events this morning?", catalog).services == ["posting-queue"]
    plan = offline_plan("is it all fine now?", catalog,
                        earlier_questions=["what happened to the posting events this morning?"])
    assert plan.services == ["posting-queue"]
