"""invMF (stop 47): causes of two overlapping troubles, and a cause below a caller.

- pawsafari/pawsafari-ticket-svc-two-causes-en: the subject's two overlapping troubles — one chain ends at a cache,
  the other at a bridge service whose own lines name the partner it cannot reach (an expired certificate, the
  partner never reports): the second cause is named as that silent partner, not the bridge.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.question import aspects_of
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
def test_the_second_overlapping_cause_runs_to_the_silent_partner(tmp_path: Path) -> None:
    with world_asker(tmp_path, "pawsafari") as ask:
        answer, partner = ask("tiketoza keeps failing since early morning, root cause?",
                              "SELECT count(*) FROM service_dependency WHERE service = 'mawakalix' "
                              "AND depends_on = 'sokotiko' AND kind = 'external'")
    head = answer.splitlines()[0]
    assert partner == 1 and "sokotiko" in head and "kopokache" in head, head


# ---- a cause below a caller: "是 X 自己的问题还是下游", "是不是 Y 引起的？到底啥原因"
# saltpan/saltpan-cache-dash-cause-zh, hutnest/hutnest-second-wave-cause-zh

@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["监控看板早上报错 是看板自己的问题吗 还是下游",
                                      "X 老报错，是它本身的问题还是依赖的问题？",
                                      "is the dashboard failing on its own fault or something downstream?"])
def test_own_problem_or_downstream_asks_the_cause(question: str) -> None:
    assert aspects_of(question, has_entity=True, has_record=False) == ["cause"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["四点四十五那波失败 是不是平板刚发的版引起的？到底啥原因",
                                      "是不是数据库的锅？那到底是什么原因", "是不是发版搞的，究竟什么问题"])
def test_a_cause_clause_after_the_suspects_yes_no_asks_both(question: str) -> None:
    assert aspects_of(question, has_entity=True, has_record=False) == ["cause", "yes_no"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_plain_suspect_yes_no_asks_no_cause() -> None:
    assert aspects_of("是不是平板刚发的版引起的？", has_entity=True, has_record=False) == ["yes_no"]


@pytest.mark.spec("Answer the question that was asked")
def test_the_chain_below_the_caller_answers_its_own_or_downstream(tmp_path: Path) -> None:
    with world_asker(tmp_path, "saltpan") as ask:
        answer, cache = ask("lumeyra-dash 上午报错，是它自己的问题还是下游的？",
                            "SELECT count(*) FROM service_dependency WHERE service = 'brinix-api' "
                            "AND depends_on = 'ventrik-redis'")
    head = answer.splitlines()[0]
    #: (invSB, stop 53: the cause line now opens with its verdict — "不是（推断），问题来自下游依赖 …")
    assert cache == 1 and head.startswith("不是") and "原因推断" in head and "ventrik-redis" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_origins_own_alert_says_its_summary(tmp_path: Path) -> None:
    with world_asker(tmp_path, "hutnest") as ask:
        answer, redis = ask("bunkly 四点四十五那波失败是不是 wardenpad 发版引起的？到底啥原因",
                            "SELECT count(*) FROM service_dependency WHERE service = 'bedgrid' "
                            "AND depends_on = 'bedgrid-redis' AND kind = 'redis'")
    cause = next(line for line in answer.splitlines() if line.startswith("原因推断"))
    assert redis == 1 and "bedgrid-redis" in cause and "cache" in cause, cause
