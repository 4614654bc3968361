"""The onset of errors (opened geyserpay, atollstay; scenario "onset"), on a catalogue of no real world: "X 今天啥时候
开始报错的" / "when did guests start seeing errors?" is the onset of X's ERROR lines — latency WARN lines hours before
are another trouble, never the time the errors began (a false fact); a question naming a slowness beside the errors
keeps the earliest anomaly of any kind, and so does a subject that logged no ERROR line."""

from __future__ import annotations

import pytest

from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem


def _item(cid: str, text: str) -> MaterialItem:
    return MaterialItem(claim_id=cid, claim_type="log_observation", text=text)


def _onset_head(question: str, *items: MaterialItem) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="onset", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("edge-router",), timezone="UTC", question_text=question)
    return lead_lines(material, brief)[0]


_WARN = _item("w1", "edge-router 错误码 E-W03 的 WARN 日志在窗口内共 12 条，首次出现(first_seen) 2031-03-04T04:12:03Z，"
                    "最近一次(last_seen) 2031-03-04T04:23:42Z；示例：p99 latency 1072ms above objective 800ms")
_ERROR = _item("e1", "edge-router 错误码 E-5031 的 ERROR 日志在窗口内共 72 条，首次出现(first_seen) "
                     "2031-03-04T09:23:05Z，最近一次(last_seen) 2031-03-04T10:06:52Z；示例：call to vault-db failed")


@pytest.mark.parametrize("question", ["edge-router 今天啥时候开始报错的", "edge-router 报错是几点开始的",
                                      "when did guests start seeing booking errors on edge-router?",
                                      "when did edge-router start throwing errors today?"])
def test_the_onset_of_errors_is_the_first_error_line(question: str) -> None:
    head = _onset_head(question, _WARN, _ERROR)
    assert head.startswith("最早的异常记录出现在 2031-03-04 09:23:05"), head


@pytest.mark.parametrize("question", ["edge-router 今天啥时候开始出问题的", "edge-router 啥时候开始变慢报错的",
                                      "when did edge-router start having trouble?"])
def test_an_onset_of_any_trouble_is_the_first_anomaly(question: str) -> None:
    head = _onset_head(question, _WARN, _ERROR)
    assert head.startswith("最早的异常记录出现在 2031-03-04 04:12:03"), head


def test_an_onset_of_errors_without_error_lines_keeps_the_first_anomaly() -> None:
    head = _onset_head("edge-router 今天啥时候开始报错的", _WARN)
    assert head.startswith("最早的异常记录出现在 2031-03-04 04:12:03"), head
