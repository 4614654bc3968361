"""Mutation suite of issue 9: true claims from real tool outputs stay direct; no family's mutant passes.

Two worlds (the generated demo world and the harbor world of tests/support/mutation_worlds.py), the real tools
over them, claims written as a careful Executor would, then one mutation per family (see
tests/verification/mutation_families.py). ``benchmarks/mutations.py`` prints the per-family table.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from superbiz.verification._numbers import numbers_equal, parse_chinese_numeral
from superbiz.verification.assertions import read_claim
from superbiz.verification.identifiers import find_identifiers, skeleton
from tests.support.mutation_worlds import WorldSession, demo_session, harbor_session
from tests.verification.mutation_cases import FAMILIES, Case, chinese_numeral, killed, true_claims, verify
from tests.verification.mutation_families import all_cases


@pytest.fixture(scope="session")
def sessions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, WorldSession]:
    base: Path = tmp_path_factory.mktemp("mutation-worlds")
    (base / "demo").mkdir()
    (base / "harbor").mkdir()
    return {"demo": demo_session(base / "demo"), "harbor": harbor_session(base / "harbor")}


@pytest.fixture(scope="session")
def cases(sessions: dict[str, WorldSession]) -> list[Case]:
    return [case for session in sessions.values() for case in all_cases(session)]


_SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def test_every_family_has_mutants_in_both_worlds(cases: list[Case]) -> None:
    for family in FAMILIES:
        worlds = {c.world for c in cases if c.family == family}
        assert worlds == {"demo", "harbor"}, f"family {family} has mutants only in {worlds}"


def test_true_claims_cover_every_record_kind(sessions: dict[str, WorldSession]) -> None:
    kinds = {tc.kind for s in sessions.values() for tc in true_claims(s)}
    assert {"log", "log_count", "zero_count", "alert", "series", "up", "order", "order_count", "chunk"} <= kinds


def test_unmutated_and_rewritten_true_claims_stay_direct(sessions: dict[str, WorldSession], cases: list[Case]) -> None:
    controls = [c for c in cases if c.family == "control"]
    assert len(controls) > 100
    wrong = [(c.world, c.name, c.text, r) for c in controls if (r := verify(sessions[c.world], c.claim))[0]
             != "direct_observation" or r[1] != "PASS"]
    assert wrong == []


@pytest.mark.parametrize("family", FAMILIES)
@_SETTINGS
@given(data=st.data())
def test_no_mutant_of_the_family_passes(
    family: str, data: st.DataObject, sessions: dict[str, WorldSession], cases: list[Case]
) -> None:
    case = data.draw(st.sampled_from([c for c in cases if c.family == family]))
    result = verify(sessions[case.world], case.claim)
    assert killed(result), f"{case.name}: {case.text!r} (from {case.base!r}) came out {result}"


@_SETTINGS
@given(n=st.integers(min_value=1, max_value=99_999_999))
def test_chinese_numerals_parse_to_their_value(n: int) -> None:
    assert parse_chinese_numeral(chinese_numeral(n)) == n


@pytest.mark.parametrize(("text", "value"), [("一万二", 12000), ("三千五", 3500), ("一百二", 120), ("一万零二", 10002)])
def test_colloquial_chinese_numerals(text: str, value: int) -> None:
    assert parse_chinese_numeral(text) == value


def test_a_claimed_percentage_is_not_the_bare_ratio() -> None:
    assert not numbers_equal(0.42, "%", 0.42, None)
    assert numbers_equal(42, "%", 0.42, None)
    assert numbers_equal(0.42, None, 42, "%")


def test_full_width_identifier_equals_ascii_and_greek_omicron_is_a_spoof() -> None:
    wide = find_identifiers("错误码 ＰＡＹ－５００３")
    assert [i.text for i in wide] == ["PAY-5003"] and not wide[0].spoof
    greek = find_identifiers("\u03bfrder-service 超时")
    assert len(greek) == 1 and greek[0].spoof and skeleton(greek[0].text) == "order-service"
    assert find_identifiers("pay\u200bment-service")[0].text == "payment-service"


def test_min_is_a_statistic_and_unnamed_zones_are_utc() -> None:
    reading = read_claim("连接数 min 为 8，05:31 出现 PAY-5003，北京时间 13:31 告警")
    assert [q.statistic for q in reading.quantities] == ["min"]
    assert [(t.minutes, t.zone_named) for t in reading.times] == [(5 * 60 + 31, False), (5 * 60 + 31, True)]
