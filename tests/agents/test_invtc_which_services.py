"""invTC (stop 54): services asked which are no one thing the data lacks.

Held-out hivewright (opened): hivewright-since-midnight-services-zh ("今天零点以后哪些服务出过问题": "以后哪些服务" was
taken for an unheld service — a question word before 服务 asks which services, an overview of the window).
"""

from __future__ import annotations

import pytest

from superbiz.agents.subjects import unresolved_subject


@pytest.mark.spec("Answer the question that was asked")
def test_services_asked_which_are_no_unheld_subject() -> None:
    known = ["waxfind 蜂蜡检索", "thoraxin 蜂巢遥测"]
    assert unresolved_subject("今天零点以后哪些服务出过问题", known) is None
    assert unresolved_subject("昨晚有哪几个服务报错了", known) is None
    assert unresolved_subject("直播服务今天正常吗", known) == "直播服务"
