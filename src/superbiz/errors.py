"""superbiz's exceptions.

    SuperbizError
    ├── ConfigError            bad configuration or case file (CLI exit code 2)
    ├── ModelError             anything that went wrong talking to a model
    │   ├── ModelAPIError      endpoint down, timeout, HTTP 4xx/5xx after retries
    │   └── ModelOutputError   the model answered, but not in the shape asked for
    ├── StoreError             the database failed (connection lost, read-only, disk full, bad data)
    ├── NotFoundError          what was asked for does not exist, or is not the caller's (API 404, CLI exit 1)
    ├── AmbiguousReference     a short reference (an id prefix) names no one thing (API 400, CLI exit 2)
    ├── PermissionDenied       the caller's role may not do this (API 403)
    └── DeadlineExceeded       the chat ran out of time (``chat.deadline_s``); the session is persisted failed

Tool failures are not exceptions outside a tool: the registry turns them into ``ToolResult(status="error")``.
"""

from __future__ import annotations

__all__ = [
    "AmbiguousReference",
    "ConfigError",
    "DeadlineExceeded",
    "ModelAPIError",
    "ModelError",
    "ModelOutputError",
    "NotFoundError",
    "PermissionDenied",
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


class NotFoundError(SuperbizError):
    """What was asked for does not exist or belongs to another user (the two are answered alike)."""


class AmbiguousReference(SuperbizError):
    """A reference too short to look up, or one that several things match; ``candidates`` lists those."""

    def __init__(self, message: str, *, candidates: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.candidates = candidates


class PermissionDenied(SuperbizError):
    """The caller's role does not allow this (e.g. changing the knowledge base without the admin role)."""


class DeadlineExceeded(SuperbizError):
    """The chat's deadline passed; ``stage`` says where the work was stopped."""

    def __init__(self, message: str, *, stage: str) -> None:
        super().__init__(message)
        self.stage = stage
