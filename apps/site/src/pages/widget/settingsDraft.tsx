import type { WidgetKind, WidgetSettingsOf } from '@airwave/sdk/widget'
import { type ReactNode, useState } from 'react'
import { fill } from '../../i18n/discovery'
import { useWidgetWords } from '../../i18n/widget'
import { messageOf } from './callNote'
import { Panel } from './fields'
import type { WidgetSectionContext } from './WidgetFrame'
import type { WidgetClient } from './widgetAdmin'

/** The preview over a dark or a light scene: the overlay's transparency shows on both. */
function Preview({ children }: { children: ReactNode }) {
  const words = useWidgetWords()
  const [scene, setScene] = useState<'dark' | 'light'>('dark')
  return (
    <Panel title={words.previewHeading}>
      <div className="aw-site-inline-form" role="radiogroup" aria-label={words.previewScene}>
        {(['dark', 'light'] as const).map((value) => (
          // biome-ignore lint/a11y/useSemanticElements: two buttons read as the radio group they are
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={scene === value}
            className="aw-button"
            onClick={() => setScene(value)}
          >
            {value === 'dark' ? words.sceneDark : words.sceneLight}
          </button>
        ))}
      </div>
      <div className="aw-site-widget-preview" data-scene={scene}>
        {children}
      </div>
    </Panel>
  )
}

/**
 * A widget's settings: the panel of its fields beside the live preview, then save and undo.
 * `children` is the panel's body.
 */
export function SettingsRow({
  draft,
  title,
  preview,
  children,
}: {
  draft: DraftControls
  title?: string
  preview: ReactNode
  children: ReactNode
}) {
  const words = useWidgetWords()
  return (
    <>
      <div className="aw-site-widget-row">
        <Panel title={title ?? words.settingsHeading}>{children}</Panel>
        <Preview>{preview}</Preview>
      </div>
      <SaveBar draft={draft} />
    </>
  )
}

/** Save and undo for a settings draft, with what happened. */
function SaveBar({ draft }: { draft: DraftControls }) {
  const words = useWidgetWords()
  const { dirty, state, problem } = draft
  return (
    <div className="aw-site-inline-form aw-site-widget-save" data-state={state}>
      <button
        type="button"
        className="aw-button"
        data-variant="primary"
        disabled={!dirty || state === 'saving'}
        onClick={draft.save}
      >
        {state === 'saving' ? words.saving : words.save}
      </button>
      <button type="button" className="aw-button" disabled={!dirty} onClick={draft.undo}>
        {words.undo}
      </button>
      <span role="status" className={state === 'error' ? 'aw-site-error' : 'aw-site-muted'}>
        {state === 'saved'
          ? words.saved
          : state === 'error'
            ? fill(words.failed, { message: problem })
            : ''}
      </span>
    </div>
  )
}

/**
 * A settings draft of a widget: edited freely, previewed live, saved in one call (the
 * overlays follow at once). A refetch of the widget (its health) never overwrites the draft.
 */
export function useSettingsDraft<K extends WidgetKind>({
  admin,
  client,
  replace,
}: WidgetSectionContext<K>) {
  type S = WidgetSettingsOf<K>
  const saved = admin.settings as S
  const [draft, setDraft] = useState(saved)
  const [base, setBase] = useState(saved)
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle')
  const [problem, setProblem] = useState('')
  const dirty = JSON.stringify(draft) !== JSON.stringify(base)
  const change = (next: S) => {
    setDraft(next)
    setState('idle')
  }
  return {
    draft,
    dirty,
    state,
    problem,
    change,
    /** Changes the named top-level settings, keeping the others. */
    set(patch: Partial<S>) {
      change({ ...draft, ...patch })
    },
    /** A field's value and change, bound to one top-level setting. */
    field<Key extends keyof S>(key: Key) {
      return { value: draft[key], onChange: (value: S[Key]) => change({ ...draft, [key]: value }) }
    },
    undo() {
      setDraft(base)
      setState('idle')
    },
    async save() {
      setState('saving')
      try {
        // The body's kind and settings go together: the union cannot see it through K.
        const body = { kind: admin.kind, settings: draft } as Parameters<
          WidgetClient['saveSettings']
        >[0]
        replace(await client.saveSettings(body))
        setBase(draft)
        setState('saved')
      } catch (error) {
        setProblem(messageOf(error))
        setState('error')
      }
    },
  }
}

/** What the save bar reads of a settings draft, whatever the widget. */
type DraftControls = Pick<
  ReturnType<typeof useSettingsDraft>,
  'dirty' | 'state' | 'problem' | 'save' | 'undo'
>
