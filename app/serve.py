"""Serve ``app.main:app`` with uvicorn, as the settings say: workers, logging, metrics, graceful shutdown.

On SIGTERM (or Ctrl-C) uvicorn stops accepting connections, closes every WebSocket with 1012 (server
restarting: clients reconnect with ``after``), lets the requests in flight finish for up to
``SHUTDOWN_TIMEOUT`` seconds, then cancels what is left and closes the services.
"""

from __future__ import annotations

import os
import tempfile
from contextlib import ExitStack
from pathlib import Path

import uvicorn

from app import metrics
from app.api import uvicorn_adapter
from app.logs import log_config
from app.settings import Settings


def _metrics_folder(settings: Settings, stack: ExitStack) -> None:
    """With several workers, a folder for their metrics: the operator's ``PROMETHEUS_MULTIPROC_DIR``, emptied,
    or a temporary one removed when the server stops."""
    given = os.environ.get(metrics.MULTIPROCESS_DIR)
    if not settings.metrics or (settings.workers == 1 and not given):
        return
    folder = Path(given) if given else Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="rules-metrics-")))
    metrics.prepare_multiprocess(folder)


def serve(settings: Settings) -> None:
    """Serve until stopped (the migrations must be applied already)."""
    with ExitStack() as stack:
        _metrics_folder(settings, stack)
        bounded = uvicorn_adapter.http_protocol()
        uvicorn.run(
            "app.main:app",
            host=settings.host,
            port=settings.port,
            workers=settings.workers,
            # Deadlines for a request's headers and body, and a bound on connections (the adapter); on a
            # uvicorn it was not checked against, only uvicorn's own bound (a 503 once the headers are in).
            http=bounded or "auto",
            limit_concurrency=None if bounded else settings.connection_limit,
            ws="websockets-sansio",
            loop=settings.loop,
            # Deflate triples the send cost and memory of every socket (see bench/): off, deliberately.
            ws_per_message_deflate=False,
            ws_max_size=settings.max_ws_message_bytes,
            ws_ping_interval=20,
            ws_ping_timeout=20,
            # Forwarding headers are believed from the configured proxies only; uvicorn's own default
            # believes loopback, from where any local process could claim any address.
            proxy_headers=bool(settings.forwarded_allow_ips),
            forwarded_allow_ips=list(settings.forwarded_allow_ips),
            timeout_graceful_shutdown=settings.shutdown_timeout,
            # How long a worker may take to answer the supervisor before it is killed and started again:
            # uvicorn's 5 s is less than a new worker's imports take on a loaded machine, where workers were
            # then restarted forever. A worker answers from a thread of its own (a busy event loop does not
            # delay it), and one that died is noticed at once.
            timeout_worker_healthcheck=60,
            log_level=settings.log_level,
            log_config=log_config(settings.log_format, settings.log_level),
            access_log=False,  # app.api.observe writes the request lines
        )
