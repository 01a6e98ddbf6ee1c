"""core/ is the model: pure Python and numpy, no Qt, no plotting, no network.

Two checks, because each misses something the other catches: the static scan
sees imports on code paths a plain import never runs (inside functions); the
dynamic check sees what importing really pulls in, through other packages.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "core"
FORBIDDEN = ("PySide6", "pyqtgraph", "shiboken6", "requests")


def forbidden_imports(source: str, filename: str = "<source>") -> list[str]:
    """Every import of a forbidden package in ``source``, anywhere in the tree
    (module level, functions, classes, try blocks), as 'line: name'."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif (
            isinstance(node, ast.Call)
            and (
                (isinstance(node.func, ast.Name) and node.func.id == "__import__")
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
            )
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names = [node.args[0].value]
        found += [f"{node.lineno}: {n}" for n in names if n.split(".")[0] in FORBIDDEN]
    return found


def core_files() -> list[Path]:
    files = sorted(CORE.glob("*.py"))
    assert CORE / "engine.py" in files and CORE / "__init__.py" in files
    return files


@pytest.mark.parametrize("path", core_files(), ids=lambda p: p.name)
def test_core_source_imports_no_gui_or_network_package(path):
    assert forbidden_imports(path.read_text(encoding="utf-8"), str(path)) == []


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import PySide6", ["1: PySide6"]),
        ("import numpy, requests.adapters", ["1: requests.adapters"]),
        ("from PySide6.QtCore import QObject", ["1: PySide6.QtCore"]),
        ("def f():\n    if True:\n        import pyqtgraph as pg\n", ["3: pyqtgraph"]),
        ("class C:\n    def m(self):\n        from shiboken6 import isValid\n", ["3: shiboken6"]),
        ("try:\n    import requests\nexcept ImportError:\n    pass\n", ["2: requests"]),
        ("import importlib\nqt = importlib.import_module('PySide6.QtGui')", ["2: PySide6.QtGui"]),
        ("m = __import__('requests')", ["1: requests"]),
        ("import numpy\nfrom . import rules\nfrom core.engine import run_batch\nimport requests_cache_not", []),
    ],
)
def test_the_static_scan_finds_nested_imports(source, expected):
    assert forbidden_imports(source) == expected


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
    modules = ["core"] + [f"core.{p.stem}" for p in core_files() if p.stem != "__init__"]
    assert {"core.engine", "core.rules", "core.limiters", "core.scenario"} <= set(modules)
    assert loaded_after_importing(modules) == []


def test_the_dynamic_check_would_notice_a_forbidden_package():
    pytest.importorskip("requests")
    assert "requests" in loaded_after_importing(["core", "requests"])


# storm/ (the real storm) is threads and sockets beside the model: it may use
# requests and the retry libraries, never the window's packages.
STORM = ROOT / "storm"
GUI_ONLY = ("PySide6", "pyqtgraph", "shiboken6")


@pytest.mark.parametrize("path", sorted(STORM.glob("*.py")), ids=lambda p: p.name)
def test_storm_source_imports_no_gui_package(path):
    found = forbidden_imports(path.read_text(encoding="utf-8"), str(path))
    assert [f for f in found if f.split(": ")[1].split(".")[0] in GUI_ONLY] == []


def test_importing_storm_loads_no_gui_package():
    loaded = loaded_after_importing(["storm.run", "storm.server", "storm.clients"])
    assert [m for m in loaded if m.split(".")[0] in GUI_ONLY] == []
