"""The offline Planner's evidence calls, chosen per aspect asked, over the plan's absolute window.

Dependencies of a symptomatic service are followed by the Executor once it has seen the evidence
(``agents.investigate``); here only what the question itself names is queried. Round 2 widens the window and
deepens the evidence for the question's own terms and entities, never for the verifier's gap sentences.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from superbiz.agents.plan_model import NOW_SIDE, Catalog, Plan, PlannedCall
from superbiz.agents.plan_terms import described_failing_status, failing_of_success
from superbiz.agents.question import BACKLOG_WORDS, cant_do_status, status_matches
from superbiz.agents.question_ops import action_stems, metrics_named
from superbiz.agents.timeparse import small_hours_before
from superbiz.lazy_re import regex

__all__ = ["knowledge_query", "plan_calls", "retry_calls"]

_MAX_SERVICES = 3
_QUERY_NOISE = regex(
    r"最近|过去|半小时|小时|分钟|今天|昨天|现在|一下|请问|帮我|看看|我们|应该|怎么|如何|什么|为什么|是不是|是否|吗|呢|吧|啊|"
    r"\d+|[？?！!。，,、：:（）()]|\b(?:the|a|an|is|are|was|were|how|what|why|should|do|does|we|i|to|of|in|on|"
    r"for|it|this|that|past|last|hours?|minutes?)\b", re.I)


#: a question asking two counts ("how many came in, and how many of them failed?")
_TWO_COUNTS = regex(r"(?:how many|多少|几[张单笔个件条次位名]).+"
                    r"(?:how many|多少|几[张单笔个件条次位名])", re.I | re.S)

#: what an earlier question says about when and how sure, not what it is about (for a follow-up's query)
_TOPIC_NOISE = regex(r"昨晚|今晚|今早|半夜|午夜|深夜|凌晨|早上|上午|中午|下午|晚上|前天|刚才|"
                     r"对吧|对不对|是吧|的问题|\b(?:last night|this morning|yesterday|today|right|again)\b", re.I)


def _call(tool: str, reason: str, **arguments: Any) -> PlannedCall:
    return PlannedCall(tool=tool, arguments={k: v for k, v in arguments.items() if v is not None}, reason=reason)


#: "this morning", "今天早上", "早上" (never 上午, the forenoon): the morning as a customer tells it, the day so far
_EARLY_MORNING = regex(r"\bthis morning\b|早上|早晨", re.I)


def _window(plan: Plan) -> dict[str, str]:
    return {"start": plan.window_start, "end": plan.window_end}


def knowledge_query(question: str, plan: Plan) -> str:
    """A knowledge-base query from the question's own terms and entities (never from gap text); a follow-up with
    none of its own ("下次再遇到该怎么办") also takes the earlier question's (``Plan.topic``)."""
    terms = _QUERY_NOISE.sub(" ", _TOPIC_NOISE.sub(" ", plan.topic) if plan.topic else question)
    entities = [*plan.error_codes, *plan.alerts, *plan.services, *plan.suspects]
    words = [w for w in re.split(r"\s+", terms) if w]
    #: "发版出问题了" / "shipped": the runbook says 发布 / deploy (a release word in everyday speech)
    said = [w for pattern, add in _SAID_AS for w in add if pattern.search(terms)]
    return " ".join(dict.fromkeys([*entities, *said, *words]))[:200] or question[:200]


#: everyday words for an operation and the words a runbook uses for it
_SAID_AS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (regex(r"发版|上线|发布|新版本?|\b(?:deploy\w*|releas\w*|ship(?:ped)?|rolled out|roll-?out)\b", re.I),
     ("发布", "deploy", "回滚")),
    #: "the settlement backlog" / "消息堆积": a runbook says 积压 and consumer lag
    (BACKLOG_WORDS, ("积压", "backlog", "consumer", "lag")),
)


def _service_calls(plan: Plan, svc: str, *, compare: bool, reason: str,
                   window: dict[str, str] | None = None) -> list[PlannedCall]:
    w = window or _window(plan)
    #: "X 今天出了几次问题": the subject's lines split into their separate runs (episodes), each stated by the query
    runs = {"episodes": True} if plan.episode_runs and plan.services and svc == plan.services[0] else {}
    if runs and any(dep == svc and kind.lower() == "external" for deps in plan.dependency_kinds.values()
                    for dep, kind in deps):
        #: "支付合作方今天出了几次状况": an outside partner logs little of its own — its runs hold its callers' lines
        #: naming it too (its expired certificate is seen only in their handshake failures)
        runs["naming"] = True
    return [
        _call("query_logs", f"{reason}：{svc} 的 WARN 及以上日志（按错误码的首次/末次出现与条数）", service=svc,
              min_level="WARN", compare_previous=True, **w, **runs),
        _call("query_metrics", f"{reason}：{svc} 的告警（含窗口内已恢复的）与指标", service=svc,
              at=plan.at, compare_previous=True if compare else None, **w),
    ]


