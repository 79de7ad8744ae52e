"""promotions: what agents offer, what players claim, the choice for the next deposit

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-24 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
_WHEN = sa.DateTime(timezone=True)


def _fk(table: str, column: str, target: str, ondelete: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column],
        [f"{target}.id"],
        name=op.f(f"fk_{table}_{column}_{target}"),
        ondelete=ondelete,
    )


def _partial(name: str, table: str, columns: list[str], where: str) -> None:
    op.create_index(
        name,
        table,
        columns,
        unique=True,
        sqlite_where=sa.text(where),
        postgresql_where=sa.text(where),
    )


def upgrade() -> None:
    op.create_table(
        "promotion",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("name_th", sa.String(length=160), nullable=False),
        sa.Column("name_en", sa.String(length=160), nullable=False),
        sa.Column("name_vi", sa.String(length=160), nullable=False),
        sa.Column("image_url", sa.Text(), nullable=False),
        sa.Column("promotion_type_id", sa.Integer(), nullable=False),
        sa.Column("bonus_type", sa.String(length=8), nullable=False),
        sa.Column("bonus_percent", sa.Numeric(7, 2), nullable=False),
        sa.Column("bonus_amount", sa.BigInteger(), nullable=False),
        sa.Column("bonus_maximum", sa.BigInteger(), nullable=False),
        sa.Column("minimum_deposit", sa.BigInteger(), nullable=False),
        sa.Column("turn_type", sa.Integer(), nullable=False),
        sa.Column("turn", sa.Numeric(16, 2), nullable=False),
        sa.Column("turn_basis", sa.Integer(), nullable=False),
        sa.Column("withdraw_type", sa.Integer(), nullable=False),
        sa.Column("maximum_withdraw", sa.Numeric(16, 2), nullable=False),
        sa.Column("game_config", _JSON, nullable=False),
        sa.Column("starts_at", _WHEN, nullable=True),
        sa.Column("ends_at", _WHEN, nullable=True),
        sa.Column("weekdays", _JSON, nullable=False),
        sa.Column("from_minute", sa.Integer(), nullable=True),
        sa.Column("to_minute", sa.Integer(), nullable=True),
        sa.Column("welcome_back_days", sa.Integer(), nullable=True),
        sa.Column("stack_tiers", _JSON, nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("display", sa.Boolean(), nullable=False),
        sa.Column("popup", sa.Boolean(), nullable=False),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "promotion_type_id BETWEEN 1 AND 9", name=op.f("ck_promotion_type_known")
        ),
        sa.CheckConstraint(
            "bonus_type IN ('percent', 'fixed')", name=op.f("ck_promotion_bonus_type_known")
        ),
        sa.CheckConstraint(
            "turn_type IN (1, 2) AND turn_basis IN (1, 2)", name=op.f("ck_promotion_turn_known")
        ),
        sa.CheckConstraint(
            "withdraw_type IN (1, 2)", name=op.f("ck_promotion_withdraw_type_known")
        ),
        sa.CheckConstraint(
            "bonus_amount >= 0 AND bonus_maximum >= 0 AND minimum_deposit >= 0"
            " AND bonus_percent >= 0 AND turn >= 0 AND maximum_withdraw >= 0",
            name=op.f("ck_promotion_figures_positive"),
        ),
        _fk("promotion", "agent_id", "agent", "CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_promotion")),
    )
    op.create_index("ix_promotion_agent", "promotion", ["agent_id", "sort_order", "id"])

    op.create_table(
        "player_promotion",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("wallet_id", _BIG_ID, nullable=False),
        sa.Column("promotion_id", _BIG_ID, nullable=False),
        sa.Column("promotion_type_id", sa.Integer(), nullable=False),
        sa.Column("status_code", sa.String(length=4), nullable=False),
        sa.Column("claim_key", sa.String(length=32), nullable=True),
        sa.Column("claimed_on", sa.Date(), nullable=False),
        sa.Column("deposit_transaction_id", _BIG_ID, nullable=True),
        sa.Column("cash_promotion", sa.BigInteger(), nullable=False),
        sa.Column("topped_up", sa.BigInteger(), nullable=False),
        sa.Column("bonus", sa.BigInteger(), nullable=False),
        sa.Column("turn_type", sa.Integer(), nullable=False),
        sa.Column("turn", sa.Numeric(16, 2), nullable=False),
        sa.Column("turn_basis", sa.Integer(), nullable=False),
        sa.Column("withdraw_type", sa.Integer(), nullable=False),
        sa.Column("maximum_withdraw", sa.Numeric(16, 2), nullable=False),
        sa.Column("game_config", _JSON, nullable=False),
        sa.Column("stack_level", sa.Integer(), nullable=False),
        sa.Column("turnover", sa.BigInteger(), nullable=False),
        sa.Column("win_loss", sa.BigInteger(), nullable=False),
        sa.Column("seized", sa.BigInteger(), nullable=False),
        sa.Column("condition_manual", sa.Integer(), nullable=True),
        sa.Column("turn_type_manual", sa.Integer(), nullable=True),
        sa.Column("turn_over_manual", sa.Numeric(16, 2), nullable=True),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("granted_by", _BIG_ID, nullable=True),
        sa.Column("started_at", _WHEN, nullable=False),
        sa.Column("ended_at", _WHEN, nullable=True),
        sa.Column("end_reason", sa.String(length=32), nullable=True),
        sa.Column("ended_by", _BIG_ID, nullable=True),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "bonus >= 0 AND cash_promotion >= 0 AND topped_up >= 0 AND turnover >= 0 AND seized >= 0",
            name=op.f("ck_player_promotion_figures_positive"),
        ),
        _fk("player_promotion", "agent_id", "agent", "CASCADE"),
        _fk("player_promotion", "player_id", "player", "CASCADE"),
        _fk("player_promotion", "wallet_id", "wallet", "CASCADE"),
        _fk("player_promotion", "promotion_id", "promotion", "RESTRICT"),
        _fk("player_promotion", "deposit_transaction_id", "bank_transaction", "RESTRICT"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_player_promotion")),
    )
    _partial(
        "uq_player_promotion_active", "player_promotion", ["player_id"], "status_code = '0005'"
    )
    _partial(
        "uq_player_promotion_claim",
        "player_promotion",
        ["player_id", "promotion_id", "claim_key"],
        "claim_key IS NOT NULL",
    )
    _partial(
        "uq_player_promotion_deposit",
        "player_promotion",
        ["deposit_transaction_id"],
        "deposit_transaction_id IS NOT NULL",
    )
    op.create_index(
        "ix_player_promotion_promotion", "player_promotion", ["promotion_id", "status_code"]
    )

    op.create_table(
        "promotion_reservation",
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("get_promotion", sa.Boolean(), nullable=False),
        sa.Column("promotion_id", _BIG_ID, nullable=True),
        sa.Column("reserved_at", _WHEN, nullable=False),
        _fk("promotion_reservation", "player_id", "player", "CASCADE"),
        _fk("promotion_reservation", "agent_id", "agent", "CASCADE"),
        _fk("promotion_reservation", "promotion_id", "promotion", "CASCADE"),
        sa.PrimaryKeyConstraint("player_id", name=op.f("pk_promotion_reservation")),
    )

    op.create_table(
        "promotion_preference",
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("auto_promotion", sa.String(length=16), nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "auto_promotion IN ('normal', 'coupon', 'disabled', 'activate')",
            name=op.f("ck_promotion_preference_mode_known"),
        ),
        _fk("promotion_preference", "player_id", "player", "CASCADE"),
        sa.PrimaryKeyConstraint("player_id", name=op.f("pk_promotion_preference")),
    )


def downgrade() -> None:
    op.drop_table("promotion_preference")
    op.drop_table("promotion_reservation")
    op.drop_index("ix_player_promotion_promotion", table_name="player_promotion")
    op.drop_index("uq_player_promotion_deposit", table_name="player_promotion")
    op.drop_index("uq_player_promotion_claim", table_name="player_promotion")
    op.drop_index("uq_player_promotion_active", table_name="player_promotion")
    op.drop_table("player_promotion")
    op.drop_index("ix_promotion_agent", table_name="promotion")
    op.drop_table("promotion")
