"""The contrast table of the lab and the kiosk's attract loop in a colour
profile, worst first (docs/design.md): the measuring lives in
gui/style/contrast_audit.py; this command opens the windows it measures,
so it sits above them, beside the app.

    python -m wallasey_lab.gui.contrast_table --profile projector
"""

from __future__ import annotations

from wallasey_lab.gui.style import contrast_audit


def main(argv=None) -> int:
    """Print the contrast table of the lab and the attract loop in a profile, worst first."""
    import argparse
    import os
    import tempfile

    from wallasey_lab.gui.style import profile

    parser = argparse.ArgumentParser(prog="python -m wallasey_lab.gui.contrast_table",
                                     description=main.__doc__, allow_abbrev=False)
    parser.add_argument("--profile", choices=profile.NAMES, default=profile.STANDARD)
    parser.add_argument("--worst", type=int, default=5, help="how many of the nearest pairs to print")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["WALLASEY_SETTINGS_FILE"] = os.path.join(tempfile.mkdtemp(prefix="wallasey-contrast-"), "s.ini")
    profile.use(args.profile)
    from wallasey_lab.gui.app import lab_application
    from wallasey_lab.gui.kiosk.attract import AttractPage
    from wallasey_lab.gui.window.lab_window import LabWindow
    from wallasey_lab.gui.window.readiness import wait_until_idle

    lab_application()
    window = LabWindow(persist=False)
    window.resize(1366, 768)
    window.show()
    wait_until_idle(window, timeout=120)
    pairs = contrast_audit.walk_lab(window)
    page = AttractPage(slot_seconds=6)
    page.resize(1366, 768)
    page.show()
    pairs += contrast_audit.walk_attract(page)
    bad = [p for p in pairs if not p.ok]
    print(f"{args.profile} profile: {len(pairs)} text and mark pairs measured, {len(bad)} below their limit")
    for p in bad:
        print("BELOW " + p.row())
    print(f"the {args.worst} nearest their limit:")
    for p in contrast_audit.worst(pairs, args.worst):
        print("  " + p.row())
    window.sweep.shutdown(1.0)
    window.service.shutdown(1.0)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
