"""Issue 10, pattern 6 (causes across services) and invCW: which service the user means when a question names it only
by what it does or by a part of its description. When the words are read as other services' names (a single word of a
topic read as the payout service and the SMS partner) or as nothing, the cause answer is another incident's (its head
names the wrong service: a false fact) or the whole world's."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import _described_side
from superbiz.agents.plan_model import Catalog
from superbiz.agents.plan_terms import topic_in_words
from superbiz.agents.plan_turns import _alias_part_named
from superbiz.agents.question import asks_about_problems, learn_aliases, match_services
from tests.agents.world_chat import world_asker

_HELD = ["payout-svc", "notify-svc", "notify-q", "sms-partner", "汇款出款服务 / payout service",
         "到账通知服务 (短信) / notifications service", "通知队列 (Kafka) / notifications queue",
         "短信网关 / SMS gateway"]


def test_topic_said_in_words_names_the_service_whose_alerts_mention_it() -> None:
    """"the SMS payout notices" of a topic "payout.notices" that the notification sender's alerts mention: the
    topic's words name that sender, not the payout service its first word would."""
    mentions = {"payout.notices": "notify-svc"}
    assert topic_in_words("why were the SMS payout notices so late?", mentions, _HELD) == (
        "payout notices", "notify-svc")
    assert topic_in_words("tap events of the locker wristband taps lagging?", {"locker.wristband.taps": "sync"},
                          _HELD) == ("locker wristband taps", "sync")


def test_topic_words_the_world_holds_or_a_kind_word_name_no_topic() -> None:
    """A run of a topic's segments the world's own descriptions or names hold ("notifications queue", a queue named
    "notify-q") is read by those, and a segment that is a kind of part (queue, db…) or a queue word after the phrase
    makes no topic phrase."""
    assert topic_in_words("is the notifications queue ok?", {"notifications.queue": "notify-svc"}, _HELD) is None
    assert topic_in_words("is notify q lagging?", {"notify-q.x": "notify-svc"}, _HELD) is None
    assert topic_in_words("why are the shipment events queue late?", {"shipment-events": "worker"}, _HELD) is None
    assert topic_in_words("is the order queue ok?", {"order.queue": "worker"}, _HELD) is None
    #: "events" is the messages themselves (late when the reader lags), no kind of part (merge of invCW and invCX)
    assert topic_in_words("why are the shipment events late?", {"shipment-events": "worker"}, _HELD) == (
        "shipment events", "worker")


def test_topic_in_words_names_the_notification_sender_over_the_opened_remitnic(tmp_path: Path) -> None:
    """The cause of late "SMS payout notices" is the notification sender's consumer lag (its alert about the topic),
    not the payout service's partner certificate (another incident: the head named the bank partner, a false fact).
    Over the opened held-out world remitnic, in other words than its case (no dev world has a topic whose single words
    name other services)."""
    with world_asker(tmp_path, "remitnic") as ask:
        answer, lagged = ask("payout notices by SMS were really slow to arrive this morning, what caused it?",
                             "SELECT count(*) FROM log_record WHERE service = 'avisos-svc' "
                             "AND message LIKE 'consumer lag%'")
    head = answer.split("\n", 1)[0]
    assert lagged > 0
    assert "avisos-svc" in head and "积压" in head, head
    assert "bancsur-ext" not in head and "pagoflow" not in head, head


_SERVICES = ["band-sync", "band-q", "spa-widget", "treat-svc"]
_DESCRIPTIONS = {
    "band-sync": "手环储物柜同步 (读队列开柜) / wristband locker sync",
    "band-q": "手环储物柜队列 (Kafka) / locker wristband queue",
    "spa-widget": "水疗预约小部件 (官网预约挂件) / spa booking widget",
    "treat-svc": "疗程服务 (按摩、泥疗、理疗排班) / treatments service",
}
_TEAMS = {"band-sync": "储物柜组 Lockers", "band-q": "储物柜组 Lockers", "spa-widget": "前台组 Guest",
          "treat-svc": "疗程组 Treatments"}


def test_deed_in_the_brackets_with_the_head_first_word_names_the_application() -> None:
    """"手环开柜一直很慢" of "手环储物柜同步 (读队列开柜)": 手环 alone is shared with the sync's own queue and
    开柜 stands only in the sync's brackets; together, the head's first word with the deed's last word, they name the
    sync (the question named nothing and got the whole world's answer)."""
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, _TEAMS, infra={"band-q": "kafka"})
    assert aliases.get("手环开柜") == "band-sync"
    assert match_services("今天早上六点多手环开柜一直很慢，客人在排队，啥原因", _SERVICES, aliases) == ["band-sync"]


