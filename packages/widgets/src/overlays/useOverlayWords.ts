import { type Translate, translator, type WidgetMessages, widgetCatalogue } from '@airwave/sdk/i18n'
import { useEffect, useMemo, useState } from 'react'

/** The overlays' words in one language, as a function. */
export type OverlayText = Translate<WidgetMessages>

/**
 * The overlays' words in the language the widget's settings name: English at once, the other
 * language as soon as it has loaded (an overlay never waits on words to show an alert).
 *
 * @example const t = useOverlayWords(settings.locale)
 */
export function useOverlayWords(locale: string): OverlayText {
  const [messages, setMessages] = useState(
    () => widgetCatalogue.loaded(locale) ?? widgetCatalogue.loaded('en-US'),
  )
  useEffect(() => {
    let live = true
    const known = widgetCatalogue.loaded(locale)
    if (known) setMessages(known)
    else
      widgetCatalogue.load(locale).then(
        (loaded) => live && setMessages(loaded),
        () => {},
      )
    return () => {
      live = false
    }
  }, [locale])
  return useMemo(
    () => translator(messages as WidgetMessages, messages ? locale : 'en-US'),
    [messages, locale],
  )
}
