import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

/**
 * A page that threw while rendering. It sits outside the site's providers (they may be what
 * failed), so it brings its own root and words.
 */
export function RouteError() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <div className="aw-root aw-site" data-theme="light">
      <main className="aw-site-main">
        <section className="aw-site-state" data-state="error" role="alert">
          <h1 className="aw-site-title">Something went wrong.</h1>
          <p className="aw-site-muted">{message}</p>
          <Link className="aw-button" to="/" reloadDocument>
            Airwave
          </Link>
        </section>
      </main>
    </div>
  )
}
