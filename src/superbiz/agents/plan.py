"""The Planner's output and the rule-based (offline) Planner.

The offline Planner reads the question (``agents.question``: the aspects asked, entities named by name or by
aliases learned from the data, pronouns resolved from the conversation, ids looked up in the world's own data),
resolves its time expressions to an absolute window in the configured zone (``agents.timeparse``) and picks
evidence calls per aspect (``agents.plan_calls``). It works on any world the user connects: nothing here is
specific to the demo data.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Any, Literal, NamedTuple

from superbiz.agents.anchors import anchor_span, event_question, find_anchor, refers_back
from superbiz.agents.chain_words import chain_word_subject
from superbiz.agents.change_followups import rollback_subjects
from superbiz.agents.episode_days import this_against_day
from superbiz.agents.owner import owner_plan, team_counted, team_services
from superbiz.agents.plan_calls import plan_calls, retry_calls
from superbiz.agents.plan_entities import (
    _ANOTHER_EPISODE,
    _BAD_DEPLOY_SIDE,
    _BESIDES_ELSE,
    _BLAMED,
    _CALLS_FAILED,
    _CERT_SAID,
    _CJK,
    _CLOCK_SLACK,
    _CLOCKED_CHANGE,
    _ELSE_ASKED,
    _END_SAID,
    _FAILED_ONES_ZH,
    _FAILED_THINGS,
    _FIRST_SAID,
    _GOING_ON,
    _INCIDENTS_BACK,
    _MARKED_CAUSE_VERB,
    _MARKER_CAUSED,
    _MEASURE_WORDS,
    _OWN_REFERENT,
    _PAST_END,
    _PAST_END_MIN,
    _PAST_PART_END,
    _PEAK_ASKED,
    _PRONOUN_SIDE,
    _QUEUE_TROUBLE,
    _RECORDS_AS_NOUNS,
    _SLIPPED_NAME_RE,
    _SUSPECT_MARK,
    _UNDONE_WITHIN,
    _VERSION_NAMED,
    _WAVE_ASKED,
    _WHY_ASKED,
    _WIDE,
    STORES_WORSE,
    _bare_storm_cache,
    _callers,
    _chain_entry,
    _closure,
    _dedupe,
    _deploy_side,
    _Entities,
    _holding,
    _named_in_full,
    _names_time,
    _now_or_going_on,
    _own_time,
    _present_value_asked,
    _store_callers,
    _upstream_partners,
)
from superbiz.agents.plan_model import Catalog, Plan, PlannedCall, WindowAnchor, call_signature
from superbiz.agents.plan_sides import (
    _AFFECTED,
    _AFFECTED_BARE,
    _AGAIN,
    _ALSO_AFFECTED,
    _ANY_SERVICE,
    _APP_SAID,
    _AS_A_RESULT,
    _ASKED_WHETHER_ZH,
    _ASKS_WHAT,
    _BA_HARMED_ZH,
    _CAUSE_OF,
    _CAUSED_FAILURES,
    _CHANGE_AFTER,
    _CHANGE_ASKED,
    _CHANGE_SAID,
    _CHANGE_SCENE,
    _CHANGE_SPOKEN,
    _CHOICE_SPLIT,
    _CLAUSE_SPLIT,
    _CLEFT_CHANGE,
    _CLOCK_TERM,
    _COMPARE_FOLLOW,
    _COMPARED_WORDS,
    _CONCEPTS,
    _CROSS_ASKS,
    _CROSS_FOLLOW,
    _CUMULATIVE,
    _DAY_OF_CHANGE,
    _DEPLOY_CAUSE_ASKED,
    _EN_CLAUSE_SPLIT,
    _EPISODE_NAMED,
    _ERRORS_COUNTED,
    _FAILED_RECORD_WORDS,
    _FAILED_SEVERAL,
    _FOLLOW_ON,
    _FROM_CHANGE,
    _HARM_ASKED,
    _HARM_VERB,
    _HIT_DEED,
    _HIT_HARDER,
    _IT_CAUSED_ZH,
    _IT_HARMED,
    _LATEST_RECORD,
    _MARK_THEN_TROUBLES_CAUSE,
    _NOW_ONLY,
    _NOW_WAVE,
    _OCCASION_FIRST,
    _ONSET_ORDER,
    _ONSET_ORDER_ZH,
    _OTHER_EPISODE,
    _OWN_CHANGE_TROUBLE,
    _OWN_WORD,
    _PART_IN,
    _PART_WITH,
    _PRONOUN_ONLY,
    _RELATED_PAIR,
    _SAME_AS,
    _SLOT_TIME,
    _STATUS_ABOUT,
    _STILL,
    _THAT_CHANGE_CAUSED,
    _THAT_RUN,
    _THAT_TIME,
    _THE_ONES,
    _TIMES_FAILED_ZH,
    _TROUBLE_TOLD,
    _TWO_TOLD,
    _USERS_TOLD,
    _VICTIM_BY,
    _WENT_OK,
    _WHAT_ABOUT,
    _WHICH_EPISODE_SIDE,
    _WORSE_RECORDS,
    _YES_NO_OPENING,
    ANY_ALERT,
    DEPLOY_SUSPECT,
    _after_cause_turn,
    _all_queues,
    _both_sides,
    _cause_carried,
    _caused_statuses,
    _certificate_readers,
    _certificate_said,
    _change_named,
    _changed_only_trouble_told,
    _conversation_choice,
    _deed_doer,
    _deploy_suspect_part,
    _described_app,
    _described_part,
    _described_side,
    _described_slips,
    _episode_alerts,
    _failed_records_side,
    _failed_records_since,
    _failing_status_said,
    _head_noun_owner,
    _incident_marks,
    _kind_target,
    _names_of,
    _now_against_incident,
    _onset_order_kinds,
    _onset_order_side,
    _own_change_names,
    _part_end,
    _pool_caller,
    _queue_consumers,
    _record_makers,
    _records_fail,
    _records_owner,
    _second_side_timed,
    _side_by_description_words,
    _silent_side,
    _status_failing,
    _status_more,
    _status_nouned_at_clock,
    _status_worded,
    _statuses_of_sides,
    _suspect_terms,
    _team_named,
    _thing_named,
    _things_failed_sides,
    _time_of_one_side,
    _timed_turn,
    _told_owner,
    _trouble_owner,
    _which_first_troubles,
    alert_team,
    clocked_wave_sides,
    concept_terms,
    during_trouble,
    episode_sides,
    event_counted,
    events_compared,
    incident_after_counted,
    now_versus_incident,
    one_trouble_episodes,
    sides_named_by_events,
    span_told,
    suspect_slot,
)
from superbiz.agents.plan_terms import (
    CAUSE_PAIR_SPLIT,
    PAIR_SPLIT,
    about_failing,
    asked_level,
    asks_which_team,
    counts_incidents,
    counts_worded_status,
    described_failing_status,
    earlier_pair_side,
    names_records,
    near_name,
    same_cause_statuses,
    status_by_value,
    status_in_words,
    statuses,
    statuses_compared,
    uncounted,
    unmeasured_quantity,
    worded_description_name,
)
from superbiz.agents.plan_turns import (
    _AFTER_DEPLOY_ONSET,
    _EPISODE_SAID,
    _HITS,
    _INCIDENT_SIDES,
    _KIND_EITHER,
    _NOW_SLACK,
    _OWN_SIDE_AGAINST,
    _OWN_SIDE_WHICH,
    _TELL_ABOUT,
    _THESE_TWO,
    _TURN_ASKED_WORDS,
    _TURN_ASKING,
    _TURN_OPENING,
    _TWO_NAMED,
    _activity_callees,
    _blamed,
    _carried_episode,
    _counted_episode_carried,
    _earlier_over_its_day,
    _entities,
    _episode_thing_owners,
    _from_sides,
    _health_of_its_own,
    _intent,
    _iso,
    _kind_follow_up,
    _label,
    _measure_and_operation,
    _notes,
    _nth_one_asked,
    _own_clause_referent,
    _silent_peer_of,
    _state_then_trouble,
    _suspect_follow_up,
    _this_one_asked,
    _told_thing_holders,
    _unheld_suspect,
    _which_of_two,
    _window,
    _window_note,
    _with_again_sides,
    _with_comparison,
    _with_conversation,
    _with_episode_now,
    _with_that_side_timed,
    _word_that_service,
)
from superbiz.agents.question import (
    ALERTS_COUNTED,
    ASPECTS,
    BACKLOG_WORDS,
    CAUSED,
    CAUSING,
    EACH_CAUSE,
    FAILED_MORE,
    FIRST_FAILED_RECORD,
    FIRST_TIME,
    HARMED,
    HARMED_ZH,
    RECORD_ID_ASKED,
    SAME_CODE,
    SCENE_THEN_ASKED,
    TOLD_THEN_SUSPECT,
    WHICH_FIRST,
    IdLookup,
    asks_arrivals,
    asks_dependents,
    asks_failed_records,
    asks_failed_statuses,
    asks_firing_alerts,
    asks_live_build,
    asks_log_lines,
    asks_owner_others,
    asks_record_owner,
    asks_this_episode,
    aspect_worded,
    aspects_of,
    blank_names,
    cant_do_status,
    cause_worded,
    certificate_partner,
    compares_episodes,
    counted_state_status,
    counts_error_lines,
    counts_errors_or_failures,
    counts_own_noun,
    episode_ordinal,
    episode_pair,
    has_pronoun,
    kind_groups,
    kind_matches,
    match_services,
    names_record_words,
    names_two_episodes,
    qualified_calls_failing,
    record_aliases,
    record_topic,
    status_matches,
    time_marker,
    without_episode_parts,
)
from superbiz.agents.question import episode_sides as named_episodes
from superbiz.agents.question_ops import (
    ACTION_WORDS,
    ACTIONS,
    DEPLOY_NOUN,
    METRIC_WORDS,
    MORE_THAN_ONCE,
    actions_asked,
    actions_before,
    actions_counted,
    actions_since,
    actions_spanned,
    actions_timed,
    actions_when,
    asks_same_cause,
    asks_times,
    asks_version_of_it,
    before_told_trouble,
    counts_carried_troubles,
    counts_episodes,
    counts_troubles,
    end_boundary,
    ended_after_bad_deploy,
    ended_before_asked,
    metrics_asked,
    metrics_named,
    onset_boundary,
    operation_order,
    threshold_asked,
    without_same_cause,
)
from superbiz.agents.question_text import clean_question, set_aside
from superbiz.agents.subjects import (
    harmed_owners,
    told_thing_owners,
)
from superbiz.agents.suspect_episode import CHANGE_HARM_ASKED, asks_yes_no_change, change_part_said, own_episode_asked
from superbiz.agents.symptoms import event_words, symptom_words, trouble_kinds
from superbiz.agents.timeparse import (
    TimeWindowSpec,
    asks_now,
    format_local,
    resolve_time,
)
from superbiz.agents.timewindows import PRESENT_EPISODE, resolve_windows
from superbiz.agents.window_counts import counts_by_status, named_alert_firings
from superbiz.contracts import RetryContext
from superbiz.lazy_re import regex
from superbiz.render.answer_base import ANY_RECORDS_FAILED, LAST_EPISODE, LASTED_LONGER, LONGEST_EPISODE

__all__ = [
    "Catalog",
    "Plan",
    "PlannedCall",
    "call_signature",
    "offline_plan",
]


def _with_turns_choice(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                       lookup_ids: IdLookup | None) -> str:
    """"which one was longer?" after "how long was A?" and "and B last night?": a duration choice naming nothing
    and setting no sides of its own asks how long each of the last two turns' troubles lasted — the question asked as
    one choice of the two ("which one was longer, A or B last night?"), each side with its own time; unchanged when a
    turn told two troubles, the two turns do not name two things apart (one trouble's episodes) or the question
    names any."""
    #: ("which one failed more jobs?" after "what happened to A yesterday afternoon?" / "and B last night?": the
    #: records each turn's trouble failed, set against each other the same way)
    worse = STORES_WORSE.search(question) is not None
    if (not earlier_questions or _CHOICE_SPLIT.search(question)
            or (LASTED_LONGER.search(question) is None and FAILED_MORE.search(question) is None and not worse)
            or compares_episodes(question) or _entities(question, catalog, lookup_ids).any):
        return question
    pair_told = _TWO_TOLD.split(_TELL_ABOUT.sub("", _TURN_OPENING.sub("", earlier_questions[-1])).strip())
    if (len(pair_told) == 2 and all(p.strip() for p in pair_told) and LASTED_LONGER.search(question) is not None
            and FAILED_MORE.search(question) is None):
        #: "which one was longer?" after "tell me about the X storm yesterday evening and the Y cert thing
        #: overnight": the one turn told the two sides, each with its own time — asked as the one choice of the two
        a, b = (_TURN_ASKING.sub("", p).strip() for p in pair_told)
        chosen = (f"{a} 和 {b}，{question}" if _CJK.search(question)
                  else f"{_TURN_OPENING.sub('', question)}, {a} or {b}?")
        return chosen if _which_first_sides(chosen, catalog) is not None else question
    if len(earlier_questions) < 2:
        return question
    told = [_TURN_ASKING.sub("", _TURN_OPENING.sub("", q)).strip() for q in earlier_questions[-2:]]
    if not all(told) or any(_TWO_TOLD.search(t) for t in told):
        return question
    chosen = (f"{told[0]} 和 {told[1]}，{question}" if _CJK.search(question)
              else f"{_TURN_OPENING.sub('', question)}, {told[0]} or {told[1]}?")
    #: each turn names a thing of its own (two services told apart), or the turns name two episodes of one thing
    #: ("how long did the backlog this morning last?", "and the one now?"): the episodes set against each other
    if worse and LASTED_LONGER.search(question) is None and FAILED_MORE.search(question) is None:
        #: "which one was worse?" after "what went wrong with the mysql this morning?" / "and the postgres around
        #: 8?": each turn names one store of its own (by name or by its technology's name) — the two set against
        #: each other by what their troubles cost their callers (``plan_entities._store_callers``; invUA)
        stores = [_entities(t, catalog, lookup_ids).services for t in told]
        return (chosen if all(len(n) == 1 and n[0] in catalog.infra() for n in stores) and stores[0] != stores[1]
                else question)
    if LASTED_LONGER.search(question) is None:
        #: failed records asked: each turn names one thing of its own (a service), the two apart
        named = [match_services(t, catalog.services, catalog.aliases()) for t in told]
        return chosen if all(len(n) == 1 for n in named) and named[0] != named[1] else question
    if _which_first_sides(chosen, catalog) is not None or compares_episodes(chosen):
        return chosen
    if (not _entities(told[1], catalog, lookup_ids).any and _side_target(told[1], catalog) is None
            and (not (named_first := _entities(told[0], catalog, lookup_ids).services)
                 or (not _CJK.search(told[0]) and not any(name in told[0] for name in named_first)))):
        #: "which one was longer?" after "what happened with lens orders at 8 this morning?" / "and the one at ten?":
        #: the last turn names only a time — another episode of the trouble the earlier turn told in words of its
        #: own, or (in English) names its service only by words of its description ("lens orders", stop 53's merge:
        #: invSF made them name the app); a turn naming its service by its name, or in Chinese by an alias, is
        #: carried as the subject (`_turns_timed_sides`)
        return _timed_side_choice(told[1], question, earlier_questions[:-1], catalog, lookup_ids) or question
    return question


def _with_own_side_choice(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                          lookup_ids: IdLookup | None) -> str:
    """"and the fitting backlog this afternoon, which one was longer?" after "what happened to the ledger db
    yesterday?" / "how long did it last?": the follow-up tells one side of its own, the other is the trouble the
    conversation asked about (the latest earlier question naming a thing, its own time kept) — asked as the one
    choice of the two ("which one was longer, the ledger db yesterday or the fitting backlog this afternoon?");
    unchanged when the side names nothing, an earlier turn told two troubles, or the two sides are one thing."""
    m = _OWN_SIDE_WHICH.match(question) or _OWN_SIDE_AGAINST.match(question)
    if m is None or not earlier_questions:
        return question
    if not _entities(m.group("side"), catalog, lookup_ids).any:
        return _timed_side_choice(m.group("side").strip(), m.group("asked").strip(), earlier_questions, catalog,
                                  lookup_ids) or question
    #: "how long did the redis miss storm last?": a turn naming its trouble by a kind of part alone tells it too
    told = next((_TURN_ASKING.sub("", _TURN_OPENING.sub("", q)).strip() for q in reversed(earlier_questions)
                 if (ents := _entities(q, catalog, lookup_ids)).any or ents.kinds), "")
    if not told or _TWO_TOLD.search(told):
        return question
    side, asked = m.group("side").strip(), m.group("asked").strip()
    chosen = (f"{told} 和 {side}，{asked}" if _CJK.search(asked)
              else f"{asked.rstrip('?？ ')}, {told} or {side}?")
    return chosen if _which_first_sides(chosen, catalog) is not None else question


def _timed_side_choice(side: str, asked: str, earlier_questions: Sequence[str], catalog: Catalog,
                       lookup_ids: IdLookup | None) -> str | None:
    """"那今天下午那次呢 哪次更长" after "X 昨天中午怎么了" (or "which one was longer?" after "what happened with lens
    orders at 8 this morning?" / "and the one at ten?"): the side names no thing, only a time of its own — another
    episode of the trouble the conversation asked about (the latest earlier turn naming one thing, with a time of its
    own). Asked as the choice of the two episodes, the thing said by its service's name ("X 昨天中午那次和今天下午那
    次，哪次更长", "which one was longer, <its service> lens orders at 8 this morning or the one at ten?"); None when
    the side has no time, the turn names no one thing or no time, or no duration is asked."""
    side = re.sub(r"\s*呢\s*$", "", side)  # "那今天下午的呢，哪个更久"
    if LASTED_LONGER.search(asked) is None or _EPISODE_SAID.search(side) is None:
        return None
    for turn in reversed(earlier_questions):
        told = _TURN_ASKED_WORDS.sub("", _TURN_ASKING.sub("", _TURN_OPENING.sub("", turn))).strip()
        if not told or _TWO_TOLD.search(told):
            return None
        named = _entities(told, catalog, lookup_ids).services
        if len(named) > 1 or (not named and (target := _side_target(told, catalog)) is None):
            continue
        if not _own_time(told, catalog):
            return None
        if not named:
            told = f"{target} {told}"
        elif named[0] not in told:
            #: the thing said by words its service's description holds ("lens orders"), not by its name
            told = f"{named[0]} {told}"
        break
    else:
        return None
    if _CJK.search(asked):
        chosen = f"{told}{'' if told.endswith(('那次', '那个')) else '那次'}和{side}，{asked}"
    else:
        chosen = f"{_TURN_OPENING.sub('', asked).rstrip('?？ ')}, {told} or {side}?"
    #: the side's time is read beside the other's ("the one at ten" after "at 8 this morning" is ten in the morning)
    chosen = clean_question(chosen)
    sides = _CHOICE_SPLIT.split(chosen, maxsplit=1)
    return chosen if len(sides) == 2 and _own_time(sides[1], catalog) else None


def _turn_window(earlier_questions: Sequence[str], catalog: Catalog, clock: datetime,
                 lookup_ids: IdLookup | None) -> TimeWindowSpec | None:
    """The window the last earlier turn was answered over (its own plan, with the turns before it), when its own."""
    turn = offline_plan(earlier_questions[-1], catalog, earlier_questions=earlier_questions[:-1], now=clock,
                        lookup_ids=lookup_ids)
    if not turn.window_own or not turn.window_start or not turn.window_end:
        return None
    start = datetime.fromisoformat(turn.window_start.replace("Z", "+00:00"))
    end = datetime.fromisoformat(turn.window_end.replace("Z", "+00:00"))
    return TimeWindowSpec(start, end, True, earlier_questions[-1])


def _told_pair_sides(earlier_questions: Sequence[str], subject: str, catalog: Catalog, clock: datetime,
                     lookup_ids: IdLookup | None) -> tuple[TimeWindowSpec, TimeWindowSpec] | None:
    """"booking app had a cache problem after lunch and a db lock problem tonight right?" / "which one was longer?":
    the last turn told two troubles of ``subject``, each with its own time (its plan asked the subject over two
    windows, the one and the one set against it) — the two windows, in time order, as the two turns' would be.
    None when that turn asked of another subject or over one window."""
    turn = offline_plan(earlier_questions[-1], catalog, earlier_questions=earlier_questions[:-1], now=clock,
                        lookup_ids=lookup_ids)
    if (turn.services != [subject] or not (turn.window_start and turn.window_end and turn.compare_start
                                           and turn.compare_end)):
        return None
    sides = sorted((TimeWindowSpec(datetime.fromisoformat(a.replace("Z", "+00:00")),
                                   datetime.fromisoformat(b.replace("Z", "+00:00")), True, earlier_questions[-1])
                    for a, b in ((turn.window_start, turn.window_end), (turn.compare_start, turn.compare_end))),
                   key=lambda w: w.start)
    return (sides[0], sides[1]) if sides[0].start != sides[1].start else None


def _turns_timed_sides(earlier_questions: Sequence[str], subject: str, catalog: Catalog, clock: datetime,
                       lookup_ids: IdLookup | None) -> tuple[TimeWindowSpec, TimeWindowSpec] | None:
    """The windows the last two turns were answered over, when both asked of ``subject`` alone, each over a time
    of its own ("昨晚九点半排程库是不是锁等待了" / "凌晨两点那次呢",
    "what broke X early this morning?" / "and what's going on with X now?"): one trouble's two episodes told by
    the conversation, each named by its time — a bare "哪次更长" after them sets those two against each other.
    None when a turn told two things, named another subject or no time of its own, or the two windows are one."""
    if len(earlier_questions) < 2 or any(_TWO_TOLD.search(_TURN_OPENING.sub("", q))
                                         for q in earlier_questions[-2:]):
        return None
    sides: list[TimeWindowSpec] = []
    for k in (len(earlier_questions) - 1, len(earlier_questions)):
        turn = offline_plan(earlier_questions[k - 1], catalog, earlier_questions=earlier_questions[:k - 1],
                            now=clock, lookup_ids=lookup_ids)
        #: ("and what's going on with X now?": the side going on now, over the recent window up to now)
        if (turn.services[:1] != [subject] or not turn.window_start or not turn.window_end
                or not ((turn.window_own and turn.window_explicit) or asks_now(earlier_questions[k - 1]))):
            return None
        sides.append(TimeWindowSpec(datetime.fromisoformat(turn.window_start.replace("Z", "+00:00")),
                                    datetime.fromisoformat(turn.window_end.replace("Z", "+00:00")), True,
                                    earlier_questions[k - 1]))
    first, second = sorted(sides, key=lambda w: w.start)
    return (first, second) if first.start != second.start else None


#: an ordinal's episode word ("第一次缓存风暴", "the 2nd storm", "first wave"): the order names an episode
_ORDINAL_EPISODE_WORD = regex(r"第[一二三四五六七八九十两\d]+[次波回轮阵][^，,。？?]{0,8}?"
                              r"(?:风暴|故障|事故|积压|驱逐|抖动|异常|问题|报错|超时|雪崩|打满|那次|那波)|"
                              r"\b(?:first|second|third|1st|2nd|3rd|last|latest)\s+(?:[\w-]+\s+){0,3}?"
                              r"(?:storm|outage|incident|episode|wave|spike|backlog|burst|meltdown|one)\b", re.I)


#: the small hours said as the window (凌晨, "early this morning", 一大早): a part of the night, no calendar day
_SMALL_HOURS_SAID = regex(r"凌晨|清晨|一大早|大清早|\bearly[ -](?:this |in the |yesterday |today |on \w+ )?morning\b|"
                          r"\bearly today\b|\bsmall hours\b|\bafter midnight\b", re.I)


def _ordinal_count(question: str, plan: Plan, follow_up: bool) -> int:
    """The order of the one episode whose subject's lines are counted (`Plan.count_nth`), else 0: a count (no
    comparison, no records, no status, no code) of named services whose question names an episode by its order."""
    if ("count" not in plan.aspects or "comparison" in plan.aspects or "record" in plan.aspects or not plan.services
            or plan.episodes or plan.statuses or plan.error_codes or plan.order_ids or plan.user_ids
            or plan.compare_start or plan.episode_records_nth or asks_failed_records(question)):
        return 0
    nth = episode_ordinal(question)
    if nth == 0 or nth == LONGEST_EPISODE or _ORDINAL_EPISODE_WORD.search(question) is None:
        return 0
    return nth


#: a count asked bare, nothing of its own named: "and how many?", "一共报了多少错？", "多少条"
_BARE_COUNT = regex(r"(?:(?:and|so|ok)\s+)?how many(?:\s+(?:errors?|times|lines|of them|in total|total))?\s*[?？]?|"
                    r"那?(?:它|他们|它们)?(?:一共|总共|总计)?(?:报了|报|有|出了)?多少(?:条|次|个)?(?:错|错误|报错)?(?:呢)?\s*[?？]?",
                    re.I)


def _count_in_told_episode(question: str, earlier_questions: Sequence[str]) -> str:
    """A bare count follow-up ("and how many?") after a question naming an episode by its order ("during the first
    storm", "第一次风暴期间…"): the count is asked over that episode — its ordinal phrase is written into the
    question (invVG, hoofmoat-fu-gate-count-en); else the question unchanged."""
    if not earlier_questions or _BARE_COUNT.fullmatch(question.strip()) is None:
        return question
    told = _ORDINAL_EPISODE_WORD.search(earlier_questions[-1])
    if told is None:
        return question
    if question.isascii():
        return f"{question.strip().rstrip('?？').rstrip()} in the {told.group(0)}?"
    return f"{told.group(0)} {question.strip()}"


#: an episode told by a kind word before 那波/那次 ("缓存那波", "锁等待那次"), or a storm/wave said in English
_TOLD_WAVE = regex(r"[\u4e00-\u9fffA-Za-z]{2,}(?:那波|那次|那阵|风暴)|\b(?:storm|wave|outage|incident)\b", re.I)
_OTHER_SAID = regex(r"^\s*(?:那|那么|还有)?\s*(?P<x>[^\s呢？?]{2,20})\s*呢\s*[？?]?\s*$|"
                    r"^\s*(?:and|what about|how about)\s+(?:the\s+)?(?P<y>[\w -]{2,30}?)\s*[?？]?\s*$", re.I)
_SUBJECT_KIND_TAIL = regex(r"\s*(?:app|应用|服务|系统|service|api)", re.I)


def _other_in_told_wave(question: str, earlier_questions: Sequence[str], catalog: Catalog) -> str:
    """"那 X 呢" after a count over a told wave that named its subject first ("约课app上午缓存那波报了多少条错误"):
    the earlier question with X in its subject's place — the wave and its window carried with it (invVG, kilnhaus);
    else the question unchanged."""
    if not earlier_questions or (said := _OTHER_SAID.match(question)) is None:
        return question
    other = said.group("x") or said.group("y") or ""
    last = earlier_questions[-1]
    if "count" not in aspects_of(last, has_entity=True, has_record=False) or _TOLD_WAVE.search(last) is None:
        return question
    named = match_services(other, catalog.services, catalog.aliases())
    before = match_services(last, catalog.services, catalog.aliases())
    if len(named) != 1 or not before or named[0] in before:
        return question
    for end in range(2, len(last)):
        if len(first := match_services(last[:end], catalog.services, catalog.aliases())) == 1:
            #: the subject said first; a kind word after it ("缓存那波") only tells the wave
            if (tail := _SUBJECT_KIND_TAIL.match(last, end)) is not None:
                end = tail.end()
            if first[0] in match_services(last[end:], catalog.services, catalog.aliases()):
                return question
            return f"{other}{'' if _CJK.search(other) else ' '}{last[end:].lstrip()}"
    return question


class _Turn(NamedTuple):
    """The question as asked against the conversation's turns (``offline_plan``'s first stage)."""

    question: str
    earlier_questions: list[str]
    aside: list[str]  # statuses the question sets aside ("天气取消的别算")
    asked_as: str  # the question the answer sets its sides against, when a turn rewrote it
    turns_chosen: bool  # asked as one choice of two earlier turns' subjects


def _asked_turn(question: str, earlier: Sequence[str], catalog: Catalog, now: datetime | None,
                lookup_ids: IdLookup | None) -> _Turn:
    """Stage 1 of ``offline_plan``: the question cleaned and read against the earlier turns — a clause set aside
    dropped, an episode or a choice of two the conversation told written into it."""
    question = clean_question(question)
    question = _word_that_service(question, catalog)
    earlier_questions = [clean_question(q) for q in earlier]
    aside: list[str] = []
    if (unasked := set_aside(question))[1] and (aside := status_matches(unasked[1], catalog.order_statuses)):
        #: "…多少单是因为天气接口挂了失败的 天气取消的别算": the status set aside is neither the one counted nor among
        #: the failed records counted — the question is asked without that clause
        question = unasked[0]
    if not earlier_questions and (besides := _BESIDES_ELSE.search(question)) and _ELSE_ASKED.search(question):
        #: "anything else on fire right now besides the gates?": the rest of the troubles (the overview); the thing
        #: set aside is no subject
        question = question[:besides.start()] + question[besides.end():]
    if (scene := SCENE_THEN_ASKED.match(question)) and _health_of_its_own(scene.group(2), catalog, lookup_ids):
        #: "resale is down — is the resale db ok at least?": the statement sets the scene, the health asked after the
        #: dash is of the things named there (the resale application is not judged)
        question = scene.group(2)
    asked_as = ""
    if (over_day := _earlier_over_its_day(question, earlier_questions)) != list(earlier_questions):
        #: "第二次呢" after "日票app今天早上几点开始出问题的": the second episode of that day, wherever it lies
        earlier_questions = over_day
    if (this_one := _this_one_asked(question, earlier_questions)) != question:
        #: "那现在这次呢？" after "持续了多久": the earlier question asked of the episode going on now
        question = this_one
    elif (nth_one := _nth_one_asked(question, earlier_questions)) != question:
        #: "那第一波呢？" after "第二波…什么时候开始的": the earlier question asked of the episode named by its order
        asked_as = question = nth_one
    if (other_in_wave := _other_in_told_wave(question, earlier_questions, catalog)) != question:
        #: "那釉料商店呢" after "约课app上午缓存那波报了多少条错误": the earlier count, asked of the other subject in
        #: that same wave (asked whole: nothing more is carried from the turns)
        asked_as = question = other_in_wave
        earlier_questions = []
    if (told_nth := _count_in_told_episode(question, earlier_questions)) != question:
        #: "and how many?" after "what errors did the gates throw during the first storm": counted in that episode
        question = told_nth
    if (own_side_added := _with_episode_now(question, earlier_questions)) != question:
        #: "比第一次那波长还是短？" after "这次几点开始的": this episode set against the first
        asked_as = question = own_side_added
    if (again_sides := _with_again_sides(question, earlier_questions, catalog,
                                         now or catalog.data_end or datetime.now(UTC), lookup_ids)) != question:
        #: "which one was longer?" after "bookings are failing again, same as at lunch?": that time's episode
        #: against the one going on now
        asked_as = question = again_sides
        earlier_questions = []
    elif (of_two := _which_of_two(question, earlier_questions, catalog, lookup_ids)) != question:
        #: "which one was longer?" after "when were the two … storms today?": the two episodes named, compared
        asked_as = question = of_two
    turns_chosen = False
    if (chosen_turns := _with_turns_choice(question, earlier_questions, catalog, lookup_ids)) != question:
        #: "which one was longer?" after "how long was A?" and "and B last night?": asked as one choice of the two
        question, earlier_questions, turns_chosen = chosen_turns, [], True
        if compares_episodes(chosen_turns):
            #: two episodes of one thing: the answer sets them against each other as the question now says
            asked_as = chosen_turns
    elif (that_side := _with_that_side_timed(question, earlier_questions, catalog, lookup_ids)) != question:
        #: "which one was longer, that or the morning one?" after "when did X go nuts after lunch?": one choice
        question, earlier_questions = that_side, []
    elif (own_side := _with_own_side_choice(question, earlier_questions, catalog, lookup_ids)) != question:
        #: "and B this afternoon, which one was longer?" after "what happened to A yesterday?": one choice of the two
        question, earlier_questions = own_side, []
    return _Turn(question, list(earlier_questions), aside, asked_as, turns_chosen)


class _Said(NamedTuple):
    """What the question's own words name (``offline_plan``'s second stage)."""

    ents: _Entities
    part_named: str | None  # a suspect named by a part of one application's description
    carried: int  # the episode order a pronoun follow-up carries (0: none)


def _asked_entities(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                    lookup_ids: IdLookup | None) -> _Said:
    """Stage 2 of ``offline_plan``: the services, kinds, ids and unknown names the question itself names, its scene,
    changes, teams, parts of descriptions and episode things read to choose the subject (before the conversation's
    subject is carried)."""
    ents = _entities(question, catalog, lookup_ids, follow_up=bool(earlier_questions))
    if (not earlier_questions and ents.services and not ents.ids
            and (change_scene := _CHANGE_SCENE.search(question)) is not None
            and match_services(change_scene.group(1), catalog.services, catalog.aliases()) == ents.services[:1]
            and "cause" in aspects_of(question, has_entity=True, has_record=False)
            and (after_scene := _entities(question[change_scene.end():], catalog, lookup_ids)).services
            and ents.services[0] not in after_scene.services):
        #: "the courier app got a new version at 3:45 and right after that lockers stopped being assigned. what
        #: broke?": the service whose change only sets the scene is not asked about — the trouble told after it is
        ents = after_scene
    elif (not earlier_questions and ents.services and not ents.ids
            and (change_after := _CHANGE_AFTER.search(question)) is not None
            and match_services(change_after.group(1), catalog.services, catalog.aliases()) == ents.services[:1]
            and "cause" in aspects_of(question, has_entity=True, has_record=False)
            and (before_change := _entities(question[:change_after.start()], catalog, lookup_ids)).services
            and ents.services[0] not in before_change.services):
        #: "deposits blew up again around two forty, right after the design upload release. root cause?": the change
        #: said after the trouble only places it in time — the trouble told before it is what is asked about
        ents = before_change
    part_named = (_deploy_suspect_part(question, catalog) if earlier_questions and not ents.any and not ents.kinds
                  else None)
    if not part_named and not ents.any and not ents.kinds and asks_yes_no_change(question):
        #: "是不是教练端9点半那次发版搞的 约课才挂", "那教练端九点半的发版跟这有关系吗": the suspected change named by
        #: a part of one application's description right before it (a clock between) — that application is the suspect
        part_named = change_part_said(question, _described_part, catalog)
    if (not part_named and not earlier_questions and not ents.any and not ents.kinds
            and (deploy_cause := _DEPLOY_CAUSE_ASKED.search(question)) is not None
            and (subject_part := _described_part(question[:deploy_cause.start()], catalog)) is not None):
        #: "小卖部下午那个是发版导致的吗": the subject whose own deploy is asked as the cause, named by a part of one
        #: application's description ("小卖部" of the head "小卖部收银") — that application is the subject
        ents = ents.model_copy(update={"services": [subject_part]})
    if part_named:
        #: "是不是App发版搞的", "是不是商城前台两点那次发版导致的？": the suspect's deploy named by a part of one
        #: application's description (its head's "App", "前台") — that application is the suspect
        ents = ents.model_copy(update={"services": [part_named]})
    if not ents.any and (owners := _episode_thing_owners(question, catalog)):
        #: "闸机这次已经挂了多久了", "how long did the first gate outage last?": an episode of one trouble named by its
        #: order or as the one now, its thing told in a word several services' descriptions share — the holders
        #: (applications first) are the subject, whose alerts tell the episodes apart (an overview splits none)
        ents = ents.model_copy(update={"services": owners})
    if (carried := _carried_episode(question, earlier_questions)) and not ents.any and (
            not _entities(earlier_questions[-1], catalog, lookup_ids).any) and (
            owners := _episode_thing_owners(earlier_questions[-1], catalog)):
        #: "那它什么时候恢复的?" after "闸机第一次为啥出问题": "it" is the earlier question's episode, its thing told
        #: in a word several services share — the holders are the subject, the episode carried with them
        ents = ents.model_copy(update={"services": owners})
    if (not ents.any and earlier_questions and has_pronoun(question) and asks_now(question)
            and not any(_entities(q, catalog, lookup_ids).any for q in earlier_questions)
            and (owners := _told_thing_holders(earlier_questions[-1], catalog))):
        #: "are they fine now?" after "what went wrong with the workshop seats this morning" (an overview: no
        #: service named): "they" are the holders of the thing the earlier question told ("workshop seat": the
        #: booking service and its confirmation worker), not every service troubled now (of their state now only:
        #: "它几点恢复的？" after "昨晚扣款失败是咋回事？" asks the told trouble's end, searched over every service —
        #: its thing's holder may have another trouble firing now)
        ents = ents.model_copy(update={"services": owners})
    if (not ents.any and ents.kinds and (team_of := _team_asked(question, catalog, earlier_questions, lookup_ids))
            and len(own := [k for k in ents.kinds if catalog.teams.get(k) == team_of]) == 1):
        #: "沙漏组缓存那波几点结束的": a team word and a kind word two stores share — the team's own store of that kind
        #: is the subject (the other team's cache storming too is another trouble)
        ents = ents.model_copy(update={"services": own, "kinds": []})
    elif not ents.any and not ents.kinds and (team_said := _team_asked(question, catalog, earlier_questions,
                                                                        lookup_ids)) is not None:
        #: "票务组那个早上的问题几点恢复的": a team word and no service — the team's services are the subject (their
        #: trouble of the window is the one asked), never every service's (another team's deploy that morning)
        ents = ents.model_copy(update={"services": sorted(
            s for s, t in catalog.teams.items() if t == team_said and s in catalog.services)})
    elif (ents.services and not ents.ids and not ents.kinds
          and (members := team_services(question, alert_team(question, catalog), catalog, ents.services))):
        #: "会员组的服务今天报了多少错": the team's services in general, never only the member whose description
        #: shares the team word (``agents.owner``)
        ents = ents.model_copy(update={"services": members})
    if (ents.services and len(ents.kinds) == 1 and not ents.unknown and not ents.ids and not earlier_questions
            and (said_slot := suspect_slot(question)) and DEPLOY_SUSPECT.search(said_slot) is not None
            and (told_side := question[:max(0, question.find(said_slot) - 1)]).strip()
            and not match_services(told_side, catalog.services, catalog.aliases())
            and kind_matches(told_side, catalog.dependency_kinds) == ents.kinds
            and not kind_matches(said_slot, catalog.dependency_kinds)
            and set(match_services(said_slot, catalog.services, catalog.aliases())) == set(ents.services)):
        #: "第二次缓存风暴是不是13:30那次预约发版搞的": the one dependency a kind word names before the yes/no mark is
        #: the subject (its trouble the one asked about), the service named with the change after it the suspect —
        #: never the kind's store taken as the suspect of the deploying service's own trouble
        ents = ents.model_copy(update={"services": [*ents.kinds, *ents.services], "kinds": []})
    if (not ents.any and not ents.kinds and not ents.unknown and not earlier_questions
            and (storm := _bare_storm_cache(question, catalog)) is not None):
        #: "first storm - when did it end": a storm said bare (no thing of its own, no other name) is the world's one
        #: cache's — its episodes, by their order (a dangling "it" otherwise)
        ents = ents.model_copy(update={"services": [storm]})
    return _Said(ents, part_named, carried)


def _refined(plan: Plan, question: str, earlier_questions: Sequence[str], clock: datetime, catalog: Catalog, *,
             level_asked: bool) -> Plan:
    """The last stage of ``offline_plan`` before its calls: what the built plan's own fields decide — a measure only
    naming a span dropped, failed records per wave or side, an episode's records or lines by its order, a team's
    counts, an owner question."""
    if plan.metrics_asked and plan.statuses and not level_asked and (
            {"count", "record"} <= set(plan.aspects)
            #: "昨晚积压那会儿有多少张票是 SEAT_STUCK": a status named as the data spells it, counted
            or ("count" in plan.aspects
                and any(re.search(rf"(?<![A-Z0-9_]){re.escape(s)}(?![A-Z0-9_])", question) for s in plan.statuses))):
        #: "锁等待那段时间一共有多少张单没分到柜子": records of a status counted, the measure only naming their span —
        #: the records' count is asked, never the measure's value
        plan = plan.model_copy(update={"metrics_asked": []})
    if (plan.episodes and plan.episodes_two and "comparison" in plan.aspects and not plan.statuses
            and (asks_failed_records(question) or FAILED_MORE.search(question) is not None)
            and not counts_error_lines(question)):
        #: "两波订道故障，哪一波失败的单更多？": the two waves' failed records, each wave's own
        plan = plan.model_copy(update={"failed_waves": True})
    if (plan.compare_start and "comparison" in plan.aspects and not plan.statuses and not plan.episodes
            and (asks_failed_records(question) or FAILED_MORE.search(question) is not None
                 or _WORSE_RECORDS.search(question) is not None)
            and not counts_error_lines(question) and len(event_words(question)) == 1):
        #: "failed appts in yesterday's lock wait vs this morning's one": one trouble (its kind told once) on two
        #: windows — each side's failed records are that trouble's (the measure its kind names only tells its span)
        plan = plan.model_copy(update={"failed_trouble_sides": True, "metrics_asked": []})
    elif (plan.compare_start and "comparison" in plan.aspects and len(plan.statuses) == 1 and not plan.episodes
          and not plan.user_ids and not plan.order_ids and _INCIDENT_SIDES.search(question) is not None):
        #: "were more tee times bumped in the 6am storm or the 8am one?": a status on two windows each told as an
        #: incident — each side's records of it are those of the incident's runs, not the hour around its clock
        plan = plan.model_copy(update={"failed_trouble_sides": True, "metrics_asked": []})
    elif (plan.compare_start and "comparison" in plan.aspects and not plan.statuses and not plan.episodes
          and (_things_failed_sides(question) or (
              #: "跟现在这波比 哪次失败单多": the wave going on now against a told one — each side its window's
              #: trouble, over its runs (the one now began before the recent hour, invUC)
              _NOW_WAVE.search(question) is not None and FAILED_MORE.search(question) is not None))):
        #: "昨晚排车失败的单 跟 昨天下午签合同失败的单，哪个多？": each side's own failing thing, its window's trouble
        plan = plan.model_copy(update={"failed_things_sides": True})
    if (plan.statuses and (plan.services or (len(plan.statuses) == 1 and episode_ordinal(question) > 0))
            and {"count", "record"} <= set(plan.aspects) and not plan.episodes
            and "comparison" not in plan.aspects and not plan.order_ids and not plan.user_ids
            and ((nth := episode_ordinal(question) or _counted_episode_carried(question, plan,
                                                                            earlier_questions, clock, catalog)) > 0
                 or (
                #: "and how many fans got turned away?" after "why are the gates failing right now?": the episode
                #: going on now (-1), when the recent window also holds the end of an earlier one
                not resolve_time(question, now=clock, zone=catalog.zone()).explicit
                and not plan.this_episode_records and bool(earlier_questions)
                and asks_now(earlier_questions[-1]) and (nth := -1) < 0))):
        #: "how many bed holds failed in the first storm?", "and in the second one?": the records of that episode
        plan = plan.model_copy(update={"episode_records_nth": nth})
    if (nth := _ordinal_count(question, plan, bool(earlier_questions))):
        #: "第一次缓存风暴期间预约服务报了多少错", "how many errors did the booking app log in the 2nd storm": the
        #: subject's lines over the episode named by its order — the episode lies wherever it lies (the data, at most
        #: a day back, unless a time was said), each episode's lines queried apart (`investigate._episode_calls`)
        update: dict[str, Any] = {"episodes": True, "episode_nths": [nth], "count_nth": nth,
                                  "aspects": [a for a in plan.aspects if a != "onset"]}
        if not resolve_time(question, now=clock, zone=catalog.zone()).explicit:
            start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
            update |= {"window_start": _iso(start), "window_end": _iso(clock), "window_explicit": True,
                       "window_minutes": max(1, int((clock - start).total_seconds() // 60)),
                       "window_label": _label(TimeWindowSpec(start, clock, True, "所述异常"), catalog)}
        plan = plan.model_copy(update=update)
    plan = team_counted(question, plan, alert_team(question, catalog), catalog)
    if (owned := owner_plan(question, plan, catalog, earlier_questions)) is not None:
        plan = owned  # "谁负责闸机那个app", "which team owns X": the subjects' catalogue teams (``agents.owner``)
    return plan


def offline_plan(
    question: str,
    catalog: Catalog,
    *,
    retry_context: RetryContext | None = None,
    completed: Sequence[str] = (),
    earlier_questions: Sequence[str] = (),
    now: datetime | None = None,
    lookup_ids: IdLookup | None = None,
    anchored_at: datetime | None = None,
) -> Plan:
    """Plan the evidence to gather for ``question`` (round 2: widen and deepen, never a completed call).

    A follow-up without entities of its own, or with a pronoun ("它现在恢复了吗？"), takes them from the most
    recent earlier question of the conversation that named some; so does its time window.

    A window told relative to an event ("锁等待开始前一个小时", "the half hour before its rollout") is planned in two
    steps (`agents.anchors`): without ``anchored_at`` the plan carries the event's question in ``Plan.anchor`` (the
    chat loop asks it first); with the event's instant, the question is planned over the span it sets — the phrase
    said as that span's clocks, the window (or the one compared with) that span itself.
    """
    said = find_anchor(question)
    split = PAIR_SPLIT.search(question)
    if said is not None and refers_back(said) and (not earlier_questions or (
            split is not None and said.start > split.start())):
        said = None  # "last 15 minutes vs the 15 minutes before that": "that" is the first window, no event
    if said is None:
        return _lines_carried(_plan_question(question, catalog, retry_context=retry_context, completed=completed,
                                             earlier_questions=earlier_questions, now=now, lookup_ids=lookup_ids),
                              question, earlier_questions)
    side: Literal["a", "b"] = "b" if split is not None and said.start > split.start() else "a"
    zone = catalog.zone()
    if anchored_at is None:
        first = _plan_question(question.replace(said.phrase, " "), catalog, retry_context=retry_context,
                               completed=completed, earlier_questions=earlier_questions, now=now,
                               lookup_ids=lookup_ids)
        anchor = WindowAnchor(phrase=said.phrase, event=said.event, kind=said.kind, before=said.before,
                              minutes=said.minutes, side=side,
                              event_question=event_question(said, first.services[0] if first.services else "",
                                                             earlier_questions[-1] if earlier_questions else ""))
        return first.model_copy(update={"anchor": anchor})
    start, end = anchor_span(said, anchored_at.astimezone(UTC))
    if now is not None:
        end = min(end, now.replace(tzinfo=UTC) if now.tzinfo is None else now.astimezone(UTC))
    local = [format_local(t, zone)[11:] for t in (start, end)]
    clocks = f"between {local[0]} and {local[1]}" if said.english else f"{local[0]}到{local[1]}"
    where = f"{said.event}{'之前' if said.before else '之后'} {said.minutes} 分钟"
    plan = _lines_carried(_plan_question(
        question.replace(said.phrase, f" {clocks} "), catalog, retry_context=retry_context, completed=completed,
        earlier_questions=earlier_questions, now=now, lookup_ids=lookup_ids,
        anchored=(side, TimeWindowSpec(start, end, True, where))), question, earlier_questions)
    anchor = WindowAnchor(phrase=said.phrase, event=said.event, kind=said.kind, before=said.before,
                          minutes=said.minutes, side=side, event_question="",
                          at=anchored_at.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"))
    return plan.model_copy(update={"anchor": anchor})


def _lines_carried(plan: Plan, question: str, earlier_questions: Sequence[str]) -> Plan:
    """"那10点到10点半呢" after "X 报了多少 ERROR？": the count carried is of log lines, as the earlier turn asked —
    a zero per level is its answer (`Plan.lines_asked`), never a gap because the follow-up's own words name none."""
    if (plan.inherited_subject and earlier_questions and "count" in plan.aspects and not asks_log_lines(question)
            and asks_log_lines(earlier_questions[-1])):
        return plan.model_copy(update={"lines_asked": True})
    return plan


