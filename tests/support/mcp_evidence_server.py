"""A real MCP server (official SDK) serving log records from a JSON file, for the MCP evidence tests.

    python -m tests.support.mcp_evidence_server RECORDS.json stdio
    python -m tests.support.mcp_evidence_server RECORDS.json http PORT      (streamable HTTP at /mcp)
    python -m tests.support.mcp_evidence_server RECORDS.json garbage         (prints non-MCP text and exits)

Tools: ``search_logs(service, level?, limit?)`` (structured: ``{"items": [...], "total": n}``), ``slow(seconds)``
(sleeps, then answers: for timeouts and killing the server mid-call), ``die()`` (the process exits mid-call)
and ``broken()`` (the tool itself reports an error).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel


class LogItem(BaseModel):
    ts: str
    service: str
    level: str
    message: str


class LogPage(BaseModel):
    items: list[LogItem]
    total: int


def build(records_path: Path) -> MCPServer:
    server = MCPServer("file-logs", log_level="WARNING")

    def records() -> list[LogItem]:
        return [LogItem.model_validate(r) for r in json.loads(records_path.read_text(encoding="utf-8"))]

    @server.tool(description="Search log records of a service (newest first), optionally by level.")
    def search_logs(service: str, level: str | None = None, limit: int = 20) -> LogPage:
        hits = [r for r in records() if r.service == service and (level is None or r.level == level.upper())]
        return LogPage(items=hits[:limit], total=len(hits))

    @server.tool(description="Sleep, then answer (writes RECORDS.slow when it starts).")
    def slow(seconds: float) -> str:
        records_path.with_suffix(".slow").write_text(str(os.getpid()), encoding="utf-8")
        time.sleep(seconds)
        return f"slept {seconds}"

    @server.tool(description="Exit the server process in the middle of the call.")
    def die() -> str:
        os._exit(3)

    @server.tool(description="Always fails.")
    def broken() -> str:
        raise RuntimeError("backend database unavailable")

    return server


def main() -> None:
    path, mode = Path(sys.argv[1]), sys.argv[2]
    if mode == "garbage":
        sys.stdout.write("this is not an MCP server\n{not json\n")
        sys.stdout.flush()
        time.sleep(0.2)
        return
    server = build(path)
    if mode == "stdio":
        server.run("stdio")
    else:
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[3]), json_response=True)


if __name__ == "__main__":
    main()
