# Two commands do all set-up: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test lint bench table package package-check install-desktop clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed, found " + sys.version.split()[0])'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip "setuptools>=68,<81" wheel
	$(BIN)/python -m pip install --quiet -e '.[test,storm]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/wallasey

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check .

table: $(STAMP)
	$(BIN)/wallasey-sim table

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
