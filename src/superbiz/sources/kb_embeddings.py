"""Optional embedding layer of the knowledge base.

The embedder is anything with a ``name`` (identifies the vector space; stored with the index) and
``embed(texts) -> vectors``; ``superbiz.models.OpenAIEmbeddings`` (an OpenAI-compatible ``/embeddings``
endpoint through the ``openai`` SDK) is the real one. Nothing is ever downloaded: without
``settings.models.embeddings`` (provider ``openai`` with a ``base_url``) there is no embedder and the
knowledge base is lexical only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, TypeAlias, runtime_checkable

from superbiz.settings import AgentModelSettings

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from superbiz.models.embeddings import OpenAIEmbeddings

__all__ = ["Embedder", "FloatMatrix", "embedder_from_settings", "unit_rows"]

#: numpy is imported at first use (a search, an embedding), not when the knowledge base's modules load
FloatMatrix: TypeAlias = "NDArray[np.float32]"


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors, one per text, in order."""

    @property
    def name(self) -> str: ...

    def embed(self, texts: Sequence[str]) -> Sequence[Sequence[float]]: ...


def unit_rows(vectors: Sequence[Sequence[float]]) -> FloatMatrix:
    """A float32 matrix with rows scaled to unit length (zero rows stay zero): dot product = cosine."""
    import numpy as np
    matrix = np.asarray(vectors, dtype=np.float32)
    if matrix.ndim != 2:
        raise ValueError(f"expected a list of equal-length vectors, got shape {matrix.shape}")
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    unit: FloatMatrix = (matrix / norms).astype(np.float32)
    return unit


def embedder_from_settings(config: AgentModelSettings | None) -> OpenAIEmbeddings | None:
    """An embedder when ``models.embeddings`` names an OpenAI-compatible endpoint, else ``None``."""
    if config is None or config.provider != "openai" or not config.base_url:
        return None
    from superbiz.models.embeddings import OpenAIEmbeddings

    return OpenAIEmbeddings(config)
