"""What the webhook outbox costs a table roll: sequential rolls over ASGI (no network), with the outbox
statement replaced by a no-op, with it and no webhook, and with it and one webhook (one row per event).

    .venv/bin/python -m bench.outbox [no-outbox|outbox] [webhooks]

Run each variant a few times, alternating: on a shared machine one run's median moves by ~100 us.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx
from sqlalchemy import literal_column, select

from app.main import create_app
from app.migrate import upgrade
from app.sessions.store import sql
from app.sessions.store.compiled import DriverStatement
from app.settings import Settings

ROLLS, WARM_UP = 1500, 300


async def run(label: str, hooks: int, settings: Settings) -> None:
    application = create_app(settings)
    async with (
        application.router.lifespan_context(application),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=application), base_url="http://bench") as http,
    ):
        created = (await http.post("/v1/sessions", json={"system": "fimbulvinter", "name": "bench"})).json()
        gm = {"Authorization": f"Bearer {created['gm_token']}"}
        for _ in range(hooks):
            made = await http.post(
                f"/v1/sessions/{created['id']}/webhooks", json={"url": "http://127.0.0.1:9/hook"}, headers=gm
            )
            assert made.status_code == 201, made.text
        await application.state.services.webhooks.close()  # measure the write alone: nothing delivers
        body = {"operation": "notation", "input": {"expression": "1d6"}}
        times = []
        for _ in range(ROLLS):
            started = time.perf_counter()
            await http.post(f"/v1/sessions/{created['id']}/rolls", json=body, headers=gm)
            times.append(time.perf_counter() - started)
        kept = sorted(times[WARM_UP:])
        median, p99 = statistics.median(kept), kept[int(len(kept) * 0.99)]
        print(f"{label}, {hooks} webhook(s): median {median * 1e6:.0f} us, p99 {p99 * 1e6:.0f} us")


def main() -> None:
    mode = sys.argv[1] if len(sys.argv) > 1 else "outbox"
    hooks = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    if mode == "no-outbox":
        sql._ENQUEUE = DriverStatement(select(literal_column("1")))
    folder = Path(tempfile.mkdtemp())
    settings = Settings(
        database_url=f"sqlite:///{folder / 'rules.db'}",
        rate_limit_writes="1000000/minute",
        rate_limit_sessions="100000/minute",
        webhook_allowed_networks=("127.0.0.0/8",),
        webhook_poll_every=60,
    )
    upgrade(settings)
    asyncio.run(run(mode, hooks, settings))


if __name__ == "__main__":
    main()
