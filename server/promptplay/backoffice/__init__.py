"""The agent's staff side: the queue of requests, decisions, players and the audit log."""
