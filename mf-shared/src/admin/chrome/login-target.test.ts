import { loginTarget } from './login-page';

// Issue 20, point 1: after login only a path on this site may be the target.
const ORIGIN = 'https://school.example';

describe('loginTarget', () => {
  it.each([
    ['?redirect=%2F%5Cevil.example%2Fx', 'backslash: /\\evil.example/x'],
    ['?redirect=/%09/evil.example', 'tab: /<TAB>/evil.example'],
    ['?redirect=%2F%0A%2Fevil.example', 'newline: /<LF>/evil.example'],
    ['?redirect=%2F%0D%2Fevil.example', 'carriage return'],
    ['?redirect=//evil.example/x', 'protocol-relative'],
    ['?redirect=%2F%2Fevil.example', 'encoded protocol-relative'],
    ['?redirect=https://evil.example/', 'absolute URL'],
    ['?redirect=javascript:alert(1)', 'javascript: URL'],
    ['?redirect=/%00/evil.example', 'NUL'],
    ['?redirect=\\\\evil.example', 'two backslashes'],
    ['?redirect=%E0%A4%A', 'malformed escape'],
    ['?redirect=admin/news', 'relative path'],
    ['', 'nothing'],
    // issue 34, finding 2: dot segments removed by resolving make `//evil.example/x` (the old check passed it)
    ['?redirect=%2F.%2F%2Fevil.example%2Fx', 'dot segment: /.//evil.example/x'],
    ['?redirect=/admin/..//evil.example', 'parent segment: /admin/..//evil.example'],
    ['?redirect=%2F%2E%2F%5Cevil.example', 'dot segment then backslash: /./\\evil.example'],
  ])('%s (%s) goes to /admin/home', (search) => {
    expect(loginTarget(search, ORIGIN)).toBe('/admin/home');
  });

  it.each([
    ['?redirect=/admin/news', '/admin/news'],
    ['?redirect=%2Fadmin%2Fregistration%3Fpage%3D2', '/admin/registration?page=2'],
    ['?redirect=/admin/careers/123#top', '/admin/careers/123#top'],
    ['?redirect=/admin/../admin/news', '/admin/news'],
  ])('%s stays on the site: %s', (search, target) => {
    expect(loginTarget(search, ORIGIN)).toBe(target);
  });

  it('every refused payload would have left the site in a browser (the test checks real escapes)', () => {
    // what the browser does with the raw value, which is why these must be refused
    expect(new URL('/\\evil.example/x', ORIGIN).host).toBe('evil.example');
    expect(new URL('/\t/evil.example', ORIGIN).host).toBe('evil.example');
    expect(new URL('/\n/evil.example', ORIGIN).host).toBe('evil.example');
    // the resolved path of `/.//evil.example/x` is a protocol-relative URL
    const resolved = new URL('/.//evil.example/x', ORIGIN).pathname;
    expect(new URL(resolved, ORIGIN).host).toBe('evil.example');
  });
});
