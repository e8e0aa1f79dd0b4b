import { ApiError, problemAt, type Viewer } from '@airwave/sdk'
import {
  CHAT_TEXT_MAX_LENGTH,
  type ChatSettingsForm,
  type ChatSettingsRights,
  chatInfoPatch,
  chatSettingsForm,
  chatSettingsProblems,
  ICE_CHAT_LEVEL,
  type IceChatLevel,
  SLOW_MODE_MAX_SECONDS,
  type StreamerChatInfo,
  settingsTextLength,
} from '@airwave/sdk/chat'
import { useId, useState } from 'react'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useViewer } from '../shared/provider/useViewer'
import { useSheet } from '../shared/theme/useSheet'
import { BanWords } from './BanWords'
import { chatSettingsStyles } from './chatSettings.styles'
import { type ChatSettingsText, type ChatSettingsTextKey, useChatSettingsText } from './chatText'
import { type ChatSettingsHandle, useChatSettings } from './useChatSettings'

export interface ChatSettingsProps {
  /** The channel whose chat is set up: the streamer's own, or one they manage. */
  channelId: string
  /** Who is setting it up. Default: the provider's session (`useViewer()`). */
  viewer?: Viewer
}

// The server's word that this member does not moderate the chat.
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403

const ICE_LEVELS: readonly { level: IceChatLevel; label: ChatSettingsTextKey }[] = [
  { level: ICE_CHAT_LEVEL.subscribers, label: 'iceLevelSubscribers' },
  { level: ICE_CHAT_LEVEL.managers, label: 'iceLevelManagers' },
  { level: ICE_CHAT_LEVEL.streamer, label: 'iceLevelStreamer' },
]

/**
 * The streamer's chat settings (dashboard): the notice and the rules (each up to 1,000
 * characters, each shown or not), ice mode and who may chat in it, the managers' ice
 * permission and URL chat (the streamer's alone), slow mode (0 to 300 s), and the ban words
 * (200 a page, add, remove). What the member may change comes from the SDK's rights over
 * `getChatMe`; the checks are the SDK's `chatSettingsProblems`, and only the fields that
 * changed are sent (`chatInfoPatch`). `data-state`: loading, error, denied, ready.
 *
 * @example
 * <ChatSettings channelId="airwave" />
 */
export function ChatSettings(props: ChatSettingsProps) {
  useSheet('chat-settings', chatSettingsStyles)
  const t = useChatSettingsText()
  const sessionViewer = useViewer()
  const viewer = props.viewer ?? sessionViewer
  const member = viewer?.status === 'member'
  const settings = useChatSettings(props.channelId, member)
  const headingId = useId()
  const { info, me, rights } = settings
  const state = !viewer
    ? 'loading'
    : !member
      ? 'denied'
      : info.isError || me.isError
        ? isForbidden(me.error) || isForbidden(info.error)
          ? 'denied'
          : 'error'
        : !info.data || !me.data
          ? 'loading'
          : rights.edit
            ? 'ready'
            : 'denied'
  return (
    <section className="aw-chat-settings" data-state={state} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settingsTitle')}</h2>
      {state === 'loading' && (
        <p className="aw-chat-settings-hint" role="status">
          {t('loading')}
        </p>
      )}
      {state === 'denied' && <p className="aw-chat-settings-hint">{t('notModerator')}</p>}
      {state === 'error' && (
        <RetryAlert
          message={t('error')}
          retryLabel={t('retry')}
          onRetry={() => {
            info.refetch()
            me.refetch()
          }}
        />
      )}
      {state === 'ready' && info.data && (
        <>
          <SettingsForm saved={info.data} rights={rights} save={settings.save} t={t} />
          <BanWords channelId={props.channelId} t={t} disabled={!rights.edit} />
        </>
      )}
    </section>
  )
}

interface FormProps {
  saved: StreamerChatInfo
  rights: ChatSettingsRights
  save: ChatSettingsHandle['save']
  t: ChatSettingsText
}

