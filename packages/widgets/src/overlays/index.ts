// @airwave/widgets/overlays: the streamers' OBS overlays (browser sources). Each is a React
// component over the SDK's widget machines; `WidgetOverlay` is a whole overlay page from its
// key. The views render from props alone: the dashboard's live previews and Storybook use them.
export { AlertBox, type AlertBoxProps } from './AlertBox'
export { AlertBoxView, type AlertBoxViewProps } from './AlertBoxView'
export { playAlertSound } from './alertSound'
export { ChatBox, type ChatBoxProps } from './ChatBox'
export { ChatBoxView, type ChatBoxViewProps } from './ChatBoxView'
export { MissionWidget, type MissionWidgetProps } from './MissionWidget'
export { MissionWidgetView, type MissionWidgetViewProps } from './MissionWidgetView'
export { addOverlayStyles, overlayStyles } from './overlay.styles'
export { PollWidget, type PollWidgetProps } from './PollWidget'
export { PollWidgetView, type PollWidgetViewProps } from './PollWidgetView'
export { TimerView, type TimerViewProps } from './TimerView'
export { type OverlayText, useOverlayWords } from './useOverlayWords'
export { WidgetOverlay, type WidgetOverlayProps } from './WidgetOverlay'
