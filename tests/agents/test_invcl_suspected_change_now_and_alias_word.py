"""invCL: yes/no about a suspected deploy (opened taigaheat, axepass, thermalro).

Scenarios:
- "现在缴费失败是不是因为计费服务昨晚那次发版？" (taigaheat: the billing deploy's episode, rolled back, ended hours
  before the bank certificate trouble going on now): the trouble blamed is the one going on now; the suspect fires
  nothing and its last anomaly precedes the start of the subject's firing alerts — "不是（推断）", both times stated
  (it answered "是（推断）" from the earlier episode).
  A day word between the suspect's name and the change word names the change
  (it read no change suspect), and the window runs up to now. Over stagecast (recommend-api's evening deploy, the
  catalog pool trouble from the afternoon after), dev stagecast-now-errors-past-day-deploy-suspect-no-zh/-en.
- "是不是艺人时间表十点那次发版把闸机验手环搞挂了？" (axepass): "把 Y 搞挂了" blames the suspect before it, a clock in
  Chinese (十点) between its name and the change word — a yes/no about X's deploy (it was a health question of both).
  Over ledgerly, dev ledgerly-account-morning-deploy-broke-transfers-no-zh.
- "Is it because of the 10:40 widget deploy?" after "why is the spa booking widget failing?" (thermalro): a word of
  the subject's alias ("widget" of "spa booking widget") before the change word names the subject's own change (the
  question was left undecided). No dev world holds a subject's own deploy after its first anomaly: a catalogue here.
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.plan import Catalog, offline_plan
from tests.agents.synthetic import NOW
from tests.agents.world_chat import world_asker


def test_a_suspects_deploy_whose_episode_ended_before_the_trouble_now_is_no_cause(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        for question in ("目录服务现在的报错，是不是过去24小时里 recommend-api 那次发版导致的？",
                         "is the catalog service failing right now because of the recommend-api deploy in the last "
                         "24 hours?"):
            answer, errors_now = ask(question, "SELECT count(*) FROM log_record WHERE service = 'recommend-api' "
                                     "AND level = 'ERROR' AND ts >= (SELECT datetime(max(ts), '-60 minutes') "
                                     "FROM log_record)")
            head = answer.splitlines()[0]
            assert errors_now == 0 and head.startswith("不是（推断）"), head
            assert "catalog-svc 当前仍在持续的异常始于" in head and "推断：" not in head, head


def test_a_deploy_that_broke_the_victim_said_with_ba_and_a_day_word_is_a_change_suspect(tmp_path: Path) -> None:
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, calls = ask("是不是 account-api 今天上午那次发版把转账搞挂了？",
                            "SELECT count(*) FROM service_dependency WHERE service = 'transfer-api' "
                            "AND depends_on = 'account-api'")
        head = answer.splitlines()[0]
        assert calls == 0 and head.startswith("不是（推断）") and "不在 transfer-api 的依赖链上" in head, head


def test_a_word_of_the_subjects_alias_before_the_change_word_names_its_own_change() -> None:
    catalog = Catalog(services=("resvfront", "treat-svc", "guest-api"),
                      descriptions={"resvfront": "spa booking widget", "treat-svc": "treatment service",
                                    "guest-api": "guest booking records"},
                      dependencies={"resvfront": ("treat-svc",)}, timezone="UTC", data_end=NOW)
    plan = offline_plan("Is it because of the 10:40 widget deploy?", catalog, now=NOW,
                        earlier_questions=["why is the spa booking widget failing?"])
    assert plan.services == ["resvfront"] and plan.change_own, (plan.services, plan.change_own)
    #: a word another service's alias holds too ("booking") names no one's own change
    plan = offline_plan("Is it because of the 10:40 booking deploy?", catalog, now=NOW,
                        earlier_questions=["why is the spa booking widget failing?"])
    assert not plan.change_own