def _morning_so_far(question: str, plan: Plan) -> dict[str, str] | None:
    """"那搜索呢 今天早上也有问题吗" at 09:05 of a blip at 05:40-05:58: whether the subject had trouble "this morning"
    reads the morning as spoken, from local midnight (a trouble of the small hours is that morning's, as the records
    and operations asked "this morning" already are) — only a yes/no or health question, the window labelled stays
    the one asked (invTG). None otherwise."""
    if not (plan.window_explicit and plan.window_start and set(plan.aspects) <= {"yes_no", "health"}
            and _EARLY_MORNING.search(question)):
        return None
    if plan.suspects or plan.suspect_terms or plan.cause_changes or plan.compare_start:
        #: ("are the failed X because of the Y deploy this morning?", "今天早上那次 跟昨天下午那次是一个原因吗": a
        #: suspect or another window judged — the morning said stays the window asked, lead stop 54)
        return None
    start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
    early = small_hours_before(start, plan.timezone)
    return None if early == start else {**_window(plan), "start": early.strftime("%Y-%m-%dT%H:%M:%SZ")}


def plan_calls(question: str, plan: Plan, catalog: Catalog) -> list[PlannedCall]:
    if plan.uncounted:  # a count of something the data does not hold: a gap, not an unrelated count
        return []
    aspects = set(plan.aspects)
    w = _window(plan)
    calls: list[PlannedCall] = []
    calls += [_call("query_order", f"订单 {oid} 的业务记录", order_id=oid) for oid in plan.order_ids]
    #: "旅客 X 今天值机失败了几次": a customer's records in the window asked, with how many of them failed
    #: "客户 X 说今天下了好几单都没成 帮查下": the customer's records of the day said (a window of the question's
    #: own), also when only the records are asked
    own = w if plan.window_own and ("count" in aspects or ("record" in aspects and plan.window_explicit)) else {}
    if ("count" in aspects and not own and plan.data_start and catalog.data_end is not None
            and _RECORDS_FAILING.search(question) and not _LOG_WORDS.search(question)):
        #: "household H, how many of their orders failed?": all the customer's records, with how many of them failed
        #: (an error code set, whatever the failing status: the total, never only the breakdown)
        own = {"start": plan.data_start, "end": _data_end(catalog.data_end)}
    if own and plan.window_explicit and _EARLY_MORNING.search(question):
        #: "customer X says a couple of their bookings failed this morning": the small hours are that morning's as
        #: spoken (a customer tells the day so far), so a customer's records asked "this morning" are read from local
        #: midnight (the window labelled stays the one asked)
        start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
        own = {**own, "start": small_hours_before(start, plan.timezone).strftime("%Y-%m-%dT%H:%M:%SZ")}
    calls += [_call("query_order", f"用户 {uid} 的订单", user_id=uid, **own) for uid in plan.user_ids]
    calls += [_call("query_logs", f"trace {tid} 的全部日志", trace_id=tid, start=_data_start(catalog, plan))
              for tid in plan.trace_ids]
    compare = bool(aspects & {"health", "comparison"})
    for alert in plan.alerts:
        calls.append(_call("query_metrics", f"告警 {alert} 的状态与起止时间", alertname=alert, state="any", **w))
    if plan.alert_team:
        #: "维修组那边今天响了几条告警": the team's alerts as the alert query lists and counts them
        calls.append(_call("query_metrics", f"团队 {plan.alert_team} 各服务的告警（由查询计数）", team=plan.alert_team,
                           state="any", include_series=False, **w))
    if plan.count_team:
        #: "会员组的服务今天报了多少错": the lines of every service of the team, counted together by the query
        level = plan.log_level or "ERROR"
        calls.append(_call("query_logs", f"团队 {plan.count_team} 各服务的 {level} 日志（由查询计数）",
                           team=plan.count_team, level=level, limit=5, **w))
    for team in plan.owner_teams:
        #: "谁负责闸机那个app": the query over the subject's catalogue team lists the team's services
        calls.append(_call("query_metrics", f"团队 {team} 的服务（服务目录中的负责团队）", team=team, state="any",
                           include_series=False, **w))
    narrow = plan.narrow_scope
    for svc in [*plan.services, *plan.unknown_services][:_MAX_SERVICES]:
        if narrow and plan.log_level:
            calls.append(_call("query_logs", f"确认 {svc} 的 {plan.log_level} 日志", service=svc, level=plan.log_level,
                               **w))
        elif not narrow:
            calls += _service_calls(plan, svc, compare=compare, reason="主体", window=_morning_so_far(question, plan))
        if catalog.silent and svc in catalog.silent and aspects & {"onset", "end", "duration"}:
            #: a peer that never reports asked when its errors began or ended ("what time did the <peer> cert errors
            #: start?"): the ERROR lines of the services that name it in their messages (a TLS handshake with it, a
            #: call to it); its health stays a gap (no evidence of its own state)
            calls.append(_call("query_logs", f"其他服务提到 {svc} 的 ERROR 日志（按错误码的首次/末次出现与条数）",
                               keyword=svc, min_level="ERROR", **w))
            if aspects & {"health", "end"}:
                #: "is the card payment stuff fixed yet?": the peer's trouble is alerted on by its callers (their TLS
                #: handshakes with it failing) — their alerts say whether it still fires, the peer has none of its own
                calls += [_call("query_metrics", f"{caller} 的告警（调用方对 {svc} 的告警）", service=caller,
                                state="any", **w)
                          for caller in sorted(c for c, deps in catalog.dependencies.items() if svc in deps)[:2]]
    if (narrow and plan.log_level and not plan.services and not plan.unknown_services and not plan.alerts
            and not plan.suspects and not plan.unresolved_pronoun and aspects <= {"health", "yes_no"}):
        #: ("它现在还有 ERROR 日志吗？" with no conversation: a pronoun that refers to nothing asks of no service)
        #: "有报错吗 还是只有warn" after a turn that named no one service (an activity two services share): whether
        #: any service logged that level in the window — the level's count over every service
        calls.append(_call("query_logs", f"确认窗口内各服务的 {plan.log_level} 日志", level=plan.log_level, **w))
    if plan.time_marker:
        #: "X 出事那会儿 Y 也挂了吗": X's own anomalies place its episode, Y's are set against it
        calls += _service_calls(plan, plan.time_marker, compare=False, reason="标记时间的服务")
    for suspect in plan.suspects:
        calls += _service_calls(plan, suspect, compare=False, reason="被怀疑的原因")
    for store, *callers in plan.store_callers:
        #: "mysql的调用方报了多少错": the services above the store, their lines by code (each code's first and last
        #: line: the ones inside the store's own trouble are counted, ``render.answer._store_callers_line``)
        calls += [c for caller in callers if caller not in plan.services
                  for c in _service_calls(plan, caller, compare=False, reason=f"{store} 的调用方")][:8]
    calls += _action_calls(plan, catalog)
    calls += _change_calls(plan)
    calls += [_call("query_metrics", f"{svc} 的指标 {metric}（所问的数值）", service=svc, metric=metric, **w)
              for svc in plan.services[:2] for metric in plan.metrics_asked]
    #: a peer that never reports, asked a measure of it ("how many days left before the <peer> cert expires?"):
    #: its callers measure it (their series labelled with it), it has none of its own
    calls += [_call("query_metrics", f"{caller} 的指标 {metric}（调用方对 {svc} 的度量）", service=caller,
                    metric=metric, **w)
              for svc in plan.services[:2] if catalog.silent and svc in catalog.silent
              for caller in sorted(c for c, deps in catalog.dependencies.items() if svc in deps)[:2]
              for metric in plan.metrics_asked]
    for code in plan.error_codes:
        calls.append(_call("query_logs", f"错误码 {code} 的日志与首次出现时间", error_code=code, **w))
    if plan.events_compared and catalog.data_end is not None and plan.data_start:
        #: two incidents named by their events: the failed records of all the data by error code, and the lines
        #: naming each event (where each began); `investigate._event_records_calls` ties each to its code
        span = {"start": plan.data_start, "end": _data_end(catalog.data_end)}
        calls.append(_call("query_order", "全部数据的订单（失败的按错误码）", **span, limit=5))
        calls += [_call("query_logs", f"提到 {word} 的日志（该事件首次出现的时间）", keyword=word, **span, limit=20)
                  for word in plan.events_compared if word != NOW_SIDE]
    elif ("record" in aspects or plan.statuses) and not (plan.order_ids or plan.user_ids or plan.trace_ids):
        rw = w if plan.window_own or not plan.data_start else {"start": plan.data_start, "end": plan.window_end}
        if (not plan.window_own and plan.data_start and catalog.data_end is not None and len(plan.statuses) == 2
                and "comparison" in aspects and not _statuses_by_window(plan)):
            #: "附件这次和昨天 SLA 发版那次比": two incidents' statuses, one of them going on now — each counted over
            #: all the data, never cut at the end of the day another side named
            rw = {"start": plan.data_start, "end": _data_end(catalog.data_end)}
        if plan.statuses_by_trouble and plan.window_own and plan.window_start:
            #: "今天早上因为排班挂掉的课": the trouble's records from the small hours of the morning named (an episode
            #: begun minutes before 06:00 is that morning's), never cut at the part of the day's edge
            start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
            rw = {**rw, "start": small_hours_before(start, plan.timezone).strftime("%Y-%m-%dT%H:%M:%SZ")}
        if plan.statuses_spanned and plan.data_start and catalog.data_end is not None:
            #: a follow-up's status set against the conversation's: each side's records wherever they fell
            rw = {"start": plan.data_start, "end": _data_end(catalog.data_end)}
        #: a count of records: the window's total and its failed ones (an error code set), first when the question
        #: asks both ("how many came in, how many failed?") or names the statuses only in words ("派单失败了…有多少张")
        total = _call("query_order", "订单按状态与错误码的统计（总数与失败数）", **rw, limit=5)
        #: (the one status named by a word of its own, "how many were aborted" ↔ WASH_ABORTED, is the count asked:
        #: its records alone, not the window's total and failed ones first; two statuses the words fit equally,
        #: "支付超时失败" ↔ PAYMENT_TIMEOUT and PAYMENT_FAILED, keep them first)
        #: ("and how many cases?" after "why did treatment plans fail?": the earlier question's words name the one)
        worded = f"{plan.record_topic} {question}" if plan.record_topic else question
        in_words = not any(st.lower() in question.lower() for st in plan.statuses) and (
            len(plan.statuses) > 1 or not (status_matches(re.sub(r"失败|\bfail\w*", " ", worded, flags=re.I),
                                                           plan.statuses) or _own_word_said(worded, plan.statuses)
                                            or _failing_of_success_said(worded, plan.statuses, catalog)
                                            or cant_do_status(worded, plan.statuses) == list(plan.statuses)
                                            or described_failing_status(worded, plan.statuses,
                                                                        catalog.descriptions) == list(plan.statuses)))
        both = _TWO_COUNTS.search(question) is not None or (bool(plan.statuses) and in_words
                                                            and not plan.statuses_by_trouble)
        if both and "count" in aspects:
            calls.append(total)
        for status in [] if _statuses_by_window(plan) else plan.statuses:
            calls.append(_call("query_order", f"状态为 {status} 的订单", status=status, **rw, limit=5,
                               **({"oldest_first": True} if plan.first_record else {})))
        if not plan.statuses:
            calls.append(total)
        for code in plan.error_codes[:2]:
            calls.append(_call("query_order", f"带错误码 {code} 的订单", error_code=code, **rw, limit=10))
    if plan.failed_trail:
        #: a cause of records failing, no subject named: the window's failed records by error code pick the subject
        calls.append(_call("query_order", "窗口内的业务记录（失败的按错误码：哪个服务的失败）", **w, limit=5))
    calls += _window_pair_calls(question, plan, catalog)
    if plan.shared_trouble:
        #: "during the redemption backlog who logged more errors, A or B": each subject's runs of ERROR lines, so the
        #: episode both shared is found (`investigate.shared_episode_span`)
        calls += [_call("query_logs", f"{svc} 的 ERROR 日志分段（找两者同一段异常）", service=svc, level="ERROR",
                        episodes=True, start=plan.window_start, end=plan.window_end, limit=1)
                  for svc in plan.services[:2]]
    if plan.deploy_side:
        #: "during last night's deploy": every service's change events where the deploy was said to be (the data up
        #: to now when no time is said), its span read from them (`investigate.deploy_span`)
        calls += [_call("query_logs", f"各服务的{label}记录（INFO 变更日志：发版期间的起止）", level="INFO",
                        keyword=stem, limit=COUNTED_CHANGES, **deploy_search_window(plan, catalog))
                  for label in ("发布", "回滚") for stem in action_stems(label)[:1]]
    named = (plan.services or plan.unknown_services or plan.alerts or plan.error_codes or plan.suspects
             or plan.unknown_refs)
    if plan.unresolved_pronoun:
        return calls
    if not named and not (plan.order_ids or plan.user_ids or plan.trace_ids) and plan.intent != "knowledge":
        calls.append(_call("query_metrics", "全部服务的告警（触发中与窗口内已恢复的）", state="any", **w))
        #: ("哪个组的服务出问题最多": the lines counted per team too)
        teamed = {"by_team": True} if plan.teams_ranked else {}
        calls.append(_call("query_logs", "全部服务的 ERROR 日志（按服务与错误码统计）", min_level="ERROR", limit=5,
                           **w, **teamed))
        if "overview" in aspects and not plan.actions:
            #: "anything happen this afternoon?": a bad release rolled back is part of its incident
            calls += [_call("query_logs", "各服务的回滚记录（INFO 变更日志）", level="INFO", keyword=stem, limit=3, **w)
                      for stem in action_stems("回滚")[:2]]
    if "how_to" in aspects or plan.intent == "knowledge":
        query = f"{knowledge_query(question, plan)} 处置 步骤"[:200]
        calls.append(_call("lookup_knowledge", "与问题相关的运维手册", query=query, top_k=4))
    return calls


