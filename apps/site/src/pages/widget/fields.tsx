import { LOCALES } from '@airwave/react'
import { type ReactNode, useId } from 'react'
import { useWidgetWords } from '../../i18n/widget'

// The widget pages' form fields: a label and one input each, the value always the draft's.

/** A label and its control; the control takes the id the label points to. */
export function Field({
  label,
  className = 'aw-site-field',
  children,
}: {
  label: string
  className?: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  )
}

export function NumberField(props: {
  label: string
  value: number
  min: number
  max: number
  step?: number
  onChange: (value: number) => void
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          value={props.value}
          min={props.min}
          max={props.max}
          step={props.step ?? 1}
          onChange={(event) => {
            const value = Number(event.target.value)
            if (event.target.value !== '' && Number.isFinite(value)) {
              props.onChange(Math.min(props.max, Math.max(props.min, value)))
            }
          }}
        />
      )}
    </Field>
  )
}

export function TextField(props: {
  label: string
  value: string
  maxLength: number
  hint?: string
  onChange: (value: string) => void
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <>
          <input
            id={id}
            value={props.value}
            maxLength={props.maxLength}
            aria-describedby={props.hint ? `${id}-hint` : undefined}
            onChange={(event) => props.onChange(event.target.value)}
          />
          {props.hint ? (
            <span id={`${id}-hint`} className="aw-site-muted">
              {props.hint}
            </span>
          ) : null}
        </>
      )}
    </Field>
  )
}

/**
 * A colour with its opacity: `#rrggbb` from the picker, the alpha from a slider, stored as the
 * contract's `#rrggbbaa`.
 */
export function ColorField(props: {
  label: string
  value: string
  withAlpha?: boolean
  onChange: (value: string) => void
}) {
  const words = useWidgetWords()
  const rgb = props.value.slice(0, 7)
  const alpha = props.value.length === 9 ? Number.parseInt(props.value.slice(7), 16) : 255
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0')
  return (
    <Field label={props.label} className="aw-site-field aw-site-widget-color">
      {(id) => (
        <span className="aw-site-inline-form">
          <input
            id={id}
            type="color"
            value={rgb}
            onChange={(event) =>
              props.onChange(
                props.withAlpha ? `${event.target.value}${hex(alpha)}` : event.target.value,
              )
            }
          />
          {props.withAlpha ? (
            <input
              type="range"
              min={0}
              max={255}
              value={alpha}
              aria-label={`${props.label}: ${words.opacity}`}
              onChange={(event) => props.onChange(`${rgb}${hex(Number(event.target.value))}`)}
            />
          ) : null}
        </span>
      )}
    </Field>
  )
}

export function SelectField<V extends string>(props: {
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <select
          id={id}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as V)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

export function CheckField(props: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="aw-site-check">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
    </div>
  )
}

const LANGUAGE_NAMES: Record<string, string> = {
  'en-US': 'English',
  'ko-KR': '한국어',
  'th-TH': 'ไทย',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  'ja-JP': '日本語',
}

/** The overlay's language (its words come from the SDK's widget catalogue). */
export function LocaleField(props: {
  value: (typeof LOCALES)[number]
  onChange: (value: (typeof LOCALES)[number]) => void
}) {
  const words = useWidgetWords()
  return (
    <SelectField
      label={words.language}
      value={props.value}
      options={LOCALES.map((locale) => ({
        value: locale,
        label: LANGUAGE_NAMES[locale] ?? locale,
      }))}
      onChange={props.onChange}
    />
  )
}

/** A titled group of a widget page. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className="aw-site-widget-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/** The look every overlay has: its text size and colour, any colours of its own, a background. */
export function LookFields(props: {
  value: { textSize: number; textColor: string; background: string }
  size: { min: number; max: number }
  onChange: (patch: { textSize?: number; textColor?: string; background?: string }) => void
  /** The overlay's own colours, between the text's and the background. */
  children?: ReactNode
}) {
  const words = useWidgetWords()
  const { value, onChange } = props
  return (
    <>
      <NumberField
        label={words.textSize}
        value={value.textSize}
        min={props.size.min}
        max={props.size.max}
        onChange={(textSize) => onChange({ textSize })}
      />
      <ColorField
        label={words.textColor}
        value={value.textColor}
        onChange={(textColor) => onChange({ textColor })}
      />
      {props.children}
      <ColorField
        label={words.background}
        value={value.background}
        withAlpha
        onChange={(background) => onChange({ background })}
      />
    </>
  )
}
