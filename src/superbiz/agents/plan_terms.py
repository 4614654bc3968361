"""Terms of a question the offline Planner reads beside its aspects: record statuses named in words, a count of
something the data does not hold, a log level asked about, a misspelt service name, a percent level. Generic
lexicons only: nothing here names any world."""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence

from superbiz.agents.plan_model import Catalog
from superbiz.agents.question import (
    CN_COUNTERS,
    DOMAIN_WORDS,
    WARNINGS_OR_ERRORS,
    asks_failed_records,
    asks_health,
    cant_do_status,
    description_head,
    failed_first_noun_status,
    head_core,
    names_record_words,
    qualified_calls_failing,
    shared_start,
    status_matches,
    status_word_said,
)
from superbiz.agents.subjects import EN_NO_QUALIFIER, GENERIC_ZH
from superbiz.lazy_re import regex

__all__ = [
    "AVERAGE_OF",
    "CAUSE_PAIR_SPLIT",
    "PERCENT_OF",
    "about_failing",
    "asked_level",
    "asks_which_team",
    "compound_name",
    "counts_incidents",
    "described_failing_status",
    "earlier_pair_side",
    "failing_status",
    "head_noun_name",
    "head_suffix_name",
    "names_records",
    "near_name",
    "percent_levels",
    "respelled",
    "same_cause_statuses",
    "shared_start",
    "shortened_kind_name",
    "status_worded",
    "statuses",
    "statuses_compared",
    "topic_in_words",
    "uncounted",
    "unglued",
    "unheld_technology",
    "unmeasured_quantity",
]

#: "below 20% battery", "over 90% capacity": a level the question gives a threshold of, named after the percent
PERCENT_OF = regex(r"\b(?:below|under|above|over|less than|more than|at least|at most)\s*\d+(?:\.\d+)?\s*%"
                   r"\s*(?:of\s+(?:their|its|the)\s+)?([a-z]{3,})", re.I)
#: "油量低于 20%", "电量不足 15%": the same in Chinese, the level named right before the comparison
_PERCENT_OF_ZH = regex(r"([\u4e00-\u9fff]{2,8})\s*(?:低于|高于|超过|不足|少于|小于|大于|不到|多于)"
                       r"\s*\d+(?:\.\d+)?\s*%")
#: a Chinese level word the engine reads elsewhere (rates and ratios come from logs, resources have their lexicon)
_ZH_RATE = regex(r"[率比]$")


def percent_levels(question: str) -> list[str]:
    """The levels a question gives a percent threshold of: "below 20% battery" → battery, "油量低于 20%" → 油量
    (the head word: the last two characters after any 的). Rates and ratios ("错误率超过 5%") are not levels."""
    levels = [m.group(1).lower() for m in PERCENT_OF.finditer(question)]
    for m in _PERCENT_OF_ZH.finditer(question):
        noun = m.group(1).rsplit("的", 1)[-1][-2:]
        if len(noun) == 2 and not _ZH_RATE.search(noun) and not _ZH_NOT_MEASURED.search(noun):
            levels.append(noun)
    return levels


def _distance(a: str, b: str) -> int:
    """Edit distance (small strings: service names), two swapped neighbouring letters ("buoywrie") counting one
    edit as one slip of the fingers (optimal string alignment)."""
    rows = [list(range(len(b) + 1))]
    for i, ca in enumerate(a, 1):
        row = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def near_name(token: str, names: Sequence[str]) -> str | None:
    """The one known name a misspelt service name is close to ("paymnt-api" → payment-api): at most one edit (two
    for names of 10+ characters), and no other name as close. Two edits in a name of eight or nine characters
    ("crtapool" of cartpool) only when no other name is within two and the slip keeps the name's first and last
    letters. A segment of a hyphenated name said otherwise is no slip ("figgy-pay" beside figgy-app): each segment
    at most one edit per three of its letters."""
    low = token.lower()
    scored = sorted((_distance(low, n.lower()), n) for n in names if _segments_slip(low, n.lower()))
    limit = 2 if len(token) >= 8 else 1
    close = [(d, n) for d, n in scored if d <= limit]
    if not close or (len(close) > 1 and close[0][0] == close[1][0]):
        return None
    distance, name = close[0]
    if distance == 2 and len(token) < 10 and (len(close) > 1 or low[0] != name[0].lower()
                                              or low[-1] != name[-1].lower()):
        return None
    return name


def _segments_slip(token: str, name: str) -> bool:
    """Whether ``token`` may be a slip of ``name`` segment by segment: of as many hyphenated segments, each at most
    one edit per three of its letters off its own (names of one segment, or a hyphen dropped or added, are judged
    whole by their distance)."""
    said, held = token.split("-"), name.split("-")
    if len(said) != len(held) or len(said) == 1:
        return True
    return all(3 * _distance(a, b) <= max(len(a), len(b)) for a, b in zip(said, held, strict=True))


def respelled(text: str, held: Sequence[str], *, swaps_only: bool = False) -> str:
    """``text`` with each latin word of 5+ letters the world does not hold put back to the one word of ``held``
    (names' parts, descriptions, teams) a slip of the fingers off it ("tankr" → tanker, "serach" → search, "reveiws"
    → reviews, "abonnent" → abonent): one edit, the same first letter, and neither word the start of the other (an
    inflection, "orders" of "order", is no slip). A word two held words are as close to stays as it is. With
    ``swaps_only`` the one edit is two neighbouring letters swapped ("regsitry" → registry): a question naming nothing
    is full of plain words one letter off a description's ("start" of "smart")."""
    words = {w for part in held for w in re.findall(r"[a-z]{4,}", part.lower())}

    def fix(match: re.Match[str]) -> str:
        token = match.group(0).lower()
        if token in words:
            return match.group(0)
        near = [w for w in words if w[0] == token[0] and not w.startswith(token) and not token.startswith(w)
                and _distance(token, w) == 1 and (not swaps_only or _swapped(token, w))]
        return near[0] if len(near) == 1 else match.group(0)

    return re.sub(r"(?<![A-Za-z0-9_])[A-Za-z]{5,}(?![A-Za-z0-9_])", fix, text)


def unglued(text: str, held: Sequence[str]) -> str:
    """``text`` with each latin word of 6+ letters no held text holds put back as the two neighbouring words of one
    held description it glues ("giftshop checkout" of "gift shop checkout", "nightbus" of "night bus"): each word of
    3+ letters; a word two different pairs glue to stays as it is."""
    words = {w for part in held for w in re.findall(r"[a-z]{3,}", part.lower())}
    pairs: dict[str, set[tuple[str, str]]] = {}
    for part in held:
        seq = re.findall(r"[a-z]+", part.lower())
        for a, b in itertools.pairwise(seq):
            if len(a) >= 3 and len(b) >= 3:
                pairs.setdefault(a + b, set()).add((a, b))

    def fix(match: re.Match[str]) -> str:
        token = match.group(0).lower()
        if token in words or len(pairs.get(token, ())) != 1:
            return match.group(0)
        a, b = next(iter(pairs[token]))
        return f"{a} {b}"

    return re.sub(r"(?<![A-Za-z0-9_.-])[A-Za-z]{6,}(?![A-Za-z0-9_.-])", fix, text)


def doer_said(text: str, held: Sequence[str]) -> str:
    """``text`` with each latin word naming a doer ("scanner", "planner", "scheduler", "generator") the world does
    not hold put back to the one word of ``held`` that says its deed ("scanning", "planning", "scheduling",
    "generation"): the word less its -er/-or (never a plural) begins the held word, which ends in -ing or -ion. A
    word two held words are as near to stays as it is."""
    words = {w for part in held for w in re.findall(r"[a-z]{5,}", part.lower())}

    def fix(match: re.Match[str]) -> str:
        token = match.group(0).lower()
        if token in words:
            return match.group(0)
        #: (a plural is people the world serves, "campers" of a camping payments service — never its doer; stop 51's
        #: merge, campfire)
        stem = re.sub(r"(?:er|or)$", "", token)
        if stem == token or len(stem) < 4:
            return match.group(0)
        near = [w for w in words if w.startswith(stem) and w.endswith(("ing", "ion"))]
        return near[0] if len(near) == 1 else match.group(0)

    return re.sub(r"(?<![A-Za-z0-9_-])[A-Za-z]{6,}(?![A-Za-z0-9_-])", fix, text)


def _swapped(token: str, word: str) -> bool:
    """Whether ``token`` is ``word`` with two neighbouring letters swapped."""
    diff = [i for i, (x, y) in enumerate(zip(token, word, strict=False)) if x != y]
    return (len(token) == len(word) and len(diff) == 2 and diff[1] == diff[0] + 1
            and token[diff[0]] == word[diff[1]] and token[diff[1]] == word[diff[0]])


def _shortens(token: str, word: str) -> bool:
    """"tkt" of ticket, "issu" of issuance: the word's first letter, then its letters in order (a prefix is one)."""
    if len(token) < 3 or token[0] != word[0] or len(token) > len(word):
        return False
    rest = iter(word[1:])
    return all(ch in rest for ch in token[1:])


