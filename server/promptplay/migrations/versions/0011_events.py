"""events: events and the uploaded images they show

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-24 15:40:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_WHEN = sa.DateTime(timezone=True)


def _fk(table: str, column: str, target: str, ondelete: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column],
        [f"{target}.id"],
        name=op.f(f"fk_{table}_{column}_{target}"),
        ondelete=ondelete,
    )


def upgrade() -> None:
    # Uploaded images are files (or objects of an S3 bucket) named by their content: no table.
    op.create_table(
        "event",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("title_th", sa.String(length=160), nullable=False),
        sa.Column("title_en", sa.String(length=160), nullable=False),
        sa.Column("title_vi", sa.String(length=160), nullable=False),
        sa.Column("body_th", sa.Text(), nullable=False),
        sa.Column("body_en", sa.Text(), nullable=False),
        sa.Column("body_vi", sa.Text(), nullable=False),
        sa.Column("rules_th", sa.Text(), nullable=False),
        sa.Column("rules_en", sa.Text(), nullable=False),
        sa.Column("rules_vi", sa.Text(), nullable=False),
        sa.Column("prize_th", sa.String(length=500), nullable=False),
        sa.Column("prize_en", sa.String(length=500), nullable=False),
        sa.Column("prize_vi", sa.String(length=500), nullable=False),
        sa.Column("image_url", sa.String(length=500), nullable=False),
        sa.Column("starts_at", _WHEN, nullable=False),
        sa.Column("ends_at", _WHEN, nullable=False),
        sa.Column("coupon_id", _BIG_ID, nullable=True),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint("ends_at > starts_at", name=op.f("ck_event_period_ordered")),
        _fk("event", "agent_id", "agent", "CASCADE"),
        _fk("event", "coupon_id", "coupon", "SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_event")),
    )
    op.create_index("ix_event_agent", "event", ["agent_id", "starts_at"])
    op.create_index(op.f("ix_event_coupon_id"), "event", ["coupon_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_event_coupon_id"), table_name="event")
    op.drop_index("ix_event_agent", table_name="event")
    op.drop_table("event")
