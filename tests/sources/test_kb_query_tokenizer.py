"""Query tokenisation without loading jieba's dictionary: same tokens, same hits, no dictionary load."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine

from superbiz.knowledge import demo_dir
from superbiz.sources.kb_tokenize import JiebaDictionary, QueryTokenizer, load_jieba, tokenize
from superbiz.sources.knowledge import KnowledgeBase
from superbiz.store.tables import Base

#: Realistic ops questions (tests/sources/test_knowledge*.py, benchmarks/chat.py, planner follow-ups) and more.
QUERIES = [
    "payment-service 最近半小时为什么大量超时？",
    "order-service 为什么一直在重启？",
    "notification-service 最近一小时短信为什么发不出去？",
    "api-gateway 最近半小时为什么大量 502？",
    "确认一下 order-service 的 HighMemoryUsage 告警是不是还在触发",
    "确认一下 user-service 最近一小时有没有 ERROR 日志",
    "checkout-service 最近半小时为什么报错？",
    "PAY-5003 是什么错误 支付 超时 排查",
    "支付服务数据库连接池耗尽怎么处理",
    "order-service 内存泄漏 OOM 重启怎么排查",
    "通知服务日志盘写满 No space left on device",
    "网关 502 级联 下游服务 panic",
    "值班 故障升级 IC 通知范围",
    "search-es 分片迁移导致搜索延迟的复盘",
    "今天天气怎么样",
    "PAY-5003 连接池",
    "payment-service 处置",
    "数据库连接池耗尽处置手册（HikariCP） 处置步骤",
    "JVM 内存泄漏与 OOM 重启处置手册 处置步骤",
    "日志盘写满处置手册 处置步骤",
    "PAY-5003 PaymentDBPoolExhausted 处置步骤",
    "ORD-5001 HighMemoryUsage PodRestartLoop 处置步骤",
    "磁盘满了怎么清理日志",
    "接口响应很慢怎么办",
    "堆内存一直上涨是不是内存泄漏",
    "P1 故障要通知哪些人",
    "db_pool_active_connections 指标是什么意思",
    "ServiceDown 告警触发后第一步做什么",
    "HikariCP connection is not available, request timed out after 3000ms",
    "为什么支付成功率下降了 3.5%",
    "Full GC 频繁 怎么排查",
    "紧急回滚的审批流程",
]

#: The runbook each of these questions must find first.
EXPECTED_FIRST = {
    "支付服务数据库连接池耗尽怎么处理": "demo/01-runbook-db-pool-exhaustion.md",
    "order-service 内存泄漏 OOM 重启怎么排查": "demo/02-runbook-jvm-oom.md",
    "通知服务日志盘写满 No space left on device": "demo/03-runbook-disk-full.md",
    "网关 502 级联 下游服务 panic": "demo/04-runbook-upstream-502.md",
    "值班 故障升级 IC 通知范围": "demo/11-oncall-escalation.md",
}


@pytest.fixture(scope="module")
def dictionary(tmp_path_factory: pytest.TempPathFactory) -> JiebaDictionary:
    return JiebaDictionary.ensure(tmp_path_factory.mktemp("jieba-dict"))


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    eng = create_engine(f"sqlite:///{tmp_path / 'app.db'}")
    Base.metadata.create_all(eng)
    yield eng
    eng.dispose()


def _demo_lines() -> list[str]:
    return [line for f in sorted(demo_dir().glob("*.md")) for line in f.read_text(encoding="utf-8").splitlines()]


def test_query_tokenizer_equals_jieba_tokenize_on_queries_and_every_demo_line(dictionary: JiebaDictionary) -> None:
    query_tokenize = QueryTokenizer(dictionary)
    texts = [t for t in QUERIES + _demo_lines() if t.strip()]
    assert len(texts) > 400
    assert [query_tokenize(t) for t in texts] == [tokenize(t) for t in texts]


def test_query_tokenizer_equals_jieba_tokenize_on_random_character_soup(dictionary: JiebaDictionary) -> None:
    """Random strings of the demo's characters: unknown runs go through the HMM, odd words through the DAG."""
    query_tokenize = QueryTokenizer(dictionary)
    chars = sorted(set("".join(_demo_lines())))
    rnd = random.Random(7)
    texts = ["".join(rnd.choice(chars) for _ in range(rnd.randint(1, 40))) for _ in range(1500)]
    assert [query_tokenize(t) for t in texts] == [tokenize(t) for t in texts]


