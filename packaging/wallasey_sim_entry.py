"""Entry script of the bundle's `wallasey-sim` executable: the lab without a window.

The same as the `wallasey-sim` command of a pip install (cli.start:main).
"""

from __future__ import annotations

import sys

if __name__ == "__main__":
    from wallasey_lab.cli.start import main

    sys.exit(main())
