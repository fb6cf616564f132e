import { expect, SCHOOL_URL, test } from '../../support';

// The policy's headers. That no page breaks it is checked on every route of the route tables (both sites in
// English and Nepali, both consoles) by the stored-XSS spec (tests/security/xss.spec.ts), which opens each
// page once and reads its CSP reports along with the payloads: one visit per page for both checks.
test.describe('Content Security Policy', () => {
  test('the headers are set', async ({ request }) => {
    const res = await request.get(`${SCHOOL_URL}/`);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(csp).toContain('frame-ancestors');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['referrer-policy']).toBeTruthy();
  });
});
