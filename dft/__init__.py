"""Timing the DfT road traffic API politely.

``dft.measure`` runs a measurement (it imports ``requests``), from
``dft.http_client`` (the polite GET and pauses), ``dft.answers`` (reading
the API's answers), ``dft.records`` (what is kept) and ``dft.words`` (the
lines people read); ``dft.options`` holds its limits and checks;
``dft.cli`` the ``wallasey-sim measure`` subcommand.
Nothing here imports Qt, and ``core`` never imports ``dft``.
"""
