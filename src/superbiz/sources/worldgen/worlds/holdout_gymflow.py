"""Held-out world ``gymflow``: a fitness-club chain in Atlantic/Azores (UTC-01:00 in winter; bookings
``BKG-Q7Z48213``, members ``M-KQ48213``).

Incidents: lock waits on slotbook-pg behind the class-booking service slotbook twice today (a morning episode
that resolved, the same kind again ongoing at "now"), a badge-redis eviction storm behind the door-access service
turnstyle yesterday evening (resolved), a deploy of coachcal yesterday afternoon that went fine, an expired
certificate of the push provider behind pingwave across local midnight (renewed), a check-in event backlog on
rollcall this morning (resolved), a latency blip on passkeep at lunchtime.
Healthy: tillpay and dunning-worker (payments), coachcal after its rollout, member-mysql.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Atlantic/Azores")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="gymflow",
    title="GymFlow fitness clubs",
    seed=50417,
    timezone="Atlantic/Azores",
    anchor=_at(2, 15, 10),
    hours=36,
    ids=IdFormats(order="BKG-{alnum:3}{num:5}", user="M-{alpha:2}{num:5}", trace="{hex:24}"),
    order_service="slotbook",
    orders_per_hour=40,
    order_statuses=("CONFIRMED", "CONFIRMED", "CONFIRMED", "WAITLISTED", "CHECKED_IN"),
    vocab=Vocabulary(db_alert="DbLockWaitsHigh", error_alert="ErrorRateHigh", lag_alert="EventBacklogGrowing"),
    services=(
        _S(name="gf-edge", team="平台组 Platform", description_zh="会员 App 网关",
           description_en="member app gateway", depends_on=("slotbook", "passkeep", "coachcal", "tillpay")),
        _S(name="slotbook", team="团课组 Classes", description_zh="团课预约服务",
           description_en="class booking service", depends_on=("slotbook-pg", "passkeep", "gymbus-kafka")),
        _S(name="slotbook-pg", kind="postgres", team="DBA", description_zh="团课预约数据库 (PostgreSQL)",
           description_en="class booking database"),
        _S(name="passkeep", team="会籍组 Membership", description_zh="会籍与会员卡服务",
           description_en="membership and member card service", depends_on=("member-mysql", "tillpay")),
        _S(name="member-mysql", kind="mysql", team="DBA", description_zh="会员数据库 (MySQL)",
           description_en="member database"),
        _S(name="turnstyle", team="门店设备组 Club Devices", description_zh="门禁闸机服务",
           description_en="door access service", depends_on=("badge-redis", "passkeep")),
        _S(name="badge-redis", kind="redis", team="门店设备组 Club Devices", description_zh="门禁凭证缓存 (Redis)",
           description_en="door badge cache"),
        _S(name="coachcal", team="教练组 Coaching", description_zh="教练排班服务",
           description_en="trainer schedule service", depends_on=("member-mysql",)),
        _S(name="tillpay", team="支付组 Payments", description_zh="支付收款服务",
           description_en="payment service", depends_on=("acquira-gw",)),
        _S(name="acquira-gw", kind="external", team="外部 External", description_zh="外部收单网关",
           description_en="external card acquirer"),
        _S(name="dunning-worker", team="支付组 Payments", description_zh="会费自动扣款",
           description_en="recurring membership dues billing", depends_on=("tillpay", "member-mysql")),
        _S(name="pingwave", team="消息组 Messaging", description_zh="推送通知服务",
           description_en="push notification service", depends_on=("pushgate-ext", "gymbus-kafka")),
        _S(name="pushgate-ext", kind="external", team="外部 External", description_zh="外部推送通道",
           description_en="external push provider"),
        _S(name="rollcall", team="门店设备组 Club Devices", description_zh="到店签到处理",
           description_en="club check-in processor", depends_on=("gymbus-kafka",)),
        _S(name="gymbus-kafka", kind="kafka", team="平台组 Platform", description_zh="业务事件总线 (Kafka)",
           description_en="business event bus"),
    ),
    incidents=(
        IncidentSpec(id="coachcal-rollout", kind="deploy", service="coachcal", start=_at(1, 15, 5),
                     end=_at(1, 15, 19), error_rate=0, version="4.2.0", previous_version="4.1.3",
                     rollout_ok=True),
        IncidentSpec(id="badge-cache-evictions", kind="cache", service="turnstyle", origin="badge-redis",
                     start=_at(1, 19, 42), end=_at(1, 19, 57), error_rate=3, error_code="TST-3104",
                     warn_code="RDS-EVICT"),
        IncidentSpec(id="push-cert-expired", kind="certificate", service="pingwave", origin="pushgate-ext",
                     start=_at(1, 23, 18), end=_at(2, 0, 36), error_rate=2, error_code="PNG-0495"),
        IncidentSpec(id="booking-lock-morning", kind="database", flavor="lock_wait", service="slotbook",
                     origin="slotbook-pg", start=_at(2, 7, 48), end=_at(2, 8, 29), error_rate=3,
                     error_code="SLB-4090", warn_code="PG-55P03", upstream=("gf-edge",), upstream_code="EDG-5031",
                     order_failure_share=0.5, order_status="BOOKING_FAILED"),
        IncidentSpec(id="checkin-backlog", kind="queue", service="rollcall", topic="checkin-events",
                     start=_at(2, 10, 6), end=_at(2, 10, 44), error_rate=2, error_code="RCL-2201",
                     warn_code="RCL-W10"),
        IncidentSpec(id="passkeep-blip", kind="blip", service="passkeep", start=_at(2, 12, 33),
                     end=_at(2, 12, 46), error_rate=0, warn_code="PSK-W07", alert_severity="warning"),
        IncidentSpec(id="booking-lock-now", kind="database", flavor="lock_wait", service="slotbook",
                     origin="slotbook-pg", start=_at(2, 14, 21), error_rate=4, error_code="SLB-4090",
                     warn_code="PG-55P03", upstream=("gf-edge",), upstream_code="EDG-5031",
                     order_failure_share=0.5, order_status="BOOKING_FAILED"),
    ),
)
