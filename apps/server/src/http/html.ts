/**
 * Text made safe for HTML, in element content and in quoted attribute values alike: the five
 * characters that can end a text or an attribute become entities.
 *
 * @example `<p title="${escapeHtml(title)}">${escapeHtml(text)}</p>`
 */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )
