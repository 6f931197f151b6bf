"""The stateless operations of I Rikets Tjänst, one module per group (§6)."""
