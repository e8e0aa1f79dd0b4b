import type { PasswordCheck } from '@airwave/sdk/account'
import type { AccountText } from './accountText'

/**
 * The password's three rules and whether each is met, as the SDK's flags say (the server's
 * once it answered): each line is read with its state.
 *
 * @example <PasswordChecklist flags={passwordFlags(context)} t={t} />
 */
export function PasswordChecklist({ flags, t }: { flags: PasswordCheck; t: AccountText }) {
  const lines = [
    [flags.isCombinationAndLength, t('ruleCombination')],
    [flags.isNotContinueChar, t('ruleContinue')],
    [flags.isNotIncludeForbiddenWord, t('ruleForbidden')],
  ] as const
  return (
    <div>
      <p className="aw-account-hint">{t('passwordRules')}</p>
      <ul className="aw-account-checklist">
        {lines.map(([met, text]) => (
          <li key={text} data-state={met ? 'met' : 'unmet'}>
            <span>
              {text}
              <span className="aw-visually-hidden">{` (${met ? t('ruleMet') : t('ruleNotMet')})`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
