"""The reference for fan-out and connections: a plain websockets server that broadcasts with
``websockets.broadcast()`` (per-message deflate off, as in the rules server).

Clients connect to ``/``; a client on ``/control`` sends a payload, which the server acknowledges (``ack``)
and then broadcasts to every other client, in that order, as the rules server answers a write and then
fans its event out.

    python -m bench.reference_ws PORT
"""

from __future__ import annotations

import asyncio
import sys

from websockets.asyncio.server import ServerConnection, broadcast, serve

clients: set[ServerConnection] = set()


async def handler(connection: ServerConnection) -> None:
    if connection.request is not None and connection.request.path == "/control":
        async for message in connection:
            await connection.send("ack")
            broadcast(clients, message)
        return
    clients.add(connection)
    try:
        await connection.wait_closed()
    finally:
        clients.discard(connection)


async def main(port: int) -> None:
    async with serve(handler, "127.0.0.1", port, compression=None, max_queue=16, ping_interval=20):
        await asyncio.get_running_loop().create_future()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1])))
