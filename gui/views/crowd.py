"""The crowd at the door: every agent a big dot, replayed from a simulated run.

``CrowdModel`` (core/screens/crowd.py: numpy, no Qt) turns a run's recorded
calls into where each agent is at any moment of the replay: walking up to
the door, bouncing back after a refusal, waiting, pushing again, or going
through the door and waiting inside for its answer. ``CrowdView`` paints that with QPainter,
scaled to whatever size the widget has (logical pixels, so it is sharp on
high-DPI screens; where everything stands: gui/views/crowd_layout.py). ``CrowdPanel`` adds the knock counters and a legend.

Nothing here decides anything about the model: every position comes from a
call time in the run, so what a child sees is what the simulator did.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.screens.crowd import CrowdModel, CrowdState
from wallasey_lab.gui.background.tasks import TaskSlot
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import marks, palette
from wallasey_lab.gui.style.scale import follow, px, set_font
from wallasey_lab.gui.views.crowd_layout import APPROACH, BADGE_SIZE, MOST_RADIUS, Layout, badge_spot, hex_points, make_layout
from wallasey_lab.gui.widgets.least_height import keep_least_height
from wallasey_lab.gui.widgets.speech import set_live_value
from wallasey_lab.gui.widgets.steady_text import SteadyText

BACKGROUND_MODEL_CALLS = 300_000  # runs with more calls get their crowd ready on a worker thread
# The smallest knock count worth writing on a dot, in px at the window's scale: smaller numbers
# are a grey smudge on a projector, so then only the friend who knocked most keeps a number.
LEAST_COUNT_PX = 10.0
DOOR_LEAST_PX = 180  # the crowd's least height in a lesson or the kiosk
COUNTERS = ("knocks", "refused", "inside", "served")  # the panel's counters, in reading order
END_S = 1e9  # s: after any run's end (the counters' readings at the end)
LAB_LEAST_PX = 150  # in the lab's crowd tab (en-XA's counters, note and key at 1024x768 left it 150)


# ---------------------------------------------------------------------- view
def prepare_model(run: RunResult, *, should_stop, progress) -> CrowdModel:
    """A huge run's crowd, made in the background (a task for gui/background/tasks.py)."""
    return CrowdModel(run)


