import { type StreamInfoFields, streamInfoFieldsSchema } from '@airwave/sdk/contract'
import { and, eq, isNotNull, or } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import * as z from 'zod/mini'
import type { Db } from '../db/database'
import { liveStreamSettings, liveStreams } from '../db/schema'
import { badRequest } from '../http/httpError'
import { readFormFields } from '../http/multipart'
import { describeIssues } from '../http/route'
import { categoryByIdx } from './category/categories'

/** The streamer's stream settings, or the defaults before their first update. */
export interface StreamSettings {
  title: string | null
  categoryIdx: number | null
  isAdult: boolean
  isPendingEndEnabled: boolean
  tags: string[]
  languageCode: string | null
}

const DEFAULTS: StreamSettings = {
  title: null,
  categoryIdx: null,
  isAdult: false,
  isPendingEndEnabled: false,
  tags: [],
  languageCode: null,
}

/**
 * The channel's stream settings (title, category, adult, pending end, tags, language).
 *
 * @example const { isPendingEndEnabled } = await settingsOf(db, channel.idx)
 */
export async function settingsOf(db: Db, channelIdx: number): Promise<StreamSettings> {
  const [row] = await db
    .select({
      title: liveStreamSettings.title,
      categoryIdx: liveStreamSettings.categoryIdx,
      isAdult: liveStreamSettings.isAdult,
      isPendingEndEnabled: liveStreamSettings.isPendingEndEnabled,
      tags: liveStreamSettings.tags,
      languageCode: liveStreamSettings.languageCode,
    })
    .from(liveStreamSettings)
    .where(eq(liveStreamSettings.channelId, channelIdx))
  return row ?? DEFAULTS
}

// The form's fields are short (a title, flags): a large field is not a stream info update.
const MAX_FIELD_CHARS = 2000

/**
 * Reads the multipart form of the stream info update with the contract's field schema. The
 * thumbnail (`file`) is read and dropped: the reference server keeps no thumbnails (chosen).
 *
 * @example const fields = await readStreamInfoForm(db, request)
 */
export async function readStreamInfoForm(
  db: Db,
  request: FastifyRequest,
): Promise<StreamInfoFields> {
  const raw = await readFormFields(request, 'the stream info', MAX_FIELD_CHARS)
  const parsed = z.safeParse(streamInfoFieldsSchema, raw)
  if (!parsed.success) throw badRequest(describeIssues('body', parsed.error))
  // 0 clears the category.
  if (
    parsed.data.categoryIdx !== undefined &&
    parsed.data.categoryIdx !== 0 &&
    !(await categoryByIdx(db, parsed.data.categoryIdx))
  ) {
    throw badRequest('body.categoryIdx: No category has this index')
  }
  return parsed.data
}

/**
 * Saves what the form changes (fields it leaves out keep their value), and gives the running
 * broadcast (ON or waiting for its end) its new title, category, tags, language and adult flag
 * at once: what its replay keeps.
 *
 * @example await saveStreamSettings(db, channel.idx, { isPendingEndEnabled: true })
 */
export async function saveStreamSettings(
  db: Db,
  channelIdx: number,
  fields: StreamInfoFields,
): Promise<StreamSettings> {
  const patch: Partial<StreamSettings> = {
    ...(fields.title !== undefined && { title: fields.title }),
    ...(fields.categoryIdx !== undefined && { categoryIdx: fields.categoryIdx || null }),
    ...(fields.adultContentFlag !== undefined && { isAdult: fields.adultContentFlag }),
    ...(fields.isPendingEndEnabled !== undefined && {
      isPendingEndEnabled: fields.isPendingEndEnabled,
    }),
    ...(fields.tags !== undefined && { tags: fields.tags }),
    ...(fields.languageCode !== undefined && { languageCode: fields.languageCode || null }),
  }
  // Pending end is the channel's, not the broadcast's.
  const broadcastPatch = {
    ...(fields.title !== undefined && { title: fields.title }),
    ...(patch.categoryIdx !== undefined && { categoryIdx: patch.categoryIdx }),
    ...(patch.isAdult !== undefined && { isAdult: patch.isAdult }),
    ...(patch.tags !== undefined && { tags: patch.tags }),
    ...(patch.languageCode !== undefined && { languageCode: patch.languageCode }),
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(liveStreamSettings)
      .values({ channelId: channelIdx, ...DEFAULTS, ...patch })
      .onConflictDoUpdate({
        target: liveStreamSettings.channelId,
        set: { ...patch, updatedAt: new Date() },
      })
      .returning()
    if (Object.keys(broadcastPatch).length > 0) {
      await tx
        .update(liveStreams)
        .set(broadcastPatch)
        .where(
          and(
            eq(liveStreams.channelId, channelIdx),
            or(eq(liveStreams.isStream, true), isNotNull(liveStreams.pendingEndUntil)),
          ),
        )
    }
    if (!row) throw new Error('stream settings not saved')
    return {
      title: row.title,
      categoryIdx: row.categoryIdx,
      isAdult: row.isAdult,
      isPendingEndEnabled: row.isPendingEndEnabled,
      tags: row.tags,
      languageCode: row.languageCode,
    }
  })
}
