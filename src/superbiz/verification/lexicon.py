"""The small bilingual lexicon of record-aware checking, as data (issue 9).

Words are matched after :func:`superbiz.verification.anchors.norm` (NFKC, case-folded). Longer phrases are
listed before the shorter ones they contain; lookups go longest first.
"""

from __future__ import annotations

from typing import Literal

__all__ = [
    "CAUSAL_MARKERS",
    "COPULA_NEGATIONS",
    "CURRENT_MARKERS",
    "DOUBLE_NEGATIONS",
    "EXISTENCE_WORDS",
    "FIELD_PHRASES",
    "FRAME_NOUNS",
    "JOIN_MARKERS",
    "NAME_SUFFIXES",
    "NEGATIONS",
    "NOT_NEGATIONS",
    "NO_CLAIM_WORDS",
    "NUMERAL_STOPWORDS",
    "OCCURRENCE_WORDS",
    "PLAIN_WORDS",
    "RATE_UNITS",
    "REPORTING_FRAMES",
    "SATURATION_EVIDENCE",
    "SATURATION_WORDS",
    "SEVERITY_WORDS",
    "SEVERITY_ZH",
    "SPEECH_ACT_WORDS",
    "STATE_WORDS",
    "STATISTIC_WORDS",
    "UNIT_TOKENS",
    "UP_WORDS",
    "WORD_JOINERS",
    "ZONE_WORDS",
    "Statistic",
]

Statistic = Literal["max", "min", "avg", "latest"]

#: Negations (CJK first, then English words).
NEGATIONS: tuple[str, ...] = (
    "没有", "并没有", "并无", "并未", "从未", "未见", "未发现", "未出现", "未曾", "不存在", "均无", "均未", "无任何",
    "毫无", "未", "无", "没", "并非", "并不是", "不是", "no", "not", "none", "never", "without", "zero",
)  # fmt: skip
#: Negations that deny a value rather than an occurrence ("状态不是 DELIVERED").
COPULA_NEGATIONS: tuple[str, ...] = ("并非", "并不是", "不是")
#: A negation of a negation ("并非没有 FATAL 日志"): asserts the thing is there, so it is not a denial.
DOUBLE_NEGATIONS: tuple[str, ...] = (
    "并非没有", "并不是没有", "不是没有", "不再是没有", "并非没", "不是没", "并非不存在", "不是不存在", "not without",
)  # fmt: skip
#: Phrases that contain a negation character but assert something positive (or a state): removed first.
NOT_NEGATIONS: tuple[str, ...] = (
    "未恢复", "仍未恢复", "尚未恢复", "不可用", "无法", "未能", "不能", "无响应", "未拿到", "未获取", "不足", "不到",
    "不稳定", "不正常", "无效", "不一致", "未知", "未处理", "未支付", "未发货", "未完成", "未通过", "未命中",
    "毫秒", "cannot", "not available", "unavailable", "not found",
    *DOUBLE_NEGATIONS,
)  # fmt: skip
#: A positive claim that something exists / happened.
EXISTENCE_WORDS: tuple[str, ...] = (
    "出现", "存在", "记录了", "记录到", "发生", "报出", "有", "共有", "产生", "触发", "occurred", "found", "there are",
    "there were", "has", "have", "logged",
)  # fmt: skip

