"""Shared fixtures of the browser tests: Debian's chromium through Playwright (never ``playwright install``),
a live service with isolated settings, a page opened with alice's key, screenshots kept under artifacts/."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from superbiz.api.live import running_service
from tests.api.support import KEYS, isolated_settings

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def _require_browser() -> None:
    if Path(CHROMIUM).exists() and shutil.which("chromium"):
        return
    if os.environ.get("SUPERBIZ_REQUIRE_BROWSER") == "1":
        pytest.fail(f"{CHROMIUM} is required (SUPERBIZ_REQUIRE_BROWSER=1): apt-get install chromium fonts-wqy-microhei")
    pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium fonts-wqy-microhei)")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    settings = isolated_settings(tmp_path_factory.mktemp("web-home"))
    with running_service(settings) as (url, _container):
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    _require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        instance = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield instance
        finally:
            instance.close()


def open_page(browser: Any, url: str, *, viewport: dict[str, int] | None = None) -> tuple[Any, Any, list[str]]:
    """A new context at ``viewport`` with alice's key saved; page errors are collected in the returned list."""
    context = browser.new_context(viewport=viewport or DESKTOP, locale="zh-CN")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url)
    page.fill("#api-key", KEYS["alice"])
    page.click("#save-key")
    return context, page, errors


@pytest.fixture
def page(browser: Any, site: str) -> Iterator[Any]:
    context, page, errors = open_page(browser, site)
    yield page
    context.close()
    assert not errors, errors


def screenshot(page: Any, name: str) -> Path:
    """Keep a full-page screenshot as a test artifact (artifacts/<name>.png)."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 5_000
    return path
