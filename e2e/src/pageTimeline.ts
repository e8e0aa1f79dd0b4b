import type { BrowserContext, Page } from 'playwright-core'

// What a channel page showed, and when: the page's live state, the player's playback state,
// its alert, and each overlay over the picture, one line whenever any of them changes. A test
// that waits for an overlay in vain prints it, so a failure on a loaded CI run says what held
// the picture instead (the live-end screen, an alert, the page reloading its live status...).

declare global {
  interface Window {
    __awTimeline?: string[]
  }
}

function record() {
  const started = performance.now()
  const lines: string[] = []
  window.__awTimeline = lines
  let last = ''
  const describe = () => {
    const state = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector)
      if (!element) return '-'
      return element.dataset.state ?? (element.hidden ? 'hidden' : 'on')
    }
    const alert = document.querySelector<HTMLElement>('.aw-player-alert')
    return [
      `page ${state('.aw-site-watch')}`,
      `player ${state('.aw-player')}`,
      `alert ${alert && !alert.hidden ? `${alert.dataset.alert ?? 'on'} ${alert.querySelector('.aw-player-alert-code')?.textContent ?? ''}` : '-'}`,
      `poll-card ${state('.aw-poll-overlay')}`,
      `poll-button ${state('.aw-poll-button')}`,
      `raid ${state('section.aw-raid')}`,
      `live-end ${state('.aw-live-end')}`,
    ].join(' · ')
  }
  const note = () => {
    const now = describe()
    if (now === last) return
    last = now
    lines.push(
      `${((performance.now() - started) / 1000).toFixed(1)} s ${location.pathname}: ${now}`,
    )
    if (lines.length > 400) lines.splice(0, lines.length - 400)
  }
  const start = () => {
    note()
    new MutationObserver(note).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state', 'data-alert', 'hidden'],
    })
  }
  if (document.documentElement) start()
  else document.addEventListener('DOMContentLoaded', start, { once: true })
}

/** Records the timeline of every page of `context` from its next navigation on. */
export async function recordTimeline(context: BrowserContext): Promise<void> {
  await context.addInitScript(record)
}

/** The page's timeline so far, or why it could not be read. */
async function timelineOf(page: Page): Promise<string> {
  try {
    const lines = await page.evaluate(() => window.__awTimeline ?? [], undefined)
    return lines.join('\n')
  } catch (error) {
    return `(no timeline: ${(error as Error).message})`
  }
}

/**
 * Runs `check`; when it throws, the error carries the timeline of each named page, so the
 * report shows what the pages showed while the check waited.
 */
export async function withTimelines<T>(
  pages: Record<string, Page>,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check()
  } catch (error) {
    const parts = await Promise.all(
      Object.entries(pages).map(async ([name, page]) => `— ${name}\n${await timelineOf(page)}`),
    )
    if (error instanceof Error) error.message += `\n\nWhat the pages showed:\n${parts.join('\n')}`
    throw error
  }
}
