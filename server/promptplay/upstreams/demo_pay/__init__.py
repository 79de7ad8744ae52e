"""Demo payment upstreams: TrueMoney gift vouchers and a Vietnam bank-QR gateway, in one
process of their own (docs/payment-upstreams.md)."""

from .app import create_app
from .settings import DemoPaySettings

__all__ = ["DemoPaySettings", "create_app"]
