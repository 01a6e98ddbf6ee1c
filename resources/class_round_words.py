"""The class round's words: the pupil's page (served by the lab to the
class's phones, tablets and Chromebooks), the projector screen, its start
dialog and the command line's lines. Kept together beside strings.py
because there are many and they are all the round's; the door's rule names
are the door lesson's own (strings.DOOR_RULES)."""

from __future__ import annotations

from wallasey_lab.resources.strings import Counted

# The three ways to play (core/screens/class_round.py ROUND_RULES), in the door lesson's words.
ROUND_RULE_NAMES = {
    "by-hand": "By hand: knock when you like",
    "wait-longer": "Wait longer each time",
    "wait-random": "Wait a random time",
}
ROUND_RULE_SHORT = {"by-hand": "By hand", "wait-longer": "Wait longer", "wait-random": "Random wait"}
ROUND_RULE_TIPS = {
    "by-hand": "Pupils knock whenever they like. People knock again at once: the class makes its own storm.",
    "wait-longer": "After each 'no' the page waits, twice as long each time, then knocks by itself.",
    "wait-random": "After each 'no' the page waits a random time, then knocks by itself.",
}
# One line under each way of playing in the setup dialog: the waits, in the door lesson's numbers.
ROUND_RULE_LINES = {
    "by-hand": "Pupils press Knock whenever they like; nothing waits for them.",
    "wait-longer": "After each 'no' the page waits 0.5 s, then 1, 2, 4 s (at most), and knocks by itself.",
    "wait-random": "After each 'no' the page waits a random time up to 0.5 s, then up to 1, 2, 4 s, and knocks by itself.",
}

# ------------------------------------------------------------- the pupil's page
# Shown on the pupils' own devices: short words for ages 8 and up.
PAGE = {
    "title": "Class round: the door",
    "join_heading": "Join the class round",
    "join_prompt": "Type the 4-digit code from the big screen.",
    "join_button": "Join",
    "join_wrong": "That code is not right. Look at the big screen and try again.",
    "join_full": "The round is full. Ask your teacher.",
    "join_over": "This round has ended. Look at the big screen.",
    "join_slow": "Too many tries. Wait a minute, then try again.",
    "you_are": "You are",
    "knock": "Knock",
    "ready": "Knock on the door to get in!",
    "refused_hand": "No! The door is full. Knock again when you like.",
    "refused_wait": "No! The door is full. Waiting {s} s, then knocking again…",
    "waiting": "Waiting {s} s…",
    "opening": "Yes! The door is opening…",
    "inside": "You're in!",
    "too_fast": "Too fast! One knock at a time.",
    "over": "The round is over. Look at the big screen.",
    "lost": "Cannot reach the lab. Trying again…",
    "knocks": "Your knocks: {n}",
    "crowd": "{inside} of {pupils} inside",
}

# ------------------------------------------------------------- the projector
MENU_START = "Start a class round…"
KIOSK_STAFF_ROUND = "Start a class round (group visit)"
MENU_START_TIP = "Pupils join from their own phones or tablets and become the crowd at the door."
WINDOW_TITLE = "Class round: the door"
SETUP_TITLE = "Start a class round"
SETUP_INTRO = ("Each pupil's phone, tablet or Chromebook becomes one of the crowd at the door, and this "
               "computer is the door. Pupils need no app and no account, and type no names.")
SETUP_CAPACITY = "The door lets in (a second)"
SETUP_RULE = "How pupils try again"
SETUP_PUPILS = "At most this many pupils"
SETUP_MINUTES = "The round ends after (minutes)"
SETUP_NETWORK = "Who can join"
SETUP_LOCAL = "Only this computer (to try it out)"
SETUP_ROOM = "The room's network: {address} ({name})"
SETUP_NO_ROOM = "No room network found: connect this computer to the class's Wi-Fi or start its own hotspot."
SETUP_ROOM_NOTE = ("Choosing the room's network lets devices on it reach this computer until the round ends. "
                   "Nothing is stored after the round.")
SETUP_START = "Start the round"
SETUP_CANCEL = "Cancel"
JOIN_AT = "Open"
JOIN_CODE = "Code"
JOIN_HINT = "Scan the code with your camera, or type the address, then the code."
DOOR_LINE = Counted("{rule} · the door lets in {n} pupil a second", "{rule} · the door lets in {n} pupils a second")
PUPILS_NONE = "Waiting for pupils to join…"
# Counted by the pupils who joined; the other two figures follow labels, so no word agrees with them.
# "knocked: 12" read as twelve knocks where the class had made 58: it counts pupils.
PUPILS_JOINED = Counted("{n} pupil joined · pupils who knocked: {knocked} · inside: {inside}",
                        "{n} pupils joined · pupils who knocked: {knocked} · inside: {inside}")
