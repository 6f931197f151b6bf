"""Discord as a client of the server: interactions (slash commands) answered by the server itself."""
