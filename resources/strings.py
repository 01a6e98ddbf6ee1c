"""Every word the lab shows a person, in one place, ready for translation.

Pure Python (no Qt): the command line and the window both read it.
"""

APP_NAME = "Wallasey Retry Lab"

# Retry rules in plain words: the three of the published story first, then the other rules.
RULE_LABELS = {
    "immediate": "Retry immediately",
    "exponential": "Exponential backoff",
    "full-jitter": "Backoff with jitter",
    "jitter": "Randomness in the wait",
    "equal-jitter": "Equal jitter",
    "decorrelated-jitter": "Decorrelated jitter",
    "proportional-jitter": "Proportional jitter (gRPC)",
    "retry-after": "Obey the server's hint",
}

RULE_HELP = {
    "immediate": "A refused agent tries again after a fixed short pause (the retry interval).",
    "exponential": "A refused agent waits the first wait (the backoff base), then twice as long after each refusal, "
                   "up to the longest wait (the backoff cap).",
    "full-jitter": "Like exponential backoff, but each agent waits a random time anywhere up to that growing limit.",
    "jitter": "Between the two: a fixed part (1 - J) of the backoff limit plus a random part up to J of it. "
              "J = 0 is exponential backoff, J = 1 is backoff with jitter.",
    "equal-jitter": "Half the backoff limit for certain, plus a random time up to the other half.",
    "decorrelated-jitter": "A random wait between the first wait and three times the last wait, up to the longest wait.",
    "proportional-jitter": "The wait grows by a multiplier (1.6) each time, then is stretched or shrunk "
                           "at random by up to a spread (20%), as gRPC does.",
    "retry-after": "The tool says when it will take calls again; the agent calls back then "
                   "(plus an optional random delay).",
}

TABLE_HEADINGS = ("Retry rule", "Last agent served", "Calls sent", "Calls refused", "Typical agent served")
# The table's cells: a time in seconds, and a count (the window writes its numbers the visitor's way).
TABLE_SECONDS = "{value:.1f} s"
TABLE_COUNT = "{value:,.0f}"


def rule_label(name: str) -> str:
    return RULE_LABELS.get(name, name)


def join_list(items) -> str:
    """Several figures in one line, as English writes them (the window's words write them the
    language's way: Urdu's comma is "،")."""
    return ", ".join(items)


class Counted(tuple):
    """A whole sentence with a count {n}, in its English forms for one and for
    many. ``.format(n=..., ...)`` picks the English form here (the command
    line); the window's translation gives each language its own plural forms
    (Qt's numerus: Welsh, Polish and Urdu count differently)."""

    def __new__(cls, one: str, many: str):
        return super().__new__(cls, (one, many))

    @property
    def one(self) -> str:
        return self[0]

    @property
    def many(self) -> str:
        return self[1]

    def format(self, n: float, **values) -> str:
        return (self.one if n == 1 else self.many).format(n=n, **values)


# ---------------------------------------------------------------- the window
WINDOW_TITLE = "Wallasey Retry Lab: one busy tool, many agents"
# Two sentences, each counted by its own number ({n}: the agents, then the calls a second),
# so each language words each one for its count ("1373 agentów potrzebuje", "agenci potrzebują").
TAGLINE = Counted(
    "{n:,} agent needs an answer from one busy tool.",
    "{n:,} agents all need an answer from one busy tool.",
)
TAGLINE_CAPACITY = Counted(
    "The tool accepts {n:,} call a second. How should a refused agent try again?",
    "The tool accepts {n:,} calls a second. How should a refused agent try again?",
)
ADVANCED_IN_USE = "(Advanced settings in use: {what}.)"
ADVANCED_SUMMARY = {
    "limiter": "the tool: {value}",
    "budget": "retry budget: {value}",
    "arrival": "arrivals: {value}",
    "max_attempts": "give up after {value:g} calls",
    "deadline": "give up after {value:g} s",
}


def plural(n: float, one: str, many: str) -> str:
    return one if n == 1 else many

RULE_BUTTON = {
    "immediate": "Retry immediately",
    "exponential": "Exponential backoff",
    "full-jitter": "Backoff with jitter",
}
# Under each rule's button: the plain name the lessons and the kiosk's attract
# loop use, then the settings.
RULE_SHORT = {
    "immediate": "Try again at once, every {interval:g} s",
    "exponential": "Wait longer each time, up to {cap:g} s",
    "full-jitter": "Wait a random time, up to that limit",
}

PANEL_RULE = "How refused agents try again"
PANEL_CROWD = "The crowd and the tool"
PANEL_ADVANCED = "Advanced"

SLIDER = {
    "agents": ("Agents", "", "How many agents all need an answer at the same moment."),
    # A unit with a count takes its form for the value in the box ("1 call/s", "20 calls/s").
    "capacity": ("Capacity", Counted(" call/s", " calls/s"),
                 "How many calls the tool accepts each second. Any more are refused straight away."),
    "answer_time": ("Answer time", " s", "How long the tool takes to answer an accepted call."),
    "interval": ("Pause between tries", " s",
                 "With 'retry immediately', how long a refused agent pauses before calling again (the retry interval)."),
    "base": ("First wait", " s", "The first wait after a refusal, for the backoff rules (the backoff base)."),
    "cap": ("Longest wait", " s", "The longest wait the backoff rules ever use (the backoff cap)."),
    "refusal_rtt": ("Time to hear no", " s",
                    "How long it takes an agent to hear that its call was refused (the refusal round trip)."),
    "runs": ("Runs to compare", "", "How many runs the results table takes the middle of (the median)."),
    "seed": ("Which roll of the dice", "",
             "The random seed: the same number gives exactly the same runs again; another number, other dice rolls."),
}
SLIDER.update({
    # The track is curved (the small values, where the lockstep breaks, get more of it): its middle is 0.25,
    # said here and marked under it, so the middle is never read as 0.5.
    "jitter": ("Randomness in the wait", "",
               "Slide from 0 (every agent waits exactly the backoff time: lockstep) to 1 (a random wait up to it). "
               "The small values get more of the track: its middle is 0.25."),
    "multiplier": ("Growth per refusal", " x", "How many times longer each wait is than the last (gRPC uses 1.6)."),
    "spread": ("Random stretch", "", "How far each wait is stretched or shrunk at random (0.2 = up to 20%)."),
    "hint_jitter": ("Random delay after the hint", " s", "A random extra wait, up to this, after the time the tool gave."),
    "max_attempts": ("Give up after (calls)", "", "An agent stops after this many calls. 0 = never gives up."),
    "deadline": ("Give up after (seconds)", " s", "An agent stops trying this long after it first called. 0 = never."),
    "burst": ("Burst", Counted(" call", " calls"), "How many calls the token bucket can take at once after a quiet spell."),
    "concurrency": ("Calls at once", "", "How many calls the tool works on at the same time."),
    "queue": ("Queue length", Counted(" call", " calls"), "How many calls the tool holds waiting before it refuses."),
    "arrival_spread": ("Arrivals spread over", " s", "Agents arrive at random times within this many seconds."),
    "arrival_rate": ("Arrivals per second", "/s", "On average this many agents arrive each second, at random."),
})
CHOICE = {
    "other_rule": ("Other retry rules",
                   "More ways to wait, from real client libraries. Pick one to use it instead of the buttons."),
    "budget": ("Client retry budget", "A limit the agents' own software puts on retries, whatever the tool says."),
    "limiter": ("The tool's rule", "How the tool decides which calls to accept."),
    "arrival": ("When agents arrive", "All at once, or spread out over time."),
}
CHOICE_ITEMS = {
    "other_rule": {
        "": "None: use the buttons above",
        "equal-jitter": "Equal jitter: half fixed, half random",
        "decorrelated-jitter": "Random, up to 3 times the last wait (decorrelated jitter)",
        "proportional-jitter": "Proportional jitter (gRPC)",
        "retry-after": "Obey the server's hint",
    },
    "budget": {
        "none": "None",
        "ratio": "Retries at most 10% of calls (SRE)",
        "token-bucket": "Retry quota: 500 tokens, 5 a retry (AWS)",
        "adaptive": "Adaptive throttling (SRE)",
    },
    "limiter": {
        "fixed-window": "Fixed window: C calls in each second",
        "sliding-window": "Sliding window: C calls in any second",
        "token-bucket": "Saves up turns: C a second, with a burst (token bucket)",
        "concurrency": "Concurrency: a few calls at once",
        "queue": "Queue: waits in line, refuses when full",
    },
    "arrival": {
        "all-at-once": "All at once",
        "uniform": "Spread out evenly",
        "poisson": "At random (Poisson)",
    },
}
NEVER = "Never"
# A value typed in a slider's box that cannot be taken: said under the slider, the value kept.
TYPED_RANGE = "{low} to {high}"
TYPED_NOT_A_NUMBER = "“{text}” is not a number: type one from {allowed}."
TYPED_OUTSIDE = "{text} is outside what this takes: type a number from {allowed}."
TYPED_NOT_WHOLE = "{text} is not a whole number: type one from {allowed}."
TYPED_DECIMALS = "{text} has more decimals than this takes ({decimals}): type a number from {allowed}."
# "1e3": numbers are typed in digits everywhere in the lab (the command line and kiosk.ini too).
TYPED_EXPONENT = "{text} has an exponent: type {plain} instead (a number from {allowed})."
# "1.250" in German is 1250, in English 1.25: a box of decimals asks which, never guesses.
TYPED_AMBIGUOUS = "{text} could mean {grouped} or {decimal}: type {grouped} or {decimal}."
# The first wait and the longest wait move together: the longest can never be shorter than the first.
CAP_FOLLOWS_BASE = "Longest wait moved up to {value} too: it cannot be shorter than the first wait."
BASE_FOLLOWS_CAP = "First wait moved down to {value} too: it cannot be longer than the longest wait."

# --------------------------------------------- the command line's parameter help
# One line per declared parameter (core/model/params.py: each rule, limiter, budget
# and arrival pattern declares the scenario fields it reads), keyed by the
# parameter's name. cli/options.py adds which rules or tools use it, the range
# and the default from the declaration. The window's words for the same
# parameters are SLIDER above (plain label, unit, tooltip).
PARAM_HELP = {
    "agents": "agents that each need one answer",
    "capacity": "calls the tool accepts a second",
    "answer_time": "seconds an accepted call takes to answer (the measured median is 1.07)",
    "refusal_rtt": "seconds before a refused agent learns it was refused",
    "call_budget": "stop a run with an error after this many calls",
    "interval": "wait between immediate retries",
    "base": "first backoff wait",
    "cap": "longest backoff wait",
    "jitter": "J from 0 (exponential) to 1 (full jitter)",
    "multiplier": "growth of the wait per refusal",
    "spread": "wait x uniform(1 - spread, 1 + spread)",
    "hint_jitter": "seconds of uniform jitter added after the tool's hint",
    "max_attempts": "calls per agent; after the last is refused the agent gives up",
    "deadline": "seconds after its arrival beyond which an agent gives up instead of calling again",
    "burst": "largest burst",
    "concurrency": "calls in progress at once",
    "queue": "calls held waiting",
    "arrival_spread": "agents arrive uniformly over this many seconds",
    "arrival_rate": "agents a second",
}
# The command line's help for the choices made by name.
CHOICE_HELP = {
    "limiter": "the tool's rule for refusing",
    "budget": "retry budget of the client library the crowd shares",
    "arrival": "when agents arrive (default all-at-once); --arrival-spread alone means uniform, "
               "--arrival-rate alone poisson",
}
ANSWER_PUBLISHED = "published measurement (median 1.07 s)"
ANSWER_CHANGED = "set by hand"
ANSWER_GIVEN = "times given on the command line: {times} s"
# More times than Measure API ever gives (10): each one listed filled the panel down past the window's foot.
ANSWER_GIVEN_MANY = "times given on the command line ({n:,}): from {low} to {high} s, median {median} s"

LOAD_TITLE = "Calls to the tool"
# Shown on a plot after a zoom or a drag by the mouse; it (and the plot's corner 'A') restores the lab's own ranges.
# One name for the one action on every chart, the lessons' too ("Show the whole run" and "Back to the lab's view"
# named it twice, and the lab's view read on a lesson as a way to the lab).
PLOT_BACK = "Show the whole chart"
PLOT_BACK_TIP = "Undo your zoom or drag: the plot shows again the ranges the lab chose for it. Key: Home, on the chart."
LOAD_X = "time (s)"
LOAD_Y = "calls each second"
LOAD_CUT_FIRST = Counted("{n:,} call", "{n:,} calls")
# A label naming several neighbouring cut bars at once ("180 | 160"), as a pointer rests on it.
LOAD_CUT_GROUP_TIP = ("The true heights of the cut bars under this bracket, one number for each bar, left to right: "
                      "{heights}. They are not added up, and they are not decimals.")
LOAD_Y_BAR = "calls in each {width} s bar"
LOAD_CAPACITY = "limit: {capacity} a second"
LOAD_ACCEPTED = "accepted"
LOAD_REFUSED = "refused"
LOAD_BIN = "Bar width"
LOAD_BIN_CHOICE = "{width:g} s"  # one choice of the bar width box: 0.1, 0.5 or 1 second
LOAD_BIN_HELP = "How much time each bar of the load plot covers."

HIST_TITLE = "When agents got their answer"
HIST_TITLE_BATCH = Counted(
    "When agents got their answer in one typical run&nbsp;&nbsp;"
    "<span style='color:{colour}'>&#9651; the middle of {n} run</span>",
    "When agents got their answer in one typical run&nbsp;&nbsp;"
    "<span style='color:{colour}'>&#9651; the middle of all {n} runs</span>",
)
HIST_X = "time (s)"
HIST_Y = "agents served"
HIST_TYPICAL = "typical agent {value:.1f} s"
HIST_LAST = "last agent {value:.1f} s"
# Its time is the LAST agent's with perfect teamwork, beside the typical agent's: said so.
HIST_PERFECT = "perfect teamwork: last agent {value:.1f} s"
# The same marks by their names alone, on a histogram too short for the labels with their times.
HIST_TYPICAL_NAME = "typical agent"
HIST_LAST_NAME = "last agent"
HIST_PERFECT_NAME = "perfect teamwork"
HIST_PERFECT_HELP = "If the agents took turns perfectly, the last one would be served at this time."

# Described charts: what a screen reader reads for each chart (core/screens/describe.py fills them in).
# A sentence with a count is Counted by the number its nouns agree with ({n}).
DESCRIBE_RULE_JITTER = "randomness {j:.2f} in the wait"
DESCRIBE_FIGURES = Counted(
    "{rule}: {agents:,} agents sent {n:,} call, {refused:,} of them refused. The typical agent "
    "was served at {typical:.1f} s and the last agent at {last:.1f} s.",
    "{rule}: {agents:,} agents sent {n:,} calls, {refused:,} of them refused. The typical agent "
    "was served at {typical:.1f} s and the last agent at {last:.1f} s.",
)
DESCRIBE_GAVE_UP = Counted("{n:,} of the {agents:,} agents gave up without an answer.",
                           "{n:,} of the {agents:,} agents gave up without an answer.")
DESCRIBE_WAVES = Counted(
    "The calls come in {n} wave, starting at {times} s; between the waves the tool stands idle "
    "for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.",
    "The calls come in {n} waves, starting at {times} s; between the waves the tool stands idle "
    "for {idle:.0f} of the {span:.0f} seconds: the crowd retries in step.",
)
DESCRIBE_WAVES_MORE = Counted(
    "{times} and {n} more",
    "{times} and {n} more",
)
DESCRIBE_LIST_LAST = "{first} and {last}"
DESCRIBE_FULL = Counted(
    "The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} second; "
    "then the calls tail off until {end:.1f} s.",
    "The tool is full, accepting all it can ({capacity} a second), for the first {n:.0f} seconds; "
    "then the calls tail off until {end:.1f} s.",
)
DESCRIBE_FULL_ALL = Counted(
    "The tool is full, accepting its {n} call a second, from the start until {end:.1f} s.",
    "The tool is full, accepting its {n} calls a second, from the start until {end:.1f} s.",
)
# Counted by the busiest second's calls.
DESCRIBE_STEADY = Counted("The calls are spread out from 0 to {end:.1f} s, at most {n:,} call in one second.",
                          "The calls are spread out from 0 to {end:.1f} s, at most {n:,} calls in one second.")
