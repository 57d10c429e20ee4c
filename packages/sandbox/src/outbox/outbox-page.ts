import type { OutboxMessage } from '@hotel/contracts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] as string);
}

function linkHtml(link: string | null): string {
  if (!link) return '';
  // Only web links become clickable; anything else (javascript:, data:) is shown as text.
  const safe = /^https?:\/\//i.test(link);
  const text = escapeHtml(link);
  return safe ? `<p><a href="${text}">${text}</a></p>` : `<p>${text}</p>`;
}

function messageHtml(message: OutboxMessage): string {
  return `<article>
<header><strong>${escapeHtml(message.subject)}</strong>
<span>${escapeHtml(message.kind)} · to ${escapeHtml(message.to)} · ${escapeHtml(message.sent_at)}</span></header>
${message.otp ? `<p class="otp">${escapeHtml(message.otp)}</p>` : ''}
<pre>${escapeHtml(message.text)}</pre>
${linkHtml(message.link)}
</article>`;
}

/** The dev outbox as a page a person can read in the browser. */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const list = messages.length ? messages.map(messageHtml).join('\n') : '<p>No messages yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sandbox outbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 50rem; color: #222; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0.75rem 1rem; margin-bottom: 1rem; }
header span { display: block; color: #666; font-size: 0.85rem; }
pre { white-space: pre-wrap; font-family: inherit; }
.otp { font-size: 1.5rem; letter-spacing: 0.3rem; font-weight: bold; }
</style>
</head>
<body>
<h1>Sandbox outbox (${messages.length})</h1>
${list}
</body>
</html>`;
}
