"""Prometheus metrics (the official ``prometheus-client``), served at ``GET /metrics``.

What is measured is one call of this module where it happens: a request (the outermost ASGI layer), a
socket opened or closed, an event committed, a live event handed to a worker's sockets, a store operation,
a broadcaster reconnect, a rate-limit refusal. Until :func:`enable` (``METRICS=off`` never calls it) every
call returns at once, so the hot path pays one test for metrics that are off.

With several worker processes, prometheus-client's multiprocess mode keeps each worker's values in files
under ``PROMETHEUS_MULTIPROC_DIR`` (set by ``rules-server serve`` before the workers start), and a scrape
of any worker reads them all.
"""

from __future__ import annotations

import os
import time
from datetime import datetime
from pathlib import Path

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

MULTIPROCESS_DIR = "PROMETHEUS_MULTIPROC_DIR"
"""prometheus-client's own variable: set, every process writes its values to files in that folder."""

CONTENT_TYPE = CONTENT_TYPE_LATEST

# Seconds. An answer or a delivery takes around a millisecond; a store operation, a fraction of one.
_LATENCY = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
_STORE_LATENCY = (0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 5.0)


class _Instruments:
    """The server's metrics, on prometheus-client's default registry (created once per process)."""

    def __init__(self) -> None:
        self.requests = Histogram(
            "rules_http_request_duration_seconds",
            "HTTP requests by method, route template and status: how long each took to answer.",
            ["method", "route", "status"],
            buckets=_LATENCY,
        )
        self.sockets = Gauge(
            "rules_websocket_connections", "WebSocket connections open now.", multiprocess_mode="livesum"
        )
        self.appended = Counter("rules_events_appended", "Events committed to a session's log, by type.", ["type"])
        self.delivered = Counter("rules_events_delivered", "Live events handed to sockets (one per socket).")
        self.lag = Histogram(
            "rules_event_delivery_lag_seconds",
            "From an event's append to its write to a worker's sockets (once per event and worker).",
            buckets=_LATENCY,
        )
        self.store = Histogram(
            "rules_store_operation_duration_seconds",
            "Session store operations by name: how long each took, failures included.",
            ["operation"],
            buckets=_STORE_LATENCY,
        )
        self.reconnects = Counter(
            "rules_broadcaster_reconnects", "Times the broadcaster's subscription came back after it was lost."
        )
        self.received = Counter(
            "rules_broadcast_messages_received",
            "Pub/sub messages this worker received from Redis: those of the sessions it holds sockets of.",
        )
        self.refusals = Counter(
            "rules_rate_limit_refusals", "Requests and WebSocket hellos refused by a rate limit, by limit.", ["kind"]
        )
        # labels() validates and locks on every call: each label set's child is looked up here instead.
        self.request_children: dict[tuple[str, str, int], Histogram] = {}
        self.store_children: dict[str, Histogram] = {}
        self.type_children: dict[str, Counter] = {}


_made: _Instruments | None = None
_on: _Instruments | None = None
"""What the calls below record to: the instruments, or None while metrics are off."""


def enable() -> None:
    """Start recording (the instruments are made once per process)."""
    global _made, _on  # noqa: PLW0603 (the module's switch)
    if _made is None:
        if folder := os.environ.get(MULTIPROCESS_DIR):
            Path(folder).mkdir(parents=True, exist_ok=True)  # the values' files are opened as they are made
        _made = _Instruments()
    _on = _made


def disable() -> None:
    """Stop recording; what was recorded stays (bench/metrics.py measures with and without, in one process)."""
    global _on  # noqa: PLW0603 (the module's switch)
    _on = None


def enabled() -> bool:
    return _on is not None


def request(method: str, route: str, status: int, seconds: float) -> None:
    if _on is None:
        return
    key = (method, route, status)
    child = _on.request_children.get(key)
    if child is None:
        child = _on.request_children[key] = _on.requests.labels(method, route, str(status))
    child.observe(seconds)


def socket_opened() -> None:
    if _on is not None:
        _on.sockets.inc()


def socket_closed() -> None:
    if _on is not None:
        _on.sockets.dec()


def event_appended(type: str) -> None:
    if _on is None:
        return
    child = _on.type_children.get(type)
    if child is None:
        child = _on.type_children[type] = _on.appended.labels(type)
    child.inc()


def delivered(sockets: int, appended_at: datetime) -> None:
    """A live event, appended at ``appended_at``, was just handed to ``sockets`` sockets of this worker."""
    if _on is None or not sockets:
        return
    _on.delivered.inc(sockets)
    _on.lag.observe(max(0.0, time.time() - appended_at.timestamp()))  # another host's clock may run ahead


def store_operation(operation: str, seconds: float) -> None:
    if _on is None:
        return
    child = _on.store_children.get(operation)
    if child is None:
        child = _on.store_children[operation] = _on.store.labels(operation)
    child.observe(seconds)


def broadcaster_reconnected() -> None:
    if _on is not None:
        _on.reconnects.inc()


def broadcast_received() -> None:
    if _on is not None:
        _on.received.inc()


def rate_limited(kind: str) -> None:
    if _on is not None:
        _on.refusals.labels(kind).inc()  # a refusal is rare: no cache


def exposition() -> bytes:
    """Every metric in Prometheus' text format: this process's, or every worker's in multiprocess mode."""
    if os.environ.get(MULTIPROCESS_DIR):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        return generate_latest(registry)
    return generate_latest(REGISTRY)


def prepare_multiprocess(directory: Path) -> None:
    """Before the workers start: a folder for their values, named in the environment they inherit, holding
    no other process's values (a previous run's would be added to this one's)."""
    directory.mkdir(parents=True, exist_ok=True)
    own = f"_{os.getpid()}.db"
    for stale in directory.glob("*.db"):
        if not stale.name.endswith(own):
            stale.unlink()
    os.environ[MULTIPROCESS_DIR] = str(directory)


def process_exiting() -> None:
    """A worker stops: its open-socket count leaves the sum (it may still be read until then)."""
    if _on is not None and os.environ.get(MULTIPROCESS_DIR):
        multiprocess.mark_process_dead(os.getpid())  # type: ignore[no-untyped-call]