# Two sentences: counted by the seconds of the flood, then by the busiest second's calls.
DESCRIBE_FLOOD = Counted(
    "A flood of refused calls: for the first {n:.0f} second the tool refuses at least {times:g} times its limit.",
    "A flood of refused calls: for the first {n:.0f} seconds the tool refuses at least {times:g} times its limit "
    "every second.",
)
DESCRIBE_FLOOD_PEAK = Counted(
    "Up to {n:,} call comes in a single second against a limit of {capacity}; refused in all: {refused:,} of "
    "{calls:,}.",
    "Up to {n:,} calls come in a single second against a limit of {capacity}; refused in all: {refused:,} of "
    "{calls:,}.",
)
DESCRIBE_SERVED = Counted(
    "{n:,} agent was served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the "
    "last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.",
    "{n:,} agents were served: half of them by {typical:.1f} s, nine in ten by {p90:.1f} s, the "
    "last at {last:.1f} s. Perfect teamwork would serve the last at {perfect:.1f} s.",
)
DESCRIBE_SERVED_WAVES = Counted(
    "Answers arrive in {n} burst, the same times as the waves of calls.",
    "Answers arrive in {n} bursts, the same times as the waves of calls.",
)
DESCRIBE_SERVED_STEADY = Counted("Answers arrive steadily, about {n:.0f} agent a second at first.",
                                 "Answers arrive steadily, about {n:.0f} agents a second at first.")
DESCRIBE_NONE_SERVED = "No agent was served."
DESCRIBE_COMPARE = "Above, {other}; below, {mine}. {other_figures} {mine_figures}"
DESCRIBE_COMPARE_ONE = Counted(
    "{rule}: {n:,} call, the last agent served at {last:.1f} s.",
    "{rule}: {n:,} calls, the last agent served at {last:.1f} s.",
)
DESCRIBE_TIMELINE = Counted(
    "One row per agent, one mark per call. The typical agent needed {n} call, the busiest "
    "{most_tries}; the last agent was served at {last:.1f} s.",
    "One row per agent, one mark per call. The typical agent needed {n} calls, the busiest "
    "{most_tries}; the last agent was served at {last:.1f} s.",
)
DESCRIBE_CROWD = Counted(
    "The crowd at the door at {now:.1f} s: {served:,} of {n:,} agent served, {waiting:,} still "
    "waiting. The last is served at {last:.1f} s.",
    "The crowd at the door at {now:.1f} s: {served:,} of {n:,} agents served, {waiting:,} still "
    "waiting. The last is served at {last:.1f} s.",
)
DESCRIBE_NO_RUN = "Nothing drawn yet: the run is being worked out."
DESCRIBE_PLOT_SERIES = Counted(
    "{series}: {n:,} point, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.",
    "{series}: {n:,} points, from {x0:g} to {x1:g} across, {y0:g} to {y1:g} up.",
)
DESCRIBE_PLOT_EMPTY = "{title}: no data drawn yet."
DESCRIBE_PLOT = "{title}. {series}"
DESCRIBE_SWEEP_SERIES = Counted(
    "{series}: {n} setting, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s "
    "to {wait_high:.1f} s.",
    "{series}: {n} settings, calls sent from {calls_low:,.0f} to {calls_high:,.0f}, with waits from {wait_low:.1f} s "
    "to {wait_high:.1f} s.",
)
DESCRIBE_BROOKER_EMPTY = "Brooker's study: no runs drawn yet. Press Run the experiment."
DESCRIBE_BROOKER_RULE = Counted(
    "{rule}: from {clients_low} to {n} client, write calls grow from {calls_low:,.0f} to "
    "{calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to "
    "{time_high:.2f} s.",
    "{rule}: from {clients_low} to {n} clients, write calls grow from {calls_low:,.0f} to "
    "{calls_high:,.0f} and the time until the last client has written from {time_low:.2f} s to "
    "{time_high:.2f} s.",
)
DESCRIBE_BROOKER_BEST_CALLS = Counted(
    "With {n} client, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next "
    "with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times "
    "as many.",
    "With {n} clients, {best} needs the fewest write calls, {best_calls:,.0f}; {next} comes next "
    "with {next_calls:,.0f}, and {worst} needs the most, {worst_calls:,.0f}, {times:.1f} times "
    "as many.",
)
DESCRIBE_BROOKER_BEST_TIME = Counted(
    "With {n} client, {best} has every client written soonest, in {best_time:.2f} s; {next} "
    "comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} "
    "times as long.",
    "With {n} clients, {best} has every client written soonest, in {best_time:.2f} s; {next} "
    "comes next at {next_time:.2f} s, and {worst} takes longest, {worst_time:.2f} s, {times:.1f} "
    "times as long.",
)
# The real storm in five sentences, each counted by its own number.
DESCRIBE_STORM_REAL = Counted("{library}: the real clients sent {n:,} call.", "{library}: the real clients sent {n:,} calls.")
DESCRIBE_STORM_CAPACITY = Counted("The tool accepts {n} call a second.", "The tool accepts {n} calls a second.")
DESCRIBE_STORM_PEAK = Counted("The busiest second, at {peak_at} s, had {n:,} call.",
                              "The busiest second, at {peak_at} s, had {n:,} calls.")
DESCRIBE_STORM_OVER = Counted("In {over} of the {n} second there were more calls than the tool accepts.",
                              "In {over} of the {n} seconds there were more calls than the tool accepts.")
DESCRIBE_STORM_IDLE = Counted("{n} second in between had no call at all. The last agent was served at {last}.",
                              "{n} seconds in between had no call at all. The last agent was served at {last}.")
DESCRIBE_STORM_MODEL_MORE = Counted(
    "The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at "
    "{last}; the real run sent {ratio:.1f} times as many calls as the model.",
    "The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at "
    "{last}; the real run sent {ratio:.1f} times as many calls as the model.",
)
DESCRIBE_STORM_MODEL_FEWER = Counted(
    "The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at "
    "{last}; the real run sent {ratio:.1f} times fewer calls than the model.",
    "The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at "
    "{last}; the real run sent {ratio:.1f} times fewer calls than the model.",
)
DESCRIBE_STORM_MODEL_CLOSE = Counted(
    "The model's line: {n:,} call, at most {peak:,} in one second, the last agent served at "
    "{last}; the real run sent about as many calls as the model.",
    "The model's line: {n:,} calls, at most {peak:,} in one second, the last agent served at "
    "{last}; the real run sent about as many calls as the model.",
)
# Counted by the calls, then by the most tries again.
DESCRIBE_TEN_CALLS = Counted("{rule}: {n:,} call, {refused:,} of them refused; tries again in all: {total:,}.",
                             "{rule}: {n:,} calls, {refused:,} of them refused; tries again in all: {total:,}.")
DESCRIBE_TEN_ONE_MOST = Counted("Agent {agents} tried again most, {n} time.", "Agent {agents} tried again most, {n} times.")
DESCRIBE_TEN_MANY_MOST = Counted("Agents {agents} tried again most, {n} time each.",
                                 "Agents {agents} tried again most, {n} times each.")
DESCRIBE_TEN_ANSWERED = Counted(
    "{n} agent had its answer by {last:.1f} s.",
    "All {n} agents had their answer by {last:.1f} s.",
)
# Announced (politely) when a run settles, and the screen's summary (F2).
ANNOUNCE_SETTLED = "{headline} {figures}"
ACCESS_TABLE_NAME = "Table"
# A combo box as a screen reader reads it: what it sets, then its current item.
ACCESS_COMBO_NAME = "{name}: {item}"
ACCESS_HEADLINE_NAME = "Headline"
ACCESS_MENU_NAME = "Menu"
ACCESS_STATUS_NAME = "Status"
ACCESS_SLIDER_NAME = "{title}, slider"
ACCESS_LESSON_OPENED = "{title}. {intro}"  # said when a lesson opens: its title and its first sentence
ACCESS_RESULT_NAME = "Result"
ACCESS_TABS_NAME = "Views"
ACCESS_TABLE_DESCRIPTION = "Columns: {columns}. {rows} rows, one for each retry rule."
ACCESS_SUMMARY_TITLE = "What is on the screen"
ACCESS_SUMMARY_PAGE = "Page: {page}."
ACCESS_SUMMARY_VIEW = "View: {view}."
ACCESS_SUMMARY_CHART = "Chart, {name}: {description}"
ACCESS_SUMMARY_TABLE = "Table, {name}:"
ACCESS_SUMMARY_ROW = "{cells}."
ACCESS_PAGE_START = "All lessons (the start screen)"
ACCESS_PAGE_OTHER = "The lab"

TABLE_TITLE = "The rules side by side, same crowd"
# No raw seed on the screen (a pupil met "roll of the dice 20260929"): the note's tooltip has it.
TABLE_NOTE = Counted("Whole runs, start to finish: middle of {n} run. Highlighted: the rule you chose.",
                     "Whole runs, start to finish: middle of {n} runs. Highlighted: the rule you chose.")
# The kiosk's: a visitor cannot type a seed, so no roll of the dice (its number meant nothing there).
TABLE_NOTE_VISITORS = Counted("Whole runs, start to finish: the middle of {n} run. Highlighted: the rule you chose.",
                              "Whole runs, start to finish: the middle of {n} runs. Highlighted: the rule you chose.")
TABLE_NOTE_TIP = ("Each number is the median of the runs: half the runs did better, half worse. "
                  "The roll of the dice is the random seed: the same seed gives exactly the same runs.")
# The lab's note's tooltip, once the table is filled: where a teacher finds the seed that makes it reproducible.
TABLE_NOTE_SEED_TIP = ("Each number is the median of the runs: half the runs did better, half worse. "
                       "This table's roll of the dice (the random seed) is {seed}: the same seed gives exactly "
                       "the same runs.")
TABLE_GAVE_UP = "Agents who gave up"
# Under the table, on the published story: which of the three figures a pupil meets for one rule is the
# result (20.1 s pictured, 20.6 s in the table, 19.6 s published: two reviewers still asked which is right),
# and in one sentence why the others differ: one run, the middle of {n} (this table's runs), the published
# story's own {runs} runs (PUBLISHED_WHY). The reason before the figures, so it is read first.
# No file path on screen: a packaged lab's user has no docs/ folder.
PUBLISHED_NOTE = Counted(
    "The result is this table, the middle of {n} run; the plots show that run, and the published table "
    "{why}: {figures}.",
    "The result is this table, the middle of {n} runs; the plots show one of them, and the published table "
    "{why}: {figures}.",
)
PUBLISHED_FIGURE = "{rule} {published}"
# Joins the rules' figures in that line and its tooltip, one more at a time: a language with its own
# semicolon (Urdu ؛) uses it.
PUBLISHED_JOIN = "{figures}; {more}"
# Named once as what it is, another {runs} runs with its own roll of the dice (the seed; its other random
# draws: the tooltip): a pupil met 20.1 s (the run pictured), 20.6 s (the table) and 19.6 s (published) for
# one rule and needed help. Ends PUBLISHED_NOTE's "and the published table ...".
PUBLISHED_WHY = {"rounded": "is rounded its own way",
                 "random": "is another {runs} runs with its own roll of the dice",
                 "both": "is another {runs} runs with its own roll of the dice and rounding"}
PUBLISHED_TIP = "The published table is the middle of {runs} runs. {figures}. {why}"
PUBLISHED_TIP_FIGURE = "{rule}: published {published}, here {shown}"
PUBLISHED_METRIC = {"last_served": "{v:.1f} s", "calls": "{v:,.0f} calls", "refused": "{v:,.0f} refused",
                    "typical_served": "typical agent {v:.1f} s"}
PUBLISHED_WHY_ROUNDED = "A rule without randomness differs only by the write-up's rounding and timing."
PUBLISHED_WHY_RANDOM = ("A random wait's figures move with the random draws: this roll of the dice, {runs} runs and the "
                        "lab's faster engine draw other numbers than the published runs did.")
PUBLISHED_SAME = "The published story's figures: this table agrees with the published one."
PUBLISHED_OTHER = "Other settings than the published story: there is no published table to compare with."
JITTER_ROW = "Randomness {j:.2f}"
# The table's other rules, each run in turn ({rule}: the rule being run; {done} of {total}: its own runs). One count
# over all of them ("run 82 of 100") beside "the middle of 50 runs" read as a count of something else.
TABLE_UPDATING = "Updating the table: {rule}, run {done} of {total}…"
# Another chosen rule (Advanced, a library's) unnamed: its longer names took the note to a second line, and the
# note keeps the room of its longest text, which took the kiosk's side by side below its height (en-XA).
TABLE_UPDATING_ANY = "Updating the table: run {done} of {total}…"
TABLE_WAITING = "Working out the table…"

PLAY = "Play"
PAUSE = "Pause"
STEP = "Step"
SPEED = "Speed"
SPEEDS = {"1x": 1.0, "5x": 5.0, "20x": 20.0, "Instant": 0.0}
RESET_ALL = "Reset all"
# Free play began from the story though the last session left other settings: the one way back to them.
LAST_SETTINGS = "Your last settings"
# Free play after load against waiting: its preset and the pupil's slider moves stay no more.
STATUS_FREE_FROM_LAB = "Free play begins from the lab's own settings, not the lesson's."
STATUS_FROM_STORY = ("Free play begins from the published story. The settings this lab had last time: "
                     "Your last settings, beside Reset all.")
EXPORT_SCREENSHOT = "Save picture"
EXPORT_WHOLE = "Whole window"
# The plots (a lesson: its picture) with their caption, the rule and settings, alone: a slide's picture. Saved
# at once as a new file named by the day and time (numbered if taken), never over another.
EXPORT_SLIDE = "The picture only, for a slide"
EXPORT_DATA = "Save data (CSV)"
MEASURE = "Measure API"
# The same button in the lesson Load against waiting: its pupils call what agents call "the tool" (docs/design.md)
# and did not know the word API.
MEASURE_LESSON = "Time a tool"
MEASURE_CANCEL = "Cancel measuring"
HELP = "Keys"
CLOCK = "Replay: {now:.1f} s of {end:.1f} s"

TIP = {
    "play": "Replay this run in simulated time: watch the calls arrive and the agents get served.",
    "step": "Move the replay forward by one bar width.",
    "speed": "How fast the replay runs. Instant jumps to the end.",
    "reset": "Put every setting back to the published story's values, clear your own points and undo any zoom.",
    "last_settings": "Put back the settings this lab had when it was last used (free play began from the story's).",
    "export": "Save a picture of the page on screen, with a caption naming its rule and settings. You choose where.",
    "data": "Save the results table, with the settings it was made with, as a CSV file. You choose where.",
    "measure": "Time five polite calls to the Department for Transport's road traffic API and use the answer time.",
    "measure_lesson": "Time five polite calls to a real tool on the internet, the Department for Transport's road "
                      "traffic counts (an API), and give the agents' tool its answer time.",
    "measure_off": "Measuring the real API is not available in this copy of the lab.",
    "measure_cancel": "Stop the timing calls now. The answer time stays as it was.",
}

MEASURE_STARTED = "Timing polite calls to {where}…"
MEASURE_PROGRESS = "Measuring: call {index} of {total}: {what}"
MEASURE_CALL_OK = "{seconds:.2f} s"
MEASURE_CALL_FAILED = "failed ({error})"
# Counted by the calls planned ({n}), the number "calls" agrees with; {count} of them were measured.
MEASURE_DONE = Counted(
    "Measured {count} of {n} call: median {median:.2f} s (from {low:.2f} to {high:.2f} s). "
    "The simulation now uses these times.",
    "Measured {count} of {n} calls: median {median:.2f} s (from {low:.2f} to {high:.2f} s). "
    "The simulation now uses these times.",
)
MEASURE_NOTE = "measured {date}: {times} s (median {median:.2f} s)"
MEASURE_CANCELLED = "Measuring stopped. The answer time stays at {answer:.2f} s."
MEASURE_FAILED = "Measuring did not work: {reason}"
# Beside the Measure API button after a failure (the reason in full in its tooltip and under the answer time).
MEASURE_FAILED_SHORT = "Measuring did not work"
MEASURE_FAILED_NOTE = "Not measured: the answer time stays {answer:.2f} s."

