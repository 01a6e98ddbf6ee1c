"""Every word the lab shows a person, in one place, ready for translation.

Pure Python (no Qt): the command line and the window both read it.
"""

APP_NAME = "Wallasey Retry Lab"

# Retry rules in plain words: the three of the published story first, then issue 8's.
RULE_LABELS = {
    "immediate": "Retry immediately",
    "exponential": "Exponential backoff",
    "full-jitter": "Backoff with jitter",
    "jitter": "Jitter slider",
    "equal-jitter": "Equal jitter",
    "decorrelated-jitter": "Decorrelated jitter",
    "proportional-jitter": "Proportional jitter (gRPC)",
    "retry-after": "Obey the server's hint",
}

RULE_HELP = {
    "immediate": "A refused agent tries again after a fixed short pause (the retry interval).",
    "exponential": "A refused agent waits the backoff base, then twice as long after each refusal, up to the cap.",
    "full-jitter": "Like exponential backoff, but each agent waits a random time anywhere up to that growing limit.",
    "jitter": "Between the two: a fixed part (1 - J) of the backoff limit plus a random part up to J of it. "
              "J = 0 is exponential backoff, J = 1 is backoff with jitter.",
    "equal-jitter": "Half the backoff limit for certain, plus a random time up to the other half.",
    "decorrelated-jitter": "A random wait between the backoff base and three times the last wait, up to the cap.",
    "proportional-jitter": "The wait grows by a multiplier (1.6) each time, then is stretched or shrunk "
                           "at random by up to a spread (20%), as gRPC does.",
    "retry-after": "The tool says when it will take calls again; the agent calls back then "
                   "(plus an optional random delay).",
}

TABLE_HEADINGS = ("Retry rule", "Last agent served", "Calls sent", "Calls refused", "Typical agent served")


def rule_label(name: str) -> str:
    return RULE_LABELS.get(name, name)

# ---------------------------------------------------------------- the window
WINDOW_TITLE = "Wallasey Retry Lab: one busy tool, many agents"
TAGLINE = (
    "{agents} agents all need an answer from a tool that accepts {capacity} calls a second. "
    "How should a refused agent try again?"
)

RULE_BUTTON = {
    "immediate": "Retry immediately",
    "exponential": "Exponential backoff",
    "full-jitter": "Backoff with jitter",
}
RULE_SHORT = {
    "immediate": "Try again every {interval:g} s",
    "exponential": "Wait {base:g} s, then double, up to {cap:g} s",
    "full-jitter": "A random wait, up to that same limit",
}

PANEL_RULE = "How refused agents try again"
PANEL_CROWD = "The crowd and the tool"
PANEL_ADVANCED = "Advanced"

SLIDER = {
    "agents": ("Agents", "", "How many agents all need an answer at the same moment."),
    "capacity": ("Capacity", " calls/s", "How many calls the tool accepts each second. Any more are refused straight away."),
    "answer_time": ("Answer time", " s", "How long the tool takes to answer an accepted call."),
    "interval": ("Retry interval", " s", "With 'retry immediately', how long a refused agent pauses before calling again."),
    "base": ("Backoff base", " s", "The first wait after a refusal, for the backoff rules."),
    "cap": ("Backoff cap", " s", "The longest wait the backoff rules ever use."),
    "refusal_rtt": ("Refusal round trip", " s", "How long it takes an agent to hear that its call was refused."),
    "runs": ("Runs per comparison", "", "How many runs the results table takes the middle value (median) of."),
    "seed": ("Random seed", "", "The same seed gives exactly the same runs again."),
}
ANSWER_PUBLISHED = "published measurement (median 1.07 s)"
ANSWER_MEASURED = "measured on {date}: {times}"
ANSWER_CHANGED = "set by hand"

LOAD_TITLE = "Calls each second: accepted and refused"
LOAD_X = "time (s)"
LOAD_Y = "calls per second"
LOAD_CAPACITY = "capacity: {capacity} calls/s"
LOAD_ACCEPTED = "accepted"
LOAD_REFUSED = "refused"
LOAD_BIN = "Bar width"
LOAD_BIN_HELP = "How much time each bar of the load plot covers."

HIST_TITLE = "When agents got their answer"
HIST_X = "time (s)"
HIST_Y = "agents served"
HIST_TYPICAL = "typical agent {value:.1f} s"
HIST_LAST = "last agent {value:.1f} s"
HIST_PERFECT = "perfect teamwork {value:.1f} s"
HIST_PERFECT_HELP = "If the agents took turns perfectly, the last one would be served at this time."

TABLE_TITLE = "All three rules, same crowd"
TABLE_NOTE = "Middle value (median) of {runs} runs, seed {seed}. Highlighted: the rule you chose."
TABLE_UPDATING = "Updating the table: run {done} of {total}…"
TABLE_WAITING = "Working out the table…"

