"""A table bot in 40 lines: rolls ``/roll 4d6kh3+2`` at the table, proves the roll with its receipt, then
follows the table and prints every event until it is asked to leave.

    python dice_bot.py http://127.0.0.1:8000 <session id> <player token>
"""

from __future__ import annotations

import asyncio
import sys

from rules_client import ChannelClosed, Presence, ReceiptVerifier, RulesClient, Snapshot, TableEvent


async def main(url: str, session_id: str, token: str) -> None:
    async with RulesClient(url, token) as client:
        rolled = await client.roll_at_table(session_id, "notation", {"expression": "4d6kh3+2"}, label="/roll")
        print(f"rolled {rolled['result']['breakdown']}", flush=True)
        verifier = ReceiptVerifier(client)
        await verifier.verify(rolled["receipt"], session=session_id, seq=rolled["seq"], result=rolled["result"])
        print(f"receipt verified for seq {rolled['seq']}", flush=True)
        try:
            async for item in client.channel(session_id):
                match item:
                    case Snapshot(seq=seq, session=session):
                        print(f"at {session['name']!r}, version {seq}", flush=True)
                    case TableEvent(seq=seq, event=event):
                        who = event.get("actor", {}).get("name", "someone")
                        print(f"{seq}: {who} {event['type']}", flush=True)
                    case Presence(online=online):
                        print(f"online: {len(online)} player(s)", flush=True)
        except ChannelClosed as closed:
            print(f"left the table: {closed.code!r}", flush=True)


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