def _action_calls(plan: Plan, catalog: Catalog) -> list[PlannedCall]:
    """An operation asked about ("回滚了没有？"): its change events, INFO lines naming it, per subject; over the
    question's own window, else over all the data."""
    w = _window(plan) if plan.window_explicit else {"start": _data_start(catalog, plan), "end": plan.window_end}
    if plan.window_explicit and {"onset", "end", "yes_no"} & set(plan.aspects):
        #: "今天早上几点发的版" of a deploy at 05:50: the small hours are that morning's as spoken, so an operation's
        #: own time asked "this morning" is searched from local midnight (the window labelled stays the one asked);
        #: so is whether it was done ("did they roll it back?" after "what's wrong with X this morning?")
        start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
        w = {**w, "start": small_hours_before(start, plan.timezone).strftime("%Y-%m-%dT%H:%M:%SZ")}
    if plan.window_explicit and not plan.window_own and "end" in plan.aspects and plan.window_end:
        #: "几点回滚完的" after "昨天下午一点 订场发版出事了吧": the window is the earlier turn's (the trouble's
        #: hour), and the undoing came after the trouble began — its change events are searched past that hour
        later = datetime.fromisoformat(plan.window_end.replace("Z", "+00:00")) + CHANGE_LOOKBACK
        if catalog.data_end is not None:
            later = min(later, catalog.data_end)
        w = {**w, "end": max(plan.window_end, later.strftime("%Y-%m-%dT%H:%M:%SZ"))}
    subjects: list[str | None] = [*plan.services[:2]] or [None]  # no subject: every service's change events
    if plan.action_services:
        subjects = list(plan.action_services)  # "… or the bad booking deploy?": the deploy side's own
    if any(plan.onset_changes):
        #: "门户重新发版在先，还是合同库变慢在先？": the deploys of the side that names one (the other side's onset is
        #: its trouble's)
        subjects = [svc for svc, change in zip(plan.onset_order, plan.onset_changes, strict=False) if change]
    #: an operation counted ("发了几次版") needs every change event of the window, not the first few; so does the
    #: redeploy of a which-first side (the last one)
    #: so does a deploy's own span asked of every service (its start and completion among other deploys)
    limit = COUNTED_CHANGES if plan.count_actions or any(plan.onset_changes) or (
        "duration" in plan.aspects and not plan.services) else 3
    calls = [_call("query_logs", f"{svc or '各服务'} 的{label}记录（INFO 变更日志）", service=svc, level="INFO",
                   keyword=stem, limit=limit, **w)
             for svc in subjects for label in [*plan.actions, *plan.since_actions] for stem in action_stems(label)]
    if plan.services and "health" in plan.aspects:
        #: "那回滚之后网关还有报错吗" after "网关中午报错是因为啥": the operation measured from may be another
        #: service's (the one the subject's trouble came from): every service's, the subject's own preferred
        calls += [_call("query_logs", f"各服务的{label}记录（INFO 变更日志）", level="INFO", keyword=stem, limit=3, **w)
                  for label in plan.since_actions for stem in action_stems(label)]
    return calls


