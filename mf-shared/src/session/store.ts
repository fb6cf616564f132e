import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { LoginResult } from '@school/shared/contract';

/** The signed-in user as POST /api/users/login answers it (the contract's `LoginResult`), token included. */
export type UserInfo = LoginResult;

export interface PersistedSession {
  sidebarToggle: boolean;
  /** the person's choice; null (not stored) follows the system's colour scheme (`useDarkMode`, issue 38) */
  darkMode: boolean | null;
  adminMode: boolean;
  userInfo: UserInfo | null;
}

export interface SessionState extends PersistedSession {
  /** Set when a 401 ended the session, so the login page can say why. Not persisted. */
  sessionExpired: boolean;
  setSidebarToggle: (open: boolean) => void;
  /** true or false remembers a choice; null goes back to following the system */
  setDarkMode: (dark: boolean | null) => void;
  setAdminMode: (on: boolean) => void;
  login: (user: UserInfo) => void;
  logout: () => void;
  expire: () => void;
}

export const SESSION_DEFAULTS: PersistedSession = {
  sidebarToggle: true,
  // SPEC §3 says dark by default; issue 38 asks for the system's preference until the person chooses
  darkMode: null,
  adminMode: false,
  userInfo: null,
};

const KEYS = Object.keys(SESSION_DEFAULTS) as (keyof PersistedSession)[];

/**
 * SPEC.md §3 names each setting as its own browser-storage entry
 * (sidebarToggle, darkMode, adminMode, userInfo), so the store keeps one
 * localStorage key per setting instead of zustand's single JSON blob.
 */
export const keyedLocalStorage: PersistStorage<PersistedSession> = {
  getItem: () => {
    if (typeof localStorage === 'undefined') return null;
    const state: Partial<PersistedSession> = {};
    for (const key of KEYS) {
      const raw = localStorage.getItem(key);
      if (raw === null) continue;
      try {
        (state as Record<string, unknown>)[key] = JSON.parse(raw);
      } catch {
        localStorage.removeItem(key);
      }
    }
    return { state: { ...SESSION_DEFAULTS, ...state }, version: 0 };
  },
  setItem: (_name, value: StorageValue<PersistedSession>) => {
    for (const key of KEYS) {
      const v = value.state[key];
      if (v === null || v === undefined) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(v));
    }
  },
  removeItem: () => KEYS.forEach((key) => localStorage.removeItem(key)),
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...SESSION_DEFAULTS,
      sessionExpired: false,
      setSidebarToggle: (sidebarToggle) => set({ sidebarToggle }),
      setDarkMode: (darkMode) => set({ darkMode }),
      setAdminMode: (adminMode) => set({ adminMode }),
      login: (userInfo) => set({ userInfo, adminMode: true, sessionExpired: false }),
      logout: () => set({ userInfo: null, adminMode: false, sessionExpired: false }),
      expire: () => set({ userInfo: null, adminMode: false, sessionExpired: true }),
    }),
    {
      name: 'session',
      storage: keyedLocalStorage,
      partialize: ({ sidebarToggle, darkMode, adminMode, userInfo }) => ({
        sidebarToggle,
        darkMode,
        adminMode,
        userInfo,
      }),
    },
  ),
);

/** The shell and the admin remotes both ask this question; it lives in one place. */
export const selectShowsAdmin = (s: PersistedSession): boolean => s.adminMode && !!s.userInfo;
