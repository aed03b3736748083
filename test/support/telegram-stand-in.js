// A stand-in for the Telegram client around a Mini App, installed before the page's own scripts
// (playwright's addInitScript, after `window.__miniAppInitData` is set): `window.Telegram.WebApp`
// with the signed initData and theme colours, a MainButton and BackButton that record what the
// page asks and can be pressed by the test, haptics counted, close() recorded. It also notes
// when the first category heading appears (the "time to first category" figure).
(() => {
  const seen = {
    mainText: '',
    mainVisible: false,
    backVisible: false,
    haptics: 0,
    closed: false,
    firstCategoryMs: null,
  };
  const handlers = {};
  window.__telegram = { seen, handlers };
  new MutationObserver((_records, observer) => {
    if (document.querySelector('#menu h2') === null) return;
    seen.firstCategoryMs = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  /** A bottom button (`main` or `back`): whether it is shown, and its click handler. */
  const bottomButton = (key) => ({
    show() {
      seen[`${key}Visible`] = true;
    },
    hide() {
      seen[`${key}Visible`] = false;
    },
    onClick(fn) {
      handlers[key] = fn;
    },
  });
  window.Telegram = {
    WebApp: {
      initData: window.__miniAppInitData,
      themeParams: { bg_color: '#ffffff', button_color: '#c0392b', button_text_color: '#ffffff' },
      ready() {},
      expand() {},
      close() {
        seen.closed = true;
      },
      MainButton: {
        ...bottomButton('main'),
        setText(text) {
          seen.mainText = text;
        },
      },
      BackButton: bottomButton('back'),
      HapticFeedback: {
        impactOccurred() {
          seen.haptics += 1;
        },
      },
    },
  };
})();
