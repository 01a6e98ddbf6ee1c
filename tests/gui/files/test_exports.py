"""Saving pictures and data: never over another file, never half a file.

The first part drives the window's exports; the second unit-tests
gui/files/safe_write.py, which is pure Python.
"""

from __future__ import annotations

import csv
import io
import os
import re
from datetime import datetime
from pathlib import Path

import pytest
from gui_helpers import distinct_colours, open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtGui import QImage

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.app import closed_words
from wallasey_lab.gui.files import safe_write
from wallasey_lab.gui.files.safe_write import ExportError, csv_bytes, shown_path, timestamped_name, write_new_file

FAST = {"scenario/runs": 3}


def leftovers(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.name.endswith(".part")]


def read_csv(path: Path) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ------------------------------------------------------------ window: pictures
def test_screenshot_is_a_png_of_the_page_on_screen(open_window, tmp_path):
    w = open_window(settings=FAST)
    path = w.export_screenshot(folder=tmp_path)
    assert path is not None and path.parent == tmp_path and path.suffix == ".png"
    assert path.stat().st_size > 0
    image = QImage(str(path))
    assert not image.isNull()
    ratio = w.devicePixelRatioF()
    # The page (not the menu bar or the status bar), with a caption strip below it naming the rule and the settings.
    page = w.centralWidget()
    assert image.width() == round(page.width() * ratio) and image.height() > round(page.height() * ratio)
    assert distinct_colours(image) > 10
    assert str(path) in w.statusBar().currentMessage()


def test_plots_only_screenshot_is_smaller_than_the_window(open_window, tmp_path):
    w = open_window(settings=FAST)
    path = w.export_screenshot(plots_only=True, folder=tmp_path)
    image = QImage(str(path))
    assert not image.isNull()
    assert 0 < image.width() < w.width() * w.devicePixelRatioF()


def test_a_second_screenshot_never_overwrites_the_first(open_window, tmp_path):
    w = open_window(settings=FAST)
    first = w.export_screenshot(folder=tmp_path)
    first_bytes = first.read_bytes()
    w.panel.sliders["agents"].spin.setValue(500)  # a different picture
    wait_idle(w)
    second = w.export_screenshot(folder=tmp_path)
    third = w.export_screenshot(folder=tmp_path)
    assert len({first, second, third}) == 3
    assert first.read_bytes() == first_bytes
    assert second.read_bytes() != first_bytes
    assert sorted(tmp_path.glob("*.png")) == sorted([first, second, third])
    assert not leftovers(tmp_path)


def test_screenshot_into_an_unwritable_folder_says_so_and_the_app_goes_on(open_window, tmp_path):
    w = open_window(settings=FAST)
    (tmp_path / "afile").write_text("not a folder")
    assert w.export_screenshot(folder=tmp_path / "afile" / "sub") is None
    message = w.statusBar().currentMessage()
    assert message.startswith("Could not save")
    assert "\n" not in message
    assert (tmp_path / "afile").read_text() == "not a folder"
    # The window still works: it simulates and saves elsewhere.
    w.panel.sliders["agents"].spin.setValue(150)
    wait_idle(w)
    assert len(w.run.served) == 150
    (tmp_path / "ok").mkdir()
    assert w.export_screenshot(folder=tmp_path / "ok") is not None


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="no /proc here")
def test_a_folder_that_makes_no_files_is_said_to_refuse_them_never_to_be_missing(open_window, tmp_path):
    """Saving into /proc (or a link to it) said "cannot write in /proc (it does not exist)"."""
    w = open_window(settings=FAST)
    (tmp_path / "link").symlink_to("/proc")
    for folder in (Path("/proc"), tmp_path / "link"):
        assert w.export_screenshot(folder=folder) is None
        message = w.statusBar().currentMessage()
        assert message == f"Could not save the picture: cannot write in {folder} (permission denied)", message