#: Alert / incident state words: ``firing`` (still active) or ``resolved``.
STATE_WORDS: dict[str, str] = {
    "仍在触发": "firing", "正在触发": "firing", "持续触发": "firing", "触发中": "firing", "在触发": "firing",
    "仍未恢复": "firing", "尚未恢复": "firing", "未恢复": "firing", "仍然活跃": "firing", "仍在告警": "firing",
    "still firing": "firing", "firing": "firing", "active": "firing",
    "已经恢复": "resolved", "已恢复": "resolved", "已解除": "resolved", "已经解除": "resolved", "已消除": "resolved",
    "已关闭": "resolved", "恢复正常": "resolved", "不再触发": "resolved", "已结束": "resolved", "已解决": "resolved",
    "已经解决": "resolved", "已停止告警": "resolved", "停止告警": "resolved",
    "resolved": "resolved", "recovered": "resolved", "cleared": "resolved",
}  # fmt: skip
#: Availability words, checked against an ``up`` series (1 = up, 0 = down).
UP_WORDS: dict[str, str] = {
    "不可用": "down", "已宕机": "down", "宕机": "down", "下线": "down", "挂了": "down", "不在线": "down",
    "离线": "down", "停止服务": "down", "is down": "down", "down": "down", "unavailable": "down",
    "恢复在线": "up", "已恢复": "up", "运行正常": "up", "在线": "up", "正常": "up", "可用": "up", "健康": "up",
    "is up": "up", "healthy": "up", "online": "up",
}  # fmt: skip
#: Statistic words before a number. ``min`` is the minimum here, never minutes.
STATISTIC_WORDS: dict[str, Statistic] = {
    "峰值": "max", "最大值": "max", "最高值": "max", "最大": "max", "最高": "max", "高峰": "max", "peak": "max",
    "maximum": "max", "max": "max",
    "最低值": "min", "最小值": "min", "最低": "min", "最小": "min", "谷值": "min", "minimum": "min", "min": "min",
    "平均值": "avg", "平均": "avg", "均值": "avg", "average": "avg", "mean": "avg", "avg": "avg",
    "当前值": "latest", "最新值": "latest", "当前": "latest", "最新": "latest", "目前": "latest", "现在": "latest",
    "latest": "latest", "current": "latest", "now": "latest",
}  # fmt: skip
#: Alert severity words: a claim naming one asserts the bound alert's ``severity``.
SEVERITY_WORDS: frozenset[str] = frozenset({"critical", "warning", "major", "minor"})
#: An alert's severity written in Chinese ("（服务 S，警告级）"): the ``severity`` value it asserts.
SEVERITY_ZH: dict[str, str] = {"严重级": "critical", "紧急级": "critical", "警告级": "warning", "提示级": "info"}
#: The time unit of a rate, as a claim writes it after a value (``846.62/min``, ``12 次/秒``, ``每分钟``) and as a
#: metric's name says it (``evicted_keys_per_s``, ``orders_per_minute``): a rate stated per another unit is wrong.
RATE_UNITS: dict[str, tuple[str, ...]] = {
    "second": ("/s", "/sec", "/second", "/秒", "每秒", "per_s", "per_sec", "per_second", "per second", "rps", "qps",
               "tps", "_ps"),
    "minute": ("/min", "/minute", "/分钟", "/分", "每分钟", "per_min", "per_minute", "per minute", "rpm"),
    "hour": ("/h", "/hr", "/hour", "/小时", "每小时", "per_h", "per_hour", "per hour"),
}  # fmt: skip
#: An assessment that a resource is full (a pool at its limit, a queue saturated): the bound rows must show the
#: value at its limit (``40/40``, ``active=40 max=40``) or say so themselves (:data:`SATURATION_EVIDENCE`).
SATURATION_WORDS: tuple[str, ...] = (
    "打满", "占满", "已满", "满载", "耗尽", "用尽", "用完", "饱和", "saturated", "exhausted", "maxed out",
    "at capacity",
)  # fmt: skip
#: What a row says when it states the resource is full itself.
SATURATION_EVIDENCE: tuple[str, ...] = (
    *SATURATION_WORDS, "saturation", "exhaust", "pool is full", "is full", "100% used", "no free", "no idle",
)  # fmt: skip
#: Units a claim may add to a value, by dimension, and the metric-name tokens that measure in that dimension
#: (``resp_p99_ms``, ``gc_pause_seconds``, ``heap_bytes``): a claimed unit the metric's name contradicts is wrong.
UNIT_TOKENS: dict[str, frozenset[str]] = {
    "time": frozenset({"ms", "s", "sec", "secs", "seconds", "second", "millis", "milliseconds", "us", "min",
                       "minutes", "h", "hours", "latency", "duration", "time", "delay", "pause", "age", "uptime",
                       "毫秒", "秒", "分钟", "小时"}),
    "size": frozenset({"b", "kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib", "bytes", "memory", "heap", "disk",
                       "size", "rss"}),
}  # fmt: skip
#: Chinese phrases that assert a field value: (field, value).
FIELD_PHRASES: dict[str, tuple[str, str]] = {
    "已退款成功": ("status", "REFUNDED"), "退款成功": ("status", "REFUNDED"), "已退款": ("status", "REFUNDED"),
    "已发货": ("status", "SHIPPED"), "已支付": ("status", "PAID"), "支付成功": ("status", "PAID"),
    "已取消": ("status", "CANCELLED"), "已完成": ("status", "COMPLETED"), "支付超时": ("status", "PAYMENT_TIMEOUT"),
    "支付失败": ("status", "PAYMENT_FAILED"),
    "通知已发送成功": ("notify", "SENT"), "通知发送成功": ("notify", "SENT"), "通知已发送": ("notify", "SENT"),
    "通知发送失败": ("notify", "FAILED"), "通知失败": ("notify", "FAILED"),
}  # fmt: skip
#: Words that make a claim join several records explicitly ("A 的日志与 B 的告警同时出现").
JOIN_MARKERS: tuple[str, ...] = (
    "同时", "分别", "并且", "以及", "此外", "另外", "另一", "对应的", "关联", "相关联", "同一", "均", "都", "两条",
    "多条", "之后", "随后", "之前", "期间", "而", "与此同时", "；", ";", "respectively", "together", "both", "while",
    "and also",
    # a causal or temporal link between records is a join too (its evidence is checked as a link elsewhere)
    "导致", "引起", "引发", "由于", "因为", "造成", "所致", "根因", "时出现", "caused", "because", "due to", "leads to",
    # comparisons and call chains relate several records by construction
    "等于", "超过", "高于", "低于", "大于", "小于", "相比", "对比", "之比", "源自", "来自", "级联", "上游", "下游",
    "调用", "经由", "vs", "compared", "的结果", "归因于", "触发了", "原因", "result of", "triggered by", "root cause",
    "resulted in", "led to",
)  # fmt: skip
#: A causal link stated between records (checked as a link by grounding: overstated when the evidence lacks it).
CAUSAL_MARKERS: tuple[str, ...] = (
    "导致", "引起", "引发", "根因", "原因是", "原因", "由于", "因为", "造成", "所致", "的结果", "归因于", "触发了",
    "caused by", "because", "due to", "root cause", "results in", "resulted in", "leads to", "led to",
    "result of", "triggered by",
)  # fmt: skip
#: Words right after a negation that make it deny an occurrence (没有失败, 未出现, 没有 ERROR 日志, no errors).
OCCURRENCE_WORDS: tuple[str, ...] = (
    "出现", "有", "发生", "记录", "报错", "报", "日志", "告警", "错误", "失败", "超时", "异常", "触发", "见", "发现",
    "error", "errors", "log", "logs", "alert", "alerts", "failure", "failures", "timeout", "timeouts", "exception",
    "exceptions", "record", "records",
)  # fmt: skip
#: Markers of a statement about the current incident (runbook text is never that).
CURRENT_MARKERS: tuple[str, ...] = (
    "当前", "目前", "现在", "此刻", "正在", "仍在", "本次", "此次", "这次", "刚才", "已经", "已出现", "已耗尽",
    "出现了", "currently", "right now", "is now", "this incident",
)  # fmt: skip
#: A claim that reports what a document says ("知识库《x》说明：…").
REPORTING_FRAMES: tuple[str, ...] = ("说明", "指出", "写道", "建议", "提到", "记载", "描述", "规定", "says", "states")
#: Zone words: offset in minutes from UTC.
ZONE_WORDS: dict[str, int] = {
    "北京时间": 480, "东八区": 480, "上海时间": 480, "asia/shanghai": 480, "cst": 480, "utc": 0, "gmt": 0,
    "协调世界时": 0, "z": 0, "pst": -480, "pdt": -420, "mst": -420, "mdt": -360, "cdt": -300, "est": -300,
    "edt": -240, "cet": 60, "cest": 120, "eet": 120, "eest": 180, "jst": 540, "kst": 540, "hkt": 480, "sgt": 480,
    "aest": 600, "aedt": 660, "nzst": 720, "nzdt": 780,
}  # fmt: skip
#: Chinese words that look like numerals and are not quantities.
NUMERAL_STOPWORDS: tuple[str, ...] = ("千万", "万一", "一一", "十分", "百分百", "一些", "一直", "一旦", "一般", "一致")
#: ASCII words that are vocabulary, not identifiers (levels, units, zones, common technical words).
PLAIN_WORDS: frozenset[str] = frozenset({
    "error", "errors", "warn", "warning", "info", "debug", "fatal", "critical", "trace", "utc", "gmt", "cst", "http",
    "https", "api", "db", "sql", "jvm", "cpu", "gc", "ok", "id", "ids", "io", "qps", "tps", "rps", "ms", "gib", "mib",
    "kib", "gb", "mb", "kb", "tb", "p50", "p90", "p95", "p99", "p999", "json", "url", "ip", "tcp", "dns", "tls",
    "ssl", "pod", "node", "host", "k8s", "max", "min", "avg", "latest", "firing", "resolved", "pending", "up",
    "down", "null", "none", "true", "false", "runbook", "md",
})  # fmt: skip

