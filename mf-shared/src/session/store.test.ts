import { act } from '@testing-library/react';
import { selectShowsAdmin, useSessionStore } from './store';

const user = { _id: 'u1', name: 'Admin', email: 'admin@school.test', token: 't0k' };

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ sidebarToggle: true, darkMode: true, adminMode: false, userInfo: null, sessionExpired: false });
});

describe('session store', () => {
  it('starts with the SPEC defaults: sidebar open, dark mode on, admin mode off', () => {
    const s = useSessionStore.getState();
    expect([s.sidebarToggle, s.darkMode, s.adminMode, s.userInfo]).toEqual([true, true, false, null]);
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
