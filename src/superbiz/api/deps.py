"""``Annotated`` dependency aliases: routes declare what they need, ``create_app`` put it on ``app.state``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from fastapi import Depends, HTTPException, Request

from superbiz.api.auth import KeyRing, key_from_headers
from superbiz.api.metrics import ApiMetrics
from superbiz.services.knowledge_base import Caller, require_admin

if TYPE_CHECKING:
    from superbiz.chat.service import ChatService
    from superbiz.container import Container

__all__ = ["AdminCaller", "ChatServiceDep", "ContainerDep", "CurrentUser", "MetricsDep", "RequestId"]


def _container(request: Request) -> Container:
    return request.app.state.container  # type: ignore[no-any-return]  # set by create_app


def _chat_service(request: Request) -> ChatService:
    return request.app.state.chat_service  # type: ignore[no-any-return]  # set by create_app


def _metrics(request: Request) -> ApiMetrics:
    return request.app.state.metrics  # type: ignore[no-any-return]  # set by create_app


def _request_id(request: Request) -> str | None:
    return getattr(request.state, "request_id", None)


def _current_user(request: Request) -> str:
    """The user owning the request's API key (``Authorization: Bearer`` or ``X-API-Key``), else 401."""
    keyring: KeyRing = request.app.state.keyring
    presented = key_from_headers(request.headers.get("authorization"), request.headers.get("x-api-key"))
    if presented is None:
        raise HTTPException(status_code=401, detail="missing API key (Authorization: Bearer <key> or X-API-Key)")
    user = keyring.authenticate(presented)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid API key")
    request.state.user_id = user
    return user


def _caller(request: Request, user: Annotated[str, Depends(_current_user)]) -> Caller:
    """The authenticated user with their role (``api.roles``)."""
    keyring: KeyRing = request.app.state.keyring
    return Caller(user=user, role=keyring.role(user))


def _admin_caller(caller: Annotated[Caller, Depends(_caller)]) -> Caller:
    """The caller when they may change the knowledge base (``require_admin``), else 403 before the body is read."""
    require_admin(caller=caller)
    return caller


ContainerDep = Annotated["Container", Depends(_container)]
ChatServiceDep = Annotated["ChatService", Depends(_chat_service)]
MetricsDep = Annotated[ApiMetrics, Depends(_metrics)]
CurrentUser = Annotated[str, Depends(_current_user)]
AdminCaller = Annotated[Caller, Depends(_admin_caller)]
RequestId = Annotated[str | None, Depends(_request_id)]