def test_a_saved_name_with_a_line_break_is_said_escaped_on_one_line(open_window, tmp_path):
    """A folder named with a line break was said raw, the status line broken in two."""
    w = open_window(settings=FAST)
    folder = tmp_path / "class\n5"
    folder.mkdir()
    path = w.export_screenshot(folder=folder)
    assert path is not None and path.parent == folder
    message = w.statusBar().currentMessage()
    assert "\n" not in message and message == f"Saved the picture to {shown_path(path)}"
    assert "class\\n5" in message


def test_screenshot_status_messages_read_well(open_window, tmp_path):
    w = open_window(settings=FAST)
    (tmp_path / "afile").write_text("")
    w.export_screenshot(folder=tmp_path / "afile" / "sub")
    failed = w.statusBar().currentMessage()
    w.export_screenshot(folder=tmp_path)
    saved = w.statusBar().currentMessage()
    assert failed.startswith("Could not save the picture")  # once read "Could not save save picture"
    assert saved.startswith("Saved the picture to ")


# ----------------------------------------------------------------- window: data
def test_data_export_writes_the_table_and_every_call(open_window, tmp_path):
    w = open_window(settings={**FAST, "scenario/agents": 120})
    paths = w.export_data(folder=tmp_path)
    assert paths is not None
    table_path, calls_path = paths
    assert table_path != calls_path and table_path.parent == calls_path.parent == tmp_path
    said = w.statusBar().currentMessage()  # each file by its name: the folder alone was said
    assert str(table_path) in said and str(calls_path) in said, said

    table = read_csv(table_path)
    assert [row["rule"] for row in table] == list(STORY_RULES) == [b.rule for b in w.batches]
    for row, batch in zip(table, w.batches, strict=True):
        for metric in ("last_served", "typical_served"):  # to the hundredth of a second
            assert float(row[f"{metric}_s"]) == pytest.approx(batch.median[metric], abs=0.005)
        assert int(row["calls"]) == pytest.approx(batch.median["calls"], abs=0.5)  # whole calls
        assert int(row["refused"]) == pytest.approx(batch.median["refused"], abs=0.5)
        assert int(row["runs"]) == 3 and int(row["seed"]) == w.panel.seed()
        # The settings travel with the figures.
        assert (int(row["agents"]), int(row["capacity_per_s"])) == (120, batch.scenario.capacity)
        assert row["tool"] == "fixed-window" and row["gave_up"] == "0"

    calls = read_csv(calls_path)
    run = w.run
    assert len(calls) == run.calls == len(run.call_times)
    assert [row["outcome"] for row in calls] == ["accepted" if ok else "refused" for ok in run.call_accepted.tolist()]
    assert [int(row["agent"]) - 1 for row in calls] == run.call_agents.tolist()  # numbered from 1
    assert [float(row["time_s"]) for row in calls] == pytest.approx(run.call_times.tolist(), abs=1e-6)
    assert sum(row["outcome"] == "refused" for row in calls) == run.refused
    assert {int(row["agent"]) for row in calls} == set(range(1, 121))

    again = w.export_data(folder=tmp_path)
    assert again is not None and not set(again) & set(paths)  # never over the first pair
    assert read_csv(table_path) == table
    assert not leftovers(tmp_path)


def test_data_export_into_an_unwritable_folder_says_so(open_window, tmp_path):
    w = open_window(settings=FAST)
    (tmp_path / "afile").write_text("")
    assert w.export_data(folder=tmp_path / "afile" / "sub") is None
    assert w.statusBar().currentMessage().startswith("Could not save")


def test_a_table_saved_before_the_calls_could_not_be_is_named_with_the_failure(open_window, tmp_path, monkeypatch):
    """A nearly full disk (a 64 KB stick): the table fitted, the calls did not, and the one line said
    only "Could not save the calls: ... (the disk is full)", never that the table was saved, or where."""
    from wallasey_lab.gui.window import lab_window

    w = open_window(settings=FAST)
    real = lab_window.write_new_file

    def disk_full_for_the_calls(target, data):
        if target.name.endswith("-calls.csv"):
            raise ExportError("cannot_write", name=target.name, folder=target.parent, why=OSError(28, "No space left"))
        return real(target, data)

    monkeypatch.setattr(lab_window, "write_new_file", disk_full_for_the_calls)
    assert w.export_data(folder=tmp_path) is None
    (table,) = list(tmp_path.glob("*-table.csv"))
    said = w.statusBar().currentMessage()
    assert said.startswith(f"Saved the table to {table}. Could not save the calls: "), said
    assert "calls.csv" in said and not list(tmp_path.glob("*-calls.csv")) and not leftovers(tmp_path)


