import { useAirwave } from '@airwave/react'
import { regenerateStreamKey, streamKeyQuery } from '@airwave/sdk/live'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useSite } from '../../app/siteContext'
import { AlertDialog } from '../../ui/AlertDialog'
import { ErrorState, Loading } from '../../ui/states'

type Copied = 'idle' | 'key' | 'url' | 'failed'

/**
 * What an encoder needs (`/dashboard`): the RTMP ingest URL and the stream key, hidden until
 * asked (it lets anyone broadcast on the channel), each with a copy button; a new key only
 * after a confirmation, since encoders using the old one stop working. The key is asked for
 * once the channel's own stream info answered (`ready`): a suspended channel gets the stop
 * alert from that answer, and its key is never asked for (the server would refuse it).
 */
export function StreamKeyCard({ channelId, ready }: { channelId: string; ready: boolean }) {
  const { client, text } = useSite()
  const { queryClient } = useAirwave()
  const key = useQuery({ ...streamKeyQuery(client, channelId), enabled: ready })
  const [shown, setShown] = useState(false)
  const [copied, setCopied] = useState<Copied>('idle')
  const [asking, setAsking] = useState(false)
  const [renewing, setRenewing] = useState<'idle' | 'saving' | 'done' | 'failed'>('idle')
  const ids = { title: useId(), url: useId(), key: useId() }

  const copy = (value: string, what: 'key' | 'url') => {
    const done = navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'))
    done.then(
      () => setCopied(what),
      () => setCopied('failed'),
    )
  }
  const renew = () => {
    setAsking(false)
    setRenewing('saving')
    regenerateStreamKey(client, queryClient, channelId).then(
      () => {
        setRenewing('done')
        setShown(true)
      },
      () => setRenewing('failed'),
    )
  }

  return (
    <section aria-labelledby={ids.title} className="aw-site-card aw-site-stream-card aw-site-key">
      <h2 id={ids.title} className="aw-site-subtitle">
        {text.encoderSetup}
      </h2>
      <p className="aw-site-muted">{text.encoderSetupLead}</p>
      {key.isPending ? (
        <Loading />
      ) : key.isError ? (
        <ErrorState error={key.error} retry={() => void key.refetch()} />
      ) : (
        <>
          <div className="aw-site-key-row">
            <label htmlFor={ids.url}>{text.ingestUrl}</label>
            <input id={ids.url} readOnly value={key.data.ingestUrl} spellCheck={false} />
            <button
              type="button"
              className="aw-button"
              onClick={() => copy(key.data.ingestUrl, 'url')}
            >
              {text.copyIngestUrl}
            </button>
          </div>
          <div className="aw-site-key-row" data-state={shown ? 'shown' : 'hidden'}>
            <label htmlFor={ids.key}>{text.streamKey}</label>
            <input
              id={ids.key}
              readOnly
              type={shown ? 'text' : 'password'}
              value={key.data.streamKey}
              spellCheck={false}
              autoComplete="off"
            />
            <div className="aw-site-key-actions">
              <button
                type="button"
                className="aw-button"
                aria-pressed={shown}
                onClick={() => setShown(!shown)}
              >
                {shown ? text.hideStreamKey : text.showStreamKey}
              </button>
              <button
                type="button"
                className="aw-button"
                onClick={() => copy(key.data.streamKey, 'key')}
              >
                {text.copyStreamKey}
              </button>
              <button
                type="button"
                className="aw-button"
                data-variant="danger"
                disabled={renewing === 'saving'}
                onClick={() => setAsking(true)}
              >
                {text.regenerateStreamKey}
              </button>
            </div>
          </div>
          <p
            role="status"
            className={
              copied === 'failed' || renewing === 'failed' ? 'aw-site-error' : 'aw-site-muted'
            }
          >
            {renewing === 'failed'
              ? text.regenerateFailed
              : renewing === 'done'
                ? text.streamKeyRegenerated
                : copied === 'key'
                  ? text.streamKeyCopied
                  : copied === 'url'
                    ? text.ingestUrlCopied
                    : copied === 'failed'
                      ? text.copyFailed
                      : ''}
          </p>
        </>
      )}
      {asking && (
        <AlertDialog
          title={text.regenerateStreamKeyTitle}
          body={text.regenerateStreamKeyBody}
          confirmLabel={text.regenerateStreamKey}
          variant="danger"
          onConfirm={renew}
          cancel={{ label: text.cancel, onCancel: () => setAsking(false) }}
        />
      )}
    </section>
  )
}
