import { CONTENT_ENDPOINTS, ENDPOINTS, PUBLIC_CONTENT_ENDPOINTS, PUBLIC_SITE_ENDPOINTS, SITE_ENDPOINTS } from './index.ts';

// The public sites import only the public declarations (issue 36, item 1); the API registers from the whole objects.
describe.each([
  ['content', PUBLIC_CONTENT_ENDPOINTS, CONTENT_ENDPOINTS],
  ['site', PUBLIC_SITE_ENDPOINTS, SITE_ENDPOINTS],
] as const)("the %s area's public declarations", (_, publicOnes, all) => {
  it('are the same objects as the whole area names, so the API registers each route once, as declared', () => {
    const byName = new Map(Object.entries(all));
    for (const [name, e] of Object.entries(publicOnes)) expect(byName.get(name)).toBe(e);
  });

  it("hold every call anyone may make, and none of the console's", () => {
    const open = Object.entries(all).filter(([, e]) => e.roles === 'public').map(([name]) => name);
    expect(Object.keys(publicOnes).sort()).toEqual(open.sort());
  });
});

it('leaves every endpoint in ENDPOINTS, under its name', () => {
  const byName = new Map(Object.entries(ENDPOINTS));
  for (const [name, e] of Object.entries({ ...PUBLIC_CONTENT_ENDPOINTS, ...PUBLIC_SITE_ENDPOINTS })) expect(byName.get(name)).toBe(e);
});
