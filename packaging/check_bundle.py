"""Check a built bundle the way a person would use it (run by `make package-check`).

    .venv/bin/python packaging/check_bundle.py [dist/wallasey]

1. The bundled `wallasey --screenshot` renders the window with its plots to a PNG
   (at least 1024 x 720, not blank, the plots' accepted bars drawn).
2. The bundled `wallasey-sim table --runs 5` prints the table of the three rules, and
   `wallasey-sim run --engine compiled` runs the numba-compiled engine twice: the first
   start compiles it into the user's cache folder, the second loads it from there.
3. The teachers' notes (docs/teachers.md and its pictures) ship in the bundle,
   byte for byte, where the window's Lessons > Teachers' notes finds them; the
   compiled catalogues of the shipped languages (resources/i18n/*.qm) ship too,
   and `wallasey --language en-XA --screenshot` renders a page in another
   language (its picture differs from the English one).
4. Linux: packaging/linux/install.sh installs the bundle into a throwaway prefix
   whose path has a space in it, under a throwaway HOME; the .desktop entry has
   the keys it needs, its Icon is installed, desktop-file-validate passes (when it
   is installed) and its Exec line opens the lab (--screenshot again) from the
   installed copy: split by this script, and started by GLib's `gio launch` (when
   it is installed) as a desktop menu would.

The bundle runs with an environment that has no Python on PATH, no PYTHONPATH,
no virtual environment and a HOME of its own, so it cannot lean on this checkout.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wallasey_lab.resources.strings import APP_NAME, TABLE_HEADINGS, rule_label  # noqa: E402

MIN_W, MIN_H = 1024, 720
EXE = ".exe" if sys.platform == "win32" else ""


class CheckFailed(Exception):
    pass


def bare_env(home: Path) -> dict[str, str]:
    """An environment with no Python to lean on: system PATH, own HOME, Qt offscreen."""
    env = {
        "PATH": os.pathsep.join(p for p in ("/usr/local/bin", "/usr/bin", "/bin") if Path(p).is_dir()),
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_RUNTIME_DIR": str(home / "runtime"),
    }
    (home / "runtime").mkdir(parents=True, exist_ok=True, mode=0o700)
    for key in ("SYSTEMROOT", "TEMP", "TMP", "TMPDIR"):  # Windows needs these to start at all
        if key in os.environ:
            env[key] = os.environ[key]
    return env


def run(cmd: list[str], env: dict[str, str], timeout: float = 180) -> subprocess.CompletedProcess:
    started = time.monotonic()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    took = time.monotonic() - started
    print(f"  $ {shlex.join(cmd)}  -> exit {proc.returncode} in {took:.1f} s")
    if proc.returncode != 0:
        raise CheckFailed(f"{cmd[0]} exited {proc.returncode}\n--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}")
    return proc


def check_screenshot(png: Path) -> str:
    """PNG exists, is big enough, is not blank and shows the plots' accepted bars."""
    if not png.is_file():
        raise CheckFailed(f"no screenshot at {png}")
    header = png.read_bytes()[:24]
    if header[:8] != b"\x89PNG\r\n\x1a\n" or header[12:16] != b"IHDR":
        raise CheckFailed(f"{png} is not a PNG")
    width, height = int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")
    if width < MIN_W or height < MIN_H:
        raise CheckFailed(f"screenshot is {width} x {height}, smaller than {MIN_W} x {MIN_H}")

    import numpy as np
    from PySide6.QtGui import QImage

    image = QImage(str(png)).convertToFormat(QImage.Format.Format_RGB32)
    if image.isNull():
        raise CheckFailed(f"Qt cannot read {png}")
    bgra = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine() // 4, 4)
    rgb = bgra[:, : image.width(), 2::-1].astype(int)
    colours = len(np.unique(rgb.reshape(-1, 3) @ np.array([65536, 256, 1])))
    if colours < 50 or rgb.std() < 10:
        raise CheckFailed(f"screenshot looks blank ({colours} colours, spread {rgb.std():.1f})")
    # The accepted calls' bars are drawn solid in the palette's colour.
    from wallasey_lab.gui.style.palette import ACCEPTED

    want = np.array([int(ACCEPTED[i : i + 2], 16) for i in (1, 3, 5)])
    accepted = int((np.abs(rgb - want).max(axis=-1) <= 12).sum())
    if accepted < 300:
        raise CheckFailed(f"the plots look empty: only {accepted} pixels of accepted calls ({ACCEPTED}) in the screenshot")
    return f"{width} x {height}, {colours:,} colours, {accepted:,} pixels of accepted calls"


