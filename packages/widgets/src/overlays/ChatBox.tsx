import { chatRoomActors, chatRoomMachine } from '@airwave/sdk/chat'
import type { ChatBoxSettings, OverlayReport, WidgetConnection } from '@airwave/sdk/widget'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { ChatBoxView } from './ChatBoxView'
import type { OverlayText } from './useOverlayWords'

export interface ChatBoxProps {
  connection: WidgetConnection
  channelId: string
  settings: ChatBoxSettings
  /** The overlay's words, in its settings' language. */
  t?: OverlayText
  onReport?: (report: Pick<OverlayReport, 'state'>) => void
}

/** How often lines are checked against `hideAfter`. */
const HIDE_CHECK_MS = 500

/**
 * The chat box overlay: the channel's chat through the SDK's chat room machine (the chat's
 * 200-entry buffer, duplicates, deletes and blinds), read as a guest over the overlay's
 * socket; lines fade out after the settings' `hideAfter` seconds, counted from when each came.
 *
 * @example <ChatBox connection={connection} channelId={config.channelId} settings={config.settings} />
 */
export function ChatBox({ connection, channelId, settings, t, onReport }: ChatBoxProps) {
  const machine = useMemo(
    () =>
      chatRoomMachine.provide({
        actors: chatRoomActors({ realtime: connection.realtime, client: connection.client }),
      }),
    [connection],
  )
  const actor = useActorRef(machine, {
    input: { channelId, viewer: { status: 'anonymous' } },
  })
  const entries = useSelector(actor, (snapshot) => snapshot.context.entries)
  useEffect(() => {
    onReport?.({ state: 'ready' })
  }, [onReport])

  // When each line came, on this page's clock: the server's clock may differ from OBS's.
  const arrived = useRef(new Map<string, number>())
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set())
  useEffect(() => {
    const now = Date.now()
    for (const entry of entries) {
      if (!arrived.current.has(entry.logIdentity)) arrived.current.set(entry.logIdentity, now)
    }
    // Forget what the chat no longer holds.
    const held = new Set(entries.map((entry) => entry.logIdentity))
    for (const id of arrived.current.keys()) if (!held.has(id)) arrived.current.delete(id)
  }, [entries])
  useEffect(() => {
    if (settings.hideAfter === 0) {
      setHidden(new Set())
      return undefined
    }
    const check = () => {
      const limit = Date.now() - settings.hideAfter * 1000
      const old = new Set<string>()
      for (const [id, at] of arrived.current) if (at < limit) old.add(id)
      setHidden((previous) =>
        previous.size === old.size && [...old].every((id) => previous.has(id)) ? previous : old,
      )
    }
    check()
    const timer = setInterval(check, HIDE_CHECK_MS)
    return () => clearInterval(timer)
  }, [settings.hideAfter])

  return <ChatBoxView entries={entries} settings={settings} hidden={hidden} {...(t ? { t } : {})} />
}
