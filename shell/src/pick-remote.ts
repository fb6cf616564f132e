import { selectShowsAdmin, variantForHost, type PersistedSession } from '@school/shared/session';

export type RemoteName = 'mf_public_school' | 'mf_public_women' | 'mf_admin_school' | 'mf_admin_women';

/** The shell mounts exactly one remote: host picks the variant, session picks the mode. */
export function pickRemote(hostname: string, womenHost: string, session: PersistedSession): RemoteName {
  const variant = variantForHost(hostname, womenHost);
  const mode = selectShowsAdmin(session) ? 'admin' : 'public';
  return `mf_${mode}_${variant}`;
}
