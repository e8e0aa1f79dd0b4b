import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import {
  type AutoplayVod,
  type VideoUpdateFields,
  videoEndpoints,
  videoUpdateFieldsSchema,
} from '@airwave/sdk/contract'
import { and, count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'
import { guardedBody } from '../community/text'
import type { Db } from '../db/database'
import {
  mediaVodLikes,
  mediaVodPositions,
  mediaVodReports,
  mediaVods,
  memberVodSettings,
} from '../db/schema'
import { lockRow } from '../db/transaction'
import type { AppDeps } from '../deps'
import { badRequest, conflict, forbidden, HttpError } from '../http/httpError'
import { readFormFields } from '../http/multipart'
import { describeIssues, route } from '../http/route'
import { categoryByIdx } from '../live/category/categories'
import { regionOf } from '../live/viewerAccess'
import { findMediaTools } from './ffmpeg'
import { serveFile } from './serveFile'
import { removeVodFiles } from './transcoder'
import { managedVod, positionOf, vodNotFound, vodViewerOf, watchableVod } from './vodAccess'
import { vodCard, vodCards } from './vodCards'
import { defaultThumbnailTime, frameFile, frameTimes, thumbnailFile, writeStill } from './vodFrames'

/** How many videos the end of a video recommends (chosen, as the live-end list's 8). */
const RECOMMEND_END_LIMIT = 8
// The form's fields are short: a large field is not a video update.
const MAX_FIELD_CHARS = 2000

/** The member's like of a video after a change, counted from the likes themselves. */
async function setLike(db: Db, vodId: number, memberId: number, like: boolean) {
  return db.transaction(async (tx) => {
    // The video's row lock orders concurrent likes, so the count always equals the rows.
    await lockRow(tx, mediaVods.id, vodId)
    if (like) {
      const added = await tx
        .insert(mediaVodLikes)
        .values({ vodId, memberId })
        .onConflictDoNothing()
        .returning({ vodId: mediaVodLikes.vodId })
      if (added.length === 0) throw conflict('You already like this video', 'VOD1003')
    } else {
      await tx
        .delete(mediaVodLikes)
        .where(and(eq(mediaVodLikes.vodId, vodId), eq(mediaVodLikes.memberId, memberId)))
    }
    const [counted] = await tx
      .select({ n: count() })
      .from(mediaVodLikes)
      .where(eq(mediaVodLikes.vodId, vodId))
    const likeCnt = counted?.n ?? 0
    await tx.update(mediaVods).set({ likeCount: likeCnt }).where(eq(mediaVods.id, vodId))
    return { isLike: like, likeCnt }
  })
}

/** Reads the update's multipart fields with the contract's schema (files are read and dropped). */
async function readUpdateForm(request: FastifyRequest): Promise<VideoUpdateFields> {
  const raw = await readFormFields(request, 'the video update', MAX_FIELD_CHARS)
  const parsed = z.safeParse(videoUpdateFieldsSchema, raw)
  if (!parsed.success) throw badRequest(describeIssues('body', parsed.error))
  return parsed.data
}

const toAutoplay = (item: {
  vodNo: number
  title?: string | undefined
  fileType?: string | undefined
  channelId?: string | undefined
  nickname?: string | undefined
  duration?: number | undefined
}): AutoplayVod => ({
  idx: item.vodNo,
  ...(item.title !== undefined && { titleName: item.title }),
  ...(item.fileType !== undefined && { type: item.fileType }),
  ...(item.channelId !== undefined && { channelId: item.channelId }),
  ...(item.nickname !== undefined && { channelNickname: item.nickname }),
  ...(item.duration !== undefined && { duration: item.duration }),
})

/**
 * What a viewer or the owner does with one video: its page's data (counting a view), like and
 * unlike (VOD1003 twice; counts exact under concurrency), report (VOD1021 twice), update and
 * delete by the owner or a manager (VOD1004 otherwise), the member's autoplay setting and
 * resume position, the recommendations at its end, and frames to pick its picture from. Hidden
 * videos answer VOD1008 to all but the owner and managers, missing ones VOD1000.
 */
export function vodActionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  const tools = findMediaTools(process.env)
  const mediaDir = join(deps.config.dataDir, 'media')
  const ffmpegMissing = () => new HttpError(501, 'INTERNAL', 'ffmpeg is not installed')

  route(app, videoEndpoints.getVideo, async ({ id, member, request }) => {
    const vodNo = id('vodNo')
    const { manageable } = await watchableVod(db, vodNo, member, regionOf(request))
    await db
      .update(mediaVods)
      .set({ viewCount: sql`${mediaVods.viewCount} + 1` })
      .where(eq(mediaVods.id, vodNo))
    const viewer = await vodViewerOf(db, member)
    const card = await vodCard(db, viewer, vodNo, manageable)
    const [vod] = await db
      .select({ tags: mediaVods.tags, languageCode: mediaVods.languageCode })
      .from(mediaVods)
      .where(eq(mediaVods.id, vodNo))
    if (!card || !vod) throw vodNotFound()
    const position = member ? await positionOf(db, member.id, vodNo) : undefined
    const [setting] = member
      ? await db
          .select({ isAutoPlay: memberVodSettings.isAutoPlay })
          .from(memberVodSettings)
          .where(eq(memberVodSettings.memberId, member.id))
      : []
    return {
      ...card,
      tags: vod.tags,
      ...(vod.languageCode !== null && { languageCode: vod.languageCode }),
      ...(position !== undefined && { position }),
      isAutoPlay: setting?.isAutoPlay ?? true,
      isManageable: manageable,
    }
  })

  route(app, videoEndpoints.like, async ({ id, me }) => {
    const { vod } = await watchableVod(db, id('vodNo'), me)
    return setLike(db, vod.id, me.id, true)
  })

  route(app, videoEndpoints.unlike, async ({ id, me }) => {
    const { vod } = await watchableVod(db, id('vodNo'), me)
    return setLike(db, vod.id, me.id, false)
  })

  route(app, guardedBody(videoEndpoints.report), async ({ id, me, body }) => {
    const { vod, channel } = await watchableVod(db, id('vodNo'), me)
    if (channel.ownerId === me.id) {
      throw forbidden('You cannot report your own video', 'CHA30017')
    }
    const filed = await db
      .insert(mediaVodReports)
      .values({ vodId: vod.id, memberId: me.id, report: body })
      .onConflictDoNothing()
      .returning({ vodId: mediaVodReports.vodId })
    if (filed.length === 0) throw conflict('You already reported this video', 'VOD1021')
    return null
  })

  route(app, videoEndpoints.update, async ({ id, me, request }) => {
    const vod = await managedVod(db, id('vodNo'), me)
    const fields = await readUpdateForm(request)
    let categoryIdx: number | null | undefined
    if (fields.categoryIdx !== undefined) {
      categoryIdx = fields.categoryIdx === 0 ? null : fields.categoryIdx
      if (categoryIdx !== null && !(await categoryByIdx(db, categoryIdx))) {
        throw badRequest('body.categoryIdx: No category has this index')
      }
    }
    if (fields.thumbnailTime !== undefined) {
      if (vod.status !== 'ready' || vod.duration === null) {
        throw badRequest('body.thumbnailTime: The video is not ready yet')
      }
      if (fields.thumbnailTime >= vod.duration) {
        throw badRequest('body.thumbnailTime: Past the end of the video')
      }
      if (!tools.available) throw ffmpegMissing()
      await writeStill(
        tools,
        mediaDir,
        vod.id,
        fields.thumbnailTime,
        thumbnailFile(mediaDir, vod.id),
      )
    }
    await db
      .update(mediaVods)
      .set({
        ...(fields.title !== undefined && { title: fields.title }),
        ...(categoryIdx !== undefined && { categoryIdx }),
        ...(fields.tags !== undefined && { tags: [...new Set(fields.tags)] }),
        ...(fields.isHidden !== undefined && { hidden: fields.isHidden }),
        ...(fields.isAdult !== undefined && { isAdult: fields.isAdult }),
        ...(fields.languageCode !== undefined && { languageCode: fields.languageCode }),
        ...(fields.thumbnailTime !== undefined && { thumbnailPath: `vod/${vod.id}/thumbnail.jpg` }),
        updatedAt: new Date(),
      })
      .where(eq(mediaVods.id, vod.id))
    return null
  })

  route(app, videoEndpoints.delete, async ({ id, me }) => {
    const vod = await managedVod(db, id('vodNo'), me)
    await db.delete(mediaVods).where(eq(mediaVods.id, vod.id))
    await removeVodFiles(mediaDir, vod.id)
    return null
  })

  route(app, videoEndpoints.saveSetting, async ({ me, body }) => {
    await db
      .insert(memberVodSettings)
      .values({ memberId: me.id, isAutoPlay: body.isAutoPlay })
      .onConflictDoUpdate({
        target: memberVodSettings.memberId,
        set: { isAutoPlay: body.isAutoPlay, updatedAt: new Date() },
      })
    return null
  })

  route(app, videoEndpoints.savePosition, async ({ id, me, body }) => {
    const { vod } = await watchableVod(db, id('vodNo'), me)
    if (!Number.isFinite(body.position) || body.position < 0) {
      throw badRequest('body.position: seconds from 0')
    }
    const position = vod.duration === null ? body.position : Math.min(body.position, vod.duration)
    await db
      .insert(mediaVodPositions)
      .values({ vodId: vod.id, memberId: me.id, position })
      .onConflictDoUpdate({
        target: [mediaVodPositions.memberId, mediaVodPositions.vodId],
        set: { position, updatedAt: new Date() },
      })
    return null
  })

  route(app, videoEndpoints.recommendAtEnd, async ({ id, member }) => {
    const { vod } = await watchableVod(db, id('vodNo'), member)
    const viewer = await vodViewerOf(db, member)
    // The channel's other videos first, newest first, then its category's from other channels.
    const own = await vodCards(
      db,
      viewer,
      { channelIdx: vod.channelId, exceptVod: vod.id },
      'createDate-desc',
      0,
      RECOMMEND_END_LIMIT,
    )
    const chosen = [...own.items]
    if (chosen.length < RECOMMEND_END_LIMIT && vod.categoryIdx !== null) {
      const more = await vodCards(
        db,
        viewer,
        { categoryIdx: vod.categoryIdx, exceptVod: vod.id },
        'createDate-desc',
        0,
        RECOMMEND_END_LIMIT * 2,
      )
      for (const item of more.items) {
        if (chosen.length >= RECOMMEND_END_LIMIT) break
        if (!chosen.some((c) => c.vodNo === item.vodNo)) chosen.push(item)
      }
    }
    return chosen.map(toAutoplay)
  })

  route(app, videoEndpoints.extractImage, async ({ id, me }) => {
    const vod = await managedVod(db, id('vodNo'), me)
    if (vod.status !== 'ready' || vod.duration === null) throw vodNotFound()
    if (!tools.available) throw ffmpegMissing()
    const times = frameTimes(vod.duration)
    // One at a time: each is an ffmpeg, and the machine is shared with the API.
    for (const [index, time] of times.entries()) {
      await writeStill(tools, mediaDir, vod.id, time, frameFile(mediaDir, vod.id, index))
    }
    return {
      imageList: times.map((time, index) => ({
        time,
        url: `/media/vod/${vod.id}/frames/${index}.jpg`,
      })),
    }
  })

  const readyVod = async (raw: string) => {
    const vodNo = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0
    const [vod] = vodNo ? await db.select().from(mediaVods).where(eq(mediaVods.id, vodNo)) : []
    if (vod?.status !== 'ready' || vod.duration === null) throw vodNotFound()
    return { ...vod, duration: vod.duration }
  }

  // A card's picture: made on the first request (a tenth in, at most 5 s), until the owner
  // picks another frame. Short-lived cache: the URL carries the video's version anyway.
  app.get('/media/vod/:vodNo/thumbnail.jpg', async (request, reply) => {
    const vod = await readyVod((request.params as { vodNo: string }).vodNo)
    const file = thumbnailFile(mediaDir, vod.id)
    if (!(await fileExists(file))) {
      if (!tools.available) throw ffmpegMissing()
      await writeStill(tools, mediaDir, vod.id, defaultThumbnailTime(vod.duration), file).catch(
        async (error: unknown) => {
          // Deleted while its picture was being taken (its files go with it): gone, not a fault.
          await readyVod(String(vod.id))
          throw error
        },
      )
    }
    return serveFile(request, reply, file, { type: 'image/jpeg', cache: 'public, max-age=300' })
  })

  app.get('/media/vod/:vodNo/frames/:name', async (request, reply) => {
    const params = request.params as { vodNo: string; name: string }
    const match = /^([0-9])\.jpg$/.exec(params.name)
    if (!match) throw vodNotFound()
    const vod = await readyVod(params.vodNo)
    const file = frameFile(mediaDir, vod.id, Number(match[1]))
    return serveFile(request, reply, file, { type: 'image/jpeg', cache: 'public, max-age=300' })
  })
}

async function fileExists(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  )
}