#: the change events an operation counted reads per stem and service ("X 今天发了几次版")
COUNTED_CHANGES = 20


#: how far before the window a cause question looks for the subject's own change events, and how long before the
#: subject's first anomaly a change event may have started it (``executor_ops.change_cause``)
CHANGE_LEAD = timedelta(minutes=30)
#: how far before the window a yes/no on a deploy with no service suspected ("was the outage caused by a deploy?")
#: looks for the subject's change events: its trouble may already run at the window's start (a lag, an alert
#: firing since before), and a deploy at most ``CHANGE_LEAD`` before that onset must still be found
CHANGE_LOOKBACK = timedelta(hours=2)


def _change_calls(plan: Plan) -> list[PlannedCall]:
    """A cause question: the subject's change events (INFO lines of a deploy) from shortly before the window."""
    lead = (CHANGE_LOOKBACK if "yes_no" in plan.aspects and not plan.change_suspect and not plan.change_at
            else CHANGE_LEAD)
    start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00")) - lead
    if plan.change_at:  # "was it the rollout at 1:30?": from shortly before the clock named
        start = min(start, datetime.fromisoformat(plan.change_at.replace("Z", "+00:00")) - CHANGE_LEAD)
    w = {"start": start.strftime("%Y-%m-%dT%H:%M:%SZ"), "end": plan.window_end}
    calls = [_call("query_logs", f"{svc} 的{label}记录（INFO 变更日志，查找异常前的变更）", service=svc, level="INFO",
                   keyword=stem, limit=3, **w)
             #: "was it the X release just before?": the subject's own change events beside X's (its own deploy
             #: between X's and its first anomaly is the nearer change: ``executor_ops.suspect_change``)
             for svc in ([*plan.suspects[:1], *plan.services[:1]] if plan.change_suspect else plan.services[:1])
             for label in plan.cause_changes for stem in action_stems(label)]
    if calls and lead == CHANGE_LOOKBACK:
        #: "was the outage caused by a deploy?": any service's deploy (a dependency's) before the trouble keeps the
        #: subject's own lack of one from answering no (``executor_ops._no_change_before``)
        calls.append(_call("query_logs", "各服务的发布记录（INFO 变更日志，依赖的变更）", level="INFO",
                           keyword="deploy", limit=20, **w))
    return calls


