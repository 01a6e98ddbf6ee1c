"""A newcomer's tools can follow the code: an editor's go-to-definition (jedi,
which most Python editors use) resolves a ``wallasey_lab.`` name used in the
window to the repository's own file, through the environment `make` installs
(setuptools' strict editable mode: a tree of links, no import hook), and the
checkout holds no stale built copy of the modules to double a search's hits.
"""

from __future__ import annotations

import sys
from pathlib import Path

import jedi
import pytest

ROOT = Path(__file__).resolve().parents[1]


def definition_of(path: Path, line_text: str, name: str) -> Path:
    """Where go-to-definition takes a person from ``name`` on the line ``line_text`` of ``path``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    (row,) = [i for i, line in enumerate(lines, 1) if line.strip() == line_text]
    column = lines[row - 1].index(name)
    # The environment's own interpreter, and a project that adds nothing to
    # sys.path: only the installed package can resolve a wallasey_lab. name.
    script = jedi.Script(path=str(path), environment=jedi.create_environment(sys.executable, safe=False),
                         project=jedi.Project(ROOT, added_sys_path=(), smart_sys_path=False))
    found = script.goto(row, column, follow_imports=True)
    assert found, f"go-to-definition found nothing for {name} in {path.name}"
    assert found[0].module_path is not None
    return Path(found[0].module_path).resolve()


@pytest.mark.parametrize(
    ("where", "line", "name", "defined_in"),
    [
        ("gui/window/lab_window.py", "from wallasey_lab.gui.window.page import LabPage, PageActions", "LabPage",
         "gui/window/page.py"),
        ("gui/window/lab_window.py", "from wallasey_lab.gui.background.worker import ShownRun, SimulationService",
         "SimulationService", "gui/background/worker.py"),
        ("gui/widgets/replay_bar.py", "from wallasey_lab.core.screens.replay import ReplayClock", "ReplayClock",
         "core/screens/replay.py"),
    ],
)
def test_go_to_definition_lands_on_the_repository_file(where, line, name, defined_in):
    assert definition_of(ROOT / where, line, name) == ROOT / defined_in


def test_no_stale_built_copy_of_the_modules_sits_in_the_checkout():
    copies = [p for p in (ROOT / "build").glob("lib*/wallasey_lab/**/*.py")] if (ROOT / "build").exists() else []
    assert copies == []
