"""How events reach every worker: the broadcaster protocol, in-process and Redis implementations."""
