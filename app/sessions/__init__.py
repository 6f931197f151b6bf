"""Play sessions: store, events, broadcast and the WebSocket stream. Knows no HTTP."""