class CrowdView(QWidget):
    """Paints the crowd at the door at the current replay time."""

    prepared = Signal()  # a huge run's model is ready (the panel refreshes its counters)
    # The lab's counts: True when every dot carries its number, False when only the agent who has called
    # most does (the dots too small to read a number each); its tick box names what it shows.
    countsShown = Signal(bool)  # noqa: N815 - Qt's style, as the panel's signals

    def __init__(self, parent=None, words: str = "door"):
        super().__init__(parent)
        # The door's words (a lesson, the kiosk) or the lab's (its crowd tab): docs/design.md's glossary.
        self.words = S.CROWD_LAB if words == "lab" else None
        follow(self, self.update)  # redrawn at the new size when projector mode changes
        self.model: CrowdModel | None = None
        self.capacity = 1
        self.now = 0.0
        self.show_counts = True
        self.every_count: bool | None = None  # what the lab's counts last showed (countsShown)
        self._run_most = 0  # the most calls any agent of the run makes by its end (the lab's counts' width)
        self._layout: Layout | None = None
        self._layout_key = None
        # Low enough that a longer language's counters and legend keep a 1024x768 window whole: the
        # lab's tab, under the tab bar and above the table, has less room than the door's column.
        self.setMinimumSize(320, LAB_LEAST_PX if words == "lab" else DOOR_LEAST_PX)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setAccessibleName(S.CROWD_TITLE)
        self.setToolTip(self.words["tip"] if self.words else S.CROWD_TIP)
        self.preparing = 0  # calls of a run whose model is being made on a worker thread
        self._wanted: RunResult | None = None
        # A huge run's model is made in the background; a newer run supersedes it.
        self._preparer = TaskSlot("wallasey-crowd", self)
        self._preparer.done.connect(self._on_model)
        self._preparer.failed.connect(lambda _g, _e: self._on_model(_g, None))
        # The friend a visitor tapped (the door's crowd only): ringed and named as the replay goes on.
        self.picked: int | None = None

    def show_run(self, run: RunResult, capacity: int) -> None:
        self.capacity = capacity
        self._layout_key = None
        if self.picked is not None and self.picked >= len(run.served_us):
            self.let_go()  # a smaller crowd (another rule's run keeps the friend: the same friend, another rule)
        calls = 0 if run.call_times is None else len(run.call_times)
        if calls > BACKGROUND_MODEL_CALLS:
            # Sorting ten million calls by agent takes seconds: done on a
            # worker thread while the room says it is getting ready.
            self.model = None
            self.preparing = calls
            self._wanted = run
            self._prepare_next()
        else:
            self._preparer.cancel()  # a huge run still being prepared is not wanted any more
            self._wanted = None
            self.preparing = 0
            self.model = CrowdModel(run)
        self._model_changed()
        self.update()

    def _prepare_next(self) -> None:
        if self._wanted is not None:
            self._preparer.start(prepare_model, self._wanted)

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """A tap on a friend in the door's crowd rings it and names it (its knocks, still knocking or done);
        a tap beside every friend lets it go. (A tap did nothing: which dot was which friend went unsaid.)"""
        if self.words is not None or event.button() != Qt.LeftButton:
            super().mousePressEvent(event)
            return
        self.picked = self.friend_at(event.position())
        self.update()
        self.say_picked(now=True)
        event.accept()

    def friend_at(self, point: QPointF) -> int | None:
        """The friend whose dot is nearest ``point``, if a fingertip's reach of it (half a touch target), else None."""
        lay = self.layout_now()
        if lay is None:
            return None
        x = self.width() - point.x() if self.mirrored() else point.x()  # the picture is mirrored right to left
        centres = self.positions(self.model.state(self.now), lay)
        far = np.hypot(centres[:, 0] - x, centres[:, 1] - point.y())
        nearest = int(np.argmin(far))
        return nearest if far[nearest] <= max(lay.radius * 1.2, px(24)) else None

    def let_go(self) -> None:
        """No friend ringed (the kiosk's next visitor, a smaller crowd)."""
        self.picked = None
        self.setAccessibleDescription("")
        self.update()

    def picked_words(self) -> str:
        """What the friend tapped has done so far ("This friend: 6 knocks, done"), or "" with none."""
        if self.picked is None or self.model is None or self.picked >= self.model.agents:
            return ""
        state = self.model.state(self.now)
        a, knocks = self.picked, int(state.knocks[self.picked])
        if knocks == 0:
            return S.CROWD_FRIEND_WAITING
        said = S.CROWD_FRIEND_DONE if state.served[a] else S.CROWD_FRIEND_IN if state.accepted[a] else S.CROWD_FRIEND_KNOCKING
        return said.format(n=knocks)

    def say_picked(self, now: bool = False) -> None:
        """The friend tapped, for a screen reader too (the view's description, as a counter's value)."""
        set_live_value(self, self.picked_words(), now=now)

    def _model_changed(self) -> None:
        """The run's most calls by one agent at its end: the lab writes its counts for that width from
        the start, so a replay never switches from a number on each dot to one bubble part way."""
        model = self.model
        self._run_most = int(model.state(END_S).knocks.max()) if model is not None and model.agents else 0

    def _on_model(self, _generation: int, model) -> None:
        # Only the newest run's model arrives (gui/background/tasks.py drops a superseded one).
        self._wanted = None
        self.preparing = 0
        self.model = model
        self._model_changed()
        self.update()
        self.prepared.emit()

    def set_time(self, now: float) -> None:
        self.now = now
        self.update()
        if self.picked is not None:
            self.say_picked()

    def set_show_counts(self, on: bool) -> None:
        self.show_counts = on
        self.update()

    def counters(self) -> dict[str, int]:
        if self.model is None:
            return {"knocks": 0, "refused": 0, "inside": 0, "served": 0, "agents": 0}
        return self.model.counters(self.now)

    def layout_now(self) -> Layout | None:
        if self.model is None:
            return None
        # The door's words (the sign above, 'Waiting outside' and 'Inside' below) in their own type:
        # the room kept for them follows it (the Welsh kiosk's side names shrank to 9 px without).
        words = QFontMetricsF(self.label_font()).height()
        key = (self.width(), self.height(), self.model.agents, px(MOST_RADIUS), words)
        if key != self._layout_key:
            # The wall moves for bigger dots only where the door's sign keeps its type (a narrower outside
            # made the kiosk's attract loop's sign smaller than two metres allow at 1024x768).
            self._layout = make_layout(self.width(), self.height(), self.model.agents, px(MOST_RADIUS), words,
                                       keep=lambda lay, first: self.sign_board(lay)[0].pixelSize()
                                       >= self.sign_board(first)[0].pixelSize())
            self._layout_key = key
        return self._layout

    def positions(self, state: CrowdState, lay: Layout) -> np.ndarray:
        """Each agent's centre (n, 2) in widget coordinates."""
        t = state.toward_door[:, None]
        pos = lay.homes + (lay.spots - lay.homes) * t
        inn = state.accepted
        if inn.any():
            # A person let in is inside at once, walking from just inside the
            # doorway to a seat: a green ring (inside) never stands outside
            # the door, so the dots inside agree with the "inside" counter.
            which = np.clip(state.seat[inn], 0, len(lay.seats) - 1)
            seat = lay.seats[which]
            entry = lay.entries[which]  # each seat's own lane through the doorway
            # Straight to the empty column in front of the seat, then sideways into it: a walker
            # never brushes past the people already sitting in the seat's column.
            before = np.column_stack([np.maximum(seat[:, 0] - 2.3 * lay.radius, entry[:, 0]), seat[:, 1]])
            u = np.clip(state.inside[inn], 0, 1)[:, None]
            first = np.clip(u / APPROACH, 0, 1)
            second = np.clip((u - APPROACH) / (1 - APPROACH), 0, 1)
            pos[inn] = entry + (before - entry) * first + (seat - before) * second
        return pos

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing, True)
        p.fillRect(self.rect(), QColor(palette.WHITE))
        lay = self.layout_now()
        if lay is None:
            p.setPen(QColor(palette.GREY))
            text = S.CROWD_PREPARING.format(calls=self.preparing) if self.preparing else S.CROWD_EMPTY
            p.drawText(self.rect(), Qt.AlignCenter | Qt.TextWordWrap, text)
            p.end()
            return
        state = self.model.state(self.now)
        if self.mirrored():
            # Right to left the picture is mirrored, so the crowd walks to the door in the reading
            # direction; the layout stays left to right, and the words are drawn unmirrored (_text).
            p.translate(self.width(), 0)
            p.scale(-1, 1)
        self._paint_room(p, lay, state.glow)
        self._paint_agents(p, lay, state)
        p.end()
        self._say_counts(lay)

    def mirrored(self) -> bool:
        """The door scene is a picture, not a time axis: right to left, outside is on the right."""
        return self.layoutDirection() == Qt.RightToLeft

    def _text(self, p: QPainter, rect: QRectF, flags, text: str) -> None:
        """Words in the (maybe mirrored) picture's ``rect``, never written backwards."""
        if not self.mirrored():
            p.drawText(rect, flags, text)
            return
        p.save()
        p.resetTransform()
        flags = Qt.AlignmentFlag(flags)
        if flags & Qt.AlignAbsolute and flags & (Qt.AlignLeft | Qt.AlignRight):
            flags ^= Qt.AlignLeft | Qt.AlignRight  # the far end of a side is on the other hand now
        p.drawText(QRectF(self.width() - rect.right(), rect.top(), rect.width(), rect.height()), flags, text)
        p.restore()

    def painted_fonts(self) -> list[tuple[str, QFont]]:
        """The words this view paints and their fonts (the kiosk's type test measures them)."""
        lay = self.layout_now()
        if lay is None:
            return []
        return [("the door's sign", self.sign_board(lay)[0]), ("'Waiting outside' and 'Inside'", self.label_font())]

    def label_font(self) -> QFont:
        """The door's words (the sign's made smaller only if it fits nowhere): grows with projector
        mode, never smaller than the words around it (the kiosk's are larger)."""
        label, words = QFont(self.font()), self.fontInfo().pixelSize()
        label.setPixelSize(int(min(max(px(22), words), max(px(11), 0.045 * self.height(), words))))
        label.setBold(True)
        return label

    def sign_board(self, lay: Layout) -> tuple[QFont, str, QRectF]:
        """The door's sign (its font, words and board, unmirrored): above the crowd, ending just
        short of the door post on the outside, where the friends read it before they knock; on
        the inside when the outside is too narrow; its type made smaller only if neither side
        holds it. (It was centred on the post, which ran through its words.)"""
        label = self.label_font()
        sign = (self.words["sign"] if self.words else S.CROWD_SIGN).format(capacity=self.capacity)
        post_left = lay.wall_x - lay.wall_w * 0.2  # the door's lit frame stands out from the wall
        post_right = lay.wall_x + lay.wall_w * 1.2
        while True:
            fm = QFontMetricsF(label)
            pad = fm.height() * 0.3
            width = fm.horizontalAdvance(sign) + 2 * pad
            clear = max(pad, px(6))  # between the board and the post
            y = max(2.0, lay.outside.top() - fm.height() - pad)
            outside = post_left - clear - 2
            inside = self.width() - 2 - post_right - clear
            if width <= outside:
                x = post_left - clear - width
            elif width <= inside:
                x = post_right + clear
            elif label.pixelSize() > 6:
                label.setPixelSize(label.pixelSize() - 1)
                continue
            else:
                x = max(2.0, post_left - clear - width)
            return label, sign, QRectF(x, y - pad * 0.5, width, fm.height() + pad)

    def _paint_room(self, p: QPainter, lay: Layout, glow: int) -> None:
        h = self.height()
        p.fillRect(QRectF(lay.wall_x + lay.wall_w, 0, self.width() - lay.wall_x - lay.wall_w, h), QColor(palette.LIGHT))
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(palette.GREY))
        p.drawRect(QRectF(lay.wall_x, 0, lay.wall_w, lay.door_top))
        p.drawRect(QRectF(lay.wall_x, lay.door_bottom, lay.wall_w, h - lay.door_bottom))
        if glow:
            colour = QColor(palette.ACCEPTED if glow > 0 else palette.REFUSED)
            p.setBrush(colour)
            door = QRectF(lay.wall_x - lay.wall_w * 0.2, lay.door_top, lay.wall_w * 1.4, lay.door_bottom - lay.door_top)
            p.drawRect(door)
            if glow < 0:  # a refusal is hatched too, never told by red alone (gui/style/marks.py)
                p.setBrush(QBrush(QColor(palette.WHITE), marks.REFUSED.pattern))
                p.drawRect(door)
        label, sign, board = self.sign_board(lay)
        p.setFont(label)
        p.setPen(QPen(QColor(palette.GREY), 1.5))
        p.setBrush(QColor(palette.PAPER))
        corner = QFontMetricsF(label).height() * 0.3
        p.drawRoundedRect(board, corner, corner)
        p.setPen(QColor(palette.BLACK))
        self._text(p, board, Qt.AlignCenter, sign)
        p.setFont(self.label_font())  # not a long sign's smaller type (Welsh's: 9 px at 1024x768)
        p.setPen(QColor(palette.GREY))
        below = lay.outside.bottom() + 2
        # Each under the far end of the side it names, mirrored with the drawing right to left.
        self._text(p, QRectF(lay.inside_rect.left(), below, lay.inside_rect.width(), h - below),
                   Qt.AlignRight | Qt.AlignAbsolute | Qt.AlignVCenter,
                   self.words["inside_label"] if self.words else S.CROWD_INSIDE)
        self._text(p, QRectF(lay.outside.left(), below, lay.outside.width(), h - below),
                   Qt.AlignLeft | Qt.AlignAbsolute | Qt.AlignVCenter,
                   self.words["outside"] if self.words else S.CROWD_OUTSIDE)

    def count_font(self, pixels: float) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(1, int(pixels)))
        font.setBold(True)
        return font

    def count_labels(self, state: CrowdState, lay: Layout) -> tuple[int, bool, int | None]:
        """How the knock counts are written now: (the font's px, whether every dot carries its
        count, the one friend whose count is written beside the dot instead, or None).
        Every count fits inside its own dot (three-digit counts of 'knock again' ran over their
        neighbours' with 50 friends), so no two numbers ever touch; when the type that fits is
        too small to read, only the friend who knocked most keeps a number, in a bubble."""
        knocks = state.knocks
        if not self.show_counts or not len(knocks) or knocks.max() <= 0:
            return 0, False, None
        r = lay.radius
        size, every = self.count_size(r, int(knocks.max()))
        if every:
            return size, True, None
        return int(max(px(LEAST_COUNT_PX), min(r * 0.95, px(14)))), False, int(np.argmax(knocks))

    def count_size(self, r: float, most: int) -> tuple[int, bool]:
        """(the type's px, whether a number of ``most``'s width fits in each dot of radius ``r`` at a
        readable size). The lab's counts are sized for the run's most calls at its end, and may take
        the least readable type where a dot's width holds it: 200 agents' 16 px dots at 1366x768 carry
        '10' in 10 px type (the lab's box said 'Show calls on the dots' and showed one number)."""
        least = px(LEAST_COUNT_PX)
        widest = str(max(most, self._run_most) if self.words else most)
        size = max(r * 0.95, least) if self.words else r * 0.95
        width = QFontMetricsF(self.count_font(size)).horizontalAdvance(widest)
        if width > 1.7 * r:
            size *= 1.7 * r / width
        return int(size), size >= least

    def _say_counts(self, lay: Layout) -> None:
        """The lab's tick box follows what its counts show for this run at this size (countsShown)."""
        if not self.words or not self._run_most:
            return
        every = self.count_size(lay.radius, self._run_most)[1]
        if every != self.every_count:
            self.every_count = every
            self.countsShown.emit(every)

    def _paint_agents(self, p: QPainter, lay: Layout, state: CrowdState) -> None:
        r = lay.radius
        pos = self.positions(state, lay)
        rim = max(1.0, r * 0.12)
        font_px, write, most = self.count_labels(state, lay)
        if font_px:
            p.setFont(self.count_font(font_px))
        # Waiting first, then those inside, then the refused on top (they are the news).
        order = np.lexsort((state.flash, ~state.accepted))
        blue, green, red, white = (QColor(c) for c in (palette.WAITING, palette.ACCEPTED, palette.REFUSED, palette.WHITE))
        answered = QColor(palette.ANSWERED)
        edge = QColor(marks.stroke(palette.ACCEPTED))  # a thin green ring stands 3:1 on the room's floor
        for a in order.tolist():
            x, y = float(pos[a, 0]), float(pos[a, 1])
            if state.served[a]:
                fill, ring, text = answered, QColor(palette.WHITE), white
            elif state.accepted[a]:
                fill, ring, text = white, edge, QColor(palette.BLACK)
            elif state.flash[a]:
                fill, ring, text = red, red, white
            else:
                fill, ring, text = blue, QColor(palette.WHITE), white
            p.setPen(QPen(ring, rim * (2.2 if state.accepted[a] and not state.served[a] else 1.0)))
            p.setBrush(fill)
            p.drawEllipse(QPointF(x, y), r, r)
            if state.flash[a] and not state.accepted[a] and not state.served[a]:
                # A refused person carries a white cross as well as red (gui/style/marks.py);
                # with the knock count written, the cross moves to a small dark badge on the
                # dot's shoulder so the number stays readable.
                counted = write and state.knocks[a] > 0
                cx, cy, d = badge_spot(x, y, r) if counted else (x, y, r * 0.5)
                if counted:
                    p.setPen(Qt.NoPen)
                    p.setBrush(QColor(palette.BLACK))
                    p.drawEllipse(QPointF(cx, cy), d * BADGE_SIZE, d * BADGE_SIZE)
                p.setPen(QPen(white, max(1.0, r * (0.18 if counted else 0.28))))
                p.drawLine(QPointF(cx - d, cy - d), QPointF(cx + d, cy + d))
                p.drawLine(QPointF(cx - d, cy + d), QPointF(cx + d, cy - d))
            if write and state.knocks[a] > 0:
                p.setPen(text)
                self._text(p, QRectF(x - r, y - r, 2 * r, 2 * r), Qt.AlignCenter, str(int(state.knocks[a])))
        picked = self.picked if self.picked is not None and self.picked < len(pos) else None
        if most is not None and picked is None:  # one bubble at a time: the friend tapped is the one asked about
            self._paint_bubble(p, pos[most], r, str(int(state.knocks[most])))
        if picked is not None:
            # A black ring with a white line inside, clear of the dot's own rim: it stands out on every colour of dot.
            x, y = float(pos[picked, 0]), float(pos[picked, 1])
            ring = max(2.0, px(3))
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(QColor(palette.BLACK), ring))
            p.drawEllipse(QPointF(x, y), r + rim + ring, r + rim + ring)
            p.setPen(QPen(QColor(palette.WHITE), max(1.0, ring / 2)))
            p.drawEllipse(QPointF(x, y), r + rim + ring / 4, r + rim + ring / 4)
            p.setFont(self.label_font())  # the door's words' size: read from where the visitor stands
            self._paint_bubble(p, pos[picked], r + rim + ring, self.picked_words())

    def bubble_rect(self, centre, r: float, text: str, font_px: int) -> QRectF:
        """The bubble of the friend who knocked most: just above the dot, inside the view; below
        the dot when there is no room above, or when above it would lie on the door's sign (a
        friend in the crowd's top row had its bubble drawn over the sign's words)."""
        metrics = QFontMetricsF(self.count_font(font_px))
        w, h = metrics.horizontalAdvance(text) + 0.8 * font_px, metrics.height() + 0.3 * font_px
        x = min(max(float(centre[0]) - w / 2, 1.0), self.width() - w - 1.0)
        above = QRectF(x, float(centre[1]) - r - h - 2, w, h)
        lay = self.layout_now()
        sign = self.sign_board(lay)[2] if lay is not None else QRectF()
        if above.top() < 1.0 or above.intersects(sign):
            return QRectF(x, float(centre[1]) + r + 2, w, h)
        return above

    def _paint_bubble(self, p: QPainter, centre, r: float, text: str) -> None:
        font_px = p.font().pixelSize()
        box = self.bubble_rect(centre, r, text, font_px)
        p.setPen(QPen(QColor(palette.BLACK), max(1.0, px(1.5))))
        p.setBrush(QColor(palette.WHITE))
        p.drawRoundedRect(box, box.height() / 3, box.height() / 3)
        p.drawLine(QPointF(float(centre[0]), box.bottom() if box.bottom() < centre[1] else box.top()),
                   QPointF(float(centre[0]), float(centre[1]) - r if box.bottom() < centre[1] else float(centre[1]) + r))
        p.setPen(QColor(palette.BLACK))
        self._text(p, box, Qt.AlignCenter, text)


