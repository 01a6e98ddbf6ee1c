"""The window's tests see the lab's own typeface, as `wallasey` does (gui/style/fonts.py):
the layouts they measure must not depend on the fonts this computer happens to have."""

import pytest


@pytest.fixture(autouse=True, scope="session")
def _lab_font(qapp):
    from wallasey_lab.gui.style.fonts import use_lab_font

    assert use_lab_font(qapp), "the lab's typeface (resources/fonts) could not be loaded"