PLAY = "Play"
PAUSE = "Pause"
STEP = "Step"
SPEED = "Speed"
SPEEDS = {"1x": 1.0, "5x": 5.0, "20x": 20.0, "Instant": 0.0}
RESET_ALL = "Reset all"
EXPORT_SCREENSHOT = "Save picture"
EXPORT_WHOLE = "Whole window"
EXPORT_PLOTS = "Plots only"
EXPORT_CHOOSE = "Choose where to save…"
EXPORT_DATA = "Save data (CSV)"
MEASURE = "Measure API"
MEASURE_CANCEL = "Cancel measuring"
HELP = "Keys"
CLOCK = "Replay: {now:.1f} s of {end:.1f} s"

TIP = {
    "play": "Replay this run in simulated time: watch the calls arrive and the agents get served.",
    "step": "Move the replay forward by one bar width.",
    "speed": "How fast the replay runs. Instant jumps to the end.",
    "reset": "Put every setting back to the published story's values.",
    "export": "Save a picture of the window in your Pictures folder.",
    "data": "Save the results table and every call of this run as CSV files in your Documents folder.",
    "measure": "Time five polite calls to the Department for Transport's road traffic API and use the answer time.",
    "measure_off": "Measuring the real API is not available in this copy of the lab.",
    "measure_cancel": "Stop the timing calls now. The answer time stays as it was.",
}

MEASURE_STARTED = "Timing polite calls to {where}…"
MEASURE_PROGRESS = "Measuring: call {index} of {total}: {what}"
MEASURE_CALL_OK = "{seconds:.2f} s"
MEASURE_CALL_FAILED = "failed ({error})"
MEASURE_DONE = (
    "Measured {count} of {total} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). "
    "The simulation now uses these times."
)
MEASURE_NOTE = "measured {date}: {times} s (median {median:.2f} s)"
MEASURE_CANCELLED = "Measuring stopped. The answer time stays at {answer:.2f} s."
MEASURE_FAILED = "Measuring did not work: {reason}"

STATUS_READY = "Ready."
STATUS_RUNNING = "Simulating…"
STATUS_SHOWING = "Showing run 1 of {runs}: {calls:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s."
WHAT_PICTURE = "the picture"
WHAT_DATA = "the table and the calls"
WHAT_TABLE = "the table"
WHAT_CALLS = "the calls"
STILL_RUNNING = "the simulation for these settings is still running; try again in a moment"
STATUS_SAVED = "Saved {what} to {path}"
STATUS_SAVE_FAILED = "Could not save {what}: {reason}"
STATUS_ERROR = "Could not simulate these settings: {reason}"
STATUS_RESET = "Everything is back to the published story."
STATUS_BUDGET = "This crowd would take too many calls to simulate here. Try fewer agents, more capacity or a slower retry."

HELP_TITLE = "Keyboard keys"
SHORTCUTS = [
    ("Alt+1, Alt+2, Alt+3", "Choose a retry rule"),
    ("Tab / Shift+Tab", "Move between controls"),
    ("Arrow keys, Page Up/Down", "Change the focused slider"),
    ("Ctrl+Space", "Play or pause the replay"),
    ("Ctrl+.", "Step the replay forward"),
    ("Ctrl+1 … Ctrl+4", "Replay speed: 1x, 5x, 20x, instant"),
    ("Ctrl+R", "Reset all"),
    ("Ctrl+S", "Save a picture of the window"),
    ("Ctrl+E", "Save the data as CSV"),
    ("Ctrl+M", "Measure the real API"),
    ("F1", "Show this list"),
]

NO_DISPLAY = (
    "wallasey: no screen to open the window on ({reason}). "
    "On Linux install the Qt libraries (see README, 'On Linux'), or run 'wallasey-sim table' for the results without a window."
)

# ---------------------------------------------------------------- kiosk mode
EXPORTS_OFF = "Saving files is switched off on this screen."
ATTRACT_BANNER = "Touch the screen to start. Watch: the same crowd, with and without a little randomness."
ATTRACT_RULE = {
    "exponential": "Everyone waits exactly as long, so they all come back together.",
    "full-jitter": "Each agent waits a random time, so they come back spread out.",
}
STAFF_TITLE = "Staff only"
STAFF_PROMPT = "Enter the staff PIN to close the lab."
STAFF_WRONG = "That PIN is not right."
STAFF_CLOSE = "Close the lab"
STAFF_CANCEL = "Back"
CRASH_LOGGED = "Something went wrong and was written to {path}. The lab keeps running."
ALREADY_RUNNING = "wallasey: the lab is already running in kiosk mode on this computer (lock: {path})."
KIOSK_CONFIG_WRITTEN = "wallasey: kiosk settings written to {path}; the staff PIN is in that file."