STATUS_READY = "Ready."
STATUS_RUNNING = "Simulating…"
# Counted by the calls sent ({n}). Short: whole on one status line at 1024x768 in every language (the
# longer sentence lost its end there, with the figures it explains).
STATUS_SHOWING = Counted(
    "Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. "
    "Table: the middle of {runs}.",
    "Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. "
    "Table: the middle of {runs}.",
)
# The same on a page with no results table (the load-against-waiting lesson): the headline is the middle.
STATUS_SHOWING_NO_TABLE = Counted(
    "Plots: a typical run of {runs}, {n:,} call sent, {refused:,} refused, last agent served at {last:.1f} s. "
    "Headline: the middle of {runs}.",
    "Plots: a typical run of {runs}, {n:,} calls sent, {refused:,} refused, last agent served at {last:.1f} s. "
    "Headline: the middle of {runs}.",
)
STATUS_SHOWING_QUICK = "The plots show run {index} of {runs} with the new settings; finding the typical run…"

# The compare view and the headline above the plots.
COMPARE_PARTNER = "{lead}"
COMPARE_CHOSEN = "Your rule: {rule}"
COMPARE_WAITING = "Working out the rule to compare with…"
COMPARE_LAST = "last agent served {last:.1f} s"
# No "times sooner" here: the headline's (the middle of many runs) is the window's one such figure
# ("5.3 times sooner below" under a headline's "5.2 times sooner" read as two answers for one run).
COMPARE_SCALE = ("One time scale for both, so their widths compare: in the two runs pictured the last agent is "
                 "served at {top:.1f} s above and at {bottom:.1f} s below. The headline and the table "
                 "give the middle of many runs, so their figures can differ a little.")
# The same on a page with no results table (the load-against-waiting lesson).
COMPARE_SCALE_NO_TABLE = ("One time scale for both, so their widths compare: in the two runs pictured the last agent "
                          "is served at {top:.1f} s above and at {bottom:.1f} s below. The headline gives "
                          "the middle of many runs, so its figures can differ a little.")
# The same in a picture or an animation of the two (Take away), where there is no headline and no table.
COMPARE_SCALE_PICTURE = ("One time scale for both, so their widths compare: in the two runs pictured the last agent "
                         "is served at {top:.1f} s above and at {bottom:.1f} s below ({words}).")
# How the two pictured runs' last agents compare, said the headline's way: a percentage under one
# and a half times, "times" from there on.
COMPARE_SOONER = "{times:.1f} times sooner below"
COMPARE_LATER = "{times:.1f} times later below"
COMPARE_SOONER_PCT = "{pct:.0f}% sooner below"
COMPARE_LATER_PCT = "{pct:.0f}% later below"
COMPARE_SAME = "about the same time"
HEADLINE_LEAD = {"immediate": "Retry immediately", "exponential": "Exponential backoff (waiting in step)",
                 "full-jitter": "Backoff with jitter"}
HEADLINE_JITTER = "Randomness {j:.2f} in the wait"
HEADLINE_OTHER = {"exponential": "exponential backoff", "full-jitter": "backoff with jitter"}
HEADLINE_FEWER = "{pct:.0f}% fewer calls than {other}"
HEADLINE_SAME_CALLS = "about as many calls as {other}"
HEADLINE_MORE = "{pct:.0f}% more calls than {other}"
HEADLINE_TIMES_MORE = "{times:.1f} times as many calls as {other}"
HEADLINE_SOONER_TIMES = "the last agent is served {times:.1f} times sooner"
HEADLINE_SOONER = "the last agent is served {pct:.0f}% sooner"
HEADLINE_SAME_LAST = "the last agent is served at about the same time"
HEADLINE_LATER = "the last agent is served {pct:.0f}% later"
HEADLINE_LATER_TIMES = "the last agent is served {times:.1f} times later"
HEADLINE = "{lead}: {calls}, and {last}."
HEADLINE_WAITING = "Working out how the rules compare…"
HEADLINE_PENDING = "{lead}: working out the calls and when the last agent is served…"
# Said in place of the figures when these settings cannot be simulated (the charts keep the last ones that could).
HEADLINE_TOO_MANY = "{lead}: too many calls to simulate here. The charts still show the last settings that could be."
SWEEP_EMPTY_RUNNING = "Working out the first points: they appear here as they are ready."
SWEEP_EMPTY = ("This chart will set every rule's calls sent against how long agents waited, for a range of "
               "settings: the best rules sit low and to the left. Press Run the sweep to fill it in.")
BROOKER_EMPTY = ("These charts will show Marc Brooker's experiment: how many calls each rule makes, and how long "
                 "the work takes, as more and more clients compete. Press Run the experiment to fill them in.")
CONTROLS_NOT_USED = "The settings on the left do not change this tab: it has its own clients and its own tool."
STATUS_GAVE_UP = Counted("{n:,} of {agents:,} agents gave up and was never served (not counted in the times).",
                         "{n:,} of {agents:,} agents gave up and were never served (not counted in the times).")
WHAT_PICTURE = "the picture"
WHAT_DATA = "the table and the calls"
WHAT_TABLE = "the table"
WHAT_CALLS = "the calls"
STILL_RUNNING = "the simulation for these settings is still running; try again in a moment"
STATUS_SAVED = "Saved {what} to {path}"
# Saving the table and the calls at once: one entry, so each language ends its sentences its own way (Urdu's "۔").
STATUS_SAVED_TABLE_AND_CALLS = "Saved the table to {table_path}. Saved the calls to {calls_path}."
# The table saved, then the calls could not be (a full disk): both said, or the saved table went unnamed.
STATUS_SAVED_TABLE_NOT_CALLS = "Saved the table to {table_path}. Could not save the calls: {reason}"
STATUS_SAVING_CALLS = "Saved the table to {path}; saving all {calls:,} calls in the background…"
STATUS_SAVING_ONLY_CALLS = "Saving all {calls:,} calls to {path} in the background…"
STATUS_SAVE_FAILED = "Could not save {what}: {reason}"
# Why a save could not happen: the {reason} above (gui/files/safe_write.py's ExportError names one).
SAVE_REASONS = {
    "encoding": ("the name {name} cannot be written with this computer's file name encoding ({encoding}); choose "
                 "a name and folder in plain letters, or set a UTF-8 language setting (for example LANG=C.UTF-8)"),
    "name_too_long": "the file name {name}... is {size:,} bytes long; a file name here can have at most {limit:,}",
    "no_folder": "the folder {folder} does not exist",
    "folder_unusable": "the folder {folder} cannot be used ({why})",
    "not_a_folder": "{folder} is not a folder",
    "unusable": "{path} cannot be used ({why})",
    "folder_not_writable": "cannot write in the folder {folder} ({why})",
    "link": "{path} is a symbolic link; the lab does not replace links: give the file's own path or a new name",
    "is_folder": "{path} is a folder; give a file name",
    "not_plain": "{path} is not a plain file (a pipe, socket or device); give a new name",
    "read_only": "{path} is read-only; the lab does not replace it: give a new name or make it writable",
    "too_many": "too many files named like {name} in {folder}",
    "cannot_make_folder": "cannot create the folder {folder} ({why})",
    "cannot_write_in": "cannot write in {folder} ({why})",
    "cannot_write": "cannot write {name} in {folder} ({why})",
    "no_free_name": "could not find a free name like {name} in {folder}",
    "stopped": "{name} was not saved (stopped before it was finished)",
}
# The computer's own reason inside one of them ({why}), for the usual ones; any other is the system's words.
SAVE_OS_REASONS = {
    "permission": "permission denied",
    "full": "the disk is full",
    "read_only_disk": "the disk is read-only",
    "missing": "it does not exist",
    "name_too_long": "the name is too long",
}
STATUS_ERROR = "Could not simulate these settings: {reason}"
STATUS_SIMULATOR_RESTARTED = ("The lab's simulator stopped unexpectedly and has been restarted; "
                              "the figures are worked out again for your settings.")
# The reason a sweep, Brooker's study or a real storm stopped when the worker
# process doing it died (it is started again at once; the next run works).
BACKGROUND_WORKER_RESTARTED = ("the lab's background worker stopped unexpectedly and has been restarted; "
                               "run it again to carry on")
STATUS_RESET = "Everything is back to the published story."
STATUS_BUDGET = "This crowd would take too many calls to simulate here. Try fewer agents, more capacity or a slower retry."
# Background work that failed for a reason nobody planned for: the details
# (the traceback) are in the log file, the person gets this one plain line.
UNEXPECTED_REASON = "something unexpected went wrong inside the lab (the details are in {path}); the lab keeps running"
UNEXPECTED_REASON_NO_LOG = "something unexpected went wrong inside the lab; the lab keeps running"

HELP_TITLE = "Keyboard keys"
SHORTCUTS = [
    ("Alt+1, Alt+2, Alt+3", "Choose a retry rule (in a lesson: its three choices)"),
    ("Tab / Shift+Tab", "Move between controls"),
    ("Arrow keys, Page Up/Down", "Change the focused slider"),
    ("Ctrl+Space", "Play or pause the replay"),
    ("Ctrl+.", "Step the replay forward"),
    ("Ctrl+1 … Ctrl+4", "Replay speed: 1x, 5x, 20x, instant"),
    ("Ctrl+R", "Reset all (in a lesson: start it again)"),
    ("Ctrl+S", "Save a picture of the window"),
    ("Ctrl+E", "Save the data as CSV"),
    # Both names: the lesson's button says "Time a tool", free play's "Measure API".
    ("Ctrl+M", "Time a real tool's answers (Measure API)"),
    ("Ctrl+Shift+H", "Hear the calls: the replay's sound on or off"),
    ("F1", "Show this list"),
    ("F2", "Describe the whole screen in words (for a screen reader)"),
    ("Arrows, + and -, Home", "On a chart with the focus: move along it, zoom in or out, back to the lab's view"),
]

NO_DISPLAY = (
    "wallasey: error: no screen to open the window on ({reason}). "
    "On Linux install the Qt libraries (see README, 'On Linux'), or run 'wallasey-sim table' for the results without a window."
)

# ---------------------------------------------------------------- kiosk mode
EXPORTS_OFF = "Saving files is switched off on this screen."
STAFF_TITLE = "Staff only"
STAFF_PROMPT = "Enter the staff PIN to close the lab."
STAFF_WRONG = "That PIN is not right."
STAFF_CLOSE = "Close the lab"
STAFF_CANCEL = "Back"
# The PIN pad's delete key shows ⌫; a screen reader and the tooltip say what it does.
STAFF_DELETE = "Delete the last digit"
CRASH_LOGGED = "Something went wrong and was written to {path}. The lab keeps running."
ALREADY_RUNNING = "wallasey: error: the lab is already running in kiosk mode on this computer (lock: {path})."
KIOSK_CONFIG_WRITTEN = "wallasey: kiosk settings written to {path}; the staff PIN is in that file."
# `wallasey --kiosk --screenshot` with no kiosk.ini: the preview says which file it looked for (it writes none).
KIOSK_PREVIEW_DEFAULTS = "wallasey: there is no kiosk settings file at {path}, so the picture has the kiosk's defaults."

# ------------------------------------------------------- lessons ---------
# Words for the start screen, the three lessons and the lab's new views.
# Plain language; the lessons' facts come from the published story.
LESSONS_MENU = "&Lessons"
VIEW_MENU = "&View"
SCALE_LABELS = {
    "bigger": "Bigger (projector)",
    "bigger_tip": "Make text, plots and controls bigger, for a projector or the back of the room.",
    "smaller": "Smaller",
    "normal": "Normal size",
    "size": "{percent}%",
    # A zoom that would not fit the screen the window is on: greyed out, and says why.
    "too_big": "{percent}% (too big for this {screen} screen)",
    # Bigger, where the next size would not fit: greyed in the menu, saying where it stops (its keys still try,
    # and say so in the status bar). A teacher at 110 % on a 1366x768 screen found it did nothing, silently.
    "bigger_full": "Bigger (projector): {percent}% is the largest for this {screen} screen",
}
# View > Sound: the replay heard (gui/sound). Off when the lab opens; a kiosk's staff choose in kiosk.ini.
SOUND_LABELS = {
    "sound": "Hear the calls",
    "sound_tip": "Hear the replay as it plays: each answered call rings a high note, each refused call "
                 "buzzes low, so a herd sounds like bursts and silences and jitter like a steady stream.",
    "volume": "Sound volume",
    "quiet": "Quiet",
    "medium": "Medium",
    "loud": "Loud",
    "on": "Sound on: answered calls ring high, refused calls buzz low. Press Play to hear the replay.",
    "off": "Sound off.",
    "none": "No sound device was found on this computer, so the lab stays silent.",
    "indicator": "Sound on",
    "indicator_tip": "The replay is heard as it plays (View > Hear the calls turns it off).",
    "exhibit": "This exhibit has sound",
    "exhibit_tip": "Press Play: answered calls ring high, refused calls buzz low.",
}
# View ▸ the colour profile (high contrast for a washed-out projector).
PROFILE_LABELS = {
    "choice": "High contrast (projector colours)",
    "tip": "Stronger colours and thicker lines, for a washed-out projector or low vision.",
}
# The Lessons menu's teacher's part: the notes in a window of their own, and the worksheet.
LESSONS_NOTES = "Teachers' notes"
LESSONS_NOTES_TIP = "Each lesson's questions with the model's answers, in a window beside the lab."
LESSONS_WORKSHEET = "Worksheet for this lesson (PDF)"
LESSONS_WORKSHEET_ANSWERS = "Teacher's worksheet with answers (PDF)"
LESSONS_WORKSHEET_TIP = ("One page with the lesson's questions and a picture of your run. You choose where to save it "
                         "(Save as opens in Documents).")
LESSONS_WORKSHEET_NONE = "Open a lesson first: free play and the start screen have no worksheet."
# A greyed worksheet item says why in its own words (a tooltip on a menu's item reached neither a
# mouse nor a screen reader): "Worksheet for this lesson (PDF): open a lesson first".
LESSONS_WORKSHEET_FIRST = "{item}: open a lesson first"
NOTES_TITLE = "Teachers' notes: the three lessons"
NOTES_CLOSE = "Close"
# The notes' last part (beside a button for each lesson's): where the figures come from, how to check them.
NOTES_TECHNICIAN = "For the technician"
NOTES_PART_TIP = "Go to this part of the notes."
NOTES_MISSING = "The teachers' notes are not in this copy of the lab: {reason}"
# Above the notes when they open in English in another language (no notes/teachers.<code>.md yet).
NOTES_IN_ENGLISH = "These teachers' notes are in English: they have not been translated into this language yet."
# View > Bigger on a screen too small for it: the window stays at the largest size that fits.
SCALE_TOO_BIG = "{asked}% does not fit this {screen} screen: the lab stays at {kept}%, the largest that fits."
LESSON_ACTIONS = {
    "start": "All lessons (start screen)",
    "door": "The door (ages 8 to 11)",
    "ten-agents": "Ten agents (ages 11 to 15)",
    "load-vs-waiting": "Load against waiting (15 and up)",
    "free-play": "Free play (the whole lab)",
}
LESSON_CARDS = {
    "door": ("The door", "Ages 8 to 11 · about 10 minutes",
             "A crowd of friends at a door that lets only 3 in each second. How should they try again?"),
    "ten-agents": ("Ten agents", "Ages 11 to 15 · about 10 minutes",
                   "Predict, then count: ten agents, a slow tool and three ways of trying again."),
    "load-vs-waiting": ("Load against waiting", "Ages 15 and up · about 10 minutes",
                        "All 200 agents. Trade the calls a rule sends against how long agents wait."),
    "free-play": ("Free play", "Any age",
                  "The whole lab: every setting, the live plots, the timeline and the crowd."),
}
LESSON_CARD_KEY = "Keys: {n} or {key}"
START_INTRO = ("Lots of agents all need an answer from one busy tool at the same moment. "
               "When the tool says no, how should they try again? Choose a lesson.")
