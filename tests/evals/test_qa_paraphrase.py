"""The word swaps of the question-variant benchmark (benchmarks/question_variants.py): each swaps one class of
everyday synonyms and nothing else — names, ids, numbers and a world's own service/team phrases stay as written."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.evals.qa_paraphrase import SWAPS, swap_words
from superbiz.evals.qa_runner import discover_qa_files, load_qa_file
from superbiz.evals.qa_variants import VARIANT_NAMES, protected_tokens, variants_of

ROOT = Path(__file__).resolve().parents[2]
DEV_QUESTIONS = [(c.question, c.lang) for f in discover_qa_files(ROOT / "evals" / "qa")
                 for c in load_qa_file(f).suite.cases]


@pytest.mark.parametrize("swap", SWAPS, ids=[s.name for s in SWAPS])
def test_every_swap_applies_to_a_dev_question_and_keeps_its_names_ids_and_numbers(swap: object) -> None:
    changed = 0
    for question, lang in DEV_QUESTIONS:
        rewritten = swap_words(question, lang, swap)  # type: ignore[arg-type]
        if rewritten == question:
            continue
        changed += 1
        assert protected_tokens(rewritten) == protected_tokens(question), (question, rewritten)
    assert changed, f"swap {swap.name} applies to no dev question"  # type: ignore[attr-defined]


def test_a_swap_replaces_each_form_by_the_next_keeping_capitals() -> None:
    why = next(s for s in SWAPS if s.name == "zh-why")
    assert swap_words("order-api 为什么报错？", "zh", why) == "order-api 为啥报错？"
    assert swap_words("order-api 为啥报错？", "zh", why) == "order-api 为什么报错？"
    when = next(s for s in SWAPS if s.name == "en-when")
    assert swap_words("When did SO-7F3K2Q fail?", "en", when) == "What time did SO-7F3K2Q fail?"
    assert swap_words("order-api 为什么报错？", "en", why) == "order-api 为什么报错？"  # other language: unchanged


def test_a_swap_leaves_a_protected_phrase_alone() -> None:
    alert = next(s for s in SWAPS if s.name == "zh-alert")
    question = "告警中心今天告警多少次？"
    assert swap_words(question, "zh", alert) == "报警中心今天报警多少次？"
    assert swap_words(question, "zh", alert, protect=["告警中心"]) == "告警中心今天报警多少次？"
    assert dict(variants_of(question, "zh", ["告警中心"]))["zh-alert"] == "告警中心今天报警多少次？"
    assert set(dict(variants_of(question, "zh"))) <= set(VARIANT_NAMES)


def test_a_one_way_swap_never_turns_an_interjection_into_the_word() -> None:
    healthy = next(s for s in SWAPS if s.name == "en-healthy")
    assert swap_words("Is billing-svc healthy?", "en", healthy) == "Is billing-svc ok?"
    assert swap_words("ok so what do we do now?", "en", healthy) == "ok so what do we do now?"
