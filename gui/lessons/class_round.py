"""The class round on the projector: the class's own devices knock on the
lab's door (storm/class_round.py serves them; core/screens/class_round.py
keeps the round's account).

The screen shows, in type sized to the window so the back row can read it,
the address, a QR code and the join code; the class's knocks each second
against the door's limit on the lab's own load plot; who is inside; and at
the end the round's figures beside the model's for the same crowd and rule.
If no device has joined a round on the room's network after a minute, it
says in plain words that the network may keep devices apart.
"""

from __future__ import annotations

import threading
from pathlib import Path
from time import perf_counter

import segno
from PySide6.QtCore import QEvent, QObject, QRectF, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.screens.analysis import nice_end
from wallasey_lab.core.screens.class_round import ModelFigures, model_for
from wallasey_lab.gui.files.safe_write import ExportError, os_reason
from wallasey_lab.gui.i18n import round_words as W
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons.class_round_results import (  # noqa: F401 - result_rows: the tests' and the screen's
    RoundRecord,
    result_note,
    result_rows,
    rounds_rows,
    save_rounds,
)
from wallasey_lab.gui.style import palette
from wallasey_lab.gui.views.plots import LoadPlot, set_if_changed
from wallasey_lab.storm.class_round import LOOPBACK, RoundServer, Snapshot

REFRESH_MS = 250  # the projector's live view: four times a second
NO_DEVICE_S = 60.0  # a round on the room's network with nobody after this long: say the network may block them
SHORTEST_AXIS_S = 20.0


class QrCode(QWidget):
    """The join address as a QR code, drawn square and crisp at any size."""

    def __init__(self, text: str, parent=None):
        super().__init__(parent)
        qr = segno.make(text, error="m")
        self.rows = [list(row) for row in qr.matrix_iter(scale=1, border=4)]
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumSize(120, 120)
        self.setAccessibleName(text)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return width

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        side = min(self.width(), self.height())
        n = len(self.rows)
        module = side / n
        x0, y0 = (self.width() - side) / 2, (self.height() - side) / 2
        p = QPainter(self)
        p.fillRect(QRectF(x0, y0, side, side), QColor(palette.WHITE))
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(palette.BLACK))
        for r, row in enumerate(self.rows):
            for c, dark in enumerate(row):
                if dark:  # a hair over a module each, so no seams show between modules
                    p.drawRect(QRectF(x0 + c * module, y0 + r * module, module + 0.6, module + 0.6))
        p.end()


class _Big(QLabel):
    """A label whose type is a fraction of the window's height (projector type)."""

    def __init__(self, text: str = "", fraction: float = 0.05, bold: bool = True, colour: str | None = None):
        super().__init__(text)
        self.fraction, self.bold = fraction, bold
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextSelectableByMouse)
        if colour:
            self.setStyleSheet(f"color: {colour};")

    def fit(self, window_height: int) -> None:
        f = self.font()
        f.setPixelSize(max(12, int(window_height * self.fraction)))
        f.setBold(self.bold)
        self.setFont(f)


