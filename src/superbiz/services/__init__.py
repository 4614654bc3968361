"""What the faces (CLI, API, MCP server) do with stored data, in one place for all of them.

    sessions         list and show a user's sessions, resolve an id prefix or ``latest``, the audit trail
    audit            the audit trail of one session (claims joined with their checks, bindings, invocations)
    knowledge_base   ingest, list, search, preview, delete, reindex knowledge documents (the admin rule)
    investigations   list and show a user's investigations

Functions take keyword-only arguments and raise :mod:`superbiz.errors` (``NotFoundError``, ``PermissionDenied``,
``AmbiguousReference``; ``StoreError`` from the database). A face parses its input, calls one function and
formats the answer; the API maps the errors to HTTP in ``api/errors.py``, the CLI to exit codes. Faces never
import ``superbiz.store`` (the ``faces-through-services`` contract in ``.importlinter``).
"""
