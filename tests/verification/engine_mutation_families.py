"""Mutation families over the claims the offline engine itself writes (issue 9), see tests/support/engine_claims.py.

Each mutant changes what one engine claim's TEXT asserts and keeps its bindings (the bound record no longer
says it); every change is found by a pattern of the engine's own claim forms, never hand-picked. Controls are
the unmutated claim and harmless rewrites (full-width digits, the same count in Chinese numerals, a span
written without its leading zero) and must stay ``direct_observation``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Protocol
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from superbiz.pipeline import conclude_round, prepare_round
from tests.support.engine_claims import EngineClaim, EngineWorld
from tests.verification.mutation_cases import chinese_numeral, full_width

__all__ = ["ENGINE_FAMILIES", "EngineCase", "engine_cases", "killed", "verify_engine"]

ENGINE_FAMILIES = ("count", "clock", "span", "service", "code", "level", "alert", "metric", "polarity",
                   "earlier", "order", "per_level")
_HOMOGLYPHS = {"o": "ο", "e": "е", "a": "а", "c": "с", "p": "р"}
_ISO = re.compile(r"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})Z")
_SPAN = re.compile(r"((?:跨度\(span\)|已持续\(active_for\)|持续\(duration\)) )(?:(\d+)h)?(\d+)m")


@dataclass(frozen=True)
class EngineCase:
    world: str
    family: str  # one of ENGINE_FAMILIES, or "control"
    name: str
    base: EngineClaim = field(hash=False)
    text: str = ""

    @property
    def claim(self) -> dict[str, Any]:
        return {**self.base.claim, "claim_text": self.text}


class Verifiable(Protocol):
    """A case to re-verify: the engine's claim as the run saw it (``base``) and the claim to verify in its place."""

    @property
    def base(self) -> EngineClaim: ...

    @property
    def claim(self) -> dict[str, Any]: ...


def verify_engine(case: Verifiable) -> tuple[str, str]:
    """(class of the claim, verdict) through the real pipeline (deterministic Verifier), as the run saw it."""
    text = json.dumps({"answer_version": "executor_evidence_v2", "claims": [case.claim], "hypotheses": [],
                       "recommended_actions": [], "missing_info": []}, ensure_ascii=False)
    prepared = prepare_round(original_query=case.base.question, round=case.base.round, retry_context=None,
                             invocations=case.base.invocations, executor_output=text)
    result = conclude_round(prepared, verifier_output=None, threshold=0.5, max_rounds=2)
    checks = result.outcome.claim_checks
    return (checks[0].verification if checks else "none"), result.outcome.verdict


def killed(result: tuple[str, str]) -> bool:
    return result[0] != "direct_observation" and result[1] != "PASS"


