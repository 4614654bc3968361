"""Chunking of markdown and plain text for the knowledge base."""

from __future__ import annotations

from superbiz.sources.kb_chunking import (
    MAX_CHUNK_CHARS,
    chunk_document,
    chunk_key,
    chunk_markdown,
    chunk_plain_text,
    document_title,
)

RUNBOOK = """# 支付服务运维手册

本手册适用于 payment-service。

## 连接池耗尽

### 现象

日志出现 PAY-5003。

### 处置步骤

1. 限流。
2. 滚动重启。

```
# 这不是标题
kill -3 <pid>
```

## 空章节

## 附录
#### 深层标题
深层内容。
##### 五级标题不切分
五级内容。
"""


def test_chunk_markdown_keeps_heading_path() -> None:
    chunks = chunk_markdown(RUNBOOK)
    paths = [c.heading_path for c in chunks]
    assert paths == [
        "支付服务运维手册",
        "支付服务运维手册 > 连接池耗尽 > 现象",
        "支付服务运维手册 > 连接池耗尽 > 处置步骤",
        "支付服务运维手册 > 附录 > 深层标题",
    ]
    assert [c.index for c in chunks] == [0, 1, 2, 3]


def test_chunk_markdown_ignores_headings_in_code_and_below_level_four() -> None:
    chunks = chunk_markdown(RUNBOOK)
    assert "# 这不是标题" in chunks[2].text
    assert "##### 五级标题不切分" in chunks[3].text and "五级内容。" in chunks[3].text


def test_chunk_markdown_skips_empty_sections() -> None:
    chunks = chunk_markdown(RUNBOOK)
    assert not any(c.heading_path.endswith("空章节") for c in chunks)
    assert all(c.text.strip() for c in chunks)


def test_chunk_markdown_splits_long_section_on_boundaries() -> None:
    paragraph = "检查 db_pool_active_connections 是否等于最大连接数。" * 12  # ~400 chars
    body = "\n\n".join(f"第{i}段：{paragraph}" for i in range(5))
    chunks = chunk_markdown(f"# 手册\n\n## 长章节\n\n{body}\n")
    assert len(chunks) >= 3
    assert all(len(c.text) <= MAX_CHUNK_CHARS for c in chunks)
    assert all(c.heading_path == "手册 > 长章节" for c in chunks)
    assert all(c.text.startswith("第") for c in chunks)  # cut between paragraphs, not inside one
    assert "".join(c.text.replace("\n\n", "") for c in chunks) == body.replace("\n\n", "")


def test_chunk_markdown_splits_overlong_paragraph_on_sentences() -> None:
    sentence = "连接池耗尽时先限流再排查慢查询。"
    chunks = chunk_markdown("# T\n\n" + sentence * 120)
    assert len(chunks) >= 3
    assert all(len(c.text) <= MAX_CHUNK_CHARS for c in chunks)
    assert all(c.text.endswith("。") for c in chunks)


def test_chunk_plain_text_packs_paragraphs_under_title() -> None:
    text = "值班说明\n\n第一段。\n\n第二段。\n\n" + "长段落。" * 300
    chunks = chunk_plain_text(text, title="oncall")
    assert chunks[0].text.startswith("值班说明\n\n第一段。\n\n第二段。")
    assert all(c.heading_path == "oncall" for c in chunks)
    assert all(len(c.text) <= MAX_CHUNK_CHARS for c in chunks)
    assert len(chunks) >= 3


def test_chunk_document_by_suffix() -> None:
    md = chunk_document("a/guide.md", "# 标题\n\n正文")
    txt = chunk_document("a/notes.txt", "# 标题\n\n正文")
    assert md[0].heading_path == "标题" and md[0].text == "正文"
    assert txt[0].text == "# 标题\n\n正文"


def test_document_title_prefers_h1_then_any_heading_then_name() -> None:
    assert document_title("## 二级\n# 一级", "x.md") == "一级"
    assert document_title("intro\n## 二级", "x.md") == "二级"
    assert document_title("no headings", "dir/runbook.md") == "runbook"


def test_chunk_key_is_stable_and_content_addressed() -> None:
    a = chunk_key("demo/a.md", 3, "文本")
    assert a == chunk_key("demo/a.md", 3, "文本")
    assert a.startswith("demo/a.md#3:")
    assert a != chunk_key("demo/a.md", 3, "文本2")
    assert a != chunk_key("demo/a.md", 4, "文本")
