import { Writable } from 'node:stream';
import { GrammyError } from 'grammy';
import { describe, expect, it } from 'vitest';
import { createLogger, partnerSecrets } from '../src/logger.ts';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, destination };
}

describe('logger redaction', () => {
  const apiKey = 'partner-key-123';
  const apiPassword = 'very-secret-password';
  const botToken = '123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr';

  it('redacts contact data and credentials at any depth and in any case', () => {
    const { lines, destination } = capture();
    const logger = createLogger({
      level: 'info',
      destination,
      secrets: partnerSecrets(apiKey, apiPassword),
    });
    logger.info(
      {
        request: { headers: { Authorization: 'Basic abc', accept: 'x' } },
        body: {
          customer: {
            name: 'Иван',
            phone: '+359888123456',
            email: 'a@b.bg',
            address: 'ул. Шипка 5',
          },
        },
        list: [{ contact: { phone_number: '0888123456' } }],
        context: { emailSuggestion: 'john.smith@gmail.com' },
        config: { apiPassword, token: botToken },
      },
      'order submitted',
    );
    const line = lines.join('\n');
    for (const secret of [
      '+359888123456',
      '0888123456',
      'a@b.bg',
      'john.smith@gmail.com',
      'ул. Шипка 5',
      apiPassword,
      botToken,
      'Basic abc',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('Иван');
    expect(JSON.parse(lines[0] ?? '{}').msg).toBe('order submitted');
  });

  it('never writes what a customer wrote, even inside a failed Bot API call', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: 'info', destination });
    const error = new GrammyError(
      "Call to 'sendMessage' failed!",
      { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
      'sendMessage',
      { chat_id: 42, text: 'Без лук, моля: алергия', caption: 'снимка на бележката' },
    );
    logger.warn({ err: error, orderNumber: '1001' }, 'customer word not passed on');
    const line = lines.join('\n');
    expect(line).not.toContain('Без лук');
    expect(line).not.toContain('снимка');
    expect(line).toContain('1001');
    expect(line).toContain('sendMessage');
  });

  it('scrubs secrets from messages, error messages, stacks and child bindings', () => {
    const { lines, destination } = capture();
    const logger = createLogger({
      level: 'info',
      destination,
      secrets: [...partnerSecrets(apiKey, apiPassword), botToken],
    });
    const basic = Buffer.from(`${apiKey}:${apiPassword}`).toString('base64');
    const error = new Error(`request to https://api.telegram.org/bot${botToken}/getMe failed`, {
      cause: new Error(`auth ${basic}`),
    });
    logger.child({ url: `https://x/bot${botToken}` }).error({ err: error }, `failed for ${apiKey}`);
    const line = lines.join('\n');
    for (const secret of [apiKey, apiPassword, botToken, basic]) expect(line).not.toContain(secret);
    expect(line).toContain('[REDACTED]');
    expect(JSON.parse(lines[0] ?? '{}').err.type).toBe('Error');
  });

  it('hides a bot token and a Basic credential by their shape even when not configured', () => {
    const { lines, destination } = capture();
    createLogger({ level: 'info', destination }).warn(
      `GET /bot${botToken}/x with Basic ZGVtbzpzZWNyZXQ=`,
    );
    expect(lines[0]).not.toContain(botToken);
    expect(lines[0]).not.toContain('ZGVtbzpzZWNyZXQ=');
  });
});
