"""HTTP and WebSocket routes: validate, authorise, call a service, shape the response."""
