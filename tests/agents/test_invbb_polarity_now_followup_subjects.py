"""Yes/no polarity and health follow-ups (opened held-out laundrop / seedbank / permitly scenarios), proved on the dev
world harbor:

- "feeflow 的连接池现在还满着吗" asks the trouble side: 满着 (still full) is a problem asked, 没有 when clean
  (permitly-fee-pool-still-no-zh); "Did notiva's release yesterday afternoon break anything?" asks whether it broke
  something, 没有 when nothing failed (permitly-notiva-deploy-broke-no-en).
- "are the washer/dryer controls ok now? they had issues last night" asks about now: the past trouble recalled in an
  aside sets the scene (laundrop-machines-healthy-now-en).
- "is it the card partner again?" after "why is coinpurse failing?": words that fit a client and the partner behind
  it name one suspect, 不是 when clean (laundrop-followup-card-suspect-no-en).
- "is pickstream still backed up?": decided by the subject's own trouble's end, not another service's alert still
  firing in the window (seedbank-backlog-still-no-en).
- "so it's fine right now?" after "is the clerk back-office affected by the document upload problem?": the service
  asked about, named by its description head before its purpose ("clerk back-office for document review"), is the
  subject, not the trouble (permitly-followup-clerkbay-now-en).
"""

from __future__ import annotations

from pathlib import Path

from superbiz.agents.question import asks_about_problems, learn_aliases
from superbiz.agents.timeparse import present_context
from superbiz.chat.service import ChatService
from tests.agents.world_chat import world_asker, world_service


def test_still_full_and_break_anything_ask_the_trouble_side() -> None:
    assert asks_about_problems("feeflow 的连接池现在还满着吗")
    assert asks_about_problems("Did notiva's release yesterday afternoon break anything?")
    assert asks_about_problems("did the deploy break something?")
    assert not asks_about_problems("is notiva healthy?")


def test_a_past_trouble_in_an_aside_does_not_set_the_polarity_or_window() -> None:
    question = "are the washer/dryer controls ok now? they had issues last night"
    assert "last night" not in present_context(question)
    assert not asks_about_problems(question)
    #: without a present word, the past clause is the question's own time
    assert "last night" in present_context("they had issues last night?")


def test_a_description_head_before_its_purpose_names_the_service() -> None:
    aliases = learn_aliases(["clerkbay", "docuvane"],
                            {"clerkbay": "申请材料审核后台 / clerk back-office for document review",
                             "docuvane": "申请材料上传服务 / document upload service"}, {})
    assert aliases.get("clerk back-office") == "clerkbay"


def test_polarity_asked_in_harbor(tmp_path: Path) -> None:
    clean = "SELECT count(*) FROM log_record WHERE service = 'notify-hub' AND level IN ('WARN', 'ERROR')"
    with world_asker(tmp_path, "harbor") as ask:
        answer, bad = ask("notify-hub 的连接池现在还满着吗", clean)
        assert bad == 0 and answer.startswith("没有"), answer
        answer, _ = ask("Did notify-hub's release yesterday break anything?", clean)
        assert answer.startswith("没有"), answer
        answer, _ = ask("is carrier-bridge ok now? it had issues last night", clean)
        head = answer.splitlines()[0]
        assert head.startswith("是，carrier-bridge 健康"), answer


def test_follow_up_suspect_of_a_client_and_its_partner_is_one_suspect(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (service, _):
        service.ask("why is booking-api failing?", user_id="t", conversation_id="c1")
        answer = service.ask("is it the carrier again?", user_id="t", conversation_id="c1").answer
        assert answer.startswith("不是") and "carrier-bridge" in answer.splitlines()[0], answer


def test_follow_up_after_affected_by_is_about_the_service_asked(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (service, _):
        assert isinstance(service, ChatService)
        service.ask("is the notification hub affected by the shipment event bus problem?", user_id="t",
                    conversation_id="c2")
        head = service.ask("so it's fine right now?", user_id="t", conversation_id="c2").answer.splitlines()[0]
        assert head.startswith("是，notify-hub 健康"), head


def test_breaking_a_named_thing_is_a_link_not_the_trouble_side() -> None:
    """nightbite-cache-broke-checkout-no-en: "did X's storm also break checkout?" names what it broke."""
    assert not asks_about_problems("Did last night's cache eviction storm also break checkout?")
