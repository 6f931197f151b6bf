"""One module per combat operation: each reads its input, runs the phase on its own copy of the state and
returns ``{state, events, dice, breakdown}``."""
