import {
  CHANNEL_DESCRIPTION_MAX,
  CHANNEL_LINK_TITLE_MAX,
  CHANNEL_LINK_URL_MAX,
  CHANNEL_LINKS_MAX,
  type ChannelLink,
  type ChannelProfile,
  channelLinkUrl,
  updateChannelProfileMutation,
} from '@airwave/sdk/channel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useSite } from '../../../app/siteContext'
import { useDashboardCommunityWords } from '../../../i18n/dashboardCommunity'
import { fill } from '../../../i18n/discovery'

/**
 * The channel's description and links (at most 5, http and https only: the SDK's
 * `channelLinkUrl` marks a refused address before the server is asked).
 */
export function ChannelProfileForm({
  channelId,
  profile,
}: {
  channelId: string
  profile: ChannelProfile
}) {
  const { client } = useSite()
  const words = useDashboardCommunityWords()
  const queryClient = useQueryClient()
  const save = useMutation(updateChannelProfileMutation(client, queryClient, channelId))
  const id = useId()
  const [description, setDescription] = useState(profile.description)
  const [links, setLinks] = useState<ChannelLink[]>(profile.links)
  const bad = links.map((link) => link.url.trim() !== '' && !channelLinkUrl(link.url))
  const edit = (i: number, change: Partial<ChannelLink>) => {
    setLinks((was) => was.map((link, j) => (j === i ? { ...link, ...change } : link)))
    save.reset()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (bad.some(Boolean)) return
    const kept = links.filter((link) => link.title.trim() !== '' && link.url.trim() !== '')
    save.mutate({ description, links: kept }, { onSuccess: (saved) => setLinks(saved.links) })
  }
  return (
    <form
      className="aw-site-form aw-site-dashboard-card"
      onSubmit={submit}
      data-testid="channel-profile"
    >
      <label className="aw-site-field" htmlFor={`${id}-description`}>
        {words.description}
        <textarea
          id={`${id}-description`}
          rows={4}
          value={description}
          maxLength={CHANNEL_DESCRIPTION_MAX}
          onChange={(event) => {
            setDescription(event.target.value)
            save.reset()
          }}
        />
      </label>
      <fieldset className="aw-site-links">
        <legend>{fill(words.linksLegend, { max: CHANNEL_LINKS_MAX })}</legend>
        {links.map((link, i) => (
          <div key={i} className="aw-site-link-row">
            <label className="aw-site-field" htmlFor={`${id}-title-${i}`}>
              {fill(words.linkTitle, { n: i + 1 })}
              <input
                id={`${id}-title-${i}`}
                value={link.title}
                maxLength={CHANNEL_LINK_TITLE_MAX}
                onChange={(event) => edit(i, { title: event.target.value })}
              />
            </label>
            <label className="aw-site-field" htmlFor={`${id}-url-${i}`}>
              {fill(words.linkUrl, { n: i + 1 })}
              <input
                id={`${id}-url-${i}`}
                type="url"
                inputMode="url"
                value={link.url}
                maxLength={CHANNEL_LINK_URL_MAX}
                aria-invalid={bad[i] ? true : undefined}
                aria-describedby={bad[i] ? `${id}-url-${i}-error` : undefined}
                onChange={(event) => edit(i, { url: event.target.value })}
              />
              {bad[i] && (
                <span id={`${id}-url-${i}-error`} className="aw-site-error">
                  {words.linkInvalid}
                </span>
              )}
            </label>
            <button
              type="button"
              className="aw-button"
              onClick={() => {
                setLinks((was) => was.filter((_, j) => j !== i))
                save.reset()
              }}
            >
              {fill(words.removeLink, { n: i + 1 })}
            </button>
          </div>
        ))}
        {links.length < CHANNEL_LINKS_MAX && (
          <button
            type="button"
            className="aw-button"
            onClick={() => setLinks((was) => [...was, { title: '', url: '' }])}
          >
            {words.addLink}
          </button>
        )}
      </fieldset>
      <div className="aw-site-inline-form">
        <button
          type="submit"
          className="aw-button"
          data-variant="primary"
          disabled={save.isPending}
        >
          {words.saveProfile}
        </button>
        <span role="status" className={save.isError ? 'aw-site-error' : 'aw-site-muted'}>
          {save.isError ? save.error.message : save.isSuccess ? words.saved : ''}
        </span>
      </div>
    </form>
  )
}
