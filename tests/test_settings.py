"""Settings: the environment overrides a config file, but the eval suites' settings read neither."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.settings import Settings, isolated_settings, load_settings


def test_settings_environment_overrides_values_passed_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SUPERBIZ_HOME", str(tmp_path / "from-env"))
    monkeypatch.setenv("SUPERBIZ_CHAT__MAX_ROUNDS", "1")
    settings = Settings(home=tmp_path / "passed")
    assert settings.home == tmp_path / "from-env"
    assert settings.chat.max_rounds == 1
    assert load_settings().chat.max_rounds == 1


def test_isolated_settings_ignore_every_superbiz_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # an eval run inside a user's shell (SUPERBIZ_HOME set, as the README test does) must not move into that home
    monkeypatch.setenv("SUPERBIZ_HOME", str(tmp_path / "users-home"))
    monkeypatch.setenv("SUPERBIZ_CHAT__MAX_ROUNDS", "1")
    monkeypatch.setenv("SUPERBIZ_VERIFIER__LOW_CONFIDENCE_THRESHOLD", "0.9")
    settings = isolated_settings(home=tmp_path / "eval-home")
    assert isinstance(settings, Settings)
    assert settings.home == tmp_path / "eval-home"
    assert settings.chat.max_rounds == 2  # the documented default (DESIGN §6)
    assert settings.verifier.low_confidence_threshold == 0.5
    assert settings.db_url == f"sqlite:///{tmp_path / 'eval-home' / 'superbiz.db'}"
