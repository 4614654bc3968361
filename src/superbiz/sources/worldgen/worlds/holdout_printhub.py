"""Held-out world ``printhub``: a print-on-demand shop in Asia/Manila (UTC+08:00; print job ids with slashes
``PJ/2026/000123``, customers ``cust.8812``).

Flow: storefront-edge → upload-intake (file upload) → preflight-svc (preflight checks) → jobdesk-api (print jobs)
→ render-jobs (Kafka) → rasterforge (RIP rendering, plate cache raster-cache) ; pressline-sched (press job queue)
→ bindery-svc (finishing / binding) → courier-bridge (courier handoff to the external swiftparcel-api);
payments through paylink-svc and the external paynamic-gw.

Incidents: rasterforge twice today: a plate-cache eviction storm on raster-cache this morning (resolved) and a
render job backlog on render-jobs this afternoon (ongoing); the courier partner's certificate expired yesterday
evening and was renewed after local midnight; a lock-wait storm on bindery-mysql behind bindery-svc yesterday
afternoon (resolved); a bad deploy of paylink-svc late this morning (rolled back, print jobs failed with
PAYMENT_ERROR); a latency blip on preflight-svc last night; connection-pool exhaustion on pressline-pg behind
pressline-sched (ongoing).
Healthy: storefront-edge, upload-intake.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Manila")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="printhub",
    title="Printhub print-on-demand",
    seed=61129,
    timezone="Asia/Manila",
    anchor=_at(17, 16, 40),
    hours=36,
    ids=IdFormats(order="PJ/2026/{seq:6}", user="cust.{num:4}", trace="ph{hex:18}"),
    order_service="jobdesk-api",
    orders_per_hour=38,
    order_statuses=("PRINTED", "PRINTED", "BOUND", "HANDED_TO_COURIER", "QUEUED"),
    vocab=Vocabulary(latency="resp_p99_ms", consumer_lag="render_queue_depth", lag_alert="RenderBacklogHigh",
                     cache_alert="PlateCacheMissing", pool_alert="PgPoolExhausted", error_alert="HighErrorRatio",
                     tls_alert="PartnerTLSBroken"),
    services=(
        _S(name="storefront-edge", team="平台组 Platform", description_zh="店面入口网关",
           description_en="storefront edge gateway", depends_on=("upload-intake", "jobdesk-api")),
        _S(name="upload-intake", team="文件组 Files", description_zh="印刷文件上传",
           description_en="artwork file upload", depends_on=("preflight-svc",)),
        _S(name="preflight-svc", team="文件组 Files", description_zh="印前检查 (出血、分辨率、字体)",
           description_en="preflight checks"),
        _S(name="jobdesk-api", team="订单组 Jobs", description_zh="印刷任务下单与管理",
           description_en="print job desk API",
           depends_on=("preflight-svc", "rasterforge", "jobdesk-pg", "paylink-svc", "render-jobs")),
        _S(name="jobdesk-pg", kind="postgres", team="DBA", description_zh="印刷任务数据库 (PostgreSQL)",
           description_en="print job database"),
        _S(name="render-jobs", kind="kafka", team="平台组 Platform", description_zh="RIP 渲染任务队列 (Kafka)",
           description_en="RIP render job queue"),
        _S(name="rasterforge", team="印前组 Prepress", description_zh="RIP 栅格化渲染",
           description_en="RIP rendering", depends_on=("render-jobs", "raster-cache")),
        _S(name="raster-cache", kind="redis", team="印前组 Prepress", description_zh="印版缓存 (Redis)",
           description_en="plate cache"),
        _S(name="pressline-sched", team="印刷车间组 Pressroom", description_zh="印刷机排程队列",
           description_en="press job scheduler", depends_on=("pressline-pg", "bindery-svc")),
        _S(name="pressline-pg", kind="postgres", team="DBA", description_zh="排程数据库 (PostgreSQL)",
           description_en="press schedule database"),
        _S(name="bindery-svc", team="后道组 Finishing", description_zh="装订与后道加工",
           description_en="finishing and binding", depends_on=("bindery-mysql", "courier-bridge")),
        _S(name="bindery-mysql", kind="mysql", team="DBA", description_zh="后道数据库 (MySQL)",
           description_en="finishing database"),
        _S(name="courier-bridge", team="物流组 Logistics", description_zh="快递交接",
           description_en="courier handoff", depends_on=("swiftparcel-api",)),
        _S(name="swiftparcel-api", kind="external", team="外部 External", description_zh="外部快递合作方接口",
           description_en="external courier partner"),
        _S(name="paylink-svc", team="支付组 Payments", description_zh="支付对接", description_en="payment link",
           depends_on=("paynamic-gw",)),
        _S(name="paynamic-gw", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="external payment partner"),
    ),
    incidents=(
        IncidentSpec(id="plate-cache-evictions", kind="cache", service="rasterforge", origin="raster-cache",
                     start=_at(17, 9, 14), end=_at(17, 10, 2), error_rate=3, error_code="RFG-4471",
                     warn_code="RCH-W09", upstream=("jobdesk-api",), upstream_code="JDK-5204"),
        IncidentSpec(id="render-backlog", kind="queue", service="rasterforge", origin="render-jobs",
                     start=_at(17, 14, 6), error_rate=2, error_code="RFG-3302", warn_code="RFG-W31",
                     topic="rip.render", alert_severity="warning"),
        IncidentSpec(id="courier-cert-expired", kind="certificate", service="courier-bridge",
                     origin="swiftparcel-api", start=_at(16, 20, 47), end=_at(17, 0, 18), error_rate=3,
                     error_code="CRB-0495", upstream=("bindery-svc",), upstream_code="BND-4102"),
        IncidentSpec(id="bindery-lock-waits", kind="database", flavor="lock_wait", service="bindery-svc",
                     origin="bindery-mysql", start=_at(16, 15, 22), end=_at(16, 15, 59), error_rate=3,
                     error_code="BND-1205", warn_code="MY-1205W"),
        IncidentSpec(id="paylink-bad-deploy", kind="deploy", service="paylink-svc", start=_at(17, 11, 33),
                     end=_at(17, 11, 52), error_rate=5, error_code="PLK-5000", version="4.9.0",
                     previous_version="4.8.3", upstream=("jobdesk-api",), upstream_code="JDK-5021",
                     order_failure_share=0.4, order_status="PAYMENT_ERROR"),
        IncidentSpec(id="preflight-blip", kind="blip", service="preflight-svc", start=_at(16, 22, 9),
                     end=_at(16, 22, 27), error_rate=0, warn_code="PFL-W04", alert_severity="warning"),
        IncidentSpec(id="pressline-pool", kind="database", flavor="pool", service="pressline-sched",
                     origin="pressline-pg", start=_at(17, 15, 51), error_rate=4, error_code="PLS-5103",
                     warn_code="PG-POOL-W"),
    ),
)
