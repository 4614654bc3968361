"""Lead, stop 46 (issue 10): a question typed another way that broke (benchmarks/question_variants.py on kerbmint
at the end of stop 45). Each answer is checked against the world's data by SQL.

- "停车证服务4.12.0几点发完的": a dotted version glued to the Chinese BEFORE it was read as part of that word (Python's
  ``\\w`` holds Chinese, so the version's own word boundary failed) and the rollout's end was lost; it is set apart
  as a version glued after it already was (stop 43).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question_text import clean_question
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_a_version_glued_to_the_chinese_before_it_is_set_apart() -> None:
    assert clean_question("停车证服务4.12.0几点发完的") == "停车证服务 4.12.0 几点发完的"
    assert clean_question("升级到3.2.1以后还报错吗") == "升级到 3.2.1 以后还报错吗"
    #: a clock, a two-part decimal and a bare number stay glued as typed
    assert clean_question("10点到1.5小时以后") == "10点到1.5小时以后"
    assert clean_question("11点25那次发版") == "11点25那次发版"


@pytest.mark.spec("Answer the question that was asked")
def test_a_rollout_asked_by_a_version_glued_to_chinese_gets_its_end(tmp_path: Path) -> None:
    with world_service(tmp_path, "kerbmint") as (service, url):
        head = ask_head(service, "停车证服务4.12.0几点发完的")
        done = sql_text(url, "SELECT ts FROM log_record WHERE service = 'permisto' "
                             "AND message LIKE 'deployment completed%4.12.0%'")
    local = datetime.fromisoformat(done[:19]).replace(tzinfo=UTC).astimezone(ZoneInfo("Asia/Krasnoyarsk"))
    assert local.strftime("%Y-%m-%d %H:%M") in head, (local, head)
