/**
 * The one template every notification mail is made from (decision 017): a heading, an opening
 * line, a list of what happened (each with its link), one button to the exact page, and a
 * footer saying why the mail came and how to stop it. The same content becomes HTML (inline
 * styles and a table layout, what mail clients render) and plain text, so the two never differ.
 * Everything from people (names, job titles, messages) is escaped here, once.
 */
export interface MailItem {
  title: string;
  detail?: string;
  url?: string;
}

export interface MailContent {
  subject: string;
  heading: string;
  intro: string;
  items: MailItem[];
  action: { label: string; url: string };
  /** Further links under the button (an invite's "Confirm" and "Ask for another time"). */
  links?: { label: string; url: string }[];
  /** A line under the button (e.g. "Add the attached invite to your calendar"). */
  note?: string;
}

export interface MailFooter {
  language: string;
  greeting: string;
  signature: string;
  /** Why this mail came (the topic that is on). */
  reason: string;
  settings: { label: string; url: string };
  unsubscribe?: { label: string; url: string };
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const colours = { ink: '#1c1917', muted: '#57534e', accent: '#b45309', line: '#e7e5e4' };

function itemHtml(item: MailItem): string {
  const title = item.url
    ? `<a href="${escapeHtml(item.url)}" style="color:${colours.accent};font-weight:600">${escapeHtml(item.title)}</a>`
    : `<strong>${escapeHtml(item.title)}</strong>`;
  const detail = item.detail
    ? `<br><span style="color:${colours.muted}">${escapeHtml(item.detail)}</span>`
    : '';
  return `<tr><td style="padding:10px 0;border-top:1px solid ${colours.line}">${title}${detail}</td></tr>`;
}

export function renderMailHtml(content: MailContent, footer: MailFooter): string {
  const paragraph = (text: string, colour = colours.ink) =>
    `<p style="margin:0 0 16px;color:${colour}">${escapeHtml(text)}</p>`;
  const items = content.items.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px">${content.items.map(itemHtml).join('')}</table>`
    : '';
  const unsubscribe = footer.unsubscribe
    ? ` · <a href="${escapeHtml(footer.unsubscribe.url)}" style="color:${colours.muted}">${escapeHtml(footer.unsubscribe.label)}</a>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(footer.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#fafaf9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${colours.line};border-radius:12px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:${colours.accent}">Brigade</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${colours.ink}">${escapeHtml(content.heading)}</h1>
${paragraph(footer.greeting)}${paragraph(content.intro)}${items}
<p style="margin:0 0 20px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${colours.accent};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
${(content.links ?? []).map((link) => `<p style="margin:0 0 12px"><a href="${escapeHtml(link.url)}" style="color:${colours.accent};font-weight:600">${escapeHtml(link.label)}</a></p>`).join('')}
${content.note ? paragraph(content.note, colours.muted) : ''}${paragraph(footer.signature, colours.muted)}
</td></tr></table>
<p style="max-width:560px;margin:16px auto 0;font-size:13px;color:${colours.muted}">${escapeHtml(footer.reason)}<br><a href="${escapeHtml(footer.settings.url)}" style="color:${colours.muted}">${escapeHtml(footer.settings.label)}</a>${unsubscribe}</p>
</td></tr></table>
</body></html>`;
}

export function renderMailText(content: MailContent, footer: MailFooter): string {
  const lines = [footer.greeting, '', content.intro, ''];
  for (const item of content.items) {
    lines.push(`- ${item.title}`);
    if (item.detail) lines.push(`  ${item.detail}`);
    if (item.url) lines.push(`  ${item.url}`);
  }
  if (content.items.length) lines.push('');
  lines.push(`${content.action.label}: ${content.action.url}`, '');
  for (const link of content.links ?? []) lines.push(`${link.label}: ${link.url}`);
  if (content.links?.length) lines.push('');
  if (content.note) lines.push(content.note, '');
  lines.push(footer.signature, '', '--', footer.reason);
  lines.push(`${footer.settings.label}: ${footer.settings.url}`);
  if (footer.unsubscribe) lines.push(`${footer.unsubscribe.label}: ${footer.unsubscribe.url}`);
  return lines.join('\n');
}
