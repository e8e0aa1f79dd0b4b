import { WidgetOverlay } from '@airwave/widgets/overlays'
import { useParams } from 'react-router'

/**
 * An OBS overlay (`/widget/{kind}/{key}`): the key names the widget, its kind and channel;
 * the page is transparent, without the site's chrome, sized by the browser source.
 */
export function OverlayPage() {
  const { key = '' } = useParams()
  return <WidgetOverlay widgetKey={key} />
}
