"""``python -m superbiz`` = the ``superbiz`` command."""

from superbiz.cli import main

main()
