import { NICKNAME_COLORS, type NicknameColor, nickColorChoices } from '@airwave/sdk/wallet'
import { useId } from 'react'
import { useViewer } from '../shared/provider/useViewer'
import { useSheet } from '../shared/theme/useSheet'
import { subscriptionStyles } from './subscriptions.styles'
import { useBadgeNickColor } from './useSubscriptions'
import { WalletLoadStatus } from './WalletLoadStatus'
import { walletStyles } from './wallet.styles'
import { useWalletText } from './walletText'

export interface NickColorPickerProps {
  /** The subscribed channel. */
  channelId: string
  /** Its name, for the words. */
  channelName: string
}

/**
 * The subscriber's nickname colour in a channel's chat: the 26 colours as a radio group (arrow
 * keys move, a choice saves at once), the ones the channel does not offer shown but disabled,
 * and the default colour; the subscriber's badge and their nickname in the colour chosen.
 * `data-state`: loading, error, ready, saving.
 *
 * @example <NickColorPicker channelId="airwave" channelName="Airwave" />
 */
export function NickColorPicker({ channelId, channelName }: NickColorPickerProps) {
  useSheet('wallet', walletStyles)
  useSheet('wallet-subscriptions', subscriptionStyles)
  const t = useWalletText()
  const viewer = useViewer()
  const titleId = useId()
  const name = useId()
  const { info, save } = useBadgeNickColor(channelId)
  const data = info.data
  // While a save is on its way the choice shows at once; the server's answer then replaces it.
  const chosen: NicknameColor | null | undefined = save.isPending ? save.variables : data?.nickColor
  const choose = (color: NicknameColor | null) => save.mutate(color)
  const state = !data ? (info.isError ? 'error' : 'loading') : save.isPending ? 'saving' : 'ready'
  const nickname = viewer?.status === 'member' ? (viewer.nickname ?? viewer.channelId) : ''
  return (
    <section className="aw-nick-picker" data-state={state} aria-labelledby={titleId}>
      <h2 id={titleId}>
        {data?.badgeUrl && <img className="aw-sub-badge" src={data.badgeUrl} alt={t('subBadge')} />}{' '}
        {t('nickColorTitle')}
      </h2>
      {!data ? (
        <WalletLoadStatus
          failed={info.isError}
          text={t(info.isError ? 'nickColorLoadFailed' : 'listLoading')}
          onRetry={() => void info.refetch()}
        />
      ) : (
        <>
          <p className="aw-wallet-lead">{t('nickColorLead', { channel: channelName })}</p>
          {data.colors.length === 0 && <p className="aw-wallet-lead">{t('nickColorNone')}</p>}
          <fieldset>
            <legend className="aw-visually-hidden">{t('nickColorTitle')}</legend>
            <div className="aw-wallet-row">
              <label className="aw-nick-default">
                <input
                  type="radio"
                  name={name}
                  checked={chosen === null}
                  onChange={() => choose(null)}
                />
                {t('nickColorDefault')}
              </label>
            </div>
            <div className="aw-nick-chips">
              {nickColorChoices({ colors: data.colors, nickColor: chosen ?? null }).map(
                (choice, index) => (
                  <label
                    key={choice.color}
                    className="aw-nick-chip"
                    style={{ background: `var(--aw-nick-${choice.color})` }}
                    data-state={choice.chosen ? 'checked' : 'unchecked'}
                    data-disabled={choice.allowed ? undefined : ''}
                    data-color={choice.color}
                  >
                    <input
                      type="radio"
                      name={name}
                      className="aw-visually-hidden"
                      value={choice.color}
                      checked={choice.chosen}
                      disabled={!choice.allowed}
                      aria-label={t(choice.allowed ? 'nickColorChoice' : 'nickColorNotOffered', {
                        n: index + 1,
                        total: NICKNAME_COLORS.length,
                      })}
                      onChange={() => choose(choice.color)}
                    />
                  </label>
                ),
              )}
            </div>
          </fieldset>
          {nickname && (
            <p className="aw-nick-preview">
              <span className="aw-visually-hidden">{t('nickColorPreview')}: </span>
              <span style={chosen ? { color: `var(--aw-nick-${chosen})` } : undefined}>
                {nickname}
              </span>
            </p>
          )}
          <p className="aw-wallet-status" role="status" data-tone={save.isError ? 'error' : 'info'}>
            {save.isSuccess ? t('nickColorSaved') : save.isError ? t('nickColorSaveFailed') : ''}
          </p>
        </>
      )}
    </section>
  )
}
