"""Adversarial mutation classes over the engine's own verified claims (red-team of the verifier, invAU).

``engine_mutation_families`` changes one field of a claim in the engine's own spelling; these classes are what a
careless or adversarial model writes instead: look-alike names (Cyrillic letters, zero-width joiners), numbers in
other scales or forms (万, k, ranges that miss the value), units swapped (m→s, ms→s, value→%), the same clock
moved to another zone, relative times that miss, state words flipped, negation particles, two bound rows merged,
a binding's excerpt copied from another row, a claim naming one service bound to another's row, a label that lies
(WARN called FATAL) and one code's count stated as the service's total. Every mutant is made from a true claim by
a pattern, never written by hand; controls are true rewrites (the same clock converted to Beijing time and named,
a span in 小时/分钟, the count in full-width digits) and must stay ``direct_observation``.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from tests.support.engine_claims import EngineClaim, EngineWorld
from tests.verification.engine_mutation_families import killed, verify_engine
from tests.verification.mutation_cases import chinese_numeral

__all__ = ["ADVERSARIAL_FAMILIES", "AdvCase", "adversarial_cases", "killed", "verify_adv"]

ADVERSARIAL_FAMILIES = ("lookalike", "scale", "unit", "zone", "relative", "state", "negation", "merge",
                        "excerpt", "rebind", "label", "total")
_CYRILLIC = {"A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О", "P": "Р", "T": "Т",
             "X": "Х", "a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х"}
_ZWJ = "\u200d"
_ISO = re.compile(r"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})Z")
_SPAN = re.compile(r"((?:跨度\(span\)|已持续\(active_for\)|持续\(duration\)) )(?:(\d+)h)?(\d+)m")
_COUNT = re.compile(r"共 (\d+) 条")


@dataclass(frozen=True)
class AdvCase:
    world: str
    family: str  # one of ADVERSARIAL_FAMILIES, or "control"
    name: str
    base: EngineClaim = field(hash=False)
    claim: dict[str, Any] = field(hash=False, default_factory=dict)

    @property
    def text(self) -> str:
        return str(self.claim.get("claim_text", ""))


def verify_adv(case: AdvCase) -> tuple[str, str]:
    """(class of the claim, verdict) through the real pipeline (deterministic Verifier), as the run saw it."""
    return verify_engine(case)



def _sub(text: str, m: re.Match[str], new: str, group: int = 0) -> str:
    return text[: m.start(group)] + new + text[m.end(group) :]


def _first_name(text: str, names: tuple[str, ...]) -> str | None:
    found = [n for n in names if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text)]
    return min(found, key=text.find) if found else None


def _lookalike(text: str, world: EngineWorld) -> Iterator[tuple[str, str]]:
    for kind, names in (("service", world.services), ("code", world.codes), ("alert", world.alerts)):
        name = _first_name(text, names)
        if not name:
            continue
        pos = next((i for i, ch in enumerate(name) if ch in _CYRILLIC and (kind != "service" or ch.isupper())), None)
        if kind == "service":
            pos = None  # engine_mutation_families already puts a Cyrillic lower-case letter in a service name
        if pos is not None:
            yield f"{kind}-cyrillic", text.replace(name, name[:pos] + _CYRILLIC[name[pos]] + name[pos + 1 :], 1)
        yield f"{kind}-zwj", text.replace(name, name[:1] + _ZWJ + name[1:], 1)
        if "-" in name:
            yield f"{kind}-dash-as-underscore", text.replace(name, name.replace("-", "_"), 1)
            yield f"{kind}-en-dash", text.replace(name, name.replace("-", "\u2013"), 1)


def _scale(text: str) -> Iterator[tuple[str, str]]:
    m = _COUNT.search(text)
    if not m or int(m.group(1)) == 0:  # 0万 / 0k / 0,000 / 约 0 are all still zero: true rewrites, not mutants
        return
    n = int(m.group(1))
    yield "wan", _sub(text, m, f"共 {n / 10 if n % 10 else n // 10:g}万 条" if n >= 10 else f"共 {n}万 条")
    yield "k-suffix", _sub(text, m, f"共 {n}k 条")
    yield "thousands-separator-shifted", _sub(text, m, f"共 {n},000 条")
    yield "range-missing", _sub(text, m, f"共 {n + 5}-{n + 20} 条")
    yield "approx-double", _sub(text, m, f"共约 {n * 2} 条")
    yield "at-least-more", _sub(text, m, f"共至少 {n + 10} 条")
    if n >= 1000:
        yield "dropped-thousands", _sub(text, m, f"共 {n // 1000} 条")
    if n < 100:  # a rough amount it does not reach (stop 40)
        yield "rough-hundreds", _sub(text, m, "共上百条")
    if not 11 <= n <= 19:
        yield "rough-teens", _sub(text, m, "共十几条")
    if n <= 100:
        yield "over-a-hundred-lines", _sub(text, m, "over a hundred lines")
    if n < 100:  # "hundreds of lines" is 100 to 999: of exactly 100 a true rewrite, no mutant
        yield "hundreds-of-lines", _sub(text, m, "hundreds of lines")
    if n < 17:
        yield "english-number-words-off", _sub(text, m, f"{_english(n + 3)} lines")


def _unit(text: str) -> Iterator[tuple[str, str]]:
    s = _SPAN.search(text)
    if s:
        hours, minutes = int(s.group(2) or 0), int(s.group(3))
        yield "span-minutes-as-seconds", _sub(text, s, f"{s.group(1)}{hours * 60 + minutes}s")
        yield "span-minutes-as-hours", _sub(text, s, f"{s.group(1)}{hours * 60 + minutes}h")
        yield "span-cjk-seconds", _sub(text, s, f"{s.group(1)}{hours * 60 + minutes} 秒")
        yield "span-cjk-hours", _sub(text, s, f"{s.group(1)}{hours * 60 + minutes} 小时")
        total = hours * 60 + minutes  # lengths in Chinese numerals and decimal hours (stop 40)
        if total + 7 < 100:
            yield "span-english-words-off", _sub(text, s, f"{s.group(1)}{_english(total + 7)} minutes")
        if hours:
            yield "span-hr-min-off", _sub(text, s, f"{s.group(1)}{hours} hr {minutes + 9} min")
        yield "span-chinese-numerals-plus-ten", _sub(text, s, f"{s.group(1)}{_cjk_length(total + 10)}")
        if total >= 30:
            yield "span-decimal-hours-off", _sub(text, s, f"{s.group(1)}{total / 60 + 0.3:.1f} 小时")
    metric = re.search(r"指标 (\S+)（", text)
    latest = re.search(r"最新值\(latest\) (-?[\d.]+)", text)
    #: a zero is zero in every unit ("0" and "0%" state one fact): its unit relabelled is no mutant (as "+0‰" below)
    if metric and latest and float(latest.group(1)) != 0:
        name = metric.group(1)
        if name.endswith("_ms"):
            yield "latest-ms-as-s", _sub(text, latest, f"{latest.group(1)}s", 1)
        yield "latest-as-percent", _sub(text, latest, f"{latest.group(1)}%", 1)
        yield "latest-as-per-minute", _sub(text, latest, f"{latest.group(1)}/min", 1)
        if not re.search(r"per_?min|rpm", name):  # the rate's unit written apart from the value (stop 38)
            yield "latest-per-minute-apart", _sub(text, latest, f"{latest.group(1)} 每分钟", 1)
    change = re.search(r"变化\(change\) ([+-]\d+)%", text)
    if change and int(change.group(1)) != 0:  # +0% is +0‰
        yield "change-percent-as-permille", _sub(text, change, f"变化(change) {change.group(1)}‰")
    if change and int(change.group(1)) != 0:  # a rise said as a fall, and the reverse
        yield "change-sign-flipped", _sub(text, change, f"变化(change) {-int(change.group(1)):+d}%")
    rise = re.search(r"增加\(increase\) (-?)(\d+(?:\.\d+)?)", text)
    if rise and float(rise.group(2)) != 0:
        yield "increase-sign-flipped", _sub(text, rise, f"增加(increase) {'' if rise.group(1) else '-'}{rise.group(2)}")
    sample = re.search(r"(示例：.*?)(\d+)(ms|s)\b", text)
    if sample:
        other = "s" if sample.group(3) == "ms" else "ms"
        yield f"sample-{sample.group(3)}-as-{other}", text[: sample.start(3)] + other + text[sample.end(3) :]


def _zone(text: str, world: EngineWorld) -> Iterator[tuple[str, str]]:
    m = _ISO.search(text)
    if not m:
        return
    clock = f"{m.group(1)} {m.group(2)}"
    yield "same-clock-beijing", _sub(text, m, f"{clock}（北京时间）")
    yield "same-clock-utc8", _sub(text, m, f"{clock} UTC+8")
    yield "same-clock-pst", _sub(text, m, f"{clock} PST")
    t = datetime.fromisoformat(f"{m.group(1)}T{m.group(2)}")
    local = t + timedelta(hours=8)
    shifted = (local - timedelta(days=1)).strftime("%Y-%m-%d %H:%M:%S（北京时间）")
    yield "beijing-date-off-by-one", _sub(text, m, shifted)
    day_before = t - timedelta(days=1)  # the day in the forms models write (stop 39): a month name, 月/日
    yield "month-name-day-off-by-one", _sub(text, m, f"{day_before:%b} {day_before.day} {m.group(2)} UTC")
    yield "cjk-date-day-off-by-one", _sub(text, m, f"{day_before.month}月{day_before.day}日 {m.group(2)} UTC")
    yield "cjk-date-off-by-one", _sub(text, m, f"{t.month}月{(t - timedelta(days=1)).day}日 {m.group(2)} UTC")
    # more of the forms models write (stop 40): month first with slashes, a Chinese clock
    yield "month-first-day-off-by-one", _sub(text, m, f"{day_before.month}/{day_before.day} {m.group(2)} UTC")
    later = t + timedelta(minutes=20)
    if text[m.end() : m.end() + 1] == "~":  # a count's window with an edge moved, a space for the T (stop 40)
        yield "window-edge-moved-space", _sub(text, m, f"{m.group(1)} {t + timedelta(hours=1):%H:%M:%S}Z")
    yield "hanzi-clock-off", _sub(text, m, f"{later.month}月{later.day}日{later.hour}点{later.minute}分（UTC）")


def _relative(text: str) -> Iterator[tuple[str, str]]:
    since = re.search(r"开始于\(since\) (\S+Z)", text)
    active = re.search(r"已持续\(active_for\) (?:(\d+)h)?(\d+)m", text)
    if not since or not active:
        return
    hours = int(active.group(1) or 0) + (1 if int(active.group(2)) >= 30 else 0)
    yield "hours-ago-wrong", _sub(text, since, f"{hours + 3} 小时前", 1)
    yield "minutes-ago-wrong", _sub(text, since, "10 分钟前", 1)
    yield "yesterday", _sub(text, since, "昨天", 1)


_STATE_FLIPS = (("正在触发(firing)", (("resolved-zh", "已解决"), ("recovered-zh", "已经恢复正常"),
                                     ("english-resolved", "resolved"), ("stopped", "已停止告警"))),
                ("已恢复(resolved)", (("still-firing", "仍在告警"), ("not-recovered", "未恢复"),
                                    ("english-firing", "firing"))))


def _state(text: str) -> Iterator[tuple[str, str]]:
    for word, flips in _STATE_FLIPS:
        if word in text:
            for name, new in flips:
                yield name, text.replace(word, new)
    if "指标" in text and "峰值(max)" in text:
        yield "metric-said-saturated", text + "，已经打满"


def _negation(text: str) -> Iterator[tuple[str, str]]:
    if "正在触发(firing)" in text:
        for name, new in (("not-firing", "未在触发"), ("no-longer", "不再触发(no longer firing)"),
                          ("never", "从未触发(never fired)"), ("not-the-case", "并非正在触发")):
            yield name, text.replace("正在触发(firing)", new)
    denied = re.search(r"没有 ((?:\w+ 或 )?\w+ 级别日志|触发中的告警)", text) or re.search(r"没有触发中的告警", text)
    if denied:
        yield "double-negation", text[: denied.start()] + "并非没有" + text[denied.start() + 2 :]
        yield "no-longer-without", text[: denied.start()] + "不再是没有" + text[denied.start() + 2 :]
    m = re.search(r"在窗口内共 \d+ 条", text)
    if m:
        yield "count-not-seen", _sub(text, m, "在窗口内未出现")
        yield "count-never", _sub(text, m, "在窗口内从未出现")
    created = re.search(r"当前状态为 ", text)
    if created:
        yield "status-not", _sub(text, created, "当前状态不是 ")


def _bindings(claim: EngineClaim) -> list[dict[str, Any]]:
    return [b for b in claim.claim.get("evidence_bindings", []) if isinstance(b, dict)]


def _with(claim: EngineClaim, text: str, bindings: list[dict[str, Any]]) -> dict[str, Any]:
    return {**copy.deepcopy(claim.claim), "claim_text": text, "evidence_bindings": bindings}


def _siblings(claim: EngineClaim, world: EngineWorld) -> list[EngineClaim]:
    """Other claims bound to another row of the same invocation and tool (same shape of row)."""
    mine = _bindings(claim)
    if len(mine) != 1:
        return []
    inv, path = mine[0].get("source_invocation_id"), str(mine[0].get("raw_path", ""))
    out = []
    for other in world.claims:
        theirs = _bindings(other)
        if len(theirs) != 1 or other.text == claim.text:
            continue
        b = theirs[0]
        if (b.get("source_invocation_id") == inv and str(b.get("raw_path", "")) != path
                and str(b.get("raw_path", "")).split("[")[0] == path.split("[")[0]):
            out.append(other)
    return out


def _numbers(text: str) -> list[str]:
    return re.findall(r"(?<![\w.:-])\d+(?:\.\d+)?(?![\w:-])", text)


def _binding_mutants(claim: EngineClaim, world: EngineWorld) -> Iterator[tuple[str, str, dict[str, Any]]]:
    mine = _bindings(claim)
    for other in _siblings(claim, world)[:2]:
        theirs = _bindings(other)[0]
        # the right row bound but the excerpt copied from another row: the claim still states the right row
        yield "excerpt", "excerpt-from-other-row", _with(claim, claim.text, [{**mine[0],
                                                      "evidence_excerpt": theirs.get("evidence_excerpt", "")}])
        # a claim about another row (its text and excerpt) bound to this row's path
        yield "rebind", "text-and-excerpt-of-other-row", _with(claim, other.text, [{**theirs,
                                                                "raw_path": mine[0].get("raw_path")}])
        yield "rebind", "text-of-other-row", _with(claim, other.text, copy.deepcopy(mine))
        # two bound rows' values merged into one sentence: this row's subject, the other row's count
        a, b = _COUNT.search(claim.text), _COUNT.search(other.text)
        if a and b and a.group(1) != b.group(1):
            merged = _sub(claim.text, a, b.group(0))
            yield "merge", "count-from-other-row", _with(claim, merged, [*copy.deepcopy(mine), copy.deepcopy(theirs)])
            summed = _sub(claim.text, a, f"共 {int(a.group(1)) + int(b.group(1))} 条")
            yield "merge", "counts-summed", _with(claim, summed, [*copy.deepcopy(mine), copy.deepcopy(theirs)])
        pa = re.search(r"峰值\(max\) (-?[\d.]+)", claim.text)
        pb = re.search(r"峰值\(max\) (-?[\d.]+)", other.text)
        if pa and pb and pa.group(1) != pb.group(1):
            merged = _sub(claim.text, pa, pb.group(1), 1)
            yield "merge", "peak-from-other-row", _with(claim, merged, [*copy.deepcopy(mine), copy.deepcopy(theirs)])
        sa = re.search(r"开始于\(since\) (\S+Z)", claim.text)
        sb = re.search(r"开始于\(since\) (\S+Z)", other.text)
        if sa and sb and sa.group(1) != sb.group(1):
            merged = _sub(claim.text, sa, sb.group(1), 1)
            yield "merge", "since-from-other-row", _with(claim, merged, [*copy.deepcopy(mine), copy.deepcopy(theirs)])


def _label(text: str) -> Iterator[tuple[str, str]]:
    m = re.search(r"的 (ERROR|WARN) 日志", text)
    if m:
        yield f"{m.group(1).lower()}-as-fatal", _sub(text, m, "FATAL", 1)
        yield f"{m.group(1).lower()}-as-zh", _sub(text, m, "致命错误" if m.group(1) == "WARN" else "警告", 1)
    sev = re.search(r"（服务 [^，]+，(critical|warning)）", text)
    if sev:
        yield "severity-zh-swapped", _sub(text, sev, "警告级" if sev.group(1) == "critical" else "严重级", 1)
    per = re.search(r"按级别的日志条数：(.*)$", text)
    if per:
        pairs = re.findall(r"(\w+): (\d+)", per.group(1))
        nonzero = [p for p in pairs if p[1] != "0"]
        zero = [p for p in pairs if p[1] == "0"]
        if nonzero and zero:
            a, b = nonzero[0][0], zero[0][0]
            swapped = re.sub(rf"\b{a}\b", "\0", text).replace(f"{b}:", f"{a}:").replace("\0", b)
            yield "per-level-labels-swapped", swapped


def _total(claim: EngineClaim, world: EngineWorld) -> Iterator[tuple[str, str]]:
    """One code's count stated as the service's total, when the bound invocation shows other lines too."""
    m = re.search(r"^(\S+) 错误码 (\S+) 的 (ERROR|WARN|FATAL) 日志在窗口内共 (\d+) 条", claim.text)
    mine = _bindings(claim)
    if not m or not mine:
        return
    inv = next((i for i in claim.invocations if i.id == mine[0].get("source_invocation_id")), None)
    try:
        out = json.loads(inv.output) if inv is not None and isinstance(inv.output, str) else None
    except ValueError:
        out = None
    n = int(m.group(4))
    if isinstance(out, dict) and isinstance(out.get("total"), int) and out["total"] != n:
        yield "code-count-as-all-lines", f"{m.group(1)} 在窗口内的日志共 {n} 条" + claim.text[m.end() :]
    same_level = re.compile(rf"^{re.escape(m.group(1))} 错误码 (?!{re.escape(m.group(2))} )\S+ 的 {m.group(3)} 日志")
    if any(same_level.search(c.text) for c in world.claims):  # another code of this level on this service
        yield "code-count-as-level-total", f"{m.group(1)} 的 {m.group(3)} 日志在窗口内共 {n} 条" + claim.text[m.end() :]


_ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def _english(n: int) -> str:
    """``59`` → "fifty-nine" (n < 100), as models write a small number in English."""
    return _ONES[n] if n < 20 else _TENS[n // 10] + (f"-{_ONES[n % 10]}" if n % 10 else "")


def _cjk_length(minutes: int) -> str:
    """``129`` → "二小时九分钟", as models write a length in Chinese numerals."""
    hours, rest = divmod(minutes, 60)
    return (f"{chinese_numeral(hours)}小时" if hours else "") + (
        f"{chinese_numeral(rest)}分钟" if rest or not hours else "")


def _controls(text: str) -> Iterator[tuple[str, str]]:
    latest = re.search(r"最新值\(latest\) (\d{4,})(?![\d.])", text)
    if latest:  # the same value with its thousands grouped, as models write it (stop 38)
        yield "latest-thousands-grouped", _sub(text, latest, f"{int(latest.group(1)):,}", 1)
    m = _ISO.search(text)
    if m:
        t = datetime.fromisoformat(f"{m.group(1)}T{m.group(2)}") + timedelta(hours=8)
        yield "instant-in-beijing-named", _sub(text, m, t.strftime("%Y-%m-%d %H:%M:%S（北京时间）"))
        yield "instant-utc-named", _sub(text, m, f"{m.group(1)} {m.group(2)} UTC")
        u = datetime.fromisoformat(f"{m.group(1)}T{m.group(2)}")  # models' forms (stop 38): no date, 12-hour clock
        yield "clock-utc-no-date", _sub(text, m, f"{m.group(2)} UTC")
        yield "clock-12-hour-utc", _sub(text, m, f"{m.group(1)} {u.hour % 12 or 12}:{u:%M} {u:%p} UTC")
        # the day as models write it (stop 39): "Nov 28, 2026", "2026年11月28日", "11月28日", "2026/11/28"
        yield "date-month-name-utc", _sub(text, m, f"{u:%b} {u.day}, {u.year} {m.group(2)} UTC")
        yield "date-cjk-utc", _sub(text, m, f"{u.year}年{u.month}月{u.day}日 {m.group(2)} UTC")
        yield "date-cjk-no-year-utc", _sub(text, m, f"{u.month}月{u.day}日 {m.group(2)} UTC")
        yield "date-slashes-utc", _sub(text, m, f"{u:%Y/%m/%d} {m.group(2)} UTC")
    if m:  # more of the forms models write (stop 40): month first with slashes, a Chinese clock, a space for the T
        yield "date-month-first-utc", _sub(text, m, f"{u.month}/{u.day} {m.group(2)} UTC")
        if u.second == 0:
            yield "clock-hanzi-utc", _sub(text, m, f"{u.month}月{u.day}日{u.hour}点{u.minute:02d}分（UTC）")
        yield "instant-space-for-t", _sub(text, m, f"{m.group(1)} {m.group(2)}Z")
    total = _COUNT.search(text)
    if total and int(total.group(1)) >= 100:
        yield "count-rough-hundreds", _sub(text, total, "共上百条")
    if total and int(total.group(1)) >= 1:
        n = int(total.group(1))
        yield "count-range-around", _sub(text, total, f"共 {n - 1}-{n + 5} 条")
        if 11 <= n <= 19:
            yield "count-rough-teens", _sub(text, total, "共十几条")
    s = _SPAN.search(text)
    if s:  # a length in Chinese numerals (stop 40)
        minutes = int(s.group(2) or 0) * 60 + int(s.group(3))
        yield "span-chinese-numerals", _sub(text, s, f"{s.group(1)}{_cjk_length(minutes)}")
        if minutes < 100:
            yield "span-english-words", _sub(text, s, f"{s.group(1)}{_english(minutes)} minutes")
        if s.group(2):
            yield "span-hr-min", _sub(text, s, f"{s.group(1)}{int(s.group(2))} hr {int(s.group(3))} min")
    if s and s.group(2):
        yield "span-cjk-units", _sub(text, s, f"{s.group(1)}{int(s.group(2))}小时{int(s.group(3))}分钟")
    elif s:
        yield "span-cjk-minutes", _sub(text, s, f"{s.group(1)}{int(s.group(3))} 分钟")
        yield "span-english-minutes", _sub(text, s, f"{s.group(1)}{int(s.group(3))} minutes")


def adversarial_cases(world: EngineWorld) -> list[AdvCase]:
    """Every engine claim of ``world`` unmutated (a control), its true rewrites and every adversarial mutant."""
    cases: list[AdvCase] = []
    for claim in world.claims:
        text = claim.text
        cases.append(AdvCase(world.name, "control", "unmutated", claim, _with(claim, text, _bindings(claim))))
        gens: dict[str, Iterator[tuple[str, str]]] = {
            "lookalike": _lookalike(text, world), "scale": _scale(text), "unit": _unit(text),
            "zone": _zone(text, world), "relative": _relative(text), "state": _state(text),
            "negation": _negation(text), "label": _label(text), "total": _total(claim, world),
            "control": _controls(text)}
        for family, gen in gens.items():
            for name, new in gen:
                if new != text:
                    cases.append(AdvCase(world.name, family, name, claim, _with(claim, new, copy.deepcopy(
                        _bindings(claim)))))
        cases += [AdvCase(world.name, family, name, claim, c) for family, name, c in _binding_mutants(claim, world)]
    return cases
