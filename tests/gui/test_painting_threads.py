"""Under a limit on memory (ulimit -v) Qt's painting threads could not start: a picture then
hung for ever, deaf to SIGTERM (Qt waited for a thread that never ran), or crashed with SIGSEGV.
There the lab has Qt paint on its own thread (QT_NO_GUI_THREADPOOL), set before Qt starts."""

from __future__ import annotations

import os
import resource

import pytest

from wallasey_lab.gui import app as lab_app
from wallasey_lab.gui.display_check import one_painting_thread_under_a_limit


def limits(monkeypatch, **soft):
    real = resource.getrlimit

    def fake(which):
        for name, value in soft.items():
            if which == getattr(resource, name):
                return (value, resource.RLIM_INFINITY)
        return (resource.RLIM_INFINITY, resource.RLIM_INFINITY)

    monkeypatch.setattr(resource, "getrlimit", fake)
    return real


@pytest.mark.parametrize("limit", ["RLIMIT_AS", "RLIMIT_NPROC"])
def test_under_a_limit_qt_paints_on_one_thread(monkeypatch, limit):
    monkeypatch.delenv("QT_NO_GUI_THREADPOOL", raising=False)
    limits(monkeypatch, **{limit: 325_000 * 1024})
    assert one_painting_thread_under_a_limit()
    assert os.environ["QT_NO_GUI_THREADPOOL"] == "1"


def test_with_no_limit_qt_keeps_its_painting_threads(monkeypatch):
    monkeypatch.delenv("QT_NO_GUI_THREADPOOL", raising=False)
    limits(monkeypatch)
    assert not one_painting_thread_under_a_limit()
    assert "QT_NO_GUI_THREADPOOL" not in os.environ


def test_the_lab_application_sets_it_before_qt_starts(monkeypatch, qapp):
    monkeypatch.delenv("QT_NO_GUI_THREADPOOL", raising=False)
    limits(monkeypatch, RLIMIT_AS=400_000 * 1024)
    lab_app.lab_application()
    assert os.environ.get("QT_NO_GUI_THREADPOOL") == "1"
