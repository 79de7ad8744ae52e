"""blacklist: phone numbers and bank accounts an agent refuses

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-28 19:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "blacklist_entry",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("value", sa.String(length=64), nullable=False),
        sa.Column("reason", sa.String(length=500), nullable=False),
        sa.Column("staff_user_id", _BIG_ID, nullable=True),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "kind IN ('tel', 'bank_account')", name=op.f("ck_blacklist_entry_kind_known")
        ),
        sa.ForeignKeyConstraint(
            ["agent_id"],
            ["agent.id"],
            name=op.f("fk_blacklist_entry_agent_id_agent"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_blacklist_entry")),
        sa.UniqueConstraint("agent_id", "kind", "value", name="uq_blacklist_entry_value"),
    )
    op.create_index(
        op.f("ix_blacklist_entry_agent_id"), "blacklist_entry", ["agent_id"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_blacklist_entry_agent_id"), table_name="blacklist_entry")
    op.drop_table("blacklist_entry")
