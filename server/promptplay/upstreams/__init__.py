"""Demo upstreams: real HTTP services, each in its own process, that speak the protocols of the
outside services the platform's adapters call (DESIGN §1), so that every flow works on one
machine with no outside network."""
