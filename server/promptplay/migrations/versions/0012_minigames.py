"""minigames: the lucky wheel's settings, spins earned, mini-game plays

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-24 15:40:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
_WHEN = sa.DateTime(timezone=True)
_ONE_CHECK_IN = "game = 'checkIn'"


def _fk(table: str, column: str, target: str, ondelete: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column],
        [f"{target}.id"],
        name=op.f(f"fk_{table}_{column}_{target}"),
        ondelete=ondelete,
    )


def upgrade() -> None:
    op.create_table(
        "minigame_setting",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("settings", _JSON, nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        _fk("minigame_setting", "agent_id", "agent", "CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_minigame_setting")),
        sa.UniqueConstraint("agent_id", name=op.f("uq_minigame_setting_agent_id")),
    )

    op.create_table(
        "spin_grant",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("wallet_id", _BIG_ID, nullable=False),
        sa.Column("source", sa.String(length=8), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("spins", sa.Integer(), nullable=False),
        sa.Column("basis", sa.BigInteger(), nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "spins >= 0 AND basis >= 0", name=op.f("ck_spin_grant_counts_not_negative")
        ),
        sa.CheckConstraint(
            "source IN ('deposit', 'turnover', 'free')", name=op.f("ck_spin_grant_source_known")
        ),
        _fk("spin_grant", "agent_id", "agent", "CASCADE"),
        _fk("spin_grant", "player_id", "player", "CASCADE"),
        _fk("spin_grant", "wallet_id", "wallet", "CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_spin_grant")),
        sa.UniqueConstraint("player_id", "source", "day", name="uq_spin_grant"),
    )
    op.create_index("ix_spin_grant_agent_day", "spin_grant", ["agent_id", "day"])

    op.create_table(
        "minigame_play",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("player_id", _BIG_ID, nullable=False),
        sa.Column("wallet_id", _BIG_ID, nullable=False),
        sa.Column("game", sa.String(length=8), nullable=False),
        sa.Column("nonce", sa.String(length=32), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("segment_index", sa.Integer(), nullable=True),
        sa.Column("streak_day", sa.Integer(), nullable=True),
        sa.Column("prize_type", sa.String(length=8), nullable=False),
        sa.Column("prize_amount", sa.BigInteger(), nullable=False),
        sa.Column("turnover", sa.BigInteger(), nullable=True),
        sa.Column("spins_left", sa.BigInteger(), nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "game IN ('wheel', 'checkIn')", name=op.f("ck_minigame_play_game_known")
        ),
        sa.CheckConstraint(
            "prize_type IN ('credit', 'spins', 'diamonds', 'none')",
            name=op.f("ck_minigame_play_prize_known"),
        ),
        sa.CheckConstraint(
            "prize_amount >= 0 AND spins_left >= 0",
            name=op.f("ck_minigame_play_counts_not_negative"),
        ),
        _fk("minigame_play", "agent_id", "agent", "CASCADE"),
        _fk("minigame_play", "player_id", "player", "CASCADE"),
        _fk("minigame_play", "wallet_id", "wallet", "CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_minigame_play")),
        sa.UniqueConstraint("nonce", name="uq_minigame_play_nonce"),
    )
    op.create_index("ix_minigame_play_player", "minigame_play", ["player_id", "game", "id"])
    op.create_index(
        "uq_minigame_play_check_in",
        "minigame_play",
        ["player_id", "day"],
        unique=True,
        sqlite_where=sa.text(_ONE_CHECK_IN),
        postgresql_where=sa.text(_ONE_CHECK_IN),
    )


def downgrade() -> None:
    op.drop_index("uq_minigame_play_check_in", table_name="minigame_play")
    op.drop_index("ix_minigame_play_player", table_name="minigame_play")
    op.drop_table("minigame_play")
    op.drop_index("ix_spin_grant_agent_day", table_name="spin_grant")
    op.drop_table("spin_grant")
    op.drop_table("minigame_setting")