def _iso(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _count(text: str) -> Iterator[tuple[str, str]]:
    m = re.search(r"共 (\d+) 条", text)
    if not m:
        return
    n = int(m.group(1))
    for name, new in (("plus-one", f"共 {n + 1} 条"), ("minus-one", f"共 {n - 1} 条"), ("tenfold", f"共 {n * 10} 条"),
                      ("chinese-plus-one", f"共{chinese_numeral(n + 1)}条"),
                      ("fullwidth-plus-one", f"共 {full_width(str(n + 1))} 条")):
        yield name, text[: m.start()] + new + text[m.end() :]


def _local_offset(t: datetime, zone: str) -> timedelta:
    try:
        return ZoneInfo(zone).utcoffset(t) or timedelta(0)
    except (ZoneInfoNotFoundError, ValueError):
        return timedelta(0)


def _clock(text: str, world: EngineWorld) -> Iterator[tuple[str, str]]:
    m = _ISO.search(text)
    if not m:
        return
    t = datetime.fromisoformat(f"{m.group(1)}T{m.group(2)}")
    local = _local_offset(t, world.zone)
    variants = [("hour-later", _iso(t + timedelta(hours=1))), ("day-earlier", _iso(t - timedelta(days=1))),
                ("zone-dropped-beijing", (t + timedelta(hours=8)).strftime("%Y-%m-%dT%H:%M:%S")),
                ("zone-renamed", m.group(0)[:-1] + "+08:00")]
    if local:  # the world's local reading written without its zone
        variants.append(("zone-dropped-local", (t + local).strftime("%Y-%m-%dT%H:%M:%S")))
    for name, new in variants:
        yield name, text[: m.start()] + new + text[m.end() :]
    first = re.search(r"first_seen\) (\S+Z)", text)
    last = re.search(r"last_seen\) (\S+Z)", text)
    if first and last and first.group(1) != last.group(1):
        swapped = text.replace(first.group(1), "\0").replace(last.group(1), first.group(1)).replace("\0", last.group(1))
        yield "first-last-swapped", swapped


def _span(text: str) -> Iterator[tuple[str, str]]:
    m = _SPAN.search(text)
    if not m:
        return
    hours, minutes = int(m.group(2) or 0), int(m.group(3))
    total = hours * 60 + minutes
    digits = f"{total}"
    if len(digits) >= 2:  # 42m read as 4h2m
        yield "digits-as-hours", text[: m.start()] + f"{m.group(1)}{digits[0]}h{digits[1:]}m" + text[m.end() :]
    yield "hour-longer", text[: m.start()] + f"{m.group(1)}{hours + 1}h{minutes:02d}m" + text[m.end() :]
    yield "minutes-off", text[: m.start()] + f"{m.group(1)}{total + 7}m" + text[m.end() :]


def _services_in(text: str, world: EngineWorld) -> list[str]:
    found = [s for s in world.services if re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", text)]
    return sorted(found, key=lambda s: text.find(s))


def _service(text: str, world: EngineWorld) -> Iterator[tuple[str, str]]:
    found = _services_in(text, world)
    if not found:
        return
    svc = found[0]
    pattern = re.compile(rf"(?<![\w-]){re.escape(svc)}(?![\w-])")
    other = next((s for s in world.services if s not in text and svc not in s and s not in svc), None)
    if other:
        yield "swapped", pattern.sub(other, text, count=1)
    pos = next((i for i, ch in enumerate(svc) if ch in _HOMOGLYPHS), None)
    if pos is not None:
        yield "homoglyph", pattern.sub(svc[:pos] + _HOMOGLYPHS[svc[pos]] + svc[pos + 1 :], text, count=1)


def _code(text: str, world: EngineWorld) -> Iterator[tuple[str, str]]:
    m = re.search(r"错误码 (\S+?)(?= |，|$)", text)
    if m:
        other = next((c for c in world.codes if c != m.group(1) and c not in text), None)
        if other:
            yield "swapped", text[: m.start(1)] + other + text[m.end(1) :]


def _level(text: str) -> Iterator[tuple[str, str]]:
    m = re.search(r"的 (ERROR|WARN) 日志|没有 (?:\w+ 或 )?(ERROR|WARN|FATAL) 级别日志", text)
    if m and m.group(2):  # a denial of one level's lines: denied for a level the query did not ask about
        other = "INFO"
        yield f"denied-{m.group(2).lower()}-as-{other.lower()}", text[: m.start(2)] + other + text[m.end(2) :]
        return
    if m:
        other = "WARN" if m.group(1) == "ERROR" else "ERROR"
        yield f"{m.group(1).lower()}-as-{other.lower()}", text[: m.start(1)] + other + text[m.end(1) :]


def _alert(text: str, world: EngineWorld) -> Iterator[tuple[str, str]]:
    if "正在触发(firing)" in text:
        yield "firing-as-resolved", text.replace("正在触发(firing)", "已恢复(resolved)")
        yield "firing-as-resolved-cjk", text.replace("正在触发(firing)", "已恢复")
    if "已恢复(resolved)" in text:
        yield "resolved-as-firing", text.replace("已恢复(resolved)", "正在触发(firing)")
    m = re.search(r"告警 (\S+)（服务 [^，]+，(critical|warning)）", text)
    if m:
        other = "warning" if m.group(2) == "critical" else "critical"
        yield "severity-swapped", text[: m.start(2)] + other + text[m.end(2) :]
        name = next((a for a in world.alerts if a != m.group(1) and a not in text), None)
        if name:
            yield "alertname-swapped", text[: m.start(1)] + name + text[m.end(1) :]


def _metric(text: str) -> Iterator[tuple[str, str]]:
    peak = re.search(r"峰值\(max\) (-?[\d.]+)", text)
    latest = re.search(r"最新值\(latest\) (-?[\d.]+)", text)
    if not peak:
        return
    if latest and peak.group(1) != latest.group(1):
        between = text[peak.end(1) : latest.start(1)]
        swapped = text[: peak.start(1)] + latest.group(1) + between + peak.group(1) + text[latest.end(1) :]
        yield "max-latest-values-swapped", swapped
        yield "max-as-latest-label", text.replace("峰值(max)", "\0").replace("最新值(latest)", "峰值(max)").replace(
            "\0", "最新值(latest)")
    value = float(peak.group(1))
    bumped = f"{value * 10:g}" if value else "1"
    yield "max-tenfold", text[: peak.start(1)] + bumped + text[peak.end(1) :]
    yield "max-last-digit", text[: peak.end(1) - 1] + str((int(peak.group(1)[-1]) + 3) % 10) + text[peak.end(1) :]
    yield "max-unit-percent", text[: peak.end(1)] + "%" + text[peak.end(1) :]
    named = re.search(r"指标 (\S+)（", text)
    if not (named and re.search(r"(?:^|_)(?:ms|millis|milliseconds)$", named.group(1), re.I)):
        #: a metric named in milliseconds ("resp_p99_millis") is rightly stated in ms: no mutant
        yield "max-unit-ms", text[: peak.end(1)] + "ms" + text[peak.end(1) :]


def _polarity(text: str) -> Iterator[tuple[str, str]]:
    if "没有触发中的告警" in text:
        yield "no-alert-as-alert", text.replace("没有触发中的告警", "有触发中的告警")
        yield "no-alert-as-firing", text.replace("没有触发中的告警", "有告警正在触发")
    m = re.search(r"在窗口内共 \d+ 条", text)
    if m:
        yield "count-as-none", text[: m.start()] + "在窗口内没有" + text[m.end() :]
    if "正在触发(firing)" in text:
        yield "firing-denied", text.replace("正在触发(firing)", "没有触发")
    denied = re.search(r"没有 ((?:\w+ 或 )?\w+ 级别日志)", text)
    if denied:
        yield "no-lines-as-lines", text[: denied.start()] + f"有 {denied.group(1)}" + text[denied.end() :]
        yield "no-lines-as-occurred", text[: denied.start()] + f"出现了 {denied.group(1)}" + text[denied.end() :]


def _earlier(text: str) -> Iterator[tuple[str, str]]:
    m = re.search(r"earlier_count\)=(\d+)", text)
    if m:
        n = int(m.group(1))
        for name, v in (("plus-one", n + 1), ("zero-or-tenfold", n * 10 if n else 5)):
            if v != n:
                yield name, text[: m.start(1)] + str(v) + text[m.end(1) :]


def _order(text: str, world: EngineWorld) -> Iterator[tuple[str, str]]:
    m = re.search(r"当前状态为 (\S+?)(?=，|$)", text)
    if m:
        other = next((s for s in world.statuses if s != m.group(1)), None)
        if other:
            yield "status-swapped", text[: m.start(1)] + other + text[m.end(1) :]


def _per_level(text: str) -> Iterator[tuple[str, str]]:
    pairs = list(re.finditer(r"(\b[\w.-]+): (\d+)", text.split("：", 1)[1] if "：" in text else ""))
    if len(pairs) < 2:
        return
    head = text.split("：", 1)[0] + "："
    body = text.split("：", 1)[1]
    values = [p.group(2) for p in pairs]
    distinct = next(((i, j) for i in range(len(values)) for j in range(i + 1, len(values))
                     if values[i] != values[j]), None)
    if distinct:
        i, j = distinct
        new = list(values)
        new[i], new[j] = new[j], new[i]
        out, last = [], 0
        for p, v in zip(pairs, new, strict=True):
            out += [body[last : p.start(2)], v]
            last = p.end(2)
        yield "values-swapped", head + "".join(out) + body[last:]
    p = pairs[0]
    yield "first-plus-one", head + body[: p.start(2)] + str(int(p.group(2)) + 1) + body[p.end(2) :]


def _controls(text: str) -> Iterator[tuple[str, str]]:
    iso = _ISO.search(text)
    if iso:  # the same instant in another spelling
        t = datetime.fromisoformat(f"{iso.group(1)}T{iso.group(2)}")
        yield "instant-as-offset", text[: iso.start()] + (t + timedelta(hours=8)).strftime(
            "%Y-%m-%dT%H:%M:%S+08:00") + text[iso.end() :]
    m = re.search(r"共 (\d+) 条", text)
    if m:
        n = int(m.group(1))
        yield "count-chinese", text[: m.start()] + f"共{chinese_numeral(n)}条" + text[m.end() :]
        yield "count-fullwidth", text[: m.start()] + f"共 {full_width(str(n))} 条" + text[m.end() :]
    s = _SPAN.search(text)
    if s and s.group(2) and s.group(3).startswith("0") and len(s.group(3)) == 2:
        yield "span-unpadded", text[: s.start(3)] + s.group(3)[1:] + text[s.end(3) :]


def _mutants(claim: EngineClaim, world: EngineWorld) -> Iterator[tuple[str, str, str]]:
    text = claim.text
    gens = {
        "count": _count(text), "clock": _clock(text, world), "span": _span(text), "service": _service(text, world),
        "code": _code(text, world), "level": _level(text), "alert": _alert(text, world), "metric": _metric(text),
        "polarity": _polarity(text), "earlier": _earlier(text), "order": _order(text, world),
        "per_level": _per_level(text), "control": _controls(text),
    }
    for family, gen in gens.items():
        for name, new in gen:
            if new != text:
                yield family, name, new


def engine_cases(world: EngineWorld) -> list[EngineCase]:
    """Every engine claim of ``world`` unmutated (a control), its harmless rewrites and every family's mutants."""
    cases: list[EngineCase] = []
    for claim in world.claims:
        cases.append(EngineCase(world.name, "control", "unmutated", claim, claim.text))
        cases += [EngineCase(world.name, family, name, claim, new) for family, name, new in _mutants(claim, world)]
    return cases
