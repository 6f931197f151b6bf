"""Reading what a real server process says about itself: its JSON log lines and its Prometheus metrics."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import orjson
from prometheus_client.parser import text_string_to_metric_families

from tests.e2e.conftest import WAIT

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


def log_records(log: Path) -> list[dict[str, Any]]:
    """Every line the server wrote, each parsed as one JSON object (a line that is not one fails the test)."""
    records = []
    for line in log.read_text().splitlines():
        record = orjson.loads(line)
        assert isinstance(record, dict), line
        records.append(record)
    return records


async def logged(log: Path, wanted: Callable[[dict[str, Any]], bool]) -> list[dict[str, Any]]:
    """The records ``wanted`` picks, once there is one (a request's line is written after its answer)."""
    deadline = time.monotonic() + WAIT
    while True:
        # A line may be half written when read: wait for the next whole one.
        text = await asyncio.to_thread(log.read_text)
        whole = text[: text.rfind("\n") + 1]
        found = [record for line in whole.splitlines() if wanted(record := orjson.loads(line))]
        if found or time.monotonic() > deadline:
            return found
        await asyncio.sleep(0.05)


async def scrape(http: httpx.AsyncClient) -> Samples:
    response = await http.get("/metrics")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/plain")
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(response.text)
        for sample in family.samples
    }


def value(samples: Samples, name: str, **labels: str) -> float:
    """A sample's value; 0 when the series does not exist yet (nothing was counted)."""
    return samples.get((name, frozenset(labels.items())), 0.0)


def total(samples: Samples, name: str, **labels: str) -> float:
    """The sum of every series of ``name`` whose labels include ``labels``."""
    wanted = set(labels.items())
    return sum(found for (sample, keys), found in samples.items() if sample == name and wanted <= keys)
