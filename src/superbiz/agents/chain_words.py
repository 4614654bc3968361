"""A trouble's side said by a word several services share along one dependency chain (invTF, stop 54).

"凌晨两点排程慢是不是es那边慢查询导致的": 排程 is held by the planner, its search service and the search cluster
(each calling the next), so no alias names it and a yes/no about the suspect had no subject ("关系无法确定").
Services sharing a word that lie on one chain are the chain's parts; the word names the chain's head — the owner
every other owner lies below — whose records lead down to the suspect (or elsewhere)."""
from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

from superbiz.lazy_re import regex

from .question import _GENERIC, _OPS_WORDS
from .subjects import GENERIC_ZH

_ZH_RUN = regex(r"[\u4e00-\u9fff]{2,}")


def dependency_closure(service: str, dependencies: Mapping[str, Sequence[str]]) -> set[str]:
    """``service`` and every service it depends on, at any depth."""
    seen: set[str] = set()
    todo = [service]
    while todo:
        svc = todo.pop()
        if svc not in seen:
            seen.add(svc)
            todo += dependencies.get(svc, ())
    return seen


def chain_head(owners: Collection[str], dependencies: Mapping[str, Sequence[str]]) -> str | None:
    """The one owner whose dependency closure holds every other owner (two owners at least), else None."""
    if len(owners) < 2:
        return None
    heads = [o for o in owners if set(owners) <= dependency_closure(o, dependencies)]
    return heads[0] if len(heads) == 1 else None


def chain_word_subject(text: str, suspects: Sequence[str], holding: Callable[[str], list[str]],
                       dependencies: Mapping[str, Sequence[str]], *, single: bool = False) -> str | None:
    """The service a Chinese word of ``text`` names as the head of the chain its holders form ("排程" of the planner
    → its search service → the search cluster: the planner), never a suspect. Several such words: the head whose
    chain holds the others' ("座位" of the seat map and its cache beside "票务" of the ticket app above them: the
    ticket app). ``single``: ``text`` is the question outside the suspect's slot, where a word one application alone
    holds names it too ("闸机上午报错 是会员库锁等待引起的吗": 闸机 of the entrance gate app). None when no word or no
    single head."""
    found: list[str] = []
    taken: list[str] = []
    for run in _ZH_RUN.findall(text):
        for size in range(min(len(run), 4), 1, -1):
            for i in range(len(run) - size + 1):
                word = run[i:i + size]
                if (word in _GENERIC or word in _OPS_WORDS or word in GENERIC_ZH
                        or any(word in t for t in taken)):
                    continue
                owners = holding(word)
                head = owners[0] if single and len(owners) == 1 else chain_head(owners, dependencies)
                if head is not None:
                    taken.append(word)
                    if head not in suspects and head not in found:
                        found.append(head)
    tops = [h for h in found if all(o in dependency_closure(h, dependencies) for o in found)]
    return tops[0] if len(tops) == 1 else None
