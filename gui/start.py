"""`wallasey`'s first module: a stop signal is handled from here on (see
cli/start.py: nothing else is imported before the handler is in place)."""

from wallasey_lab.cli.start import install_while_starting, run


def main():
    install_while_starting("wallasey")

    def load():
        from wallasey_lab.gui.app import main as window_main

        return window_main()

    return run("wallasey", load)
