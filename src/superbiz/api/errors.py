"""Errors → HTTP, in one handler. Every error body is ``{"error": {"code", "message", "status"}}``.

    HTTPException (ours and Starlette's)  its status (401 adds ``WWW-Authenticate: Bearer``)
    RequestValidationError                422 with the validation details
    ModelError (ModelAPIError, ...)       502  the model endpoint failed
    StoreError                            503  the database failed
    IntegrityError (a write race)         409  conflict, with a clear message and no SQL text
    ConfigError / other SuperbizError     500
    anything else                         500  (message hidden, logged with the request id; in middleware)
"""

from __future__ import annotations

from typing import Any

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import IntegrityError
from starlette.exceptions import HTTPException

from superbiz.errors import ModelError, StoreError, SuperbizError

__all__ = ["error_payload", "handle_error", "install_error_handler"]

_log = structlog.get_logger("superbiz.api.errors")

_CODES = {
    400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found", 405: "method_not_allowed",
    409: "conflict", 413: "payload_too_large", 415: "unsupported_media_type", 422: "invalid_request",
    429: "rate_limited", 500: "internal_error", 502: "model_error", 503: "unavailable", 504: "timeout",
}


def error_payload(status: int, message: str, *, details: Any = None) -> dict[str, Any]:
    error: dict[str, Any] = {"code": _CODES.get(status, "error"), "message": message, "status": status}
    if details is not None:
        error["details"] = details
    return {"error": error}


def _classify(exc: Exception) -> tuple[int, str, Any]:
    if isinstance(exc, HTTPException):
        return exc.status_code, str(exc.detail), None
    if isinstance(exc, RequestValidationError):
        details = [{"loc": list(e.get("loc", ())), "msg": e.get("msg", "")} for e in exc.errors()]
        return 422, "request does not match the schema", details
    if isinstance(exc, ModelError):
        return 502, f"model endpoint failed: {exc}", None
    if isinstance(exc, IntegrityError):
        return 409, "the request conflicts with data stored at the same time by another request; retry it", None
    if isinstance(exc, StoreError):
        return 503, f"database unavailable: {exc}", None
    if isinstance(exc, SuperbizError):
        return 500, str(exc), None
    return 500, "internal error (see server log for the request id)", None


async def handle_error(request: Request, exc: Exception) -> JSONResponse:
    """The one exception handler of the app."""
    status, message, details = _classify(exc)
    request_id = getattr(request.state, "request_id", None)
    if status >= 500:
        _log.error("request_failed", request_id=request_id, status=status, error=repr(exc), exc_info=exc)
    headers = dict(getattr(exc, "headers", None) or {})
    if status == 401:
        headers.setdefault("WWW-Authenticate", "Bearer")
    return JSONResponse(error_payload(status, message, details=details), status_code=status, headers=headers)


def install_error_handler(app: FastAPI) -> None:
    # plain ``Exception`` is turned into a JSON 500 by ServiceMiddleware, which sits inside Starlette's
    # ServerErrorMiddleware and so can still add the request id
    for exc_type in (HTTPException, RequestValidationError, SuperbizError, IntegrityError):
        app.add_exception_handler(exc_type, handle_error)
