import { act, renderHook } from '@testing-library/react';
import { useDarkMode } from './dark-mode';
import { SESSION_DEFAULTS, selectShowsAdmin, useSessionStore } from './store';

const user = { _id: 'u1', name: 'Admin', email: 'admin@school.test', token: 't0k' };

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ sidebarToggle: true, darkMode: true, adminMode: false, userInfo: null, sessionExpired: false });
});

describe('session store', () => {
  it('starts with the sidebar open, admin mode off, and no dark-mode choice (the system decides, issue 38)', () => {
    expect(SESSION_DEFAULTS).toEqual({ sidebarToggle: true, darkMode: null, adminMode: false, userInfo: null });
  });

  it('useDarkMode follows the system colour scheme live until the person chooses, and remembers the choice', () => {
    let systemDark = true;
    const listeners = new Set<() => void>();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' && systemDark;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    })) as unknown as typeof window.matchMedia;
    try {
      act(() => useSessionStore.getState().setDarkMode(null));
      const { result } = renderHook(() => useDarkMode());
      expect(result.current).toBe(true);
      act(() => {
        systemDark = false;
        listeners.forEach((l) => l());
      });
      expect(result.current).toBe(false);
      // nothing stored while following the system
      expect(localStorage.getItem('darkMode')).toBeNull();
      act(() => useSessionStore.getState().setDarkMode(true));
      expect(result.current).toBe(true);
      expect(localStorage.getItem('darkMode')).toBe('true');
      act(() => useSessionStore.getState().setDarkMode(null));
      expect(result.current).toBe(false);
      expect(localStorage.getItem('darkMode')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('login stores userInfo, turns admin mode on, and persists each key on its own', () => {
    act(() => useSessionStore.getState().login(user));
    expect(selectShowsAdmin(useSessionStore.getState())).toBe(true);
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(user);
    expect(localStorage.getItem('adminMode')).toBe('true');
  });

  it('logout removes the stored login and flips admin mode off', () => {
    act(() => useSessionStore.getState().login(user));
    act(() => useSessionStore.getState().logout());
    const s = useSessionStore.getState();
    expect(s.userInfo).toBeNull();
    expect(s.adminMode).toBe(false);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('adminMode')).toBe('false');
  });

  it('expire signs out and remembers why', () => {
    act(() => useSessionStore.getState().login(user));
    act(() => useSessionStore.getState().expire());
    const s = useSessionStore.getState();
    expect(s.userInfo).toBeNull();
    expect(s.sessionExpired).toBe(true);
    expect(localStorage.getItem('sessionExpired')).toBeNull();
  });

  it('persists settings and restores them on rehydrate', async () => {
    act(() => {
      useSessionStore.getState().setDarkMode(false);
      useSessionStore.getState().setSidebarToggle(false);
    });
    expect(localStorage.getItem('darkMode')).toBe('false');
    useSessionStore.setState({ darkMode: true, sidebarToggle: true });
    localStorage.setItem('darkMode', 'false');
    localStorage.setItem('sidebarToggle', 'false');
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().darkMode).toBe(false);
    expect(useSessionStore.getState().sidebarToggle).toBe(false);
  });

  it('admin screens need both admin mode and a user', () => {
    expect(selectShowsAdmin({ adminMode: true, userInfo: null, darkMode: true, sidebarToggle: true })).toBe(false);
    expect(selectShowsAdmin({ adminMode: false, userInfo: user, darkMode: true, sidebarToggle: true })).toBe(false);
  });
});
