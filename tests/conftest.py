import os

# Qt tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Logs, heartbeats and kiosk settings of a test never land in the user's own
# data folder (tests that need their own set WALLASEY_DATA_DIR themselves).
if "WALLASEY_DATA_DIR" not in os.environ:
    import tempfile

    os.environ["WALLASEY_DATA_DIR"] = tempfile.mkdtemp(prefix="wallasey-test-data-")
