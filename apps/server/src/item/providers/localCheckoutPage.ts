import { createHash } from 'node:crypto'
import { escapeHtml } from '../../http/html'
import { type LocalSession, localCheckoutPath } from './localProvider'

// The local checkout's page: server-rendered HTML with no script, its one stylesheet allowed by
// hash in its own Content-Security-Policy, light and dark by the system's choice, usable by
// keyboard (a form: Tab, Enter). Every text from the order goes through escapeHtml.

const styles = `
:root{color-scheme:light dark;--bg:#f3f4f8;--card:#fff;--text:#15171c;--muted:#4d5361;--line:#d3d7e0;--field:#fff;--accent:#3a46c4;--accent-text:#fff;--focus:#4b5fd6;--error:#b3261e;--error-bg:#fdecea;--badge:#fff4d6;--badge-text:#6b4e00}
@media (prefers-color-scheme:dark){:root{--bg:#0f1116;--card:#1a1d25;--text:#eceef4;--muted:#b3b9c8;--line:#363b4a;--field:#11141a;--accent:#6d7cff;--accent-text:#0b0d12;--focus:#9aa5ff;--error:#ffb4ab;--error-bg:#3a1512;--badge:#3a2f0b;--badge-text:#ffe08a}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(440px,100%);padding:28px;border:1px solid var(--line);border-radius:16px;background:var(--card);box-shadow:0 10px 36px rgb(15 17 30/.1)}
.badge{display:inline-block;margin:0 0 16px;padding:4px 10px;border-radius:999px;background:var(--badge);color:var(--badge-text);font-size:13px;font-weight:600}
h1{margin:0 0 4px;font-size:22px;line-height:1.3}
.merchant{margin:0 0 20px;color:var(--muted);font-size:14px}
dl{display:grid;grid-template-columns:1fr auto;align-items:baseline;gap:8px 16px;margin:0 0 24px;padding:16px;border:1px solid var(--line);border-radius:12px}
dt{color:var(--muted)}
dd{margin:0;text-align:right;font-weight:600}
.total{font-size:20px}
label{display:block;margin-bottom:6px;font-weight:600;font-size:15px}
input{width:100%;min-height:48px;padding:10px 14px;border:1px solid var(--muted);border-radius:10px;background:var(--field);color:var(--text);font:inherit;font-size:18px;letter-spacing:.06em}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--error)}
.hint{margin:8px 0 20px;color:var(--muted);font-size:14px}
.hint code{font-size:14px;white-space:nowrap}
.error{margin:0 0 16px;padding:10px 14px;border-radius:10px;background:var(--error-bg);color:var(--error);font-weight:600}
.actions{display:grid;gap:10px}
button,.back{display:block;width:100%;min-height:48px;padding:0 18px;border:1px solid var(--line);border-radius:10px;background:transparent;color:var(--text);font:600 16px/46px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center;text-decoration:none;cursor:pointer}
.pay{border-color:var(--accent);background:var(--accent);color:var(--accent-text)}
@media (min-width:720px){main{padding:36px}}
`

/** The page's Content-Security-Policy: its stylesheet by hash, no script, forms to here and back to the site, never framed. */
export function checkoutPolicy(returnOrigin: string): string {
  const hash = createHash('sha256').update(styles).digest('base64')
  return [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    `form-action 'self' ${returnOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** An amount in minor units as a price: `$9.99`, `THB 35.00`. */
function formatAmount(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100)
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Airwave test checkout</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

/**
 * The checkout of an open session: the order, the card number field, Pay and Cancel. An
 * `error` (a declined card, a number that is not a test card) shows above the field.
 *
 * @example reply.type('text/html').send(checkoutPage(session))
 */
export function checkoutPage(session: LocalSession, error?: string): string {
  // A subscription's price is monthly, and the page says the card is kept for the renewals.
  const monthly = session.mode === 'subscription'
  const price = `${formatAmount(session.amount, session.currency)}${monthly ? ' a month' : ''}`
  const action = localCheckoutPath(session.id)
  const describedBy = error ? 'card-error card-hint' : 'card-hint'
  return page(
    `Pay ${price}`,
    `<p class="badge">Test mode: no money moves</p>
<h1>Pay ${escapeHtml(price)}</h1>
<p class="merchant">Airwave · order ${escapeHtml(session.orderNo)}</p>
<dl>
<dt>Item</dt><dd>${escapeHtml(session.itemName)}</dd>
<dt>Total</dt><dd class="total">${escapeHtml(price)}</dd>
</dl>
${monthly ? '<p class="hint">Renews every month with this card until you cancel.</p>' : ''}
<!-- Pay comes first: Enter in the field submits with it, never with Cancel. -->
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
${error ? `<p class="error" id="card-error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="card">Card number</label>
<input id="card" name="card" type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242" aria-describedby="${describedBy}"${error ? ' aria-invalid="true" autofocus' : ''}>
<p class="hint" id="card-hint">Stripe's test cards: <code>4242 4242 4242 4242</code> pays, <code>4000 0000 0000 0002</code> is declined.</p>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(price)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel and go back</button>
</div>
</form>`,
  )
}

/**
 * The page of a session that is no longer open (paid, cancelled, expired), with the way back.
 *
 * @example reply.type('text/html').send(closedPage(session))
 */
export function closedPage(session: LocalSession | undefined): string {
  const body = session
    ? `<h1>This checkout is closed</h1>
<p class="merchant">Order ${escapeHtml(session.orderNo)} is ${session.status === 'complete' ? 'paid' : 'no longer open'}.</p>
<a class="back" href="${escapeHtml(session.successUrl)}">Back to Airwave</a>`
    : '<h1>No such checkout</h1><p class="merchant">This link names no checkout.</p>'
  return page('Checkout closed', body)
}