def abbreviated_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one service whose English description a run of the question's latin tokens shortens word for word
    ("tkt issu 挂了?" ↔ "ticket issuance"): two or more tokens in a row, each a shortening of the next word, at
    least one of them not the word itself; None when no description or more than one has such a run."""
    found = list(re.finditer(r"(?<![A-Za-z0-9_.-])[a-z]{3,}(?![A-Za-z0-9_.-])", question.lower()))
    tokens, spans = [m.group(0) for m in found], [m.span() for m in found]
    runs = [tokens[i:i + 2] for i in range(len(tokens) - 1)
            if not question[spans[i][1]:spans[i + 1][0]].strip()]  # adjacent, only spaces between
    hits = set()
    for svc, text in descriptions.items():
        words = re.findall(r"[a-z]+", text.split(" / ", 1)[-1].lower())
        for a, b in runs:
            if a in words and b in words:
                continue  # both written out: a description's words, learned as aliases elsewhere
            if any(_shortens(a, words[j]) and _shortens(b, words[j + 1]) for j in range(len(words) - 1)):
                hits.add(svc)
    return next(iter(hits)) if len(hits) == 1 else None


def _prefixes_of(name: str, words: Sequence[str]) -> bool:
    """Whether ``name`` is the start of each word in turn (3 letters at least, or the whole word), every word used
    and at least one only by its start ("lotreg" of "lot registration")."""
    if not words:
        return not name
    word = words[0]
    for n in range(min(len(word), len(name)), 2, -1):
        if name.startswith(word[:n]) and _prefixes_of(name[n:], words[1:]):
            return True
    return False


def compound_name(question: str, names: Sequence[str]) -> str | None:
    """The one service whose name joins the starts of two or three words in a row of the question ("lot
    registration" → lotreg), one of them cut short; None when no name or several are so made."""
    words = re.findall(r"[a-z]+", question.lower())
    hits = set()
    for svc in names:
        flat = re.sub(r"[^a-z]", "", svc.lower())
        for i in range(len(words)):
            for k in (2, 3):
                run = words[i:i + k]
                if (len(run) == k and "".join(run) != flat and len(flat) >= 6
                        and sum(len(w) for w in run) > len(flat) and _prefixes_of(flat, run)):
                    hits.add(svc)
    return next(iter(hits)) if len(hits) == 1 else None


#: "invocing db", "pymt db", "nfz cache": a token before a kind word (the kind words a description says it with)
_KIND_SAID = regex(r"(?<![a-z0-9_.-])([a-z]{3,})\s+(db|database|cache|queue|bus|index|gateway)\b")
_KIND_WORDS = {"db": ("database", "db")}


def shortened_kind_name(question: str, descriptions: Mapping[str, str]) -> tuple[str, str] | None:
    """(the phrase, the service) of a kind word whose qualifier shortens or misspells a word of the one thing of that
    kind it can be ("pymt db" ↔ "payments database", "invocing db" ↔ "invoicing database", "nfz cache" ↔
    "no-fly-zone map cache"): the token, whose stem starts no word of any description, is the first letter then
    letters in order of a word before the kind word in one English description (a hyphenated word read as one), or
    one edit off it; None when no description or more than one has such a word."""
    low = question.lower()
    said = {w for text in descriptions.values() for w in re.findall(r"[a-z]+", text.lower())}
    for m in _KIND_SAID.finditer(low):
        token, kind = m.group(1), m.group(2)
        if token in EN_NO_QUALIFIER or any(w.startswith(token[:5]) for w in said):
            continue  # a description's own word, by its stem ("payment db"): read by the names and kinds already
        hits = set()
        for svc, text in descriptions.items():
            words = re.findall(r"[a-z][a-z-]*", text.split(" / ", 1)[-1].lower())
            ends = [i for i, w in enumerate(words) if w in _KIND_WORDS.get(kind, (kind,))]
            before = {w.replace("-", "") for i in ends for w in words[:i]} - {"the", "and", "of", "for"}
            if any(_shortens(token, w) or (len(token) >= 5 and _distance(token, w) <= 1) for w in before):
                hits.add(svc)
        if len(hits) == 1:
            return m.group(0), next(iter(hits))
    return None


def topic_in_words(question: str, mentions: Mapping[str, str], held: Sequence[str]) -> tuple[str, str] | None:
    """(the phrase, the service) of a topic said in plain words ("the SMS payout notices" of a topic
    "payout.notices", "wristband taps" of "locker.wristband.taps"): two or more of a dotted or hyphenated name's
    segments in a row (letters only, three or more each; a plural either way), written apart, name the one service
    whose alerts mention that name — when no description, team or name of the world holds the phrase but before a
    store's kind word (then it is the world's own words: "meter readings" of a "meter readings service" names by its
    description), none of its words is a kind of part and no queue word follows it (queue, topic, db…: the store
    itself is asked)."""
    low = question.lower()
    text = re.sub(r"[._-]", " ", " ".join(held).lower())  # "orders-q" is held as "orders q" too
    for name, service in sorted(mentions.items(), key=lambda kv: (-len(kv[0]), kv[0])):
        segs = re.split(r"[._-]", name.lower())
        for size in range(len(segs), 1, -1):
            for start in range(len(segs) - size + 1):
                run = segs[start:start + size]
                if not all(re.fullmatch(r"[a-z]{3,}", s) for s in run) or set(run) & _KIND_SAID_WORDS:
                    continue
                phrase = r"\s+".join(rf"{re.escape(s.removesuffix('s'))}s?" for s in run)
                m = re.search(rf"(?<![a-z0-9_.-]){phrase}(?![a-z0-9_.-])", low)
                #: "the payout notices queue": the queue the topic runs on is asked (its words read as before)
                #: held before a store's kind word ("shipment event bus" describes the bus) the phrase is still the
                #: messages: "the shipment events are late" names their reader, "the shipment event bus" the bus
                held_as_name = re.search(rf"\b{phrase}(?!{_QUEUE_AFTER.pattern})", text, re.I)
                if m and not held_as_name and not _QUEUE_AFTER.match(low[m.end():]):
                    return question[m.start():m.end()], service
    return None


_QUEUE_AFTER = regex(r"\s*(?:queue|topic|bus|stream|partition|队列|主题)", re.I)
#: kind words a topic's segment may be ("orders.queue"): said with them, the store is asked
#: ("shipment events" of a topic "shipment.events" are the messages, late when its reader lags: no kind word)
_KIND_SAID_WORDS = frozenset({"db", "database", "cache", "queue", "bus", "topic", "index", "gateway", "stream"})


#: the last words of descriptions too general to name one service by themselves ("the service", "the database")
_GENERAL_HEAD_NOUNS = frozenset({"service", "server", "system", "backend", "database", "cache", "queue", "worker",
                                 "store", "storage", "platform", "cluster", "engine", "processing", "pipeline",
                                 "gateway", "proxy", "bus", "broker", "api", "app", "job", "jobs"})


#: a noun opening the question with no article, then a verb ("player was erroring …", "portal keeps failing")
_BARE_HEAD_NOUN = regex(r"^\s*([a-z]{5,})\s+(?:was|is|are|were|has|had|have|keeps?|kept|went|seems?|seemed|still|"
                        r"erroring|errors?|failing|failed|fails|down|broke|broken|throwing|threw|timing|timed|acting|"
                        r"started|stopped|crashed|crashing|hung|hanging|slow|"
                        #: "portal deploy yesterday afternoon - what version did they roll back to": the article
                        #: dropped before an operation said as a noun of the thing
                        r"deploy|deployment|release|rollout|redeploy|rollback|restart)\b")


def head_noun_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one service whose English description head ends in the noun the question says with "the" ("how long
    was the portal down?" ↔ "customer self-service portal"): a head of two words or more, a noun of five letters or
    more that no other service's description holds; None when none or more than one does."""
    said = {m.group(1) for m in re.finditer(r"\bthe ([a-z]{5,})\b(?!-)", question.lower())}
    #: "player was erroring a bunch earlier tonight": the article dropped at the question's start, the noun then
    #: a verb of the trouble
    said |= {m.group(1) for m in _BARE_HEAD_NOUN.finditer(question.lower())}
    said -= _GENERAL_HEAD_NOUNS
    if not said:
        return None
    heads = {svc: description_head(text.split(" / ", 1)[-1]).lower().split()
             for svc, text in descriptions.items() if " / " in text}
    hits = {svc for svc, head in heads.items() if len(head) >= 2 and head[-1] in said}
    if len(hits) != 1:
        return None
    (svc,) = hits
    noun = heads[svc][-1]
    shared = any(re.search(rf"\b{noun}", text.lower()) for other, text in descriptions.items() if other != svc)
    return None if shared else svc


def worded_description_name(question: str, descriptions: Mapping[str, str], *, short: bool = False) -> str | None:
    """The one service every word of whose English description head the question says, each by its stem ("bank
    cards just hang on authorising" ↔ "card authorisation": the first five letters of each word of four or more,
    a shorter word whole): a head of two such words or more; None when none or more than one does. ``short``: a
    word of three letters counts too, said whole or in the plural ("bars couldn't place orders" ↔ "bar order
    service")."""
    size = 3 if short else 4
    said = re.findall(rf"[a-z]{{{size},}}", question.lower())
    hits = []
    for svc, text in descriptions.items():
        if " / " not in text:
            continue
        head = description_head(text.split(" / ", 1)[-1]).lower()
        words = [w for w in re.findall(r"[a-z]+", head) if len(w) >= size and w not in _GENERAL_HEAD_NOUNS]
        if len(words) >= 2 and all(any(q.startswith(w[:5]) if len(w) >= 4 else q in (w, f"{w}s") for q in said)
                                   for w in words):
            hits.append(svc)
    return hits[0] if len(hits) == 1 else None


def head_prefix_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one service whose Chinese description head the question begins to say and then breaks with a word of
    its own ("快递员投大件一直失败" ↔ "快递员投件服务"): four Chinese characters or more of the head's start, short
    of the whole head, that no other service's description holds; None when none or more than one does."""
    said = head_prefix_said(question, descriptions)
    return said[0] if said else None


def head_prefix_said(question: str, descriptions: Mapping[str, str]) -> tuple[str, str] | None:
    """(the service, the start of its head said) of ``head_prefix_name``."""
    hits: dict[str, str] = {}
    for svc, text in descriptions.items():
        head = description_head(text.split(" / ")[0])
        for part in re.split(r"[^\u4e00-\u9fff]+", head):
            #: cut inside the words saying which thing it is ("账务数据" of "账务数据库" cuts its kind noun: no name)
            size = next((k for k in range(len(head_core(part)) - 1, 3, -1) if part[:k] in question), 0)
            #: "票务系统…" of "票务系统统一网关": the whole system (a domain word ends the start said), not its gateway
            if size and part[:size][-2:] not in DOMAIN_WORDS and not any(
                    part[:size] in other for o, other in descriptions.items() if o != svc) and size > len(
                    hits.get(svc, "")):
                hits[svc] = part[:size]
    return next(iter(hits.items())) if len(hits) == 1 else None


def head_suffix_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one service whose Chinese description head the question says without its first word ("令牌化合作方" ↔
    "银行卡令牌化合作方"): the head's last five Chinese characters or more, short of the whole head, that no other
    service's description holds; None when none or more than one does."""
    hits: dict[str, int] = {}
    for svc, text in descriptions.items():
        head = description_head(text.split(" / ")[0])
        for part in re.split(r"[^\u4e00-\u9fff]+", head):
            size = next((k for k in range(len(part) - 1, 4, -1) if part[-k:] in question), 0)
            if size and not any(part[-size:] in other for o, other in descriptions.items() if o != svc):
                hits[svc] = max(hits.get(svc, 0), size)
    return next(iter(hits)) if len(hits) == 1 else None


#: "旅客查行李位置的那个服务": a clause before "的(那个)服务/系统/应用" that says what the service's users do
_DEED_CLAUSE = regex(r"([\u4e00-\u9fff]{4,16}?)的(?:那个|这个|那|这)?(?:服务|系统|应用|后台)")


def deed_name(question: str, descriptions: Mapping[str, str]) -> str | None:
    """The one service whose Chinese description head a clause saying what its users do covers word for word
    ("旅客查行李位置的那个服务" ↔ "旅客行李位置查询"): every two-character word of the head said whole, or — its
    last, the deed — by its first character as a verb ("查" of "查询"), at least two said whole; None when no
    clause, or none or more than one service fits."""
    hits = set()
    for m in _DEED_CLAUSE.finditer(question):
        clause = m.group(1)
        for svc, text in descriptions.items():
            head = head_core(re.split(r"[:：(（/]", text, maxsplit=1)[0].strip())
            if not re.fullmatch(r"(?:[\u4e00-\u9fff]{2}){2,4}", head):
                continue
            words = [head[i:i + 2] for i in range(0, len(head), 2)]
            whole = [w for w in words if w in clause]
            if len(whole) >= 2 and all(w in whole or (i == len(words) - 1 and w[0] in clause.replace(whole[-1], ""))
                                       for i, w in enumerate(words)):
                hits.add(svc)
    return next(iter(hits)) if len(hits) == 1 else None


def statuses(question: str, aspects: Sequence[str], catalog: Catalog) -> list[str]:
    """Record statuses named by value, else (a count of records) by their words ("医保校验失败")."""
    named = [st for st in catalog.order_statuses
             if re.search(rf"(?<![A-Za-z_]){re.escape(st)}(?![A-Za-z_])", question, re.I)]
    if named and "count" in aspects:
        return _status_by_verb(question, named, catalog.order_statuses) or named
    if not named and "count" in aspects and (kind := kind_ones_statuses(question, catalog.order_statuses)):
        return kind
    if named or "record" not in aspects or "count" not in aspects:
        return named
    held = catalog.order_statuses
    worded = (failed_noun_status(question, held) or failed_step_status(question, held)
              or failed_first_noun_status(question, held) or status_matches(question, held)[:2])
    if len(worded) > 1 and (described := described_failing_status(question, held, catalog.descriptions)):
        #: "卖票失败的有几张" in a world of two failed statuses: the one the thing's descriptions name
        worded = [st for st in worded if st in described] or worded
    if worded and asks_failed_records(question):
        #: "how many verifications failed": never the records that succeeded (VERIFIED) — the failing status of the
        #: same thing, else the failed records (an error code set) whatever their status
        worded = failing_of_success(question, worded, catalog.order_statuses, catalog.descriptions) or [
            st for st in worded if not _DONE_STATUS.fullmatch(st)]
    return (worded or _failing_status_named(question, catalog) or cant_do_status(question, catalog.order_statuses)
            or described_failing_status(question, held, catalog.descriptions)
            or qualified_calls_failing(question, held))


#: "and how many seat ones?": records of a kind said by one word before "ones"
_KIND_ONES = regex(r"\b(?:how many|number of|count of)\s+(?:of\s+)?(?:the\s+)?([a-z]{3,})\s+ones\b", re.I)


def kind_ones_statuses(question: str, order_statuses: Sequence[str]) -> list[str]:
    """"and how many seat ones?" after a count of failed records: the failing statuses of the kind the word before
    "ones" names — the one whose first word it is (SEAT_LOCK_TIMEOUT, a seat record; SHOW_SEAT_ERROR is a show's),
    else every failing status holding it as a word; [] when none."""
    m = _KIND_ONES.search(question)
    if m is None:
        return []
    word = m.group(1).lower().rstrip("s") if len(m.group(1)) > 4 else m.group(1).lower()
    failing = [st for st in order_statuses if _FAILING_PART.search(st)]
    parts = {st: [w for w in re.split(r"[_\W]+", st.lower()) if w] for st in failing}
    first = [st for st in failing if parts[st] and parts[st][0].startswith(word)]
    return first or [st for st in failing if any(w.startswith(word) for w in parts[st])]


#: a status word saying its records failed (never a success or an in-flight step)
#: (VOID: records made void, 作废 — ENROL_VOID)
_FAILING_PART = regex(r"FAIL|ABORT|REJECT|DECLIN|DENIED|TIMEOUT|TIMED_OUT|EXPIRED|ERROR|UNVERIF|BOUNCE|(?<!A)VOID",
                      re.I)
_FAILED_SAID = regex(r"失败|\bfail", re.I)
#: a status of records done (one word, past: VERIFIED, RENEWED, SETTLED), never failed ones (a cancellation aside)
_DONE_STATUS = regex(r"(?!CANCEL)[A-Z]+ED", re.I)


def failing_of_success(text: str, matched: Sequence[str], order_statuses: Sequence[str],
                       descriptions: Mapping[str, str]) -> list[str]:
    """"how many verifications failed?": the words of ``text`` name a success status (VERIFIED) while the records
    asked failed — the one failing status of the same thing: a word of it (KYC of KYC_REJECTED) is in the English
    description of the service whose description holds the question's word ("account verification (KYC)"); [] when
    the text says no failing, a failing status is among ``matched``, or no single one is told."""
    success = [st for st in matched if _DONE_STATUS.fullmatch(st) and not _FAILING_PART.search(st)]
    if not success or not _FAILED_SAID.search(text):
        return []
    said = [q for q in re.findall(r"[a-z]{5,}", text.lower())
            if any(shared_start(w, q) >= 5 for st in success for w in re.split(r"[_\W]+", st.lower()) if len(w) >= 5)]
    held = {w for desc in descriptions.values() if " / " in desc
            for words in [re.findall(r"[a-z0-9]{3,}", desc.split(" / ", 1)[1].lower())]
            if any(shared_start(w, q) >= 5 for w in words for q in said) for w in words}
    found = [st for st in order_statuses if _FAILING_PART.search(st)
             and any(part in held for part in re.split(r"[_\W]+", st.lower())
                     if len(part) >= 3 and not _FAILING_PART.search(part))]
    return found if len(found) == 1 else []


def _status_by_verb(question: str, named: Sequence[str], order_statuses: Sequence[str]) -> list[str]:
    """"How many charging sessions got aborted this morning?": a status's value said only as a lowercase word
    (CHARGING as "charging") qualifies the records' noun, when the rest of the question names another status in
    words ("aborted" ↔ SESSION_ABORTED) — that status is the one counted; [] when the value is written as a value
    (upper case) or nothing else is named."""
    if any(re.search(rf"(?<![A-Za-z_]){re.escape(st)}(?![A-Za-z_])", question) for st in named):
        return []
    rest = question
    for st in named:
        rest = re.sub(rf"(?<![A-Za-z_]){re.escape(st)}(?![A-Za-z_])", " ", rest, flags=re.I)
    other = [st for st in status_matches(rest, order_statuses) if st not in named]
    return other[:2]


#: the two sides of a comparison ("A 和 B 比", "A vs B", "more A than B")
#: (同 joins two things, not inside a word: "库存同步", "同一", "相同", "同时", "合同" hold no pair)
PAIR_SPLIT = regex(r"和|跟|与|(?<![相共合如等])同(?![步一时类样比事期])|\bvs\.?\b|\bversus\b|"
                   r"\bcompared (?:to|with)\b|\bthan\b|\bor\b", re.I)


def statuses_compared(question: str, order_statuses: Sequence[str],
                      descriptions: Mapping[str, str] | None = None, failed: Sequence[str] = ()) -> list[str]:
    """"证书过期那次失败的账单和现在连接池卡住的账单比，哪个多？": the records of two statuses set against each other,
    each side naming its own in words — [A, B], else []. A side that only says "failed" names the one status that
    says so (not the other side's); with ``failed`` (the statuses whose records carry an error code), a side saying
    it failed is read among those (`_failed_side`)."""
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    if len(parts) != 2 or _LOGGISH.search(_LOG_IN_RECORD_NOUN.sub(" ", question)):
        return []
    sides = [failing_of_success(p, found, order_statuses, descriptions or {}) or _own_word(p, found)
             for p in parts for found in [status_matches(p, order_statuses)]]
    for k, side in enumerate(sides):
        other = sides[1 - k]
        if not side and asks_failed_records(parts[k]):
            failing = [st for st in order_statuses if "FAIL" in st.upper() and st not in other]
            sides[k] = failing if len(failing) == 1 else []
    if any(len(side) != 1 for side in sides) or sides[0] == sides[1]:
        #: "昨天续订失败的 和 今天验配失败的": "失败" alone names the one FAILED status on both sides; a side whose
        #: thing failing is a Chinese word of a description names that description's status instead (验配 ↔ "验配排程
        #: 服务 / fitting scheduler" ↔ FITTING_STALLED), when it differs from the other side's
        described = [_status_described(p, order_statuses, descriptions or {}) for p in parts]
        for k, found in enumerate(described):
            if len(found) == 1 and found != sides[1 - k]:
                sides[k] = found
    if failed and (any(len(side) != 1 for side in sides) or sides[0] == sides[1]):
        sides = _failed_sides(parts, sides, failed, descriptions or {})
    if any(len(side) != 1 for side in sides) or sides[0] == sides[1]:
        return []
    return [sides[0][0], sides[1][0]]


#: a side saying its records failed ("failed delivery bookings", "提交失败的", "被退回的")
_SIDE_FAILED = regex(r"\bfail|失败|被拒|退回|驳回")
#: latin words of a side that name no thing of the domain
_PLAIN_EN = frozenset({"more", "less", "fewer", "failed", "today", "yesterday", "tonight", "morning", "evening",
                       "night", "orders", "records", "which", "were", "there", "than"})


def _failed_sides(parts: Sequence[str], sides: list[list[str]], failed: Sequence[str],
                  descriptions: Mapping[str, str]) -> list[list[str]]:
    """"more failed delivery bookings today, or failed harvest orders yesterday?", "昨天提交失败的 跟凌晨图像处理失败
    的": each side saying its records failed, read among the failed statuses only — its latin words ("harvest" ↔
    HARVEST_REJECTED, not HARVESTED), else the English head of the descriptions one of its latin words is a whole
    word of ("delivery" ↔ "delivery route service" ↔ ROUTE_UNBOOKED); then a side still naming none is the one
    failed status the other side does not name ("提交" is held by no English head)."""
    out = [list(side) for side in sides]
    for k, part in enumerate(parts):
        if (len(out[k]) == 1 and out[k] != out[1 - k]) or not _SIDE_FAILED.search(part):
            continue
        own = status_worded(part, failed)
        if len(own) != 1:
            words = {w for w in re.findall(r"[a-z]{5,}", part.lower()) if w not in _PLAIN_EN}
            heads = [text.split(" / ", 1)[1].lower() for text in descriptions.values() if " / " in text]
            own = sorted({st for head in heads if words & set(re.findall(r"[a-z]+", head))
                          for st in status_worded(head, failed)})
        if len(own) == 1 and own != out[1 - k]:
            out[k] = own
    for k, part in enumerate(parts):
        if len(out[k]) != 1 and len(out[1 - k]) == 1 and _SIDE_FAILED.search(part):
            rest = [st for st in dict.fromkeys(failed) if st not in out[1 - k]]
            if len(rest) == 1:
                out[k] = rest
    return out


#: "渔获日志被退回的单": a log word inside the noun of records counted (the records' own name, no log lines asked)
_LOG_IN_RECORD_NOUN = regex(r"日志(?=[^，,。？?\s和跟与比]{0,6}?的(?:单|订单|笔))")


def _own_word(side: str, found: list[str]) -> list[str]:
    """"more failed selections tonight or failed uploads?": a side whose "failed" matches several failing statuses
    (SELECTION_FAILED and UPLOAD_FAILED) names the one whose own word its latin words say ("selections" ↔ SELECTION,
    "tool loans" ↔ LOAN: the status's whole word, or five letters of it); ``found`` unchanged when none or several."""
    if len(found) < 2:
        return found
    own = [st for st in found if status_word_said(st, side, min_word=4)]
    return own if len(own) == 1 else found


#: the two troubles a "same cause?" question joins ("the failed X and the failed Y - same root cause?")
CAUSE_PAIR_SPLIT = regex(r"\band\b|&|和|跟|与|以及|、|\bvs\.?\b|\bor\b", re.I)
#: "跟昨晚充值被拒是同一个原因吗" after "开锁失败那些行程是什么原因": a pair word opening the question sets the trouble
#: it tells against the conversation's; "is that the same cause as the declined top-ups?" likewise after "as"
_PAIR_OPENING = regex(r"^\s*(?:那|那么|这|这个|那个|它|那它)?\s*(?:跟|和|与)\s*(?=\S)")
_SAME_AS = regex(r"\bsame\b[^?]*?\bas\s+(?=\S)", re.I)


def earlier_pair_side(question: str) -> str:
    """The trouble a follow-up sets against the conversation's ("跟昨晚充值被拒是同一个原因吗" →
    "昨晚充值被拒是同一个原因吗"; "same cause as the declined top-ups last night?" → "the declined top-ups last
    night?"); "" when it names no side of its own against the earlier one (a pair inside the question is its own two
    sides)."""
    if (m := _PAIR_OPENING.match(question)) is not None:
        rest = question[m.end():]
        return "" if CAUSE_PAIR_SPLIT.search(rest) else rest
    if (m := _SAME_AS.search(question)) is not None and not CAUSE_PAIR_SPLIT.search(question):
        return question[m.end():]
    return ""


def same_cause_statuses(question: str, order_statuses: Sequence[str], descriptions: Mapping[str, str] | None = None,
                        *, sides: Sequence[str] = ()) -> list[str]:
    """"the failed bookings and the failed transfers - same root cause?": the two record statuses whose troubles the
    question sets side by side (or ``sides``: two earlier questions, "这俩是同一个原因吗" after "X 失败是啥原因" /
    "那 Y 失败呢"), each side naming its own by a word of the status ("bookings" ↔ BOOKING_FAILED) or by a Chinese
    word of the descriptions whose English words name it ("接送失败" ↔ "4x4 transfer dispatcher" ↔
    DISPATCH_FAILED) — [A, B], else []. A side naming none, only failed records, is the one failing status the other
    side does not name."""
    parts = list(sides) if sides else CAUSE_PAIR_SPLIT.split(question, maxsplit=1)
    if len(parts) != 2:
        return []
    found = [status_worded(p, order_statuses) or _status_described(p, order_statuses, descriptions or {})
             for p in parts]
    for k, side in enumerate(found):
        failing = [st for st in dict.fromkeys(order_statuses) if "FAIL" in st.upper() and st not in found[1 - k]]
        if not side and re.search(r"\bfail|失败", parts[k], re.I) and len(failing) == 1:
            found[k] = failing
    if any(len(side) != 1 for side in found) or found[0] == found[1]:
        return []
    return [found[0][0], found[1][0]]


def status_worded(side: str, order_statuses: Sequence[str]) -> list[str]:
    """The statuses a latin word of ``side`` names: the longest shared beginning (5+ letters) wins ("reservations" ↔
    RESERVATION_FAILED, not RESERVED); "top-up" ↔ TOPUP and "fx-unavailable" ↔ UNAVAILABLE, joined and apart."""
    low = side.lower()
    latin = re.findall(r"[a-z]{4,}", f"{low} {re.sub(r'(?<=[a-z])-(?=[a-z])', '', low)}")
    scored = [(max((shared_start(w, q) for w in re.split(r"[_\W]+", st.lower())
                    if len(w) >= 4 and not w.startswith("fail") for q in latin), default=0), st)
              for st in dict.fromkeys(order_statuses)]
    best = max((n for n, _ in scored), default=0)
    return [st for n, st in scored if n == best and n >= 5]


#: "接送失败", "那预订出错的": the Chinese word right before the trouble (its last two characters)
_ZH_FAILING = regex(r"([\u4e00-\u9fff]{2,})(?:失败|出错|报错|出问题|被拒)")


def _status_described(side: str, order_statuses: Sequence[str], descriptions: Mapping[str, str]) -> list[str]:
    """The one status the English words of every description holding the side's Chinese word name ("接送" ↔
    "四驱车接送调度 / 4x4 transfer dispatcher" ↔ DISPATCH_FAILED), else []."""
    m = _ZH_FAILING.search(side)
    if m is None:
        return []
    heads = [text.split(" / ", 1) for text in descriptions.values() if " / " in text]
    thing = m.group(1)
    #: "路考预约失败": the thing's longer words first — "路考预约服务 / road-test slot service" ↔ TEST_UNBOOKED (a
    #: status's whole word of four letters, said apart in the English head), before 预约 alone, which the
    #: lesson-booking description ("约课服务 (练车课预约)") holds too
    for size in range(min(len(thing), 4), 2, -1):
        longer = {st for head, english in heads if thing[-size:] in head
                  for st in status_worded(english, order_statuses) or _whole_status_word(english, order_statuses)}
        if len(longer) == 1:
            return sorted(longer)
    word = thing[-2:]
    named = {st for head, english in heads if word in head for st in status_worded(english, order_statuses)}
    return sorted(named) if len(named) == 1 else []


def _whole_status_word(english: str, order_statuses: Sequence[str]) -> list[str]:
    """The statuses one of whose own words (four letters or more, not its "failed") is a whole latin word of
    ``english``, hyphenated parts apart ("road-test slot service" ↔ TEST_UNBOOKED)."""
    words = set(re.findall(r"[a-z]+", english.lower()))
    return [st for st in dict.fromkeys(order_statuses)
            if any(w in words for w in re.split(r"[_\W]+", st.lower()) if len(w) >= 4 and not w.startswith("fail"))]


#: "卖票失败的有几张", "失败的下行任务有几个": the Chinese thing failing, right before 失败 or right after 失败的
_ZH_THING_FAILED = regex(r"([\u4e00-\u9fff]{2,6})失败")
_ZH_FAILED_THING = regex(r"失败的([\u4e00-\u9fff]{2,6})")
#: "付款失败报了几次错", "有几条": log lines asked, never records — but "多少条图像处理失败的", "还有几条报课失败":
#: 条 counting a thing said failing right after it counts that thing's records
_LINES_ZH = regex(r"报\S{0,4}错|(?:几|多少)条(?!\s*[\u4e00-\u9fff]{2,6}失败)")
#: "因为没号源失败的预约", "因为支付通道连不上而扣款失败": the failure's reason told names the status (its own words),
#: not the thing failing
_REASON_TOLD = regex(r"因为|由于|[^\s，,。]而\S{0,4}失败")
#: a part of the system (never a record) as the thing failing
_PART_ZH = regex(r"服务|接口|系统|平台|网关|数据库|缓存|队列|请求|调用|连接|查询|日志|证书|登录|握手")


def described_failing_status(question: str, order_statuses: Sequence[str], descriptions: Mapping[str, str]
                             ) -> list[str]:
    """"六点以前失败的下行任务有几个" ↔ DOWNLINK_FAILED, "卖票失败的有几张" ↔ TICKET_FAILED: a count of a Chinese thing
    failing (no log lines asked) — the one failing status the English words of the descriptions holding the thing's
    words name ("下行任务处理器 / downlink job worker" ↔ DOWNLINK_FAILED): two characters of it first, else its last
    one (the thing a verb acts on: 卖票 → 票 of "票务核心服务 / ticketing core"); else []."""
    if _LOGGISH.search(question) or _LINES_ZH.search(question) or _REASON_TOLD.search(question):
        return []
    failing = [st for st in dict.fromkeys(order_statuses) if _FAILING_PART.search(st)]

    heads = [text.split(" / ", 1) for text in descriptions.values() if " / " in text]

    def named(word: str) -> set[str]:
        return {st for head, english in heads if word in head for st in status_worded(english, failing)}
    things = [(m.group(1), True) for m in _ZH_THING_FAILED.finditer(question)] + [
        (m.group(1), False) for m in _ZH_FAILED_THING.finditer(question)]
    for thing, before in things:
        if _PART_ZH.search(thing):
            continue  # "付款服务失败了几次": a part of the system failing, its lines
        pairs = {thing[i:i + 2] for i in range(len(thing) - 1)} - set(GENERIC_ZH)
        found = set().union(*(named(p) for p in pairs)) if pairs else set()
        if not found and before and not any(p in head for p in pairs for head, _ in heads):
            #: (only a thing no description holds: "转账失败" of a "转账下单接口 / money transfer API" naming no
            #: failing status is no ledger failure, though 账 of "记账核心 / ledger core" names one)
            found = named(thing[-1])
        if len(found) == 1:
            return sorted(found)
    return []


#: "那报课呢？", "那退款的呢": a thing named alone (Chinese, no status or verb of its own) in an ellipsis follow-up
_THING_ABOUT_ZH = regex(r"^\s*(?:那|那么|还有)\s*([\u4e00-\u9fff]{2,8}?)的?\s*呢\s*[？?]?\s*$")
#: the earlier count's failing (its records failed)
_EARLIER_FAILED_ZH = regex(r"失败|\bfail", re.I)


def about_failing(question: str, earlier: str) -> str:
    """"那报课呢？" after "订泳道一共失败了多少单？": the thing named alone, failing as the earlier count's records
    did — "报课失败了多少单", read for its status by the descriptions' words; "" when the follow-up says more than a
    thing or the earlier question counted no failing."""
    m = _THING_ABOUT_ZH.match(question)
    if m is None or _EARLIER_FAILED_ZH.search(earlier) is None or _PART_ZH.search(m.group(1)):
        return ""
    return f"{m.group(1)}失败了多少单"


def failing_status(status: str, catalog: Catalog) -> bool:
    """A status of records that failed: its word says so (FAIL, REJECT, TIMEOUT…) or its records carry an error code."""
    return _FAILING_PART.search(status) is not None or status in catalog.failed_statuses


def _failing_status_named(question: str, catalog: Catalog) -> list[str]:
    """Records failing ("how many payouts failed during the bank cert outage?") where no status says "failed": the
    one status a word of the question names ("bank" ↔ BANK_REJECTED), when exactly one does."""
    if not asks_failed_records(question):
        return []
    words = {w for w in re.findall(r"[a-z]{4,}", question.lower())}
    found = [st for st in catalog.order_statuses
             if any(part in words for part in re.split(r"[_\W]+", st.lower())
                    if len(part) >= 4 and not part.startswith("fail"))]  # "failed" names no one status
    failing = [st for st in catalog.order_statuses if failing_status(st, catalog)]
    if len(found) != 1 or found[0] not in failing:
        #: "did any citation uploads actually fail …?" ↔ UPLOAD_TIMEOUT: a record noun said in the plural names the
        #: one failing status of its word — never a status of records that went through (CITATION_FILED)
        #: (a noun every record of a booking world is — "how many campsite bookings failed since 9pm?" — names no
        #: one failing status of it: BOOKING_TIMEOUT is one way of many a booking fails)
        #: (nor does the word several statuses share — the domain's own record noun: "how many day passes failed"
        #: of PASS_ISSUED / PASS_LAPSED / PASS_VOIDED names none of them)
        parts = [p for st in dict.fromkeys(catalog.order_statuses) for p in set(re.split(r"[_\W]+", st.lower()))]
        shared = sorted({p for p in parts if len(p) >= 4 and parts.count(p) > 1})
        plain = _GENERIC_RECORD_EN.sub(" ", question)
        if shared:
            plain = re.sub(rf"\b(?:{'|'.join(map(re.escape, shared))})(?:es|s)?\b", " ", plain, flags=re.I)
        found = [st for st in failing if status_word_said(st, plain, min_word=4)] or found
    return found if len(found) == 1 else []


#: the nouns of records in general, in any domain: no one failing status's own thing
_GENERIC_RECORD_EN = regex(r"\b(?:bookings?|orders?|reservations?|purchases?|transactions?|records?|requests?)\b",
                           re.I)

#: "the average battery level of…": a statistic of a quantity (the quantity, and the word after it)
AVERAGE_OF = regex(r"\b(?:average|avg\.?|mean|median)\s+([a-z]{3,})(?:\s+([a-z]{3,}))?", re.I)
#: words after "average" that name no quantity of their own ("average number of errors", "average daily …")
NO_QUANTITY = frozenset({"number", "count", "amount", "value", "level", "size", "time", "duration", "daily",
                         "hourly", "per", "rate", "total", "across", "over", "for", "of", "the"})

#: "多少考生被判定作弊" / "how many titles were taken down": the thing a count question counts
_COUNTED = regex(rf"(?:多少|几)(?:{CN_COUNTERS})?\s*([\u4e00-\u9fff]{{1,6}}?)"
                 r"(?=被|给|遭|出现|发生|因为|由于|在|有|是|投诉|反馈|抱怨|举报|申请|要求|没|未|不|[，。？?]|$)|"
                 r"\bhow many\s+([a-z]+(?:\s+[a-z]+)?)", re.I)
#: "被判定为…" / "flagged as…": a verdict on records; when no status of the data matches it, the data holds none
_VERDICT = regex(r"被(?:判定|认定|标记|识别|判为|定为|认为|列为)|(?:判定|认定|标记)[为成]|"
                 r"\b(?:flagged|marked|classified|labell?ed|identified|judged)\b", re.I)
#: "how many monthly passes got renewed", "多少张月卡续费了": an event in the records' life (renewed, refunded,
#: upgraded…) is a verdict too — counted only when a status of the data says it, never as a service's log lines
_RECORD_EVENT = regex(r"\b(?:got|get|gets|were|was|been|are|is|be)\s+(?:renew|refund|upgrad|downgrad|extend|"
                      r"activat|deactivat|redeem|reissu|suspend|cancel|top(?:ped)? up)\w*|"
                      r"续费|续期|续订|续卡|退款|退费|退订|核销|开通|激活|"
                      #: "how many retail terminals are offline right now?", "多少台终端离线": things counted by a state
                      #: of their own (a device's connection) — no log line or record holds it unless a status does
                      r"\b(?:are|is|were|was|went|gone|go|been)\s+(?:offline|disconnected|unreachable)\b|离线|掉线|断线",
                      re.I)
#: "多少客户实名认证检查没通过": the things counted before a check's words (a long noun ``_COUNTED`` does not reach)
_CHECKED = regex(rf"(?:多少|几)(?:{CN_COUNTERS})?\s*([\u4e00-\u9fff]{{1,6}})(?=[\u4e00-\u9fff]{{0,8}}?"
                 r"(?:体检|检查|检测|检验|检疫|筛查|审核|考核|年检|复检|复查))()", re.I)
#: "how many birds failed their health check today?", "多少只鸟体检没通过": the outcome of a check made ON the things
#: counted (a check, an inspection, an exam they failed or did not pass) is a verdict on them — counted only when a
#: record status says it, never as the failed records of the world or the checking service's log lines
CHECK_VERDICT = regex(r"\b(?:fail(?:ed|s)?|flunk(?:ed|s)?|did(?:n't| not)\s+pass|not\s+pass(?:ed)?)\s+"
                      r"(?:(?:their|its|his|her|the|a|an)\s+)?(?:[a-z-]+\s+){0,2}"
                      r"(?:checks?|check-?ups?|inspections?|exams?|examinations?|screenings?|audits?|tests?)\b|"
                      r"(?:体检|检查|检测|检验|检疫|筛查|审核|考核|年检|复检|复查)(?:都|也|还)?(?:没有?|未|不)(?:通过|合格|过关?)|"
                      r"(?:没有?|未)(?:通过|过)(?:体检|检查|检测|检验|检疫|筛查|审核|考核|年检|复检|复查)|"
                      r"(?:体检|检查|检测|检验|检疫|筛查|年检|复检|复查)(?:结果)?(?:不合格|异常|有问题|失败)", re.I)
#: what the data can count: log lines and errors, alerts, records (orders and the like), statuses, occurrences
_COUNTABLE = regex(r"日志|错误|报错|错$|异常|告警|报警|警告|订单|记录|请求|用户|交易|次|条|笔|单(?![元位])|服务|链路|"
                   r"重启|超时|失败|预约|挂号|预订|订阅|工单|转账|运单|包裹|消息|任务|积压|"
                   r"\b(?:logs?|lines?|errors?|exceptions?|alerts?|warnings?|orders?|records?|requests?|users?|"
                   r"transactions?|times|services?|traces?|bookings?|appointments?|reservations?|subscriptions?|"
                   r"transfers?|shipments?|payments?|messages?|jobs?|tasks?|restarts?|timeouts?|failures?|"
                   r"incidents?|retries|calls|attempts?|entries|events?|rows?)\b", re.I)


_IMPACT = regex(r"受影响|影响|affected|impacted", re.I)
#: "how many since noon / so far today / were there / did it": no noun after "how many" — a window, a verb or a
#: pronoun; the thing counted is the conversation's (or the question's other words'), never the words that follow
_NO_NOUN = regex(r"(?:since|before|after|until|till|during|between|from|in|on|at|by|over|within|around|about|"
                 r"today|yesterday|tonight|this|last|past|so|far|now|then|were|was|are|is|did|do|does|have|has|"
                 r"had|will|would|could|can|it|they|them|that|those|these|of|more|in total|total|overall|"
                 r"altogether|exactly|roughly)\b", re.I)


def uncounted(question: str, aspects: Sequence[str], *, has_entity: bool, catalog: Catalog) -> str:
    """A count question about something the data does not hold: it names no service, code, alert or id and counts
    a noun that is no log, alert or record word ("多少考生被判定作弊"), or it counts records by a verdict no status
    of the data matches ("多少笔转账被判定为洗钱"). The thing counted is stated as a gap rather than answered with
    an unrelated count."""
    check = CHECK_VERDICT.search(question) is not None
    if ("count" not in aspects or statuses(question, ["record", "count"], catalog) or _IMPACT.search(question)
            #: records failing: those with an error code, whatever their status — unless a check of the things counted
            #: is what they failed ("failed their health check": its outcome, a verdict no record may hold)
            or (asks_failed_records(question) and not check)):
        return ""
    if catalog.silent is None or percent_levels(question):  # other sources may hold it; a level is a metric's
        return ""
    verdict = _VERDICT.search(question) is not None or _RECORD_EVENT.search(question) is not None or check
    m = _COUNTED.search(question)
    if m is None and check:
        #: "今天有多少客户实名认证检查没通过": the things counted said with the check's own words before its outcome
        m = _CHECKED.search(question)
    if m is None or (has_entity and not verdict and not _things_made(question, m, catalog)):
        return ""
    noun = (m.group(1) or m.group(2) or "").strip()
    if not noun or _LOGGISH.search(noun) or (not verdict and catalog.aliases().get(noun.lower())):
        return ""
    if _NO_NOUN.match(noun):  # "and how many since noon?": a window or a verb follows, the thing counted is unsaid
        return ""
    if counts_incidents(question) and not verdict:  # "有几个问题在烧": the incidents of an overview, not a record
        return ""
    if _COUNTABLE.search(noun) and not verdict:
        return ""
    if _status_word(question.replace(noun, " "), catalog.order_statuses):  # "…attempts were submitted" → SUBMITTED
        return ""
    rest = question[m.start():].strip(" ？?。.")
    return re.sub(rf"^(?:多少|几)(?:{CN_COUNTERS})?\s*|^how many\s+", "", rest, flags=re.I)[:40]


def _things_made(question: str, m: re.Match[str], catalog: Catalog) -> bool:
    """"X 每小时打了多少个箱子": things a named service turned out ("<verb>了多少个 <noun>"), a noun of two or more
    Chinese characters that no metric, description, status or alert of the data holds — unmeasured, a gap."""
    noun = m.group(1) or ""
    if len(noun) < 2 or not question[:m.start()].endswith("了"):
        return False
    known = " ".join([*catalog.metrics, *catalog.descriptions.values(), *catalog.order_statuses, *catalog.alerts])
    return noun not in known and noun[-2:] not in known


def counts_incidents(question: str) -> bool:
    """The problems themselves counted ("有几个问题在烧", "how many incidents are open?"): the incidents an
    overview groups, never records or log lines."""
    m = _COUNTED.search(question)
    noun = (m.group(1) or m.group(2) or "").strip() if m else ""
    return bool(noun) and _INCIDENT_NOUN.match(noun) is not None


def _status_word(question: str, statuses: Sequence[str]) -> bool:
    """A word of the question sharing its first five letters with a word of a record status ("graded")."""
    stems = {w[:5] for st in statuses for w in re.split(r"[_\W]+", st.lower()) if len(w) >= 5}
    return any(w[:5] in stems for w in re.findall(r"[a-z]{5,}", question.lower()))


#: problems themselves counted ("有几个问题在烧", "how many incidents are open?"): what an overview groups
_INCIDENT_NOUN = regex(r"问题|故障|事故|异常|毛病|事情?|火|(?:issues?|problems?|incidents?|outages?|fires?|"
                       r"things?)\b", re.I)
_LOGGISH = regex(r"日志|错误|报错|告警|报警|\b(?:logs?|lines?|errors?|alerts?|warnings?|exceptions?)\b", re.I)


def status_by_value(question: str, order_statuses: Sequence[str]) -> bool:
    """"more BANK_REJECTED payouts yesterday or today so far?": a status of the data written as it is (upper case, a
    word of its own) in a question about no log lines — the records of that status are what is asked."""
    return not _LOGGISH.search(question) and any(
        re.search(rf"(?<![A-Za-z_]){re.escape(st)}(?![A-Za-z_])", question) for st in order_statuses if len(st) >= 4)


def status_in_words(question: str, order_statuses: Sequence[str]) -> list[str]:
    """"Which lock episode rejected more bids, …?" ↔ [BID_REJECTED]: the one status of two words or more each said
    in the question (a word starting with it: "bids"), in a question about no log lines; else []."""
    if _LOGGISH.search(question):
        return []
    said = re.findall(r"[a-z]+", question.lower())
    held = [st for st in order_statuses if len(parts := [p for p in re.split(r"[_\W]+", st.lower()) if p]) >= 2
            and all(len(p) >= 3 and any(w.startswith(p) for w in said) for p in parts)]
    return held if len(held) == 1 else []


#: "今天上午哪个组的服务出问题最多", "since lunch which teams services had trouble": which team(s) asked (the teams'
#: services' trouble), never a team named
_WHICH_TEAM = regex(r"哪(?:个|些|一个)\s*(?:组|小组|团队|部门|team)|\b(?:which|what)\s+teams?\b|"
                    r"\bwhose\s+team\b", re.I)


def asks_which_team(question: str) -> bool:
    """The question asks which team (of the catalogue's) had the trouble."""
    return _WHICH_TEAM.search(question) is not None


def names_records(question: str, order_statuses: Sequence[str]) -> bool:
    """Records named with the domain's own noun, the first word of a two-word status ("pairing requests" ↔
    PAIRING_FAILED, "dispatches" ↔ DISPATCH_FAILED; five letters in common), in a question about no log lines."""
    if _LOGGISH.search(question):
        return False
    words = [[w for w in re.split(r"[_\W]+", st.lower()) if w] for st in order_statuses]
    stems = {parts[0][:5] for parts in words if len(parts) > 1 and len(parts[0]) >= 5}
    return any(w[:5] in stems for w in re.findall(r"[a-z]{5,}", question.lower())) or counts_worded_status(
        question, order_statuses)


def failed_noun_status(question: str, order_statuses: Sequence[str]) -> list[str]:
    """"how many payouts did it fail?" ↔ PAYOUT_FAILED: records counted by the domain's noun, then failing — the one
    failed status of the data holding the noun as a word (the records, even when the noun also names the service);
    [] when none or several hold it."""
    m = _RECORDS_FAILED_EN.search(question)
    if m is None:
        return []
    noun = m.group("noun").upper()
    own = [st for st in order_statuses if "FAIL" in st.upper() and noun in re.split(r"[_\W]+", st.upper())]
    return own if len(own) == 1 else []


#: "how many jobs failed invoicing?", "how many items failed at packing": things counted that failed at a step (the
#: step word, group 1)
_FAILED_AT_STEP = regex(r"\bhow many\s+[a-z]{3,}s\s+(?:have\s+|had\s+)?failed\s+(?:at\s+|on\s+|during\s+|in\s+)?"
                        r"(?:the\s+)?([a-z]{4,})", re.I)


def failed_step_status(question: str, order_statuses: Sequence[str]) -> list[str]:
    """"how many jobs failed invoicing?" ↔ INVOICE_FAILED: things counted that failed at a step the one failed status
    of the data names (five letters in common) — the records, whatever noun the question counts them by; else []."""
    m = _FAILED_AT_STEP.search(question)
    if m is None or _LOGGISH.search(question):
        return []
    named = [st for st in status_worded(m.group(1), order_statuses) if "FAIL" in st.upper()]
    return named if len(named) == 1 else []


def counts_worded_status(question: str, order_statuses: Sequence[str]) -> bool:
    """"出票失败的票有几张" ↔ ISSUE_FAILED: things counted by their measure word, a status of the data named by a
    word other than "failed" — records, even when the word also names the service that makes them."""
    if _LOGGISH.search(question):
        return False
    if failed_noun_status(question, order_statuses) or failed_step_status(question, order_statuses):
        return True
    if _THINGS_COUNTED.search(question) is None:
        return False
    #: "昨晚一共有几张船票预订失败": things counted by a measure word of records (张/笔/单/份/件, never a line's 条 or a
    #: time's 次) that failed, in a world whose records have a failed status — the records, not the service's lines
    return bool(status_matches(_FAILED_WORD.sub(" ", question), order_statuses)) or (
        _RECORDS_FAILED.search(question) is not None and names_record_words(question)
        and any("FAIL" in s.upper() for s in order_statuses))


#: "被拒借书 今天跟昨天比多了多少": the difference of a count between two windows counts the things too
#: "how many tickets ended up with no SLA timer": things counted by the state they ended in
#: "今晚有多少订座被拒了": the domain's own noun counted with no measure word, rejected — records when a status of the
#: data says it (被拒 ↔ REJECTED), never the log lines of the service the noun names
_THINGS_COUNTED = regex(r"(?:几|多少)\s*(?:张|笔|单|份|件|批)|[多少]了\s*(?:多少|几)|"
                        r"(?:几|多少)个?\s*[\u4e00-\u9fff]{2,6}?被拒绝?了|"
                        r"\bhow many\s+[a-z]+\s+(?:ended up|wound up|were left|got left)\b|"
                        #: "how many livery bills got held unpaid today": things (a plural after up to two words)
                        #: that got / were put in a state — records when a status of the data says that state
                        r"\bhow many\s+(?:[a-z-]+\s+){0,2}[a-z]{3,}s\s+(?:got|get|were|are|have been|had been|went)\s+"
                        r"(?!(?:logged|thrown|raised|reported|fired|printed|emitted)\b)[a-z]", re.I)
_FAILED_WORD = regex(r"失败|\bfail\w*", re.I)
_RECORDS_FAILED_EN = regex(r"\bhow many\s+(?P<noun>[a-z]{3,}?)s\s+(?:did|have|has|had|were|got)\b[^?,，;]{0,40}?"
                           r"\bfail(?:ed)?\b", re.I)
_RECORDS_FAILED = regex(r"(?:几|多少)\s*(?:张|笔|单|份|件)\S{0,8}?失败")


_LEVEL_ASKED = regex(
    r"(?:有没有|有无|还有|是否有|any|有)\s*(?:打|记|写|输出|报|出)?(?:过|了)?\s*"
    r"(ERROR|WARN(?:ING)?|FATAL|错误|报错|警告)\s*(?:级别)?\s*(?:的)?\s*"
    r"(?:日志|logs?|lines?)"
    #: "报过 ERROR 没", "打过 ERROR 日志吗": a verb of logging, the level, and the trailing 没/吗 that asks it (a WARN
    #: so asked is not answered by its count yet: left to the health answer)
    r"|(?:打|记|写|报|出|输出)(?:过|了)\s*(ERROR|FATAL|错误)\s*(?:级别)?\s*(?:的)?\s*(?:日志)?\s*"
    r"(?:没有?|吗|么)\s*[？?]?\s*$", re.I
)


#: "did it actually log errors, or was it just slow?", "到底有没有报错": a yes/no about ERROR lines themselves
_ERRORS_ASKED = regex(r"\b(?:did|does|has|have|is|was)\b[^?]{0,30}\b(?:log(?:ged)?|throw(?:n|ing)?|threw|"
                      r"rais(?:e|ed|ing)|emit(?:ted)?|writ(?:e|ten)|produc(?:e|ed))\s+(?:any\s+)?(?:actual\s+)?"
                      r"errors?\b|(?:有没有|是否|到底有没有|有无)\s*(?:真的?|确实|实际)?\s*(?:报错|报过错|出错|出过错|错误日志)|"
                      #: "那它有没有真报 ERROR": an adverb and a verb before the level word itself
                      r"(?:有没有|是否|有无)\s*(?:真的?|确实|实际上?)?\s*(?:打|记|写|报|出|输出)(?:过|了)?\s*(?:ERROR|错误)|"
                      #: "礼品券下午四点那会儿报错了没": a bare 没 after 了 asks it too
                      r"(?:报错|报过错|出错|出过错)了?(?:吗|没有)|(?:报错|报过错|出错|出过错)了没(?=\s*[？?。]?\s*$)|"
                      #: "did it actually fail anything?" after a WARN-only blip: whether anything failed is
                      #: whether it logged errors (WARN-only latency failed nothing)
                      r"\b(?:did|does|has|have)\s+(?:it|that|this|they|[\w.-]+)\s+(?:actually\s+|really\s+|even\s+)?"
                      r"fail(?:ed)?\s+(?:anything|something)\b|"
                      #: "X 今天下午是不是报错了？": whether it logged errors (WARN-only latency is no error)
                      r"(?:是不是|是否)\s*(?:又|也)?\s*(?:报错|报过错|出错|出过错)了?(?=\s*(?:吗|呢|啊)?\s*[？?。]?\s*$)|"
                      #: "any errors on X this morning?": ERROR lines asked of X (its WARN-only latency is no
                      #: error), not "any errors or warnings", nor a rate or code of errors
                      r"^\s*(?:(?:are|were) there\s+|(?:did|does|has|have) (?:[\w.-]+\s+){1,3}?"
                      r"(?:had|have|got|get|seen?)\s+)?any\s+(?:actual\s+|real\s+)?errors?\b(?!\s*(?:or|and|/)\s*warn|"
                      r"\s+(?:rate|ratio|budget|codes?|spikes?)\b)|"
                      r"(?:真|真的|确实|到底)?有\s*(?:ERROR|错误)\s*(?:级别)?\s*(?:的)?\s*(?:报错|日志)?\s*(?:吗|么|没有)|"
                      r"还是\s*(?:光是|只是|仅仅是|就是|光|只|仅)?\s*(?:慢|变慢)|"
                      #: "were those actual errors or was it just slow": errors set against slowness ask the
                      #: ERROR level (a WARN-only latency blip was no error)
                      r"\bor\s+(?:(?:was|were|is|are)\s+(?:it|that|this|they|those|these)\s+)?"
                      r"(?:just|only|merely|simply)\s+(?:slow(?:ness)?|latency|lag(?:gy)?)\b", re.I)


def asks_state_beyond_level(question: str) -> bool:
    """"付款现在顺不顺？有没有报错", "X 正常吗，有没有 ERROR 日志": the level is asked and so is the subject's state
    (health words besides the level's own yes/no): a head that answers the level alone judges nothing."""
    if asked_level(question) is None:
        return False
    if _STILL_NOW.search(question):
        return True  # "网关现在还报错吗": errors still going on now — the state now is asked, not a count of lines
    rest = _ERRORS_ASKED.sub(" ", _LEVEL_ASKED.sub(" ", question))
    return asks_health(rest)


#: "网关现在还报错吗", "is X still throwing errors right now?": the present and "still" beside the level asked
_STILL_NOW = regex(r"(?:现在|目前|这会儿?|此刻|当前)\s*(?:是不是|是否)?\s*(?:还|仍|仍然|依然|依旧)|"
                   r"\bstill\b[^?？]{0,40}\b(?:now|right now|rn|atm|currently)\b|"
                   r"\b(?:now|right now|currently)\b[^?？]{0,30}\bstill\b", re.I)


#: "告警日志", "警告级别的日志": lines logged at the warning level
_WARN_LINES = regex(r"(?:告警|警告|报警)\s*(?:级别)?\s*的?\s*日志|"
                    #: "how many lock-wait warnings has X logged", "WARN lines": log lines at the warning level
                    r"\bwarn(?:ing)?s?\b(?:\s+(?:lines?|logs?|entries)\b|.{0,60}\blogged\b)|"
                    #: "did the voucher service log any warnings today": the logging verb before the level
                    r"\b(?:log|logged|logs|throw|threw|raise|raised|emit|emitted)\s+(?:any\s+)?warn(?:ing)?s\b", re.I)


def asked_level(question: str) -> str | None:
    m = _LEVEL_ASKED.search(question)
    if m is None and _WARN_LINES.search(question):
        return "WARN"  # "多少条慢查询告警日志": log lines at the warning level, not alerts
    if m is None:
        return "ERROR" if _ERRORS_ASKED.search(question) or WARNINGS_OR_ERRORS.search(question) else None
    word = (m.group(1) or m.group(2)).upper()
    return "WARN" if word.startswith("WARN") or word == "警告" else "FATAL" if word == "FATAL" else "ERROR"


#: "现在水库水位多少？", "温度多少度": the quantity right before a value word that ends the question (not a count
#: of the noun after it: "多少条报错", "多少用户")
_ZH_VALUE_OF = regex(r"([\u4e00-\u9fff]{2,12}?)\s*(?:现在|目前|当前|此刻|还|大概|大约)?\s*"
                     r"(?:是|有|剩|为|在|能有)?\s*(?:多少|多高|多大|几度)"
                     #: "今晚头奖奖池有多少钱": a sum of money asked is a quantity's value too
                     #: "光照现在多少 lux", "二氧化碳多少ppm": a latin unit after the value word
                     r"(?=\s*(?:米|度|帕|升|吨|立方|节|公里|千米|公斤|%|钱|块钱?|元|呢|啊|呀|啦|%?\s*[a-zA-Z]{1,4})?\s*"
                     r"(?:呢|啊|呀|啦)?\s*(?:[？?。，,！!]|$))")
#: "激光背心电池电量最近怎么样", "水箱水位现在咋样": a physical quantity (its head word: 电量, 水位, 温度…) asked how
#: it is
_ZH_QUANTITY_STATE = regex(r"([\u4e00-\u9fff]{0,10}?(?:电量|油量|水位|水压|气压|胎压|电压|电流|温度|湿度|亮度|音量|"
                           r"转速))\s*(?:最近|现在|目前|当前|这会儿|今天)?\s*(?:怎么样|咋样|如何|正常吗|还行吗|"
                           #: "货车油量还够吗": whether a quantity is still enough asks its value too (invUA)
                           r"还?(?:够|足够|充足)(?:用|不够)?吗?(?=\s*(?:[？?。，,！!]|$))|够不够)")
#: "what's the water pressure now?", "how high is the reservoir level?": an English quantity asked
#: "whats the co2 ppm in grow room 3 rn": chat spelling ("whats", "rn") and a measure with a digit ("co2")
_EN_VALUE_OF = regex(r"\b(?:what(?:'?s| is| are| was)\s+the|how (?:much|high|low|full) (?:is|was)(?:\s+the)?)\s+"
                     #: ("the dome projector lamp temperature": a quantity of a thing of a place, four words)
                     r"(?:current\s+|latest\s+|present\s+)?([a-z][a-z0-9]{2,}(?:\s+[a-z][a-z0-9]{2,}){0,3}?)"
                     r"(?:\s*%|\s+percent(?:age)?\b)?"  # "what's the occupancy % on level 3"
                     r"(?=\s+(?:right now|rn|now|currently|at the moment|today|of|for|on|in|at|"
                     #: "what was the car park occupancy around half past eight": a time after the quantity
                     r"around|about|during|between|since|before|after|yesterday|tonight|this|last|overnight|"
                     #: "what was the hive temperature reading from the sensors at 3am": where the value came from
                     r"from)\b|"
                     r"\s*[?？]|\s*$)",
                     re.I)
#: "soil moisture in greenhouse 3 right now?": a question that is only a physical quantity, where, and now (no verb)
_EN_BARE_QUANTITY = regex(r"^\s*(?:and\s+|so\s+)?((?:[a-z][a-z0-9]{2,}\s+){0,2}(?:temperature|temp|humidity|moisture|"
                          r"pressure|voltage|wattage|salinity|oxygen|brightness|vibration|noise|weight|speed|ph))"
                          r"(?:\s+(?:level|reading|value)s?)?(?:\s+(?:in|at|on|of|for)\s+[\w\s-]{1,30}?)?"
                          r"\s+(?:right now|now|currently|at the moment|rn)\s*[?？]?\s*$", re.I)
_ZH_FILLER = regex(r"^(?:请问|那|现在|目前|当前|此刻|今天|今晚|今早|昨天|昨晚|这会儿?)+")
#: words that ask no quantity a metric could hold, or ones the engine answers elsewhere (records, logs, measures)
_NOT_MEASURED_WORDS = frozenset({
    "wrong", "going", "happening", "problem", "problems", "issue", "issues", "cause", "reason", "status", "state",
    "error", "errors", "code", "codes", "fix", "plan", "impact", "deal", "story", "root", "matter", "situation",
    "damage", "scope", "count", "number", "total", "difference", "trend", "timeline", "time", "latest", "procedure",
    "playbook", "runbook", "step", "steps", "best", "point", "chance", "odds", "risk", "version", "owner", "team",
    "alert", "alerts", "current", "this", "that", "these", "those", "there",
    "next", "last", "first", "order", "orders", "user", "users", "record", "records", "service", "services", "day",
    "broken", "failing", "down", "slow", "new", "holdup", "news", "verdict", "answer", "culprit", "source", "origin",
    "catch", "bottleneck", "blocker", "lag", "backlog", "latency",
})
_ZH_NOT_MEASURED = regex(r"状态|情况|版本|原因|问题|时间|时候|几点|数量|总数|次数|条数|规模|范围|影响|"
                         r"比例|占比|金额|进度|负责人|团队|步骤|办法|流量|请求|调用|告警|报警|错误|报错|日志|异常|故障|订单|用户|"
                         r"记录|服务|接口|延迟|积压|命中|连接|吞吐|驱逐|证书|锁|内存|磁盘|硬盘|带宽|网络|处理器|"
                         #: "失败的单 一共多少": a total said before the count is no quantity of its own
                         r"一共|总共|合计|共计|加起来|"
                         #: "今天跟昨天比多了多少": a change between two windows, not a quantity's value
                         r"比.{0,3}[多少]了?$|[多少]了$")


#: "补水站的水量传感器数据今天有异常吗", "are the water level sensor readings off?": a device's readings (a sensor, a
#: probe, a gauge) — the device named by the words before its kind
_ZH_DEVICE = regex(r"([\u4e00-\u9fff]{1,8}?)(传感器|探头|仪表|感应器)")
_DEVICE_LEAD = frozenset({"the", "are", "is", "was", "were", "our", "any", "all", "and", "for", "with", "from"})
_BRACKETED = regex(r"[(（][^()（）]*[)）]")
_EN_DEVICE = regex(r"\b((?:[a-z]{3,}\s+){1,3})(sensors?|probes?|gauges?|meters?)\b", re.I)


def _device_reading(question: str, known: str) -> str | None:
    """The device whose readings are asked ("水量传感器") when nothing of the data (``known``: metrics, services,
    descriptions, teams, statuses, alerts) names it or what it measures; else None. A device said only in a gloss
    in brackets ("is cargosense (the container sensor) having issues?") glosses a name: the name's own gap answers."""
    question = _BRACKETED.sub(" ", question)
    zh = _ZH_DEVICE.search(question)
    if zh is not None:
        #: "出口单证和传感器接口": words before a conjunction name another thing, not what the device measures
        what = _ZH_FILLER.sub("", re.split(r"[和与跟及、或]", zh.group(1).rsplit("的", 1)[-1])[-1])
        if what and what not in known and what + zh.group(2) not in known:
            return what + zh.group(2)
    en = _EN_DEVICE.search(question)
    if en is not None:
        said = en.group(1).lower().split()
        #: "are the humidity sensor readings ok?": the words from the last article or verb on name the device
        said = said[max((i + 1 for i, w in enumerate(said) if w in _DEVICE_LEAD), default=0):]
        words = [w for w in said if w not in NO_QUANTITY and w not in _NOT_MEASURED_WORDS]
        #: the word right before the kind is what it measures ("humidity sensor"; "server room" only places it)
        if words and words[-1][:4] not in known and en.group(2).lower().rstrip("s") not in known:
            return f"{' '.join(words)} {en.group(2).lower()}"
    return None


#: people passing through a place ("人流量", "客流", "foot traffic", "visitor numbers")
_PEOPLE_FLOW = regex(r"[人客]流量?|(?:游客|访客|参观者?|入园|入场)(?:人数|数量|量|流量)|"
                     r"\bfoot\s*traffic\b|\bfootfall\b|\bvisitor\s+(?:numbers?|counts?|flow|traffic)\b", re.I)
_PEOPLE_METRIC = regex(r"visit|footfall|foot_traffic|people|crowd|guest|occupan|headcount|entries|admission")
#: the average time one piece of work takes ("平均改一条裤脚要多久", "average time a resole takes")
_TASK_TIME = regex(r"平均[^，,。？?]{1,16}?(?:要|需要|得|花|用)?(?:多久|多长时间|几分钟|几个?小时|几天)|"
                   r"\b(?:average|avg|mean|typical)\s+(?:time|duration)\s+(?:(?:it\s+)?takes?\s+)?(?:for\s+|a\s+|an\s+|to\s+)"
                   r"[a-z\s-]{2,40}?\b(?:takes?|to\s+\w+|on\b)|"
                   r"\bhow long\s+(?:does|do|did)\s+(?:a|an|one|each)\s+[a-z-]+\s+(?:\w+\s+){0,3}?take\b[^?]{0,30}?"
                   r"\b(?:on average|average|typically|usually)\b", re.I)
_TASK_METRIC = regex(r"duration|elapsed|turnaround|(?:job|task|work|processing|service|cycle|lead)_?time|"
                     r"_(?:minutes|hours)\b")


def unmeasured_quantity(question: str, catalog: Catalog, measure_words: Sequence[str]) -> str:
    """The quantity a question asks the value of ("现在水库水位多少？", "what's the water pressure now?") when
    nothing of the data names it: no metric name, service name, description or team, no record status, and no
    measure the engine reads elsewhere (``measure_words``: the lexicons of latency, backlog, CPU…). Not applied
    when other evidence sources are configured (``catalog.silent`` is then unknown)."""
    if catalog.silent is None or not catalog.metrics:
        return ""
    names = " ".join(catalog.metrics).lower()
    #: "水母馆现在人流量多少", "foot traffic in hall B now?": people passing through a place, no request traffic —
    #: unmeasured unless a metric counts visitors
    if (m := _PEOPLE_FLOW.search(question)) is not None and not _PEOPLE_METRIC.search(names):
        return m.group(0).strip()
    #: "裁缝平均改一条裤脚要多久", "the average time a resole takes on the bench": how long one piece of work takes
    #: on average — unmeasured unless a metric times work (a duration, not a request's latency)
    if (m := _TASK_TIME.search(question)) is not None and not _TASK_METRIC.search(names):
        return " ".join(m.group(0).split())[:40]
    if AVERAGE_OF.search(question) or percent_levels(question):
        return ""  # an average or a percent level: its own gap (plan._unmeasured)
    if any(re.search(words, question, re.I) for words in measure_words):
        return ""
    known = " ".join([*catalog.metrics, *catalog.services, *catalog.descriptions.values(), *catalog.teams.values(),
                      *catalog.order_statuses, *catalog.alerts]).lower()
    if (device := _device_reading(question, known)) is not None:
        return device
    zh = _ZH_VALUE_OF.search(question)
    if zh is None and (state := _ZH_QUANTITY_STATE.search(question)) is not None:
        #: "激光背心电池电量最近怎么样": a physical quantity's state asked is its value asked
        zh = state
    if zh is not None:
        noun = _ZH_FILLER.sub("", zh.group(1).rsplit("的", 1)[-1])
        if len(noun) < 2 or _ZH_NOT_MEASURED.search(noun) or _COUNTABLE.search(noun):
            return ""
        return "" if noun[-2:] in known or noun in known else noun  # "水库水位": its head word 水位
    en = _EN_VALUE_OF.search(question) or _EN_BARE_QUANTITY.search(question)
    if en is None:
        return ""
    phrase = en.group(1).lower().split()
    if any(w in _NOT_MEASURED_WORDS for w in phrase) or _COUNTABLE.search(en.group(1)):
        return ""  # "what's the actual root cause", "what is the error count"
    words = [w for w in phrase if w not in NO_QUANTITY]
    if not words:
        return ""
    #: a word only a service's description or team holds ("bay occupancy counter") tells what the service does,
    #: not that a metric measures it: the value is still unmeasured
    measured = " ".join([*catalog.metrics, *catalog.services, *catalog.order_statuses, *catalog.alerts]).lower()
    return en.group(1).lower() if any(w[:4] not in measured for w in words) else ""


#: a store's or a broker's technology said by its own name ("商城的 redis", "the kafka lag")
_TECHNOLOGY = regex(r"(?<![a-z0-9_.-])(redis|memcached?|kafka|rabbitmq|elasticsearch|opensearch|mongodb|mongo|"
                    r"cassandra|clickhouse|etcd|zookeeper)(?![a-z0-9_.-])", re.IGNORECASE)


def unheld_technology(question: str, held: Sequence[str]) -> str | None:
    """"商城的 redis 缓存命中率掉了没" where no name, description or dependency kind of the world holds redis: the
    technology asked about, a thing the data does not hold (a gap, never the health of the service it is said of);
    None when the world holds it or none is said."""
    blob = " ".join(held).lower()
    for m in _TECHNOLOGY.finditer(question):
        word = m.group(1).lower()
        if word.removesuffix("d") not in blob and not (word == "mongo" and "mongodb" in blob):
            return m.group(1)
    return None
