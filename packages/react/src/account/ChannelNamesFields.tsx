import { problemAt } from '@airwave/sdk'
import { CHANNEL_ID_MAX_LENGTH, type channelNamesMachine } from '@airwave/sdk/account'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { AccountCheck } from './AccountCheck'
import { AccountField } from './AccountField'
import { ACCOUNT_PATHS } from './AccountLink'
import { type AccountText, problemText } from './accountText'

export interface ChannelNamesFieldsProps {
  actor: ActorRefFrom<typeof channelNamesMachine>
  t: AccountText
  /** Where the focus goes on a problem (`useFocusOnInvalid`). */
  field: (name: string) => (element: HTMLElement | null) => void
}

/**
 * A channel's id and nickname, and on a sign-up the terms, over the SDK's
 * `channelNamesMachine`: each checked when left (its rule keys, then the server's CHA30000,
 * CHA30001, CHA30007, CHA30008, said at the field). The form around it sends SUBMIT.
 *
 * @example <ChannelNamesFields actor={children.names} t={t} field={field} />
 */
export function ChannelNamesFields({ actor, t, field }: ChannelNamesFieldsProps) {
  const context = useSelector(actor, (s) => s.context)
  const problems = {
    channelId: problemAt(context.problems, 'channelId'),
    nickname: problemAt(context.problems, 'nickname'),
    terms: problemAt(context.problems, 'terms'),
  }
  return (
    <>
      <AccountField
        label={t('channelIdLabel')}
        name="channelId"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={CHANNEL_ID_MAX_LENGTH + 5}
        required
        value={context.channelId}
        inputRef={field('channelId')}
        hint={t('channelIdHint')}
        error={problems.channelId !== undefined ? problemText(t, problems.channelId) : undefined}
        onChange={(event) =>
          actor.send({ type: 'CHANNEL_ID.CHANGE', value: event.currentTarget.value })
        }
        onBlur={() => actor.send({ type: 'CHANNEL_ID.BLUR' })}
      />
      <AccountField
        label={t('nicknameLabel')}
        name="nickname"
        autoComplete="nickname"
        maxLength={40}
        required
        value={context.nickname}
        inputRef={field('nickname')}
        hint={t('nicknameHint')}
        error={problems.nickname !== undefined ? problemText(t, problems.nickname) : undefined}
        onChange={(event) =>
          actor.send({ type: 'NICKNAME.CHANGE', value: event.currentTarget.value })
        }
        onBlur={() => actor.send({ type: 'NICKNAME.BLUR' })}
      />
      {context.withTerms && (
        <AccountCheck
          name="terms"
          label={t('terms')}
          inputRef={field('terms')}
          checked={context.terms}
          error={problems.terms && problemText(t, problems.terms)}
          onChange={(value) => actor.send({ type: 'TERMS.CHANGE', value })}
        >
          {/* A new tab: leaving the page would lose the sign-up's first two steps. */}
          <p className="aw-account-hint aw-account-terms-links">
            <a href={ACCOUNT_PATHS.terms} target="_blank" rel="noopener">
              {t('termsLink')}
            </a>
            <a href={ACCOUNT_PATHS.privacy} target="_blank" rel="noopener">
              {t('privacyLink')}
            </a>
          </p>
        </AccountCheck>
      )}
    </>
  )
}