_WARN_WORDS = regex(r"\bWARN(?:ING)?s?\b|警告", re.I)
_RECORDS_FAILING = regex(r"失败|(?<![好破])坏(?:掉|了)*的|丢(?:掉|了)*的|挂(?:掉|了)+的|\bfail|\blos(?:t|e|ing)\b",
                         re.I)
_LOG_WORDS = regex(r"日志|报错|错误|告警|\b(?:logs?|lines?|errors?|alerts?|exceptions?)\b", re.I)


_FAILING_WORD = regex(r"FAIL|ABORT|REJECT|DECLIN|DENIED|TIMEOUT|TIMED|EXPIRED|BOUNCE", re.I)


def _own_word_said(question: str, statuses: Sequence[str]) -> bool:
    """"how many payouts did it fail?" ↔ PAYOUT_FAILED: the one failed status whose other word the question says (a
    latin word of it, 4+ letters, its first five letters) — its records are the count asked."""
    #: ("did any citation uploads actually fail?" ↔ UPLOAD_TIMEOUT: a failing status of another verb, its other word)
    if len(statuses) != 1 or not _FAILING_WORD.search(statuses[0]):
        return False
    words = [w for w in re.split(r"[_\W]+", statuses[0].lower()) if len(w) >= 4 and not _FAILING_WORD.match(w)]
    said = re.findall(r"[a-z]{4,}", question.lower())
    return bool(words) and all(any(q.startswith(w[:5]) for q in said) for w in words)  # "plans" ↔ PLAN


