"""Discord's HTTP API, for what the server sends it: command registration and deferred answers."""

from __future__ import annotations

from typing import Any

import httpx

TIMEOUT = 5.0


async def register_commands(base_url: str, application_id: str, bot_token: str, commands: list[Any]) -> Any:
    """Replace the application's global commands with ``commands`` (Discord's bulk overwrite)."""
    async with httpx.AsyncClient(timeout=TIMEOUT) as client:
        response = await client.put(
            f"{base_url}/applications/{application_id}/commands",
            json=commands,
            headers={"Authorization": f"Bot {bot_token}"},
        )
        response.raise_for_status()
        return response.json()


async def edit_original(base_url: str, application_id: str, interaction_token: str, message: dict[str, Any]) -> None:
    """Replace a deferred answer's 'thinking...' with the answer (the interaction token authorises it)."""
    async with httpx.AsyncClient(timeout=TIMEOUT) as client:
        response = await client.patch(
            f"{base_url}/webhooks/{application_id}/{interaction_token}/messages/@original",
            json={key: value for key, value in message.items() if key != "flags"},
        )
        response.raise_for_status()
