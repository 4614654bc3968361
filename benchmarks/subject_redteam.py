"""Red team of how a question names a service: by words the world does NOT hold (each must be a named gap), and by
words it DOES hold — a service's description (zh/en), its team, a bare statement — each must resolve to exactly the
services holding them.

Everything is read from each world's own ``service`` table (name, description "zh / en", team "zh En"); no world's
name or word is written here. A question is judged by its plan (``offline_plan`` over the world's catalogue):

* gap forms ("<word the world lacks>服务现在正常不", "is the <word> service healthy?"): right when no service is
  resolved and the unknown subject is kept (``unknown_services``, or ``unheld_subjects`` for "<word>为什么失败": the
  gap first, the world-wide picture after it labelled as such): the answer states a gap, never another's data;
* a records noun after a qualifier no character of the services' words holds ("<word>工单今天有多少条错误"): a gap,
  and no records aspect (never the world's own records counted); an English qualifier no service holds before a head
  word one service's English description ends in ("<push> <notifications>"): a gap, never that service;
* held forms ("<description>挂了吗", "<team>那边…", "any errors in <english description> today?", a bare statement
  "<description>挂了"): right when the resolved services are exactly those whose description (or team) holds the
  words; a statement must also be read as a health yes/no.

Run: PYTHONPATH=src python benchmarks/subject_redteam.py [WORLD ...] [--verbose]   (default: every dev world and
every held-out world of evals/qa-holdout). Prints per-world and per-form right/total.
"""

from __future__ import annotations

import re
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.agents.plan import offline_plan
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world

ROOT = Path(__file__).resolve().parents[1]

#: subjects of a generic product (payments, push, sms …): asked only when no service of the world holds the word
GAP_ZH = ["支付", "推送", "短信网关", "风控", "搜索", "发票", "积分", "物流跟踪", "客服工单", "直播"]
GAP_EN = ["payments", "push notifications", "sms gateway", "fraud check", "search", "invoicing", "loyalty points",
          "live streaming"]
GAP_FORMS_ZH = ["{s}服务现在正常不", "{s}那边今天有报错吗", "{s}挂了吗", "{s}什么时候开始出问题的", "{s}为什么失败",
                "{s}今天有多少条错误", "{s}有告警吗", "{s}挂了", "{s}又不行了", "{s}为啥一直失败", "{s}怎么老是失败"]
GAP_FORMS_EN = ["Is the {s} service healthy right now?", "any errors in {s} today?", "when did {s} start failing?",
                "why is {s} down?", "how many errors did {s} log in the past hour?", "{s} is down",
                "why does {s} keep failing?"]
#: a records noun after a qualifier ("客服工单"): the world's records only when the world holds the qualifier
RECORD_NOUNS_ZH = ["工单", "订单", "记录"]
RECORD_FORMS_ZH = ["{s}今天有多少条错误", "{s}有多少笔失败了"]
#: an English name whose qualifier no service holds before a head word one service's description holds ("push
#: notifications" where only "SMS notifications" is held): a gap, never the head word's holder
QUALIFIED_FORMS_EN = ["any errors in {s} today?", "Is the {s} service healthy right now?", "why does {s} keep failing?"]
HELD_FORMS = {
    "desc_zh": ["{s}现在正常吗", "{s}那边今天有报错吗", "{s}为什么失败"],
    "desc_en": ["Is {s} healthy right now?", "any errors in {s} today?", "why is {s} failing?"],
    "team_zh": ["{s}那边现在正常吗", "{s}的服务今天有报错吗"],
    "team_en": ["is the {s} team's service healthy?"],
    "statement_zh": ["{s}挂了", "{s}又不行了"],
    "statement_en": ["{s} is down"],
}
#: a team every world calls its outside parties (not one service's owner)
_OUTSIDE = re.compile(r"^外部|external", re.I)
_PAREN = re.compile(r"\s*[(（][^)）]*[)）]\s*")


def _zh_en(value: str) -> tuple[str, str]:
    zh, _, en = _PAREN.sub(" ", value).partition(" / ")
    return zh.strip(), en.strip()


def _team(value: str) -> tuple[str, str]:
    zh = "".join(re.findall(r"[\u4e00-\u9fff]+", value))
    en = " ".join(re.findall(r"[A-Za-z][A-Za-z &-]*[A-Za-z]", value)).strip()
    return zh, en


