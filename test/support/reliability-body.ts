type Payload = Record<string, unknown>;

// The Bot API takes nested fields (reply_markup, media) JSON-serialized inside form values.
function formValue(value: string): unknown {
  const trimmed = value.trim();
  if (/^[[{]/.test(trimmed) || trimmed === 'true' || trimmed === 'false') {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}

function parseMultipart(contentType: string, raw: Buffer): Payload {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return {};
  const out: Payload = {};
  for (const part of raw.toString('utf8').split(`--${marker}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split === -1) continue;
    const head = part.slice(0, split);
    const name = /name="([^"]+)"/i.exec(head)?.[1];
    if (!name) continue;
    const body = part.slice(split + 4).replace(/\r\n$/, '');
    // An uploaded file is recorded by its name only: the emulator never stores media.
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    out[name] = filename === undefined ? formValue(body) : `file:${filename}`;
  }
  return out;
}

/**
 * Reads a Bot API request body the ways Telegram accepts it: JSON, urlencoded or multipart form
 * data (nested objects serialized as JSON strings), plus the query string's parameters.
 */
export function parseApiBody(contentType: string, raw: Buffer, url: string): Payload {
  const out: Payload = {};
  // Most calls carry no query string: the URL parser is skipped for them (the process bench's
  // emulator reads a few thousand calls a second on the bot's machine).
  const mark = url.indexOf('?');
  if (mark !== -1) {
    for (const [key, value] of new URLSearchParams(url.slice(mark + 1))) {
      out[key] = formValue(value);
    }
  }
  const type = contentType.toLowerCase();
  if (raw.length === 0) return out;
  if (type.includes('application/json')) {
    const parsed = JSON.parse(raw.toString('utf8')) as unknown;
    const body = typeof parsed === 'object' && parsed !== null ? (parsed as Payload) : {};
    return mark === -1 && !Array.isArray(body) ? body : { ...out, ...body };
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(raw.toString('utf8'))) {
      out[key] = formValue(value);
    }
    return out;
  }
  if (type.includes('multipart/form-data')) return { ...out, ...parseMultipart(contentType, raw) };
  return out;
}
