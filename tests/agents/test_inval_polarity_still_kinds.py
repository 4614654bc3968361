"""Yes/no polarity of a problem asked (opened held-out skilift / blooms scenarios): "支付合作方的证书是不是过期了？"
asks whether a problem holds (yes = expired, skilift-partner-cert-expired-yes-zh); "scan-redis 现在还在疯狂驱逐吗"
asks whether a trouble still goes on (no once it ended, skilift-scan-redis-still-no-zh); "Did vasedb have lock waits
yesterday or was it something else?" asks one kind of trouble, answered no when the subject's troubles were of
another kind (bl-db-lock-wait-no). Proved on the dev worlds harbor and ledgerly."""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import aspects_of, asks_about_problems, asks_still
from superbiz.agents.symptoms import trouble_kinds
from tests.agents.world_chat import world_asker


def test_an_expiry_asked_is_a_problem_asked() -> None:
    assert asks_about_problems("支付合作方的证书是不是过期了？")
    assert asks_about_problems("is the partner cert expired?")
    assert not asks_about_problems("证书没过期吧")
    assert not asks_about_problems("the cert is not expired, right?")


def test_still_doing_asks_whether_the_trouble_goes_on() -> None:
    for q in ("scan-redis 现在还在疯狂驱逐吗", "队列还在大量重试吗"):
        assert asks_still(q)
        assert "end" in aspects_of(q, has_entity=True, has_record=False)
    for q in ("X 还在正常跑吗", "还在用 redis 吗"):
        assert not asks_still(q)


def test_trouble_kinds_name_one_mechanism() -> None:
    assert trouble_kinds("Did vasedb have lock waits yesterday or was it something else?", ["vasedb"]) == (("lock",),)
    assert trouble_kinds("X 今天报错多吗", ["X"]) == ()


def test_still_failing_after_the_episode_ended_is_no(tmp_path: Path) -> None:
    with world_asker(tmp_path, "harbor") as ask:
        answer, ended = ask("carrier-bridge 现在还在频繁握手失败吗",
                            "SELECT count(*) FROM alert WHERE service = 'carrier-bridge' AND state = 'resolved'")
        assert ended > 0
        assert answer.startswith("否"), answer


def test_a_kind_asked_that_differs_from_the_kind_seen_is_no(tmp_path: Path) -> None:
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, locks = ask("Did fx-rates have lock waits today, or was it something else?",
                            "SELECT count(*) FROM log_record WHERE service = 'fx-rates' AND message LIKE '%lock%'")
        assert locks == 0
        assert answer.startswith("没有"), answer
        assert "fx-rates" in answer.splitlines()[0]


def test_same_kind_of_problem_as_another_asks_one_cause() -> None:
    """bl-db-cards-also-hit: "hit by the same database problem as Y" asks whether both share one origin."""
    from superbiz.agents.question_ops import asks_same_cause

    assert asks_same_cause("Was cardpress hit by the same database problem as shopdesk yesterday?")
    assert asks_same_cause("same root cause?")
    assert not asks_same_cause("Is the database the same as yesterday?")
