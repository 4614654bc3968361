"""Conversation readings of a planned question: what earlier turns carry into it (episodes, sides, windows, choices
between two).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

from superbiz.agents.described_runs import described_run_owner
from superbiz.agents.loose_names import (
    acronym_name,
    booking_app_name,
    head_tail_said,
    kind_short_name,
    resaid_head_name,
    respoken_head_name,
    thing_deed_short_name,
    verb_first_name,
    verb_first_names,
)
from superbiz.agents.plan_entities import (
    _ALERT_NAMED,
    _ALERT_STATE,
    _APP_AND_ITS_STORE,
    _BLAMED,
    _CAMEL_RE,
    _CJK,
    _CLOCK_GLUED,
    _CODE_ONGOING,
    _CODE_RE,
    _DOTTED_NAME_RE,
    _EPISODE_CAUSED,
    _FROM_SIDES,
    _GLOSS,
    _GOING_ON,
    _HYPHEN_NAME_RE,
    _HYPHEN_SUBJECT,
    _HYPHEN_WORDS,
    _ID_LIKE,
    _KIND_THEN_TROUBLE,
    _METRIC_WORDS,
    _NOT_A_NAME_END,
    _NOT_A_QUANTITY,
    _OWN_CLAUSE_REFERENT,
    _OWNED_KIND,
    _PART_FOR,
    _PART_PLAIN,
    _PLAIN_BEFELL,
    _PLAIN_WORD_RE,
    _POOL_OR_STORE_OF_KIND,
    _PRONOUN_SIDE,
    _QUALIFIED_KIND,
    _QUEUE_BACKING,
    _QUEUE_ITSELF,
    _QUEUE_TROUBLE,
    _SERVICE_LIKE_RE,
    _SIDE_FILLER,
    _SIDE_LEAD,
    _STATE_THEN_TOLD,
    _STATUS_TOKEN_RE,
    _SUSPECT_MARK,
    _TOLD_ASKS,
    _TOLD_THEN_STATE,
    _TOLD_TROUBLE_NOW,
    _TROUBLE_NAMED,
    _WIDE,
    _ZH_APP,
    _ZH_CALLED_SERVICE_RE,
    _ZH_SIDE_CALLED,
    _ZH_STATE_ASKED_RE,
    _abbreviated_owner,
    _alerted_owner,
    _callers,
    _closure,
    _dedupe,
    _digit_ref,
    _Entities,
    _heads_first,
    _holding,
    _kind_by_latin_word,
    _kind_by_word,
    _kind_said_exactly,
    _kind_side_owner,
    _lagging_owner,
    _measure_phrase,
    _named_in_full,
    _own_time,
    _records_on_service,
    _records_word,
    _segment_with_kind,
    _side_owner,
    _trouble_thing_owner,
    _unheld_described_name,
    _unheld_plain_subject,
    _world_words,
    kind_said_alone,
    latin_word_owns_kind,
)
from superbiz.agents.plan_model import Catalog, Intent, Plan
from superbiz.agents.plan_sides import (
    _ASKS_WHAT,
    _CAUSE_OF,
    _CHOICE_SPLIT,
    _FOLLOW_SUSPECT,
    _LATER,
    _OTHER_EPISODE,
    _STILL,
    _SUSPECT_SLOT,
    _TWO_TOLD,
    DEPLOY_SUSPECT,
    _all_queues,
    _queue_consumers,
    _records_fail,
    _suspect_terms,
    _uncounted,
    suspect_slot,
)
from superbiz.agents.plan_terms import (
    AVERAGE_OF,
    NO_QUANTITY,
    PAIR_SPLIT,
    abbreviated_name,
    compound_name,
    deed_name,
    doer_said,
    head_noun_name,
    head_prefix_name,
    head_prefix_said,
    head_suffix_name,
    near_name,
    percent_levels,
    respelled,
    shortened_kind_name,
    topic_in_words,
    unglued,
    unheld_technology,
    worded_description_name,
)
from superbiz.agents.question import (
    ALERT_SEVERITY,
    BACKLOG_WORDS,
    CATCH_UP,
    FAILED_MORE,
    FIRST_TIME,
    LAST_TIME,
    STALE_WORDS,
    UNHELD_ID,
    WHICH_FIRST,
    IdLookup,
    asks_health,
    asks_log_lines,
    asks_record_owner,
    asks_span,
    asks_this_episode,
    aspects_of,
    cause_worded,
    certificate_partner,
    compares_episodes,
    description_head,
    episode_ordinal,
    fails_again,
    has_pronoun,
    id_candidates,
    kind_groups,
    kind_matches,
    match_services,
    names_record_words,
    owner_asked,
    still_of_any_verb,
    symptom_owner,
)
from superbiz.agents.question import episode_sides as named_episodes
from superbiz.agents.question_ops import (
    ACTION_WORDS,
    METRIC_WORDS,
    asks_same_cause,
)
from superbiz.agents.question_text import clean_question
from superbiz.agents.subjects import (
    blamed_owners,
    glossed_head_owner,
    held_subject_owners,
    misplaced_qualifiers,
    told_thing_owners,
    unheld_failing_subject,
    unheld_qualified_kinds,
    unheld_qualified_name,
    unresolved_subject,
)
from superbiz.agents.symptoms import event_words, symptom_words
from superbiz.agents.timeparse import (
    TimeWindowSpec,
    asks_now,
    format_local,
    resolve_time,
    state_around,
)
from superbiz.lazy_re import regex
from superbiz.render.answer_base import LASTED_LONGER


def _own_clause_referent(question: str) -> bool:
    """Whether the question's pronoun refers to the trouble its own first clause told (``_OWN_CLAUSE_REFERENT``)."""
    m = _OWN_CLAUSE_REFERENT.search(question)
    return m is not None and bool(symptom_words(question[:m.start()], lexicon_only=True)
                                  or _records_fail(question[:m.start()]))


def _from_sides(question: str, catalog: Catalog, lookup: IdLookup | None) -> list[list[str]]:
    """"pay.gate - more errors from the bank cert thing or from the billing deploy?": [[the one service named before
    the choice], then per side its text, its words (two letters or more, no frame word) and the services other than
    the subject it names]. [] for another shape."""
    m = _FROM_SIDES.search(question)
    if m is None or len(named := _entities(question[:m.start()], catalog, lookup).services) != 1:
        return []
    subject = named[0]
    out = [[subject]]
    for side in (m["a"], m["b"]):
        words = [w for w in re.findall(r"[a-z][a-z0-9]+", side.lower()) if w not in _SIDE_FILLER]
        named = [s for s in _entities(side, catalog, lookup).services if s != subject]
        if not words and not named:
            return []
        label = re.sub(r"^(?:the|a|an)\s+", "", side.strip(), flags=re.I)
        out.append([label, *words, *named])
    return out


def _side_named_alone(text: str, services: Sequence[str], catalog: Catalog,
                      lookup: IdLookup | None) -> tuple[bool, str, str] | None:
    """(whether it is the first side, the service, the side's words) of a pair ("A or B", "A 和 B") whose one side
    names every one of ``services`` and whose other side names nothing by a name or alias but — read alone, by the
    short forms read when nothing else names a service, or by every word held in one service's description —
    exactly one other service; else None."""
    parts = PAIR_SPLIT.split(text, maxsplit=1)
    if len(parts) != 2:
        return None
    for k, (own, other) in enumerate(((parts[0], parts[1]), (parts[1], parts[0]))):
        own = _SIDE_LEAD.sub("", own) if k == 0 else re.split(r"[?？,，。.!]", own, maxsplit=1)[0]
        if not own.strip() or match_services(own, catalog.services, catalog.aliases()) or not set(services) <= set(
                match_services(other, catalog.services, catalog.aliases())):
            continue
        alone = _named_entities(own, catalog, lookup)
        if len(alone.services) == 1 and alone.services[0] not in services and not alone.unknown:
            return k == 0, alone.services[0], own
        #: "the QuikPay gateway": every word of the side held by the description of one and the same service
        words = [w for w in re.findall(r"[a-z][a-z0-9]{2,}", own.lower()) if w not in _SIDE_FILLER]
        held = [set(_holding(w, catalog)) for w in words]
        if words and len(common := set.intersection(*held)) == 1 and not common & set(services):
            return k == 0, common.pop(), own
    return None


def _state_then_trouble(question: str, catalog: Catalog, lookup_ids: IdLookup | None
                        ) -> tuple[str, list[str]] | None:
    """"Is the kafka cluster X broken? Y keeps lagging" → (X, [Y]): the one service whose state the question asks,
    and the other services its trailing statement tells going on in trouble; so is "Y 挂了，是不是 X 又出问题了？" (the
    trouble told first, X's state asked after it). None for any other shape."""
    m = _STATE_THEN_TOLD.match(question)
    if m is None or (_GOING_ON.search(m["told"]) is None and _TOLD_TROUBLE_NOW.search(m["told"]) is None) or (
            question.rstrip().endswith(("?", "？")) and _TOLD_ASKS.search(m["told"])):
        m = _TOLD_THEN_STATE.match(question)
    if m is None:
        return None
    said = _entities(m["told"], catalog, lookup_ids).services
    #: "is the speech recognition partner X down? scoring keeps failing": a word of the state's clause naming the
    #: service told failing ("speech") leaves X the one asked
    ask = _entities(m["ask"], catalog, lookup_ids)
    #: "SCADA网关握手失败，是不是遥测 kafka 出问题了？": the state asked of a dependency named by its kind word (with a
    #: word of its own) when the clause names no service
    asked = [s for s in ask.services or (ask.kinds if len(ask.kinds) == 1 else []) if s not in said]
    literal = [s for s in asked if _named_in_full(m["ask"].lower(), [s], catalog)]
    #: "Is the kafka cluster X broken?", "is the KYC vendor X down?": the one said by its name, not a service a
    #: word of the description before it ("cluster", "KYC") also names
    asked = literal if len(literal) == 1 else asked
    told = [s for s in said if s not in asked]
    return (asked[0], told) if len(asked) == 1 and told else None


#: "两个数据库今天分别是啥毛病", "both databases", "the two caches": the things of one kind counted as two
_TWO_OF_KIND = regex(r"(?:这|那)?(?:两个|俩|两)\s*(?:(?:redis|memcached?|mysql|postgres(?:ql)?|pg|kafka|mongo(?:db)?|"
                     r"elasticsearch|es)\s*)?(数据库|库|缓存|队列)|"
                     #: "两个redis缓存下午都出事了", "both redis caches": the technology before the kind word
                     r"(?:这|那)?(?:两个|俩)\s*(redis|mysql|postgres|kafka)(?![a-z])|"
                     r"\b(?:both|the two)\s+(?:(?:redis|mysql|postgres|kafka|memcached?)\s+)?"
                     r"(databases|dbs|caches|queues)\b", re.I)


def _two_of_kind(text: str, catalog: Catalog) -> str:
    """``text`` with "两个数据库 / both databases" said as the two names, when the world holds exactly two things of
    that kind (invUA: it was an unknown thing "两个数据库", a gap)."""
    if (m := _TWO_OF_KIND.search(text)) is None:
        return text
    said = next(g for g in m.groups() if g).lower()
    word = {"库": "数据库", "dbs": "db"}.get(said, said)
    groups = kind_groups(word.removesuffix("s") if word.endswith(("databases", "caches", "queues")) else word,
                         catalog.dependency_kinds)
    if len(groups) != 1 or len(groups[0]) != 2:
        return text
    return f"{text[:m.start()]} {groups[0][0]} 和 {groups[0][1]} {text[m.end():]}"


#: a cause said after a subject ("… because of X", "… 是不是 X 导致的"): X is named as the suspect
_BLAMED_AFTER = regex(r"\b(?:because of|due to|caused by|thanks to|(?:hit|dragged down|taken down) by|"
                      r"(?:is|was) it)\b|导致|引起|造成|因为|由于|的锅|搞的", re.I)


