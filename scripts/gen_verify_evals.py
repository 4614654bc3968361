"""Generate the ``evals/meaning/`` verify cases (issue 9) from real tool outputs over two worlds.

Builds the demo world and the harbor world (tests/support/mutation_worlds.py) in a temporary folder, runs the
real tools, writes true claims and their mutants (tests/verification/mutation_families.py), and for a spread of
them writes one case folder each: ``case.yaml``, ``invocations.json`` (only the invocations the claim binds) and
``executor.txt``. Expectations are what the pipeline decides; the script refuses to write a mutant that would be
``direct_observation``/PASS or a true claim that would not be, so a generated suite never encodes a miss.

    PYTHONPATH=src python scripts/gen_verify_evals.py [--out evals/meaning] [--per-family 5] [--controls 8]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.mutation_worlds import WorldSession, demo_session, harbor_session
from tests.verification.mutation_cases import FAMILIES, Case
from tests.verification.mutation_families import all_cases

from superbiz.evals.loader import FORBIDDEN_NAME_WORDS
from superbiz.pipeline import conclude_round, prepare_round

_RENAME = {"normal": "healthy", "pass": "ok", "reject": "refuse", "degraded": "weak"}
_DESCRIBE = {
    "polarity": "A denial or assertion of occurrence that the bound record does not say.",
    "state": "An alert or availability state that differs from the bound record's state.",
    "field": "A field value (status, level, severity, notify flag) that differs from the bound record.",
    "statistic": "A statistic word or unit that does not match the bound series field.",
    "number": "A number in another form (Chinese numerals, full-width digits) or a moved date/time.",
    "identifier": "An identifier the bound record does not contain (unknown names, lookalike letters).",
    "attribution": "Facts of two different records merged into one statement.",
    "source": "A helper tool or a runbook chunk bound to a statement about the current incident.",
    "control": "A true claim written from one record, values copied (possibly in another surface form).",
}


def _slug(*parts: str) -> str:
    words = re.sub(r"[^a-z0-9]+", "-", "-".join(parts).lower()).strip("-").split("-")
    renamed = [_RENAME.get(w, w) for w in words if w]
    return "-".join(w for w in renamed if w not in FORBIDDEN_NAME_WORDS)


def _bound(session: WorldSession, case: Case) -> WorldSession:
    ids = {b.get("source_invocation_id") for b in case.claim["evidence_bindings"]}
    invs = tuple(inv.model_copy(update={"output": (inv.output or "")[:600]}) for inv in session.invocations
                 if inv.id in ids)
    return replace(session, invocations=invs)


def _executor_text(case: Case) -> str:
    obj = {"answer_version": "executor_evidence_v2", "claims": [case.claim], "hypotheses": [],
           "recommended_actions": [], "missing_info": []}
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def _observe(session: WorldSession, case: Case) -> dict[str, Any]:
    prepared = prepare_round(original_query="现在怎么了？", round=1, retry_context=None,
                             invocations=session.invocations, executor_output=_executor_text(case))
    result = conclude_round(prepared, verifier_output=None, threshold=0.5, max_rounds=2)
    checks = result.outcome.claim_checks
    return {"verdict": result.outcome.verdict, "output_type": result.route.output_type,
            "retry": result.route.action == "retry", "claim_checks": {"c1": checks[0].verification}}


def _pick(cases: list[Case], per_family: int, controls: int) -> list[Case]:
    """Per world and family, the first case of each mutation name, round robin, up to ``per_family``."""
    chosen: list[Case] = []
    for world in ("demo", "harbor"):
        for family in (*FAMILIES, "control"):
            by_name: dict[str, list[Case]] = defaultdict(list)
            for c in cases:
                if c.world == world and c.family == family:
                    by_name[c.name].append(c)
            limit = controls if family == "control" else per_family
            picked: list[Case] = []
            depth = 0
            while len(picked) < limit and any(len(v) > depth for v in by_name.values()):
                picked += [v[depth] for v in by_name.values() if len(v) > depth][: limit - len(picked)]
                depth += 1
            chosen += picked
    return chosen


def _write(out: Path, session: WorldSession, case: Case, index: int) -> str | None:
    small = _bound(session, case)
    observed = _observe(small, case)
    ok = observed["claim_checks"]["c1"] == "direct_observation" and observed["verdict"] == "PASS"
    if ok != (case.family == "control"):
        return None  # never write a case whose expectation would be a miss
    name = _slug(case.world, case.family, case.name, str(index))
    folder = out / name
    folder.mkdir(parents=True)
    (folder / "invocations.json").write_text(
        json.dumps([inv.model_dump(mode="json") for inv in small.invocations], ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8")
    (folder / "executor.txt").write_text(_executor_text(case), encoding="utf-8")
    expect: dict[str, Any] = {k: v for k, v in observed.items() if k != "output_type" or v is not None}
    if observed["output_type"] is None:
        expect["output_type"] = None
    spec = {
        "id": name,
        "description": f"{_DESCRIBE[case.family]} True claim: {case.base} — as written: {case.text}",
        "tags": ["meaning", case.world, case.family, _slug(case.name)],
        "mode": "verify",
        "question": "现在怎么了？",
        "invocations_file": "invocations.json",
        "executor_output_file": "executor.txt",
        "expect": expect,
    }
    (folder / "case.yaml").write_text(yaml.safe_dump(spec, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return name


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("evals/meaning"))
    parser.add_argument("--per-family", type=int, default=5)
    parser.add_argument("--controls", type=int, default=8)
    args = parser.parse_args()
    if args.out.exists():
        shutil.rmtree(args.out)
    written: dict[str, int] = defaultdict(int)
    with tempfile.TemporaryDirectory() as tmp:
        for name, build in (("demo", demo_session), ("harbor", harbor_session)):
            (Path(tmp) / name).mkdir()
            session = build(Path(tmp) / name)
            for i, case in enumerate(_pick(all_cases(session), args.per_family, args.controls)):
                if _write(args.out, session, case, i) is not None:
                    written[case.family] += 1
    print(", ".join(f"{family}: {n}" for family, n in written.items()), f"— {sum(written.values())} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
