"""Held-out world ``skygate``: airline check-in, boarding and baggage in Asia/Singapore (ids ``SKG-7QX-04812``).

Sealed: the engine's developers must not read this file or ``evals/qa-holdout/skygate/`` before its measurement.

Incidents (local times, "now" = 2026-11-18 10:42 +08:00):
seat-map cache evictions behind seatmap-svc, felt by checkin-core (ongoing since 09:48, failed check-ins);
a consumer backlog of paxlist-worker on the boarding-scan topic (ongoing since 10:05);
an expired border-apis certificate across local midnight (23:41 → 00:57, resolved);
a bad boardpass-svc deploy yesterday evening (18:06 → 18:44, rolled back, failed check-ins);
lock waits on bagtag-pg behind bagdrop-svc yesterday afternoon (14:22 → 15:09, resolved);
a loyalty-svc connection pool on ffp-mysql this morning (08:12 → 08:51, resolved);
a flightinfo-svc latency blip this morning (07:14 → 07:31).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Singapore")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="skygate",
    title="Skygate airline check-in and boarding",
    seed=60318,
    timezone="Asia/Singapore",
    anchor=_at(18, 10, 42),
    hours=36,
    ids=IdFormats(order="SKG-{alnum:3}-{num:5}", user="FF{num:9}", trace="sg-{hex:8}-{hex:8}"),
    order_service="checkin-core",
    orders_per_hour=36,
    order_statuses=("CHECKED_IN", "CHECKED_IN", "BAG_DROPPED", "BOARDED"),
    vocab=Vocabulary(
        request_rate="http_rps", latency="resp_latency_p99_ms", error_ratio="http_5xx_ratio",
        hit_ratio="redis_hit_rate", evictions="redis_evictions_per_s", query_latency="sql_p99_ms",
        lock_waits="row_lock_waits_per_s", pool_in_use="jdbc_pool_active", pool_size="jdbc_pool_max",
        consumer_lag="kafka_consumer_lag", tls_days="peer_cert_days_left", tls_failures="tls_errors_per_s",
        cache_alert="RedisHitRateDrop", latency_alert="P99AboveSLO", error_alert="Http5xxSpike",
        db_alert="DbRowLockContention", pool_alert="JdbcPoolExhausted", lag_alert="KafkaLagRising",
        tls_alert="PeerTlsHandshakeErrors",
    ),
    services=(
        _S(name="paxapp-gateway", team="移动端组 Mobile", description_zh="乘客 App 统一入口网关",
           description_en="passenger app gateway",
           depends_on=("checkin-core", "flightinfo-svc", "loyalty-svc")),
        _S(name="checkin-core", team="值机组 Check-in", description_zh="在线值机核心服务（值机记录）",
           description_en="online check-in core (check-in records)",
           depends_on=("seatmap-svc", "boardpass-svc", "bagdrop-svc", "pnr-mysql", "apis-relay")),
        _S(name="seatmap-svc", team="座位组 Seating", description_zh="座位图与选座服务",
           description_en="seat map and seat selection", depends_on=("seatmap-redis", "pnr-mysql")),
        _S(name="seatmap-redis", kind="redis", team="座位组 Seating", description_zh="座位图缓存 (Redis)",
           description_en="seat map cache (Redis)"),
        _S(name="pnr-mysql", kind="mysql", team="值机组 Check-in", description_zh="旅客订座记录库 (MySQL)",
           description_en="passenger name record database"),
        _S(name="boardpass-svc", team="登机组 Boarding", description_zh="电子登机牌签发",
           description_en="boarding pass issuer", depends_on=("wallet-partner", "ops-kafka")),
        _S(name="wallet-partner", kind="external", team="外部 External", description_zh="外部手机钱包推送合作方",
           description_en="external mobile wallet pass partner"),
        _S(name="gatescan-svc", team="登机组 Boarding", description_zh="登机口扫码核验",
           description_en="gate boarding-pass scanning", depends_on=("boardpass-svc", "ops-kafka")),
        _S(name="bagdrop-svc", team="行李组 Baggage", description_zh="自助行李托运（打印行李牌）",
           description_en="self-service bag drop (bag tags)", depends_on=("bagtag-pg", "bagtrack-es")),
        _S(name="bagtag-pg", kind="postgres", team="行李组 Baggage", description_zh="行李牌数据库 (PostgreSQL)",
           description_en="bag tag database"),
        _S(name="bagtrack-es", kind="elasticsearch", team="行李组 Baggage", description_zh="行李追踪检索集群",
           description_en="bag tracking search cluster"),
        _S(name="apis-relay", team="边检合规组 Border Compliance", description_zh="旅客预报信息 (APIS) 报送转发",
           description_en="advance passenger information relay", depends_on=("border-apis",)),
        _S(name="border-apis", kind="external", team="外部 External", description_zh="外部边检 APIS 接口",
           description_en="external border control APIS endpoint"),
        _S(name="flightinfo-svc", team="航班信息组 Flight Info", description_zh="航班动态与登机口查询",
           description_en="flight status and gate lookup", depends_on=("ops-kafka",)),
        _S(name="ops-kafka", kind="kafka", team="平台组 Platform", description_zh="离港事件总线 (Kafka)",
           description_en="departure event bus"),
        _S(name="paxlist-worker", team="离港控制组 DCS", description_zh="旅客名单同步消费者",
           description_en="passenger list sync consumer", depends_on=("ops-kafka", "pnr-mysql")),
        _S(name="loyalty-svc", team="常旅客组 Loyalty", description_zh="常旅客里程与权益",
           description_en="frequent flyer miles and benefits", depends_on=("ffp-mysql",)),
        _S(name="ffp-mysql", kind="mysql", team="常旅客组 Loyalty", description_zh="常旅客数据库 (MySQL)",
           description_en="frequent flyer database"),
    ),
    incidents=(
        IncidentSpec(id="seatmap-evictions", kind="cache", service="seatmap-svc", origin="seatmap-redis",
                     start=_at(18, 9, 48), error_rate=4, error_code="SMP-4121", warn_code="SMR-W17",
                     upstream=("checkin-core",), upstream_code="CKN-5031", order_failure_share=0.35,
                     order_status="SEAT_UNASSIGNED"),
        IncidentSpec(id="paxlist-backlog", kind="queue", service="paxlist-worker", origin="ops-kafka",
                     start=_at(18, 10, 5), error_rate=2, error_code="PXL-3340", warn_code="PXL-W09",
                     topic="boarding-scans", alert_severity="warning"),
        IncidentSpec(id="border-cert-expired", kind="certificate", service="apis-relay", origin="border-apis",
                     start=_at(17, 23, 41), end=_at(18, 0, 57), error_rate=2, error_code="APR-7402",
                     upstream=("checkin-core",), upstream_code="CKN-5090"),
        IncidentSpec(id="boardpass-bad-deploy", kind="deploy", service="boardpass-svc", start=_at(17, 18, 6),
                     end=_at(17, 18, 44), error_rate=5, error_code="BPS-5002", upstream=("checkin-core",),
                     upstream_code="CKN-5007", version="4.12.0", previous_version="4.11.3",
                     order_failure_share=0.45, order_status="PASS_NOT_ISSUED"),
        IncidentSpec(id="bagtag-lock-wait", kind="database", flavor="lock_wait", service="bagdrop-svc",
                     origin="bagtag-pg", start=_at(17, 14, 22), end=_at(17, 15, 9), error_rate=3,
                     error_code="BDG-6115", warn_code="BTG-W31"),
        IncidentSpec(id="ffp-pool-exhausted", kind="database", flavor="pool", service="loyalty-svc",
                     origin="ffp-mysql", start=_at(18, 8, 12), end=_at(18, 8, 51), error_rate=3,
                     error_code="LYL-2290", warn_code="FFP-W04", upstream=("paxapp-gateway",),
                     upstream_code="PGW-5020"),
        IncidentSpec(id="flightinfo-latency-blip", kind="blip", service="flightinfo-svc", start=_at(18, 7, 14),
                     end=_at(18, 7, 31), error_rate=0, warn_code="FLT-W12", alert_severity="warning"),
    ),
)
