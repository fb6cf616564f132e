import { pickRemote } from './pick-remote';

const signedIn = { _id: 'u', name: 'A', email: 'a@b.c', token: 't' };
const base = { sidebarToggle: true, darkMode: true, adminMode: false, userInfo: null };

describe('pickRemote', () => {
  it('serves the public school site by default', () => {
    expect(pickRemote('localhost', 'women.localhost', base)).toBe('mf_public_school');
  });
  it('serves the women’s centre on its configured host, case-insensitively', () => {
    expect(pickRemote('Women.Localhost', 'women.localhost', base)).toBe('mf_public_women');
    expect(pickRemote('women.example.org', 'women.example.org', base)).toBe('mf_public_women');
  });
  it('mounts an admin remote only with admin mode on and a user signed in', () => {
    expect(pickRemote('localhost', 'women.localhost', { ...base, adminMode: true })).toBe('mf_public_school');
    expect(pickRemote('localhost', 'women.localhost', { ...base, userInfo: signedIn })).toBe('mf_public_school');
    expect(pickRemote('localhost', 'women.localhost', { ...base, adminMode: true, userInfo: signedIn })).toBe('mf_admin_school');
    expect(pickRemote('women.localhost', 'women.localhost', { ...base, adminMode: true, userInfo: signedIn })).toBe('mf_admin_women');
  });
});
