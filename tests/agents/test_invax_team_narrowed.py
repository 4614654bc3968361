"""Pattern from the opened tramcard (invAX): a team's word names its services; a further word narrows them.

Scenario: tramcard "车载设备组这边，验票机几点开始刷卡失败的？" — the team 车载设备组 holds two services (the
validators described "车载验票机服务（刷卡进出站）" and a telemetry processor "验票机遥测数据处理"); "刷卡" is held by
the validators alone, so the onset asked is theirs, never the telemetry's earlier WARN.
"""

from __future__ import annotations

from superbiz.agents.subjects import held_subject_owners

_DESCRIPTIONS = {"svc-tap": "车载验票机服务（刷卡进出站）", "svc-tel": "验票机遥测数据处理",
                 "svc-web": "乘客 App 与网页网关"}
_TEAMS = {"svc-tap": "车载设备组 Onboard", "svc-tel": "车载设备组 Onboard", "svc-web": "乘客端组 Rider"}


def _holding(word: str, team: bool = False) -> list[str]:
    by_description = [s for s, d in _DESCRIPTIONS.items() if word in d]
    by_team = [s for s, t in _TEAMS.items() if word in t]
    return by_team if team else (by_description or by_team)


def test_team_word_narrowed_by_a_word_one_of_its_services_holds() -> None:
    assert held_subject_owners("车载设备组这边，验票机几点开始刷卡失败的？", _holding) == ["svc-tap"]


def test_team_word_without_a_narrowing_word_keeps_its_services() -> None:
    assert held_subject_owners("车载设备组这边，验票机几点开始出问题的？", _holding) == ["svc-tap", "svc-tel"]
