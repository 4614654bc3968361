"""superbiz's exceptions.

    SuperbizError
    ├── ConfigError            bad configuration or case file (CLI exit code 2)
    ├── ModelError             anything that went wrong talking to a model
    │   ├── ModelAPIError      endpoint down, timeout, HTTP 4xx/5xx after retries
    │   └── ModelOutputError   the model answered, but not in the shape asked for
    ├── StoreError             the database failed (connection lost, read-only, disk full, bad data)
    └── DeadlineExceeded       the chat ran out of time (``chat.deadline_s``); the session is persisted failed

Tool failures are not exceptions outside a tool: the registry turns them into ``ToolResult(status="error")``.
"""

from __future__ import annotations

__all__ = [
    "ConfigError",
    "DeadlineExceeded",
    "ModelAPIError",
    "ModelError",
    "ModelOutputError",
    "StoreError",
    "SuperbizError",
]


class SuperbizError(Exception):
    """Base of every error superbiz raises on purpose."""


class ConfigError(SuperbizError):
    """Configuration or an input file is invalid; the message says what and where."""


class ModelError(SuperbizError):
    """A model could not produce a usable answer."""


class ModelAPIError(ModelError):
    """The model endpoint failed (connection, timeout, HTTP error) after retries."""

    def __init__(self, message: str, *, status_code: int | None = None) -> None:
        super().__init__(message)
        self.status_code = status_code


class ModelOutputError(ModelError):
    """The model answered but its output is unusable (not JSON, wrong shape)."""


class StoreError(SuperbizError):
    """The database failed."""


class DeadlineExceeded(SuperbizError):
    """The chat's deadline passed; ``stage`` says where the work was stopped."""

    def __init__(self, message: str, *, stage: str) -> None:
        super().__init__(message)
        self.stage = stage
