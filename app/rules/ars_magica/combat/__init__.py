"""The combat round as a state machine (spec §7)."""
