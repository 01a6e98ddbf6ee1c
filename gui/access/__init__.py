"""Accessibility: charts named and described for screen readers, announcements, the screen summary, named controls."""
