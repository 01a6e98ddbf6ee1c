"""Memory that runs out while a program loads (most often under ``ulimit -v``: an import raised
MemoryError, or Qt's libraries "failed to map segment") is one line and status 1 in both
programs, never a traceback out of an import. The failure is made in a child Python by an
import hook, so the test needs no real limit (whose threshold differs between computers)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

HOOK = textwrap.dedent("""
    import sys
    class Fails:
        def find_spec(self, name, path=None, target=None):
            if name == {module!r}:
                raise {error}
            return None
    sys.meta_path.insert(0, Fails())
    sys.argv = [{program!r}] + {args!r}
    from {start} import main
    sys.exit(main())
""")


def run(program: str, error: str) -> subprocess.CompletedProcess:
    if program == "wallasey":
        module, start, args = "wallasey_lab.gui.app", "wallasey_lab.gui.start", ["--screenshot", "x.png"]
    else:
        module, start, args = "wallasey_lab.cli.wallasey_sim", "wallasey_lab.cli.start", ["run", "--rule", "exponential"]
    code = HOOK.format(module=module, error=error, program=program, args=args, start=start)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("program", ["wallasey", "wallasey-sim"])
@pytest.mark.parametrize("error", [
    "MemoryError()",
    "ImportError('libQt6Widgets.so.6: failed to map segment from shared object')",
])
def test_memory_that_runs_out_while_loading_is_one_line(program, error):
    done = run(program, error)
    assert done.returncode == 1, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr  # was a traceback of 15 lines ending in MemoryError
    assert lines[0].startswith(f"{program}: error: not enough memory"), lines[0]
    assert "ulimit -v" in lines[0]
    assert "Traceback" not in done.stderr


def test_an_import_that_fails_for_another_reason_is_not_called_memory():
    done = run("wallasey-sim", "ImportError('no module named nonesuch')")
    assert "not enough memory" not in done.stderr
    assert done.returncode != 0
