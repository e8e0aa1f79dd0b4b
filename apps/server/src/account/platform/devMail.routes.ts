import { success } from '@airwave/sdk/contract'
import { desc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { mailOutbox } from '../../db/schema'
import type { AppDeps } from '../../deps'

/**
 * `GET /dev/mail`: the mail stored by the embedded mailer, newest first (at most 100), so that
 * sign-up codes can be read without a mail server. Absent in production.
 */
export function devMailRoutes(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.production) return
  app.get('/dev/mail', async () => {
    const rows = await deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100)
    return success(
      rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      })),
    )
  })
}