def check_screenshot_run(cmd: list[str], env: dict[str, str], png: Path) -> None:
    run([*cmd, "--screenshot", str(png)], env)
    print(f"  ok: screenshot {check_screenshot(png)}")


def check_sim(bundle: Path, env: dict[str, str]) -> None:
    out = run([str(bundle / f"wallasey-sim{EXE}"), "table", "--runs", "5"], env).stdout
    missing = [w for w in (*TABLE_HEADINGS, *(rule_label(r) for r in ("immediate", "exponential", "full-jitter")))
               if w not in out]
    if missing or "median of 5 runs" not in out:
        raise CheckFailed(f"wallasey-sim table printed no table (missing {missing}):\n{out}")
    print("  ok: wallasey-sim printed the table")


def check_teachers_notes(bundle: Path) -> None:
    """The teachers' notes the window opens (Lessons > Teachers' notes) ship whole,
    pictures too, where resources/paths.py looks for them."""
    found = [p for p in bundle.rglob("teachers.md") if p.parent.name == "notes" and p.parent.parent.name == "resources"]
    if not found:
        raise CheckFailed("the teachers' notes (wallasey_lab/resources/notes/teachers.md) are not in the bundle")
    notes = found[0].parent
    for name in ("teachers.md", "lesson-door.png", "lesson-ten-agents.png", "lesson-load-vs-waiting.png"):
        shipped = notes / name
        if shipped.is_symlink() or not shipped.is_file() or shipped.read_bytes() != (ROOT / "docs" / name).read_bytes():
            raise CheckFailed(f"{shipped} is missing or differs from docs/{name}")
    print(f"  ok: the teachers' notes ship in {notes.relative_to(bundle)}")


def check_translations(bundle: Path, env: dict[str, str], work: Path) -> None:
    """Every shipped language's .qm is in the bundle, and a page renders in one."""
    shipped = [p for p in bundle.rglob("wallasey_*.qm") if p.parent.name == "i18n"]
    wanted = sorted(p.name for p in (ROOT / "resources" / "i18n").glob("wallasey_*.qm"))
    if sorted(p.name for p in shipped) != wanted:
        raise CheckFailed(f"the bundle's catalogues {sorted(p.name for p in shipped)} are not {wanted}")
    png = work / "language.png"
    check_screenshot_run([str(bundle / f"wallasey{EXE}"), "--language", "en-XA"], env, png)
    english = (work / "shot.png").read_bytes()
    if png.read_bytes() == english:
        raise CheckFailed("the page in en-XA is the English page: the catalogue was not loaded")
    print(f"  ok: {len(shipped)} catalogues ship; a page renders in en-XA")


def check_compiled_engine(bundle: Path, env: dict[str, str]) -> None:
    """The compiled engine (numba) works from the bundle and caches its code in
    the user's own cache folder: a second start loads it instead of compiling."""
    cmd = [str(bundle / f"wallasey-sim{EXE}"), "run", "--rule", "jitter", "--jitter", "0.5", "--limiter",
           "token-bucket", "--runs", "3", "--engine", "compiled", "--json"]
    first = time.monotonic()
    run(cmd, env, timeout=600)
    compile_s = time.monotonic() - first
    home = Path(env["HOME"])
    cached = sorted(home.glob(".cache/wallasey-retry-lab/numba/**/*.nbi")) + sorted(
        home.glob("AppData/Local/wallasey-retry-lab/numba/**/*.nbi")) + sorted(
        home.glob("Library/Caches/wallasey-retry-lab/numba/**/*.nbi"))
    if not cached:
        raise CheckFailed(f"the compiled engine left no cache under {home}")
    second = time.monotonic()
    run(cmd, env)
    print(f"  ok: compiled engine ran from the bundle (first start {compile_s:.1f} s, compiling; "
          f"second {time.monotonic() - second:.1f} s, from its cache of {len(cached)} functions)")


def desktop_entry(path: Path) -> dict[str, str]:
    """The [Desktop Entry] group's keys, with the Desktop Entry string escapes undone."""
    keys, group = {}, None
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("["):
            group = line.strip()
            continue
        if group == "[Desktop Entry]" and "=" in line:
            key, value = line.split("=", 1)
            keys[key.strip()] = re.sub(r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(
                m.group(1), m.group(1)), value.strip())
    return keys


