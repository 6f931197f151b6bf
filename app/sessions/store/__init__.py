"""Where sessions live: the store protocol and its SQL implementation (SQLite or PostgreSQL)."""
