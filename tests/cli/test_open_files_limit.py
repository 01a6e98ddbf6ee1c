"""Under a limit on open files too low for the lab (``ulimit -n 8`` or 12) ``wallasey --screenshot``
printed a traceback of 15 to 28 lines ending in "OSError: [Errno 24] Too many open files" (an
import, or a file of the lab's, could not be opened). Now one line names the limit and what to raise
it to, status 1."""

from __future__ import annotations

import os
import resource
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ulimit -n")
AS_INSTALLED = "import sys; sys.argv[0] = 'wallasey'; from wallasey_lab.gui.start import main; sys.exit(main())"


def files(n: int):
    def apply():
        resource.setrlimit(resource.RLIMIT_NOFILE, (n, n))
    return apply


def test_too_few_open_files_is_one_line(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"),
               WALLASEY_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", AS_INSTALLED, "--screenshot", "x.png", "--size", "1366x768"],
                          cwd=tmp_path, env=env, preexec_fn=files(8), capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    ours = [line for line in done.stderr.splitlines() if line.startswith("wallasey")]
    assert ours == ["wallasey: error: too many open files: the limit set for this program (ulimit -n 8) is too low; "
                    "raise it to at least ulimit -n 64"], done.stderr
    assert not (tmp_path / "x.png").exists()
