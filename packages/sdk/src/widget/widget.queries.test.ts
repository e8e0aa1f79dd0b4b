import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { type WidgetAdmin, widgetAdminSchema } from '../contract/widget/widget.schemas'
import { createQueryClient } from '../core/queryClient'
import { showWidgetAdmin, WIDGET_HEALTH_REFRESH_MS, widgetAdminQuery } from './widget.queries'

const admin = (key: string): WidgetAdmin =>
  z.parse(widgetAdminSchema, {
    kind: 'chatbox',
    channelId: 'kim',
    nickname: 'Kim',
    serverTime: '2025-01-01T00:00:00.000Z',
    settings: {},
    key,
    health: { overlays: [], lastSeenAt: null },
  })

describe('widgetAdminQuery', () => {
  it("reads the member's widget by kind, again every 3 seconds for its health", async () => {
    const asked: unknown[] = []
    const client: Parameters<typeof widgetAdminQuery>[0] = {
      widget: {
        get: async (kind, query, options) => {
          asked.push([kind, query])
          expect(options?.signal).toBeInstanceOf(AbortSignal)
          return admin('first')
        },
      },
    }
    const options = widgetAdminQuery(client, 'chatbox')
    expect(options.queryKey).toEqual(['widget', 'admin', 'chatbox'])
    expect(options.refetchInterval).toBe(WIDGET_HEALTH_REFRESH_MS)
    expect(WIDGET_HEALTH_REFRESH_MS).toBe(3000)
    const queryClient = createQueryClient()
    expect((await queryClient.fetchQuery(options)).key).toBe('first')
    expect(asked).toEqual([['chatbox', {}]])
  })

  it('shows a newer answer (a new key) under its kind at once', async () => {
    const client: Parameters<typeof widgetAdminQuery>[0] = {
      widget: { get: async () => admin('first') },
    }
    const queryClient = createQueryClient()
    const options = widgetAdminQuery(client, 'chatbox')
    await queryClient.fetchQuery(options)
    showWidgetAdmin(queryClient, admin('second'))
    expect(queryClient.getQueryData<WidgetAdmin>(options.queryKey)?.key).toBe('second')
  })
})