def _entities(text: str, catalog: Catalog, lookup: IdLookup | None, *, follow_up: bool = False) -> _Entities:
    text = _two_of_kind(text, catalog)
    ents = _named_entities(text, catalog, lookup, follow_up=follow_up)
    if not ents.any and not ents.kinds and not ents.unheld and (unglossed := _GLOSS.sub(" ", text)) != text and (
            again := _named_entities(unglossed, catalog, lookup, follow_up=follow_up)).unknown and not again.services:
        #: "is captionix (the subtitle generator) having issues?": a gloss in brackets after a name the data does not
        #: hold only says what it is — the name stands alone an unknown (a gap), never the world's overview
        ents = again
    if not ents.services and not ents.ids and (unclocked := _CLOCK_GLUED.sub(" ", text)) != text and (
            again := _named_entities(unclocked, catalog, lookup, follow_up=follow_up)).services:
        #: "十一点半报价失败是啥原因": a clock glued to the thing asked of is no part of its name (never the unknown
        #: "十一点半报"): the thing is looked up without it (the window still reads the clock from the question)
        ents = again
    if (apped := _ZH_APP.sub("应用", text)) != text and set(ents.services) < set(
            (again := _named_entities(apped, catalog, lookup, follow_up=follow_up)).services) and not (
            set(again.unknown) - set(ents.unknown)):
        #: "咖啡点单app和后厨worker 今天谁报错多": "app" glued to Chinese words is their 应用 ("咖啡馆点单应用 / cafe
        #: ordering app") — taken when it names more services and nothing more unknown
        ents = again
    #: "hut regsitry looking alright?": nothing named at all, a slipped word of a description the one thing said
    if not ents.services and (ents.unknown or not (ents.any or ents.kinds or ents.unheld)):
        #: "is tankr tracking ok now?", "is the reveiws service ok?", "is abonnent svc ok?": a thing the data does not
        #: hold whose words, each put back from a slip of the fingers off a word of the world's names, descriptions
        #: or teams, name services and nothing unknown — those services (else the gap stands)
        held = [*catalog.services, *catalog.descriptions.values(), *catalog.teams.values()]
        if (fixed := respelled(text, held, swaps_only=not ents.unknown)) != text and (
                again := _named_entities(fixed, catalog, lookup, follow_up=follow_up)).services and not again.unknown:
            return again
        #: "what time did giftshop checkout start erroring": a word the world lacks that two neighbouring words of one
        #: description make, glued ("gift shop checkout"), is those two words — the services they name, nothing unknown
        if (fixed := unglued(text, held)) != text and (
                again := _named_entities(fixed, catalog, lookup, follow_up=follow_up)).services and not again.unknown:
            return again
        #: "which had more scanner errors" of the "gate ticket scanning service": a doer said for the deed its
        #: description says names that service (nothing unknown left)
        #: (only when each unknown name was such a doer: "is yardmind, the container tracking scheduler, down?" keeps
        #: yardmind a gap — stop 51's merge)
        if (fixed := doer_said(text, held)) != text and not any(u.lower() in fixed.lower() for u in ents.unknown) and (
                again := _named_entities(fixed, catalog, lookup, follow_up=follow_up)).services and not again.unknown:
            return again
    if len(ents.services) > 1 and not ents.unknown:
        #: "why was theme serach failing around six": a word several descriptions share ("theme": the room theme
        #: catalogue and the theme search service) beside a word slipped by two swapped letters off a held one
        #: ("serach" → search) — the slip put back names fewer of them, nothing unknown: those
        held = [*catalog.services, *catalog.descriptions.values(), *catalog.teams.values()]
        if (fixed := respelled(text, held, swaps_only=True)) != text and (
                again := _named_entities(fixed, catalog, lookup, follow_up=follow_up)).services and not again.unknown \
                and set(again.services) < set(ents.services):
            return again
    return ents


