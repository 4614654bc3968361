"""An MCP ``CallToolResult`` as our one tool envelope, with evidence refs the Gatekeeper can check.

The persisted ``data`` mirrors the MCP result (``{"content": [...], "structuredContent": ...}``), so every
``raw_path`` is a real path into the persisted output:

* ``content[i]``: one ref per content block (text blocks by their text, embedded text resources by theirs,
  resource links by their URI; images and audio are not text evidence and get no ref);
* ``structuredContent...``: one ref per list item (``structuredContent.items[3]``) and per scalar
  (``structuredContent.total``), walked to a bounded depth; an item's text is ``key=value`` pairs.

A result with ``isError`` is an ``error`` result (an evidence gap) carrying the server's message.
"""

from __future__ import annotations

import json
from typing import Any

from mcp_types import CallToolResult

from superbiz.contracts import EvidenceRef
from superbiz.tools.base import ToolResult

__all__ = ["MAX_REFS", "structured_refs", "tool_result_from_mcp"]

#: bound on the refs of one result (the full data is persisted anyway)
MAX_REFS = 200
_MAX_DEPTH = 4
_MAX_TEXT = 2_000


def _scalar_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, default=str)


def _item_text(value: Any) -> str:
    """A record as ``key=value`` pairs (nested values as compact JSON); other values as themselves."""
    if isinstance(value, dict):
        return " ".join(f"{k}={_scalar_text(v) if not isinstance(v, dict | list) else _compact(v)}"
                        for k, v in value.items())[:_MAX_TEXT]
    if isinstance(value, list):
        return _compact(value)[:_MAX_TEXT]
    return _scalar_text(value)[:_MAX_TEXT]


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)


def structured_refs(value: Any, path: str = "structuredContent", *, depth: int = 0) -> list[EvidenceRef]:
    """Refs over a structured value: list items and scalars by their path, dicts walked into."""
    refs: list[EvidenceRef] = []
    if isinstance(value, dict):
        if depth >= _MAX_DEPTH:
            return [EvidenceRef(raw_path=path, text=_item_text(value))]
        for key, item in value.items():
            refs += structured_refs(item, f"{path}.{key}", depth=depth + 1)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            refs.append(EvidenceRef(raw_path=f"{path}[{i}]", text=_item_text(item)))
    elif value is not None:
        refs.append(EvidenceRef(raw_path=path, text=f"{path.rsplit('.', 1)[-1]}: {_scalar_text(value)}"[:_MAX_TEXT]))
    return refs[:MAX_REFS]


def _block_text(block: dict[str, Any]) -> str | None:
    kind = block.get("type")
    if kind == "text":
        return str(block.get("text") or "")
    if kind == "resource":
        resource = block.get("resource") or {}
        return str(resource["text"]) if isinstance(resource, dict) and "text" in resource else None
    if kind == "resource_link":
        return f"{block.get('name') or ''} {block.get('uri') or ''}".strip()
    return None  # image, audio: not text evidence


def tool_result_from_mcp(tool_name: str, params: dict[str, Any], result: CallToolResult) -> ToolResult:
    """The envelope of one MCP call: ``ok`` / ``no_data`` with refs, or ``error`` when the server says so."""
    blocks = [block.model_dump(mode="json", by_alias=True, exclude_none=True) for block in result.content]
    texts = [_block_text(b) for b in blocks]
    if result.is_error:
        message = " ".join(t for t in texts if t) or "the MCP tool reported an error without a message"
        return ToolResult(tool_name=tool_name, status="error", params=params, error=message[:_MAX_TEXT])
    data: dict[str, Any] = {"content": blocks}
    refs = [EvidenceRef(raw_path=f"content[{i}]", text=t[:_MAX_TEXT]) for i, t in enumerate(texts) if t]
    if result.structured_content is not None:
        data["structuredContent"] = result.structured_content
        refs += structured_refs(result.structured_content)
    refs = refs[:MAX_REFS]
    empty = not refs or all(not r.text.strip() for r in refs)
    return ToolResult(tool_name=tool_name, status="no_data" if empty else "ok", params=params, data=data,
                      evidence_refs=refs)
