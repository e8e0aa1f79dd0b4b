import {
  SIGNATURE_GEM_LIMIT,
  SIGNATURE_GEM_TITLE_MAX,
  type SignatureGemDraft,
  type SignatureGemProblem,
} from '@airwave/sdk/wallet'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { ConfirmFrame } from '../shared/dialogs/ConfirmFrame'
import { PendingButton } from '../shared/feedback/PendingButton'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { earningsStyles } from './earnings.styles'
import { GemAmountField } from './GemAmountField'
import type { RenderWalletLink } from './PaymentResult'
import { SignupLink } from './SignupLink'
import { useMonetization, useSignatureGems } from './useEarnings'
import { WalletLoadStatus } from './WalletLoadStatus'
import { WalletTable } from './WalletTable'
import { walletStyles } from './wallet.styles'
import { useWalletText, type WalletText } from './walletText'

export interface SignatureGemsProps {
  /** The streamer's own channel (the list is public; only its owner changes it). */
  channelId: string
  /** Where the monetization sign-up is, for a channel not signed up (it cannot set any). */
  signupHref?: string
  renderLink?: RenderWalletLink
}

const problemWords = {
  'invalid-amount': 'errorInvalidAmount',
  taken: 'signatureTaken',
  'title-empty': 'signatureTitleEmpty',
  'title-too-long': 'signatureTitleLong',
  limit: 'signatureFull',
} as const satisfies Record<SignatureGemProblem, string>

const amountProblem = (problem: SignatureGemProblem | undefined) =>
  problem === 'invalid-amount' || problem === 'taken'

/**
 * The streamer's signature gems (`/dashboard/signature-gem`), as Twitch's and Streamlabs' alert
 * variations are set: amounts of their own (a cheer of exactly one plays the special alert on
 * the alert box, whatever its minimum), each with the title the alert shows. A list smallest
 * first with edit and delete (delete asks first), a form for a new one or a change, the count
 * against the limit of 20. The contract's rules are said at the fields as the streamer types
 * (`signatureGemsMachine`). `data-state`: loading, error, not-monetized, or the editor's (idle,
 * editing, saving, confirming, deleting).
 *
 * @example <SignatureGems channelId="airwave" signupHref="/dashboard/monetization/signup" />
 */
