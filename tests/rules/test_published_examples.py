"""Every example a combat protocol publishes (``GET /v1/systems/{id}/combat``) validates against its own
model and against the JSON Schema the protocol publishes for it, in every system and the example system."""

from __future__ import annotations

from typing import Any

import pytest
from jsonschema import Draft202012Validator
from pydantic import BaseModel

from app.rules import SYSTEMS
from app.rules.duel import SYSTEM as DUEL
from app.rules.phases import PhaseEngine
from tests.rules.published_protocol import examples, published_models

ENGINES: list[PhaseEngine[Any]] = [system.combat for system in (*SYSTEMS.values(), DUEL)]  # type: ignore[misc]
CASES = [(engine.system_id, model) for engine in ENGINES for model in published_models(engine)]


@pytest.mark.parametrize(("system_id", "model"), CASES, ids=[f"{s}-{m.__name__}" for s, m in CASES])
def test_every_published_example_validates_against_its_model_and_schema(system_id: str, model: type[BaseModel]) -> None:
    published = examples(model)
    assert published, f"{system_id}: {model.__name__} publishes no example"
    schema = Draft202012Validator(model.model_json_schema())
    for example in published:
        model.model_validate(example)
        schema.validate(example)