def test_dictionary_lookup_answers_like_jieba_prefix_dictionary(dictionary: JiebaDictionary) -> None:
    freq = load_jieba().dt.FREQ
    assert dictionary.total == load_jieba().dt.total
    sample = [word for word in list(freq)[::101]]
    assert any(freq[w] == 0 for w in sample) and any(freq[w] > 0 for w in sample)  # prefixes and words
    for word in [*sample, "连接池", "qqzzxx", "连接池耗尽了吗"]:
        assert dictionary.lookup(word) == freq.get(word), word


def test_query_tokenizer_gives_the_same_top5_hits_as_jieba_query_tokenisation(engine: Engine, tmp_path: Path) -> None:
    kb = KnowledgeBase(engine, tmp_path / "kb_index")
    kb.ensure_demo_kb()
    index = kb._current_index()
    query_tokenize = kb.query_tokenizer()
    assert isinstance(query_tokenize, QueryTokenizer)
    for query in QUERIES:
        new, old = (
            [(index.chunks[h.position].key, h.layer, h.score) for h in index.search(query, 5, tokenizer=tok)]
            for tok in (query_tokenize, tokenize)
        )
        assert new == old, query
        if query in EXPECTED_FIRST:
            assert new[0][0].startswith(EXPECTED_FIRST[query] + "#"), query
    assert kb.search("今天天气怎么样") == []


_CHILD = """
import json, sys
from pathlib import Path
from sqlalchemy import create_engine
from superbiz.sources.knowledge import KnowledgeBase

kb = KnowledgeBase(create_engine(sys.argv[1]), Path(sys.argv[2]))
hits = [h.chunk_key for h in kb.search(sys.argv[3], top_k=5)]
jieba = sys.modules.get("jieba")
print(json.dumps({"hits": hits, "loads": kb.stats.index_loads, "builds": kb.stats.index_builds,
                  "jieba_dictionary_loaded": bool(jieba and (jieba.dt.initialized or jieba.dt.FREQ))}))
"""


def test_search_on_a_loaded_persisted_index_skips_jiebas_dictionary(engine: Engine, tmp_path: Path) -> None:
    kb = KnowledgeBase(engine, tmp_path / "kb_index")
    kb.ensure_demo_kb()
    query = "notification-service 最近一小时短信为什么发不出去？"
    expected = [h.chunk_key for h in kb.search(query, top_k=5)]
    url = engine.url.render_as_string(hide_password=False)
    run = subprocess.run(
        [sys.executable, "-c", _CHILD, url, str(tmp_path / "kb_index"), query],
        capture_output=True, text=True, check=True, timeout=120,
    )
    child = json.loads(run.stdout)
    assert child == {"hits": expected, "loads": 1, "builds": 0, "jieba_dictionary_loaded": False}


_WRITER = """
import sys
from pathlib import Path
from superbiz.sources.kb_tokenize import JiebaDictionary
JiebaDictionary.write(Path(sys.argv[1]))
print("jieba" in sys.modules)
"""


def test_dictionary_file_parsed_from_dict_txt_equals_the_one_from_loaded_jieba(tmp_path: Path) -> None:
    load_jieba()
    from_jieba = JiebaDictionary.write(tmp_path / "from-jieba.bin").path.read_bytes()
    run = subprocess.run([sys.executable, "-c", _WRITER, str(tmp_path / "parsed.bin")],
                         capture_output=True, text=True, check=True, timeout=120)
    assert run.stdout.strip() == "False"  # the child parsed dict.txt itself
    assert (tmp_path / "parsed.bin").read_bytes() == from_jieba


def test_damaged_dictionary_file_is_written_again(tmp_path: Path) -> None:
    path = JiebaDictionary.ensure(tmp_path).path
    path.write_bytes(b"garbage")
    again = JiebaDictionary.ensure(tmp_path)
    assert again.path == path and again.lookup("连接池") == load_jieba().dt.FREQ["连接池"]
