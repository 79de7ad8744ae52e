"""engagement: the wallet's lucky-wheel spins and diamonds, and the built-in event promotion

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-24 15:40:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COUNTERS = ("spins", "diamonds")


def upgrade() -> None:
    with op.batch_alter_table("wallet") as batch_op:
        for column in _COUNTERS:
            batch_op.add_column(
                sa.Column(column, sa.BigInteger(), nullable=False, server_default="0")
            )
            batch_op.create_check_constraint(f"{column}_not_negative", f"{column} >= 0")


def downgrade() -> None:
    with op.batch_alter_table("wallet") as batch_op:
        for column in reversed(_COUNTERS):
            batch_op.drop_constraint(f"{column}_not_negative", type_="check")
            batch_op.drop_column(column)
