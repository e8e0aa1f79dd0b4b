import type { Poll } from '@airwave/sdk/poll'
import { WIDGET_SETTING_LIMITS } from '@airwave/sdk/widget'
import { MissionWidgetView, PollWidgetView, useOverlayWords } from '@airwave/widgets/overlays'
import { useWidgetWords } from '../../i18n/widget'
import { SendRow, useCallNote } from './callNote'
import { ColorField, LocaleField, LookFields, NumberField } from './fields'
import { SettingsRow, useSettingsDraft } from './settingsDraft'
import { WidgetPage, WidgetSection, type WidgetSectionContext } from './WidgetFrame'

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
        {(context) => <PollSection {...context} />}
      </WidgetSection>
      <h2 className="aw-site-title">{words.missions}</h2>
      <WidgetSection kind="challenge-mission" name={words.missions}>
        {(context) => <MissionSection {...context} />}
      </WidgetSection>
    </WidgetPage>
  )
}

function PollSection(context: WidgetSectionContext<'poll'>) {
  const words = useWidgetWords()
  const draft = useSettingsDraft(context)
  const { draft: settings, set, field } = draft
  const t = useOverlayWords(settings.locale)
  const { note, run } = useCallNote()
  const sendPoll = () =>
    run(async () => {
      await context.client.test({ kind: 'poll' })
      return words.testPollSent
    })
  return (
    <SettingsRow
      draft={draft}
      preview={<PollWidgetView poll={SAMPLE_POLL} settings={settings} t={t} />}
    >
      <div className="aw-site-widget-fields">
        <LookFields value={settings} size={WIDGET_SETTING_LIMITS.poll.textSize} onChange={set}>
          <ColorField label={words.pollBar} {...field('barColor')} />
        </LookFields>
        <LocaleField {...field('locale')} />
      </div>
      <SendRow label={words.testPoll} note={note} onClick={sendPoll} />
    </SettingsRow>
  )
}

function MissionSection(context: WidgetSectionContext<'challenge-mission'>) {
  const words = useWidgetWords()
  const draft = useSettingsDraft(context)
  const { draft: settings, set, field } = draft
  const t = useOverlayWords(settings.locale)
  return (
    <>
      <p className="aw-site-muted">{words.missionNote}</p>
      <SettingsRow
        draft={draft}
        preview={<MissionWidgetView board={{ state: 'empty' }} settings={settings} t={t} />}
      >
        <div className="aw-site-widget-fields">
          <NumberField
            label={words.missionMax}
            {...field('maxShown')}
            {...WIDGET_SETTING_LIMITS['challenge-mission'].maxShown}
          />
          <LookFields
            value={settings}
            size={WIDGET_SETTING_LIMITS['challenge-mission'].textSize}
            onChange={set}
          >
            <ColorField label={words.accent} {...field('accentColor')} />
          </LookFields>
          <LocaleField {...field('locale')} />
        </div>
      </SettingsRow>
    </>
  )
}
