"""Translation: the window's words in the visitor's language (Qt's tr() way).

words.py is the translating view of resources/strings.py that the window's
modules import; languages.py finds, installs and names the languages;
catalogue.py (no Qt) keeps the .ts catalogues in resources/i18n/ up to date
and checks them (`make translations`, tests/gui/i18n/).
"""
