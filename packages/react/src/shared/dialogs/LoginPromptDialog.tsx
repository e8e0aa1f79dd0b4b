import { useControllableState } from '../a11y/useControllableState'
import { useT } from '../i18n/useT'
import { useAirwave } from '../provider/airwaveContext'
import { DialogFrame } from './DialogFrame'

export interface LoginPromptDialogProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  forceMount?: boolean
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
      description={t('loginBody')}
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
