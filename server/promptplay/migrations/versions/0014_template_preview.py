"""templates: a host's own logo and background, and the previews of an agent's look

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-26 09:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_WHEN = sa.DateTime(timezone=True)
_JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def upgrade() -> None:
    with op.batch_alter_table("agent_domain") as batch_op:
        batch_op.add_column(sa.Column("logo", sa.String(length=1024), nullable=True))
        batch_op.add_column(sa.Column("bg_image", sa.String(length=1024), nullable=True))

    op.create_table(
        "template_preview",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("staff_user_id", _BIG_ID, nullable=False),
        sa.Column("draft", _JSON, nullable=False),
        sa.Column("expires_at", _WHEN, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.ForeignKeyConstraint(
            ["agent_id"],
            ["agent.id"],
            name=op.f("fk_template_preview_agent_id_agent"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["staff_user_id"],
            ["user.id"],
            name=op.f("fk_template_preview_staff_user_id_user"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_template_preview")),
    )
    op.create_index("ix_template_preview_agent", "template_preview", ["agent_id", "expires_at"])


def downgrade() -> None:
    op.drop_index("ix_template_preview_agent", table_name="template_preview")
    op.drop_table("template_preview")
    with op.batch_alter_table("agent_domain") as batch_op:
        batch_op.drop_column("bg_image")
        batch_op.drop_column("logo")
