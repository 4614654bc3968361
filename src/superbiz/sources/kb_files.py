"""The knowledge index's files under ``index_dir``: one folder per corpus hash, ``manifest.json`` naming the
current one, and the token cache. Writes are atomic (temporary name, then ``os.replace``); a process that
loses a race with another one writing the same snapshot keeps its index in memory and says so in the log."""

from __future__ import annotations

import json
import logging
import os
import shutil
import threading
from pathlib import Path

from superbiz.sources.kb_index import IndexedChunk, KnowledgeIndex, TokenEntry, text_digest
from superbiz.sources.kb_tokenize import TOKENIZER_VERSION

__all__ = ["FORMAT", "IndexFiles"]

log = logging.getLogger(__name__)

FORMAT = 1
_MANIFEST = "manifest.json"


class IndexFiles:
    """Read and write the persisted snapshots of one ``index_dir``."""

    def __init__(self, index_dir: Path) -> None:
        self.index_dir = index_dir

    @property
    def manifest_path(self) -> Path:
        return self.index_dir / _MANIFEST

    def folder(self, corpus_hash: str) -> Path:
        return self.index_dir / corpus_hash[:16]

    def manifest_mtime(self) -> float | None:
        try:
            return self.manifest_path.stat().st_mtime
        except OSError:
            return None

    def read_manifest(self) -> dict[str, object] | None:
        try:
            data = json.loads(self.manifest_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) and data.get("format") == FORMAT else None

    def _tmp(self, stem: str) -> Path:
        return self.index_dir / f".{stem}-{os.getpid()}-{threading.get_ident()}"

    def token_cache_path(self) -> Path:
        return self.index_dir / f"tokens-{TOKENIZER_VERSION}.json"

    def token_cache(self) -> dict[str, TokenEntry]:
        """Tokens of chunks indexed before (by text digest): a rebuild tokenises only new or changed chunks."""
        try:
            data = json.loads(self.token_cache_path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: (list(v[0]), list(v[1])) for k, v in data.items() if isinstance(v, list) and len(v) == 2}

    def save_token_cache(self, cache: dict[str, TokenEntry], chunks: list[IndexedChunk]) -> None:
        current = {text_digest(c.index_text()) for c in chunks}
        kept = {k: v for k, v in cache.items() if k in current}  # deleted documents leave the cache too
        try:
            self.index_dir.mkdir(parents=True, exist_ok=True)
            tmp = self._tmp("tokens")
            tmp.write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, self.token_cache_path())
        except OSError as exc:
            log.warning("knowledge token cache not saved: %s", exc)

    def save(self, index: KnowledgeIndex, corpus_hash: str) -> bool:
        """Save into ``<index_dir>/<hash16>/`` and atomically point the manifest at it; ``False`` if it failed."""
        folder = self.folder(corpus_hash)
        tmp = self._tmp("tmp")
        try:
            self.index_dir.mkdir(parents=True, exist_ok=True)
            shutil.rmtree(tmp, ignore_errors=True)
            index.save(tmp)
            shutil.rmtree(folder, ignore_errors=True)
            os.replace(tmp, folder)
            manifest = {
                "format": FORMAT,
                "corpus_hash": corpus_hash,
                "tokenizer": TOKENIZER_VERSION,
                "chunk_count": len(index.chunks),
                "embedding_model": index.embedding_model,
            }
            tmp_manifest = self._tmp("manifest")
            tmp_manifest.write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp_manifest, self.manifest_path)
        except OSError as exc:  # e.g. another process of this home saving the same snapshot right now
            shutil.rmtree(tmp, ignore_errors=True)
            log.warning("knowledge index kept in memory only, not saved to %s: %s", folder, exc)
            return False
        for stale in self.index_dir.iterdir():
            if stale.is_dir() and stale != folder and not stale.name.startswith("."):
                shutil.rmtree(stale, ignore_errors=True)
        return True
