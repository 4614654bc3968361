"""The in-memory search index of the knowledge base: BM25 (bm25s), exact terms, optional embeddings.

An index is an immutable snapshot built from the stored chunks (or loaded from disk) and swapped as a
whole, so searches never see a half-built index.

Ranking (``KnowledgeIndex.search``):

1. **exact** — chunks containing an exact anchor of the query (error code, service, metric or alert name)
   come first, ordered by the idf-weighted share of the query's anchors they contain, then by BM25.
2. the others are fused by reciprocal rank fusion (k=60) of the **bm25** ranking and, when configured,
   the **embedding** (cosine) ranking; a hit's layer is the one that ranked it best.

The normalised score in [0, 1] is the best of: lexical coverage (idf-weighted share of the query's tokens
found in the chunk), ``0.4 * exact share + 0.6 * coverage`` for exact hits, and the cosine for embedding hits.
Relevance level: ``high`` >= 0.6, ``medium`` >= 0.35, else ``low``; hits under 0.1 are dropped.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import defaultdict
from collections.abc import Callable, MutableMapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from superbiz.sources.kb_embeddings import FloatMatrix
from superbiz.sources.kb_tokenize import exact_terms, tokenize

if TYPE_CHECKING:
    import numpy as np  # imported at first use: a search or an index load

__all__ = [
    "HIGH_THRESHOLD",
    "MEDIUM_THRESHOLD",
    "MIN_SCORE",
    "Bm25Matrix",
    "IndexedChunk",
    "KnowledgeIndex",
    "RankedHit",
    "RelevanceLevel",
    "RetrievalLayer",
    "TokenEntry",
    "relevance_level",
    "text_digest",
]

RetrievalLayer = Literal["exact", "bm25", "embedding"]
RelevanceLevel = Literal["high", "medium", "low"]

HIGH_THRESHOLD = 0.6
MEDIUM_THRESHOLD = 0.35
MIN_SCORE = 0.1
RRF_K = 60
#: Chunks are bounded (~800 chars), so length normalisation is kept low (b=0.3) to not favour stubs.
BM25_K1 = 1.2
BM25_B = 0.3
EXACT_WEIGHT = 0.4


#: A chunk's tokens and exact terms, as cached between index builds.
TokenEntry = tuple[list[str], list[str]]


def text_digest(text: str) -> str:
    """Cache key of a chunk's index text."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=12).hexdigest()


def relevance_level(score: float) -> RelevanceLevel:
    """``high`` >= 0.6, ``medium`` >= 0.35, otherwise ``low``."""
    if score >= HIGH_THRESHOLD:
        return "high"
    if score >= MEDIUM_THRESHOLD:
        return "medium"
    return "low"


@dataclass(frozen=True, slots=True)
class IndexedChunk:
    """A stored chunk as the index needs it."""

    chunk_id: int
    key: str
    document_id: int
    source_path: str
    title: str
    heading_path: str
    text: str

    def index_text(self) -> str:
        """What is tokenised: the heading path (or title) twice, as a boost, and the text."""
        heading = self.heading_path or self.title
        return f"{heading}\n{heading}\n{self.text}"


