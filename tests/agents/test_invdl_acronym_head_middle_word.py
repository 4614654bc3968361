"""invDL (issue 10, old tyrefit case): "did the GTS tablet app release this morning get rolled back?" — a description
"GTS garage tablet app backend" (an acronym, three plain words, a server-side word) is called without the acronym's
next word ("the GTS tablet app"); it named nothing and the answer told the morning's other incident. No dev world
has such a head: unit test only."""

from __future__ import annotations

from superbiz.agents.question import learn_aliases, match_services

_SERVICES = ("bayboard", "cardjob", "remind")
_DESCRIPTIONS = {"bayboard": "门店平板App后端 / GTS garage tablet app backend",
                 "cardjob": "工单服务 / GTS job card service",
                 "remind": "短信通知 / SMS and email notices"}


def test_an_acronym_head_is_called_without_its_second_word() -> None:
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, {})
    assert aliases.get("gts tablet app") == "bayboard"
    assert match_services("did the GTS tablet app release this morning get rolled back?", _SERVICES,
                          aliases) == ["bayboard"]


def test_a_shorter_head_or_a_joined_one_learns_no_such_name() -> None:
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, {})
    assert "gts card service" not in aliases and "gts service" not in aliases  # three words: nothing dropped
    assert "sms email notices" not in aliases  # "and" joins two things, it is no qualifier
