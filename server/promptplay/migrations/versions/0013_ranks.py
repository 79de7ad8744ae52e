"""ranks: rank tiers, players' ranks, reward items and their redemptions

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-24 15:40:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_WHEN = sa.DateTime(timezone=True)


def _fk(table: str, column: str, target: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column],
        [f"{target}.id"],
        name=op.f(f"fk_{table}_{column}_{target}"),
        ondelete="CASCADE",
    )


def upgrade() -> None:
    op.create_table(
        "rank_setting",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("basis", sa.String(length=8), nullable=False),
        sa.Column("diamond_every", sa.BigInteger(), nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.CheckConstraint(
            "basis IN ('turnover', 'deposit')", name=op.f("ck_rank_setting_basis_known")
        ),
        sa.CheckConstraint(
            "diamond_every >= 0", name=op.f("ck_rank_setting_diamond_every_positive")
        ),
        _fk("rank_setting", "agent_id", "agent"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rank_setting")),
        sa.UniqueConstraint("agent_id", name=op.f("uq_rank_setting_agent_id")),
    )

    op.create_table(
        "rank_tier",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("level", sa.Integer(), nullable=False),
        sa.Column("name_th", sa.String(length=60), nullable=False),
        sa.Column("name_en", sa.String(length=60), nullable=False),
        sa.Column("name_vi", sa.String(length=60), nullable=False),
        sa.Column("icon", sa.String(length=500), nullable=False),
        sa.Column("threshold", sa.BigInteger(), nullable=False),
        sa.Column("cashback_rate", sa.Numeric(5, 2), nullable=False),
        sa.Column("withdraw_limit", sa.BigInteger(), nullable=False),
        sa.Column("rank_up_bonus", sa.BigInteger(), nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.CheckConstraint(
            "level >= 1 AND threshold >= 0 AND withdraw_limit >= 0 AND rank_up_bonus >= 0"
            " AND cashback_rate >= 0 AND cashback_rate <= 100",
            name=op.f("ck_rank_tier_figures_known"),
        ),
        _fk("rank_tier", "agent_id", "agent"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rank_tier")),
        sa.UniqueConstraint("agent_id", "level", name="uq_rank_tier_level"),
    )

    op.create_table(
        "player_rank",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("level", sa.Integer(), nullable=False),
        sa.Column("reached_at", _WHEN, nullable=True),
        sa.Column("diamond_turnover", sa.BigInteger(), nullable=False),
        sa.Column("diamonds_earned", sa.BigInteger(), nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.CheckConstraint(
            "level >= 0 AND diamond_turnover >= 0 AND diamonds_earned >= 0",
            name=op.f("ck_player_rank_figures_positive"),
        ),
        _fk("player_rank", "agent_id", "agent"),
        _fk("player_rank", "player_id", "player"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_player_rank")),
        sa.UniqueConstraint("player_id", name=op.f("uq_player_rank_player_id")),
    )
    op.create_index("ix_player_rank_agent_id", "player_rank", ["agent_id"])

    op.create_table(
        "reward_item",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("name_th", sa.String(length=120), nullable=False),
        sa.Column("name_en", sa.String(length=120), nullable=False),
        sa.Column("name_vi", sa.String(length=120), nullable=False),
        sa.Column("image_url", sa.Text(), nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("turnover", sa.Numeric(8, 2), nullable=False),
        sa.Column("price", sa.BigInteger(), nullable=False),
        sa.Column("stock", sa.BigInteger(), nullable=True),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "kind IN ('credit', 'spins', 'physical')", name=op.f("ck_reward_item_kind_known")
        ),
        sa.CheckConstraint(
            "price > 0 AND (stock IS NULL OR stock >= 0) AND turnover >= 0"
            " AND ((kind = 'physical' AND amount = 0) OR (kind <> 'physical' AND amount > 0))",
            name=op.f("ck_reward_item_figures_known"),
        ),
        _fk("reward_item", "agent_id", "agent"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reward_item")),
    )
    op.create_index("ix_reward_item_agent", "reward_item", ["agent_id", "sort", "id"])

    op.create_table(
        "reward_redemption",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("wallet_id", _BIG_ID, nullable=False),
        sa.Column("item_id", _BIG_ID, nullable=False),
        sa.Column("price", sa.BigInteger(), nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("serial", sa.String(length=64), nullable=True),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("decided_by", _BIG_ID, nullable=True),
        sa.Column("decided_at", _WHEN, nullable=True),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "status IN ('delivered', 'pending', 'fulfilled', 'rejected')",
            name=op.f("ck_reward_redemption_status_known"),
        ),
        sa.CheckConstraint(
            "price > 0 AND amount >= 0", name=op.f("ck_reward_redemption_figures_positive")
        ),
        _fk("reward_redemption", "agent_id", "agent"),
        _fk("reward_redemption", "player_id", "player"),
        _fk("reward_redemption", "wallet_id", "wallet"),
        _fk("reward_redemption", "item_id", "reward_item"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reward_redemption")),
        sa.UniqueConstraint("agent_id", "serial", name="uq_reward_redemption_serial"),
    )
    op.create_index("ix_reward_redemption_player", "reward_redemption", ["player_id", "id"])
    op.create_index("ix_reward_redemption_queue", "reward_redemption", ["agent_id", "status", "id"])


def downgrade() -> None:
    op.drop_index("ix_reward_redemption_queue", table_name="reward_redemption")
    op.drop_index("ix_reward_redemption_player", table_name="reward_redemption")
    op.drop_table("reward_redemption")
    op.drop_index("ix_reward_item_agent", table_name="reward_item")
    op.drop_table("reward_item")
    op.drop_index("ix_player_rank_agent_id", table_name="player_rank")
    op.drop_table("player_rank")
    op.drop_table("rank_tier")
    op.drop_table("rank_setting")
