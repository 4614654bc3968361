"""Stop 42's speed work kept the answers: a world's aliases are learned once per catalogue and patterns built from
names go through a larger cache (``superbiz.lazy_re.built``). What a cache could break is tried here: a caller that
changes the aliases it got, a catalogue that changes (another description, another team, a store marked as infra),
and the planner's answers with the cache cold and warm."""

from __future__ import annotations

import re

import pytest

from superbiz.agents.question import _learn_aliases, learn_aliases
from superbiz.lazy_re import built

SERVICES = ["tally-app", "tally-db", "ferry-desk"]
DESCRIPTIONS = {"tally-app": "账本服务 / ledger tally API", "tally-db": "账本数据库 / ledger tally database",
                "ferry-desk": "渡轮值班台 / ferry duty desk"}
TEAMS = {"tally-app": "账本组 Ledger", "ferry-desk": "渡轮组"}


@pytest.mark.spec("Answer the question that was asked")
def test_kept_aliases_are_the_learned_ones_and_a_caller_cannot_change_them() -> None:
    """The kept aliases equal a fresh learning of the same catalogue, and a caller that edits its copy leaves the
    next caller's aliases as they were (the planner adds to the map it gets in places)."""
    fresh = _learn_aliases(SERVICES, DESCRIPTIONS, TEAMS, infra={"tally-db": "postgres"})
    first = learn_aliases(SERVICES, DESCRIPTIONS, TEAMS, infra={"tally-db": "postgres"})
    assert first == fresh and first
    first["ferry"] = "tally-app"
    first.pop(next(iter(fresh)))
    assert learn_aliases(SERVICES, DESCRIPTIONS, TEAMS, infra={"tally-db": "postgres"}) == fresh


@pytest.mark.spec("Answer the question that was asked")
def test_another_catalogue_is_learned_again() -> None:
    """A changed description, team or infra map is another catalogue: its aliases are its own, never the kept ones
    of the catalogue before."""
    base = learn_aliases(SERVICES, DESCRIPTIONS, TEAMS)
    renamed = {**DESCRIPTIONS, "ferry-desk": "码头调度台 / harbour dispatch desk"}
    other = learn_aliases(SERVICES, renamed, TEAMS)
    assert other == _learn_aliases(SERVICES, renamed, TEAMS) and other != base
    assert "harbour dispatch desk" in other and "harbour dispatch desk" not in base
    teamed = learn_aliases(SERVICES, DESCRIPTIONS, {**TEAMS, "ferry-desk": "Harbour Ops"})
    assert teamed == _learn_aliases(SERVICES, DESCRIPTIONS, {**TEAMS, "ferry-desk": "Harbour Ops"})
    as_infra = learn_aliases(SERVICES, DESCRIPTIONS, TEAMS, infra={"tally-db": "postgres"})
    assert as_infra == _learn_aliases(SERVICES, DESCRIPTIONS, TEAMS, infra={"tally-db": "postgres"})
    #: infra named without kinds is another input again (the kinds decide the kind nouns a store is called by)
    listed = learn_aliases(SERVICES, DESCRIPTIONS, TEAMS, infra=["tally-db"])
    assert listed == _learn_aliases(SERVICES, DESCRIPTIONS, TEAMS, infra=["tally-db"]) and listed != as_infra


@pytest.mark.spec("Answer the question that was asked")
def test_a_built_pattern_is_the_pattern_compiled_with_its_flags() -> None:
    """``built`` answers as ``re.compile`` of the same text and flags, and the flags are part of what it keeps (a
    case-insensitive pattern is not the case-sensitive one of the same text)."""
    text = "The Tally-App failed; tally-app again"
    assert built(r"tally-app").findall(text) == re.compile(r"tally-app").findall(text) == ["tally-app"]
    assert built(r"tally-app", re.I).findall(text) == ["Tally-App", "tally-app"]
    assert built(r"tally-app") is built(r"tally-app")
    with pytest.raises(re.error):
        built(r"tally(")
