"""The AsyncAPI 3.0 document of a session's WebSocket channel (``GET /v1/asyncapi.json``): its messages'
schemas are generated from the models of ``app.sessions.messages`` (and the event models they hold), its
close codes from :class:`~app.sessions.messages.CloseCode`.

The document describes the server: it receives ``hello`` and ``ping``, and sends the rest.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import JsonSchemaMode, models_json_schema

from app.api.combat_docs import combat_components
from app.api.openapi import ClientSchemas
from app.api.roll_docs import ROLL_DATA, ROLL_RECORD, TABLE_ROLL_RESULT
from app.sessions.events import RollRecordFields, SystemRollFields
from app.sessions.messages import CLIENT_MESSAGES, SERVER_MESSAGES, CloseCode, Ping, Pong

SCHEMA_REF = "#/components/schemas/{model}"
CHANNEL = "session"

DESCRIPTION = """\
A session's live channel. Open `/v1/sessions/{sid}/ws` (same host as the HTTP API; `wss` behind TLS) and
send `hello` with a token (or give `token`, and `after`, in the query string). The server answers with a
`snapshot`, replays every event after `after` (as `event` messages without `combat`), sends `live`, then
every new event as it happens, in `seq` order with no gaps; events a client may not see arrive as the
`hidden` placeholder. `presence` says who is connected whenever that changes. After the hello the channel
is server-to-client: a client may send `ping` (answered by `pong`) or a new `hello`; anything else is
ignored, within a rate limit that counts control frames too.

Close codes (`x-close-codes`; reconnect with `after` where `retry` is true):

