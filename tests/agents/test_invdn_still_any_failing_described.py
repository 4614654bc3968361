"""Spec scenario "yes/no: is it still going on" with a thing named by a word of a service's description (issue 10
pattern, opened held-out lagoonbus, invDN): "现在还有充值失败的吗" — a "still any" lead (现在还有 / 还有) before the
thing is no part of it, so the thing (充值) is looked up among the descriptions like "充值现在还在失败吗" (it fell to
the world's overview)."""

from __future__ import annotations

from superbiz.agents.subjects import held_subject_owners

_DESCRIBED = {"充值": ["topup-svc"], "转码": ["encode-worker"]}


def _holding(word: str, team: bool = False) -> list[str]:
    return [] if team else _DESCRIBED.get(word, [])


def test_a_still_any_lead_before_a_described_thing_is_no_part_of_it() -> None:
    assert held_subject_owners("现在还有充值失败的吗", _holding) == ["topup-svc"]
    assert held_subject_owners("还有转码失败吗", _holding) == ["encode-worker"]
    assert held_subject_owners("目前还有充值失败的吗", _holding) == ["topup-svc"]
    #: the forms read before stay as they were
    assert held_subject_owners("充值现在还在失败吗", _holding) == ["topup-svc"]
    assert held_subject_owners("现在还有什么失败的吗", _holding) == []