function SettingsForm({ saved, rights, save, t }: FormProps) {
  const [form, setForm] = useState<ChatSettingsForm>(() => chatSettingsForm(saved))
  const [said, setSaid] = useState<{ kind: 'status' | 'alert'; text: string }>()
  const ids = {
    notice: useId(),
    noticeError: useId(),
    rules: useId(),
    rulesError: useId(),
    slow: useId(),
    slowHint: useId(),
    slowError: useId(),
    iceHint: useId(),
    permissionsHint: useId(),
  }
  const problems = chatSettingsProblems(form)
  const patch = chatInfoPatch(saved, form)
  const unchanged = Object.keys(patch).length === 0
  const set = <K extends keyof ChatSettingsForm>(field: K, value: ChatSettingsForm[K]) => {
    setForm((before) => ({ ...before, [field]: value }))
    setSaid(undefined)
  }
  const noticeProblem = problemAt(problems, 'chatNotice')
  const rulesProblem = problemAt(problems, 'chatRule')
  const slowProblem = problemAt(problems, 'slowModeSeconds')

  return (
    <form
      className="aw-chat-settings-form"
      data-state={save.isPending ? 'saving' : unchanged ? 'unchanged' : 'changed'}
      onSubmit={(event) => {
        event.preventDefault()
        if (problems.length > 0 || unchanged) return
        save.mutate(patch, {
          onSuccess: () => setSaid({ kind: 'status', text: t('saved') }),
          onError: (error) =>
            setSaid({ kind: 'alert', text: t('saveFailed', { message: error.message }) }),
        })
      }}
    >
      <div className="aw-chat-settings-field">
        <label htmlFor={ids.notice}>{t('noticeLabel')}</label>
        <textarea
          id={ids.notice}
          rows={3}
          value={form.chatNotice}
          aria-invalid={noticeProblem ? true : undefined}
          aria-describedby={noticeProblem ? ids.noticeError : undefined}
          onChange={(event) => set('chatNotice', event.currentTarget.value)}
        />
        <Counter text={form.chatNotice} t={t} />
        {noticeProblem && (
          <p id={ids.noticeError} className="aw-chat-settings-error">
            {t('textTooLongField', noticeProblem.params)}
          </p>
        )}
        <label className="aw-chat-settings-check">
          <input
            type="checkbox"
            checked={form.isChatNotice}
            onChange={(event) => set('isChatNotice', event.currentTarget.checked)}
          />
          <span>{t('showNotice')}</span>
        </label>
      </div>
      <div className="aw-chat-settings-field">
        <label htmlFor={ids.rules}>{t('rulesLabel')}</label>
        <textarea
          id={ids.rules}
          rows={4}
          value={form.chatRule}
          aria-invalid={rulesProblem ? true : undefined}
          aria-describedby={rulesProblem ? ids.rulesError : undefined}
          onChange={(event) => set('chatRule', event.currentTarget.value)}
        />
        <Counter text={form.chatRule} t={t} />
        {rulesProblem && (
          <p id={ids.rulesError} className="aw-chat-settings-error">
            {t('textTooLongField', rulesProblem.params)}
          </p>
        )}
        <label className="aw-chat-settings-check">
          <input
            type="checkbox"
            checked={form.isChatRule}
            onChange={(event) => set('isChatRule', event.currentTarget.checked)}
          />
          <span>{t('showRules')}</span>
        </label>
      </div>
      <fieldset
        className="aw-chat-settings-group"
        disabled={!rights.ice}
        aria-describedby={rights.ice ? undefined : ids.iceHint}
      >
        <legend>{t('iceMode')}</legend>
        {!rights.ice && (
          <p id={ids.iceHint} className="aw-chat-settings-hint">
            {t('iceNotPermitted')}
          </p>
        )}
        <label className="aw-chat-settings-check">
          <input
            type="checkbox"
            checked={form.isChatIce}
            onChange={(event) => set('isChatIce', event.currentTarget.checked)}
          />
          <span>{t('iceOn')}</span>
        </label>
        <fieldset className="aw-chat-settings-radios" disabled={!form.isChatIce}>
          <legend>{t('iceLevel')}</legend>
          {ICE_LEVELS.map(({ level, label }) => (
            <label key={level} className="aw-chat-settings-check">
              <input
                type="radio"
                name="iceChatLevel"
                value={level}
                checked={form.iceChatLevel === level}
                onChange={() => set('iceChatLevel', level)}
              />
              <span>{t(label)}</span>
            </label>
          ))}
        </fieldset>
      </fieldset>
      <fieldset
        className="aw-chat-settings-group"
        disabled={!rights.permissions}
        aria-describedby={rights.permissions ? undefined : ids.permissionsHint}
      >
        <legend>{t('permissions')}</legend>
        {!rights.permissions && (
          <p id={ids.permissionsHint} className="aw-chat-settings-hint">
            {t('streamerOnly')}
          </p>
        )}
        <label className="aw-chat-settings-check">
          <input
            type="checkbox"
            checked={form.isPermitManagerChatIceMode}
            onChange={(event) => set('isPermitManagerChatIceMode', event.currentTarget.checked)}
          />
          <span>{t('permitManagerIce')}</span>
        </label>
        <label className="aw-chat-settings-check">
          <input
            type="checkbox"
            checked={form.isPermitUrlChat}
            onChange={(event) => set('isPermitUrlChat', event.currentTarget.checked)}
          />
          <span>{t('permitUrlChat')}</span>
        </label>
      </fieldset>
      <div className="aw-chat-settings-field">
        <label htmlFor={ids.slow}>{t('slowModeLabel')}</label>
        <input
          id={ids.slow}
          type="text"
          inputMode="numeric"
          value={form.slowModeSeconds}
          aria-invalid={slowProblem ? true : undefined}
          aria-describedby={slowProblem ? `${ids.slowError} ${ids.slowHint}` : ids.slowHint}
          onChange={(event) => set('slowModeSeconds', event.currentTarget.value)}
        />
        <p id={ids.slowHint} className="aw-chat-settings-hint">
          {t('slowModeHint', { max: SLOW_MODE_MAX_SECONDS })}
        </p>
        {slowProblem && (
          <p id={ids.slowError} className="aw-chat-settings-error">
            {t('slowModeInvalid', slowProblem.params)}
          </p>
        )}
      </div>
      <div className="aw-chat-settings-actions">
        <button
          type="submit"
          className="aw-button"
          data-variant="primary"
          disabled={problems.length > 0 || unchanged || save.isPending}
        >
          {save.isPending ? t('saving') : t('save')}
        </button>
        <p className="aw-chat-settings-said" role={said?.kind === 'alert' ? 'alert' : 'status'}>
          {said?.text ?? (unchanged && !save.isPending ? t('unchanged') : null)}
        </p>
      </div>
    </form>
  )
}

function Counter({ text, t }: { text: string; t: ChatSettingsText }) {
  const count = settingsTextLength(text)
  return (
    <p
      className="aw-chat-settings-counter"
      data-state={count > CHAT_TEXT_MAX_LENGTH ? 'over' : 'within'}
    >
      {t('textCount', { count, max: CHAT_TEXT_MAX_LENGTH })}
    </p>
  )
}
