"""Hearing a run: its calls as sound (sonify), the WAV file, and what a
listener would measure of it (numpy and the standard library, no Qt)."""
