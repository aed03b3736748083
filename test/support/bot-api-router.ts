import { createServer, request as httpRequest, type Server } from 'node:http';
import type { BotApiServer } from './bot-api-server.ts';

/**
 * One TELEGRAM_API_ROOT for many bots (a fleet): `/bot<token>/…` is forwarded to the emulator
 * `emulatorOf(token)` names; an unknown token gets 401, as Telegram answers it.
 */
export function routeByToken(emulatorOf: (token: string) => BotApiServer | undefined): Server {
  return createServer((req, res) => {
    const target = emulatorOf(/^\/bot([^/]+)\//.exec(req.url ?? '')?.[1] ?? '');
    if (!target) return void res.writeHead(401).end('{"ok":false,"error_code":401}');
    const forward = httpRequest(
      new URL(req.url ?? '/', target.url),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
}
