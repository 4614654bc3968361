"""keyword_supported: canonical containment (numbers, dates, ratios, width, punctuation) and all-parts coverage."""

from __future__ import annotations

from datetime import date

import pytest

from superbiz.verification._keywords import canonical_text
from superbiz.verification.anchors import keyword_supported

OPS_EVIDENCE = (
    "2026-11-28 05:24:00Z payment-service ERROR PAY-5003 HikariPool-1 - Connection is not available, "
    "request timed out after 30000ms. 连接池最大连接数 100，活跃连接 100，等待线程 37。"
    "错误率 12.5%，p99 延迟 3.2s。订单量下降约1.2万笔。"
)
NEWS_EVIDENCE = (
    "新华社北京3月4日电 国家统计局4日发布数据，1至2月全国规模以上工业增加值同比增长6.8%，"
    "社会消费品零售总额约4.7万亿元。天然橡胶期货主力合约收于12500元/吨，价格较上周回落。"
    "威尔士队在小组赛中以3比0胜俄罗斯队，贝尔打进2球。首次放流3000余尾中华鲟。"
)


@pytest.mark.parametrize(
    ("keyword", "evidence", "expected"),
    [
        ("30s", OPS_EVIDENCE, True),  # 30000ms
        ("3200毫秒", OPS_EVIDENCE, True),  # 3.2s
        ("一百", OPS_EVIDENCE, True),
        ("12.5%", OPS_EVIDENCE, True),
        ("百分之十二点五", OPS_EVIDENCE, True),
        ("1.2万笔", OPS_EVIDENCE, True),
        ("12000笔", OPS_EVIDENCE, True),
        ("4.7万亿元", NEWS_EVIDENCE, True),
        ("增长6.8%", NEWS_EVIDENCE, True),
        ("１２５００元", NEWS_EVIDENCE, True),  # full-width digits
    ],
)
def test_keyword_supported_numbers_compare_by_value_and_unit(keyword: str, evidence: str, expected: bool) -> None:
    assert keyword_supported(keyword, evidence) is expected


@pytest.mark.parametrize(
    "keyword",
    [
        "3s",  # 3.2s is not 3 s
        "12%",  # 12.5% is not 12%
        "3尾",  # "3" must not be cut out of "3000余尾"
        "300尾",
        "打进3球",  # a 3 elsewhere (3比0) and 打进…球 elsewhere do not make "打进3球"
        "增长8%",  # 6.8% must not yield 8%
        "4.7万元",  # 4.7万亿 is not 4.7万
        "PAY-500",  # no prefix of PAY-5003
        "HikariPool-10",
    ],
)
def test_keyword_supported_number_must_occur_whole(keyword: str) -> None:
    assert keyword_supported(keyword, OPS_EVIDENCE + NEWS_EVIDENCE) is False


def test_keyword_supported_number_needs_its_counter_next_to_it() -> None:
    assert keyword_supported("37个线程", "等待线程 37。") is False
    assert keyword_supported("37", "等待线程 37个。") is True
    assert keyword_supported("37个", "等待线程37个") is True


def test_keyword_supported_ratio_and_score_forms() -> None:
    assert keyword_supported("3:0", NEWS_EVIDENCE) is True
    assert keyword_supported("3：0", NEWS_EVIDENCE) is True
    assert keyword_supported("三比零", NEWS_EVIDENCE) is True
    assert keyword_supported("3比1", NEWS_EVIDENCE) is False
    assert keyword_supported("0:3", NEWS_EVIDENCE) is False


def test_keyword_supported_dates_match_across_iso_and_chinese_forms() -> None:
    assert keyword_supported("2026年11月28日", OPS_EVIDENCE) is True
    assert keyword_supported("11月28日", OPS_EVIDENCE) is True
    assert keyword_supported("11月29日", OPS_EVIDENCE) is False
    assert keyword_supported("2026-11-28", "发布于2026年11月28日") is True
    assert keyword_supported("3月4日", NEWS_EVIDENCE) is True


