import { LOCALES } from '@airwave/sdk/i18n'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderInKit } from '../a11y/kit.fixture'
import { createTranslator } from '../i18n/translator'
import { loadEveryLocale } from '../testing.fixture'
import { AlertDialog } from './AlertDialog'
import { ConfirmDialog } from './ConfirmDialog'
import { LoginPromptDialog } from './LoginPromptDialog'
import { ReportDialog } from './ReportDialog'

// The non-English words load as in an app before it renders in that language.
beforeAll(loadEveryLocale)

afterEach(cleanup)

describe.each(LOCALES)('the dialogs in %s', (locale) => {
  it('speak the locale', () => {
    const t = createTranslator(locale)
    renderInKit(
      <>
        <ConfirmDialog kind="delete-comment" defaultOpen onConfirm={() => {}} />
        <AlertDialog kind="max-blocked" defaultOpen />
        <LoginPromptDialog defaultOpen />
        <ReportDialog defaultOpen onSubmit={() => {}} />
      </>,
      { locale },
    )
    expect(screen.getByRole('alertdialog', { name: t('deleteCommentTitle') })).toBeTruthy()
    expect(screen.getByRole('alertdialog', { name: t('maxBlockedTitle') }).textContent).toContain(
      t('maxBlockedBody', { max: 100 }),
    )
    expect(screen.getByRole('dialog', { name: t('loginTitle') })).toBeTruthy()
    expect(screen.getByRole('dialog', { name: t('reportTitle') })).toBeTruthy()
    expect(screen.getByRole('radio', { name: t('reportReasonMisinformation') })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: t('cancel') })).toHaveLength(3)
    expect(document.querySelector('.aw-root')?.getAttribute('lang')).toBe(locale)
  })
})
