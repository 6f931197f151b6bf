"""``python -m app``: apply migrations, then serve with uvicorn (per-message deflate off, see README)."""

from __future__ import annotations

import uvicorn

from app.migrate import upgrade
from app.settings import Settings


def main() -> None:
    settings = Settings()
    upgrade(settings)
    uvicorn.run(
        "app.main:app",
        host=settings.host,
        port=settings.port,
        workers=settings.workers,
        ws="websockets",
        # Deflate triples the send cost and memory of every socket (bench/README): off, deliberately.
        ws_per_message_deflate=False,
        proxy_headers=True,
        log_level="info",
    )


if __name__ == "__main__":
    main()
