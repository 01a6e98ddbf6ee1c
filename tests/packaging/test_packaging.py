"""Static checks of packaging/ and the shipped icons (fast: nothing is built here;
`make package-check` builds the bundle and runs it)."""

from __future__ import annotations

import ast
import fnmatch
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from wallasey_lab.resources.paths import ICON_SIZES, icon_files, resource_path
from wallasey_lab.resources.strings import APP_NAME

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
DESKTOP = PACKAGING / "linux" / "wallasey-retry-lab.desktop"
SPEC = PACKAGING / "wallasey.spec"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
# Every folder of the import package: core/, core/engines/, gui/window/, ...
FOLDERS = sorted(p.parent.relative_to(ROOT).as_posix() for top in ("core", "dft", "storm", "cli", "gui", "resources")
                 for p in (ROOT / top).rglob("__init__.py") if "__pycache__" not in p.parts)


def test_every_folder_of_the_package_is_in_pyproject():
    """A folder missing from [tool.setuptools] packages would install without its modules."""
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    assert {"core/engines", "gui/window", "gui/lessons"} <= set(FOLDERS)
    assert {"wallasey_lab." + f.replace("/", ".") for f in FOLDERS} == listed


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", "not a PNG"
    return struct.unpack(">II", data[16:24])


def desktop_keys() -> dict[str, str]:
    groups, keys = [], {}
    for line in DESKTOP.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("["):
            groups.append(line.strip())
            continue
        key, sep, value = line.partition("=")
        assert sep, f"not a key=value line: {line!r}"
        assert key not in keys, f"{key} given twice"
        keys[key] = value
    assert groups == ["[Desktop Entry]"]  # install.sh appends Exec/TryExec at the end of the file
    return keys


# ---------------------------------------------------------------- icons


@pytest.mark.parametrize("size", ICON_SIZES)
def test_png_icons_exist_at_their_sizes(size):
    assert png_size((ICONS / f"wallasey-{size}.png").read_bytes()) == (size, size)


def test_svg_icon_is_svg_in_the_lab_colours():
    svg = (ICONS / "wallasey.svg").read_text(encoding="utf-8")
    assert "<svg" in svg and 'viewBox="0 0 512 512"' in svg
    for colour in ("#009E73", "#D55E00", "#0072B2"):
        assert colour in svg


def test_ico_holds_png_entries_up_to_256():
    data = (ICONS / "wallasey.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = set()
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        size = w or 256
        assert (w, planes, bits) == (h, 1, 32)
        assert png_size(data[offset: offset + length]) == (size, size)
        sizes.add(size)
    assert {16, 32, 48, 256} <= sizes


def test_icns_holds_png_entries():
    data = (ICONS / "wallasey.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    pos, kinds = 8, {}
    while pos < len(data):
        kind, length = data[pos: pos + 4], struct.unpack(">I", data[pos + 4: pos + 8])[0]
        kinds[kind] = png_size(data[pos + 8: pos + length])[0]
        pos += length
    assert pos == len(data)
    assert kinds[b"ic07"] == 128 and kinds[b"ic09"] == 512 and kinds[b"ic10"] == 1024


def test_render_script_makes_the_files_that_ship():
    source = (PACKAGING / "render_icons.py").read_text(encoding="utf-8")
    assert "QSvgRenderer" in source and "wallasey.ico" in source and "wallasey.icns" in source
    tree = ast.parse(source)
    sizes = next(ast.literal_eval(n.value) for n in ast.walk(tree)
                 if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "PNG_SIZES")
    assert tuple(sizes) == ICON_SIZES


# ---------------------------------------------------------------- resources.paths


def test_resource_path_finds_the_icons_in_a_checkout():
    files = icon_files()
    assert [png_size(p.read_bytes())[0] for p in files] == list(ICON_SIZES)
    assert resource_path("icons/wallasey.svg") == ICONS / "wallasey.svg"


@pytest.mark.parametrize("name", ["../pyproject.toml", "/etc/passwd", "", "icons\\wallasey.svg"])
def test_resource_path_refuses_names_outside_resources(name):
    with pytest.raises(ValueError):
        resource_path(name)


def test_resource_path_names_a_missing_file():
    with pytest.raises(FileNotFoundError, match="icons/nope.png"):
        resource_path("icons/nope.png")


# The translators' catalogues are sources (Qt Linguist edits them; docs/translating.md):
# their compiled .qm files are what ships.
SOURCE_ONLY = ("i18n/*.ts",)


def test_wheel_package_data_covers_every_shipped_file():
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["wallasey_lab.resources"]
    for path in (ROOT / "resources").rglob("*"):
        if path.is_file() and path.suffix != ".py" and "__pycache__" not in path.parts:
            name = path.relative_to(ROOT / "resources").as_posix()
            if any(fnmatch.fnmatch(name, p) for p in SOURCE_ONLY):
                continue
            assert any(fnmatch.fnmatch(name, p) for p in patterns), f"{name} would be left out of the wheel"


def built_wheel(tmp_path: Path) -> Path:
    """The project's wheel, built from this checkout (no network: the build tools
    are the ones `make test` installed into the environment)."""
    out = tmp_path / "wheel"
    # Built from a copy: setuptools leaves build/lib/ behind, and a stale copy
    # of every module in the checkout doubles each search hit a person makes.
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".git", ".venv", "build", "dist", "tests", "__pycache__",
                                                                "*.egg-info", ".pytest_cache", ".hypothesis", ".ruff_cache"))
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet",
                           "-w", str(out), str(source)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    (wheel,) = out.glob("wallasey_retry_lab-*.whl")
    return wheel


