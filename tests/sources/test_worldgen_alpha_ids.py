"""The ``{alpha:N}`` id field: upper-case letters only (container numbers like ``MSCU1234567``)."""

from __future__ import annotations

import random
import re

from superbiz.sources.worldgen.ids import IdMaker


def test_alpha_field_gives_upper_case_letters_and_distinct_ids() -> None:
    maker = IdMaker("{alpha:3}U{num:7}", random.Random(7))
    ids = [maker.next() for _ in range(300)]
    assert all(re.fullmatch(r"[A-Z]{3}U\d{7}", i) for i in ids)
    assert len(set(ids)) == len(ids)


def test_alpha_field_is_deterministic_for_a_seed() -> None:
    first = [IdMaker("{alpha:4}", random.Random(3)).next() for _ in range(1)]
    again = [IdMaker("{alpha:4}", random.Random(3)).next() for _ in range(1)]
    assert first == again and first[0].isalpha() and first[0].isupper()
