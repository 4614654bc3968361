"""The web page's investigations panel in Debian's chromium: an investigation Alertmanager started is listed
with its verdict and opens the audit trail of its session."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from superbiz.api.live import running_service
from tests.api.support import KEYS, isolated_settings
from tests.investigations.test_alert_webhook import alert, notification
from tests.web.conftest import open_page as _open

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    settings = isolated_settings(tmp_path_factory.mktemp("web-inv-home"))
    with running_service(settings) as (url, _container):
        yield url


def test_browser_investigations_panel_opens_the_session(browser: Any, site: str) -> None:
    from playwright.sync_api import expect

    headers = {"Authorization": f"Bearer {KEYS['alice']}"}
    body = notification("g-web", [alert("PaymentDBPoolExhausted", "payment-service", "fp-web-1")])
    inv = httpx.post(f"{site}/api/alerts/alertmanager", json=body, headers=headers).json()["accepted"][0]
    deadline = time.monotonic() + 120
    while httpx.get(f"{site}/api/investigations/{inv['investigation_id']}", headers=headers).json()["status"] != "open":
        assert time.monotonic() < deadline
        time.sleep(0.2)
    context, page, errors = _open(browser, site)
    try:
        item = page.locator(f'#investigations li[data-investigation-id="{inv["investigation_id"]}"]')
        expect(item).to_contain_text("PaymentDBPoolExhausted")
        expect(item).to_contain_text("告警中")
        item.click()
        audit = page.locator("#audit")
        expect(audit).to_be_visible()
        expect(audit).to_contain_text("PaymentDBPoolExhausted")
        assert not errors, errors
    finally:
        context.close()
