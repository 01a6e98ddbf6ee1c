"""Entry script of the bundle's `wallasey` executable: the lab window.

The same as the `wallasey` command of a pip install (gui.start:main), so
`wallasey --screenshot PATH [options]` works in the bundle too.
"""

from __future__ import annotations

import os
import sys

if __name__ == "__main__":
    # The simulator's process (gui/background/sim_process.py) is this same
    # executable started again: there it runs the simulator and ends here.
    import multiprocessing

    multiprocessing.freeze_support()
    # A windowed executable (Windows, macOS) starts with no stdout/stderr:
    # give it harmless sinks so that argparse errors and print() cannot raise.
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))

    from wallasey_lab.gui.start import main

    sys.exit(main())
