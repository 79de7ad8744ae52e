"""Play: game upstreams behind adapters, the lobby catalogue, transfers and rounds."""
