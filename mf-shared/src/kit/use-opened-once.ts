import { useState } from 'react';

/**
 * True from the first render in which `open` is true on. A dialog whose code is fetched when it first
 * opens (issue 36: none of it on the page's first load) renders nothing before, and stays mounted after,
 * so it closes with its animation as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
