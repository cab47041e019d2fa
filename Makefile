# Build and install the strata executable: `make install PREFIX=/usr/local` (the default prefix).
# `make release` also packages it into dist/: a tarball and a SwiftPM artifact bundle (Scripts/make-artifactbundle).
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
DIST ?= dist
# More `swift build` options, the same for every target here (CI builds in a scratch folder of its own).
SWIFT_BUILD_FLAGS ?=

# On Linux the Swift runtime and Foundation are linked in, so the executable runs on a machine with no Swift
# toolchain. On macOS they are part of the system: a plain release build for the machine's architecture.
ifeq ($(shell uname -s),Linux)
STATIC_STDLIB := --static-swift-stdlib
endif

.PHONY: build install uninstall release

build:
	$(SWIFT) build -c release --product strata $(STATIC_STDLIB) $(SWIFT_BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path $(SWIFT_BUILD_FLAGS))/strata" "$(DESTDIR)$(BINDIR)/strata"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/strata"

release: build
	SWIFT="$(SWIFT)" Scripts/make-artifactbundle "$$($(SWIFT) build -c release --show-bin-path $(SWIFT_BUILD_FLAGS))/strata" "$(DIST)"
