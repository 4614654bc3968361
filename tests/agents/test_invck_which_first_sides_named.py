"""Which started first, when a side names its store by its own words or its application by its description's last
word (helper round invCK, opened axepass and thermalro, issue 10).

- Spec scenario "onset order" asked as a choice (dev: ledgerly-which-first-deploy-or-store-named-by-words-zh): "X 发版
  跟 <store words>数据库慢查询，哪个先开始的" — the kind word (数据库) matches several databases; the one the side names
  by its own words is the side (it was no side at all and the answer told one side's health).
- "the widget rollout": a side naming no service by an alias but by the last word of one service's English
  description ("spa booking widget") is that service; no dev world holds such a description (unit test only).
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import _head_noun_owner, _which_first_sides
from superbiz.agents.plan_model import Catalog
from tests.agents.world_chat import sql_text, world_service


def test_which_first_side_names_its_store_by_words_beside_a_shared_kind_word(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, url):
        catalog = chat.c.catalog()
        asked = "账户 API 发版 跟 账务数据库慢查询，哪个先开始的"
        assert _which_first_sides(asked, catalog) == ["account-api", "ledger-mysql"]
        head = chat.ask(asked, user_id="invck").answer.splitlines()[0]
        deploy = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'account-api' "
                               "AND message LIKE 'deployment started%'")
        lock = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'ledger-mysql' AND level = 'WARN'")
        first = "ledger-mysql" if lock < deploy else "account-api"
        assert head.startswith(f"{first} 先开始："), head


_CATALOG = Catalog(
    services=("bookwidget", "resvapi", "treatcache", "treatsvc"),
    descriptions={"bookwidget": "水疗预约小部件 / spa booking widget", "resvapi": "预订服务 / bookings service",
                  "treatcache": "疗程缓存 (Redis) / treatments cache", "treatsvc": "疗程服务 / treatments service"},
    dependency_kinds={"treatsvc": (("treatcache", "redis"),), "bookwidget": (("resvapi", "service"),)},
    dependencies={"treatsvc": ("treatcache",), "bookwidget": ("resvapi",)})


def test_a_side_named_by_the_last_word_of_one_description() -> None:
    assert _head_noun_owner(" the widget rollout?", _CATALOG) == "bookwidget"
    assert _head_noun_owner(" the service rollout?", _CATALOG) is None  # a kind of part names no one service
    assert _head_noun_owner(" the booking rollout?", _CATALOG) is None  # not the last word of a description
    assert _which_first_sides("which came first today, the treatments cache evictions or the widget rollout?",
                              _CATALOG) == ["treatcache", "bookwidget"]
