"""Which started first, when a side names a deploy or one of several troubles of its service (helper round invCE,
opened tractorly, cocoaport, wheatrail and qvevri); checked on the dev worlds, every expectation that depends on the
data from the world database by SQL.

- Spec scenario "onset order" asked as a choice (dev: ledgerly-which-first-deploy-in-first-or-cert-zh,
  ledgerly-which-kicked-off-first-release-or-lock-en): "A 在先，还是 B 在先？", "A 先开始的，还是 B 在先？", "which
  kicked off first, A or B?" ask the order of two onsets (they read as a cause of A). A side naming a deploy ("X 发
  版", "the X release") is that deploy's start — its change event, the redeploy's for "重新发版" (a clean redeploy
  logged no anomaly at all) — never its first error.
- Spec scenario "onset order": a side naming one trouble of a service with several ("地磅队列积压" of a consumer that
  first failed on a database lock wait) starts with that service's records about it (its consumer lag), not with its
  first anomaly of any kind.
- Spec scenario "service named by its description": "农户 App" names the service described "农户手机 App 后端" (a
  four-character word before the latin word, its middle word dropped).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.question import WHICH_FIRST, learn_aliases
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.world_chat import sql_text, world_service


def test_which_first_asked_with_first_on_both_sides_or_kicked_off() -> None:
    for asked in ("今天上午是门户重新发版在先，还是合同库变慢在先？", "今天上午是遥测积压先开始的，还是 POS 发版在先？",
                  "是先缓存出问题还是先数据库慢的",
                  "which kicked off first today, the USSD errors or the purchase failures?"):
        assert WHICH_FIRST.search(asked), asked
    for asked in ("首先看一下 A 还是 B 优先处理", "A 跟 B 先后发生的吗",
                  "which one is the first thing to check, A or B?"):
        assert not WHICH_FIRST.search(asked), asked


def _local(url: str, stamp: str) -> str:
    zone = ZoneInfo(sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'"))
    return datetime.fromisoformat(stamp).replace(tzinfo=UTC).astimezone(zone).strftime("%H:%M")


def test_a_deploy_side_is_its_change_event(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, url):
        deploy = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'account-api' "
                               "AND message LIKE 'deployment started%'")
        cert = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'fx-rates' AND level = 'ERROR'")
        errors = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'account-api' AND level = 'ERROR'")
        assert _local(url, deploy) != _local(url, errors)  # the deploy's start is not its first error
        first = "account-api" if deploy < cert else "fx-rates"
        head = chat.ask("今天是 account-api 发版在先，还是汇率证书过期在先？", user_id="invce").answer.splitlines()[0]
        assert head.startswith(f"{first} 先开始："), head
        assert "account-api 的发布开始" in head and _local(url, deploy) in head and _local(url, cert) in head, head
        lock = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'ledger-mysql' AND level = 'WARN'")
        head = chat.ask("which kicked off first, the account-api release or the ledger lock waits?",
                        user_id="invce").answer.splitlines()[0]
        assert head.startswith(f"{'ledger-mysql' if lock < deploy else 'account-api'} 先开始："), head
        assert _local(url, lock) in head and _local(url, deploy) in head, head


def _which_first_head(brief_sides: dict[str, object], *items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("app-a", "db-b"), onset_order=("app-a", "db-b"),
                        which_first=True, timezone="UTC", **brief_sides)  # type: ignore[arg-type]
    return lead_lines(material, brief)[0]


_DB_SLOW = MaterialItem(claim_id="d1", claim_type="log_observation",
                        text="db-b 错误码 DB-W1 的 WARN 日志在窗口内共 20 条，首次出现(first_seen) "
                             "2026-03-09T08:40:05Z，最近一次(last_seen) 2026-03-09T09:00:00Z，跨度(span) 19m；"
                             "前一窗口同类日志数(earlier_count)=0；示例：slow query 4.3s")


def test_a_redeploy_side_is_the_last_deploy_start() -> None:
    deploys = [MaterialItem(claim_id=f"a{n}", claim_type="observation",
                            text=f"app-a 的操作记录（发布）：「2026-03-09T{at}.000Z INFO app-a deployment started: "
                                 f"rolling out version 4.2.{n}」")
               for n, at in ((0, "07:15:00"), (1, "08:00:00"))]
    errors = MaterialItem(claim_id="a9", claim_type="log_observation",
                          text="app-a 错误码 A-5 的 ERROR 日志在窗口内共 95 条，首次出现(first_seen) "
                               "2026-03-09T07:16:05Z，最近一次(last_seen) 2026-03-09T07:34:45Z，跨度(span) 18m；"
                               "前一窗口同类日志数(earlier_count)=0")
    head = _which_first_head({"onset_changes": ("last", "")}, *deploys, errors, _DB_SLOW)
    assert head.startswith("app-a 先开始：app-a 的重新发布开始于 2026-03-09 08:00:00"), head
    head = _which_first_head({"onset_changes": ("first", "")}, *deploys, errors, _DB_SLOW)
    assert "app-a 的发布开始于 2026-03-09 07:15:00" in head, head
    head = _which_first_head({}, *deploys, errors, _DB_SLOW)  # no deploy named: the side's first anomaly
    assert "app-a 的最早异常于 2026-03-09 07:16:05" in head, head


def test_a_trouble_side_starts_with_its_own_records() -> None:
    lock_errors = MaterialItem(claim_id="a1", claim_type="log_observation",
                               text="app-a 错误码 A-1 的 ERROR 日志在窗口内共 279 条，首次出现(first_seen) "
                                    "2026-03-09T08:22:05Z，最近一次(last_seen) 2026-03-09T09:54:49Z，跨度(span) 1h32m；"
                                    "前一窗口同类日志数(earlier_count)=0；示例：lock wait timeout on db-b")
    lag = MaterialItem(claim_id="a2", claim_type="log_observation",
                       text="app-a 错误码 A-W8 的 WARN 日志在窗口内共 85 条，首次出现(first_seen) "
                            "2026-03-09T08:30:01Z，最近一次(last_seen) 2026-03-09T09:54:59Z，跨度(span) 1h24m；"
                            "前一窗口同类日志数(earlier_count)=0；示例：consumer lag 100761 messages on topic tickets")
    words = {"onset_words": (("queue", "backlog", "lag", "consumer", "re-queued"), ("lock",))}
    head = _which_first_head(words, lock_errors, lag, _DB_SLOW)
    assert "app-a 的相关最早异常" in head and "08:30:01" in head and "08:22:05" not in head, head
    head = _which_first_head({}, lock_errors, lag, _DB_SLOW)  # no trouble named: the first anomaly of any kind
    assert "app-a 的最早异常于 2026-03-09 08:22:05" in head, head


def test_a_four_character_word_before_app_drops_its_middle_word() -> None:
    aliases = learn_aliases(["farm-app", "farm-book"], {"farm-app": "农户手机 App 后端 (农机租赁下单) / farmer app",
                                                        "farm-book": "农机预约排期服务 / booking"}, {})
    assert aliases.get("农户 app") == "farm-app" and aliases.get("农户app") == "farm-app"
    generic = learn_aliases(["m-app"], {"m-app": "移动手机 App"}, {})
    assert "移动 app" not in generic
