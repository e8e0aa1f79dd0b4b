import { DialogFrame } from '../shared/dialogs/DialogFrame'
import { useT } from '../shared/i18n/useT'

export interface SubscribeGuideDialogProps {
  open: boolean
  /** The streamer whose subscription unlocks the emoticon. */
  name: string
  onOpenChange: (open: boolean) => void
  onSubscribe: () => void
}

/** Tells a non-subscriber that a subscriber emoticon needs a subscription to the streamer. */
export function SubscribeGuideDialog({
  open,
  name,
  onOpenChange,
  onSubscribe,
}: SubscribeGuideDialogProps) {
  const t = useT()
  return (
    <DialogFrame
      role="dialog"
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('subscribeGuideTitle')}
      description={t('subscribeGuideBody', { name })}
      actions={
        <>
          <button type="button" className="aw-button" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </button>
          <button type="button" className="aw-button" data-variant="primary" onClick={onSubscribe}>
            {t('subscribe')}
          </button>
        </>
      }
    />
  )
}
