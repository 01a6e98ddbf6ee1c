"""Parameters declared once (core/model/params.py): every registered rule, preset,
limiter, budget and arrival pattern, and every parameter they declare, is
reachable from the command line and from the window's Advanced controls; the
command line's, the window's and the scenario's ranges are the one
declaration; and a new limiter that reads no new parameter is one class."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import ClassVar

import numpy as np
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401  (fixtures)

from wallasey_lab.cli import wallasey_sim
from wallasey_lab.cli.options import GIVEN_ONLY, QuietParser, add_scenario_arguments, scenario_from_args
from wallasey_lab.core.engines.pick import pick_engine, run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model import limiters
from wallasey_lab.core.model.arrivals import ARRIVALS, ArrivalPattern
from wallasey_lab.core.model.budgets import BUDGETS
from wallasey_lab.core.model.limiters import BURST, LIMITERS, FixedWindow
from wallasey_lab.core.model.params import Param, ScenarioError, declared, owners_of
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.rules import JITTER, RULES, STORY_RULES
from wallasey_lab.core.model.scenario import CAP_PARAMS, CHOICE_REGISTRIES, CROWD_PARAMS, RULE_PARAMS, Scenario
from wallasey_lab.resources import strings as S

ROOT = Path(__file__).resolve().parents[3]
ALL_RULES = {**RULES, **PRESETS}
# Every declared parameter, each once.
EVERY_PARAM = (*CROWD_PARAMS, *RULE_PARAMS, *CAP_PARAMS, *declared(*CHOICE_REGISTRIES.values()))
# The crowd's call budget is a command-line safety stop; the window does not take it.
WINDOW_PARAMS = tuple(p for p in EVERY_PARAM if p.name != "call_budget")
TINY = ("--agents", "12", "--capacity", "4", "--runs", "2", "--engine", "reference")


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    try:
        code = wallasey_sim.main(list(args))
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


def parser() -> QuietParser:
    p = QuietParser(prog="test")
    add_scenario_arguments(p)
    return p


def action(p: QuietParser, option: str):
    return next(a for a in p._actions if option in a.option_strings)


def value_inside(param: Param) -> float | int:
    """A value other than the default, inside the window's range (so both
    the command line and the window can set it)."""
    s = param.slider
    if param.whole:
        return int(s.high) - 1 if int(s.high) - 1 != param.default else int(s.high) - 2
    mid = round((s.low + s.high) / 3 + 0.07, s.decimals)
    return mid if mid != param.default else round(mid + s.step, s.decimals)


def choice_args(param: Param) -> tuple[str, ...]:
    """The named choice a parameter needs on the command line (its first owner)."""
    for name, registry in CHOICE_REGISTRIES.items():
        owners = owners_of(param, registry)
        if owners:
            return (f"--{name}", owners[0])
    return ()


# --- the words ------------------------------------------------------------------------------------------


def test_every_declaration_is_whole_and_unique():
    names = [p.name for p in EVERY_PARAM]
    assert len(names) == len(set(names))
    fields = set(Scenario.__dataclass_fields__)
    for p in EVERY_PARAM:
        assert p.name in fields, f"{p.name} is not a Scenario field"
        assert p.low <= p.high
        if p.default is not None:
            assert p.check(p.default) == p.default  # the default is allowed
            assert getattr(Scenario(), p.name) == (p.default if p.name != "answer_time" else Scenario().answer_time)


def test_every_parameter_and_registered_name_has_its_words_in_strings():
    for p in EVERY_PARAM:
        assert S.PARAM_HELP[p.name], p.name  # the command line's help
        if p.slider is not None:
            title, unit, tip = S.SLIDER[p.name]  # the window's label, unit and tooltip
            assert title and tip
            unit = unit.many if isinstance(unit, S.Counted) else unit  # a counted unit: its form for many
            assert unit.strip() in {"s": {"s"}, "calls/s": {"calls/s"}, "agents/s": {"/s"}, "x": {"x"},
                                    "calls": {"calls", ""}, "": {""}}[p.unit], (p.name, unit)
    for name in ALL_RULES:
        assert name in S.RULE_LABELS
    for name in (*RULES, *PRESETS):
        if name not in STORY_RULES and not any(q is JITTER for q in ALL_RULES[name].params):
            assert name in S.CHOICE_ITEMS["other_rule"]
    for choice, registry in CHOICE_REGISTRIES.items():
        assert set(S.CHOICE_ITEMS[choice]) == set(registry), choice
        assert S.CHOICE[choice] and S.CHOICE_HELP[choice]


def test_no_rule_or_limiter_name_is_typed_in_the_window_controls():
    source = (ROOT / "gui" / "widgets" / "policy_panel.py").read_text(encoding="utf-8")
    names = {*ALL_RULES, *LIMITERS, *BUDGETS, *ARRIVALS} - {"none"}
    typed = sorted(n for n in names if re.search(rf"""["']{re.escape(n)}["']""", source))
    assert typed == []


# --- one range: the command line, the window and the scenario --------------------------------------------


@pytest.mark.parametrize("param", EVERY_PARAM, ids=lambda p: p.name)
def test_the_cli_the_window_and_the_scenario_use_the_one_declaration(param, qtbot):
    from wallasey_lab.gui.widgets.policy_panel import PolicyPanel

    # The command line: the option's type is the declaration's own check.
    opt = action(parser(), param.option)
    # (A rule's parameters and the answer time default to None, filled in after parsing, so a
    # value typed can be told from the default: cli/options.py GIVEN_ONLY.)
    assert opt.type.param is param and opt.default == (None if param.name in GIVEN_ONLY else param.default)
    # The scenario: the bounds are what the declaration says.
    low_ok = param.low if param.low_inclusive else None
    if low_ok is not None and param.name != "answer_time":
        Scenario().with_(**{param.name: low_ok}, **_needed_with(param)).checked()
    below = param.low - (1 if param.whole else 1e-9 if param.low else 1e-3)
    above = param.high + (1 if param.whole else param.high * 1e-9 + 1e-9)
    for bad in (below, above) if param.low_inclusive else (param.low, above):
        if param.name == "answer_time":
            continue  # an AnswerTime, checked by the same declaration below
        with pytest.raises(ScenarioError, match=re.escape(param.allowed())):
            Scenario().with_(**{param.name: bad}, **_needed_with(param)).checked()
        with pytest.raises(ValueError, match=re.escape(param.allowed().removeprefix("a whole number "))):
            param.parse(str(bad))
    if param.name == "call_budget":
        return
    # The window: its slider is made from the same declaration, inside its range.
    panel = PolicyPanel()
    qtbot.addWidget(panel)
    spec = panel.sliders[param.name].spec
    assert panel.sliders[param.name].param is param and (spec.low, spec.high) == (param.slider.low, param.slider.high)
    assert param.within(spec.high) and (param.within(spec.low) or (spec.zero_means_none and spec.low == 0))
    spin = panel.sliders[param.name].spin
    assert (spin.minimum(), spin.maximum()) == (spec.low, spec.high)


def _needed_with(param: Param) -> dict:
    """The choice (and required parameters) a parameter needs in a Scenario."""
    for name, registry in CHOICE_REGISTRIES.items():
        owners = owners_of(param, registry)
        if owners:
            needed = {name: owners[0]}
            for q in registry[owners[0]].params:
                if q.required and q is not param:
                    needed[q.name] = q.slider.default
            return needed
    return {}


# --- every name and every parameter from the command line --------------------------------------------------


@pytest.mark.parametrize("rule", list(ALL_RULES))
def test_every_rule_and_preset_runs_from_the_command_line(capsys, rule):
    code, out, err = run_cli(capsys, "run", "--rule", rule, *TINY, "--json")
    assert code == 0, err
    assert json.loads(out)["rule"] == rule


@pytest.mark.parametrize(("choice", "name"), [(c, n) for c, reg in CHOICE_REGISTRIES.items() for n in reg])
def test_every_limiter_budget_and_arrival_runs_from_the_command_line(capsys, choice, name):
    registry = CHOICE_REGISTRIES[choice]
    needed = [a for q in registry[name].params if q.required for a in (q.option, str(q.slider.default))]
    code, out, err = run_cli(capsys, "run", "--rule", "full-jitter", *TINY, f"--{choice}", name, *needed, "--json")
    assert code == 0, err
    assert json.loads(out)["scenario"][choice] == name


@pytest.mark.parametrize("param", [p for p in EVERY_PARAM if p.slider], ids=lambda p: p.name)
def test_every_parameter_reaches_the_scenario_from_the_command_line(capsys, param):
    value = value_inside(param)
    args = parser().parse_args([*choice_args(param), param.option, str(value), *_required_args(param)])
    scenario = scenario_from_args(args)
    got = scenario.answer_time.value if param.name == "answer_time" else getattr(scenario, param.name)
    assert got == value
    # ... and a whole run takes it (the rule that declares it, if a rule does).
    rule = next(iter(owners_of(param, ALL_RULES)), "full-jitter")
    small = TINY if param.name not in ("agents", "capacity") else ("--runs", "2", "--engine", "reference")
    code, out, err = run_cli(capsys, "run", "--rule", rule, *small, *choice_args(param), param.option, str(value),
                             *_required_args(param), "--json")
    assert code == 0, err
    described = json.loads(out)["scenario"][param.name]
    assert (described["value"] if param.name == "answer_time" else described) == value


def _required_args(param: Param) -> list[str]:
    return [a for k, v in _needed_with(param).items() if k not in CHOICE_REGISTRIES
            for a in (f"--{k.replace('_', '-')}", str(v))]


# --- every name and every parameter from the window ---------------------------------------------------------


def test_every_name_is_offered_by_the_window_and_reaches_its_scenario(qtbot):
    from wallasey_lab.gui.widgets.policy_panel import PolicyPanel

    panel = PolicyPanel()
    qtbot.addWidget(panel)
    offered_rules = set(STORY_RULES) | {panel.choices["other_rule"].itemData(i)
                                        for i in range(panel.choices["other_rule"].count())} - {""}
    # The jitter rule is the slider between the two story rules.
    jitter_rules = {n for n, cls in RULES.items() if any(q is JITTER for q in cls.params)}
    assert offered_rules | jitter_rules == set(ALL_RULES)
    for rule in ALL_RULES:
        panel.set_rule(rule)
        assert panel.rule() == rule
    for choice, registry in CHOICE_REGISTRIES.items():
        box = panel.choices[choice]
        assert [box.itemData(i) for i in range(box.count())] == list(registry)
        for name in registry:
            panel.set_choice(choice, name)
            scenario = panel.scenario().checked()  # a scenario the model accepts
            assert getattr(scenario, choice) == name
        panel.set_choice(choice, getattr(Scenario(), choice))


@pytest.mark.parametrize("param", WINDOW_PARAMS, ids=lambda p: p.name)
def test_every_parameter_is_a_window_control_that_reaches_its_scenario(qtbot, param):
    from wallasey_lab.gui.widgets.policy_panel import PolicyPanel

    panel = PolicyPanel()
    qtbot.addWidget(panel)
    panel.advanced_toggle.setChecked(True)
    # Choose what the parameter goes with: its rule, limiter or arrival pattern.
    rule_owners = owners_of(param, ALL_RULES)
    if rule_owners and param not in (p for r in STORY_RULES for p in RULES[r].params):
        panel.set_rule(rule_owners[0])
    for name, registry in CHOICE_REGISTRIES.items():
        owners = owners_of(param, registry)
        if owners:
            panel.set_choice(name, owners[0])
    slider = panel.sliders[param.name]
    assert slider.isVisibleTo(panel), f"{param.name} is hidden when what declares it is chosen"
    value = value_inside(param)
    slider.spin.setValue(value)
    scenario = panel.scenario().checked()
    got = scenario.answer_time.value if param.name == "answer_time" else getattr(scenario, param.name)
    assert got == value


# --- a new limiter (no new parameter) is one class-------------------------------------------------------------------------


class HalfWindow(FixedWindow):
    """A tiny extra tool for the test: a fixed window of half a second that
    takes at most its burst (default the capacity) in each."""

    name = "half-window"
    params: ClassVar[tuple[Param, ...]] = (BURST,)

    def __init__(self, scenario):
        super().__init__(scenario)
        self.capacity = scenario.burst_size

    def admit(self, t_us: int, n: int) -> int:
        return super().admit(t_us * 2, n)

    def next_open_us(self, t_us: int) -> int:
        return super().next_open_us(t_us * 2) // 2


@pytest.fixture(name="extra_limiter")
def extra_limiter_fixture(monkeypatch):
    monkeypatch.setitem(LIMITERS, HalfWindow.name, HalfWindow)
    assert limiters.LIMITERS is LIMITERS and CHOICE_REGISTRIES["limiter"] is LIMITERS
    return HalfWindow


def test_a_new_limiter_class_reaches_the_command_line(capsys, extra_limiter):
    code, out, err = run_cli(capsys, "run", "--rule", "full-jitter", *TINY, "--limiter", "half-window",
                             "--burst", "3", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert (data["scenario"]["limiter"], data["scenario"]["burst"]) == ("half-window", 3)
    assert "half-window" in action(parser(), "--limiter").choices
    # Its parameter goes with it and with the token bucket, nothing else.
    code, _, err = run_cli(capsys, "run", "--rule", "full-jitter", *TINY, "--burst", "3")
    assert code == 2 and "--limiter token-bucket or --limiter half-window" in err
    code, _, err = run_cli(capsys, "run", "--rule", "full-jitter", *TINY, "--limiter", "leaky")
    assert code == 2 and "'half-window'" in err and err.count("\n") == 1


def test_a_new_limiter_class_reaches_the_window(open_window, extra_limiter, monkeypatch):
    # The tool registered here lives in this process: the simulator runs here too.
    monkeypatch.setenv("WALLASEY_SIMULATOR", "thread")
    w = open_window(settings={"scenario/runs": 2, "scenario/agents": 20})
    box = w.panel.choices["limiter"]
    assert "half-window" in [box.itemData(i) for i in range(box.count())]
    w.panel.set_choice("limiter", "half-window")
    assert not w.panel.sliders["burst"].isHidden()
    w.panel.sliders["burst"].spin.setValue(7)
    assert (w.panel.scenario().limiter, w.panel.scenario().burst) == ("half-window", 7)
    wait_idle(w)  # the lab simulated it (the reference engine takes any registered tool)
    assert w.scenario_on_screen.limiter == "half-window" and w.batches[0].scenario.limiter == "half-window"


class EveryTenth(ArrivalPattern):
    """A tiny extra arrival pattern for the test: an agent every 0.1 s."""

    name = "every-tenth"

    def times_us(self, scenario, rng):
        return np.arange(scenario.agents, dtype=np.int64) * 100_000


def test_a_new_arrival_pattern_class_reaches_the_command_line(capsys, monkeypatch):
    monkeypatch.setitem(ARRIVALS, EveryTenth.name, EveryTenth)
    code, out, err = run_cli(capsys, "run", "--rule", "full-jitter", *TINY, "--arrival", "every-tenth", "--json")
    assert code == 0, err
    assert json.loads(out)["scenario"]["arrival"] == "every-tenth"
    # The reference engine draws the new pattern's arrivals: with 4 calls a
    # second and an agent every 0.1 s nobody before the 5th is ever refused.
    scenario = Scenario(agents=12, capacity=20, arrival="every-tenth").checked()
    result = simulate_run(scenario, "full-jitter", np.random.default_rng(1))
    assert result.refused == 0 and list(result.arrival_us) == [i * 100_000 for i in range(12)]


@pytest.mark.parametrize("rule", ["full-jitter", "immediate", "jitter", "decorrelated-jitter", "retry-after"])
def test_auto_leaves_a_new_arrival_pattern_to_the_reference(monkeypatch, rule):
    """The fast engines know only the shipped patterns' draws; a new one runs
    on the reference, and its runs are the pattern's own arrivals."""
    monkeypatch.setitem(ARRIVALS, EveryTenth.name, EveryTenth)
    scenario = Scenario(agents=12, capacity=20, arrival="every-tenth").checked()
    assert pick_engine("auto", scenario, rule) is simulate_run
    batch = run_batch(scenario, rule, runs=3, seed=5)
    # An agent every 0.1 s, 10 a second against 20: nobody refused, and the
    # last arrives at 1.1 s and is answered 1.07 s later.
    for run in batch.runs:
        assert (run["calls"], run["refused"]) == (12, 0)
        assert run["last_served"] == pytest.approx(1.1 + 1.07)


def test_a_replaced_shipped_arrival_pattern_also_goes_to_the_reference(monkeypatch):
    class EvenlySpread(ArrivalPattern):
        name = "uniform"
        params = ARRIVALS["uniform"].params

        def times_us(self, scenario, rng):
            return np.linspace(0, 1_000_000, scenario.agents).astype(np.int64)

    monkeypatch.setitem(ARRIVALS, "uniform", EvenlySpread)
    scenario = Scenario(agents=12, capacity=20, arrival="uniform", arrival_spread=1.0).checked()
    assert pick_engine("auto", scenario, "full-jitter") is simulate_run
