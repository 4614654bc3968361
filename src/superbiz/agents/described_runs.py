"""A thing said by a run of one description's Chinese words (invTG, stop 54).

"目录搜索慢成这样 该怎么处理": "目录搜索" is no alias (the learned ones cut the description "节目目录搜索索引" into
other pairs), but four or more characters said in a row that exactly one service's Chinese description holds, in
that order, name that service — the catalogue's search index, not the catalogue service whose description holds
only "目录".
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from superbiz.lazy_re import regex

__all__ = ["described_run_owner"]

_CJK_RUNS = regex(r"[\u4e00-\u9fff]{4,}")
#: the kind words a domain's whole system is said with ("票务系统", "会员平台"): a run ending in one names the domain
_KIND_WORDS = ("系统", "平台", "服务", "中心", "模块", "应用")


def described_run_owner(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one service whose Chinese description (before any bracket) holds the longest run of four or more Chinese
    characters the question says, or None (no such run, or one held by several descriptions)."""
    heads = {svc: re.split(r"[(（/]", text, maxsplit=1)[0] for svc, text in descriptions.items() if text}
    for run in _CJK_RUNS.findall(question):
        for size in range(len(run), 3, -1):
            for i in range(len(run) - size + 1):
                piece = run[i:i + size]
                if piece.endswith(_KIND_WORDS):
                    continue  # "现在票务系统都有哪些问题": a domain's system (its kind word last), no one service
                owners = [svc for svc, head in heads.items() if piece in head]
                if len(owners) == 1:
                    return owners[0]
    return None
