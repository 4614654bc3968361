"""invMF (stop 47): causes of two overlapping troubles, and a cause below a caller.

- pawsafari/pawsafari-ticket-svc-two-causes-en: the subject's two overlapping troubles — one chain ends at a cache,
  the other at a bridge service whose own lines name the partner it cannot reach (an expired certificate, the
  partner never reports): the second cause is named as that silent partner, not the bridge.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
def test_the_second_overlapping_cause_runs_to_the_silent_partner(tmp_path: Path) -> None:
    with world_asker(tmp_path, "pawsafari") as ask:
        answer, partner = ask("tiketoza keeps failing since early morning, root cause?",
                              "SELECT count(*) FROM service_dependency WHERE service = 'mawakalix' "
                              "AND depends_on = 'sokotiko' AND kind = 'external'")
    head = answer.splitlines()[0]
    assert partner == 1 and "sokotiko" in head and "kopokache" in head, head
