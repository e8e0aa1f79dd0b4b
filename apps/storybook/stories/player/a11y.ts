import axe from 'axe-core'
import { expect } from 'storybook/test'

/** Fails on serious or critical axe violations inside `root` (the story's canvas). */
export async function expectAccessible(root: HTMLElement): Promise<void> {
  const { violations } = await axe.run(root, { resultTypes: ['violations'] })
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  await expect(serious).toEqual([])
}
