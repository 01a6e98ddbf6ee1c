"""The kiosk's ten agents page keeps every word somewhere a visitor can reach: on a 1024x768 screen in
the 40 % longer test language the table's note has no room under the table and goes into its tooltip
(the table lay over it); where there is room it stays under the table. 'Try this' is the floor's own,
shorter list, each point whole on screen, and the button beside it is never cut."""

from __future__ import annotations

import pytest
from test_kiosk_floor import kiosk_env, make_kiosk, settle  # noqa: F401

from wallasey_lab.gui.i18n import languages
from wallasey_lab.resources import strings as S


def predicted_all(kiosk, qtbot):
    kiosk.show_lesson("ten-agents")
    settle(qtbot)
    ten = kiosk.ten_lesson
    for rule in ("immediate", "exponential", "full-jitter"):
        ten.predict(rule)
        settle(qtbot)
    return ten


@pytest.mark.parametrize("language,size,tucked", [("en-XA", (1024, 768), True), ("en", (1920, 1080), False)])
def test_the_table_note_is_under_the_table_or_in_its_tooltip(make_kiosk, qtbot, language, size, tucked):  # noqa: F811
    languages.install(language)
    try:
        ten = predicted_all(make_kiosk(size), qtbot)
        note = ten.table_note.text()
        assert ten.table_note.isHidden() == tucked
        assert (note in ten.table.toolTip()) == tucked  # said once: under the table, else in its tip
        if not tucked:
            assert ten.table.geometry().bottom() < ten.table_note.geometry().top()
    finally:
        languages.install("en")


@pytest.mark.parametrize("language", ["en", "en-XA"])
def test_try_this_on_the_floor_is_the_floors_list_and_its_neighbours_button_whole(make_kiosk, qtbot,  # noqa: F811
                                                                                 language):
    languages.install(language)
    try:
        ten = predicted_all(make_kiosk((1024, 768)), qtbot)
        panel = ten.notice
        if language == "en":  # the words module holds the English
            assert all(line in panel.try_this.text() for line in S.TEN_TRY_KIOSK)
            assert S.TEN_TRY[1] not in panel.try_this.text()  # the longer second point is the classroom's
        # No scrolling under the charts: 'Try this' whole on the screen.
        assert ten.words.verticalScrollBar().maximum() == 0
        button = panel.see_button
        assert button.width() >= button.sizeHint().width()
        assert button.mapTo(panel, button.rect().bottomRight()).x() < panel.width()
    finally:
        languages.install("en")


def test_try_this_narrows_again_after_it_was_fixed_wide(qtbot):
    """Its least width comes from its words: a label's own least is the width it was fixed at."""
    from wallasey_lab.gui.lessons.common import NoticePanel

    panel = NoticePanel(S.TEN_TRY, S.TEN_TRY, wide=True, choices=("prediction",))
    qtbot.addWidget(panel)
    panel.try_this.setFixedWidth(500)
    assert panel._least_try() < 300
