"""The combat round as a state machine (§7): state document, phases, and the session's engine."""
