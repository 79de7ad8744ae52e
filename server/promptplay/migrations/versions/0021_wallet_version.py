"""the wallet's version: one more on every change of the row, so that of two readings of a
wallet the later is known

Revision ID: 0021
Revises: 0020
Create Date: 2026-11-29 18:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0021"
down_revision: str | None = "0020"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("wallet", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("version", sa.BigInteger(), server_default="0", nullable=False)
        )


def downgrade() -> None:
    with op.batch_alter_table("wallet", schema=None) as batch_op:
        batch_op.drop_column("version")