def _world_rows(world: str, tmp: Path) -> tuple[str, list[tuple[str, str, str]]]:
    url = f"sqlite:///{tmp / 'w.db'}"
    build_world(world, url).dispose()
    eng = create_engine(url)
    with eng.connect() as c:
        rows = [(str(n), str(d or ""), str(t or "")) for n, d, t in c.execute(
            text("SELECT name, description, team FROM service")).all()]
    eng.dispose()
    return url, rows


def _held_questions(rows: list[tuple[str, str, str]]) -> list[tuple[str, str, set[str]]]:
    """(form, question, services expected) for the words the world holds."""
    out: list[tuple[str, str, set[str]]] = []
    descs = {n: _zh_en(d) for n, d, _ in rows}
    teams = {n: _team(t) for n, _, t in rows}
    for zh, en in descs.values():
        zh_word = re.sub(r"服务$", "", zh)
        if len(zh_word) >= 2:
            holders = {n for n, (z, _) in descs.items() if zh_word in z}
            out += [("desc_zh", f.format(s=zh_word), holders) for f in HELD_FORMS["desc_zh"]]
            out += [("statement_zh", f.format(s=zh_word), holders) for f in HELD_FORMS["statement_zh"]]
        if len(en) >= 4:
            holders = {n for n, (_, e) in descs.items() if en.lower() in e.lower()}
            out += [("desc_en", f.format(s=en), holders) for f in HELD_FORMS["desc_en"]]
            out += [("statement_en", f.format(s=en), holders) for f in HELD_FORMS["statement_en"]]
    for zh, en in dict.fromkeys(teams.values()):
        holders = {n for n, t in teams.items() if t == (zh, en)}
        if _OUTSIDE.search(zh or en) or not holders:
            continue
        if len(zh) >= 2:
            out += [("team_zh", f.format(s=zh), holders) for f in HELD_FORMS["team_zh"]]
        if len(en) >= 3 and en.isascii():
            out += [("team_en", f.format(s=en), holders) for f in HELD_FORMS["team_en"]]
    return out


def _subject_questions(rows: list[tuple[str, str, str]], infra: set[str],
                       aliases: frozenset[str] = frozenset()) -> list[tuple[str, str, set[str]]]:
    """(form, question, services expected) for the generic subjects: a word no application's description or team
    holds is a gap (nothing expected); a word one holds (zh as written, or its qualifier before a kind word the
    holder lacks: "短信网关"; en by a content word's first five letters) is its holders."""
    words = {n: f"{d} {t}" for n, d, t in rows}
    out: list[tuple[str, str, set[str]]] = []
    for s in GAP_ZH:
        qualifier = re.sub(r"(网关|缓存|队列|数据库)$", "", s)
        holders = {n for n, w in words.items() if s in w}
        if not holders and qualifier != s:
            both = {n for n, w in words.items() if qualifier in w and s[len(qualifier):] in w}
            of_kind = [w for w in words.values() if s[len(qualifier):] in w]
            holders = both or ({n for n, w in words.items() if qualifier in w}
                               if not any(c in w for w in of_kind for c in qualifier) else set())
        holders = {n for n in holders if n not in infra} or holders
        out += [("word_zh" if holders else "gap_zh", f.format(s=s), holders) for f in GAP_FORMS_ZH]
    for s in GAP_EN:
        kind = re.search(r" (gateway|cache|queue|database)$", s)
        #: "sms gateway": the qualifier says which one (a gap when unheld)
        s_words = s[:kind.start()].split() if kind and not any(s in w.lower() for w in words.values()) else s.split()
        stems = [w[:5] for w in s_words if len(w) >= 3]
        held = {n: sum(bool(re.search(rf"(?<![a-z-]){st}(?![a-z]*-[a-z])", w.lower())) for st in stems)
                for n, w in words.items()}
        holders = {n for n, k in held.items() if k and k == max(held.values())}
        if len(stems) >= 2 and not _en_held(stems[0], words):
            holders = set()  # "push notifications" where no service holds "push": a gap
        holders = {n for n in holders if n not in infra} or holders
        out += [("word_en" if holders else "gap_en", f.format(s=s), holders) for f in GAP_FORMS_EN]
    for s in GAP_ZH:
        if len(s) == 2 and not any(c in w for w in words.values() for c in s):
            out += [("record_zh", f.format(s=s + noun), set()) for noun in RECORD_NOUNS_ZH for f in RECORD_FORMS_ZH]
    heads = {e.split()[-1].lower() for _, d, _ in rows if len((e := _zh_en(d)[1]).split()) >= 2}
    quals = [q for s in GAP_EN if len(s.split()) >= 2 and not _en_held((q := s.split()[0])[:5], words, everything=True)]
    for head in sorted(h for h in heads if re.fullmatch(r"[a-z]{5,}", h) and h not in _KIND_HEADS):
        #: a head word that is also a name's alias ("payment" for the payment service) is read as that name first
        form = "qualifier_alias_en" if head in aliases else "qualifier_en"
        out += [(form, f.format(s=f"{q} {head}"), set()) for q in quals for f in QUALIFIED_FORMS_EN]
    return out