START_FOOTER = "Each lesson starts ready to use. Press F1 for the keys; Ctrl+L comes back here from anywhere."
# The language list on the start screen and in the kiosk (each language by its own name).
LANGUAGE_CHOOSER = "Language"
LANGUAGE_CHOOSER_TIP = "Show the lab's words in another language."
# Said at once over the window, in the language chosen, while the window is made again in it
# ({language}: the language's own name, "Cymraeg").
LANGUAGE_CHANGING = "Changing to {language}…"
# Who made a language's words: each translator writes their own (name, school or museum, year).
TRANSLATION_CREDIT = "Words in English by the Wallasey Retry Lab team."
LESSONS_BACK = "◀ All lessons"
LESSONS_BACK_TIP = "Go back to the start screen to choose another lesson (Ctrl+L)."
NOTICE_TITLE = "What to notice"
TRY_TITLE = "Try this"
# A link beside 'What to notice' where, opened, it took the place of 'Try this' (the desk's door): the
# steps come back, and 'What did you see?' opens it again. {title}: TRY_TITLE.
NOTICE_BACK = "Back to “{title}”"
# Predict, try, explain: 'What to notice' opens after the class has tried every choice.
NOTICE_ASK_ALL = "Try all of them first ({done} of {total} done). Then talk about what you saw."
NOTICE_READY = "You have tried them all. What did you see? Talk about it, then open this."
NOTICE_OPEN = "What did you see?"
NOTICE_OPEN_TIP = "Open 'What to notice' once the class has said what it saw."
# The teacher's way in, in small link-like words apart from the pupils' button (never on the kiosk).
NOTICE_EARLY = "Teacher: open it now"
NOTICE_EARLY_TIP = "Open 'What to notice' before the class has tried every choice."
# The teacher's link, pressed once: it says what it will give away and asks for a second press (a pupil
# clicked it and saw every answer before guessing). Goes back to NOTICE_EARLY after a few seconds.
NOTICE_EARLY_SURE = "Shows the answers: press again"

# --- lesson 1: the door
DOOR_TITLE = "The door"
DOOR_AGES = "ages 8 to 11"
DOOR_BLURB = ("A crowd of friends all want to get through a door at the same moment. "
              "The door lets only {capacity} in each second; anyone else bounces off and has to try again.")
DOOR_CHOICE = "When the door says no, they…"
DOOR_RULES = {
    "immediate": "Knock again straight away",
    "exponential": "Wait longer each time",
    "full-jitter": "Wait a random time",
}
DOOR_RULES_SHORT = {"immediate": "Knock again", "exponential": "Wait longer", "full-jitter": "Random wait"}
DOOR_RULE_TIPS = {
    "immediate": "Every friend who bounces off knocks on the door again at once.",
    "exponential": "Every friend who bounces off waits, and waits twice as long after each bounce.",
    "full-jitter": "Every friend who bounces off waits a random time before trying again.",
}
# "Press it once more", not "press again": Again is another button's name.
DOOR_PLAY_TIP = "Watch the crowd try the door. Press it once more to pause."
DOOR_AGAIN = "Again"
DOOR_AGAIN_TIP = ("Watch this choice again from the start. With a random wait, the friends get new random "
                  "waits; the other two choices are the same every time.")
# Said under the crowd as Again starts: a random wait's new run looks different, and the other choices are
# the same run, which is itself worth saying (is it really random? yes, and the story stays the same).
DOOR_AGAIN_NEW = ("New random waits this time, so the picture is different. Watch: do the friends still come "
                  "back one by one?")
DOOR_AGAIN_SAME = "The same again: nothing in this choice is random, so it happens the same way every time."
# The friends slider's box, when a number outside it is typed: plain words for 8 to 11, the number typed and
# the numbers allowed ({allowed}: TYPED_RANGE).
DOOR_TYPED_TOO_MANY = "{text} friends is too many: type a number from {allowed}."
DOOR_TYPED_TOO_FEW = "{text} friends is too few: type a number from {allowed}."
# Waiting longer each time takes about two minutes to finish: a pupil may jump to its end.
DOOR_SKIP = "To the end"
DOOR_SKIP_TIP = "Jump to the end of this replay. Only a replay you watch to the end counts as watched."
# After the end's sentence when 'To the end' was pressed: the board has it, the count of watched does not.
# Play, as DOOR_READY says: one button's name for one act (Play starts a replay that is over from the start).
DOOR_SKIPPED = "You jumped to the end: press Play to watch it."
# Each speed named by how many times faster than real time it plays ("Normal" played at twice real time).
DOOR_SPEEDS = {"1x (real time)": 1.0, "2x": 2.0, "4x": 4.0}  # it starts at 2x (gui/lessons/door.py)
DOOR_SPEED_TIP = ("How fast the replay runs. 1x is real time: one second of the story takes one second. "
                  "2x is twice as fast, 4x four times as fast.")
# The keys list (F1) in the door: Ctrl+1 … Ctrl+3 choose its speeds ({speeds}: their names, as its Speed list says them).
KEYS_DOOR_SPEEDS = "Replay speed: {speeds}"
DOOR_CLOCK = "Time: {now:.0f}\N{NO-BREAK SPACE}s"  # whole seconds, as the sentence and the board say them
DOOR_CLOCK_NAME = "Time"
DOOR_CLOCK_VALUE = "{now:.0f} seconds"
DOOR_READY = Counted("{n} friend is ready. Press Play, or choose what they do.",
                     "{n} friends are ready. Press Play, or choose what they do.")
# Two sentences, each counted by its own number (the knocks, then the seconds: the knocks lead, as in
# 'What to notice'); the knocks
# turned away are "of them", which no word has to agree with.
DOOR_DONE = Counted("Everyone was done after {n:.0f} second.", "Everyone was done after {n:.0f} seconds.")
DOOR_DONE_KNOCKS = Counted("It took {n:,} knock, and the door turned {refused:,} of them away.",
                           "It took {n:,} knocks, and the door turned {refused:,} of them away.")
# Knocking again at once ends soonest with a few friends: the sentence names what it cost the door first
# (DOOR_DONE follows with the time).
DOOR_DONE_KNOCKS_AT_ONCE = Counted(
    "It hammered the door: {refused:,} of the {n:,} knock bounced off, as the door was crowded with knocks "
    "all the time.",
    "It hammered the door: {refused:,} of the {n:,} knocks bounced off, as the door was crowded with knocks "
    "all the time.")
# After a run watched to the end, once two or more are on the board and the one done soonest hammered the
# door (twice the fewest knocks or more): why being first alone misleads, without saying which is best
# ({rule}: DOOR_RULES_SHORT; {gentle}: the one with the fewest knocks; on the kiosk's floor only where the
# sentence's room holds it). "Count the knocks too" read oddly under the random wait's run: it says what to see.
DOOR_SOONEST_BUT_HARD = "“{rule}” was done first, but it knocked far more than “{gentle}”: every knock is work for the door."
DOOR_SECONDS = "{value:.0f} s"
# The kiosk's door replays the waits where nobody knocks faster ({times}: 4), said once it first does.
DOOR_QUICK_WAITS = "While nobody knocks, the replay goes {times} times faster: the clock shows how long they really wait."
DOOR_WATCH = {
    "immediate": "Watch the door: it is never free, and almost every knock bounces off.",
    "exponential": "Watch: each time, everyone waits twice as long, all the same wait, so they come back together "
                   "and bounce off again.",
    "full-jitter": "Watch: each friend waits a different time, so they come back one by one.",
}
# The board belongs to one crowd: moving the slider (as the worksheet asks) shows that crowd's own board.
DOOR_BOARD_TITLE = Counted("What happened each time, with {n} friend",
                           "What happened each time, with {n} friends")
# Under the board after the slider moved: another crowd's board is kept, not lost ({n}: its friends).
DOOR_BOARD_KEPT = Counted("Your board for {n} friend is kept: move the slider back to {n} to see it.",
                          "Your board for {n} friends is kept: move the slider back to {n} to see it.")
DOOR_BOARD_HEADINGS = ("Knocks", "All done after")
DOOR_BOARD_TIP = "Filled in when you watch a choice to the end, so you can compare them."
# The finished runs side by side, two bars a choice under the board's own headings (DOOR_BOARD_HEADINGS):
# its knocks and its time, so what it cost the door is seen beside how quick it was.
DOOR_RACE_TITLE = "Knocks and all done after, as bars"
DOOR_RACE_TIP = ("Two bars for each choice: how many knocks the door got, and how long until everyone was done. "
                 "The shorter the bar, the fewer the knocks or the sooner they were all done.")
# 'What to notice', picked from the figures of the crowd shown (core/screens/door_reveal.py): the knocks
# first, then one line a choice. The time alone crowned knocking at once, and pupils came away thinking it
# best. {n}: the most knocks, {fewest}: the fewest, {times}: how many times as many (2 or more).
DOOR_REVEAL_LEAD = Counted(
    "<b>Count the knocks first.</b> “{most}” hammered the door with {n:,} knock, about {times} times as many "
    "as “{least}” ({fewest:,}).",
    "<b>Count the knocks first.</b> “{most}” hammered the door with {n:,} knocks, about {times} times as many "
    "as “{least}” ({fewest:,}).")
DOOR_REVEAL_LEAD_SAME = Counted(
    "<b>Count the knocks first.</b> All three knocked about as often: from {fewest:,} to {n:,} knock.",
    "<b>Count the knocks first.</b> All three knocked about as often: from {fewest:,} to {n:,} knocks.")
# One line a choice, by what its figures say against the others' ({n}: its knocks, {done}: seconds until
# everyone was done): hard on the door (twice the fewest knocks or more) or gentle, slow (twice the
# soonest time or more) or quick. DOOR_REVEAL_WHY follows, the same for any crowd.
DOOR_REVEAL_HARD_QUICK = Counted(
    "<b>{rule}:</b> quick for the friends (all done after {done:.0f}\N{NO-BREAK SPACE}s), but it hammered "
    "the door: {n:,} knock.",
    "<b>{rule}:</b> quick for the friends (all done after {done:.0f}\N{NO-BREAK SPACE}s), but it hammered "
    "the door: {n:,} knocks.")
DOOR_REVEAL_GENTLE_SLOW = Counted(
    "<b>{rule}:</b> gentle on the door ({n:,} knock), but slow: all done only after {done:.0f}\N{NO-BREAK SPACE}s.",
    "<b>{rule}:</b> gentle on the door ({n:,} knocks), but slow: all done only after {done:.0f}\N{NO-BREAK SPACE}s.")
DOOR_REVEAL_GENTLE_QUICK = Counted(
    "<b>{rule}:</b> gentle and quick: {n:,} knock, and all done after {done:.0f}\N{NO-BREAK SPACE}s.",
    "<b>{rule}:</b> gentle and quick: {n:,} knocks, and all done after {done:.0f}\N{NO-BREAK SPACE}s.")
DOOR_REVEAL_HARD_SLOW = Counted(
    "<b>{rule}:</b> hard on the door and slow: {n:,} knock, and all done only after {done:.0f}\N{NO-BREAK SPACE}s.",
    "<b>{rule}:</b> hard on the door and slow: {n:,} knocks, and all done only after {done:.0f}\N{NO-BREAK SPACE}s.")
DOOR_REVEAL_WHY = {
    "immediate": "Everyone knocks again at once, so the door is always crowded.",
    "exponential": "Each time, everyone waits twice as long, all the same wait, so they come back together.",
    "full-jitter": "Each friend waits a different time, so they come back one by one.",
}
# The count first, in bold: a pupil sees at a glance how many are still to watch.
# It says what opens the button below it: a locked button with no word why looked broken.
# The kiosk's door: 'Try this' and 'What to notice' take the crowd's place behind one large button
# (its other names: TRY_TITLE, NOTICE_OPEN, NOTICE_TITLE); this one brings the crowd back.
DOOR_STAGE_BACK = "Back to the door"
DOOR_STAGE_TIP = "Show what to try and what to notice in the crowd's place, and the crowd again."
DOOR_NOTICE_ASK = ("<b>{done} of {total} watched to the end.</b> Watch all three to the end and "
                   "the button below opens. Then say what you saw.")
# After 'To the end': jumping is allowed, but only watching counts (the kiosk panel's rule), and the way on.
# (No speed named: the kiosk's door has no Speed list, and "4x is quicker" sent visitors looking for one.)
DOOR_NOTICE_SKIPPED = ("You jumped to the end of “{rule}”. That is fine, but only watching counts: "
                       "press Play and watch it to the end.")
DOOR_TRY = [
    "Try all three. First the knocks: which one hammers the door hardest? Then the time: is one both gentle "
    "and quick?",
    "Look at the numbers on the dots: who knocked the most?",
    "Move the slider to 50 friends. What happens to the knocks?",
]

# --- take-aways: the replay as a GIF, a worksheet as a PDF
TAKEAWAY_MENU = "&Take away"
TAKEAWAY_BUTTON = "Take away"
# The pupils' own take-aways; the worksheets are the teacher's, in the Lessons menu.
TAKEAWAY_BUTTON_TIP = "Save this lesson's replay as an animation (GIF) to keep."
TAKEAWAY_GIF = "Save animation (GIF)…"
TAKEAWAY_GIF_TIP = ("The replay on screen as an animated GIF, 960 x 540, for slides. You choose where to save it "
                    "(Save as opens in Pictures).")
TAKEAWAY_CLOCK = "{now:.1f} s"
# Counted by the agents; the tool's limit is said without a noun, so it needs no plural form of its own.
TAKEAWAY_LAB_TITLE = Counted("{rule}: {n:,} agent, a tool that takes at most {capacity} a second",
                             "{rule}: {n:,} agents, a tool that takes at most {capacity} a second")
# The side-by-side animation: the herd above the band, one time axis.
TAKEAWAY_GIF_COMPARE = "Save side-by-side animation (GIF)…"
TAKEAWAY_GIF_COMPARE_TIP = ("Exponential backoff above backoff with jitter (or your rule against its partner), "
                            "on one time axis, as an animated GIF for slides. You choose where to save it (Save as "
                            "opens in Pictures).")
TAKEAWAY_GIF_PAIR = "Save the pair as two GIFs, one time axis…"
TAKEAWAY_GIF_PAIR_TIP = ("Exponential backoff and backoff with jitter (or your rule and its partner) as two "
                         "animations on the same time axis and clock, one per slide. You choose where to save them "
                         "(Save as opens in Pictures).")
TAKEAWAY_COMPARE_TITLE = "{top} against {bottom}: {agents} agents, a tool that takes {capacity} calls a second"
TAKEAWAY_COMPARE_PLOT = Counted("{rule}: {n:,} call sent, last agent served at {last:.1f} s",
                                "{rule}: {n:,} calls sent, last agent served at {last:.1f} s")
# The same strip's title in a GIF's frames before its run is over: the calls sent up to that moment
# (the final totals stood over frame 1's first bars).
TAKEAWAY_COMPARE_PLOT_SO_FAR = Counted("{rule}: {n:,} call sent so far", "{rule}: {n:,} calls sent so far")
TAKEAWAY_NO_PARTNER = "The rule to compare with is still being worked out; try again in a moment."
# The caption under every picture and animation: its rule and settings.
CAPTION = ("{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · "
           "longest wait {cap} · seed {seed} · made {date}")
CAPTION_DOOR = "{rules} · {agents:,} friends · the door lets {capacity:,} in each second · seed {seed} · made {date}"
# Pictures, animations and the pupils' worksheet: the same without the seed (a teacher's detail,
# on the teacher's worksheet only).
CAPTION_NO_SEED = ("{rules} · {agents:,} agents · the tool takes {capacity:,} calls a second · answer time {answer:.2f} s · "
                   "longest wait {cap} · made {date}")
