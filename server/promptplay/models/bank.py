from __future__ import annotations

from sqlalchemy import ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base


class Bank(Base):
    __tablename__ = "bank"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    code: Mapped[str] = mapped_column(String(16), unique=True)
    country_id: Mapped[int] = mapped_column(ForeignKey("country.id"), index=True)
    swift_code: Mapped[str] = mapped_column(String(11), default="")
    code_name: Mapped[str] = mapped_column(String(16))
    name_th: Mapped[str] = mapped_column(String(128))
    name_en: Mapped[str] = mapped_column(String(128))
    name_local: Mapped[str] = mapped_column(String(128))
    account_no_min: Mapped[int] = mapped_column(Integer)
    account_no_max: Mapped[int] = mapped_column(Integer)
    brand_color: Mapped[str] = mapped_column(String(9))
    sort: Mapped[int] = mapped_column(Integer, default=0)
