"""Spec: a trouble told with how long it went on, its cause asked — "凌晨邮件转工单慢了好几个小时 咋回事" (opened
ticketdesk, "mail-backlog": the email ingestion worker described "邮件收取服务 (把客户邮件转成工单)"). "好几个小时"
(several hours) is told, no count is asked (it was read as a count of tickets: 工单 made them the records); and
"邮件转工单" is what people call the service that turns mails into tickets."""

from __future__ import annotations

from superbiz.agents.question import aspects_of, learn_aliases
from superbiz.agents.question_ops import metrics_asked


def test_several_hours_told_is_no_count() -> None:
    assert aspects_of("凌晨邮件收取慢了好几个小时 咋回事", has_entity=True, has_record=False) == ["cause"]
    assert "count" in aspects_of("邮件收取今天失败了几个？", has_entity=True, has_record=False)
    assert metrics_asked("X 慢了好几个小时 咋回事", ["desk_resp_p99_ms"]) == []


def test_what_a_service_turns_into_what_names_it() -> None:
    descriptions = {"mail-in": "邮件收取服务 (把客户邮件转成工单)", "desk": "工单核心服务"}
    aliases = learn_aliases(["mail-in", "desk"], descriptions, {})
    assert aliases.get("邮件转工单") == "mail-in"
    assert aliases.get("邮件转成工单") == "mail-in"
