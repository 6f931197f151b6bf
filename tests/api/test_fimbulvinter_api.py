"""Fimbulvinter through HTTP: the catalogue, a refusal as a problem document, and the OpenAPI document."""

from __future__ import annotations

import httpx
import pytest

from app.rules import SYSTEMS

pytestmark = pytest.mark.anyio


async def test_the_catalogue_is_served_as_is(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.get("/v1/systems/fimbulvinter")
    assert response.status_code == 200
    assert response.json() == SYSTEMS["fimbulvinter"].catalogue


async def test_a_bad_field_is_a_problem_document_naming_it(stateless_client: httpx.AsyncClient) -> None:
    body = {"attacker": {"weapon": "knife"}, "distance": "spear", "dice": [5]}
    response = await stateless_client.post("/v1/systems/fimbulvinter/attack", json=body)
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    problem = response.json()
    assert problem["field"] == "distance"
    assert problem["detail"] == "distance: too long for the attacker's weapon: it cannot attack"


async def test_every_operation_is_documented(stateless_client: httpx.AsyncClient) -> None:
    document = (await stateless_client.get("/openapi.json")).json()
    for name, operation in SYSTEMS["fimbulvinter"].operations.items():
        route = document["paths"][f"/v1/systems/fimbulvinter/{name}"]["post"]
        assert "Decision:" in route["description"] or name == "trait_story_step"
        assert operation.input_model.__name__ in document["components"]["schemas"]
        assert operation.output_model.__name__ in document["components"]["schemas"]
