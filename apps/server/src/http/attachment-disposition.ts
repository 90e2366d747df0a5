/**
 * A `Content-Disposition: attachment` header for a user's file name (RFC 6266): an ASCII
 * fallback `filename="…"` (anything outside printable ASCII, quotes, backslashes and `%`
 * replaced by `_`) and the exact name as `filename*=UTF-8''…`, percent-encoded (RFC 5987:
 * only `attr-char` left as is). Control characters, CR and LF never reach the header, and
 * path separators become `_`, so the name cannot break out of the header or name a folder.
 */
export function attachmentDisposition(fileName: string): string {
  const name =
    // Controls (including CR/LF) go; separators become `_`.
    [...fileName]
      .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
      .join('')
      .replace(/[/\\]/g, '_')
      .trim() || 'download';
  const fallback = name.replace(/[^\u0020-\u007e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Percent-encodes everything but RFC 5987's attr-char (letters, digits, `!#$&+-.^_`|~`). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
