"""API-key authentication: each key is a user; keys are compared as SHA-256 digests in constant time.

A presented key is used exactly as sent: one with surrounding whitespace (including a no-break space) is
refused, never stripped. Each user has a role (``api.roles``, default ``user``; the generated local key's user
is an ``admin``); :meth:`KeyRing.role` tells it.

Keys come from ``settings.api.api_keys`` (``{user: key}``, hashed on load), ``settings.api.api_key_hashes``
(``{user: sha256-hex}``) and the local key file ``$SUPERBIZ_HOME/api_keys.json`` (``{user: sha256-hex}``,
written by ``superbiz serve`` when nothing else is configured). Auth is never off: an app without any key
refuses to start (:func:`KeyRing.from_settings` raises ``ConfigError``).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from superbiz.errors import ConfigError
from superbiz.lazy_re import regex
from superbiz.settings import Role, Settings

__all__ = [
    "LOCAL_KEY_FILE",
    "LOCAL_KEY_USER",
    "KeyRing",
    "Role",
    "ensure_local_key",
    "hash_key",
    "key_from_headers",
    "load_local_key_hashes",
]

LOCAL_KEY_FILE = "api_keys.json"
LOCAL_KEY_USER = "local"
_HEX64 = regex(r"^[0-9a-f]{64}$")


def hash_key(key: str) -> str:
    """SHA-256 hex digest of an API key (what is stored at rest)."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class KeyRing:
    """The known keys as ``(user, sha256 digest)`` pairs, and the users' roles."""

    entries: tuple[tuple[str, bytes], ...]
    roles: tuple[tuple[str, Role], ...] = ()

    @classmethod
    def from_hashes(cls, hashes: dict[str, str], *, roles: dict[str, Role] | None = None) -> KeyRing:
        entries = []
        for user, digest in sorted(hashes.items()):
            digest = digest.strip().lower()
            if not _HEX64.match(digest):
                raise ConfigError(f"api key hash for user {user!r} is not a sha256 hex digest")
            entries.append((user, bytes.fromhex(digest)))
        return cls(entries=tuple(entries), roles=tuple(sorted((roles or {}).items())))

    def role(self, user: str) -> Role:
        """``user``'s role: as configured, else ``user``."""
        return dict(self.roles).get(user, "user")

    @classmethod
    def from_settings(cls, settings: Settings) -> KeyRing:
        """All keys from settings plus the local key file; ``ConfigError`` when there is none."""
        local = load_local_key_hashes(settings.home)
        hashes = dict(local)
        hashes.update(settings.api.api_key_hashes)
        hashes.update({user: hash_key(key) for user, key in settings.api.api_keys.items()})
        roles: dict[str, Role] = {user: "admin" for user in local if user == LOCAL_KEY_USER}
        roles.update(settings.api.roles)
        ring = cls.from_hashes(hashes, roles=roles)
        if not ring.entries:
            raise ConfigError(
                "no API keys configured: set api.api_keys / api.api_key_hashes, or run `superbiz serve` "
                f"to create a local key in {str(settings.home / LOCAL_KEY_FILE)!r}"
            )
        return ring

    def authenticate(self, presented: str | None) -> str | None:
        """The user owning ``presented``, or ``None``. Compares every entry (no early exit)."""
        if not presented or presented != presented.strip():
            return None
        digest = hashlib.sha256(presented.encode("utf-8")).digest()
        found: str | None = None
        for user, expected in self.entries:
            if hmac.compare_digest(digest, expected) and found is None:
                found = user
        return found


def key_from_headers(authorization: str | None, x_api_key: str | None) -> str | None:
    """The key from ``Authorization: Bearer <key>`` or ``X-API-Key: <key>``, exactly as sent (a key with
    surrounding whitespace is returned as it is, and so matches no stored key)."""
    if authorization:
        scheme, _, value = authorization.partition(" ")
        if scheme.lower() == "bearer" and value:
            return value
    if x_api_key:
        return x_api_key
    return None


def load_local_key_hashes(home: Path) -> dict[str, str]:
    """``{user: sha256-hex}`` from ``home/api_keys.json`` (empty when the file does not exist)."""
    path = home / LOCAL_KEY_FILE
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ConfigError(f"cannot read local key file {str(path)!r}: {exc}") from exc
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        raise ConfigError(f"local key file {str(path)!r} must map user -> sha256 hex")
    return {str(k): v for k, v in data.items()}


def ensure_local_key(settings: Settings, *, rotate: bool = False) -> str | None:
    """Create a local key when no key is configured anywhere; return it (to print once) or ``None``.

    The key's hash goes to ``$SUPERBIZ_HOME/api_keys.json`` with mode 0600; the key itself is never stored.
    """
    configured = settings.api.api_keys or settings.api.api_key_hashes
    if configured and not rotate:
        return None
    if load_local_key_hashes(settings.home) and not rotate:
        return None
    key = "sbz-" + secrets.token_urlsafe(32)
    settings.home.mkdir(parents=True, exist_ok=True)
    path = settings.home / LOCAL_KEY_FILE
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump({LOCAL_KEY_USER: hash_key(key)}, fh)
    os.chmod(path, 0o600)
    return key
