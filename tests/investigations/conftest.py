"""Investigation tests share the MCP tests' generated demo world."""

from __future__ import annotations

from tests.mcp.conftest import shared_world_url

__all__ = ["shared_world_url"]