def test_data_export_never_saves_results_of_other_settings(open_window, tmp_path):
    w = open_window(settings=FAST)
    out = tmp_path / "out"
    out.mkdir()
    w.panel.sliders["agents"].spin.setValue(300)  # the window now says 300 agents; results still on the way
    assert w.export_data(folder=out) is None
    assert w.statusBar().currentMessage().startswith("Could not save")
    assert not any(out.iterdir())
    wait_idle(w)
    paths = w.export_data(folder=out)
    assert paths is not None
    assert {int(row["agent"]) for row in read_csv(paths[1])} == set(range(1, 301))


# ------------------------------------------------------------ gui/files/safe_write.py
def test_write_new_file_never_overwrites(tmp_path):
    target = tmp_path / "wallasey.png"
    assert write_new_file(target, b"one") == target
    assert write_new_file(target, b"two") == tmp_path / "wallasey-2.png"
    assert write_new_file(target, b"three") == tmp_path / "wallasey-3.png"
    assert target.read_bytes() == b"one"
    assert (tmp_path / "wallasey-2.png").read_bytes() == b"two"
    assert (tmp_path / "wallasey-3.png").read_bytes() == b"three"
    assert not leftovers(tmp_path)


def test_write_new_file_makes_the_labs_own_folder_but_no_other(tmp_path):
    """The desktop's Pictures/Wallasey Retry Lab is made by its first save; a folder a museum named
    (a USB stick not plugged in) is not made on the disk below it: one line, nothing written."""
    own = safe_write.lab_folder(tmp_path / "a" / "b")
    assert write_new_file(own / "data.csv", b"x,y\n") == own / "data.csv"
    assert (own / "data.csv").read_bytes() == b"x,y\n"
    stick = tmp_path / "media" / "stick" / "pictures"
    with pytest.raises(ExportError, match=f"^the folder {re.escape(str(stick))} does not exist$"):
        write_new_file(stick / "wallasey.png", b"png")
    assert not (tmp_path / "media").exists()


@pytest.mark.parametrize("below", ["", "sub"])
def test_a_path_through_a_file_names_that_file_as_not_a_folder(tmp_path, below):
    """A path through a file was said as "the folder …/notes.txt does not exist"."""
    notes = tmp_path / "notes.txt"
    notes.write_text("mine")
    folder = notes / below if below else notes
    for write in (write_new_file, safe_write.refuse_unsafe_target):
        with pytest.raises(ExportError, match=f"^{re.escape(str(notes))} is not a folder$"):
            write(folder / "wallasey.png", *([b"png"] if write is write_new_file else []))
    assert notes.read_text() == "mine"


def test_the_desktops_own_folders_are_made_by_a_save(open_window, tmp_path, monkeypatch):
    from PySide6.QtCore import QStandardPaths

    from wallasey_lab.gui.window import lab_window

    monkeypatch.setattr(lab_window.QStandardPaths, "writableLocation", lambda kind: str(tmp_path / "home" / "Pictures"))
    w = open_window(settings=FAST, wait=False)
    assert w.export_root is None
    path = w.export_screenshot()
    assert path is not None and path.parent == tmp_path / "home" / "Pictures" / "Wallasey Retry Lab"
    assert path.stat().st_size > 0 and QStandardPaths.PicturesLocation is not None


