import { createTransport } from 'nodemailer'
import type { Db } from '../db/database'
import { mailOutbox } from '../db/schema'

interface Mail {
  to: string
  subject: string
  text: string
}

/** Sends mail: through SMTP when configured, otherwise into the database outbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>
}

/**
 * With `smtpUrl`, mail leaves through SMTP. Without it, nodemailer renders the message and it is
 * stored in `mail_outbox`, where `GET /dev/mail` shows it: sign-up works on a laptop with no
 * mail server.
 *
 * @example
 * const mailer = createMailer(db, { smtpUrl: process.env.SMTP_URL, from: 'Airwave <no-reply@airwave.test>' })
 * await mailer.send({ to: 'kim@ab.co', subject: 'Your code', text: '123456' })
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail })
      },
    }
  }
  const transport = createTransport({ jsonTransport: true })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail })
      const rendered = JSON.parse(String(info.message)) as { subject?: string; text?: string }
      await db.insert(mailOutbox).values({
        to: mail.to,
        subject: rendered.subject ?? mail.subject,
        text: rendered.text ?? mail.text,
      })
    },
  }
}
