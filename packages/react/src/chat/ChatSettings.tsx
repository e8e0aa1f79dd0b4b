import { ApiError, problemAt, type Viewer } from '@airwave/sdk'
import {
  CHAT_TEXT_MAX_LENGTH,
  type ChatSettingsForm,
  type ChatSettingsProblem,
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
import { type ReactNode, useId, useState } from 'react'
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
  /**
   * Which part to show: `all` (default), the `settings` alone, or the `banWords` alone (a
   * dashboard with a page for each).
   */
  part?: 'all' | 'settings' | 'banWords'
}

// The server's word that this member does not moderate the chat.
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403

const ICE_LEVELS: readonly { level: IceChatLevel; label: ChatSettingsTextKey }[] = [
  { level: ICE_CHAT_LEVEL.subscribers, label: 'iceLevelSubscribers' },
  { level: ICE_CHAT_LEVEL.managers, label: 'iceLevelManagers' },
  { level: ICE_CHAT_LEVEL.streamer, label: 'iceLevelStreamer' },
]

// The chat's two texts, each with the switch that shows it.
const TEXT_SETTINGS = [
  {
    text: 'chatNotice',
    shown: 'isChatNotice',
    label: 'noticeLabel',
    showLabel: 'showNotice',
    rows: 3,
  },
  { text: 'chatRule', shown: 'isChatRule', label: 'rulesLabel', showLabel: 'showRules', rows: 4 },
] as const satisfies readonly {
  text: keyof ChatSettingsForm
  shown: keyof ChatSettingsForm
  label: ChatSettingsTextKey
  showLabel: ChatSettingsTextKey
  rows: number
}[]

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
  const part = props.part ?? 'all'
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
      {/* The ban words alone carry their own heading: the section's is for screen readers. */}
      <h2 id={headingId} className={part === 'banWords' ? 'aw-visually-hidden' : undefined}>
        {t(part === 'banWords' ? 'banWords' : 'settingsTitle')}
      </h2>
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
          {part !== 'banWords' && (
            <SettingsForm saved={info.data} rights={rights} save={settings.save} t={t} />
          )}
          {part !== 'settings' && (
            <BanWords channelId={props.channelId} t={t} disabled={!rights.edit} />
          )}
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
    slow: useId(),
    slowHint: useId(),
    slowError: useId(),
  }
  const problems = chatSettingsProblems(form)
  const patch = chatInfoPatch(saved, form)
  const unchanged = Object.keys(patch).length === 0
  const set = <K extends keyof ChatSettingsForm>(field: K, value: ChatSettingsForm[K]) => {
    setForm((before) => ({ ...before, [field]: value }))
    setSaid(undefined)
  }
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
      {TEXT_SETTINGS.map(({ text, shown, label, showLabel, rows }) => (
        <TextSetting
          key={text}
          label={t(label)}
          rows={rows}
          text={form[text]}
          problem={problemAt(problems, text)}
          onText={(value) => set(text, value)}
          t={t}
        >
          <SettingCheck
            label={t(showLabel)}
            checked={form[shown]}
            onChange={(on) => set(shown, on)}
          />
        </TextSetting>
      ))}
      <SettingGroup legend={t('iceMode')} allowed={rights.ice} deniedHint={t('iceNotPermitted')}>
        <SettingCheck
          label={t('iceOn')}
          checked={form.isChatIce}
          onChange={(on) => set('isChatIce', on)}
        />
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
      </SettingGroup>
      <SettingGroup
        legend={t('permissions')}
        allowed={rights.permissions}
        deniedHint={t('streamerOnly')}
      >
        <SettingCheck
          label={t('permitManagerIce')}
          checked={form.isPermitManagerChatIceMode}
          onChange={(on) => set('isPermitManagerChatIceMode', on)}
        />
        <SettingCheck
          label={t('permitUrlChat')}
          checked={form.isPermitUrlChat}
          onChange={(on) => set('isPermitUrlChat', on)}
        />
      </SettingGroup>
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

/** A text of the chat (notice, rules): its field, its count against the limit, its problem. */
function TextSetting(props: {
  label: string
  rows: number
  text: string
  problem: ChatSettingsProblem | undefined
  onText: (text: string) => void
  t: ChatSettingsText
  /** The switch that shows the text in the chat. */
  children: ReactNode
}) {
  const { problem, t } = props
  const id = useId()
  const errorId = useId()
  return (
    <div className="aw-chat-settings-field">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        rows={props.rows}
        value={props.text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => props.onText(event.currentTarget.value)}
      />
      <Counter text={props.text} t={t} />
      {problem && (
        <p id={errorId} className="aw-chat-settings-error">
          {t('textTooLongField', problem.params)}
        </p>
      )}
      {props.children}
    </div>
  )
}

/** Settings the member may change only with a right: disabled without it, and saying why. */
function SettingGroup(props: {
  legend: string
  allowed: boolean
  deniedHint: string
  children: ReactNode
}) {
  const hintId = useId()
  return (
    <fieldset
      className="aw-chat-settings-group"
      disabled={!props.allowed}
      aria-describedby={props.allowed ? undefined : hintId}
    >
      <legend>{props.legend}</legend>
      {!props.allowed && (
        <p id={hintId} className="aw-chat-settings-hint">
          {props.deniedHint}
        </p>
      )}
      {props.children}
    </fieldset>
  )
}

function SettingCheck(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="aw-chat-settings-check">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <span>{props.label}</span>
    </label>
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
