"""The interactive docs work with no internet access: every asset they load comes from the server itself.

A page that loads nothing from elsewhere renders with the network cut; each test fetches every asset a
docs page references, and the assets those reference in turn, from the app.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import httpx
import pytest

pytestmark = pytest.mark.anyio

EXTERNAL = re.compile(r"(?:https?:)?//[a-z0-9.-]+", re.IGNORECASE)
CSS_URL = re.compile(r"url\(\s*['\"]?([^'\")]+)")


class Assets(HTMLParser):
    """The URLs a page loads: scripts, stylesheets, icons, images."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        url = attributes.get("src") if tag in ("script", "img") else attributes.get("href") if tag == "link" else None
        if url:
            self.urls.append(url)


async def assert_served_alone(client: httpx.AsyncClient, page: str) -> list[str]:
    """Fetch ``page`` and every asset it loads from the app; the assets' URLs."""
    response = await client.get(page)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    html = response.text
    assert EXTERNAL.findall(html) == [], f"{page} names another host"
    parser = Assets()
    parser.feed(html)
    assert parser.urls, f"{page} loads no assets: not the page expected"
    for url in parser.urls:
        asset = await client.get(url)
        assert asset.status_code == 200, url
        if url.endswith(".css"):
            for inner in CSS_URL.findall(asset.text):
                assert inner.startswith("data:"), f"{url} loads {inner}"
    assert "/openapi.json" in html
    assert (await client.get("/openapi.json")).status_code == 200
    return parser.urls


async def test_swagger_ui_is_served_with_its_assets(stateless_client: httpx.AsyncClient) -> None:
    urls = await assert_served_alone(stateless_client, "/docs")
    assert any(url.endswith("swagger-ui-bundle.js") for url in urls)
    assert any(url.endswith("swagger-ui.css") for url in urls)
    # Swagger UI would otherwise ask a public validator about the document, and show its badge.
    assert '"validatorUrl": null' in (await stateless_client.get("/docs")).text


async def test_redoc_is_served_with_its_assets(stateless_client: httpx.AsyncClient) -> None:
    urls = await assert_served_alone(stateless_client, "/redoc")
    assert any(url.endswith("redoc.standalone.js") for url in urls)


async def test_the_root_points_a_browser_to_the_docs(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.get("/", headers={"Accept": "text/html,application/xhtml+xml"})
    assert response.status_code == 303
    assert response.headers["location"] == "/docs"


async def test_the_root_tells_any_other_client_where_everything_is(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.get("/")
    assert response.status_code == 200
    assert response.json() == {
        "name": "Rules server",
        "version": "1.0",
        "docs": "/docs",
        "redoc": "/redoc",
        "openapi": "/openapi.json",
        "asyncapi": "/v1/asyncapi.json",
        "table": "/table/",
    }
    for path in ("/docs", "/redoc", "/openapi.json", "/v1/asyncapi.json", "/table/"):
        assert (await stateless_client.get(path)).status_code == 200
