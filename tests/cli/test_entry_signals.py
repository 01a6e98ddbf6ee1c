"""A stop signal in a program's first milliseconds is one line, never a
KeyboardInterrupt traceback from inside an import: the console scripts'
entry modules (cli/start.py, gui/start.py) put the handler in place before
anything else of the lab or the standard library is imported."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SCRIPTS = {**PYPROJECT["project"]["scripts"], **PYPROJECT["project"]["gui-scripts"]}

# Imported, as a console script does, with a spy that notes every module loaded while Ctrl-C is still Python's own.
SPY = r"""
import sys, _signal, importlib
own = _signal.getsignal(_signal.SIGINT)
early = []
class Spy:
    @staticmethod
    def find_spec(name, path=None, target=None):
        if _signal.getsignal(_signal.SIGINT) is own:
            early.append(name)
        return None
sys.meta_path.insert(0, Spy)
sys.argv = [sys.argv[1], "--help"]
module, func = SCRIPT.split(":")
try:
    getattr(importlib.import_module(module), func)()
except SystemExit:
    pass
sys.stderr.write("EARLY " + " ".join(early) + "\n")
"""

# The lab's own packages on the way to the entry module (their __init__.py files are empty).
ALLOWED_FIRST = {"wallasey_lab", "wallasey_lab.cli", "wallasey_lab.cli.start", "wallasey_lab.gui",
                 "wallasey_lab.gui.start", "wallasey_lab.cli.round_line"}  # round_line imports nothing


@pytest.mark.parametrize("program", ["wallasey-sim", "wallasey"])
def test_the_handler_is_in_place_before_anything_else_is_imported(program):
    """Ctrl-C 18 ms in printed a traceback from cli/stopping.py's `import signal` and enum."""
    code = SPY.replace("SCRIPT", repr(SCRIPTS[program]))
    done = subprocess.run([sys.executable, "-c", code, program], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    early = next(line for line in done.stderr.splitlines() if line.startswith("EARLY")).split()[1:]
    assert set(early) <= ALLOWED_FIRST, early


def test_the_entry_modules_import_nothing_at_their_top_but_the_interpreters_own():
    for path in (ROOT / "cli" / "start.py", ROOT / "gui" / "start.py"):
        tops = [line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith(("import ", "from "))]
        assert set(tops) <= {"import os", "import sys", "import _signal",
                             "from wallasey_lab.cli.start import install_while_starting, run",
                             "from wallasey_lab.cli.round_line import round_stopped_line  # imports nothing itself"}, tops
    round_line = (ROOT / "cli" / "round_line.py").read_text(encoding="utf-8")
    assert not [line for line in round_line.splitlines() if line.lstrip().startswith(("import ", "from "))]
    for init in (ROOT / "cli" / "__init__.py", ROOT / "gui" / "__init__.py"):
        assert init.read_text(encoding="utf-8").strip() == ""


def console_script(name: str) -> list[str]:
    script = Path(sys.executable).parent / name
    if not script.exists():
        pytest.skip(f"no {name} console script in this environment")
    return [str(script)]


def caught(pid: int, sig: int) -> bool:
    """Whether process ``pid`` has a handler for ``sig`` now (Linux: /proc/PID/status, SigCgt)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    mask = int(next(line.split()[1] for line in status.splitlines() if line.startswith("SigCgt:")), 16)
    return bool(mask >> (sig - 1) & 1)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP], ids=lambda s: signal.Signals(s).name)
def test_a_signal_while_starting_is_one_line(tmp_path, sig):
    """SIGTERM or SIGHUP 10 ms in died with 143 or 129 and no line. Sent as soon as the program
    handles it (before that, in Python's own start-up, no program can), during the lab's imports."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WALLASEY_SETTINGS_FILE=str(tmp_path / "s.ini"))
    proc = subprocess.Popen([*console_script("wallasey-sim"), "table", "--format", "csv"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    started = time.monotonic()
    while not caught(proc.pid, sig) and proc.poll() is None and time.monotonic() - started < 60:
        time.sleep(0.001)
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 128 + sig, (proc.returncode, err)
    assert "Traceback" not in err
    ours = [line for line in err.splitlines() if line.startswith("wallasey-sim")]
    assert len(ours) == 1 and f"stopped by {signal.Signals(sig).name}" in ours[0], err


# A program whose work is done (``main`` returned, files written) and a signal as it exits.
AFTER_MAIN = r"""
import os, signal, sys
from wallasey_lab.cli import stopping
stopping.install_for_program("wallasey-sim", "__main__")
stopping.install()
stopping.finished()
os.kill(os.getpid(), signal.SIGNUM)
sys.exit(0)
"""


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=lambda s: signal.Signals(s).name)
def test_a_signal_as_a_program_exits_after_its_work_keeps_the_works_status(sig):
    """SIGHUP as the picture's program went out, its PNG written, killed it by the signal (status -1)."""
    code = AFTER_MAIN.replace("SIGNUM", signal.Signals(sig).name)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, (done.returncode, done.stderr)
    assert "Traceback" not in done.stderr, done.stderr


def test_a_caller_that_goes_on_gets_its_own_handlers_back():
    from wallasey_lab.cli import stopping

    before = signal.getsignal(signal.SIGTERM)
    stopping.install()
    assert signal.getsignal(signal.SIGTERM) is not before
    stopping.finished()
    assert signal.getsignal(signal.SIGTERM) is before