CAPTION_DOOR_NO_SEED = "{rules} · {agents:,} friends · the door lets {capacity:,} in each second · made {date}"
# Ten agents' pictures, animations and worksheet (11 to 15), in the lesson's own words: the rules by their
# everyday names, "takes N calls each second", and none of the lab's settings (answer time, longest wait,
# randomness in the wait: 15+ words a pupil never met on the page). The seed on the teacher's copy only.
CAPTION_TEN = "{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · seed {seed} · made {date}"
CAPTION_TEN_NO_SEED = "{rules} · {agents:,} agents · the tool takes {capacity:,} calls each second · made {date}"
# A rule is named plainly ("Wait longer each time"); only the randomness slider's rule says how much:
# "randomness in the wait: none" read as jargon to a teacher.
CAPTION_JITTER = "{rule}: {randomness}"
CAPTION_NO_CAP = "none"
CAPTION_CAP = "{cap:g} s"
TAKEAWAY_PROGRESS = "Making the animation: frame {done} of {total}…"
TAKEAWAY_CANCEL = "Cancel"
TAKEAWAY_CANCELLED = "Animation cancelled; nothing was saved."
TAKEAWAY_NO_RUN = "There is no replay to save yet."
TAKEAWAY_NO_SHEET = "Free play has no worksheet: open a lesson (Lessons menu) for one."
# What a status line names mid-sentence ("Saved the animation to ..."): never capitalised there.
WHAT_ANIMATION = "the animation"
# The title of the window that shows the animation being made.
ANIMATION_TITLE = "Animation"
# The Save as dialog's title for each thing saved (the kiosk never asks: it saves in its folder).
# Under the Save as dialog's name box while the name is longer than the folder allows (the Save button
# does nothing then): the name's length and the most allowed, in bytes (a letter outside English may take two).
SAVE_NAME_TOO_LONG = ("This name is too long for this folder: a name here can have at most {most} bytes, and this one "
                      "has {length}. Choose a shorter name.")
SAVE_AS = {
    "picture": "Save picture",
    "animation": "Save animation",
    "pair": "Save the two animations",
    "worksheet": "Save worksheet",
    "answers": "Save the teacher's worksheet with answers",
    "data": "Save data",
    "calls": "Save every call",
}
# The words of the names the lab proposes for a saved file, joined by hyphens with the rule in the page's
# own words and the day (gui/files/file_names.py): wallasey-door-wait-longer-each-time-worksheet-2026-12-06.pdf.
# Short, the way a teacher would name the file; any letters (stops, slashes and brackets become hyphens).
FILE_NAMES = {
    "lab": "wallasey",
    "plots": "plots",
    "slide": "slide",
    "door": "door",
    "ten-agents": "ten agents",
    "load-vs-waiting": "load vs waiting",
    "side-by-side": "side by side",
    "pair": "pair",
    "worksheet": "worksheet",
    "answers": "answers",
    "table": "table",
    "calls": "calls",
    "sweep": "sweep",
    "class-rounds": "class rounds",
}
# Save data saves the table alone (one press, one file); every call of the run is its own export.
TAKEAWAY_CALLS = "Save every call of the run (CSV)…"
TAKEAWAY_CALLS_TIP = ("Every call of the run on screen (when it was sent, which agent, accepted or refused) "
                      "as one CSV file. You choose where to save it (Save as opens in Documents).")
WHAT_WORKSHEET = "the worksheet"
# The teacher's copy is announced as what it is (status line, Save as), never as the pupils' worksheet.
WHAT_ANSWERS = "the teacher's worksheet with answers"
WORKSHEET_PUPIL = "worksheet"
WORKSHEET_TEACHER = "Teacher's copy, with the model's answers"
WORKSHEET_NAME_LINE = "Name: ____________________________    Date: ______________"
WORKSHEET_FOOTER = "Wallasey Retry Lab"
# A worksheet that needs a second page (a long language's answers): each page numbered.
WORKSHEET_FOOTER_PAGES = "Wallasey Retry Lab · page {page} of {pages}"
WORKSHEET_PDF_TITLE = "{title}: {copy}"
WORKSHEET_HEADING = "{title}  ·  {ages}"
WORKSHEET_QUESTION = "{number}. {question}"
# Under the worksheet's picture: the class's own run, in figures.
WORKSHEET_RUN_DOOR = "Your run: “{rule}”. Friends: {friends:,}. Knocks: {knocks:,}. Everyone inside after {last:.0f} s."
WORKSHEET_RUN_TEN = ("Your run, calls sent: “{first}” {first_calls:,}, “{second}” {second_calls:,}, "
                     "“{third}” {third_calls:,}.")
# The ten agents' worksheet: a table with a row for each way, as the door's board on screen.
# Under the sweep's picture, when its settings are not the lab's story's: which ones (an Advanced change
# once reached paper without a word). {settings}: WORKSHEET_SETTING's, joined by PUBLISHED_JOIN.
WORKSHEET_OTHER_SETTINGS = "Other settings than the lab's story: {settings}."
WORKSHEET_SETTING = "{name} {value} (the story: {story})"
WORKSHEET_TRIES_TITLE = "Guess first, then fill in what you saw"
WORKSHEET_TRIES_HEADINGS = ("Way", "Your guess: calls", "Calls sent", "Last answer at")
WORKSHEET_TRIES_LAST = "{last:.1f} s"
WORKSHEETS = {
    "door": {
        "title": "The door",
        "ages": "ages 8 to 11",
        "intro": "A crowd of 30 friends all want to get through a door that lets only 3 in each second. "
                 "Try all three choices and fill in what you see.",
        "questions": [
            # The knocks first, as the lesson's Try this asks (DOOR_TRY): asked first which finished soonest,
            # pupils crowned knocking again straight away. The teacher's answers are worked out from the
            # model's runs for the sheet's crowd (DOOR_SHEET_* below, core/screens/door_sheet.py).
            ("Which choice hammers the door hardest? How many knocks did it take?", ""),
            ("Is one choice both gentle on the door and quick? How many knocks, and when was everyone done?", ""),
            # Open questions: the pupils find out what each way does by watching; the answers say it.
            ("Which choice takes longest until everyone is inside? Watch the friends who bounce off: "
             "when do they come back to the door?", ""),
            ("Now watch \"wait a random time\". When do the friends come back? Compare its knocks and time "
             "with the other two choices.", ""),
            ("Move the slider to 50 friends. What happens to the knocks?", ""),
        ],
    },
    "ten-agents": {
        "title": "Ten agents",
        "ages": "ages 11 to 15",
        "intro": "Ten agents all need an answer from a slow tool that takes 2 calls each second. "
                 "Guess first, then look at the pictures and the table.",
        "questions": [
            # The answers of 1, 2, 3 and 5 are worked out from the run on screen (TEN_SHEET_* below,
            # core/screens/ten_sheet.py): Another run rolls the dice again, and the sheet's table shows it.
            ("Which way sends the most calls? What did you guess?", ""),
            ("Which agent tried again the most each way?", ""),
            ("Which gets the last agent an answer sooner: “Wait longer each time” or “Wait a random time”?", ""),
            ("Why do the red crosses line up in stripes when everyone waits longer each time?",
             "Every agent that hears no waits exactly as long as the others, so they all call again at the "
             "same instant, and the tool can take only 2 of them."),
            ("Press Another run. Does your answer to 3 hold? Which numbers change?", ""),
        ],
    },
    "load-vs-waiting": {
        "title": "Load against waiting",
        "ages": "ages 15 and up",
        # The figures of the chart's own sweep (the questions' answers are the story's: 50 runs, 200 agents,
        # 20 calls a second): "200 agents" stood over a chart of 50, and a footnote under it was missed.
        "intro": Counted("Each point of the chart is the middle of {n:,} run (agents: {agents:,}; the tool takes "
                         "{capacity:,} calls a second). Down and to the left is better.",
                         "Each point of the chart is the middle of {n:,} runs (agents: {agents:,}; the tool takes "
                         "{capacity:,} calls a second). Down and to the left is better."),
        "questions": [
            ("Exponential backoff: what do you gain by making the Longest wait longer?",
             "Nothing. From 1 s up it always sends 1,640 calls; a longer longest wait only makes the herd wait longer "
             "(last agent 11 s at a longest wait of 1 s, 107 s at 20 s, 173 s at 40 s)."),
            ("And backoff with jitter?",
             "Its calls fall from 3,467 (longest wait 0.5 s) to about 1,355 (10 s and up) while the typical agent's "
             "wait hardly moves (5.6 to 5.8 s). Only the last agent pays: 10.5 s to 24 s."),
            ("Backoff with jitter, longest wait 5 s: where does your point land?",
             "1,388 calls, typical 5.7 s, last 13.6 s: nearly the fewest calls with a short worst wait."),
            ("Randomness 0.25 at a longest wait of 20 s: how much does a little randomness help?",
             "1,309 calls, typical 6.9 s, last 25.7 s, against 1,640, 20.5 s and 107 s with none."),
            ("Retry immediately, every 1 s: why is it so good here?",
             "1,100 calls, typical 5.8 s, last 10.5 s. A refused agent calls again 1.05 s later, always in the "
             "tool's next counting second, so every second the tool takes 20: 200 + 180 + ... + 20 = 1,100."),
        ],
    },
}

# The door's teacher's answers, worked out from the model's runs for the sheet's crowd (core/screens/door_sheet.py):
# the sentences of 'What to notice' (DOOR_REVEAL_*), and these. 2, when no choice was both gentle and quick:
DOOR_SHEET_NONE_BOTH = "None of the three was both gentle on the door and quick with this crowd."
# 3, after waiting longer each time's line: what the door does meanwhile ({n}: the friends who bounce off).
DOOR_SHEET_HERD = Counted(
    "The door lets {capacity} in, the other {n} bounces off, and they all wait longer together; in between, "
    "the door stands empty.",
    "The door lets {capacity} in, the other {n} bounce off together, and they all wait longer together; in between, "
    "the door stands empty.")
# 5, before the lines for the bigger crowd.
DOOR_SHEET_CROWD = Counted("With {n} friend:", "With {n} friends:")

# The ten agents' teacher's answers, from the run on screen. A way's name, quoted:
TEN_SHEET_RULE = "“{rule}”"
# 1. Counted by the most calls; {rules}: the way (or ways, if they tie) that sent them; {others}:
# the other ways' calls, each a TEN_SHEET_RULE_CALLS.
TEN_SHEET_CALLS = Counted("Most calls: {rules}, {n:,} call, {times:.1f} times as many as the fewest. The others: {others}.",
                          "Most calls: {rules}, {n:,} calls, {times:.1f} times as many as the fewest. The others: {others}.")
TEN_SHEET_RULE_CALLS = "{rule} {calls:,}"
TEN_SHEET_CALLS_SAME = Counted("Every way sends the same: {n:,} call.", "Every way sends the same: {n:,} calls.")
# 2. One sentence a way, counted by the most retries; {agents}: the agent's number, or a list ("4 and 10").
# "answered", the page's own word (its charts: "all answered at"), not the lab's "served".
TEN_SHEET_MOST_ONE = Counted("{rule}: agent {agents}, {n} retry, answered at {served:.1f} s.",
                             "{rule}: agent {agents}, {n} retries, answered at {served:.1f} s.")
TEN_SHEET_MOST_MANY = Counted("{rule}: agents {agents}, {n} retry each, answered at {served:.1f} s.",
                              "{rule}: agents {agents}, {n} retries each, answered at {served:.1f} s.")
# ... the agents answered at different moments: the last of them.
TEN_SHEET_MOST_APART = Counted("{rule}: agents {agents}, {n} retry each, the last answered at {served:.1f} s.",
                               "{rule}: agents {agents}, {n} retries each, the last answered at {served:.1f} s.")
# 3. This run: waiting longer each time and the random wait in the order their last agent was answered; a tie
# at the tenth of a second the sheet prints is one moment. Then the note's sentence over many runs
# (TEN_WHY_SOONER_MOSTLY), the figures the screen shows.
TEN_SHEET_ORDER_TWO = "This run, sooner: {first} ({first_last:.1f} s), then {second} ({second_last:.1f} s)."
TEN_SHEET_ORDER_SAME = "This run, both at the same moment: {last:.1f} s."
# 5. Figures in brackets are calls; the random wait's are the run on screen's.
TEN_SHEET_ANOTHER = ("The totals of {immediate} ({immediate_calls:,}) and {exponential} ({exponential_calls:,}, "
                     "last agent at {exponential_last:.1f} s) stay the same: their waits have no randomness. Their "
                     "rows per agent do change, because agents calling at the same instant are let in in a random "
                     "order. The totals of {jitter} change with every run; this run: {jitter_calls:,}, last agent "
                     "at {jitter_last:.1f} s.")

# --- the crowd view (lesson 1 and the lab's "Crowd at the door" tab)
CROWD_TITLE = "The crowd at the door"
CROWD_TIP = "Each dot is one agent. The number on a dot is how many times it has knocked."
CROWD_EMPTY = "The crowd appears when a run is ready."
CROWD_SIGN = "This door lets {capacity} in each second"
CROWD_INSIDE = "Inside"
CROWD_OUTSIDE = "Waiting outside"
CROWD_KNOCKS = "Knocks: {n:,}"
CROWD_REFUSED = "Bounced off: {n:,}"
# No-break spaces: "9 of 30" is one figure, never split over two lines.
# For 8 to 11: "got in" (through the door) and "done" (has the answer), the lesson's own word
# for the end ("Everyone was done", "All done after"), no longer than the space they share.
CROWD_IN = "Got in: {n:,}\N{NO-BREAK SPACE}of\N{NO-BREAK SPACE}{agents:,}"
CROWD_SERVED = "Done: {n:,}\N{NO-BREAK SPACE}of\N{NO-BREAK SPACE}{agents:,}"
# A counter's name for a screen reader (its value is in its description, at most once a second).
CROWD_COUNTER_NAMES = {"knocks": "Knocks", "refused": "Bounced off", "inside": "Got in", "served": "Done"}
CROWD_COUNTER_TIPS = {
    "knocks": "Every knock any friend has made so far.",
    "refused": "Knocks that bounced off the door.",
    "inside": "Friends who got through the door: done, or inside and not done yet.",
    "served": "Friends who are done.",
}
# "got in, then done": what 'Done' adds to 'Got in' (the counters above the crowd), which a visitor at the
# kiosk could not tell apart; no longer than before, so the key keeps its two lines on the floor.
CROWD_LEGEND = ("<span style='color:{waiting}'>●</span> grey: waiting &nbsp; "
                "<span style='color:{refused}'>⊗</span> red with a cross: just bounced off &nbsp; "
                "<span style='color:{accepted}'>○</span> green ring: got in &nbsp; "
                "<span style='color:{answered}'>●</span> dark blue:&nbsp;got in, then done")
# The door's own colours, after the dots' (it glows green letting a friend in, red and striped turning one away).
CROWD_LEGEND_DOOR = ("<span style='color:{accepted}'>■</span> green door: letting a friend in &nbsp; "
                     "<span style='color:{refused}'>▨</span> red striped door: turning one away")
# The key to the numbers on the dots, after the dots' colours: a "5" on every dot read as friend number 5.
# {n}: an example count, drawn as on a dot.
CROWD_COUNT_KEY = Counted("{dot} on a dot: that friend has knocked {n} time",
                          "{dot} on a dot: that friend has knocked {n} times")
