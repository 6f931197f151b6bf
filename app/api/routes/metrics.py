"""``GET /metrics``: the server's metrics in Prometheus' text format (outside ``/v1``, where scrapers look)."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import PlainTextResponse, Response

from app import metrics

router = APIRouter(tags=["health"])

EXAMPLE = """\
# HELP rules_events_appended_total Events committed to a session's log, by type.
# TYPE rules_events_appended_total counter
rules_events_appended_total{type="roll"} 42.0
"""


@router.get(
    "/metrics",
    operation_id="get_metrics",
    response_class=PlainTextResponse,
    summary="Metrics for Prometheus",
    description="Requests by route template and status with latency histograms, open sockets, events appended "
    "and delivered, delivery lag, store latency, broadcaster reconnects and rate-limit refusals; with several "
    "workers, every worker's.",
    responses={200: {"content": {"text/plain": {"example": EXAMPLE}}}},
)
async def scrape() -> Response:
    return Response(metrics.exposition(), media_type=metrics.CONTENT_TYPE)