#: Words that carry no checkable claim on their own: reporting verbs and frames, connectives, deictic time
#: frames, pronouns and generic agents. A keyword made only of them is no claim; stripped from a longer
#: keyword they leave its content words ("警方表示" → "警方").
NO_CLAIM_WORDS: tuple[str, ...] = (
    # reporting verbs and frames
    "最新消息显示", "接受新华社记者采访", "接受采访", "相关负责人介绍", "数据显示", "报告指出", "报告称", "通报显示",
    "年报显示", "消息显示", "据了解", "据报道", "据统计", "据悉", "记者了解", "报道说", "上述表示", "会上发言",
    "表示", "了解", "介绍", "报道", "透露", "强调", "指出", "声明", "回答", "回应", "承认", "显示", "统计", "得知",
    "获悉", "提到", "认为", "讲述", "发言", "致辞", "他说", "据", "称", "说",
    # connectives
    "尽管如此", "与此同时", "主要包括", "然而", "此外", "尽管", "随后", "同时", "另外", "但是", "因此", "而且", "不过",
    "并且", "以及", "包括", "面对", "随着", "如此", "经过", "最终", "其中", "对此", "为此", "不仅",
    # deictic time frames
    "截至收盘", "截至目前", "当地时间", "北京时间", "会议期间", "本场比赛", "近年来", "收盘时", "开盘后", "本赛季",
    "近日", "日前", "目前", "截至", "当天", "当日", "同日", "近期", "过去", "今年", "去年", "本次", "本届", "本轮",
    "本场", "下午", "上午", "全天", "期间", "此前", "最近", "如今", "今天", "昨天", "昨日", "今日", "收盘", "开盘",
    "早盘", "尾盘",
    # formal and aspect verbs, abstract aims and attitudes: predicates that name no checkable fact by themselves
    "贯彻落实", "密切关注", "高度关注", "备受关注", "进一步", "一系列", "致力于", "进行", "开展", "加以", "给予",
    "予以", "作出", "做出", "实施", "展开", "旨在", "确保", "促进", "推动", "推进", "加强", "落实", "实现", "提高",
    "提升", "改善", "参与", "参加", "出席", "举办", "举行", "主办", "接受", "邀请", "关注", "希望", "期待", "重视",
    "开始", "结束", "继续", "延续", "保持", "情况", "方面", "工作", "问题", "相关", "有关", "部分", "主要", "重要",
    "积极", "不断", "全面", "深入", "涉及", "面临", "展现", "展示", "完成", "吸引",
    # pronouns and generic agents
    "新华社记者", "相关负责人", "分析人士", "研究人员", "科研人员", "负责人", "科学家", "研究员", "投资者", "他们",
    "我们", "我国", "记者", "专家", "他", "她",
)  # fmt: skip

