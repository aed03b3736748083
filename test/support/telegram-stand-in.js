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
        setText(text) {
          seen.mainText = text;
        },
        show() {
          seen.mainVisible = true;
        },
        hide() {
          seen.mainVisible = false;
        },
        onClick(fn) {
          handlers.main = fn;
        },
      },
      BackButton: {
        show() {
          seen.backVisible = true;
        },
        hide() {
          seen.backVisible = false;
        },
        onClick(fn) {
          handlers.back = fn;
        },
      },
      HapticFeedback: {
        impactOccurred() {
          seen.haptics += 1;
        },
      },
    },
  };
})();
