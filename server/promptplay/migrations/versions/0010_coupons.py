"""coupons: coupons, batches of unique codes and their redemptions

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-24 15:40:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
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
    op.create_table(
        "coupon",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("code", sa.String(length=32), nullable=True),
        sa.Column("name_th", sa.String(length=160), nullable=False),
        sa.Column("name_en", sa.String(length=160), nullable=False),
        sa.Column("name_vi", sa.String(length=160), nullable=False),
        sa.Column("type", sa.String(length=10), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("spins", sa.Integer(), nullable=False),
        sa.Column("promotion_id", _BIG_ID, nullable=True),
        sa.Column("turnover", sa.Numeric(8, 2), nullable=False),
        sa.Column("starts_at", _WHEN, nullable=False),
        sa.Column("ends_at", _WHEN, nullable=False),
        sa.Column("uses_per_player", sa.Integer(), nullable=False),
        sa.Column("uses_total", sa.Integer(), nullable=False),
        sa.Column("used", sa.Integer(), nullable=False),
        sa.Column("minimum_deposit", sa.BigInteger(), nullable=False),
        sa.Column("event_id", sa.BigInteger(), nullable=True),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "type IN ('credit', 'promotion', 'spins')", name=op.f("ck_coupon_type_known")
        ),
        sa.CheckConstraint(
            "amount >= 0 AND spins >= 0 AND turnover >= 0 AND minimum_deposit >= 0",
            name=op.f("ck_coupon_figures_positive"),
        ),
        sa.CheckConstraint(
            "uses_per_player >= 0 AND uses_total >= 0 AND used >= 0"
            " AND (uses_total = 0 OR used <= uses_total)",
            name=op.f("ck_coupon_uses_known"),
        ),
        sa.CheckConstraint("ends_at > starts_at", name=op.f("ck_coupon_dates_ordered")),
        _fk("coupon", "agent_id", "agent", "CASCADE"),
        _fk("coupon", "promotion_id", "promotion", "RESTRICT"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_coupon")),
        sa.UniqueConstraint("agent_id", "code", name="uq_coupon_code"),
    )
    op.create_index("ix_coupon_agent", "coupon", ["agent_id", "id"])
    op.create_index("ix_coupon_event", "coupon", ["event_id"])

    op.create_table(
        "coupon_code",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("coupon_id", _BIG_ID, nullable=False),
        sa.Column("code", sa.String(length=32), nullable=False),
        sa.Column("redeemed_by", _BIG_ID, nullable=True),
        sa.Column("redeemed_at", _WHEN, nullable=True),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        _fk("coupon_code", "agent_id", "agent", "CASCADE"),
        _fk("coupon_code", "coupon_id", "coupon", "CASCADE"),
        _fk("coupon_code", "redeemed_by", "player", "SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_coupon_code")),
        sa.UniqueConstraint("agent_id", "code", name="uq_coupon_code_code"),
    )
    op.create_index("ix_coupon_code_coupon", "coupon_code", ["coupon_id", "id"])

    op.create_table(
        "coupon_redemption",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("coupon_id", _BIG_ID, nullable=False),
        sa.Column("coupon_code_id", _BIG_ID, nullable=True),
        sa.Column("code", sa.String(length=32), nullable=False),
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("wallet_id", _BIG_ID, nullable=False),
        sa.Column("use_no", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(length=10), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("spins", sa.Integer(), nullable=False),
        sa.Column("promotion_id", _BIG_ID, nullable=True),
        sa.Column("turnover", sa.BigInteger(), nullable=True),
        sa.Column("event_id", sa.BigInteger(), nullable=True),
        sa.Column("journal_key", sa.String(length=80), nullable=True),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "amount >= 0 AND spins >= 0 AND use_no >= 1",
            name=op.f("ck_coupon_redemption_figures_positive"),
        ),
        _fk("coupon_redemption", "agent_id", "agent", "CASCADE"),
        _fk("coupon_redemption", "coupon_id", "coupon", "CASCADE"),
        _fk("coupon_redemption", "coupon_code_id", "coupon_code", "SET NULL"),
        _fk("coupon_redemption", "player_id", "player", "CASCADE"),
        _fk("coupon_redemption", "wallet_id", "wallet", "CASCADE"),
        _fk("coupon_redemption", "promotion_id", "promotion", "SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_coupon_redemption")),
        sa.UniqueConstraint("coupon_id", "player_id", "use_no", name="uq_coupon_redemption_use"),
    )
    op.create_index(
        "uq_coupon_redemption_code",
        "coupon_redemption",
        ["coupon_code_id"],
        unique=True,
        sqlite_where=sa.text("coupon_code_id IS NOT NULL"),
        postgresql_where=sa.text("coupon_code_id IS NOT NULL"),
    )
    op.create_index(
        "uq_coupon_redemption_journal",
        "coupon_redemption",
        ["agent_id", "journal_key"],
        unique=True,
        sqlite_where=sa.text("journal_key IS NOT NULL"),
        postgresql_where=sa.text("journal_key IS NOT NULL"),
    )
    op.create_index("ix_coupon_redemption_player", "coupon_redemption", ["player_id", "id"])
    op.create_index("ix_coupon_redemption_coupon", "coupon_redemption", ["coupon_id", "id"])

    with op.batch_alter_table("promotion_reservation") as batch_op:
        # The coupon that reserved the promotion (docs/engagement.md §2).
        batch_op.add_column(sa.Column("coupon_id", _BIG_ID, nullable=True))
        batch_op.create_foreign_key(
            op.f("fk_promotion_reservation_coupon_id_coupon"),
            "coupon",
            ["coupon_id"],
            ["id"],
            ondelete="SET NULL",
        )


def downgrade() -> None:
    with op.batch_alter_table("promotion_reservation") as batch_op:
        batch_op.drop_constraint(
            op.f("fk_promotion_reservation_coupon_id_coupon"), type_="foreignkey"
        )
        batch_op.drop_column("coupon_id")
    op.drop_index("ix_coupon_redemption_coupon", table_name="coupon_redemption")
    op.drop_index("ix_coupon_redemption_player", table_name="coupon_redemption")
    op.drop_index("uq_coupon_redemption_journal", table_name="coupon_redemption")
    op.drop_index("uq_coupon_redemption_code", table_name="coupon_redemption")
    op.drop_table("coupon_redemption")
    op.drop_index("ix_coupon_code_coupon", table_name="coupon_code")
    op.drop_table("coupon_code")
    op.drop_index("ix_coupon_event", table_name="coupon")
    op.drop_index("ix_coupon_agent", table_name="coupon")
    op.drop_table("coupon")