def test_write_new_file_takes_the_next_name_if_another_writer_gets_there_first(tmp_path, monkeypatch):
    target = tmp_path / "table.csv"
    real_link = os.link

    def racing_link(src, dst):
        if Path(dst) == target and not target.exists():
            target.write_bytes(b"someone else")  # appears between the check and the link
        return real_link(src, dst)

    monkeypatch.setattr(safe_write.os, "link", racing_link)
    assert write_new_file(target, b"mine") == tmp_path / "table-2.csv"
    assert target.read_bytes() == b"someone else"
    assert not leftovers(tmp_path)


@pytest.mark.parametrize("stem", ["b" * 251, "\u00e9" * 125, "\u0627" * 125 + "b"])
def test_a_long_name_taken_meanwhile_is_saved_as_name_2_shortened_to_fit(tmp_path, stem):
    """A 255-byte name's -2 is 257 bytes, more than a folder holds: the save was lost ("File name too
    long") and the line named the file asked for. Now the stem gives way, whole letters at a time."""
    target = tmp_path / f"{stem}.gif"
    target.write_bytes(b"other")
    path = write_new_file(target, b"gif")
    assert path.parent == tmp_path and path.name.endswith("-2.gif") and path.read_bytes() == b"gif"
    assert len(os.fsencode(path.name)) <= 255 and stem.startswith(path.name.removesuffix("-2.gif"))
    assert target.read_bytes() == b"other" and not leftovers(tmp_path)
    assert write_new_file(target, b"gif3").name.endswith("-3.gif")


