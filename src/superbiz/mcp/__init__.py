"""MCP servers as evidence tools (``client``, ``evidence``, ``tools``, ``offline``). superbiz's own MCP server is
a face, so it lives with the API: ``superbiz.api.mcp_server`` (tools) and ``superbiz.api.mcp_http`` (``/mcp``)."""
