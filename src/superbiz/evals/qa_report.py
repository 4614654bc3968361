"""Reports of a QA run: per world (score against its floor), per aspect, per language; failures of non-held-out
cases. Held-out cases show only their numbers unless ``reveal`` is set."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from rich.console import Group
from rich.table import Table

from superbiz.evals.qa_runner import QaCaseResult, QaRun

__all__ = ["qa_console", "qa_json", "qa_tables"]


def _aspect_rows(run: QaRun) -> dict[str, dict[str, list[int]]]:
    """aspect → world → [passed, total] (an aspect passes when its facts hold and the case has no false fact)."""
    table: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for r in run.results:
        false = bool(r.score is None or r.score.false_facts)
        aspects = r.score.aspects if r.score else []
        names = [a.aspect for a in aspects] or [a.aspect for a in r.case.aspects]
        for name in names:
            ok = any(a.aspect == name and a.ok for a in aspects) and not false
            cell = table[name][r.world]
            cell[0] += ok
            cell[1] += 1
    return table


def _tags(r: QaCaseResult) -> list[str]:
    tags = [r.case.lang, *r.case.tags]
    return tags + (["follow-up"] if r.case.conversation else [])


def qa_tables(run: QaRun) -> dict[str, Any]:
    """The numbers: per world, per aspect, per tag."""
    worlds = {}
    for w in run.worlds():
        rows = [r for r in run.results if r.world == w]
        worlds[w] = {
            "cases": len(rows), "correct": sum(r.ok for r in rows), "score": round(run.world_score(w), 3),
            "floor": run.floors.get(w, 0.0), "false_fact_cases": sum(bool(r.score and r.score.false_facts)
                                                                     for r in rows),
            "errors": sum(r.error is not None for r in rows), "holdout": any(r.holdout for r in rows),
            "build_seconds": run.build_seconds.get(w),
        }
    aspects = {a: {w: {"passed": c[0], "total": c[1]} for w, c in per.items()}
               for a, per in sorted(_aspect_rows(run).items())}
    tags: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in run.results:
        for t in _tags(r):
            tags[t][0] += r.ok
            tags[t][1] += 1
    return {"worlds": worlds, "aspects": aspects,
            "tags": {t: {"passed": c[0], "total": c[1]} for t, c in sorted(tags.items())},
            "below_floor": {w: {"score": s, "floor": f} for w, (s, f) in run.below_floor().items()},
            "key_errors": run.key_errors, "ok": run.ok}


def _case_json(r: QaCaseResult, reveal: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"world": r.world, "id": r.case.id if (reveal or not r.holdout) else None, "ok": r.ok}
    if r.holdout and not reveal:
        return out
    out.update({
        "question": r.case.question, "conversation": r.case.conversation, "error": r.error, "answer": r.answer,
        "aspects": [{"aspect": a.aspect, "ok": a.ok, "reasons": a.reasons} for a in (r.score.aspects if r.score
                                                                                       else [])],
        "false_facts": r.score.false_facts if r.score else [],
    })
    return out


def qa_json(run: QaRun, *, reveal: bool = False) -> dict[str, Any]:
    return {**qa_tables(run), "cases": [_case_json(r, reveal) for r in run.results]}


def qa_console(run: QaRun, *, reveal: bool = False, max_failures: int = 40) -> Group:
    data = qa_tables(run)
    worlds = Table(title="QA suite: answered correctly and completely, per world")
    for col in ("world", "cases", "correct", "score", "floor", "false-fact cases", "errors"):
        worlds.add_column(col)
    for w, row in data["worlds"].items():
        name = w + (" (held out)" if row["holdout"] else "")
        worlds.add_row(name, str(row["cases"]), str(row["correct"]), f"{row['score']:.0%}", f"{row['floor']:.0%}",
                       str(row["false_fact_cases"]), str(row["errors"]))
    aspects = Table(title="per aspect (passed/total)")
    aspects.add_column("aspect")
    for w in run.worlds():
        aspects.add_column(w)
    for a, per in data["aspects"].items():
        aspects.add_row(a, *(f"{per[w]['passed']}/{per[w]['total']}" if w in per else "-" for w in run.worlds()))
    tags = Table(title="per language / tag")
    tags.add_column("tag")
    tags.add_column("passed/total")
    for t, c in data["tags"].items():
        tags.add_row(t, f"{c['passed']}/{c['total']}")
    parts: list[Any] = [worlds, aspects, tags]
    failures = [r for r in run.results if not r.ok and (reveal or not r.holdout)]
    for r in failures[:max_failures]:
        score = r.score
        reasons = r.error or ("; ".join([f"{a.aspect}: {', '.join(a.reasons)}" for a in score.aspects if not a.ok]
                                        + score.false_facts) if score else "not scored")
        parts.append(f"[red]✗[/red] {r.world}/{r.case.id}: {reasons[:300]}")
    for w, (low, floor) in run.below_floor().items():
        parts.append(f"[bold red]{w}: score {low:.0%} is below its floor {floor:.0%}[/bold red]")
    for err in run.key_errors:
        parts.append(f"[bold red]broken answer key: {err}[/bold red]")
    return Group(*parts)
