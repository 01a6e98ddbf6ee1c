import pytest

from wallasey_lab.gui.i18n import languages


@pytest.fixture(autouse=True)
def english_again(qapp):
    """Each test leaves the lab speaking English, with no language handlers."""
    yield
    languages.forget_handlers()
    languages.install("en")
