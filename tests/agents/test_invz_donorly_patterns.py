"""Patterns from the opened donorly (invZ), on names of no real world or over dev worlds.

Scenarios:
- "Is the anorpay cert still expired?" of a partner named anorpay-psp: an external partner is called by its brand,
  its name's first segment — not an application's first segment (often what several services share), not one a
  second name begins with. Over ledgerly: "Is the kycvendor cert still expired?" — the partner never reports and
  the services calling it log no ERROR or WARN line now: "no" (inferred); "the fxquote cert", whose caller's lines
  name it now: "yes".
- "gift.settled 这个 topic 现在是不是有积压？": a dotted topic name one service's alerts mention names that service
  (its consumer), not an unknown service.
- "结账服务…" of a service described "捐款结账": a four-character head without a service word is called by its last
  word with one.
- "支付机构那个证书是不是半夜12点之前就过期了" (worded as health): the onset's yes/no against the clock; the caller's
  lines are cut at the window's start, its alert of the same episode began before (harbor, spec scenario
  "carrier-cert-expired").
- "收据…一直出错，啥原因" of a consumer whose own database turned slow first and whose queue backlogged later, both
  going on (donorly's receipts): both are named, the backlog's later start said (harbor copy: manifest-worker,
  spec scenario "manifest-backlog", its database booking-pg slow from before the backlog).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import learn_aliases
from superbiz.sources.world import _MENTIONED
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import root_causes, world_asker

NOW = datetime(2031, 3, 4, 12, 0, tzinfo=UTC)


def test_an_external_partner_is_called_by_its_first_segment() -> None:
    services = ("paylink-gw", "zentapay-psp", "tourly-stream")
    descriptions = {"paylink-gw": "支付对接 / payment connector", "zentapay-psp": "合作支付机构 / payment partner",
                    "tourly-stream": "导览音频流 / audio stream"}
    aliases = learn_aliases(services, descriptions, {}, infra={"zentapay-psp": "external"})
    assert aliases.get("zentapay") == "zentapay-psp"
    assert "tourly" not in aliases  # an application's first segment stays the name's own


def test_a_partner_first_segment_another_name_begins_with_names_neither() -> None:
    services = ("zentapay-psp", "zentapay-bridge")
    descriptions = {"zentapay-psp": "合作支付机构 / payment partner", "zentapay-bridge": "支付对接 / connector"}
    aliases = learn_aliases(services, descriptions, {}, infra={"zentapay-psp": "external"})
    assert "zentapay" not in aliases


def test_a_four_character_head_without_a_service_word_is_called_by_its_last_word() -> None:
    services = ("pay-v3", "refund-v1")
    descriptions = {"pay-v3": "捐款结账 / donation checkout", "refund-v1": "捐款退款 / refunds"}
    aliases = learn_aliases(services, descriptions, {})
    assert aliases.get("结账服务") == "pay-v3"
    assert "捐款服务" not in aliases  # the first word both heads share names neither


def _catalog(mentions: dict[str, str]) -> Catalog:
    return Catalog(services=("rcpt-x", "bus-x"), dependencies={"rcpt-x": ("bus-x",)},
                   dependency_kinds={"rcpt-x": (("bus-x", "kafka"),)}, alerts=("TopicLagging",),
                   descriptions={"rcpt-x": "收据 / receipts", "bus-x": "事件队列 (Kafka) / events queue"},
                   mentions=mentions)


def test_a_dotted_topic_an_alert_mentions_names_its_consumer() -> None:
    assert _MENTIONED.findall("rcpt-x consumer lag on gift.settled above 10000 messages") == ["gift.settled"]
    plan = offline_plan("gift.settled 这个 topic 现在是不是有积压？", _catalog({"gift.settled": "rcpt-x"}), now=NOW)
    assert plan.services[:1] == ["rcpt-x"] and not plan.unknown_services, plan
    unknown = offline_plan("gift.settled 这个 topic 现在是不是有积压？", _catalog({}), now=NOW)
    assert unknown.unknown_services == ["gift.settled"], unknown


def test_a_partner_asked_by_its_first_segment_answers_from_its_callers(tmp_path: Path) -> None:
    quiet = ("SELECT count(*) FROM log_record WHERE level IN ('ERROR', 'WARN') AND service IN (SELECT service FROM "
             "service_dependency WHERE depends_on = 'kycvendor-api') AND ts >= datetime((SELECT value FROM world_meta "
             "WHERE key = 'anchor_time'), '-60 minutes')")
    naming = ("SELECT count(*) FROM log_record WHERE level = 'ERROR' AND message LIKE '%fxquote-provider%' AND ts >= "
              "datetime((SELECT value FROM world_meta WHERE key = 'anchor_time'), '-15 minutes')")
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, lines = ask("Is the kycvendor cert still expired?", quiet)
        assert lines == 0 and answer.startswith("不是") and "kycvendor-api" in answer.split("\n")[0], answer
        answer, lines = ask("Is the fxquote cert still expired?", naming)
        assert lines > 0 and answer.startswith("是"), answer


def test_a_health_worded_expiry_before_midnight_is_the_onsets_yes_no(tmp_path: Path) -> None:
    sql = ("SELECT min(ts) < (SELECT value FROM world_meta WHERE key = 'anchor_time') FROM log_record "
           "WHERE level = 'ERROR' AND message LIKE '%oceanlink-api%'")
    with world_asker(tmp_path, "harbor") as ask:
        answer, _ = ask("承运商那个证书是不是半夜12点之前就过期了", sql)
    head = answer.split("\n")[0]
    # its caller's first error line (22:40 local, two minutes before its alert): an onset against a clock reads
    # from a day before that clock (invDJ), so the lines are no longer cut at the window's start
    assert head.startswith("是") and "22:40" in head, answer


def test_a_backlog_that_began_after_the_consumers_slow_database_is_named_beside_it(tmp_path: Path) -> None:
    consumer = "manifest-worker"
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        dep = text("SELECT depends_on FROM service_dependency WHERE service = :s AND kind = :k")
        queue, db = (str(conn.execute(dep, {"s": consumer, "k": k}).scalar_one()) for k in ("kafka", "postgres"))
        backlog = datetime.fromisoformat(str(conn.execute(text(
            "SELECT min(ts) FROM log_record WHERE service = :s AND level IN ('WARN', 'ERROR')"), {"s": consumer}
        ).scalar_one()))
        end = datetime.fromisoformat(str(conn.execute(text("SELECT max(ts) FROM log_record")).scalar_one()))
        at, i = backlog - timedelta(minutes=25), 0
        while at < end:  # the database turns slow 25 minutes before the backlog, and stays slow
            conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) VALUES "
                              "(:t, :s, 'WARN', :tr, 'BPG-W17', 'slow query 4200ms on shipments')"),
                         {"t": at, "s": db, "tr": f"invzdb{i:05d}"})
            conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) VALUES "
                              "(:t, :s, 'ERROR', :tr, 'MFW-5041', :m)"),
                         {"t": at + timedelta(seconds=20), "s": consumer, "tr": f"invzmw{i:05d}",
                          "m": f"query timeout after 5000ms on {db}"})
            at, i = at + timedelta(minutes=1), i + 1
    engine.dispose()
    causes = root_causes(tmp_path, url, f"{consumer} 今天下午两点以来一直出错，啥原因")
    assert queue in causes and db in causes and "晚于" in causes, causes


def test_a_silent_partners_certificate_expiry_is_read_from_its_callers() -> None:
    """"zentapay 的 cert 啥时候 expire 的？" once the brand names the partner (meterbill's "gatepay"): the onset of
    the services calling it — the partner itself never reports, so asking it alone was a gap."""
    catalog = Catalog(services=("paylink-gw", "zentapay-psp"), dependencies={"paylink-gw": ("zentapay-psp",)},
                      dependency_kinds={"paylink-gw": (("zentapay-psp", "external"),)},
                      descriptions={"paylink-gw": "支付对接 / payment connector",
                                    "zentapay-psp": "合作支付机构 / payment partner"},
                      silent=frozenset({"zentapay-psp"}))
    for question in ("zentapay 的 cert 啥时候 expire 的？", "When did the zentapay cert expire?"):
        plan = offline_plan(question, catalog, now=NOW)
        assert plan.aspects == ["onset"] and plan.services == ["paylink-gw"], (question, plan)
