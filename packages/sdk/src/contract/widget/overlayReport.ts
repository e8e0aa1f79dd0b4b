import * as z from 'zod/mini'
import { int32 } from '../../core/int32'
import { safeStrings } from '../../core/safeText'

// What an overlay says about itself on its socket (the WIDGET_HEALTH command). A module of its
// own, kept small: the server checks every report with it.

/** Where an overlay is, as it reports it (chosen): loading, playing, idle, paused... */
export const OVERLAY_STATES = ['loading', 'ready', 'showing', 'paused', 'empty', 'revoked'] as const
export type OverlayState = (typeof OVERLAY_STATES)[number]

/**
 * What a connected overlay reports about itself (the WIDGET_HEALTH command): its state, when
 * it last got an event (ISO), the alert showing and how many wait.
 *
 * @example { state: 'showing', lastEventAt: '2026-11-20T20:00:00.000Z', showing: 12, queued: 3 }
 */
export const overlayReportSchema = z
  .object({
    state: z.enum(OVERLAY_STATES),
    lastEventAt: z.nullable(z.string().check(z.maxLength(40))),
    showing: z.optional(z.nullable(int32())),
    queued: z.optional(int32(0)),
  })
  .check(safeStrings)
export type OverlayReport = z.output<typeof overlayReportSchema>
