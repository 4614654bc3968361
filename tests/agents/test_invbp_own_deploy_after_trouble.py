"""Patterns from the opened dzongpost (invBP), over ledgerly with a clean rollout added.

Scenarios:
- "是不是 yaktrack 12:55 那次发版把追踪 App 搞挂的？" and, after "What went wrong with the trackng app at lunchtime?",
  "Was it because of its own 12:55 deploy?" (dzongpost "switchback-bad-deploy" at 12:50 with "yaktrack-rollout", a
  clean rollout of the subject itself at 12:55, overlapping it): the change asked is the subject's own (named with
  its clock, or "its own"), and it came after the subject's first anomaly — "不是（推断）", the two times stated. It
  was the gap "无法确定是否由所怀疑的对象引起": another service's deploy just before the trouble left a deploy
  question undecided. Over ledgerly with a clean api-front rollout added 6 minutes after the account-api bad deploy
  (spec scenario "account-bad-deploy", api-front failing with it). No dev world has a clean rollout of a caller
  during its dependency's bad deploy, and adding one would reseed a dev world's data: the world is built here.
- "下午豆批登记失败是不是 cupgrade 发版搞的？" (beanlot "cupgrade-deploy-bad" at 15:25, "lotsdb-pool-afternoon" from
  15:30 behind lotreg, which does not call cupgrade): a deploy of a service off the subject's dependency chain just
  before the subject's trouble is a coincidence in time — "不是（推断）：X 不在 Y 的依赖链上", the change stated (it was
  answered "是（推断）：Y 的问题始于 X 的发布之后"). Over ledgerly (spec scenarios "account-bad-deploy" at 11:02 and
  "fx-cert-expired" from 11:24 behind transfer-api, which does not call account-api), dev cases
  ledgerly-transfers-account-deploy-off-chain-no-zh/-en.
- "was it the kitchen display release at 11:30 that broke the queue tickets?" (dimsumgo "kds-bad-deploy"): a suspect
  set in a cleft before the harm asked is a yes/no about it, the service after the verb the subject (it was a health
  question of both: "是，kdscreen、tablequ 有异常"). Over ledgerly, dev cases
  ledgerly-cleft-release-broke-transfers-no-en, ledgerly-cleft-release-broke-front-yes-en.
- "What broke lot registration between 3:30 and 4 pm today?" (beanlot "lotsdb-pool-afternoon" behind lotreg, a
  "cupgrade-deploy-bad" and a partner certificate in the same half hour): a service whose name joins the starts of
  words in a row of the question ("lot registration" → lotreg) is the subject (it was an overview of the window,
  its head naming the other troubles: a false fact). No dev world has such a name: a catalogue of no real world.
- "杯测分级下午三点半左右报错，根因是啥？数据库的问题吗" (beanlot "cupgrade-deploy-bad", the lots database's pool
  filling after it): the root cause asked in a clause of its own beside a suspected kind keeps the cause aspect —
  the head answers the kind (不是) and states the subject's own deploy as the inferred cause (it answered only the
  kind). Over ledgerly (spec scenario "account-bad-deploy"), dev case ledgerly-root-cause-and-db-suspect-zh.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from sqlalchemy import create_engine, text

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen.generate import generate_world
from superbiz.sources.worldgen.spec import IncidentSpec
from superbiz.sources.worldgen.worlds.ledgerly import SPEC as LEDGERLY
from tests.agents.synthetic import NOW
from tests.agents.world_chat import world_asker


def test_the_subjects_own_deploy_after_its_first_error_is_not_the_cause(tmp_path: Path) -> None:
    zone = ZoneInfo(LEDGERLY.timezone)
    clean = IncidentSpec(id="front-rollout", kind="deploy", service="api-front",
                         start=datetime(2026, 6, 18, 11, 8, tzinfo=zone),
                         end=datetime(2026, 6, 18, 11, 14, tzinfo=zone),
                         version="5.1.0", previous_version="5.0.9", rollout_ok=True)
    url = f"sqlite:///{tmp_path / 'world.db'}"
    generate_world(LEDGERLY.model_copy(update={"incidents": (*LEDGERLY.incidents, clean)}), url)
    engine = create_engine(url)
    with engine.connect() as conn:
        first = str(conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'api-front' "
                                      "AND level IN ('WARN', 'ERROR') AND ts >= '2026-06-18 09:00'")).scalar_one())
        deployed = str(conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'api-front' "
                                         "AND message LIKE 'deployment started%'")).scalar_one())
    engine.dispose()
    assert first < deployed, (first, deployed)  # the world holds the pattern: its errors began before its deploy
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        chat = ChatService(container)
        named = chat.ask("是不是 api-front 11:08 那次发版把对外 API 搞挂的？", user_id="deploy-test").answer
        chat.ask("What went wrong with api-front around 11?", user_id="deploy-test", conversation_id="c1")
        own = chat.ask("Was it because of its own 11:08 deploy?", user_id="deploy-test", conversation_id="c1").answer
        #: "was it a deploy?" with no deploy named keeps another service's deploy just before: still undecided
        any_deploy = chat.ask("api-front 11 点那会报错是不是发版导致的？", user_id="deploy-test").answer
    finally:
        container.close()
    for answer in (named, own):
        head = answer.splitlines()[0]
        #: the deploy later than the first anomaly, said as the subject's own ("晚于其最早异常") or, with the deploy
        #: judged as the suspect of the harmed API (invVA, stop 56), as the change's ("发布晚于最早异常")
        assert head.startswith("不是（推断）") and re.search(r"晚于(?:其)?最早异常", head), head
    assert not any_deploy.startswith("不是"), any_deploy.splitlines()[0]


def test_a_deploy_off_the_subjects_chain_just_before_its_trouble_is_no_cause(tmp_path: Path) -> None:
    with world_asker(tmp_path, "ledgerly") as ask:
        for question in ("11 点半转账报错是不是 account-api 发版搞的？",
                         "Were the transfer errors around 11:30 caused by the account-api deploy?"):
            answer, calls = ask(question, "SELECT count(*) FROM service_dependency WHERE service = 'transfer-api' "
                                "AND depends_on = 'account-api'")
            head = answer.splitlines()[0]
            assert calls == 0 and head.startswith("不是（推断）"), head
            assert "不在 transfer-api 的依赖链上" in head and "deployment started" in head, head
        #: on the chain it stays the inferred cause: api-front calls account-api
        answer, calls = ask("11 点的前端报错是不是 account-api 发版搞的？", "SELECT count(*) FROM service_dependency "
                            "WHERE service = 'api-front' AND depends_on = 'account-api'")
        assert calls == 1 and answer.startswith("是（推断）"), answer.splitlines()[0]


def test_a_suspect_in_a_cleft_before_the_harm_is_a_yes_no_about_it(tmp_path: Path) -> None:
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, calls = ask("was it the account-api release at 11:02 that broke transfers?",
                            "SELECT count(*) FROM service_dependency WHERE service = 'transfer-api' "
                            "AND depends_on = 'account-api'")
        assert calls == 0 and answer.startswith("不是（推断）") and "不在 transfer-api 的依赖链上" in answer, answer
        answer, calls = ask("was it the account-api release at 11:02 that broke the public API front?",
                            "SELECT count(*) FROM service_dependency WHERE service = 'api-front' "
                            "AND depends_on = 'account-api'")
        assert calls == 1 and answer.startswith("是（推断）") and "api-front 的问题始于 account-api" in answer, answer


def test_a_name_joining_the_starts_of_the_questions_words_is_the_subject() -> None:
    catalog = Catalog(services=("lotreg", "lots-db", "grader", "payout"), dependencies={"lotreg": ("lots-db",)},
                      timezone="UTC", data_end=NOW)
    plan = offline_plan("What broke lot registration between 3:30 and 4 pm today?", catalog, now=NOW)
    assert plan.services[:1] == ["lotreg"], plan.services
    #: no name so made: still no subject (an overview of the window)
    plan = offline_plan("What broke the lot listing between 3:30 and 4 pm today?", catalog, now=NOW)
    assert "lotreg" not in plan.services, plan.services


def test_the_root_cause_asked_beside_a_suspected_kind_is_answered_too(tmp_path: Path) -> None:
    assert aspects_of("根因是啥？数据库的问题吗", has_entity=True, has_record=False) == ["cause", "yes_no"]
    assert aspects_of("是数据库的问题吗", has_entity=True, has_record=False) == ["yes_no"]
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, _ = ask("account-api 11 点报错，根因是啥？数据库的问题吗", "SELECT 0")
        head = answer.split("\n查询窗口：")[0]
        assert head.startswith("不是") and "account-pg" in head, head
        assert "account-api 的异常（错误码 ACC-5000）始于其发布之后" in head, head
