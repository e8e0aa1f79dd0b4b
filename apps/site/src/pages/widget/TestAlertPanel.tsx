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
import { SendRow, useCallNote } from './callNote'
import { NumberField, Panel, SelectField, TextField } from './fields'
import type { WidgetClient } from './widgetAdmin'

type Amount = 'gem' | 'days' | 'months' | 'count' | 'totalGem' | 'ceremonyType'

const FIRST_AMOUNTS: Record<Amount, number> = {
  gem: 100,
  days: 30,
  months: 1,
  count: 1,
  totalGem: 500,
  ceremonyType: 1,
}

type AmountWord =
  | 'testGems'
  | 'testDays'
  | 'testMonths'
  | 'testVouchers'
  | 'testMissionGems'
  | 'testCeremony'

/** The amounts a test alert of each type asks for: the field's words and the SDK's range. */
const AMOUNT_FIELDS: Record<
  AlertType,
  readonly { amount: Amount; word: AmountWord; range: keyof typeof ALERT_AMOUNT_RANGES }[]
> = {
  gem: [{ amount: 'gem', word: 'testGems', range: 'gem' }],
  subscription: [
    { amount: 'days', word: 'testDays', range: 'days' },
    { amount: 'months', word: 'testMonths', range: 'months' },
  ],
  voucher: [{ amount: 'count', word: 'testVouchers', range: 'vouchers' }],
  mission: [
    { amount: 'totalGem', word: 'testMissionGems', range: 'missionGems' },
    { amount: 'ceremonyType', word: 'testCeremony', range: 'ceremonyType' },
  ],
}

/** The dashboard's emulator: sends a test alert of any type to the channel's overlays. */
export function TestAlertPanel({ client }: { client: WidgetClient }) {
  const words = useWidgetWords()
  const [type, setType] = useState<AlertType>('gem')
  const [nickname, setNickname] = useState('Mina')
  const [message, setMessage] = useState('')
  const [amounts, setAmounts] = useState(FIRST_AMOUNTS)
  const [title, setTitle] = useState('')
  const { note, run } = useCallNote()
  const alert = (): AlertInput => {
    const common = { nickname: nickname.trim() || 'Mina', ...(message.trim() ? { message } : {}) }
    const { gem, days, months, count, totalGem, ceremonyType } = amounts
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
  const send = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      const { seq } = await client.test({ kind: 'alertbox', alert: alert() })
      return fill(words.testSent, { seq: seq ?? '' })
    })
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
          {AMOUNT_FIELDS[type].map(({ amount, word, range }) => (
            <NumberField
              key={amount}
              label={words[word]}
              value={amounts[amount]}
              {...ALERT_AMOUNT_RANGES[range]}
              onChange={(value) => setAmounts({ ...amounts, [amount]: value })}
            />
          ))}
          {type === 'mission' ? (
            <TextField
              label={words.testMissionTitle}
              value={title}
              maxLength={ALERT_TEXT_LIMITS.missionTitle}
              onChange={setTitle}
            />
          ) : null}
        </div>
        <TextField
          label={words.testMessage}
          value={message}
          maxLength={ALERT_TEXT_LIMITS.message}
          onChange={setMessage}
        />
        <SendRow label={words.testSend} note={note} />
      </form>
    </Panel>
  )
}
