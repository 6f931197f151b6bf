"""Request and response models of every Fimbulvinter operation, and the combat declarations.

Where an operation parses its body with its input model (the basic rolls, attack, damage, movement, the
treatments, advance_time, recover_daze, trait_story_step, conflict_start, consequence_spend, and every
declaration at the table), the model is the validation: its field types word a refused value as the spec
does (see :mod:`app.rules.fimbulvinter.models.common`). The other operations still read their input
with :mod:`app.rules.fimbulvinter.reader`, and their models describe the same bodies. Response models
forbid extra keys: they state exactly what ``run`` returns.
"""
