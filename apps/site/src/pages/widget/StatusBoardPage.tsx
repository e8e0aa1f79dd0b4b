import type { Poll } from '@airwave/sdk/poll'
import type { MissionWidgetSettings, PollWidgetSettings, WidgetAdmin } from '@airwave/sdk/widget'
import { MissionWidgetView, PollWidgetView, useOverlayWords } from '@airwave/widgets/overlays'
import { useState } from 'react'
import { fill } from '../../i18n/discovery'
import { useWidgetWords } from '../../i18n/widget'
import { ColorField, LocaleField, NumberField, Panel } from './fields'
import { Preview, SaveBar, useSettingsDraft, WidgetPage, WidgetSection } from './WidgetFrame'
import type { WidgetClient } from './widgetAdmin'

const SAMPLE_POLL: Poll = {
  idx: 0,
  status: 'in-progress',
  title: 'Which map next?',
  isRankingExpose: true,
  totalVoteCnt: 12,
  voteItem: [
    { idx: 1, content: 'Dust', voteCnt: 7 },
    { idx: 2, content: 'Mirage', voteCnt: 4 },
    { idx: 3, content: 'Inferno', voteCnt: 1 },
  ],
}

/**
 * The status board (`/dashboard/widget/status-board`): the poll and the challenge missions
 * overlays, each with its URL, health, look and live preview; a test poll for the poll.
 */
export function StatusBoardPage() {
  const words = useWidgetWords()
  return (
    <WidgetPage title={words.statusBoard}>
      <h2 className="aw-site-title">{words.poll}</h2>
      <WidgetSection kind="poll" name={words.poll}>
        {({ admin, client, replace }) => (
          <PollSection
            admin={admin as WidgetAdmin & { kind: 'poll' }}
            client={client}
            replace={replace}
          />
        )}
      </WidgetSection>
      <h2 className="aw-site-title">{words.missions}</h2>
      <WidgetSection kind="challenge-mission" name={words.missions}>
        {({ admin, client, replace }) => (
          <MissionSection
            admin={admin as WidgetAdmin & { kind: 'challenge-mission' }}
            client={client}
            replace={replace}
          />
        )}
      </WidgetSection>
    </WidgetPage>
  )
}

interface SectionProps<K extends WidgetAdmin['kind']> {
  admin: WidgetAdmin & { kind: K }
  client: WidgetClient
  replace: (admin: WidgetAdmin) => void
}

function PollSection({ admin, client, replace }: SectionProps<'poll'>) {
  const words = useWidgetWords()
  const draft = useSettingsDraft<PollWidgetSettings>(
    admin.settings,
    (settings) => client.saveSettings({ kind: 'poll', settings }),
    replace,
  )
  const settings = draft.draft
  const set = (patch: Partial<PollWidgetSettings>) => draft.change({ ...settings, ...patch })
  const t = useOverlayWords(settings.locale)
  const [note, setNote] = useState('')
  const sendPoll = async () => {
    try {
      await client.test({ kind: 'poll' })
      setNote(words.testPollSent)
    } catch (error) {
      setNote(fill(words.failed, { message: String((error as Error).message) }))
    }
  }
  return (
    <>
      <div className="aw-site-widget-row">
        <Panel title={words.settingsHeading}>
          <div className="aw-site-widget-fields">
            <NumberField
              label={words.textSize}
              value={settings.textSize}
              min={10}
              max={64}
              onChange={(textSize) => set({ textSize })}
            />
            <ColorField
              label={words.textColor}
              value={settings.textColor}
              onChange={(textColor) => set({ textColor })}
            />
            <ColorField
              label={words.pollBar}
              value={settings.barColor}
              onChange={(barColor) => set({ barColor })}
            />
            <ColorField
              label={words.background}
              value={settings.background}
              withAlpha
              onChange={(background) => set({ background })}
            />
            <LocaleField value={settings.locale} onChange={(locale) => set({ locale })} />
          </div>
          <div className="aw-site-inline-form">
            <button type="button" className="aw-button" onClick={sendPoll}>
              {words.testPoll}
            </button>
            <span role="status" className="aw-site-muted">
              {note}
            </span>
          </div>
        </Panel>
        <Preview>
          <PollWidgetView poll={SAMPLE_POLL} settings={settings} t={t} />
        </Preview>
      </div>
      <SaveBar
        dirty={draft.dirty}
        state={draft.state}
        problem={draft.problem}
        onSave={draft.save}
        onUndo={draft.undo}
      />
    </>
  )
}

function MissionSection({ admin, client, replace }: SectionProps<'challenge-mission'>) {
  const words = useWidgetWords()
  const draft = useSettingsDraft<MissionWidgetSettings>(
    admin.settings,
    (settings) => client.saveSettings({ kind: 'challenge-mission', settings }),
    replace,
  )
  const settings = draft.draft
  const set = (patch: Partial<MissionWidgetSettings>) => draft.change({ ...settings, ...patch })
  const t = useOverlayWords(settings.locale)
  return (
    <>
      <p className="aw-site-muted">{words.missionNote}</p>
      <div className="aw-site-widget-row">
        <Panel title={words.settingsHeading}>
          <div className="aw-site-widget-fields">
            <NumberField
              label={words.textSize}
              value={settings.textSize}
              min={10}
              max={64}
              onChange={(textSize) => set({ textSize })}
            />
            <NumberField
              label={words.missionMax}
              value={settings.maxShown}
              min={1}
              max={10}
              onChange={(maxShown) => set({ maxShown })}
            />
            <ColorField
              label={words.textColor}
              value={settings.textColor}
              onChange={(textColor) => set({ textColor })}
            />
            <ColorField
              label={words.accent}
              value={settings.accentColor}
              onChange={(accentColor) => set({ accentColor })}
            />
            <ColorField
              label={words.background}
              value={settings.background}
              withAlpha
              onChange={(background) => set({ background })}
            />
            <LocaleField value={settings.locale} onChange={(locale) => set({ locale })} />
          </div>
        </Panel>
        <Preview>
          <MissionWidgetView board={{ state: 'empty' }} settings={settings} t={t} />
        </Preview>
      </div>
      <SaveBar
        dirty={draft.dirty}
        state={draft.state}
        problem={draft.problem}
        onSave={draft.save}
        onUndo={draft.undo}
      />
    </>
  )
}
