"""API keys: hashing, constant-time lookup, header parsing, the local key file of ``superbiz serve``."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from superbiz.api.auth import (
    LOCAL_KEY_FILE,
    KeyRing,
    ensure_local_key,
    hash_key,
    key_from_headers,
    load_local_key_hashes,
)
from superbiz.errors import ConfigError
from superbiz.settings import Settings


def _settings(home: Path, **api: object) -> Settings:
    """Settings whose home is ``home`` (the test's SUPERBIZ_HOME: the environment wins over arguments)."""
    settings = Settings(api=api)
    assert settings.home == home
    return settings


@pytest.fixture
def tmp_path(_isolated_home: Path) -> Path:
    return _isolated_home


def test_keyring_authenticates_plain_and_hashed_keys(tmp_path: Path) -> None:
    ring = KeyRing.from_settings(_settings(tmp_path, api_keys={"alice": "a-key"},
                                           api_key_hashes={"bob": hash_key("b-key")}))
    assert ring.authenticate("a-key") == "alice"
    assert ring.authenticate("b-key") == "bob"
    assert ring.authenticate("a-key ") is None
    assert ring.authenticate("nope") is None
    assert ring.authenticate("") is None
    assert ring.authenticate(None) is None


def test_keyring_without_any_key_refuses(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no API keys"):
        KeyRing.from_settings(_settings(tmp_path))


def test_keyring_rejects_malformed_hash(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="sha256"):
        KeyRing.from_settings(_settings(tmp_path, api_key_hashes={"bob": "not-hex"}))


def test_key_from_headers_accepts_bearer_or_x_api_key() -> None:
    assert key_from_headers("Bearer abc", None) == "abc"
    assert key_from_headers("bearer  abc ", None) == " abc "  # exactly as sent: never stripped
    assert key_from_headers(None, "xyz") == "xyz"
    assert key_from_headers("Basic abc", "xyz") == "xyz"
    assert key_from_headers("Basic abc", None) is None
    assert key_from_headers("Bearer ", None) is None


def test_keyring_refuses_a_key_with_surrounding_whitespace(tmp_path: Path) -> None:
    ring = KeyRing.from_settings(_settings(tmp_path, api_keys={"alice": "alice-key-0123456789"}))
    assert ring.authenticate("alice-key-0123456789") == "alice"
    for padded in ("alice-key-0123456789\u00a0", " alice-key-0123456789", "alice-key-0123456789\t"):
        assert ring.authenticate(padded) is None


def test_keyring_roles_default_to_user_and_the_local_key_is_admin(tmp_path: Path) -> None:
    ensure_local_key(_settings(tmp_path))
    ring = KeyRing.from_settings(_settings(tmp_path, api_keys={"alice": "k" * 20, "bob": "b" * 20},
                                           roles={"alice": "admin"}))
    assert (ring.role("alice"), ring.role("bob"), ring.role("local")) == ("admin", "user", "admin")


def test_ensure_local_key_writes_only_the_hash_with_mode_0600(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    key = ensure_local_key(settings)
    assert key is not None and len(key) > 30
    path = tmp_path / LOCAL_KEY_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    stored = json.loads(path.read_text())
    assert key not in path.read_text()
    assert stored == {"local": hash_key(key)}
    assert KeyRing.from_settings(settings).authenticate(key) == "local"


def test_ensure_local_key_keeps_an_existing_key_and_rotates_on_request(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    first = ensure_local_key(settings)
    assert ensure_local_key(settings) is None
    second = ensure_local_key(settings, rotate=True)
    assert second is not None and second != first
    ring = KeyRing.from_settings(settings)
    assert ring.authenticate(second) == "local"
    assert first is not None and ring.authenticate(first) is None


def test_ensure_local_key_not_created_when_keys_are_configured(tmp_path: Path) -> None:
    assert ensure_local_key(_settings(tmp_path, api_keys={"alice": "k"})) is None
    assert load_local_key_hashes(tmp_path) == {}
