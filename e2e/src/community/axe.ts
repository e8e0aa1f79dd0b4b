import axe from 'axe-core'
import type { Page } from 'playwright-core'

/** One axe violation as printed: rule, impact, help text and the first offending elements. */
export interface AxeFinding {
  id: string
  impact: string
  help: string
  targets: string[]
}

/**
 * Runs axe-core in the page as it is now and answers its serious and critical violations (the
 * ones that block someone from using the page). Every finding is printed with `label`, so a
 * failing run says which page, theme and width it was.
 *
 * @example
 * expect(await seriousAxeFindings(page, 'board, dark, 375 px')).toEqual([])
 */
export async function seriousAxeFindings(page: Page, label: string): Promise<AxeFinding[]> {
  // The page may already have it from an earlier check of the same document.
  const present = await page.evaluate(() => 'axe' in window)
  // Evaluated through the DevTools protocol: the site's CSP (scripts from self only) would block
  // an inline script tag.
  if (!present) await page.evaluate(axe.source)
  const findings = await page.evaluate(async () => {
    // A dialog fading in has the contrast of half its opacity: let finite animations end first
    // (a skeleton's endless shimmer never does).
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    const { axe: pageAxe } = window as unknown as { axe: typeof axe }
    const result = await pageAxe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }))
  })
  for (const finding of findings) {
    console.warn(
      `axe ${label}: ${finding.impact} ${finding.id} (${finding.help}) at ${finding.targets.join(', ')}`,
    )
  }
  return findings
}