"""


_ULLA = {"role": "player", "id": "Jq2m8vYb0c1dE3fG", "name": "Ulla"}
EXAMPLES: dict[str, dict[str, Any]] = {
    "hello": {"type": "hello", "token": "kX3v9QeYw1Tn0pLr8ZsUa2HdMcBfJ5gR7iN4oE6yVtW", "after": 41},
    "ping": {"type": "ping", "id": "tab-1"},
    "event": {
        "type": "event",
        "seq": 42,
        "event": {
            "seq": 42,
            "type": "player_joined",
            "at": "2026-05-02T18:04:05.123Z",
            "actor": _ULLA,
            "data": {"player_id": _ULLA["id"], "name": _ULLA["name"]},
        },
        "combat": None,
    },
    "live": {"type": "live", "seq": 41},
    "presence": {"type": "presence", "gm_online": True, "online": [_ULLA["id"]]},
    "pong": {"type": "pong", "id": "tab-1"},
}
"""A message of each kind, for readers and tools (tests/api/test_asyncapi.py checks each against its payload)."""


def _close_codes() -> list[dict[str, Any]]:
    return [
        {"code": int(code), "name": code.name.lower(), "meaning": code.meaning, "retry": code.retry}
        for code in CloseCode
    ]


def _rolls_in_general() -> dict[str, Any]:
    """A table roll's data and record with ``input`` and ``result`` as JSON objects: the OpenAPI document has
    them per operation (``app.api.roll_docs``), which makes a document too large for the AsyncAPI parser to
    read in minutes."""
    general = [(model, "serialization") for model in (SystemRollFields, RollRecordFields)]
    _, top = models_json_schema(general, ref_template=SCHEMA_REF, schema_generator=ClientSchemas)  # type: ignore[arg-type]
    return {
        **top["$defs"],
        ROLL_DATA.name: {"$ref": SCHEMA_REF.format(model=SystemRollFields.__name__)},
        ROLL_RECORD.name: {"$ref": SCHEMA_REF.format(model=RollRecordFields.__name__)},
        TABLE_ROLL_RESULT: {"type": "object", "additionalProperties": True},
    }


def _asyncapi_schema(node: Any) -> Any:
    """Pydantic's JSON Schema in AsyncAPI's dialect: its ``discriminator`` names the property only (the
    OpenAPI object with ``mapping`` is not AsyncAPI's)."""
    if isinstance(node, dict):
        shaped = {key: _asyncapi_schema(value) for key, value in node.items()}
        discriminator = shaped.get("discriminator")
        if isinstance(discriminator, dict):
            shaped["discriminator"] = discriminator["propertyName"]
        return shaped
    if isinstance(node, list):
        return [_asyncapi_schema(item) for item in node]
    return node


def _name(model: type[BaseModel]) -> str:
    return model.__name__.removesuffix("Message").lower()


def _message(model: type[BaseModel], ref: dict[str, str]) -> dict[str, Any]:
    return {
        "name": _name(model),
        "title": model.__name__,
        "summary": (model.__doc__ or "").strip().splitlines()[0],
        "contentType": "application/json",
        "payload": ref,
        **({"examples": [{"payload": EXAMPLES[_name(model)]}]} if _name(model) in EXAMPLES else {}),
    }


@cache
def asyncapi_document(title: str, version: str) -> dict[str, Any]:
    keys: list[tuple[type[BaseModel], JsonSchemaMode]] = [
        *((model, "validation") for model in CLIENT_MESSAGES),
        *((model, "serialization") for model in SERVER_MESSAGES),
    ]
    refs, top = models_json_schema(keys, ref_template=SCHEMA_REF, schema_generator=ClientSchemas)
    messages = {_name(model): _message(model, refs[(model, mode)]) for model, mode in keys}
    channel_messages = {name: {"$ref": f"#/components/messages/{name}"} for name in messages}

    def on_channel(*models: type[BaseModel]) -> list[dict[str, str]]:
        return [{"$ref": f"#/channels/{CHANNEL}/messages/{_name(model)}"} for model in models]

    operations: dict[str, Any] = {
        "receiveHello": {
            "action": "receive",
            "channel": {"$ref": f"#/channels/{CHANNEL}"},
            "summary": "The client says who it is; the server answers with snapshot, replay and live.",
            "messages": on_channel(CLIENT_MESSAGES[0]),
        },
        "receivePing": {
            "action": "receive",
            "channel": {"$ref": f"#/channels/{CHANNEL}"},
            "summary": "An application-level ping, answered at once.",
            "messages": on_channel(Ping),
            "reply": {"channel": {"$ref": f"#/channels/{CHANNEL}"}, "messages": on_channel(Pong)},
        },
    }
    for model in SERVER_MESSAGES:
        if model is not Pong:
            operations[f"send{model.__name__.removesuffix('Message')}"] = {
                "action": "send",
                "channel": {"$ref": f"#/channels/{CHANNEL}"},
                "summary": (model.__doc__ or "").strip().splitlines()[0],
                "messages": on_channel(model),
            }
    close_codes = _close_codes()
    table = "\n".join(
        f"- `{code['code']}` {code['meaning']} {'Retry.' if code['retry'] else 'Do not retry.'}" for code in close_codes
    )
    return {
        "asyncapi": "3.0.0",
        "info": {"title": f"{title}: session channel", "version": version, "description": DESCRIPTION + table},
        "defaultContentType": "application/json",
        "channels": {
            CHANNEL: {
                "address": "/v1/sessions/{sid}/ws",
                "title": "A session's live channel",
                "parameters": {"sid": {"description": "The session's id."}},
                "messages": channel_messages,
                "bindings": {
                    "ws": {
                        "method": "GET",
                        "query": {
                            "type": "object",
                            "properties": {
                                "token": {"type": "string", "description": "Instead of a hello: the bearer token."},
                                "after": {
                                    "type": "string",
                                    "pattern": "^[0-9]+$",
                                    "description": "With `token`: the last seq the client has.",
                                },
                            },
                        },
                        "bindingVersion": "0.1.0",
                    }
                },
                "x-close-codes": close_codes,
            }
        },
        "operations": operations,
        "components": {
            "messages": messages,
            "schemas": _asyncapi_schema({**top.get("$defs", {}), **combat_components(), **_rolls_in_general()}),
        },
    }
