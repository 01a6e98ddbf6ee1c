"""Free play on the next day: yesterday's odd settings (99,999 agents, a token bucket) came
back on a teacher's projector, with nothing on screen to say they were not the lab's story.

What a teacher expects: a lesson chosen on the start screen begins from the story. So the first
time free play opens in a session whose saved settings (the last session's) are not the story's,
it begins from the story's settings, and one button beside Reset all, "Your last settings",
puts the last session's back (Tab reaches it; it goes once used). The runs to compare and the
roll of the dice are the teacher's own choices, not the story's: they stay as saved. Within a
session free play is the lab as it was left."""

from __future__ import annotations

from dataclasses import dataclass

# The panel's settings that stay as saved when free play begins from the story.
KEPT = ("runs", "seed")


@dataclass(frozen=True)
class PanelSettings:
    """Everything the panel's Reset all puts back (but KEPT), as it was."""

    values: dict
    rule: str
    choices: dict
    measured: tuple
    measured_note: str

    @classmethod
    def of(cls, panel) -> PanelSettings:
        values = {k: v for k, v in panel.values().items() if k not in KEPT}
        return cls(values, panel.rule(), dict(panel.choice_values()), tuple(panel.measured), panel.measured_note)

    def put_back(self, panel, quiet: bool = False) -> None:
        """These settings on ``panel`` (one ``changed``, unless quiet)."""
        for name, value in self.choices.items():
            panel.set_choice(name, value, quiet=True)
        panel.measured, panel.measured_note = self.measured, self.measured_note
        panel.set_values(self.values, rule=self.rule, quiet=quiet)
        if self.measured:
            panel.show_answer_note()


def story_of(panel) -> PanelSettings:
    """The story's settings, read off ``panel`` put back to them for a moment (quietly)."""
    now = PanelSettings.of(panel)
    kept = {k: v for k, v in panel.values().items() if k in KEPT}
    panel.reset(quiet=True)
    panel.set_values(kept, quiet=True)
    story = PanelSettings.of(panel)
    now.put_back(panel, quiet=True)
    return story


def last_session(panel) -> PanelSettings | None:
    """The settings ``panel`` was given from the last session, if they are not the story's."""
    now = PanelSettings.of(panel)
    return None if now == story_of(panel) else now


def begin_from_story(panel) -> None:
    """The story's settings on ``panel``, quietly, keeping its runs and dice."""
    kept = {k: v for k, v in panel.values().items() if k in KEPT}
    panel.reset(quiet=True)
    panel.set_values(kept, quiet=True)


__all__ = ["KEPT", "PanelSettings", "begin_from_story", "last_session", "story_of"]
