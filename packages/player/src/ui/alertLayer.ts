import type { AlertAction, AlertContent } from './alertContent'
import { element, uniqueId } from './dom'

/** The layer over the picture that shows one alert at a time. */
export interface AlertLayer {
  readonly element: HTMLDivElement
  /** Shows `content` (or hides the layer); unchanged content leaves the DOM and focus alone. */
  render(content: AlertContent | undefined): void
  /** Whether a dialog that needs an answer is showing. */
  blocking(): boolean
}

/**
 * Creates the alert layer: `role="alert"` for boxes and errors, `role="alertdialog"` (modal,
 * named by its title, described by its text) for the dialogs and the adult notice, which also
 * take the focus so a keyboard user can answer at once. `data-alert` names the alert.
 *
 * @example
 * const layer = createAlertLayer(document, (action) => handle(action))
 * layer.render(alertContent(player.state(), strings))
 */
export function createAlertLayer(
  doc: Document,
  onAction: (action: AlertAction) => void,
): AlertLayer {
  const layer = element(doc, 'div', { class: 'aw-player-alert', hidden: '' })
  let key = ''
  return {
    element: layer,
    blocking: () => !layer.hidden && layer.getAttribute('role') === 'alertdialog',
    render(content) {
      const next = content ? `${content.key} ${content.code ?? ''}` : ''
      if (next === key) return
      key = next
      layer.replaceChildren()
      layer.hidden = !content
      if (!content) {
        for (const name of [
          'data-alert',
          'role',
          'aria-modal',
          'aria-labelledby',
          'aria-describedby',
        ]) {
          layer.removeAttribute(name)
        }
        return
      }
      const titleId = uniqueId('aw-player-alert-title')
      const textId = uniqueId('aw-player-alert-text')
      layer.dataset.alert = content.key
      layer.setAttribute('role', content.role)
      layer.setAttribute('aria-labelledby', titleId)
      layer.setAttribute('aria-describedby', textId)
      if (content.role === 'alertdialog') layer.setAttribute('aria-modal', 'true')
      else layer.removeAttribute('aria-modal')
      const actions = element(doc, 'div', { class: 'aw-player-actions' })
      for (const { action, label } of content.actions) {
        const button = element(doc, 'button', { type: 'button', class: 'aw-player-action' }, label)
        button.dataset.action = action
        button.addEventListener('click', () => onAction(action))
        actions.append(button)
      }
      layer.append(
        element(doc, 'p', { class: 'aw-player-alert-title', id: titleId }, content.title),
        element(doc, 'p', { class: 'aw-player-alert-text', id: textId }, content.text),
        ...(content.code
          ? [element(doc, 'p', { class: 'aw-player-alert-code' }, content.code)]
          : []),
        ...(content.actions.length ? [actions] : []),
      )
      if (content.role === 'alertdialog') actions.querySelector('button')?.focus()
    },
  }
}
