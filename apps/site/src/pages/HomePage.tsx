import { type FormEvent, useId } from 'react'
import { useNavigate } from 'react-router'
import { useSite } from '../app/siteContext'

/** A short introduction and a way to open any channel by its id. */
export function HomePage() {
  const { text } = useSite()
  const navigate = useNavigate()
  const inputId = useId()
  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const channelId = String(new FormData(event.currentTarget).get('channelId') ?? '').trim()
    if (channelId) navigate(`/${encodeURIComponent(channelId)}`)
  }
  return (
    <section className="aw-site-card">
      <h1 className="aw-site-title">Airwave</h1>
      <p className="aw-site-muted">{text.homeIntro}</p>
      <form className="aw-site-inline-form" onSubmit={go} aria-label={text.goToChannel}>
        <label htmlFor={inputId}>{text.channelIdLabel}</label>
        <input id={inputId} name="channelId" autoComplete="off" required maxLength={15} />
        <button type="submit" className="aw-button" data-variant="primary">
          {text.go}
        </button>
      </form>
    </section>
  )
}
