"""An app with Discord interactions enabled for a test key, talking to a local fake of Discord's API."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.settings import Settings
from tests.discord.fake_discord import FakeDiscord, Signer, fake_discord


@pytest.fixture(scope="session")
def signer() -> Signer:
    return Signer()


@pytest.fixture
def discord() -> Iterator[FakeDiscord]:
    with fake_discord() as fake:
        yield fake


@pytest.fixture
def defer_after() -> float:
    return 2.0


@pytest.fixture
def settings(settings: Settings, signer: Signer, discord: FakeDiscord, defer_after: float) -> Settings:
    return Settings.model_validate(
        {
            **settings.model_dump(),
            "discord_public_key": signer.public_key,
            "discord_api_base_url": discord.url,
            "discord_defer_after": defer_after,
        }
    )


class Interact:
    """Posts interactions signed as Discord signs them."""

    def __init__(self, http: httpx.AsyncClient, signer: Signer) -> None:
        self.http = http
        self.signer = signer

    async def __call__(self, body: bytes, **headers: str) -> httpx.Response:
        return await self.http.post(
            "/v1/integrations/discord/interactions", content=body, headers={**self.signer.headers(body), **headers}
        )

    async def answer(self, body: bytes) -> dict[str, Any]:
        response = await self(body)
        assert response.status_code == 200, response.text
        answer: dict[str, Any] = response.json()
        assert answer["type"] == 4, answer
        data: dict[str, Any] = answer["data"]
        return data


@pytest.fixture
def interact(client: httpx.AsyncClient, signer: Signer) -> Interact:
    return Interact(client, signer)
