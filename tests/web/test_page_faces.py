"""The web page as on-call engineers use it, in Debian's chromium: follow-up questions in one conversation,
evidence links that open the recorded output at the cited path, Markdown answers said once, "no data" tool calls,
the audit timeline and metric plots, knowledge-base search/preview and uploads without duplicates, phone width
and the favicon. Screenshots at desktop and phone widths are kept under artifacts/."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.api.support import DEMO_QUESTION, KEYS
from tests.web.conftest import DESKTOP, PHONE, open_page, screenshot

PLOT_QUESTION = "order-service 的内存 jvm_heap_used_bytes 最近两小时的峰值是多少？"

pytestmark = pytest.mark.browser

WIDTHS = {"desktop": DESKTOP, "phone": PHONE}


@pytest.fixture(params=sorted(WIDTHS))
def sized(request: pytest.FixtureRequest, browser: Any, site: str) -> Iterator[tuple[str, Any]]:
    """A page at desktop and at phone width (the test runs once per width)."""
    context, page, errors = open_page(browser, site, viewport=WIDTHS[request.param])
    yield request.param, page
    context.close()
    assert not errors, errors


def _client(site: str) -> httpx.Client:
    return httpx.Client(base_url=site, headers={"Authorization": f"Bearer {KEYS['alice']}"}, timeout=30)


def _ask(page: Any, question: str) -> str:
    from playwright.sync_api import expect

    before = page.locator("#turns li").count()
    page.fill("#question", question)
    page.click("#ask")
    expect(page.locator("#turns li")).to_have_count(before + 1, timeout=30_000)
    expect(page.locator('#stages li[data-type="done"]')).to_have_count(1)
    return str(page.locator("#result").get_attribute("data-session-id"))


def test_browser_follow_up_questions_share_a_conversation(sized: tuple[str, Any], site: str) -> None:
    from playwright.sync_api import expect

    width, page = sized
    first = _ask(page, DEMO_QUESTION)
    second = _ask(page, "那 risk-service 呢？")
    expect(page.locator("#turns li")).to_have_count(2)
    label = page.locator("#conversation-label")
    expect(label).to_contain_text("已问 2 个问题")
    conversation = label.get_attribute("data-conversation-id")
    assert conversation and conversation.startswith("web-")
    with _client(site) as client:
        sessions = {sid: client.get(f"/api/sessions/{sid}").json()["session"] for sid in (first, second)}
    assert {s["conversation_id"] for s in sessions.values()} == {conversation}
    assert "risk-service" in page.locator("#stages").inner_text()  # the follow-up was planned for its own subject
    screenshot(page, f"web-conversation-{width}")

    page.click("#new-conversation")
    expect(page.locator("#turns li")).to_have_count(0)
    expect(page.locator("#result")).to_be_hidden()
    third = _ask(page, DEMO_QUESTION)
    with _client(site) as client:
        other = client.get(f"/api/sessions/{third}").json()["session"]["conversation_id"]
    assert other and other != conversation

    page.locator(f'#sessions li[data-session-id="{first}"]').click()  # pick the first conversation up again
    page.click("#continue-conversation")
    fourth = _ask(page, "那 order-service 呢？")
    with _client(site) as client:
        assert client.get(f"/api/sessions/{fourth}").json()["session"]["conversation_id"] == conversation


def test_browser_evidence_link_opens_the_output_at_the_cited_path(sized: tuple[str, Any], site: str) -> None:
    from playwright.sync_api import expect

    width, page = sized
    session_id = _ask(page, DEMO_QUESTION)
    with _client(site) as client:
        claims = client.get(f"/api/sessions/{session_id}").json()["claims"]
    by_path = {b["raw_path"]: (c, b) for c in claims for b in c["bindings"]}
    path = next(p for p in by_path if p.startswith("alerts["))  # a record inside the recorded output
    claim, binding = by_path[path]
    line = page.locator("#answer li.claim-line", has_text=claim["claim_text"][:30])
    expect(line).to_have_count(1)
    line.locator("summary").click()
    line.locator(f'button.inv-link[data-path="{path}"]').click()

    viewer = page.locator("#viewer")
    expect(viewer).to_be_visible()
    expect(page.locator("#viewer-title")).to_contain_text(path)
    marked = page.locator("#viewer-output .hl")
    expect(marked).to_have_count(1)
    assert marked.get_attribute("data-path") == path
    number = int(str(viewer.get_attribute("data-number")))
    with _client(site) as client:
        detail = client.get(f"/api/sessions/{session_id}/invocations/{number}").json()
    assert detail["invocation"]["id"] == binding["invocation_id"]
    record = json.loads(detail["invocation"]["output"])["alerts"][int(path[len("alerts[") : -1])]
    text = marked.inner_text()
    assert record["alertname"] in text and record["state"] in text
    assert marked.is_visible() and marked.bounding_box() is not None
    screenshot(page, f"web-evidence-{width}")

    # a path that is a computed reference rather than a field of the output: the reference text is highlighted
    claim, _ = by_path["code_stats[0]"]
    line = page.locator("#answer li.claim-line", has_text=claim["claim_text"][:20]).first
    line.locator("summary").click()
    line.locator('button.inv-link[data-path="code_stats[0]"]').first.click()
    expect(page.locator("#viewer-ref .hl")).to_contain_text("count=")
    assert page.locator("#viewer-output .hl").count() == 0


def test_browser_answer_is_markdown_said_once_and_no_data_is_distinct(page: Any) -> None:
    from playwright.sync_api import expect

    _ask(page, DEMO_QUESTION)
    answer = page.locator("#answer")
    assert answer.locator("code").count() >= 3
    assert "`" not in answer.inner_text()
    items = page.locator("#answer li.claim-line").all_inner_texts()
    for claim in page.locator("#answer details.claim summary").all_inner_texts():
        fact = claim.split("直接观测")[0].strip()[:40]
        assert sum(fact in item for item in items) == 1, fact  # each confirmed fact is listed once
    expect(page.locator("#next-steps-section")).to_be_hidden()  # every next step is in the answer already
    expect(page.locator("#confirmed-section")).to_be_hidden()
    nodata = page.locator("#stages li.nodata")
    assert nodata.count() >= 1  # the dependency walk queries services that logged nothing in the window
    for text in nodata.all_inner_texts():
        assert "无数据" in text and "✓" not in text
    assert nodata.first.evaluate("n => getComputedStyle(n).color") != page.locator("#stages li.ok").first.evaluate(
        "n => getComputedStyle(n).color")


def test_browser_audit_timeline_and_metric_plot(sized: tuple[str, Any], site: str) -> None:
    from playwright.sync_api import expect

    width, page = sized
    session_id = _ask(page, PLOT_QUESTION)  # its answer cites metric series
    page.locator(f'#sessions li[data-session-id="{session_id}"]').click()
    audit = page.locator("#audit")
    expect(audit).to_be_visible()
    with _client(site) as client:
        trail = client.get(f"/api/sessions/{session_id}").json()
    rows = audit.locator('.timeline .tl-row[data-kind="tool"]')
    expect(rows).to_have_count(len(trail["invocations"]))
    for inv, row_text in zip(sorted(trail["invocations"], key=lambda i: i["id"]), rows.all_inner_texts(), strict=True):
        assert inv["tool_name"] in row_text and f"{inv['duration_ms']:.1f} ms" in row_text
    assert all(w > 0 for w in audit.locator(".tl-bar").evaluate_all("bars => bars.map(b => b.offsetWidth)"))
    empty = audit.locator('.tl-row[data-status="no_data"]').count()
    assert audit.locator("li.inv.no_data").count() == empty
    assert all(t.startswith("∅ 无数据") for t in audit.locator("li.inv.no_data").all_inner_texts())

    claim = next(c for c in trail["claims"] if any(b["raw_path"].startswith("series[") for b in c["bindings"]))
    binding = next(b for b in claim["bindings"] if b["raw_path"].startswith("series["))
    details = audit.locator(f'details.claim[data-claim-id="{claim["claim_id"]}"]')
    details.locator("summary").click()
    plot = details.locator("svg.plot")
    expect(plot).to_be_visible()
    invocation = next(i for i in trail["invocations"] if i["id"] == binding["invocation_id"])
    index = int(binding["raw_path"][len("series["):-1])
    series = json.loads(invocation["output"])["series"][index]
    assert int(str(plot.get_attribute("data-points"))) == len(series["points"]) > 1
    drawn = plot.locator("polyline.series").get_attribute("points") or ""
    assert len(drawn.split()) == len(series["points"])
    assert series["metric"] in plot.inner_html()
    screenshot(page, f"web-audit-{width}")

    demo_session = _ask(page, DEMO_QUESTION)  # a new question closes the previous session's audit
    expect(audit).to_be_hidden()
    page.locator(f'#sessions li[data-session-id="{demo_session}"]').click()
    expect(audit).to_be_visible()
    empty = audit.locator('.tl-row[data-status="no_data"]')
    expect(empty.first).to_be_visible()  # its dependency walk queried services that logged nothing
    assert audit.locator("li.inv.no_data").count() == empty.count() >= 1
    assert all(t.startswith("∅ 无数据") for t in audit.locator("li.inv.no_data").all_inner_texts())


def test_browser_knowledge_search_preview_and_no_duplicate_upload(
    sized: tuple[str, Any], site: str, tmp_path: Path,
) -> None:
    from playwright.sync_api import expect

    width, page = sized
    page.fill("#kb-query", "连接池耗尽怎么处理")
    page.click("#kb-search")
    hits = page.locator("#kb-results li.hit")
    expect(hits.first).to_be_visible()
    chunk_id = hits.first.get_attribute("data-chunk-id")
    hits.first.locator("button").click()
    preview = page.locator("#kb-preview")
    expect(preview).to_be_visible()
    marked = preview.locator(".chunk.hl")
    expect(marked).to_have_count(1)
    assert marked.get_attribute("data-chunk-id") == chunk_id
    screenshot(page, f"web-kb-preview-{width}")

    body = f"# 去重测试 {width}\n\n## 步骤\n\n检查 cache-{width} 的命中率。\n"
    original, copy = tmp_path / f"原件-{width}.md", tmp_path / f"副本-{width}.md"
    original.write_text(body, encoding="utf-8")
    copy.write_text(body, encoding="utf-8")
    page.set_input_files("#kb-file", str(original))
    page.click("#kb-upload")
    expect(page.locator("#kb-message")).to_contain_text(f"已上传 原件-{width}.md")
    expect(page.locator("#kb-documents")).to_contain_text(f"去重测试 {width}")
    with _client(site) as client:
        before = client.get("/api/kb/documents").json()
    page.set_input_files("#kb-file", str(copy))
    page.click("#kb-upload")
    expect(page.locator("#kb-message")).to_contain_text("未重复添加")
    expect(page.locator("#kb-message")).to_contain_text(f"upload/原件-{width}.md")
    with _client(site) as client:
        after = client.get("/api/kb/documents").json()
    assert [d["id"] for d in after] == [d["id"] for d in before]
    assert page.locator("#kb-documents li", has_text=f"去重测试 {width}").count() == 1


def test_browser_phone_header_does_not_run_together_and_favicon(browser: Any, site: str) -> None:
    context, page, errors = open_page(browser, site, viewport=PHONE)
    try:
        brand = page.locator(".topbar .brand").bounding_box()
        subtitle = page.locator(".topbar small").bounding_box()
        key = page.locator(".topbar .key-status").bounding_box()
        assert brand and subtitle and key

        def apart(a: dict[str, float], b: dict[str, float]) -> bool:
            return (a["x"] + a["width"] <= b["x"] + 0.5 or b["x"] + b["width"] <= a["x"] + 0.5
                    or a["y"] + a["height"] <= b["y"] + 0.5 or b["y"] + b["height"] <= a["y"] + 0.5)

        assert apart(brand, subtitle) and apart(subtitle, key) and apart(brand, key)
        assert subtitle["x"] - (brand["x"] + brand["width"]) >= 4 or subtitle["y"] >= brand["y"] + brand["height"] - 1
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        page.screenshot(path=str(screenshot(page, "web-phone-header").with_name("web-phone-header-top.png")))
        icon = page.locator('link[rel="icon"]').get_attribute("href")
        assert icon
        for path in (icon, "/favicon.ico"):
            res = httpx.get(site + path)
            assert res.status_code == 200 and res.headers["content-type"].startswith("image/svg+xml")
            assert "<svg" in res.text
    finally:
        context.close()
    assert not errors, errors
