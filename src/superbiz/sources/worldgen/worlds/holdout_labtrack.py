"""Held-out world ``labtrack``: clinical lab sample tracking in America/Lima (lab orders ``LAB-24-000913``,
patients ``pt_00412``).

Incidents: slow queries on verify-mysql behind verifier-svc, felt by reportsmith (a two-hop chain, ongoing); a
growing consumer backlog of clinnotify on topic critical-results (ongoing); the hospital HIS peer certificate
that expired this morning and was renewed before noon (his-bridge, resolved); a lock-wait storm on accession-pg
behind specimen-intake last night (resolved); a render cache eviction storm yesterday afternoon (resolved); a bad
courier-dispatch deploy yesterday morning rolled back; a short analyzer gateway latency blip early this morning.
Healthy: qc-tracker, tube-labeler, courier-dispatch (now), rawresult-kafka.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Lima")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 9, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="labtrack",
    title="Labtrack clinical sample tracking",
    seed=40913,
    timezone="America/Lima",
    anchor=_at(23, 14, 40),
    hours=36,
    ids=IdFormats(order="LAB-24-{seq:6}", user="pt_{num:5}", trace="{hex:24}"),
    order_service="specimen-intake",
    orders_per_hour=42,
    order_statuses=("RESULTED", "RESULTED", "VALIDATED", "IN_ANALYSIS", "REPORTED"),
    vocab=Vocabulary(db_alert="DbQueryTimeSlow", lag_alert="ConsumerBacklogRising", tls_alert="PeerCertRejected"),
    services=(
        _S(name="labdesk-api", team="平台组 Platform", description_zh="检验科前台 API（医生/护士站入口）",
           description_en="lab front desk API", depends_on=("specimen-intake", "reportsmith", "courier-dispatch")),
        _S(name="specimen-intake", team="标本组 Specimens", description_zh="标本接收登记",
           description_en="sample intake and accessioning",
           depends_on=("accession-pg", "tube-labeler", "his-bridge")),
        _S(name="accession-pg", kind="postgres", team="DBA", description_zh="标本登记数据库 (PostgreSQL)",
           description_en="accession database"),
        _S(name="tube-labeler", team="标本组 Specimens", description_zh="试管条码打印",
           description_en="tube barcode labels"),
        _S(name="instrument-bridge", team="仪器组 Instruments", description_zh="检验仪器网关（分析仪对接）",
           description_en="analyzer gateway", depends_on=("rawresult-kafka",)),
        _S(name="rawresult-kafka", kind="kafka", team="平台组 Platform", description_zh="仪器原始结果队列 (Kafka)",
           description_en="raw analyzer results queue"),
        _S(name="verifier-svc", team="审核组 Validation", description_zh="检验结果审核",
           description_en="result validation", depends_on=("verify-mysql", "rawresult-kafka", "qc-tracker")),
        _S(name="verify-mysql", kind="mysql", team="DBA", description_zh="结果审核数据库 (MySQL)",
           description_en="validation database"),
        _S(name="qc-tracker", team="质控组 QC", description_zh="质控规则追踪", description_en="QC rule tracking"),
        _S(name="reportsmith", team="报告组 Reports", description_zh="检验报告渲染（PDF）",
           description_en="report rendering", depends_on=("verifier-svc", "render-redis", "his-bridge")),
        _S(name="render-redis", kind="redis", team="报告组 Reports", description_zh="报告渲染缓存 (Redis)",
           description_en="report render cache"),
        _S(name="his-bridge", team="接口组 Integration", description_zh="医院 HIS 对接网关",
           description_en="hospital HIS interface", depends_on=("hospital-his",)),
        _S(name="hospital-his", kind="external", team="外部 External", description_zh="医院信息系统（外部合作方）",
           description_en="external hospital information system"),
        _S(name="courier-dispatch", team="物流组 Logistics", description_zh="标本取送调度（骑手取件）",
           description_en="courier pickup dispatch", depends_on=("accession-pg",)),
        _S(name="clinnotify", team="通知组 Notify", description_zh="临床医生危急值通知",
           description_en="clinician notifications", depends_on=("labevents-kafka",)),
        _S(name="labevents-kafka", kind="kafka", team="平台组 Platform", description_zh="检验事件队列 (Kafka)",
           description_en="lab event queue"),
    ),
    incidents=(
        IncidentSpec(id="verify-slow-queries", kind="database", flavor="slow_query", service="verifier-svc",
                     origin="verify-mysql", start=_at(23, 13, 52), error_rate=3, error_code="VRF-5044",
                     warn_code="VMY-1100", upstream=("reportsmith",), upstream_code="RPT-5031"),
        IncidentSpec(id="notify-backlog", kind="queue", service="clinnotify", topic="critical-results",
                     start=_at(23, 14, 2), error_rate=2, error_code="NTF-4080", warn_code="NTF-W11"),
        IncidentSpec(id="his-cert-expired", kind="certificate", service="his-bridge", origin="hospital-his",
                     start=_at(23, 7, 0), end=_at(23, 11, 18), error_rate=3, error_code="HIB-7019",
                     upstream=("specimen-intake",), upstream_code="SPI-4210", order_failure_share=0.3,
                     order_status="HIS_UNREACHABLE"),
        IncidentSpec(id="accession-lock-waits", kind="database", flavor="lock_wait", service="specimen-intake",
                     origin="accession-pg", start=_at(22, 23, 5), end=_at(22, 23, 41), error_rate=3,
                     error_code="SPI-4055", warn_code="PG-55P03", upstream=("labdesk-api",),
                     upstream_code="LDK-5030", order_failure_share=0.4, order_status="REJECTED_DB"),
        IncidentSpec(id="render-cache-evictions", kind="cache", service="reportsmith", origin="render-redis",
                     start=_at(22, 15, 20), end=_at(22, 16, 5), error_rate=4, error_code="RPT-3002",
                     warn_code="RDS-OOM"),
        IncidentSpec(id="courier-bad-deploy", kind="deploy", service="courier-dispatch", start=_at(22, 10, 10),
                     end=_at(22, 10, 34), error_rate=5, error_code="CRD-5000", version="5.2.0",
                     previous_version="5.1.3", upstream=("labdesk-api",), upstream_code="LDK-5020"),
        IncidentSpec(id="bridge-latency-blip", kind="blip", service="instrument-bridge", start=_at(23, 5, 40),
                     end=_at(23, 5, 52), error_rate=0, warn_code="IBR-W17", alert_severity="warning"),
    ),
)
