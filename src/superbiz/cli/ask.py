"""``superbiz ask``: one question through the whole pipeline, with live stages and the evidence behind claims.

Exit codes (docs/cli.md): 0 PASS, 3 LOW_CONFID, 4 REJECT (``--fail-on`` moves the bar), 1 no answer, 2 bad input.
Invocations are numbered per session (#1, #2 …) as the stages show them; ``--json`` keeps the database ids.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, assert_never

import typer
from rich.console import Console
from rich.text import Text

from superbiz.cli import startup
from superbiz.cli._common import (
    EXIT_FAILURE,
    EXIT_USAGE,
    FAIL_ON_HELP,
    VERDICT_STYLE,
    FailOn,
    esc,
    exit_code_for,
    make_console,
    open_container,
)

if TYPE_CHECKING:
    from superbiz.chat.events import ChatEvent, ChatResult, ClaimView

__all__ = ["Numbering", "register"]


class Numbering:
    """Per-session invocation numbers (#1, #2 … in the order the session made the calls) for database ids."""

    def __init__(self) -> None:
        self._by_id: dict[int, int] = {}

    def add(self, invocation_id: Any) -> str:
        if isinstance(invocation_id, int):
            self._by_id.setdefault(invocation_id, len(self._by_id) + 1)
        return self.label(invocation_id)

    def label(self, invocation_id: Any) -> str:
        number = self._by_id.get(invocation_id) if isinstance(invocation_id, int) else None
        return f"#{number}" if number is not None else f"#?({esc(invocation_id)})"


def _stage_line(ev: ChatEvent, numbers: Numbering) -> str | None:
    """One live stage line for ``ev`` (None for the events the CLI does not show as a stage)."""
    from superbiz.chat import events as e

    match ev:
        case e.PlanEvent(data=plan):
            tools = ", ".join(esc(c.tool) for c in plan.calls)
            return f"[cyan]R{ev.round} 计划[/cyan] intent={esc(plan.intent)} → {tools or '（无工具调用）'}"
        case e.ToolCallEvent(data=call):
            mark = "[yellow]∅ 无数据[/yellow]" if call.status == "no_data" else (
                "[green]✓[/green]" if call.success else "[red]✗[/red]")
            args = esc(json.dumps(call.arguments, ensure_ascii=False))
            return f"  {mark} {numbers.add(call.invocation_id)} {esc(call.tool_name)} {args}"
        case e.GatekeeperEvent(data=gate):
            rules = esc(", ".join(gate.failed_rules))
            return f"[cyan]R{ev.round} Gatekeeper[/cyan] {esc(gate.status)}/{esc(gate.severity)} {rules}"
        case e.VerdictEvent(data=v):
            return f"[cyan]R{ev.round} 判决[/cyan] {esc(v.verdict)} score={esc(v.groundedness_score)}"
        case e.RetryEvent():
            return "[yellow]证据不足，进入第二轮补充检索[/yellow]"
        case e.ErrorEvent(data=error):
            return f"[red]错误[/red] {esc(error.message)}"
        case e.SessionEvent() | e.ExecutorEvent() | e.AnswerEvent() | e.DoneEvent():
            return None
        case _:
            assert_never(ev)


def _evidence(console: Console, claims: list[ClaimView], numbers: Numbering) -> None:
    if not claims:
        return
    console.print("[bold]证据[/bold]")
    for c in claims:
        console.print(f"  • {esc(c.claim_text)}  [dim]({esc(c.verification)})[/dim]")
        for e in c.evidence:
            ok = "✓" if e.get("verified") else "✗"
            console.print(
                f"      {ok} 调用 {numbers.label(e.get('invocation_id'))} {esc(e.get('tool_name'))} "
                f"{esc(e.get('raw_path'))}: [dim]{esc(e.get('excerpt'))}[/dim]"
            )


def _not_in_answer(items: list[str], answer: str) -> list[str]:
    return [item for item in items if item.strip() and item.strip() not in answer]


def _print_result(console: Console, r: ChatResult, *, trace: bool, numbers: Numbering) -> None:
    badge = Text(f" {r.verdict} ", style=VERDICT_STYLE.get(r.verdict, "bold"))
    meta = f"  groundedness {r.groundedness_score:.2f} · {r.output_type} · rounds {r.rounds}"
    console.print(Text.assemble(badge, meta))
    console.print()
    console.print(Text(r.answer.rstrip()))
    answer = r.answer
    sections = (
        ("已确认事实", _not_in_answer([c.claim_text for c in r.confirmed], answer)),
        ("待确认", _not_in_answer([c.claim_text for c in r.to_confirm], answer)),
        ("可能方向", _not_in_answer(r.hypotheses, answer)),
        ("证据缺口", _not_in_answer(r.gaps, answer)),
        ("建议下一步", _not_in_answer(r.next_steps, answer)),
    )
    for title, items in sections:  # only what the answer does not already say
        if items:
            console.print(f"\n[bold]{title}[/bold]")
            for item in items:
                console.print(f"  • {esc(item)}")
    if trace:
        console.print()
        _evidence(console, [*r.confirmed, *r.to_confirm], numbers)
    sid = esc(r.session_id)
    conversation = f" · conversation {esc(r.conversation_id)}" if r.conversation_id else ""
    console.print(f"\n[dim]session {sid}{conversation} · {r.duration_ms:.0f} ms · superbiz sessions show {sid}[/dim]")


def ask(
    question: Annotated[str, typer.Argument(help="The question, e.g. 'payment-service 最近半小时为什么大量超时？'")],
    conversation: Annotated[
        str | None, typer.Option("--conversation", "-c", help="Conversation id (multi-turn).")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    trace: Annotated[bool, typer.Option("--trace", help="Show the evidence behind each claim.")] = False,
    fail_on: Annotated[
        FailOn, typer.Option("--fail-on", help=FAIL_ON_HELP)
    ] = "low_confid",
    user: Annotated[str, typer.Option("--user", help="User id the session belongs to.")] = "local",
    config: Annotated[Path | None, typer.Option("--config", help="YAML config file.")] = None,
) -> None:
    """Ask a question; the answer states only what checked evidence supports.

    Exit status: 0 PASS, 3 LOW_CONFID, 4 REJECT (see --fail-on), 1 no answer, 2 bad input.
    """
    if not question.strip():
        make_console(stderr=True).print("[red]error:[/red] the question is empty")
        raise typer.Exit(EXIT_USAGE)
    startup.begin()  # until the container is open (superbiz.cli.startup)
    from superbiz.chat.events import AnswerEvent
    from superbiz.chat.service import ChatService

    err = make_console(stderr=True)
    numbers = Numbering()
    result: ChatResult | None = None
    with open_container(config) as container:
        for ev in ChatService(container).stream(question, user_id=user, conversation_id=conversation):  # type: ignore[arg-type]
            line = _stage_line(ev, numbers)
            if line and not as_json:
                err.print(line)
            if isinstance(ev, AnswerEvent):
                result = ev.data.result
    if result is None:
        err.print("[red]error:[/red] no answer was produced (see the errors above)")
        raise typer.Exit(EXIT_FAILURE)
    r = result
    if as_json:
        print(json.dumps(r.model_dump(mode="json"), ensure_ascii=False, indent=2))
    else:
        _print_result(make_console(), r, trace=trace, numbers=numbers)
    raise typer.Exit(exit_code_for(r.verdict, fail_on=fail_on))


def register(app: typer.Typer) -> None:
    """Add ``superbiz ask``."""
    app.command("ask")(ask)
