import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
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
    <ConfirmFrame
      role="dialog"
      variant="primary"
      open={open}
      onClose={() => onOpenChange(false)}
      onConfirm={onSubscribe}
      title={t('subscribeGuideTitle')}
      description={t('subscribeGuideBody', { name })}
      cancelLabel={t('cancel')}
      confirmLabel={t('subscribe')}
    />
  )
}
