import { create } from 'zustand';
import { OFFLINE_COPY_HEADER } from '@school/shared/contract';

interface OfflineCopyState {
  /** when the server sent the copy being shown (an HTTP date), or null while answers come from the network */
  at: string | null;
}

/** Whether what the page shows came from the offline copy: set by the API client on every answer. */
export const useOfflineCopy = create<OfflineCopyState>(() => ({ at: null }));

/** Called with each API answer. */
export function noteAnswer(headers: Headers): void {
  const at = headers.get(OFFLINE_COPY_HEADER);
  if (useOfflineCopy.getState().at !== at) useOfflineCopy.setState({ at });
}
