"""Held-out world ``souqpay``: QR payments for market merchants in Doha, Asia/Qatar (UTC+03:00, no daylight time;
"now" is 20:40 local on 4 December = 17:40 UTC, the evening market peak; QR payments ``QRP-000417-D`` (made by
the payments gateway dallal-gw), payers by Qatari mobile number ``974NNNNNNNN``, trace ids ``sqp`` + 10 hex digits).

Incidents: the merchants database pool of tujjar-pg is exhausted since 20:10 under the QR payments gateway
dallal-gw (payments declined as records; the merchant app bayya-app fails with it; ongoing); a CLEAN rollout of
the merchant app bayya-app 5.8.0 at 20:15–20:22 (``rollout_ok``; a tempting false cause); a bad deploy of the
loyalty service nuqta-svc 3.2.0 at 18:30, NOT rolled back and still failing now (the wallet app mahfaza-app's
points screen fails with it); the SMS OTP partner smsbridge-qa's certificate was expired 19:00–19:40 (the OTP
sender ramz-otp failed its handshakes; renewed); overnight 01:30–04:10 the settlement batch queue qasima-q backed
up behind the settlement job qasima-batch (resolved).
Healthy: hawiya-kyc (merchant KYC), iesal-mail (e-receipts), nuqta-redis, qasima-db, masraf-bank.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Qatar")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="souqpay",
    title="Souqpay QR payments for Doha market merchants",
    seed=97417,
    timezone="Asia/Qatar",
    anchor=_at(4, 20, 40),
    hours=36,
    ids=IdFormats(order="QRP-{seq:6}-D", user="974{num:8}", trace="sqp{hex:10}"),
    order_service="dallal-gw",
    orders_per_hour=60,
    order_statuses=("CAPTURED", "CAPTURED", "SETTLED"),
    vocab=Vocabulary(request_rate="qr_scans_ps", latency="pay_p95_ms", error_ratio="pay_fail_frac",
                     hit_ratio="points_cache_hit", evictions="points_evicted_ps", query_latency="tujjar_sql_p95_ms",
                     lock_waits="tujjar_lock_waits_ps", pool_in_use="tujjar_conns_busy",
                     pool_size="tujjar_conns_max", consumer_lag="settle_batches_unread",
                     tls_days="sms_cert_days_left", tls_failures="sms_tls_fail_ps",
                     cache_alert="PointsCacheCold", latency_alert="PayP95Slow",
                     error_alert="PayFailFracHigh", db_alert="TujjarSqlSlow", pool_alert="TujjarPoolExhausted",
                     lag_alert="SettleBatchesPiling", tls_alert="SmsTlsFailing"),
    services=(
        _S(name="bayya-app", team="商户端组 Merchant App", description_zh="商户收款App (摊主扫码收款)",
           description_en="merchant app", depends_on=("dallal-gw", "hawiya-kyc")),
        _S(name="mahfaza-app", team="钱包组 Wallet", description_zh="钱包App (顾客扫码付款)",
           description_en="wallet app", depends_on=("dallal-gw", "nuqta-svc", "ramz-otp")),
        _S(name="dallal-gw", team="支付网关组 Payments", description_zh="扫码支付网关",
           description_en="QR payments gateway", depends_on=("tujjar-pg",)),
        _S(name="tujjar-pg", kind="postgres", team="DBA", description_zh="商户数据库 (PostgreSQL)",
           description_en="merchants database"),
        _S(name="nuqta-svc", team="积分组 Loyalty", description_zh="积分服务 (会员积分)",
           description_en="loyalty points service", depends_on=("nuqta-redis",)),
        _S(name="nuqta-redis", kind="redis", team="积分组 Loyalty", description_zh="积分缓存 (Redis)",
           description_en="points cache"),
        _S(name="ramz-otp", team="账号安全组 Identity", description_zh="短信验证码服务",
           description_en="SMS OTP sender", depends_on=("smsbridge-qa",)),
        _S(name="smsbridge-qa", kind="external", team="外部 External", description_zh="短信验证码合作方",
           description_en="SMS OTP partner"),
        _S(name="qasima-batch", team="清结算组 Settlement", description_zh="商户结算批处理",
           description_en="merchant settlement batch", depends_on=("qasima-q", "qasima-db", "masraf-bank")),
        _S(name="qasima-q", kind="kafka", team="清结算组 Settlement", description_zh="结算批次队列 (Kafka)",
           description_en="settlement batch queue"),
        _S(name="qasima-db", kind="mysql", team="清结算组 Settlement", description_zh="结算数据库 (MySQL)",
           description_en="settlement database"),
        _S(name="masraf-bank", kind="external", team="外部 External", description_zh="结算银行接口",
           description_en="settlement bank"),
        _S(name="hawiya-kyc", team="商户入驻组 Onboarding", description_zh="商户实名认证 (KYC)",
           description_en="merchant KYC check"),
        _S(name="iesal-mail", team="商户端组 Merchant App", description_zh="电子小票邮件服务",
           description_en="e-receipt mailer", depends_on=("dallal-gw",)),
    ),
    incidents=(
        IncidentSpec(id="tujjar-pool", kind="database", flavor="pool", service="dallal-gw", origin="tujjar-pg",
                     start=_at(4, 20, 10), error_rate=4, error_code="DLG-5307", warn_code="TJP-W12",
                     upstream=("bayya-app",), upstream_code="BYA-5021", order_failure_share=0.35,
                     order_status="PAY_DECLINED"),
        IncidentSpec(id="bayya-rollout", kind="deploy", service="bayya-app", start=_at(4, 20, 15),
                     end=_at(4, 20, 22), version="5.8.0", previous_version="5.7.3", rollout_ok=True),
        IncidentSpec(id="nuqta-bad-deploy", kind="deploy", service="nuqta-svc", start=_at(4, 18, 30),
                     error_rate=3, error_code="NQT-5009", version="3.2.0", previous_version="3.1.6",
                     upstream=("mahfaza-app",), upstream_code="MHF-5032"),
        IncidentSpec(id="smsbridge-cert", kind="certificate", service="ramz-otp", origin="smsbridge-qa",
                     start=_at(4, 19, 0), end=_at(4, 19, 40), error_rate=3, error_code="OTP-4951"),
        IncidentSpec(id="qasima-backlog", kind="queue", service="qasima-batch", origin="qasima-q",
                     start=_at(4, 1, 30), end=_at(4, 4, 10), error_rate=2, error_code="QSB-4410",
                     warn_code="QSQ-W07", topic="settlement.batches"),
    ),
)
