from __future__ import annotations

from sqlalchemy import Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base


class Country(Base):
    __tablename__ = "country"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    code: Mapped[str] = mapped_column(String(2), unique=True)
    name_en: Mapped[str] = mapped_column(String(64))
    name_th: Mapped[str] = mapped_column(String(64))
    dialing_code: Mapped[str] = mapped_column(String(8))
    currency_code: Mapped[str] = mapped_column(String(3))
    timezone: Mapped[str] = mapped_column(String(64))
    phone_pattern: Mapped[str] = mapped_column(String(64))
