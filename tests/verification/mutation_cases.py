"""True claims written from real evidence records, and their mutants, one family at a time (issue 9).

A *true* claim is what a careful Executor writes: one record, values copied, one precise binding
(invocation id, raw_path, an excerpt of the ref's text). A *mutant* changes what the claim asserts in one way
(the family) and keeps the binding, so the bound record no longer says it. ``controls`` are true claims
rewritten in another surface form (Chinese numerals, full-width digits, full-width identifiers, a named time
zone) that must stay ``direct_observation``.

Used by ``tests/verification/test_mutations.py`` (hypothesis draws from these lists), ``benchmarks/mutations.py``
(the per-family table) and ``scripts/gen_verify_evals.py`` (eval cases).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from superbiz.contracts import EvidenceRef, ToolInvocation
from superbiz.pipeline import conclude_round, prepare_round
from tests.support.mutation_worlds import WorldSession

__all__ = ["FAMILIES", "Case", "TrueClaim", "chinese_numeral", "full_width", "killed", "true_claims", "verify"]

FAMILIES = ("polarity", "state", "field", "statistic", "number", "identifier", "attribution", "source")
_KV = re.compile(r"(\w+)=([^\s,}]+)")
_DIGITS = str.maketrans("0123456789.", "０１２３４５６７８９．")


@dataclass(frozen=True)
class TrueClaim:
    world: str
    text: str
    kind: str  # what the claim is about: log, log_count, zero_count, alert, series, up, order, order_count, chunk
    inv: int
    path: str
    fields: dict[str, str] = field(hash=False, compare=False)
    claim_type: str = "observation"
    tool: str = ""
    excerpt: str = ""
    extra_bindings: tuple[tuple[str, int, str, str], ...] = ()

    def claim(self, text: str | None = None, *, claim_type: str | None = None,
              bindings: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        main = {"source_type": "tool", "tool_name": self.tool, "source_invocation_id": self.inv,
                "raw_path": self.path, "evidence_excerpt": self.excerpt}
        return {"claim_id": "c1", "claim_type": claim_type or self.claim_type, "claim_text": text or self.text,
                "support_level": "direct", "evidence_bindings": bindings if bindings is not None else [main]}


@dataclass(frozen=True)
class Case:
    world: str
    family: str  # one of FAMILIES, or "control"
    name: str
    base: str
    claim: dict[str, Any] = field(hash=False)

    @property
    def text(self) -> str:
        return str(self.claim["claim_text"])


def chinese_numeral(n: int) -> str:
    """``n`` (0 ≤ n < 10^8) in Chinese numerals: 3000 → 三千, 12000 → 一万二千, 382 → 三百八十二."""
    digits = "零一二三四五六七八九"
    if n == 0:
        return "零"

    def below_10k(v: int) -> str:
        out, zero = "", False
        for unit, div in (("千", 1000), ("百", 100), ("十", 10), ("", 1)):
            d, v = divmod(v, div)
            if d:
                out += ("零" if zero and out else "") + digits[d] + unit
                zero = False
            else:
                zero = True
        return out

    high, low = divmod(n, 10_000)
    head = below_10k(high) + "万" if high else ""
    text = head + (("零" if high and low < 1000 else "") + below_10k(low) if low else "")
    return text[1:] if text.startswith("一十") else text


def _excerpt(text: str) -> str:
    """A prefix of the ref text ending at a word boundary (what an Executor would quote)."""
    return text if len(text) <= 160 else text[:160].rsplit(" ", 1)[0]


def _refs(inv: ToolInvocation) -> list[EvidenceRef]:
    details = inv.retrieval_details
    return list(details.evidence_refs or []) if details is not None else []


def _fields(ref: EvidenceRef) -> dict[str, str]:
    """The record as the Executor reads it: ``key=value`` of the text first (values as shown), then extras."""
    fields = dict(_KV.findall(ref.text))
    for key, value in (ref.model_extra or {}).items():
        if value is not None:
            fields.setdefault(key, str(value))
    return fields


def _clock(stamp: str, session: WorldSession) -> str:
    """A record timestamp as the claim writes it: ``date hh:mm:ss UTC`` or local time with the zone named."""
    t = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    if session.zone is None:
        return t.strftime("%Y-%m-%d %H:%M:%S") + " UTC"
    return t.astimezone(session.zone).strftime("%Y-%m-%d %H:%M:%S") + f"（{session.zone_label}）"


def _log_claims(s: WorldSession, inv: ToolInvocation, ref: EvidenceRef, f: dict[str, str]) -> Iterator[TrueClaim]:
    base = TrueClaim(s.name, "", "log", inv.id, ref.raw_path, f,
                     tool=inv.tool_name, excerpt=_excerpt(ref.text))
    code = f.get("error_code")
    if code:
        yield replace(base, text=f"{f['service']} 在 {_clock(f['ts'], s)} 记录了一条 {f['level']} 日志，错误码 {code}")
    ms = re.search(r"(\d+)ms", ref.text)
    if ms and code:
        yield replace(base, text=f"{f['service']} 的 {code} 日志显示等待 {ms.group(1)}ms 后失败", kind="log_ms",
                      fields={**f, "ms": ms.group(1)})


def _summary_claims(s: WorldSession, inv: ToolInvocation, ref: EvidenceRef) -> Iterator[TrueClaim]:
    m = re.search(r"(\d+) matching (records|orders)", ref.text)
    if not m:
        return
    n, what = int(m.group(1)), m.group(2)
    args = inv.arguments
    base = TrueClaim(s.name, "", "log_count", inv.id, "summary", {"count": str(n)}, tool=inv.tool_name,
                     excerpt=_excerpt(ref.text))
    if what == "records":
        who = f"{args['service']} " if args.get("service") else ""
        level = str(args.get("level", "")).replace(",", "/")
        if n == 0:
            yield replace(base, kind="zero_count", claim_type="negative_observation",
                          text=f"{who}在查询窗口内没有 {level} 日志")
        else:
            yield replace(base, text=f"{who}在查询窗口内共有 {n} 条 {level} 日志")
    elif "status" in args:
        yield replace(base, kind="order_count", text=f"查询窗口内状态为 {args['status']} 的订单共 {n} 笔")


def _alert_claims(s: WorldSession, inv: ToolInvocation, ref: EvidenceRef, f: dict[str, str]) -> Iterator[TrueClaim]:
    base = TrueClaim(s.name, "", "alert", inv.id, ref.raw_path, f, tool=inv.tool_name, excerpt=_excerpt(ref.text))
    name, svc = f["alertname"], f["service"]
    if f["state"] == "firing":
        yield replace(base, text=f"告警 {name}（{svc}）正在触发，严重级别为 {f['severity']}")
        yield replace(base, kind="alert_since", text=f"告警 {name}（{svc}）自 {_clock(f['since'], s)} 起触发")
    else:
        yield replace(base, text=f"告警 {name}（{svc}）已恢复，严重级别为 {f['severity']}")


_STAT_WORDS = {"max": "峰值", "min": "最低值", "avg": "平均值", "latest": "当前值"}


def _series_claims(s: WorldSession, inv: ToolInvocation, ref: EvidenceRef, f: dict[str, str]) -> Iterator[TrueClaim]:
    base = TrueClaim(s.name, "", "series", inv.id, ref.raw_path, f, tool=inv.tool_name, excerpt=_excerpt(ref.text))
    metric, svc = f["metric"], f["service"]
    if metric == "up":
        state = "当前不可用（up=0）" if f["latest"] == "0" else "当前在线（up=1）"
        yield replace(base, kind="up", text=f"{svc} {state}")
        return
    for stat in ("max", "avg", "latest", "min"):
        yield replace(base, text=f"{svc} 的 {metric} {_STAT_WORDS[stat]}为 {f[stat]}", fields={**f, "stat": stat})


def _order_claims(s: WorldSession, inv: ToolInvocation, ref: EvidenceRef, f: dict[str, str]) -> Iterator[TrueClaim]:
    base = TrueClaim(s.name, "", "order", inv.id, ref.raw_path, f, tool=inv.tool_name, excerpt=_excerpt(ref.text))
    oid = f["order_id"]
    yield replace(base, text=f"订单 {oid} 的状态为 {f['status']}，金额 {f['amount']}")
    if f.get("notify") in {"FAILED", "SENT"}:
        word = "通知发送失败" if f["notify"] == "FAILED" else "通知已发送"
        yield replace(base, kind="order_notify", text=f"订单 {oid} 的{word}（notify={f['notify']}）")


def _chunk_claims(s: WorldSession, inv: ToolInvocation, ref: EvidenceRef) -> Iterator[TrueClaim]:
    doc = (ref.source_document or "runbook").rsplit("/", 1)[-1]
    first = re.split(r"[。\n]", ref.text.strip())[0].strip("：: ")
    if 8 <= len(first) <= 120:
        yield TrueClaim(s.name, f"知识库《{doc}》说明：{first}", "chunk", inv.id, ref.raw_path, {}, "knowledge",
                        inv.tool_name, first.split("`")[0][:40].strip())


def true_claims(session: WorldSession) -> list[TrueClaim]:
    """Every true claim a careful Executor could write from ``session``'s records (one record each)."""
    out: list[TrueClaim] = []
    for inv in session.invocations:
        for ref in _refs(inv):
            f = _fields(ref)
            kind = ref.raw_path.split("[", 1)[0]
            if kind == "logs":
                out += _log_claims(session, inv, ref, f)
            elif kind == "alerts":
                out += _alert_claims(session, inv, ref, f)
            elif kind == "series":
                out += _series_claims(session, inv, ref, f)
            elif kind == "orders":
                out += _order_claims(session, inv, ref, f)
            elif kind == "chunks":
                out += _chunk_claims(session, inv, ref)
            elif ref.raw_path == "summary":
                out += _summary_claims(session, inv, ref)
    return list({tc.text: tc for tc in out}.values())


def full_width(text: str) -> str:
    """Digits and the decimal point of ``text`` in full-width forms (NFKC folds them back)."""
    return text.translate(_DIGITS)


def verify(session: WorldSession, claim: dict[str, Any]) -> tuple[str, str]:
    """(class of the claim, effective verdict) through the real pipeline, deterministic Verifier."""
    text = json.dumps({"answer_version": "executor_evidence_v2", "claims": [claim], "hypotheses": [],
                       "recommended_actions": [], "missing_info": []}, ensure_ascii=False)
    prepared = prepare_round(original_query="现在怎么了？", round=1, retry_context=None,
                             invocations=session.invocations, executor_output=text)
    result = conclude_round(prepared, verifier_output=None, threshold=0.5, max_rounds=2)
    checks = result.outcome.claim_checks
    return (checks[0].verification if checks else "none"), result.outcome.verdict


def killed(result: tuple[str, str]) -> bool:
    return result[0] != "direct_observation" and result[1] != "PASS"


