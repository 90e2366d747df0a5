// Runs s3rver in its own process (see s3rver-process.ts): `node --openssl-legacy-provider
// s3rver-main.ts <directory>`; prints `{"port": n}` once it listens, stops on SIGTERM.
import S3rver from 's3rver';
import { addMultipartListing } from './s3rver-multipart.ts';

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory: process.argv[2],
  silent: true,
});
addMultipartListing(server);
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
