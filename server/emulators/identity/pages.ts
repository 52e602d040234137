import type { OutboxMessage } from './outbox.ts';
import { DEMO_ACCOUNT } from './users.ts';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLES = `
:root{--ink:#17202a;--muted:#5b6775;--line:#d5dde5;--bg:#f3f6f8;--card:#fff;--teal:#0f766e;--teal-dark:#115e59;--indigo:#4338ca;--danger:#b42318;--danger-bg:#fef3f2;--focus:#6366f1}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px;background:linear-gradient(180deg,#e8f3f1 0,var(--bg) 320px);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:400px}
main.wide{max-width:720px}
.brand{display:flex;align-items:center;justify-content:center;gap:10px;margin-bottom:20px;font-weight:700;font-size:1.35rem;letter-spacing:-.01em;color:var(--ink)}
.brand svg{flex:none}
.card{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:28px;box-shadow:0 1px 2px rgba(16,24,40,.04),0 8px 24px rgba(16,24,40,.06)}
h1{font-size:1.35rem;line-height:1.3;margin:0 0 4px}
.lead{color:var(--muted);margin:0 0 20px}
.field{margin-bottom:16px}
label{display:block;font-weight:600;font-size:.92rem;margin-bottom:6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #b8c4d0;border-radius:8px;background:#fff;color:var(--ink)}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{color:var(--muted);font-size:.85rem;margin:4px 0 0}
.field-error{color:var(--danger);font-size:.85rem;margin:6px 0 0}
.alert{background:var(--danger-bg);border:1px solid #fecdca;color:var(--danger);border-radius:8px;padding:10px 12px;margin:0 0 16px;font-size:.95rem}
button{width:100%;font:inherit;font-weight:600;padding:11px 16px;border:0;border-radius:8px;background:var(--teal);color:#fff;cursor:pointer}
button:hover{background:var(--teal-dark)}
a{color:var(--indigo);font-weight:600}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
input:focus-visible{outline-offset:0}
.switch{text-align:center;margin:18px 0 0;color:var(--muted)}
.switch-note{text-align:center}
.demo{margin-top:20px;padding:12px 14px;border:1px dashed #8fb8b3;border-radius:10px;background:#f0f8f6;font-size:.92rem}
.demo p{margin:0}.demo .hint{margin-top:4px}
.demo code{font:600 .9rem ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:var(--teal-dark)}
.foot{text-align:center;color:var(--muted);font-size:.8rem;margin-top:16px}
.messages{list-style:none;margin:0;padding:0}
.message{border-top:1px solid var(--line);padding:16px 0}
.message:first-child{border-top:0;padding-top:0}
.message h2{font-size:1.05rem;margin:0 0 4px}
.meta{color:var(--muted);font-size:.85rem;margin:0 0 8px}
.body{white-space:pre-wrap;margin:0 0 8px;font:inherit}
.choices{display:flex;gap:12px}
button.secondary{background:#fff;color:var(--ink);border:1px solid #b8c4d0}
button.secondary:hover{background:var(--bg)}
`;

const LOGO = `<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false"><rect width="28" height="28" rx="7" fill="#0f766e"/><path d="M8 19.5h12M8 15h8M8 10.5h5" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/><circle cx="20" cy="10.5" r="2.4" fill="#a5b4fc"/></svg>`;

function layout(title: string, body: string, extraHead = '', mainClass = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Ledgerline</title>
<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(LOGO.replace(' aria-hidden="true" focusable="false"', ' xmlns="http://www.w3.org/2000/svg"'))}">
<style>${STYLES}</style>
${extraHead}
</head>
<body>
<main${mainClass ? ` class="${mainClass}"` : ''}>
<div class="brand">${LOGO}<span>Ledgerline</span></div>
${body}
<p class="foot">Local sign-in service for development (stands in for Auth0).</p>
</main>
</body>
</html>`;
}

interface FieldOptions {
  id: string;
  label: string;
  type: string;
  value?: string;
  error?: string;
  hint?: string;
  autocomplete: string;
  autofocus?: boolean;
  extra?: string;
}

function field(options: FieldOptions): string {
  const describedBy = [options.hint ? `${options.id}-hint` : '', options.error ? `${options.id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${options.id}">${escapeHtml(options.label)}</label>
<input id="${options.id}" name="${options.id}" type="${options.type}" autocomplete="${options.autocomplete}" required${options.value !== undefined ? ` value="${escapeHtml(options.value)}"` : ''}${options.error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${options.autofocus ? ' autofocus' : ''}${options.extra ? ` ${options.extra}` : ''}>
${options.hint ? `<p class="hint" id="${options.id}-hint">${escapeHtml(options.hint)}</p>` : ''}
${options.error ? `<p class="field-error" id="${options.id}-error" role="alert">${escapeHtml(options.error)}</p>` : ''}
</div>`;
}

export interface SignInPageOptions {
  action: string;
  signUpHref: string;
  email?: string;
  emailError?: string;
  passwordError?: string;
}

export function signInPage(options: SignInPageOptions): string {
  const focusPassword = !options.emailError && Boolean(options.passwordError ?? options.email);
  return layout(
    'Sign in',
    `<div class="card">
<h1>Sign in</h1>
<p class="lead">Welcome back. Sign in to continue to Ledgerline.</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: options.email ?? '', error: options.emailError, autofocus: !focusPassword, extra: 'inputmode="email" spellcheck="false"' })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: options.passwordError, autofocus: focusPassword })}
<button type="submit">Sign in</button>
</form>
<p class="switch">New to Ledgerline? <a href="${escapeHtml(options.signUpHref)}">Create an account</a></p>
<p class="hint switch-note">Just created an account? Open the link in the email we sent you first (this local service keeps its emails in its <a href="/outbox">outbox</a>).</p>
<div class="demo" role="note">
<p><strong>Demo account:</strong> <code>${escapeHtml(DEMO_ACCOUNT.email)}</code> / <code>${escapeHtml(DEMO_ACCOUNT.password)}</code></p>
<p class="hint">Sign in with it to look around without creating an account.</p>
</div>
</div>`,
  );
}

export interface SignUpPageOptions {
  action: string;
  signInHref: string;
  values?: { email?: string; name?: string };
  errors?: { email?: string; name?: string; password?: string };
}

export function signUpPage(options: SignUpPageOptions): string {
  const errors = options.errors ?? {};
  const firstInvalid = (['email', 'name', 'password'] as const).find((k) => errors[k]) ?? 'email';
  return layout(
    'Create your account',
    `<div class="card">
