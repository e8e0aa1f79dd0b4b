import { type OpenStateProps, useOpenState } from '../a11y/useOpenState'
import { useT } from '../i18n/useT'
import { type LoginReason, useAirwave } from '../provider/airwaveContext'
import { ConfirmFrame } from './ConfirmFrame'

export interface LoginPromptDialogProps extends OpenStateProps {
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
  const [open, setOpen] = useOpenState(props)
  return (
    <ConfirmFrame
      role="dialog"
      variant="primary"
      open={open}
      onClose={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false)
        onLoginRequired()
      }}
      title={t('loginTitle')}
      description={t(props.reason === 'chat' ? 'loginBodyChat' : 'loginBody')}
      cancelLabel={t('cancel')}
      confirmLabel={t('login')}
      forceMount={props.forceMount}
    />
  )
}