def test_keyword_supported_ignores_width_case_spacing_and_punctuation() -> None:
    assert keyword_supported("ＰＡＹ－５００３", OPS_EVIDENCE) is True
    assert keyword_supported("hikaripool-1", OPS_EVIDENCE) is True
    assert keyword_supported("国家 统计局", NEWS_EVIDENCE) is True
    assert keyword_supported("“工业增加值”", NEWS_EVIDENCE) is True


def test_keyword_supported_ascii_words_are_not_merged_or_cut() -> None:
    assert keyword_supported("pay_5003", "PAY-5003") is True
    assert keyword_supported("pay5003", "pay-5003") is False
    assert keyword_supported("service", "payment-services") is False


def test_keyword_supported_multipart_keyword_needs_every_part() -> None:
    assert keyword_supported("天然橡胶期货价格", NEWS_EVIDENCE) is True  # 天然橡胶期货 + 价格
    assert keyword_supported("工业增加值数据", NEWS_EVIDENCE) is True
    assert keyword_supported("连接池等待线程", OPS_EVIDENCE) is True
    assert keyword_supported("天然气期货价格", NEWS_EVIDENCE) is False  # 天然气 is nowhere
    assert keyword_supported("连接池泄漏", OPS_EVIDENCE) is False  # 泄漏 is nowhere
    assert keyword_supported("中华鲟幼鱼", NEWS_EVIDENCE) is False  # single characters are no parts


def test_keyword_supported_multipart_never_splits_ascii_names() -> None:
    evidence = "payment-service 连接池耗尽; order-db 正常"
    assert keyword_supported("payment-db", evidence) is False
    assert keyword_supported("payment-service连接池", evidence) is True


def test_keyword_supported_multipart_does_not_apply_to_numbers() -> None:
    assert keyword_supported("贝尔打进3比0", NEWS_EVIDENCE) is False
    assert keyword_supported("首次放流3000余尾", NEWS_EVIDENCE) is True


def test_keyword_supported_empty_or_punctuation_only_is_not_supported() -> None:
    assert keyword_supported("", OPS_EVIDENCE) is False
    assert keyword_supported("，。", OPS_EVIDENCE) is False


def test_canonical_text_reads_numbers_once_for_both_sides() -> None:
    assert canonical_text("3.5万") == canonical_text("35000")
    assert canonical_text("35%") == canonical_text("百分之三十五")
    assert canonical_text("3.2 s") == canonical_text("3200ms")
    assert canonical_text("3个") != canonical_text("3")


@pytest.mark.parametrize(
    ("keyword", "evidence", "supported"),
    [
        ("据悉", "公司发布了新产品。", True),  # a reporting frame alone claims nothing
        ("警方表示", "警方称嫌疑人已落网。", True),  # the content word 警方 is in the evidence
        ("警方表示", "法院称嫌疑人已落网。", False),  # ... and here it is not
        ("比赛中", "这场比赛双方打得很激烈。", True),  # a locative particle adds no claim
        ("数据", "今天下雨。", False),  # 据 inside 数据 is no reporting verb
    ],
)
def test_no_claim_words_carry_no_claim(keyword: str, evidence: str, supported: bool) -> None:
    assert keyword_supported(keyword, evidence) is supported