CROWD_SHOW_COUNTS = "Show knocks on the dots"
# A friend tapped in the door's crowd is ringed and named by the dot, as the replay goes on: its knocks so far,
# and where it is in the lesson's words (still knocking outside, got in, done: the key's words).
CROWD_FRIEND_KNOCKING = Counted("This friend: {n} knock, still knocking", "This friend: {n} knocks, still knocking")
CROWD_FRIEND_IN = Counted("This friend: {n} knock, got in", "This friend: {n} knocks, got in")
CROWD_FRIEND_DONE = Counted("This friend: {n} knock, done", "This friend: {n} knocks, done")
CROWD_FRIEND_WAITING = "This friend has not knocked yet"
CROWD_SHOW_COUNTS_TIP = "Write on each dot how many times that friend has knocked."
# The same picture in the lab's crowd tab (15 and up): the lab's words, the
# table's headings, and why the counters and the table can differ.
CROWD_LAB = {
    "sign": "The tool accepts {capacity} calls a second",
    "inside_label": "Accepted",
    "outside": "Waiting",
    "knocks": "Calls sent: {n:,}",
    "refused": "Calls refused: {n:,}",
    "inside": "Accepted: {n:,}\N{NO-BREAK SPACE}of\N{NO-BREAK SPACE}{agents:,}",
    "served": "Answered: {n:,}\N{NO-BREAK SPACE}of\N{NO-BREAK SPACE}{agents:,}",
    "tip": "Each dot is one agent. The number on a dot is how many calls it has sent.",
    "tips": {"knocks": "Every call any agent has sent so far in this run.",
             "refused": "Calls the tool refused so far.",
             "inside": "Agents whose call the tool accepted.",
             "served": "Agents whose answer has arrived."},
    "legend": ("<span style='color:{waiting}'>●</span> grey: waiting &nbsp; <span style='color:{refused}'>●</span> "
               "red: just refused &nbsp; <span style='color:{accepted}'>○</span> green ring: accepted, waiting for "
               "the answer &nbsp; <span style='color:{answered}'>●</span> dark blue: answered"),
    "legend_door": ("<span style='color:{accepted}'>■</span> green door: a call accepted &nbsp; "
                    "<span style='color:{refused}'>▨</span> red striped door: a call refused"),
    "show_counts": "Show calls on the dots",
    "show_counts_tip": "Write on each dot how many calls that agent has sent.",
    # The same box where the dots are too small for a number each (many agents, a small window): it says what
    # it shows (it said 'Show calls on the dots' over one number).
    "show_counts_most": "Show the most calls by one agent",
    "show_counts_most_tip": ("The dots are too small for a number each: the agent who has sent the most calls so far "
                             "shows how many, in a bubble. With fewer agents or a bigger window, every dot shows its own."),
    "note": ("Counters: the one run being replayed. The table below: the middle of all the runs, "
             "so a little different."),
    # The same where there is no table (load against waiting): the figures for many runs are your points'.
    "note_no_table": ("Counters: the one run being replayed. Your points on the Load and waiting chart: the middle "
                      "of all the runs, so a little different."),
}

# --- the agent timeline (lesson 2 and the lab's "Agent timeline" tab)
TIMELINE_TITLE = "Every call of every agent"
TIMELINE_X = "time (s)"
TIMELINE_Y = "agent"
TIMELINE_ANSWER = "answer on its way"
TIMELINE_KEY = ("<span style='color:{accepted}'>&#9679;</span>&nbsp;accepted&nbsp;&nbsp;"
                "<span style='color:{refused}'>&#10005;</span>&nbsp;refused&nbsp;&nbsp;"
                "<span style='color:{accepted}'>&#9473;</span>&nbsp;answer on its way")

# --- lesson 2: ten agents
TEN_TITLE = "Ten agents"
TEN_AGES = "ages 11 to 15"
TEN_BLURB = Counted("{n} computer helper (agent) needs an answer from one slow tool.",
                    "{n} computer helpers (agents) all need an answer from one slow tool at the same time.")
TEN_BLURB_TOOL = Counted("The tool takes only {n} call each second and says no to the rest. "
                         "An answer takes about {answer:.0f} second.",
                         "The tool takes only {n} calls each second and says no to the rest. "
                         "An answer takes about {answer:.0f} second.")
TEN_QUESTION = "Guess first: which way sends the most calls?"
TEN_PREDICT_TIP = "Guess that '{rule}' sends the most calls, then see what happened."
# The three rules in everyday words (the grown-up name is in the tooltip).
TEN_RULES = {
    "immediate": "Try again at once",
    "exponential": "Wait longer each time",
    "full-jitter": "Wait a random time",
}
TEN_RULE_LINES = {
    "immediate": "After a no, call again a tenth of a second later, again and again.",
    "exponential": "After a no, wait. Each new no makes the wait twice as long. Everyone waits the same time.",
    "full-jitter": "After a no, wait a random time from 0 up to a limit. Each new no doubles the limit. "
                   "Everyone waits a different time.",
}
TEN_RULE_GROWN_UP = "Grown-ups call this '{name}'."
# Under each rule's button, once: its explanation, then the same rule's name in the lab (docs/design.md), so a
# pupil who goes on to the lab finds it there.
TEN_RULE_LINE_IN_LAB = "{line} <i>(In the lab: {name}.)</i>"
TEN_NOTICE_ASK = "Make your guess first, then look at the pictures. What did you see? Talk about it."
# Once the class has guessed (its one choice): NOTICE_READY's "You have tried them all" after one guess misled.
TEN_NOTICE_READY = "You have guessed. What did you see? Talk about it, then open this."
TEN_PREDICT_FIRST = "Choose your guess. The results stay hidden until you do."
TEN_HIDDEN = "Make your guess on the left.\nThen every call of every agent appears here."
TEN_RIGHT = "You guessed it: '{rule}' sent the most calls, {calls}. Now look at the pictures to see why."
TEN_WRONG = ("Not this time, and that is how science goes: '{rule}' sent {calls} calls, but '{best}' sent more, "
             "{best_calls}. Can you see why in its picture?")
# Under the charts, once the class has guessed: one run of ten agents can go either way, so the note says
# what happened over many runs ({n}: how many; gui/lessons/ten_agents_note.py picks each sentence by the figures).
# The note's first lines, always shown: first what ten agents show run after run, the last agent's answer
# ({n}: how many runs; {sooner}: in how many the random wait's last agent had its answer sooner), then the calls.
# Why? (TEN_WHY_OPEN) opens the rest, short and plain for 11 to 15 year olds: what a no costs, why waiting
# longer each time brings the agents back together, how a random wait spreads them out, the lab's crowd.
TEN_WHY_SOONER_MOSTLY = Counted(
    "In {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.",
    "In {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.")
# ... where that was half the runs or fewer.
TEN_WHY_SOONER_SELDOM = Counted(
    "In only {sooner} of {n} run, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.",
    "In only {sooner} of {n} runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'.")
# Behind Why?, before the lab's crowd: this run's calls ({n}: the random wait's, {other_calls}: waiting longer each
# time's; the charts' titles say them too), then what many runs usually did, apart: the usual figures beside this
# run's (55 and 54 beside a run that sent 59) read as this run's.
TEN_WHY_THIS_RUN = Counted(
    "This run: 'Wait a random time' sent {n:,} call, 'Wait longer each time' {other_calls:,}.",
    "This run: 'Wait a random time' sent {n:,} calls, 'Wait longer each time' {other_calls:,}.")
# ... then over many runs ({n}: how many), with no figures: the two within a tenth of each other in a usual run,
TEN_WHY_RUNS_SAME = Counted("Over {n} run, the two usually sent about the same.",
                            "Over {n} runs, the two usually sent about the same.")
# ... or the random wait usually sent fewer, or more.
TEN_WHY_RUNS_FEWER = Counted("Over {n} run, 'Wait a random time' usually sent fewer calls.",
                             "Over {n} runs, 'Wait a random time' usually sent fewer calls.")
TEN_WHY_RUNS_MORE = Counted("Over {n} run, 'Wait a random time' usually sent more calls.",
                            "Over {n} runs, 'Wait a random time' usually sent more calls.")
TEN_WHY_OPEN = "Why?"
TEN_WHY_OPEN_TIP = "Why a random wait helps: what each no costs, and how a random wait spreads the agents out."
# Behind Why?, the cost first: eight lines of small print (the runs one by one, why, the lab's figures) lost a
# 15-year-old. In the rules' own words ('Wait longer each time', 'Wait a random time').
TEN_WHY_COST = "Every no costs the agent one more call and more waiting."
TEN_WHY_TOGETHER = ("When they wait longer each time, all the agents wait the same time, come back together "
                    "and mostly hear no again.")
TEN_WHY_SPREAD = "A random wait spreads them out: each agent comes back at its own time, so more of them hear yes."
# The lab's published story ({n}: the random wait's calls there, {other_calls}: waiting longer each time's;
# {agents}: its agents), said where the random wait sent fewer calls there.
TEN_WHY_LAB = Counted(
    "With the lab's {agents} agents it matters more: a random wait sent {n:,} call, waiting longer each time "
    "{other_calls:,}.",
    "With the lab's {agents} agents it matters more: a random wait sent {n:,} calls, waiting longer each time "
    "{other_calls:,}.")
# The tooltip of a timeline's way back (PLOT_BACK) after a pupil dragged or zoomed the time: on all three charts.
TEN_PLOT_BACK_TIP = "Show every call again, from the start to the last answer, on all three pictures."
TEN_FINISHED = "all answered at {last:.1f} s"
# A guess is kept once the results are out (a pupil must not change it after seeing them): said at the button
# pressed, and to a screen reader.
TEN_GUESS_KEPT = "Your guess stays: you have seen the results. To guess again, press Start again."
TEN_AGAIN = "Start again"
TEN_AGAIN_TIP = "Hide the results and make a new guess."
TEN_ANOTHER = "&Another run"
TEN_ANOTHER_TIP = ("The same ten agents with a new roll of the dice. Which numbers change, "
                   "and which stay the same? (Alt+A)")
TEN_COLUMNS = {"immediate": "Try again\nat once", "exponential": "Wait longer\neach time", "full-jitter": "Wait a\nrandom time"}
# Take away's Save data (CSV) on the ten agents' page, and what the status line says was saved.
TEN_DATA_TIP = ("Save every agent's calls and when it was answered, for each way, as a CSV file. "
                "You choose where (Ctrl+E).")
TEN_WHAT_DATA = "the ten agents' calls"
TEN_AGENT_ROW = "Agent {n}"
TEN_TOTAL_ROW = "All of them"
TEN_CALLS_ROW = "Calls sent"
TEN_TABLE_TITLE = "How many times each agent tried again"
TEN_TABLE_TIP = "How many times each agent heard no and tried again. Calls sent = tries again + one first call each."
# Under the table: why "All of them" (the tries again) is less than "Calls sent", by the agents' first calls ({n}).
TEN_TABLE_NOTE = Counted("“All of them” adds up the tries again. “Calls sent” counts each agent's first call too: "
                         "{n} more.",
                         "“All of them” adds up the tries again. “Calls sent” counts each agent's first call too: "
                         "{n} more.")
TEN_TIMELINE_TITLE = Counted("{rule}: {n} call, last answer at {last:.1f} s",
                             "{rule}: {n} calls, last answer at {last:.1f} s")
# A timeline's title in a GIF's frames before its run is over: the calls up to that moment.
TEN_TIMELINE_TITLE_SO_FAR = Counted("{rule}: {n} call so far", "{rule}: {n} calls so far")
# The palette's colours by name (gui/style/palette.py's *_WORD, the English,
# is the key), for sentences that say which colour to look for.
COLOUR_NAMES = {"green": "green", "red": "red", "dark blue": "dark blue", "grey": "grey", "purple": "purple",
                "black": "black", "gold": "gold", "violet": "violet", "blue": "blue", "sky blue": "sky blue"}
# The colours named in the sentence itself (palette.ACCEPTED_WORD, REFUSED_WORD): a colour word glued in
# could not agree with its noun ("zielona kropka", "croes goch").
TEN_LEGEND = ("Each row is one agent. <span style='color:{green}'>●</span> green dot: the tool said yes, then "
              "<span style='color:{green}'>—</span> the answer on its way &nbsp; "
              "<span style='color:{red}'>✕</span> red cross: the tool said no")
TEN_LEGEND_TIP = "Time runs left to right. Agent 1 is the top row."
# 'What to notice', picked from the runs on screen (core/screens/ten_sheet.py reveal, the door's rule in
# core/screens/cost_verdict.py): the calls first, then one line a way. Trying again at once has every agent's
# answer soonest, and only the calls show why that is not the answer. The lead names the ways only: each
# way's own line says its calls (and how many times the fewest) once; the lead's "146 calls, 2.7 times as
# many" was said again a line below (a fresh-eyes pupil at 1366x768).
TEN_REVEAL_LEAD = "<b>Count the calls first.</b> “{most}” sent the most, “{least}” the fewest."
TEN_REVEAL_LEAD_SAME = "<b>Count the calls first.</b> All three sent about as many."
# One line a way, by what its figures say against the others' ({n}: its calls, {times}: how many times the
# fewest, to a tenth, {done}: its last answer, s): hard on the tool (twice the fewest calls or more) or gentle, slow
# (its last answer at twice the soonest's time or later) or quick. TEN_REVEAL_WHY follows.
TEN_REVEAL_HARD_QUICK = Counted(
    "<b>{rule}</b> was quick (last answer at {done:.1f}\N{NO-BREAK SPACE}s) but sent {times:.1f} times as "
    "many calls as the fewest: {n:,} call.",
    "<b>{rule}</b> was quick (last answer at {done:.1f}\N{NO-BREAK SPACE}s) but sent {times:.1f} times as "
    "many calls as the fewest: {n:,} calls.")
TEN_REVEAL_GENTLE_SLOW = Counted(
    "<b>{rule}</b> was gentle on the tool ({n:,} call) but slow: last answer only at {done:.1f}\N{NO-BREAK SPACE}s.",
    "<b>{rule}</b> was gentle on the tool ({n:,} calls) but slow: last answer only at {done:.1f}\N{NO-BREAK SPACE}s.")
TEN_REVEAL_GENTLE_QUICK = Counted(
    "<b>{rule}</b> was gentle and quick: {n:,} call, last answer at {done:.1f}\N{NO-BREAK SPACE}s.",
    "<b>{rule}</b> was gentle and quick: {n:,} calls, last answer at {done:.1f}\N{NO-BREAK SPACE}s.")
TEN_REVEAL_HARD_SLOW = Counted(
    "<b>{rule}</b> was hard on the tool and slow: {n:,} call, {times:.1f} times as many as the fewest, and "
    "last answer only at {done:.1f}\N{NO-BREAK SPACE}s.",
    "<b>{rule}</b> was hard on the tool and slow: {n:,} calls, {times:.1f} times as many as the fewest, and "
    "last answer only at {done:.1f}\N{NO-BREAK SPACE}s.")
# The random wait ends the lab's storm, so it is never called slow against trying again at once alone (issue
# 27): where the line above would say "slow", its last answer against waiting longer each time's ({other}), then
# TEN_REVEAL_WHY. Sooner in 47 of 50 runs (the first run: 11.3 s against 14.1 s); ...
TEN_REVEAL_RANDOM_SOONER = Counted(
    "<b>{rule}</b> was gentle on the tool ({n:,} call) and quicker than “{other}”: "
    "{done:.1f}\N{NO-BREAK SPACE}s against {other_done:.1f}\N{NO-BREAK SPACE}s.",
    "<b>{rule}</b> was gentle on the tool ({n:,} calls) and quicker than “{other}”: "
    "{done:.1f}\N{NO-BREAK SPACE}s against {other_done:.1f}\N{NO-BREAK SPACE}s.")
# ... and in the few runs where it was not.
TEN_REVEAL_RANDOM_NOT_SOONER = Counted(
    "<b>{rule}</b> was gentle on the tool ({n:,} call) but this time no quicker than “{other}”: "
    "{done:.1f}\N{NO-BREAK SPACE}s against {other_done:.1f}\N{NO-BREAK SPACE}s. With only ten agents, one run "
    "can go either way: press Another run.",
    "<b>{rule}</b> was gentle on the tool ({n:,} calls) but this time no quicker than “{other}”: "
    "{done:.1f}\N{NO-BREAK SPACE}s against {other_done:.1f}\N{NO-BREAK SPACE}s. With only ten agents, one run "
    "can go either way: press Another run.")
