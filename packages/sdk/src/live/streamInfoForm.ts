import type { StreamInfoForm } from '../contract/live/live.schemas'

/**
 * The multipart body of the stream info update from its fields: strings as they are, numbers
 * and yes/no fields written out (`true`, `false`), tags joined with commas (an empty list
 * clears them), the thumbnail as a file; fields left
 * undefined are not sent, so the server keeps what it has for them.
 *
 * @example
 * await client.live.updateStreamInfo(streamInfoFormData({ title: 'Late show', isPendingEndEnabled: true }))
 */
export function streamInfoFormData(form: StreamInfoForm): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(form) as [string, unknown][]) {
    if (value === undefined) continue
    if (value instanceof Blob) data.append(name, value)
    else data.append(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  return data
}
