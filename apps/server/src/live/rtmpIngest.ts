import { createRequire } from 'node:module'
import { createServer, type Server, type Socket } from 'node:net'

/** The parts of node-media-server's RTMP protocol and FLV muxer the ingest uses. */
interface RtmpPacket {
  codec_type: number
  codec_id: number
  flags: number
  size: number
  data: Buffer
}
interface RtmpProtocol {
  onConnectCallback: (request: { app: string; name: string }) => void
  onPlayCallback: () => void
  onPushCallback: () => void
  onPacketCallback: (packet: RtmpPacket) => void
  onOutputCallback: (buffer: Buffer) => void
  parserData(buffer: Buffer): string | null | undefined
}
interface FlvMuxer {
  createHeader(hasAudio: boolean, hasVideo: boolean): Buffer
  createMessage(packet: RtmpPacket): Buffer
}

// node-media-server's server keeps global state and exits the process on a busy port; only its
// protocol parser (handshake, chunks, AMF commands) and FLV muxer are used, on our own socket.
const require = createRequire(import.meta.url)
const Rtmp = require('node-media-server/src/protocol/rtmp.js') as new () => RtmpProtocol
const Flv = require('node-media-server/src/protocol/flv.js') as FlvMuxer
const nmsLogger = require('node-media-server/src/core/logger.js') as { level: string }
nmsLogger.level = 'error'

/** FLV codec id of H.264 video (AVC). */
export const FLV_H264 = 7
const VIDEO = 9

/** An accepted publish: FLV bytes come in, then the end. */
export interface PublishSink {
  /** `video` comes with the first video packet: its FLV codec id (7 is H.264). */
  write(flv: Buffer, video?: { codecId: number }): void
  end(): void
}

export interface RtmpIngestOptions {
  host: string
  port: number
  /**
   * Decides a publish to `/{app}/{key}`: a sink to accept, `undefined` to refuse (the
   * connection is closed). `cut` ends an accepted publish from the server's side (a stream
   * forced off): the connection closes and the sink ends.
   */
  onPublish(app: string, key: string, cut: () => void): Promise<PublishSink | undefined>
  log: { info(msg: string): void; warn(msg: string): void }
}

export interface RtmpIngest {
  /** The port listened on (the real one when asked for 0). */
  port: number
  close(): Promise<void>
}

/**
 * An RTMP ingest (OBS, ffmpeg) on its own TCP port. Each publish is decided by `onPublish`;
 * packets received while it decides are kept, so the codec headers reach the sink first.
 *
 * @example
 * const ingest = await startRtmpIngest({ host: '127.0.0.1', port: 1935, onPublish, log })
 */
export async function startRtmpIngest(options: RtmpIngestOptions): Promise<RtmpIngest> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    handle(socket, options)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

function handle(socket: Socket, options: RtmpIngestOptions): void {
  const rtmp = new Rtmp()
  let request: { app: string; name: string } | undefined
  let sink: PublishSink | undefined
  let state: 'idle' | 'deciding' | 'open' | 'closed' = 'idle'
  const pending: [Buffer, { codecId: number } | undefined][] = []
  let videoCodec: number | undefined

  const forward = (packet: RtmpPacket) => {
    const flv = Buffer.from(Flv.createMessage(packet))
    let video: { codecId: number } | undefined
    if (packet.codec_type === VIDEO && videoCodec === undefined) {
      videoCodec = packet.codec_id
      video = { codecId: packet.codec_id }
    }
    if (state === 'open') sink?.write(flv, video)
    else if (state === 'deciding') pending.push([flv, video])
  }

  rtmp.onConnectCallback = (req) => {
    request = { app: req.app, name: req.name }
  }
  rtmp.onPlayCallback = () => {
    socket.end()
  }
  rtmp.onPushCallback = () => {
    if (!request || state !== 'idle') return socket.end()
    state = 'deciding'
    options
      .onPublish(request.app, request.name, () => socket.destroy())
      .then((accepted) => {
        if (!accepted || state === 'closed') {
          accepted?.end()
          options.log.warn('RTMP publish refused')
          state = 'closed'
          socket.destroy()
          return
        }
        sink = accepted
        state = 'open'
        sink.write(Flv.createHeader(true, true))
        for (const [flv, video] of pending.splice(0)) sink.write(flv, video)
      })
      .catch(() => {
        state = 'closed'
        socket.destroy()
      })
  }
  rtmp.onPacketCallback = forward
  rtmp.onOutputCallback = (buffer) => {
    if (!socket.destroyed) socket.write(buffer)
  }
  socket.on('data', (data: Buffer) => {
    const error = rtmp.parserData(data)
    if (error) socket.destroy()
  })
  socket.on('error', () => {})
  socket.on('close', () => {
    const wasOpen = state === 'open'
    state = 'closed'
    if (wasOpen) sink?.end()
  })
}
