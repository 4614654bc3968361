"""Issue 10, invDR (opened steelroll-followup-furnace-count-en): "how many errors did it log?" after a question about
one service counts that service's lines — "log" is the verb of any service's lines, never the last word of another
service's description ("shift handover log") naming it."""

from __future__ import annotations

from superbiz.agents.question import learn_aliases, match_services

_SERVICES = ["ingest", "handover"]
_DESCRIPTIONS = {"ingest": "遥测接入 (读队列) / telemetry ingest", "handover": "交接班记录 / shift handover log"}
_TEAMS = {"ingest": "接入组 Ingest", "handover": "生产管理 Production Office"}


def test_log_verb_names_no_service() -> None:
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, _TEAMS)
    assert match_services("how many errors did it log?", _SERVICES, aliases) == []
    assert match_services("how many error lines were logged?", _SERVICES, aliases) == []


def test_the_description_itself_still_names_its_service() -> None:
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, _TEAMS)
    assert match_services("anything odd in the shift handover log?", _SERVICES, aliases) == ["handover"]
