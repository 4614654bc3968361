"""Held-out world ``glassfurn``: a glass-blowing studio (class bookings, furnace-time slots, commissioned pieces)
in Asia/Barnaul (UTC+07:00). Order ids ``gf.2611.0042`` (dots), users ``gfu.KX40213``, trace ids ``vtr.<hex>.<hex>``.

"Now" is 2026-12-09 01:20 local (just after midnight); the data starts 2026-12-07 13:20 local (36 hours).

Incidents (local times):

* shardfind (gallery search) latency blip, warnings only: 2026-12-08 10:12-10:29 (resolved).
* row-lock waits on lehr-mysql (payments database) behind pontilpay: 2026-12-08 15:05-15:40 (resolved);
  orders fail TILL_JAMMED.
* bad deploy of jackline-svc (commissioned pieces) 5.3.0 at 2026-12-08 18:00, rolled back to 5.2.4 at 18:50;
  marverdesk (studio app) sees its 500s; orders fail COMMISSION_VOID.
* Kafka furnace-slot backlog on topic tuyere.slotclaims of annealq-worker (bitbatch-kafka) 2026-12-08 20:10-21:30
  (resolved), three hops below marverdesk (marverdesk -> glorywarm-api -> annealq-worker -> bitbatch-kafka);
  orders fail SLOT_LAPSED.
* clean rollout of tinkorra (notifications) 2.8.1 at 2026-12-08 23:30, completed 23:37: no errors (a tempting
  false cause of the cache storm that follows).
* cache eviction storm on cullet-redis under seatloom (class seats) 2026-12-08 23:40 - 2026-12-09 00:25
  (resolved, across local midnight), two hops below gaffbook (class-booking app); orders fail SEAT_LOST.
* the kiln-sensor partner thermoqix's certificate expired at 2026-12-09 00:50 and is still expired: crucivue
  (kiln sensor monitor) fails TLS handshakes, glorywarm-api sees it too (ongoing).

Healthy: muffleprof (member profiles), tinkorra (rollout only), frit-pg, opalidx-es.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Barnaul")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="glassfurn",
    title="Glassfurn glass-blowing studio",
    seed=261109,
    timezone="Asia/Barnaul",
    anchor=_at(9, 1, 20),
    hours=36,
    ids=IdFormats(order="gf.{num:4}.{seq:4}", user="gfu.{alpha:2}{num:5}", trace="vtr.{hex:8}.{hex:12}"),
    order_service="pontilpay",
    orders_per_hour=34,
    order_statuses=("BOOKED", "BOOKED", "FIRED", "COLLECTED"),
    vocab=Vocabulary(cache_alert="SeatCacheThinning", latency_alert="SlowGlassResponse", error_alert="ErrorFlareUp",
                     db_alert="RowLockJam", pool_alert="PoolOverbrim", lag_alert="FurnaceLagMounting",
                     tls_alert="CertGoneSour"),
    services=(
        _S(name="marverdesk", team="前台组 Frontdesk", description_zh="工作室门户 (学员与客户用的主应用)",
           description_en="studio app (the main portal for students and patrons)",
           depends_on=("glorywarm-api", "jackline-svc", "pontilpay", "shardfind", "muffleprof")),
        _S(name="gaffbook", team="课程组 Classes", description_zh="课程预约应用", description_en="class-booking app",
           depends_on=("seatloom", "tinkorra", "pontilpay", "muffleprof")),
        _S(name="seatloom", team="课程组 Classes", description_zh="课程座位服务", description_en="class seat service",
           depends_on=("cullet-redis",)),
        _S(name="cullet-redis", kind="redis", team="课程组 Classes", description_zh="座位缓存 (Redis)",
           description_en="seat cache (Redis)"),
        _S(name="glorywarm-api", team="炉务组 Furnace", description_zh="炉时段接口",
           description_en="furnace-time slot API", depends_on=("annealq-worker", "crucivue")),
        _S(name="annealq-worker", team="炉务组 Furnace", description_zh="炉时段排程处理",
           description_en="furnace-slot scheduling worker", depends_on=("bitbatch-kafka",)),
        _S(name="bitbatch-kafka", kind="kafka", team="平台组 Platform", description_zh="炉时段消息队列 (Kafka)",
           description_en="furnace-slot queue (Kafka)"),
        _S(name="crucivue", team="炉务组 Furnace", description_zh="窑温传感监控", description_en="kiln sensor monitor",
           depends_on=("thermoqix",)),
        _S(name="thermoqix", kind="external", team="外部 External", description_zh="外部窑温传感合作方",
           description_en="kiln-sensor partner"),
        _S(name="jackline-svc", team="定制组 Commissions", description_zh="定制作品服务",
           description_en="commissioned pieces service", depends_on=("frit-pg",)),
        _S(name="frit-pg", kind="postgres", team="定制组 Commissions", description_zh="定制作品数据库 (PostgreSQL)",
           description_en="commissions database"),
        _S(name="pontilpay", team="收银组 Till", description_zh="收银与订单服务", description_en="payments and orders",
           depends_on=("lehr-mysql",)),
        _S(name="lehr-mysql", kind="mysql", team="收银组 Till", description_zh="收银数据库 (MySQL)",
           description_en="payments database"),
        _S(name="shardfind", team="画廊组 Gallery", description_zh="作品画廊搜索", description_en="gallery search",
           depends_on=("opalidx-es",)),
        _S(name="opalidx-es", kind="elasticsearch", team="画廊组 Gallery", description_zh="画廊索引 (Elasticsearch)",
           description_en="gallery index"),
        _S(name="tinkorra", team="消息组 Notify", description_zh="通知推送服务", description_en="notification service"),
        _S(name="muffleprof", team="会员组 Members", description_zh="会员资料", description_en="member profiles"),
    ),
    incidents=(
        IncidentSpec(id="shardfind-blip", kind="blip", service="shardfind", start=_at(8, 10, 12),
                     end=_at(8, 10, 29), error_rate=0, warn_code="SHF-W12", alert_severity="warning"),
        IncidentSpec(id="lehr-locks", kind="database", flavor="lock_wait", service="pontilpay", origin="lehr-mysql",
                     start=_at(8, 15, 5), end=_at(8, 15, 40), error_rate=3, error_code="PNP-5061",
                     warn_code="LHR-W41", order_failure_share=0.6, order_status="TILL_JAMMED"),
        IncidentSpec(id="jackline-deploy", kind="deploy", service="jackline-svc", start=_at(8, 18, 0),
                     end=_at(8, 18, 50), error_rate=4, error_code="JKL-5009", version="5.3.0",
                     previous_version="5.2.4", upstream=("marverdesk",), upstream_code="MVD-5027",
                     order_failure_share=0.5, order_status="COMMISSION_VOID"),
        IncidentSpec(id="slot-backlog", kind="queue", service="annealq-worker", origin="bitbatch-kafka",
                     start=_at(8, 20, 10), end=_at(8, 21, 30), error_rate=2, error_code="ANW-3316",
                     warn_code="ANW-W08", topic="tuyere.slotclaims", upstream=("glorywarm-api", "marverdesk"),
                     upstream_code="GLW-5044", order_failure_share=0.45, order_status="SLOT_LAPSED"),
        IncidentSpec(id="tinkorra-rollout", kind="deploy", service="tinkorra", start=_at(8, 23, 30),
                     end=_at(8, 23, 37), version="2.8.1", previous_version="2.8.0", rollout_ok=True),
        IncidentSpec(id="cullet-storm", kind="cache", service="seatloom", origin="cullet-redis",
                     start=_at(8, 23, 40), end=_at(9, 0, 25), error_rate=3, error_code="SLQ-4471",
                     warn_code="CUL-W19", upstream=("gaffbook",), upstream_code="GFB-5032",
                     order_failure_share=0.55, order_status="SEAT_LOST"),
        IncidentSpec(id="thermoqix-cert", kind="certificate", service="crucivue", origin="thermoqix",
                     start=_at(9, 0, 50), error_rate=3, error_code="KXV-4951", upstream=("glorywarm-api",),
                     upstream_code="GLW-5260"),
    ),
)