def test_the_wheel_installs_one_top_level_package_with_its_files(tmp_path):
    wheel = built_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        entry_points = next(archive.read(n).decode() for n in names if n.endswith(".dist-info/entry_points.txt"))
    top = {name.split("/")[0] for name in names}
    assert {t for t in top if not t.endswith(".dist-info")} == {"wallasey_lab"}, sorted(top)
    for folder in FOLDERS:
        assert f"wallasey_lab/{folder}/__init__.py" in names
    for path in (ROOT / "resources" / "icons").iterdir():
        assert f"wallasey_lab/resources/icons/{path.name}" in names
    for path in (ROOT / "resources" / "notes").iterdir():  # the teachers' notes the window opens
        assert f"wallasey_lab/resources/notes/{path.name}" in names
    assert "wallasey_lab.gui.start:main" in entry_points and "wallasey_lab.cli.start:main" in entry_points
    assert not any(name.startswith(("tests/", "benchmarks/", "packaging/")) for name in names)


def test_the_installed_wheel_finds_its_own_files(tmp_path):
    """Installed beside a foreign `core` package, the lab still imports its own
    modules and finds its icons (no editable-install hook, no checkout on the path)."""
    wheel = built_wheel(tmp_path)
    target = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target", str(target),
                           str(wheel)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    (target / "core").mkdir()
    (target / "core" / "__init__.py").write_text("raise ImportError('someone else\'s core')\n", encoding="utf-8")
    script = ("import wallasey_lab.resources.paths as p, wallasey_lab.resources.strings as s; "
              "print(p.__file__); print(len(p.icon_files())); print(s.APP_NAME); "
              "print(p.teachers_notes().read_text(encoding='utf-8').splitlines()[0])")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")} | {"PYTHONPATH": str(target)}
    done = subprocess.run([sys.executable, "-S", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    file, count, name, notes = done.stdout.split("\n")[:4]
    assert Path(file).is_relative_to(target) and int(count) == len(ICON_SIZES) and name == APP_NAME
    assert notes == (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8").splitlines()[0]


# ---------------------------------------------------------------- Linux menu entry


def test_desktop_entry_has_the_required_keys():
    keys = desktop_keys()
    assert keys["Type"] == "Application"
    assert keys["Name"] == APP_NAME
    assert keys["Comment"]
    assert keys["Exec"] == "wallasey"  # install.sh points it at the installed executable
    assert keys["Terminal"] == "false"
    assert {"Education", "Science"} <= set(keys["Categories"].rstrip(";").split(";"))
    assert keys["Categories"].endswith(";")


def test_desktop_icon_is_what_install_sh_installs():
    icon = desktop_keys()["Icon"]
    assert "/" not in icon and not icon.endswith(".png")  # a theme name, found in hicolor
    assert f"ID={icon}" in (PACKAGING / "linux" / "install.sh").read_text(encoding="utf-8")
    assert DESKTOP.name == f"{icon}.desktop"
    assert (ICONS / "wallasey.svg").is_file()


def test_startup_wm_class_is_the_qt_application_name():
    # Qt on X11 sets WM_CLASS to (executable name, QCoreApplication.applicationName()).
    assert desktop_keys()["StartupWMClass"] == APP_NAME
    assert re.search(r"setApplicationName\(([\w.]*APP_NAME|\"Wallasey Retry Lab\")\)",
                     (ROOT / "gui" / "app.py").read_text(encoding="utf-8"))


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-validate is not installed")
def test_desktop_entry_validates():
    proc = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False)
    assert proc.returncode == 0 and "error" not in proc.stdout.lower(), proc.stdout + proc.stderr


@pytest.mark.skipif(shutil.which("sh") is None, reason="no sh")
def test_install_script_parses():
    subprocess.run(["sh", "-n", str(PACKAGING / "linux" / "install.sh")], check=True)


# ---------------------------------------------------------------- the PyInstaller spec


def test_spec_compiles_and_names_both_entry_scripts():
    source = SPEC.read_text(encoding="utf-8")
    compile(source, str(SPEC), "exec")
    for script in ("wallasey_entry.py", "wallasey_sim_entry.py"):
        assert script in source and (PACKAGING / script).is_file()
    for name in ('name="wallasey"', 'name="wallasey-sim"', "COLLECT(", "BUNDLE(", "console=", "wallasey.icns",
                 "wallasey.ico"):
        assert name in source


@pytest.mark.parametrize(("script", "target"), [("wallasey_entry.py", "wallasey_lab.gui.start:main"),
                                                ("wallasey_sim_entry.py", "wallasey_lab.cli.start:main")])
def test_entry_scripts_call_the_same_mains_as_pip(script, target):
    module, func = target.split(":")
    assert f"from {module} import {func}" in (PACKAGING / script).read_text(encoding="utf-8")
    scripts = {**PYPROJECT["project"]["scripts"], **PYPROJECT["project"]["gui-scripts"]}
    assert target in scripts.values()


def test_spec_keeps_the_qt_modules_the_app_imports():
    source = SPEC.read_text(encoding="utf-8")
    keep = re.search(r"QT_KEEP = \{([^}]*)\}", source).group(1)
    for module in ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtOpenGL", "QtOpenGLWidgets"):
        assert f'"{module}"' in keep


def test_make_package_installs_pyinstaller_itself():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^package: \$\(PKG_STAMP\)", makefile, re.M)
    assert re.search(r"^package-check: package", makefile, re.M)
    assert '["optional-dependencies"]["package"]' in makefile
    assert any(r.lower().startswith("pyinstaller") for r in PYPROJECT["project"]["optional-dependencies"]["package"])
