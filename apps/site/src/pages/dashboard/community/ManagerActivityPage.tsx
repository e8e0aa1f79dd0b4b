import { pageCount } from '@airwave/sdk'
import { MANAGER_ACTIVITY_PAGE_SIZE, managerActivityQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSite } from '../../../app/siteContext'
import { useDashboardCommunityWords } from '../../../i18n/dashboardCommunity'
import { DashboardPage } from '../../../layout/DashboardPage'
import { Pager } from '../../../ui/Pager'
import { ErrorState, Loading } from '../../../ui/states'
import { ChannelChip } from './ChannelChip'
import { actionWord } from './permissionWords'
import { shortDate } from './shortDate'
import './dashboardCommunity.css'

/** The contract's page size of the activity. */

/** `/dashboard/manager/activity`: what the channel's managers did, newest first (streamer only). */
export function ManagerActivityPage() {
  const words = useDashboardCommunityWords()
  return <DashboardPage title={words.managerActivity}>{() => <Activity />}</DashboardPage>
}

function Activity() {
  const { client, locale } = useSite()
  const words = useDashboardCommunityWords()
  const [page, setPage] = useState(1)
  const query = useQuery(managerActivityQuery(client, page))
  if (query.isPending) return <Loading />
  if (query.isError) return <ErrorState error={query.error} retry={() => query.refetch()} />
  if (query.data.items.length === 0) {
    return (
      <p className="aw-site-state" data-state="empty">
        {words.noActivity}
      </p>
    )
  }
  return (
    <div className="aw-site-dashboard-section" data-testid="manager-activity">
      <div className="aw-site-table-scroll">
        <table className="aw-site-table">
          <thead>
            <tr>
              <th scope="col">{words.activityWhen}</th>
              <th scope="col">{words.activityWho}</th>
              <th scope="col">{words.activityWhat}</th>
              <th scope="col">{words.activityOn}</th>
              <th scope="col">{words.activityDetail}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((item) => (
              <tr key={item.activityIdx} data-action={item.action}>
                <td data-label={words.activityWhen}>
                  <time dateTime={item.createdDate}>
                    {shortDate(item.createdDate, locale, true)}
                  </time>
                </td>
                <td data-label={words.activityWho}>
                  <ChannelChip channel={item.manager} />
                </td>
                <td data-label={words.activityWhat}>{words[actionWord[item.action]]}</td>
                <td data-label={words.activityOn}>
                  {item.target ? <ChannelChip channel={item.target} /> : '—'}
                </td>
                <td data-label={words.activityDetail}>{item.detail ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pages={pageCount({ total: query.data.total, size: MANAGER_ACTIVITY_PAGE_SIZE })}
        onPage={setPage}
      />
    </div>
  )
}
