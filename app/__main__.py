"""``python -m app``: apply migrations, then serve with uvicorn."""

from __future__ import annotations

import uvicorn

from app.logs import log_config
from app.migrate import upgrade
from app.settings import Settings


def serve(settings: Settings) -> None:
    """Serve ``app.main:app`` as configured (the migrations must be applied already)."""
    uvicorn.run(
        "app.main:app",
        host=settings.host,
        port=settings.port,
        workers=settings.workers,
        ws="websockets-sansio",
        loop=settings.loop,
        # Deflate triples the send cost and memory of every socket (see bench/): off, deliberately.
        ws_per_message_deflate=False,
        ws_max_size=settings.max_ws_message_bytes,
        ws_ping_interval=20,
        ws_ping_timeout=20,
        proxy_headers=True,
        log_level="info",
        log_config=log_config(),
        access_log=False,
    )


def main() -> None:
    settings = Settings()
    upgrade(settings)
    serve(settings)


if __name__ == "__main__":
    main()
