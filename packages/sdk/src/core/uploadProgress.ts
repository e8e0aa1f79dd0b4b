import type { UploadProgress } from './request'

/**
 * A `fetch` over `XMLHttpRequest` that reports upload progress, which `fetch` cannot: a
 * browser streams a request body with progress only over HTTP/2, and only from a stream.
 * Enough of `fetch` for the transport: method, headers, body, signal, and an answer read
 * as text.
 *
 * @example
 * const send = fetchWithUploadProgress(({ loaded, total }) => bar.value = loaded / total)
 * await send(url, { method: 'POST', body: formData })
 */
export function fetchWithUploadProgress(
  onProgress: (progress: UploadProgress) => void,
): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init
      if (signal?.aborted) {
        reject(signal.reason)
        return
      }
      const xhr = new XMLHttpRequest()
      xhr.open(init.method ?? 'GET', String(input))
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value)
      // A listener, not `upload.onprogress`: some implementations (jsdom) only count those.
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total })
      })
      const onAbort = () => xhr.abort()
      signal?.addEventListener('abort', onAbort)
      const settle = () => signal?.removeEventListener('abort', onAbort)
      xhr.onload = () => {
        settle()
        // A 204 or 205 answer may carry no body in a Response.
        const text = xhr.status === 204 || xhr.status === 205 ? null : xhr.responseText
        resolve(new Response(text, { status: xhr.status, statusText: xhr.statusText }))
      }
      xhr.onerror = () => {
        settle()
        reject(new TypeError('Network request failed'))
      }
      xhr.onabort = () => {
        settle()
        reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'))
      }
      xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined)
    })
}