@dataclass(frozen=True, slots=True)
class Bm25Matrix:
    """What bm25s precomputes: per vocabulary token id, its postings (chunk positions, BM25 scores) as CSC.

    Built with bm25s, saved in bm25s's own file layout, and loaded with numpy alone (importing bm25s pulls in
    scipy, a few hundred milliseconds per process).
    """

    vocab: dict[str, int]
    data: np.ndarray
    indices: np.ndarray
    indptr: np.ndarray
    params: dict[str, object]

    _ARRAYS = ("data", "indices", "indptr")

    @classmethod
    def build(cls, corpus: list[list[str]]) -> Bm25Matrix:
        import bm25s

        retriever = bm25s.BM25(k1=BM25_K1, b=BM25_B)
        retriever.index(corpus, show_progress=False)
        params: dict[str, object] = {
            "k1": retriever.k1,
            "b": retriever.b,
            "delta": retriever.delta,
            "method": retriever.method,
            "idf_method": retriever.idf_method,
            "dtype": retriever.dtype,
            "int_dtype": retriever.int_dtype,
            "num_docs": retriever.scores["num_docs"],
            "version": bm25s.__version__,
            "backend": retriever.backend,
        }
        scores = retriever.scores
        return cls(dict(retriever.vocab_dict), scores["data"], scores["indices"], scores["indptr"], params)

    def save(self, directory: Path) -> None:
        """Write ``{data,indices,indptr}.csc.index.npy``, ``vocab.index.json`` and ``params.index.json``."""
        import numpy as np
        directory.mkdir(parents=True, exist_ok=True)
        for name in self._ARRAYS:
            np.save(directory / f"{name}.csc.index.npy", getattr(self, name), allow_pickle=False)
        (directory / "vocab.index.json").write_text(json.dumps(self.vocab, ensure_ascii=False), encoding="utf-8")
        (directory / "params.index.json").write_text(json.dumps(self.params, indent=4), encoding="utf-8")

    @classmethod
    def load(cls, directory: Path) -> Bm25Matrix:
        """Read what :meth:`save` (or ``bm25s.BM25.save``) wrote."""
        import numpy as np
        arrays = [np.load(directory / f"{name}.csc.index.npy", allow_pickle=False) for name in cls._ARRAYS]
        vocab = json.loads((directory / "vocab.index.json").read_text(encoding="utf-8"))
        params = json.loads((directory / "params.index.json").read_text(encoding="utf-8"))
        if not isinstance(vocab, dict) or not isinstance(params, dict):
            raise ValueError(f"inconsistent BM25 files in {directory}")
        data, indices, indptr = arrays
        return cls(vocab=vocab, data=data, indices=indices, indptr=indptr, params=params)


@dataclass(frozen=True, slots=True)
class RankedHit:
    position: int
    score: float
    layer: RetrievalLayer
    bm25: float


def _idf(df: int, n: int) -> float:
    return math.log(1.0 + (n - df + 0.5) / (df + 0.5))


