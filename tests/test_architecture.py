"""The layers: core/ is the model (pure Python and numpy: no Qt, no plotting, no
network), and the window sits above the command line, which sits above the
real storm and the DfT measurement, which sit above the model.

import-linter checks the layers statically (imports anywhere in a module,
inside functions too; the contracts are in pyproject.toml). Two checks remain
beside it, for what a static import graph cannot see: imports made with
importlib or __import__ from a string, and what importing really pulls in
through other packages (a fresh interpreter imports the model and lists what
it loaded).
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "core"
FORBIDDEN = ("PySide6", "pyqtgraph", "shiboken6", "requests")
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")
PACKAGES = ("core", "dft", "storm", "cli", "gui", "resources")


def lint_imports(config: Path, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(LINT_IMPORTS), "--config", str(config), "--no-cache"], cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def test_the_import_contracts_are_kept():
    done = lint_imports(ROOT / "pyproject.toml", ROOT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout


def contract_layers() -> list[str]:
    """Every module the layer contracts name, as dotted names (inner layers under their container)."""
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]
    names = []
    for contract in contracts:
        if contract["type"] != "layers":
            continue
        for layer in contract["layers"]:
            for part in layer.split("|"):
                for container in contract.get("containers", [""]):
                    names.append(f"{container}.{part.strip()}".strip("."))
    return names


def broken_tree(tmp_path: Path, files: dict[str, str]) -> Path:
    """A copy of the contracts over a tiny stand-in package (one empty module
    for every layer the contracts name) plus ``files``, which break them."""
    root = tmp_path / "stand_in"
    for name in contract_layers():
        parts = name.split(".")
        folder = root.joinpath(*parts)
        folder.mkdir(parents=True, exist_ok=True)
        for depth in range(1, len(parts)):
            (root.joinpath(*parts[:depth]) / "__init__.py").touch()
        (folder / "__init__.py").touch()
    (root / "wallasey_lab" / "__init__.py").unlink(missing_ok=True)  # a namespace, as installed
    for path, source in files.items():
        (root / "wallasey_lab" / path).write_text(textwrap.dedent(source), encoding="utf-8")
    (root / "wallasey_lab" / "gui" / "window" / "lab_window.py").write_text(
        "from wallasey_lab.core.model import rules\n", encoding="utf-8")
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    return root


@pytest.mark.parametrize(
    ("files", "broken"),
    [
        ({"core/model/rules.py": "def later():\n    from PySide6 import QtCore\n"}, "The model imports no Qt"),
        ({"core/model/rules.py": "import requests\n"}, "The model imports no Qt"),
        ({"core/model/rules.py": "from wallasey_lab.gui.window import lab_window\n"}, "Layers"),
        ({"core/model/rules.py": "from core import engines\n"}, "never a bare folder"),
        ({"core/model/rules.py": "from wallasey_lab.core.engines import reference\n"}, "Inside core"),
        ({"core/engines/reference.py": "from wallasey_lab.core.studies import report\n"}, "Inside core"),
        ({"gui/style/palette.py": "from wallasey_lab.gui.views import plots\n"}, "Inside gui"),
        ({"gui/views/plots.py": "from wallasey_lab.gui.window import lab_window\n"}, "Inside gui"),
        ({"core/engines/reference.py": "from wallasey_lab.core.engines import pick\n",
          "core/engines/pick.py": "from wallasey_lab.core.engines import reference\n"}, "No import cycles"),
    ],
)
def test_the_contracts_would_notice_a_broken_layer(tmp_path, files, broken):
    tree = broken_tree(tmp_path, files)
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run([str(LINT_IMPORTS), "--config", str(tree / "pyproject.toml"), "--no-cache"], cwd=tree,
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode != 0, done.stdout[-2000:]
    broken_lines = [line for line in done.stdout.splitlines() if line.endswith("BROKEN")]
    assert any(broken in line for line in broken_lines), done.stdout[-3000:]


def test_an_unbroken_stand_in_keeps_every_contract(tmp_path):
    """The stand-in itself is sound, so each case above is broken by its own files alone."""
    tree = broken_tree(tmp_path, {})
    done = subprocess.run([str(LINT_IMPORTS), "--config", str(tree / "pyproject.toml"), "--no-cache"], cwd=tree,
                          capture_output=True, text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(tree)})
    assert done.returncode == 0, done.stdout[-3000:]


def string_imports(source: str, filename: str = "<source>") -> list[str]:
    """Imports of a forbidden package made from a string (importlib.import_module,
    __import__), which a static import graph cannot see, as 'line: name'."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if (
            isinstance(node, ast.Call)
            and (
                (isinstance(node.func, ast.Name) and node.func.id == "__import__")
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
            )
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            name = node.args[0].value
            if name.split(".")[0] in FORBIDDEN:
                found.append(f"{node.lineno}: {name}")
    return found


def core_files() -> list[Path]:
    files = sorted(CORE.rglob("*.py"))
    assert CORE / "engines" / "reference.py" in files and CORE / "__init__.py" in files
    return files


def module_name(path: Path) -> str:
    """core/engines/reference.py -> wallasey_lab.core.engines.reference"""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(("wallasey_lab", *(parts[:-1] if parts[-1] == "__init__" else parts)))


@pytest.mark.parametrize("path", core_files(), ids=lambda p: p.relative_to(CORE).as_posix())
def test_core_source_imports_nothing_forbidden_from_a_string(path):
    assert string_imports(path.read_text(encoding="utf-8"), str(path)) == []


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import importlib\nqt = importlib.import_module('PySide6.QtGui')", ["2: PySide6.QtGui"]),
        ("m = __import__('requests')", ["1: requests"]),
        ("import PySide6\nm = __import__('numpy')", []),
    ],
)
def test_the_string_scan_finds_imports_from_strings(source, expected):
    assert string_imports(source) == expected


def loaded_after_importing(modules: list[str]) -> list[str]:
    """Import ``modules`` in a fresh interpreter; return the forbidden packages it then holds."""
    script = f"""
import importlib, json, sys
for name in {modules!r}:
    importlib.import_module(name)
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in {FORBIDDEN!r})))
"""
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_importing_every_core_module_loads_no_gui_or_network_package():
    modules = sorted({module_name(p) for p in core_files()})
    named = ("engines.reference", "model.rules", "model.limiters", "model.scenario")
    assert {f"wallasey_lab.core.{m}" for m in named} <= set(modules)
    assert loaded_after_importing(modules) == []


def test_the_dynamic_check_would_notice_a_forbidden_package():
    pytest.importorskip("requests")
    assert "requests" in loaded_after_importing(["wallasey_lab.core", "requests"])


# storm/ (the real storm) is threads and sockets beside the model: it may use
# requests and the retry libraries, never the window's packages.
GUI_ONLY = ("PySide6", "pyqtgraph", "shiboken6")


def test_importing_storm_loads_no_gui_package():
    loaded = loaded_after_importing(["wallasey_lab.storm.run", "wallasey_lab.storm.server", "wallasey_lab.storm.clients"])
    assert [m for m in loaded if m.split(".")[0] in GUI_ONLY] == []
