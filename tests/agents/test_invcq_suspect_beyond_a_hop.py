"""invCQ: yes/no about a suspect whose trouble reaches the subject through another service (issue 10, pattern 7:
"is X caused by Y?" must query Y and answer yes or no).

Scenarios (opened remitnic, axepass):
- "昨天傍晚 pagoflow 有没有被账本库拖累", "是不是汇率缓存的问题" after "出款为啥失败这么多": the suspect sits two hops
  away (subject → hop → suspect) and the subject's first symptom in the window is an older trouble of another peer; its
  records naming the hop ("call to <hop> failed") are walked from — "是（推断）", the part of the subject's trouble on
  the route. It was "不是（推断）：<suspect> 的最早异常晚于 <subject> 异常的首次出现" (against the older trouble).
  Dev: stagecast-edge-dragged-by-catalog-db-today-yes-zh, harbor-booking-dragged-by-fare-cache-past-day-yes-en.
- "手环验证这次出问题 有没有影响到闸机入场？": the subject's records name the suspect, whose own first line came a
  minute after them — its trouble began at its own dependency (a slow database) before the subject's first record:
  the walk goes on to that origin, "是（推断）" (it was undecided). No dev world has the suspect's first line after its
  caller's: harbor's quote-engine loses its first lines here.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world
from tests.agents.world_chat import world_asker


def test_a_suspect_two_hops_away_after_an_older_trouble_of_the_subject_is_yes(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        answer, lines = ask("edge-gw 今天有没有被 catalog-pg 拖累？",
                            "SELECT count(*) FROM log_record WHERE service = 'edge-gw' "
                            "AND message LIKE 'call to catalog-svc failed%'")
    head = answer.splitlines()[0]
    assert lines > 0 and head.startswith("是（推断）"), head
    assert "edge-gw → catalog-svc → catalog-pg" in head, head


def test_a_suspect_two_hops_away_in_english_over_a_past_day_is_yes(tmp_path: Path) -> None:
    with world_asker(tmp_path, "harbor") as ask:
        answer, lines = ask("was booking-api dragged down by the fare cache in the past 24 hours?",
                            "SELECT count(*) FROM log_record WHERE service = 'booking-api' "
                            "AND message LIKE 'call to quote-engine failed%'")
    head = answer.splitlines()[0]
    assert lines > 0 and head.startswith("是（推断）") and "fare-cache" in head, head


def test_a_suspect_whose_first_line_follows_its_callers_is_walked_to_its_own_origin(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        first = conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'booking-api' "
                                  "AND message LIKE 'call to quote-engine failed%'")).scalar_one()
        #: the quote engine's lines start a minute after its caller's first failed call (its cache evicts before both)
        conn.execute(text("DELETE FROM log_record WHERE service = 'quote-engine' AND level = 'ERROR' "
                          "AND ts < datetime(:t, '+60 seconds')"), {"t": str(first)})
        cache = conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'fare-cache' AND level = 'WARN'"
                                  )).scalar_one()
        late = conn.execute(text("SELECT min(ts) FROM log_record WHERE service = 'quote-engine' AND level = 'ERROR' "
                                 "AND ts > datetime(:t, '-2 hours')"), {"t": str(first)}).scalar_one()
    engine.dispose()
    assert str(cache) < str(first) < str(late)
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        answer = ChatService(container).ask("今天下午2点到3点，quote-engine 这次出问题有没有影响到 booking-api？",
                                            user_id="invcq-test").answer
    finally:
        container.close()
    head = answer.splitlines()[0]
    assert head.startswith("是（推断）"), head
    assert "booking-api → quote-engine → fare-cache" in head, head
