import { type KitError, type KitEvent, type KitSource, kitError } from '@airwave/sdk'
import { useEffect, useMemo, useRef } from 'react'
import { useAirwave } from './airwaveContext'

/** A component's own `onError` and `onEvent`, beside the provider's. */
export interface KitReportProps<Event extends { type: string }> {
  /** Told of this component's failures (and the provider's `onError` is too). */
  onError?: ((error: KitError) => void) | undefined
  /** Told of everything this component's machine emits (and the provider's `onEvent` is too). */
  onEvent?: ((event: KitEvent<Event>) => void) | undefined
}

/** Where a component sends its reports. */
export interface KitReports<Event extends { type: string }> {
  /** Passes an emitted event on; a `failed` one (with its error) goes to `onError` as well. */
  event(event: Event): void
  /** Passes a failure on (one the machine keeps in its state rather than emits). */
  error(error: unknown): void
}

/**
 * Hands a component's events and failures to its own `onError`/`onEvent` and to the provider's.
 * The latest callbacks are read at each report, so inline functions do not re-subscribe.
 */
export function useKitReports<Event extends { type: string }>(
  source: KitSource,
  channelId: string,
  own: KitReportProps<Event>,
): KitReports<Event> {
  const provider = useAirwave()
  const latest = useRef({ own, provider })
  useEffect(() => {
    latest.current = { own, provider }
  })
  return useMemo(() => {
    const error = (failure: unknown) => {
      const report = kitError(source, channelId, failure)
      latest.current.own.onError?.(report)
      latest.current.provider.onError?.(report)
    }
    return {
      error,
      event(event) {
        const report = { source, channelId, event }
        latest.current.own.onEvent?.(report)
        latest.current.provider.onEvent?.(report)
        if (event.type === 'failed') error((event as { error?: unknown }).error)
      },
    }
  }, [source, channelId])
}