def exec_argv(exec_value: str) -> list[str]:
    """Split an Exec value as a desktop does: arguments split at spaces, double quotes
    with \\ escapes inside, then %% made a literal % and field codes (%f, %U, ...) dropped."""
    words, current, quoted, started = [], "", False, False
    chars = iter(exec_value)
    for c in chars:
        if quoted:
            if c == "\\":
                current += next(chars, "")
            elif c == '"':
                quoted = False
            else:
                current += c
        elif c == '"':
            quoted = started = True
        elif c == " ":
            if started:
                words.append(current)
            current, started = "", False
        else:
            current, started = current + c, True
    if quoted:
        raise CheckFailed(f"unterminated quote in Exec={exec_value}")
    if started:
        words.append(current)
    return [re.sub(r"%(.)", lambda m: "%" if m.group(1) == "%" else "", w) for w in words if not re.fullmatch(r"%[a-zA-Z]", w)]


def check_desktop_install(bundle: Path, work: Path, env: dict[str, str]) -> None:
    prefix = work / "a prefix with spaces"
    run(["sh", str(ROOT / "packaging" / "linux" / "install.sh"), "--prefix", str(prefix), str(bundle)], env)
    share = prefix / "share"
    desktop = share / "applications" / "wallasey-retry-lab.desktop"
    if not desktop.is_file():
        raise CheckFailed(f"install.sh wrote no {desktop}")
    keys = desktop_entry(desktop)
    need = {"Type": "Application", "Name": APP_NAME, "Terminal": "false", "StartupWMClass": APP_NAME}
    wrong = {k: keys.get(k) for k, v in need.items() if keys.get(k) != v}
    if wrong or not keys.get("Exec") or not keys.get("Icon") or not keys.get("Comment"):
        raise CheckFailed(f"the installed .desktop entry is wrong: {wrong or keys}")
    icons = sorted((share / "icons" / "hicolor").glob(f"*/apps/{keys['Icon']}.*"))
    if len(icons) < 8:
        raise CheckFailed(f"icon {keys['Icon']} is installed at only {len(icons)} sizes")
    validator = shutil.which("desktop-file-validate")
    if validator:
        proc = subprocess.run([validator, str(desktop)], capture_output=True, text=True, check=False)
        if proc.returncode != 0 or "error" in proc.stdout.lower():
            raise CheckFailed(f"desktop-file-validate: {proc.stdout}{proc.stderr}")
        print("  ok: desktop-file-validate passes")
    else:
        print("  (desktop-file-validate is not installed: skipped)")
    argv = exec_argv(keys["Exec"])
    installed = share / "wallasey-retry-lab" / "wallasey"
    if Path(argv[0]) != installed:
        raise CheckFailed(f"Exec runs {argv[0]}, not the installed {installed}")
    print(f"  ok: .desktop entry, {len(icons)} icons; Exec = {argv}")
    check_screenshot_run(argv, env, work / "from-desktop.png")
    gio = shutil.which("gio")
    if gio:  # the way a desktop menu starts it: GLib parses Exec and spawns it
        png = work / "from-gio.png"
        launcher = work / "launch.desktop"
        launcher.write_text(re.sub(r"(?m)^Exec=(.*)$", lambda m: f"Exec={m.group(1)} --screenshot {png}",
                                   desktop.read_text(encoding="utf-8")), encoding="utf-8")
        run([gio, "launch", str(launcher)], env)
        deadline = time.monotonic() + 120
        while not png.exists() and time.monotonic() < deadline:
            time.sleep(0.2)
        print(f"  ok: gio launch of the entry: screenshot {check_screenshot(png)}")
    run(["sh", str(ROOT / "packaging" / "linux" / "install.sh"), "--prefix", str(prefix), "--uninstall"], env)
    if desktop.exists() or installed.exists():
        raise CheckFailed("install.sh --uninstall left files behind")


def main(argv: list[str]) -> int:
    bundle = Path(argv[1] if len(argv) > 1 else ROOT / "dist" / "wallasey").resolve()
    if sys.platform == "darwin" and not (bundle / "wallasey").exists():
        bundle = bundle.parent / f"{APP_NAME}.app" / "Contents" / "MacOS"
    if not (bundle / f"wallasey{EXE}").is_file():
        print(f"check_bundle: no bundle at {bundle} (run 'make package')", file=sys.stderr)
        return 1
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="wallasey-check-") as tmp:
        work = Path(tmp)
        env = bare_env(work / "home")
        try:
            print(f"checking {bundle}")
            check_screenshot_run([str(bundle / f"wallasey{EXE}")], env, work / "shot.png")
            check_sim(bundle, env)
            check_teachers_notes(bundle)
            check_translations(bundle, env, work)
            check_compiled_engine(bundle, env)
            if sys.platform.startswith("linux"):
                check_desktop_install(bundle, work, env)
        except (CheckFailed, subprocess.TimeoutExpired) as e:
            print(f"check_bundle: FAILED: {e}", file=sys.stderr)
            return 1
    print(f"check_bundle: all checks passed in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
