"""Upload names: plain basenames with a supported suffix only; anything naming a folder is refused."""

from __future__ import annotations

import pytest

from superbiz.api.routes.kb import safe_document_name


@pytest.mark.parametrize("name", ["runbook.md", "支付 故障手册.markdown", "notes.TXT", "a..b.md"])
def test_safe_document_name_accepts_plain_names(name: str) -> None:
    assert safe_document_name(name) == name


@pytest.mark.parametrize(
    "name",
    ["../x.md", "/etc/passwd.md", "a/b.md", "..\\x.md", "C:\\x.md", "c:x.md", ".hidden.md", "..", "", "  ",
     "x\x00.md", "x\n.md", "a" * 300 + ".md"],
)
def test_safe_document_name_refuses_paths_and_odd_names(name: str) -> None:
    with pytest.raises(ValueError):
        safe_document_name(name)


@pytest.mark.parametrize("name", ["x.pdf", "x.md.exe", "README", "x.html"])
def test_safe_document_name_refuses_other_types(name: str) -> None:
    with pytest.raises(LookupError):
        safe_document_name(name)
