"""Service names of a generated world may be dotted (``loans.api``), as some shops name them; a stray dot is not."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from superbiz.sources.worldgen import ServiceSpec


@pytest.mark.parametrize("name", ["loans.api", "search.idx", "ebook.drm.proxy", "edge-gw", "notice.bus-2"])
def test_dotted_and_hyphenated_service_names_are_accepted(name: str) -> None:
    assert ServiceSpec(name=name, team="t", description_zh="z", description_en="e").name == name


@pytest.mark.parametrize("name", [".loans", "loans.", "loans..api", "loans.-api", "1loans.api"])
def test_malformed_dotted_names_are_rejected(name: str) -> None:
    with pytest.raises(ValidationError):
        ServiceSpec(name=name, team="t", description_zh="z", description_en="e")