#: Communicative, cognitive and procedural predicates and discourse nouns: a paraphrase of the evidence uses them
#: freely ("宣布", "会谈", "决定", "信息"); they name no checkable fact of their own (keyword checking only; the
#: Composer guard keeps :data:`NO_CLAIM_WORDS`).
SPEECH_ACT_WORDS: tuple[str, ...] = (
    "宣布", "表态", "倡议", "呼吁", "要求", "建议", "祝贺", "会谈", "会见", "会晤", "沟通", "交流", "商讨", "讨论",
    "磋商", "谈论", "谈到", "说明", "解释", "阐述", "告诉", "通报", "公布", "发布", "答复", "提出", "提醒", "号召",
    "鼓励", "赞扬", "称赞", "相信", "估计", "预测", "判断", "觉得", "打算", "决定", "考虑", "利用", "采取", "采用",
    "正式", "成功", "顺利", "信息", "消息", "资料", "材料", "内容", "领域", "目的",
)  # fmt: skip
#: Setting and group nouns that frame a fact without stating one ("比赛现场", "转型过程", "业界人士", "各地");
#: keyword checking only, like :data:`SPEECH_ACT_WORDS`.
FRAME_NOUNS: tuple[str, ...] = (
    "现场", "过程", "阶段", "时刻", "部门", "人士", "地区", "境内", "各地", "各级", "各界", "官方", "一带", "当中",
    "之中", "之际", "方面", "领域",
)  # fmt: skip
#: Single characters that join the words of a phrase without naming anything ("成交量的推动下", "中国与美国").
WORD_JOINERS = "的地得之与和及或在于将被把对向从并而且也都又"
#: One-character suffixes that only say what kind of name precedes them, where, or that it is plural ("辽宁队",
#: "云南省", "会上", "球员们").
NAME_SUFFIXES = "队省市县州区上们"
