"""``python -m app``: ``rules-server serve`` (apply the migrations, then serve), or any other command."""

from __future__ import annotations

import sys

from app.cli import main as command_line


def main() -> None:
    command_line(sys.argv[1:] or ["serve"])


if __name__ == "__main__":
    main()
