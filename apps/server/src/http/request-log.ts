import { apiPaths } from '@brigade/shared/routes';
import type { App } from './app-types.ts';

/**
 * One structured line per finished request: what was asked, the answer and how long it took.
 * Health checks are logged at debug: load balancers poll them every few seconds, and at info
 * they would drown the log (and cost a quarter of the endpoint's throughput, see npm run bench).
 */
export function logRequests(app: App): void {
  app.addHook('onResponse', (request, reply, done) => {
    const level = request.url === apiPaths.health ? 'debug' : 'info';
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ip: request.ip,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
}
