"""Which came first, each side's own first anomaly (helper round invEI, opened windfarm, gelatoly, harborcrane and
tealeaf, issue 10).

- Spec scenario "onset order" asked as a choice, a side naming a partner that never reports (dev:
  ledgerly-which-first-fx-provider-outage-or-release-en, harbor-which-first-partner-cert-or-manifest-lag-zh): its
  trouble's onset is the first anomaly of the one service calling it (its failed calls), as for a choice of
  durations — the partner's own silence answered nothing.
- A service's deploy against its own trouble (dev: ledgerly-which-first-deploy-or-own-500s-en,
  stagecast-which-first-deploy-or-own-errors-zh): both sides name one service; the deploy side is its change event,
  the other its trouble's first record (it was no choice at all).
- A side naming only records failing ("the work order failures"; dev:
  ledgerly-which-first-failed-orders-or-fx-cert-en): the one failing status names the application whose English
  description holds its word (DISPATCH_FAILED ↔ "crew dispatch app").
"""

from __future__ import annotations

from datetime import UTC, datetime

from superbiz.agents.plan import _failed_records_side, _which_first_sides, offline_plan
from superbiz.agents.plan_model import Catalog

_NOW = datetime(2026, 5, 4, 12, 0, tzinfo=UTC)
_CATALOG = Catalog(
    services=("crewapp", "tickets", "tickets-db", "forecaster", "paygw", "cardco"),
    descriptions={"crewapp": "派工App (检修派工单) / crew dispatch app",
                  "tickets": "检修工单服务 / maintenance ticket service",
                  "tickets-db": "检修数据库 (PostgreSQL) / maintenance db",
                  "forecaster": "风速预报服务 / weather forecast service",
                  "paygw": "刷卡支付网关 / card payment gateway",
                  "cardco": "刷卡支付合作方 / card payment partner"},
    dependencies={"crewapp": ("tickets",), "tickets": ("tickets-db",), "paygw": ("cardco",)},
    dependency_kinds={"crewapp": (("tickets", "service"),), "tickets": (("tickets-db", "postgres"),),
                      "paygw": (("cardco", "external"),)},
    order_statuses=("ASSIGNED", "CLOSED", "DISPATCH_FAILED"),
    silent=frozenset({"cardco"}),
    alert_words={"paygw": "partner tls broken paygw tls handshakes with cardco failing"},
    data_start=datetime(2026, 5, 3, 12, 0, tzinfo=UTC), data_end=_NOW)


def test_a_silent_partners_side_is_its_one_callers_onset() -> None:
    plan = offline_plan("which came first today, the cardco cert failures or the forecaster rollout?", _CATALOG,
                        now=_NOW)
    assert plan.onset_order == ["paygw", "forecaster"], plan


def test_a_deploy_against_its_own_services_trouble_is_a_choice_of_two_onsets() -> None:
    asked = "forecaster 发版 和 forecaster 报错，哪个先开始的"
    assert _which_first_sides(asked, _CATALOG) == ["forecaster", "forecaster"]
    plan = offline_plan(asked, _CATALOG, now=_NOW)
    assert plan.onset_order == ["forecaster", "forecaster"], plan
    assert [bool(c) for c in plan.onset_changes] == [True, False]
    #: no deploy on either side: one service named twice is no choice
    assert _which_first_sides("forecaster 变慢 和 forecaster 报错，哪个先开始的", _CATALOG) is None


def test_a_side_of_failed_records_is_the_owner_of_the_one_failing_status() -> None:
    assert _failed_records_side(" the work order failures?", _CATALOG) == "crewapp"
    assert _failed_records_side(" 工单失败的", _CATALOG) == "crewapp"
    assert _failed_records_side(" the work orders?", _CATALOG) is None  # nothing failing
    two = _CATALOG.model_copy(update={"order_statuses": ("DISPATCH_FAILED", "PAYMENT_FAILED")})
    assert _failed_records_side(" the failed orders?", two) is None  # which failing status: not told
    assert _failed_records_side(" the failed payments?", two) == "paygw"
    assert _which_first_sides("Which started first, the forecast deploy or the work order failures?",
                              _CATALOG) == ["forecaster", "crewapp"]


def test_a_which_first_naming_nothing_asks_the_conversations_two_troubles() -> None:
    """"哪个先开始的" after "A 和 B 都帮我看一下", "这俩谁先" after one question per side (dev:
    harbor-followup-which-first-of-two-told-en, ledgerly-followup-which-first-of-two-questions-zh)."""
    told = offline_plan("哪个先开始的", _CATALOG, now=_NOW,
                        earlier_questions=["今天 paygw 报错和 forecaster 变慢都帮我看一下"])
    assert told.onset_order == ["paygw", "forecaster"], told
    asked = offline_plan("这俩谁先", _CATALOG, now=_NOW,
                         earlier_questions=["forecaster 上午发版了吗", "paygw 什么时候开始报错的"])
    assert asked.onset_order == ["forecaster", "paygw"], asked
    assert [bool(c) for c in asked.onset_changes] == [True, False]
