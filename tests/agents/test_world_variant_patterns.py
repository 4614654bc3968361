"""Patterns found by mutating readable worlds (``benchmarks/world_variants.py``: the same world with its service
names, zone, ids or error codes in another shape), over catalogues of no real world.

- **a name's words in another style**: a service named "ThumbnailWorker", "thumbnail.worker" or "thumbnail_worker"
  is named by its word "thumbnail" as "thumbnail-worker" is ("When did the thumbnail backlog start?");
- **engine words in a name**: "is count-api still slow?" asks no count (a name is never an aspect word).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan

NOW = datetime(2031, 3, 4, 12, 0, tzinfo=UTC)


def _catalog(*services: str, descriptions: dict[str, str] | None = None) -> Catalog:
    return Catalog(
        services=("edge-router", *services, "media-bus"),
        dependencies={services[0]: ("media-bus",)},
        dependency_kinds={services[0]: (("media-bus", "kafka"),)},
        descriptions=descriptions or {},
        timezone="UTC",
        data_start=datetime(2031, 3, 2, tzinfo=UTC),
        data_end=NOW,
        silent=frozenset(),
    )


@pytest.mark.parametrize("name", ["ThumbnailWorker", "thumbnail.worker", "thumbnail_worker", "thumbnail-worker"])
def test_a_names_own_word_names_it_in_every_style(name: str) -> None:
    catalog = _catalog(name, descriptions={name: "image jobs"})
    plan = offline_plan("When did the thumbnail backlog start?", catalog, now=NOW)
    assert plan.services == [name]
    assert "onset" in plan.aspects


@pytest.mark.parametrize(
    ("question", "aspect", "not_aspect"),
    [
        ("is count-api still slow?", "health", "count"),
        ("count-api 今天早上八点十五左右是不是有点慢", "health", "count"),
        ("When did alert-hub start failing?", "onset", "count"),
    ],
)
def test_a_name_made_of_the_engines_words_asks_nothing_by_itself(question: str, aspect: str, not_aspect: str) -> None:
    """**engine words in a name**: "count-api", "alert-hub" are names; their words are no aspect of the question."""
    catalog = _catalog("count-api", "alert-hub")
    plan = offline_plan(question, catalog, now=NOW)
    assert aspect in plan.aspects and not_aspect not in plan.aspects, plan.aspects



@pytest.mark.parametrize("question", ["今天早上任务派不出去，是不是 svc5 搞的？", "edge-router 报错是不是 svc5 搞的？"])
def test_a_short_code_name_with_a_digit_is_a_suspect_service_not_a_build(question: str) -> None:
    """Pattern 3 of the world variants (short-code names): "是不是 svc5 搞的？" read svc5 as a version (a token with
    a digit) and suspected nothing, so the answer was "unknown"."""
    plan = offline_plan(question, _catalog("svc5"), now=NOW)
    assert "yes_no" in plan.aspects
    assert plan.suspects == ["svc5"]
    assert "svc5" not in plan.suspect_terms
