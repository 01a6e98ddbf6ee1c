"""The policy panel's choice lists (other retry rules, the tool, budgets, arrivals) and the
Advanced groups they bring, from the registries: no rule, limiter, budget or arrival name is
typed here (gui/widgets/policy_panel.py builds the controls)."""

from __future__ import annotations

from wallasey_lab.core.model.params import Param, declared
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.rules import JITTER, RULES, STORY_RULES
from wallasey_lab.core.model.scenario import CAP_PARAMS, CHOICE_REGISTRIES, Scenario
from wallasey_lab.gui.i18n import words as S

DEFAULTS = Scenario()
# The story rules' parameters (retry interval, backoff base and cap) are always
# shown: the results table compares all three rules whichever is chosen.
STORY_PARAMS = declared(*(RULES[r] for r in STORY_RULES))


def other_rules() -> tuple[str, ...]:
    """The "Other retry rules" list: every registered rule but the story's
    three and the one the jitter slider chooses, then the library presets."""
    model = (name for name, cls in RULES.items()
             if name not in STORY_RULES and not any(p is JITTER for p in cls.params))
    return (*model, *PRESETS)


def advanced_groups() -> tuple[tuple[str | None, dict[str, type], tuple[Param, ...]], ...]:
    """The Advanced controls below the story's sliders, in order: (choice
    list or None, the registry it chooses from, the parameter sliders that
    go with it). A parameter slider is shown only while a choice that
    declares it is made (the caps, with no choice, always). A parameter
    declared without a slider keeps its default in the window."""
    everything = {**RULES, **PRESETS}
    others = {name: everything[name] for name in other_rules()}
    shown_anyway = {p.name for p in (*STORY_PARAMS, JITTER)}
    groups: list[tuple[str | None, dict[str, type], tuple[Param, ...]]] = [
        ("other_rule", others, tuple(p for p in declared(others) if p.name not in shown_anyway and p.slider)),
        (None, {}, tuple(p for p in CAP_PARAMS if p.slider)),
    ]
    groups += [(name, registry, tuple(p for p in declared(registry) if p.slider))
               for name, registry in CHOICE_REGISTRIES.items()]
    return tuple(groups)


def choices() -> dict[str, tuple[str, tuple[str, ...]]]:
    """Combo box name -> (default, choices in order), from the registries."""
    out = {"other_rule": ("", ("", *other_rules()))}
    out.update({name: (getattr(DEFAULTS, name), tuple(registry)) for name, registry in CHOICE_REGISTRIES.items()})
    return out


def choice_label(name: str, value: str) -> str:
    """The plain words for a choice (its name if strings.py has none yet)."""
    words = S.CHOICE_ITEMS.get(name, {})
    if value in words:
        return words[value]
    return S.rule_label(value) if name == "other_rule" else value
