"""The owner team of a service ("谁负责闸机那个app", "which team owns X", "and the ticketing cache?" after an owner
question): an aspect of its own, ``owner``.

The service catalogue's team of each subject is stated from evidence — the alert query over the team
(``query_metrics(team=…)``) lists the team's services; a claim bound to it names the team and its members, and the
head says "X 归 <team> 负责". A subject whose team no query states stays a gap.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from superbiz.contracts import AnswerCoverage, Claim, ClaimCheck
from superbiz.lazy_re import regex

if TYPE_CHECKING:
    from superbiz.agents.plan_model import Catalog, Plan

__all__ = ["OWNER", "asks_owner", "owner_claim_text", "owner_coverage", "owner_plan", "owner_rows", "team_counted",
           "team_services"]

OWNER = "owner"

#: "谁负责闸机那个app", "X 归谁管", "X 是哪个组的", "哪个团队负责 X", "X 的负责人是谁", "X 属于哪个组"
#: (组 of 组件 / 组合 is a component, no team: "最根上是哪个组件出的事" asks a cause)
_OWNER_ZH = regex(r"谁(?:在|来)?(?:负责|管|维护|运维)|归谁"
                  r"|(?:哪个|哪|什么)(?:组(?![件合])|团队|小组|部门)(?:在|来)?(?:负责|管|维护|的(?=\s*[?？呢啊]?\s*$))"
                  r"|负责(?:人|团队|的组|的团队)(?:是)?(?:谁|哪)|属于(?:哪个|哪|什么)(?:组(?![件合])|团队)"
                  r"|是(?:哪个|哪|什么)(?:组(?![件合])|团队)")
#: "which team owns X", "who owns X", "whose is X", "who is responsible for X", "who maintains X", "owner of X"
_OWNER_EN = regex(r"\b(?:which|what)\s+(?:team|group|squad)\s+(?:owns|runs|maintains|is\s+responsible|looks\s+after"
                  r"|is\s+on|has)\b|\bwho\s+(?:owns|runs|maintains|looks\s+after)\b"
                  r"|\bwho(?:'s|\s+is)\s+(?:responsible\s+for|the\s+owner\s+of|on\s+the\s+hook\s+for)\b"
                  r"|\b(?:owner|owning\s+team)\s+of\b|\bwho\s+do\s+(?:i|we)\s+(?:ping|page|call)\s+(?:about|for)\b",
                  re.I)
#: "and the ticketing cache?", "what about X?", "那售票缓存呢": the thing alone, the aspect carried from the last turn
_CARRIED = regex(r"^\s*(?:(?:and|what\s+about|how\s+about|and\s+what\s+about)\b[^?？.。]{1,60}[?？]?"
                 r"|(?:那|那么|还有)?[^，,。?？\s]{1,20}呢[?？]?)\s*$", re.I)


def asks_owner(question: str) -> bool:
    """Whether ``question`` asks which team owns (is responsible for) a service."""
    return _OWNER_ZH.search(question) is not None or _OWNER_EN.search(question) is not None


def _carried(question: str, earlier_questions: Sequence[str]) -> bool:
    """"and the ticketing cache?" right after an owner question: the owner of the thing it names."""
    return bool(earlier_questions) and asks_owner(earlier_questions[-1]) and _CARRIED.match(question) is not None


def owner_plan(question: str, plan: Plan, catalog: Catalog, earlier_questions: Sequence[str]) -> Plan | None:
    """The plan answering the owner of the services ``plan`` resolved (their catalogue teams queried), or None when
    the question asks no owner or names no service with a team."""
    if not (asks_owner(question) or _carried(question, earlier_questions)):
        return None
    teams = list(dict.fromkeys(t for s in plan.services if (t := catalog.teams.get(s))))
    if not plan.services or not teams:
        return None
    return plan.model_copy(update={"aspects": [OWNER], "owner_teams": teams, "alert_team": ""})


def owner_claim_text(team: str, members: Sequence[str], subjects: Sequence[str]) -> str | None:
    """"X 归 <team> 负责（团队 <team> 的服务：a、b）" for the subjects the team's query lists."""
    owned = [s for s in subjects if s in members]
    if not owned:
        return None
    return f"{'、'.join(owned)} 归 {team} 负责（团队 {team} 的服务：{'、'.join(members)}）"


_OWNED = regex(r"^(?P<subjects>\S+) 归 (?P<team>.+?) 负责（团队 ")


def owner_rows(claims: Sequence[Claim], checks: Sequence[ClaimCheck], subjects: Sequence[str]) -> list[str]:
    """The verified owner claims naming a subject."""
    status = {c.claim_id: c.verification for c in checks}
    return [c.claim_id for c in claims
            if status.get(c.claim_id) in ("direct_observation", "reasonable_inference")
            and (m := _OWNED.match(c.claim_text)) is not None
            and (not subjects or set(m.group("subjects").split("、")) & set(subjects))]


def owner_coverage(coverage: AnswerCoverage, claims: Sequence[Claim], checks: Sequence[ClaimCheck],
                   subjects: Sequence[str]) -> AnswerCoverage:
    """The coverage with its ``owner`` row answered by a verified owner claim (else the gap stays)."""
    if not any(r.aspect == OWNER for r in coverage.aspects):
        return coverage
    ids = owner_rows(claims, checks, subjects)
    direct = {c.claim_id for c in checks if c.verification == "direct_observation"}
    rows = [row.model_copy(update={"status": "answered" if set(ids) & direct else "inferred", "claim_ids": ids,
                                   "gap": ""})
            if row.aspect == OWNER and ids else
            row.model_copy(update={"gap": "无法确定负责的团队：没有已核验的证据说明它归哪个团队"})
            if row.aspect == OWNER else row
            for row in coverage.aspects]
    answered = sum(r.status != "gap" for r in rows)
    return coverage.model_copy(update={"aspects": rows, "answered": answered,
                                       "complete": bool(rows) and answered == len(rows)})


#: "会员组的服务", "会员组那边的服务", "the Herdclub team's services": a team word followed by its services in general
_TEAM_SERVICES = regex(r"(?:组|团队)(?:那边|这边)?的?(?:所有|各个?|全部)?(?:服务|系统|应用|app)"
                       r"(?![\u4e00-\u9fff]{0,2}(?:库|缓存))"
                       r"|\b(?:team|squad)(?:'s|s')?\s+(?:services|apps|systems)\b", re.I)


def team_services(question: str, team: str | None, catalog: Catalog, named: Sequence[str]) -> list[str] | None:
    """Every service of the team a team word of ``question`` names when it is said with "的服务" (its services
    in general) and the services ``named`` are only the team's own (a description word the team word shares:
    "会员组的服务" beside a member "年卡会员接口"); None otherwise."""
    if team is None or _TEAM_SERVICES.search(question) is None:
        return None
    members = sorted(s for s, t in catalog.teams.items() if t == team and s in catalog.services)
    low = question.lower()
    if any(s not in members or s.lower() in low for s in named):
        return None
    return members


def team_counted(question: str, plan: Plan, team: str | None, catalog: Catalog) -> Plan:
    """"会员组的服务今天报了多少错": the plan counting the lines of every service of the team said with its services
    (``count_team``: one query over the team counts them together, never a sum the answer makes)."""
    if "count" not in plan.aspects or not plan.services or plan.order_ids or plan.user_ids or plan.statuses:
        return plan
    members = team_services(question, team, catalog, plan.services)
    if not members or sorted(plan.services) != members or team is None:
        return plan
    return plan.model_copy(update={"count_team": team})
