"""Placeholder until the measure client lands (issue 4)."""


def add_measure_arguments(parser):
    pass


def cmd_measure(args) -> int:
    from cli.options import fail

    return fail("wallasey-sim measure", "measuring the API is not built yet", status=1)
