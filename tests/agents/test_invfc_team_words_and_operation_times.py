"""invFC (opened datepalm, crabhaul): deploys and rollbacks of one service asked by their own times, and a team's word
that names one of its applications.

- A word a team gives several applications ("分级线" of a team "分级线组", "拍卖" of "拍卖组", "auction" of "Auction")
  names the one whose own description holds it (Chinese: its Chinese half holds the word; latin: its English head
  ends with the word); before, the word named none, and the question was answered as an overview of the world.
- An operation's time asked with its version in brackets ("the deploy (4.2.1) kick off") is its change event's time.
- "发了两次版，分别几点开始的": every start of the operation is stated, in order (not only the first).
- A bare clock ("七点那次") asked before that hour of the morning has come is yesterday evening's, the latest passed.
- "<subject> still failing …?" without "is" asks whether the trouble goes on (是/否 by its end).

Dev questions: ``ledgerly-deploy-bracketed-version-kickoff-en``, ``ledgerly-subject-still-failing-no-is-no-en``.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import asks_still, learn_aliases, match_services
from superbiz.agents.question_ops import actions_timed
from superbiz.agents.timeparse import format_local, resolve_time
from superbiz.render.answer_time import action_time_line
from superbiz.render.material import MaterialItem

_SERVICES = ["line-ctl", "line-db", "label-svc", "bid-web", "bid-core", "bid-db", "ledger-x", "stmt-x"]
_DESCRIPTIONS = {
    "line-ctl": "分级线控制服务 (椰枣分拣分级) / grading line controller",
    "line-db": "分级记录数据库 (PostgreSQL) / grading database",
    "label-svc": "标签打印服务 / label printer service",
    "bid-web": "买家竞拍网页 / buyer bidding web",
    "bid-core": "码头拍卖服务 / dockside auction",
    "bid-db": "拍卖数据库 (MySQL) / auction database",
    "ledger-x": "记账核心 / ledger core",
    "stmt-x": "对账单生成 / statement builder",
}
_TEAMS = {
    "line-ctl": "分级线组 Grading", "line-db": "分级线组 Grading", "label-svc": "分级线组 Grading",
    "bid-web": "拍卖组 Auction", "bid-core": "拍卖组 Auction", "bid-db": "拍卖组 Auction",
    "ledger-x": "账务组 Ledger", "stmt-x": "账务组 Ledger",
}
_INFRA = {"line-db": "postgres", "bid-db": "mysql"}


def test_team_word_names_the_application_whose_own_description_holds_it() -> None:
    """"分级线那波结束了没？", "拍卖七点那次重新发版", "the auction rollback": the application the team's word
    describes, not an overview of the world; "ledger" of a team "Ledger" beside "ledger core" (a core, not a
    ledger) stays shared."""
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, _TEAMS, infra=_INFRA)
    assert aliases.get("分级线") == "line-ctl"
    assert aliases.get("拍卖") == "bid-core"
    assert aliases.get("auction") == "bid-core"
    assert "ledger" not in aliases
    assert match_services("分级线那个坏版本回滚了没？", _SERVICES, aliases) == ["line-ctl"]
    asked = "what time did the auction rollback finish last evening?"
    assert match_services(asked, _SERVICES, aliases) == ["bid-core"]


@pytest.mark.parametrize("question", ["what time did the second auction deploy (4.2.1) kick off?",
                                      #: full-width brackets, as a Chinese input method types them (typed-forms
                                      #: benchmark, stop 40)
                                      "what time did the second auction deploy （4.2.1） kick off？",
                                      "拍卖昨天发了两次版，分别几点开始的？"])
def test_operation_time_asked_with_a_bracketed_version_or_each_start(question: str) -> None:
    """The operation's own time is asked (its change events answer it), not the first anomaly after it."""
    assert actions_timed(question) == ["发布"]


def _deploy(stamp: str, what: str, n: int) -> MaterialItem:
    return MaterialItem(claim_id=f"c{n}", claim_type="log_observation",
                        text=f"bid-core 的操作记录（发布）：「{stamp}.000Z INFO bid-core {what}」")


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_each_start_of_two_deploys_is_stated_from_its_own_change_event() -> None:
    """Scenario "Verified excerpt supports direct observation": "分别几点开始的" of two deploys states both starts,
    each at the time of its own verified log line (the completed line is no start)."""
    items = [_deploy("2026-12-05T07:00:00", "deployment started: rolling out version 4.2.0 (from 4.1.7)", 1),
             _deploy("2026-12-05T08:00:00", "deployment started: rolling out version 4.2.1 (from 4.1.7)", 2),
             _deploy("2026-12-05T08:07:00", "deployment completed: version 4.2.1 serving 100% of traffic", 3)]
    zone = ZoneInfo("Asia/Magadan")
    line = action_time_line(items, zone, "Asia/Magadan", last=False, each=True)
    assert line is not None
    assert line.startswith("bid-core 的发布开始记录分别在 2026-12-05 18:00:00、2026-12-05 19:00:00（Asia/Magadan）")
    assert "completed" not in line
    single = action_time_line(items, zone, "Asia/Magadan", last=False)
    assert single is not None and "19:00:00" not in single.split("：", 1)[0]


def test_bare_clock_before_its_morning_hour_is_yesterday_evenings() -> None:
    """"七点那次" asked at 00:25: the latest seven o'clock passed is yesterday's 19:00, not yesterday's 07:00."""
    zone = ZoneInfo("Asia/Magadan")
    now = datetime(2026, 12, 5, 13, 25, tzinfo=UTC)  # 00:25 on 12-06 in Magadan
    spec = resolve_time("拍卖七点那次重新发版 几点发完的", now=now, zone=zone)
    assert format_local(spec.start, zone).startswith("2026-12-05 18")
    assert format_local(spec.end, zone).startswith("2026-12-05 2")


@pytest.mark.parametrize(("question", "still"), [("grading line still failing lots rn?", True),
                                                 ("ledger-core still failing?", True),
                                                 ("what is still failing?", False),
                                                 ("X still ok?", False)])
def test_subject_then_still_and_its_trouble_asks_whether_it_goes_on(question: str, still: bool) -> None:
    """"grading line still failing lots rn?": 是/否 by the trouble's end, not a bare "尚未恢复"."""
    assert asks_still(question) is still
