"""The Duel combat: a one-phase round on the shared phase engine (``app.rules.phases``)."""
