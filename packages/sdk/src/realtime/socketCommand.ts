import * as z from 'zod/mini'
import {
  type SocketAckOf,
  type SocketCommandName,
  type SocketCommandPayload,
  socketAcks,
  socketCommands,
} from '../contract/realtime/socket.contract'
import { ApiError } from '../core/apiError'
import type { SocketTransport } from './socketTransport'

/** How long a command waits for its acknowledgement (chosen). @example sendCommand(t, 'AUTH', {}, COMMAND_TIMEOUT_MS) */
export const COMMAND_TIMEOUT_MS = 10_000

/** The payload argument of a command: none for a command that takes none. */
export type CommandArgs<Name extends SocketCommandName> =
  SocketCommandPayload<Name> extends undefined ? [] : [payload: SocketCommandPayload<Name>]

const refusal = (code: string, message: string, status: number, cause?: unknown) =>
  new ApiError(status, code, message, { cause })

/**
 * Sends a command over the socket: its payload checked by the contract first (`socketCommands`;
 * a wrong one never leaves), the acknowledgement checked on return (`socketAcks`). A refusal
 * by the server is an acknowledgement (`{ ok: false, code }`), returned; only the transport's
 * failures reject, as `ApiError`: NETWORK_ERROR (not connected, or the connection ended),
 * TIMEOUT, INVALID_RESPONSE, or INVALID_REQUEST for a payload the contract refuses.
 *
 * @example
 * const ack = await sendCommand(transport, 'SEND_CHAT', { channelId: 'airwave', message: 'hi' })
 * if (!ack.ok) showRefusal(ack.code)
 */
export async function sendCommand<Name extends SocketCommandName>(
  transport: SocketTransport,
  name: Name,
  payload: SocketCommandPayload<Name> | undefined,
  timeoutMs = COMMAND_TIMEOUT_MS,
): Promise<SocketAckOf<Name>> {
  const body = z.safeParse(socketCommands[name] as z.ZodMiniType, payload)
  if (!body.success) {
    throw refusal('INVALID_REQUEST', `${name} refused by the contract`, 400, body.error)
  }
  let raw: unknown
  try {
    raw = await transport.emitWithAck(name, body.data, timeoutMs)
  } catch (error) {
    const timedOut = error instanceof Error && /timed out/i.test(error.message)
    const message = error instanceof Error ? error.message : String(error)
    throw refusal(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', message, 0, error)
  }
  const ack = z.safeParse(socketAcks[name] as unknown as z.ZodMiniType<SocketAckOf<Name>>, raw)
  if (!ack.success) {
    throw refusal('INVALID_RESPONSE', `Unexpected answer to ${name}`, 0, ack.error)
  }
  return ack.data
}
