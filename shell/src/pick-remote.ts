import type { RemoteName } from '@school/shared/contract';
import { selectShowsAdmin, variantForHost, type PersistedSession } from '@school/shared/session';

/** The shell mounts exactly one remote: host picks the variant, session picks the mode. */
export function pickRemote(hostname: string, womenHost: string, session: PersistedSession): RemoteName {
  const variant = variantForHost(hostname, womenHost);
  const mode = selectShowsAdmin(session) ? 'admin' : 'public';
  return `mf_${mode}_${variant}`;
}