export function SignatureGems(props: SignatureGemsProps) {
  useSheet('wallet', walletStyles)
  useSheet('earnings', earningsStyles)
  const t = useWalletText()
  const locale = useLocale()
  const monetization = useMonetization()
  const [notice, setNotice] = useState('')
  const editor = useSignatureGems(props.channelId, {
    onChange: (event) =>
      setNotice(t(event.type === 'saved' ? 'signatureSaved' : 'signatureDeleted')),
  })
  const addButton = useRef<HTMLButtonElement>(null)
  const statusId = useId()
  const number = new Intl.NumberFormat(locale)
  const editing = editor.state === 'editing' || editor.state === 'saving'
  // Back to the list: the focus goes to the button that opens the form again.
  const wasEditing = useRef(editing)
  useEffect(() => {
    if (wasEditing.current && !editing) addButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  const query = editor.query
  if (!query.data || !monetization.data) {
    const failed = (query.isError && !query.data) || (monetization.isError && !monetization.data)
    return (
      <section className="aw-wallet aw-signature-gems" data-state={failed ? 'error' : 'loading'}>
        <WalletLoadStatus
          failed={failed}
          text={t(failed ? 'signatureFailed' : 'listLoading')}
          onRetry={() => {
            void query.refetch()
            void monetization.refetch()
          }}
        />
      </section>
    )
  }
  if (!monetization.data.isMonetize) {
    return (
      <section className="aw-wallet aw-signature-gems" data-state="not-monetized">
        <p className="aw-wallet-lead">{t('signatureLead')}</p>
        <p className="aw-wallet-lead">{t('signatureNotMonetized')}</p>
        <SignupLink href={props.signupHref} renderLink={props.renderLink} />
      </section>
    )
  }

  const list = editor.list
  const full = list.length >= SIGNATURE_GEM_LIMIT
  return (
    <section className="aw-wallet aw-signature-gems" data-state={editor.state}>
      <p className="aw-wallet-lead">{t('signatureLead')}</p>
      <div className="aw-wallet-row aw-signature-head">
        <span className="aw-signature-count">
          {t('signatureCount', { count: list.length, max: SIGNATURE_GEM_LIMIT })}
        </span>
        {!editing && (
          <button
            ref={addButton}
            type="button"
            className="aw-button"
            data-variant="primary"
            disabled={full}
            aria-describedby={full ? statusId : undefined}
            onClick={() => {
              setNotice('')
              editor.add()
            }}
          >
            {t('signatureAdd')}
          </button>
        )}
      </div>
      {editing && editor.draft && (
        <SignatureGemForm
          key={editor.draft.signatureGemIdx ?? 'new'}
          draft={editor.draft}
          problem={editor.problem}
          error={editor.error}
          saving={editor.state === 'saving'}
          t={t}
          onChange={editor.change}
          onSave={editor.save}
          onCancel={editor.cancel}
        />
      )}
      <p
        id={statusId}
        className="aw-wallet-status"
        role="status"
        data-tone={!editing && editor.error ? 'error' : 'info'}
      >
        {full && !editing
          ? t('signatureFull', { max: SIGNATURE_GEM_LIMIT })
          : !editing && editor.error
            ? t(editor.error)
            : notice}
      </p>
      {list.length === 0 ? (
        <p className="aw-wallet-lead aw-signature-empty">{t('signatureEmpty')}</p>
      ) : (
        <WalletTable
          caption={t('signatureTitle')}
          className="aw-signature-table"
          columns={[
            { label: t('signatureColAmount') },
            { label: t('signatureColTitle') },
            {
              label: <span className="aw-visually-hidden">{t('signatureColActions')}</span>,
            },
          ]}
        >
          {list.map((gem) => (
            <tr key={gem.signatureGemIdx} data-gem={gem.gem}>
              <td>
                <span className="aw-gem-balance">{number.format(gem.gem)}</span>
              </td>
              <th scope="row">{gem.title}</th>
              <td className="aw-signature-actions">
                <button
                  type="button"
                  className="aw-button"
                  aria-label={t('signatureEdit', { title: gem.title })}
                  disabled={editing}
                  onClick={() => {
                    setNotice('')
                    editor.edit(gem.signatureGemIdx)
                  }}
                >
                  {t('signatureEditShort')}
                </button>
                <button
                  type="button"
                  className="aw-button"
                  data-variant="danger"
                  aria-label={t('signatureDelete', { title: gem.title })}
                  disabled={editing}
                  onClick={() => {
                    setNotice('')
                    editor.remove(gem.signatureGemIdx)
                  }}
                >
                  {t('signatureDeleteShort')}
                </button>
              </td>
            </tr>
          ))}
        </WalletTable>
      )}
      <DeleteDialog
        open={editor.state === 'confirming' || editor.state === 'deleting'}
        title={editor.removing?.title ?? ''}
        busy={editor.state === 'deleting'}
        t={t}
        onCancel={editor.cancel}
        onConfirm={editor.confirm}
      />
    </section>
  )
}

function SignatureGemForm(props: {
  draft: SignatureGemDraft
  problem: SignatureGemProblem | undefined
  error: ReturnType<typeof useSignatureGems>['error']
  saving: boolean
  t: WalletText
  onChange: (values: { gem?: number; title?: string }) => void
  onSave: () => void
  onCancel: () => void
}) {
  const { draft, problem, t } = props
  const [typed, setTyped] = useState(draft.gem > 0 ? String(draft.gem) : '')
  const titleId = useId()
  const amountNote = useId()
  const titleNote = useId()
  const statusId = useId()
  const headingId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSave()
  }
  const problemText = problem
    ? t(problemWords[problem], {
        max: problem === 'limit' ? SIGNATURE_GEM_LIMIT : SIGNATURE_GEM_TITLE_MAX,
      })
    : ''
  const onAmount = amountProblem(problem)
  return (
    <form
      className="aw-wallet aw-signature-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        props.onCancel()
      }}
    >
      <h2 id={headingId}>
        {t(draft.signatureGemIdx === undefined ? 'signatureNew' : 'signatureChange')}
      </h2>
      <div className="aw-wallet-row">
        <GemAmountField
          label={t('signatureAmount')}
          value={typed}
          // The form opens on the streamer's press, to be typed in.
          autoFocus
          aria-invalid={onAmount || undefined}
          aria-describedby={onAmount ? amountNote : undefined}
          onChange={(text) => {
            setTyped(text)
            props.onChange({ gem: text.trim() === '' ? 0 : Number(text) })
          }}
        />
        <label className="aw-wallet-field aw-signature-title" htmlFor={titleId}>
          {t('signatureName')}
          <input
            id={titleId}
            type="text"
            value={draft.title}
            aria-invalid={(problem !== undefined && !onAmount) || undefined}
            aria-describedby={titleNote}
            onChange={(event) => props.onChange({ title: event.target.value })}
          />
        </label>
      </div>
      {onAmount ? (
        <p id={amountNote} className="aw-wallet-status" data-tone="error">
          {problemText}
        </p>
      ) : null}
      <p
        id={titleNote}
        className="aw-wallet-status"
        data-tone={problem && !onAmount ? 'error' : 'info'}
      >
        {problem && !onAmount
          ? problemText
          : t('signatureNameHint', { max: SIGNATURE_GEM_TITLE_MAX })}
      </p>
      <p id={statusId} className="aw-wallet-status" role="status" data-tone="error">
        {props.error ? t(props.error) : ''}
      </p>
      <div className="aw-wallet-row">
        <PendingButton
          pending={props.saving}
          label={t('signatureSave')}
          pendingLabel={t('signatureSaving')}
        />
        <button
          type="button"
          className="aw-button"
          onClick={props.onCancel}
          disabled={props.saving}
        >
          {t('signatureCancel')}
        </button>
      </div>
    </form>
  )
}

function DeleteDialog(props: {
  open: boolean
  title: string
  busy: boolean
  t: WalletText
  onCancel: () => void
  onConfirm: () => void
}) {
  const { t } = props
  return (
    <ConfirmFrame
      open={props.open}
      onClose={props.onCancel}
      onConfirm={props.onConfirm}
      busy={props.busy}
      title={t('signatureDeleteTitle', { title: props.title })}
      description={t('signatureDeleteBody')}
      cancelLabel={t('signatureCancel')}
      confirmLabel={t('signatureConfirmDelete')}
    />
  )
}
