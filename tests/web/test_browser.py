"""The web page in Debian's chromium (Playwright, never ``playwright install``): ask a demo question, watch the
stages stream, read the verdict badge, expand a confirmed claim down to its excerpt; keep a screenshot."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from superbiz.api.live import running_service
from tests.api.support import DEMO_QUESTION, KEYS, isolated_settings
from tests.support.scripted_server import ScriptedOpenAIServer, steps
from tests.web.conftest import open_page, screenshot

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def slow_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The service with an Executor model that takes 1.5 s per answer (a scripted local endpoint)."""
    with ScriptedOpenAIServer() as server:
        server.set_default("executor", steps.delay(1.5, steps.text("先看日志，再说结论。")))
        settings = isolated_settings(tmp_path_factory.mktemp("web-slow-home"),
                                     models={"executor": server.agent_settings("executor").model_dump()})
        with running_service(settings) as (url, _container):
            yield url


def test_browser_shows_stages_before_the_answer_arrives(browser: Any, slow_site: str) -> None:
    from playwright.sync_api import expect

    context, page, errors = open_page(browser, slow_site)
    try:
        page.fill("#question", DEMO_QUESTION)
        page.click("#ask")
        expect(page.locator('#stages li[data-type="plan"]')).to_be_visible(timeout=10_000)
        assert page.locator("#result").is_hidden(), "the plan stage is shown while the executor is still working"
        assert page.locator('#stages li[data-type="answer"]').count() == 0
        expect(page.locator('#stages li[data-type="done"]')).to_have_count(1, timeout=30_000)
        expect(page.locator("#verdict-badge")).to_be_visible()
        assert page.locator("#verdict-badge").get_attribute("data-verdict") != "PASS"
    finally:
        context.close()
    assert not errors, errors


def test_browser_chat_streams_stages_badge_and_expandable_evidence(page: Any, site: str) -> None:
    from playwright.sync_api import expect

    expect(page.locator("#key-state")).to_have_text("已设置密钥")
    page.fill("#question", DEMO_QUESTION)
    page.click("#ask")
    expect(page.locator('#stages li[data-type="done"]')).to_have_count(1, timeout=30_000)
    stage_types = page.locator("#stages li").evaluate_all("items => items.map(i => i.dataset.type)")
    assert stage_types[0] == "session" and stage_types[-2:] == ["answer", "done"]
    for expected in ("plan", "tool_call", "executor", "gatekeeper", "verdict"):
        assert expected in stage_types
    assert stage_types.index("plan") < stage_types.index("tool_call") < stage_types.index("gatekeeper") \
        < stage_types.index("verdict") < stage_types.index("answer")
    expect(page.locator("#stages li.ok").first).to_contain_text("✓")

    badge = page.locator("#verdict-badge")
    expect(badge).to_be_visible()
    verdict = badge.get_attribute("data-verdict")
    assert verdict in {"PASS", "LOW_CONFID", "REJECT"}
    colours = {"PASS": "rgb(26, 127, 55)", "LOW_CONFID": "rgb(181, 129, 5)", "REJECT": "rgb(207, 34, 46)"}
    assert badge.evaluate("b => getComputedStyle(b).backgroundColor") == colours[verdict]
    assert badge.inner_text().startswith(verdict + " · ")
    expect(page.locator("#result h3", has_text="可能方向")).to_be_visible()

    claim = page.locator("#answer details.claim").first
    excerpt = claim.locator(".excerpt").first
    expect(excerpt).to_be_hidden()
    claim.locator("summary").click()
    expect(excerpt).to_be_visible()
    evidence_text = claim.locator(".evidence li").first.inner_text()
    assert "调用 #1 query_logs · " in evidence_text
    assert len(excerpt.inner_text().strip()) > 10

    session_id = page.locator("#result-meta").inner_text().split("会话 ")[-1].split(" ")[0]
    with httpx.Client(base_url=site, headers={"Authorization": f"Bearer {KEYS['alice']}"}) as client:
        result = client.get(f"/api/sessions/{session_id}").json()
    assert result["session"]["verdict"] == verdict
    api_excerpts = {b["excerpt"] for c in result["claims"] for b in c["bindings"]}
    assert excerpt.inner_text() in api_excerpts

    screenshot(page, "browser-chat")


def test_browser_sessions_list_opens_the_audit_trail(page: Any) -> None:
    from playwright.sync_api import expect

    page.fill("#question", "order-service 为什么频繁重启？")
    page.click("#ask")
    expect(page.locator('#stages li[data-type="done"]')).to_have_count(1, timeout=30_000)
    first = page.locator("#sessions li[data-session-id]").first
    expect(first).to_contain_text("order-service")
    first.click()
    audit = page.locator("#audit")
    expect(audit).to_be_visible()
    expect(audit).to_contain_text("结论与核查")
    expect(audit).to_contain_text("工具调用")
    assert audit.locator("details").count() >= 1


def test_browser_knowledge_base_upload(page: Any, tmp_path: Path) -> None:
    from playwright.sync_api import expect

    doc = tmp_path / "浏览器手册.md"
    doc.write_text("# 浏览器上传\n\n## 步骤\n\n检查 cache-omega 的命中率。\n", encoding="utf-8")
    page.set_input_files("#kb-file", str(doc))
    page.click("#kb-upload")
    expect(page.locator("#kb-message")).to_contain_text("已上传 浏览器手册.md")
    expect(page.locator("#kb-documents")).to_contain_text("浏览器上传")


def test_browser_sse_parser_handles_any_chunking(page: Any) -> None:
    stream = ": ping\r\nevent: plan\r\ndata: {\"a\":1}\r\n\r\nevent: multi\ndata: x\ndata: y\n\ndata:z\r\r"
    result = page.evaluate(
        """(stream) => {
            const runs = [];
            for (const size of [1, 2, 3, 7, stream.length]) {
                const got = [];
                const p = createSSEParser((e) => got.push(e.event + "=" + e.data));
                for (let i = 0; i < stream.length; i += size) p.feed(stream.slice(i, i + size));
                p.end();
                runs.push(got.join("|"));
            }
            return runs;
        }""",
        stream,
    )
    assert set(result) == {'plan={"a":1}|multi=x\ny|message=z'}