def test_a_name_that_cannot_be_written_is_said_as_the_name_tried(tmp_path, monkeypatch):
    def no_link(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(safe_write.os, "link", no_link)
    monkeypatch.setattr(safe_write, "open", lambda *a, **k: (_ for _ in ()).throw(OSError(5, "I/O error")),
                        raising=False)
    (tmp_path / "shot.png").write_bytes(b"one")
    with pytest.raises(ExportError, match=r"^cannot write shot-2\.png in .* \(I/O error\)$"):
        write_new_file(tmp_path / "shot.png", b"two")
    assert not leftovers(tmp_path)


def test_write_new_file_without_hard_links_still_never_overwrites(tmp_path, monkeypatch):
    def no_links(src, dst):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(safe_write.os, "link", no_links)
    target = tmp_path / "shot.png"
    assert write_new_file(target, b"one") == target
    assert write_new_file(target, b"two") == tmp_path / "shot-2.png"
    assert target.read_bytes() == b"one" and (tmp_path / "shot-2.png").read_bytes() == b"two"
    assert not leftovers(tmp_path)


def test_a_failed_write_leaves_nothing_behind(tmp_path, monkeypatch):
    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(safe_write.os, "fsync", broken_fsync)
    with pytest.raises(ExportError, match="the disk is full"):  # errno 28, in the lab's own words
        write_new_file(tmp_path / "big.csv", b"x" * 10_000)
    assert list(tmp_path.iterdir()) == []


def test_write_new_file_into_a_path_under_a_file_raises_a_clear_error(tmp_path):
    (tmp_path / "afile").write_text("keep me")
    target = safe_write.lab_folder(tmp_path / "afile" / "sub") / "x.png"  # one the lab would make
    with pytest.raises(ExportError) as caught:
        write_new_file(target, b"data")
    message = str(caught.value)
    assert "cannot create the folder" in message and str(target.parent) in message
    assert "\n" not in message
    assert (tmp_path / "afile").read_text() == "keep me"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write anywhere")
def test_write_new_file_into_a_read_only_folder_raises_a_clear_error(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(ExportError, match=r"cannot write in .*ro"):
            write_new_file(folder / "x.png", b"data")
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o700)


def test_timestamped_name():
    when = datetime(2026, 9, 29, 8, 5, 3)
    assert timestamped_name("wallasey", ".png", when) == "wallasey-2026-09-29-080503.png"
    assert timestamped_name("wallasey", "", when) == "wallasey-2026-09-29-080503"
    assert re.fullmatch(r"wallasey-plots-\d{4}-\d{2}-\d{2}-\d{6}\.png", timestamped_name("wallasey-plots", ".png"))


def test_csv_bytes_round_trips_awkward_text():
    data = csv_bytes(["rule", "note"], [["full-jitter", 'a "quoted", comma'], ["immediate", "line\nbreak"]])
    rows = list(csv.reader(io.StringIO(data.decode("utf-8"))))
    assert rows == [["rule", "note"], ["full-jitter", 'a "quoted", comma'], ["immediate", "line\nbreak"]]



def test_saved_files_are_as_readable_as_any_other(tmp_path):
    import os

    umask = os.umask(0o022)
    try:
        path = write_new_file(tmp_path / "shared.png", b"png")
    finally:
        os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o644


def test_a_huge_run_saves_its_calls_in_the_background(open_window, tmp_path, qtbot, monkeypatch):
    import wallasey_lab.gui.window.lab_window as window_module

    monkeypatch.setattr(window_module, "BACKGROUND_CSV_CALLS", 100)  # as if this run were huge
    w = open_window(settings=FAST)
    table_path, calls_path = w.export_data(folder=tmp_path)
    assert table_path.exists() and "background" in w.statusBar().currentMessage()
    qtbot.waitUntil(lambda: w.statusBar().currentMessage().startswith("Saved the calls"), timeout=30_000)
    calls = read_csv(calls_path)
    assert len(calls) == w.run.calls and not leftovers(tmp_path)


# ------------------------------------------------------------ hostile names, stale parts
def test_a_dangling_symbolic_link_is_never_written_through_and_the_save_ends(tmp_path):
    """os.link and Path.exists() disagreed about a dangling link: the save
    looped for ever at 100% CPU."""
    import threading

    target = tmp_path / "out.csv"
    os.symlink(tmp_path / "nowhere" / "gone.csv", target)
    result: list = []
    t = threading.Thread(target=lambda: result.append(write_new_file(target, b"a,b\n")), daemon=True)
    t.start()
    t.join(30)  # a generous bound: it takes milliseconds, it used to take for ever
    assert not t.is_alive(), "write_new_file loops on a dangling symbolic link"
    assert result == [tmp_path / "out-2.csv"] and result[0].read_bytes() == b"a,b\n"
    assert os.path.islink(target) and not (tmp_path / "nowhere").exists()
    assert not leftovers(tmp_path)


def test_a_save_stopped_midway_leaves_nothing(tmp_path):
    pieces = iter([b"1\n", b"2\n", b"3\n"])
    asked = []

    def stop():
        asked.append(1)
        return len(asked) > 1

    with pytest.raises(safe_write.ExportCancelled, match="out.csv was not saved"):
        write_new_file(tmp_path / "out.csv", pieces, should_stop=stop)
    assert list(tmp_path.iterdir()) == []


def test_csv_chunks_make_the_same_file_as_csv_bytes():
    rows = [[i, f"a{i}", "x,y"] for i in range(12)]
    assert b"".join(safe_write.csv_chunks(["n", "s", "t"], rows, rows_per_chunk=5)) == csv_bytes(["n", "s", "t"], rows)


def test_stale_parts_of_a_killed_process_are_removed_and_live_ones_kept(tmp_path):
    import subprocess
    import sys
    import time

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    killed = tmp_path / f".wallasey-{dead.pid}-abc123.part"
    mine = tmp_path / f".wallasey-{os.getpid()}-def456.part"
    old_unknown = tmp_path / ".wallasey-zz9x_k.part"
    new_unknown = tmp_path / ".wallasey-qq1y_k.part"
    other = tmp_path / "notes.part"
    for p in (killed, mine, old_unknown, new_unknown, other):
        p.write_bytes(b"x" * 10)
    week = time.time() - 7 * 24 * 3600
    os.utime(old_unknown, (week, week))
    removed = safe_write.remove_stale_parts(tmp_path)
    assert sorted(removed) == sorted([killed, old_unknown])
    assert mine.exists() and new_unknown.exists() and other.exists()


def test_a_write_names_its_part_file_after_its_process(tmp_path, monkeypatch):
    seen = []
    real = os.fdopen

    def spy(fd, *a, **k):
        seen.extend(p.name for p in tmp_path.iterdir())
        return real(fd, *a, **k)

    monkeypatch.setattr(os, "fdopen", spy)
    write_new_file(tmp_path / "x.csv", b"1")
    assert seen and seen[0].startswith(f".wallasey-{os.getpid()}-") and seen[0].endswith(".part")


# ------------------------------------------------------------ closing while saving
def _slow_calls_csv(monkeypatch, pieces: int, every: float):
    """The calls CSV comes out slowly, as ten million calls would."""
    import time

    import wallasey_lab.gui.window.lab_window as window_module

    monkeypatch.setattr(window_module, "BACKGROUND_CSV_CALLS", 100)
    real = safe_write.csv_chunks

    def slow(header, rows, rows_per_chunk=50_000):
        yield from real(header, rows, rows_per_chunk)
        for _ in range(pieces):
            time.sleep(every)
            yield b""

    monkeypatch.setattr(window_module, "csv_chunks", slow)


def test_closing_with_a_save_in_flight_finishes_it_first(open_window, tmp_path, monkeypatch):
    """Closing 3 s after Save data used to exit with the calls never written."""
    _slow_calls_csv(monkeypatch, pieces=20, every=0.05)
    w = open_window(settings=FAST)
    table_path, calls_path = w.export_data(folder=tmp_path)
    assert w.saving.calls_save.running()
    w.close()
    assert calls_path.exists() and len(read_csv(calls_path)) == w.run.calls
    assert w.saving.not_saved_message == "" and not leftovers(tmp_path)
    assert w.saving.dialog.labelText().startswith("Saving")
    # a stop signal that closed the lab says the file it waited for is whole
    assert closed_words(w) == f"the lab was closed cleanly; the calls were saved whole to {calls_path} first"


def test_closing_when_the_save_cannot_finish_says_what_was_not_saved(open_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    import wallasey_lab.gui.files.background_csv as saving_module

    _slow_calls_csv(monkeypatch, pieces=100_000, every=0.01)
    monkeypatch.setattr(saving_module, "SAVE_ON_CLOSE_S", 0.3)
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    w = open_window(settings=FAST)
    _table_path, calls_path = w.export_data(folder=tmp_path)
    w.close()
    assert not calls_path.exists() and not leftovers(tmp_path)
    assert told and "NOT saved" in told[0] and calls_path.name in told[0]
    assert not w.saving.calls_save.running()
    assert closed_words(w).endswith(f"calls were NOT saved to {calls_path}")


def test_a_new_window_removes_parts_left_by_a_killed_lab(open_window, tmp_path, monkeypatch):
    import subprocess
    import sys

    from wallasey_lab.gui.window.lab_window import LabWindow

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    part = tmp_path / f".wallasey-{dead.pid}-k1ll3d.part"
    part.write_bytes(b"half a file")
    monkeypatch.setattr(LabWindow, "export_root", tmp_path)
    open_window(settings=FAST, wait=False)
    assert not part.exists()


def test_a_full_disk_is_refused_before_the_work(tmp_path, monkeypatch):
    """A full disk still makes an empty file, so an empty probe passed it and the picture or worksheet was
    drawn, only to fail at the end (status 1). The probe writes a byte, which a full disk refuses (ENOSPC,
    as a full tmpfs or ext4 gives it): said up front, naming the folder, and no probe left behind."""
    import errno as _errno

    real_write = os.write

    def full_disk(fd, data):
        if os.readlink(f"/proc/self/fd/{fd}").endswith(".probe"):
            raise OSError(_errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("names an open file through /proc")
    monkeypatch.setattr(safe_write.os, "write", full_disk)
    with pytest.raises(ExportError, match=f"^cannot write in the folder {re.escape(str(tmp_path))} "
                                          r"\(the disk is full\)$"):
        safe_write.refuse_unsafe_target(tmp_path / "door.pdf")
    assert list(tmp_path.iterdir()) == []