class ClassRoundWindow(QWidget):
    """The projector's screen for one round. It owns the server: closing it ends the round."""

    ended = Signal(str)  # why: teacher, time, closed

    def __init__(self, server: RoundServer, parent=None, history: list[RoundRecord] | None = None,
                 save_folder: Path | None = None):
        super().__init__(parent, Qt.Window)
        self.server = server
        # The session's rounds (the launcher's list: it outlives this screen), compared on the end screen.
        self.history: list[RoundRecord] = [] if history is None else history
        self.save_folder = save_folder
        self.tallest = 0  # the class's tallest bar so far: the y axis grows to it, never back
        self.setWindowTitle(W.WINDOW_TITLE)
        self.setAttribute(Qt.WA_DeleteOnClose, False)
        self.model: ModelFigures | None = None
        self.final: Snapshot | None = None
        self.shown_calls = -1
        url = server.url
        local = server.host == LOOPBACK
        self.room = not local  # on the room's network: warn if no device arrives

        # The address underlined in ink: dark blue means an agent answered, on every screen.
        self.open_label = _Big(f"{W.JOIN_AT} <span style='color:{palette.INK}; text-decoration:underline'>{url}</span>",
                               0.055)
        self.code_label = _Big(f"{W.JOIN_CODE} <span style='letter-spacing:0.15em'>{server.code}</span>", 0.11)
        self.hint = _Big(W.LOCAL_ONLY if local else W.JOIN_HINT, 0.028, bold=False)
        self.door_line = _Big(W.DOOR_LINE.format(rule=W.ROUND_RULE_NAMES[server.round.rule],
                                                 n=server.round.capacity), 0.032)
        self.qr = QrCode(f"{url}#{server.code}")
        join_text = QVBoxLayout()
        for w in (self.open_label, self.code_label, self.door_line, self.hint):
            join_text.addWidget(w)
        join_text.addStretch(1)
        self.join_box = QWidget()
        top = QHBoxLayout(self.join_box)
        top.setContentsMargins(0, 0, 0, 0)
        top.addLayout(join_text, 3)
        top.addWidget(self.qr, 1)

        self.warning = _Big("", 0.03, colour=palette.ALERT)  # bold ink: red means a refused call
        self.warning.hide()

        self.plot = LoadPlot(interactive=False, title=W.LOAD_TITLE)
        self.plot.cut_first = W.LOAD_CUT_FIRST
        self.inside_title = _Big(W.INSIDE_TITLE, 0.035)
        self.inside = _Big(W.INSIDE_NONE, 0.027, bold=False)
        self.inside.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        side = QVBoxLayout()
        side.addWidget(self.inside_title)
        side.addWidget(self.inside, 1)
        self.side_box = QWidget()
        self.side_box.setLayout(side)
        middle = QHBoxLayout()
        middle.addWidget(self.plot.widget, 3)
        middle.addWidget(self.side_box, 1)

        self.result_title = _Big(W.ENDED_TITLE, 0.05)
        self.table = QTableWidget(len(W.RESULT_ROWS), 2)
        self.table.setHorizontalHeaderLabels(list(W.RESULT_HEADINGS[1:]))
        self.table.setVerticalHeaderLabels(list(W.RESULT_ROWS))
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.NoSelection)
        self.table.setFocusPolicy(Qt.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.result_note = _Big("", 0.024, bold=False)
        self.rounds_title = _Big(W.ROUNDS_TITLE, 0.03)
        self.rounds = QTableWidget(0, len(W.ROUNDS_HEADINGS))
        self.rounds.setHorizontalHeaderLabels(list(W.ROUNDS_HEADINGS))
        self.rounds.verticalHeader().hide()
        self.rounds.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.rounds.setSelectionMode(QAbstractItemView.NoSelection)
        self.rounds.setFocusPolicy(Qt.NoFocus)
        self.rounds.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.rounds.horizontalHeader().setStretchLastSection(True)
        self.save_button = QPushButton(W.SAVE_ROUNDS)
        self.save_button.setToolTip(W.SAVE_ROUNDS_TIP)
        self.save_button.clicked.connect(self.save_rounds)
        self.saved = _Big("", 0.022, bold=False)
        save_row = QHBoxLayout()
        save_row.addWidget(self.rounds_title)
        save_row.addStretch(1)
        save_row.addWidget(self.saved, 3)
        save_row.addWidget(self.save_button)
        self.result_box = QWidget()
        res = QVBoxLayout(self.result_box)
        res.setContentsMargins(0, 0, 0, 0)
        res.addWidget(self.result_title)
        res.addWidget(self.table, 3)
        res.addWidget(self.result_note)
        res.addLayout(save_row)
        res.addWidget(self.rounds)
        self.result_box.hide()

        self.status = _Big(W.PUPILS_NONE, 0.032)
        self.clock = _Big("", 0.032, bold=False)
        self.end_button = QPushButton(W.END_ROUND)
        self.end_button.setToolTip(W.END_ROUND_TIP)
        self.end_button.clicked.connect(self.ask_to_end)
        self.end_question: QMessageBox | None = None  # 'End the round?' while it is asked
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 3)
        bottom.addWidget(self.clock, 1)
        bottom.addWidget(self.end_button)

        lay = QVBoxLayout(self)
        lay.addWidget(self.join_box, 3)
        lay.addWidget(self.warning)
        lay.addLayout(middle, 4)
        lay.addWidget(self.result_box, 4)
        lay.addLayout(bottom)

        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.repaint_ms: list[float] = []  # how long each refresh took (benchmarks/bench_class_round.py)
        app = QApplication.instance()
        if app is not None:  # the lab quits: the round ends (the server only: this window may be gone by then)
            app.aboutToQuit.connect(lambda srv=server: srv.end("closed"))
        self.refresh()

    # ------------------------------------------------------------ sizes
    def _labels(self) -> list[_Big]:
        return [w for w in self.findChildren(_Big)]

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        h = max(300, self.height())
        for label in self._labels():
            label.fit(h)
        f = self.table.font()
        f.setPixelSize(max(12, int(h * 0.035)))
        self.table.setFont(f)
        self.table.horizontalHeader().setFont(f)
        self.table.verticalHeader().setFont(f)
        # Every row of the end table readable: never squeezed below its text by the rounds table and the plot.
        row_px = int(f.pixelSize() * 1.45)
        self.table.setMinimumHeight(row_px * (self.table.rowCount() + 1) + 6)
        rf = self.rounds.font()
        rf.setPixelSize(max(12, int(h * 0.022)))
        self.rounds.setFont(rf)
        self.rounds.horizontalHeader().setFont(rf)
        self._fit_rounds()
        bf = self.end_button.font()
        bf.setPixelSize(max(14, int(h * 0.03)))
        bf.setBold(True)
        for b in (self.end_button, self.save_button):
            b.setFont(bf)
            b.setMinimumHeight(max(48, int(h * 0.07)))
        self.qr.setMaximumWidth(int(h * 0.42))
        super().resizeEvent(event)

    # ------------------------------------------------------------ the live view
    def refresh(self) -> None:
        """Draw the round as it stands (every REFRESH_MS while it runs)."""
        began = perf_counter()
        snap = self.final or self.server.snapshot()
        if snap.over and self.final is None:
            self._finish(snap)
            return
        f = snap.figures
        if f.knocks != self.shown_calls:
            self.shown_calls = f.knocks
            end = nice_end(max(SHORTEST_AXIS_S, snap.round_time_s * 1.1))
            self.plot.show_run(snap.run, f.capacity, 1.0, end)
            self.tallest = max(self.tallest, *f.knocks_per_second, 0)
            self.plot.grow_to(self.tallest)
            set_if_changed(self.plot.widget, "left", W.LOAD_Y)
        self.plot.set_time(snap.round_time_s if f.knocks else 0.0)
        self.status.setText(W.PUPILS_NONE if not snap.pupils else
                            W.PUPILS_JOINED.format(n=snap.pupils, knocked=f.knocked, inside=f.inside))
        left = int(snap.seconds_left)
        self.clock.setText(W.TIME_LEFT.format(minutes=left // 60, seconds=left % 60))
        self.inside.setText(self._inside_html(snap.inside))
        # Sixty names must fit beside the plot: smaller type as the list grows.
        fraction = 0.027 if len(snap.inside) <= 20 else 0.021 if len(snap.inside) <= 40 else 0.017
        if fraction != self.inside.fraction:
            self.inside.fraction = fraction
            self.inside.fit(max(300, self.height()))
        lonely = self.room and not snap.pupils and self.server.elapsed_s() >= NO_DEVICE_S
        self.warning.setText(W.NO_DEVICE if lonely else "")
        self.warning.setVisible(lonely)
        self.repaint_ms.append((perf_counter() - began) * 1000)

    @staticmethod
    def _inside_html(inside: list[tuple[str, str]]) -> str:
        if not inside:
            return W.INSIDE_NONE
        # Names are the lab's own (an animal and a number), never typed by a pupil.
        # Each dot a neutral mark (palette.PUPIL), never a rule's colour: the name tells pupils apart.
        return " &nbsp; ".join(f"<span style='color:{palette.PUPIL}'>●</span>&nbsp;{n.replace(' ', '&nbsp;')}"
                              for n, _colour in inside)

    # ------------------------------------------------------------ the end
    def running(self) -> bool:
        return self.final is None and not self.server.ended.is_set() and not self.server.round.over

    def ask_to_end(self, close_after: bool = False) -> QMessageBox | None:
        """'End the round?' before the round ends: a teacher's misclick once lost the class's round.
        'Keep playing' is the default (Enter and Escape keep the round); 'End the round' is a Tab or
        a click away. ``close_after``: the window closes once the round has ended (its close asked)."""
        if not self.running():
            return None
        box = self.end_question
        if box is None or not box.isVisible():
            box = QMessageBox(QMessageBox.Question, W.END_ASK_TITLE, W.END_ASK, parent=self)
            end = box.addButton(W.END_ROUND, QMessageBox.DestructiveRole)
            keep = box.addButton(W.END_ASK_KEEP, QMessageBox.RejectRole)
            box.setDefaultButton(keep)
            box.setEscapeButton(keep)
            box.setWindowModality(Qt.WindowModal)
            words = self.end_button.font()  # in the screen's type: read on the projector as the button was
            words.setBold(False)
            box.setFont(words)
            end.clicked.connect(lambda: self._end_asked(close_after))
            self.end_question = box
            box.open()
            keep.setFocus()
        box.raise_()
        box.activateWindow()
        return box

    def _end_asked(self, close_after: bool) -> None:
        self.end_round("teacher")
        if close_after:
            self.close()

    def end_round(self, why: str = "teacher") -> None:
        """End now: the round is over at once; its server tells the pages
        still open (up to END_GRACE_S) on its own thread, then stops listening."""
        if not self.server.ended.is_set() and not self.server.round.over:
            threading.Thread(target=self.server.end, args=(why,), name="wallasey-class-round-end",
                             daemon=True).start()
            self.server.ending_started.wait(2.0)
        self.refresh()

    def _finish(self, snap: Snapshot) -> None:
        self.timer.stop()
        if self.end_question is not None and self.end_question.isVisible():
            self.end_question.done(0)  # the round ended while it was asked (its time ran out): nothing to ask
        self.final = snap
        f = snap.figures
        self.model = model_for(f) if f.knocked else None
        # The whole round, its axis fitted to the last knock or answer, no playhead.
        run = snap.run
        last = float(max([0.0, *run.call_times[-1:], *(run.served_us[run.served_us >= 0] / 1e6)]))
        self.plot.show_run(run, f.capacity, 1.0, nice_end(max(5.0, last * 1.05)))
        self.tallest = max(self.tallest, *f.knocks_per_second, 0)
        self.plot.grow_to(self.tallest)
        set_if_changed(self.plot.widget, "left", W.LOAD_Y)
        self.plot.set_time(last + 1.0)
        self.plot.playhead.hide()
        for r, (_what, ours, theirs) in enumerate(result_rows(f, self.model)):
            for c, text in enumerate((ours, theirs)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignCenter)
                self.table.setItem(r, c, item)
        why = W.ENDED_WHY.get(snap.why, "")
        self.result_note.setText(f"{why} {result_note(f, self.model)}")
        self.history.append(RoundRecord(f, self.model, snap.why))
        rows = rounds_rows(self.history)
        self.rounds.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignCenter)
                self.rounds.setItem(r, c, item)
        self._fit_rounds()
        self.join_box.hide()
        self.warning.hide()
        self.side_box.hide()
        self.result_box.show()
        self.clock.setText("")
        self.status.setText(W.PUPILS_JOINED.format(n=snap.pupils, knocked=f.knocked, inside=f.inside))
        self.end_button.setText(W.CLOSE)
        self.end_button.clicked.disconnect()
        self.end_button.clicked.connect(self.close)
        self.ended.emit(snap.why)

    def _fit_rounds(self) -> None:
        """The rounds table as tall as its rows (up to five, the newest in view), so the plot keeps its room."""
        self.rounds.resizeRowsToContents()
        shown = min(5, self.rounds.rowCount())
        rows = sum(self.rounds.rowHeight(r) for r in range(max(0, self.rounds.rowCount() - shown),
                                                            self.rounds.rowCount()))
        self.rounds.setFixedHeight(self.rounds.horizontalHeader().sizeHint().height() + rows + 4)
        if self.rounds.rowCount():
            self.rounds.scrollToBottom()

    def save_rounds(self) -> Path | None:
        """The session's rounds as a new CSV file (never over another); the outcome said beside the button."""
        folder = self.save_folder or Path(QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
                                          or str(Path.home())) / "Wallasey Retry Lab"
        try:
            path = save_rounds(folder, self.history)
        except (ExportError, OSError) as e:
            self.saved.setText(W.SAVE_ROUNDS_FAILED.format(reason=e.said(S) if isinstance(e, ExportError) else os_reason(e, S)))
            return None
        self.saved.setText(W.SAVED_ROUNDS.format(path=path))
        return path

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        elif event.key() == Qt.Key_Escape and self.isFullScreen():
            self.showMaximized()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.spontaneous() and self.running():  # the window's own close (its X, Alt+F4): asked first
            event.ignore()
            self.ask_to_end(close_after=True)
            return
        self.timer.stop()
        if not self.server.ended.is_set():
            self.server.end("closed")
        super().closeEvent(event)


class _CloseWatcher(QObject):
    """Ends the round when the lab's window closes: nothing listens after the lab."""

    def __init__(self, host: QObject, owner: ClassRoundLauncher):
        super().__init__(host)
        self.owner = owner

    def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Close and self.owner.window is not None:
            # After the close is decided: a kiosk refuses a close without the staff PIN, and keeps its round.
            QTimer.singleShot(0, self, self._closed_maybe)
        return False

    def _closed_maybe(self) -> None:
        host = self.parent()
        if self.owner.window is not None and (host is None or not host.isVisible()):
            self.owner.window.close()


class ClassRoundLauncher(QObject):
    """The Lessons menu's *Start a class round…*: the teacher's choices, then the projector's screen."""

    def __init__(self, host: QWidget):
        super().__init__(host)
        self.host = host
        self.window: ClassRoundWindow | None = None
        self.history: list[RoundRecord] = []  # this session's rounds, for the end screen's comparison
        self.last_port = 0  # the next round keeps it when free: pupils need not scan a new code's address
        host.installEventFilter(_CloseWatcher(host, self))

    def start(self) -> ClassRoundWindow | None:
        from wallasey_lab.gui.lessons.class_round_setup import ask_settings, start_server

        if self.window is not None and not self.window.server.round.over:
            self.window.showNormal()
            self.window.raise_()
            return self.window
        settings = ask_settings(self.host)
        if settings is None:
            return None
        server = start_server(self.host, settings, self.last_port)
        if server is None:
            return None
        return self.show(server)

    def hand_to(self, other: ClassRoundLauncher) -> None:
        """The lab's window made again (a language chosen): the round on the projector and the session's
        rounds go on under ``other``'s window (the old window's close ended the round mid-lesson)."""
        other.history, other.last_port = self.history, self.last_port
        window, self.window = self.window, None
        if window is None:
            return
        geometry, maximized = window.geometry(), window.isMaximized()
        window.setParent(other.host, window.windowFlags())  # a new parent hides it: shown again as it was
        other.window = window
        window.setGeometry(geometry)
        window.showMaximized() if maximized else window.show()

    def show(self, server: RoundServer) -> ClassRoundWindow:
        if self.window is not None:
            self.window.close()
        self.last_port = server.port
        folder = getattr(self.host, "folder", None)
        self.window = ClassRoundWindow(server, self.host, self.history,
                                       folder(QStandardPaths.DocumentsLocation) if callable(folder) else None)
        # The projector's whole screen (F11: full screen), whatever size the lab's window is.
        screen = self.host.screen() or QApplication.primaryScreen()
        self.window.setGeometry(screen.availableGeometry())
        self.window.showMaximized()
        return self.window


def add_class_round_action(window, menu) -> ClassRoundLauncher:
    """*Start a class round…* at the end of the Lessons menu of ``window``."""
    launcher = ClassRoundLauncher(window)
    menu.addSeparator()
    action = menu.addAction(W.MENU_START)
    action.setToolTip(W.MENU_START_TIP)
    action.triggered.connect(launcher.start)
    launcher.action = action
    return launcher
