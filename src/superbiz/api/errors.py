"""Errors → HTTP, in one handler. Every error body is ``{"error": {"code", "message", "status", ...}}``.

    ApiError (ours: carries e.g. the session id)  its status, extra fields in the body
    HTTPException (ours and Starlette's)          its status (401 adds ``WWW-Authenticate: Bearer``)
    RequestValidationError                        422 with the validation details
    NotFoundError                                 404  missing, or another user's (existence is not leaked)
    PermissionDenied                              403  the key's role may not do this
    AmbiguousReference                            400
    ModelError (ModelAPIError, ...)               502  the model endpoint failed
    StoreError, any other SQLAlchemy error        503  the database failed (no SQL, no values, no URL)
                                                       (every 503 carries ``Retry-After``)
    IntegrityError                                409  a write raced another one
    ConfigError / other SuperbizError             500
    anything else                                 500  (message hidden, logged with the request id; in middleware)

Database failures are logged without their traceback below debug: SQLAlchemy's exception text carries the
SQL statement (and, unless hidden, its parameters). :func:`error_responses` declares these bodies in OpenAPI.
"""

from __future__ import annotations

import re
from typing import Any

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from starlette.exceptions import HTTPException

from superbiz.errors import (
    AmbiguousReference,
    ModelError,
    NotFoundError,
    PermissionDenied,
    StoreError,
    SuperbizError,
)

__all__ = [
    "SSE_EVENT_SCHEMA",
    "UNAVAILABLE_RETRY_AFTER_S",
    "ApiError",
    "ErrorBody",
    "ErrorDetail",
    "error_payload",
    "error_responses",
    "handle_error",
    "install_error_handler",
    "sse_response",
]

_log = structlog.get_logger("superbiz.api.errors")
#: ``Retry-After`` (seconds) of a 503 that does not set its own
UNAVAILABLE_RETRY_AFTER_S = 5

_CODES = {
    400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found", 405: "method_not_allowed",
    408: "request_timeout", 409: "conflict", 413: "payload_too_large", 415: "unsupported_media_type",
    422: "invalid_request", 429: "rate_limited", 500: "internal_error", 502: "model_error", 503: "unavailable",
    504: "timeout",
}
_DESCRIPTIONS = {
    400: "Bad request", 401: "Missing or invalid API key", 403: "The key's role may not do this",
    404: "Not found", 408: "The request body did not arrive in time", 409: "Conflict",
    413: "Request body too large", 415: "Unsupported file type or encoding",
    422: "The request does not match the schema",
    502: "The chat failed (the body names the session)", 503: "The database (or the service) is unavailable",
    504: "The chat ran out of time (the body names the session)",
}


class ErrorDetail(BaseModel):
    model_config = ConfigDict(extra="allow")

    code: str
    message: str
    status: int
    details: list[dict[str, Any]] | None = None
    session_id: str | None = None


class ErrorBody(BaseModel):
    """Every error response of the API."""

    error: ErrorDetail


class ApiError(Exception):
    """An HTTP error with extra fields in its body (e.g. ``session_id`` of a failed chat)."""

    def __init__(self, status: int, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.extra = extra


def error_payload(status: int, message: str, *, details: Any = None, **extra: Any) -> dict[str, Any]:
    error: dict[str, Any] = {"code": _CODES.get(status, "error"), "message": message, "status": status}
    if details is not None:
        error["details"] = details
    error.update({k: v for k, v in extra.items() if v is not None})
    return {"error": error}


#: OpenAPI schema of one Server-Sent Event (OpenAPI 3.1: a ``text/event-stream`` schema describes each event)
SSE_EVENT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"event": {"type": "string"}, "data": {"type": "string"}, "id": {"type": "string"},
                   "retry": {"type": "integer"}},
}


def sse_response(description: str) -> dict[str, Any]:
    """An OpenAPI response of Server-Sent Events."""
    return {"description": description, "content": {"text/event-stream": {"schema": SSE_EVENT_SCHEMA}}}


def _allowed_methods(request: Request) -> str | None:
    """Every method the API documents at the request's path (Starlette names only the first route's)."""
    methods: set[str] = set()
    for template, operations in request.app.openapi().get("paths", {}).items():
        pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
        if re.match(pattern, request.url.path):
            methods.update(method.upper() for method in operations)
    return ", ".join(sorted(methods)) if methods else None


def error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses=`` for these error statuses (all with :class:`ErrorBody`)."""
    return {status: {"model": ErrorBody, "description": _DESCRIPTIONS.get(status, "Error")} for status in statuses}


def _validation_details(exc: RequestValidationError) -> list[dict[str, Any]]:
    return [{"loc": list(e.get("loc", ())), "msg": str(e.get("msg", ""))} for e in exc.errors()]


def _classify(exc: Exception) -> tuple[int, str, dict[str, Any]]:
    if isinstance(exc, ApiError):
        return exc.status, exc.message, exc.extra
    if isinstance(exc, HTTPException):
        return exc.status_code, str(exc.detail), {}
    if isinstance(exc, RequestValidationError):
        return 422, "request does not match the schema", {"details": _validation_details(exc)}
    if isinstance(exc, NotFoundError):
        return 404, str(exc), {}
    if isinstance(exc, PermissionDenied):
        return 403, str(exc), {}
    if isinstance(exc, AmbiguousReference):
        return 400, str(exc), {}
    if isinstance(exc, ModelError):
        return 502, f"model endpoint failed: {exc}", {}
    if isinstance(exc, IntegrityError):
        return 409, "the request conflicts with data stored at the same time by another request; retry it", {}
    if isinstance(exc, StoreError | SQLAlchemyError):
        return 503, "database unavailable; try again later", {}
    if isinstance(exc, SuperbizError):
        return 500, str(exc), {}
    return 500, "internal error (see server log for the request id)", {}


async def handle_error(request: Request, exc: Exception) -> JSONResponse:
    """The one exception handler of the app."""
    status, message, extra = _classify(exc)
    request_id = getattr(request.state, "request_id", None)
    if isinstance(exc, StoreError | SQLAlchemyError):
        # the driver's message only; the traceback (SQLAlchemy puts the SQL in it) at debug
        cause = str(exc) if isinstance(exc, StoreError) else type(exc).__name__
        _log.error("request_failed", request_id=request_id, status=status, error=cause)
        _log.debug("request_failed.traceback", request_id=request_id, exc_info=exc)
    elif isinstance(exc, ApiError | HTTPException):  # answered on purpose: no traceback
        if status >= 500:
            _log.warning("request_failed", request_id=request_id, status=status, error=message)
    elif status >= 500:
        _log.error("request_failed", request_id=request_id, status=status, error=repr(exc), exc_info=exc)
    headers = dict(getattr(exc, "headers", None) or {})
    if status == 503:  # the database (or the service) is unavailable for now: clients and proxies retry later
        headers.setdefault("Retry-After", str(UNAVAILABLE_RETRY_AFTER_S))
    if status == 401:
        headers.setdefault("WWW-Authenticate", "Bearer")
    if status == 405 and (allowed := _allowed_methods(request)):
        headers["Allow"] = allowed
    return JSONResponse(error_payload(status, message, **extra), status_code=status, headers=headers)


def install_error_handler(app: FastAPI) -> None:
    # plain ``Exception`` is turned into a JSON 500 by ServiceMiddleware, which sits inside Starlette's
    # ServerErrorMiddleware and so can still add the request id
    for exc_type in (ApiError, HTTPException, RequestValidationError, SuperbizError, SQLAlchemyError):
        app.add_exception_handler(exc_type, handle_error)
