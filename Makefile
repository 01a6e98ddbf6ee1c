# Two commands do all set-up: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test lint bench table translations package package-check install-desktop clean

# The editable install is setuptools' strict mode: site-packages points at a
# tree of links (build/__editable__.*) to the repository's own files, so an
# editor's go-to-definition lands on core/, gui/, ... (tests/test_tools_follow.py).
# A link tree knows the files it was made with: MODULES lists them, and the
# install is redone when a module is added, moved or removed.
MODULES := $(VENV)/.modules
$(shell mkdir -p $(VENV) && find core gui cli dft storm resources -name '*.py' -o -name '*.svg' -o -name '*.png' -o -name '*.qss' -o -name '*.desktop' -o -name '*.qm' -o -name '*.ttf' -o -name '*.icns' -o -name '*.ico' | LC_ALL=C sort > $(MODULES).new && (cmp -s $(MODULES).new $(MODULES) || mv $(MODULES).new $(MODULES)); rm -f $(MODULES).new)

# build/ deleted by hand takes the link tree with it: install again.
$(if $(wildcard build/__editable__.*),,$(shell rm -f $(STAMP)))

$(STAMP): pyproject.toml $(MODULES)
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed, found " + sys.version.split()[0])'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip "setuptools>=68,<81" wheel
	rm -rf build/lib build/bdist.* build/__editable__.*
	$(BIN)/python -m pip install --quiet -e '.[test,storm]' --config-settings editable_mode=strict
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/wallasey

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n auto

lint: $(STAMP)
	$(BIN)/ruff check .

table: $(STAMP)
	$(BIN)/wallasey-sim table

# The catalogues (resources/i18n/*.ts) brought up to date with the word modules,
# and the shipped languages compiled to .qm (docs/translating.md).
translations: $(STAMP)
	$(BIN)/python -m wallasey_lab.gui.i18n.catalogue update

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_core.py

# ---- the one-folder app (PyInstaller): see packaging/README.md
PKG_STAMP := $(VENV)/.installed-package
DIST      := dist/wallasey
# install-desktop: where under PREFIX/share the app, menu entry and icons go (default ~/.local)
PREFIX    ?= $(HOME)/.local

# The `package` extra of pyproject.toml (PyInstaller), added to .venv without
# reinstalling the project itself.
$(PKG_STAMP): $(STAMP) pyproject.toml
	$(BIN)/python -c 'import tomllib; print("\n".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["optional-dependencies"]["package"]))' > $(VENV)/package-requirements.txt
	$(BIN)/python -m pip install --quiet -r $(VENV)/package-requirements.txt
	touch $(PKG_STAMP)

package: $(PKG_STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/wallasey.spec
	@du -sh $(DIST)

package-check: package
	$(BIN)/python packaging/check_bundle.py $(DIST)

install-desktop:
	test -x $(DIST)/wallasey || $(MAKE) package
	sh packaging/linux/install.sh --prefix '$(PREFIX)' $(DIST)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache
