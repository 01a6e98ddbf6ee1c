"""The window's tests see the lab's own typeface, as `wallasey` does (gui/style/fonts.py):
the layouts they measure must not depend on the fonts this computer happens to have."""

import pytest


@pytest.fixture(autouse=True, scope="session")
def _lab_font(qapp):
    from wallasey_lab.gui.style.fonts import use_lab_font

    assert use_lab_font(qapp), "the lab's typeface (resources/fonts) could not be loaded"


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_teardown(item):
    """pytest-qt closes every widget a test gave it; a window the lab let go of (deleted by Qt after a
    language or contrast switch, gui/window/remake.py) is no longer there to close: it is left out."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    from wallasey_lab.gui.window import remake

    # A window let go of a moment ago (or inside a waitUntil's loop) is deleted now, not under pytest-qt's close.
    remake.delete_waiting()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    widgets = getattr(item, "qt_widgets", None)
    if widgets:
        item.qt_widgets = [(ref, before) for ref, before in widgets if ref() is None or shiboken6.isValid(ref())]
    yield
