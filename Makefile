# Prompt-Play: `make run` serves everything, `make test` runs every test tier.
SHELL := /bin/bash
.DEFAULT_GOAL := help

VENV := .venv
PY := $(VENV)/bin/python
PP := $(VENV)/bin/promptplay
WEB_SOURCES := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/vite.config.ts web/tsconfig.json
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

.PHONY: help install build run test test-api test-api-sqlite test-api-postgresql test-fuzz test-web test-e2e bench lint system-deps clean types check-types

help:
	@echo "make run    install what is missing, build the site, migrate, load demo data, serve :8000"
	@echo "make test   every test: API (SQLite, and PostgreSQL/Redis when TEST_DATABASE_URL/TEST_REDIS_URL are set), fuzz, web unit, browser"
	@echo "make bench  ratios: identity calls to the trivial route, ledger writes to pgbench (PostgreSQL), sockets; an active promotion to none; income; wheel spins to ledger postings; the dashboard over 1,000,000 ledger entries to their count(*); the login page's JavaScript weight per layout; Lighthouse per layout"
	@echo "make lint   ruff, the TypeScript check and ESLint (import boundaries)"

$(VENV)/.synced: pyproject.toml uv.lock
	@command -v uv >/dev/null 2>&1 || python3 -m pip install --quiet uv==0.13.8
	uv sync --frozen --quiet
	@touch $@

web/node_modules/.installed: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

web/dist/index.html: web/node_modules/.installed $(WEB_SOURCES)
	cd web && npm run build

install: $(VENV)/.synced web/node_modules/.installed

build: install web/dist/index.html

run: build
	$(PP) run

# Debian's Chromium and a Thai font for the browser tests (never a downloaded browser).
system-deps:
	@if [ ! -x /usr/bin/chromium ] || ! dpkg -s fonts-thai-tlwg >/dev/null 2>&1; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium fonts-thai-tlwg >/dev/null; \
	  else echo "browser tests need Debian's chromium and fonts-thai-tlwg: apt-get install chromium fonts-thai-tlwg"; exit 1; fi; \
	fi

test: build system-deps test-api test-fuzz test-web test-e2e

# With PostgreSQL, one process per backend, one after the other: a test's id names its backend,
# so `-k` splits them with nothing run twice or left out. Two shorter sessions take well under
# the time of one that carries both backends' apps, agents and sweepers to its end; side by side
# they would only race each other's timings on a small machine.
test-api: install
ifdef TEST_DATABASE_URL
	$(MAKE) --no-print-directory test-api-sqlite test-api-postgresql
else
	$(PY) -m pytest server/tests -m "not fuzz"
endif

test-api-sqlite test-api-postgresql: test-api-%: install
	$(PY) -m pytest server/tests -m "not fuzz" -k "$(if $(filter sqlite,$*),not postgresql,postgresql)"

# Schemathesis over every operation of /api/openapi.json, in process (FUZZ_EXAMPLES, FUZZ_SEED).
test-fuzz: install
	$(PY) -m pytest server/tests/fuzz -m fuzz

# The site's wire types, generated from the server's OpenAPI document (no server, no database).
types: install
	cd web && npm run --silent types

# Fails while web/src/types/openapi.ts is not what the server's code declares: `make types`.
check-types: install
	cd web && npm run --silent types:check

test-web: install check-types
	cd web && npm run lint
	cd web && npm test

test-e2e: build system-deps
	cd web && npm run e2e

bench: build
	@command -v wrk >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq wrk >/dev/null)
	$(PY) bench/http_bench.py
	$(PY) bench/money_bench.py
	$(PY) bench/ws_bench.py
	$(PY) bench/games_bench.py
	$(PY) bench/promotions_bench.py
	$(PY) bench/income_bench.py
	$(PY) bench/engagement_bench.py
	$(PY) bench/dashboard_bench.py
	$(PY) bench/site_bench.py
	cd web && CHROME_PATH=/usr/bin/chromium node scripts/lighthouse.mjs

lint: install
	$(VENV)/bin/ruff check server bench
	$(VENV)/bin/ruff format --check server bench
	cd web && npm run typecheck
	cd web && npm run lint

clean:
	rm -rf web/dist web/test-results var/e2e.db*
