"""``python -m superbiz`` = the ``superbiz`` command."""

import gc

if __name__ == "__main__":  # the collector waits while the command's modules load (superbiz.cli.startup)
    gc.disable()

from superbiz.cli import main

if __name__ == "__main__":  # a spawned worker process (the QA suite's --jobs) imports this module again
    main()
