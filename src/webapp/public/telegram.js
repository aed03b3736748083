// The Mini App's link to Telegram: the WebApp object (Telegram's own, or a small bridge speaking
// its postEvent protocol), the signed initData every API call carries, and the theme colours.

export const tg = window.Telegram?.WebApp ?? telegramBridge();
const initData = tg?.initData || hashParam('tgWebAppData') || '';

/** Inside Telegram without telegram-web-app.js (not loaded: no CDN), talk to the client directly. */
function telegramBridge() {
  const data = hashParam('tgWebAppData');
  const proxy = window.TelegramWebviewProxy;
  const inFrame = window.parent !== window;
  if (!data || (!proxy && !inFrame)) return null;
  const post = (eventType, eventData = {}) => {
    if (proxy) proxy.postEvent(eventType, JSON.stringify(eventData));
    else window.parent.postMessage(JSON.stringify({ eventType, eventData }), '*');
  };
  const handlers = {};
  const on = (name, fn) => {
    handlers[name] = fn;
  };
  window.Telegram = { WebView: { receiveEvent: (name) => handlers[name]?.() } };
  window.addEventListener('message', (event) => {
    try {
      handlers[JSON.parse(event.data).eventType]?.();
    } catch {}
  });
  let theme = {};
  try {
    theme = JSON.parse(hashParam('tgWebAppThemeParams') || '{}');
  } catch {}
  const main = { text: '', visible: false };
  return {
    initData: data,
    themeParams: theme,
    ready: () => post('web_app_ready'),
    expand: () => post('web_app_expand'),
    close: () => post('web_app_close'),
    MainButton: {
      setText(text) {
        main.text = text;
        post('web_app_setup_main_button', { is_visible: main.visible, text });
      },
      show() {
        main.visible = true;
        post('web_app_setup_main_button', { is_visible: true, text: main.text });
      },
      hide() {
        main.visible = false;
        post('web_app_setup_main_button', { is_visible: false });
      },
      onClick: (fn) => on('main_button_pressed', fn),
    },
    BackButton: {
      show: () => post('web_app_setup_back_button', { is_visible: true }),
      hide: () => post('web_app_setup_back_button', { is_visible: false }),
      onClick: (fn) => on('back_button_pressed', fn),
    },
    HapticFeedback: {
      impactOccurred: (style) =>
        post('web_app_trigger_haptic_feedback', { type: 'impact', impact_style: style }),
    },
  };
}

function hashParam(name) {
  return new URLSearchParams(location.hash.slice(1)).get(name);
}

export function applyTheme() {
  const theme = tg?.themeParams ?? {};
  for (const [key, value] of Object.entries(theme)) {
    if (typeof value === 'string') {
      document.documentElement.style.setProperty(`--tg-theme-${key.replace(/_/g, '-')}`, value);
    }
  }
}

export async function api(path, init = {}) {
  const headers = { 'x-telegram-init-data': initData, ...(init.headers ?? {}) };
  const response = await fetch(`api/${path}`, { ...init, headers });
  const body = response.status === 304 ? null : await response.json().catch(() => ({}));
  return { status: response.status, body };
}
