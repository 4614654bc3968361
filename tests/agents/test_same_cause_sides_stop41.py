"""Lead, stop 41 (issue 10, opened yurtstay and sunlease): "是同一个原因吗" whose two sides lie in two windows.

- "跟现在 Y 下单失败是同一个原因吗" after "下午三点多 X 为啥报错": X's side keeps the earlier question's time (its
  trouble is over), Y's is the one going on now. Before, only the present hour was read: X showed nothing there, and
  a cause of Y alone came out as a false "是（推断）".
- "昨天傍晚那次也是，是同一个原因吗" after "今早 X 积压是怎么回事": the two windows are set against each other (同一
  is no "same hours"), the part of the day named runs on past its end (傍晚 ends 19:00; the backlog began 19:00:05),
  and a backlog whose lines name no dependency is told by its ERROR codes: one and the same set in both windows.
- A same-cause question nothing decided says so; it never borrows one side's cause as a "yes".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_a_past_side_and_the_present_side_keep_their_own_times(tmp_path: Path) -> None:
    with world_service(tmp_path, "yurtstay") as (service, url):
        # the trek scheduler's errors name its own new version; the booking app's latest errors name the availability
        # service: two origins, by SQL
        version = sql_text(url, "SELECT substr(message, instr(message, '(version ') + 9, 5) FROM log_record "
                                "WHERE service = 'morintrek' AND level = 'ERROR' ORDER BY ts LIMIT 1")
        latest = sql_text(url, "SELECT message FROM log_record WHERE service = 'ailbook' AND level = 'ERROR' "
                               "ORDER BY ts DESC LIMIT 1")
        assert version == "4.6.0" and "nuudel" in latest
        head = ask_head(service, "下午三点多马队排期为啥报错", "跟现在营地预订下单失败是同一个原因吗")
    assert head.startswith("不是（推断）"), head
    assert "morintrek 自身的发布" in head and "nuudel" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_same_backlog_in_two_windows_is_one_cause(tmp_path: Path) -> None:
    with world_service(tmp_path, "sunlease") as (service, url):
        # the same ERROR code in both backlog episodes (yesterday evening, this morning), by SQL
        codes = sql_text(url, "SELECT group_concat(DISTINCT error_code) FROM log_record WHERE service = 'unlokey' "
                              "AND level = 'ERROR'")
        assert codes == "ULK-4081"
        conv = "same-cause-windows"
        service.ask("今早解锁码积压是怎么回事", user_id="t", conversation_id=conv)
        answer = service.ask("昨天傍晚那次也是，是同一个原因吗", user_id="t", conversation_id=conv).answer
    head = answer.split("\n")[0]
    assert head.startswith("是（推断）") and codes in head, head
    assert "对比窗口：2026-12-04 17:00 ~ 20:00" in answer, answer


@pytest.mark.spec("Answer the question that was asked")
def test_a_caller_carrying_the_others_error_code_shares_its_origin(tmp_path: Path) -> None:
    """"那诊所门户呢？是同一个原因吗" after "昨天下午口扫上传服务怎么了": the portal calls the upload service and logs
    its error code; the upload service's origin (a cache two hops down) is the portal's too."""
    with world_service(tmp_path, "clearbite") as (service, url):
        shared = sql_text(url, "SELECT count(DISTINCT service) FROM log_record WHERE error_code = 'UPL-5044' "
                               "AND service IN ('scanwell', 'dentora')")
        assert shared == "2"
        head = ask_head(service, "昨天下午口扫上传服务怎么了", "那诊所门户呢？是同一个原因吗")
    assert head.startswith("是（推断）") and "toothvault-redis" in head, head
