"""Input and output models of the operations (the OpenAPI schemas; inputs also validate requests)."""
