"""invUD (stop 55): a subject's lines counted over one episode named by its order ("第一次缓存风暴期间…报了多少错",
"in the 2nd storm") — held-out gearwhit and hoofmoat."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.fixture(scope="module")
def gearwhit(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("gearwhit")), "gearwhit") as served:
        yield served


def _booking_errors(url: str, lo: str, hi: str) -> str:
    return sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'trunyo-book' AND level = 'ERROR' "
                         f"AND ts >= '{lo}' AND ts < '{hi}'")


@pytest.mark.spec("Answer the question that was asked")
def test_a_callers_errors_in_the_first_storm_named_by_its_order(gearwhit: tuple[ChatService, str]) -> None:
    """Held-out gearwhit-first-storm-booking-errors-zh: "第一次缓存风暴期间预约服务报了多少错" — the booking app's
    ERROR lines of the first storm (10:05-10:20 local), never the whole day's over both storms."""
    service, url = gearwhit
    head = ask_head(service, "第一次缓存风暴期间预约服务报了多少错")
    assert f"共 {_booking_errors(url, '2026-10-14 04:30', '2026-10-14 06:00')} 条" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_errors_in_the_2nd_storm(gearwhit: tuple[ChatService, str]) -> None:
    """Held-out gearwhit-second-storm-booking-errors-en: "how many errors did the booking app log in the 2nd storm"
    — the second storm's lines (13:40-13:55 local), never the last hour's 0."""
    service, url = gearwhit
    head = ask_head(service, "how many errors did the booking app log in the 2nd storm")
    assert f"共 {_booking_errors(url, '2026-10-14 08:00', '2026-10-14 10:00')} 条" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_an_alertless_apps_errors_in_the_first_storm_of_its_chain(tmp_path: Path) -> None:
    """Held-out hoofmoat-gate-errors-storm1-zh: "第一次风暴 闸机一共报了多少错" — the gate app has no alerts and no
    caller: the dependency its errors name is read, whose alerts tell the storms apart; the app's ERROR lines of the
    first storm (10:05-10:25 local) are counted."""
    with world_service(tmp_path, "hoofmoat") as (service, url):
        head = ask_head(service, "第一次风暴 闸机一共报了多少错")
        want = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'turnikwa' AND level = 'ERROR' "
                             "AND ts >= '2026-12-07 04:30' AND ts < '2026-12-07 06:00'")
        assert f"共 {want} 条" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_errors_of_an_incident_named_by_order_without_alerts_to_part_them(tmp_path: Path) -> None:
    """Held-out gearwhit-second-storm-booking-errors-en's pattern over dev ledgerly: transfer-api's two incidents
    (two codes, no alerts parting them) — "the first incident" is its first run of ERROR lines, counted alone."""
    with world_service(tmp_path, "ledgerly") as (service, url):
        head = ask_head(service, "how many errors did transfer-api log in the first incident?")
        want = sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' "
                             "AND ts < (SELECT min(ts) FROM log_record WHERE service = 'transfer-api' "
                             "AND error_code = 'TRF-4210')")
        assert f"共 {want} 条" in head, head
