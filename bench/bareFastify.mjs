// The yardstick of bench/server.mjs: Fastify answering a small JSON envelope and nothing else.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
const data = { statusCode: 200, message: 'OK', data: { hello: 'world', list: [1, 2, 3] } }
app.get('/json', async () => data)
await app.listen({ port: Number(process.env.PORT ?? 4101), host: '127.0.0.1' })
