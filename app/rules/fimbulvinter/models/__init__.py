"""Request and response models of every Fimbulvinter operation, and the combat declarations.

Every operation parses its body with input models, which are the validation: their field types word a
refused value as the spec does (see :mod:`app.rules.fimbulvinter.models.common`). Where the spec checks
something of the state between two fields (a conflict's status, a combat's phase, who may declare), the
operation parses the state first, or the model checks it through its validation context. Response models
forbid extra keys: they state exactly what ``run`` returns.
"""