def _named_entities(text: str, catalog: Catalog, lookup: IdLookup | None, *, follow_up: bool = False) -> _Entities:
    known_codes = {c.upper(): c for c in catalog.error_codes}
    targets = [t for deps in catalog.dependencies.values() for t in deps if t not in catalog.services]
    names = [*catalog.services, *dict.fromkeys(targets)]
    candidates = [t for t in id_candidates(text, [*names, *catalog.alerts]) if t.upper() not in known_codes]
    ids = lookup(candidates) if lookup is not None and candidates else {}
    #: "这三天一共来过几次critical告警": an alert severity said beside the alert word is what alerts are counted by,
    #: never a name (an unknown service)
    plain = ALERT_SEVERITY.sub(" ", text)
    #: "the Loopers' service was throwing errors": a plural's possessive apostrophe before the part it owns is no
    #: part of the word it ends ("drivers' truck positions" stays the people's)
    plain = re.sub(r"(?<=[A-Za-z]s)'(?=\s+(?:service|app|system|api|backend|platform)\b)", "", plain, flags=re.I)
    #: "how many alerts are firing right now", "any firing alerts?": the alerts' state, never a service whose
    #: description holds the word ("kiln firing scheduler")
    plain = _ALERT_STATE.sub(lambda m: m.group(0).lower().replace("firing", " "), plain)
    lowered_names = {n.lower() for n in names}
    for token in ids:  # "用户 U1001" / "order X": the record word names the id, not a service
        #: "cycle CYC:00000:ZZ", "booking PTY-230094/b": a latin word right before an id is the world's own record
        #: noun, not a service ("cycle" is also cyclepay's short name) — unless it is a name of the world's own
        before = re.search(rf"\b([A-Za-z]+)\s+{re.escape(token)}", plain)
        own = rf"|\b{re.escape(before.group(1))}" if before and before.group(1).lower() not in lowered_names else ""
        plain = re.sub(rf"(?:订单|用户|客户|交易|\b(?:order|user|customer)s?{own})?\s*{re.escape(token)}", " ",
                       plain, flags=re.I)
    #: "usr.000aaa" where the users are "usr.bdebfe": an id of the world's own shape the data does not hold (a gap)
    unheld_ids = [token for token, kind in ids.items() if kind == UNHELD_ID]
    ids = {token: kind for token, kind in ids.items() if kind != UNHELD_ID}
    resolved = set(ids)  # a token typed without a stored id's spaces maps to "", its stored form to the kind
    ids = {token: kind for token, kind in ids.items() if kind}
    #: "短信网关挂了吗" / "is the sms gateway down?" where the world holds no word of the qualifier: a thing of that
    #: kind the data does not hold (a gap), never the world's one gateway that the bare kind word would name
    #: (judged only against a catalogue that describes its services: by bare names, "账本数据库" beside ledger-service
    #: cannot be told from a thing the world lacks)
    if (shortened := shortened_kind_name(plain, catalog.descriptions)) is not None:
        #: "pymt db", "invocing db", "nfz cache": a kind word whose qualifier shortens or misspells a word of one
        #: thing of that kind is that thing (never a gap)
        plain = re.sub(re.escape(shortened[0]), f" {shortened[1]} ", plain, flags=re.I)
    if (topic := topic_in_words(plain, catalog.mentions, [*names, *catalog.descriptions.values(),
                                                          *catalog.teams.values()])) is not None:
        #: "why were the SMS payout notices so late?" of a topic "payout.notices": the topic's words name the service
        #: whose alerts mention it, never the services its single words would ("payout" → the payout service)
        plain = plain.replace(topic[0], f" {topic[1]} ")
    #: (an alias the world's descriptions give — "大门网关" of "场馆入口网关" — is a held name, never a gap)
    unheld = [p for p in (unheld_qualified_kinds(plain, _world_words(catalog)) if any(catalog.descriptions.values())
                          else []) if p not in catalog.aliases()]
    loose = kind_short_name(plain, catalog.services, catalog.descriptions, catalog.infra())
    if loose is not None and any(phrase.lower() in loose[0].lower() for phrase in unheld):
        #: "the vent cache" of a "ventilation sensor cache": a kind word whose qualifier is said of the one thing of
        #: that kind (a start of its description's word, a segment of its name) is that thing, never a gap
        plain = plain.replace(loose[0], f" {loose[1]} ")
        unheld = [p for p in unheld if p.lower() not in loose[0].lower()]
    for phrase in unheld:
        plain = re.sub(re.escape(phrase), " ", plain, flags=re.I)
    for phrase, qualifier in misplaced_qualifiers(plain, catalog.descriptions):
        plain = plain.replace(phrase, qualifier)  # "短信网关" where only a reminder service holds 短信: that service
    if (last_word := head_tail_said(plain, catalog.descriptions, catalog.infra())) is not None and not any(
            s not in catalog.infra() for s in match_services(plain, names, catalog.aliases())):
        #: "商店今天早上6点到7点…", "商店…缓存那次": a two-word head's last word no other description holds ("商店" of
        #: "釉料商店", "shop" of "glaze shop") names that service, never every service's lines — only when no
        #: application is named otherwise ("账户服务…发完版 报价就开始报错" keeps its told trouble's own reading)
        plain = re.sub(rf"(?<![A-Za-z]){re.escape(last_word[0])}(?![A-Za-z])", f" {last_word[1]} ", plain)
    if (described := _unheld_described_name(plain, names, catalog)) is not None:
        #: "dryerpay 烘干机支付服务挂了没": a name the data does not hold, told with its description: an unknown
        #: (a gap), never the service the description's words (支付) would name — nor, of "figgy-pay 付款服务", the
        #: service sharing its first segment (figgy-app)
        plain = re.sub(rf"(?<![\w-]){re.escape(described[0])}(?![\w-])", " ", plain.replace(described[1], " "),
                       flags=re.I)
        unheld = [*unheld, described[0]]
    if follow_up:
        #: "影响了多少拍品" after "昨天出口许可为啥报错": the noun counted is what the trouble reached (the domain's
        #: records), never a new subject — even when a description holds it ("拍品目录")
        plain = _uncounted(plain)
    services = match_services(plain, names, catalog.aliases())
    if not services and (owner := described_run_owner(plain, catalog.descriptions)) is not None:
        services = [owner]  # "目录搜索慢成这样": a run of one description's own words, said whole (invTG)
    if len(services) > 1:
        services = _records_on_service(plain, services, names, catalog.aliases())
    if len(services) == 1 and services[0] not in plain and (said := head_prefix_said(
            plain, catalog.descriptions)) is not None and said[0] not in services and any(
            w in said[1] for w, s in catalog.aliases().items() if s == services[0] and w in plain.lower()):
        #: "联赛积分榜有啥问题吗": the start of one service's head ("联赛积分榜计算消费者") said whole around the
        #: alias word of another ("联赛" of "战队联赛服务") names the head's owner, the longer words said (invSH)
        services = [said[0]]
    if services and loose is not None and loose[1] not in services and _segment_with_kind(
            loose[0], loose[1], catalog.services):
        #: "提醒积压是不是 quillon 数据库搞出来的": a segment of one name said with its kind word ("quillon 数据库" of
        #: quillon-mysql) names that thing beside the services the other words name (it was named only alone)
        services = [*services, loose[1]]
    if len(services) == 1 and (head := glossed_head_owner(plain, {
            w: s for w, s in catalog.aliases().items() if s in services and w in plain.lower()},
            catalog.descriptions, catalog.teams)) is not None:
        #: "预约提醒短信发得特别慢": the compound's last word, an item of one service's bracketed list, is the thing
        #: that went wrong; the word before it (a service's alias) only says whose
        services = [head]
    if services and (qualified := unheld_qualified_name(plain, _world_words(catalog))) and not match_services(
            re.sub(re.escape(qualified), " ", plain, flags=re.I), names, catalog.aliases()):
        if (short := abbreviated_name(qualified, catalog.descriptions)) in services:
            #: "is the subs box service healthy?": a qualifier shortening the word before the head word of the one
            #: service's description ("subscription box service") names that service, never a gap
            services = [short]
        else:
            #: "any errors in push notifications today?": a name whose qualifier nothing holds is a thing the data
            #: lacks (a gap), never the service its head word ("notifications") names
            services, unheld = [], [*unheld, qualified]
    if services and (side := _side_named_alone(text, services, catalog, lookup)) is not None:
        #: "which logged more errors — the QuikPay gateway or the cart service?": a side of a pair said by a
        #: short form of one service (a kind word's qualifier, its description's words shortened) is that service,
        #: beside the other side's (no thing the data lacks: its description holds every word of it)
        services = [side[1], *services] if side[0] else [*services, side[1]]
        unheld = [p for p in unheld if p.lower() not in side[2].lower()]
    low = plain.lower()
    unknown = [*unheld, *(s for s in _dedupe(_SERVICE_LIKE_RE.findall(low)) if s not in {f.lower() for f in services})]
    if services and not unknown and (lead := _HYPHEN_SUBJECT.match(low)) and _HYPHEN_NAME_RE.fullmatch(
            t := lead.group(1)) and t not in _HYPHEN_WORDS and t not in ids and t not in lowered_names \
            and t not in catalog.mentions and not _measure_phrase(t) \
            and t.removesuffix("s") not in " ".join(_world_words(catalog)).lower():
        #: ("the tax-rates cache": a description's word; "check-ins" of "check-in kiosks": its plural, invSH)
        #: "did stp-lodger fail to lodge the payroll events…?": a hyphenated name the data does not hold, asked of
        #: as the question's own subject, is an unknown service (a gap; a slip off a held name still names that),
        #: never the service a later word of the question ("payroll") names
        services, unknown = [], [t]
    elif services and not unknown and (word := _unheld_plain_subject(low, catalog)) is not None and word not in ids:
        #: "is lidlatch down? riders can't lift the lids": a plain word no word of the world holds, asked the
        #: state of, is an unknown service (a gap), never the service a told clause's word ("riders") names
        if (near := near_name(word, names)) is not None and _BLAMED_AFTER.search(low[low.find(word):]):
            #: "was arenzo failing because of <store>?" with the subject's name slipped by one letter: the slip names
            #: its service, the subject, before the suspect named after it ("is walettor down? riders can't top up"
            #: keeps the slip alone: a told clause's word names no subject)
            services = _dedupe([near, *services])
        else:
            services, unknown = [], [word]
    if not services and not unknown:  # "Is loyalty-points failing?": a hyphenated name the data does not hold
        hyphened = [t for t in _dedupe(_HYPHEN_NAME_RE.findall(low)) if t not in _HYPHEN_WORDS and t not in ids
                    and t not in {n.lower() for n in names} and not _measure_phrase(t)]
        if hyphened and any(s in _STATUS_TOKEN_RE.findall(text) for s in catalog.order_statuses):
            #: "a bunch of call-outs show BOOKING_VOID": beside a record status the data holds, written as the data
            #: writes it, a hyphenated plural word is the domain's own record noun — no unknown service
            hyphened = [t for t in hyphened if not t.endswith("s") or t in catalog.mentions]
        #: "the settle-events backlog": a name the alerts of one service mention (its topic) names that service
        #: "catalog.ingest 服务有问题吗" in a world of dotted names: a dotted name the data does not hold — unless
        #: one service's alerts mention it ("order.settled 这个 topic 有积压吗": its topic names that service)
        dotted = [t for t in _dedupe(_DOTTED_NAME_RE.findall(low)) if t not in ids and t not in hyphened
                  and t not in {n.lower() for n in names} and t.rsplit(".", 1)[1] not in _NOT_A_NAME_END]
        services = _dedupe([catalog.mentions[t] for t in (*hyphened, *dotted) if t in catalog.mentions])
        #: "the move-events backlog": a hyphenated word one service's description holds ("move-events queue")
        #: names that service (a queue's backlog then asks its lagging readers), never an unknown one
        #: "were check-ins failing?" of "check-in kiosks": the plural of the hyphenated word held is that word
        owned = {t: [svc for svc, text in catalog.descriptions.items()
                     if re.search(rf"(?<![\w-]){re.escape(t.removesuffix('s'))}s?(?![\w-])", text.lower())]
                 for t in hyphened}
        described_by = {t: owners[0] for t, owners in owned.items() if t not in catalog.mentions and len(owners) == 1}
        services = _dedupe([*services, *described_by.values()])
        #: "how many ore-car trips got aborted today?": a hyphenated word two descriptions hold ("ore-car tracking",
        #: "ore-car trips database") is the domain's own word — it names neither, and is no unknown service
        unknown = [t for t in (*hyphened, *dotted) if t not in catalog.mentions and t not in described_by
                   and len(owned.get(t, [])) < 2]
    if not services and not unknown and _PLAIN_BEFELL.search(low) and (
            word := _unheld_plain_subject(low, catalog)) is not None and word not in ids and not near_name(word, names):
        #: "what happened to kiteloftd around 3am": a plain word no word of the world holds, asked what befell it, is
        #: an unknown service (a gap), never an overview of the window
        unknown = [word]
    if not services and not unknown and (short := abbreviated_name(plain, catalog.descriptions)):
        services = [short]  # "tkt issu 挂了?": the words of one service's description, each shortened
    elif not services and not unknown and (noun := head_noun_name(plain, catalog.descriptions)):
        services = [noun]  # "how long was the portal down?": the one description ending in that noun
    elif not services and not unknown and (prefix := head_prefix_name(plain, catalog.descriptions)):
        services = [prefix]  # "快递员投大件一直失败": the start of one service's head, broken by a word of the question
    elif not services and not unknown and (tail := head_suffix_name(plain, catalog.descriptions)):
        services = [tail]  # "令牌化合作方": one service's head said without its first word ("银行卡")
    elif not services and not unknown and (deed := deed_name(plain, catalog.descriptions)):
        services = [deed]  # "旅客查行李位置的那个服务": what its users do, in the words of one service's head
    elif not services and not unknown and (deed := verb_first_name(plain, catalog.descriptions)):
        services = [deed]  # "订时段": the thing and deed ending one service's head ("时段预订"), said verb first
    elif not services and not unknown and len(deeds := verb_first_names(plain, catalog.descriptions)) == 2 and len(
            sides := PAIR_SPLIT.split(plain, maxsplit=1)) == 2 and all(
            verb_first_name(side, catalog.descriptions) == svc for side, svc in zip(sides, deeds, strict=True)):
        services = deeds  # "订场服务和租鞋服务 谁报错多": each side of a pair one service's head said verb first
    elif not services and not unknown and (booking := booking_app_name(plain, catalog.descriptions)):
        services = [booking]  # "订场app": the one booking app ("球道预订应用") called by its meaning words
    elif not services and not unknown and (short := thing_deed_short_name(plain, catalog.descriptions)):
        services = [short]  # "团订": the one "团体预订" head said by its thing's and its deed's own characters
    elif not services and not unknown and (joined := compound_name(plain, catalog.services)):
        services = [joined]  # "what broke lot registration?": a name joining the starts of the question's words
    elif not services and not unknown and loose is not None:
        services = [loose[1]]  # "ws网关", "GPS队列", "订单库": a qualifier of one thing of that kind, nothing else
    elif not services and not unknown and (initials := acronym_name(plain, catalog.descriptions)):
        services = [initials]  # "the kds rollback": the initials of one service's English head
    elif not services and not unknown and (respoken := respoken_head_name(plain, catalog.descriptions)):
        services = [respoken]  # "站台显示屏" of "站台信息屏": one head's first word and end, its middle said otherwise
    elif not services and not unknown and (resaid := resaid_head_name(plain, catalog.descriptions)):
        services = [resaid]  # "柜子租赁" of "储物柜租用": two of one head's characters, each opening a word of two
    elif not services and not unknown and (told := worded_description_name(plain, catalog.descriptions, short=True)) \
            and told not in catalog.infra():
        services = [told]  # "Bars couldn't place orders": every word of one application's head, said by its users
    if not services and not unknown:
        words = [w for w in _dedupe(_PLAIN_WORD_RE.findall(low)) if w not in {i.lower() for i in ids}]
        #: "swelcast 过去1h报了多少错", "buoywrie 现在正常吗": one plain word a slip of the fingers off a known name
        unknown = [w for w in words if near_name(w, names)]
        #: "wavecam 摄像头服务挂了没": a plain word the data does not hold, called a service; "wreathline 正常吗": one
        #: whose state is asked (a word of the world, "redis 正常吗" beside orders-redis, names no unknown thing)
        held = " ".join(_world_words(catalog)).lower()
        asked = [w for w in _ZH_STATE_ASKED_RE.findall(low) if w not in held]
        #: "alerts 服务现在正常吗", "notify 服务": a latin word called a service that is (in the plural or not) one
        #: segment of exactly one service's name ("alert" of alert-relay) names that service, never an unknown one
        services = _dedupe([owner for w in _ZH_CALLED_SERVICE_RE.findall(low) if w not in unknown
                            and (owner := _segment_owner(w, catalog.services)) is not None])
        asked = [w for w in asked if _segment_owner(w, catalog.services) is None]
        unknown += [w for w in _dedupe([*_ZH_CALLED_SERVICE_RE.findall(low), *asked]) if w not in unknown
                    and _segment_owner(w, catalog.services) is None
                    and w not in {i.lower() for i in ids} and w not in {n.lower() for n in names}
                    and w.upper() not in known_codes and w not in {a.lower() for a in catalog.alerts}]
    if services and (m := _PART_FOR.search(low)) is not None and m.group(1) not in _PART_PLAIN and not match_services(
            low[:m.end(2)], names, catalog.aliases()) and m.group(1) not in " ".join(_world_words(catalog)).lower():
        #: "the weather feed for the forecasts": no name, description, team or metric holds "weather", so the feed
        #: asked is a thing the data lacks (a gap), not the service its qualifier ("forecasts") names
        services, unknown = [], [f"{m.group(1)} {m.group(2)}"]
    typos = {u: near for u in unknown if (near := near_name(u, names))}
    services = _dedupe([*services, *(typos[u] for u in unknown if u in typos)])
    unknown = [u for u in unknown if u not in typos]
    # a code the logs do not know may still be in the knowledge base (an uploaded runbook): kept
    codes = _dedupe([known_codes.get(c.upper(), c) for c in _CODE_RE.findall(plain)
                     if c.upper() in known_codes or c.upper() not in {s.upper() for s in catalog.order_statuses}])
    known_alerts = {a.lower(): a for a in catalog.alerts}
    alerts = _dedupe([known_alerts[w.lower()] for w in _CAMEL_RE.findall(text) if w.lower() in known_alerts])
    scope = _closure(services, catalog) if services else None
    kinds = [k for k in kind_matches(plain, catalog.dependency_kinds) if k not in services
             and (scope is None or k in scope)]
    if (len(services) == 1 and len(kinds) == 1 and not ids
            and (_OWNED_KIND.search(plain) or (latin_word_owns_kind(plain, services[0], catalog)
                                               #: (the application named by its own name too is the subject,
                                               #: its store the suspect: "is the inventory postgres the reason
                                               #: <its name> timed out", sporelab, lead mend)
                                               and services[0].lower() not in plain.lower()))
            and not _APP_AND_ITS_STORE.search(plain)
            and kinds[0] in {dep for dep, _ in catalog.dependency_kinds.get(services[0], ())}):
        #: "订场的mysql 有问题吗": the kind word the application's name owns is its own store of that kind — the
        #: store is asked about, not the application above it ("membership postgres healthy?": the application's
        #: word right before the technology word, the same)
        services, kinds = list(kinds), []
    if not services and not unknown and not ids and len(kinds) > 1 and (
            by_word := _kind_by_word(plain, catalog, kinds)):
        services, kinds = [by_word], []  # "钱包那个 db 连接池是不是打满了": the database described by 钱包
    if not services and not unknown and not ids and kinds and (owner := _kind_side_owner(plain, catalog, kinds)):
        services = [owner]  # "账单那边是不是数据库连接池打满了": of the word's owners, the one with that kind beneath
        kinds = [k for k in kinds if k in _closure(services, catalog)]
    if not services and not unknown and not ids and not kinds and (owner := _side_owner(plain, catalog)):
        services = [owner]  # "理赔那边为啥一堆 500": the one application whose description holds the side's word
    elif not services and not unknown and not ids and not kinds and asks_same_cause(plain) and (
            owner := _side_owner(plain, catalog, _TROUBLE_NAMED.findall(plain))):
        services = [owner]  # "跟刷卡授权那个问题是同一个根因吗": the trouble named by its side's words
    if not services and not unknown and not ids and (partner := certificate_partner(plain, catalog.descriptions, [
            dep for deps in catalog.dependency_kinds.values() for dep, kind in deps if kind.lower() == "external"])):
        services = [partner]  # "航司证书…": a certificate named by a word of one external partner's description
    elif not services and not unknown and not ids and (owner := symptom_owner(plain, catalog.descriptions,
                                                                               catalog.infra())):
        services = [owner]  # "心跳积压几点开始的": the thing that backs up names its service
    elif not services and not unknown and not ids and not kinds and (owner := _lagging_owner(plain, catalog)):
        services = [owner]  # "truck positions are lagging way behind": of the holders of "truck", the one on a queue
    elif not services and not unknown and not ids and (owner := _alerted_owner(plain, catalog)) and (
            not kinds or owner in kinds):
        #: "Is this lock-wait episode already longer than the morning one?": no service named, the trouble's words
        #: are alerted on one service only (the store whose lock waits fire), so that one is asked, then its callers
        #: ("the db lock waits" where the world has two databases: the kind word's one whose lock waits fire)
        services, kinds = [owner, *sorted(_callers(owner, catalog))], []
    elif (len(services) == 1 and not unknown and not ids and asks_span(plain)
          and (owner := _alerted_owner(plain, catalog)) is not None and owner not in services
          and owner in catalog.dependencies.get(services[0], ())):
        #: "how long was the checkout lock-wait outage": the trouble's words are alerted on one dependency of the
        #: application named (its store's lock waits) — that trouble's span is asked: the store whose trouble it is
        #: first, the application beside it (never the application's other episode of the day, its bad deploy)
        services, kinds = [owner, services[0]], []
    elif not services and not unknown and not ids and kinds and (
            by_latin := _kind_by_latin_word(plain, catalog, kinds)):
        services, kinds = [by_latin], []  # "token redis 还在 evict 吗": the redis whose name or description says token
    elif not services and not unknown and not ids and (by_thing := _trouble_thing_owner(plain, catalog)):
        services, kinds = [by_thing], []  # "the second redis storm", "the 2nd keg storm": the thing whose storm
    elif not services and not unknown and not ids and len(kinds) == 1 and _KIND_THEN_TROUBLE.search(plain):
        #: "when did the ES slow queries stop": a kind word before its own trouble, in a world with one dependency of
        #: that kind, names it (invSH)
        services, kinds = list(kinds), []
    elif not services and not unknown and len(kinds) == 1 and _QUALIFIED_KIND.search(plain):
        #: "搜索缓存这个问题持续多久了": a qualified kind word, in a world with one dependency of that kind, names it
        services = list(kinds)
        kinds = []
    elif not services and not unknown and not ids and len(kinds) > 1 and len(
            exact := _kind_said_exactly(plain, catalog, kinds)) == 1 and _POOL_OR_STORE_OF_KIND.search(plain):
        #: "when did the mysql pool blow up" with a mysql and a postgres beneath: the one dependency whose own kind
        #: the question says ("mysql"), never both databases nor the window's incidents
        services, kinds = exact, []
    elif not services and not unknown and not ids and (exact := kind_said_alone(plain, catalog, kinds)):
        #: "when did the postgres start acting up", "pg慢查询几点恢复的", "mysql和pg哪个更久" with a mysql and a
        #: postgres beneath: the technology's own name (short or long) names the one dependency of that kind —
        #: each said, never both databases the generic word would name nor the window's incidents (invUA)
        services, kinds = exact, []
    by = _AFFECTED_BY.search(plain)
    victims = match_services(plain[:by.start()], catalog.services, catalog.aliases()) if by else []
    if services and (BACKLOG_WORDS.search(plain) or CATCH_UP.search(plain) or STALE_WORDS.search(plain) or (
            (_QUEUE_BACKING.search(plain) or asks_span(plain) or _QUEUE_TROUBLE.search(plain))
            and _all_queues(services, catalog))) and not (
            victims and not set(victims) & set(_queue_consumers(services, catalog))):
        #: "推送通知是不是也被 X 积压拖累了": a service named before the passive mark is the victim asked about, the
        #: queue's backlog after it the suspect — its lagging consumers are no subjects
        #: "Is the render backlog still going on?" naming a queue: the backlog is its consumers' lag (the queue
        #: itself logs nothing of it), so the applications that depend on it are asked, the queue beside them;
        #: "when did the alarm queue catch up?" asks the same lag's end, and so does "发货队列早上那波几点恢复的"
        #: (the onset, end or duration of a queue's trouble is its consumers' lag's)
        users = _queue_consumers(services, catalog)
        services = _dedupe([*users, *services]) if users else services
    elif services and asks_health(plain) and _all_queues(services, catalog) and not _QUEUE_ITSELF.search(plain) and (
            lagging := [c for c in _queue_consumers(services, catalog)
                        if BACKLOG_WORDS.search(catalog.alert_words.get(c, ""))]):
        #: "vehicle telemetry queue healthy?": a queue logs nothing of its own backlog — its consumers whose alerts
        #: speak of one (consumer lag) are asked beside it (never a user whose alerts speak of no backlog); the queue
        #: asked of itself ("X 这个 kafka 本身有没有毛病", "is the queue itself OK?") is the queue alone
        services = _dedupe([*lagging, *services])
    elif services and _all_queues(services, catalog) and not _QUEUE_ITSELF.search(plain) \
            and "cause" in aspects_of(plain, has_entity=True, has_record=False) and (
            lagging := [c for c in _queue_consumers(services, catalog)
                        if BACKLOG_WORDS.search(catalog.alert_words.get(c, ""))]):
        #: "昨晚八点电表读数一直读不出来，什么原因" naming a queue by its words: the queue logs nothing of its own
        #: trouble, so its consumers whose alerts speak of a backlog (the lag that kept the data from arriving) are
        #: asked beside it, as of its health — never "no anomaly" from the queue's silence alone
        services = _dedupe([*lagging, *services])
    #: "PTY-874968" of "PTY-874968/a": a part of a whole token held (or of the world's id shape) is no id of its own
    wholes = [t for t in candidates if t in resolved or t in unheld_ids]
    missing = [t for t in candidates if t not in resolved and (t in unheld_ids or (
        (_ID_LIKE.fullmatch(t) or _digit_ref(text, t)) and not any(t != w and t in w for w in wholes)))]
    missing += [w for pair in _ALERT_NAMED.findall(text) if (w := pair[0] or pair[1]).lower() not in known_alerts]
    if not (services or unknown or ids or kinds or alerts or codes or missing):
        #: "推送挂了吗", "is the invoicing service healthy?": a thing no name or alias names but the descriptions or
        #: teams of one to three applications hold (an English word by its stem)
        services = held_subject_owners(plain, lambda w, team=False: _heads_first(w, catalog, team=team),
                                       follow_up=follow_up, records=names_record_words)
    failing_unheld: list[str] = []
    if not (services or unknown or ids or kinds or alerts or codes or missing or follow_up) and (
            failing := unheld_failing_subject(plain, _world_words(catalog), names_record_words)) and not _records_word(
                failing, catalog):
        failing_unheld = [failing]  # "直播为什么失败": a gap first, then the world-wide picture labelled as such
    elif not (services or unknown or ids or kinds or alerts or codes or missing) and (
            subject := unresolved_subject(plain, _world_words(catalog), follow_up=follow_up,
                                          records=names_record_words)) and not (
            _ZH_SIDE_CALLED.search(plain) and _records_word(subject, catalog)):
        #: ("付款那块一直报错" where a description says "支付" and "payments": a side said in the words the world's
        #: records and English descriptions use is no gap, invTG)
        if (abbreviated := _abbreviated_owner(subject, catalog)) is not None:
            services = [abbreviated]  # "花单服务" of the one "鲜花订单服务": an abbreviation of its head (invUC)
        else:
            unknown = [subject]  # "支付服务现在正常不" in a world without one: a gap, never the whole world's health
    if not (unknown or ids or alerts or codes or missing) and not cause_worded(plain) and (
            tech := unheld_technology(plain, _world_words(catalog))) is not None:
        #: "商城的 redis 缓存命中率掉了没" in a world holding no redis: a thing the data lacks (a gap), never the
        #: health of the service it is said of (a suspect blamed — "是不是 redis 引起的" — is judged as before)
        services, kinds, unknown, failing_unheld = [], [], [tech], []
    return _Entities(services=services, unknown=unknown, alerts=alerts, codes=codes, ids=ids, kinds=kinds,
                     missing=_dedupe(missing), unheld=failing_unheld)


