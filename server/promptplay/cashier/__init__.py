"""The cashier: deposits, withdrawals, their history and the rules that bound them."""
