"""The demo upstream's pages for people: the gateway's payment page (`pay_url`), where "I have
paid" stands in for the bank transfer arriving, and lists of what the upstream holds."""

from __future__ import annotations

from decimal import Decimal
from html import escape

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse

from .common import iso, page
from .gateway import BANKS, Gateway, GatewayError

router = APIRouter(include_in_schema=False)


def _vnd(amount: Decimal) -> str:
    return f"{amount:,.0f} ₫"


@router.get("/", response_class=HTMLResponse)
async def home() -> HTMLResponse:
    body = """<h1>Demo payment upstreams</h1>
<div class="card"><h2>TrueMoney gift vouchers</h2>
<p>Make a voucher in the <a href="/store">voucher store</a>, copy its link and paste it into
the site's TrueMoney deposit. Protocol: <code>GET /campaign/vouchers/{hash}/verify?mobile=</code>,
<code>POST /campaign/vouchers/{hash}/redeem</code>.</p></div>
<div class="card"><h2>Vietnam bank-QR gateway</h2>
<p>Deposits made on the site open an order here; its payment page shows the account, the
amount and the QR payload, and "I have paid" makes the money arrive.
<a href="/orders">Orders</a> · protocol under <code>/v1</code> · <a href="/docs">API reference</a></p></div>"""
    return HTMLResponse(page("Demo payment upstreams", body))


@router.get("/orders", response_class=HTMLResponse)
async def orders_page(request: Request) -> HTMLResponse:
    gateway: Gateway = request.app.state.gateway
    rows = "".join(
        f'<tr><td><a href="/pay/{escape(o.order_id)}">{escape(o.order_id)}</a></td>'
        f"<td>{o.type}</td><td>{_vnd(o.amount)}</td><td>{escape(o.bank_code)}</td>"
        f"<td>{o.status}</td><td>{escape(o.merchant_ref)}</td>"
        f"<td>{len(o.deliveries)}</td></tr>"
        for o in sorted(gateway.orders.values(), key=lambda o: o.created_at, reverse=True)[:100]
    )
    body = f"""<h1>Gateway orders</h1>
<table><tr><th>order</th><th>type</th><th>amount</th><th>bank</th><th>status</th>
<th>merchant ref</th><th>callbacks sent</th></tr>
{rows or '<tr><td colspan="7" class="muted">none yet</td></tr>'}</table>"""
    return HTMLResponse(page("Gateway orders", body, refresh=5))


@router.get("/pay/{order_id}", response_class=HTMLResponse)
async def pay_page(request: Request, order_id: str) -> HTMLResponse:
    gateway: Gateway = request.app.state.gateway
    try:
        order = gateway.find(order_id)
    except GatewayError:
        return HTMLResponse(page("Order not found", "<h1>Order not found</h1>"), 404)
    bank = BANKS[order.bank_code]
    if order.status == "PENDING" and order.type == "DEPOSIT":
        action = f"""<form method="post" action="/pay/{escape(order.order_id)}/paid">
<button type="submit">I have paid · Tôi đã chuyển khoản</button></form>
<p class="muted">Pay before {escape(iso(order.expires_at) or "")} (UTC). This button stands in
for the bank transfer arriving.</p>"""
    else:
        css = "ok" if order.status == "PAID" else "bad"
        action = f'<p class="{css}"><b>{order.status}</b>. You can return to the site.</p>'
    body = f"""<h1>Bank transfer · Chuyển khoản ngân hàng</h1>
<div class="card">
<p>Amount · Số tiền: <b>{_vnd(order.amount)}</b></p>
<p>Bank · Ngân hàng: <b>{escape(bank.name)}</b></p>
<p>Account · Số tài khoản: <b>{escape(order.account_no)}</b></p>
<p>Account name · Chủ tài khoản: <b>{escape(order.account_name)}</b></p>
<p>Transfer note · Nội dung: <b>{escape(order.order_id)}</b></p>
<p>QR (VietQR payload):</p><pre>{escape(order.qr_payload or "")}</pre>
</div>
{action}"""
    return HTMLResponse(
        page(f"Pay {order.order_id}", body, refresh=5 if order.status == "PENDING" else None)
    )


@router.post("/pay/{order_id}/paid")
async def pay_button(request: Request, order_id: str) -> RedirectResponse:
    gateway: Gateway = request.app.state.gateway
    try:
        await gateway.settle(order_id, "PAID", kind="DEPOSIT")
    except GatewayError:
        pass  # not pending any more: the page shows what it became
    return RedirectResponse(f"/pay/{order_id}", 303)