def _blamed(question: str, suspects: Sequence[str], catalog: Catalog) -> tuple[list[str], str]:
    """(owners, "") / ([], the unheld thing) / ([], "") of the thing a yes/no blames on its suspect, said before the
    yes/no marker with no name or alias there (``subjects.blamed_owners``)."""
    mark = _SUSPECT_MARK.search(question) or _SUSPECT_SLOT.search(question) or _CAUSE_OF.search(question)
    side = question[:mark.start()] if mark is not None else ""
    if not side.strip():
        return [], ""
    if named := match_services(side, catalog.services, catalog.aliases()):
        #: "are the failed manifests caused by X?": the side's alias in the plural, dropped from the entities, is
        #: still the thing blamed (never X's own trouble as the answer)
        return [n for n in named if n not in suspects], ""
    owners, thing = blamed_owners(side, lambda w, team=False: _holding(w, catalog, team=team), _world_words(catalog))
    owners = [o for o in owners if o not in suspects]
    return (owners, "") if owners else ([], thing)


def _unheld_suspect(question: str, catalog: Catalog) -> str | None:
    """The thing a yes/no names where it says its suspect ("是发票服务发版导致的吗", "跟风控服务有关系吗", "because of
    the fraud service?") when no name or alias is said there and nothing of the world holds it (``unresolved_subject``
    of the suspect's words), else None."""
    slot = suspect_slot(question)
    if not slot and (mark := _SUSPECT_MARK.search(question)) is not None:
        slot = question[mark.end():]
    if not slot.strip() or match_services(slot, catalog.services, catalog.aliases()):
        return None
    thing = unresolved_subject(slot, _world_words(catalog))
    #: "是否发版搞挂的": an operation or a trouble's kind said where the suspect is ("发版搞") is no thing named
    return None if thing is None or DEPLOY_SUSPECT.search(thing) or ACTION_WORDS.search(thing) else thing


def _intent(aspects: list[str], *, narrow: bool) -> Intent:
    if "record" in aspects:
        return "order"
    if narrow:
        return "confirm"
    if "how_to" in aspects and not ({"cause", "onset", "count", "health"} & set(aspects)):
        return "knowledge"
    if aspects == ["overview"]:
        return "overview"
    return "diagnose"


#: "一共报了几次", "how many times in total": occurrences counted in total
#: "how many E-1 errors did X log / throw?": a past count of what was logged (the code's whole run)
_DID_LOG = regex(r"\bdid\b.{0,60}?\b(?:log|throw|emit|report|raise|record|produce|spit out)\b", re.I)


_IN_TOTAL = regex(r"一共|总共|累计|合计|\bin total\b|\baltogether\b|\ball told\b", re.I)


#: "A vs B, which one logged more errors overall?": two subjects compared over all the data (no window of their own)
_OVERALL = regex(r"\boverall\b|\bin total\b|\baltogether\b|\ball told\b|总共|一共|累计|总体上?|整体上?", re.I)


#: "那 X 当时有告警吗", "was X alerting back then?": the moment of the earlier question's trouble, whenever it was
_AT_THE_TIME = regex(r"当时|那时|那会儿?|那个时候|\bat (?:that|the) time\b|\bback then\b", re.I)


#: "发版那半小时": the deploy's own half hour is its span (`_deploy_side`), never the last half hour
_DEPLOY_OWN_LENGTH = regex(r"(?<=发版|发布|上线)那(?:半|一)?个?(?:小时|钟头)")


