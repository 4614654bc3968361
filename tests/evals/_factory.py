"""Writes small synthetic case folders for the harness tests (a fake at the file-system boundary)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

__all__ = ["LOG_LINE", "executor_text", "invocation", "write_case"]

LOG_LINE = (
    "2026-11-28T05:31:12.418Z ERROR payment-service [trace=7f3a9c2e41b8d0a1] "
    "PAY-5003 HikariPool-1 - Connection is not available, request timed out after 3000ms"
)


def invocation(inv_id: int = 201) -> dict[str, Any]:
    return {
        "id": inv_id,
        "tool_name": "query_logs",
        "success": True,
        "arguments": {"service": "payment-service"},
        "output": LOG_LINE,
        "retrieval_details": {"evidence_refs": [{"raw_path": "logs[0]", "text": LOG_LINE}]},
    }


def executor_text(*, excerpt: str = "PAY-5003 HikariPool-1 - Connection is not available", inv_id: int = 201) -> str:
    claim = {
        "claim_id": "c1",
        "claim_type": "observation",
        "claim_text": "payment-service 日志出现 PAY-5003：HikariPool-1 - Connection is not available",
        "support_level": "direct",
        "evidence_bindings": [
            {
                "source_type": "log",
                "tool_name": "query_logs",
                "source_invocation_id": inv_id,
                "raw_path": "logs[0]",
                "evidence_excerpt": excerpt,
            }
        ],
    }
    body = {
        "answer_version": "executor_evidence_v2",
        "claims": [claim],
        "hypotheses": [],
        "recommended_actions": [],
        "missing_info": [],
    }
    return json.dumps(body, ensure_ascii=False)


def write_case(root: Path, name: str, *, expect: dict[str, Any], group: str = "synthetic", **fields: Any) -> Path:
    """Write ``root/group/name/case.yaml``; ``fields`` override the defaults (a clean verify case)."""
    folder = root / group / name
    folder.mkdir(parents=True)
    data: dict[str, Any] = {
        "id": name,
        "description": "synthetic case",
        "question": "payment-service 为什么超时？",
        "tool_invocations": [invocation()],
        "executor_output": executor_text(),
    }
    data.update(fields)
    data["expect"] = expect
    data = {k: v for k, v in data.items() if v is not None}
    path = folder / "case.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path
