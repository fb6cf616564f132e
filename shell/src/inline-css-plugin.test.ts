import inlineCssPlugin, { carriedInline } from './inline-css-plugin';

describe('the federation runtime skips a stylesheet the page carries inline', () => {
  afterEach(() => document.head.replaceChildren());

  it('filters out only the stylesheet the server put on the page, under its file name', () => {
    const style = document.createElement('style');
    style.setAttribute('data-href', 'styles.0123abcd.css');
    document.head.append(style);
    expect(carriedInline('http://school.test/remotes/mf-public-school/styles.0123abcd.css')).toBe(true);
    expect(carriedInline('http://school.test/remotes/mf-public-school/styles.99999999.css')).toBe(false);
    expect(carriedInline('http://school.test/remotes/mf-public-school/1824.4c4b3d83.js')).toBe(false);

    const preloadOps = [{ nameOrAlias: 'mf_public_school', filter: (url: string) => !url.includes('skip-me') }];
    const hook = inlineCssPlugin().beforePreloadRemote as (args: { preloadOps: typeof preloadOps }) => void;
    hook({ preloadOps });
    const keep = preloadOps[0]!.filter;
    expect(keep('http://school.test/remotes/mf-public-school/styles.0123abcd.css')).toBe(false);
    expect(keep('http://school.test/remotes/mf-public-school/styles.99999999.css')).toBe(true);
    // the filter it had still applies
    expect(keep('http://school.test/remotes/mf-public-school/skip-me.js')).toBe(false);
  });
});
