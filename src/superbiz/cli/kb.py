"""``superbiz kb``: ingest, list, search, delete and reindex knowledge-base documents."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from superbiz.cli._common import EXIT_USAGE, esc, make_console
from superbiz.errors import NotFoundError, SuperbizError
from superbiz.settings import Settings, load_settings

if TYPE_CHECKING:
    from superbiz.services.knowledge_base import KnowledgeBase

__all__ = ["kb_app", "register"]

kb_app = typer.Typer(
    name="kb", help="Manage the knowledge base (runbooks, references).", no_args_is_help=True, rich_markup_mode=None
)

ConfigOption = typer.Option(None, "--config", help="YAML config file.")
_LEVEL_STYLE = {"high": "green", "medium": "yellow", "low": "dim"}


@contextmanager
def _open_kb(settings: Settings) -> Iterator[KnowledgeBase]:
    """The knowledge base over the application database of ``settings``; exits 1 when it cannot be opened."""
    from superbiz.services.knowledge_base import open_knowledge_base

    with ExitStack() as stack:
        try:
            kb = stack.enter_context(open_knowledge_base(settings))
        except (OSError, SuperbizError) as exc:
            make_console(stderr=True).print(f"[red]error:[/red] cannot open the database: {esc(exc)}")
            raise typer.Exit(1) from exc
        yield kb


def _settings(config: Path | None) -> Settings:
    try:
        return load_settings(config)
    except (OSError, ValueError, SuperbizError) as exc:
        make_console(stderr=True).print(f"[red]error:[/red] invalid configuration: {esc(exc)}")
        raise typer.Exit(EXIT_USAGE) from exc


@kb_app.command("ingest")
def ingest(
    path: Path = typer.Argument(..., help="A .md/.markdown/.txt file or a folder of them."),
    config: Path | None = ConfigOption,
) -> None:
    """Ingest documents (unchanged ones are skipped, changed ones replaced), then rebuild the index."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Table

    from superbiz.services import knowledge_base as kb_service

    console, err_console = make_console(), make_console(stderr=True)
    try:
        files = kb_service.files_to_ingest(path)
    except NotFoundError as exc:
        err_console.print(f"[red]error:[/red] {esc(exc)}")
        raise typer.Exit(1) from exc
    if not files:
        err_console.print(f"[yellow]no .md/.markdown/.txt files under {esc(repr(str(path)))}[/yellow]")
        raise typer.Exit(1)
    with _open_kb(_settings(config)) as kb:
        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, console=console, transient=True) as progress:
            task = progress.add_task("ingesting", total=len(files))

            def advance(file: Path) -> None:
                progress.update(task, advance=1, description=f"ingesting {file.name}")
                if progress.tasks[task].completed >= len(files):
                    progress.update(task, description="building index")

            report = kb_service.ingest_path(kb=kb, caller=kb_service.LOCAL_ADMIN, path=path, on_file=advance)
    table = Table(title="ingest", show_header=True)
    for column in ("document", "action", "chunks", "note"):
        table.add_column(column)
    for outcome in report.documents:
        table.add_row(esc(outcome.source_path), outcome.action, str(outcome.chunk_count), esc(outcome.reason or ""))
    console.print(table)
    console.print(
        f"created {report.created}, updated {report.updated}, unchanged {report.unchanged}, "
        f"skipped {report.skipped}; {report.chunks_written} chunks written"
    )


@kb_app.command("list")
def list_documents(config: Path | None = ConfigOption) -> None:
    """List the stored documents."""
    from rich.table import Table

    console = make_console()
    from superbiz.services import knowledge_base as kb_service

    with _open_kb(_settings(config)) as kb:
        docs = kb_service.list_documents(kb=kb)
    if not docs:
        console.print("knowledge base is empty (the demo runbooks are added on first search or chat)")
        return
    table = Table(title=f"{len(docs)} documents", show_header=True)
    for column, justify in (("id", "right"), ("source", "left"), ("title", "left"), ("chunks", "right"),
                            ("size", "right"), ("ingested (UTC)", "left")):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]  # rich's JustifyMethod literal
    for d in docs:
        table.add_row(str(d.id), esc(d.source_path), esc(d.title), str(d.chunk_count), f"{d.size_bytes:,} B",
                      d.created_at.strftime("%Y-%m-%d %H:%M"))
    console.print(table)


@kb_app.command("search")
def search(
    query: str = typer.Argument(..., help="What to look up (Chinese or English)."),
    top_k: int = typer.Option(5, "--top-k", "-k", min=1, max=20, help="How many chunks."),
    config: Path | None = ConfigOption,
) -> None:
    """Search the knowledge base and show each hit's layer, relevance and source."""
    from superbiz.services import knowledge_base as kb_service

    console = make_console()
    with _open_kb(_settings(config)) as kb:
        started = time.perf_counter()
        hits = kb_service.search(kb=kb, query=query, top_k=top_k)
        elapsed_ms = (time.perf_counter() - started) * 1000
    if not hits:
        console.print(f"no document matches {esc(repr(query))}")
        raise typer.Exit(0)
    for rank, hit in enumerate(hits, start=1):
        style = _LEVEL_STYLE[hit.relevance_level]
        console.print(
            f"\n[bold]{rank}.[/bold] [{style}]{hit.relevance_level}[/{style}] {hit.score:.2f} "
            f"· {esc(hit.retrieval_layer)} · {esc(hit.source_document)}"
        )
        console.print(f"[cyan]{esc(hit.heading_path)}[/cyan]")
        console.print(hit.text if len(hit.text) <= 400 else hit.text[:400] + "…", markup=False)
    console.print(f"[dim]{len(hits)} hits in {elapsed_ms:.1f} ms[/dim]")


@kb_app.command("delete")
def delete(
    document_id: int = typer.Argument(..., help="Document id (see `superbiz kb list`)."),
    config: Path | None = ConfigOption,
) -> None:
    """Delete a document and its chunks, then rebuild the index."""
    from superbiz.services import knowledge_base as kb_service

    with _open_kb(_settings(config)) as kb:
        try:
            kb_service.delete_document(kb=kb, caller=kb_service.LOCAL_ADMIN, document_id=document_id)
        except NotFoundError as exc:
            make_console(stderr=True).print(f"[red]error:[/red] no document with id {document_id}")
            raise typer.Exit(1) from exc
    make_console().print(f"deleted document {document_id}")


@kb_app.command("reindex")
def reindex(config: Path | None = ConfigOption) -> None:
    """Rebuild the search index from the stored chunks."""
    from superbiz.services import knowledge_base as kb_service

    console = make_console()
    with _open_kb(_settings(config)) as kb, console.status("rebuilding index…"):
        started = time.perf_counter()
        kb_service.reindex(kb=kb, caller=kb_service.LOCAL_ADMIN)
        elapsed = time.perf_counter() - started
        stats = kb.stats
    console.print(f"index rebuilt: {stats.tokenised_chunks} chunks tokenised in {elapsed:.2f}s"
                  + (f", {stats.embedded_chunks} embedded" if stats.embedded_chunks else ""))


def register(app: typer.Typer) -> None:
    """Add ``superbiz kb ...``."""
    app.add_typer(kb_app, name="kb")
