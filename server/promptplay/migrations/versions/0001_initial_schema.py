"""initial schema

Revision ID: 0001
Revises:
Create Date: 2026-11-21 04:16:43.059933
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import promptplay.models.base
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    op.create_table(
        "captcha",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("answer_hash", sa.String(length=64), nullable=False),
        sa.Column("expires_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.Column("used_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=True),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_captcha")),
    )
    with op.batch_alter_table("captcha", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_captcha_expires_at"), ["expires_at"], unique=False)

    op.create_table(
        "country",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("code", sa.String(length=2), nullable=False),
        sa.Column("name_en", sa.String(length=64), nullable=False),
        sa.Column("name_th", sa.String(length=64), nullable=False),
        sa.Column("dialing_code", sa.String(length=8), nullable=False),
        sa.Column("currency_code", sa.String(length=3), nullable=False),
        sa.Column("timezone", sa.String(length=64), nullable=False),
        sa.Column("phone_pattern", sa.String(length=64), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_country")),
        sa.UniqueConstraint("code", name=op.f("uq_country_code")),
    )
    op.create_table(
        "currency",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("code", sa.String(length=3), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("symbol", sa.String(length=8), nullable=False),
        sa.Column("decimals", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_currency")),
        sa.UniqueConstraint("code", name=op.f("uq_currency_code")),
    )
    op.create_table(
        "login_failure",
        sa.Column("scope", sa.String(length=16), nullable=False),
        sa.Column("key", sa.String(length=128), nullable=False),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_login_failure")),
    )
    with op.batch_alter_table("login_failure", schema=None) as batch_op:
        batch_op.create_index(
            "ix_login_failure_scope_key_at", ["scope", "key", "created_at"], unique=False
        )

    op.create_table(
        "agent",
        sa.Column("username", sa.String(length=64), nullable=False),
        sa.Column("prefix", sa.String(length=16), nullable=False),
        sa.Column("game_company", sa.String(length=32), nullable=False),
        sa.Column("country_id", sa.Integer(), nullable=False),
        sa.Column("payment_method", sa.String(length=32), nullable=False),
        sa.Column("minimum_deposit", sa.BigInteger(), nullable=False),
        sa.Column("maximum_deposit", sa.BigInteger(), nullable=False),
        sa.Column("minimum_withdraw", sa.BigInteger(), nullable=False),
        sa.Column("maximum_withdraw", sa.BigInteger(), nullable=False),
        sa.Column("maximum_credit_balance", sa.BigInteger(), nullable=False),
        sa.Column("turn_type", sa.Integer(), nullable=False),
        sa.Column("turn", sa.Numeric(precision=10, scale=2), nullable=False),
        sa.Column("deposit_mode", sa.String(length=32), nullable=False),
        sa.Column("deposit_expiry_minutes", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column(
            "template_setting",
            sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column(
            "player_configuration",
            sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "maximum_deposit >= minimum_deposit", name=op.f("ck_agent_deposit_range")
        ),
        sa.CheckConstraint(
            "maximum_withdraw >= minimum_withdraw", name=op.f("ck_agent_withdraw_range")
        ),
        sa.CheckConstraint(
            "minimum_deposit >= 0 AND minimum_withdraw >= 0", name=op.f("ck_agent_limits_positive")
        ),
        sa.ForeignKeyConstraint(
            ["country_id"], ["country.id"], name=op.f("fk_agent_country_id_country")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_agent")),
        sa.UniqueConstraint("prefix", name=op.f("uq_agent_prefix")),
    )
    op.create_table(
        "bank",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("code", sa.String(length=16), nullable=False),
        sa.Column("country_id", sa.Integer(), nullable=False),
        sa.Column("swift_code", sa.String(length=11), nullable=False),
        sa.Column("code_name", sa.String(length=16), nullable=False),
        sa.Column("name_th", sa.String(length=128), nullable=False),
        sa.Column("name_en", sa.String(length=128), nullable=False),
        sa.Column("name_local", sa.String(length=128), nullable=False),
        sa.Column("account_no_min", sa.Integer(), nullable=False),
        sa.Column("account_no_max", sa.Integer(), nullable=False),
        sa.Column("brand_color", sa.String(length=9), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["country_id"], ["country.id"], name=op.f("fk_bank_country_id_country")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_bank")),
        sa.UniqueConstraint("code", name=op.f("uq_bank_code")),
    )
    with op.batch_alter_table("bank", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_bank_country_id"), ["country_id"], unique=False)

    op.create_table(
        "agent_domain",
        sa.Column("agent_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("domain", sa.String(length=253), nullable=False),
        sa.Column("is_primary", sa.Boolean(), nullable=False),
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.ForeignKeyConstraint(
            ["agent_id"],
            ["agent.id"],
            name=op.f("fk_agent_domain_agent_id_agent"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_agent_domain")),
        sa.UniqueConstraint("domain", name=op.f("uq_agent_domain_domain")),
    )
    with op.batch_alter_table("agent_domain", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_agent_domain_agent_id"), ["agent_id"], unique=False)

    op.create_table(
        "announcement",
        sa.Column("agent_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["agent_id"],
            ["agent.id"],
            name=op.f("fk_announcement_agent_id_agent"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_announcement")),
    )
    with op.batch_alter_table("announcement", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_announcement_agent_id"), ["agent_id"], unique=False)

    op.create_table(
        "banner",
        sa.Column("agent_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("image_url", sa.String(length=500), nullable=False),
        sa.Column("link_url", sa.String(length=500), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["agent_id"], ["agent.id"], name=op.f("fk_banner_agent_id_agent"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_banner")),
    )
    with op.batch_alter_table("banner", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_banner_agent_id"), ["agent_id"], unique=False)

    op.create_table(
        "user",
        sa.Column("agent_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("username", sa.String(length=32), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=False),
        sa.Column("user_type", sa.String(length=16), nullable=False),
        sa.Column("role_id", sa.Integer(), nullable=False),
        sa.Column("tel", sa.String(length=20), nullable=True),
        sa.Column("email", sa.String(length=254), nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column(
            "access_permission",
            sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"),
            nullable=False,
        ),
        sa.Column("last_login", promptplay.models.base.UTCDateTime(timezone=True), nullable=True),
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["agent_id"], ["agent.id"], name=op.f("fk_user_agent_id_agent"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_user")),
        sa.UniqueConstraint(
            "agent_id", "user_type", "username", name=op.f("uq_user_agent_id_user_type_username")
        ),
    )
    with op.batch_alter_table("user", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_user_agent_id"), ["agent_id"], unique=False)

    op.create_table(
        "auth_session",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("user_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("agent_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("ended_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=True),
        sa.Column("end_reason", sa.String(length=16), nullable=True),
        sa.Column("client_address", sa.String(length=64), nullable=True),
        sa.Column("user_agent", sa.String(length=256), nullable=True),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["agent_id"],
            ["agent.id"],
            name=op.f("fk_auth_session_agent_id_agent"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["user.id"], name=op.f("fk_auth_session_user_id_user"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_auth_session")),
    )
    with op.batch_alter_table("auth_session", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_auth_session_user_id"), ["user_id"], unique=False)

    op.create_table(
        "player",
        sa.Column("agent_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("user_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column(
            "bank_account_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True
        ),
        sa.Column("first_name", sa.String(length=100), nullable=True),
        sa.Column("last_name", sa.String(length=100), nullable=True),
        sa.Column("nick_name", sa.String(length=100), nullable=True),
        sa.Column("tel", sa.String(length=20), nullable=False),
        sa.Column("dob", sa.Date(), nullable=True),
        sa.Column("gender", sa.String(length=16), nullable=True),
        sa.Column("line_id", sa.String(length=64), nullable=True),
        sa.Column("refers", sa.String(length=32), nullable=True),
        sa.Column("invite", sa.String(length=32), nullable=False),
        sa.Column("from_channel", sa.String(length=64), nullable=True),
        sa.Column("is_playing", sa.Integer(), nullable=False),
        sa.Column("alliance_ref", sa.String(length=64), nullable=True),
        sa.Column("alliance_id", sa.Integer(), nullable=True),
        sa.Column("ufa_username", sa.String(length=64), nullable=True),
        sa.Column("return_lost", sa.Integer(), nullable=False),
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["agent_id"], ["agent.id"], name=op.f("fk_player_agent_id_agent"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["user.id"], name=op.f("fk_player_user_id_user"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_player")),
        sa.UniqueConstraint("agent_id", "invite", name=op.f("uq_player_agent_id_invite")),
        sa.UniqueConstraint("agent_id", "tel", name=op.f("uq_player_agent_id_tel")),
        sa.UniqueConstraint("user_id", name=op.f("uq_player_user_id")),
    )
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_player_agent_id"), ["agent_id"], unique=False)

    op.create_table(
        "bank_account",
        sa.Column("agent_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("player_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=True),
        sa.Column("bank_id", sa.Integer(), nullable=False),
        sa.Column("bank_account_no", sa.String(length=32), nullable=False),
        sa.Column("bank_account_name", sa.String(length=128), nullable=False),
        sa.Column("bank_account_type", sa.String(length=20), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("currency_code", sa.String(length=3), nullable=False),
        sa.Column("exchange_rate", sa.Integer(), nullable=False),
        sa.Column("prompt_pay_type", sa.String(length=16), nullable=True),
        sa.Column("prompt_pay_no", sa.String(length=20), nullable=True),
        sa.Column("qr_code", sa.String(length=512), nullable=True),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["agent_id"],
            ["agent.id"],
            name=op.f("fk_bank_account_agent_id_agent"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["bank_id"], ["bank.id"], name=op.f("fk_bank_account_bank_id_bank")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["player.id"],
            name=op.f("fk_bank_account_player_id_player"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_bank_account")),
        sa.UniqueConstraint(
            "agent_id",
            "bank_id",
            "bank_account_no",
            name=op.f("uq_bank_account_agent_id_bank_id_bank_account_no"),
        ),
    )
    with op.batch_alter_table("bank_account", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_bank_account_agent_id"), ["agent_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_bank_account_player_id"), ["player_id"], unique=False)

    op.create_table(
        "refresh_token",
        sa.Column("session_id", sa.String(length=32), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("expires_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.Column("used_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=True),
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id"],
            ["auth_session.id"],
            name=op.f("fk_refresh_token_session_id_auth_session"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_refresh_token")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_refresh_token_token_hash")),
    )
    with op.batch_alter_table("refresh_token", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_refresh_token_session_id"), ["session_id"], unique=False
        )

    op.create_table(
        "wallet",
        sa.Column("agent_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column(
            "player_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False
        ),
        sa.Column("currency_code", sa.String(length=3), nullable=False),
        sa.Column("cash_in", sa.BigInteger(), nullable=False),
        sa.Column("cash_out", sa.BigInteger(), nullable=False),
        sa.Column("cash_balance", sa.BigInteger(), nullable=False),
        sa.Column("credit_in", sa.BigInteger(), nullable=False),
        sa.Column("credit_out", sa.BigInteger(), nullable=False),
        sa.Column("credit_balance", sa.BigInteger(), nullable=False),
        sa.Column("income_from_alliance", sa.BigInteger(), nullable=False),
        sa.Column("income_from_affiliate", sa.BigInteger(), nullable=False),
        sa.Column("cash_promotion", sa.BigInteger(), nullable=False),
        sa.Column("credit_promotion", sa.BigInteger(), nullable=False),
        sa.Column("event_credit", sa.BigInteger(), nullable=False),
        sa.Column("return_lost_balance", sa.BigInteger(), nullable=False),
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("created_at", promptplay.models.base.UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint("cash_balance >= 0", name=op.f("ck_wallet_cash_balance_not_negative")),
        sa.CheckConstraint(
            "cash_promotion >= 0", name=op.f("ck_wallet_cash_promotion_not_negative")
        ),
        sa.CheckConstraint(
            "credit_balance >= 0", name=op.f("ck_wallet_credit_balance_not_negative")
        ),
        sa.CheckConstraint(
            "credit_promotion >= 0", name=op.f("ck_wallet_credit_promotion_not_negative")
        ),
        sa.CheckConstraint("event_credit >= 0", name=op.f("ck_wallet_event_credit_not_negative")),
        sa.CheckConstraint(
            "income_from_affiliate >= 0", name=op.f("ck_wallet_income_from_affiliate_not_negative")
        ),
        sa.CheckConstraint(
            "income_from_alliance >= 0", name=op.f("ck_wallet_income_from_alliance_not_negative")
        ),
        sa.CheckConstraint(
            "return_lost_balance >= 0", name=op.f("ck_wallet_return_lost_balance_not_negative")
        ),
        sa.ForeignKeyConstraint(
            ["agent_id"], ["agent.id"], name=op.f("fk_wallet_agent_id_agent"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["player.id"],
            name=op.f("fk_wallet_player_id_player"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_wallet")),
        sa.UniqueConstraint("player_id", name=op.f("uq_wallet_player_id")),
    )
    with op.batch_alter_table("wallet", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_wallet_agent_id"), ["agent_id"], unique=False)


def downgrade() -> None:

    with op.batch_alter_table("wallet", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_wallet_agent_id"))

    op.drop_table("wallet")
    with op.batch_alter_table("refresh_token", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_refresh_token_session_id"))

    op.drop_table("refresh_token")
    with op.batch_alter_table("bank_account", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_bank_account_player_id"))
        batch_op.drop_index(batch_op.f("ix_bank_account_agent_id"))

    op.drop_table("bank_account")
    with op.batch_alter_table("player", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_player_agent_id"))

    op.drop_table("player")
    with op.batch_alter_table("auth_session", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_auth_session_user_id"))

    op.drop_table("auth_session")
    with op.batch_alter_table("user", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_user_agent_id"))

    op.drop_table("user")
    with op.batch_alter_table("banner", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_banner_agent_id"))

    op.drop_table("banner")
    with op.batch_alter_table("announcement", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_announcement_agent_id"))

    op.drop_table("announcement")
    with op.batch_alter_table("agent_domain", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_agent_domain_agent_id"))

    op.drop_table("agent_domain")
    with op.batch_alter_table("bank", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_bank_country_id"))

    op.drop_table("bank")
    op.drop_table("agent")
    with op.batch_alter_table("login_failure", schema=None) as batch_op:
        batch_op.drop_index("ix_login_failure_scope_key_at")

    op.drop_table("login_failure")
    op.drop_table("currency")
    op.drop_table("country")
    with op.batch_alter_table("captcha", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_captcha_expires_at"))

    op.drop_table("captcha")