class KnowledgeIndex:
    """One immutable snapshot of the index over ``chunks`` (positions = bm25 document ids)."""

    def __init__(
        self,
        chunks: Sequence[IndexedChunk],
        bm25: Bm25Matrix | None,
        exact: dict[str, list[int]],
        *,
        embeddings: FloatMatrix | None = None,
        embedding_model: str | None = None,
    ) -> None:
        import numpy as np
        self.chunks = list(chunks)
        self.bm25 = bm25
        self.exact = exact
        self.embeddings = embeddings
        self.embedding_model = embedding_model
        self._postings = {term: np.asarray(p, dtype=np.int64) for term, p in exact.items()}

    # ------------------------------------------------------------------ build, save, load

    @classmethod
    def build(
        cls,
        chunks: Sequence[IndexedChunk],
        *,
        on_tokenised: Callable[[int], None] | None = None,
        token_cache: MutableMapping[str, TokenEntry] | None = None,
    ) -> KnowledgeIndex:
        """Tokenise the chunks and build BM25 and the exact-term index (no embeddings).

        ``token_cache`` maps :func:`text_digest` of a chunk's index text to its (tokens, exact terms): chunks
        seen before are not tokenised again, and new ones are added to it.
        """
        corpus: list[list[str]] = []
        exact: dict[str, list[int]] = defaultdict(list)
        cache: MutableMapping[str, TokenEntry] = {} if token_cache is None else token_cache
        tokenised = 0
        for position, chunk in enumerate(chunks):
            text = chunk.index_text()
            digest = text_digest(text)
            entry = cache.get(digest)
            if entry is None:
                entry = cache[digest] = (tokenize(text) or [""], sorted(exact_terms(text)))
                tokenised += 1
            corpus.append(list(entry[0]))
            for term in entry[1]:
                exact[term].append(position)
        if on_tokenised is not None:
            on_tokenised(tokenised)
        return cls(chunks, Bm25Matrix.build(corpus) if corpus else None, dict(exact))

    def with_embeddings(self, embeddings: FloatMatrix | None, model: str | None) -> KnowledgeIndex:
        return KnowledgeIndex(self.chunks, self.bm25, self.exact, embeddings=embeddings, embedding_model=model)

    def save(self, directory: Path) -> None:
        """Write bm25s files, the exact-term index and the embeddings under ``directory``."""
        import numpy as np
        directory.mkdir(parents=True, exist_ok=True)
        if self.bm25 is not None:
            self.bm25.save(directory / "bm25")
        (directory / "exact.json").write_text(json.dumps(self.exact, ensure_ascii=False), encoding="utf-8")
        if self.embeddings is not None:
            np.save(directory / "embeddings.npy", self.embeddings)

    @classmethod
    def load(cls, directory: Path, chunks: Sequence[IndexedChunk], *, embedding_model: str | None) -> KnowledgeIndex:
        """Load a saved snapshot for ``chunks`` (same order as when saved); no tokenisation."""
        import numpy as np
        bm25 = Bm25Matrix.load(directory / "bm25") if chunks else None
        exact = json.loads((directory / "exact.json").read_text(encoding="utf-8"))
        embeddings = None
        emb_path = directory / "embeddings.npy"
        if embedding_model is not None and emb_path.exists():
            embeddings = np.load(emb_path)
        model = embedding_model if embeddings is not None else None
        return cls(chunks, bm25, exact, embeddings=embeddings, embedding_model=model)

    # ------------------------------------------------------------------ search

    def _bm25_layer(self, tokens: list[str]) -> tuple[np.ndarray, dict[int, float], float]:
        """BM25 scores, idf weight per in-vocabulary query token id, and the total query weight.

        Scores are summed straight from bm25s's precomputed CSC arrays (a token's postings are unique,
        so fancy-index ``+=`` is exact and much faster than ``np.add.at``).
        """
        import numpy as np
        n = len(self.chunks)
        assert self.bm25 is not None
        vocab, data, indices, indptr = self.bm25.vocab, self.bm25.data, self.bm25.indices, self.bm25.indptr
        weights: dict[int, float] = {}
        total = 0.0
        for token in dict.fromkeys(tokens):
            token_id = vocab.get(token)
            if token_id is None:
                total += _idf(1, max(n, 1))
                continue
            weight = _idf(int(indptr[token_id + 1] - indptr[token_id]), n)
            weights[token_id] = weight
            total += weight
        scores = np.zeros(n, dtype=np.float32)
        for token in tokens:
            token_id = vocab.get(token)
            if token_id is not None:
                start, end = indptr[token_id], indptr[token_id + 1]
                scores[indices[start:end]] += data[start:end]
        return scores, weights, total

    def _coverage(self, positions: np.ndarray, weights: dict[int, float], total: float) -> np.ndarray:
        """Idf-weighted share of the query's tokens present in each chunk of ``positions``."""
        import numpy as np
        assert self.bm25 is not None
        covered = np.zeros(len(positions), dtype=np.float64)
        indptr, indices = self.bm25.indptr, self.bm25.indices
        mark = np.zeros(len(self.chunks), dtype=bool)
        for token_id, weight in weights.items():
            docs = indices[indptr[token_id] : indptr[token_id + 1]]
            mark[docs] = True
            covered += weight * mark[positions]
            mark[docs] = False
        return covered / total if total > 0 else covered

    def _exact_shares(self, query: str) -> np.ndarray | None:
        """Per chunk: idf-weighted fraction of the query's exact anchors it contains (``None``: no match)."""
        import numpy as np
        terms = exact_terms(query)
        if not terms:
            return None
        n = len(self.chunks)
        shares = np.zeros(n, dtype=np.float64)
        total = 0.0
        for term in terms:
            postings = self._postings.get(term)
            weight = _idf(len(postings) if postings is not None else 1, n)
            total += weight
            if postings is not None:
                shares[postings] += weight
        return shares / total if shares.any() else None

    @staticmethod
    def _top(scores: np.ndarray, count: int) -> np.ndarray:
        """Positions of the ``count`` best positive scores, best first (ties: lower position)."""
        import numpy as np
        positive = np.flatnonzero(scores > 0)
        if len(positive) > count:
            positive = positive[np.argpartition(-scores[positive], count)[:count]]
        return positive[np.lexsort((positive, -scores[positive]))]

    def search(
        self,
        query: str,
        top_k: int = 5,
        *,
        query_vector: FloatMatrix | None = None,
        tokenizer: Callable[[str], list[str]] | None = None,
    ) -> list[RankedHit]:
        """The ``top_k`` best chunks for ``query`` (see the module docstring for the ranking).

        ``tokenizer`` tokenises the query (default :func:`tokenize`; the knowledge base passes its
        :class:`~superbiz.sources.kb_tokenize.QueryTokenizer`, which gives the same tokens without
        loading jieba's dictionary).
        """
        import numpy as np
        if not self.chunks or self.bm25 is None:
            return []
        pool = max(20, 4 * top_k)
        bm25, weights, total = self._bm25_layer((tokenizer or tokenize)(query))
        shares = self._exact_shares(query)
        exact_ranked = np.zeros(0, dtype=np.int64)
        rest = bm25
        if shares is not None:
            hit = np.flatnonzero(shares > 0)
            exact_ranked = hit[np.lexsort((hit, -bm25[hit], -shares[hit]))][:pool]
            rest = np.where(shares > 0, 0.0, bm25)
        bm25_ranked = self._top(rest, pool)
        cosine: np.ndarray | None = None
        emb_ranked = np.zeros(0, dtype=np.int64)
        if query_vector is not None and self.embeddings is not None and len(self.embeddings):
            cosine = self.embeddings @ query_vector.reshape(-1)
            masked = cosine if shares is None else np.where(shares > 0, 0.0, cosine)
            emb_ranked = self._top(np.where(masked >= MIN_SCORE, masked, 0.0), pool)
        candidates = np.unique(np.concatenate([exact_ranked, bm25_ranked, emb_ranked]))
        if not len(candidates):
            return []
        coverage = dict(zip(candidates.tolist(), self._coverage(candidates, weights, total).tolist(), strict=True))
        exact_rank = {p: r for r, p in enumerate(exact_ranked.tolist())}
        bm25_rank = {p: r for r, p in enumerate(bm25_ranked.tolist())}
        emb_rank = {p: r for r, p in enumerate(emb_ranked.tolist())}
        ranked: list[tuple[tuple[float, float], RankedHit]] = []
        for position in candidates.tolist():
            share = float(shares[position]) if shares is not None else 0.0
            cos = float(cosine[position]) if cosine is not None and position in emb_rank else 0.0
            score = max(coverage[position], EXACT_WEIGHT * share + (1 - EXACT_WEIGHT) * coverage[position], cos)
            if score < MIN_SCORE:
                continue
            layer: RetrievalLayer = "bm25"
            if position in exact_rank:
                layer = "exact"
                order = (1.0, -float(exact_rank[position]))
            else:
                if emb_rank.get(position, pool) < bm25_rank.get(position, pool):
                    layer = "embedding"
                rrf = sum(1.0 / (RRF_K + 1 + r[position]) for r in (bm25_rank, emb_rank) if position in r)
                order = (0.0, rrf - position * 1e-12)
            ranked_hit = RankedHit(
                position=position, score=round(min(score, 1.0), 4), layer=layer, bm25=float(bm25[position])
            )
            ranked.append((order, ranked_hit))
        ranked.sort(key=lambda item: item[0], reverse=True)
        return [hit for _, hit in ranked[:top_k]]
