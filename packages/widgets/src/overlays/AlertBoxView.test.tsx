import { translator, type WidgetMessages, widgetCatalogue } from '@airwave/sdk/i18n'
import { alertBoxSettingsSchema } from '@airwave/sdk/widget'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AlertBoxView } from './AlertBoxView'

afterEach(cleanup)

const settings = alertBoxSettingsSchema.parse({})
const t = translator(widgetCatalogue.loaded('en-US') as WidgetMessages, 'en-US')

describe('AlertBoxView', () => {
  it('plays a signature gem as the special alert, titled by the streamer', () => {
    const { container } = render(
      <AlertBoxView
        alert={{
          type: 'gem',
          nickname: 'Mina',
          gem: 777,
          message: 'for you',
          signature: { signatureGemIdx: 3, title: 'Lucky sevens' },
        }}
        state="showing"
        style={settings.types.gem}
        maxMessageLength={settings.maxMessageLength}
        t={t}
      />,
    )
    const alert = screen.getByRole('status')
    expect(alert.dataset.signature).toBe('3')
    expect(alert.textContent).toContain('Signature gem: Lucky sevens')
    expect(alert.textContent).toContain('Mina sent 777 gems!')
    cleanup()
    // Any other cheer is the type's usual alert.
    render(
      <AlertBoxView
        alert={{ type: 'gem', nickname: 'Mina', gem: 776 }}
        state="showing"
        style={settings.types.gem}
        maxMessageLength={settings.maxMessageLength}
        t={t}
      />,
    )
    expect(screen.getByRole('status').dataset.signature).toBeUndefined()
    expect(container.textContent).not.toContain('Signature gem')
  })
})
