"""Every word the lab shows a person, in one place, ready for translation.

Pure Python (no Qt): the command line and the window both read it.
"""

APP_NAME = "Wallasey Retry Lab"

# The three rules of the published story, in plain words.
RULE_LABELS = {
    "immediate": "Retry immediately",
    "exponential": "Exponential backoff",
    "full-jitter": "Backoff with jitter",
}

RULE_HELP = {
    "immediate": "A refused agent tries again after a fixed short pause (the retry interval).",
    "exponential": "A refused agent waits the backoff base, then twice as long after each refusal, up to the cap.",
    "full-jitter": "Like exponential backoff, but each agent waits a random time anywhere up to that growing limit.",
}

TABLE_HEADINGS = ("Retry rule", "Last agent served", "Calls sent", "Calls refused", "Typical agent served")


def rule_label(name: str) -> str:
    return RULE_LABELS.get(name, name)
