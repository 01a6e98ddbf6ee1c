"""Timing the DfT road traffic API politely.

``dft.measure`` holds the client (it imports ``requests``); ``dft.options``
its limits and checks; ``dft.cli`` the ``wallasey-sim measure`` subcommand.
Nothing here imports Qt, and ``core`` never imports ``dft``.
"""
