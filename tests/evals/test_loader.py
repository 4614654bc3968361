from __future__ import annotations

import json
from pathlib import Path

import pytest

from superbiz.evals.loader import CaseFileError, load_case, load_cases
from tests.evals._factory import LOG_LINE, executor_text, invocation, write_case


def test_load_case_inline_fields(tmp_path: Path) -> None:
    path = write_case(tmp_path, "payment-inline", expect={"verdict": "PASS"})
    loaded = load_case(path)
    assert loaded.id == "payment-inline"
    assert loaded.group == "synthetic"
    assert [inv.id for inv in loaded.invocations] == [201]
    assert loaded.invocations[0].retrieval_details is not None
    assert loaded.executor_output is not None and "executor_evidence_v2" in loaded.executor_output
    assert loaded.verifier_output is None


def test_load_case_file_references(tmp_path: Path) -> None:
    path = write_case(
        tmp_path,
        "payment-files",
        expect={"verdict": "PASS"},
        tool_invocations=None,
        executor_output=None,
        invocations_file="invocations.json",
        executor_output_file="executor.txt",
        verifier_output_file="verifier.txt",
    )
    (path.parent / "invocations.json").write_text(json.dumps([invocation(7)]), encoding="utf-8")
    (path.parent / "executor.txt").write_text(executor_text(inv_id=7), encoding="utf-8")
    (path.parent / "verifier.txt").write_text("not json at all", encoding="utf-8")
    loaded = load_case(path)
    assert [inv.id for inv in loaded.invocations] == [7]
    assert loaded.invocations[0].output == LOG_LINE
    assert '"source_invocation_id": 7' in (loaded.executor_output or "")
    assert loaded.verifier_output == "not json at all"


def test_load_case_empty_executor_file_kept_as_empty_text(tmp_path: Path) -> None:
    path = write_case(tmp_path, "payment-empty", expect={}, executor_output=None, executor_output_file="executor.txt")
    (path.parent / "executor.txt").write_text("", encoding="utf-8")
    assert load_case(path).executor_output == ""


def test_load_case_missing_referenced_file_names_field(tmp_path: Path) -> None:
    path = write_case(
        tmp_path, "payment-missing-file", expect={}, executor_output=None, executor_output_file="executor.txt"
    )
    with pytest.raises(CaseFileError) as info:
        load_case(path)
    assert info.value.field == "executor_output_file"
    assert str(path) in str(info.value)


def test_load_case_bad_invocation_in_file_names_file_and_field(tmp_path: Path) -> None:
    path = write_case(
        tmp_path, "payment-bad-invocations", expect={}, tool_invocations=None, invocations_file="invocations.json"
    )
    bad = invocation()
    del bad["retrieval_details"]["evidence_refs"][0]["raw_path"]
    (path.parent / "invocations.json").write_text(json.dumps([bad]), encoding="utf-8")
    with pytest.raises(CaseFileError) as info:
        load_case(path)
    assert info.value.file.name == "invocations.json"
    assert info.value.field == "[0].retrieval_details.evidence_refs[0].raw_path"


def test_load_case_extra_key_error_names_file_and_field(tmp_path: Path) -> None:
    path = write_case(tmp_path, "payment-typo", expect={"verdict": "PASS", "verdcit": "PASS"})
    with pytest.raises(CaseFileError) as info:
        load_case(path)
    assert info.value.field == "expect.verdcit"
    assert "case.yaml" in str(info.value) and "expect.verdcit" in str(info.value)


def test_load_case_id_must_match_folder(tmp_path: Path) -> None:
    path = write_case(tmp_path, "payment-folder", expect={}, id="payment-other")
    with pytest.raises(CaseFileError, match="folder name") as info:
        load_case(path)
    assert info.value.field == "id"


def test_load_case_id_encoding_the_answer_rejected(tmp_path: Path) -> None:
    path = write_case(tmp_path, "payment-timeout-reject", expect={})
    with pytest.raises(CaseFileError, match="must not encode its expected result"):
        load_case(path)


def test_load_case_invalid_yaml(tmp_path: Path) -> None:
    folder = tmp_path / "g" / "broken-yaml"
    folder.mkdir(parents=True)
    (folder / "case.yaml").write_text("id: [unclosed\n", encoding="utf-8")
    with pytest.raises(CaseFileError, match="not valid YAML"):
        load_case(folder / "case.yaml")


def test_load_case_duplicate_invocation_ids_rejected(tmp_path: Path) -> None:
    path = write_case(tmp_path, "payment-dup-ids", expect={}, tool_invocations=[invocation(), invocation()])
    with pytest.raises(CaseFileError, match="appears twice"):
        load_case(path)


def test_load_cases_recursive_sorted_and_filtered(tmp_path: Path) -> None:
    write_case(tmp_path, "b-case", expect={}, group="g2")
    write_case(tmp_path, "a-case", expect={}, group="g1")
    write_case(tmp_path, "c-case", expect={}, group="g1")
    assert [c.id for c in load_cases(tmp_path)] == ["a-case", "c-case", "b-case"]
    assert [c.id for c in load_cases(tmp_path, filter_text="g1/c")] == ["c-case"]
    single = load_cases(tmp_path / "g2" / "b-case")
    assert [c.id for c in single] == ["b-case"]


def test_load_cases_duplicate_ids_across_groups_rejected(tmp_path: Path) -> None:
    write_case(tmp_path, "same-name", expect={}, group="g1")
    write_case(tmp_path, "same-name", expect={}, group="g2")
    with pytest.raises(CaseFileError, match="duplicate case id"):
        load_cases(tmp_path)


def test_load_cases_missing_path(tmp_path: Path) -> None:
    with pytest.raises(CaseFileError, match="no such file"):
        load_cases(tmp_path / "nowhere")