def _failing_of_success_said(question: str, statuses: Sequence[str], catalog: Catalog) -> bool:
    """"how many verifications failed?" ↔ KYC_REJECTED (the failing status of the thing VERIFIED names): the one
    status counted is the question's own, not the window's failed records."""
    said = status_matches(question, catalog.order_statuses)
    return len(statuses) == 1 and failing_of_success(question, said, catalog.order_statuses,
                                                     catalog.descriptions) == list(statuses)


def _statuses_by_window(plan: Plan) -> bool:
    """Two statuses compared, each side in a window of its own ("昨晚被拒的交易和现在卡在授权的交易比")."""
    return (len(plan.statuses) == 2 and bool(plan.compare_start) and {"comparison", "record"} <= set(plan.aspects)
            and not plan.same_cause_windows)


def _window_pair_calls(question: str, plan: Plan, catalog: Catalog) -> list[PlannedCall]:
    """Two windows set against each other: the same count in each (per subject, else over all services)."""
    if not plan.compare_start:
        return []
    if plan.same_cause_windows and not plan.services:
        #: "跟中午那次是同一个问题吗？" with no service named: every service's records in each window (by code)
        return [_call("query_logs", f"{which}窗口内各服务的 WARN 及以上日志（按错误码，两次是否同一异常）",
                      min_level="WARN", start=start, end=end, limit=20)
                for start, end, which in ((plan.window_start, plan.window_end, "这次"),
                                          (plan.compare_start, plan.compare_end, "对比的"))]
    if plan.same_cause_windows:
        #: "跟昨晚那次是一个原因吗？": the subject's records in the compared window (by code, with a sample each)
        return [_call("query_logs", f"对比窗口内 {svc} 的 WARN 及以上日志（按错误码，看各自指向哪个依赖）", service=svc,
                      min_level="WARN", start=plan.compare_start, end=plan.compare_end)
                for svc in plan.services[:1]]
    level = "WARN" if _WARN_WORDS.search(question) else "ERROR"
    if plan.crossed and len(plan.services) == 2:
        #: "more or fewer than Y had last night?" after "X errors this morning?": each subject in its own window
        return [_call("query_logs", f"{which}窗口内 {svc} 的 {level} 日志条数", service=svc, level=level, start=start,
                      end=end, limit=1)
                for svc, start, end, which in ((plan.services[0], plan.window_start, plan.window_end, "第一个"),
                                               (plan.services[1], plan.compare_start, plan.compare_end, "对比的"))]
    subjects: list[str | None] = [*[*plan.services, *plan.unknown_services][:_MAX_SERVICES]] or [None]
    calls = []
    #: "is X p99 worse now than at 9am?": the measure asked, in each window
    calls += [_call("query_metrics", f"{which}窗口内 {svc} 的 {metric}", service=svc, metric=metric, start=start,
                    end=end)
              for svc in plan.services[:1]
              for metric in metrics_named(question, catalog.metrics)[:3]  # the subject carries one of them
              for start, end, which in ((plan.window_start, plan.window_end, "第一个"),
                                        (plan.compare_start, plan.compare_end, "对比的"))]
    if _RECORDS_FAILING.search(question) and not _LOG_WORDS.search(question):
        #: "昨天下午那波和半夜那波，哪次充值失败得更多？": the failed records of each window, beside the log lines
        calls += [_call("query_order", f"{which}窗口内的业务记录（失败的笔数）", start=start, end=end, limit=1)
                  for start, end, which in ((plan.window_start, plan.window_end, "第一个"),
                                            (plan.compare_start, plan.compare_end, "对比的"))]
    if _statuses_by_window(plan):
        #: "昨晚被拒的交易和现在卡在授权的交易比，哪个多？": each side's status in its own window
        calls += [_call("query_order", f"{which}窗口内状态为 {status} 的业务记录", status=status, start=start, end=end,
                        limit=1)
                  for status, start, end, which in ((plan.statuses[0], plan.window_start, plan.window_end, "第一个"),
                                                    (plan.statuses[1], plan.compare_start, plan.compare_end, "对比的"))]
    elif plan.statuses and "record" in plan.aspects:
        #: "被拒借书 今天跟昨天比多了多少": the records of the status named, in each window
        calls += [_call("query_order", f"{which}窗口内状态为 {status} 的业务记录", status=status, start=start, end=end,
                        limit=1)
                  for status in plan.statuses[:1]
                  for start, end, which in ((plan.window_start, plan.window_end, "第一个"),
                                            (plan.compare_start, plan.compare_end, "对比的"))]
    for svc in subjects:
        for start, end, which in ((plan.window_start, plan.window_end, "第一个"),
                                  (plan.compare_start, plan.compare_end, "对比的")):
            #: each side an incident named by its event: its codes beside the previous window's, so the code its
            #: episode began is told from lines carried over from another (``offline_executor._episode_code``)
            calls.append(_call("query_logs", f"{which}窗口内{svc or '全部服务'}的 {level} 日志条数", service=svc,
                               level=level, start=start, end=end, limit=1,
                               **({"compare_previous": True} if plan.episode_codes and svc else {})))
    if plan.episode_sides and not plan.clocked_waves and len(plan.services) == 1:
        #: "约单 昨天下午那次跟今天早上那次比": each side's runs of the subject's lines, so the episode a side names is
        #: told from another trouble's run in the same part of the day (``offline_executor._side_run``)
        calls += [_call("query_logs", f"{which}窗口内 {plan.services[0]} 的 {level} 日志分段", service=plan.services[0],
                        min_level=level, episodes=True, start=start, end=end, limit=1)
                  for start, end, which in ((plan.window_start, plan.window_end, "第一个"),
                                            (plan.compare_start, plan.compare_end, "对比的"))]
    if plan.clocked_waves and plan.services:
        #: "the 4:10 wave or the ten-to-five one": the subject's codes over both waves and their runs, each code's
        #: first line, last line and count (``offline_executor._clocked_wave_claims`` picks each side's)
        start, end = clocked_waves_span(plan)
        calls.append(_call("query_logs", f"{plan.services[0]} 两个时刻各自那波的 {level} 日志（按错误码）",
                           service=plan.services[0], level=level, start=start, end=end, limit=1))
    return calls


