"""Every worked example of the spec (§8), replayed against ``Operation.run`` and the output models."""

from __future__ import annotations

import json
from importlib.resources import files
from typing import Any

import pytest

from app.rules.i_rikets_tjanst import SYSTEM
from tests.rules.i_rikets_tjanst.helpers import without_breakdown

EXAMPLES: list[dict[str, Any]] = json.loads(
    files("app.rules.i_rikets_tjanst").joinpath("examples.json").read_text(encoding="utf-8")
)
CASES = [pytest.param(example, id=f"{example['operation']}/{example['title']}") for example in EXAMPLES]


def test_every_spec_example_is_packaged() -> None:
    operations = {example["operation"] for example in EXAMPLES}
    assert len(EXAMPLES) == 36
    assert operations == set(SYSTEM.operations)


@pytest.mark.parametrize("example", CASES)
def test_worked_example(example: dict[str, Any]) -> None:
    operation = SYSTEM.operations[example["operation"]]
    output = operation.run(example["input"])
    assert without_breakdown(output) == without_breakdown(example["output"])


@pytest.mark.parametrize("example", CASES)
def test_worked_example_breakdown_wording(example: dict[str, Any]) -> None:
    """The breakdown wording is informative, but ours follows the spec's examples."""
    output = SYSTEM.operations[example["operation"]].run(example["input"])
    assert output["breakdown"] == example["output"]["breakdown"]


@pytest.mark.parametrize("example", CASES)
def test_example_output_fits_the_output_model(example: dict[str, Any]) -> None:
    model = SYSTEM.operations[example["operation"]].output_model
    model.model_validate(example["output"])


@pytest.mark.parametrize("example", CASES)
def test_example_input_fits_the_input_model(example: dict[str, Any]) -> None:
    model = SYSTEM.operations[example["operation"]].input_model
    model.model_validate(example["input"])


def test_every_operation_has_an_example_in_its_docs() -> None:
    for operation in SYSTEM.operations.values():
        assert operation.examples, operation.name
