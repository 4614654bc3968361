"""The window of a suspect judged over its subject's own episode.

A yes/no that blames a subject's trouble on a suspect (a database, cache, search node or a change: "补货计划器报错是不是
ES慢查询导致的", "was the planner hit by the planogram deploy?") and names no time of its own asks about the subject's
trouble wherever it lies — its only or latest episode, which may have ended hours ago — never about the recent hour
alone (which held neither side's trouble: a true suspect was answered "no, no anomaly"). A question of the present
("现在 / still / 还在 / right now") keeps the recent window: the trouble going on is the one asked.
"""

from __future__ import annotations

import re

from superbiz.agents.timeparse import asks_now

#: the present asked in words the recent-window readings know ("眼下", "这会儿", "还在", "still", "currently")
_PRESENT = re.compile(r"眼下|这会儿?|还在|仍然|依然|正在|目前|当前|此刻|\bstill\b|\bcurrently\b|\bright now\b|\bongoing\b",
                      re.I)


def own_episode_asked(question: str, aspects: list[str], suspects: list[str], services: list[str], *,
                      explicit: bool, earlier: bool, ids: bool) -> bool:
    """Whether a yes/no about a suspect of one subject's trouble, with no window of its own, no conversation and no
    present word, is judged over the data (at most a day back) rather than the recent hour."""
    if aspects != ["yes_no"] or not suspects or explicit or earlier or ids:
        return False
    if not [s for s in services if s not in suspects]:
        return False  # the suspect alone: its own state is asked, over the window the question means
    return not asks_now(question) and _PRESENT.search(question) is None
