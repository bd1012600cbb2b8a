import '@testing-library/jest-dom/vitest';

// The app fetches remote config once the page is idle, through lazy imports that could outlive a
// test file; rendered in unit tests, the app stays with remote config still loading (monitoring
// off). The loader itself is tested with loaders of its own (tests/unit/monitoring).
vi.mock('@/services/remote-config/when-idle', () => ({ loadRemoteConfigWhenIdle: () => () => {} }));

// Every rendered page caches the language it detected as the visitor's choice (spec §3,
// `i18nextLng`); a test starts as a first visit, whatever the previous test rendered.
afterEach(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.removeItem('i18nextLng');
  document.cookie = 'i18nextLng=; Path=/; Max-Age=0';
});
