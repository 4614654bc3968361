"""Service names of a generated world may be short codes with underscores (``inv_gw2``), as some shops name
them; a name still starts with a letter and ends with a letter or digit."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from superbiz.sources.worldgen.spec import ServiceSpec


def _svc(name: str) -> ServiceSpec:
    return ServiceSpec(name=name, team="t", description_zh="服务", description_en="service")


@pytest.mark.parametrize("name", ["inv_gw2", "fc_engine", "tel-ing3", "a1"])
def test_short_codes_with_underscores_and_hyphens_are_service_names(name: str) -> None:
    assert _svc(name).name == name


@pytest.mark.parametrize("name", ["_inv", "inv_", "inv__gw2", "2inv", "inv gw"])
def test_names_still_start_with_a_letter_and_end_with_a_letter_or_digit(name: str) -> None:
    with pytest.raises(ValidationError):
        _svc(name)
