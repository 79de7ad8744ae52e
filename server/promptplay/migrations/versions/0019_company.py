"""company: the operator's own logins and their sessions

Revision ID: 0019
Revises: 0018
Create Date: 2026-11-28 22:45:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "company_user",
        sa.Column("username", sa.String(length=32), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("last_login", _WHEN, nullable=True),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_company_user")),
        sa.UniqueConstraint("username", name=op.f("uq_company_user_username")),
    )
    op.create_table(
        "company_session",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("user_id", _BIG_ID, nullable=False),
        sa.Column("expires_at", _WHEN, nullable=False),
        sa.Column("ended_at", _WHEN, nullable=True),
        sa.Column("client_address", sa.String(length=64), nullable=True),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["company_user.id"],
            name=op.f("fk_company_session_user_id_company_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_company_session")),
    )
    op.create_index("ix_company_session_user", "company_session", ["user_id"])


def downgrade() -> None:
    op.drop_index("ix_company_session_user", table_name="company_session")
    op.drop_table("company_session")
    op.drop_table("company_user")
