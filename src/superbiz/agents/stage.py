"""What the model-backed stages (Verifier, Composer) share: an optional model client and a model-error hook."""

from __future__ import annotations

from collections.abc import Callable

from superbiz.errors import ModelError
from superbiz.models.base import ModelClient

__all__ = ["ModelStage"]


class ModelStage:
    """A stage that asks ``client`` when one is configured (``None``: the offline engine decides alone);
    ``on_model_error`` is told of every endpoint failure the stage recovers from."""

    def __init__(self, client: ModelClient | None = None, *,
                 on_model_error: Callable[[ModelError], None] | None = None) -> None:
        self.client = client
        self.on_model_error = on_model_error

    @property
    def name(self) -> str:
        return self.client.name if self.client is not None else "offline"
