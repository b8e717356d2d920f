import Fastify from 'fastify';

/** The baseline of `npm run bench:api`: a bare Fastify hello-world on the port given as argument. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
