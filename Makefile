# Build and install the strata executable: `make install PREFIX=/usr/local` (the default prefix).
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift

.PHONY: build install uninstall

build:
	$(SWIFT) build -c release --product strata

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/strata" "$(DESTDIR)$(BINDIR)/strata"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/strata"
