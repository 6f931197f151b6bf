"""Every error is an RFC 9457 problem document: 400, 404, 405, 413, 422 and the rest."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

pytestmark = pytest.mark.anyio


def assert_problem(response: httpx.Response, status: int, title: str) -> dict[str, object]:
    assert response.status_code == status
    assert response.headers["content-type"] == "application/problem+json"
    body: dict[str, object] = response.json()
    assert body["type"] == "about:blank"
    assert body["status"] == status
    assert body["title"] == title
    return body


async def test_malformed_json_is_a_400(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.post("/v1/rolls", content=b'{"expression": ')
    body = assert_problem(response, 400, "Bad Request")
    assert str(body["detail"]).startswith("body: malformed JSON")


async def test_a_body_that_is_not_an_object_is_a_422_on_body(stateless_client: httpx.AsyncClient) -> None:
    body = assert_problem(await stateless_client.post("/v1/rolls", json=[1, 2]), 422, "Unprocessable Content")
    assert body["field"] == "body"
    assert body["detail"] == "body: must be a JSON object"


async def test_a_body_over_64_kib_is_refused_before_it_is_read(stateless_client: httpx.AsyncClient) -> None:
    big = b'{"expression": "' + b"1" * (64 * 1024) + b'"}'
    assert_problem(await stateless_client.post("/v1/rolls", content=big), 413, "Content Too Large")


async def test_a_streamed_body_over_the_limit_is_refused_too(stateless_client: httpx.AsyncClient) -> None:
    async def chunks() -> AsyncIterator[bytes]:
        for _ in range(70):
            yield b"x" * 1024

    response = await stateless_client.post("/v1/rolls", content=chunks())
    assert_problem(response, 413, "Content Too Large")


async def test_unknown_path_is_a_404(stateless_client: httpx.AsyncClient) -> None:
    assert_problem(await stateless_client.get("/v1/nowhere"), 404, "Not Found")


async def test_wrong_method_is_a_405(stateless_client: httpx.AsyncClient) -> None:
    assert_problem(await stateless_client.get("/v1/rolls"), 405, "Method Not Allowed")


async def test_unknown_system_is_a_404(stateless_client: httpx.AsyncClient) -> None:
    body = assert_problem(await stateless_client.get("/v1/systems/monopoly"), 404, "Not Found")
    assert body["detail"] == "unknown system 'monopoly'"


async def test_unknown_operation_is_a_404(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.post("/v1/systems/monopoly/roll", json={})
    assert_problem(response, 404, "Not Found")


async def test_health_reports_each_part(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.get("/v1/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "store": "ok", "broadcaster": "ok"}


async def test_the_docs_show_every_route_with_examples(stateless_client: httpx.AsyncClient) -> None:
    assert (await stateless_client.get("/docs")).status_code == 200
    document = (await stateless_client.get("/openapi.json")).json()
    roll = document["paths"]["/v1/rolls"]["post"]
    examples = roll["requestBody"]["content"]["application/json"]["examples"]
    assert examples["keep_the_highest_three_of_four_d6_plus_two"]["value"] == {
        "expression": "4d6kh3+2",
        "dice": [3, 5, 1, 6],
    }
    assert "RollRequest" in document["components"]["schemas"]


async def test_every_write_documents_its_bearer_token_and_precondition_headers(
    stateless_client: httpx.AsyncClient,
) -> None:
    """Writes read these headers themselves, not through FastAPI dependencies, so their documentation is
    written out (WRITE_DOCUMENTATION): every state-changing session route must carry it."""
    document = (await stateless_client.get("/openapi.json")).json()
    writes = [
        operation
        for path, item in document["paths"].items()
        if path.startswith("/v1/sessions")
        for method, operation in item.items()
        # Odds change nothing; a webhook's removal is not a change of the session (no event, no version).
        if method in ("post", "delete") and operation["operationId"] not in ("table_roll_odds", "delete_webhook")
    ]
    assert len(writes) == 14  # the table's life added six
    for operation in writes:
        headers = {parameter["name"] for parameter in operation["parameters"] if parameter["in"] == "header"}
        assert headers == {"Idempotency-Key", "If-Match"}, operation["summary"]
        anonymous = operation["operationId"] in ("create_session", "join_session")  # need no token
        assert operation.get("security") == (None if anonymous else [{"HTTPBearer": []}])
    assert document["components"]["securitySchemes"]["HTTPBearer"]["scheme"] == "bearer"


async def test_a_body_nested_too_deeply_is_a_422_on_body(stateless_client: httpx.AsyncClient) -> None:
    deep: object = 1
    for _ in range(40):
        deep = [deep]
    response = await stateless_client.post("/v1/rolls", json={"expression": "1d6", "note": deep})
    body = assert_problem(response, 422, "Unprocessable Content")
    assert body["detail"] == "body: nested deeper than 32 levels"


async def test_json_nested_beyond_the_parser_is_a_400(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.post("/v1/rolls", content=b"[" * 5000 + b"]" * 5000)
    assert_problem(response, 400, "Bad Request")