def test_deed_held_by_another_description_or_of_a_store_names_nothing() -> None:
    """A deed's word another description holds (开柜 in a second service's head) names neither."""
    descriptions = {**_DESCRIPTIONS, "treat-svc": "开柜记录服务 / locker log service"}
    aliases = learn_aliases(_SERVICES, descriptions, _TEAMS, infra={"band-q": "kafka"})
    assert "手环开柜" not in aliases


_HOLDS = ["holds-svc", "holds-db", "holds-q", "holds-notify", "reader-app", "play-api", "playlist-svc"]
_HOLDS_DESCRIPTIONS = {
    "holds-svc": "预约排队服务 (预借) / holds service",
    "holds-db": "预约数据库 (MySQL) / holds database",
    "holds-q": "预约到书通知队列 (Kafka) / holds notification queue",
    "holds-notify": "预约到书通知发送 / holds notification sender",
    "reader-app": "读者App (手机借阅) / reader app",
    "play-api": "播放接口 / playback API",
    "playlist-svc": "播放清单服务 / playlist service",
}
_HOLDS_TEAMS = {"holds-svc": "预约组 Holds", "holds-db": "预约组 Holds", "holds-q": "预约组 Holds",
                "holds-notify": "预约组 Holds", "reader-app": "读者App组 Reader App", "play-api": "播放组 Playback",
                "playlist-svc": "播放组 Playback"}


def test_shared_first_word_with_a_service_word_names_the_application_whose_head_is_a_service() -> None:
    """"预约服务这次发版有没有影响到读者App？": 预约 begins the heads of the holds service and of the notice sender (and
    their stores); "预约服务" is the one whose head is "预约…服务", the sender being a worker named by its deed (发送).
    It named nothing, so only the reader app was asked about."""
    aliases = learn_aliases(_HOLDS, _HOLDS_DESCRIPTIONS, _HOLDS_TEAMS,
                            infra={"holds-db": "mysql", "holds-q": "kafka"})
    assert aliases.get("预约服务") == "holds-svc"
    assert match_services("预约服务这次发版有没有影响到读者App？", _HOLDS, aliases) == ["holds-svc", "reader-app"]


def test_shared_first_word_beside_an_interface_names_neither() -> None:
    """"播放服务" beside "播放接口" and "播放清单服务": the interface is what people may call the playback service too,
    so the word names neither."""
    aliases = learn_aliases(_HOLDS, _HOLDS_DESCRIPTIONS, _HOLDS_TEAMS,
                            infra={"holds-db": "mysql", "holds-q": "kafka"})
    assert "播放服务" not in aliases


def test_latin_part_of_an_alias_the_conversation_used_names_its_service() -> None:
    """"那 App 那边一共报了多少错?" after "骑行App 开锁报错咋回事" and "根因是车桩库吗": "App" is the latin part of the
    alias the first question used, so the follow-up counts the app's errors — not the suspect's the second question
    named (it counted the database's WARN lines)."""
    catalog = Catalog(services=("ride-app", "rentals", "docks-pg"),
                      descriptions={"ride-app": "骑行App (骑手手机应用) / rider app",
                                    "rentals": "租车服务 (开锁/还车) / rentals service",
                                    "docks-pg": "车桩数据库 (PostgreSQL) / docks database"},
                      teams={"ride-app": "骑手App组 Rider App", "rentals": "租车组 Rentals", "docks-pg": "DBA"},
                      dependency_kinds={"ride-app": (("rentals", "service"),),
                                        "rentals": (("docks-pg", "postgres"),)})
    earlier = ["早上骑行App 开锁报错咋回事", "根因是车桩库吗"]
    assert _alias_part_named("那 App 那边一共报了多少错?", earlier, catalog) == "ride-app"
    assert _alias_part_named("那 App 那边一共报了多少错?", ["根因是车桩库吗"], catalog) is None
    assert _alias_part_named("那边一共报了多少错?", earlier, catalog) is None


def test_statement_before_a_dash_sets_the_scene_of_the_health_asked_after_it() -> None:
    """"resale is down — is the resale db ok at least?": the clause asked is a health question ("is it ok", yes =
    healthy), the statement before the dash only tells why it is asked; a clause asking about trouble keeps its
    polarity, and a clause asking no health is left to the whole question."""
    assert not asks_about_problems("resale is down — is the resale db ok at least?")
    assert not asks_about_problems("X 挂了；X 的数据库正常吗")
    assert asks_about_problems("resale is down — is the resale db down too?")
    assert asks_about_problems("resale is down - what about the db?")


