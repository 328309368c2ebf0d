// The community board's text escape tokens (spec §3): the residents' app writes '--' for a space, '@@' for an
// apostrophe, '%%' for a double quote, '::' for a backslash and '&nbsp;' for a space. One left-to-right pass, so a
// token's output never forms a new token ('-@@-' is "-'-", not two spaces). The result is plain text: whoever shows
// it must still render it as text, never as HTML.
const TOKENS: Readonly<Record<string, string>> = {
  '--': ' ',
  '@@': "'",
  '%%': '"',
  '::': '\\',
  '&nbsp;': ' ',
};
const TOKEN_PATTERN = /--|@@|%%|::|&nbsp;/g;

/** The text a post, comment, title or tag means, its escape tokens decoded. */
export function decodeCommunityText(stored: string): string {
  return stored.replace(TOKEN_PATTERN, (token) => TOKENS[token] ?? token);
}
