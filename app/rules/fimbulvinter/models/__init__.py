"""Request and response models of every Fimbulvinter operation, for the OpenAPI document.

The operations read their input field by field (see :mod:`app.rules.fimbulvinter.reader`); these models
describe the same bodies. Response models forbid extra keys: they state exactly what ``run`` returns.
"""