# Where the random wait sent more calls than waiting longer each time (30 of 50 runs, mostly by one or
# two): why ten agents differ from the lab's crowd of 200, where it sends fewer (1,354 against 1,640; the note's
# *Why?* says so).
TEN_REVEAL_FEW_AGENTS = "Ten agents are few: one with a short wait may hear no again, so a few more calls."
# Why each way does what it does, in its picture (the same whatever the figures): said where there is room.
TEN_REVEAL_WHY = {
    "immediate": "Its rows are full of red crosses: the tool says no to almost every call.",
    "exponential": "Its crosses line up in stripes: all the agents come back at the same moment.",
    "full-jitter": "Its crosses are spread out: each agent comes back at its own time.",
}
# The calls first, as the door's Try this asks: asked only which answered soonest, pupils crowned trying
# again at once.
TEN_TRY = [
    "First the calls: which way sends the most? Then the time: is one way both gentle on the tool and quick?",
    "Which agent tried again the most each way? Find it in the table, then find its row in the picture.",
    "Press Another run a few times. Does it still hold? Which numbers change?",
]
# The kiosk's: shorter (at 1024x768 in the 40 % longer test language its third point was below the
# screen's foot); the table and the picture are side by side there, the agent found in both at a glance.
TEN_TRY_KIOSK = [
    TEN_TRY[0],
    "Which agent tried again the most each way?",
    TEN_TRY[2],
]

# --- lesson 3: load against waiting (the lab with the sweep)
LOAD_TAGLINE = Counted("<b>Load against waiting</b> (15 and up): {n:,} agent needs answers from one tool.",
                       "<b>Load against waiting</b> (15 and up): {n:,} agents need answers from one tool.")
LOAD_TAGLINE_CAPACITY = Counted("The tool accepts {n:,} call a second.", "The tool accepts {n:,} calls a second.")
LOAD_NOTICE = [
    "Every rule trades calls sent against waiting. Down and to the left is better: fewer calls, less waiting.",
    "<b>Exponential backoff</b> hardly changes its calls as the longest wait grows; a longer one only makes "
    "agents wait longer.",
    "<b>Backoff with jitter</b> sends fewer calls as the longest wait grows, while the typical agent barely waits longer.",
    "The bars show the middle half of the runs: jitter varies from run to run, the other two never do.",
]
# After LOAD_NOTICE at the desk, where 'Try this' asks why retrying every 1 s does so well (the kiosk has no
# pause setting and never asks): pupils were left believing it beats jitter. Its figures are the sweep's on screen
# (a sweep for 731 agents once kept the story's 200): {capacity} the tool's calls a second, {sum} the calls every
# 1 s ("200 + 180 + … + 20 = 1,100": the agents still waiting each second, or just the total), {usual} every 0.1 s.
LOAD_NOTICE_ONE_SECOND = (
    "<b>Retry immediately, every 1 s</b> does well here only because this tool counts calls in whole seconds: "
    "each refused agent calls again in the tool's next second, so the tool takes {capacity} every second and is "
    "never idle ({sum} calls). At its usual pace, every 0.1 s, the same rule sent {usual} calls. "
    "A wait that fits one tool's clock is luck, not a rule for every tool.")
# After LOAD_NOTICE_ONE_SECOND when its curve on screen is out of date (the crowd or the tool changed since):
# whose figures they are ({agents:,} and {capacity}: the sweep's own).
LOAD_NOTICE_FIGURES_STALE = ("<i>These figures are the sweep's on screen (agents: {agents:,}; the tool accepts {capacity} "
                             "a second), out of date for your settings: press Run the sweep for yours.</i>")
# The same, while the sweep on screen has no point for every 1 s or every 0.1 s (running, stopped): no figures.
LOAD_NOTICE_ONE_SECOND_PLAIN = (
    "<b>Retry immediately, every 1 s</b> does well here only because this tool counts calls in whole seconds: "
    "each refused agent calls again in the tool's next second, so the tool is full every second and never idle. "
    "At its usual pace, every 0.1 s, the same rule sends many times as many calls. "
    "A wait that fits one tool's clock is luck, not a rule for every tool.")
# Counts what a pupil can see and do, named as the panel names it ("1 of 3 so far" read as points or steps;
# "0 of its 4 rules" beside three rule buttons read as a rule missing): each rule button, and the Randomness
# in the wait slider between 0 and 1, the chart's fourth curve ({total}: the four).
LOAD_NOTICE_ASK = ("Add my point with each of the three rule buttons, and once with Randomness in the wait between 0 "
                   "and 1 ({done} of these {total} tried so far), and say what you expected before each one lands.")
# In this order, each step from where the one before left the panel (core/screens/lessons.py LOAD_TRY_STEPS):
# the figures docs/teachers.md gives, and a point for each of the three rules the progress counts.
LOAD_TRY = [
    "Add my point for Exponential backoff, then with Randomness in the wait at 0.25: how much does a little "
    "randomness help?",
    "Choose Backoff with jitter, set Longest wait to 5 s (Advanced), press Add my point. Where does it land?",
    "Retry immediately, every 1 s: why is it so good here? (Hint: the tool counts calls in whole seconds.)",
    "Change the capacity or the agents and press Run the sweep again. Does the best rule change?",
]

# The museum floor has no Advanced section and no pause slider: only what a visitor can reach.
# Short: in the 40 % longer test language at 1024x768 the kiosk's page has no line to spare.
LOAD_TRY_KIOSK = [
    "Choose Backoff with jitter and press Add my point. Where does your star land?",
    "Set Randomness in the wait to 0.25 and press Add my point. Does a little randomness help?",
    "Press Add my point for Exponential backoff, then for Retry immediately. Which star is lowest and furthest left?",
    "Change the capacity or the agents, then press Run the sweep again. Does the best rule change?",
]

# --- the sweep (the lab's "Load against waiting" tab)
SWEEP_RUN = "Run the sweep"
SWEEP_RUN_TIP = "Simulate every point of the chart for the current crowd and tool. You can keep using the lab meanwhile."
SWEEP_CANCEL = "Stop"
SWEEP_CANCEL_TIP = "Stop the sweep. The points already worked out stay on the chart."
SWEEP_ADD = "Add my point"
SWEEP_ADD_TIP = "Put the settings on the left (rule, longest wait, pause and all) on the chart as a star."
SWEEP_CLEAR = "Clear my points"
SWEEP_CLEAR_TIP = "Take your own points off the chart."
# 'Clear my points' asks first: a keyboard pupil's stray Space took their points with no way back.
SWEEP_CLEAR_ASK_TITLE = "Clear my points?"
SWEEP_CLEAR_ASK = Counted("Take your {n} point off the chart? It cannot be brought back.",
                          "Take your {n} points off the chart? They cannot be brought back.")
SWEEP_CLEAR_KEEP = "Keep them"
SWEEP_SAVE = "Save sweep (CSV)"
SWEEP_SAVE_TIP = "Save every point of the chart, with its quartiles, as a CSV file in your Documents folder."
SWEEP_PROGRESS_FORMAT = "%p%"
SWEEP_PROGRESS_NAME = "Sweep progress"
# The progress bar of a finished sweep the settings have moved away from (never "100%").
SWEEP_PROGRESS_STALE = "Out of date"
# Some curves of a finished sweep no longer hold ({n}: how many); nothing is running, so no percentage.
SWEEP_PROGRESS_STALE_SOME = Counted("{n} curve out of date", "{n} curves out of date")
# A sweep stopped by Stop: how far it got (%p is Qt's percentage; keep "%p%" as it is).
SWEEP_PROGRESS_STOPPED = "Stopped at %p%"
SWEEP_NOT_RUN = "Press Run the sweep to fill the chart."
# Counted by the runs ({n}); the other numbers are named, so no word agrees with them.
# No roll of the dice (the seed) on a pupil's screen: the sweep's CSV and the teachers' notes have it.
SWEEP_RUNNING = Counted("Working out the points ({points}), {n} run each; agents: {agents:,}; the tool accepts "
                        "{capacity} a second…",
                        "Working out the points ({points}), {n} runs each; agents: {agents:,}; the tool accepts "
                        "{capacity} a second…")
SWEEP_DONE = Counted("Each point: the middle of {n} run (agents: {agents:,}; the tool accepts {capacity} a second). "
                     "Bars: the middle half of the runs.",
                     "Each point: the middle of {n} runs (agents: {agents:,}; the tool accepts {capacity} a second). "
                     "Bars: the middle half of the runs.")
SWEEP_CANCELLED = "Sweep stopped after {done} points. Press Run the sweep to start it again."
SWEEP_FAILED = "The sweep could not finish: {reason}"
SWEEP_STALE = "The settings have changed since this sweep. Press Run the sweep to redo it for the new settings."
# Only some curves no longer hold (the longest wait changed: the randomness curve is drawn at it); {curves}
# names them (each with its key's mark), and is counted by how many ({n}).
SWEEP_STALE_SOME = Counted("Out of date for your settings: {curves} (drawn faint). The other curves still hold. "
                           "Press Run the sweep to redo just that curve.",
                           "Out of date for your settings: {curves} (drawn faint). The other curves still hold. "
                           "Press Run the sweep to redo just those curves.")
SWEEP_ADDING = "Working out your point: {rule}, {runs} runs…"
# Counted by the calls your point sent ({n}).
# Whose figures: the middle of the point's runs, as the curves (the status line's are one typical run:
# 415 calls there beside "your point: 414 calls" passed without a word).
SWEEP_ADDED = Counted("Your point {number}, the middle of {runs}: {rule}, {n:,} call, typical agent served at "
                      "{typical:.1f} s, last at {last:.1f} s.",
                      "Your point {number}, the middle of {runs}: {rule}, {n:,} calls, typical agent served at "
                      "{typical:.1f} s, last at {last:.1f} s.")
# Your point for settings (agents, the tool, the rule's own) other than the curves were drawn for.
SWEEP_ADDED_OFF = Counted("Your point {number}, the middle of {runs}: {rule}, {n:,} call. It does not belong on these "
                          "curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.",
                          "Your point {number}, the middle of {runs}: {rule}, {n:,} calls. It does not belong on these "
                          "curves: they were drawn for other settings. Press Run the sweep to redraw them for yours.")
SWEEP_TITLES = {"typical_served": "Load against the typical agent's wait",
                "last_served": "Load against the last agent's wait"}
SWEEP_X = "calls sent (load)"
# On the plots themselves, short: one line in every language at 1024x768, where the longer titles above
# took two lines and cut the value axis' title (its title says whose wait, the axis says it is a wait).
SWEEP_PLOT_TITLES = {"typical_served": "The typical agent", "last_served": "The last agent"}
SWEEP_Y = {"typical_served": "wait (s)", "last_served": "wait (s)"}
# Each curve's range as swept for the settings on screen (a first wait of 1 s leaves out 0.5 s).
SWEEP_SERIES = {
    "immediate": "Retry immediately, every {low:g} to {high:g} s",
    "exponential": "Exponential backoff, longest wait {low:g} to {high:g} s",
    "full-jitter": "Backoff with jitter, longest wait {low:g} to {high:g} s",
    "jitter": "Randomness in the wait, {low:g} to {high:g} (at a longest wait of {cap:g} s)",
    "yours": "Your points",
}
SWEEP_POINT_INTERVAL = "every {value:g} s"
SWEEP_POINT_CAP = "longest wait {value:g} s"
SWEEP_POINT_JITTER = "randomness {value:g}"
# A curve's end in short (a pause or a longest wait), where its full label has no room: its colour and
# the key above the chart say which curve.
SWEEP_POINT_SECONDS = "{value:g} s"
SWEEP_POINT_YOURS = "you {number:g}"
# Your point where even "you 2" finds no room among crowded stars: the key's mark and its number, named by the
# key's "★ Your points" (a bare "2" beside a star, by "you 1", was not read as the pupil's point 2).
SWEEP_POINT_YOURS_STAR = "★{number:g}"
# Your point worked out for other settings than the curves on screen (a hollow star).
SWEEP_POINT_YOURS_OFF = "you {number:g}, other settings"
SWEEP_SYMBOLS = {"immediate": "■", "exponential": "▲", "full-jitter": "●", "jitter": "◆", "yours": "★"}
SWEEP_EXPLAIN = ("Each backoff curve runs from a longest wait of 0.5 s to one of 40 s. Retry immediately never backs "
                 "off, so it has no longest wait: its curve is its pause between tries, 0.05 s to 2 s. Randomness in the "
                 "wait mixes the two backoff rules (0 = exponential backoff, 1 = backoff with jitter) at your longest wait. "
                 "Both axes are log scales: equal "
                 "distances are equal ratios (1,000 to 2,000 is as far as 5,000 to 10,000). "
                 "That curve is worked out by a slower simulation that uses different random "
                 "numbers, so randomness 1 and backoff with jitter at the same longest wait differ a little. "
                 "Each point is the median of its runs and the bars are the quartiles (the middle half of the "
                 "runs); the roll of the dice is the random seed.")
WHAT_SWEEP = "the sweep"

# --- the lab's tabs
TIMELINE_THINNED = " (so many calls: 1 in {k} refused calls is drawn)"
VIEW_TABS = {"plots": "Calls and answers", "compare": "Side by side", "timeline": "Timeline",
             "crowd": "Crowd at the door", "sweep": "Load and waiting", "brooker": "Brooker's study"}
VIEW_TAB_TIPS = {
    "plots": "Calls to the tool in each bar and when agents got their answer.",
    "compare": "Waiting in step above, your rule below, on one time line: watch the herd and the steady band together.",
    "timeline": "One row per agent, one mark per call: green accepted, red refused.",
    "crowd": "Every agent as a dot at the tool's door, replayed in time.",
    "sweep": "Calls sent against waiting for every rule, over a range of settings.",
    "brooker": "Marc Brooker's 2015 study of backoff and jitter: write calls against the number of clients.",
}

SLIDER["door_agents"] = ("How many friends", "", "How many friends are in the crowd at the door (20 to 50).")

SHORTCUTS += [
    ("Ctrl+L", "All lessons (the start screen)"),
    ("F5", "Lesson: The door (ages 8 to 11)"),
    ("F6", "Lesson: Ten agents (ages 11 to 15)"),
    ("F7", "Lesson: Load against waiting (15 and up)"),
    ("F8", "Free play (the whole lab)"),
    ("1, 2, 3, 4", "On the start screen: choose a lesson"),
    ("Ctrl+Tab, Ctrl+Shift+Tab", "In the lab: next or previous view (plots, timeline, crowd, sweep, Brooker)"),
    ("Ctrl++, Ctrl+-, Ctrl+0", "Bigger, smaller, normal size (projector mode; View menu)"),
    ("Alt+Shift+Right, Alt+Shift+Left", "In the lab: the plots wider or narrower beside the settings"),
    ("Alt+Shift+Down, Alt+Shift+Up", "In the lab: the load plot taller or shorter above the histogram"),
    ("Space or Enter", "Press the button with the focus"),
    # 'P' for point: the lesson asks for Add my point four times, and its button is ~23 Tabs from the rules.
    # Last, so each row before keeps its place (a catalogue's entries are keyed by the row's number).
    ("Ctrl+P", "Add my point (Load against waiting)"),
]
# The splitter handles' keyboard way (View menu; gui/access/splitter_keys.py), and what is said after each step.
SPLIT_ACTIONS = {
    "wider": "Plots wider",
    "narrower": "Plots narrower",
    "taller": "Load plot taller",
    "shorter": "Load plot shorter",
}
SPLIT_SAID = {
    "wider": "The plots take {share:.0f}% of the width.",
    "narrower": "The plots take {share:.0f}% of the width.",
    "taller": "The load plot takes {share:.0f}% of the plots' height.",
    "shorter": "The load plot takes {share:.0f}% of the plots' height.",
}

