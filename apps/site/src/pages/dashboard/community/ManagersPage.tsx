import {
  addManagerMutation,
  type ChannelManager,
  MANAGER_PERMISSIONS,
  managerCandidatesQuery,
  managersQuery,
  removeManagerMutation,
  updateManagerMutation,
} from '@airwave/sdk/channel'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useSite } from '../../../app/siteContext'
import { useDashboardCommunityWords } from '../../../i18n/dashboardCommunity'
import { fill } from '../../../i18n/discovery'
import { DashboardPage } from '../../../layout/DashboardPage'
import { AlertDialog } from '../../../ui/AlertDialog'
import { ErrorState, Loading } from '../../../ui/states'
import { ChannelChip } from './ChannelChip'
import { permissionWord } from './permissionWords'
import { shortDate } from './shortDate'
import './dashboardCommunity.css'

/**
 * `/dashboard/manager`: find a channel and name it manager, switch each manager's permissions,
 * remove one after a confirmation (streamer only).
 */
export function ManagersPage() {
  const words = useDashboardCommunityWords()
  return (
    <DashboardPage title={words.managers}>
      {() => (
        <div className="aw-site-dashboard-section" data-testid="managers">
          <CandidateSearch />
          <ManagerList />
        </div>
      )}
    </DashboardPage>
  )
}

function CandidateSearch() {
  const { client } = useSite()
  const queryClient = useQueryClient()
  const words = useDashboardCommunityWords()
  const id = useId()
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const candidates = useQuery({
    ...managerCandidatesQuery(client, keyword),
    enabled: keyword !== '',
  })
  const add = useMutation(addManagerMutation(client, queryClient))
  return (
    <section className="aw-site-dashboard-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="aw-site-subtitle">
        {words.managerSearch}
      </h2>
      <form
        className="aw-site-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          setKeyword(typed.trim())
        }}
      >
        <label htmlFor={id} className="aw-visually-hidden">
          {words.managerSearch}
        </label>
        <input
          id={id}
          type="search"
          value={typed}
          maxLength={20}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="aw-button">
          {words.search}
        </button>
      </form>
      <p id={`${id}-hint`} className="aw-site-muted">
        {words.managerSearchHint}
      </p>
      {add.isError && <ErrorState error={add.error} />}
      {keyword !== '' &&
        (candidates.isPending ? (
          <Loading />
        ) : candidates.isError ? (
          <ErrorState error={candidates.error} retry={() => candidates.refetch()} />
        ) : candidates.data.items.length === 0 ? (
          <p className="aw-site-state" data-state="empty">
            {fill(words.noCandidates, { keyword })}
          </p>
        ) : (
          <ul className="aw-site-dashboard-list">
            {candidates.data.items.map((channel) => (
              <li key={channel.channelId}>
                <ChannelChip channel={channel} />
                <button
                  type="button"
                  className="aw-button"
                  disabled={add.isPending}
                  onClick={() => add.mutate(channel.channelId)}
                >
                  {words.addManager}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}

function ManagerList() {
  const { client } = useSite()
  const words = useDashboardCommunityWords()
  const queryClient = useQueryClient()
  const managers = useQuery(managersQuery(client))
  const remove = useMutation(removeManagerMutation(client, queryClient))
  const [removing, setRemoving] = useState<ChannelManager | undefined>()
  if (managers.isPending) return <Loading />
  if (managers.isError)
    return <ErrorState error={managers.error} retry={() => managers.refetch()} />
  return (
    <section className="aw-site-dashboard-card" aria-label={words.managers}>
      <h2 className="aw-site-subtitle">{words.managers}</h2>
      {remove.isError && <ErrorState error={remove.error} />}
      {managers.data.items.length === 0 ? (
        <p className="aw-site-state" data-state="empty">
          {words.noManagers}
        </p>
      ) : (
        <ul className="aw-site-dashboard-list aw-site-managers">
          {managers.data.items.map((manager) => (
            <ManagerRow key={manager.channelId} manager={manager} onRemove={setRemoving} />
          ))}
        </ul>
      )}
      {removing && (
        <AlertDialog
          title={fill(words.removeTitle, { name: removing.nickname || removing.channelId })}
          body={words.removeBody}
          confirmLabel={words.removeManager}
          variant="danger"
          onConfirm={() => {
            remove.mutate(removing.channelId)
            setRemoving(undefined)
          }}
          cancel={{ label: words.cancel, onCancel: () => setRemoving(undefined) }}
        />
      )}
    </section>
  )
}

function ManagerRow({
  manager,
  onRemove,
}: {
  manager: ChannelManager
  onRemove(manager: ChannelManager): void
}) {
  const { client, locale } = useSite()
  const words = useDashboardCommunityWords()
  const queryClient = useQueryClient()
  const update = useMutation(updateManagerMutation(client, queryClient))
  const id = useId()
  const name = manager.nickname || manager.channelId
  return (
    <li className="aw-site-manager" data-channel={manager.channelId}>
      <div className="aw-site-manager-head">
        <ChannelChip channel={manager} />
        <span className="aw-site-muted">
          {fill(words.managerSince, { date: shortDate(manager.createdDate, locale) })}
        </span>
        <button type="button" className="aw-button" onClick={() => onRemove(manager)}>
          {words.removeManager}
        </button>
      </div>
      <fieldset className="aw-site-permissions" aria-describedby={`${id}-status`}>
        <legend className="aw-visually-hidden">{fill(words.permissionsOf, { name })}</legend>
        {MANAGER_PERMISSIONS.map((permission) => {
          const pending =
            update.isPending && update.variables?.permission === permission
              ? update.variables.allowed
              : undefined
          const checked = pending ?? manager.permissions[permission]
          return (
            <label key={permission} className="aw-site-check" data-permission={permission}>
              <input
                type="checkbox"
                role="switch"
                checked={checked}
                aria-checked={checked}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate({
                    channelId: manager.channelId,
                    permission,
                    allowed: event.target.checked,
                  })
                }
              />
              {words[permissionWord[permission]]}
            </label>
          )
        })}
      </fieldset>
      <p id={`${id}-status`} className="aw-site-muted" aria-live="polite">
        {update.isError ? update.error.message : update.isSuccess ? words.saved : ''}
      </p>
    </li>
  )
}
