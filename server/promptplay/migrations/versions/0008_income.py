"""income: program settings, alliances, awards per player and period, computed periods

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-24 11:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0008"
down_revision: str | None = "0007"
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


def upgrade() -> None:
    with op.batch_alter_table("player") as batch_op:
        # The referrer as a player (`refers` keeps the code as typed), whether the referral
        # looked like the referrer's own, and the device the player registered from.
        batch_op.add_column(sa.Column("referrer_id", _BIG_ID, nullable=True))
        batch_op.add_column(
            sa.Column("self_referral", sa.Boolean(), server_default=sa.false(), nullable=False)
        )
        batch_op.add_column(sa.Column("device_id", sa.String(length=64), nullable=True))
        batch_op.create_index("ix_player_referrer_id", ["referrer_id"])
        batch_op.create_index("ix_player_alliance_id", ["alliance_id"])
    with op.batch_alter_table("promotion") as batch_op:
        # 'offer': what staff set up; 'income': the built-in claim of withdrawn income.
        batch_op.add_column(
            sa.Column("purpose", sa.String(length=8), server_default="offer", nullable=False)
        )

    op.create_table(
        "income_setting",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("settings", _JSON, nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        _fk("income_setting", "agent_id", "agent", "CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_income_setting")),
        sa.UniqueConstraint("agent_id", name=op.f("uq_income_setting_agent_id")),
    )

    op.create_table(
        "alliance",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("code", sa.String(length=32), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("share_percent", sa.Numeric(5, 2), nullable=False),
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "share_percent >= 0 AND share_percent <= 100", name=op.f("ck_alliance_share_known")
        ),
        _fk("alliance", "agent_id", "agent", "CASCADE"),
        _fk("alliance", "player_id", "player", "CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_alliance")),
        sa.UniqueConstraint("agent_id", "code", name="uq_alliance_code"),
    )

    op.create_table(
        "income_award",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("wallet_id", _BIG_ID, nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("period_key", sa.String(length=32), nullable=False),
        sa.Column("period_start", sa.Date(), nullable=False),
        sa.Column("period_end", sa.Date(), nullable=False),
        sa.Column("basis", sa.BigInteger(), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("turnover", sa.Numeric(8, 2), nullable=False),
        sa.Column("detail", _JSON, nullable=False),
        sa.Column("status", sa.String(length=8), nullable=False),
        sa.Column("expires_at", _WHEN, nullable=True),
        sa.Column("paid_at", _WHEN, nullable=True),
        sa.Column("decided_by", _BIG_ID, nullable=True),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "amount > 0 AND basis >= 0", name=op.f("ck_income_award_amounts_positive")
        ),
        sa.CheckConstraint(
            "status IN ('open', 'paid', 'expired', 'held', 'voided')",
            name=op.f("ck_income_award_status_known"),
        ),
        _fk("income_award", "agent_id", "agent", "CASCADE"),
        _fk("income_award", "player_id", "player", "CASCADE"),
        _fk("income_award", "wallet_id", "wallet", "CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_income_award")),
        sa.UniqueConstraint("player_id", "kind", "period_key", name="uq_income_award"),
    )
    op.create_index("ix_income_award_player", "income_award", ["player_id", "kind", "status"])
    op.create_index("ix_income_award_agent", "income_award", ["agent_id", "period_start"])
    op.create_index("ix_income_award_expiry", "income_award", ["status", "expires_at"])

    op.create_table(
        "income_run",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("period_key", sa.String(length=32), nullable=False),
        sa.Column("period_start", sa.Date(), nullable=False),
        sa.Column("period_end", sa.Date(), nullable=False),
        sa.Column("awards", sa.Integer(), nullable=False),
        sa.Column("total", sa.BigInteger(), nullable=False),
        sa.Column("finished_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        _fk("income_run", "agent_id", "agent", "CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_income_run")),
        sa.UniqueConstraint("agent_id", "kind", "period_key", name="uq_income_run"),
    )


def downgrade() -> None:
    op.drop_table("income_run")
    op.drop_index("ix_income_award_expiry", table_name="income_award")
    op.drop_index("ix_income_award_agent", table_name="income_award")
    op.drop_index("ix_income_award_player", table_name="income_award")
    op.drop_table("income_award")
    op.drop_table("alliance")
    op.drop_table("income_setting")
    with op.batch_alter_table("promotion") as batch_op:
        batch_op.drop_column("purpose")
    with op.batch_alter_table("player") as batch_op:
        batch_op.drop_index("ix_player_alliance_id")
        batch_op.drop_index("ix_player_referrer_id")
        batch_op.drop_column("device_id")
        batch_op.drop_column("self_referral")
        batch_op.drop_column("referrer_id")
