"""Knowledge-base retrieval benchmark: 10,000 generated chunks (Chinese + English ops vocabulary).

Prints: ingest time (chunking + DB + index build), index rebuild time, query latency p50/p95 over
the queries (warm, lexical layers), and the time a fresh ``KnowledgeBase`` takes to load the persisted
index and answer its first query. Run: ``python benchmarks/retrieval.py [--chunks 10000] [--queries 300]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from sqlalchemy import create_engine

from superbiz.sources.kb_tokenize import load_jieba
from superbiz.sources.knowledge import KnowledgeBase
from superbiz.store.tables import Base

__all__ = ["main"]

SERVICES = ["api-gateway", "order-service", "payment-service", "inventory-service", "user-service",
            "search-service", "risk-service", "notification-service", "logistics-service", "coupon-service",
            "cart-service", "review-service", "payment-db", "inventory-redis", "search-es", "sms-gateway"]
PREFIXES = ["PAY", "ORD", "NTF", "GW", "LOG", "USR", "INV", "CPN", "CRT", "SRH"]
METRICS = ["db_pool_active_connections", "db_pool_pending_threads", "db_pool_max_connections",
           "http_request_duration_seconds_p99", "http_requests_error_rate", "jvm_heap_used_bytes",
           "container_restarts_total", "disk_usage_percent", "http_5xx_rate", "redis_connected_clients",
           "kafka_consumer_lag", "gc_pause_seconds_total"]
ALERTS = ["PaymentDBPoolExhausted", "HighErrorRate", "HighMemoryUsage", "PodRestartLoop", "DiskSpaceCritical",
          "High5xxRate", "ServiceDown", "HighLatency", "KafkaLagHigh", "RedisEvictionStorm"]
TOPICS = ["数据库连接池耗尽", "内存泄漏", "磁盘写满", "上游超时", "缓存雪崩", "消息堆积", "慢查询", "线程池打满",
          "证书过期", "配置错误", "发布回滚", "流量突增", "依赖故障", "死锁", "网络抖动", "GC 停顿过长"]
HEADINGS = ["现象与识别", "排查步骤", "处置步骤", "恢复验证", "根因分析", "影响范围", "相关告警", "相关指标",
            "常见问题", "配置说明", "升级流程", "历史案例"]
CN = ["检查", "确认", "观察", "对比", "重启", "回滚", "扩容", "限流", "降级", "熔断", "告警", "日志", "指标",
      "延迟", "错误率", "连接数", "内存", "磁盘", "线程", "请求", "超时", "失败", "恢复", "值班", "负责人",
      "实例", "容器", "节点", "集群", "数据库", "缓存", "队列", "接口", "版本", "配置", "流量", "用户", "订单",
      "支付", "库存", "通知", "物流", "风控", "搜索", "网关", "依赖", "上游", "下游", "阈值", "持续"]
EN = ["timeout", "retry", "rollback", "heap dump", "slow query", "leak detection", "circuit breaker",
      "rate limit", "connection", "pool", "latency", "throughput", "deployment", "replica", "failover",
      "HikariCP", "OutOfMemoryError", "logrotate", "Bad Gateway", "nil pointer"]


def _paragraph(rng: random.Random) -> str:
    words: list[str] = []
    for _ in range(rng.randint(18, 40)):
        roll = rng.random()
        if roll < 0.62:
            words.append(rng.choice(CN))
        elif roll < 0.78:
            words.append(f" {rng.choice(EN)} ")
        elif roll < 0.86:
            words.append(f" {rng.choice(SERVICES)} ")
        elif roll < 0.92:
            words.append(f" {rng.choice(METRICS)} ")
        elif roll < 0.96:
            words.append(f" {rng.choice(ALERTS)} ")
        else:
            words.append(f" {rng.choice(PREFIXES)}-{rng.randint(4000, 5099)} ")
        if rng.random() < 0.12:
            words.append("，")
    return "".join(words).strip() + "。"


def write_corpus(folder: Path, *, chunks: int, seed: int = 7) -> int:
    """Markdown documents with ``chunks`` sections in total (one chunk each); returns the file count."""
    rng = random.Random(seed)
    per_doc = 20
    docs = (chunks + per_doc - 1) // per_doc
    folder.mkdir(parents=True, exist_ok=True)
    for d in range(docs):
        service = rng.choice(SERVICES)
        lines = [f"# {service} {rng.choice(TOPICS)}处置手册 {d}", ""]
        for s in range(min(per_doc, chunks - d * per_doc)):
            lines += [f"## {rng.choice(HEADINGS)} {s}", "", _paragraph(rng), "", _paragraph(rng), ""]
        (folder / f"doc-{d:05d}.md").write_text("\n".join(lines), encoding="utf-8")
    return docs


def queries(count: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    makers = [
        lambda: f"{rng.choice(SERVICES)} {rng.choice(TOPICS)}怎么处理",
        lambda: f"{rng.choice(PREFIXES)}-{rng.randint(4000, 5099)} 是什么错误",
        lambda: f"{rng.choice(ALERTS)} 告警的阈值和第一步",
        lambda: f"{rng.choice(METRICS)} 持续升高说明什么",
        lambda: f"{rng.choice(CN)}{rng.choice(CN)}{rng.choice(CN)} {rng.choice(EN)}",
        lambda: f"{rng.choice(TOPICS)}的排查步骤",
    ]
    return [rng.choice(makers)() for _ in range(count)]


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--chunks", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        t0 = time.perf_counter()
        load_jieba()
        print(f"jieba load:                 {time.perf_counter() - t0:8.3f} s")
        files = write_corpus(root / "docs", chunks=args.chunks)
        engine = create_engine(f"sqlite:///{root / 'app.db'}")
        Base.metadata.create_all(engine)
        kb = KnowledgeBase(engine, root / "kb_index")
        t0 = time.perf_counter()
        report = kb.ingest(root / "docs")
        print(f"ingest {files} files / {report.chunks_written} chunks (chunk+DB+index): "
              f"{time.perf_counter() - t0:.2f} s")
        t0 = time.perf_counter()
        kb.reindex()
        print(f"index rebuild (tokenise+bm25+save): {time.perf_counter() - t0:8.3f} s "
              f"({kb.stats.tokenised_chunks} chunks tokenised in total)")
        qs = queries(args.queries)
        kb.search(qs[0])
        latencies, layers = [], {"exact": 0, "bm25": 0, "embedding": 0}
        for q in qs:
            t0 = time.perf_counter()
            hits = kb.search(q, top_k=5)
            latencies.append((time.perf_counter() - t0) * 1000)
            for h in hits:
                layers[h.retrieval_layer] += 1
        print(f"query latency over {len(qs)} queries: p50 {_pct(latencies, 0.5):.2f} ms, "
              f"p95 {_pct(latencies, 0.95):.2f} ms, max {max(latencies):.2f} ms; hits by layer {layers}")
        t0 = time.perf_counter()
        fresh = KnowledgeBase(engine, root / "kb_index")
        fresh.search(qs[1], top_k=5)
        print(f"fresh KnowledgeBase: load persisted index + first query: {time.perf_counter() - t0:.3f} s "
              f"(index_loads={fresh.stats.index_loads}, tokenised_chunks={fresh.stats.tokenised_chunks})")
        later = [(time.perf_counter(), fresh.search(q, top_k=5), time.perf_counter()) for q in qs[:50]]
        print(f"fresh instance p50 over 50 queries: "
              f"{statistics.median((b - a) * 1000 for a, _, b in later):.2f} ms")
        engine.dispose()


if __name__ == "__main__":
    main()
