"""The player and his wallet as the money packages read them in their own transaction: one
class their repositories build on, so that every package reads and locks a wallet the same way."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Player, Wallet


class PlayerWallets:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def player_and_wallet(
        self, agent_id: int, user_id: int, *, lock: bool = False
    ) -> tuple[Player, Wallet] | None:
        """The agent's player of this user with his wallet (the wallet's row locked for the
        transaction with `lock`); None for a user who is not the agent's player."""
        statement = (
            select(Player, Wallet)
            .join(Wallet, Wallet.player_id == Player.id)
            .where(Player.agent_id == agent_id, Player.user_id == user_id)
        )
        if lock:
            statement = statement.with_for_update(of=Wallet)
        row = (await self.session.execute(statement)).first()
        return (row[0], row[1]) if row is not None else None

    async def wallet(self, wallet_id: int, *, lock: bool = False) -> Wallet:
        """The wallet as the database holds it now, after this transaction's own updates
        (locked for the transaction with `lock`)."""
        statement = select(Wallet).where(Wallet.id == wallet_id)
        if lock:
            statement = statement.with_for_update()
        statement = statement.execution_options(populate_existing=True)
        return (await self.session.execute(statement)).scalar_one()

    async def lock_wallet(self, wallet_id: int) -> Wallet:
        return await self.wallet(wallet_id, lock=True)
