"""Scenario "a service named by a part of its name": the function part after a prefix names one application
("checkout" of pine-checkout), but not a name's first segment (the thing several services are about) and not a
word another service's description holds ("the notify gateway" beside pine-notify)."""

from __future__ import annotations

from superbiz.agents.question import learn_aliases


def _aliases(descriptions: dict[str, str]) -> dict[str, str]:
    services = list(descriptions)
    return learn_aliases(services, descriptions, {s: "平台组 Platform" for s in services}, infra={})


def test_a_first_segment_is_not_an_alias() -> None:
    aliases = _aliases({"tourly-stream": "导览音频流 / audio stream", "pine-checkout": "结账服务 / order placement"})
    assert aliases.get("checkout") == "pine-checkout"
    assert "tourly" not in aliases


def test_a_segment_another_description_holds_is_not_an_alias() -> None:
    aliases = _aliases({"pine-notify": "消息推送 / push messages", "pine-gw": "入口网关 / notify gateway"})
    assert aliases.get("notify") != "pine-notify"
