"""invDF: yes/no suspects (issue 10: "is X caused by Y?" must name the thing blamed, then answer from its records).

Scenarios (opened orehaul, deskhive):
- "遥测积压是燃油数据库锁导致的吗？": the thing blamed is said by a word of its description before a backlog word; it
  was not found, so the suspect's own simultaneous trouble answered "是（推断）". Now its owner (the application among
  the word's holders, not its queue) is the subject and the chain decides ("不是"). Dev:
  stagecast-transcode-backlog-from-catalog-db-no-zh.
- "are the failed door unlocks caused by the meeting room release?": the trouble said before the thing ("the failed
  <things>"), and "are the failed manifests caused by X?" (an alias in the plural the entities dropped). Dev:
  stagecast-failed-job-pickups-from-catalog-db-no-en, harbor-failed-manifests-from-fare-cache-no-en.
- "did somebody deploy X tonight? is that why pushes break?": whether the deploy was done is asked (none: "没有"); it
  was a cause question with no yes or no (opened matchly). Dev: stagecast-somebody-deploy-transcode-suspect-no-en.
- "any payment failures today?": a yes/no about the thing's failures (none: "没有"), the thing said in the singular
  of its alias "payments"; it was an overview (opened campfire). Dev:
  stagecast-any-recommendation-failures-today-no-en.
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import asks_about_problems, aspects_of, match_services
from superbiz.agents.question_ops import actions_asked
from superbiz.agents.subjects import blamed_owners
from tests.agents.world_chat import world_asker

_HOLDERS = {"遥测": ["telemetry-ingest"], "door": ["door-access"]}


def _holding(word: str, team: bool = False) -> list[str]:
    return [] if team else _HOLDERS.get(word, [])


def test_a_backlog_said_by_a_description_word_names_the_thing_blamed() -> None:
    assert blamed_owners("遥测积压", _holding, ["遥测"]) == (["telemetry-ingest"], "")


def test_the_failed_things_said_before_the_suspect_name_the_thing_blamed() -> None:
    assert blamed_owners("are the failed door unlocks ", _holding, ["door"]) == (["door-access"], "")


def test_a_backlog_beside_a_simultaneous_unrelated_database_trouble_is_no(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        answer, lines = ask("转码积压是目录数据库导致的吗？",
                            "SELECT count(*) FROM log_record WHERE service = 'transcode-worker' "
                            "AND message LIKE '%catalog-pg%'")
    head = answer.splitlines()[0]
    assert lines == 0 and head.startswith("不是（推断）") and "transcode-worker" in head, head


def test_failed_things_in_the_plural_of_an_alias_are_the_subject_not_the_suspect(tmp_path: Path) -> None:
    with world_asker(tmp_path, "harbor") as ask:
        answer, _ = ask("are the failed manifests caused by the fare cache?",
                        "SELECT count(*) FROM log_record WHERE service = 'manifest-worker' "
                        "AND message LIKE '%fare-cache%'")
    head = answer.splitlines()[0]
    assert head.startswith("不是（推断）") and "manifest-worker" in head, head


def test_did_somebody_deploy_asks_whether_the_deploy_was_done() -> None:
    assert actions_asked("did somebody deploy alert-gw tonight? is that why pushes break?") == ["发布"]
    assert actions_asked("did anybody deploy the worker today?") == ["发布"]


def test_any_thing_failures_asks_a_yes_no_whose_yes_is_trouble() -> None:
    question = "any payment failures today? support is asking"
    assert aspects_of(question, has_entity=True, has_record=False) == ["health"]
    assert asks_about_problems(question)


def test_an_alias_in_the_plural_said_in_the_singular_before_failures_names_its_service() -> None:
    aliases = {"payments": "pay-svc"}
    assert match_services("any payment failures today?", ["pay-svc"], aliases) == ["pay-svc"]
    assert match_services("how do I make a payment today?", ["pay-svc"], aliases) == []


def test_failed_records_after_the_cause_verb_are_read_from_the_suspects_callers(tmp_path: Path) -> None:
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, lines = ask("今天早上账务数据库那次锁等待有没有造成交易失败?",
                            "SELECT count(*) FROM log_record WHERE service = 'ledger-core' "
                            "AND message LIKE '%lock wait timeout on ledger-mysql%'")
    head = answer.splitlines()[0]
    assert lines > 0 and head.startswith("是（推断）") and "ledger-core → ledger-mysql" in head, head
