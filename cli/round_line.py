"""A class round's last JSON line for a stop that comes before the round is
ready. The programs' earliest signal handlers print it (cli/start.py), so
this module imports nothing at all: it may load before any handler is in
place without delaying it."""


def round_stopped_line(args, signum: int):
    """A class round's last JSON line when a stop comes before it is ready (``args``: the
    command line after the program's name), or None for any other command. A later stop ends
    the round with its figures (cli/class_round_cmd.py); this one says no round was held:
    no pupil, no knock, no answer. Built by hand: nothing may be imported while starting."""
    command = next((a for a in args if not a.startswith("-")), None)
    if command != "class-round":
        return None
    why = "teacher" if signum == 2 else "closed"  # Ctrl-C is the teacher; SIGTERM and SIGHUP are not
    return ('{"event": "ended", "why": "' + why + '", "ready": false, "pupils": 0, "knocks": 0, "refused": 0, '
            '"model": null}\n')
