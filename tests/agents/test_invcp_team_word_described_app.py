"""Issue 10 pattern (opened remitnic, "was the KYC 5.3.0 release rolled back?"): a word a team shares with several
applications ("合规认证组 KYC" over the verification service, its documents database and an AML screening service)
names the one application whose own description holds it; it named nothing, and the answer was the world's
overview (or "no records of KYC")."""

from __future__ import annotations

from superbiz.agents.question import learn_aliases

SERVICES = ["kyc-verify", "kyc-docs", "aml-screen"]
DESCRIPTIONS = {"kyc-verify": "KYC 实名认证服务 / KYC verification service",
                "kyc-docs": "KYC 证件库 (PostgreSQL) / KYC documents database",
                "aml-screen": "反洗钱筛查服务 / AML screening service"}
TEAMS = dict.fromkeys(SERVICES, "合规认证组 KYC")


def test_team_word_names_the_application_whose_description_holds_it() -> None:
    aliases = learn_aliases(SERVICES, DESCRIPTIONS, TEAMS, infra={"kyc-docs": "postgres"})
    assert aliases.get("kyc") == "kyc-verify"
    assert aliases.get("kyc服务") == "kyc-verify"


def test_team_word_of_two_described_applications_names_neither() -> None:
    descriptions = {**DESCRIPTIONS, "aml-screen": "KYC 反洗钱筛查服务 / KYC AML screening service"}
    aliases = learn_aliases(SERVICES, descriptions, TEAMS, infra={"kyc-docs": "postgres"})
    assert "kyc" not in aliases


def test_a_release_received_asks_whether_a_deploy_was_done() -> None:
    """Issue 10 pattern (opened lasitava, "did the reader app get a release this morning?"): the subject receiving a
    release (deploy, rollout) asks whether one was done; it was read as a health question and answered "no"."""
    from superbiz.agents.question_ops import actions_asked

    assert actions_asked("did the reader app get a release this morning?") == ["发布"]
    assert actions_asked("has the account API had a deploy today?") == ["发布"]
    assert actions_asked("did X have a bad release?") == []


def test_three_word_head_is_called_by_its_first_and_last_words() -> None:
    """Issue 10 pattern (opened thermalro, "and the spa widget?" of a "spa booking widget"): the middle word dropped
    names the service; it named nothing, so "its 10:40 rollout" after it had no subject."""
    descriptions = {"book-widget": "水疗预约小部件 / spa booking widget", "treat-svc": "疗程服务 / treatments service"}
    aliases = learn_aliases(list(descriptions), descriptions, {})
    assert aliases.get("spa widget") == "book-widget"


def test_a_plain_team_word_stays_a_thing_of_the_domain() -> None:
    teams = {"ledger-core": "账务组 Ledger", "ledger-db": "账务组 Ledger", "statements": "账务组 Ledger"}
    descriptions = {"ledger-core": "记账核心 / ledger core", "ledger-db": "账务数据库 (MySQL) / ledger database",
                    "statements": "对账单生成 / statement builder"}
    aliases = learn_aliases(list(teams), descriptions, teams, infra={"ledger-db": "mysql"})
    assert aliases.get("ledger") != "ledger-core"


def test_shi_bu_shi_before_a_final_operation_asks_it() -> None:
    """Issue 10 pattern (opened souqpay, "收款App 今晚是不是发过版"): 是不是 before an operation ending the question
    asks whether it was done; it was answered as health ("否，X 有异常")."""
    from superbiz.agents.question_ops import actions_asked

    assert actions_asked("收款App 今晚是不是发过版") == ["发布"]
    assert actions_asked("X 是不是回滚导致的") == []
