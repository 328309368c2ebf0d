// The HTML part of an email, shared by the server that sends it and the Email page that shows it as sent: the
// message's own text, escaped (a template or a recipient's name never becomes markup), paragraphs from blank lines
// and line breaks kept, in a plain readable frame. Mail clients that read only text get the text part.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? '');

export function emailHtml(subject: string, body: string, language: string): string {
  const paragraphs = body
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="margin:0 0 1em">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;margin:0;padding:24px">',
    `<div style="max-width:560px;margin:0 auto">${paragraphs}</div>`,
    '</body></html>',
  ].join('\n');
}
