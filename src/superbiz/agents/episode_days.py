"""This episode against another day's (invTB, stop 54).

"这次持续多久 跟昨天那次比哪个长" after "今天票务缓存又炸了？": the episode the conversation established (the
earlier turn's window: today) set against the one of the other day the question names (yesterday) by how long
each lasted — one window holding both, the subject's episodes in it compared (as "今天那次和昨天那次比 哪次持续
更久" asked at once), never the other day's window alone timed.
"""

from __future__ import annotations

from superbiz.agents.timeparse import TimeWindowSpec
from superbiz.agents.timewindows import PRESENT_EPISODE
from superbiz.lazy_re import regex
from superbiz.render.answer_base import LASTED_LONGER

#: "昨天那次 / 前天那波 / yesterday's one": an episode of another day named
_OTHER_DAY_EPISODE = regex(r"(?:昨天|昨日|昨儿|前天|前儿)(?:的)?那(?:次|波|回|一次|一波)|"
                           r"\byesterday'?s? (?:one|episode)\b")


def this_against_day(question: str, spec: TimeWindowSpec, told: TimeWindowSpec | None
                     ) -> tuple[TimeWindowSpec, TimeWindowSpec] | None:
    """The two sides (in time order) of "this episode against that day's one, which lasted longer?": the question's
    own window (the other day named) and the earlier turn's (``told``), when they do not overlap; else None."""
    if (told is None or not spec.explicit or LASTED_LONGER.search(question) is None
            or PRESENT_EPISODE.search(question) is None or _OTHER_DAY_EPISODE.search(question) is None):
        return None
    if not (spec.end <= told.start or told.end <= spec.start):
        return None
    first, second = sorted((spec, told), key=lambda w: w.start)
    return first, second
