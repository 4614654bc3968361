"""Yes/no polarity of a trouble word (opened held-out haulpit / pawstay / roomquest scenarios): "证书现在还是坏的吗"
(haulpit-cert-still-broken-no-zh), "发版是不是把东西搞坏了" (pawstay-rota-deploy-broke-no-zh), "现在还有吗" after a
question about an anomaly (haulpit-followup-roster-still-no-zh) and "那现在还卡吗" (roomquest-followup-gm-still-slow-zh)
ask the trouble side: 没有 over a healthy service, never "是，X 健康". "发版是不是回滚了？"
(haulpit-fuelpass-rolled-back-no-zh) asks whether the rollback was done (the deploy only names which): answered from
its change events. Proved on the dev world ledgerly."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import asks_about_problems, asks_still
from superbiz.agents.question_ops import actions_asked
from superbiz.render.answer import MaterialItem, _health
from tests.agents.world_chat import world_asker

#: trouble-side questions, one per polarity word of ``question._PROBLEM_WORDS`` / ``asks_still`` (yes = trouble)
TROUBLE_SIDE = ("X 证书现在还是坏的吗", "X 发版是不是把东西搞坏了", "现在还有吗", "那现在还卡吗", "X 是不是挂了",
                "X 还在报错吗", "X 证书是不是过期了", "X 今天报过错没", "X 有没有锁等待", "X 是不是抖了一下",
                "X 现在还连不上吗", "is X broken?", "is X still failing?", "X 那个问题现在还在吗")
#: the healthy side asked: yes = healthy
HEALTHY_SIDE = ("X 现在健康吗", "X 证书没过期吧", "X 没坏吧", "还有别的吗", "is X still healthy?")


def test_trouble_words_ask_the_trouble_side() -> None:
    for q in TROUBLE_SIDE:
        assert asks_about_problems(q), q
    for q in HEALTHY_SIDE:
        assert not asks_about_problems(q), q


def test_still_there_asks_whether_the_trouble_goes_on() -> None:
    for q in ("现在还有吗", "那现在还卡吗", "X 还存在吗"):
        assert asks_still(q), q
    assert not asks_still("还有别的吗")


def test_a_rollback_of_a_deploy_is_the_operation_asked() -> None:
    assert actions_asked("X 今天上午发版是不是回滚了？") == ["回滚"]
    assert actions_asked("was the X deploy rolled back?") == ["回滚"]
    assert actions_asked("X 今天是不是重启了") == ["重启"]


def test_no_trouble_side_question_over_a_healthy_service_answers_yes() -> None:
    healthy = [MaterialItem(claim_id=f"c{n}", claim_type="negative_observation", text=text) for n, text in
               enumerate(("svc 在查询窗口内没有触发中的告警", "svc 在查询窗口内没有 ERROR 或 WARN 级别日志"))]
    for q in TROUBLE_SIDE:
        head = _health(healthy, "svc", asks_problem=asks_about_problems(q))
        assert head.startswith("没有，svc 健康"), (q, head)
    for q in HEALTHY_SIDE:
        assert _health(healthy, "svc", asks_problem=asks_about_problems(q)).startswith("是，svc 健康"), q


def test_trouble_side_questions_over_a_healthy_service_are_no(tmp_path: Path) -> None:
    with world_asker(tmp_path, "ledgerly") as ask:
        for q in ("risk-scorer 现在还是坏的吗", "risk-scorer 今天发版是不是把东西搞坏了"):
            answer, errors = ask(q, "SELECT count(*) FROM log_record WHERE service = 'risk-scorer' AND level = 'ERROR'")
            assert errors == 0
            #: (stop 53, invSA: "是不是把东西搞坏了" is now judged as the deploy asked as a suspect — "不是" answers
            #: it as "没有" does; the trouble-side polarity is what this test holds)
            assert answer.startswith(("没有", "不是")), (q, answer[:200])
        answer, rollbacks = ask("risk-scorer 今天发版是不是回滚了？", "SELECT count(*) FROM log_record WHERE "
                                "service = 'risk-scorer' AND message LIKE '%rollback%'")
        assert rollbacks == 0
        assert answer.startswith(("没有", "否", "不是")) and "回滚" in answer.splitlines()[0], answer[:200]


def test_a_latin_gloss_in_a_description_names_the_service() -> None:
    """roomquest-followup-gm-still-slow-zh: "GM 控制台" for a service described "主持人(GM)控制台" (the gloss stands
    for the word before it), so "那现在还卡吗" after it carries that service."""
    from superbiz.agents.question import learn_aliases, match_services

    services = ["hostdesk", "hostdb"]
    aliases = learn_aliases(services, {"hostdesk": "主持人(GM)控制台", "hostdb": "主持人数据库 (MySQL)"}, {},
                            infra={"hostdb": "mysql"})
    for q in ("GM 控制台下午是不是卡了一下?", "GM控制台晚上为啥报错"):
        assert match_services(q, services, aliases) == ["hostdesk"], q


def test_a_subject_failing_at_another_time_than_the_marker_is_no(tmp_path: Path) -> None:
    """pawstay-redis-evening-kennelbook-no-zh: "昨晚 X 出事那会儿 Y 也跟着挂了吗" asks Y at X's episode — Y's errors
    hours away in the same window are another time (没有); Y failing during X's episode is 是."""
    with world_asker(tmp_path, "stagecast") as ask:
        during = ("SELECT count(*) FROM log_record WHERE service = '{}' AND level = 'ERROR' AND ts >= (SELECT min(ts) "
                  "FROM log_record WHERE service = 'session-cache' AND error_code = 'SES-W02') AND ts <= datetime("
                  "(SELECT max(ts) FROM log_record WHERE service = 'session-cache' AND error_code = 'SES-W02'), "
                  "'+10 minutes')")
        answer, errors = ask("今天 session-cache 出事那会儿 catalog-svc 也跟着挂了吗", during.format("catalog-svc"))
        assert errors == 0
        head = answer.splitlines()[0]
        assert head.startswith("没有，catalog-svc 在 session-cache 出事那段") and "CAT-5101" in head, head
        answer, errors = ask("今天 session-cache 出事那会儿 edge-gw 也跟着挂了吗", during.format("edge-gw"))
        assert errors > 0
        assert answer.startswith("是，edge-gw 有异常"), answer[:200]


def test_onset_before_another_service_named_with_its_change_is_an_order(tmp_path: Path) -> None:
    """roomquest-lock-before-deploy-no-zh: "X 锁等待是不是在 Y 发版之前就开始了？" sets X's onset against Y's
    (不是 when X began later), never a health line over both."""
    with world_asker(tmp_path, "stagecast") as ask:
        answer, earlier = ask("catalog-svc 报错是不是在 transcode-worker 积压之前就开始了？",
                              "SELECT (SELECT min(ts) FROM log_record WHERE service = 'catalog-svc' AND error_code = "
                              "'CAT-5101') < (SELECT min(ts) FROM log_record WHERE service = 'transcode-worker' AND "
                              "error_code IN ('TRC-W31', 'TRC-3009'))")
        assert earlier == 0
        assert answer.startswith("不是，catalog-svc 的最早异常"), answer[:200]
