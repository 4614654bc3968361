"""The QA suite in evals/qa*/: files load, every answer key returns data, and the runner's ratchet can fail."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from datetime import timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import yaml

from superbiz.evals.qa_keys import case_keys
from superbiz.evals.qa_runner import discover_qa_files, load_qa_file, run_qa
from superbiz.evals.qa_schema import QaCase
from superbiz.evals.qa_score import AnswerView, ExpectedFact, score_case
from superbiz.sources.world import World
from superbiz.sources.worldgen import HOLDOUT_WORLDS, WORLD_NAMES, world_timezone

EVALS = Path(__file__).resolve().parents[2] / "evals"
FILES = [load_qa_file(f) for f in discover_qa_files(EVALS)]


def test_the_suite_covers_every_world_both_languages_and_the_aspects() -> None:
    cases = [c for f in FILES for c in f.suite.cases]
    assert len(cases) >= 60
    assert {f.suite.world for f in FILES} == set(WORLD_NAMES)
    assert all(f.suite.holdout == (f.suite.world in HOLDOUT_WORLDS) for f in FILES)
    assert all(f.file.parent.parent.name == ("qa-holdout" if f.suite.holdout else "qa") for f in FILES)
    per_world = Counter(f.suite.world for f in FILES for _ in f.suite.cases)
    assert min(per_world.values()) >= 12
    assert Counter(c.lang for c in cases).keys() == {"zh", "en"}
    aspects = {a.aspect for c in cases for a in c.aspects}
    assert {"cause", "yes_no", "onset", "end", "duration", "count", "comparison", "health", "how_to", "record",
            "overview", "no_evidence"} <= aspects
    assert any(c.conversation for c in cases)


@pytest.fixture(scope="module")
def built(built_worlds: dict[str, World]) -> dict[str, World]:
    return {w: built_worlds[w] for w in {f.suite.world for f in FILES}}


def test_every_answer_key_query_returns_data(built: dict[str, World]) -> None:
    for loaded in FILES:
        world = built[loaded.suite.world]
        anchor = world.catalog().anchor_time
        assert anchor is not None
        for case in loaded.suite.cases:
            keys = case_keys(world.engine, case, anchor=anchor, zone=world_timezone(world))
            assert set(keys) == {a.aspect for a in case.aspects}
            for facts in keys.values():
                for fact in facts:
                    if fact.fact.sql is not None:
                        assert fact.value not in (None, ""), case.id


@pytest.mark.spec("Answer the question that was asked")
def test_every_world_has_its_floor_in_the_worlds_map_of_its_baseline() -> None:
    """The ratchet checks only floors under ``"worlds"``: stop 51's pinlane floor was merged beside that map (a
    top-level key), so pinlane ran with no floor at all. Every world of the suite has a floor there, and nothing
    else sits in a baseline file."""
    for path in {f.baseline_path for f in FILES}:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert set(data) == {"worlds"}, (path, sorted(data))
    missing = [f.suite.world for f in FILES
               if f.suite.world not in json.loads(f.baseline_path.read_text(encoding="utf-8"))["worlds"]]
    assert not missing, missing


def test_a_floor_outside_the_worlds_map_is_a_clear_error(tmp_path: Path) -> None:
    root = _suite(tmp_path, 0.0)
    (root / "baseline.json").write_text(json.dumps({"worlds": {}, "harbor": 0.9}), encoding="utf-8")
    with pytest.raises(ValueError, match="harbor"):
        run_qa(root)


def _suite(tmp_path: Path, floor: float) -> Path:
    root = tmp_path / "qa"
    (root / "harbor").mkdir(parents=True)
    data = yaml.safe_load((EVALS / "qa" / "harbor" / "qa-cases.yaml").read_text(encoding="utf-8"))
    data["cases"] = data["cases"][:4]  # a few real cases keep the runner test short
    (root / "harbor" / "qa-cases.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    (root / "baseline.json").write_text(json.dumps({"worlds": {"harbor": floor}}), encoding="utf-8")
    return root


def test_the_ratchet_fails_only_below_the_floor(tmp_path: Path) -> None:
    run = run_qa(_suite(tmp_path, 0.0))
    assert run.ok and run.worlds() == ["harbor"]
    assert all(r.error is None for r in run.results)
    score = run.world_score("harbor")
    high = run_qa(_suite(tmp_path / "high", score + 0.05), filter_text="harbor")
    assert not high.ok and "harbor" in high.below_floor()


def test_eval_cli_prints_the_tables_and_exits_one_below_a_floor(tmp_path: Path) -> None:
    root = _suite(tmp_path, 1.01)
    proc = subprocess.run([sys.executable, "-m", "superbiz", "eval", str(root), "--json"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1, proc.stderr
    data = json.loads(proc.stdout)["qa"]
    assert data["below_floor"]["harbor"]["floor"] == 1.01
    assert set(data["aspects"]) >= {"cause", "onset"}


def _render(exp: ExpectedFact, zone: ZoneInfo, *, shift_zone: ZoneInfo | None = None, bump: int = 0) -> str:
    r = exp.fact.render
    if r == "time":
        return f"{exp.value.astimezone(shift_zone or zone):%H:%M}"
    if r == "count":
        return f"{exp.value + bump} 条"
    if r == "duration":
        return f"持续 {round(exp.value)} 分钟"
    if r == "any_of":
        return "；".join(exp.fact.any_of[: exp.fact.min_matches])
    return str(exp.value) if r == "text" else ""


_LEAD = {"yes": "是的", "no": "不是", "healthy": "健康", "unhealthy": "不健康", "gap": "没有找到相关数据，无法判断"}


def _ideal(case: QaCase, keys: dict[str, list[ExpectedFact]], zone: ZoneInfo, **wrong: Any) -> AnswerView:
    """The answer a perfect engine would give (every key fact in the head, backed by evidence excerpts)."""
    facts = [e for exps in keys.values() for e in exps]
    lead = next((_LEAD[f.fact.render if f.fact.render != "yes_no" else ("yes" if f.value else "no")]
                 for f in facts if f.fact.render in (*_LEAD, "yes_no")), "结论")
    body = "，".join(s for s in (_render(f, zone, **wrong) for f in facts) if s)
    excerpts = [f"{f.value.strftime('%Y-%m-%dT%H:%M:%SZ')} first_seen" if f.fact.render == "time" else
                f"count: {f.value}" for f in facts if f.fact.render in ("time", "count")]
    claims = [{"claim_text": "x", "verification": "direct_observation",
               "evidence": [{"excerpt": e} for e in excerpts]}]
    return AnswerView(answer=f"{lead}，{body}。\n\n已确认信息：\n- x", questions=[*case.conversation, case.question],
                      confirmed=claims, to_confirm=[], gaps=[])


def test_a_perfect_answer_scores_on_every_case_and_a_shifted_one_does_not(built: dict[str, World]) -> None:
    wrong_zone = wrong_count = 0
    for loaded in FILES:
        world = built[loaded.suite.world]
        zone, anchor = world_timezone(world), world.catalog().anchor_time
        for case in loaded.suite.cases:
            keys = case_keys(world.engine, case, anchor=anchor, zone=zone)
            score = score_case(case, _ideal(case, keys, zone), keys, zone=zone, day=anchor)
            assert score.ok, (case.id, score)
            renders = {e.fact.render for exps in keys.values() for e in exps}
            if "time" in renders:
                # a zone whose offset at the anchor differs (Europe/Lisbon is UTC+0 in winter: UTC is no shift)
                utc_now = anchor.astimezone(zone).utcoffset() == timedelta(0)
                other = ZoneInfo("Asia/Shanghai" if utc_now else "UTC")
                shifted = _ideal(case, keys, zone, shift_zone=other)
                assert not score_case(case, shifted, keys, zone=zone, day=anchor).ok, case.id
                wrong_zone += 1
            if "count" in renders:
                bumped = _ideal(case, keys, zone, bump=7)
                assert not score_case(case, bumped, keys, zone=zone, day=anchor).ok, case.id
                wrong_count += 1
    assert wrong_zone >= 10 and wrong_count >= 10


def test_a_case_filter_runs_only_those_cases_and_ignores_the_world_floor(tmp_path: Path) -> None:
    run = run_qa(_suite(tmp_path, 1.01), filter_text="harbor-quote-engine-onset")
    assert [r.case.id for r in run.results] == ["harbor-quote-engine-onset"]
    assert run.floors == {} and run.ok
