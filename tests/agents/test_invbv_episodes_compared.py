"""Patterns of the opened atollstay, dzongpost and himalgear worlds (helper round invBV): two troubles or episodes
compared when their sides are named by the troubles' own words; checked on the dev worlds, every expectation that
depends on the data from the world database by SQL.

- Spec scenario "onset order" (dev: harbor-which-first-cert-or-backlog-zh, harbor-which-first-backlog-or-cert-en):
  "证书过期和舱单积压，哪个先开始的？" — a side naming no service but its trouble is the one service whose alerts carry
  it (the certificate's, the backlog's consumer); the earlier is named with both onsets (it answered one service's
  cause or health).
- Spec scenario "two episodes compared" (himalgear; no dev world has a pool trouble twice): "今天两次向导库连接池耗尽，
  哪次时间更长？" — a database's pool named, the pool alert firing on its one caller (the application's pool): the
  episodes compared are the caller's (the store's own WARN lines ran as one record over hours).
- Spec scenario "two windows compared on error lines" (dzongpost, himalgear): "Did the tracking app log more errors
  during the morning route cache trouble or during the lunchtime planner deploy?" — "mess", "trouble", "deploy"
  after "during the" (a clock in it) name an incident, not a service compared; the subject called by a run of its
  description's words ("parcel tracking app backend"); a side's window holding the other side's episode too (the
  morning held the 10:15 one) counts its own episode's code, the other's left out.
- Spec scenario "comparison of two incidents on their failed records" (dev:
  ledgerly-bare-events-broke-more-transfers-zh): "昨晚发版和证书过期，哪个搞挂的乘车单更多？" — two short sides of bare
  event words (no 那次) and "搞挂的<records>更多": each incident's failed records, never a metric's averages.
  "附件这次和昨天 SLA 发版那次比，哪次失败的工单多？" (dev: ledgerly-failed-transfers-of-two-services-incidents-zh) —
  each side names the service that had its incident: the failed status that service's words name, counted over all
  the data (not cut at the end of the day one side named).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import (
    _EPISODE_NAMED,
    _described_app,
    _pool_caller,
    _statuses_of_sides,
    events_compared,
    sides_named_by_events,
)
from superbiz.agents.plan_model import Catalog
from superbiz.agents.question import names_record_words
from tests.agents.world_chat import sql_text, world_service

_FIRST = "SELECT min(ts) FROM log_record WHERE service = '{}' AND level = '{}'"


def test_which_first_of_two_troubles_named_by_their_words(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        cert = sql_text(url, _FIRST.format("carrier-bridge", "ERROR"))
        backlog = sql_text(url, _FIRST.format("manifest-worker", "WARN"))
        first = "carrier-bridge" if cert < backlog else "manifest-worker"
        zone = ZoneInfo(sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'"))
        for asked in ("证书过期和舱单积压，哪个先开始的？",
                      "Which started first, the manifest backlog or the cert expiry?"):
            head = chat.ask(asked, user_id="invbv").answer.splitlines()[0]
            assert head.startswith(f"{first} 先开始："), head
            for stamp in (cert, backlog):
                at = datetime.fromisoformat(stamp).replace(tzinfo=UTC).astimezone(zone)
                assert at.strftime("%H:%M") in head, (stamp, head)



def test_a_database_pools_episodes_are_its_callers(tmp_path: Path) -> None:
    with world_service(tmp_path, "stagecast") as (chat, url):
        caller = sql_text(url, "SELECT DISTINCT service FROM alert WHERE alertname = 'DbPoolNearlyFull'")
        store = sql_text(url, "SELECT DISTINCT service FROM log_record WHERE error_code = 'PG-POOL-W'")
        catalog = chat.c.catalog()
        assert _pool_caller("今天两次连接池打满，哪次时间更长？", store, catalog) == caller
        assert _pool_caller("今天两次锁等待，哪次时间更长？", store, catalog) is None  # no pool named
        assert _pool_caller("今天两次连接池打满，哪次时间更长？", caller, catalog) is None  # an application
        head = chat.ask(f"今天两次 {store} 连接池打满，哪次时间更长？", user_id="invbv").answer.splitlines()[0]
        assert f"{caller} 错误码" in head and f"{store} 错误码" not in head, head


def test_incidents_named_after_during_and_the_app_by_its_description() -> None:
    asked = "Did the tracking app log more errors during the morning route cache trouble or during the 11:30-13:30 " \
            "planner deploy?"
    assert _EPISODE_NAMED.sub("#", asked) == "Did the tracking app log more errors # or #?"
    assert sides_named_by_events(asked)
    assert sides_named_by_events("Did X log more errors during the morning map-cache mess or during the 10:15 pool "
                                 "episode?")
    catalog = Catalog(services=("trackapp", "tracklog", "trackdb"),
                      descriptions={"trackapp": "parcel tracking app backend", "tracklog": "parcel tracking history",
                                    "trackdb": "parcel tracking database"},
                      dependency_kinds={"tracklog": (("trackdb", "mysql"),)})
    assert _described_app(_EPISODE_NAMED.sub(" ", asked), catalog) == ["trackapp"]
    assert _described_app("did the app backend log more errors", catalog) == ["trackapp"]
    assert _described_app("did the tracking service log more errors", catalog) == []


def test_two_bare_events_compared_on_the_records_they_broke(tmp_path: Path) -> None:
    assert events_compared("昨晚发版和证书过期，哪个搞挂的乘车单更多？") == ["deploy", "certificate"]
    assert names_record_words("哪个搞挂的乘车单更多？")
    assert not names_record_words("哪个菜单更多？")
    assert events_compared("昨晚发版和证书过期，哪个先开始的？") == []  # no records asked
    with world_service(tmp_path, "ledgerly") as (chat, url):
        counts = [sql_text(url, f"SELECT count(*) FROM orders WHERE status = '{s}'")
                  for s in ("FAILED_LEDGER", "FX_UNAVAILABLE")]
        head = chat.ask("锁等待和证书过期，哪个搞挂的转账更多？", user_id="invbv").answer.splitlines()[0]
        assert all(f"共 {n} 笔" in head for n in counts), (counts, head)


def test_failed_records_of_two_services_incidents(tmp_path: Path) -> None:
    catalog = Catalog(services=("attvault", "slaclock", "tikcore", "pingnotify"),
                      descriptions={"attvault": "附件存储服务 / attachment storage",
                                    "slaclock": "SLA 计时服务 / SLA timer",
                                    "tikcore": "工单核心服务 / ticket core service",
                                    "pingnotify": "notification service"},
                      order_statuses=("ATTACH_FAILED", "SLA_NOT_STARTED", "OPEN"))
    assert _statuses_of_sides("attvault 这次和昨天 slaclock 发版那次比，哪次失败的工单多？", catalog) == [
        "ATTACH_FAILED", "SLA_NOT_STARTED"]
    assert _statuses_of_sides("attvault 这次和 pingnotify 那次比，哪次失败的工单多？", catalog) == []  # "not" ≠ notify
    with world_service(tmp_path, "ledgerly") as (chat, url):
        counts = [sql_text(url, f"SELECT count(*) FROM orders WHERE status = '{s}'")
                  for s in ("FAILED_LEDGER", "FX_UNAVAILABLE")]
        asked = "ledger-core 那次和 fx-rates 那次比，哪次失败的转账多？"
        head = chat.ask(asked, user_id="invbv").answer.splitlines()[0]
        assert all(f"共 {n} 笔" in head for n in counts), (counts, head)
