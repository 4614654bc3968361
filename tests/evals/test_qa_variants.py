"""The harmless question variants (benchmarks/question_variants.py) change only the letters around what is asked:
every service name, id, number and time expression of every QA question survives each variant unchanged and in
order, and the variant is a different string (a variant that changed nothing would measure nothing)."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.evals.qa_runner import discover_qa_files, load_qa_file
from superbiz.evals.qa_variants import VARIANTS, protected_tokens, variants_of

ROOT = Path(__file__).resolve().parents[2]
DEV_QUESTIONS = [(c.question, c.lang) for f in discover_qa_files(ROOT / "evals" / "qa")
                 for c in load_qa_file(f).suite.cases]


def _core(token: str) -> str:
    return token.rstrip(".:-")


@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_every_variant_keeps_the_names_ids_numbers_and_times_of_every_dev_question(variant: str) -> None:
    changed = 0
    for question, lang in DEV_QUESTIONS:
        rewritten = dict(variants_of(question, lang)).get(variant)
        if rewritten is None:
            continue
        changed += 1
        assert rewritten != question
        before = [_core(t) for t in protected_tokens(question)]
        after = [_core(t) for t in protected_tokens(rewritten)]
        assert [t for t in after if t in before] == before, (variant, question, rewritten)
    assert changed, f"variant {variant} applies to no dev question"


def test_the_variants_of_a_chinese_and_an_english_question() -> None:
    zh = dict(variants_of("今天 order-api 报错多少？", "zh"))
    assert zh["cjk-latin-spacing"] == "今天order-api报错多少？"
    assert zh["punctuation-width"] == "今天 order-api 报错多少?"
    assert zh["no-end-mark"] == "今天 order-api 报错多少"
    assert "lower-case" not in zh  # Chinese has no letter case
    en = dict(variants_of("Is ORD-20261128-000123 Stuck In PAYMENT_TIMEOUT?", "en"))
    assert en["lower-case"] == "is ORD-20261128-000123 stuck in PAYMENT_TIMEOUT?"
    assert en["urgent-lead-in"].endswith("Is ORD-20261128-000123 Stuck In PAYMENT_TIMEOUT?")