#: head words that say what kind of part a thing is (a gateway, a partner), read by the kind reader, not a name
_KIND_HEADS = frozenset({"gateway", "cache", "queue", "database", "partner", "partners", "vendor", "vendors",
                         "provider", "providers", "service", "backend", "system", "platform", "store", "index",
                         "broker", "cluster"})


def _en_held(stem: str, words: dict[str, str], *, everything: bool = False) -> bool:
    """Whether a service's words hold an English stem at a word's start (``everything``: also inside a word)."""
    pattern = stem if everything else rf"(?<![a-z-]){stem}"
    return any(re.search(pattern, w.lower()) for w in words.values())


def run_world(world: str, verbose: bool = False) -> Counter:
    tmp = Path(tempfile.mkdtemp())
    url, rows = _world_rows(world, tmp)
    cont = build_container(Settings(home=tmp / "home", sources=SourcesSettings(world_url=url)))
    catalog, now = cont.catalog(), cont.data_clock()
    score: Counter = Counter()

    def plan(q: str):
        return offline_plan(q, catalog, now=now, lookup_ids=cont.lookup_ids)

    infra = set(catalog.infra())
    aliases = frozenset(a.lower() for a in catalog.aliases())
    for form, q, expected in _subject_questions(rows, infra, aliases):
        p = plan(q)
        #: "直播为什么失败": the unheld thing stated as a gap first, the world-wide picture after it, labelled
        ok = (not p.services and bool(p.unknown_services or p.unheld_subjects)) if not expected else (
            set(p.services) == expected and not p.unknown_services)
        if form == "record_zh":
            ok = ok and "record" not in p.aspects  # never the world's own records counted
        score[(form, ok)] += 1
        if verbose and not ok:
            print(f"  WRONG {world} [{form}] {q!r}: expected={sorted(expected)} services={p.services} "
                  f"unknown={p.unknown_services}")
    for form, q, expected in _held_questions(rows):
        p = plan(q)
        #: a team's or a word's holders less its stores, caches, queues and partners (the applications) is right
        #: too: those are the applications' dependencies, reached through them
        apps = expected - infra
        ok = set(p.services) in (expected, apps or expected) and not p.unknown_services
        if form.startswith("statement"):
            ok = ok and bool({"yes_no", "health"} & set(p.aspects))
        score[(form, ok)] += 1
        if verbose and not ok:
            print(f"  WRONG {world} [{form}] {q!r}: expected={sorted(expected)} services={p.services} "
                  f"unknown={p.unknown_services} aspects={p.aspects}")
    cont.close()
    return score


def _worlds(args: list[str]) -> list[str]:
    if args:
        return args
    dev = sorted(p.name for p in (ROOT / "evals" / "qa").iterdir() if p.is_dir() and p.name != "demo")
    held = sorted(p.name for p in (ROOT / "evals" / "qa-holdout").iterdir() if p.is_dir())
    return [*dev, *held]


def main() -> None:
    verbose = "--verbose" in sys.argv
    worlds = _worlds([a for a in sys.argv[1:] if not a.startswith("--")])
    forms: dict[str, Counter] = defaultdict(Counter)
    total = Counter()
    for world in worlds:
        score = run_world(world, verbose)
        right = sum(n for (_, ok), n in score.items() if ok)
        print(f"{world:14s} {right}/{sum(score.values())}")
        for (form, ok), n in score.items():
            forms[form][ok] += n
            total[ok] += n
    print("per form:")
    for form in sorted(forms):
        print(f"  {form:14s} {forms[form][True]}/{forms[form][True] + forms[form][False]}")
    print(f"total {total[True]}/{total[True] + total[False]}")


if __name__ == "__main__":
    main()
