"""Find and load evaluation cases: ``case.yaml`` plus the files it references, with errors that name the field.

``load_cases(path)`` accepts a folder of case folders (searched recursively), one case folder, or one
``case.yaml``. Every problem raises :class:`CaseFileError` naming the file and the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import TypeAdapter, ValidationError

from superbiz.contracts import ToolInvocation
from superbiz.errors import ConfigError
from superbiz.evals.schema import CASE_FILE_NAME, EvalCase

__all__ = ["FORBIDDEN_NAME_WORDS", "CaseFileError", "LoadedCase", "discover_case_files", "load_case", "load_cases"]

#: Words a case id may not contain: a case is named by its situation, never by its expected answer.
FORBIDDEN_NAME_WORDS: frozenset[str] = frozenset(
    {
        "pass",
        "passes",
        "passed",
        "reject",
        "rejected",
        "lowconfid",
        "degraded",
        "disclaimer",
        "normal",
        "retry",
        "retries",
        "verdict",
        "expected",
        "correct",
        "wrong",
    }
)

_INVOCATIONS = TypeAdapter(list[ToolInvocation])


class CaseFileError(ConfigError):
    """A case file (or a file it references) is invalid. ``file`` and ``field`` say where."""

    def __init__(self, file: Path, message: str, *, field: str | None = None) -> None:
        where = f"{file}" + (f": field {field!r}" if field else "")
        super().__init__(f"{where}: {message}")
        self.file = file
        self.field = field
        self.detail = message


@dataclass(frozen=True)
class LoadedCase:
    """A validated case with its file references resolved."""

    case: EvalCase
    file: Path
    invocations: tuple[ToolInvocation, ...]
    executor_output: str | None
    verifier_output: str | None

    @property
    def id(self) -> str:
        return self.case.id

    @property
    def group(self) -> str:
        """The folder that holds the case folder (``evals/<group>/<case>/case.yaml``)."""
        return self.file.parent.parent.name


def _loc(loc: tuple[int | str, ...]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "<root>"


def _validation_error(file: Path, exc: ValidationError, *, prefix: str = "") -> CaseFileError:
    first = exc.errors(include_url=False)[0]
    field = prefix + _loc(tuple(first["loc"]))
    more = len(exc.errors()) - 1
    message = first["msg"] + (f" (and {more} more problem{'s' if more > 1 else ''})" if more else "")
    return CaseFileError(file, message, field=field or None)


def discover_case_files(path: Path) -> list[Path]:
    """Every ``case.yaml`` at or under ``path``, sorted; ``path`` may itself be a ``case.yaml``."""
    if path.is_file():
        if path.name != CASE_FILE_NAME:
            raise CaseFileError(path, f"a case file must be named {CASE_FILE_NAME!r}")
        return [path]
    if not path.is_dir():
        raise CaseFileError(path, "no such file or folder")
    return sorted(p for p in path.rglob(CASE_FILE_NAME) if p.is_file())


def _read_yaml(file: Path) -> dict[str, Any]:
    try:
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise CaseFileError(file, f"not valid YAML: {exc}") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise CaseFileError(file, f"cannot be read: {exc}") from exc
    if not isinstance(data, dict):
        raise CaseFileError(file, "must be a mapping of case fields")
    return data


def _sibling(file: Path, name: str, field: str) -> Path:
    target = (file.parent / name).resolve()
    if file.parent.resolve() not in target.parents:
        raise CaseFileError(file, f"{name!r} must be a file inside the case folder", field=field)
    if not target.is_file():
        raise CaseFileError(file, f"referenced file {name!r} does not exist", field=field)
    return target


def _read_text(file: Path, name: str, field: str) -> str:
    target = _sibling(file, name, field)
    try:
        return target.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CaseFileError(target, f"cannot be read: {exc}") from exc


def _read_invocations(file: Path, name: str) -> tuple[ToolInvocation, ...]:
    target = _sibling(file, name, "invocations_file")
    try:
        raw = json.loads(target.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CaseFileError(target, f"not a readable JSON file: {exc}") from exc
    try:
        return tuple(_INVOCATIONS.validate_python(raw))
    except ValidationError as exc:
        raise _validation_error(target, exc) from exc


def _check_name(file: Path, case: EvalCase) -> None:
    folder = file.parent.name
    if case.id != folder:
        raise CaseFileError(file, f"id {case.id!r} must equal the case folder name {folder!r}", field="id")
    leaked = sorted(set(case.id.split("-")) & FORBIDDEN_NAME_WORDS)
    if leaked:
        raise CaseFileError(file, f"case id must not encode its expected result (contains {leaked})", field="id")


def _check_unique_invocation_ids(file: Path, invocations: tuple[ToolInvocation, ...]) -> None:
    seen: set[int] = set()
    for index, inv in enumerate(invocations):
        if inv.id in seen:
            raise CaseFileError(file, f"invocation id {inv.id} appears twice", field=f"tool_invocations[{index}].id")
        seen.add(inv.id)


def load_case(file: Path) -> LoadedCase:
    """Load and validate one ``case.yaml`` and the files it references."""
    file = Path(file)
    try:
        case = EvalCase.model_validate(_read_yaml(file))
    except ValidationError as exc:
        raise _validation_error(file, exc) from exc
    _check_name(file, case)
    if case.invocations_file is not None:
        invocations = _read_invocations(file, case.invocations_file)
    else:
        invocations = tuple(case.tool_invocations or ())
    _check_unique_invocation_ids(file, invocations)
    executor = case.executor_output
    if case.executor_output_file is not None:
        executor = _read_text(file, case.executor_output_file, "executor_output_file")
    verifier = case.verifier_output
    if case.verifier_output_file is not None:
        verifier = _read_text(file, case.verifier_output_file, "verifier_output_file")
    return LoadedCase(case=case, file=file, invocations=invocations, executor_output=executor, verifier_output=verifier)


def load_cases(path: Path, *, filter_text: str | None = None) -> list[LoadedCase]:
    """Load every case at or under ``path`` (ids unique); ``filter_text`` keeps ids or paths containing it."""
    files = discover_case_files(Path(path))
    if filter_text:
        files = [f for f in files if filter_text in str(f.parent)]
    cases = [load_case(f) for f in files]
    seen: dict[str, Path] = {}
    for loaded in cases:
        if loaded.id in seen:
            raise CaseFileError(loaded.file, f"duplicate case id (also in {seen[loaded.id]})", field="id")
        seen[loaded.id] = loaded.file
    return cases
