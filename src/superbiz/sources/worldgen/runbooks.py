"""Markdown runbooks of a generated world: one per incident kind it can show, an architecture page and an
error-code table. Templates are files in ``runbook_templates/``; names come from the spec."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from superbiz.sources.worldgen.spec import IncidentSpec, WorldSpec

__all__ = ["render_runbooks", "write_spec_runbooks"]

_CODE_MEANING = {
    "cache": ("缓存回源超时 (cache fallback read timed out)", "缓存驱逐 (evictions, maxmemory reached)"),
    "database": ("数据库调用失败 (query timeout / lock wait / pool exhausted)", "数据库侧告警 (slow query, locks)"),
    "queue": ("消息处理超时 (processing deadline exceeded)", "消费积压 (consumer lag)"),
    "certificate": ("TLS 握手失败 (certificate expired)", ""),
    "deploy": ("新版本未处理异常 (unhandled exception after deploy)", ""),
    "blip": ("", "延迟超过目标 (p99 latency above objective)"),
}


def _template(kind: str) -> str:
    return resources.files("superbiz.sources.worldgen").joinpath(f"runbook_templates/{kind}.md").read_text("utf-8")


def _fields(spec: WorldSpec, inc: IncidentSpec) -> dict[str, str]:
    names = spec.vocab.model_dump()
    return {
        **names, "service": inc.service, "origin": inc.origin or inc.service, "error_code": inc.error_code or "-",
        "warn_code": inc.warn_code or "-", "topic": inc.topic or "events", "team": spec.node(inc.service).team,
    }


def _architecture(spec: WorldSpec) -> str:
    lines = [f"# {spec.title}: 系统架构与依赖 (architecture)", "",
             f"时区 (time zone): {spec.timezone}。", "",
             "| 服务 service | 类型 kind | 团队 team | 说明 | 依赖 depends on |",
             "|---|---|---|---|---|"]
    for s in spec.services:
        lines.append(f"| {s.name} | {s.kind} | {s.team} | {s.description} | {', '.join(s.depends_on) or '-'} |")
    return "\n".join(lines) + "\n"


def _error_codes(spec: WorldSpec) -> str:
    lines = [f"# {spec.title}: 错误码说明 (error codes)", "", "| 错误码 code | 服务 service | 含义 meaning |",
             "|---|---|---|"]
    for inc in spec.incidents:
        error, warn = _CODE_MEANING[inc.kind]
        if inc.error_code and error:
            lines.append(f"| {inc.error_code} | {inc.service} | {error} |")
        if inc.warn_code and warn:
            lines.append(f"| {inc.warn_code} | {inc.origin or inc.service} | {warn} |")
        if inc.upstream_code:
            lines.append(f"| {inc.upstream_code} | {', '.join(inc.upstream)} | 调用 {inc.service} 失败 |")
    return "\n".join(lines) + "\n"


def render_runbooks(spec: WorldSpec) -> dict[str, str]:
    """File name → markdown text (deterministic)."""
    out = {f"{spec.name}-architecture.md": _architecture(spec), f"{spec.name}-error-codes.md": _error_codes(spec)}
    #: one runbook per kind and origin: an incident with an error code writes it before one without (a clean rollout
    #: listed before a bad deploy of the same service left the deploy runbook's code "-")
    for inc in sorted(spec.incidents, key=lambda i: not i.error_code):
        name = f"{spec.name}-runbook-{inc.kind}-{inc.origin or inc.service}.md"
        out.setdefault(name, _template(inc.kind).format(**_fields(spec, inc)))
    return out


def write_spec_runbooks(spec: WorldSpec, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in render_runbooks(spec).items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder
