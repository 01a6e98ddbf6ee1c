"""The policy panel: the retry rule as three big buttons, and sliders that
each show their value and unit and also take a typed value and arrow keys."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.model.params import Param, Slider, declared, owners_of
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.rules import JITTER, JITTER_OF_RULE, JITTER_RULES, RULES, STORY_RULES, rule_for_jitter
from wallasey_lab.core.model.scenario import (
    AGENTS,
    ANSWER_TIME,
    CAP_PARAMS,
    CAPACITY,
    CHOICE_REGISTRIES,
    CROWD_PARAMS,
    DEFAULT_SEED,
    MAX_SEED,
    REFUSAL_RTT,
    AnswerTime,
    Scenario,
)
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.languages import start_side, stripe_padding
from wallasey_lab.gui.style import palette, scale
from wallasey_lab.gui.widgets.disclosure import DisclosureButton
from wallasey_lab.gui.widgets.panel_choices import (  # noqa: F401 - read from here too
    DEFAULTS,
    STORY_PARAMS,
    advanced_groups,
    choice_label,
    choices,
    other_rules,
)
from wallasey_lab.gui.widgets.track_marks import TrackMarks
from wallasey_lab.gui.widgets.typed_box import TypedBox, bring_into_view


@dataclass(frozen=True)
class PanelSlider:
    """One of the window's sliders: its key (its words are strings.py's
    SLIDER[key]), the core's declaration of its range and steps
    (core/model/params.py Slider) and the parameter it sets (None for runs, seed)."""

    key: str
    spec: Slider
    param: Param | None = None
    # The track's curve: the value is low + (high - low) * travel ** power,
    # so a power above 1 gives the low values more of the track.
    power: float = 1.0
    marks: tuple[float, ...] = ()  # values named under the track where they are (a curved track's)

    @classmethod
    def of(cls, param: Param) -> "PanelSlider":
        """The slider a declared parameter asks for (its ``slider``)."""
        return cls(param.name, param.slider, param)


# The window's controls are built from the declared parameters (core/model/params.py):
# a declaration's ``slider`` gives the window's range (narrower than the command
# line's, to stay interactive), step and default; resources/strings.py SLIDER
# gives its words. No rule, limiter, budget or arrival name is typed here.
CROWD_SLIDERS = tuple(PanelSlider.of(p) for p in (AGENTS, CAPACITY, ANSWER_TIME))
ADVANCED_SLIDERS = (
    *(PanelSlider.of(p) for p in STORY_PARAMS),
    PanelSlider.of(REFUSAL_RTT),
    PanelSlider("runs", Slider(1, 200, 50)),
    PanelSlider("seed", Slider(0, MAX_SEED, DEFAULT_SEED % MAX_SEED)),
)
# The jitter slider sits under the three rule buttons: J = 0 is exponential
# backoff, J = 1 is backoff with jitter, between is the rule declaring J.
# Almost all of what the plots show changes between J = 0 and 0.2 (the
# lockstep breaks up as soon as the waits differ a little), so its track
# is squared: 0.2 sits near the middle, 0.05 at a fifth, and the typed
# value is still exact (the spin box is linear).
JITTER_SLIDER = PanelSlider(JITTER.name, JITTER.slider, JITTER, power=2.0, marks=(0.0, 0.25, 0.5, 1.0))


CHOICES = choices()  # as registered when the window's module loaded (settings are checked against it)
SLIDER_STEPS = 1000
# A dragged handle this close to a named mark takes the mark's value: a pupil asked to
# set 0.25 can, on a short track where each pixel is 0.003 apart (keys and the box stay exact).
MARK_PULL_PX = 5


def typed_range(which: PanelSlider) -> tuple[float, float]:
    """What the text box takes: the model's range for a declared parameter
    (the slider's track is narrower, to stay interactive), else the slider's."""
    spec, param = which.spec, which.param
    if param is None:
        return spec.low, spec.high
    step = 1 if param.whole or spec.decimals == 0 else 10.0 ** -spec.decimals
    low = param.low if param.low_inclusive else param.low + step
    low = round(math.ceil(low / step - 1e-9) * step, spec.decimals)  # the first value the box can show
    if spec.zero_means_none:
        low = 0.0  # the box's "never"
    return min(low, spec.low), max(param.high, spec.high)


def _number(param: Param, value: float | None) -> float | int | None:
    return int(value) if param.whole and value is not None else value


class LabeledSlider(QWidget):
    """Title, slider and a spin box kept in step. ``valueChanged`` fires for
    every change, typed or dragged."""

    valueChanged = Signal(float)
    dragging = Signal(bool)  # True when the pointer takes the handle, False when it lets go

    def __init__(self, which: PanelSlider, parent=None):
        super().__init__(parent)
        self.key, self.spec, self.param = which.key, which.spec, which.param
        self.power = which.power
        spec = which.spec
        title, unit, tip = S.SLIDER[which.key]
        self.title = QLabel(title)
        self.title.setToolTip(tip)
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setToolTip(tip)
        # Its own name beside the box's (two Tab stops, told apart), and its value in words.
        self.slider.setAccessibleName(S.ACCESS_SLIDER_NAME.format(title=title))
        integer = spec.decimals == 0 and not spec.log and which.power == 1.0 and spec.high - spec.low <= SLIDER_STEPS
        self._integer_track = integer
        if integer:
            self.slider.setRange(int(spec.low), int(spec.high))
            self.slider.setPageStep(max(1, int((spec.high - spec.low) / 10)))
        else:
            self.slider.setRange(0, SLIDER_STEPS)
            self.slider.setPageStep(SLIDER_STEPS // 10)
            # One arrow press must change the shown value: 1% of the track
            # (about 6% of the value on a log track).
            self.slider.setSingleStep(SLIDER_STEPS // 100)
        typed_low, typed_high = typed_range(which)
        self.spin = TypedBox(typed_low, typed_high, whole=spec.decimals == 0)
        self.spin.setDecimals(spec.decimals)
        self.spin.setRange(spec.low, spec.high)
        self.spin.setSingleStep(spec.step)
        # A counted unit (" call/s" for 1, " calls/s" for more) takes the form for the value shown.
        self._unit = unit
        if isinstance(unit, S.CountedText):
            self.spin.unit_forms = tuple({unit.text_for(n) for n in (0, 1, 2, 5, 22, 1.5)})
            self.spin.valueChanged.connect(self._count_unit)
        self.spin.setSuffix(self._unit_for(spec.default))
        self.spin.setToolTip(tip)
        self.spin.setAccessibleName(title)
        self.spin.valueChanged.connect(self._describe_slider)
        self.spin.setKeyboardTracking(False)  # typed values apply on Enter or leaving the box
        self.spin.setCorrectionMode(QAbstractSpinBox.CorrectToNearestValue)
        # Quantities read 1,000; a seed is a name, written as it is typed (20260929): docs/design.md.
        self.spin.setGroupSeparatorShown(which.key != "seed")
        if spec.zero_means_none:
            self.spin.setSpecialValueText(S.NEVER)  # 0 means no cap
        self.spin.setMinimumWidth(self.spin.fontMetrics().horizontalAdvance("2,000,000,000 "))
        self.note = QLabel("")
        self.note.setWordWrap(True)
        small = QFont(self.note.font())
        small.setPointSizeF(small.pointSizeF() * 0.85)
        self.note.setFont(small)
        self.note.setStyleSheet(f"color: {palette.GREY};")
        self.note.hide()
        # A typed value refused, in words (cleared by the next value taken).
        self.refusal = QLabel("")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet(f"color: {palette.BLACK}; font-weight: bold;")
        self.refusal.setAccessibleName(title)
        self.refusal.hide()
        self.spin.refused.connect(self._say_refused)

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 2, 0, 2)
        grid.addWidget(self.title, 0, 0)
        grid.addWidget(self.spin, 0, 1, alignment=Qt.AlignRight)
        grid.addWidget(self.slider, 1, 0, 1, 2)
        # A curved track's values are named where they really are (0.25 sits halfway).
        self.marks = TrackMarks(self.slider, which.marks, self._to_position) if which.marks else None
        self._mark_values = tuple(which.marks)
        if self.marks is not None:
            grid.addWidget(self.marks, 2, 0, 1, 2)
        grid.addWidget(self.note, 3, 0, 1, 2)
        grid.addWidget(self.refusal, 4, 0, 1, 2)
        self.title.setBuddy(self.spin)

        self._syncing = False
        self.slider.valueChanged.connect(self._from_slider)
        self.slider.sliderPressed.connect(lambda: self.dragging.emit(True))
        if self.power != 1.0:
            self.slider.actionTriggered.connect(self._step_on_curve)
        self.slider.sliderReleased.connect(lambda: self.dragging.emit(False))
        self.spin.valueChanged.connect(self._from_spin)
        self.set_value(spec.default)
        self._describe_slider()

    def _unit_for(self, value: float) -> str:
        return self._unit.text_for(value) if isinstance(self._unit, S.CountedText) else self._unit

    def _count_unit(self, value: float) -> None:
        unit = self._unit_for(value)
        if self.spin.suffix() != unit:
            self.spin.setSuffix(unit)

    # slider position <-> value
    def _describe_slider(self, _value: float = 0.0) -> None:
        """The slider's value in words with its unit, as its box shows it (a screen reader read the
        track's position: 0.25 as "500"; gui/access/slider_value.py)."""
        text = self.spin.text().strip()
        if self.slider.property("wallaseyValueText") != text:  # its value, read as (gui/access/slider_value.py)
            self.slider.setProperty("wallaseyValueText", text)
        if self.slider.accessibleDescription() != text:  # told again at each change
            self.slider.setAccessibleDescription(text)

    def _to_position(self, value: float) -> int:
        s = self.spec
        if self._integer_track:
            return int(round(value))
        if s.log:
            import math

            frac = (math.log(value) - math.log(s.low)) / (math.log(s.high) - math.log(s.low))
        else:
            frac = min(max((value - s.low) / (s.high - s.low), 0.0), 1.0) ** (1.0 / self.power)
        return int(round(frac * SLIDER_STEPS))

    def _from_position(self, pos: int) -> float:
        s = self.spec
        if self._integer_track:
            return float(pos)
        frac = pos / SLIDER_STEPS
        if s.log:
            import math

            value = math.exp(math.log(s.low) + frac * (math.log(s.high) - math.log(s.low)))
        else:
            value = s.low + frac ** self.power * (s.high - s.low)
        return round(value, s.decimals)

    def _step_on_curve(self, action: int) -> None:
        """An arrow press on a curved track, where a 1% step near the low
        end can round to the same value: at least the next shown value."""
        sign = {QSlider.SliderSingleStepAdd: 1, QSlider.SliderSingleStepSub: -1}.get(QSlider.SliderAction(action))
        if sign is None:
            return
        target = self.slider.sliderPosition()
        if self._from_position(target) == self.value():
            nearest = self.value() + sign * 10.0 ** -self.spec.decimals
            nearest = min(max(nearest, self.spec.low), self.spec.high)
            self.slider.setSliderPosition(self._to_position(nearest))

    def _pulled_to_mark(self, pos: int) -> float | None:
        """The named mark a dragged handle at ``pos`` is within MARK_PULL_PX of, if any."""
        if not self._mark_values or not self.slider.isSliderDown():
            return None
        per_px = SLIDER_STEPS / max(1, self.slider.width())
        reach = scale.px(MARK_PULL_PX) * per_px
        near = min(self._mark_values, key=lambda m: abs(self._to_position(m) - pos))
        return near if abs(self._to_position(near) - pos) <= reach else None

    def _from_slider(self, pos: int) -> None:
        if self._syncing:
            return
        self._say_refused("")  # a value chosen on the track answers a refused one
        self._syncing = True
        mark = self._pulled_to_mark(pos)
        self.spin.setValue(self._from_position(pos) if mark is None else mark)
        self._syncing = False
        self.valueChanged.emit(self.value())

    def _from_spin(self, value: float) -> None:
        if self._syncing:
            return
        self._syncing = True
        self.slider.setValue(self._to_position(value))
        self._syncing = False
        self.valueChanged.emit(self.value())

    def value(self) -> float:
        v = self.spin.value()
        return int(round(v)) if self.spec.decimals == 0 else round(v, self.spec.decimals)

    def set_value(self, value: float) -> None:
        """Set without emitting (used by Reset All and settings). A value past
        the slider's track that the text box takes (typed before, or given
        on the command line) is kept, not clamped to the track. A refusal of what was typed
        before goes: it was about a value no longer in the box (it stayed after Reset all)."""
        if self.refusal.isVisible():
            self._say_refused("")
        self._syncing = True
        self.spin.widen_to(value)
        self.spin.setValue(value)
        self.slider.setValue(self._to_position(self.spin.value()))
        self._syncing = False

    def say(self, text: str) -> None:
        """A line under the box about what its value did to another (cleared by its next value)."""
        self._say_refused(text)

    def clear_refusal(self) -> None:
        """The refused value's line goes: what it answered is over (a new run has started)."""
        self._say_refused("")

    def settle_refusal(self) -> None:
        """A run was made or played since the refusal: the line has had its answer on screen, and
        the next run may take it away (``refusal_settled``). A refusal said by the very click
        that plays (200 typed, then Play pressed without Enter) stays for that run."""
        self.refusal_settled = True

    refusal_settled = False

    def _say_refused(self, text: str) -> None:
        self.refusal_settled = False
        self.refusal.setText(text)
        self.refusal.setVisible(bool(text))
        if text:
            bring_into_view(self.refusal)

    def set_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))


class PolicyPanel(QWidget):
    """Everything that makes a scenario. ``changed`` fires on any change;
    ``dragging`` says when a slider's handle is taken and let go."""

    changed = Signal()
    dragging = Signal(bool)

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)

        rule_box = QGroupBox(S.PANEL_RULE)
        rule_layout = QVBoxLayout(rule_box)
        self.rule_group = QButtonGroup(self)
        self.rule_group.setExclusive(True)
        self.rule_buttons: dict[str, QPushButton] = {}
        self.rule_hints: dict[str, QLabel] = {}
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.2)
        big.setBold(True)
        for i, rule in enumerate(STORY_RULES, start=1):
            b = QPushButton()
            b.setProperty("wallaseyOneOf", True)  # read as a radio button (gui/access/choices.py); first of all
            b.setText(S.RULE_BUTTON[rule])
            b.setCheckable(True)
            b.setFont(big)
            b.setMinimumHeight(int(b.fontMetrics().height() * 2.4))
            b.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
            b.setToolTip(S.RULE_HELP[rule] + f"  (Alt+{i})")
            b.setShortcut(QKeySequence(f"Alt+{i}"))
            # The rule's stripe where its name starts (the right, in Urdu); Qt mirrors text-align itself.
            side = start_side()
            b.setStyleSheet(
                f"QPushButton {{ text-align: left; padding: 6px 10px; {stripe_padding(10, 2, 10)}"
                f" border: 2px solid {palette.MARK_PALE};"
                " border-radius: 6px;"
                f" border-{side}: 10px solid {palette.RULE_COLOURS[rule]}; background: {palette.WHITE}; }}"
                f" QPushButton:checked {{ background: {palette.HIGHLIGHT}; border-color: {palette.BLACK};"
                f" border-{side}: 10px solid {palette.RULE_COLOURS[rule]}; }}"
                " QPushButton:focus { border-style: dashed; }"
            )
            self.rule_group.addButton(b)
            self.rule_buttons[rule] = b
            hint = QLabel("")
            hint.setStyleSheet(f"color: {palette.GREY}; margin-{side}: 14px;")
            self.rule_hints[rule] = hint
            # Each hint close under its own button, the gap between one rule and the next: it reads as
            # a pair, and the panel is 3 gaps shorter (en-XA at 1024x768 cut 'Advanced' at its foot).
            pair = QVBoxLayout()
            pair.setSpacing(0)
            pair.addWidget(b)
            pair.addWidget(hint)
            rule_layout.addLayout(pair)
        self.sliders: dict[str, LabeledSlider] = {}
        self.sliders[JITTER.name] = LabeledSlider(JITTER_SLIDER)
        rule_layout.addWidget(self.sliders[JITTER.name])
        layout.addWidget(rule_box)

        crowd_box = QGroupBox(S.PANEL_CROWD)
        crowd_layout = QVBoxLayout(crowd_box)
        for which in CROWD_SLIDERS:
            self.sliders[which.key] = LabeledSlider(which)
            crowd_layout.addWidget(self.sliders[which.key])
        layout.addWidget(crowd_box)

        self.advanced_toggle = DisclosureButton(S.PANEL_ADVANCED)
        self.advanced_box = QWidget()
        adv_layout = QVBoxLayout(self.advanced_box)
        adv_layout.setContentsMargins(8, 0, 0, 0)
        for which in ADVANCED_SLIDERS:
            self.sliders[which.key] = LabeledSlider(which)
            adv_layout.addWidget(self.sliders[which.key])
        # The grouped rule list, caps, budgets, tools and arrivals, as the
        # registries stand now (a class registered later is offered too).
        self.choice_lists = choices()
        self.choices: dict[str, QComboBox] = {}
        self.shown_with: dict[str, tuple[str, tuple[str, ...]]] = {}  # slider -> (choice, values that show it)
        for choice, registry, params in advanced_groups():
            if choice is not None:
                title, tip = S.CHOICE[choice]
                box = QComboBox()
                # Long item names must not widen the whole panel.
                box.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
                box.setMinimumContentsLength(16)
                box.setToolTip(tip)
                box.setAccessibleName(title)
                for value in self.choice_lists[choice][1]:
                    box.addItem(choice_label(choice, value), value)
                label = QLabel(title)
                label.setBuddy(box)
                label.setToolTip(tip)
                adv_layout.addWidget(label)
                adv_layout.addWidget(box)
                self.choices[choice] = box
            for param in params:
                self.sliders[param.name] = LabeledSlider(PanelSlider.of(param))
                adv_layout.addWidget(self.sliders[param.name])
                if choice is not None:
                    self.shown_with[param.name] = (choice, owners_of(param, registry))
        self.advanced_box.hide()
        self.advanced_toggle.toggled.connect(self._show_advanced)
        layout.addWidget(self.advanced_toggle)
        layout.addWidget(self.advanced_box)
        layout.addStretch(1)

        # A measured answer-time list (from Measure API), kept until the
        # answer-time slider is moved by hand or Reset All.
        self.measured: tuple[float, ...] = ()
        self.measured_note = ""

        self._rule = rule_for_jitter(JITTER_SLIDER.spec.default)
        self.rule_buttons[self._rule].setChecked(True)
        self.sliders[JITTER.name].set_value(JITTER_SLIDER.spec.default)
        for rule, b in self.rule_buttons.items():
            b.clicked.connect(lambda _c=False, rule=rule: self.set_rule(rule))
        for key, s in self.sliders.items():
            s.valueChanged.connect(lambda _v, key=key: self._slider_moved(key))
            s.dragging.connect(self.dragging)
        for name, box in self.choices.items():
            box.currentIndexChanged.connect(lambda _i, name=name: self._choice_made(name))
        self._refresh_hints()
        self._show_parameters()
        self.show_answer_note()

    def _show_advanced(self, on: bool) -> None:
        self.advanced_box.setVisible(on)
        self.advanced_toggle.set_open(on)

    def show_answer_note(self) -> None:
        """Say where the answer time came from: published, measured or by hand."""
        if self.measured:
            note = self.measured_note
        elif self.sliders["answer_time"].value() == DEFAULTS.answer_time.value:
            note = S.ANSWER_PUBLISHED
        else:
            note = S.ANSWER_CHANGED
        self.sliders["answer_time"].set_note(note)

    def _slider_moved(self, key: str) -> None:
        if key == "answer_time":
            self.measured = ()
            self.measured_note = ""
            self.show_answer_note()
        if key == JITTER.name:
            # The slider between lockstep (0) and full jitter (1).
            self._set_rule_quietly(rule_for_jitter(self.sliders[JITTER.name].value()))
        if key in ("base", "cap"):
            self._keep_cap_above_base(key)
        self._refresh_hints()
        self.changed.emit()

    def _keep_cap_above_base(self, moved: str) -> None:
        """A first wait above the longest wait takes the longest wait with it (and a longest wait
        below the first wait the first wait), on screen and said under the box that moved: the
        model refuses the pair, and a pair saved that way would be dropped at the next start."""
        base, cap = self.sliders["base"], self.sliders["cap"]
        if cap.value() == 0 or cap.value() >= base.value():  # 0: no longest wait at all
            return
        other, value, words = ((cap, base.value(), S.CAP_FOLLOWS_BASE) if moved == "base"
                               else (base, cap.value(), S.BASE_FOLLOWS_CAP))
        other.set_value(value)
        self.sliders[moved].say(words.format(value=other.spin.text().strip()))

    def _choice_made(self, name: str) -> None:
        if name == "other_rule":
            other = self.choices["other_rule"].currentData()
            self._set_rule_quietly(other or self._story_rule_from_jitter())
        self._show_parameters()
        self.changed.emit()

    def _story_rule_from_jitter(self) -> str:
        return rule_for_jitter(self.sliders[JITTER.name].value())

    def _set_rule_quietly(self, rule: str) -> None:
        """Show ``rule`` on the buttons, slider and list without emitting."""
        self._rule = rule
        self.rule_group.setExclusive(False)
        for name, b in self.rule_buttons.items():
            b.setChecked(name == rule)
        self.rule_group.setExclusive(True)
        if rule in JITTER_OF_RULE:
            self.sliders[JITTER.name].set_value(JITTER_OF_RULE[rule])
        box = self.choices["other_rule"]
        box.blockSignals(True)
        box.setCurrentIndex(max(0, box.findData(rule if rule in self.choice_lists["other_rule"][1] else "")))
        box.blockSignals(False)
        self._show_parameters()

    def _show_parameters(self) -> None:
        for key, (choice, values) in self.shown_with.items():
            self.sliders[key].setVisible(self.choices[choice].currentData() in values)

    def _refresh_hints(self) -> None:
        v = {k: s.value() for k, s in self.sliders.items()}
        v["cap"] = max(v["cap"], v["base"])  # the cap the simulation really uses
        for rule, hint in self.rule_hints.items():
            hint.setText(S.RULE_SHORT[rule].format(**v))

    # ------------------------------------------------------------ the model
    def rule(self) -> str:
        return self._rule

    def set_rule(self, rule: str) -> None:
        """Choose any registered rule (the buttons, the slider and the list follow)."""
        if rule == self._rule and (rule not in self.rule_buttons or self.rule_buttons[rule].isChecked()):
            return
        self._set_rule_quietly(rule)
        self._refresh_hints()
        self.changed.emit()

    def runs(self) -> int:
        return int(self.sliders["runs"].value())

    def seed(self) -> int:
        return int(self.sliders["seed"].value())

    def scenario(self) -> Scenario:
        """The scenario on screen, field by declared field: a parameter of a
        limiter or arrival pattern not chosen is None, and a cap at 0 is no cap."""
        v = {k: s.value() for k, s in self.sliders.items()}
        answer = AnswerTime.resampled(self.measured) if self.measured else AnswerTime.fixed(v["answer_time"])
        fields = {param.name: _number(param, v[param.name]) for param in CROWD_PARAMS if param.slider}
        fields[ANSWER_TIME.name] = answer
        for param in declared(RULES, PRESETS):
            fields[param.name] = v.get(param.name, param.default)
        fields["cap"] = max(v["cap"], v["base"])  # the window never sends a cap below the base
        fields[JITTER.name] = v[JITTER.name] if JITTER in self._rule_params() else DEFAULTS.jitter
        for param in CAP_PARAMS:
            fields[param.name] = _number(param, v[param.name]) or None
        for name, registry in CHOICE_REGISTRIES.items():
            chosen = self.choices[name].currentData()
            fields[name] = chosen
            mine = registry[chosen].params
            for param in declared(registry):
                mine_too = any(param is q for q in mine)
                fields[param.name] = _number(param, v.get(param.name, param.default)) if mine_too else None
        return Scenario(**fields)

    def _rule_params(self) -> tuple[Param, ...]:
        cls = RULES.get(self._rule) or PRESETS.get(self._rule)
        return cls.params if cls is not None else ()

    def advanced_summary(self) -> list[str]:
        """Plain words for every Advanced setting away from the story's."""
        out = []
        for name, (default, _) in self.choice_lists.items():
            value = self.choices[name].currentData()
            if name != "other_rule" and value != default:
                out.append(S.ADVANCED_SUMMARY[name].format(value=self.choices[name].currentText().split(":")[0]))
        for key in ("max_attempts", "deadline"):
            value = self.sliders[key].value()
            if value:
                out.append(S.ADVANCED_SUMMARY[key].format(value=value))
        return out

    def choice_values(self) -> dict[str, str]:
        return {name: box.currentData() for name, box in self.choices.items()}

    def set_choice(self, name: str, value: str, quiet: bool = False) -> None:
        box = self.choices[name]
        index = box.findData(value)
        if index < 0:
            raise ValueError(f"{name} cannot be {value!r}")
        box.blockSignals(quiet)
        box.setCurrentIndex(index)
        box.blockSignals(False)
        self._show_parameters()

    def values(self) -> dict[str, float]:
        return {k: s.value() for k, s in self.sliders.items()}

    def set_values(self, values: dict[str, float], rule: str | None = None, quiet: bool = False) -> None:
        """Set several controls, then emit one ``changed`` (unless quiet)."""
        for key, value in values.items():
            if key in self.sliders:
                self.sliders[key].set_value(value)
        if rule is not None:
            self._set_rule_quietly(rule)
        elif JITTER.name in values and self._rule in JITTER_RULES:
            self._set_rule_quietly(self._story_rule_from_jitter())
        self._refresh_hints()
        self.show_answer_note()
        if not quiet:
            self.changed.emit()

    def set_measured(self, times: tuple[float, ...], median: float, note: str) -> None:
        self.sliders[ANSWER_TIME.name].set_value(min(max(median, ANSWER_TIME.slider.low), ANSWER_TIME.slider.high))
        self.measured = tuple(times)
        self.measured_note = note
        self.show_answer_note()
        self._refresh_hints()
        self.changed.emit()

    def reset(self, quiet: bool = False) -> None:
        """Every control back to the published story (one ``changed``, unless quiet)."""
        self.measured = ()
        self.measured_note = ""
        for name, (default, _) in self.choice_lists.items():
            self.set_choice(name, default, quiet=True)
        defaults = {key: slider.spec.default for key, slider in self.sliders.items() if key != JITTER_SLIDER.key}
        self.set_values({**defaults, JITTER_SLIDER.key: JITTER_SLIDER.spec.default},
                        rule=rule_for_jitter(JITTER_SLIDER.spec.default), quiet=quiet)
        self.focus_follows_rule()

    def focus_follows_rule(self) -> None:
        """The keyboard's focus, when on a rule's button, onto the rule now chosen: after Reset all it stayed
        on the rule the pupil had chosen, framed as if still chosen (test_keys_focus_back.py)."""
        focused = QApplication.focusWidget()
        chosen = self.rule_buttons.get(self._rule)
        if chosen is not None and focused is not chosen and focused in self.rule_buttons.values():
            chosen.setFocus(Qt.TabFocusReason)  # the keyboard had it there: its frame shows
