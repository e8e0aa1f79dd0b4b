import { EmoticonPicker, type EmoticonPickerProps } from '@airwave/react/community'
import { useViewer } from '../../src/decorators/withAirwave'

/** The picker as the toolbar's role sees it. */
export function Picker(props: Omit<EmoticonPickerProps, 'viewer'>) {
  return <EmoticonPicker {...props} viewer={useViewer()} />
}
