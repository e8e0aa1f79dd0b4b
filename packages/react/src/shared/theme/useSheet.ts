import { useContext, useInsertionEffect } from 'react'
import { AirwaveContext } from '../provider/airwaveContext'
import { useKitStyles } from './useKitStyles'

/**
 * Puts a community component's stylesheet in `document.head` once per `name`, as the kit's own
 * sheet is: the board's components are in their own entry, so their CSS comes with them and an
 * app that never renders them gets none. The kit's sheet they build on comes first. Off with
 * the provider's `injectStyles={false}` (then the app ships the exported strings itself).
 */
export function useSheet(name: string, css: string): void {
  useKitStyles()
  const enabled = useContext(AirwaveContext)?.injectStyles ?? true
  useInsertionEffect(() => {
    if (!enabled) return
    const head = document.head
    if (head.querySelector(`style[data-airwave-sheet="${name}"]`)) return
    const style = document.createElement('style')
    style.setAttribute('data-airwave-sheet', name)
    style.textContent = css
    head.append(style)
  }, [enabled, name, css])
}
