import { useControllableState } from '../a11y/useControllableState'
import { useT } from '../i18n/useT'
import { type LoginReason, useAirwave } from '../provider/airwaveContext'
import { DialogFrame } from './DialogFrame'

export interface LoginPromptDialogProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  forceMount?: boolean
  /** What the viewer tried: the words name it. Default: the board's actions. */
  reason?: LoginReason
}

/**
 * Asks an anonymous viewer to log in before liking, commenting, reporting or blocking. The
 * login button closes it and calls the provider's `onLoginRequired`.
 *
 * @example
 * <LoginPromptDialog open={prompting} onOpenChange={setPrompting} />
 */
export function LoginPromptDialog(props: LoginPromptDialogProps) {
  const t = useT()
  const { onLoginRequired } = useAirwave()
  const [open, setOpen] = useControllableState({
    value: props.open,
    defaultValue: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  })
  return (
    <DialogFrame
      role="dialog"
      open={open}
      onClose={() => setOpen(false)}
      title={t('loginTitle')}
      description={t(props.reason === 'chat' ? 'loginBodyChat' : 'loginBody')}
      forceMount={props.forceMount}
      actions={
        <>
          <button type="button" className="aw-button" onClick={() => setOpen(false)}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="aw-button"
            data-variant="primary"
            onClick={() => {
              setOpen(false)
              onLoginRequired()
            }}
          >
            {t('login')}
          </button>
        </>
      }
    />
  )
}