def _plan_question(
    question: str,
    catalog: Catalog,
    *,
    retry_context: RetryContext | None = None,
    completed: Sequence[str] = (),
    earlier_questions: Sequence[str] = (),
    now: datetime | None = None,
    lookup_ids: IdLookup | None = None,
    anchored: tuple[str, TimeWindowSpec] | None = None,
) -> Plan:
    """`offline_plan` of a question whose windows are told by time (``anchored``: the side a told event's span
    is, and that span)."""
    question, earlier_questions, aside, asked_as, turns_chosen = _asked_turn(
        question, earlier_questions, catalog, now, lookup_ids)
    ents, part_named, carried = _asked_entities(question, earlier_questions, catalog, lookup_ids)
    #: "the bank cert thing overnight - what time did it clear up?": "it" is the question's own thing, not an
    #: earlier question's subject (none to refer to: the answer searches every service)
    pronoun = has_pronoun(question) and not (not earlier_questions and (
        _OWN_REFERENT.search(question) or _own_clause_referent(question)))
    known = _with_conversation(question, ents, catalog, lookup_ids, earlier_questions, pronoun=pronoun)
    services, unknown, alerts, codes, ids = known.services, known.unknown, known.alerts, known.codes, known.ids
    #: "X 出事的时候 Y 是不是也跟着挂了": X only marks the time (its trouble), Y is the subject asked about
    marker = time_marker(question, services, catalog.aliases()) if len(services) > 1 else None
    if marker and (slot := suspect_slot(marker[1])) and match_services(slot, services, catalog.aliases()):
        #: "早上 X 出问题那会儿，跟 Y 有关系没": X's trouble is the symptom Y is blamed for, not a mark of the time
        marker = None
    caused_by = ""
    if marker and _MARKER_CAUSED.search(marker[1]):
        #: "昨晚 X 出问题那会儿，有没有导致 Y 失败？": X's trouble is the suspect of Y's (the cause verb has no other
        #: subject), not only a mark of the time
        caused_by, marker = marker[0], None
    services = [s for s in services if s != marker[0]] if marker else services
    missing = ents.missing
    if (not (services or unknown or alerts or codes or ids or missing) and len(ents.kinds) == 1
            and (compares_episodes(question) or LASTED_LONGER.search(question) is not None)):
        #: "今早的缓存风暴和昨晚七点那次 哪次更长": the one thing of the kind said alone is the subject whose
        #: episodes are set against each other, never every service's lines over two windows
        services = list(ents.kinds)
    has_entity = bool(services or unknown or alerts or codes or missing)
    #: a service's name is never an aspect or operation word: "is count-api still slow?" asks no count,
    #: "time-svc 现在还报错吗" no time (the question with the names of the data blanked, for those words only)
    #: "昨天下午有多少收获订单被拒了": an alias holding a record noun, with a record status named in words and no log
    #: line asked, counts those records (it names the service only in "订单接入报了几条错")
    aliased = record_aliases(question, catalog.aliases(), services)
    if aliased and (status_matches(question, catalog.order_statuses) or asks_failed_records(question)) \
            and not asks_log_lines(question):
        aliased = []
    worded = blank_names(marker[1] if marker else question,
                         [*catalog.services, *(t for d in catalog.dependencies.values() for t in d), *aliased])
    aspects = aspects_of(worded, has_entity=has_entity, has_record=bool(ids))
    if (not ids and "count" in aspects and "record" not in aspects and not asks_log_lines(question)
            and qualified_calls_failing(question, catalog.order_statuses)):
        aspects = [*aspects, "record"]  # "how many flight requests got rejected?": the status's records
    if not ids and ANY_RECORDS_FAILED.search(question) and _failing_status_said(question, catalog):
        #: "were any fuel payments declined before midnight?": whether records of the failing status said were made
        #: in the window — their count answers (``render.answer._line``), never an overview or a service's health
        aspects = ["count", "record"]
    if not ids and "count" in aspects and ALERTS_COUNTED.search(question) is not None:
        #: "how many alerts did the booking app fire today?": the alerts are counted, never the records the app's
        #: word names
        aspects = [a for a in aspects if a != "record"]
    if (not ids and "count" in aspects and "record" in aspects and services and counts_troubles(question)
            and not asks_failed_records(question) and not status_matches(question, catalog.order_statuses)):
        #: "how many separate incidents hit the booking app today?": the app's troubles are counted, never the
        #: records its record word ("booking") would name
        aspects = [a for a in aspects if a != "record"]
    if "comparison" in aspects and len(services) == 1 and not ids and not unknown and (
            by_word := _described_side(question, services[0], catalog)):
        #: "which logged more errors, billing or the customer accounts service?": the other side by its word
        services = [by_word[0], *services] if by_word[1] else [*services, by_word[0]]
    if caused_by:
        aspects = ["yes_no"]
    if ("comparison" in aspects and "record" not in aspects and not ids and compares_episodes(question)
            and names_record_words(worded)
            and not (LASTED_LONGER.search(question) and not FAILED_MORE.search(question))):
        #: "凌晨那次跟现在这次比，哪次挂掉的处方单多？": the episodes set against each other by their records (each
        #: episode's failed ones), never by their log lines — unless by how long each lasted ("booking app had 2
        #: outages today … which was longer?": the record word names the app, the spans are compared)
        aspects = [*aspects, "record"]
    if ids and not ents.ids and asks_owner_others(question):
        #: "这个会员今天还有别的开门失败吗" after "<id> 什么情况": whether the record's owner has other such records
        aspects = ["yes_no"]
    if not ids and any(names_record_words(u) for u in unknown):
        #: "客服工单今天有多少条错误": records whose qualifier nobody holds are a thing the world lacks (a gap), never
        #: the world's own records
        aspects = [a for a in aspects if a != "record"] or ["health"]
    if (services and services == ents.services and not unknown and not ids and set(aspects) <= {"cause", "health"}
            and _BLAMED.search(question) is None
            and (told := worded_description_name(question, catalog.descriptions)) is not None
            and told not in catalog.infra()):  # users' words describe an application, never its store
        #: "drivers say their bank cards just hang on 'authorising...'": a trouble told in users' words — every word
        #: of one service's description said ("card authorisation"), beside services named by one shared word alone
        #: ("bank" of a partner, "cards" of another): the described one is the thing asked, not the shared words'
        weak = [s for s in services if s != told and not _named_in_full(question.lower(), [s], catalog)]
        if weak and (told in services or len(weak) == len(services)):
            services = [told, *(s for s in services if s != told and s not in weak)]
    scene_clauses: list[str] = []
    if (services and services == ents.services and not earlier_questions and not unknown and not ids
            and "cause" in aspects and "yes_no" not in aspects
            and (told_owners := _changed_only_trouble_told(question, services, catalog))):
        #: "A 十点四十五刚发完版 B 就开始挂，到底是谁的锅？": the services named only where their change sets the scene
        #: are no subject — the thing whose trouble is told after it (by a word of its owners' descriptions) is
        services = told_owners
        #: the change's clock names the change, not the window asked ("X shipped at 6:20 and Y started failing at
        #: 6:30": the trouble's 6:30, never two windows set against each other)
        scene_clauses = [c for c in (_CLAUSE_SPLIT if _CJK.search(question) else _EN_CLAUSE_SPLIT).split(question)
                 if c and c.strip() and (DEPLOY_SUSPECT.search(c) or _CHANGE_SAID.search(c))
                 and not set(match_services(c, catalog.services, catalog.aliases())) & set(told_owners)]
    if (aspects == ["overview"] and not (services or unknown or alerts or codes or ids or missing or ents.kinds)
            and not earlier_questions and _FROM_CHANGE.search(question) is not None):
        #: "is the ad revenue drop from a cert?": a trouble told in words naming no service, said to come from a kind
        #: of change — a yes/no about that kind over every service (read as an overview, neither yes nor no). Not
        #: when a service is named ("is the quote failure from a cert?" keeps its own reading)
        aspects = ["yes_no"]
    if (aspects == ["cause"] and not (services or unknown or alerts or codes or ids or missing or ents.kinds)
            and not earlier_questions and (entry := _chain_entry(question, catalog)) is not None):
        #: "昨晚直播一直卡，根因是啥": the thing users see is a word several applications share (the stream player, the
        #: transcoder it calls) — one chain, whose entry is what the users meet; its walk reaches the rest
        services = [entry]
    #: only when the question asks nothing of its own (its aspects are the default for a named subject)
    what_about = (bool(earlier_questions) and ents.any and aspects == ["cause"]
                  and _WHAT_ABOUT.search(question) is not None)
    if what_about:  # "那 X 呢？" / "what about X?": the earlier question, asked of X
        aspects = aspects_of(earlier_questions[-1], has_entity=True, has_record=bool(ids))
    if (earlier_questions and not ents.any and not ids and _NOW_ONLY.search(question) is not None
            and set(aspects_of(earlier_questions[-1], has_entity=True, has_record=False)) <= {
                "health", "yes_no", "cause", "overview"}):
        #: "那现在呢" after "X 早上是不是被打爆了": the subject's state now (healthy once the trouble is over), never
        #: the earlier trouble's cause
        aspects = ["health"]
    #: "what about PAYMENT_FAILED since 4pm?", "那 PAYMENT_FAILED 的呢" after "how many bookings got stuck in
    #: SLOT_HELD tonight?": the earlier count of records, asked of another status (in a window of its own, if named);
    #: "那昨天晚上的呢", "what about yesterday evening?" after "今天早上有多少笔充值失败？": the earlier count asked
    #: again of the window named now (nothing else named)
    earlier = (aspects_of(earlier_questions[-1], has_entity=has_entity, has_record=False)
               if earlier_questions and not ents.any and not ids
               and (_WHAT_ABOUT.search(question) is not None or _STATUS_ABOUT.search(question) is not None) else [])
    #: "那报课呢？" after "订泳道一共失败了多少单？": a thing named alone takes the earlier count's failing (its records
    #: failed, counted), when its own words name no status
    status_text = (about_failing(question, earlier_questions[-1])
                   if "count" in earlier and not statuses(question, ["record", "count"], catalog) else "") or question
    status_about = ("count" in earlier and bool(statuses(status_text, ["record", "count"], catalog))
                    and bool(statuses(earlier_questions[-1], ["record", "count"], catalog)
                             or asks_failed_records(earlier_questions[-1])
                             #: "那立案被退回的呢？" after "影响了多少笔": the earlier count was of records
                             or "record" in earlier))
    window_about = ("count" in earlier and not status_about
                    and resolve_time(question, now=now or catalog.data_end or datetime.now(UTC),
                                     zone=catalog.zone()).explicit)
    if status_about or window_about:
        aspects = [a for a in earlier if a not in ("overview", "cause")] or ["count"]
    measured = metrics_asked(worded, catalog.metrics) if services and not ids else []
    #: "X 的 lag 现在超过一千了吗": a measure against a level is a yes/no read from the measure's series
    level_asked = bool(services) and not ids and threshold_asked(worded) is not None
    if level_asked and not measured:
        measured = metrics_named(worded, catalog.metrics)
    level_asked = level_asked and bool(measured)
    #: "今天有没有哪个服务重启过？": an operation asked of any service (no subject named)
    anyone = not has_entity and not ids and _ANY_SERVICE.search(question) is not None
    #: "has the redeploy been rolled back yet?": an operation asked of another one done again (no service named):
    #: every service's change events of both, the asked one counted only after the other's latest
    again = [label for label, words, _ in ACTIONS if re.search(words, worded, re.I)] if (
        operation_order(worded) == "last") else []
    anyone = anyone or (not has_entity and not ids and len(again) > 1)
    #: "did that one go ok?" after "did anything get deployed today?": the operation the earlier question asked of
    #: any service, found again, answered by its own completion (or failure) event
    went_ok = (not has_entity and not ids and bool(earlier_questions) and _WENT_OK.search(question) is not None
               and not actions_asked(worded) and _ANY_SERVICE.search(earlier_questions[-1]) is not None
               and bool(actions_asked(earlier_questions[-1])))
    anyone = anyone or went_ok
    #: "which version, and did it go ok?" after "did anyone deploy X yesterday?": the same of the service the earlier
    #: question named (the follow-up names none of its own), answered from its completion (or failure) event
    went_ok = went_ok or (not ents.any and not ids and bool(services) and bool(earlier_questions)
                          and _WENT_OK.search(question) is not None and not actions_asked(worded)
                          and bool(actions_asked(earlier_questions[-1])))
    #: "did its 10:40 rollout at least finish ok?", "did X's rollout go ok?": a deploy named by its noun, its outcome
    #: asked of the subject (named, or the conversation's), answered from its completion (or failure) event
    deploy_ok = (not went_ok and not ids and bool(services) and _WENT_OK.search(question) is not None
                 and ((not actions_asked(worded) and DEPLOY_NOUN.search(worded) is not None)
                      #: "did X's redeploy at 20:10 go through ok?": the deploy done again, its outcome asked (not
                      #: whether it was done again after itself)
                      or (actions_asked(worded) == ["发布"] and operation_order(worded) == "last")))
    went_ok = went_ok or deploy_ok
    #: "X 发版挂了，一般咋处理？有手册么": the operation names the trouble a how-to is asked about, it is not asked
    #: (its undoing searched beside it: a deploy rolled back did not go ok)
    actions = (["发布", "回滚"] if deploy_ok
               else list(dict.fromkeys([*actions_asked(earlier_questions[-1]), "回滚"])) if went_ok
               else actions_asked(worded) if (services or anyone) and not ids and "how_to" not in aspects else [])
    if actions and not deploy_ok and not went_ok and _CLEFT_CHANGE.search(worded) is not None:
        #: "was it the 3:50pm redeploy that broke scales again?": the change is the suspect of a cleft (yes = the
        #: trouble began right after it), never an operation asked of its own (whether it was redeployed again)
        actions = []
    #: "X 今天发了几次版", "how many deploys today?": an operation counted (its start events in the window, every
    #: service's when none is named); "how many times?" after "did anything get deployed today?": the earlier
    #: question's operation, counted
    counted = actions_counted(worded) if not ids and "how_to" not in aspects and not went_ok else []
    if (not counted and not ids and not ents.any and earlier_questions and not went_ok and asks_times(worded)
            and not actions_asked(worded)):
        earlier_ops = (actions_asked(earlier_questions[-1]) or actions_counted(earlier_questions[-1])
                       or [w[0] for w in actions_when(earlier_questions[-1])])
        counted = list(dict.fromkeys(earlier_ops))
    if counted:
        actions = counted
    aspects = _measure_and_operation(aspects, measured=bool(measured), actions=bool(actions))
    if counted:
        aspects = ["count"]
    if level_asked and not actions:
        aspects = ["yes_no"]
    if not actions and not ids and end_boundary(worded, now=now or datetime.now(UTC), zone=catalog.zone()):
        aspects = ["yes_no"]  # "快递证书是过了零点才换好的吗": the trouble's end against a clock
    if (aspects == ["health"] or (aspects == ["cause"] and not aspect_worded(worded))) and not actions and not ids \
            and onset_boundary(worded, now=now or datetime.now(UTC), zone=catalog.zone()):
        #: "支付机构那个证书是不是半夜12点之前就过期了", "…是昨天半夜12点之前就过期了吧？" (a statement tagged 吧, no
        #: aspect worded): the trouble's onset against a clock
        aspects = ["yes_no"]
    same_cause = len(services) > 1 and not actions and not ids and asks_same_cause(worded)
    #: "the failed bookings and the failed transfers - same root cause?": two record statuses, each side naming its
    #: own; their records' error codes decide (`render.answer._same_cause_statuses`)
    cause_statuses = (same_cause_statuses(worded, catalog.order_statuses, catalog.descriptions)
                      if not actions and not ids and asks_same_cause(worded) else [])
    if (not cause_statuses and not actions and not ids and len(earlier_questions) >= 2 and asks_same_cause(worded)
            and not CAUSE_PAIR_SPLIT.search(worded)):
        #: "这俩是同一个原因吗" after "X 失败是啥原因" / "那 Y 失败呢": the two earlier questions are the two sides
        cause_statuses = same_cause_statuses(worded, catalog.order_statuses, catalog.descriptions,
                                             sides=earlier_questions[-2:])
    statuses_spanned = False
    if (not cause_statuses and not actions and not ids and earlier_questions and asks_same_cause(worded)
            and (other := earlier_pair_side(worded))):
        #: "跟昨晚充值被拒是同一个原因吗" after "开锁失败那些行程是什么原因": the earlier question is one side,
        #: the trouble told here the other; each side keeps its own time, so each status's records are read over
        #: all the data
        cause_statuses = same_cause_statuses(worded, catalog.order_statuses, catalog.descriptions,
                                             sides=[earlier_questions[-1], other])
        statuses_spanned = bool(cause_statuses)
    if same_cause or cause_statuses:
        #: "X 和 Y 同时出问题，是同一个原因吗": a yes/no over both chains (each subject's cause is investigated;
        #: neither subject is the other's suspect)
        aspects = ["yes_no", "cause"]
    #: "X 调度 4.8.0 昨天几点上的线" with no service resolved: the version names the deploy, every service's change
    #: events are searched (the one naming the version answers)
    when = actions_when(question) if (services or (not ents.any and _VERSION_NAMED.search(question))) \
        and not ids and not measured and not (
        {"onset", "end", "duration"} & set(aspects)) else []
    if when and (not actions or set(actions) <= {w[0] for w in when}):
        #: "when was it rolled back?", "几点回滚的": the operation's time (its change events), not a cause ("when did
        #: they roll back X": the operation already found is the one whose time is asked, not a yes/no about it)
        aspects = [a for a in aspects if a not in ("cause", "yes_no", *(() if services else ("overview",)))]
        aspects = [a for a in ASPECTS if a in {*aspects, *(w[1] for w in when)}]
        actions = list(dict.fromkeys(w[0] for w in when))
    if not actions and not ids and not measured and {"onset", "end"} & set(aspects):
        #: "when did the rollback finish?", "那个发版是几点开始的": the operation's own time, from its change events
        #: (any service's when none is named), over the question's window, else over all the data
        actions = actions_timed(worded)
    if not actions and not ids and not measured and aspects == ["end"] and services and ended_after_bad_deploy(worded):
        #: "When was X back to normal after the bad deploy?": the deploy's rollback completing (its change event),
        #: the trouble's own end when none was logged
        actions = ["回滚"]
    action_services: list[str] = []
    if not actions and not ids and not measured and "duration" in aspects:
        #: "第一次发版从上线到回滚完一共持续了多久": the span between two operations' change events
        actions = actions_spanned(worded)
    if (not actions and not ids and not measured and aspects == ["comparison"] and len(services) == 2
            and LASTED_LONGER.search(worded) is not None and _BAD_DEPLOY_SIDE.search(worded) is not None):
        #: "which one was longer, that or the X bad deploy?": the bad deploy side is its deploy's errors, found by its
        #: change events (the subject's errors after its deploy), not its latest episode of another trouble
        actions = ["发布", "回滚"]
        #: (only the deploy side's service: the other side's empty searches would crowd out the deploy's errors)
        named, said = _which_first_sides(worded, catalog), _CHOICE_SPLIT.split(worded, maxsplit=1)
        if named is not None and len(said) == 2 and len(set(named)) == 2:
            action_services = [svc for svc, side in zip(named, said, strict=True)
                               if _BAD_DEPLOY_SIDE.search(side)][:1]
    if not actions and not ids and not measured and aspects == ["duration"] and services and asks_live_build(worded):
        actions = ["发布", "回滚"]  # "how long has the X release been live?": its deploy's start (and any rollback)
    if not action_services and earlier_questions and (rolled := rollback_subjects(
            actions, services, earlier_questions[-1], named_here=ents.any,
            dependencies=catalog.dependencies, infra=catalog.infra())):
        action_services = rolled  # "回滚了没" after a deploy talk: the subject's and the apps it calls (invTG)
    #: "那 X 呢？" after "Y 现在还在报错吗": the earlier question asked of X — about now as that one was
    now_asked = asks_now(question) or (what_about and asks_now(earlier_questions[-1]) and not resolve_time(
        earlier_questions[-1], now=now or catalog.data_end or datetime.now(UTC), zone=catalog.zone()).explicit)
    if {"health", "end"} <= set(aspects) and now_asked and not resolve_time(
            question, now=now or catalog.data_end or datetime.now(UTC), zone=catalog.zone()).explicit:
        aspects.remove("end")  # "昨晚翻车的 X，现在好了没？健康吗": health now (the recent window), not the last 24 h
    #: "有多少张" after "今天早上是不是有工单派单失败了？": a count of the earlier question's records (their statuses
    #: named by its words), not of log lines
    domain = partial(names_records, order_statuses=catalog.order_statuses)
    topic = record_topic(question, earlier_questions, names_records=domain, statuses=catalog.order_statuses,
                         again=window_about) if "count" in aspects and not ids else ""
    #: "how many pairing requests came in?": a count of records named with the domain's own noun
    own_noun = "count" in aspects and not ids and (
        domain(question) if not has_entity else counts_worded_status(question, catalog.order_statuses))
    #: "影响了多少个箱子？", "how many bookings were affected?": the failed records (an error code set), whatever
    #: the domain calls them — never a count of log lines
    #: "how many separate incidents hit the booking app today?": the troubles that hit it are counted, not records hit
    affected = ("count" in aspects and not ids and _AFFECTED.search(question) is not None
                and not counts_troubles(question))
    #: "how many fans couldn't get in since kickoff?": people unable to do a thing, counted by its failing status
    cant_do = "count" in aspects and not ids and bool(cant_do_status(question, catalog.order_statuses))
    #: "六点以前失败的下行任务有几个": a Chinese thing failing whose descriptions' English words name a failing status
    described_records = "count" in aspects and not ids and bool(
        described_failing_status(question, catalog.order_statuses, catalog.descriptions))
    if ("record" in aspects and "count" not in aspects and any(k == "user_id" for k in ids.values())
            and _FAILED_SEVERAL.search(question) is not None):
        #: "用户 X 说预约失败好几次 帮忙查下": the customer's failed records, counted — how many times is asked too
        aspects = [*aspects, "count"]
    if (topic or own_noun or affected or status_about or cant_do or described_records) and "record" not in aspects:
        aspects = [*aspects, "record"]
    #: "证书过期那次失败的账单和现在连接池卡住的账单比，哪个多？": the records of two statuses set against each other,
    #: each counted over all the data (each names its incident by its event, not a window)
    compared_statuses = (statuses_compared(worded, catalog.order_statuses, catalog.descriptions,
                                           catalog.failed_statuses)
                         if "comparison" in aspects and not ids and (
                             not services or names_record_words(worded) or _RECORDS_AS_NOUNS.search(worded)
                             #: "more failed tool loans yesterday or failed lease renewals today?": records
                             #: failing on each side, though their nouns also name services
                             or len(_FAILED_THINGS.findall(worded)) >= 2
                             #: "今天缴费失败的和立案被退回的，哪个多？": each side the records of a thing failing
                             #: ("…失败的", "…被退回的"), though its words also name a service
                             or len(_FAILED_ONES_ZH.findall(worded)) >= 2)
                         else [])
    if (not compared_statuses and "comparison" in aspects and not ids and FAILED_MORE.search(worded)
            #: ("which one failed more jobs?" asked of the last two turns' things: the records each failed)
            and (names_record_words(worded) or (turns_chosen and not compares_episodes(question)))):
        #: "附件这次和昨天 SLA 发版那次比，哪次失败的工单多？": each side names its incident by the service that had
        #: it — the failed status that service's words name (附件存储 "attachment storage" ↔ ATTACH_FAILED)
        compared_statuses = _statuses_of_sides(question, catalog)
    if compared_statuses and "record" not in aspects:
        aspects = [*aspects, "record"]
    #: "两次配比缓存风暴，哪次失败的配比任务更多？": the subject's two episodes compared on the records of the one
    #: failing status the thing's words name (配比 ↔ "nutrient dosing service" ↔ DOSING_ABORTED), each over its own
    #: span — never their log lines
    episode_status = (described_failing_status(worded, catalog.order_statuses, catalog.descriptions)
                      if services and not compared_statuses and not ids and "comparison" in aspects
                      and "record" not in aspects and compares_episodes(question) and FAILED_MORE.search(worded)
                      else [])
    if episode_status:
        aspects = [*aspects, "record"]
    events = (events_compared(worded) if "comparison" in aspects and not compared_statuses and not ids
              and (not services or names_record_words(worded)) else [])
    if not events and not compared_statuses and not ids and (now_pair := now_versus_incident(worded)):
        #: "are we losing more tickets now than during the bad deploy earlier?": the trouble going on now against
        #: an incident told by its kind, each on its own failed records
        events, aspects = now_pair, ["comparison", "record"]
    if (not events and not compared_statuses and not ids and earlier_questions
            and (after_counted := incident_after_counted(question, earlier_questions))):
        #: "比早上发版那次多还是少" after "证书过期以后挂了多少工单": the incident the conversation counted failed
        #: records of against the one this turn names, each on its own failed records
        events, aspects = after_counted, ["comparison", "record"]
    if (not events and earlier_questions and "count" not in aspects and not ids and _THE_ONES.search(question)
            and not asks_failed_records(question) and event_counted(question, earlier_questions)):
        #: "what about the ones from the bad deploy?" after "how many appts failed because of the insurance thing?":
        #: the count of failed records carried to the incident this turn names
        aspects = ["count", "record"]
    if (not events and "count" in aspects and "comparison" not in aspects and not ids and not compared_statuses
            #: "how many payouts failed during the bank cert outage?" ↔ BANK_REJECTED: a status the question names
            #: is the records asked, whatever incident it names them by
            and not asks_log_lines(question) and not _status_worded(question, aspects, catalog)
            and not _status_nouned_at_clock(question, aspects, catalog, now)):
        events = event_counted(question, earlier_questions)
        if events and not span_told(question) and (statuses(question, [*aspects, "record"], catalog)
                                                   or _caused_statuses(question, services, catalog, ())):
            #: "昨天因为盒子没锁住失败的单 一共多少": the cause's words name a status of the records — its records are
            #: counted; "因为锁等待挂掉的票单" (no status named) is the event's failed records
            events = []
    if events and "record" not in aspects:
        aspects = [*aspects, "record"]
    #: "Is the kafka cluster X broken? Y keeps lagging": the state of X asked, Y's trouble told beside it
    state_first = (_state_then_trouble(question, catalog, lookup_ids)
                   if aspects == ["health"] and not ids and not actions else None)
    if state_first is not None:
        #: X alone is asked (Y's trouble is no "yes" about X); a partner that never reports is read from the
        #: records of the service told failing: a yes/no about X as the suspect of Y's trouble
        services = ([*state_first[1], state_first[0]] if catalog.silent and state_first[0] in catalog.silent
                    else [state_first[0]])
        aspects = ["yes_no"] if len(services) > 1 else aspects
    suspect_follow = _suspect_follow_up(question, ents, earlier_questions, catalog) and len(services) > 1
    if suspect_follow:  # "是 X 引起的吗？" after a question about the subject: a yes/no about X
        aspects = ["yes_no"]
    #: "is it the same as the KYC thing?" after a question whose trouble named no service ("are withdrawals stuck?"):
    #: X alone is known — a yes/no about X as the conversation's trouble (X clean in the window: no), never X's health
    #: (a healthy X read "是，X 健康")
    same_as_alone = (not suspect_follow and bool(earlier_questions) and services == ents.services
                     and len(services) == 1 and not ids and not actions and _SAME_AS.search(question) is not None)
    if same_as_alone:
        aspects = ["yes_no"]
    kinds = ents.kinds
    either_asked: list[str] = []
    if _kind_follow_up(question, ents, earlier_questions) and services:
        #: "was it the database?" after a question about the subject: a yes/no about its dependency of that kind
        scope = _closure(services, catalog)
        kinds = [k for k in kind_matches(question, catalog.dependency_kinds) if k in scope and k not in services]
        aspects = ["yes_no"] if kinds else aspects
        either = [t for group in kind_groups(question, catalog.dependency_kinds, in_order=True)
                  if (t := _kind_target([g for g in group if g not in services], catalog, scope)) is not None]
        if _KIND_EITHER.search(question) and len(either) == 2:
            #: "was it only the cache, or the db too?": which of the subject's two dependencies had trouble — the
            #: health of each in the conversation's window, never one yes/no of the subject
            services, kinds, aspects, either_asked = either, [], ["health"], either
    #: "which of the two lasted longer?" after "the customers db pool filled up yesterday, right?": a follow-up naming
    #: nothing compares the episodes of the trouble the conversation named
    pooled = question if ents.any or not earlier_questions else " ".join([*earlier_questions, question])
    if len(services) == 1 and compares_episodes(question) and (caller := _pool_caller(pooled, services[0], catalog)):
        services = [caller]  # "今天两次向导库连接池耗尽，哪次时间更长？": the pool's episodes are its caller's
    onset_words: list[list[str]] = []
    onset_changes: list[str] = []
    onset_nth: list[int] = []
    if (side := _onset_order_side(question, aspects, services, catalog)) is not None:
        services = side  # "did X start … before the <words of Y's alert> trouble?": Y named by its alert's words
    elif (sides := _onset_order_kinds(question, aspects, services, catalog)) is not None:
        #: "是不是先缓存出问题，然后数据库才慢的": each side named by its kind word, a yes/no on the two onsets
        services, kinds, aspects = sides, [], ["yes_no"]
    elif (sides := _which_first_sides(chosen := _conversation_choice(
            _side_pronoun_named(question, services, catalog), earlier_questions, ents.any), catalog)) is not None:
        #: "Which started first today, the irrigation DB slowness or the energy cache mess?": the two onsets, in
        #: the question's order; "哪个持续得更久": how long each lasted, compared (no unknown thing left named)
        longer = WHICH_FIRST.search(question) is None
        #: "Was yesterday's supplier API outage longer than …?", "which came first, the card partner cert failures
        #: or …?" of a partner that never reports: its outage (how long, when it began) is told by the records of
        #: the one service calling it
        sides = [_silent_side(s, catalog) for s in sides]
        services, kinds, aspects = sides, [], ["comparison"] if longer else ["yes_no"]
        unknown = [] if longer else unknown
        if not longer:
            #: each side's own trouble ("地磅队列积压": the consumer's lag, not its earlier lock-wait errors) or
            #: deploy ("门户重新发版在先": the redeploy's start, which logged no anomaly)
            onset_words, onset_changes = _which_first_troubles(chosen, sides)
            #: "第二次连接池打满", "the second cache storm": the side's episode named by its order
            onset_nth = [0 if change else episode_ordinal(text) for text, change in zip(
                _CHOICE_SPLIT.split(chosen, maxsplit=1), onset_changes, strict=False)]
            if any(onset_changes):
                actions = ["发布"]
    if (len(services) == 2 and not ids and not actions and set(aspects) <= {"health", "onset"}
            and _ONSET_ORDER_ZH.search(question) is not None):
        aspects = ["yes_no"]  # "X 锁等待是不是在 Y 发版之前就开始了": a yes/no on the order of the two onsets
    onset_order = (list(services) if "yes_no" in aspects and len(services) == 2 and not ids
                   and (not actions or any(onset_changes))
                   and (_ONSET_ORDER.search(question) is not None or WHICH_FIRST.search(question) is not None)
                   else [])
    if not onset_order:
        onset_words, onset_changes, onset_nth = [], [], []
    suspects = (list(ents.services) if suspect_follow or same_as_alone
                else [] if same_cause else _suspects(question, aspects, services, kinds, catalog))
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not ids and not actions and not kinds
            and (slot := suspect_slot(question)) and _WAVE_ASKED.search(question.replace(slot, " "))
            and not match_services(question.replace(slot, " "), catalog.services, catalog.aliases())
            and _entities(slot, catalog, None).services == services
            and (callers := _callers(services[0], catalog))):
        #: "昨天傍晚那波 是档期缓存的锅吗": a wave of the window asked with no subject, the one thing named where the
        #: suspect is said — its direct callers are the subject (its trouble reaching them decides), never the
        #: suspect judged as its own subject (left undecided)
        suspects, services = list(services), [*callers, *services]
    if part_named and not suspects and services == [part_named] and "yes_no" in aspects:
        suspects = [part_named]  # the conversation's subject unknown: the part-named suspect's deploy alone is judged
    elif (not suspects and "yes_no" in aspects and earlier_questions and len(services) == 1
          and services == ents.services and CHANGE_HARM_ASKED.search(question) is not None):
        #: "那小卖部五点五十五那次发版呢 有影响吗" after an overview-like question that named no service: the change's
        #: harm is asked — its service is the suspect (its own errors, or none, decide), never "was there a deploy"
        suspects, actions = list(services), []
    elif (suspects and actions and "yes_no" in aspects and earlier_questions and set(suspects) <= set(ents.services)
          and CHANGE_HARM_ASKED.search(question) is not None):
        #: the same after a question that named its subject ("今天六点多订场报错的原因是啥": the clock before a
        #: generic word read as a time, stop 55): the change's harm is asked, not whether it happened — judged on the
        #: change's service as when no subject was named (its own errors, or none, decide)
        services, actions = list(suspects), []
    if (not suspects and not ids and not actions and set(aspects) <= {"health", "yes_no"}
            and (reached := _trouble_reached(question, earlier_questions, catalog, lookup_ids)) is not None):
        #: "did it hit the member app too?", "配矿那边也受影响了吗": whether the conversation's trouble (of its one
        #: subject) reached Y — Y's anomalies must point to it (Y failing for another reason is no "yes")
        services, suspects, aspects = [reached[1]], [reached[0]], ["yes_no"]
    if state_first is not None and "yes_no" in aspects:
        suspects = [state_first[0]]
    if caused_by in services and len(services) > 1:
        suspects = [caused_by]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (harm := HARMED.search(question)) is not None
            and match_services(question[:harm.start()], catalog.services, catalog.aliases()) == services
            and (makers := _record_makers(question[harm.end():], services[0], catalog))):
        #: "did the scheduler deploy at 9 break match bookings?": the world's records harmed (no team's or
        #: description's word) — the entry applications they are made through are the subject, the one service
        #: named before the verb the suspect
        suspects, services = list(services), makers
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (victim := _harmed_by_words(question, services[0], catalog)) is not None):
        #: "was the reading app release at 2 what broke the hold notices?": the victim named after the harm verb by
        #: words of one service's description or team (no name or alias) is the subject, the one service named
        #: before the verb the suspect
        suspects, services = list(services), [victim]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not ids
            and (cause_of := _CAUSE_OF.search(question)) is not None
            and match_services(question[:cause_of.start()], catalog.services, catalog.aliases()) == services
            and len(team := _team_named(question[cause_of.end():], catalog, services)) >= 2):
        #: "Is the leak cache behind the billing failures?": the failing side named by a team word several
        #: services share — the team's entry services (none of the team calls them), the one service named
        #: before it the suspect ("was it the 3:50pm redeploy that broke scales?": the one service is the team's
        #: own, named after the mark by the team word — no suspect named before it, the rule does not apply)
        suspects = list(services)
        services = [s for s in team if not any(s in _closure([o], catalog) for o in team if o != s)] or team
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not ids and not actions
            and not earlier_questions and (cause_of := _CAUSE_OF.search(question)) is not None
            #: (an English mark only: "会话缓存有没有影响到用户登录" tells the harmed thing by a description's words,
            #: whose holder is the subject — test_invdx's quiet store, lead mend)
            and cause_of.group(0).isascii()
            and _entities(question[:cause_of.start()], catalog, None).services == services
            and not match_services(question[cause_of.end():], catalog.services, catalog.aliases())
            and any(dep == services[0] and kind.lower() not in ("service", "external")
                    for deps in catalog.dependency_kinds.values() for dep, kind in deps)
            and (callers := _callers(services[0], catalog))):
        #: "was the contract db behind yesterday's failed signings?", "was the mysql pool behind the booking errors
        #: around 6:30?": a store named before the mark, the harm after it told by words that name no service —
        #: the store is the suspect, its direct callers the subject (its trouble reaching them decides), never the
        #: store judged as its own subject (left undecided)
        suspects, services = list(services), [*callers, *services]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids
            and (partner := certificate_partner(question, catalog.descriptions, [
                dep for dep, kind in catalog.dependency_kinds.get(services[0], []) if kind.lower() == "external"]))):
        #: "X 现在的报错是不是又是收单那边证书过期闹的？": the certificate of X's own partner named by a word of its
        #: description — that partner is the suspect (read from X's records), X the subject
        suspects = [partner]
        services = [*services, partner]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (harm := HARMED_ZH.search(question) or HARMED.search(question)) is not None
            and _CERT_SAID.search(question[:harm.start()])
            and len(upstream := _upstream_partners(services[0], catalog)) == 1):
        #: "天气证书过期 有没有影响到 Y？": a certificate said before the harm by words no partner's description holds
        #: — a certificate that expires is a partner's, and the one partner up Y's dependency chain is the only one
        #: whose certificate can reach Y: it is the suspect (read from its callers' records), Y the subject
        suspects = upstream
        services = [*services, *upstream]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (mark := _SUSPECT_MARK.search(question) or _CAUSE_OF.search(question)) is not None
            and (thing := _thing_named(question[mark.end():], catalog)) not in (None, services[0])):
        #: "Is the X's trouble caused by the render backlog / the shared Redis?": a thing of the world named by its
        #: backlog's words or by the one store of its kind (none of the subject's own dependencies) is the suspect
        suspects = [thing]
        services = [*services, thing]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids
            and (told_first := TOLD_THEN_SUSPECT.search(question)) is not None
            and (owner := _records_owner(question[:told_first.start()], catalog)) not in (None, services[0])):
        #: "last night's bounced renewals - was that the billing db lock waits?": the records told first name their
        #: service by a word of its description ("renewals" ↔ "renewal billing"), the one named after is the suspect
        suspects, services = list(services), [owner]
    told_change = False
    if (set(aspects) <= {"yes_no", "health"} and not ids and not kinds and set(suspects) <= set(services)
            and _ASKED_WHETHER_ZH.search(question) and (ba := _BA_HARMED_ZH.search(question)) is not None
            and not match_services(question[:ba.start()], catalog.services, catalog.aliases())
            and DEPLOY_SUSPECT.search(question[:ba.start()]) is not None
            and len(doer := told_thing_owners(question[:ba.start()], lambda w: _holding(w, catalog))) == 1
            and (harmed := [o for o in match_services(ba.group(1), catalog.services, catalog.aliases())
                            if o != doer[0]])):
        #: "是不是账单那边23点多发版 把预约搞挂的": the doer said before 把 by a word no alias holds but one service's
        #: description does ("账单" of "账单结算"), with its change — that service's change is the suspect, the
        #: service named after 把 the subject (movenest-billing-rollout-suspect-no-zh)
        aspects, suspects, services, actions, told_change = ["yes_no"], doer, harmed, [], True
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (change := DEPLOY_SUSPECT.search(question)) is not None
            and len(changer := match_services(question[:change.start()], catalog.services, catalog.aliases())) == 1
            and changer[0] not in services
            and match_services(question[change.end():], catalog.services, catalog.aliases()) == services):
        #: "X 那个预约7点55发了版 之后镜片订单就开始挂 是发版搞的吗": the change told first is the one service's
        #: named before it (by any of its names, its coined brand too), the trouble told after it the subject's —
        #: that change is the suspect, judged by the evidence (lensmith-booking-rollout-false-zh)
        suspects, told_change = changer, True
    if (set(aspects) <= {"yes_no", "health"} and not ids and not kinds and _ASKED_WHETHER_ZH.search(question)
            and (ba := _BA_HARMED_ZH.search(question)) is not None
            and len(doer := match_services(question[:ba.start()], catalog.services, catalog.aliases())) == 1
            and (harmed := [o for o in (match_services(ba.group(1), catalog.services, catalog.aliases())
                                        or told_thing_owners(ba.group(1), lambda w: _holding(w, catalog)))
                            if o != doer[0]])):
        #: "五点十分 X 发的那个版本，是不是把处方下单搞挂了？", "X 那次发版，是不是它把 Y 搞堵了？": the one service
        #: named before 把 is the suspect, the thing said between 把 and the harm (by a name or a word of its
        #: owners' descriptions) the subject — never X's own health, nor X alone as the subject
        aspects, suspects, services, actions = ["yes_no"], doer, harmed, []
    elif (set(aspects) <= {"yes_no", "health"} and not ids and not kinds and _ASKED_WHETHER_ZH.search(question)
            and (ba := _BA_HARMED_ZH.search(question)) is not None
            and len(doer := match_services(question[:ba.start()], catalog.services, catalog.aliases())) == 1
            and set(match_services(ba.group(1), catalog.services, catalog.aliases())) <= set(doer)
            and any(_change_named(question[:ba.start()], name) for name in _names_of(doer[0], catalog))):
        #: "会员积分三点多发了个版 是不是它把工单搞挂的": the thing harmed is said by the domain's record noun alone
        #: (工单/订单: no service's word), the one service named before 把 by its change — X's change alone is judged
        #: (a clean rollout: no; a failing one: yes), never X's own health nor "undecided" (hemstitch-loyalty-release-
        #: suspect-no-zh); so is the thing harmed said by a word of X itself ("<X's head>两点二十那次发版 是不是它
        #: 把<a word of X>搞挂的": kelpdome-member-rollout-not-cause-zh)
        aspects, suspects, services, actions = ["yes_no"], doer, doer, []
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (harm := HARMED.search(question) or CAUSING.search(question) or CAUSED.search(question)) is not None
            and match_services(question[:harm.start()], catalog.services, catalog.aliases()) == services
            and (owners := [o for o in harmed_owners(question[harm.end():], lambda w: _holding(w, catalog))
                            if o != services[0]])):
        #: "did the instructor portal deploy at 7:50 break bookings?": the thing harmed said after the verb by a
        #: word of its owners' descriptions — they are the subject, the one service named before the verb the suspect
        #: (a clean deploy of it is no "yes", nor is it left undecided)
        suspects, services = list(services), owners
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and _OWN_CHANGE_TROUBLE.search(question) is None
            and (mark := _CAUSE_OF.search(question)) is not None
            and match_services(question[:mark.start()], catalog.services, catalog.aliases()) == services
            and any(_change_named(question[:mark.start()], name) for name in _names_of(services[0], catalog))):
        #: "is the X deploy at 8:45 behind the scanner mess?": the one service named, by its change, before the cause
        #: mark is the suspect — the trouble after it said in words nothing resolves (its subject unknown): X's change
        #: alone is judged (a clean rollout: no), never X as the subject of a yes/no no claim answers
        suspects = list(services)
    unheld_suspect = ""
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not actions and not ids and not kinds
            and (unheld := _unheld_suspect(question, catalog)) is not None):
        #: "客户门户报错是发票服务发版导致的吗" where nothing of the world holds 发票: the suspect named is unknown — a
        #: gap ("数据源中没有 … 无法判断是否由它引起"), never the subject's own change or trouble as the answer
        suspects, unknown, unheld_suspect = [unheld], [*unknown, unheld], unheld
    if ("yes_no" in aspects and not suspects and not actions and _ASKS_WHAT.search(question)
            and not _suspect_terms(question, catalog.services) and not _YES_NO_OPENING.search(question)):
        #: "X errors - what is it related to?": a yes/no about a suspect needs one; a wh-question asks the cause
        aspects = [a for a in ASPECTS if a in {*aspects, "cause"} - {"yes_no"}]
    that_change = bool(earlier_questions and services and not suspects and not ids and not actions
                       and _THAT_CHANGE_CAUSED.search(question) is not None
                       and any(_CHANGE_SPOKEN.search(q) for q in earlier_questions))
    prior = next((found for q in reversed(earlier_questions) if (found := _entities(q, catalog, None).services)), [])
    if (earlier_questions and not ids and not actions and len(prior) == 1 and _IT_CAUSED_ZH.search(question)
            and any(_CHANGE_SPOKEN.search(q) for q in earlier_questions)
            and (own := [s for s in match_services(question, catalog.services, catalog.aliases()) if s != prior[0]])):
        #: "是它导致处方审核失败的吗？" after "X 五点十分是不是发版了": 它 is X (by the change the conversation spoke
        #: of), the failures named now the subject — never the failing side's own dependency as the suspect
        that_change, services = True, own
    elif (earlier_questions and not ids and not actions and len(prior) == 1 and _IT_CAUSED_ZH.search(question)
            and any(_CHANGE_SPOKEN.search(q) for q in earlier_questions)
            and (ba := _BA_HARMED_ZH.search(question)) is not None
            and not match_services(ba.group(1), catalog.services, catalog.aliases())):
        #: "是它把工单搞挂的吗" after "X 下午发版了吗": the harm said by the domain's record noun alone (no service's
        #: word) — X's change the conversation spoke of is judged alone (a clean rollout: no), never X's health
        #: (hemstitch-fu-loyalty-blame-zh)
        aspects, suspects, services, told_change = ["yes_no"], list(prior), list(prior), True
    if that_change and len(prior) == 1 and prior[0] not in services:
        #: "did that deploy cause the payment failures?" after "is X healthy?" / "when was it deployed?": the change
        #: the conversation spoke of is X's own — X (by its change) is the suspect, the failures named now the subject
        #: (never the failing service as its own suspect, nor their cause asked)
        aspects, suspects, services = ["yes_no"], list(prior), [*services, *prior]
    elif that_change and len(prior) == 1 and services == prior:
        #: "did it break anything?" after "was there a deploy on X today?": "it" is X's change the conversation spoke
        #: of, and the harm names nothing else — X's change is judged alone (a rollout that completed clean: no), never
        #: X's health (hookmere-rollout-broke-anything-followup-en)
        aspects, suspects, told_change, that_change = ["yes_no"], list(prior), True, False
    else:
        that_change = False
    #: "Was it the X deploy?", "是 X 那次发版导致的吗": the suspect's own change, not the suspect's trouble
    change_suspect = that_change or told_change or (bool(part_named) and suspects == [part_named]
                                                    and "yes_no" in aspects and not actions and not ids) or (
        "yes_no" in aspects and len(suspects) == 1 and not actions and not ids and not unheld_suspect
        and any(_change_named(question, name) for name in _names_of(suspects[0], catalog)))
    own_change = bool(services) and not suspects and not actions and not ids and _OWN_CHANGE_TROUBLE.search(
        question) is not None
    if own_change and {"yes_no", "cause"} & set(aspects):
        #: "X 昨天那次发版有没有引起报错？", "did the X rollout cause any errors?": whether the subject had trouble in
        #: the window of its own change (health; a deploy just before its first anomaly is still inferred)
        aspects = ["health"]
    if (aspects == ["yes_no"] and services and not suspects and not kinds and not actions and not ids
            and _VICTIM_BY.search(question) and not DEPLOY_SUSPECT.search(question) and not concept_terms(question)
            and not [t for t in _suspect_terms(question, catalog.services) if not _CLOCK_TERM.fullmatch(t)]):
        #: "were pharmacy orders hit by the 23:30 pool thing last night too?": the victim asked whether it was
        #: affected by a thing no service, kind, change or version names — the subject's own trouble in the window
        #: answers it (yes = affected), never the gap "无法确定" of a suspect nothing resolved
        aspects = ["health"]
    peer = _silent_peer_of(services, catalog)
    if aspects == ["health"] and peer and any(pattern.search(question) for pattern, _ in _CONCEPTS):
        #: "X 证书现在还是过期的吗" of a peer that never reports: its certificate is known only from the records of
        #: the services calling it, a yes/no about X as the suspect of their trouble (its bare health stays a gap);
        #: so is "is the card partner cert still expired?" whose words also name the caller ("card payment
        #: service"): the certificate is the peer's
        aspects, services = ["yes_no"], [peer]
    if ({"onset", "end", "duration"} & set(aspects) and "yes_no" not in aspects and not suspects
            and len(services) == 1 and _certificate_said(question, earlier_questions, inherited=not ents.any)
            and (callers := _certificate_readers(services[0], catalog,
                                                 said_now=_certificate_said(question, (), inherited=False)))):
        #: "X 的 cert 啥时候 expire 的？" of a peer that never reports, "那它几点恢复的?" after "X 证书今天早上出啥事了"
        #: of an X that reports (metrics) but whose own alerts say nothing of a certificate: its certificate's trouble
        #: is read from the records of the services calling it (their handshake failures; a quiet X is no
        #: "recovered" nor a gap)
        services = callers
    if "yes_no" in aspects and catalog.silent and not suspects and len(services) == 1 and services[0] in catalog.silent:
        suspects = list(services)  # "was that the X cert?" of a service that never reports: X is the suspect
    #: a silent suspect (an external peer) answers nothing itself: the services calling it are the subject
    by_callers = [s for s in suspects if catalog.silent and s in catalog.silent]
    if by_callers and not [o for o in services if o not in suspects]:
        services = _callers(by_callers[0], catalog)[:2] or services
    if not [o for o in services if o not in suspects]:
        by_callers = []  # no caller to read it from: its silence is a gap
    blamed_unheld: list[str] = []
    if "yes_no" in aspects and suspects and not by_callers and not ids and not actions and not suspect_follow and (
            not [o for o in services if o not in suspects]):
        #: "闸机的问题是不是 X 发版搞的": the thing blamed on X said by a word of its description (its owner is the
        #: subject, X the suspect) — or by a word nothing of the world holds: the subject is not identified, so X's
        #: own trouble is no "yes" (a gap, never the suspect's health as the answer)
        owners, thing = _blamed(question, suspects, catalog)
        slot = suspect_slot(question)
        if not owners and not thing and (head := chain_word_subject(
                question.replace(slot, " ") if slot else question, suspects, lambda w: _holding(w, catalog),
                catalog.dependencies, single=bool(slot.strip()))) is not None:
            #: "凌晨两点排程慢是不是es那边慢查询导致的": the trouble said by a word several services share along one
            #: chain (排程: the planner → its search service → the search cluster) — the chain's head is the subject,
            #: its records lead down to the suspect or elsewhere (``chain_words``; hivewright-planner-es-yes)
            owners = [head]
        services, blamed_unheld = ([*owners, *services], []) if owners else (services, [thing] if thing else [])
    if ("yes_no" in aspects and len(services) == 1 and not by_callers and not ids and not actions
            and not blamed_unheld and suspects in ([], services) and _CAUSED_FAILURES.search(question)
            and (callers := _callers(services[0], catalog))):
        #: "昨天那次预订库慢查询有没有导致订单失败?": failures said after the cause verb with no service named for
        #: them — X is the suspect, the services calling it are where the failures show (their records decide)
        suspects, services = list(services), [*callers[:2], *services]
    if (aspects in (["yes_no"], ["health"]) and len(services) == 1 and not by_callers and not ids and not actions
            and not blamed_unheld and not suspects and (deed := _HIT_DEED.search(question)) is not None
            and (doers := _deed_doer(deed.group(1), services[0], catalog))):
        #: "购物车缓存这波有没有影响到客户下单？", "…波及客户下单了吗": whether X's trouble reached what users do — X is
        #: the suspect, the service the users do it through (up X's callers) the subject: its records must lead
        #: down to X (never X's own health as the answer)
        aspects, suspects, services = ["yes_no"], list(services), [*doers, *services]
    if ("yes_no" in aspects and len(services) == 1 and not suspects and not kinds and not ids and not actions
            and not by_callers and (related := _RELATED_PAIR.search(question)) is not None
            and not match_services(related.group(2), catalog.services, catalog.aliases())
            and (match_services(related.group(1), catalog.services, catalog.aliases()) == services
                 or (earlier_questions and not ents.any and _PRONOUN_ONLY.search(related.group(1))))
            and (told := _told_owner(related.group(2), catalog)) not in (None, services[0])):
        #: "那它跟下午订不了行程有关系吗", "X 跟下午订不了行程有关系吗": the side before 跟 (the service, or the
        #: conversation's subject by a pronoun) is the suspect, the trouble told in words after it (its one owner by
        #: a word of a description: 行程 ↔ the trip booking service) the subject — never "cannot tell"
        suspects, services = list(services), [told, *services]
    if suspects and len(services) > 1:
        services = [s for s in services if s not in suspects] or services
    if len(services) == 1 and not ids and not actions and asks_dependents(worded) and (
            callers := _callers(services[0], catalog)):
        #: "还有哪些服务被它拖累了？" after a question about a database: its callers beside it, as an overview of
        #: the troubles the services share (never a cause of the subject, nor a suspect)
        aspects, suspects, services = ["overview"], [], [services[0], *callers]
    #: "现在水库水位多少？": the value of a quantity nothing of the data names — a gap, never an unrelated count
    #: "whats the playbok for …": the steps asked are no quantity's value
    quantity = ("" if measured or actions or ids or alerts or codes or topic or asks_arrivals(question)
                or "how_to" in aspects
                else unmeasured_quantity(question, catalog, [*_MEASURE_WORDS, *(w for w, _ in METRIC_WORDS)]))
    #: ("今天失败的票都有哪几种状态": the failed records' statuses are counted, 几种 asks no untracked thing)
    untracked = "" if quantity or topic or counted or asks_arrivals(question) or asks_failed_statuses(question) \
        else uncounted(
        question, aspects, has_entity=has_entity or bool(ids), catalog=catalog)
    if {"overview", "count"} <= set(aspects) and counts_incidents(question):
        aspects = [a for a in aspects if a != "count"]  # the overview's incidents, one by one, answer the count
    #: "does anything else fail with that same code?" after a question about the subject: a yes/no over the other
    #: services' ERROR lines, the subject's own code found there (no suspect, no cause)
    same_code = (bool(earlier_questions) and len(services) == 1 and not codes and not ids and not actions
                 and SAME_CODE.search(question) is not None)
    if same_code:
        aspects, suspects = ["yes_no"], []
    clock = now or catalog.data_end or datetime.now(UTC)
    follow_on = _FOLLOW_ON.search(question) is not None  # "and how many transfers were hit?": the same window
    #: "X 那会儿呢，正常不？", "was X ok at that time?": the conversation's window, for a subject of its own
    follow_on = follow_on or (bool(earlier_questions) and _THAT_TIME.search(question) is not None)
    follow_on = follow_on or _also_affected(question, earlier_questions, catalog, lookup_ids)
    #: "跟半夜两点门户那波报错是同一个原因吗" after "门户现在老失败，是啥原因": the conversation's own subject named
    #: again in a same-cause question still sets the earlier question's trouble against the one named now
    follow_on = follow_on or (bool(earlier_questions) and bool(ents.services) and asks_same_cause(worded)
                              and set(ents.services) <= set(_entities(earlier_questions[-1], catalog,
                                                                      lookup_ids).services))
    #: "跟路线规划那边是同一个原因吗" after "早上约单为啥挂了": a same-cause follow-up naming another side and no time
    #: of its own sets that side's trouble against the earlier one in the earlier question's window (never the
    #: recent hour, which held neither trouble)
    same_cause_untimed = (bool(earlier_questions) and asks_same_cause(worded)
                          and not resolve_time(question, now=clock, zone=catalog.zone()).explicit)
    #: "最多积压到多少条" after "装车任务凌晨是不是积压了": the peak of the trouble the conversation told, its subject
    #: named again by the trouble's own word — over the earlier question's window, never the recent hour
    peak_follow = (bool(earlier_questions) and _PEAK_ASKED.search(question) is not None
                   and not resolve_time(question, now=clock, zone=catalog.zone()).explicit
                   and bool(ents.services) and set(ents.services) <= set(_entities(earlier_questions[-1], catalog,
                                                                                   lookup_ids).services))
    own_only = ents.any and not (pronoun or what_about or follow_on or suspect_follow or same_cause_untimed
                                 or peak_follow)
    #: "跟昨天那次发版有关系吗" after a question about now: the day names the operation suspected, not the window
    timed = (_DAY_OF_CHANGE.sub(" ", question) if earlier_questions and not actions and "yes_no" in aspects
             else without_episode_parts(question))
    unscened = re.sub("|".join(map(re.escape, scene_clauses)), " ", timed) if scene_clauses else timed
    if scene_clauses and resolve_time(unscened, now=clock, zone=catalog.zone()).explicit:
        timed = unscened
    if earlier_questions and not actions and aspects == ["yes_no"] and (slot := suspect_slot(timed)) and (
            suspects and _SLOT_TIME.search(slot)):
        #: "跟凌晨那个遥测积压有关系吗" after "现在线上有啥问题": the time qualifies the trouble suspected (when it
        #: was), not the window asked — the conversation's trouble is the one it is blamed for
        timed = timed.replace(slot, " ")
    #: "was it the rollout at 1:30?" after "Why is X erroring?": the clock names the change suspected, not the
    #: window (the conversation's); the change events are searched from that clock
    #: so is the clock of "Is the 9pm X release what's breaking Y now?" asked alone: the release is the 9pm one,
    #: the trouble blamed on it the one going on now (the recent window, not the hour around 9pm)
    change_at = (resolve_time(timed, now=clock, zone=catalog.zone()) if (
        earlier_questions or (asks_now(question) and _CLOCKED_CHANGE.search(timed)
                              and not _CJK.search(question))) and not actions
                 and aspects in (["yes_no"], ["cause"], ["yes_no", "cause"]) and not ids
                 and DEPLOY_SUSPECT.search(timed) else None)
    if change_at is not None and change_at.at is not None and change_at.source in timed:
        timed = timed.replace(change_at.source, " ")
    else:
        change_at = None
    #: "did X start before Y?": the two onsets lie wherever they lie (as for an onset question)
    spec = _window(timed, [] if own_only else earlier_questions, catalog, clock,
                   [*aspects, "onset"] if onset_order else aspects, codes, episodes=compares_episodes(question))
    if (what_about and aspects == ["cause"] and services and not ids and _TROUBLE_TOLD.search(question) is not None
            and not resolve_time(timed, now=clock, zone=catalog.zone()).explicit
            and not set(services) & set(_entities(earlier_questions[-1], catalog, lookup_ids).services)):
        #: "那配送预约失败呢？" after "昨天傍晚花束订单为啥失败": the failures of another subject are told, not when —
        #: they lie wherever they lie (the data, at most a day back, besides the earlier question's window), never
        #: only in the window of the earlier subject's trouble (which held none of them)
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(min(spec.start, start), max(spec.end, clock), spec.explicit,
                              f"{spec.source} + 另一方：覆盖全部可用数据（至多 24 小时）")
    if (onset_order and spec.explicit and WHICH_FIRST.search(question)
            and _time_of_one_side(timed, clock, catalog.zone())):
        #: "会员支付证书过期 和 今晚等级分发版，哪个先开始的": the time names one side's deploy (tonight's), not where
        #: the other side's onset lies — from the start of the time's day up to now (a time naming a trouble's
        #: episode, "下午出价库锁等待", keeps its window: the trouble's morning episode is not the one asked)
        local = spec.start.astimezone(catalog.zone())
        day = local.replace(hour=0, minute=0, second=0, microsecond=0).astimezone(UTC)
        spec = TimeWindowSpec(min(day, spec.start), max(spec.end, clock), True, f"{spec.source}所在当天至今")
    incidents_first = (aspects == ["overview"] and not services and not ids and bool(earlier_questions)
                       and WHICH_FIRST.search(question) is not None and not _names_time(question, clock, catalog))
    from_sides = _from_sides(question, catalog, lookup_ids) if "count" in aspects and not ids else []
    if from_sides:
        #: the service named before the choice is the one whose errors are split (a side naming a service — "the
        #: basket deploy" — names the cause, not a second subject)
        services, from_sides = [from_sides[0][0]], from_sides[1:]
    if incidents_first:
        #: "which one started first?" after "which services are failing right now?": the incidents of that answer,
        #: each from its own start — the earlier hour cut the older one's start (its deploy's errors) off
        spec = TimeWindowSpec(min(spec.start, spec.end - _INCIDENTS_BACK), spec.end, spec.explicit, spec.source)
    if (change_at is not None and change_at.at is not None and not spec.start <= change_at.at <= spec.end
            and re.fullmatch(r"\d{1,2}[:.]\d{2}", change_at.source.strip())
            and spec.start <= change_at.at + timedelta(hours=12) <= spec.end):
        #: "the 2:30 deploy?" after "… all afternoon": a bare clock is the one inside the conversation's window
        change_at = replace(change_at, at=change_at.at + timedelta(hours=12))
    if "回滚" in actions and spec.explicit and spec.at is not None and _CLOCKED_CHANGE.search(worded):
        #: "did the 3:25 X release get rolled back?": the clock names the release, not the window — its rollback is
        #: searched from the release's clock (a bare one the latest passed) for the hours after it, up to now (a
        #: rollback much later undoes a later release: "the 11:00 release" is not the one rolled back at 15:50)
        at = spec.at
        if re.fullmatch(r"\d{1,2}[:.]\d{2}", spec.source.strip()) and at + timedelta(hours=12) <= clock:
            at += timedelta(hours=12)
        spec = TimeWindowSpec(at - _CLOCK_SLACK, min(clock, at + _UNDONE_WITHIN), True, f"{spec.source} 的发布之后")
    if change_suspect and asks_now(question) and spec.explicit and spec.at is None and spec.end < clock:
        #: "现在目录报错是不是 X 昨晚那次发版导致的？": the day names the change; the trouble asked is the one going on
        #: now — the window runs from the change's day up to now
        spec = TimeWindowSpec(spec.start, clock, True, f"{spec.source}至今")
    if (change_suspect and not spec.explicit and not earlier_questions and not asks_now(question)
            and _THAT_RUN.search(question)):
        #: "筒仓入仓那次发版有没有影响到收货预约？": "that deploy" of the suspect, no time named — the run lies wherever
        #: it lies, so the data (at most a day back) is read, not the recent hour (which held neither side's trouble)
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "那次变更：覆盖全部可用数据（至多 24 小时）")
    if ("yes_no" in aspects and suspects and not change_suspect and not spec.explicit and not earlier_questions
            and not actions and not ids and not asks_now(question) and not _STILL.search(question)
            and (hit := _HITS.search(question)) is not None
            and trouble_kinds(question[:hit.start()], [*services, *suspects])):
        #: "会话库锁等待有没有影响到充电会话服务？": the suspect's trouble named by its mechanism (lock waits, a
        #: backlog, a full pool…) before the verb, no time named — the episode lies wherever it lies, so the data
        #: (at most a day back) is read, not the recent hour (which held neither side's trouble)
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "那次异常：覆盖全部可用数据（至多 24 小时）")
    elif own_episode_asked(question, aspects, suspects, services, explicit=spec.explicit,
                           earlier=bool(earlier_questions), ids=bool(ids)) and _HITS.search(question) is None:
        #: ("X 有没有影响到 Y" with no mechanism named keeps the recent window: invEA's reading, above)
        #: "补货计划器报错是不是ES慢查询导致的": a suspect of the subject's trouble, no time named — the subject's own
        #: episode lies wherever it lies (it may have ended hours ago), so the data (at most a day back) is read
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "所疑对象：覆盖全部可用数据（至多 24 小时）")
    if ("count" in aspects and not spec.explicit and not topic and not ids and not codes and not counted
            and earlier_questions and _CUMULATIVE.search(question) is not None
            and not any(asks_now(q) for q in (_CUMULATIVE.sub(" ", question), *earlier_questions))):
        #: "how many errors so far?" after "is X broken?" / "since when?": the lines of the trouble's whole run up
        #: to now (the data, at most a day back), not the recent hour only
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "累计至今：覆盖全部可用数据（至多 24 小时）")
    if counted and not spec.explicit:
        #: "how many deploys did X have?" with no time named: every change event of the data (at most a day back)
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, spec.end, False, "操作次数：覆盖全部可用数据（至多 24 小时）")
    if aspects == ["yes_no"] and not actions and not ids and ended_before_asked(worded) and spec.explicit:
        #: "航司证书是在昨天半夜12点之前就修好了吧": the trouble may have ended long before the clock, so the day up
        #: to the clock's window's end is read, not only the hour around the clock
        start = max(spec.end - _WIDE, catalog.data_start) if catalog.data_start else spec.end - _WIDE
        spec = TimeWindowSpec(start, spec.end, True, f"{spec.source}及之前（至多 24 小时）")
    other_nth = 0
    if (earlier_questions and not own_only and {"onset", "end", "duration"} & set(aspects)
            and "comparison" not in aspects and spec.explicit and spec.end - spec.start < _WIDE
            and not resolve_time(timed, now=clock, zone=catalog.zone()).explicit
            and (episode_ordinal(question) >= 2 or _ANOTHER_EPISODE.search(question) is not None)):
        #: "第二次呢 几点开始的" after "X 昨天上午十点是不是炸了", "and the other one? when did that end" after "what
        #: happened to X yesterday morning?": another episode of the trouble the conversation told, on the day of
        #: its window — the whole of that day is read (the earlier hour held only the episode it named); "the other
        #: one" is the one after that window when it lay in the day's first half, else the one before it
        local = spec.start.astimezone(catalog.zone())
        day = local.replace(hour=0, minute=0, second=0, microsecond=0).astimezone(UTC)
        day_end = min(clock, day + timedelta(days=1))
        if day < day_end:
            if _ANOTHER_EPISODE.search(question) is not None and not episode_ordinal(question):
                other_nth = 2 if spec.end - day <= day_end - spec.start else 1
            spec = TimeWindowSpec(day, day_end, True, f"{spec.source}所在当天")
    boundary = (onset_boundary(worded, now=clock, zone=catalog.zone())
                if aspects == ["yes_no"] and not actions and not ids and spec.explicit and not earlier_questions
                and spec.end - spec.start <= timedelta(hours=1) else None)
    if boundary is not None and spec.start <= boundary[0] <= spec.end:
        #: "引航调度凌晨一点之前就有问题了吗", "was X already in trouble before 1pm?": the onset against the clock — the
        #: hour around the clock holds neither an earlier start nor a later one, so the day before it up to now is
        #: read (`render.answer._before_clock` states the first anomaly on either side of the clock)
        start = max(boundary[0] - _WIDE, catalog.data_start) if catalog.data_start else boundary[0] - _WIDE
        spec = TimeWindowSpec(start, clock, True, f"{spec.source}前后（至多 24 小时前起至今）")
    pair = resolve_windows(timed, now=clock, zone=catalog.zone())
    if anchored is not None and anchored[0] == "b":
        #: "errors in the last half hour vs the half hour before its rollout": the side the event's span is
        pair = (pair[0] if pair is not None else spec, anchored[1])
    elif anchored is not None:
        spec, pair = anchored[1], (anchored[1], pair[1]) if pair is not None else None
    if (pair is None and earlier_questions
            #: ("跟中午网关那次比 哪次失败的单多": a side named by its own service still sets failed records against
            #: the conversation's)
            and (not own_only or (_COMPARE_FOLLOW.search(question) is not None
                                  and (FAILED_MORE.search(question) is not None
                                       #: "比中午花艺缓存那次长吗" after "昨晚通知积压持续了多久": a side of its own
                                       #: set against the conversation's trouble by how long each lasted (invUC)
                                       or LASTED_LONGER.search(question) is not None)))
            and (_COMPARE_FOLLOW.search(question) or (len(services) <= 1 and asks_same_cause(worded))
                 #: "and the redis one after 7:40? which lost more" after "how many … failed in the 6pm pool
                 #: mess?": a which-more choice of failed records whose other side is the earlier turn's incident
                 or (FAILED_MORE.search(question) is not None and _WHICH_EPISODE_SIDE.search(question) is not None))
            and (resolve_time(timed, now=clock, zone=catalog.zone()).explicit
                 #: "跟现在这波比 哪次失败单多" after "昨天晚上七点多订单失败的那波…": the wave going on now is the
                 #: side named — the recent window against the conversation's (invUC)
                 or (_COMPARE_FOLLOW.search(question) is not None and FAILED_MORE.search(question) is not None
                     and _NOW_WAVE.search(question) is not None))):
        #: "昨天傍晚那次也是，是同一个原因吗" after "今早解锁码积压是怎么回事": the same two windows, set against
        #: each other (`same_cause_windows`)
        #: "跟八点到九点比呢？" after "X 昨晚七点多报错了吧": the earlier question's window against the one named now,
        #: whose bare hours take the earlier question's day and part of the day (昨晚 → 20:00–21:00 last evening)
        pair = (resolve_windows(f"{earlier_questions[-1]} 和 {without_same_cause(question)}", now=clock,
                                zone=catalog.zone())
                if asks_same_cause(worded) and not _COMPARE_FOLLOW.search(question)
                else resolve_windows(f"{_timed_turn(earlier_questions, clock, catalog)} "
                                     f"{_NOW_WAVE.sub('现在', question)}", now=clock, zone=catalog.zone()))
    if (pair is None and len(earlier_questions) >= 2 and not own_only and len(services) <= 1
            and asks_same_cause(worded) and not resolve_time(timed, now=clock, zone=catalog.zone()).explicit
            and (_OTHER_EPISODE.search(earlier_questions[-1]) is not None
                 or _WHAT_ABOUT.search(earlier_questions[-1]) is not None
                 #: "昨天下午 Y 又为啥失败" after "昨晚 X 为啥失败": the last turn asks the cause of a trouble of its
                 #: own (its own time) — the two turns' troubles are the sides, as for "那 Y 呢？"
                 or ("cause" in aspects_of(earlier_questions[-1], has_entity=True, has_record=False)
                     and "cause" in aspects_of(earlier_questions[-2], has_entity=True, has_record=False)
                     #: of two troubles told apart by the last turn's own subject: a last turn naming none (续租, a
                     #: word two services share) carries the earlier subject on — its own reading answers
                     and _subjects_told_apart(earlier_questions[-2:], catalog, lookup_ids)))
            and all(resolve_time(e, now=clock, zone=catalog.zone()).explicit for e in earlier_questions[-2:])):
        #: "是同一个原因吗" (no time of its own) after "一点十分那次 X 失败是什么原因" / "那两点四十那次呢？" (the last
        #: turn naming only another episode of the trouble): the two turns' windows, set against each other
        #: (`same_cause_windows`) — two turns telling troubles of their own keep their subjects as the sides
        pair = resolve_windows(f"{earlier_questions[-2]} 和 {earlier_questions[-1]}", now=clock, zone=catalog.zone())
        turn_subjects = [_entities(e, catalog, lookup_ids).services for e in earlier_questions[-2:]]
        if pair is not None and turn_subjects[1] and not set(turn_subjects[0]) & set(turn_subjects[1]):
            #: "是同一个原因吗" after "门户昨天下午为啥提交不了" / "凌晨图像处理失败又是为啥": a last turn telling a
            #: trouble of its own subject was answered over its own window (this night's small hours), not the
            #: earlier turn's day the two read together give it
            pair = (pair[0], _turn_window(earlier_questions, catalog, clock, lookup_ids) or pair[1])
            #: "是同一个原因吗" after "昨天早上 X 失败是啥原因" / "今天上午 Y 失败呢？": the last turn tells a trouble
            #: of its own subject (the earlier one another's, or one told in words no service holds) — every
            #: service's records in each window decide (`render.answer._same_codes_windows`), never the last subject
            #: alone in a window where it had no trouble
            services = []
    if (pair is None and earlier_questions and not ents.any and aspects == ["count"]
            and _WHAT_ABOUT.search(question) is not None and _ERRORS_COUNTED.search(earlier_questions[-1]) is not None
            and not asks_failed_records(earlier_questions[-1])
            and resolve_time(question, now=clock, zone=catalog.zone()).explicit
            and (told_window := _turn_window(earlier_questions, catalog, clock, lookup_ids)) is not None
            and (told_window.end <= spec.start or spec.end <= told_window.start)):
        #: "那四点到五点呢" after "X 今天两点到三点报了多少错": a follow-up naming only another window sets the
        #: conversation's error count against that window's (the subject and the level kept; both counts answer)
        pair, aspects = (told_window, spec), ["comparison"]
    #: "跟中午那次是同一个问题吗？" after "今晚订场一直失败，什么原因" (no service named anywhere): the two windows
    #: are set against each other (`same_cause_windows`), never joined into one
    trouble_windows = pair is not None and not services and bool(earlier_questions) and asks_same_cause(worded)
    if pair is not None and aspects == ["overview"] and _COMPARED_WORDS.search(question) is None \
            and not trouble_windows:
        #: "What went wrong overnight and earlier this morning?": two windows asked of together, nothing compared —
        #: one window from the first's start to the last's end
        spec = TimeWindowSpec(min(pair[0].start, pair[1].start), max(pair[0].end, pair[1].end), True,
                              f"{pair[0].source} + {pair[1].source}")
        pair = None
    if (pair is not None and aspects == ["comparison"] and len(services) == 1 and own_only and earlier_questions
            and _COMPARE_FOLLOW.search(question) is not None and LASTED_LONGER.search(question) is not None
            and not FAILED_MORE.search(question)
            and (turn_subject := [s for s in _entities(_timed_turn(earlier_questions, clock, catalog), catalog,
                                                       lookup_ids).services if s not in services][:1])):
        #: "比中午花艺缓存那次长吗" after "昨晚通知积压持续了多久": the conversation's subject is the other side
        services = [*turn_subject, *services]
    if (pair is not None and aspects == ["comparison"] and len(services) == 2
            and LASTED_LONGER.search(question) is not None):
        #: "昨天的证书事件和今早的缓存事件，哪个持续得更久？": each side's trouble in its own window, how long each
        #: lasted — one window from the first's start to the last's end holds both episodes (no counts compared)
        spec, pair = _both_sides(pair, clock, catalog), None
    sides_as_episodes = False
    side_windows: list[TimeWindowSpec] = []
    if (pair is not None and _with_comparison(aspects) == ["comparison"] and len(services) == 1
            and not earlier_questions and LASTED_LONGER.search(question) is not None
            and not FAILED_MORE.search(question)):
        #: "解锁积压 昨天傍晚那次和今早那次，哪次更久？": one trouble's two episodes, each named by its own time — how
        #: long each lasted, not how many lines each window held: one window from the first side's start holds both
        #: (an episode that began as the part of the day ended runs on up to an hour past it, never past now), and
        #: the subject's episodes in it are set against each other (`render.answer._episode_compare`)
        side_windows = sorted(pair, key=lambda w: w.start)
        spec, pair, sides_as_episodes, aspects = _both_sides(pair, clock, catalog), None, True, ["comparison"]
    if (pair is None and not sides_as_episodes and earlier_questions and len(services) == 1
            and _with_comparison(aspects) == ["comparison"] and not ents.any
            and LASTED_LONGER.search(question) is not None and not FAILED_MORE.search(question)
            and not _CHOICE_SPLIT.search(question)
            and (not compares_episodes(question) or _THESE_TWO.fullmatch(question) is not None)
            and (turn_sides := _turns_timed_sides(earlier_questions, services[0], catalog, clock, lookup_ids)
                 or _told_pair_sides(earlier_questions, services[0], catalog, clock, lookup_ids))):
        #: "哪次更长" after "昨晚九点半排程库是不是锁等待了" / "凌晨两点那次呢" (or "which one was longer so far?" after
        #: "what broke X early this morning?" / "and what's going on with X now?"): the turns named one trouble's two
        #: episodes, each by its own time (asked its cause or whether it happened, not its span) — set against each
        #: other by how long each lasted, as when one question names both (one window holding both turns' windows)
        end = max(turn_sides[0].end, turn_sides[1].end)
        if _part_end(end, clock, catalog):
            end = min(clock, end + _PAST_PART_END)
        spec = TimeWindowSpec(turn_sides[0].start, end, True, f"{turn_sides[0].source} + {turn_sides[1].source}")
        sides_as_episodes, aspects, side_windows = True, ["comparison"], list(turn_sides)
    if (pair is None and not sides_as_episodes and earlier_questions and len(services) == 1
            and not FAILED_MORE.search(question)
            and (days := this_against_day(question, spec, _turn_window(earlier_questions, catalog, clock,
                                                                       lookup_ids))) is not None):
        #: "这次持续多久 跟昨天那次比哪个长" after "今天…又炸了？": the established episode against the other day's
        #: (`episode_days`) — one window holding both, the subject's episodes set against each other
        side_windows = list(days)
        spec, sides_as_episodes, aspects = _both_sides(days, clock, catalog), True, ["comparison"]
    if (pair is None and aspects == ["comparison"] and len(services) == 2 and spec.explicit
            and LASTED_LONGER.search(question) is not None and _second_side_timed(timed, clock, catalog)):
        #: "短信证书那次和凌晨结算积压，哪个持续得更久？": the time names the second side's trouble only — the
        #: first lies wherever it lies (the data, at most a day back): the window runs from either start up to now
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(min(spec.start, start), clock, True,
                              f"{spec.source} + 另一方：覆盖全部可用数据（至多 24 小时）")
    elif (pair is None and aspects == ["comparison"] and len(services) == 2 and spec.explicit
          and spec.end - spec.start <= timedelta(days=1)
          and LASTED_LONGER.search(question) is not None and _part_end(spec.end, clock, catalog)):
        #: "which one was longer?" after "how long did the X storm last yesterday?" and "and the bad Y deploy?": one
        #: day or part of the day holds both sides — an episode that began in it may run past its end (midnight),
        #: so the window runs on up to an hour past it (never past now), as for two windows above; a window of more
        #: than a day ("yesterday's X … than this morning's Y") holds each side already
        spec = TimeWindowSpec(spec.start, min(clock, spec.end + _PAST_PART_END), True, spec.source)
    if pair is None and same_cause and spec.explicit and spec.end < clock and asks_now(worded):
        #: "was the afternoon payment thing the same problem as the seat failures now?": each subject's trouble in its
        #: own time — the past one named, the other going on now — so the window runs from the named one up to now
        #: (the afternoon alone held no trouble of the second subject: nothing was decided)
        spec = TimeWindowSpec(spec.start, clock, True, f"{spec.source} 至今")
    elif (pair is None and same_cause and earlier_questions and asks_now(worded)
          and (earlier_side := resolve_time(earlier_questions[-1], now=clock, zone=catalog.zone())).explicit
          and earlier_side.end < spec.start):
        #: "跟现在营地预订下单失败是同一个原因吗" after "下午三点多马队排期为啥报错": the earlier question's side
        #: keeps its own time (its trouble is over), the other is the one going on now — the window runs from the
        #: earlier one up to now (the present hour alone held none of the first side's trouble)
        spec = TimeWindowSpec(earlier_side.start, clock, True, f"{earlier_side.source} 至今")
    elif (pair is None and same_cause and earlier_questions and asks_now(worded) and not spec.explicit
          and (earlier_side := resolve_time(earlier_questions[-1], now=clock, zone=catalog.zone())).explicit
          and earlier_side.start < spec.start < earlier_side.end and earlier_side.end >= clock):
        #: "那现在 Y 报错 是同一个原因吗" after "昨晚 X 失败的原因是什么" (昨晚 runs up to now; not a part of the day
        #: already over, "中午" at 13:45: the cause of the trouble told now is asked): the earlier side's
        #: trouble up to the present hour against the present hour — every service's records in each window decide
        #: (`render.answer._same_codes_windows`); one window of both sides joined their two troubles' lines
        pair = (TimeWindowSpec(earlier_side.start, spec.start, True, earlier_side.source, at=earlier_side.at), spec)
        services, trouble_windows = [], True
    if (pair is None and earlier_questions and ents.services and spec.explicit and not actions and not ids
            and asks_same_cause(worded) and not _COMPARE_FOLLOW.search(question)
            and (timed_turn := next((e for e in reversed(earlier_questions)
                                     if resolve_time(e, now=clock, zone=catalog.zone()).explicit), None)) is not None
            and not set(_entities(timed_turn, catalog, lookup_ids).services) & set(ents.services)
            and ((turn_side := resolve_time(timed_turn, now=clock, zone=catalog.zone())).end <= spec.start
                 or spec.end <= turn_side.start)):
        #: "那昨天下午 Y 签约失败呢？是同一个原因吗" after "昨晚 X 排车失败是什么原因" (and "回滚了吗"): the trouble
        #: told now, with its own subject and time, against the conversation's last trouble told with a time — the
        #: two windows apart, every service's records in each decide (`render.answer._same_codes_windows`)
        pair, services, trouble_windows = (turn_side, spec), [], True
    marks = _incident_marks(question, catalog) if pair is None and not earlier_questions and not ids else None
    if marks is not None:
        #: "did X log more errors during the payments slowness or during the courier cert outage?": no side
        #: is timed, so each incident lies wherever it lies (the data, at most a day back) — each side is the
        #: subject's error code its incident's names mark (`offline_executor._incident_claims`)
        services = marks[0]
        aspects, suspects = ["comparison"], []
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, clock, True, "两次事件：覆盖全部可用数据（至多 24 小时）")
    shared_trouble = (pair is None and marks is None and not earlier_questions and not spec.explicit
                      and len(services) == 2 and "comparison" in aspects and during_trouble(question)
                      and counts_errors_or_failures(question) and not asks_failed_records(question))
    if (not shared_trouble and pair is None and marks is None and not earlier_questions and len(services) == 2
            and "comparison" in aspects and _HIT_HARDER.search(question) is not None
            and not asks_failed_records(question)):
        #: "which got hit harder by the cache thing this morning, A or B?": one trouble reached both — each subject's
        #: lines are counted over the episode both shared inside the window said (never the window's other troubles:
        #: a lock-wait run of one of them earlier that morning, a deploy's errors after)
        shared_trouble = True
    elif shared_trouble:
        #: "during the redemption backlog who logged more errors, A or B": the trouble told lies wherever it lies
        #: (the data, at most a day back) — each subject's lines are counted over the episode both shared
        #: (`offline_executor._shared_episode_claims`)
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, clock, True, "同一段异常：覆盖全部可用数据（至多 24 小时）")
    if (pair is None and marks is None and not earlier_questions and not spec.explicit and len(services) == 1
            and "count" in aspects and "comparison" not in aspects and during_trouble(question)
            and not asks_failed_records(question)):
        #: "遥测那边积压期间 报了多少条错", "errors during the payments backlog?": a count over a trouble told as its
        #: window, no time said — the trouble lies wherever it lies (the data, at most a day back), never the last hour
        start = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
        spec = TimeWindowSpec(start, clock, True, "所述异常期间：覆盖全部可用数据（至多 24 小时）")
        if asks_log_lines(question):
            measured = []  # ("报了多少条错": the lines are counted, never the measure the trouble's word names)
    crossed = _crossed(timed, ents.services, earlier_questions, catalog, clock, lookup_ids) if pair is None else None
    if crossed is not None:
        #: "more or fewer than Y had last night?" after "X errors this morning?": X in the earlier window against Y
        #: in the one named now
        services, pair = crossed
        suspects = []
    if pair is not None and crossed is None and len(services) > 1:
        #: "did X log more errors during the morning lock waits or during the current search outage?": a service
        #: named only inside a window named by its incident names that incident, not a subject compared
        rest = _EPISODE_NAMED.sub(" ", question)
        kept = match_services(rest, catalog.services, catalog.aliases())
        #: "enrolment-svc 早上的报错 跟 timing-svc …": a name said with a slip of the fingers is named all the same
        kept = _dedupe([*kept, *(near for w in _SLIPPED_NAME_RE.findall(rest.lower())
                                 if (near := near_name(w, catalog.services)) in services)])
        #: "did the tracking app log more errors during …": the subject called by a run of its description's words
        #: ("parcel tracking app backend"), the sides' services named only inside the incidents
        described = [] if kept else _described_app(rest, catalog)
        services = [s for s in services if s in kept] or described or services
    if (pair is not None and crossed is None and len(services) == 2 and not ids and not asks_same_cause(worded)
            and "record" not in aspects and not names_record_words(worded)
            and (sides := _subject_per_side(timed, services, catalog, clock, lookup_ids)) is not None):
        #: "昨晚 X 的报错 和 今天 Y 的报错 哪个多": each side names its own subject with its own time — X in the
        #: first window, Y in the second (never both subjects in both windows); records lost to each side's trouble
        #: ("which lost us more bookings, last night's X mess or today's Y failures?") are counted per window
        services, crossed = sides, (sides, pair)
    now_incident = (pair is not None and crossed is None and not ids and "comparison" in _with_comparison(aspects)
                    and _now_against_incident(question) is not None)
    if now_incident and len(services) > 1 and (present := _now_against_incident(question)) is not None and len(
            own := [s for s in services if s in _entities(present, catalog, lookup_ids).services]) == 1:
        #: "shop front errors now vs during yesterday evening's price cache mess": the service the incident side names
        #: (the price cache) only marks that episode — the subject is the one the present side names
        services = own
    #: "跟昨晚那次是一个原因吗？" after "X 现在为啥报错？": one subject's troubles in two windows — a yes/no over what
    #: each window's records of it point at (never a count of its lines in each)
    same_cause_windows = (pair is not None and crossed is None and (len(services) == 1 or trouble_windows)
                          and not actions and not ids and asks_same_cause(worded))
    if (same_cause_windows and pair is not None and pair[0].start < pair[1].start < pair[0].end
            and pair[1].end > pair[0].end):
        #: "是同一个原因吗" after "四点十分左右 X 为啥失败" / "那五点那波 Y 呢": the two episodes' windows around their
        #: clocks overlap — the earlier one ends where the later begins, so that neither window holds both troubles
        #: (one window holding every line decided nothing)
        pair = (TimeWindowSpec(pair[0].start, pair[1].start, True, pair[0].source, at=pair[0].at), pair[1])
    if same_cause_windows and pair is not None and _part_end(pair[1].end, clock, catalog):
        #: "昨天傍晚那次也是，是同一个原因吗": the episode that began in the part of the day named may run past its
        #: end (傍晚 ends 19:00, the backlog began at 19:00:05) — the compared window runs on up to an hour past it
        end = min(clock, pair[1].end + _PAST_PART_END, *([pair[0].start] if pair[0].start >= pair[1].end else []))
        pair = (pair[0], TimeWindowSpec(pair[1].start, end, True, pair[1].source, at=pair[1].at))
    #: "是同一个原因吗" after "X 今晚出了两次问题": one subject's episodes within the one window told — a yes/no over
    #: what each of its error code runs points at (`render.answer._same_cause_episodes`)
    same_cause_episodes = (pair is None and len(services) == 1 and not actions and not ids and bool(earlier_questions)
                           and asks_same_cause(worded) and _TWO_NAMED.search(earlier_questions[-1]) is not None)
    if same_cause_episodes:
        aspects = ["yes_no"]
    window_status: list[str] = []
    if pair is not None:
        spec = pair[0]
        aspects = ["yes_no"] if same_cause_windows else _with_comparison(aspects)
        if (not compared_statuses and not same_cause_windows and "record" in aspects and not ids
                and (not services or names_record_words(worded))):
            #: "昨天被拒的发票 跟今天失败的采收订单 分别有多少单？": a count of records over two windows, each side
            #: naming its own status — each status in its own side's window (never the first two statuses held)
            compared_statuses = statuses_compared(worded, catalog.order_statuses, catalog.descriptions,
                                                  catalog.failed_statuses)
        if aspects == ["comparison"] and len(services) <= 1 and not ids and (
                status_by_value(question, catalog.order_statuses)
                or (window_status := status_in_words(question, catalog.order_statuses))
                or (window_status := _status_more(question, worded, catalog))
                or (window_status := _described_slips(worded, catalog))):
            #: "more BANK_REJECTED payouts yesterday or today so far?": the records of the status named, in each
            #: window (it counted the subject's ERROR lines in each); "which episode rejected more bids, …?":
            #: the status said in words (BID_REJECTED); "零点前和零点后，哪边被拒的加油支付更多？": the one status
            #: a verb of failing says (被拒 ↔ DECLINED), records of a noun that also names a service
            aspects = ["comparison", "record"]
    level = asked_level(question)
    #: "它几点恢复的" after "昨晚扣款失败是咋回事" (no entity anywhere): "it" is the earlier question's symptom; so
    #: is the subject an elliptical follow-up leaves out ("几点续上的？" after "证书过期了吗": no symptom of its own);
    #: "那它从几点开始的" after "今晚订座为啥老失败": the failing of the records the domain's word named
    referent = (earlier_questions[-1] if (pronoun or not symptom_words(question)) and earlier_questions and not ents.any
                and not (services or unknown or alerts or codes or ids)
                and (symptom_words(earlier_questions[-1])
                     or (pronoun and _FAILED_RECORD_WORDS.search(earlier_questions[-1]) is not None
                         and not _window_note(spec, catalog))) else "")
    #: "持续了多久" after "昨晚 X 是不是慢了一阵": the subject is carried, and so is the trouble the conversation named
    episode_words = (earlier_questions[-1] if aspects == ["duration"] and earlier_questions and not ents.any
                     and not referent and not symptom_words(question) and symptom_words(earlier_questions[-1])
                     else "")
    if (aspects == ["end"] and earlier_questions and not ents.any and not referent and not episode_words
            and len(services) == 1 and not symptom_words(question)
            and len(callees := _activity_callees(earlier_questions[-1], services[0], catalog)) == 1):
        #: "几点恢复的" after "学员App四点多约课咋老失败": the activity said (约课) is the head of one dependency's
        #: description — the end is that of the subject's records about it (its calls failing), not of another
        #: episode of the subject's in the same window (calls to another dependency failing later)
        episode_words = callees[0]
    narrow = (bool(alerts) or level is not None) and set(aspects) <= {"health", "end", "yes_no"} and not actions
    this_episode_records = (asks_failed_records(question) and asks_this_episode(question) and bool(earlier_questions)
                            and not compares_episodes(question) and not episode_ordinal(question)
                            and not compared_statuses and not events and not spec.explicit)
    own_window = not compared_statuses and not events and (
        resolve_time(question, now=clock, zone=catalog.zone()).explicit
        or (bool(topic) and (spec.explicit or asks_now(topic)
                             or (_GOING_ON.search(topic) is not None and not _WHY_ASKED.search(topic))))
        or (status_about and spec.explicit)
        #: "and how many lots failed?" after "why did lot registration fail this afternoon?": the records failing in
        #: the window the conversation named (not the data's start to its end)
        #: ("有多少笔捐款因此失败了": the records the trouble failed, wherever its episode ran — not this rule)
        or (asks_failed_records(question) and spec.explicit and bool(earlier_questions)
            and not re.search(_AS_A_RESULT, question, re.I))
        #: "and how many orders failed this time?" after "what's up with X?": the records failing in the episode the
        #: conversation's window holds (the one going on now), not both episodes of the data's whole span
        or this_episode_records)
    #: "how many times did X's pool get exhausted today?": the episodes are its alert's firings, on X or on the
    #: caller whose alerts carry the trouble (a pool alert fires on the application, not on the database)
    #: "how many times over the two days?" after "did X act up this morning?": the times of the trouble carried
    troubles_counted = counts_troubles(question) or counts_carried_troubles(question, earlier_questions)
    if aspects == ["health"] and MORE_THAN_ONCE.search(question) and counts_episodes(question):
        aspects = ["yes_no"]  # "was X maxed out more than once?": a yes/no over how many times, not X's health
    elif "count" in aspects and "health" in aspects and troubles_counted:
        #: "how many times did X have problems today?": the times counted, not X's health
        aspects = [a for a in aspects if a != "health"]
    stems, alerted = _episode_alerts(question, aspects, services, catalog, troubles=troubles_counted)
    stems = stems or named_alert_firings(question, aspects, services, alerts)
    services = [*services, *(s for s in alerted if s not in services)]
    #: "what time was the first failed checkout order this morning?": the failed records of the status named, oldest
    #: first (``Plan.first_record``) — their first one's time, not the first ERROR line of their service
    #: (also "when did the first PAY_DECLINED order come in?": a status named by its own code after "first")
    named_status = any(re.search(rf"(?<![A-Za-z0-9_]){re.escape(s)}(?![A-Za-z0-9_])", question, re.I)
                       for s in catalog.order_statuses)
    id_asked = RECORD_ID_ASKED.search(question) is not None
    first_failed = (statuses(question, ["record", "count"], catalog) if ("onset" in aspects or id_asked) and not ids
                    and (FIRST_FAILED_RECORD.search(question) or (named_status and _FIRST_SAID.search(question)))
                    else [])
    if "onset" in aspects and not (ids or services or first_failed) and (
            failed_since := _failed_records_since(question, catalog.order_statuses)):
        #: "几点开始派工单失败的", "记账几点开始失败的" (no service named): records failing since when — the first
        #: record of the one failed status the thing's words match (a record noun, or words of the status itself),
        #: not another trouble's
        first_failed = failed_since
    if first_failed and id_asked:
        #: "今天失败的配送单里 最早那单单号是多少": the first failed record's id is the record asked — not its time,
        #: nor a count ("多少" of the id), nor a cause
        aspects = ["record"]
    elif first_failed and "record" not in aspects:
        aspects = [*aspects, "record"]
    if ("count" in aspects and "record" not in aspects and not ids and not asks_log_lines(question)
            and (times_failed := _TIMES_FAILED_ZH.search(question))
            and not re.search(r"服务|接口|系统|平台|网关|数据库|缓存|队列|请求|调用|任务|消息|连接|查询|日志|报错|错误",
                              thing := times_failed.group(1) or times_failed.group(2))
            and len(failing := status_matches(f"{thing}失败", catalog.order_statuses)) == 1
            and re.search(r"FAIL", failing[0], re.I)):
        #: "今天早上一共有多少次验票失败？": what users do, failing, counted by times — its words match one failed
        #: status (验票失败 ↔ VALIDATION_FAILED): those records are counted, not the ERROR lines of the service the
        #: words name
        aspects = [*aspects, "record"]
    silent_cause = ""
    if (aspects == ["cause"] and len(services) == 1 and catalog.silent and services[0] in catalog.silent
            and not (suspects or ids or actions or codes or alerts) and (callers := _callers(services[0], catalog))):
        #: "the grid link was broken last night, what happened?" of a peer that never reports: its trouble shows only
        #: in its callers' records (their failed calls to it) — they are the subjects walked, the peer after them
        silent_cause, services = services[0], [*callers[:2], services[0]]
    if (actions == ["发布"] and len(services) == 1 and not ents.any and not ids and not suspects and earlier_questions
            and asks_version_of_it(worded)):
        #: "which version was that?" after "load tickets were failing this morning, why?": the trouble may have come
        #: with a deploy of a service the subject calls (its origin), so their change events are searched beside the
        #: subject's (the applications among its dependencies)
        infra = catalog.infra()
        services = [*services, *(d for d in catalog.dependencies.get(services[0], ()) if d not in infra)]
    if (aspects == ["count"] and len(services) == 1 and not ents.any and not (ids or suspects or codes or alerts)
            and ALERTS_COUNTED.search(question) is not None and _after_cause_turn(earlier_questions)):
        #: "那时候响了几个告警" after "支付昨天傍晚怎么了": the alerts of the trouble the cause turn walked — the
        #: subject's and those of the parts it calls (its cause may lie there), never the subject's alone
        services = [*services, *(d for d in catalog.dependencies.get(services[0], ()) if d != services[0])]
    silent_asked = ""
    if ((aspects == ["health"] or (aspects == ["count"] and (
            _CALLS_FAILED.search(question) is not None
            #: "那它自己报了多少条错" after "昨晚快递证书过期那个 影响了多少单": the error lines of a partner that never
            #: logs are its callers' lines about it (their failed calls to it), never a gap
            or (bool(earlier_questions) and asks_log_lines(question) and not codes))))
            and len(services) == 1 and catalog.silent and services[0] in catalog.silent
            and not (suspects or ids or actions or codes or alerts or measured)
            and (callers := _callers(services[0], catalog))):
        #: "is the <partner> fine?" of a peer that never reports: its callers' lines of the window are read for
        #: failed calls to it (none: no sign of trouble, an inference; its own silence stays a gap); so are they for
        #: "快递合作方今天有多少调用失败" (failed calls to it counted: none when its callers logged no trouble at all)
        silent_asked, services = services[0], [services[0], *callers[:2]]
    if (not carried and not episode_ordinal(question) and {"end", "duration"} & set(aspects)
            and "comparison" not in aspects and spec.explicit and spec.end >= clock - _NOW_SLACK
            and not asks_this_episode(question) and [k for k, _ in named_episodes(question)] == ["part"]):
        #: "凌晨那次…几点才恢复" / "the overnight one — how long did it last?" while that part of the day runs on
        #: up to now: "that one" of the part is its first episode — the one going on now would be "this one"
        carried = 1
    carried = carried or other_nth
    elsewhere = _elsewhere_subjects(question, aspects, services, spec, pair is not None, own_window,
                                    bool(earlier_questions), carried or episode_ordinal(question), clock, catalog)
    wide_from = max(clock - _WIDE, catalog.data_start) if catalog.data_start else clock - _WIDE
    chosen_statuses = [st for st in (
        cause_statuses or first_failed or compared_statuses or episode_status or window_status or (
            counted_state_status(question, catalog.order_statuses) if topic else []) or statuses(
            f"{topic} {question}" if topic else status_text if status_about else question, aspects, catalog))
        if st not in aside]
    if (topic and len(chosen_statuses) > 1
            and len(own := [st for st in statuses(question, aspects, catalog) if st not in aside]) == 1
            and own[0] in chosen_statuses):
        #: "卡住了多少张？" after "账单为啥一直生成失败？": the one status the question's own words name (卡住 →
        #: BILL_HELD), not every failed status of the earlier question's thing (stop 48's merge: tideline)
        chosen_statuses = own
    by_trouble = False
    by_call = [st for st in catalog.failed_statuses if st not in aside
               and any(s in catalog.status_callees.get(st, ()) for s in services)] if topic else []
    #: (a status the question's own words already name — "卡住了多少张" → BILL_HELD — is counted as before: over the
    #: data as well as the window; stop 48's merge: tideline)
    if (not by_call and not topic and len(chosen_statuses) != 1 and "count" in aspects and not ids
            and asks_failed_records(question)):
        #: "因为排班挂掉的课一共多少节", "多少团订因为定金付不了失败了": records failed by a cause told in words —
        #: the one failed status whose records' error lines name a service the cause's words name (by name or
        #: description)
        by_call = _caused_statuses(question, services, catalog, aside)
        if not by_call and earlier_questions and not ents.services:
            #: "失败了多少节课了" after "今天早上排班为什么挂了": the trouble the conversation established is the cause
            by_call = [st for st in catalog.failed_statuses if st not in aside
                       and any(s in catalog.status_callees.get(st, ()) for s in services)]
    if len(by_call) == 1 and len(chosen_statuses) != 1:
        #: "and how many?" after "why did <a thing> fail last night?", "那多少张" after "…有票失败吗": the records of
        #: the one failed status whose records' error lines name the conversation's subject (the trouble they failed
        #: with), not every failed record of the window
        chosen_statuses, by_trouble = by_call, True
    before_ops = actions_before(question, earlier_questions) if "health" in aspects else []
    alerted_team = (_team_asked(question, catalog, earlier_questions, lookup_ids)
                    if "count" in aspects and ALERTS_COUNTED.search(question) is not None and not suspects else None)
    if alerted_team is not None:
        #: "维修组那边今天响了几条告警": the alerts of every service of the team its word names (never the one service
        #: whose description holds 维修), counted by the alert query over the team
        services = sorted(s for s, t in catalog.teams.items() if t == alerted_team and s in catalog.services)
    #: "这个大概几点开始的" after "目前有哪些告警在响？": the onset of the alert firing now
    firing_referent = ("onset" in aspects and bool(earlier_questions) and not ents.any
                       and not (services or unknown or alerts or codes or ids)
                       and asks_firing_alerts(earlier_questions[-1]) and not asks_firing_alerts(question))
    #: "现在积压多少 跟一小时前比", "p99 now compared to 3pm": a measure's present value against an earlier instant —
    #: the window just before the present one, or a clock said alone (the earlier window then ends at the clock, so
    #: that its latest sample is the value at that instant: the samples before it, the clock's own sample belongs to
    #: the hour it begins, as a window's end is open)
    instants = (pair is not None and bool(services) and _present_value_asked(question)
                and (pair[1].end == pair[0].start or (pair[1].at is not None and pair[1].at <= pair[0].start))
                and pair[0].end >= clock - timedelta(minutes=5)
                and bool(metrics_named(_EPISODE_NAMED.sub(" ", question), catalog.metrics))
                and not counts_errors_or_failures(question))
    if instants and pair is not None and pair[1].at is not None:
        pair = (pair[0], TimeWindowSpec(pair[1].at - (pair[0].end - pair[0].start),
                                        pair[1].at - timedelta(seconds=1), True, pair[1].source, at=pair[1].at))
    if not asks_failed_statuses(question) and counts_by_status(question, aspects, bool(ids)):
        #: "ticket counts by status between 6 and 8pm? esp issued vs seat dropped": every status's records in the
        #: window (the query's counts by status), not the one status matched nor a comparison of log lines
        aspects = [*(a for a in aspects if a not in ("comparison", "count", "record", "cause", "health", "overview",
                                                    "yes_no")), "count", "record"]
        chosen_statuses, compared_statuses = [], []
    plan = Plan(
        intent=_intent(aspects, narrow=narrow),
        narrow_scope=narrow,
        aspects=aspects,
        cause_worded=(cause_worded(question)
                      or (not ents.any and _cause_carried(question, earlier_questions, aspects))),
        services=services,
        unknown_services=unknown,
        suspects=suspects,
        suspect_terms=([*(_suspect_terms(question, catalog.services) if not suspects else []),
                        *concept_terms(question)]
                       if "yes_no" in aspects and not same_code and not cause_statuses else []),
        same_code=same_code,
        crossed=crossed is not None,
        alerts=alerts,
        error_codes=codes,
        order_ids=[t for t, k in ids.items() if k == "order_id"],
        user_ids=[t for t, k in ids.items() if k == "user_id"],
        latest_record=_LATEST_RECORD.search(question) is not None and episode_ordinal(question) != LAST_EPISODE,
        failed_statuses=asks_failed_statuses(question),
        trace_ids=[t for t, k in ids.items() if k == "trace_id"],
        first_record=bool(first_failed),
        statuses=chosen_statuses,
        statuses_by_trouble=by_trouble,
        events_compared=events,
        data_start=_iso(catalog.data_start) if catalog.data_start else "",
        window_minutes=max(1, int((spec.end - spec.start).total_seconds() // 60)),
        window_start=_iso(spec.start),
        window_end=_iso(spec.end),
        window_label=_label(spec, catalog) + (f"；对比窗口：{_label(pair[1], catalog)}" if pair else ""),
        episodes=bool(services) and (sides_as_episodes or compares_episodes(question) or (
            (episode_ordinal(question) or carried) > 0 and bool({"end", "duration"} & set(aspects))) or (
            #: "闸机第二次是几点又开始出问题的": a later episode's onset is read from its own lines
            (episode_ordinal(question) or carried) > 1 and "onset" in aspects)),
        episodes_two=sides_as_episodes or (compares_episodes(question) and names_two_episodes(question)),
        episodes_spanned=bool(services) and (sides_as_episodes or compares_episodes(question)) and (
            ("comparison" in aspects and LASTED_LONGER.search(question) is not None
            and FAILED_MORE.search(question) is None)
            #: "<app>今天两次出事分别是啥原因": each episode named by its origin, read down its chain
            or (names_two_episodes(question) and EACH_CAUSE.search(question) is not None)),
        episodes_timed=sides_as_episodes,
        episode_windows=_side_episode_windows(side_windows, spec, clock, catalog) if sides_as_episodes else [],
        caused_by=_caused_by(question, earlier_questions, services, catalog, lookup_ids) if "count" in aspects else [],
        episode_nths=episode_pair(question) if compares_episodes(question) else [],
        asked_as=asked_as,
        episode_carried=carried if bool({"end", "duration", "onset"} & set(aspects)) else 0,
        episode_longest=(episode_ordinal(question) or carried) == LONGEST_EPISODE,
        compare_start=_iso(pair[1].start) if pair else "",
        compare_end=_iso(pair[1].end) if pair else "",
        window_explicit=spec.explicit,
        window_small_hours=spec.explicit and _SMALL_HOURS_SAID.search(spec.source or "") is not None,
        window_end_said=_END_SAID.search(spec.source or "") is not None,
        peer_count=("count" in aspects and bool(known.ids) and not ents.ids and not asks_record_owner(question)
                    and any(k == "order_id" for k in known.ids.values())),
        owner_count=(bool({"count", "yes_no"} & set(aspects)) and bool(known.ids) and not ents.ids
                     and (asks_owner_others(question) if "count" not in aspects else asks_record_owner(question))
                     and any(k == "order_id" for k in known.ids.values())),
        owner_others=("yes_no" in aspects and "count" not in aspects and bool(known.ids) and not ents.ids
                      and asks_owner_others(question) and any(k == "order_id" for k in known.ids.values())),
        alerts_counted="count" in aspects and ALERTS_COUNTED.search(question) is not None,
        alert_team=alerted_team or "",
        episode_stems=stems,
        teams_ranked=(not services and not ids and bool(catalog.teams) and asks_which_team(question)),
        episode_runs=("count" in aspects and bool(services) and troubles_counted
                      and stems in ([], [ANY_ALERT])),
        incidents_first=incidents_first,
        from_sides=from_sides,
        #: "闸机这次已经挂了多久了": how long the episode going on now has lasted reads it from its own start too
        ongoing=("duration" in aspects and not spec.explicit and asks_this_episode(question)) or (
                 "onset" in aspects and not spec.explicit and not FIRST_TIME.search(question)
                 #: "X 这次是几点开始的": the episode going on now, not the day's first (issue 10)
                 and (_now_or_going_on(question) or asks_this_episode(question)
                      #: "约课app啥时候开始挂的" with no time anywhere, the app failing now: the trouble going on
                      #: (yesterday's deploy and this morning's outage in the same look-back are earlier troubles);
                      #: with nothing going on now the window's first anomaly stays the answer — never a change
                      #: asked ("那个坏版本几点开始发的": the deploy's own start, wherever it lies) nor an episode
                      #: named by its order ("第二次是几点又开始的")
                      or (not earlier_questions and not DEPLOY_SUSPECT.search(question)
                          and not _CHANGE_ASKED.search(question) and not episode_ordinal(question))
                      or (not own_only and bool(earlier_questions)
                                                     and (_now_or_going_on(earlier_questions[-1])
                                                          #: "那它什么时候开始的?" after "X 为啥报错" (no time named
                                                          #: anywhere: that question asked of the recent window):
                                                          #: the episode that answer was about, not the day's first
                                                          or not _names_time(earlier_questions[-1], clock, catalog))))),
        #: a count follow-up counts the earlier question's records in that question's window
        #: (or, after "are X failing right now?", the recent window: "how many failed so far?" counts the trouble now)
        window_own=own_window,
        elsewhere=elsewhere,
        #: (from the window told of the other side when that lies further back: "保险证书那次呢" after "前天下午装备租赁
        #: …" — the untimed side's episode may have begun that day, never cut where the last day begins)
        elsewhere_start=_iso(min(wide_from, spec.start)) if elsewhere else "",
        elsewhere_end=_iso(clock) if elsewhere else "",
        this_episode_records=this_episode_records,
        this_episode_code=("count" in aspects and len(codes) == 1 and asks_this_episode(question)
                           and not asks_failed_records(question) and not spec.explicit
                           and not compares_episodes(question) and not episode_ordinal(question)),
        past_end_to=(_iso(min(spec.end + _PAST_END, clock)) if "end" in aspects and earlier_questions
                     and not own_window and not (pair or actions) and spec.end < clock - _PAST_END_MIN else ""),
        window_note=_notes(question, spec, pair, missing, catalog,
                           [*services, *(s for s in suspects if s not in by_callers)], untracked, quantity,
                           inferred=silent_asked),
        actions=actions,
        action_services=action_services if actions else [],
        uncounted=untracked or quantity,
        metrics_asked=measured,
        episode_codes=bool(pair) and len(services) == 1 and "comparison" in aspects and (
            sides_named_by_events(question) or one_trouble_episodes(question) or now_incident),
        episode_one_trouble=bool(pair) and len(services) == 1 and "comparison" in aspects
        and not sides_named_by_events(question) and one_trouble_episodes(question),
        episode_sides=bool(pair) and len(services) == 1 and "comparison" in aspects and episode_sides(question),
        deploy_side=_deploy_side(question, bool(pair), aspects, services),
        measure_instants=instants,
        clocked_waves=bool(pair) and len(services) == 1 and "comparison" in aspects and clocked_wave_sides(question)
        and counts_errors_or_failures(question) and not asks_failed_records(question),
        incident_marks=marks[1] if marks is not None else [],
        shared_trouble=shared_trouble,
        #: "during the morning lock waits" names an incident, not a measure; so does "which pool episode failed more
        #: orders" (failed records or error lines are the figure compared)
        metrics_compared=(metrics_named(_EPISODE_NAMED.sub(" ", question), catalog.metrics) if pair and services
                          and not counts_errors_or_failures(question) else []),
        #: "回滚之后还好吗" (health), "how many errors since the redeploy?" (a count from its latest change event)
        since_actions=[a for a in again if a not in actions] if actions and len(again) > 1 else
        #: "did the 11:00 redeploy of X break anything?": the trouble after its own change, at the time named (an
        #: earlier run's errors in the window around the clock ended before it and do not count)
        (actions_since(question) or before_ops or (["发布"] if own_change and aspects == ["health"] and spec.explicit
                                     and spec.at is not None else [])
         #: "when did the wallet start erroring after the deploy": the onset from the subject's own deploy (a noun)
         or (["发布"] if "onset" in aspects and _AFTER_DEPLOY_ONSET.search(question) else [])
         ) if services and not actions and (
            "health" in aspects or ("count" in aspects and not spec.explicit and not ids)
            or ("onset" in aspects and not spec.explicit and not ids and _AFTER_DEPLOY_ONSET.search(question))) else [],
        before_action=bool(before_ops) and bool(services) and not actions and "health" in aspects,
        before_trouble=(before_told_trouble(question, earlier_questions)
                        if services and not before_ops and not actions and "health" in aspects else []),
        change_suspect=change_suspect,
        change_trouble_now=change_suspect and asks_now(question),
        cause_changes=(["发布"] if change_suspect or (services and not actions and not ids and (
            ("cause" in aspects and not ACTION_WORDS.search(question)) or own_change
            or ("yes_no" in aspects and not suspects and (DEPLOY_SUSPECT.search(question)
                                                          or _CLEFT_CHANGE.search(question))))) else []),
        change_own=bool(services) and not suspects and "yes_no" in aspects and (
            _OWN_WORD.search(question) is not None
            or any(_change_named(question, name) for name in _own_change_names(services[0], catalog))),
        change_at=_iso(change_at.at) if change_at is not None and change_at.at is not None else "",
        unknown_refs=missing,
        unheld_subjects=(ents.unheld if not (services or unknown or alerts or codes or ids) else []) or blamed_unheld,
        window_outside=bool(_window_note(spec, catalog) or (pair and _window_note(pair[1], catalog))),
        silent_services=[s for s in [*services, *suspects] if catalog.silent and s in catalog.silent],
        silent_asked=silent_asked,
        silent_cause=silent_cause,
        silent_peers=sorted(catalog.silent or ()) if "cause" in aspects else [],
        at=_iso(spec.at) if spec.at else None,
        log_level=level if narrow else None,
        #: "它啥时候开始报的" after "现在有什么告警": "it" is the alert firing now (``firing_referent``), no gap
        unresolved_pronoun=(pronoun and not (services or unknown or alerts or codes or ids) and not referent
                            and not firing_referent),
        onset_order=onset_order,
        onset_words=onset_words,
        onset_changes=onset_changes,
        onset_nth=onset_nth if any(onset_nth) else [],
        either=either_asked,
        store_callers=_store_callers(question, services, aspects, catalog),
        went_ok=went_ok,
        harm_asked=_HARM_ASKED.search(question) is not None,
        count_actions=bool(counted),
        time_marker=marker[0] if marker and services else "",
        failed_trail=("cause" in aspects and bool(catalog.order_statuses) and not (services or unknown or alerts
                      or codes or ids or kinds or suspects)
                      and (_records_fail(question) or _status_failing(question, catalog))),
        quiet_trail=("cause" in aspects and bool(catalog.order_statuses) and bool(services)
                     and not (unknown or alerts or codes or ids or suspects or actions)
                     and (_records_fail(question) or _status_failing(question, catalog))
                     and _USERS_TOLD.search(question) is not None),
        referent=referent,
        firing_referent=firing_referent,
        episode_words=episode_words,
        inherited_subject=bool(earlier_questions and services and not ents.any),
        same_cause_windows=same_cause_windows,
        same_cause_episodes=same_cause_episodes,
        statuses_spanned=statuses_spanned,
        record_topic=(topic if topic and counts_own_noun(question)
                      else status_text if status_about and status_text != question else ""),
        topic=(earlier_questions[-1] if "how_to" in aspects and earlier_questions and not ents.any
               and (pronoun or _AGAIN.search(question) is not None) else ""),
        timezone=catalog.timezone,
        dependency_graph={k: list(v) for k, v in catalog.dependencies.items()},
        dependency_kinds={k: list(v) for k, v in catalog.dependency_kinds.items()},
    )
    plan = _refined(plan, question, earlier_questions, clock, catalog, level_asked=level_asked)
    calls = plan_calls(question, plan, catalog)
    if retry_context is not None:
        calls = retry_calls(question, plan, catalog) + calls
        plan = plan.model_copy(update={"notes": "round 2: a wider window and deeper evidence for the question"})
    done = set(completed)
    unique = {call_signature(c.tool, c.arguments): c for c in calls}
    return plan.model_copy(update={"calls": [c for sig, c in unique.items() if sig not in done]})


def _side_episode_windows(sides: Sequence[TimeWindowSpec], spec: TimeWindowSpec, clock: datetime,
                          catalog: Catalog) -> list[tuple[str, str]]:
    """Each side's own window of one trouble's two timed episodes, in time order: a side ending where a part of the
    day ends runs on up to an hour past it (an episode that began in it), never into the next side nor past the
    window holding both."""
    out: list[tuple[str, str]] = []
    for k, side in enumerate(sides):
        end = min(clock, side.end + _PAST_PART_END) if _part_end(side.end, clock, catalog) else side.end
        if k + 1 < len(sides):
            end = min(end, max(sides[k + 1].start, side.end))
        out.append((_iso(side.start), _iso(min(end, spec.end))))
    return out


def _caused_by(question: str, earlier_questions: Sequence[str], services: Sequence[str], catalog: Catalog,
               lookup_ids: IdLookup | None) -> list[str]:
    """"选片App因此报了多少错" after "相册排版库今天怎么了": the conversation's last subject (a dependency, at any
    depth, of the one service counted) and the services between them — the counted lines are those naming one of
    them; [] unless the count is asked "as a result" of an earlier subject the counted service depends on."""
    if not earlier_questions or len(services) != 1 or re.search(_AS_A_RESULT, question, re.I) is None:
        return []
    #: ("影响到选片App了吗" between them names the counted service itself: the trouble is the one before it)
    earlier = next((other for q in reversed(earlier_questions)
                    if (other := [s for s in _entities(q, catalog, lookup_ids).services if s not in services])), [])
    below = _closure(services, catalog) - set(services)
    if not earlier or earlier[0] not in below:
        return []
    return sorted(s for s in below if earlier[0] in _closure([s], catalog))


def _also_affected(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                   lookup_ids: IdLookup | None) -> bool:
    """Whether a follow-up asks if the conversation's trouble reached a service: "Y 也受影响了吗", "did it hit Y
    too?"; "Y 受影响了吗" (no 也) only when Y depends, at any depth, on the subject the conversation named last."""
    if not earlier_questions or asks_now(question):
        return False
    if _ALSO_AFFECTED.search(question):
        return True
    if _AFFECTED_BARE.search(question) is None:
        return False
    own = _entities(question, catalog, lookup_ids).services
    earlier = next((named.services for q in reversed(earlier_questions)
                    if (named := _entities(q, catalog, lookup_ids)).services), [])
    return len(own) == 1 and bool(earlier) and earlier[0] != own[0] and earlier[0] in _closure(own, catalog)


def _crossed(question: str, own: Sequence[str], earlier_questions: Sequence[str], catalog: Catalog, now: datetime,
             lookup_ids: IdLookup | None) -> tuple[list[str], tuple[TimeWindowSpec, TimeWindowSpec]] | None:
    """"more or fewer than Y had last night?" after "X errors this morning?": ([X, Y], (X's window, Y's window)) —
    only when both questions name one subject and a window of their own, and the subjects differ."""
    if (not earlier_questions or len(own) != 1 or _CROSS_FOLLOW.search(question) is None
            or _CROSS_ASKS.search(question) is None):
        return None
    before = _entities(earlier_questions[-1], catalog, lookup_ids).services
    if len(before) != 1 or before[0] == own[0]:
        return None
    mine = resolve_time(question, now=now, zone=catalog.zone())
    theirs = resolve_time(earlier_questions[-1], now=now, zone=catalog.zone())
    if not (mine.explicit and theirs.explicit):
        return None
    return [before[0], own[0]], (theirs, mine)


def _subject_per_side(question: str, services: Sequence[str], catalog: Catalog, now: datetime,
                      lookup_ids: IdLookup | None) -> list[str] | None:
    """"昨晚 X 的报错 和 今天 Y 的报错 哪个多": [X, Y] when each side of the pair names one of the two subjects and a
    time of its own (in the question's order), else None."""
    parts = PAIR_SPLIT.split(question, maxsplit=1)
    if len(parts) != 2:
        return None
    named = [_entities(part, catalog, lookup_ids).services for part in parts]
    #: "X 早上的报错 跟 Y 现在这波报错": a side naming the wave going on now has a time of its own too
    own = [resolve_time(part, now=now, zone=catalog.zone()).explicit or bool(
        PRESENT_EPISODE.search(part) and asks_now(part)) for part in parts]
    if (any(len(side) != 1 for side in named) or named[0] == named[1] or set(services) != {*named[0], *named[1]}
            or not all(own)):
        return None
    return [named[0][0], named[1][0]]


def _trouble_reached(question: str, earlier_questions: Sequence[str], catalog: Catalog,
                     lookup_ids: IdLookup | None) -> tuple[str, str] | None:
    """(the conversation's one subject, the one service this follow-up names) when the follow-up asks whether the
    conversation's trouble reached that service ("did it hit Y too?", "Y 也受影响了吗"); else None."""
    if not earlier_questions or not (_IT_HARMED.search(question)
                                     or _also_affected(question, earlier_questions, catalog, lookup_ids)):
        return None
    own = _entities(question, catalog, lookup_ids).services
    if len(own) != 1:
        return None
    for earlier in reversed(earlier_questions):
        if (named := _entities(earlier, catalog, lookup_ids)).any:
            return (named.services[0], own[0]) if len(named.services) == 1 and named.services[0] != own[0] else None
    return None


def _side_pronoun_named(question: str, services: Sequence[str], catalog: Catalog) -> str:
    """"which started first, that or the grading lab rollout?": the side said by a pronoun named by the one subject
    (inherited from the conversation) the question does not name itself; else the question as it is."""
    side = _PRONOUN_SIDE.search(question)
    own = _entities(question, catalog, None).services if side else []
    other = [s for s in services if s not in own]
    pronoun = re.search(r"\b(?:that|this|it)\b|它|这个|那个", side.group(0), re.I) if side else None
    if len(other) > 1 and len(bottom := [s for s in other if all(
            s in _closure([o], catalog) for o in other)]) == 1:
        #: "which one was longer, that or the glaze lock thing?" after "is the seat cache what broke X?": of the
        #: conversation's subjects on one chain, the one the others call (the trouble's origin) is "that"
        other = bottom
    if side is None or pronoun is None or len(other) != 1:
        return question
    return f"{question[:side.start() + pronoun.start()]}{other[0]}{question[side.start() + pronoun.end():]}"


def _which_first_sides(question: str, catalog: Catalog) -> list[str] | None:
    """"Which started first, the irrigation DB slowness or the energy cache mess?": each side of the either-or
    names one service — by a kind word (the one of that kind a service the side names depends on, else
    ``_kind_target``), else by its own name or words → both in the question's order; else None."""
    #: "昨天的证书事件和今早的缓存事件，哪个持续得更久？": the sides of a choice of durations are named alike
    if WHICH_FIRST.search(question) is None and LASTED_LONGER.search(question) is None:
        return None
    sides = _CHOICE_SPLIT.split(question, maxsplit=1)
    if len(sides) != 2:
        return None
    out: list[str] = []
    for side in sides:
        if (target := _side_target(side, catalog)) is None:
            return None
        out.append(target)
    #: "kettle 发版 跟 续订队列积压，哪个先开始的": one service's deploy against its own trouble — the change event and
    #: the trouble's first record are two onsets of one service
    own_deploy = [DEPLOY_SUSPECT.search(side) is not None for side in sides].count(True) == 1
    return out if out[0] != out[1] or (own_deploy and WHICH_FIRST.search(question)) else None


def _side_target(side: str, catalog: Catalog) -> str | None:
    """The one service a side of an either-or names: by a kind word (the one of that kind a service the side names
    depends on, else the one its own words name, else ``_kind_target``), else by its own name or words, a
    backlog's consumer for its queue; None when it names none or several."""
    #: "上午缓存那次 约课和商店哪个先出错的": the occasion said first ("<trouble>那次") is when, not a side —
    #: the side is the service named after it
    told = _OCCASION_FIRST.match(side)
    rest = side[told.end():] if told is not None else ""
    if rest and match_services(rest, catalog.services, catalog.aliases()):
        side = rest
    named = match_services(side, catalog.services, catalog.aliases())
    groups = kind_groups(side, catalog.dependency_kinds)
    if len(groups) > 1:
        return None
    if groups:
        #: "手环数据库慢查询": the store the side names by its own words is the one of the kind meant
        own = [t for t in groups[0] if t in named]
        if len(own) != 1:
            deps = {d for svc in named for d in catalog.dependencies.get(svc, ())}
            own = [t for t in groups[0] if t in deps]
        if len(own) != 1 and len(groups[0]) > 1:
            #: "the seat db lock thing": of the several stores of the kind, the one the side's full reading names
            #: by the words of its own description ("seat")
            own = [t for t in groups[0] if t in _entities(side, catalog, None).services]
        target = own[0] if len(own) == 1 else _kind_target(groups[0], catalog)
    else:
        #: "证书过期和照片积压，哪个先开始的？": a side naming no service but its trouble — the one service whose
        #: alerts carry it; "the widget rollout": the one service whose description ends in the side's word
        #: "短信证书事件" naming the SMS service by 短信 and a certificates service by 证书: of the several a
        #: side names, the one whose alerts carry the side's trouble (the certificate's) — else none
        owner = _trouble_owner(side, catalog)
        target = (named[0] if len(named) == 1 else (owner if owner in named else None) if named
                  else owner or _head_noun_owner(side, catalog)
                  or _side_by_words(side, catalog) or _side_by_description_words(side, catalog)
                  or _failed_records_side(side, catalog))
    if target is None:
        return None
    if (BACKLOG_WORDS.search(side) or (_QUEUE_TROUBLE.search(side) and _all_queues([target], catalog))) and len(
            lagging := _queue_consumers([target], catalog)) == 1:
        target = lagging[0]  # "冰温队列积压": the backlog's onset is its consumer's lag, not the queue's lines
    return target


def _side_by_words(side: str, catalog: Catalog) -> str | None:
    """"预约报错", "预约服务发版": a side naming services only by a word several share (a team's word) → the one the
    full reading of the side names, or, of several applications, the one whose Chinese description head is a
    service of that word ("预约排队服务", not "预约到书通知发送"); else None."""
    named = _entities(side, catalog, None).services
    if len(named) == 1:
        return named[0]
    def head(svc: str) -> str:
        return re.sub(r"\s*[(（].*$", "", catalog.descriptions.get(svc, "").split("/", 1)[0]).strip()

    heads = [svc for svc in named if svc not in catalog.infra() and head(svc).endswith("服务")]
    if len(heads) == 1:
        return heads[0]
    #: "会员服务昨天下午五点多" read as the members' app and the member service it calls: a side that does not say
    #: app names the one the other calls (the service beneath the app, whose trouble the side tells)
    callees = [b for a in named for b in named if b != a and b in catalog.dependencies.get(a, ())]
    if len(named) == 2 and len(callees) == 1 and _APP_SAID.search(side) is None:
        return callees[0]
    return None


def _elsewhere_subjects(question: str, aspects: Sequence[str], services: Sequence[str], spec: TimeWindowSpec,
                        two_windows: bool, own_window: bool, follow_up: bool, ordinal: int, now: datetime,
                        catalog: Catalog) -> list[str]:
    """The subjects of a duration asked whose time is not their own: "那 Y 呢？" after "昨天 X 持续了多久" (the window
    carried from the conversation, not told of Y), or the untimed second side of "which lasted longer, yesterday's X
    or Y?" (the first side's time may qualify both, or only X) — their episode lies wherever it lies when that window
    holds none (`investigate._elsewhere_calls`); [] otherwise (a window told of the subject, an episode named by its
    order or the one going on now)."""
    if not spec.explicit or two_windows or ordinal or asks_this_episode(question):
        return []
    if aspects == ["duration"] and follow_up and not own_window and len(services) == 1:
        return [services[0]]
    if (aspects == ["comparison"] and len(services) == 2 and LASTED_LONGER.search(question) is not None
            and not compares_episodes(question)):
        sides = _CHOICE_SPLIT.split(question, maxsplit=1)
        named = _which_first_sides(question, catalog)
        if len(sides) == 2 and named is not None and len(set(named)) == 2 and set(named) <= set(services):
            first, second = (resolve_time(side, now=now, zone=catalog.zone()).explicit for side in sides)
            if first and not second:
                return [named[1]]
    return []


def _subjects_told_apart(turns: Sequence[str], catalog: Catalog, lookup_ids: IdLookup | None) -> bool:
    """Whether the last turn names a subject of its own that the turn before does not name (a last turn naming none
    carries the earlier subject on: one subject's two windows, not two troubles)."""
    last = set(_entities(turns[-1], catalog, lookup_ids).services)
    return bool(last) and last != set(_entities(turns[0], catalog, lookup_ids).services)


def _harmed_by_words(question: str, named: str, catalog: Catalog) -> str | None:
    """The one service named by words after the harm verb of a yes/no ("… what broke the hold notices?": a service
    described "holds notice sender"), when the one service ``named`` is named before the verb and no name or alias
    follows it; else None."""
    harm = _HARM_VERB.search(question)
    if harm is None or match_services(question[:harm.start()], catalog.services, catalog.aliases()) != [named]:
        return None
    after = question[harm.end():]
    if match_services(after, catalog.services, catalog.aliases()):
        return None
    owners = _entities(question[harm.start():], catalog, None).services
    return owners[0] if len(owners) == 1 and owners[0] != named else None


def _team_asked(question: str, catalog: Catalog, earlier_questions: Sequence[str],
                lookup_ids: IdLookup | None) -> str | None:
    """The team ``question`` names (``alert_team``), or — "他们有几个服务告警了" after "磨坊那帮人今天是不是又出事了" —
    the team the conversation's last question named, when the question names nothing but a pronoun and that
    question named no service of its own: "they" are the team's people, standing for its services."""
    if (team := alert_team(question, catalog)) is not None:
        return team
    if not earlier_questions or not has_pronoun(question) or _entities(question, catalog, lookup_ids).any:
        return None
    last = earlier_questions[-1]
    return None if _entities(last, catalog, lookup_ids).any else alert_team(last, catalog)


#: a cause verb right after a bare change word ("是不是发版导致 Y", "发布引起的")
_CHANGE_CAUSES = regex(r"\s*(?:也|还)?\s*(?:导致|引起|造成|引发|搞|弄|带崩|拖垮|搞挂|害)")


def _suspects(question: str, aspects: list[str], services: list[str], kinds: list[str], catalog: Catalog
              ) -> list[str]:
    """The suspected cause of a yes/no question: the entity named after the yes/no marker, else a dependency
    kind ("数据库"), else the second entity named."""
    if "yes_no" not in aspects:
        return []
    if _ONSET_ORDER.search(question) and len(services) > 1:  # "did X start … before Y?": X is the suspect
        return services[:1]
    if len(services) > 1 and (verb := _MARKED_CAUSE_VERB.search(question)) is not None and (
            before := match_services(question[:verb.start()], catalog.services, catalog.aliases())) and \
            match_services(question[verb.end():], catalog.services, catalog.aliases()):
        #: "维修缓存那波有没有导致维修单失败？": the cause verb has no subject of its own — the thing named before it
        #: is the suspect, the one named after it (the failing records' owner) the subject, whatever their order of
        #: naming (the second named was taken: the cache's caller, its own effect)
        return before[-1:]
    if len(services) > 1 and (told := _MARK_THEN_TROUBLES_CAUSE.search(question)) is not None and (
            before := match_services(question[:told.start()], catalog.services, catalog.aliases())) and \
            match_services(question[told.start():], catalog.services, catalog.aliases()):
        #: "X 锁等待是不是下午 Y 报错的原因": the suspect said before the mark, asked as the cause of the trouble
        #: told after it (a trouble word right before "的原因") — the service after the mark is the subject
        return before[-1:]
    cause_of = _CAUSE_OF.search(question)
    if (len(services) == 1 and (part := _PART_IN.search(question)) is not None
            and match_services(question[:part.start()], catalog.services, catalog.aliases()) == services
            and not match_services(question[part.end():], catalog.services, catalog.aliases())):
        #: "was the loan ledger db involved in last night's slowdown?": the one service named before the verb is the
        #: suspect of a trouble told in words (its own anomalies decide; none → no), never a yes/no left undecided
        return services
    if (len(services) == 1 and (part := _PART_WITH.search(question)) is not None
            and not match_services(question[:part.start()], catalog.services, catalog.aliases())
            and match_services(question[part.end():], catalog.services, catalog.aliases()) == services):
        #: "did the failed bookings have anything to do with the billing db?": the trouble told in words, the one
        #: service named after the verb is the suspect (its own anomalies decide; none → no)
        return services
    if cause_of is not None and len(services) > 1:
        before = match_services(question[: cause_of.start()], catalog.services, catalog.aliases())
        if before:
            return before[-1:]
    mark = _SUSPECT_MARK.search(question)
    if (mark is not None and len(services) > 1
            and (change := DEPLOY_SUSPECT.match(question[mark.end():].lstrip())) is not None
            and _CHANGE_CAUSES.match(question[mark.end():].lstrip(), change.end()) is not None
            and len(before := match_services(question[:mark.start()], catalog.services, catalog.aliases())) == 1
            and before[0] in services and DEPLOY_SUSPECT.search(question[:mark.start()]) is not None):
        #: "早上九点 X 发版了 是不是发版导致<Y>报错的": the suspect said after the mark is a change (a bare change
        #: word before the cause verb), told before it as the one service named there with its change — that
        #: service's change is the suspect, the thing said after the verb the subject (km-zh-rollout-not-cause)
        return before
    if mark is not None and len(services) > 1:
        after = match_services(question[mark.end():], catalog.services, catalog.aliases())
        literal = [s for s in after if _named_in_full(question[mark.end():].lower(), [s], catalog)]
        if len(after) > 1 and len(literal) == 1:
            #: "是不是外部电价源 X 挂了导致的": the service said by its name, not the one a word of its description
            #: ("电价") also names
            return literal
        if after:
            return after[:1]
    slot = suspect_slot(question)
    in_slot = [s for s in match_services(slot, catalog.services, catalog.aliases()) if s in services] if slot else []
    if not in_slot and slot and len(services) == 1 and _entities(slot, catalog, None).services == services:
        #: "跟凌晨那个遥测积压有关系吗": the one service named, by its backlog's words, where the suspect is said
        in_slot = list(services)
    if in_slot and (len(services) > 1 or not _suspect_terms(question, catalog.services)):
        #: "昨晚结算失败，是 X 数据库的锅吗", "tkt issu 报错跟 X 有关系吗", "Was the X the reason lessons failed to
        #: book?": the service named where the suspect is said (before a kind word of its own, or alone beside a
        #: symptom told in words) is the suspect
        return in_slot[:1]
    if slot and DEPLOY_SUSPECT.search(slot) and not match_services(slot, catalog.services, catalog.aliases()) and (
            not kind_matches(slot, catalog.dependency_kinds)):
        #: "续订队列一直堆着，是不是跟九点五十五那次发版有关？": the slot holds a change of no service named — the
        #: suspect is a change (every service a subject), never the queue the trouble sits on
        return []
    if kinds:
        return kinds[:2]
    named = mark or re.search(r"是", question)
    if len(services) == 1 and not _suspect_terms(question, catalog.services) and named is not None and match_services(
            question[named.end():], catalog.services, catalog.aliases()) == services:
        #: "今天早上工单派不出去，是不是 X 查询太慢搞的？": the symptom is told in words, the one service named after
        #: the yes/no marker is the suspect ("订舱失败是证书的问题吧": the service before it is the subject)
        return services
    if mark is not None and DEPLOY_SUSPECT.match(re.sub(r"^\s*(?:a|an|the|some)?\s*", "", question[mark.end():])):
        return []  # "was the X and Y outage caused by a deploy?": the suspect is a change, every service a subject
    if slot and len(services) > 1 and len(kinded := [s for s in kind_matches(slot, catalog.dependency_kinds)
                                                     if s in services]) == 1:
        #: "订场今天傍晚那波是不是数据库锁等待导致的": the one service a kind word said where the suspect is names
        #: (数据库 → the subject's database) is the suspect, whatever the order the names were resolved in — the
        #: application told before the mark is the subject
        return kinded
    return services[1:2] if len(services) > 1 else []
