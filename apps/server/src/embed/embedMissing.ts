/** What an embed's box says when the server has no embed build to send. */
export const EMBED_MISSING_MESSAGE =
  'The Airwave embed is not built on this server (pnpm --filter @airwave/widgets build:script; npm start builds it).'

/**
 * The script sent as `/embed.js` when the build is missing. A browser runs no script from a
 * 404, so the partner's page would show a silent blank box: this one writes the message into
 * every embed element on the page, now, when the page has been parsed (an `async` script runs
 * before the elements after it exist) and when the page adds one later. Plain ES5 and
 * `textContent`: it must run wherever the embed would.
 */
export const embedMissingScript = `(function () {
  var message = ${JSON.stringify(EMBED_MISSING_MESSAGE)};
  function show() {
    var boxes = document.querySelectorAll('airwave-player, airwave-community');
    for (var i = 0; i < boxes.length; i++) {
      var box = boxes[i];
      if (box.getAttribute('data-state') === 'unbuilt') continue;
      box.setAttribute('data-state', 'unbuilt');
      box.setAttribute('role', 'alert');
      box.textContent = message;
      box.style.cssText += ';display:flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:6em;padding:1em;font:14px/1.5 system-ui,sans-serif;text-align:center;color:#fff;background:#222';
    }
  }
  show();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  if (typeof MutationObserver === 'function') {
    new MutationObserver(show).observe(document.documentElement, { childList: true, subtree: true });
  }
})();
`
