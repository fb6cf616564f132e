import { useEffect, useState } from 'react';

/*
 * A welcome pop-up closed once stays closed (issue 38, item 5): across visits and language switches,
 * until the pop-up itself changes. The memory is the closed pop-up's identity (its id and the version
 * of its content, the image) in localStorage, per site; a new or edited pop-up has another identity,
 * so it opens once again.
 */

const storageKey = (site: string) => `welcome-closed:${site}`;

/** The identity of one version of a pop-up. */
export const popupIdentity = (popup: { _id: string; image: string }) => `${popup._id}|${popup.image}`;

function read(site: string): string | null {
  try {
    return localStorage.getItem(storageKey(site));
  } catch {
    // storage refused (private mode, disabled): the pop-up simply shows once per page load
    return null;
  }
}

export function wasClosed(site: string, identity: string): boolean {
  return read(site) === identity;
}

export function rememberClosed(site: string, identity: string): void {
  try {
    localStorage.setItem(storageKey(site), identity);
  } catch {
    // see read()
  }
}

/** An open header menu, dropdown or side drawer: a pop-up must not cover what the visitor is using. */
const OPEN_MENU = 'header [aria-expanded="true"], .ant-drawer-open';
const MENU_CHECK_MS = 400;

/**
 * True once no menu is open while `wanted` is; it then stays true, so a menu opened over the pop-up
 * later does not close it. Menus open and close by many components of two remotes, so they are read
 * from the page rather than threaded through every one.
 */
export function useNoMenuOpen(wanted: boolean): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (!wanted || clear) return;
    const check = () => {
      if (!document.querySelector(OPEN_MENU)) setClear(true);
    };
    check();
    const timer = window.setInterval(check, MENU_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [wanted, clear]);
  return clear;
}
