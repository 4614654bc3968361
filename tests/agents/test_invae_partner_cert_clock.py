"""Patterns from the opened bagtrack and rentwise (invAE), on names of no real world or over harbor.

Scenarios:
- "银行证书是不是6点之前就过期了？", "航司证书…" (rentwise "ridgebank-cert", bagtrack "carrierhub-cert-expired"): a
  certificate named by a word its caller's description holds too ("合作银行接口对接" beside "合作银行 (外部)") names
  the one external partner holding it — a certificate that expires is the partner's (it was an overview).
- "航司证书是在昨天半夜12点之前就修好了吧？" (bagtrack): the trouble's end against a clock asked the other way round —
  yes when it had ended before the clock, read over the day up to it (it was an empty hour around midnight); over
  harbor (spec scenario "carrier-cert-expired", renewed at 01:15 local): "凌晨1点半之前就修好了吧" yes, "半夜12点之前"
  no, each against the caller's last ERROR line by SQL.
- "What time was the airline partner cert renewed last night?": "what time was … renewed" asks the end, as "when was
  it renewed" does (it was a cause).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of, certificate_partner
from superbiz.agents.question_ops import end_boundary, ended_before_asked, onset_boundary
from tests.agents.synthetic import NOW
from tests.agents.world_chat import world_asker

_DESCRIPTIONS = {"bank-link": "合作银行接口对接 / bank partner connector", "bank-ext": "合作银行 (外部) / partner bank",
                 "pay-out": "房东打款结算 / payouts"}
_PARTNER = Catalog(services=("bank-link", "pay-out"), dependencies={"bank-link": ("bank-ext",),
                                                                    "pay-out": ("bank-link",)},
                   dependency_kinds={"bank-link": (("bank-ext", "external"),), "pay-out": (("bank-link", "service"),)},
                   descriptions=_DESCRIPTIONS, timezone="UTC", data_end=NOW, silent=frozenset({"bank-ext"}))


def test_a_certificate_named_by_a_word_its_caller_shares_names_the_external_partner() -> None:
    assert certificate_partner("银行证书是不是6点之前就过期了？", _DESCRIPTIONS, ["bank-ext"]) == "bank-ext"
    assert certificate_partner("银行那个证书过期了吗", _DESCRIPTIONS, ["bank-ext"]) == "bank-ext"
    assert certificate_partner("打款证书过期了吗", _DESCRIPTIONS, ["bank-ext"]) is None  # no partner holds it
    two = {**_DESCRIPTIONS, "bank-two": "合作银行二 (外部)"}
    assert certificate_partner("银行证书过期了吗", two, ["bank-ext", "bank-two"]) is None  # which one: not told


def test_a_partner_certificate_onset_against_a_clock_is_a_yes_no_of_its_caller() -> None:
    plan = offline_plan("银行证书是不是6点之前就过期了？", _PARTNER, now=NOW)
    assert plan.aspects == ["yes_no"], plan
    assert plan.services == ["bank-link"] and plan.suspects == ["bank-ext"], plan


def test_fixed_before_a_clock_is_the_end_asked_the_other_way_round() -> None:
    utc = ZoneInfo("UTC")
    question = "航司证书是在昨天半夜12点之前就修好了吧？"
    assert ended_before_asked(question)
    assert end_boundary(question, now=NOW, zone=utc) is not None
    assert onset_boundary(question, now=NOW, zone=utc) is None  # not "began before midnight"
    assert ended_before_asked("was the cert already renewed before midnight?")
    assert not ended_before_asked("快递证书是过了零点才换好的吗")
    assert end_boundary("快递证书是过了零点才换好的吗", now=NOW, zone=utc) is not None
    assert not ended_before_asked("证书是零点前过期的吗")  # the onset against the clock
    assert onset_boundary("证书是零点前过期的吗", now=NOW, zone=utc) is not None


def test_what_time_was_it_renewed_asks_the_end() -> None:
    assert aspects_of("What time was the airline partner cert renewed last night?", has_entity=True,
                      has_record=False) == ["end"]


def _last_passed(anchor: datetime, zone: ZoneInfo, hour: int, minute: int) -> datetime:
    local = anchor.astimezone(zone)
    at = local.replace(hour=hour, minute=minute, second=0, microsecond=0)
    return at if at <= local else at - timedelta(days=1)


def test_fixed_before_a_clock_over_harbor(tmp_path: Path) -> None:
    last = "SELECT CAST(strftime('%s', max(ts)) AS INTEGER) FROM log_record WHERE service = 'carrier-bridge' AND " \
           "level = 'ERROR'"
    anchor_sql = "SELECT CAST(strftime('%s', value) AS INTEGER) FROM world_meta WHERE key = 'anchor_time'"
    zone = ZoneInfo("America/New_York")
    with world_asker(tmp_path, "harbor") as ask:
        answer, ended = ask("承运商证书是在凌晨1点半之前就修好了吧？", last)
        _, anchor = ask("harbor 现在正常吗", anchor_sql)
        now = datetime.fromtimestamp(anchor, UTC)
        assert datetime.fromtimestamp(ended, UTC) < _last_passed(now, zone, 1, 30)  # the key: yes
        head = answer.splitlines()[0]
        assert head.startswith("是，") and "之前就已恢复" in head, answer
        answer, _ = ask("承运商证书是在半夜12点之前就修好了吧？", last)
        assert datetime.fromtimestamp(ended, UTC) >= _last_passed(now, zone, 0, 0)  # the key: no
        assert answer.startswith("没有，") and "之后仍在出错" in answer.splitlines()[0], answer
