"""password reset: one-time codes of players who forgot their password

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-28 19:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "password_reset",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("user_id", _BIG_ID, nullable=False),
        sa.Column("code_hash", sa.String(length=64), nullable=False),
        sa.Column("expires_at", _WHEN, nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("used_at", _WHEN, nullable=True),
        sa.Column("address", sa.String(length=64), nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.ForeignKeyConstraint(
            ["agent_id"],
            ["agent.id"],
            name=op.f("fk_password_reset_agent_id_agent"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["user.id"],
            name=op.f("fk_password_reset_user_id_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_password_reset")),
    )
    op.create_index("ix_password_reset_user", "password_reset", ["user_id", "created_at"])


def downgrade() -> None:
    op.drop_index("ix_password_reset_user", table_name="password_reset")
    op.drop_table("password_reset")
