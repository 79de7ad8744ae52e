"""lobby: the catalogue version that the lobby's kept pages are keyed by

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24 04:00:00.000000
"""

import secrets
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("game_provider") as batch_op:
        batch_op.add_column(
            sa.Column("catalogue_version", sa.BigInteger(), server_default="0", nullable=False)
        )
    # A catalogue synced before has a version of its own until its next sync, like one synced
    # now (games/catalogue.py: versions are random, never reused).
    op.execute(
        sa.text("UPDATE game_provider SET catalogue_version = :version").bindparams(
            version=secrets.randbits(62)
        )
    )


def downgrade() -> None:
    with op.batch_alter_table("game_provider") as batch_op:
        batch_op.drop_column("catalogue_version")
