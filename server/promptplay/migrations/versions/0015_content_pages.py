"""content: the site's text pages and articles of each agent

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-26 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_WHEN = sa.DateTime(timezone=True)
_JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def _agent_fk(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["agent_id"],
        ["agent.id"],
        name=op.f(f"fk_{table}_agent_id_agent"),
        ondelete="CASCADE",
    )


def upgrade() -> None:
    op.create_table(
        "content_page",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("slug", sa.String(length=64), nullable=False),
        sa.Column("lang", sa.String(length=2), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("items", _JSON, nullable=True),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.CheckConstraint("lang IN ('th', 'en', 'vi')", name=op.f("ck_content_page_lang_known")),
        _agent_fk("content_page"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_content_page")),
        sa.UniqueConstraint("agent_id", "slug", "lang", name="uq_content_page_slug"),
    )

    op.create_table(
        "content_article",
        sa.Column("agent_id", _BIG_ID, nullable=False),
        sa.Column("slug", sa.String(length=64), nullable=False),
        sa.Column("lang", sa.String(length=2), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("summary", sa.String(length=500), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("image_url", sa.Text(), nullable=True),
        sa.Column("published_at", _WHEN, nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("updated_at", _WHEN, nullable=False),
        sa.Column("id", _BIG_ID, autoincrement=True, nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(
            "lang IN ('th', 'en', 'vi')", name=op.f("ck_content_article_lang_known")
        ),
        sa.CheckConstraint(
            "status IN ('published', 'draft')", name=op.f("ck_content_article_status_known")
        ),
        _agent_fk("content_article"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_content_article")),
        sa.UniqueConstraint("agent_id", "slug", "lang", name="uq_content_article_slug"),
    )
    op.create_index(
        "ix_content_article_list", "content_article", ["agent_id", "status", "published_at"]
    )


def downgrade() -> None:
    op.drop_index("ix_content_article_list", table_name="content_article")
    op.drop_table("content_article")
    op.drop_table("content_page")
