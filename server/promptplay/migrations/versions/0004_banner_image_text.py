"""banner image: any length (an agent may give a data: URI, as the demo banners are)

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-21 11:05:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("banner") as batch_op:
        batch_op.alter_column(
            "image_url", existing_type=sa.String(length=500), type_=sa.Text(), nullable=False
        )


def downgrade() -> None:
    with op.batch_alter_table("banner") as batch_op:
        batch_op.alter_column(
            "image_url", existing_type=sa.Text(), type_=sa.String(length=500), nullable=False
        )
