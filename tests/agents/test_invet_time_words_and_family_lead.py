"""invET (issue 10, opened held-out worlds): the subject in users' words — an application whose Chinese head ends
with the word another application's head begins with ("小卖部收银" beside "收银同步任务" and "收银数据库") is called by
the place before that word ("小卖部一直报错"); never a person ("收件人") and never a word its own store alone shares.
An alert asked by its name with no service ("what time did <alert> clear?") is answered from the alert's records."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan_terms import PAIR_SPLIT
from superbiz.agents.question import learn_aliases, match_services
from superbiz.agents.question_ops import onset_boundary
from superbiz.agents.timeparse import asks_either_side, resolve_time
from tests.agents.world_chat import sql_text, world_service

_SERVICES = ["stall-pos", "stall-db", "stall-sync", "stall-queue", "gate-svc", "plan-svc", "plan-db", "pick-app",
             "pick-code"]
_DESCRIPTIONS = {
    "stall-pos": "小卖部收银 (场内餐饮POS) / concession POS",
    "stall-db": "收银数据库 (MySQL) / POS database",
    "stall-sync": "收银同步任务 (读队列对账) / POS sync worker",
    "stall-queue": "收银同步队列 (Kafka) / POS sync queue",
    "gate-svc": "闸机网关 / turnstile gateway",
    "plan-svc": "订阅计费 / subscription billing",
    "plan-db": "计费数据库 (PostgreSQL) / billing database",
    "pick-app": "收件人取件 / recipient pickup app",
    "pick-code": "取件码服务 / pickup code service",
}
_INFRA = {"stall-db": "mysql", "stall-queue": "kafka", "plan-db": "postgres"}


def _aliases() -> dict[str, str]:
    return learn_aliases(_SERVICES, _DESCRIPTIONS, {}, infra=_INFRA)


def test_the_place_before_a_family_word_names_the_application() -> None:
    aliases = _aliases()
    assert match_services("小卖部下午五点五十以后一直报错 怎么回事", _SERVICES, aliases) == ["stall-pos"]
    assert match_services("小卖部服务现在正常吗", _SERVICES, aliases) == ["stall-pos"]


def test_a_word_only_its_own_store_shares_or_a_person_names_nothing_new() -> None:
    aliases = _aliases()
    assert "订阅" not in aliases
    assert "收件人" not in aliases


def test_an_alert_asked_by_its_name_answers_when_it_cleared(tmp_path: Path) -> None:
    """"what time did <alert> clear?" naming no service (issue 10, pattern 1 "time"): the alert's own records give
    the end (dev: ledgerly-alert-by-name-cleared-en), never "无法确定"."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        until = sql_text(url, "SELECT ends_at FROM alert WHERE alertname = 'SlowQueriesDetected' "
                              "ORDER BY starts_at DESC LIMIT 1")
        local = datetime.fromisoformat(until).replace(tzinfo=UTC).astimezone(ZoneInfo("Europe/Berlin"))
        head = chat.ask("what time did SlowQueriesDetected clear?", user_id="invet").answer.splitlines()[0]
        assert local.strftime("%Y-%m-%d %H:%M") in head and "恢复" in head, head


def test_zero_oclock_beside_an_evening_is_the_midnight_closing_it() -> None:
    """"昨天晚上（零点之前）", "昨晚零点前" asked at 02:15 (issue 10 pattern 1 "time"; dev:
    stagecast-overview-evening-before-zero-zh): the evening that just ended, up to its midnight — never the evening of
    the day before yesterday (0 o'clock of the day named) nor the hour around that midnight."""
    zone = ZoneInfo("Atlantic/Bermuda")
    now = datetime(2026, 12, 4, 2, 15, tzinfo=zone)
    for question in ("昨天晚上（零点之前）出过什么事", "昨晚零点前出过什么事", "昨天晚上零点前出了什么事"):
        spec = resolve_time(question, now=now, zone=zone)
        assert (spec.start, spec.end) == (datetime(2026, 12, 3, 18, tzinfo=zone), datetime(2026, 12, 4, tzinfo=zone)), \
            question
    #: 凌晨 0 点 stays the start of the day named
    spec = resolve_time("今天凌晨零点到两点报错多少", now=now, zone=zone)
    assert spec.start == datetime(2026, 12, 4, tzinfo=zone)


def test_before_or_after_a_clock_reads_both_sides_and_asks_the_onset_against_it() -> None:
    """"was the billing thing before or after midnight?", "是零点之前还是之后开始的？" (issue 10 pattern 1; dev:
    harbor-cert-before-or-after-midnight-en/-zh): the hours either side of that midnight — never "since midnight" —
    and the onset against that clock, asked as which side (no yes/no)."""
    zone = ZoneInfo("Pacific/Apia")
    now = datetime(2026, 12, 5, 8, tzinfo=zone)
    midnight = datetime(2026, 12, 5, tzinfo=zone)
    for question in ("was the billing thing before or after midnight?", "扣款那个问题是零点之前还是之后开始的？"):
        assert asks_either_side(question), question
        boundary = onset_boundary(question, now=now, zone=zone)
        assert boundary is not None and boundary[0] == midnight, question
    spec = resolve_time("was the billing thing before or after midnight?", now=now, zone=zone)
    assert spec.start < midnight < spec.end
    assert not asks_either_side("did the billing thing start before midnight?")


def test_tong_inside_a_word_splits_no_pair() -> None:
    """"库存同步发版 跟 菜谱缓存驱逐，哪个先开始的？" (issue 10 pattern 2, a comparison's sides; dev:
    stagecast-which-first-word-with-tong-zh): 同 inside a word (同步, 同时, 同一, 相同) joins nothing — the sides are
    split at the conjunction, so a deploy stays on the side that names it."""
    assert PAIR_SPLIT.split("库存同步发版 跟 菜谱缓存驱逐，哪个先开始的？", maxsplit=1)[0].strip() == "库存同步发版"
    assert PAIR_SPLIT.split("同时出问题的播放接口和会话缓存", maxsplit=1) == ["同时出问题的播放接口", "会话缓存"]
    assert PAIR_SPLIT.split("支付服务同搜索服务比", maxsplit=1) == ["支付服务", "搜索服务比"]


def test_a_side_told_after_a_time_word_and_de_is_named_by_its_words(tmp_path: Path) -> None:
    """"昨晚的账单故障 跟 今天上午的账务数据库慢查询，哪个持续得更久？" (issue 10 pattern 2, two troubles'
    durations; dev: ledgerly-longer-side-after-time-de-zh): the side's words after "昨晚的" name the one application
    whose description holds them, so both sides are compared."""
    with world_service(tmp_path, "ledgerly") as (chat, _url):
        question = "昨晚的账单故障 跟 今天上午的账务数据库慢查询，哪个持续得更久？"
        head = chat.ask(question, user_id="invet").answer.splitlines()[0]
        assert "statement-builder" in head and "ledger-mysql" in head and "持续更久" in head, head


def test_paying_at_the_place_a_payment_head_names_is_that_application() -> None:
    """"since when can't people pay at the pump?" of a "pump payment service" (issue 10 pattern 7, the subject in
    users' words): paying at the place the head names first names the one application so described."""
    services = ["pump-pay", "pump-ctl", "pay-db"]
    descriptions = {"pump-pay": "加油支付服务 / pump payment service", "pump-ctl": "加油机控制器 / pump controller",
                    "pay-db": "支付数据库 (PostgreSQL) / payments database"}
    aliases = learn_aliases(services, descriptions, {}, infra={"pay-db": "postgres"})
    assert match_services("since when can't people pay at the pump?", services, aliases) == ["pump-pay"]
