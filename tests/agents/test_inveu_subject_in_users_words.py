"""Issue 10 pattern (helper round invEU; opened tunaport, saunabox, windfarm): the subject and its origin told in
users' words.

- The people telling of a trouble, placed ("buyers on the floor say their bids keep failing", "carriers at the port
  say…"), are no subject: their word names no service even with the place between it and the verb of telling
  (``question._PEOPLE_AFTER``).
- A cause asked with no service named, walked from the failed records' logger (``investigate.failed_trail_subject``):
  the change events of the dependency its records lead to are searched (``investigate._origin_change_calls``), so the
  head says the trouble began after that dependency's deploy — as it does when the logger is named.
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import offline_plan
from superbiz.agents.subjects import glossed_head_owner
from tests.agents.world_chat import root_causes, spec_catalog, sql_text, world_service

_catalog = spec_catalog


def test_tellers_placed_before_the_verb_of_telling_are_no_subject() -> None:
    catalog = _catalog("harbor")
    for question in ("carriers at the port say their bookings keep failing since about 2pm, what broke?",
                     "carriers on the dock complained their bookings failed, what happened?"):
        assert "carrier-bridge" not in offline_plan(question, catalog).services, question
    #: the service's own word still names it
    assert "carrier-bridge" in offline_plan("carrier bridge at 2pm, what broke?", catalog).services


def test_failed_trail_cause_states_the_origins_deploy(tmp_path: Path) -> None:
    with world_service(tmp_path, "tunaport") as (_, url):
        version = sql_text(url, "SELECT substr(message, instr(message, 'version ') + 8, 5) FROM log_record "
                                "WHERE service = 'bidhammer' AND message LIKE 'deployment started%' LIMIT 1")
        heads = root_causes(tmp_path, url, "people on the floor report bids keep failing since about 10:45, "
                                           "what broke?")
    assert "bidhammer" in heads and version in heads and "发布" in heads


def test_compound_head_in_a_bracketed_list_names_its_sender() -> None:
    """"预约提醒短信发得特别慢": 预约 names the booking service, but the compound's last word 短信 is an item of the
    notifications worker's bracketed list "(短信/推送)" — the SMS is the thing that went wrong, its sender the subject
    (``subjects.glossed_head_owner``)."""
    catalog = _catalog("saunabox")
    assert offline_plan("昨晚六点多预约提醒短信发得特别慢 是为啥", catalog).services == ["vihta-worker"]
    assert offline_plan("预约短信为啥没发出去", catalog).services == ["vihta-worker"]
    #: the booking service asked of itself stays the subject
    assert offline_plan("预约服务昨晚为啥报错", catalog).services == ["hotbook"]


def test_glossed_head_owner_needs_an_item_held_by_one_service_alone() -> None:
    descriptions = {"booking": "预约服务 (下单订场) / booking service", "sender": "通知发送 (短信/推送) / notifier",
                    "sms-partner": "外部短信网关 / sms gateway"}
    named = {"预约": "booking"}
    #: 短信 is also held by another description: no owner
    assert glossed_head_owner("预约提醒短信发得慢", named, descriptions, {}) is None
    del descriptions["sms-partner"]
    assert glossed_head_owner("预约提醒短信发得慢", named, descriptions, {}) == "sender"
    #: a word between that is no part of the compound breaks it
    assert glossed_head_owner("预约, 还有短信发得慢", named, descriptions, {}) is None


def test_a_side_called_by_the_link_to_it() -> None:
    """"昨晚电网那条链路是不是断过" → "断了多久": "<thing>那条链路 / 那条线路 / 那个通道" calls a side by the link to
    it, as "<thing>那边" does — the partner whose description holds the thing is the subject, and the follow-up's
    duration is its outage (``subjects._ZH_CALLED``)."""
    catalog = _catalog("windfarm")
    assert offline_plan("昨晚电网那条链路是不是断过", catalog).services == ["gridlynx"]
    assert offline_plan("断了多久", catalog, earlier_questions=["昨晚电网那条链路是不是断过"]).services == ["gridlynx"]
    assert offline_plan("电网这条线路昨晚断了多久", catalog).services == ["gridlynx"]


def test_told_clause_opening_with_the_thing_failing_names_it() -> None:
    """"the storefront was erroring last night after 2, what was it?": the thing a told clause opens with, said
    failing, is the subject even when its word is shared with a team (``subjects._EN_PATTERNS``); "it" is the clause's
    own trouble."""
    plan = offline_plan("the storefront was erroring last night after 2, what was it?", _catalog("vinylvault"))
    assert plan.services == ["groovefront"] and plan.aspects == ["cause"]
    plan = offline_plan("the ledger was erroring this morning, what was it?", _catalog("ledgerly"))
    assert plan.services == ["ledger-core"] and plan.aspects == ["cause"]


def test_consumer_backlog_right_after_its_own_deploy_states_the_deploy(tmp_path: Path) -> None:
    """A consumer deployed minutes before its backlog began ("续订队列从十点开始一直堆着…根因到底是啥"): the backlog
    head says it began after that change (``causes._own_change`` in ``_quiet_queue_claim``), not only the lag."""
    with world_service(tmp_path, "tealeaf") as (_, url):
        version = sql_text(url, "SELECT substr(message, instr(message, 'version ') + 8, 5) FROM log_record "
                                "WHERE service = 'kettlerenew' AND message LIKE 'deployment started%' LIMIT 1")
        heads = root_causes(tmp_path, url, "续订处理从十点起一直积压，根因是啥")
    assert "kettlerenew" in heads and version in heads and "发布" in heads


def test_the_noun_an_affected_count_counts_names_no_subject() -> None:
    """"昨天出口许可为啥报错" → "影响了多少拍品" → "从几点开始的": the noun counted (拍品, held by the lot catalogue's
    description) is what the trouble reached, not a new subject — the count keeps the permit service, and the onset
    asked after it is the permit trouble's (``plan._AFFECTED_NOUN``, ``_uncounted``)."""
    catalog = _catalog("tunaport")
    first, count = "昨天出口许可为啥报错", "影响了多少拍品"
    assert offline_plan(count, catalog, earlier_questions=[first]).services == ["permitpass"]
    assert offline_plan("从几点开始的", catalog, earlier_questions=[first, count]).services == ["permitpass"]
    #: a first question counting them names what its words name
    assert offline_plan("拍品目录影响了多少拍品", catalog).services == ["lotdeck"]
