import {
  SubscriberBadges,
  SubscriberEmoticons,
  SubscriberList,
  SubscriberNameColor,
  useSubscriberText,
} from '@airwave/react/subscription'
import type { ReactNode } from 'react'
import { useSite } from '../../app/siteContext'
import { DashboardPage } from '../../layout/DashboardPage'
import { TabNav } from '../../ui/NavLinks'
import { routerLink } from '../wallet/walletLinks'

// The streamer's subscriber pages (accounts-platform.md's dashboard routes subscribers,
// subscribers/badge, subscribers/emoticon, subscribers/name-color): each page is the kit's
// component for the member's own channel, under the section's tabs.

const LIST = '/dashboard/subscribers'

function SubscriberSection({
  title,
  children,
}: {
  title: string
  children: (channelId: string) => ReactNode
}) {
  const t = useSubscriberText()
  const { text } = useSite()
  return (
    <DashboardPage title={title}>
      {(channelId) => (
        <>
          <TabNav
            label={text.subscriberPages}
            items={[
              { to: LIST, label: t('listTitle'), end: true },
              { to: `${LIST}/badge`, label: t('badgesTitle'), end: true },
              { to: `${LIST}/emoticon`, label: t('emoticonsTitle'), end: true },
              { to: `${LIST}/name-color`, label: t('nameColorTitle'), end: true },
            ]}
          />
          {children(channelId)}
        </>
      )}
    </DashboardPage>
  )
}

/** `/dashboard/subscribers`: who subscribes, for how many months, gifted by whom. */
export function SubscribersPage() {
  const t = useSubscriberText()
  return (
    <SubscriberSection title={t('listTitle')}>
      {() => (
        <SubscriberList
          channelHref={(channelId) => `/${encodeURIComponent(channelId)}`}
          renderLink={routerLink}
        />
      )}
    </SubscriberSection>
  )
}

/** `/dashboard/subscribers/badge`: the badges by months. */
export function SubscriberBadgePage() {
  const t = useSubscriberText()
  return (
    <SubscriberSection title={t('badgesTitle')}>
      {(channelId) => <SubscriberBadges channelId={channelId} />}
    </SubscriberSection>
  )
}

/** `/dashboard/subscribers/emoticon`: the subscriber emoticons. */
export function SubscriberEmoticonPage() {
  const t = useSubscriberText()
  return (
    <SubscriberSection title={t('emoticonsTitle')}>
      {(channelId) => <SubscriberEmoticons channelId={channelId} />}
    </SubscriberSection>
  )
}

/** `/dashboard/subscribers/name-color`: the subscribers' nickname colours. */
export function SubscriberNameColorPage() {
  const t = useSubscriberText()
  return (
    <SubscriberSection title={t('nameColorTitle')}>
      {() => <SubscriberNameColor />}
    </SubscriberSection>
  )
}
