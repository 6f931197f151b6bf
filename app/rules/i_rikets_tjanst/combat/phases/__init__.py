"""One module per combat operation, each with the one function that runs its step on a state it may change.
The round's phases (round_start, act, react) also hold what the engine's phase table needs: the check of
a declared part against the state, and the resolve that reads the collected parts."""
