import axe from 'axe-core'
import { expect } from 'storybook/test'

/**
 * Known violations a story lets pass, each `rule-id` or `rule-id selector-part` (only the
 * nodes whose selector holds that part). For kit issues already reported, so the rest of the
 * story's state stays checked meanwhile: `parameters: { axe: { known: ['color-contrast .aw-x'] } }`.
 */
export interface AxeParameters {
  known?: readonly string[]
}

/**
 * Fails on serious or critical axe violations in `root`: run after every story (its play
 * done), so each state a story ends in is checked, dialogs and alerts included.
 *
 * @example
 * afterEach: ({ canvasElement, parameters }) => expectAccessible(canvasElement, parameters.axe)
 */
export async function expectAccessible(root: HTMLElement, options: AxeParameters = {}) {
  const known = (options.known ?? []).map((entry) => {
    const [rule = '', part] = entry.split(' ', 2)
    return { rule, part }
  })
  // The WCAG A and AA rules: best practices are page-level advice, and cost time on each story.
  const { violations } = await axe.run(root, {
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  })
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .map((node) => ({ target: node.target.join(' '), node }))
        .filter(
          ({ target }) =>
            !known.some((k) => k.rule === violation.id && (!k.part || target.includes(k.part))),
        )
        // What axe saw (the colours and ratio of a contrast failure, the element's markup):
        // a selector of generated ids alone does not tell which element failed, nor why.
        .map(
          ({ target, node }) =>
            `${violation.id}: ${target} ${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`,
        ),
    )
  await expect(serious).toEqual([])
}
