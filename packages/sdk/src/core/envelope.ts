import * as z from 'zod/mini'

/**
 * The success envelope every call answers with. Endpoint answer schemas describe `data` only.
 * `statusCode` and `message` are informative; the HTTP status is what the client trusts.
 *
 * @example
 * z.parse(successEnvelopeSchema, await response.json()).data
 */
export const successEnvelopeSchema = z.object({
  statusCode: z.optional(z.number()),
  message: z.optional(z.string()),
  data: z.unknown(),
})

/**
 * The failure envelope. Codes are catalogue strings (`CHA30048`); numeric account codes
 * (`1004`) are accepted and exposed as strings.
 *
 * @example
 * z.safeParse(failureEnvelopeSchema, body).data?.code // 'CHA30048'
 */
export const failureEnvelopeSchema = z.object({
  statusCode: z.optional(z.number()),
  code: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  message: z.optional(z.string()),
})

export interface SuccessEnvelope<T> {
  statusCode: number
  message: string
  data: T
}

export interface FailureEnvelope {
  statusCode: number
  code: string
  message: string
}

/**
 * Wraps `data` in the success envelope.
 *
 * @example
 * reply.send(success({ postIdx: 7 }))
 */
export function success<T>(data: T, message = 'OK'): SuccessEnvelope<T> {
  return { statusCode: 200, message, data }
}

/**
 * Builds the failure envelope; send it with the same HTTP status.
 *
 * @example
 * reply.code(409).send(failure(409, 'CHA30025', 'Already blocked'))
 */
export function failure(statusCode: number, code: string, message: string): FailureEnvelope {
  return { statusCode, code, message }
}
