"""The eight mutation families of issue 9, applied to true claims (see :mod:`tests.verification.mutation_cases`).

Every mutant keeps the true claim's binding (or binds a second real record, for attribution), so only what
the claim *says* changes. Controls re-write a true claim in another surface form and must stay true.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime, timedelta

from tests.support.mutation_worlds import WorldSession
from tests.verification.mutation_cases import Case, TrueClaim, chinese_numeral, full_width, true_claims

__all__ = ["all_cases", "mutate"]

_HOMOGLYPHS = {"o": "ο", "e": "е", "a": "а", "c": "с", "p": "р"}  # Greek omicron, Cyrillic е а с р
_UNKNOWN_IDS = (
    "，调用方报 ETIMEDOUT",
    "，对应 Pod {svc}-7d9f8b-x2kq 处于 CrashLoopBackOff",
    "，发生在主机 db-host-07 上",
    "，抛出 java.net.SocketTimeoutException",
    "，写入表 payment_ledger_v2 失败",
)
Mutant = tuple[str, str]  # (name, new claim text)


def _first_sub(text: str, old: str, new: str) -> str:
    return text.replace(old, new, 1)


def _polarity(tc: TrueClaim) -> Iterator[Mutant]:
    f = tc.fields
    if tc.kind == "log":
        yield "log-denied-level", f"{f['service']} 在查询窗口内没有 {f['level']} 日志"
        yield "code-denied", f"{f['service']} 未出现错误码 {f['error_code']}"
    elif tc.kind == "log_ms":
        yield "no-failure", f"{f['service']} 的 {f['error_code']} 请求没有失败"
    elif tc.kind == "log_count":
        yield "count-denied", re.sub(r"共有 \d+ 条", "没有", tc.text)
        yield "count-denied-cjk", re.sub(r"共有 \d+ 条 (\S+) 日志", r"未见 \1 报错", tc.text)
    elif tc.kind == "zero_count":
        yield "zero-asserted", tc.text.replace("没有", "出现了")
        yield "zero-asserted-cjk", tc.text.replace("没有", "有").replace("日志", "报错")
    elif tc.kind == "alert" and f["state"] == "firing":
        yield "firing-denied", f"告警 {f['alertname']}（{f['service']}）没有触发"
        yield "firing-denied-cjk", f"{f['service']} 当前并无 {f['alertname']} 告警"
    elif tc.kind == "order_count":
        yield "orders-denied", re.sub(r"的订单共 \d+ 笔", "的订单不存在", tc.text)


def _state(tc: TrueClaim) -> Iterator[Mutant]:
    f = tc.fields
    if tc.kind == "alert" and f["state"] == "firing":
        yield "firing-as-resolved", tc.text.replace("正在触发", "已恢复")
        yield "firing-as-cleared", tc.text.replace("正在触发", "已经解除")
    elif tc.kind == "alert":
        yield "resolved-as-firing", tc.text.replace("已恢复", "仍在触发")
    elif tc.kind == "up" and f["latest"] == "0":
        yield "down-as-normal", f"{f['service']} 当前运行正常"
        yield "down-as-recovered", f"{f['service']} 已恢复在线"
    elif tc.kind == "up":
        yield "up-as-down", f"{f['service']} 当前已宕机"


def _field(tc: TrueClaim, session: WorldSession) -> Iterator[Mutant]:
    f = tc.fields
    if tc.kind == "order":
        other = next(s for s in session.statuses if s != f["status"])
        yield "status-swapped", tc.text.replace(f"状态为 {f['status']}", f"状态为 {other}")
        if f["status"] != "REFUNDED":
            yield "refunded-word", f"订单 {f['order_id']} 已退款成功"
    elif tc.kind == "order_notify":
        word = "通知已发送成功" if f["notify"] == "FAILED" else "通知发送失败"
        yield "notify-flipped", f"订单 {f['order_id']} 的{word}"
    elif tc.kind == "log":
        other = "WARN" if f["level"] == "ERROR" else "ERROR"
        yield "level-swapped", tc.text.replace(f" {f['level']} 日志", f" {other} 日志")
    elif tc.kind == "alert":
        severities = {"critical": "warning", "warning": "critical", "page": "ticket", "ticket": "page"}
        other = severities.get(f["severity"], "critical")
        yield "severity-swapped", tc.text.replace(f"严重级别为 {f['severity']}", f"严重级别为 {other}")


_STAT_NAMES = {
    "max": ("峰值", "最大值", "最高"), "min": ("最低值", "min"), "avg": ("平均值",), "latest": ("当前值", "最新值"),
}


def _unit_of(value: str) -> tuple[str, str]:
    m = re.fullmatch(r"(-?[\d.]+)(\D*)", value)
    return (m.group(1), m.group(2)) if m else (value, "")


def _statistic(tc: TrueClaim) -> Iterator[Mutant]:
    f = tc.fields
    if tc.kind == "series":
        stat = f["stat"]
        head = f"{f['service']} 的 {f['metric']} "
        for other in ("max", "min", "avg", "latest"):
            if other != stat and _unit_of(f[other])[0] != _unit_of(f[stat])[0]:
                for word in _STAT_NAMES[other]:
                    yield f"{stat}-as-{other}", f"{head}{word}为 {f[stat]}"
                break
        number, unit = _unit_of(f[stat])
        swaps = {"s": "ms", "ms": "s", "": "%", "GiB": "MiB", "MiB": "GiB"}  # "41.6%" as "41.6" is no lie
        if unit in swaps and float(number) not in (0.0, 1.0):
            name = f"unit-{unit or 'ratio'}-to-{swaps[unit] or 'ratio'}"
            yield name, f"{head}{_STAT_WORDS_OF[stat]}为 {number}{swaps[unit]}"
    elif tc.kind == "log_ms":
        yield "ms-as-seconds", tc.text.replace(f"{tc.fields['ms']}ms", f"{tc.fields['ms']}秒")


_STAT_WORDS_OF = {"max": "峰值", "min": "最低值", "avg": "平均值", "latest": "当前值"}


def _shift_clock(text: str, hours: int, *, drop_zone: bool) -> str:
    m = re.search(r"(\d{2}):(\d{2}):(\d{2})(?: UTC|（UTC[+-]\d{2}:\d{2}）)", text)
    if not m:
        return text
    t = datetime(2000, 1, 1, int(m.group(1)), int(m.group(2)), int(m.group(3))) + timedelta(hours=hours)
    zone = "" if drop_zone else text[m.end(3) : m.end()]
    return text[: m.start()] + t.strftime("%H:%M:%S") + zone + text[m.end() :]


def _number(tc: TrueClaim, session: WorldSession) -> Iterator[Mutant]:
    if tc.kind in {"log_count", "order_count"}:
        n = int(tc.fields["count"])
        unit = "条" if tc.kind == "log_count" else "笔"
        yield "count-chinese-off-by-one", tc.text.replace(f" {n} {unit}", f"{chinese_numeral(n + 1)}{unit}")
        yield "count-fullwidth-off-by-one", tc.text.replace(f" {n} {unit}", f" {full_width(str(n + 1))} {unit}")
        yield "count-chinese-tenfold", tc.text.replace(f" {n} {unit}", f"{chinese_numeral(n * 10 + 2)}{unit}")
    elif tc.kind == "log_ms":
        ms = int(tc.fields["ms"])
        yield "ms-chinese-changed", tc.text.replace(f"{ms}ms", f"{chinese_numeral(ms + 500)}毫秒")
    elif tc.kind in {"log", "alert_since"}:
        if session.zone is None:
            yield "clock-unnamed-zone", _shift_clock(tc.text, 8, drop_zone=True)
        else:
            yield "clock-local-unnamed", _shift_clock(tc.text, 0, drop_zone=True)
        yield "clock-hour-off", _shift_clock(tc.text, 1, drop_zone=False)
        day = re.search(r"\d{4}-\d{2}-\d{2}", tc.text)
        if day:
            moved = (datetime.fromisoformat(day.group()) - timedelta(days=1)).strftime("%Y-%m-%d")
            yield "date-moved", tc.text.replace(day.group(), moved, 1)


def _identifier(tc: TrueClaim) -> Iterator[Mutant]:
    f = tc.fields
    if tc.kind in {"log", "alert", "order"}:
        for i, tail in enumerate(_UNKNOWN_IDS):
            yield f"unknown-id-{i}", tc.text + tail.format(svc=f.get("service", "web"))
    svc = f.get("service")
    if svc and tc.kind in {"log", "alert", "series", "up"}:
        pos = next((i for i, ch in enumerate(svc) if ch in _HOMOGLYPHS), None)
        if pos is not None:
            fake = svc[:pos] + _HOMOGLYPHS[svc[pos]] + svc[pos + 1 :]
            yield "homoglyph-service", tc.text.replace(svc, fake)


def _controls(tc: TrueClaim) -> Iterator[Mutant]:
    if tc.kind in {"log_count", "order_count"}:
        n = int(tc.fields["count"])
        unit = "条" if tc.kind == "log_count" else "笔"
        yield "count-chinese", tc.text.replace(f" {n} {unit}", f"{chinese_numeral(n)}{unit}")
        yield "count-fullwidth", tc.text.replace(f" {n} {unit}", f" {full_width(str(n))} {unit}")
    if tc.kind == "log_ms":
        yield "ms-chinese", tc.text.replace(f"{tc.fields['ms']}ms", f"{chinese_numeral(int(tc.fields['ms']))}毫秒")
    code = tc.fields.get("error_code")
    if tc.kind == "log" and code:
        wide = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in code)
        yield "fullwidth-code", tc.text.replace(code, wide)


def _attribution(tc: TrueClaim, others: Sequence[TrueClaim]) -> Iterator[Case]:
    f = tc.fields
    if tc.kind == "log":
        other = next((o for o in others if o.kind == "log" and o.fields["service"] != f["service"]
                      and o.fields.get("error_code") not in (None, f.get("error_code"))), None)
        if other is not None:
            text = f"{f['service']} 记录了错误码 {other.fields['error_code']} 的 {f['level']} 日志"
            yield _case(tc, "attribution", "merge-code-of-other-service", text, extra=other)
        alert = next((o for o in others if o.kind == "alert_since" and o.inv != tc.inv), None)
        if alert is not None:
            clock = re.search(r"自 (.+?) 起", alert.text)
            if clock:
                text = re.sub(r"在 .+? 记录了", f"在 {clock.group(1)} 记录了", tc.text)
                yield _case(tc, "attribution", "alert-start-as-log-time", text, extra=alert)
    elif tc.kind == "order":
        other = next((o for o in others if o.kind == "order" and o.fields["status"] != f["status"]), None)
        if other is not None:
            yield _case(tc, "attribution", "merge-status-of-other-order",
                        f"订单 {f['order_id']} 的状态为 {other.fields['status']}", extra=other)


def _source(tc: TrueClaim, others: Sequence[TrueClaim], session: WorldSession) -> Iterator[Case]:
    clock = next((inv for inv in session.invocations if inv.tool_name == "get_current_datetime"), None)
    if clock is not None and tc.kind in {"alert", "log"}:
        binding = {"source_type": "tool", "tool_name": clock.tool_name, "source_invocation_id": clock.id,
                   "raw_path": "summary", "evidence_excerpt": tc.excerpt[:40]}
        yield Case(session.name, "source", "clock-bound", tc.text, tc.claim(bindings=[binding]))
        yield Case(session.name, "source", "clock-bound-no-path", tc.text,
                   tc.claim(bindings=[{k: v for k, v in binding.items() if k not in {"raw_path", "evidence_excerpt"}}]))
    if tc.kind == "chunk":
        svc = next((o.fields["service"] for o in others if o.kind == "log"), "payment-service")
        first = tc.text.split("说明：", 1)[1]
        for name, text in (("runbook-as-now", f"本次事故中 {svc} 当前正在发生：{first}"),
                           ("runbook-as-state", f"{svc} 目前已出现这种情况：{first}"),
                           ("incident-fact-labelled-knowledge", f"{svc} 的数据库连接池当前已经耗尽")):
            yield Case(session.name, "source", name, tc.text, tc.claim(text, claim_type="knowledge"))


def _case(tc: TrueClaim, family: str, name: str, text: str, *, extra: TrueClaim | None = None) -> Case:
    bindings = None
    if extra is not None:
        bindings = [tc.claim()["evidence_bindings"][0], extra.claim()["evidence_bindings"][0]]
    return Case(tc.world, family, name, tc.text, tc.claim(text, bindings=bindings))


def mutate(tc: TrueClaim, others: Sequence[TrueClaim], session: WorldSession) -> list[Case]:
    """Every mutant (and every control) of one true claim."""
    simple: list[tuple[str, Callable[[], Iterator[Mutant]]]] = [
        ("polarity", lambda: _polarity(tc)),
        ("state", lambda: _state(tc)),
        ("field", lambda: _field(tc, session)),
        ("statistic", lambda: _statistic(tc)),
        ("number", lambda: _number(tc, session)),
        ("identifier", lambda: _identifier(tc)),
        ("control", lambda: _controls(tc)),
    ]
    cases = [_case(tc, family, name, text) for family, gen in simple for name, text in gen() if text != tc.text]
    cases += _attribution(tc, others)
    cases += _source(tc, others, session)
    return cases


def all_cases(session: WorldSession) -> list[Case]:
    """Controls (unmutated and re-written true claims) and every family's mutants of ``session``."""
    claims = true_claims(session)
    cases: list[Case] = [Case(session.name, "control", "unmutated", tc.text, tc.claim()) for tc in claims]
    for tc in claims:
        cases += mutate(tc, claims, session)
    return cases