# ------------------------------------------------------ Brooker's experiment
BROOKER_INTRO = (
    "In 2015 Marc Brooker of AWS tested retry rules on a shared record: each client reads it, then writes it "
    "back; a write fails if someone else wrote first, and that client backs off and starts again. Every "
    "message takes about 10 ms. Which rule gets every client's write through with the fewest calls?"
)
BROOKER_NAMES_TIP = (
    "Brooker's own names: 'no backoff' is what this lab calls Retry immediately, 'full jitter' is Backoff with "
    "jitter."
)
BROOKER_RUN = "Run the experiment"
BROOKER_RUN_TIP = "10 to 190 clients, five rules. It runs in the background; the lab stays usable."
BROOKER_STOP = "Stop"
BROOKER_RUNS_SUFFIX = " runs each"
BROOKER_RUNS_TIP = "How many runs each point is the average of."
BROOKER_RUNNING = "Running Brooker's experiment…"
BROOKER_STOPPED = "Stopped. Press Run the experiment to start again."
BROOKER_FAILED = "The experiment did not finish: {reason}"
# Two sentences, counted by the runs and by the clients; the write calls follow a label.
BROOKER_DONE = Counted("Average of {n} run a point.", "Average of {n} runs a point.")
BROOKER_DONE_CALLS = Counted(
    "With {n} client, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, "
    "backoff with jitter {full:,.0f}.",
    "With {n} clients, write calls: retry immediately {none:,.0f}, exponential backoff {exp:,.0f}, "
    "backoff with jitter {full:,.0f}.",
)
BROOKER_CALLS_TITLE = "Write calls until every client has written"
BROOKER_CALLS_Y = "write calls"
BROOKER_TIME_TITLE = "Time until the last client has written"
BROOKER_TIME_Y = "time (s)"  # a time, labelled as every time axis in the lab is
BROOKER_X = "clients"
BROOKER_RULES = {
    "none": "Retry immediately",
    "exponential": "Exponential backoff",
    "full-jitter": "Backoff with jitter",
    "equal-jitter": "Equal jitter",
    "decorrelated-jitter": "Decorrelated jitter",
}

# ------------------------------------------------ the real storm (library presets)
PRESET_LABELS = {
    "tenacity-no-wait": "tenacity, no wait (its default)",
    "tenacity-exponential": "tenacity wait_exponential(1, min 4, max 10)",
    "tenacity-random-exponential": "tenacity wait_random_exponential(1, max 60)",
    "backoff-expo": "backoff.expo (backoff with jitter, its default)",
    "urllib3-backoff": "urllib3 Retry(backoff_factor=0.5)",
    "urllib3-jitter": "urllib3 Retry(backoff_factor=0.5, backoff_jitter=1)",
    "urllib3-retry-after": "urllib3 Retry obeying Retry-After",
    "botocore-standard": "botocore standard mode (AWS SDKs)",
    "grpc-backoff": "gRPC backoff (1 s, x1.6, jitter 0.2, max 120 s)",
}
RULE_LABELS.update(PRESET_LABELS)
CHOICE_ITEMS["other_rule"].update({name: "Library: " + label for name, label in PRESET_LABELS.items()})
VIEW_TABS["storm"] = "Real storm"
VIEW_TAB_TIPS["storm"] = ("Real retry libraries against a real rate-limited server on this computer, "
                          "drawn beside the model.")
# Three sentences, counted by the calls a second, the clients and the speed.
STORM_INTRO = Counted(
    "Does the retry code people really use make a herd? This tab starts a small web server on this computer "
    "(127.0.0.1 only) that accepts {n} call a second and refuses the rest.",
    "Does the retry code people really use make a herd? This tab starts a small web server on this computer "
    "(127.0.0.1 only) that accepts {n} calls a second and refuses the rest.",
)
STORM_INTRO_CLIENTS = Counted("Then {n} real client calls it, retrying with the library you choose.",
                              "Then {n} real clients call it at once, each retrying with the library you choose.")
STORM_INTRO_TIME = Counted(
    "Time runs at the story's own speed ({n}x); every figure is given in story time. The model's prediction "
    "for the same crowd is drawn beside it.",
    "Time runs {n} times faster; every figure is given in story time. The model's prediction for the same "
    "crowd is drawn beside it.",
)
STORM_LIBRARY = "Library"
# No repository path (docs/rules.md lists the sources): a packaged lab's user has no docs/ folder.
STORM_LIBRARY_TIP = "The retry library and settings the clients use."
STORM_AGENTS = "Agents"
STORM_AGENTS_TIP = "How many real clients call at once (10 to 300), one thread each."
STORM_CAPACITY = "Capacity"
STORM_CAPACITY_TIP = "Calls the server accepts each story second (1 to 50)."
STORM_SCALE = "Time x"
STORM_SCALE_TIP = ("How many times faster than the story the storm runs (1 to 20). Faster is quicker to watch "
                   "but this computer's own delays count for more.")
STORM_RUN = "Run the real storm"
STORM_RUN_TIP = "Starts the server and the clients. Takes a few seconds; the lab stays usable."
STORM_CANCEL = "Cancel"
STORM_EMPTY = ("This chart will show a real storm on this computer: a real server that accepts a few calls a second, "
               "real clients retrying with a real library, and the model's calls each second beside them.")
STORM_EMPTY_RUNNING = "The real storm is running: the chart appears when it is over."
STORM_READY = "Choose a library and press Run the real storm."
STORM_RUNNING = Counted("Real storm: {done} of {n} agent done; story time {story:.0f} s…",
                        "Real storm: {done} of {n} agents done; story time {story:.0f} s…")
STORM_CANCELLING = "Cancelling: stopping the agents and closing their connections…"
STORM_CANCELLED = "Cancelled. Everything is shut down; press Run the real storm to start again."
STORM_CANCELLED_ASLEEP = Counted(
    "Cancelled. Every connection is closed; {n} agent is still asleep inside its retry library and ends as soon "
    "as it wakes (it sends nothing more).",
    "Cancelled. Every connection is closed; {n} agents are still asleep inside their retry library and end as "
    "soon as they wake (they send nothing more).",
)
STORM_FAILED = "The real storm did not finish: {reason}"
# Failed before t = 0 (no agent had started: a connection, a thread or the server could not open).
STORM_NOT_STARTED = "The real storm could not start: {reason}"
STORM_MISSING = ("This copy of the lab was built without {modules}, so these libraries cannot run for real here: "
                 "{names}. Their model presets are in Advanced, Other retry rules.")
STORM_NONE = "This copy of the lab has none of the retry libraries, so it cannot run a real storm."
STORM_CHART_TITLE = "Calls each second: the real storm and the model"
STORM_CHART_Y = "calls each second"  # the load plot's quantity, in its words
STORM_CHART_X = "story seconds"
STORM_REAL = "Real storm"
STORM_MODEL = "Model"
# Counted by the model's runs; the calls and times follow labels, so no word agrees with them.
STORM_DONE = Counted(
    "{library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} run); last agent served, "
    "real {real_last}, model {model_last}. {agreement}",
    "{library}: calls sent, real {real_calls:,}, model {model_calls:,} (median of {n} runs); last agent served, "
    "real {real_last}, model {model_last}. {agreement}",
)


# A time in the storm's report, or the word when nobody was served.
STORM_SECONDS = "{value:.1f} s"
STORM_NONE_SERVED = "none served"
# Reality against the model (storm_agreement below): whole sentences, each gap
# said by one of the phrases after them.
STORM_AGREE_NOBODY = "Reality and the model cannot be compared: one of them served nobody."
STORM_AGREE = {
    "close": "Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last}.",
    "rough": "Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last}.",
    "apart": "Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last}.",
}
STORM_AGREE_TYPICAL = {
    "close": ("Reality and the model agree closely: the real clients sent {calls}, the last agent was served {last} "
              "and the typical agent {typical}."),
    "rough": ("Reality and the model agree roughly: the real clients sent {calls}, the last agent was served {last} "
              "and the typical agent {typical}."),
    "apart": ("Reality and the model differ a lot: the real clients sent {calls}, the last agent was served {last} "
              "and the typical agent {typical}."),
}
STORM_GAP = {
    "same": "about the same (within {gap:.0%})",
    "more_calls": "{gap:.0%} more calls",
    "fewer_calls": "{gap:.0%} fewer calls",
    "later": "{gap:.0%} later",
    "sooner": "{gap:.0%} sooner",
}
STORM_GAP_INSIDE_CALLS = "{gap} (inside the model's own spread over {runs} runs, {low:,.0f} to {high:,.0f})"
STORM_GAP_INSIDE_SECONDS = "{gap} (inside the model's own spread over {runs} runs, {low:.1f} to {high:.1f} s)"
STORM_FIRST_CALLS_SPREAD = ("Real clients cannot all call at the same instant: on this computer their first calls "
                            "took {spread:.1f} story seconds, not 0, and that spread acts like extra jitter.")
STORM_FIRST_CALLS_SPREAD_UNKNOWN = ("Real clients cannot all call at the same instant: this computer spreads the "
                                    "crowd out, and that acts like extra jitter.")


def storm_seconds(v: float, words=None) -> str:
    """``words``: the module the sentences come from (the window passes its
    translated view, gui/i18n/words.py; the command line keeps English)."""
    import sys

    words = words or sys.modules[__name__]
    return words.STORM_NONE_SERVED if v != v else words.STORM_SECONDS.format(value=v)


def storm_agreement(gaps: dict, first_call_spread: float | None = None, inside: dict | None = None,
                    runs: int = 0, words=None) -> str:
    """Reality against the model in plain words: ``gaps`` is (real - model) / model
    per figure, ``inside`` the figures whose real value lies within the model's
    own run-to-run range (with that range), ``first_call_spread`` how long the
    real crowd took to make its first calls (story seconds). ``words`` as for
    storm_seconds."""
    import math
    import sys

    words = words or sys.modules[__name__]
    inside = inside or {}
    calls, last, typical = gaps.get("calls", math.nan), gaps.get("last_served", math.nan), gaps.get("typical_served", math.nan)
    if any(math.isnan(g) for g in (calls, last)):
        return words.STORM_AGREE_NOBODY
    # A figure inside the model's own spread agrees as well as two model runs do.
    worst = max(0.0 if key in inside else abs(g) for key, g in (("calls", calls), ("last_served", last)))
    verdict = "close" if worst <= 0.15 else "rough" if worst <= 0.3 else "apart"
    phrases = words.STORM_GAP

    def how(key: str, g: float, more: str, fewer: str) -> str:
        said = phrases["same" if abs(g) < 0.05 else more if g > 0 else fewer].format(gap=abs(g))
        if key in inside and abs(g) >= 0.05:
            low, high = inside[key]
            inside_words = words.STORM_GAP_INSIDE_CALLS if key in ("calls", "refused") else words.STORM_GAP_INSIDE_SECONDS
            said = inside_words.format(gap=said, runs=runs, low=low, high=high)
        return said

    said = {"calls": how("calls", calls, "more_calls", "fewer_calls"), "last": how("last_served", last, "later", "sooner")}
    if math.isnan(typical):
        text = words.STORM_AGREE[verdict].format(**said)
    else:
        text = words.STORM_AGREE_TYPICAL[verdict].format(typical=how("typical_served", typical, "later", "sooner"), **said)
    if calls < -0.15:
        spread = (words.STORM_FIRST_CALLS_SPREAD.format(spread=first_call_spread) if first_call_spread
                  else words.STORM_FIRST_CALLS_SPREAD_UNKNOWN)
        text += " " + spread
    return text

# ---- Reliability: saving on close, the watchdog, refused sizes
SAVE_BUSY = "the calls of an earlier save are still being written; try again when it says Saved"
SAVING_ON_CLOSE_TITLE = "Saving before closing"
SAVING_ON_CLOSE = Counted("Saving… the {n:,} call to {name} before the lab closes.",
                          "Saving… all {n:,} calls to {name} before the lab closes.")
SAVING_ON_CLOSE_SKIP = "Close without them"
NOT_SAVED_ON_CLOSE = ("The calls were NOT saved: {path} was not finished when the lab closed "
                      "({calls:,} calls). The table was saved. Save data again to get them.")
ANIMATION_NOT_SAVED_ON_CLOSE = ("The animation was NOT saved: {path} was not finished when the lab closed. "
                                "Save the animation again to get it.")
CROWD_PREPARING = "Getting the crowd ready: sorting {calls:,} calls by agent…"
# ------------------------------------------------- the kiosk's attract loop
# Read from two metres: few words, big; captions sit beside the pictures.
ATTRACT_HEADLINE = Counted("{n} person needs an answer. The door lets in {capacity} a second.",
                           "{n} people need an answer at the same moment. The door lets in {capacity} a second.")
ATTRACT_QUESTION = "Turned away, how long should each one wait before trying again?"
# Under the question, for a visitor who has seen nothing yet: the crowd a touch starts them with (the door
# lesson's) is smaller ({n}: its people, {capacity}: its door's people let in a second).
ATTRACT_BIGGER = Counted("When you try it yourself, you start with a smaller crowd: {n} person at a door that "
                         "lets in {capacity} a second.",
                         "When you try it yourself, you start with a smaller crowd: {n} people at a door that "
                         "lets in {capacity} a second.")
# The rules by the names the door lesson gives them (a visitor meets both in
# the kiosk), with the lab's own name once, for the free play beside it.
ATTRACT_CAPTION = {
    "exponential": ("Wait longer each time",
                    "Each time, everyone waits twice as long, all the same wait, so they come back together "
                    "and are turned away together, again and again. (In the lab: exponential backoff.)"),
    "full-jitter": ("Wait a random time",
                    "They come back spread out, and the door stays busy letting them in. "
                    "(In the lab: backoff with jitter.)"),
}
# While a crowd still knocks, counted by the people answered so far ({n}). No running count of knocks:
# the waiting-longer crowd has knocked less than the random-wait crowd for most of its run (it is
# waiting), and only its total, said when it is done, is the fair comparison.
ATTRACT_CLOCK = Counted("{now:.0f} s: {n} of {agents} answered so far",
                        "{now:.0f} s: {n} of {agents} answered so far")
ATTRACT_DONE = Counted("In this one run, all {agents} answered after {last:.1f} s, with {n:,} knock",
                       "In this one run, all {agents} answered after {last:.1f} s, with {n:,} knocks")
# The two runs on screen, not the middle of 50 (the lab's headline, 5.2 where this said 5.3 without a word).
ATTRACT_SOONER = "{times:.1f} times sooner in this run than waiting longer each time!"
# The done line and, once both are done, how many times sooner: two sentences, each language
# ending the first its own way (Urdu with "۔").
ATTRACT_DONE_SOONER = "{done}. {sooner}"
ATTRACT_PACE = "(both shown {factor:.0f}x faster)"
ATTRACT_PACE_REAL = "(shown at real speed)"
ATTRACT_VIEW = {"crowd": "Each dot is a person at the door",
                "timeline": "Each row is a person; a cross is a knock turned away, a dot a knock let in"}
ATTRACT_INVITE = "Touch the screen to try it yourself"
# The attract loop's own pause: it stops the moving pictures without waking the kiosk.
ATTRACT_PAUSE = "❚❚ Pause"
ATTRACT_RESUME = "▶ Play"
ATTRACT_PAUSE_TIP = "Stop the moving pictures (space bar); touch anywhere else to try it yourself."
# The kiosk has no keyboard: only what a visitor can touch ({play}: the button's words, ATTRACT_RESUME).
ATTRACT_PAUSED_NOTE = "Paused: touch {play} to go on"
ATTRACT_TIMELINE_Y = "person"
# The kiosk's start screen, where a visitor coming from the attract loop and the door (people, a door,
# knocks) meets the lab's words: the one bridge between them, said once, plainly.
KIOSK_START_INTRO = ("“The door” tells the story with friends at a door. The other lessons tell it as computers "
                     "live it: the friends are computer helpers called agents, the door is a busy tool, and a knock "
                     "is a call. Choose a lesson.")
# The floor has no keyboard hints (docs/museums.md): only the touch way back.
KIOSK_START_FOOTER = "Each lesson starts ready to use. ◀ All lessons brings you back here."
KIOSK_TOO_SMALL = "the kiosk page needs {need}, more than the {size} screen"
KIOSK_MORE = "{what}: more"
KIOSK_LESS = "{what}: less"
# The finger-wide scroll bar beside free play's settings (the kiosk at 1024x768), for a screen reader.
KIOSK_SCROLL_SETTINGS = "Scroll the settings"
