import { catalogueText, subscriberCatalogue } from '@airwave/sdk/i18n'
import { resetSubscribers, type SubscriberScenario } from '../../src/mocks/subscribers'

/** The subscriber pages' words of the story's locale (its loader loaded them). */
export const subscriberWords = (locale: unknown) =>
  catalogueText(subscriberCatalogue, String(locale))

/** Loads the subscriber pages' words of the toolbar's locale before the story renders. */
export const loadSubscriberWords = async ({ globals }: { globals: Record<string, unknown> }) => {
  await subscriberCatalogue.load(String(globals.locale))
  return {}
}

/** Starts the subscriber pages over from the story's `parameters.subscribers`. */
export const startSubscribers = ({ parameters }: { parameters: Record<string, unknown> }) =>
  resetSubscribers(parameters.subscribers as SubscriberScenario | undefined)

/** A story's subscriber scenario. */
export const subscribers = (scenario: SubscriberScenario) => ({ subscribers: scenario })

/**
 * A picked image file: a PNG's signature and header with its sides (what the check reads), or
 * text dressed as a PNG.
 */
export function imageFile(side: number, name = 'badge.png'): File {
  const bytes = new Uint8Array(64)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(bytes.buffer).setUint32(16, side)
  new DataView(bytes.buffer).setUint32(20, side)
  return new File([bytes], name, { type: 'image/png' })
}

/** An HTML page named as a PNG: refused by its bytes. */
export const fakeImage = () =>
  new File(['<!doctype html><script>alert(1)</script>'], 'cat.png', { type: 'image/png' })
