"""Pattern "multi-hop cause through a service with many dependencies" (opened skygate: checkin-core has five
dependencies, the one its errors name came fifth and was never queried): the dependencies a service's anomalous
lines name are followed first. Checked on the dev world ledgerly with four healthy dependencies added to
transfer-api ahead of ledger-core; the expected origin (the database ledger-core's lines name) comes by SQL."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world

_CALLER, _MIDDLE = "transfer-api", "ledger-core"
#: healthy services whose names sort before the middle hop: they fill the first four dependency slots
_EXTRA = ("account-api", "account-pg", "api-front", "kyc-checker")


def test_the_dependency_the_errors_name_is_followed_past_four_others(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("ledgerly", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        for dep in _EXTRA:
            conn.execute(text("INSERT INTO service_dependency (service, depends_on, kind) VALUES (:s, :d, 'service')"),
                         {"s": _CALLER, "d": dep})
        origin = conn.execute(text(
            "SELECT d.depends_on FROM service_dependency d WHERE d.service = :m AND d.kind = 'mysql'"),
            {"m": _MIDDLE}).scalar_one()
        deps = conn.execute(text("SELECT depends_on FROM service_dependency WHERE service = :s ORDER BY depends_on"),
                            {"s": _CALLER}).scalars().all()
    assert deps.index(_MIDDLE) >= 4, deps  # the middle hop is past the four-dependency bound
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        result = ChatService(container).ask(f"今天上午10点到10点半 {_CALLER} 一直在报错 啥原因", user_id="deps-test")
        causes = " ".join(c.claim_text for c in (*result.confirmed, *result.to_confirm) if c.claim_type == "root_cause")
    finally:
        container.close()
    assert f"{_CALLER} → {_MIDDLE} → {origin}" in causes, causes
