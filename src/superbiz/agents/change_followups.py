"""Follow-ups about a change told in the conversation (invTG, stop 54).

"回滚了没" after "下单服务昨天傍晚发版出问题了吧": the deploy talked about may be the subject's own or that of an
application it calls (the storefront's errors name the order service whose release went bad) — the rollback is
searched on the subject and on the applications it calls directly, and a rollback line of any of them answers.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from superbiz.lazy_re import regex

__all__ = ["rollback_subjects"]

#: a deploy told or asked ("发版出问题了吧", "after the release", "上线后")
_DEPLOY_TALK = regex(r"发版|发布|部署|上线|升级|\b(?:deploy(?:s|ed|ment)?|release[sd]?|roll-?outs?|rolled out)\b", re.I)


def rollback_subjects(actions: Sequence[str], services: Sequence[str], earlier: str, *,
                      named_here: bool, dependencies: Mapping[str, Sequence[str]], infra: Mapping[str, str]
                      ) -> list[str]:
    """The services whose rollback events a bare "回滚了没" follow-up reads: the subject carried from the earlier
    deploy talk and the applications (no store, cache, queue or partner) it calls directly; [] when the question
    names its own subject, asks another operation, or follows no deploy talk."""
    if named_here or list(actions) != ["回滚"] or not _DEPLOY_TALK.search(earlier) or len(services) != 1:
        return []
    subject = services[0]
    return [subject, *(d for d in dependencies.get(subject, ()) if d not in infra and d != subject)]
