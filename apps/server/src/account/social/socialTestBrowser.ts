// A browser for the social tests: cookies per host, redirects followed by hand, the local
// provider's sign-in form filled in. What chromium does in the e2e test, over plain fetch.

/** A response of the browser, with where it ended up. */
export interface Visit {
  url: URL
  status: number
  html: string
}

export class TestBrowser {
  private readonly jar = new Map<string, Map<string, string>>()

  private cookieHeader(url: URL): string | undefined {
    const cookies = this.jar.get(url.host)
    if (!cookies?.size) return undefined
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private keep(url: URL, response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const cookies = this.jar.get(url.host) ?? new Map<string, string>()
      if (value === '' || /max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) {
        cookies.delete(name)
      } else cookies.set(name, value)
      this.jar.set(url.host, cookies)
    }
  }

  /** A cookie of a host, as the browser holds it. */
  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name)
  }

  /** One request with this browser's cookies; no redirect followed. */
  async fetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input)
    const headers = new Headers(init.headers)
    const cookie = this.cookieHeader(url)
    if (cookie) headers.set('cookie', cookie)
    const response = await fetch(url, {
      ...init,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    })
    this.keep(url, response)
    return response
  }

  /** JSON call to the site's API (same origin as `base`), answering the envelope's data. */
  async api<T = unknown>(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; data: T; code?: string }> {
    const headers: Record<string, string> = { 'x-client-id': 'test-browser' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    const response = await this.fetch(`${base}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    const json = (await response.json()) as { data: T; code?: string }
    return { status: response.status, data: json.data, code: json.code }
  }

  /**
   * Follows redirects from `url` until a page that is not a redirect, or until `stop` accepts
   * a location (the site's return page: a browser would load the site there). At most 15 hops.
   */
  async follow(
    url: string | URL,
    stop: (location: URL) => boolean,
    init?: RequestInit,
  ): Promise<Visit> {
    let current = new URL(url)
    let response = await this.fetch(current, init)
    for (let hop = 0; hop < 15; hop++) {
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) break
      current = new URL(location, current)
      if (stop(current)) return { url: current, status: response.status, html: '' }
      response = await this.fetch(current)
    }
    return { url: current, status: response.status, html: await response.text() }
  }

  /**
   * Submits the provider's `form_post` answer (a page whose form posts the code and state to
   * the site's callback, as its script would), or answers `undefined` when the page is not one.
   */
  async submitFormPost(page: Visit): Promise<Visit | undefined> {
    const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(page.html)?.[1]
    if (!action || (!page.html.includes('name="code"') && !page.html.includes('name="error"'))) {
      return undefined
    }
    const fields = new URLSearchParams()
    for (const match of page.html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
      fields.set(match[1] as string, (match[2] as string).replace(/&amp;/g, '&'))
    }
    const response = await this.fetch(new URL(action.replace(/&amp;/g, '&'), page.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    })
    const location = response.headers.get('location')
    return { url: new URL(location ?? action, page.url), status: response.status, html: '' }
  }

  /** Submits the local provider's sign-in form (or its cancel) of a sign-in page. */
  async submitSignIn(
    page: Visit,
    stop: (location: URL) => boolean,
    fields: { email: string; name?: string } | 'cancel',
  ): Promise<Visit> {
    const uid = /\/interaction\/([^/"]+)\/login/.exec(page.html)?.[1]
    if (!uid) throw new Error(`no sign-in form at ${page.url}: ${page.html.slice(0, 200)}`)
    const action = fields === 'cancel' ? 'abort' : 'login'
    const body = new URLSearchParams(
      fields === 'cancel' ? { action: 'cancel' } : { email: fields.email, name: fields.name ?? '' },
    )
    return this.follow(new URL(`/interaction/${uid}/${action}`, page.url), stop, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
  }
}
