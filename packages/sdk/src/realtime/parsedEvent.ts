import * as z from 'zod/mini'

/**
 * A socket handler that parses its payload with its domain's schema first. Some events pass
 * through the socket contract unparsed (the overlays', a channel's missions, a member's message
 * rooms), so that a page without that domain does not carry its schemas; their domain reads
 * them with this. A payload that does not parse is dropped, and said so.
 *
 * @example realtime.on('MISSION_UPDATE', parsedEvent('MISSION_UPDATE', missionUpdateEventSchema, apply))
 */
export function parsedEvent<S extends z.ZodMiniType>(
  name: string,
  schema: S,
  handler: (payload: z.output<S>) => void,
): (raw: unknown) => void {
  return (raw) => {
    const parsed = z.safeParse(schema, raw)
    if (parsed.success) handler(parsed.data)
    else console.warn(`Dropped an invalid ${name}`, parsed.error.issues)
  }
}