def _window(question: str, earlier: Sequence[str], catalog: Catalog, now: datetime, aspects: list[str],
            codes: Sequence[str] = (), *, episodes: bool = False) -> TimeWindowSpec:
    zone = catalog.zone()
    question = _DEPLOY_OWN_LENGTH.sub("期间", question)
    spec = own = resolve_time(question, now=now, zone=zone)
    for previous in reversed(earlier):
        if spec.explicit:
            break
        if _OTHER_EPISODE.search(question) and (told := event_words(question)) and not set(told) & set(
                event_words(previous)):
            #: "那餐车证书那次呢？" after "票务库中午锁等待持续了多久": an episode named by another kind of trouble
            #: lies wherever it lies, not in the earlier question's hours
            break
        spec = resolve_time(previous, now=now, zone=zone)
    #: a follow-up about now ("它现在好了吗？", "and now?")
    if (spec is not own and spec.explicit and _LATER.search(question) and not asks_now(question)
            and not _STILL.search(question)):
        #: "那后来重新发上去了吗" after "昨天下午 X 发版是不是出问题了？": what happened after the earlier window,
        #: up to now
        return TimeWindowSpec(spec.start, own.end, True, f"{spec.source}起至现在")
    if spec is not own and (asks_now(question) or _STILL.search(question)):
        if not {"end", "duration"} & set(aspects):
            return own  # the recent window, not the earlier question's
        if spec.explicit and not asks_this_episode(question):
            #: ("现在这次持续了多久" after an earlier episode's window: the episode going on now, below)
            # "现在恢复了没？": from the earlier window up to now
            return TimeWindowSpec(spec.start, own.end, True, f"{spec.source}起至现在")
        #: "到现在持续多久了" after a question with no window of its own: the trouble began whenever it began (the
        #: wide window of a time question below), not within the last hour
        spec = own
    if not spec.explicit and LAST_TIME.search(question) and catalog.data_start:  # the last one: all the data
        spec = TimeWindowSpec(catalog.data_start, spec.end, False, "最近一次：覆盖全部可用数据")
    elif not spec.explicit and FIRST_TIME.search(question) and catalog.data_start:  # the first one: all the data
        spec = TimeWindowSpec(catalog.data_start, spec.end, False, "第一次：覆盖全部可用数据")
    elif (not spec.explicit and "count" in aspects and codes and catalog.data_start
          and (_IN_TOTAL.search(question) or _DID_LOG.search(question)) and not asks_now(question)):
        #: "发版那段时间 E-1234 一共报了几次": a code's occurrences in total, no clock window: all the data
        #: ("how many E-1234 errors did X log?": a code's lines asked in the past with no window, the same)
        spec = TimeWindowSpec(catalog.data_start, spec.end, False, "错误码累计次数：覆盖全部可用数据")
    elif (not spec.explicit and aspects == ["cause"] and codes and catalog.data_start and not asks_now(question)
          and not earlier and not _CODE_ONGOING.search(question)):
        #: "X 刷了一堆 E-5034，根子在哪": the cause of a code named with no window lies wherever the code's lines
        #: lie (its episode may have ended hours ago), not within the last hour
        start = max(now - _WIDE, catalog.data_start)
        spec = TimeWindowSpec(start, spec.end, False, "错误码原因：覆盖全部可用数据（至多 24 小时）")
    elif (not spec.explicit and "comparison" in aspects and catalog.data_start and not asks_now(question)
          and (len(codes) >= 2 or _OVERALL.search(question))):
        #: "X 的 E-1 和 E-2 哪个报得多": two codes set against each other with no window each count wherever they
        #: occurred (their episodes may lie on other days), not within the last hour
        spec = TimeWindowSpec(catalog.data_start, spec.end, False, "错误码对比：覆盖全部可用数据")
    elif not spec.explicit and (({"onset", "duration", "end"} & set(aspects)
                                 #: "is X still locking up?": whether it goes on now, over the recent window
                                 and ({"onset", "duration"} & set(aspects) or not still_of_any_verb(question)))
                                #: "这次跟第一次比，哪次报错多": the episodes compared lie wherever they lie
                                or ("comparison" in aspects and (episodes or compares_episodes(question)))
                                #: "证书过期和舱单积压，哪个持续得更久？": the troubles compared lie wherever they lie
                                or ("comparison" in aspects and LASTED_LONGER.search(question) is not None)
                                or (earlier and _AT_THE_TIME.search(question)) or (
            "yes_no" in aspects and DEPLOY_SUSPECT.search(question) and _suspect_terms(question, catalog.services))
                                #: "维修缓存那波有没有导致维修单失败？": the suspect's episode, named with no time, lies
                                #: wherever it lies (it ended hours ago), not within the last hour
                                or ("yes_no" in aspects and _EPISODE_CAUSED.search(question) is not None)):
        #: also "did the errors start right after 2026.11.3 went out?": a named release, whenever it went out
        start = max(now - _WIDE, catalog.data_start) if catalog.data_start else now - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "起止时间问题：覆盖全部可用数据（至多 24 小时）")
    if spec is own and aspects == ["health"]:
        #: "anything weird around half past nine?": the state around the clock, not an episode's hour past it
        spec = state_around(spec, question)
    return spec


def _notes(question: str, spec: TimeWindowSpec, pair: tuple[TimeWindowSpec, TimeWindowSpec] | None,
           missing: Sequence[str], catalog: Catalog, named: Sequence[str] = (), uncounted: str = "",
           quantity: str = "", inferred: str = "") -> str:
    """Gaps the head states first: a window outside the data, names the data does not hold, named services
    that never reported anything (no evidence of their state, healthy or not; ``inferred``: the silent partner whose
    health its callers' records answer, ``Plan.silent_asked`` — its own state stays unknown)."""
    window = _window_note(spec, catalog) or (_window_note(pair[1], catalog) if pair else "")
    absent = [f"数据中没有找到 {m} 的任何记录（日志、告警、订单或链路）" for m in missing]
    silent = [f"{s} 自身从未上报日志、指标或告警（以它为服务的记录一条也没有），"
              + ("无法确定它自身的状态：以上仅是从调用方的记录推断" if s == inferred else "无法直接确定它的状态")
              for s in named if catalog.silent and s in catalog.silent]
    untracked = (f"数据中没有关于「{uncounted}」的记录（日志、告警、指标和业务记录的状态里都没有这一项），"
                 "无法统计其数量" if uncounted else "")
    spelled = [s for s in named if s.lower() in question.lower()]  # "water pressure" names no service by "water"
    subject = f"{'、'.join(spelled[:2])} 的" if spelled else ""
    unnamed = (f"数据中没有{subject}「{quantity}」的指标（没有任何指标名或业务记录测量这一项），无法确定其数值"
               if quantity else "")
    return "；".join(x for x in (window, *absent, *silent, *_unmeasured(question, catalog, named), untracked, unnamed)
                    if x)


def _activity_callees(text: str, subject: str, catalog: Catalog) -> list[str]:
    """The subject's dependencies whose Chinese description head, without its kind word ("约课服务" → "约课"), ``text``
    says ("学员App四点多约课咋老失败" of the app calling the lesson-booking service)."""
    out = []
    for dep in catalog.dependencies.get(subject, ()):
        head = _ZH_KIND_TAIL.sub("", description_head(catalog.descriptions.get(dep, "").split(" / ")[0]).strip())
        if len(head) >= 2 and _CJK.search(head) and head in text:
            out.append(dep)
    return out


#: the kind word a Chinese description head ends with ("约课服务", "路考预约服务")
_ZH_KIND_TAIL = regex(r"(?:服务|系统|平台|接口|数据库|缓存|队列|引擎|网关|中心|模块|worker)$", re.I)


def _measures(metric: str, stem: str) -> bool:
    """Whether a word of the metric's name opens with the stem ("disk" in disk_free, not in rediskv_hits)."""
    return any(word.startswith(stem.rstrip("_")) for word in re.split(r"[_.:-]+", metric) if word)


#: a metric counting events per unit of time ("lock_waits_per_s"): how often, not how much
_EVENT_RATE = regex(r"_per_(?:s|sec|second|min|minute)$|_(?:total|count)$")


def _unmeasured(question: str, catalog: Catalog, named: Sequence[str]) -> list[str]:
    """A resource the question asks a figure of (CPU, memory, disk…) that no metric of the data measures (not
    said when other metric sources are configured: ``catalog.silent`` is then unknown)."""
    if not catalog.metrics or catalog.silent is None:
        return []
    names = [m.lower() for m in catalog.metrics]
    subject = f"{'、'.join(named[:2])} 的" if named else ""
    gaps = [f"数据中没有{subject}{label}指标（没有找到任何 {label} 相关的指标记录），无法确定其数值"
            for pattern, label, stems in _METRIC_WORDS
            if pattern.search(question) and not any(_measures(n, stem) for n in names for stem in stems)]
    for word in percent_levels(question):  # "below 20% battery", "油量低于 20%": a level no metric measures
        if any(pattern.search(word) for pattern, _, _ in _METRIC_WORDS):
            continue  # "内存超过 90%": the resource lexicon above judges it
        if word not in _NOT_A_QUANTITY and not any(word[:4] in n for n in names):
            gaps.append(f"数据中没有 {word} 相关的指标（没有找到任何 {word} 的指标记录），无法确定其数值")
    for m in AVERAGE_OF.finditer(question):  # "the average battery level of…": a quantity no metric measures
        word = m.group(1).lower()
        known = any(re.search(words, m.group(0), re.I) for words, _ in METRIC_WORDS)
        #: "the avg wait in the holds queue" beside lock_waits_per_s: a rate of events measures how often they
        #: happen, never their average amount (unless a rate is what is asked: "average request rate")
        rate_asked = (m.group(2) or "").lower() in ("rate", "rates", "per", "frequency")
        measured = [n for n in names if word[:4] in n and (rate_asked or not _EVENT_RATE.search(n))]
        rates = [n for n in names if word[:4] in n]
        if not known and word not in NO_QUANTITY and not measured and rates:
            gaps.append(f"数据中没有测量 {word} 平均值的指标（{'、'.join(rates[:2])} 只是每单位时间的次数，"
                        f"不是 {word} 的大小），无法确定其数值")
        elif not known and word not in NO_QUANTITY and not measured:
            gaps.append(f"数据中没有 {word} 相关的指标（没有找到任何 {word} 的指标记录），无法确定其数值")
    return gaps


def _with_comparison(aspects: list[str]) -> list[str]:
    """Two windows set against each other ask a comparison; a bare default aspect gives way to it."""
    if "comparison" in aspects:
        return aspects
    if aspects in (["cause"], ["overview"], ["health"]):
        return ["comparison"]
    return [*aspects, "comparison"]


def _window_note(spec: TimeWindowSpec, catalog: Catalog) -> str:
    lo, hi = catalog.data_start, catalog.data_end
    if lo is None or hi is None:
        return ""
    if spec.end < lo or spec.start > hi:
        return "所问时间窗超出数据范围：该时段没有任何日志、指标或告警记录，无法确定当时的情况"
    return ""


def _label(spec: TimeWindowSpec, catalog: Catalog) -> str:
    zone = catalog.zone()
    start, end = format_local(spec.start, zone), format_local(spec.end, zone)
    if start[:10] == end[:10]:
        end = end[11:]
    return f"{start} ~ {end}（{catalog.timezone}）"


#: "when did X start erroring after the deploy": an onset asked after a deploy said as a noun
_AFTER_DEPLOY_ONSET = regex(r"\b(?:when|what time)\b.*\b(?:start|begin|began|started)\b.*\b(?:after|since)\s+"
                            r"(?:the|its)\s+(?:deploy(?:ment)?|release|rollout)\b", re.I)