def test_health_asked_after_a_scene_judges_only_the_things_it_names(tmp_path: Path) -> None:
    """The application named in the scene was judged too, and the answer read "是，<app>、<db> 有异常" of a database
    with no WARN or ERROR line (a false fact about the database). Over the opened held-out world axepass, in other
    words than its case."""
    with world_asker(tmp_path, "axepass") as ask:
        answer, bad = ask("ticket resale keeps failing; is the resale database fine at least?",
                          "SELECT count(*) FROM log_record WHERE service = 'revenda-db' AND level IN ('WARN', 'ERROR')")
    head = answer.split("\n", 1)[0]
    assert bad == 0
    assert head.startswith("是，revenda-db 健康"), head
    assert "revenda-svc" not in head, head


def test_bracketed_name_without_its_where_qualifier_names_the_service() -> None:
    """"今天疗程服务和预约挂件 谁报错多": the widget is described "水疗预约小部件 (官网预约挂件)"; people drop 官网
    (where it is reached) and call it "预约挂件" — it named nothing, so the comparison had one side."""
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, _TEAMS, infra={"band-q": "kafka"})
    assert aliases.get("预约挂件") == "spa-widget"
    assert match_services("今天疗程服务和预约挂件 谁报错多", _SERVICES, aliases) == ["treat-svc", "spa-widget"]
    other = {**_DESCRIPTIONS, "spa-widget": "水疗预约小部件 (前台预约挂件) / spa booking widget"}
    assert "预约挂件" not in learn_aliases(_SERVICES, other, _TEAMS, infra={"band-q": "kafka"})


def test_people_who_cannot_do_something_name_their_app() -> None:
    """"riders can't unlock bikes since about 7:50, root cause?": the riders are the users of the "rider app"; "bikes"
    (a word of a battery telemetry's "e-bike") named the telemetry, whose answer was "no anomaly, no cause"."""
    services = ["ride-app", "rentals", "battery-tm", "rider-accounts"]
    descriptions = {"ride-app": "骑行App (骑手手机应用) / rider app",
                    "rentals": "租车服务 (开锁/还车) / rentals service",
                    "battery-tm": "电单车电池遥测 / e-bike battery telemetry",
                    "rider-accounts": "骑手账号服务 / rider accounts"}
    teams = {"ride-app": "骑手App组 Rider App", "rentals": "租车组 Rentals", "battery-tm": "车队组 Fleet",
             "rider-accounts": "账号组 Accounts"}
    aliases = learn_aliases(services, descriptions, teams)
    assert match_services("riders can't unlock bikes since about 7:50, root cause?", services, aliases) == ["ride-app"]
    assert match_services("riders couldn't unlock bikes", services, aliases) == ["ride-app"]
    assert match_services("how many bikes report low battery?", services, aliases) == ["battery-tm"]


def test_people_cannot_names_the_app_over_the_opened_pedalta(tmp_path: Path) -> None:
    """The cause follows the rider app's failing calls to the rentals service down to its database's lock waits. Over
    the opened held-out world pedalta, in other words than its case (no dev world has a "<person> app")."""
    with world_asker(tmp_path, "pedalta") as ask:
        answer, waits = ask("since around 7:50 riders cannot unlock their bikes — what's the underlying cause?",
                            "SELECT count(*) FROM log_record WHERE service = 'dockvault-pg' "
                            "AND message LIKE 'lock wait%'")
    head = answer.split("\n", 1)[0]
    assert waits > 0
    assert "dockvault-pg" in head and "lock" in head, head
    assert "voltcell" not in head, head


def test_comparison_side_by_a_word_of_one_application_and_its_store() -> None:
    """"Which logged more errors yesterday, billing or the customer accounts service?": "billing" is held by the
    billing application's English head and its own database's ("billing database"), and by a team "Billing" over the
    tariff service too — a shared word, so the comparison had one side. The application among the descriptions'
    holders (its store aside) is that side; a word a second application's description holds names none."""
    catalog = Catalog(services=("bill-svc", "bill-pg", "tariff-svc", "accounts-svc"),
                      descriptions={"bill-svc": "供暖计费服务 (出账单) / heating billing service",
                                    "bill-pg": "计费数据库 (PostgreSQL) / billing database",
                                    "tariff-svc": "费率服务 / tariff service",
                                    "accounts-svc": "用户档案服务 / customer accounts service"},
                      teams={"bill-svc": "计费组 Billing", "bill-pg": "DBA", "tariff-svc": "计费组 Billing",
                             "accounts-svc": "用户组 Customer Accounts"},
                      dependencies={"bill-svc": ("bill-pg",)},
                      dependency_kinds={"bill-svc": (("bill-pg", "postgres"),)})
    question = "Which logged more errors yesterday, billing or the customer accounts service?"
    assert _described_side(question, "accounts-svc", catalog) == ("bill-svc", True)
    shared = catalog.model_copy(update={"descriptions": {**catalog.descriptions,
                                                         "tariff-svc": "费率服务 / billing tariff service"}})
    assert _described_side(question, "accounts-svc", shared) is None