#: how far before the earlier side and after the later side a wave named by its clock is looked for
CLOCKED_WAVE_LEAD = timedelta(minutes=30)
CLOCKED_WAVE_RUN = timedelta(hours=2)


def _instant(at: str) -> datetime:
    return datetime.fromisoformat(at.replace("Z", "+00:00"))


def clocked_waves_span(plan: Plan) -> tuple[str, str]:
    """The span both clocked waves are searched over: from half an hour before the earlier side's window to two hours
    past the later side's (a wave runs past its clock's hour)."""
    sides = [(_instant(plan.window_start), _instant(plan.window_end)),
             (_instant(plan.compare_start), _instant(plan.compare_end))]
    start = min(a for a, _ in sides) - CLOCKED_WAVE_LEAD
    end = max(b for _, b in sides) + CLOCKED_WAVE_RUN
    return start.strftime("%Y-%m-%dT%H:%M:%SZ"), end.strftime("%Y-%m-%dT%H:%M:%SZ")


def _data_end(data_end: datetime) -> str:
    """The data's last instant as a window's end, rounded up to the second: the last record (06:14:15.6) is in it."""
    return (data_end.astimezone(UTC) + timedelta(microseconds=999_999)).strftime("%Y-%m-%dT%H:%M:%SZ")


def deploy_search_window(plan: Plan, catalog: Catalog) -> dict[str, str]:
    """Where a deploy said as a time is sought (`Plan.deploy_side`): that side's window when the question says one,
    else the data up to the window's end."""
    if plan.deploy_side == "b" and plan.compare_start:
        return {"start": plan.compare_start, "end": plan.compare_end}
    if plan.window_explicit:
        return {"start": plan.window_start, "end": plan.window_end}
    return {"start": _data_start(catalog, plan), "end": plan.window_end}


