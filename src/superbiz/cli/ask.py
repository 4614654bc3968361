"""``superbiz ask``: one question through the whole pipeline, with live stages and the evidence behind claims."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console

from superbiz.cli._common import VERDICT_STYLE, err_console, open_container

if TYPE_CHECKING:
    from superbiz.chat.events import ChatEvent, ChatResult, ClaimView

__all__ = ["register"]

console = Console()


def _stage_line(ev: ChatEvent) -> str | None:
    d = ev.data
    if ev.type == "plan":
        tools = ", ".join(c["tool"] for c in d.get("calls", []))
        return f"[cyan]R{ev.round} 计划[/cyan] intent={d.get('intent')} → {tools or '（无工具调用）'}"
    if ev.type == "tool_call":
        mark = "[green]✓[/green]" if d.get("success") else "[red]✗[/red]"
        args = json.dumps(d.get("arguments"), ensure_ascii=False)
        return f"  {mark} #{d.get('invocation_id')} {d.get('tool_name')} {args}"
    if ev.type == "gatekeeper":
        return (
            f"[cyan]R{ev.round} Gatekeeper[/cyan] {d.get('status')}/{d.get('severity')} {d.get('failed_rules') or ''}"
        )
    if ev.type == "verdict":
        return f"[cyan]R{ev.round} 判决[/cyan] {d.get('verdict')} score={d.get('groundedness_score')}"
    if ev.type == "retry":
        return "[yellow]证据不足，进入第二轮补充检索[/yellow]"
    if ev.type == "error":
        return f"[red]错误[/red] {d.get('message')}"
    return None


def _claims(title: str, claims: list[ClaimView], trace: bool) -> None:
    if not claims:
        return
    console.print(f"[bold]{title}[/bold]")
    for c in claims:
        console.print(f"  • {c.claim_text}  [dim]({c.verification})[/dim]")
        if trace:
            for e in c.evidence:
                ok = "✓" if e.get("verified") else "✗"
                console.print(
                    f"      {ok} invocation #{e.get('invocation_id')} {e.get('tool_name')} "
                    f"{e.get('raw_path')}: [dim]{e.get('excerpt')}[/dim]"
                )


def _print_result(r: ChatResult, trace: bool) -> None:
    from rich.panel import Panel
    from rich.text import Text

    badge = Text(f" {r.verdict} ", style=VERDICT_STYLE.get(r.verdict, "bold"))
    head = Text.assemble(badge, f"  groundedness {r.groundedness_score:.2f} · {r.output_type} · rounds {r.rounds}")
    console.print(head)
    console.print(Panel(r.answer, title="回答", expand=True))
    _claims("已确认事实", r.confirmed, trace)
    _claims("待确认", r.to_confirm, trace)
    for title, items in (("可能方向", r.hypotheses), ("证据缺口", r.gaps), ("建议下一步", r.next_steps)):
        if items:
            console.print(f"[bold]{title}[/bold]")
            for item in items:
                console.print(f"  • {item}")
    console.print(f"[dim]session {r.session_id} · {r.duration_ms:.0f} ms · superbiz sessions show {r.session_id}[/dim]")


def register(app: typer.Typer) -> None:
    @app.command()
    def ask(
        question: Annotated[
            str, typer.Argument(help="The question, e.g. 'payment-service 最近半小时为什么大量超时？'")
        ],
        conversation: Annotated[
            str | None, typer.Option("--conversation", "-c", help="Conversation id (multi-turn)")
        ] = None,
        as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object")] = False,
        trace: Annotated[bool, typer.Option("--trace", help="Show the evidence behind each claim")] = False,
        user: Annotated[str, typer.Option("--user", help="User id the session belongs to")] = "local",
        config: Annotated[Path | None, typer.Option("--config", help="YAML config file")] = None,
    ) -> None:
        """Ask a question; the answer states only what checked evidence supports."""
        if not question.strip():
            err_console.print("[red]error:[/red] the question is empty")
            raise typer.Exit(2)
        from superbiz.chat.events import ChatResult
        from superbiz.chat.service import ChatService

        with open_container(config) as container:
            result: dict[str, Any] | None = None
            for ev in ChatService(container).stream(question, user_id=user, conversation_id=conversation):  # type: ignore[arg-type]
                line = _stage_line(ev)
                if line and not as_json:
                    err_console.print(line)
                if ev.type == "answer":
                    result = ev.data["result"]
        if result is None:
            err_console.print("[red]error:[/red] no answer was produced (see the errors above)")
            raise typer.Exit(1)
        r = ChatResult.model_validate(result)
        if as_json:
            print(json.dumps(r.model_dump(mode="json"), ensure_ascii=False, indent=2))
        else:
            _print_result(r, trace)
