/**
 * GET /_sandbox/outbox (HTML, newest first) and GET /_sandbox/outbox.json?to=email (for tests).
 */
import type {ServiceFactory} from '../server.ts';
import {escapeHtml, page} from './html.ts';
import {listMail} from './outbox.ts';

export const outboxService: ServiceFactory = ({db}) => ({
  name: 'outbox',
  handle(request, url) {
    if (request.method !== 'GET') return undefined;
    if (url.pathname === '/_sandbox/outbox.json') {
      return Response.json({
        messages: listMail(db, url.searchParams.get('to')),
      });
    }
    if (url.pathname !== '/_sandbox/outbox') return undefined;
    const messages = listMail(db, url.searchParams.get('to'));
    const items = messages
      .map(
        (m) => `<li>
  <article aria-labelledby="m${m.id}">
    <h2 id="m${m.id}">${escapeHtml(m.subject)}</h2>
    <p class="note">To ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></p>
    <pre>${escapeHtml(m.body)}</pre>
    ${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}
  </article>
</li>`,
      )
      .join('\n');
    return page(
      'Sandbox outbox',
      `<h1>Sandbox outbox</h1>
<p class="note">What the sandbox store would have e-mailed, newest first.</p>
${messages.length ? `<ol reversed>${items}</ol>` : '<p>No messages yet.</p>'}`,
    );
  },
});