@pytest.mark.parametrize(
    ("keyword", "evidence", "supported"),
    [
        ("国家发改委", "国家发展改革委员会22日表示", True),  # an abbreviation of an evidence span
        ("鹤壁市中院", "记者从鹤壁市中级人民法院获悉", True),
        ("国家发改委", "国家统计局22日表示", False),  # not these characters in order nearby
        ("辽宁队", "广东队主场取胜", False),  # a kind suffix: the name itself must occur
        ("辽宁队", "辽宁主场迎战北京", True),
        ("费城76人队", "费城76人在主场获胜", True),  # a kind suffix after a name with a number
        ("费城76人队", "费城77人在主场获胜", False),
        ("成交量的推动下", "在成交量放大推动下，指数上涨", True),  # words around a joiner all occur
        ("成交量的推动下", "在消息推动下，指数上涨", False),
        ("一般贸易", "一般贸易进出口增长", True),  # 一 of 一般 is no quantity
        ("两岸艺术家", "两岸艺术家共同创作", True),
        ("第一", "他获得第1名", True),  # an ordinal stays a number
        ("会谈", "两国领导人举行会晤", True),  # a communicative act names no checkable fact
        ("PAY-500", "ERROR PAY-5003 timed out", False),  # abbreviations are Chinese only
    ],
)
def test_word_level_paraphrases(keyword: str, evidence: str, supported: bool) -> None:
    assert keyword_supported(keyword, evidence) is supported


@pytest.mark.parametrize(
    ("keyword", "evidence", "supported"),
    [
        ("主教练", "球队教练组由主帅和两名助理教练组成", True),  # 主 + 教练: the head and the modifier occur
        ("主教练", "球队教练在赛后接受采访", False),  # the modifier 主 is nowhere in the evidence
        ("新中国", "中国在1949年迎来新的开始", True),
        ("新政党", "该国政党格局稳定", False),
        ("主教练员", "教练员都到场，主帅缺席", False),  # only a three-character compound (one + two)
    ],
)
def test_modifier_plus_head_compound(keyword: str, evidence: str, supported: bool) -> None:
    assert keyword_supported(keyword, evidence) is supported


@pytest.mark.parametrize(("keyword", "evidence"), [("1至5月", "今年1到5月累计增长"), ("3至5人", "每组3～5人")])
def test_number_ranges_read_alike(keyword: str, evidence: str) -> None:
    assert keyword_supported(keyword, evidence)
    assert not keyword_supported(keyword, evidence.replace("5", "6"))


@pytest.mark.parametrize(
    ("keyword", "evidence", "supported"),
    [
        ("2015年", "今年外贸增长放缓", True),  # 今年 of a text dated 2015 is 2015
        ("2015年4月", "今年4月出口下降", True),
        ("2014年", "去年外贸增长放缓", True),
        ("2016年", "明年将继续举办", True),
        ("2016年", "今年外贸增长放缓", False),  # another year
        ("2015年4月20日", "央行4月20日发布通知", True),  # a date without its year is in the text's year
        ("2014年4月20日", "央行4月20日发布通知", False),
        ("2015年", "央行发布通知", False),  # the date itself supports nothing
        ("2014年", "过去年均增长5%", False),  # 过去年均 speaks of no 去年
        ("20日", "央行今天发布通知", False),  # relative days are left alone (zone, event day)
        ("今年", "今年外贸增长放缓", True),  # a keyword's relative year is a year too
        ("去年", "2014年外贸增长放缓", True),
        ("去年", "今年外贸增长放缓", False),  # 去年 is 2014, the text speaks of 2015
        ("去年上半年", "2015年上半年外贸增长放缓", False),
    ],
)
def test_relative_years_read_in_the_evidence_date(keyword: str, evidence: str, supported: bool) -> None:
    assert keyword_supported(keyword, evidence, date(2015, 4, 20)) is supported


@pytest.mark.parametrize(("keyword", "evidence"), [("2015年", "今年外贸增长放缓"), ("2015年4月20日", "4月20日发布")])
def test_relative_years_need_the_evidence_date(keyword: str, evidence: str) -> None:
    assert keyword_supported(keyword, evidence) is False
    assert keyword_supported(keyword, evidence, date(2015, 1, 1)) is True


def test_relative_years_of_an_undated_text_claim_nothing() -> None:
    assert keyword_supported("去年", "今年外贸增长放缓") is True  # a deictic frame, as before
    assert keyword_supported("去年", "今年外贸增长放缓", date(2015, 4, 20)) is False
