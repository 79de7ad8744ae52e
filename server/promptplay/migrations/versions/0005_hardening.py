"""hardening: money that cannot be faked, throttles, credentials, sweeps that never stall

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-24 01:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


# ----- money: payment settings per agent, payment incidents ---------------------------------


_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


_ONE_PENDING = "status = '0001' AND type = 'DEPOSIT' AND channel IN ('BANK', 'GATEWAY')"
_ONE_PENDING_BANK = "status = '0001' AND type = 'DEPOSIT' AND channel = 'BANK'"


def _money_up() -> None:
    with op.batch_alter_table("agent") as batch_op:
        batch_op.add_column(sa.Column("truemoney_mobile", sa.String(length=10), nullable=True))
        batch_op.create_index("uq_agent_truemoney_mobile", ["truemoney_mobile"], unique=True)
    with op.batch_alter_table("bank_transaction") as batch_op:
        batch_op.add_column(sa.Column("upstream_status", sa.String(length=16), nullable=True))
    # The gateway was offered to every agent in its currency: say so in their methods. No
    # agent takes vouchers until an operator gives it a receiving TrueMoney number.
    op.execute(
        "UPDATE agent SET payment_method = 'BANK,GATEWAY' WHERE payment_method = 'BANK'"
        " AND country_id IN (SELECT id FROM country WHERE currency_code = 'VND')"
    )
    # One pending deposit per player and channel, the gateway's included.
    with op.batch_alter_table("bank_transaction") as batch_op:
        batch_op.drop_index("uq_bank_transaction_one_pending_deposit")
        batch_op.create_index(
            "uq_bank_transaction_one_pending_deposit",
            ["player_id", "channel"],
            unique=True,
            sqlite_where=sa.text(_ONE_PENDING),
            postgresql_where=sa.text(_ONE_PENDING),
        )
    op.create_table(
        "payment_incident",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("bank_transaction_id", _BIG_ID, nullable=True),
        sa.Column("channel", sa.String(length=16), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("reference", sa.String(length=160), nullable=False),
        sa.Column("amount", _BIG_ID, nullable=True),
        sa.Column("currency_code", sa.String(length=3), nullable=True),
        sa.Column("detail", _JSON, nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("resolution", sa.String(length=16), nullable=True),
        sa.Column("note", sa.String(length=255), nullable=True),
        sa.Column("resolved_by", _BIG_ID, nullable=True),
        sa.Column("resolved_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["agent_id"],
            ["agent.id"],
            name=op.f("fk_payment_incident_agent_id_agent"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["bank_transaction_id"],
            ["bank_transaction.id"],
            name=op.f("fk_payment_incident_bank_transaction_id_bank_transaction"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payment_incident")),
        sa.UniqueConstraint("channel", "kind", "reference", name="uq_payment_incident_reference"),
    )
    op.create_index("ix_payment_incident_agent", "payment_incident", ["agent_id", "status", "id"])


def _money_down() -> None:
    with op.batch_alter_table("bank_transaction") as batch_op:
        batch_op.drop_index("uq_bank_transaction_one_pending_deposit")
        batch_op.create_index(
            "uq_bank_transaction_one_pending_deposit",
            ["player_id"],
            unique=True,
            sqlite_where=sa.text(_ONE_PENDING_BANK),
            postgresql_where=sa.text(_ONE_PENDING_BANK),
        )
    op.drop_index("ix_payment_incident_agent", table_name="payment_incident")
    op.drop_table("payment_incident")
    with op.batch_alter_table("bank_transaction") as batch_op:
        batch_op.drop_column("upstream_status")
    with op.batch_alter_table("agent") as batch_op:
        batch_op.drop_index("uq_agent_truemoney_mobile")
        batch_op.drop_column("truemoney_mobile")


# ----- auth: login throttling, rate limits --------------------------------------------------


def _auth_up() -> None:
    # Failed logins become one counter row per key (an account at an address, an address),
    # so that an attempt is counted by one conditional statement before the password is
    # judged. The old rows are a passing window's worth of throttling state: dropped.
    with op.batch_alter_table("login_failure", schema=None) as batch_op:
        batch_op.drop_index("ix_login_failure_scope_key_at")
    op.drop_table("login_failure")
    op.create_table(
        "login_failure",
        sa.Column("scope", sa.String(length=16), nullable=False),
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("failures", sa.Integer(), nullable=False),
        sa.Column("window_ends", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("scope", "key", name=op.f("pk_login_failure")),
    )
    with op.batch_alter_table("login_failure", schema=None) as batch_op:
        batch_op.create_index("ix_login_failure_window_ends", ["window_ends"], unique=False)


def _auth_down() -> None:
    with op.batch_alter_table("login_failure", schema=None) as batch_op:
        batch_op.drop_index("ix_login_failure_window_ends")
    op.drop_table("login_failure")
    op.create_table(
        "login_failure",
        sa.Column("scope", sa.String(length=16), nullable=False),
        sa.Column("key", sa.String(length=128), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
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


# ----- games: per-agent credentials, signed callbacks ---------------------------------------


# The shipped demo secret earlier versions derived every agent's game key from.
_PUBLISHED_GAMES_SECRET = "demo-games-secret-for-local-use-only-0001"  # noqa: S105


def _games_up() -> None:
    # A key derived from a published secret and the agent's public prefix is known to anyone:
    # each becomes a random one. A demo upstream learns the new key from the platform's
    # registration; a real upstream's operator sets the issued one (`agent rotate-game-key`).
    import hashlib
    import hmac
    import secrets

    bind = op.get_bind()
    accounts = bind.execute(sa.text("SELECT id, username, api_key FROM agent_game_account"))
    for account_id, username, api_key in accounts.all():
        derived = hmac.new(
            _PUBLISHED_GAMES_SECRET.encode(), username.encode(), hashlib.sha256
        ).hexdigest()[:32]
        if hmac.compare_digest(api_key.encode(), derived.encode()):
            bind.execute(
                sa.text("UPDATE agent_game_account SET api_key = :key WHERE id = :id"),
                {"key": secrets.token_hex(32), "id": account_id},
            )


def _games_down() -> None:
    # Nothing to undo: a random key serves the older code as well as a derived one did.
    pass


# ----- sweeps: a game transfer set aside until staff release it -----------------------------


def _sweeps_up() -> None:
    with op.batch_alter_table("game_transfer") as batch_op:
        batch_op.add_column(sa.Column("set_aside_at", sa.DateTime(timezone=True), nullable=True))


def _sweeps_down() -> None:
    with op.batch_alter_table("game_transfer") as batch_op:
        batch_op.drop_column("set_aside_at")


# ----- captcha ------------------------------------------------------------------------------


def _captcha_up() -> None:
    pass


def _captcha_down() -> None:
    pass


def upgrade() -> None:
    _money_up()
    _auth_up()
    _games_up()
    _sweeps_up()
    _captcha_up()


def downgrade() -> None:
    _captcha_down()
    _sweeps_down()
    _games_down()
    _auth_down()
    _money_down()
