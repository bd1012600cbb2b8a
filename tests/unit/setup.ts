import '@testing-library/jest-dom/vitest';

// The app fetches remote config once the page is idle, through lazy imports that could outlive a
// test file; rendered in unit tests, the app stays with remote config still loading (monitoring
// off). The loader itself is tested with loaders of its own (tests/unit/monitoring).
vi.mock('@/services/remote-config/when-idle', () => ({ loadRemoteConfigWhenIdle: () => () => {} }));
