"""Every control named and described for a screen reader: a name from its
own words (a buddy label, a slider's title), a description from its tip
(both come from resources/strings.py), a combo box read through a buddy
label, the results table named with its headers.

Qt on Linux reads a combo box's name as its current item alone ("5x"), never
its own accessibleName: a screen reader heard "5x, combo box" with no word
of what it sets. ``ComboInterface`` (installed with ``install_combo_names``)
reads it as "<its name>: <current item>" ("Speed: 5x"); Qt tells the screen
reader of each change of item, and it reads the name again."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QAccessibleWidget,
    QComboBox,
    QLabel,
    QTableView,
    QTabWidget,
    QWidget,
)

from wallasey_lab.gui.access.charts import plain
from wallasey_lab.gui.i18n import words as S

FROM_TEXT = "wallaseyNamedFromText"  # the words a button was named from (its name follows them)
CONTROLS = (QAbstractButton, QAbstractSlider, QAbstractSpinBox, QComboBox, QAbstractItemView, QTabWidget)


class ComboInterface(QAccessibleWidget):
    """A combo box read as its name and its current item together."""

    def __init__(self, combo: QComboBox):
        super().__init__(combo, QAccessible.Role.ComboBox)

    def text(self, t):  # noqa: D401 - Qt's name
        combo = self.widget()
        if t == QAccessible.Text.Value:
            return combo.currentText()
        if t == QAccessible.Text.Name:
            return combo_name(combo)
        return super().text(t)


def combo_name(combo: QComboBox) -> str:
    """What a screen reader reads as the combo box's name: "Speed: 5x"."""
    name, item = combo.accessibleName(), combo.currentText()
    if not name:
        return item
    if not item:
        return name
    return S.ACCESS_COMBO_NAME.format(name=name, item=item)


# Qt's accessibility cache owns the interfaces; Python keeps its wrappers (a few dozen).
_combos: list[ComboInterface] = []
_combo_factory_installed = False


def _combo_factory(_key: str, obj: QObject):
    try:
        if isinstance(obj, QComboBox) and not obj.isEditable():
            iface = ComboInterface(obj)
            _combos.append(iface)
            return iface
    except RuntimeError:  # an object being destroyed
        return None
    return None


def install_combo_names() -> None:
    """Once per process, before any combo box is read: combo boxes read with their names."""
    global _combo_factory_installed
    # A factory installed before the application exists is never asked (measured, PySide6 6.x).
    if not _combo_factory_installed and QCoreApplication.instance() is not None:
        QAccessible.installFactory(_combo_factory)
        _combo_factory_installed = True


def _buddy_of(widget: QWidget) -> QLabel | None:
    parent = widget.parentWidget()
    if parent is None:
        return None
    for label in parent.findChildren(QLabel):
        if label.buddy() is widget:
            return label
    return None


def _label_named(widget: QWidget, name: str) -> QLabel | None:
    """A label beside ``widget`` that shows ``name``: made its buddy."""
    parent = widget.parentWidget()
    if parent is None or not name:
        return None
    for label in parent.findChildren(QLabel):
        if plain(label.text()).rstrip(":") == name and label.buddy() is None:
            label.setBuddy(widget)
            return label
    return None


def table_description(table: QTableView) -> str:
    """The table's column headings and how many rows it has, in words."""
    model = table.model()
    if model is None:
        return ""
    heads = [plain(str(model.headerData(c, _horizontal()) or "")) for c in range(model.columnCount())]
    return S.ACCESS_TABLE_DESCRIPTION.format(columns=", ".join(h for h in heads if h), rows=model.rowCount())


def _horizontal():
    from PySide6.QtCore import Qt

    return Qt.Horizontal


def name_control(widget: QWidget) -> None:
    """Give ``widget`` a name and a description if it lacks them."""
    name = widget.accessibleName()
    if isinstance(widget, QComboBox):
        label = _buddy_of(widget) or _label_named(widget, name)
        if not name and label is not None:
            name = plain(label.text()).rstrip(":")
    if isinstance(widget, QAbstractButton) and name and name == widget.property(FROM_TEXT):
        name = ""  # named from its words before: follows them (Play becomes Pause)
    if not name and isinstance(widget, QAbstractButton) and widget.text():
        name = plain(widget.text().replace("&", ""))
        widget.setProperty(FROM_TEXT, name)
    if not name:
        label = _buddy_of(widget)
        if label is not None:
            name = plain(label.text()).rstrip(":")
    if not name and widget.toolTip():
        name = plain(widget.toolTip()).split(". ")[0].rstrip(".")
    if name and widget.accessibleName() != name:
        widget.setAccessibleName(name)
    if not widget.accessibleDescription() and widget.toolTip():
        widget.setAccessibleDescription(plain(widget.toolTip()))


def name_table(table: QTableView, name: str) -> None:
    """The results table: its title as its name, its headings in its description."""
    if table.accessibleName() != name:
        table.setAccessibleName(name)
    text = table_description(table)
    if text and table.accessibleDescription() != text:
        table.setAccessibleDescription(text)


def name_controls(root: QWidget) -> None:
    """Every showing control under ``root`` named and described."""
    for widget in root.findChildren(QWidget):
        if isinstance(widget, CONTROLS) and widget.isVisible():
            if isinstance(widget, QTableView) and not widget.accessibleName():
                name_table(widget, S.ACCESS_TABLE_NAME)
            if isinstance(widget, QTabWidget) and not widget.accessibleName():
                widget.setAccessibleName(S.ACCESS_TABS_NAME)
            name_control(widget)
