"""Users' short forms of a service's own words, read when nothing else named a service: a qualifier with a kind
word ("vent cache", "ws网关", "GPS队列", "订单库"), the initials of an English description ("kds" of "kitchen
display screen"), a Chinese head whose middle word is said otherwise ("站台显示屏" of "站台信息屏"), a head's thing and
deed said verb first ("订时段" of "时段预订"). Each names
the one service it fits, never one of several (then the question names nothing new, as before). Generic: the
words come from the catalogue's names and descriptions, no world is named here."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from superbiz.agents.question import (
    _FUNCTION_TAILS,
    _GENERIC,
    _OPS_WORDS,
    _PLAIN_NOUNS,
    _RECORD_NOUNS,
    DOMAIN_WORDS,
    KIND_NOUNS,
    description_head,
    head_core,
)
from superbiz.agents.subjects import EN_NO_QUALIFIER
from superbiz.lazy_re import regex

__all__ = ["acronym_name", "head_tail_said", "kind_short_name", "resaid_head_name", "respoken_head_name",
           "verb_first_name", "verb_first_names"]


def _infra(noun: str) -> frozenset[str]:
    """The infra kinds a kind noun says (``KIND_NOUNS``: "cache" ↔ redis, memcached…)."""
    return frozenset(kind for kind, nouns in KIND_NOUNS.items() if noun in nouns)


#: a kind of part: the words a question says it with, the words a description says it with, the infra kinds
#: that are of it, the name segments that say it
_KINDS: dict[str, tuple[frozenset[str], str, frozenset[str], frozenset[str]]] = {
    "gateway": (frozenset({"gateway", "gw", "网关"}), r"网关|\bgateway\b", frozenset(), frozenset({"gateway", "gw"})),
    "cache": (frozenset({"cache", "缓存"}), r"缓存|\bcache\b", _infra("cache"), frozenset({"cache", "redis"})),
    "queue": (frozenset({"queue", "队列", "消息队列", "bus", "总线", "topic"}),
              r"队列|总线|\bqueue\b|\bbus\b|\btopic\b", _infra("queue"),
              frozenset({"queue", "q", "mq", "bus", "kafka"})),
    "db": (frozenset({"db", "database", "数据库", "库"}), r"数据库|库(?![存房])|\bdatabase\b|\bdb\b",
           _infra("db"), frozenset({"db", "mysql", "pg", "postgres", "sql"})),
    "index": (frozenset({"index", "索引"}), r"索引|\bindex\b", _infra("index"), frozenset({"es", "index", "search"})),
}
_SAID_KIND = {word: kind for kind, (said, *_rest) in _KINDS.items() for word in said}
#: "ws网关", "GPS队列", "订单库", "vent cache": a latin word or two to four Chinese characters, then a kind word
_ZH_KIND_SAID = regex(r"([A-Za-z][A-Za-z0-9]{1,11}|[\u4e00-\u9fff]{2,4}?)\s*"
                      r"(消息队列|数据库|网关|缓存|队列|总线|索引|库(?![存房]))")
_EN_KIND_SAID = regex(r"(?<![\w.-])([a-z][a-z0-9]{1,11})\s+(gateway|gw|cache|queue|bus|topic|database|db|index)\b")
#: a Chinese qualifier's leading words that are no part of it ("那个订单库": 那个)
_ZH_LEAD = regex(r"^(?:那个|这个|那|这|的|是|个|把|在|和|跟|与)+")


def _halves(description: str) -> tuple[str, str]:
    """(the Chinese head, the English head, lower-case) of a bilingual description "<zh> (…) / <en>"."""
    zh, _, en = description.partition(" / ")
    return description_head(zh), description_head(en).lower()


def _segments(name: str) -> list[str]:
    return [s for s in re.split(r"[-._\d]+", name.lower()) if s]


def _of_kind(kind: str, svc: str, description: str, infra: Mapping[str, str]) -> bool:
    _, described, kinds, segments = _KINDS[kind]
    zh, en = _halves(description)
    return (str(infra.get(svc, "")).lower() in kinds or bool(set(_segments(svc)) & segments)
            or re.search(described, f"{zh} {en}") is not None)


def _qualifies(word: str, svc: str, description: str) -> bool:
    """Whether a qualifier is said of this service: a latin word as one of its name's segments or an English word
    of its description (three letters or more: their start too, "vent" of "ventilation"), a Chinese word inside its
    Chinese head."""
    zh, en = _halves(description)
    if word.isascii():
        word = word.lower()
        words = [*_segments(svc), *re.findall(r"[a-z][a-z0-9]*", f"{en} {zh.lower()}")]
        return any(w == word or (len(word) >= 3 and w.startswith(word)) for w in words)
    return word in zh


def kind_short_name(question: str, services: Sequence[str], descriptions: Mapping[str, str],
                    infra: Mapping[str, str]) -> tuple[str, str] | None:
    """(the phrase, the service) of a kind word whose qualifier is said of exactly one thing of that kind ("vent
    cache" ↔ ventilation sensor cache, "ws网关" ↔ ws-gateway, "GPS队列" ↔ "GPS接入队列", "订单库" ↔ "收获订单库");
    None when no phrase or more than one thing fits. A Chinese qualifier is read from its last two characters
    on (the shortest said that fits one thing)."""
    found: list[tuple[str, str, list[str]]] = []
    for m in _ZH_KIND_SAID.finditer(question):
        qual = m.group(1)
        if qual.lower() in EN_NO_QUALIFIER:
            continue  # "redis 缓存": the technology of many things, the qualifier of none
        options = [qual] if qual.isascii() else [q for n in range(2, len(qual) + 1)
                                                 if len(q := _ZH_LEAD.sub("", qual[-n:])) >= 2]
        found.append((m.group(0), _SAID_KIND[m.group(2)], list(dict.fromkeys(options))))
    for m in _EN_KIND_SAID.finditer(question.lower()):
        if m.group(1) not in EN_NO_QUALIFIER:
            found.append((question[m.start():m.end()], _SAID_KIND[m.group(2)], [m.group(1)]))
    for phrase, kind, options in found:
        things = [s for s in services if _of_kind(kind, s, descriptions.get(s, ""), infra)]
        for qual in options:
            hits = [s for s in things if _qualifies(qual, s, descriptions.get(s, ""))]
            if len(hits) == 1:
                return phrase, hits[0]
            if hits:
                break  # several things of the kind fit: a longer qualifier says more only of those
    return None


#: the server-side words a head ends in, no part of what its initials say ("kitchen display screen service")
_SERVER_WORDS = frozenset({"service", "svc", "api", "server", "backend", "app", "system"})


def acronym_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one service whose English description head (three words or more, its server word left out) a latin
    word of the question spells by initials ("kds" ↔ "kitchen display screen service"); None when none or more
    than one fits."""
    tokens = {t.lower() for t in re.findall(r"(?<![A-Za-z0-9_.-])[A-Za-z]{3,5}(?![A-Za-z0-9_.-])", question)}
    hits = set()
    for svc, text in descriptions.items():
        words = re.findall(r"[a-z]+", _halves(text)[1])
        while words and words[-1] in _SERVER_WORDS:
            words.pop()
        if len(words) >= 3 and "".join(w[0] for w in words) in tokens:
            hits.add(svc)
    return next(iter(hits)) if len(hits) == 1 else None


def respoken_head_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one service whose Chinese head (four to six characters, its service word left out) the question says
    with its first word and last character but a middle said otherwise ("站台显示屏" ↔ "站台信息屏", "出单大屏" ↔
    "出单显示屏"); None when none or more than one fits, or the head is said as it is."""
    hits = set()
    for svc, text in descriptions.items():
        head = re.sub(r"(?:服务|系统|模块)$", "", _halves(text)[0].strip())
        if not re.fullmatch(r"[\u4e00-\u9fff]{4,6}", head) or head in question:
            continue
        middle = len(head) - 3
        said = re.search(rf"{head[:2]}[\u4e00-\u9fff]{{{max(1, middle - 1)},{middle + 1}}}{head[-1]}", question)
        if said and said.group(0) != head:
            hits.add(svc)
    return next(iter(hits)) if len(hits) == 1 else None


#: characters too common to tell a head by ("服务" of every service, a question's own particles and troubles)
_COMMON_CHARS = frozenset("服务应用系统模块数据库中心平台接口管理的了是不吗呢么挂错报失败问题那这个会儿点")


def resaid_head_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one service whose Chinese head (three to six characters, its service word left out) the question says
    by two of its characters in order, each opening a word of two whose other character the head lacks ("柜子租赁" of
    "储物柜租用": 柜 of 储物柜, 租 of 租用); None when none or more than one fits, or the head is said as it is.
    (invUF, quiverlane "两点那会儿柜子租赁挂掉 是不是新版本的问题")"""
    hits = set()
    for svc, text in descriptions.items():
        head = re.sub(r"(?:服务|系统|模块|应用)$", "", _halves(text)[0].strip())
        if not re.fullmatch(r"[\u4e00-\u9fff]{3,6}", head) or head in question:
            continue
        for m in re.finditer(r"(?=([\u4e00-\u9fff]{4}))", question):
            said = m.group(1)
            first, second = said[0], said[2]
            if (first in _COMMON_CHARS or second in _COMMON_CHARS or said[1] in head or said[3] in head
                    or first not in head or second not in head or head.index(first) >= head.rindex(second)
                    or any(said[:2] in t or said[2:] in t for t in descriptions.values())):
                continue
            hits.add(svc)
    return next(iter(hits)) if len(hits) == 1 else None


#: a deed's everyday verbs beside its own characters ("订场" of "场次预约")
_DEED_SAID = {"预约": "订", "预订": "约", "预定": "订约"}


def verb_first_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one service whose Chinese head ends in a thing and a deed ("过闸时段预订": 时段 then 预订) that the
    question says verb first, the deed by one of its characters ("订时段", "充钱包" of "钱包充值"), or — called a
    service — the thing by its last character too ("报课服务" of "游泳课报名服务"); None when the head is said as it
    is, or none or more than one service fits."""
    hits = verb_first_names(question, descriptions)
    return hits[0] if len(hits) == 1 else None


#: "订场app", "约课应用": a booking verb's character, one character of the thing booked, then an app word
_BOOKING_APP_SAID = regex(r"(?<![预])([订约定])[\u4e00-\u9fff]\s*(?:那个\s*|的\s*)?(?:app|应用)(?![a-z])", re.I)


def booking_app_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one application whose head is a booking (预订/预约/预定) app ("球道预订应用 / lane booking app") that the
    question calls by its meaning words — a booking verb's character, the thing booked said in a word of its own, an
    app word ("订场app"); None when no app word follows such a verb or not exactly one booking app is described.
    The thing's character is never matched against the heads (one character names nothing)."""
    if (m := _BOOKING_APP_SAID.search(question)) is None:
        return None
    verb = m.group(1)
    hits = []
    for svc, text in descriptions.items():
        zh, en = _halves(text)
        deed = re.search(r"预([约订定])(?:应用|App|APP|app)?$", zh.strip())
        if deed is None or (not re.search(r"(?:应用|app)$", zh.strip(), re.I)
                            and not re.search(r"\b(?:booking|reservation)s?\s+app$", en)):
            continue
        if verb == deed.group(1) or verb in _DEED_SAID.get(f"预{deed.group(1)}", ""):
            hits.append(svc)
    return hits[0] if len(hits) == 1 else None


def thing_deed_short_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """"团订" of "团体预订应用": the one service whose Chinese head is a two-character thing then a booking deed
    (预订/预约/预定, an app or service word after it allowed) that the question says in two characters — the thing's
    first, then the deed's own last character — and no other head holds; None when none or several fit."""
    hits = []
    for svc, text in descriptions.items():
        m = re.fullmatch(r"([\u4e00-\u9fff]{2})预([订约定])(?:应用|服务|app|App|APP)?", _halves(text)[0].strip())
        if m is None:
            continue
        word = m.group(1)[0] + m.group(2)
        if word in question and not any(
                word in other for other_svc, other in descriptions.items() if other_svc != svc):
            hits.append(svc)
    return hits[0] if len(hits) == 1 else None


def verb_first_names(question: str, descriptions: Mapping[str, str]) -> list[str]:
    """Every service ``verb_first_name`` reads in ``question``, in the order the question says them
    ("订场服务和租鞋服务": both sides of a pair)."""
    hits: dict[str, int] = {}
    for svc, text in descriptions.items():
        head = head_core(_halves(text)[0].strip())
        if not re.fullmatch(r"[\u4e00-\u9fff]{4,8}", head) or head[-4:] in question:
            continue
        thing, deed = head[-4:-2], head[-2:]
        said = [f"{ch}{thing}" for ch in deed] + [f"{ch}{thing[-1]}服务" for ch in deed]
        if deed in _DEED_SAID:
            #: "订场服务" of "场次预约服务": a booking's deed said by its everyday verb (订 of 预约), the thing called
            #: a service by either of its characters
            said += [f"{ch}{t}服务" for ch in deed + _DEED_SAID[deed] for t in thing]
            #: "订场那个app", "订场app": the service called an app (a thing the users' app stands for), the words
            #: "那个" between allowed
            said += [f"{ch}{t}{gap}{app}" for ch in deed + _DEED_SAID[deed] for t in thing
                     for gap in ("", " ", "那个", "那个 ", "的", "的 ") for app in ("app", "App", "APP", "应用")]
        if found := [question.index(w) for w in said if w in question]:
            hits[svc] = min(found)
    return sorted(hits, key=hits.__getitem__)


#: a head's last word that is a deed done through it ("课程预约": 预约), never the thing people call it by
_DEED_TAILS = frozenset({"预约", "预订", "预定", "报名", "充值", "借阅", "租赁", "出租", "订票", "购票", "排班",
                         "排程", "挂号", "缴费", "付款", "收款", "退款", "签到", "打卡", "下单", "结账", "购买",
                         "销售", "零售"})
#: English last words too general to call one thing by ("the service", "the app", "the data")
_EN_PLAIN_LAST = frozenset({"service", "server", "system", "backend", "database", "cache", "queue", "worker", "store",
                            "storage", "platform", "cluster", "engine", "pipeline", "gateway", "proxy", "broker",
                            "jobs", "data", "info", "events", "records", "orders", "users", "search", "index",
                            "feed", "sync", "tool", "tools", "portal", "page", "site", "hub", "core", "link"})


def head_tail_said(question: str, descriptions: Mapping[str, str],
                   infra: Mapping[str, str]) -> tuple[str, str] | None:
    """(the word, the service) of a two-word description head said by its last word alone — "商店" of "釉料商店",
    "the shop" of "glaze shop" — when exactly one application's head ends in it and no other description holds the
    word at all (a team may: a team is no description); None when the question says the whole head, or the word is
    a deed, a record noun or a word of any system ("预约", "订单", "网关")."""
    hits: dict[str, str] = {}
    for svc, text in descriptions.items():
        if svc in infra:
            continue
        zh, en = _halves(text)
        core = head_core(zh.strip())
        words: list[tuple[str, str]] = []
        if re.fullmatch(r"[\u4e00-\u9fff]{4}", core) and core not in question:
            tail = core[2:]
            if tail not in _DEED_TAILS | _OPS_WORDS | _PLAIN_NOUNS | _GENERIC | _FUNCTION_TAILS | DOMAIN_WORDS \
                    | _RECORD_NOUNS and tail in question:
                words.append((tail, tail))
        two = en.split()
        #: "the gates" of "entrance gate app": a head of three plain words ending in "app" is said by the word before
        #: "app", plural too, after "the" (no other description holds it — invVG, hoofmoat)
        if (len(two) == 3 and two[2] == "app" and all(re.fullmatch(r"[a-z]{4,}", w) for w in two[:2])
                and two[1] not in _EN_PLAIN_LAST and two[1] not in _RECORD_NOUNS
                and (plural := re.search(rf"\bthe\s+({two[1]}(?:s|es)?)\b", question, re.I)) is not None
                and " ".join(two[:2]) not in question.lower()):
            words.append((plural.group(1), rf"\b{two[1]}(?:s|es)?\b"))
        #: ("the shop" of "nursery web shop": a head of three words said by its last word alike — invUF, sprigrow)
        if len(two) == 3 and all(re.fullmatch(r"[a-z]{3,}", w) for w in two) and len(two[2]) >= 4:
            two = [" ".join(two[:2]), two[2]]
        if len(two) == 2 and all(re.fullmatch(r"[a-z]{4,}|[a-z]{3,} [a-z]{3,}", w) for w in two) and " ".join(
                two) not in \
                question.lower() and two[1] not in _EN_PLAIN_LAST and two[1] not in _RECORD_NOUNS and (
                m := re.search(rf"\b{two[1]}\b", question, re.I)):
            words.append((m.group(0), rf"\b{two[1]}(?:s|es)?\b"))
        for said, pattern in words:
            held = [o for o, other in descriptions.items()
                    if o != svc and re.search(pattern if said.isascii() else re.escape(said), other, re.I)]
            if not held:
                hits[said] = svc
    return next(iter(hits.items())) if len(hits) == 1 else None
