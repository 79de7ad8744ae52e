"""dashboard: the bonus accounts' entries and the decided requests by time

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-28 19:45:00.000000
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # The dashboard sums a period of an account's entries, and of an agent's decided requests
    # of one type: each a range of one index.
    # What they add up rides in the index too (PostgreSQL): the heap is not read.
    op.create_index(
        "ix_ledger_entry_account_time",
        "ledger_entry",
        ["account_id", "created_at"],
        postgresql_include=["amount"],
    )
    op.create_index(
        "ix_bank_transaction_decided",
        "bank_transaction",
        ["agent_id", "type", "status", "updated_at"],
        postgresql_include=["amount"],
    )


def downgrade() -> None:
    op.drop_index("ix_bank_transaction_decided", table_name="bank_transaction")
    op.drop_index("ix_ledger_entry_account_time", table_name="ledger_entry")
