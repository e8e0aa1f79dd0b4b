import { MISSION_STATUS } from '@airwave/sdk/mission'
import type { MissionBoard, MissionWidgetSettings } from '@airwave/sdk/widget'
import type { CSSProperties } from 'react'
import type { OverlayText } from './useOverlayWords'

export interface MissionWidgetViewProps {
  board: MissionBoard | undefined
  settings: MissionWidgetSettings
  t: OverlayText
}

/**
 * The challenge missions overlay from props alone: the open and started missions with their
 * gems, or its empty state (also on a platform without missions yet: nothing is made up).
 *
 * @example <MissionWidgetView board={{ state: 'empty' }} settings={settings} t={t} />
 */
export function MissionWidgetView({ board, settings, t }: MissionWidgetViewProps) {
  const css = {
    '--aw-ov-size': `${settings.textSize}px`,
    '--aw-ov-text': settings.textColor,
    '--aw-ov-bg': settings.background,
    '--aw-ov-accent': settings.accentColor,
  } as CSSProperties
  return (
    <div className="aw-widget aw-missionwidget" data-state={board?.state ?? 'loading'} style={css}>
      {board ? (
        <section className="aw-missionwidget-card" aria-label={t('missionHeading')}>
          <div className="aw-missionwidget-heading">{t('missionHeading')}</div>
          {board.state === 'empty' ? (
            <div className="aw-missionwidget-empty">{t('missionEmpty')}</div>
          ) : (
            <ol className="aw-missionwidget-list">
              {board.missions.map((mission) => (
                <li key={mission.missionIdx} className="aw-missionwidget-item">
                  <span>
                    {mission.title ?? `#${mission.missionIdx}`}{' '}
                    <span className="aw-missionwidget-status">
                      {mission.missionStatus === MISSION_STATUS.start
                        ? t('missionStarted')
                        : t('missionOpen')}
                    </span>
                  </span>
                  <span className="aw-missionwidget-gems">
                    {t('missionGems', { count: mission.totalGem })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </div>
  )
}
