"""The AsyncAPI document of the session channel (``/v1/asyncapi.json``) publishes every message the channel
exchanges, from the models, and every close code with its meaning and whether to retry, from the CloseCode
the server closes with. tests/clients/test_documents.py runs the AsyncAPI parser over it;
tests/api/test_published_schemas.py checks what a played session sends against it."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from jsonschema import Draft202012Validator

from app.sessions.messages import CloseCode
from app.sessions.visibility import PLAYER_VIEWS

pytestmark = pytest.mark.anyio

RETRY = {1006, 1012, 1013, 4429}
"""The codes ../shared/API.md says to reconnect on."""


async def document(client: httpx.AsyncClient) -> dict[str, Any]:
    response = await client.get("/v1/asyncapi.json")
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"
    published: dict[str, Any] = response.json()
    return published


async def test_it_is_asyncapi_3_with_the_channel_and_every_message(stateless_client: httpx.AsyncClient) -> None:
    published = await document(stateless_client)
    assert published["asyncapi"] == "3.0.0"
    assert published["servers"] == {
        "this": {"host": "test", "protocol": "ws", "description": "The server that served this document."}
    }
    channel = published["channels"]["session"]
    assert channel["address"] == "/v1/sessions/{sid}/ws"
    assert set(channel["messages"]) == {"hello", "ping", "snapshot", "event", "live", "presence", "pong"}
    received = {
        message["$ref"].rsplit("/", 1)[-1]
        for operation in published["operations"].values()
        if operation["action"] == "receive"
        for message in operation["messages"]
    }
    assert received == {"hello", "ping"}
    ping = published["operations"]["receivePing"]
    assert ping["reply"]["messages"] == [{"$ref": "#/channels/session/messages/pong"}]


async def test_every_close_code_says_what_it_means_and_whether_to_retry(stateless_client: httpx.AsyncClient) -> None:
    codes = (await document(stateless_client))["channels"]["session"]["x-close-codes"]
    assert [code["code"] for code in codes] == [int(code) for code in CloseCode]
    assert {code["code"] for code in codes} >= {1006, 1008, 1009, 1012, 1013, 4400, 4401, 4403, 4404, 4409, 4429}
    assert {code["code"] for code in codes if code["retry"]} == RETRY
    assert all(code["meaning"] for code in codes)


async def test_the_event_message_names_every_event_type_the_log_holds(stateless_client: httpx.AsyncClient) -> None:
    schemas = (await document(stateless_client))["components"]["schemas"]
    event = schemas["EventMessage"]["properties"]["event"]
    assert event["discriminator"] == "type"  # AsyncAPI's own form: the property's name
    types = {schemas[choice["$ref"].rsplit("/", 1)[-1]]["properties"]["type"]["const"] for choice in event["oneOf"]}
    assert types == {*PLAYER_VIEWS, "hidden"}


async def test_each_example_is_a_valid_message(stateless_client: httpx.AsyncClient) -> None:
    published = await document(stateless_client)
    examples = 0
    for message in published["components"]["messages"].values():
        schema = Draft202012Validator({**message["payload"], "components": published["components"]})
        for example in message.get("examples", ()):
            schema.validate(example["payload"])
            examples += 1
    assert examples >= 6
