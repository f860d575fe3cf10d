import type { Answer } from './paystack-sandbox-http';
import type { SandboxTransaction } from './paystack-sandbox-objects';

// The Paystack sandbox's hosted checkout page: pay by card, decline, cancel, or pay by mobile
// money (which stays `ongoing` and then succeeds). No script: plain forms, so it works anywhere.

const MOMO_TEST_NUMBER = '0551234987';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (minor: number, currency: string) =>
  `${currency} ${(minor / 100).toLocaleString('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function withReference(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.href;
}

export function page(title: string, body: string, refreshSeconds?: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">`}
<title>${escapeHtml(title)} · Paystack sandbox</title>
<style>
 body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
 main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}
 .card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px #0002}
 .banner{background:#fef3c7;color:#78350f;border-radius:8px;padding:.5rem .75rem;font-size:.875rem;margin-bottom:1rem}
 h1{font-size:1.25rem;margin:0 0 .25rem} .amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}
 form{margin:.75rem 0} label{display:block;font-size:.875rem;margin-bottom:.25rem}
 input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #9ca3af;border-radius:8px;font:inherit}
 button{width:100%;padding:.75rem;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;margin-top:.5rem}
 .primary{background:#0b6b37;color:#fff} .secondary{background:#e5e7eb;color:#111827} .danger{background:#b91c1c;color:#fff}
 .muted{color:#4b5563;font-size:.875rem} a{color:#0b6b37}
</style></head>
<body><main><div class="banner">Paystack sandbox: no real money moves.</div><div class="card">${body}</div></main></body></html>`;
}

export function checkoutPage(tx: SandboxTransaction): Answer {
  const back = tx.callbackUrl === null ? null : withReference(tx.callbackUrl, tx.reference);
  const fee =
    tx.amount > tx.requestedAmount
      ? `<p class="muted">Includes a ${money(tx.amount - tx.requestedAmount, tx.currency)} fee.</p>`
      : '';
  const heading = `<h1>SikaLens</h1><p class="muted">${escapeHtml(tx.email)}</p><p class="amount">${money(tx.amount, tx.currency)}</p>${fee}`;
  if (tx.status === 'success') {
    if (back !== null) return { status: 303, location: back };
    return { status: 200, html: page('Paid', `${heading}<p>Payment successful.</p>`) };
  }
  if (tx.status === 'ongoing') {
    return {
      status: 200,
      html: page(
        'Approve on your phone',
        `${heading}<p role="status">Approve the prompt on ${escapeHtml(tx.momoNumber ?? 'your phone')} to pay. This page moves on by itself once the payment is confirmed.</p>
         ${back === null ? '' : `<p><a href="${escapeHtml(back)}">Return to SikaLens now</a></p><p class="muted">You can go back: the payment confirms on its own.</p>`}`,
        2,
      ),
    };
  }
  if (tx.status !== 'abandoned') {
    return {
      status: 200,
      html: page(
        'Payment closed',
        `${heading}<p>This payment is ${escapeHtml(tx.status)}.</p>${back === null ? '' : `<p><a href="${escapeHtml(back)}">Return to SikaLens</a></p>`}`,
      ),
    };
  }
  const action = `/checkout/${tx.accessCode}/pay`;
  const card = tx.channels.includes('card')
    ? `<form method="post" action="${action}"><input type="hidden" name="outcome" value="success">
         <label for="card">Card number</label><input id="card" name="card" value="4084 0840 8408 4081" inputmode="numeric">
         <button class="primary" type="submit">Pay ${money(tx.amount, tx.currency)}</button></form>
       <form method="post" action="${action}"><input type="hidden" name="outcome" value="decline">
         <button class="danger" type="submit">Decline the card</button></form>`
    : '';
  const momo = tx.channels.includes('mobile_money')
    ? `<form method="post" action="${action}"><input type="hidden" name="outcome" value="momo">
         <label for="momo">MTN MoMo number</label><input id="momo" name="momo" value="${MOMO_TEST_NUMBER}" inputmode="tel">
         <button class="secondary" type="submit">Pay with mobile money</button></form>`
    : '';
  return {
    status: 200,
    html: page(
      'Checkout',
      `${heading}${card}${momo}
       <form method="post" action="${action}"><input type="hidden" name="outcome" value="cancel">
         <button class="secondary" type="submit">Cancel payment</button></form>`,
    ),
  };
}
