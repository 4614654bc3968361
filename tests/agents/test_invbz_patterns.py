"""Patterns from the opened telecabina (invBZ), on names of no real world.

Scenario "card-cert-expired" (telecabina: the card partner's certificate renewed at 06:57 local, 15 minutes before the
question): "is the card partner cert still expired?" — the words name the caller ("card payment service") and its
silent partner ("external card-payment partner") at once. The certificate is the partner's: a yes/no about it read from
its callers, never the health of the two services (it answered "是，… 有异常" from the lines before the renewal).
"""

from __future__ import annotations

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import BACKLOG_WORDS, asks_still
from tests.agents.synthetic import NOW

_CARD = Catalog(services=("card-pay", "card-ext", "rider-app"),
                dependencies={"card-pay": ("card-ext",), "rider-app": ("card-pay",)},
                dependency_kinds={"card-pay": (("card-ext", "external"),), "rider-app": (("card-pay", "service"),)},
                descriptions={"card-pay": "银行卡支付服务 / card payment service",
                              "card-ext": "外部银行卡收单合作方 / external card-payment partner",
                              "rider-app": "乘客 App / rider app"},
                timezone="UTC", data_end=NOW, silent=frozenset({"card-ext"}))


def test_a_certificate_named_with_its_partner_and_caller_is_the_partners() -> None:
    plan = offline_plan("is the card partner cert still expired?", _CARD, now=NOW)
    assert plan.aspects == ["yes_no"], plan
    assert plan.services == ["card-pay"] and plan.suspects == ["card-ext"], plan



def test_piled_up_is_a_queues_backlog_asked_still() -> None:
    """Scenario "telemetry-backlog" (telecabina, ended overnight): "遥测队列现在还堆着吗" asks whether the queue's
    backlog goes on (its consumer's lag), like "还堵着没" — it read as the queue's own health ("是，X 健康")."""
    assert BACKLOG_WORDS.search("遥测队列现在还堆着吗") and asks_still("遥测队列现在还堆着吗")
    assert not BACKLOG_WORDS.search("一堆报错") and not BACKLOG_WORDS.search("成堆的告警")


_RESORT = Catalog(services=("guest-app", "spa-book", "villa-book"),
                  dependencies={"guest-app": ("spa-book", "villa-book")},
                  dependency_kinds={"guest-app": (("spa-book", "service"), ("villa-book", "service"))},
                  descriptions={"guest-app": "宾客 App / guest app", "spa-book": "水疗预约 / spa booking",
                                "villa-book": "别墅预订 / villa reservations"},
                  timezone="UTC", data_end=NOW)


def test_a_clocked_release_blamed_for_trouble_now_keeps_the_recent_window() -> None:
    """Scenario "spa-bad-deploy" (atollstay: the spa release at 21:00 rolled back, the app failing on villas since):
    "Is the 9pm spa release what's breaking the guest app now?" — the clock names the release (its change events
    are searched from it), the trouble blamed on it is the one now (it was judged over the hour around 9pm)."""
    plan = offline_plan("Is the 9pm spa release what's breaking the guest app now?", _RESORT, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["spa-book"], plan
    assert not plan.window_explicit and plan.window_end.startswith(NOW.strftime("%Y-%m-%dT%H")), plan
    assert plan.change_at, plan


_GATES = Catalog(services=("gate-ctl", "fare-rules", "card-pay"),
                 dependencies={"gate-ctl": ("fare-rules",)},
                 dependency_kinds={"gate-ctl": (("fare-rules", "service"),)},
                 descriptions={"gate-ctl": "闸机控制 / ticket gates", "fare-rules": "票价规则 / fare rules",
                               "card-pay": "银行卡支付服务 / card payment service"},
                 timezone="UTC", data_end=NOW)


def test_is_that_related_to_a_thing_is_the_earlier_subject_against_it() -> None:
    """Scenario "card-cert-expired" beside the gates' fares trouble (telecabina): "is that related to the payment
    cert thing from last night?" after "why are the ticket gates failing?" — the gates (the earlier subject) against
    the payment service as the suspect, not the payment service alone as both."""
    plan = offline_plan("is that related to the payment cert thing from last night?", _GATES, now=NOW,
                        earlier_questions=["why are the ticket gates failing?"])
    assert plan.services == ["gate-ctl"] and plan.suspects == ["card-pay"], plan
