/**
 * The normalized absolute form of `raw` when it is an http: or https: URL with a host, else
 * undefined. A leading `www.` means https. This is the only way a URL reaches rendered HTML, so no
 * other scheme (javascript:, data:, vbscript:, relative paths) can ever get through.
 *
 * @example
 * toSafeHttpUrl('www.example.com/a b') // 'https://www.example.com/a%20b'
 * toSafeHttpUrl('javascript:alert(1)') // undefined
 */
export function toSafeHttpUrl(raw: string): string | undefined {
  const candidate = /^www\./i.test(raw) ? `https://${raw}` : raw
  // URL.canParse is missing in some still-supported browsers; a throw is as good an answer.
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return undefined
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return undefined
  }
  // The URL parser strips tabs and newlines and tolerates backslashes; insist the input already
  // said http(s)://, so what the reader sees is where the link goes.
  if (!/^https?:\/\//i.test(candidate)) return undefined
  return url.href
}
