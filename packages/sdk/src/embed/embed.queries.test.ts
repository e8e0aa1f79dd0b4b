import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../core/queryClient'
import { embedSettingsQuery, saveEmbedSettings } from './embed.queries'

describe('the embed settings', () => {
  it("are read per channel, and a save puts the server's answer in their place", async () => {
    const sent: unknown[] = []
    const client = {
      embed: {
        getSettings: async () => ({ channelId: 'kim', allowedHosts: ['old.example.com'] }),
        updateSettings: async (form: { allowedHosts: string[] }) => {
          sent.push(form)
          // The server normalizes and deduplicates.
          const allowedHosts = [...new Set(form.allowedHosts.map((h) => h.toLowerCase()))]
          return { channelId: 'kim', allowedHosts }
        },
      },
    }
    const queryClient = createQueryClient()
    const options = embedSettingsQuery(client, 'kim')
    expect(options.queryKey).toEqual(['embed', 'settings', 'kim'])
    expect((await queryClient.fetchQuery(options)).allowedHosts).toEqual(['old.example.com'])
    const saved = await saveEmbedSettings(client, queryClient, 'kim', {
      allowedHosts: ['News.example.com', 'news.example.com'],
    })
    expect(sent).toEqual([{ allowedHosts: ['News.example.com', 'news.example.com'] }])
    expect(saved.allowedHosts).toEqual(['news.example.com'])
    expect(queryClient.getQueryData(options.queryKey)).toEqual(saved)
  })
})