# --------------------------------------------------------------------- panel
KEY_EXAMPLE_KNOCKS = 5  # the example in the key to the dots' numbers: a count a dot shows in every replay


def count_key(n: int = KEY_EXAMPLE_KNOCKS) -> str:
    """The key to the numbers on the dots: an example drawn as on a dot (white on a grey dot, bold),
    then what it counts, its words kept with it."""
    dot = (f"<span style='background-color:{palette.WAITING}; color:{palette.WHITE}'>"
           f"<b>&nbsp;{S.local_number(n, 'd')}&nbsp;</b></span>")
    return marks.glued(S.CROWD_COUNT_KEY.format(n=n, dot=dot))


class CrowdPanel(QWidget):
    """The crowd view with its counters above and a legend below."""

    def __init__(self, big: bool = False, parent=None, words: str = "door"):
        super().__init__(parent)
        self.view = CrowdView(words=words)
        lab = S.CROWD_LAB if words == "lab" else None
        self.words = {"knocks": S.CROWD_KNOCKS, "refused": S.CROWD_REFUSED, "inside": S.CROWD_IN,
                      "served": S.CROWD_SERVED} if lab is None else lab
        self.view.prepared.connect(self._refresh)
        self.view.prepared.connect(self.share_counters)
        self.labels: dict[str, SteadyText] = {}
        counters = self.counters_grid = QGridLayout()
        counters.setContentsMargins(0, 0, 0, 0)
        for col, key in enumerate(COUNTERS):
            # As tall as its run's longest reading needs (share_counters): 'Cnociau: 186' took a second line
            # as the Welsh kiosk's door played (1024x768), and the crowd under the counters moved down 19 px.
            label = SteadyText()
            set_font(label, 1.35 if big else 1.1, bold=True)
            label.setToolTip((lab["tips"] if lab else S.CROWD_COUNTER_TIPS)[key])
            label.setAlignment(Qt.AlignCenter)
            label.setWordWrap(True)  # a longer language's counter takes two lines, not the window's width
            # Named once; its changing value goes in its description (set_live_value), so a
            # screen reader is not handed a new name ten times a second during a replay.
            label.setAccessibleName(S.CROWD_COUNTER_NAMES[key])
            colour = {"knocks": palette.BLACK, "refused": palette.REFUSED, "inside": palette.BLACK,
                      "served": palette.ANSWERED}[key]
            label.setStyleSheet(f"color: {colour};")
            self.labels[key] = label
            counters.addWidget(label, 0, col)
        self.show_counts = QCheckBox(lab["show_counts"] if lab else S.CROWD_SHOW_COUNTS)
        self.show_counts.setChecked(True)
        self.show_counts.setToolTip(lab["show_counts_tip"] if lab else S.CROWD_SHOW_COUNTS_TIP)
        self.show_counts.toggled.connect(self.view.set_show_counts)
        if lab:
            # Named for what it shows: a number on each dot, or (dots too small) the most calls by one agent.
            self.view.countsShown.connect(lambda every: self._name_counts(lab, every))
        colours = {"waiting": palette.WAITING, "refused": palette.REFUSED, "accepted": marks.stroke(palette.ACCEPTED),
                   "answered": palette.ANSWERED}
        self.dots_key = marks.glued((lab["legend"] if lab else S.CROWD_LEGEND).format(**colours))
        legend = QLabel(self.dots_key)
        legend.setWordWrap(True)
        # The door's colours on a line of their own under the dots' (the door glows green letting
        # someone in and red, striped, turning them away, and was left unexplained).
        self.door_legend = QLabel(marks.glued((lab["legend_door"] if lab else S.CROWD_LEGEND_DOOR).format(**colours)))
        self.door_legend.setWordWrap(True)
        self.legend = legend
        # The door's key says what the number on a dot counts (a "5" on every dot read as friend
        # number 5); it goes with the numbers when they are hidden.
        self.count_key = "" if lab else count_key()
        self.show_counts.toggled.connect(self._key_legend)
        self._key_legend(self.show_counts.isChecked())
        # The dots' legend takes the whole width (beside the tick box, the kiosk's larger words wrapped
        # it); the tick box sits beside the door's shorter line.
        bottom = QGridLayout()
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.setVerticalSpacing(0)
        bottom.addWidget(legend, 0, 0, 1, 2)
        bottom.addWidget(self.door_legend, 1, 0)
        bottom.addWidget(self.show_counts, 1, 1)
        bottom.setColumnStretch(0, 1)
        self.bottom = bottom  # the kiosk keeps the tick box off the screen's edge
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(counters)
        # Why the counters and the table below can differ (the lab only: a lesson has no table).
        self.note = QLabel(lab["note"] if lab else "")
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {palette.NOTE};")
        self.note.setVisible(lab is not None)
        lay.addWidget(self.note)
        lay.addWidget(self.view, 1)
        lay.addLayout(bottom)
        # Its least height counts its wrapped counters and colour key at its width: counted at one
        # line each, a longer language's panel was given less than it needs and its key was drawn
        # over the bottom of the crowd (the lab's crowd tab and the door in en-XA at 1024x768).
        keep_least_height(self)
        self._refresh()

    def set_table_shown(self, shown: bool) -> None:
        """The note says what the counters differ from: the table below, or, with no table, your points
        (their '1,388 calls' beside the counters' '1,386' read as a mistake with nothing said)."""
        if self.note.text():  # the lab's crowd only
            self.note.setText(S.CROWD_LAB["note" if shown else "note_no_table"])

    def _name_counts(self, lab: dict, every: bool) -> None:
        self.show_counts.setText(lab["show_counts" if every else "show_counts_most"])
        self.show_counts.setToolTip(lab["show_counts_tip" if every else "show_counts_most_tip"])

    def _key_legend(self, counts: bool) -> None:
        """The dots' colours, and the key to their numbers while they are written."""
        key = f" &nbsp; {self.count_key}" if counts and self.count_key else ""
        self.legend.setText(self.dots_key + key)

    def show_run(self, run: RunResult, capacity: int) -> None:
        self.view.show_run(run, capacity)
        self._refresh(final=True)
        self.share_counters()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.share_counters()  # the kiosk sets the counters' larger words while the page is unseen

    def share_counters(self) -> None:
        """Each counter's column as wide, in proportion, as its longest reading in this run (its end's):
        in equal quarters 'Wedi gorffen: 50 o 50' (Welsh, the kiosk at 1366x768) took two lines
        beside 'Cnociau: 129' and 'I mewn: 50 o 50', which had room to spare. And each as tall as that
        reading needs at its width, before it is reached: nothing under the counters moves as they count."""
        model = self.view.model
        if model is None:
            return
        end = model.counters(END_S)
        w, agents = self.words, end["agents"]
        longest = {"knocks": w["knocks"].format(n=end["knocks"]), "refused": w["refused"].format(n=end["refused"]),
                   "inside": w["inside"].format(n=agents, agents=agents),
                   "served": w["served"].format(n=agents, agents=agents)}
        for col, key in enumerate(COUNTERS):
            label = self.labels[key]
            need = label.fontMetrics().horizontalAdvance(longest[key]) + 1
            if self.counters_grid.columnStretch(col) != need:
                self.counters_grid.setColumnStretch(col, need)
            # Its lines kept for the end's reading (and for wider digits of as many), from before Play.
            samples = [longest[key], "".join("8" if c.isdigit() else c for c in longest[key])]
            if label.samples != samples:
                label.set_samples(samples)

    def set_time(self, now: float, final: bool = False) -> None:
        """The replay at ``now``; ``final``: its end (the counters' values reach a screen reader at once)."""
        self.view.set_time(now)
        self._refresh(final)

    def counters(self) -> dict[str, int]:
        return self.view.counters()

    def _refresh(self, final: bool = False) -> None:
        c = self.view.counters()
        w = self.words
        texts = {"knocks": w["knocks"].format(n=c["knocks"]), "refused": w["refused"].format(n=c["refused"]),
                 "inside": w["inside"].format(n=c["inside"], agents=c["agents"]),
                 "served": w["served"].format(n=c["served"], agents=c["agents"])}
        for key, text in texts.items():
            self.labels[key].setText(text)
            set_live_value(self.labels[key], text, now=final)


__all__ = ["CrowdPanel", "CrowdView", "Layout", "badge_spot", "hex_points", "make_layout"]
