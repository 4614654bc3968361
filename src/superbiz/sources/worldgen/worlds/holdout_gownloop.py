"""Held-out world ``gownloop``: a formal-wear and gown rental (fittings, garment reservations, alterations, returns
and dry cleaning) in Africa/Maseru (UTC+02:00, no daylight time; "now" is 17:15 local on 6 December 2026 = 15:15
UTC the same day; the data begin 34 hours earlier, 07:15 local on 5 December). Rental records ``HIRE-004417-LS``
(six random digits; made by the customer app drapelane), customers ``wearer+48213`` (a plus sign and five digits),
trace ids ``gl`` + 12 hex digits.

Incidents (local times):

* the same fitting-calendar cache storm twice with one cause: evictions on the fitting-calendar cache
  pinslot-redis 13:00-13:20 and again 15:30-16:05 (both resolved), behind the fitting booking service fitbook and
  reaching the customers' app drapelane (chain drapelane -> fitbook -> pinslot-redis, two hops below the app);
  failed fitting bookings as records both times, status ``FITTING_FAILED``;
* a clean rollout of the alteration-notes service tuckline 2.4.0 at 16:35-16:38 (``rollout_ok``: a tempting false
  cause, five minutes before the next trouble);
* a bad deploy of the garment-return service hemback 3.11.0 at 16:40, NOT rolled back, still failing at "now"
  (failed returns as records, status ``RETURN_REFUSED``; drapelane's calls fail too);
* a WARN-only latency blip of the dry-cleaning partner link lavuro-link 10:00-10:14 (resolved).

Healthy: the garment reservation service gownhold and its wardrobe database gownhold-db, the fitting bookings
database fitbook-pg, the returns database hemback-db, the alteration-notes database tuckline-pg, the dry-cleaning
partner lavuro itself (silent external), the SMS notifier sashmail, the boutique staff console atelierdesk.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Maseru")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="gownloop",
    title="Gownloop formal-wear and gown rental",
    seed=72614,
    timezone="Africa/Maseru",
    anchor=_at(6, 17, 15),
    hours=34,
    ids=IdFormats(order="HIRE-{num:6}-LS", user="wearer+{num:5}", trace="gl{hex:12}"),
    order_service="drapelane",
    orders_per_hour=40,
    order_statuses=("BOOKED", "PICKED_UP", "RETURNED", "RETURNED"),
    vocab=Vocabulary(request_rate="gown_rps", latency="gown_p99_ms", error_ratio="gown_err_share",
                     hit_ratio="fitcal_hit_share", evictions="fitcal_evictions_ps",
                     query_latency="wardrobe_sql_p99_ms", lock_waits="wardrobe_lock_waits_ps",
                     pool_in_use="wardrobe_conns_busy", pool_size="wardrobe_conns_max",
                     consumer_lag="cleaning_jobs_behind", tls_days="cleaner_cert_days_left",
                     tls_failures="cleaner_tls_fail_ps", cache_alert="FitCalHitShareLow",
                     latency_alert="GownP99Slow", error_alert="GownErrShareHigh", db_alert="WardrobeSqlSlow",
                     pool_alert="WardrobeConnsFull", lag_alert="CleaningJobsBehind", tls_alert="CleanerTlsBroken"),
    services=(
        _S(name="drapelane", team="顾客App组 Customer App", description_zh="顾客租衣App (试衣预约、租借与归还)",
           description_en="customer rental app", depends_on=("fitbook", "gownhold", "hemback", "tuckline")),
        _S(name="fitbook", team="试衣组 Fittings", description_zh="试衣预约服务",
           description_en="fitting booking service", depends_on=("pinslot-redis", "fitbook-pg")),
        _S(name="pinslot-redis", kind="redis", team="试衣组 Fittings", description_zh="试衣日历缓存 (Redis)",
           description_en="fitting calendar cache"),
        _S(name="fitbook-pg", kind="postgres", team="试衣组 Fittings", description_zh="试衣预约数据库 (PostgreSQL)",
           description_en="fitting bookings database"),
        _S(name="gownhold", team="衣橱组 Wardrobe", description_zh="礼服预留服务",
           description_en="garment reservation service", depends_on=("gownhold-db",)),
        _S(name="gownhold-db", kind="mysql", team="衣橱组 Wardrobe", description_zh="衣橱库存数据库 (MySQL)",
           description_en="wardrobe stock database"),
        _S(name="hemback", team="归还组 Returns", description_zh="礼服归还服务",
           description_en="garment return service", depends_on=("hemback-db", "tuckline", "lavuro-link")),
        _S(name="hemback-db", kind="mysql", team="归还组 Returns", description_zh="归还记录数据库 (MySQL)",
           description_en="returns database"),
        _S(name="tuckline", team="改衣组 Alterations", description_zh="改衣备注服务",
           description_en="alteration notes service", depends_on=("tuckline-pg",)),
        _S(name="tuckline-pg", kind="postgres", team="改衣组 Alterations", description_zh="改衣备注数据库 (PostgreSQL)",
           description_en="alteration notes database"),
        _S(name="lavuro-link", team="干洗组 Dry Cleaning", description_zh="干洗合作方对接服务",
           description_en="dry-cleaning partner link", depends_on=("lavuro",)),
        _S(name="lavuro", kind="external", team="外部 External", description_zh="干洗合作方",
           description_en="dry-cleaning partner"),
        _S(name="sashmail", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notifier"),
        _S(name="atelierdesk", team="门店组 Boutique", description_zh="门店员工台",
           description_en="boutique staff console", depends_on=("gownhold", "sashmail")),
    ),
    incidents=(
        IncidentSpec(id="fitcal-storm-early", kind="cache", service="fitbook", origin="pinslot-redis",
                     start=_at(6, 13, 0), end=_at(6, 13, 20), error_rate=3, error_code="FTB-5037",
                     warn_code="PSR-W204", upstream=("drapelane",), upstream_code="DLN-5021",
                     order_failure_share=0.4, order_status="FITTING_FAILED"),
        IncidentSpec(id="fitcal-storm-late", kind="cache", service="fitbook", origin="pinslot-redis",
                     start=_at(6, 15, 30), end=_at(6, 16, 5), error_rate=3, error_code="FTB-5037",
                     warn_code="PSR-W204", upstream=("drapelane",), upstream_code="DLN-5021",
                     order_failure_share=0.4, order_status="FITTING_FAILED"),
        IncidentSpec(id="tuckline-rollout", kind="deploy", service="tuckline", start=_at(6, 16, 35),
                     end=_at(6, 16, 38), version="2.4.0", previous_version="2.3.7", rollout_ok=True),
        IncidentSpec(id="hemback-bad-deploy", kind="deploy", service="hemback", start=_at(6, 16, 40),
                     error_rate=4, error_code="HMB-5009", version="3.11.0", previous_version="3.10.4",
                     upstream=("drapelane",), upstream_code="DLN-5024", order_failure_share=0.5,
                     order_status="RETURN_REFUSED"),
        IncidentSpec(id="lavuro-link-blip", kind="blip", service="lavuro-link", start=_at(6, 10, 0),
                     end=_at(6, 10, 14), error_rate=0, warn_code="LVL-W310", alert_severity="warning"),
    ),
)
