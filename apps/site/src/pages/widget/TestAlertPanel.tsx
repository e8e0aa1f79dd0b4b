import {
  ALERT_AMOUNT_RANGES,
  ALERT_TEXT_LIMITS,
  ALERT_TYPES,
  type AlertInput,
  type AlertType,
} from '@airwave/sdk/widget'
import { type FormEvent, useState } from 'react'
import { fill } from '../../i18n/discovery'
import { useWidgetWords } from '../../i18n/widget'
import { typeWord } from './alertTypeWord'
import { NumberField, Panel, SelectField, TextField } from './fields'
import type { WidgetClient } from './widgetAdmin'

/** The dashboard's emulator: sends a test alert of any type to the channel's overlays. */
export function TestAlertPanel({ client }: { client: WidgetClient }) {
  const words = useWidgetWords()
  const [type, setType] = useState<AlertType>('gem')
  const [nickname, setNickname] = useState('Mina')
  const [message, setMessage] = useState('')
  const [gem, setGem] = useState(100)
  const [days, setDays] = useState(30)
  const [months, setMonths] = useState(1)
  const [count, setCount] = useState(1)
  const [totalGem, setTotalGem] = useState(500)
  const [ceremonyType, setCeremonyType] = useState(1)
  const [title, setTitle] = useState('')
  const [note, setNote] = useState('')
  const alert = (): AlertInput => {
    const common = { nickname: nickname.trim() || 'Mina', ...(message.trim() ? { message } : {}) }
    switch (type) {
      case 'gem':
        return { type, ...common, gem }
      case 'subscription':
        return { type, ...common, days, regular: true, months }
      case 'voucher':
        return { type, ...common, count }
      case 'mission':
        return { type, ...common, totalGem, ceremonyType, ...(title.trim() ? { title } : {}) }
    }
  }
  const send = async (event: FormEvent) => {
    event.preventDefault()
    try {
      const { seq } = await client.test({ kind: 'alertbox', alert: alert() })
      setNote(fill(words.testSent, { seq: seq ?? '' }))
    } catch (error) {
      setNote(fill(words.failed, { message: String((error as Error).message) }))
    }
  }
  return (
    <Panel title={words.testHeading}>
      <p className="aw-site-muted">{words.testHint}</p>
      <form className="aw-site-form" onSubmit={send}>
        <div className="aw-site-widget-fields">
          <SelectField
            label={words.testType}
            value={type}
            options={ALERT_TYPES.map((value) => ({ value, label: typeWord(words, value) }))}
            onChange={setType}
          />
          <TextField
            label={words.testNickname}
            value={nickname}
            maxLength={ALERT_TEXT_LIMITS.nickname}
            onChange={setNickname}
          />
          {type === 'gem' ? (
            <NumberField
              label={words.testGems}
              value={gem}
              {...ALERT_AMOUNT_RANGES.gem}
              onChange={setGem}
            />
          ) : null}
          {type === 'subscription' ? (
            <>
              <NumberField
                label={words.testDays}
                value={days}
                {...ALERT_AMOUNT_RANGES.days}
                onChange={setDays}
              />
              <NumberField
                label={words.testMonths}
                value={months}
                {...ALERT_AMOUNT_RANGES.months}
                onChange={setMonths}
              />
            </>
          ) : null}
          {type === 'voucher' ? (
            <NumberField
              label={words.testVouchers}
              value={count}
              {...ALERT_AMOUNT_RANGES.vouchers}
              onChange={setCount}
            />
          ) : null}
          {type === 'mission' ? (
            <>
              <NumberField
                label={words.testMissionGems}
                value={totalGem}
                {...ALERT_AMOUNT_RANGES.missionGems}
                onChange={setTotalGem}
              />
              <NumberField
                label={words.testCeremony}
                value={ceremonyType}
                {...ALERT_AMOUNT_RANGES.ceremonyType}
                onChange={setCeremonyType}
              />
              <TextField
                label={words.testMissionTitle}
                value={title}
                maxLength={ALERT_TEXT_LIMITS.missionTitle}
                onChange={setTitle}
              />
            </>
          ) : null}
        </div>
        <TextField
          label={words.testMessage}
          value={message}
          maxLength={ALERT_TEXT_LIMITS.message}
          onChange={setMessage}
        />
        <div className="aw-site-inline-form">
          <button type="submit" className="aw-button" data-variant="primary">
            {words.testSend}
          </button>
          <span role="status" className="aw-site-muted">
            {note}
          </span>
        </div>
      </form>
    </Panel>
  )
}
