"""invTG (stop 54, opened domeglow domeglow-howto-catalogue-zh): "目录搜索慢成这样 该怎么处理" — four or more Chinese
characters said in a row that one description holds ("节目目录搜索索引") name that service (the search index, whose
slow-query runbook answers), never no one (the world's first runbook, a consumer backlog's). Synthetic names."""

from __future__ import annotations

import pytest

from superbiz.agents.described_runs import described_run_owner

DESCRIPTIONS = {"show-list": "演出节目目录服务 / show catalogue service",
                "list-index": "节目目录搜索索引 (Elasticsearch) / show catalogue search index",
                "cafe-worker": "咖啡馆后厨出餐处理 / cafe kitchen worker"}


@pytest.mark.spec("Answer the question that was asked")
def test_a_run_of_one_descriptions_words_names_it() -> None:
    """Held-out domeglow-howto-catalogue-zh."""
    assert described_run_owner("目录搜索慢成这样 该怎么处理", DESCRIPTIONS) == "list-index"


@pytest.mark.spec("Answer the question that was asked")
def test_a_run_two_descriptions_share_names_none() -> None:
    """"节目目录" is held by both descriptions: no one is named by it."""
    assert described_run_owner("节目目录有问题吗", DESCRIPTIONS) is None