<h1>Create your account</h1>
<p class="lead">Start budgeting with Ledgerline.</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: options.values?.email ?? '', error: errors.email, autofocus: firstInvalid === 'email', extra: 'inputmode="email" spellcheck="false"' })}
${field({ id: 'name', label: 'Name', type: 'text', autocomplete: 'name', value: options.values?.name ?? '', error: errors.name, autofocus: firstInvalid === 'name', extra: 'maxlength="100"' })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: errors.password, hint: 'At least 8 characters.', autofocus: firstInvalid === 'password', extra: 'minlength="8"' })}
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${escapeHtml(options.signInHref)}">Sign in</a></p>
</div>`,
  );
}

export interface CheckEmailPageOptions {
  email: string;
  signInHref: string;
}

/** The answer to every valid sign-up, whether the email was new or not: the message sent says which. */
export function checkEmailPage(options: CheckEmailPageOptions): string {
  return layout(
    'Check your email',
    `<div class="card">
<h1>Check your email</h1>
<p class="lead" role="status">We sent a message to <strong>${escapeHtml(options.email)}</strong>. Open the link in it to continue.</p>
<p class="hint">This local sign-in service sends no real email: its messages are in its <a href="/outbox">outbox</a>.</p>
<p class="switch">Already confirmed? <a href="${escapeHtml(options.signInHref)}">Sign in</a></p>
</div>`,
  );
}

/** The stand-in's outbox, newest first. */
export function outboxPage(messages: OutboxMessage[]): string {
  const items = messages.map((message) => {
    // The text with each of its links made a link (the text is escaped first; links are the message's own).
    let body = escapeHtml(message.text);
    for (const link of message.links) body = body.replaceAll(escapeHtml(link.href), `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`);
    return `<li class="message">
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To ${escapeHtml(message.to)} · <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
<p class="body">${body}</p>
</li>`;
  });
  return layout(
    'Outbox',
    `<div class="card">
<h1>Outbox</h1>
<p class="lead">The emails this local sign-in service would have sent, newest first.</p>
${items.length ? `<ul class="messages">\n${items.join('\n')}\n</ul>` : '<p>No messages yet.</p>'}
</div>`,
    '',
    'wide',
  );
}

export interface ConsentPageOptions {
  action: string;
  /** The name the client registered itself with (its own words, so escaped and quoted). */
  clientName: string;
}

/** What an AI client that registered itself asks for: reading the user's data, nothing else. */
export function consentPage(options: ConsentPageOptions): string {
  return layout(
    'Allow access',
    `<div class="card">
<h1>Allow “${escapeHtml(options.clientName)}” to read your Ledgerline data?</h1>
<p class="lead">It will see your transactions, spending, balances, recurring payments and budgets. It cannot change anything, move money or see your bank sign-in. You can revoke it any time in Ledgerline's Settings.</p>
<form method="post" action="${escapeHtml(options.action)}" class="choices">
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form>
</div>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return layout(
    title,
    `<div class="card">
<h1>${escapeHtml(title)}</h1>
<p class="lead" role="alert">${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}
</div>`,
  );
}

/** Wraps oidc-provider's end-session form so it submits itself (Auth0 signs out without asking). */
export function signingOutPage(form: string): string {
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    'Signing out',
    `<div class="card">
<h1>Signing out…</h1>
${withLogout}
<noscript><p class="lead">JavaScript is off: press the button to finish signing out.</p></noscript>
<button type="submit" form="op.logoutForm">Continue</button>
</div>
<script>document.getElementById('op.logoutForm').submit();</script>`,
  );
}
