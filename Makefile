# make install [PREFIX=/usr/local] [DESTDIR=]: a release build of alertlint, copied into PREFIX/bin.
# On Linux the Swift runtime and Foundation are linked in, so the binary runs without a toolchain.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift

BUILD_FLAGS = -c release --product alertlint
ifeq ($(shell uname),Linux)
BUILD_FLAGS += --static-swift-stdlib
endif

.PHONY: build install uninstall

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/alertlint" "$(BINDIR)/alertlint"

uninstall:
	rm -f "$(BINDIR)/alertlint"
