"""player protection: limits a player sets on his deposits and losses, his self-exclusion and
his reality-check reminders

Revision ID: 0020
Revises: 0019
Create Date: 2026-11-28 23:40:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0020"
down_revision: str | None = "0019"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "play_limit",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.Column("period", sa.String(length=8), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=True),
        sa.Column("pending_amount", sa.BigInteger(), nullable=True),
        sa.Column("pending_from", _WHEN, nullable=True),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.ForeignKeyConstraint(
            ["agent_id"],
            ["agent.id"],
            name=op.f("fk_play_limit_agent_id_agent"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["player.id"],
            name=op.f("fk_play_limit_player_id_player"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_play_limit")),
        sa.UniqueConstraint(
            "player_id", "kind", "period", name=op.f("uq_play_limit_player_id_kind_period")
        ),
    )
    with op.batch_alter_table("user") as batch:
        batch.add_column(sa.Column("excluded_until", _WHEN, nullable=True))
    with op.batch_alter_table("player") as batch:
        batch.add_column(
            sa.Column("reality_check_minutes", sa.Integer(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    with op.batch_alter_table("player") as batch:
        batch.drop_column("reality_check_minutes")
    with op.batch_alter_table("user") as batch:
        batch.drop_column("excluded_until")
    op.drop_table("play_limit")