INSIDE_TITLE = "Inside"
INSIDE_NONE = "Nobody is inside yet."
LOAD_TITLE = "The class's knocks"
LOAD_Y = "knocks each second"
LOAD_CUT_FIRST = Counted("{n:,} knock", "{n:,} knocks")  # a bar taller than the plot (gui/views/plots.py)
TIME_LEFT = "Ends in {minutes}:{seconds:02d}"
END_ROUND = "End the round"
END_ROUND_TIP = "Stop the round now: pupils' pages say it is over and nothing listens any more."
# 'End the round' (or closing the projector's window) asks first: a misclick lost the class's round.
END_ASK_TITLE = "End the round?"
END_ASK = ("End the round now? Every pupil's page will say it is over, and nobody can knock any more. "
           "This cannot be undone.")
END_ASK_KEEP = "Keep playing"
CLOSE = "Close"
NO_DEVICE = ("No device has reached the lab yet. If pupils see \"cannot be reached\", the network keeps devices "
             "apart (common on school Wi-Fi): start this computer's own hotspot, let pupils join it, and start "
             "a new round.")  # no docs/ path: a packaged lab's user has none (docs/class-round.md has more)
LOCAL_ONLY = "Only this computer can join this round (to try it out)."
ENDED_TITLE = "The round is over"
ENDED_WHY = {"teacher": "The teacher ended the round.", "time": "The round's time ran out.",
             "closed": "The lab was closed."}
RESULT_HEADINGS = ("", "Your class", "The computer's model")
RESULT_ROWS = ("Knocks", "Knocks refused", "Everyone in after", "Typical pupil in after")
# Each counted by its pupils ({n}); the door's limit needs no noun.
RESULT_NOTE = Counted(
    "The computer's model: what it says for the same class, {n} pupil who {how}, at a door that lets in "
    "{capacity} a second.",
    "The computer's model: what it says for the same class, {n} pupils who {how}, at a door that lets in "
    "{capacity} a second.")
# Pupils still outside at the end: both columns stop at the same moment, and "typical" is over the same pupils.
RESULT_NOTE_CUT = Counted(
    "The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up "
    "to then, and \"typical\" is the {n} pupil who got in first.",
    "The round ended {seconds:.0f} s after the first knock with pupils still outside, so both columns count up "
    "to then, and \"typical\" is the middle of the first {n} pupils in.")
# Two sentences, each counted by its own pupils: those who never knocked, then those who did.
RESULT_NOTE_NEVER = Counted("{n} pupil joined but never knocked.", "{n} pupils joined but never knocked.")
RESULT_NOTE_KNOCKED = Counted("The model is for the {n} pupil who knocked.", "The model is for the {n} pupils who knocked.")
# What the model's agents do for each way to play (the door lesson's numbers, core/screens/lessons.py DOOR).
MODEL_HOW = {
    "by-hand": "knock again every quarter of a second",
    "wait-longer": "wait half a second, then twice as long after each 'no', up to 4 s",
    "wait-random": "wait a random time, up to half a second, then up to twice as long after each 'no', up to 4 s",
}
RESULT_NOT_ALL = Counted("{inside} of {n} in", "{inside} of {n} in")  # counted by the pupils
RESULT_NOBODY = "Nobody knocked in this round."
RESULT_NOBODY_JOINED = "Nobody joined"
# Every round of this session, side by side on the end screen, and saved as CSV.
ROUNDS_TITLE = "Rounds so far"
ROUNDS_HEADINGS = ("Round", "Way of playing", "Door", "Pupils", "Knocks", "Refused", "All in after",
                   "Typical in", "Model knocks", "Model all in")
ROUNDS_CSV_COLUMNS = ("round", "way_of_playing", "door_per_second", "pupils_joined", "pupils_knocked",
                      "pupils_inside", "knocks", "refused", "everyone_in_s", "typical_in_s", "round_length_s",
                      "model_pupils", "model_inside", "model_knocks", "model_refused", "model_everyone_in_s",
                      "model_typical_in_s", "ended_by")
SAVE_ROUNDS = "Save the rounds (CSV)"
SAVE_ROUNDS_TIP = "Save every round of this session as a CSV file in the lab's folder in Documents (never over another)."
SAVED_ROUNDS = "Saved: {path}"
SAVE_ROUNDS_FAILED = "Could not save the rounds: {reason}"
RESULT_SECONDS = "{value:.1f} s"
START_FAILED = "Could not start the round: {reason}"
DROPPED = "{dropped} bad messages dropped"

# ------------------------------------------------------------- the command line
CLI_HELP = "a class's own devices knock on the lab's door: a round served on this computer's network"
