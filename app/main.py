"""The ASGI app: ``app.main:app``; its FastAPI part is built by :func:`create_app` so tests can make their own."""

from __future__ import annotations

import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI
from fastapi_offline import FastAPIOffline
from fastapi_problem.error import Problem
from starlette.requests import Request
from starlette.staticfiles import StaticFiles

from app import metrics
from app.api import cors, problems
from app.api.body import BodyLimit, MalformedJSON
from app.api.edge import Edge
from app.api.observe import Observed, RouteTemplates
from app.api.odds_work import OddsWorkers
from app.api.openapi import SchemaRegistry, tags
from app.api.router import PREFIX, build_routers
from app.api.routes import home
from app.api.routes import metrics as metrics_route
from app.rules import SYSTEMS
from app.sessions.services import Services
from app.settings import Settings

TABLE_FILES = Path(__file__).resolve().parent / "table" / "static"
"""The reference web client's files, served at ``/table/`` (built from clients/table/)."""

DESCRIPTION = """\
The rules server for tabletop role-playing games: dice, skill checks, social conflicts and combat
rounds for Fimbulvinter, Terminus Alfa, Ars Magica and I rikets tjänst, plus generic dice notation.
The server is the single authority on what happened. Every error is an RFC 9457 problem document.
"""


def _malformed(_eh: object, _request: Request, exc: MalformedJSON) -> Problem:
    return problems.problem(400, f"body: malformed JSON ({exc})")


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        services = await Services.open(settings)
        app.state.services = services
        app.state.odds_workers = OddsWorkers()
        # What exists at start-up (routes, models, catalogues: ~160k objects) lives as long as the process.
        # Frozen, the collector stops walking it: a full collection stalled the event loop, and with it
        # every socket, for ~75 ms.
        gc.freeze()
        try:
            yield
        finally:
            gc.unfreeze()
            await services.close()
            metrics.process_exiting()

    # FastAPI, with Swagger UI and ReDoc served from the assets fastapi-offline ships: the docs work with
    # no internet access.
    app = FastAPIOffline(
        title="Rules server",
        version="1.0",
        description=DESCRIPTION,
        lifespan=lifespan,
        openapi_url="/openapi.json",
        openapi_tags=tags(SYSTEMS.values()),
        docs_url="/docs",
        redoc_url="/redoc",
        swagger_ui_parameters={"validatorUrl": None},  # its badge asks a public validator about the document
    )
    registry = SchemaRegistry()
    templates = RouteTemplates()
    for router in build_routers(registry):
        app.include_router(router, prefix=PREFIX)
        templates.add(router.routes, PREFIX)
    app.include_router(home.router)
    templates.add(home.router.routes)
    # The reference web client (clients/table/ builds table.js): static files, served with no CDN.
    app.mount("/table", StaticFiles(directory=TABLE_FILES, html=True), name="table")
    if settings.metrics:
        metrics.enable()
        app.include_router(metrics_route.router)
        templates.add(metrics_route.router.routes)
    problems.install(app, {MalformedJSON: _malformed}, cors.unhandled_errors(settings))
    registry.install(app)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    cors.install(app, settings)  # outermost: a preflight is answered, a refusal (413...) carries CORS headers
    templates.add(app.routes)  # the app's own: the OpenAPI document and the docs
    app.state.route_templates = templates
    return app


api = create_app()
# What uvicorn serves: the channel's sockets at the edge, the rest through FastAPI; around both, the request
# ids, request lines and metrics.
app = Observed(Edge(api), api.state.route_templates)
