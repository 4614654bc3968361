"""``python -m superbiz`` = the ``superbiz`` command."""

from superbiz.cli import main

if __name__ == "__main__":  # a spawned worker process (the QA suite's --jobs) imports this module again
    main()
