import { spawn } from 'node:child_process';
import { freePort } from '@brigade/server/testing/server-process';

/**
 * The ceiling a file transfer through Brigade is compared with: a bare node:http server, in its
 * own process, answering the same requests the bench sends Brigade — tus's create (201 with a
 * Location), each PATCH's bytes written into one file at its offset (204 with Upload-Offset),
 * and a download streamed from disk with its length — and doing nothing else: no session, no
 * checks, no database, no framework.
 */
const BARE_FILE_SERVER = `
  const { createReadStream, createWriteStream, statSync } = require('node:fs');
  const { pipeline } = require('node:stream/promises');
  const { join } = require('node:path');
  const folder = process.env.FOLDER;
  let uploads = 0;
  require('node:http').createServer(async (req, res) => {
    try {
      if (req.method === 'POST') {
        uploads += 1;
        res.writeHead(201, { location: '/uploads/' + uploads });
        return res.end();
      }
      if (req.method === 'PATCH') {
        const offset = Number(req.headers['upload-offset']);
        const file = join(folder, 'upload-' + req.url.split('/').pop());
        await pipeline(req, createWriteStream(file, { flags: offset === 0 ? 'w' : 'r+', start: offset }));
        res.writeHead(204, { 'upload-offset': String(offset + Number(req.headers['content-length'])) });
        return res.end();
      }
      const file = join(folder, decodeURIComponent(req.url.slice('/files/'.length)));
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': statSync(file).size });
      await pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), res);
    } catch {
      res.destroy();
    }
  }).listen(Number(process.env.PORT), '127.0.0.1', () => process.send('listening'));
`;

export interface BareFileServer {
  url: string;
  stop(): void;
}

/** Starts it on a free port; uploads go into `folder`, downloads are read from it. */
export async function startBareFileServer(folder: string): Promise<BareFileServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_FILE_SERVER], {
    env: { ...process.env, PORT: String(port), FOLDER: folder },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare file server stopped (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
