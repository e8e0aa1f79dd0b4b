import { SUBSCRIBER_IMAGE_ACCEPT } from '@airwave/sdk/subscription'

/**
 * A button that picks an image of the subscriber rules' types: a kit button around the file
 * input, so the keyboard reaches it and the picker opens on Enter or Space. The same file can be
 * picked again after a refusal.
 *
 * @example <SubscriberImageButton label="Upload" name="Upload the badge for 3 months" onPick={upload} />
 */
export function SubscriberImageButton(props: {
  /** The button's words. */
  label: string
  /** The input's full name for a screen reader, when the words alone are not enough. */
  name?: string
  disabled?: boolean
  describedBy?: string
  variant?: 'primary'
  onPick: (file: File | undefined) => void
}) {
  return (
    <label
      className="aw-button aw-subscriber-file"
      data-variant={props.variant}
      data-disabled={props.disabled || undefined}
    >
      <input
        type="file"
        className="aw-visually-hidden"
        accept={SUBSCRIBER_IMAGE_ACCEPT}
        disabled={props.disabled}
        aria-label={props.name}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (file) props.onPick(file)
        }}
      />
      {props.label}
    </label>
  )
}