def _iso(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _with_conversation(question: str, ents: _Entities, catalog: Catalog, lookup_ids: IdLookup | None,
                       earlier_questions: Sequence[str], *, pronoun: bool) -> _Entities:
    """The question's entities completed from the most recent earlier question that named some: when it names none
    of its own, uses a pronoun, or names only a suspect ("could it be orders-db?", "会不会是 X 的问题？")."""
    inherited = _Entities()
    if not ents.ids and (person := owner_asked(question)) is not None and (
            ids := next((found for earlier in reversed(earlier_questions)
                         if (found := _entities(earlier, catalog, lookup_ids).ids)), {})):
        #: "which diver made it?" after "booking X failed, why?": whose the earlier record is — the person word names
        #: its owner, never a service whose description shares it (a "diver app")
        own = _entities(re.sub(rf"\b{re.escape(person)}\b", " ", question, flags=re.I) if person else question,
                        catalog, lookup_ids)
        return _Entities(services=own.services, unknown=own.unknown, alerts=own.alerts, codes=own.codes, ids=ids,
                         kinds=own.kinds, missing=own.missing)
    if not ents.services and not ents.unknown and (part := _alias_part_named(question, earlier_questions, catalog)):
        #: "那 App 那边一共报了多少错?" after "骑行App 开锁报错咋回事": a part of an alias the conversation used
        ents = ents.model_copy(update={"services": [part]})
    #: "那 Y 呢，也是一样的原因？" after "X 为啥报错": Y against the earlier question's subject (one cause or two)
    suspect_only = _suspect_follow_up(question, ents, earlier_questions, catalog) or (
        bool(earlier_questions) and len(ents.services) == 1 and asks_same_cause(question))
    #: "which started first, that or the grading lab rollout?": a side of a choice said by a pronoun is the earlier
    #: question's subject, beside the service the other side names
    pronoun_side = pronoun and bool(earlier_questions) and _PRONOUN_SIDE.search(question) is not None
    if (not ents.services and not ents.unknown and (pronoun or not ents.any)) or suspect_only or pronoun_side:
        for at, earlier in reversed(list(enumerate(earlier_questions))):
            #: a follow-up of its own ("影响了多少拍品" after the first question) counted what the trouble reached
            inherited = _entities(_uncounted(earlier) if at else earlier, catalog, lookup_ids)
            if inherited.any:
                break
        if (len(inherited.services) == 1 and not ents.any and not inherited.ids and asks_same_cause(question)
                and at > 0 and not _own_time(earlier_questions[at], catalog)):
            #: "是同一个原因吗" after "X 为啥报错" / "那 Y 呢？": the subjects of the two questions before are the two
            #: sides (each with its own chain), not only the last one — when the last names no time of its own
            #: ("现在结账失败又是为什么" after "八点那会儿退税单为什么失败" sets two windows against each other)
            side = _entities(earlier_questions[at - 1], catalog, lookup_ids).services
            if len(side) == 1 and side != inherited.services:
                inherited = inherited.model_copy(update={"services": [*side, *inherited.services]})
        if not suspect_only and len(inherited.services) > 1 and (by := _AFFECTED_BY.search(earlier)) and (
                subject := _entities(earlier[:by.start()], catalog, lookup_ids).services):
            #: "so it's fine right now?" after "is X affected by the Y problem?": X, the service asked about, is
            #: the subject — not the trouble it was asked to be affected by
            inherited = inherited.model_copy(update={"services": subject})
        elif (not suspect_only and len(inherited.services) > 1 and asks_log_lines(question)
              and (hit := _HITS.search(earlier)) and (hit_one := _entities(earlier[hit.end():], catalog,
                                                                           lookup_ids).services)):
            #: "and how many errors did it throw?" after "did the Y mess hit X last night?": the lines are those of X,
            #: the service asked to be hit — not of the trouble that hit it
            inherited = inherited.model_copy(update={"services": hit_one})
        #: "比第一次那波长还是短？" after "闸机是不是又挂了": an episode named of the thing told before, likewise
        if not inherited.any and not ents.any and (_bare_health(question) or (
                named_episodes(question) and not asks_same_cause(question))
                or (aspects_of(question, has_entity=True, has_record=False) == ["end"]
                    and not _night_to_now(earlier_questions[-1:], catalog))):
            #: "现在好了吗" after "昨晚直播卡顿是怎么回事" (no name anywhere): the thing the trouble was told of (a word
            #: several services' descriptions share) is asked about now — never an overview of the world's other
            #: troubles; so is its end ("几点恢复的" after "下午验配为啥卡住了": never another service's blip that ended
            #: first in the window; its onset keeps the earlier symptom as its referent) — not after a window running
            #: up to now ("它几点恢复的" after "昨晚扣款失败是咋回事" at 00:38: the thing's holders may have a later
            #: trouble in it, not the one told)
            inherited = next((_Entities(services=owners) for earlier in reversed(earlier_questions)
                              if (owners := told_thing_owners(
                                  earlier, lambda w, team=False: _holding(w, catalog, team=team))
                                  or _side_word_owners(earlier, catalog))), inherited)
    elif not ents.ids and asks_record_owner(question):
        #: "and how many of that member's bookings failed today?" after "what happened to booking X?": the record
        #: the earlier question named (its owner is counted), beside the services this question names
        for earlier in reversed(earlier_questions):
            if (ids := _entities(earlier, catalog, lookup_ids).ids):
                return _Entities(services=ents.services, unknown=ents.unknown, alerts=ents.alerts,
                                 codes=ents.codes, ids=ids, kinds=ents.kinds, missing=ents.missing)
    return _Entities(
        services=(_dedupe(inherited.services + ents.services) if pronoun or suspect_only
                  else (ents.services or inherited.services)),
        unknown=ents.unknown or ([] if ents.services else inherited.unknown),
        alerts=ents.alerts or ([] if ents.any else inherited.alerts),
        codes=ents.codes or ([] if ents.any else inherited.codes),
        ids=ents.ids or ({} if ents.any else inherited.ids),
        kinds=ents.kinds, missing=ents.missing)


#: "the first gate outage", "the turnstile incident": the word told before a trouble noun
_THING_OF_TROUBLE = regex(r"\b([a-z][a-z-]{2,})\s+(?:outages?|incidents?|episodes?|failures?|troubles?)\b",
                          re.I)


#: "what went wrong with the workshop seats", "are the parcel lockers ok": the thing after its article (one to three
#: words, the last one's plural s left)
_EN_THING_TOLD = regex(r"\b(?:the|our|my)\s+((?:[a-z]{3,}\s+){0,2}[a-z]{3,}?)s?\b(?=\s*(?:$|[?,.!;]|\s+(?:this|last|"
                       r"yesterday|today|tonight|earlier|at|around|in|on|since|after|before|between|from|are|is|"
                       r"were|was|have|has|had|got|went|keep|kept)\b))", re.I)


def _told_thing_holders(question: str, catalog: Catalog) -> list[str]:
    """The services holding the thing a question told in words and named by no service (one to three holders of
    the longest Chinese word, or of an English phrase after its article), applications first; [] otherwise."""
    def holding(word: str, team: bool = False) -> list[str]:
        return _holding(word, catalog, team=team)

    if owners := told_thing_owners(question, holding):
        return owners
    for m in _EN_THING_TOLD.finditer(question):
        words = m.group(1).lower().split()
        for k in range(len(words)):
            phrase = " ".join(words[k:])
            if phrase in _NOT_THINGS:
                continue
            if 0 < len(owners := holding(phrase)) <= 3:
                return owners
    return []


_NOT_THINGS = frozenset({"problem", "issue", "trouble", "outage", "incident", "error", "system", "site", "app",
                         "service", "thing", "morning", "afternoon", "evening", "night", "day", "week"})


def _episode_thing_owners(question: str, catalog: Catalog) -> list[str]:
    """The services holding the thing of a question that names an episode of one trouble (by its order, two
    compared, or the one now) and no service: the holders of its longest Chinese word held, or of the English
    word before its trouble noun (one to three, applications first); [] otherwise."""
    if asks_same_cause(question) or not (
            named_episodes(question) or compares_episodes(question) or asks_this_episode(question)):
        #: "跟中午那次是同一个问题吗？": the two windows set against each other decide (invEH), not a subject
        return []

    def holding(word: str, team: bool = False) -> list[str]:
        return _holding(word, catalog, team=team)

    if owners := told_thing_owners(question, holding):
        return owners
    for m in _THING_OF_TROUBLE.finditer(question):
        if m.group(1).lower() not in _EPISODE_WORDS and 0 < len(owners := holding(m.group(1))) <= 3:
            return owners
    return []


#: a comparative whose own side is left out: "比第一次那波长还是短？", "那比第一次久吗"
_OWN_SIDE_LEFT = regex(r"^\s*(?:那|那么)?\s*(?:是不是|是)?\s*比")


def _with_episode_now(question: str, earlier_questions: Sequence[str]) -> str:
    """"比第一次那波长还是短？" after "这次几点开始的": a comparative opening with 比 names one episode (by its order or
    part of the day) and leaves its own side out — the episode the latest earlier question was on (this one, 这次):
    the question completed with it ("这次比第一次那波长还是短？"); unchanged otherwise."""
    if (not earlier_questions or _OWN_SIDE_LEFT.search(question) is None or compares_episodes(question)
            or [kind for kind, _ in named_episodes(question)] not in (["nth"], ["part"])
            or not asks_this_episode(earlier_questions[-1])):
        return question
    return "这次" + question.lstrip()


#: "那现在这次呢？", "这回呢", "and this time?", "what about the current one?": the episode going on now, asked nothing
#: of its own
_THIS_ONE_ABOUT = regex(r"^\s*(?:那|那么)?\s*(?:现在|眼下|目前)?\s*(?:这次|这回|这一次|这一回|这波|这一波)\s*(?:的)?\s*"
                        r"呢\s*[？?]?\s*$|^\s*(?:and|what about|how about)\s+(?:this time|this one|"
                        r"the current one|the one now)\s*[?？]?\s*$", re.I)


#: the earlier episode's own time in the question asked again of the one going on now ("how long did the backlog
#: this morning last?" → "and the one now?"): a part of the day or a day, with its "那次" — the episode now replaces it
_EARLIER_EPISODE_TIME = regex(
    r"\s*\b(?:(?:this|yesterday|last|in the|tonight'?s?)\s+(?:morning|afternoon|evening|night)|yesterday|today|"
    r"tonight|earlier(?: today| on)?|at lunch(?:time)?|around (?:noon|lunch(?:time)?))\b(?:'s)?|"
    r"(?:(?:今天|今日|昨天|昨日|前天)(?:的)?)?(?:今早|今晚|昨晚|凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|半夜|夜里)(?:的)?"
    r"(?:那次|那波|那会儿?|那一次)?(?:的)?|(?:今天|今日|昨天|昨日|前天)(?:的)?(?:那次|那波|那一次)?(?:的)?", re.I)


def _this_one_asked(question: str, earlier_questions: Sequence[str]) -> str:
    """"那现在这次呢？" after "持续了多久" (of an earlier episode): the latest earlier question asked again of the
    episode going on now ("现在这次持续了多久"), the earlier episode's own time words left out ("this morning",
    "早上那次": they would hold the window on it); unchanged when the question asks something of its own, or the
    earlier one names an episode of its own beside (it would be asked twice)."""
    if not earlier_questions or _THIS_ONE_ABOUT.search(question) is None:
        return question
    earlier = earlier_questions[-1]
    if compares_episodes(earlier) or asks_this_episode(earlier) or _THIS_ONE_ABOUT.search(earlier):
        return question
    earlier = _EARLIER_EPISODE_TIME.sub("", earlier).strip() or earlier
    if re.search(r"[\u4e00-\u9fff]", earlier) is None:
        return earlier.strip().rstrip("?？ ") + " - the current one, right now?"
    return "现在这次" + earlier.lstrip()


#: "那第一波呢？", "and in the second one?": another of the subject's episodes named by its order, asked nothing else
_NTH_ONE_ABOUT = regex(r"^\s*(?:那|那么)?\s*第([一二三])(?:次|个|回|波|起)\s*(?:的)?\s*呢\s*[？?]?\s*$|"
                       r"^\s*(?:and|what about|how about)\s+(?:in\s+|for\s+|during\s+|with\s+)?the\s+"
                       r"(first|second|third)(?:\s+(?:one|time|episode|wave|storm|incident|outage))?\s*[?？]?\s*$",
                       re.I)


_NTH_CN = {"一": 1, "二": 2, "三": 3}


_NTH_EN = {"first": 1, "second": 2, "third": 3}


#: an earlier question's own ordinal (its Chinese numeral, or its English word)
_NTH_IN_EARLIER = regex(r"第([一二三])(?=次|个|回|波|起)|\bthe (first|second|third)\b", re.I)


def _nth_one_asked(question: str, earlier_questions: Sequence[str]) -> str:
    """"那第一波呢？" after "第二波…什么时候开始的", "and in the second one?" after "how many … failed in the first
    storm?": the latest earlier question asked again of the episode the follow-up names by its order (the earlier
    question's own ordinal replaced). Unchanged when the question asks something of its own, or the earlier one
    names no episode by its order."""
    m = _NTH_ONE_ABOUT.search(question)
    if not earlier_questions or m is None:
        return question
    n = _NTH_CN[m.group(1)] if m.group(1) else _NTH_EN[m.group(2).lower()]
    earlier = earlier_questions[-1]
    found = _NTH_IN_EARLIER.search(earlier)
    if found is None:
        return question
    word = "第" + "一二三"[n - 1] if found.group(1) else "the " + ("first", "second", "third")[n - 1]
    return earlier[:found.start()] + word + earlier[found.end():]


#: an earlier question asking when a trouble began or ended, or how long it lasted
_TROUBLE_TIMED = regex(r"几点|什么时候|啥时候|多久|多长时间|\bwhen\b|\bwhat time\b|\bhow long\b", re.I)


#: a part of the day (after its day word, if any): the window of the earlier question's episode, not the day's
_DAY_PART_ZH = regex(r"(今天|昨天|前天)?(?:早上|上午|中午|下午|傍晚|晚上|凌晨|清晨|早晨|一大早)|(今|昨)(?:晚|早)(?!点)")


def _earlier_over_its_day(question: str, earlier_questions: Sequence[str]) -> list[str]:
    """"第二次呢" after "日票app今天早上几点开始出问题的": the nth episode asked lies where it lies that day — the
    part of the day that placed the earlier question's (first) episode is dropped from it, its day kept ("今天早上" →
    "今天", "昨晚" → "昨天"); ``earlier_questions`` unchanged when the question names no episode by its order alone, or
    the earlier one names one by its own order, asks no time of a trouble, or names no part of a day."""
    m = _NTH_ONE_ABOUT.search(question)
    if not earlier_questions or m is None or not m.group(1):
        return list(earlier_questions)
    earlier = earlier_questions[-1]
    part = _DAY_PART_ZH.search(earlier)
    if _NTH_IN_EARLIER.search(earlier) or not _TROUBLE_TIMED.search(earlier) or part is None:
        return list(earlier_questions)
    day = part.group(1) or (part.group(2) + "天" if part.group(2) else "今天")
    return [*earlier_questions[:-1], earlier[:part.start()] + day + earlier[part.end():]]


#: "which one was longer?", "哪次更久？": a choice between episodes that names neither
_WHICH_ONE_ONLY = regex(r"^\s*(?:so\s+|and\s+|ok\s+)?which\s+(?:one|of them)\s+(?=(?:was|lasted|went on|ran|took)\s+"
                        r"(?:longer|shorter)\b)|^\s*(?:那|那么)?\s*(?=哪一?(?:次|波|回|个)(?:持续)?(?:得|了)?(?:更久|更长|时间更长|更短|"
                        #: "哪次更严重" after "X 昨天两次出事": the two episodes set against each other (their lines)
                        r"更严重|更厉害|更糟|更凶|影响更大)\s*[？?]?\s*$)|"
                        #: "哪次挂掉的单多", "哪次更久 各多长时间": any choice opening with 哪次 / 哪波 (invSH)
                        r"^\s*(?:那|那么)?\s*(?=哪一?(?:次|波|回)[\u4e00-\u9fff])", re.I)


#: a side told as an incident ("the 6am storm or the 8am one", "六点那波 跟 八点那次"): its records are its runs
_INCIDENT_SIDES = regex(r"\b(?:storm|wave|incident|outage|spike|burst|blip)s?\b|那次|那波|那一波|那回|那阵", re.I)


#: "the two bed cache storms", "两波": an earlier question naming two episodes of one trouble
_TWO_NAMED = regex(r"两次|两回|两波|两起|\btwo (?:[a-z][\w-]* ){0,3}?(?:incidents|outages|episodes|storms|waves|"
                   r"spikes|bursts)\b", re.I)


#: the bare choice, naming no side ("which one was longer?", not "…, that or the X now?")
_BARE_CHOICE = regex(r"(?:was|lasted|went on|ran|took)\s+(?:longer|shorter)\s*[?？]?\s*$|哪一?(?:次|波|回|个)", re.I)


#: "今天出了几次问题？", "how many times did X act up?": an earlier question asking how often one thing broke
_HOW_OFTEN = regex(r"几次|几回|几波|多少次|\bhow many times\b|\bhow often\b", re.I)


def _one_thing_asked(earlier: str, catalog: Catalog | None, lookup_ids: IdLookup | None) -> bool:
    """The conversation's only earlier question asks of one thing alone ("when did the X cache act up today?",
    "X 今天出了几次问题？"): no two things named, no choice or comparison of its own — a bare "which one was
    longer?" after it can choose only between that thing's episodes."""
    if (catalog is None or LASTED_LONGER.search(earlier) or _TWO_TOLD.search(earlier)
            or compares_episodes(earlier) or WHICH_FIRST.search(earlier)):
        return False
    return len(_entities(earlier, catalog, lookup_ids).services) == 1 or _HOW_OFTEN.search(earlier) is not None


def _which_of_two(question: str, earlier_questions: Sequence[str], catalog: Catalog | None = None,
                  lookup_ids: IdLookup | None = None) -> str:
    """"which one was longer?" after "when were the two bed cache storms today?" (or after turns naming the second
    one by its order): a choice between the two episodes the conversation named, asked as "which of the two …"
    ("两次中哪次更久") — the subject's episodes compared, not its health. So after a conversation's only question
    asking of one thing alone ("试衣日历缓存今天出了几次问题？", "when did the X cache act up today?"): "one" can
    only be one of that thing's episodes. Unchanged otherwise."""
    m = _WHICH_ONE_ONLY.search(question)
    if m is None or not earlier_questions:
        return question
    if not (any(_TWO_NAMED.search(q) for q in earlier_questions[-2:])
            or any(episode_ordinal(q) >= 2 for q in earlier_questions[-2:])
            or (len(earlier_questions) == 1 and _BARE_CHOICE.match(question[m.end():]) is not None
                and _one_thing_asked(earlier_questions[0], catalog, lookup_ids))):
        return question
    if _CJK.search(question[m.end():m.end() + 1] or ""):
        return "两次中" + question[m.end():]
    return "which of the two " + question[m.end():]


def _with_again_sides(question: str, earlier_questions: Sequence[str], catalog: Catalog, clock: datetime,
                      lookup_ids: IdLookup | None) -> str:
    """"which one was longer?" after "bookings are failing again, same as at lunch?": the turn told its one subject
    failing again and the earlier time it failed (a window of its own, over before now) — the two episodes are the
    one of that time and the one going on now, asked as that choice ("which one was longer, X <time> or the one
    now?", "X <time>那次和现在这次，哪次更久"); unchanged otherwise."""
    m = _WHICH_ONE_ONLY.search(question)
    if m is None or len(earlier_questions) != 1 or not fails_again(earlier_questions[0]):
        return question
    turn = clean_question(earlier_questions[0])
    told = _entities(turn, catalog, lookup_ids).services
    spec = resolve_time(turn, now=clock, zone=catalog.zone())
    if len(told) != 1 or not spec.explicit or spec.end >= clock - _NOW_SLACK or not spec.source:
        return question
    if _CJK.search(question[m.end():m.end() + 1] or ""):
        return f"{told[0]} {spec.source} 那次和现在这次，{question[m.end():]}"
    return f"{question.rstrip('?？ ')}, {told[0]} {spec.source} or the one now?"


#: a window ending this close to now runs up to now
_NOW_SLACK = timedelta(minutes=1)


#: a follow-up's opening that carries the earlier question over ("and …?", "那 …呢", "what about …")
_TURN_OPENING = regex(r"^\s*(?:(?:and|also|plus|what about|how about|then)\b|那么?|还有|以及|再看看?)\s*|"
                      r"\s*(?:呢)?\s*[?？。.!！]*\s*$", re.I)


#: the asking words around a turn's trouble ("how long was …", "what happened with …", "…持续了多久")
_TURN_ASKING = regex(r"^\s*(?:how long (?:was|were|did|has|had)|what happened (?:with|to)|what(?:'s| was) up with)\s+|"
                     r"\s+(?:last|go on|take)\s*$|(?:持续了?|闹了|拖了)?(?:多久|多长时间)(?:了|啊)?\s*$|"
                     r"(?:是)?(?:怎么了|怎么回事|出(?:了)?什么(?:事|问题)了?)\s*$", re.I)


#: "tell me about …", "说说 …": the asking words before a turn's told troubles
_TELL_ABOUT = regex(r"^\s*(?:(?:can you |could you )?tell me (?:more )?about|说说|讲讲|看看|看一下)\s*", re.I)


#: "that" / "那个" said as one side of a choice ("…, that or the morning one?", "那个还是今早那次")
_THAT_SIDE = regex(r"(?:(?<=[,，])|(?<=^))\s*(?:\b(?:that|this)(?:\s+one)?\b|那个|那次|这个|这次)\s*"
                   r"(?=\bor\b|还是|和|跟)", re.I)


#: a turn's asking words around its trouble ("when did …", "what broke …", "… start?")
_TURN_ASKED_WORDS = regex(r"^\s*(?:when|what time|why)\s+(?:did|was|were|do|does)\s+|^\s*what\s+broke\s+|"
                          r"^\s*how many\s+(?:errors|error lines|failures|lines)\s+did\s+|"
                          r"(?<=\w)\s+(?:log|logged|throw|hit)(?=\s+(?:in|during)\s)|"
                          r"\s+(?:start|begin|kick off|end|stop|clear|recover)\s*$|"
                          r"(?:是)?(?:几点|什么时候|啥时候)(?:开始|结束|恢复)?的?\s*$|(?:原因)?是(?:啥|什么)\s*$|"
                          r"为(?:啥|什么)", re.I)


def _with_that_side_timed(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                          lookup_ids: IdLookup | None) -> str:
    """"which one was longer, that or the morning one?" after "when did the stock cache go nuts after lunch?" (or
    "…, that or tonight's so far?" after "when did last night's X storm start?"): "that" is the conversation's trouble
    (the latest earlier turn naming a thing, its own time kept) and the other side names no thing, only a time —
    another episode of the same trouble. Asked as the one choice ("which one was longer, the stock cache going nuts
    after lunch or the morning one?"), its two episodes set against each other by span; unchanged otherwise."""
    m = _THAT_SIDE.search(question)
    if (m is None or not earlier_questions or LASTED_LONGER.search(question) is None
            or FAILED_MORE.search(question) is not None):
        return question
    other = _CHOICE_SPLIT.split(question[m.end():], maxsplit=1)
    if len(other) != 2 or _entities(other[1], catalog, lookup_ids).any or not _own_time(other[1], catalog):
        return question
    told = next((q for q in reversed(earlier_questions) if _entities(q, catalog, lookup_ids).services), "")
    told = _TURN_ASKED_WORDS.sub("", _TURN_ASKING.sub("", _TURN_OPENING.sub("", told))).strip()
    if (not told or _TWO_TOLD.search(told) or len(_entities(told, catalog, lookup_ids).services) != 1
            or not _own_time(told, catalog)):
        return question
    return f"{question[:m.start()]} {told} {question[m.end():].lstrip()}".replace("  ", " ")


#: "and the fitting backlog this afternoon, which one was longer?": a side told of its own, then the bare choice
#: after a comma, a question mark or a dash said between words ("and the X last night - which one was longer?"; a
#: hyphen inside a name is no dash)
_OWN_SIDE_WHICH = regex(r"^\s*(?:(?:and|also|what about|how about|then)\b|那么?|还有)?\s*"
                        r"(?P<side>[^,，?？]{3,80}?)(?:\s*[,，?？]|\s+-{1,2}|\s*[–—]+|\s*呢\s*|\s+(?=哪))\s*"
                        r"(?P<asked>which\s+(?:one|of them)\s+(?:was|lasted|went on|ran|took)\s+(?:longer|shorter)\b"
                        r"[^,，]*|哪一?(?:个|次|波|回)(?:持续)?(?:得|了)?(?:更久|更长|时间更长|更短)[^,，]*)$", re.I)


#: "跟昨晚那个 X 积压比 哪个更久": the side told as the one set against ("跟/和/与 … 比"), then the bare choice
_OWN_SIDE_AGAINST = regex(r"^\s*(?:那么?|还有)?\s*(?:跟|和|与)\s*(?P<side>[^,，?？]{2,60}?)\s*"
                          r"(?:相比|比较|比)(?:一下|起来)?\s*[,，]?\s*(?P<asked>哪一?(?:个|次|波|回)(?:持续)?(?:得|了)?(?:更久|更长|时间更长|更短)[^,，]*)$",
                          re.I)


#: a side said as an episode ("今天下午那次", "今天下午的", "the one at ten", "this afternoon's"), not a bare time
#: ("and this afternoon")
_EPISODE_SAID = regex(r"(?:那|这)(?:次|回|波|一次|一波)|的\s*$|\b(?:the|that)\s+(?:[\w:.-]+\s+){0,2}?one\b|"
                      r"\w['’]s\s*$", re.I)


def _night_to_now(questions: Sequence[str], catalog: Catalog) -> bool:
    """Whether a question's own time runs from an earlier local day up to the data's now (昨晚 asked after
    midnight): its window holds the night's trouble and the present's."""
    now = catalog.data_end or datetime.now(UTC)
    zone = catalog.zone()
    return any((spec := resolve_time(q, now=now, zone=zone)).explicit and spec.end >= now
               and spec.start.astimezone(zone).date() < now.astimezone(zone).date() for q in questions)


def _counted_episode_carried(question: str, plan: Plan, earlier_questions: Sequence[str], clock: datetime,
                             catalog: Catalog) -> int:
    """"那多少张" after "第一波闸机风暴期间有票失败吗", "how many sessions failed in that one?" after "which one was
    the longest?": a bare count of records, its subject carried from the conversation and no time, episode or now of
    its own, counts the one episode the latest earlier question named by its order (or as the longest); 0 when it
    names none."""
    if (not earlier_questions or not (plan.inherited_subject or has_pronoun(question)) or named_episodes(question)
            or compares_episodes(question) or asks_this_episode(question) or asks_now(question)
            or resolve_time(question, now=clock, zone=catalog.zone()).explicit):
        return 0
    return episode_ordinal(earlier_questions[-1])


def _carried_episode(question: str, earlier_questions: Sequence[str]) -> int:
    """The episode order a follow-up refers to by a pronoun and names no episode of its own: "那它什么时候恢复的?"
    after "闸机第一次为啥出问题" asks the first episode's end, not the end of the one going on now; 0 when the latest
    earlier question names no single episode by its order, or the follow-up names an episode, now, or "still"."""
    if (not earlier_questions or not has_pronoun(question) or named_episodes(question)
            or compares_episodes(question) or asks_this_episode(question) or asks_now(question)
            or _STILL.search(question) is not None):
        return 0
    return episode_ordinal(earlier_questions[-1])


#: words before a trouble noun that name no thing ("the first outage", "this second incident")
_EPISODE_WORDS = frozenset({"first", "second", "third", "last", "latest", "current", "this", "that", "the", "two",
                            "both", "other", "earlier", "later", "previous", "same", "one", "big", "whole"})


#: the Chinese words a side is called by ("今天上午付款那块": 付款), before 那块 / 这边 …
_ZH_SIDE_WORDS = regex(r"([\u4e00-\u9fff]{2,8}?)(?:那边|那块|这边|这块|那头)")


def _side_word_owners(earlier: str, catalog: Catalog) -> list[str]:
    """"那现在呢 好了吗" after "今天上午付款那块是不是出过事": a side called in words the world's English descriptions
    say in their own terms (付款 ↔ "deposit payment service", ``_records_word``) is the thing told — the one to three
    services (applications first, ``_holding``) whose descriptions hold the side's trouble words; else []."""
    owners: list[str] = []
    for m in _ZH_SIDE_WORDS.finditer(earlier):
        if not _records_word(m.group(1), catalog):
            continue
        for word in symptom_words(m.group(1), lexicon_only=True):
            owners += [s for s in _holding(word, catalog) if s not in owners]
    return owners if 0 < len(owners) <= 3 else []


def _bare_health(question: str) -> bool:
    """"现在好了吗", "正常了没": a health question whose subject is left out (an overview when nothing names one).

    "跟中午那次是同一个问题吗？" reads as health too, but asks whether two troubles share one cause: the windows
    set against each other decide it (``trouble_windows``), never the told thing's holders' health."""
    return (not asks_same_cause(question) and aspects_of(question, has_entity=True, has_record=False) == ["health"]
            and aspects_of(question, has_entity=False, has_record=False) == ["overview"])


def _health_of_its_own(asked: str, catalog: Catalog, lookup_ids: IdLookup | None) -> bool:
    """Whether the clause after a scene asks the health of things it names itself (no pronoun, no blame)."""
    return (asks_health(asked) and not has_pronoun(asked) and _BLAMED.search(asked) is None
            and bool(_entities(asked, catalog, lookup_ids).services))


def _segment_owner(word: str, services: Sequence[str]) -> str | None:
    """The one service one of whose name's segments is ``word`` or its singular ("alerts" → alert-relay); else None."""
    forms = {word, word[:-1] if word.endswith("s") else word, word[:-2] if word.endswith("es") else word}
    owners = [s for s in services if forms & set(re.split(r"[-_.]", s.lower()))]
    return owners[0] if len(owners) == 1 else None


def _alias_part_named(question: str, earlier_questions: Sequence[str], catalog: Catalog) -> str | None:
    """The service an earlier question named by an alias of a Chinese word and a latin one ("骑行App") when the
    follow-up says only the latin word ("那 App 那边…"): the part stands for the whole the conversation used — the
    latest earlier question that used such an alias holding the word; None when it names several services."""
    words = {w.lower() for w in re.findall(r"(?<![A-Za-z0-9_.-])([A-Za-z]{3,})(?![A-Za-z0-9_.-])", question)}
    if not words:
        return None
    aliases = catalog.aliases()
    for earlier in reversed(earlier_questions):
        low = earlier.lower()
        named = {svc for alias, svc in aliases.items()
                 if (m := re.fullmatch(r"[\u4e00-\u9fff]{2,4}\s?([a-z]{3,})", alias)) and m.group(1) in words
                 and alias in low}
        if named:
            return named.pop() if len(named) == 1 else None
    return None


#: "did the Y mess hit X?", "Y 有没有影响到 X": the service asked to be hit stands after the verb
_HITS = regex(r"\b(?:hit|affect|impact|hurt|reach|break|take down|drag down|spill (?:over )?(?:into|onto))"
              r"\s+(?!by\b)|"
              r"(?<!受)(?:影响到|波及到|拖累到|连累到|打到|殃及)了?", re.I)


#: "is X affected by the Y problem?", "X 是不是受 Y 影响": the service asked about stands before the mark, the
#: trouble it may suffer from after it
_AFFECTED_BY = regex(r"\b(?:affected|impacted|hit|hurt|caused)\s+by\b|\bbecause of\b|\bdue to\b|"
                     r"受(?:到|了)?(?=\S{1,40}?(?:的)?(?:影响|牵连|连累|拖累|波及))|"
                     r"被(?=[^，,。？?！!]{1,40}?(?:的)?(?:影响|牵连|连累|拖累|波及))", re.I)


def _suspect_follow_up(question: str, ents: _Entities, earlier_questions: Sequence[str],
                       catalog: Catalog | None = None) -> bool:
    """A follow-up naming only a suspect ("是 X 引起的吗？", "跟 X 有关系吗", "was it X?"): a yes/no about X for
    the conversation's subject, in the conversation's window. One suspect may be named by words that fit a client
    and the partner behind it ("is it the card partner again?"): one chain, one suspect asked."""
    return (bool(earlier_questions) and (len(ents.services) == 1 or _one_chain(question, ents.services, catalog))
            and _FOLLOW_SUSPECT.search(question) is not None and not _ASKS_WHAT.search(question))


def _silent_peer_of(services: Sequence[str], catalog: Catalog) -> str | None:
    """The one silent peer among ``services`` when every other one calls it directly (the question's words named
    the peer and its callers), else None."""
    silent = [s for s in services if catalog.silent and s in catalog.silent]
    if len(silent) != 1:
        return None
    others = [s for s in services if s != silent[0]]
    return silent[0] if all(silent[0] in catalog.dependencies.get(o, ()) for o in others) else None


def _one_chain(question: str, services: Sequence[str], catalog: Catalog | None) -> bool:
    """Two services one phrase named, one depending on the other (a client and its partner), with no either-or."""
    if catalog is None or len(services) != 2 or re.search(r"\bor\b|还是|或者|或是", question, re.I):
        return False
    first, second = services
    return second in catalog.dependencies.get(first, ()) or first in catalog.dependencies.get(second, ())


#: a follow-up naming a dependency kind as the suspect: "was it the database?", "是数据库那边拖的吗"
#: "was it only the cache, or the db too?", "只是缓存，还是数据库也有问题？": two kinds, either or both — which of
#: them had trouble (each one's own evidence), never one yes/no of the subject
_KIND_EITHER = regex(r"^\s*(?:was|is)\s+(?:it|this|that)\s+(?:only|just)\s+(?:the\s+)?[\w -]{1,30}?\s*,?\s+or\s+"
                     r"(?:was\s+it\s+)?(?:the\s+)?[\w -]{1,30}?(?:\s+(?:too|as well|also))?\s*[?？]?\s*$|"
                     r"^\s*(?:是)?(?:只是|就是|仅仅是|光是|只有)\s*\S{1,16}?\s*[，,]?\s*还是\s*\S{1,16}?\s*也\S{0,8}[？?]?\s*$",
                     re.I)


_KIND_FOLLOW = regex(r"^\s*(?:was|is|could)\s+(?:it|this|that)\s+(?:be\s+)?(?:the\s+|a\s+|an\s+|our\s+)?"
                     r"[\w -]{1,30}?\s*[?？]?\s*$|"
                     r"^\s*(?:是|就是|会不会是|是不是)\s*\S{1,24}?(?:的)?(?:吗|么|吧)?\s*[？?]?\s*$|"
                     + _KIND_EITHER.pattern, re.I)


def _kind_follow_up(question: str, ents: _Entities, earlier_questions: Sequence[str]) -> bool:
    """A follow-up naming only a dependency kind ("was it the database?", "是数据库那边拖的吗"): a yes/no about the
    conversation subject's dependency of that kind, in the conversation's window."""
    return (bool(earlier_questions) and not ents.services and not ents.unknown and bool(ents.kinds)
            and (_KIND_FOLLOW.search(question) is not None or _FOLLOW_SUSPECT.search(question) is not None)
            and not _ASKS_WHAT.search(question))


def _measure_and_operation(aspects: list[str], *, measured: bool, actions: bool) -> list[str]:
    """"现在积压了多少条消息？" asks a measure's value (a count), not a count of log lines; "回滚了没有？" asks a yes/no
    about an operation (with its onset, end or count), answered from its change events."""
    if measured and set(aspects) <= {"cause", "health", "count", "overview"}:
        aspects = ["count"]
    if actions:
        aspects = [a for a in aspects if a not in ("health", "cause", "overview", "yes_no")]
        aspects = [a for a in ("yes_no", *aspects) if a in ("yes_no", "onset", "end", "count")]
    return aspects


#: "这两次哪次时间更长", "which of the two was longer?": the two the turns told, pointed at and nothing else said
#: (no ordinal, no time, no name of its own)
_THESE_TWO = regex(r"\s*(?:(?:这|那)两(?:次|回|波|起|个)(?:里|中|之中)?\s*|(?:so\s+)?)"
                   r"(?:哪一?(?:次|回|波|起|个)[\u4e00-\u9fff]{0,8}|which of (?:the|those|these) two\b[^?？]{0,30})"
                   r"[?？]?\s*", re.I)


#: "租鞋那个服务现在正常了吗": a word, 那个/这个, then 服务/系统 — the word describes the service (no pronoun)
_WORD_THAT_SERVICE = regex(r"(^|[\s，,。？?！!；;])([\u4e00-\u9fff]{2,6}?)(?:那个|这个)(?=\s*(?:服务|系统|应用|后台))")


def _word_that_service(question: str, catalog: Catalog) -> str:
    """"租鞋那个服务" → "租鞋服务" when every character of the word is in one service's description ("冰鞋租赁服务");
    "看看这个服务" (a verb before the pronoun) stays as it was."""
    def one(m: re.Match[str]) -> str:
        word = m.group(2)
        described = any(all(ch in text for ch in word) for text in catalog.descriptions.values())
        return m.group(1) + word if described else m.group(0)
    return _WORD_THAT_SERVICE.sub(one, question)
