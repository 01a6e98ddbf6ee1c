"""The door's worksheet picture prints its words at 9 pt or more on A4: laid out at a
slide's 1200 px and shrunk to the page, its key and caption printed at about 5 pt."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtWidgets import QLabel


@pytest.mark.skipif(shutil.which("pdfimages") is None, reason="pdfimages (poppler) is not installed")
def test_the_doors_sheet_prints_every_word_of_its_picture_at_9_pt_or_more(open_window, tmp_path, monkeypatch):
    from wallasey_lab.gui.views import takeaways

    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("door")
    wait_idle(w)
    seen = {}
    real = takeaways.Scene.picture

    def spy(scene, now, *args, **kwargs):
        dpi = scene.widget.logicalDpiY()
        sizes = [label.font().pointSizeF() * dpi / 72 for label in scene.widget.findChildren(QLabel)
                 if label.isVisibleTo(scene.widget) and label.text()]
        seen.update(smallest_px=min(sizes), width=scene.widget.width())
        return real(scene, now, *args, **kwargs)

    monkeypatch.setattr(takeaways.Scene, "picture", spy)
    pdf = tmp_path / "door.pdf"
    pdf.write_bytes(w.takeaway.worksheet(False))
    rows = subprocess.run(["pdfimages", "-list", str(pdf)], capture_output=True, text=True, check=True).stdout
    width_px, ppi = next((int(r.split()[3]), float(r.split()[12])) for r in rows.splitlines()[2:] if r.split())
    printed_pt = width_px / ppi * 72  # the picture's width on the page
    assert seen["smallest_px"] * printed_pt / seen["width"] >= 9, (seen, printed_pt)
