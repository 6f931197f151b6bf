"""The combat round as a state machine (§11): one pure operation per phase, and the CombatEngine."""
