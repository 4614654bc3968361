"""MCP both ways: superbiz as an MCP server (``server``, ``http``) and MCP servers as evidence tools
(``client``, ``evidence``, ``tools``, ``offline``). Only this package imports the ``mcp`` SDK."""
