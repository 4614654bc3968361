"""The model layer: one narrow interface (``ModelClient``) for all four agents.

``superbiz.models.base`` holds our own types. The OpenAI-compatible implementation (the only importer of the
``openai`` SDK) is loaded lazily, so importing this package stays cheap for the offline path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from superbiz.models.base import ChatMessage, ModelClient, ModelResponse, Role, ToolCall, ToolChoice, Usage

if TYPE_CHECKING:
    from superbiz.models.embeddings import OpenAIEmbeddings
    from superbiz.models.openai_client import OpenAICompatibleClient, build_model_client

__all__ = [
    "ChatMessage",
    "ModelClient",
    "ModelResponse",
    "OpenAICompatibleClient",
    "OpenAIEmbeddings",
    "Role",
    "ToolCall",
    "ToolChoice",
    "Usage",
    "build_model_client",
]

_LAZY = {
    "OpenAICompatibleClient": "superbiz.models.openai_client",
    "build_model_client": "superbiz.models.openai_client",
    "OpenAIEmbeddings": "superbiz.models.embeddings",
}


def __getattr__(name: str) -> Any:
    module_name = _LAZY.get(name)
    if module_name is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module_name), name)