def _data_start(catalog: Catalog, plan: Plan) -> str:
    if catalog.data_start is None:
        return plan.window_start
    return catalog.data_start.strftime("%Y-%m-%dT%H:%M:%SZ")


def _widen(plan: Plan) -> dict[str, str]:
    start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
    end = datetime.fromisoformat(plan.window_end.replace("Z", "+00:00"))
    wider = start - max(end - start, timedelta(minutes=30))
    return {"start": wider.strftime("%Y-%m-%dT%H:%M:%SZ"), "end": plan.window_end}


def retry_calls(question: str, plan: Plan, catalog: Catalog) -> list[PlannedCall]:
    """Round 2: the question's services over a wider window (all levels from WARN), their dependencies, and a
    knowledge query built from the question's terms and entities."""
    if plan.uncounted:
        return []
    w = _widen(plan)
    calls: list[PlannedCall] = []
    for svc in [*plan.services, *plan.suspects][:_MAX_SERVICES]:
        calls.append(_call("query_logs", f"补证据：{svc} 更宽窗口的 WARN 及以上日志", service=svc, min_level="WARN",
                           **w))
        calls.append(_call("query_metrics", f"补证据：{svc} 更宽窗口的告警与指标", service=svc, **w))
        for dep in catalog.dependencies.get(svc, ())[:3]:
            calls.append(_call("query_logs", f"补证据：依赖 {dep} 的 WARN 及以上日志", service=dep, min_level="WARN",
                               **w))
    calls += [_call("query_metrics", f"补证据：告警 {a}", alertname=a, state="any", **w) for a in plan.alerts]
    calls.append(_call("lookup_knowledge", "补证据：与问题相关的手册", query=knowledge_query(question, plan), top_k=3))
    return calls
