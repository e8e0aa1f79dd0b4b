import { createHash, createHmac } from 'node:crypto'

/** An S3-compatible bucket, from S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. */
export interface S3Config {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000` (MinIO)... */
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** S3_REGION, default `us-east-1` (what MinIO and most compatible stores expect). */
  region: string
  /** S3_PUBLIC_URL: where the objects are read from; default `{endpoint}/{bucket}`. */
  publicUrl: string
}

/**
 * The bucket configuration from the environment, or undefined when it is not (fully) set.
 *
 * @example
 * const s3 = s3ConfigFromEnv(process.env)
 */
export function s3ConfigFromEnv(env: Record<string, string | undefined>): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined
  const endpoint = S3_ENDPOINT.replace(/\/$/, '')
  return {
    endpoint,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION || 'us-east-1',
    publicUrl: (env.S3_PUBLIC_URL || `${endpoint}/${S3_BUCKET}`).replace(/\/$/, ''),
  }
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** `20260115T101500Z` and `20260115`. */
function stamp(date: Date) {
  const iso = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  return { amzDate: iso, day: iso.slice(0, 8) }
}

export interface SignedRequest {
  url: string
  headers: Record<string, string>
}

/**
 * Signs a path-style `PUT {endpoint}/{bucket}/{key}` with AWS Signature Version 4.
 *
 * @example
 * const { url, headers } = signPut(s3, 'posts/a.png', bytes, 'image/png')
 * await fetch(url, { method: 'PUT', headers, body: bytes })
 */
export function signPut(
  config: S3Config,
  key: string,
  body: Buffer,
  contentType: string,
  now = new Date(),
): SignedRequest {
  const url = new URL(`${config.endpoint}/${config.bucket}/${key}`)
  const { amzDate, day } = stamp(now)
  const payloadHash = sha256(body)
  const headers: Record<string, string> = {
    'content-type': contentType,
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  }
  const names = Object.keys(headers).sort()
  const canonicalRequest = [
    'PUT',
    url.pathname.split('/').map(encodeSegment).join('/'),
    '',
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n')
  const scope = `${day}/${config.region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region),
  )
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex')
  const { host: _host, ...sent } = headers
  return {
    url: url.toString(),
    headers: {
      ...sent,
      authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
    },
  }
}

// S3 wants every byte but unreserved ones percent-encoded, and the segment already decoded.
function encodeSegment(segment: string): string {
  return encodeURIComponent(decodeURIComponent(segment)).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}
