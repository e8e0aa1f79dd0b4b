// The local provider's sign-in page: a real HTML form in the same redirect flow as the real
// providers' pages, so a browser walks the whole flow without a network.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f5f8;color:#16181d;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(420px,calc(100vw - 32px));padding:32px;border:1px solid #d5d8e0;border-radius:16px;background:#fff;box-shadow:0 8px 32px rgb(20 24 40/.08)}
h1{margin:0 0 4px;font-size:22px}
.note{margin:0 0 20px;color:#4a4f5c;font-size:14px}
.app{margin:0 0 20px;padding:10px 12px;border-radius:10px;background:#eef0f6;font-size:14px}
label{display:grid;gap:4px;margin-bottom:14px;font-weight:600;font-size:14px}
input{min-height:44px;padding:8px 12px;border:1px solid #8a90a0;border-radius:10px;font:inherit}
input:focus{outline:3px solid #4b5fd6;outline-offset:1px}
.actions{display:flex;flex-direction:row-reverse;gap:8px;justify-content:flex-start;margin-top:8px}
button{min-height:44px;padding:0 18px;border:1px solid #8a90a0;border-radius:10px;background:#fff;color:#16181d;font:600 15px/1 inherit;cursor:pointer}
button[value=continue]{border-color:#3947b8;background:#3947b8;color:#fff}
button:focus-visible{outline:3px solid #4b5fd6;outline-offset:2px}
.error{color:#b42318;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#111318;color:#eef0f6}main{background:#1b1e26;border-color:#353a48}.note{color:#b7bccb}.app{background:#262a36}input{background:#111318;color:#eef0f6;border-color:#6b7183}button{background:#1b1e26;color:#eef0f6;border-color:#6b7183}button[value=continue]{background:#5b6cf0;border-color:#5b6cf0;color:#fff}.error{color:#ff8a80}}
`

/** Display names of the platforms the local provider stands in for. */
export const PLATFORM_NAMES = { google: 'Google', apple: 'Apple', facebook: 'Facebook' } as const

/**
 * The sign-in page of an interaction: an e-mail and a name (no password: it is a stand-in),
 * continue or cancel (the cancel answers the site `access_denied`).
 *
 * @example res.end(signInPage({ uid, platformName: 'Google', appName: 'Airwave' }))
 */
export function signInPage(input: {
  uid: string
  platformName: string
  appName: string
  error?: string
  email?: string
}): string {
  const uid = encodeURIComponent(input.uid)
  const platform = escapeHtml(input.platformName)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${platform} · local provider</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Sign in with ${platform}</h1>
<p class="note">The local OpenID provider stands in for ${platform} in development and tests. Any e-mail address signs in; the same address is the same account.</p>
<p class="app">${escapeHtml(input.appName)} asks for your e-mail address and name.</p>
<!-- Continue comes first: Enter in a field submits the form with it, never with cancel. -->
<form method="post" action="/interaction/${uid}/login" autocomplete="off">
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<label>E-mail address<input name="email" type="email" required maxlength="120" value="${escapeHtml(input.email ?? '')}" autofocus></label>
<label>Name<input name="name" type="text" maxlength="60"></label>
<div class="actions">
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate formaction="/interaction/${uid}/abort">Cancel</button>
</div>
</form>
</main>
</body>
</html>`
}

/** The page of a provider error (an expired interaction, a bad request). */
export function errorPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign-in error · local provider</title><style>${styles}</style></head>
<body><main><h1>Sign-in error</h1><p class="error" role="alert">${escapeHtml(message)}</p></main></body>
</html>`
}
