"""Benchmarks: scripts that print figures. Every target is a ratio against a reference measured in the same run."""
