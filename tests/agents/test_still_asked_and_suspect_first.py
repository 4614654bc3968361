"""Spec scenario "PASS -> Composer output" for a yes/no about whether a trouble goes on, and for a suspect said
before its symptom (stop 29, from the hand attack of stop 28 over tramcard, proven on the dev world harbor)."""

from __future__ import annotations

from pathlib import Path

from tests.agents.world_chat import world_asker


def test_still_failing_after_recovery_is_answered_no_by_its_end(tmp_path: Path) -> None:
    """Scenario harbor "carrier-bridge 还在报错吗 / is carrier-bridge still broken?": its certificate errors ended hours
    before now. The head is 否 with the end time; the health of the whole day ("是，carrier-bridge 有异常") opened the
    answer before, contradicting the 否 under it."""
    recent = ("SELECT count(*) FROM log_record WHERE service = 'carrier-bridge' AND level = 'ERROR' "
              "AND ts >= datetime('2026-10-14 20:20:00', '-30 minutes')")
    with world_asker(tmp_path, "harbor") as ask:
        for question in ("carrier-bridge 还在报错吗", "is carrier-bridge still broken?"):
            answer, still = ask(question, recent)
            assert still == 0
            head = answer.splitlines()[0]
            assert head.startswith("否"), head
            assert "是，carrier-bridge 有异常" not in answer


def test_still_failing_while_it_goes_on_is_yes(tmp_path: Path) -> None:
    """Scenario harbor "quote-engine 还在报错吗": its errors go on to now — 是, 仍未恢复 (the same rule,
    the other side)."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, still = ask("quote-engine 还在报错吗",
                            "SELECT count(*) FROM log_record WHERE service = 'quote-engine' AND level = 'ERROR' "
                            "AND ts >= datetime('2026-10-14 20:20:00', '-5 minutes')")
    assert still > 0
    assert answer.splitlines()[0].startswith("是，仍有异常，仍未恢复")


def test_still_broken_on_a_healthy_service_is_no_by_its_health(tmp_path: Path) -> None:
    """Scenario tramcard "is vehpos still broken?" (a service with no trouble at all): 没有 by its health, where the
    answer was only the gap 无法确定结束/恢复时间."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, troubles = ask("is notify-hub still broken?",
                               "SELECT count(*) FROM log_record WHERE service = 'notify-hub' "
                               "AND level IN ('WARN', 'ERROR') AND ts >= datetime('2026-10-14 20:20:00', '-24 hours')")
    assert troubles == 0
    head = answer.splitlines()[0]
    assert head.startswith("没有") and "notify-hub" in head
    assert "无法确定结束" not in answer


def test_a_suspect_clause_before_the_symptom_is_the_yes_no() -> None:
    """Scenario tramcard "跟 valtelem 的积压有关系吗，faresmith 为啥报错": the suspect clause said first made the
    question a cause of the suspect (its own backlog explained, faresmith never answered); it is the yes/no about it."""
    from superbiz.agents.question import aspects_of

    for question in ("跟 X 的积压有关系吗，Y 为啥报错", "是 X 导致的吗，Y 怎么一直报错"):
        assert aspects_of(question, has_entity=True, has_record=False) == ["yes_no"], question
    # a why-question alone, and a yes/no whose "吗" ends the question, keep their aspects
    assert aspects_of("Y 为啥报错", has_entity=True, has_record=False) == ["cause"]
    assert aspects_of("Y 为啥报错，跟 X 有关系吗", has_entity=True, has_record=False) == ["yes_no"]


def test_a_suspect_clause_before_the_symptom_answers_about_the_symptom(tmp_path: Path) -> None:
    """Scenario harbor "跟 booking-pg 有关系吗，quote-engine 为啥这么慢": booking-pg logs nothing — 不是."""
    with world_asker(tmp_path, "harbor") as ask:
        answer, troubles = ask("跟 booking-pg 有关系吗，quote-engine 为啥这么慢",
                               "SELECT count(*) FROM log_record WHERE service = 'booking-pg' "
                               "AND level IN ('WARN', 'ERROR')")
    assert troubles == 0
    assert answer.splitlines()[0].startswith("不是")
