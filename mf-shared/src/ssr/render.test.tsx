/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// (Node's export conditions: the renderer uses react-dom's Node build, as the server bundle does.)
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { api, getRuntimeConfig } from '@school/shared/session';
import { ServerRenderContext, usePageOrigin } from '@school/shared/kit';
import type { RenderRequest } from '@school/shared/contract';
import { createRenderer } from './render';

// react-dom's Node build schedules its work with setImmediate, which jsdom's globals lack
Object.assign(globalThis, { setImmediate: nodeSetImmediate });

function Page() {
  const { data } = useQuery({ queryKey: ['who'], queryFn: () => api.get<{ name: string }>('/api/who') });
  const origin = usePageOrigin();
  return <p>{`${origin} ${getRuntimeConfig().womenHost} ${data?.name ?? 'pending'}`}</p>;
}

function App() {
  return (
    <QueryClientProvider client={useContext(ServerRenderContext)!.client}>
      <Page />
    </QueryClientProvider>
  );
}

test("two renders at once each read their own request's config, origin and API transport (issue 35)", async () => {
  const render = createRenderer(App, 'mf_test');
  // each render's API answer waits until both renders are asking: they must overlap to finish at all
  const asking: string[] = [];
  let bothAsking!: () => void;
  const overlap = new Promise<void>((resolve) => (bothAsking = resolve));
  const request = (name: string): RenderRequest => ({
    url: '/',
    pageOrigin: `https://${name}.example`,
    config: { remotes: {}, womenHost: `women.${name}.example`, apiBase: '', recaptchaSiteKey: '', timeZone: 'Asia/Kathmandu' },
    origin: `http://${name}.internal`,
    saveData: false,
    fetch: async (input, init) => {
      const url = new Request(input, init).url;
      asking.push(url);
      if (asking.length === 2) bothAsking();
      await overlap;
      return Response.json({ name: `answer from ${new URL(url).host}` });
    },
  });
  const [a, b] = await Promise.all([render(request('a')), render(request('b'))]);
  expect(asking.sort()).toEqual(['http://a.internal/api/who', 'http://b.internal/api/who']);
  expect(a.html).toContain('https://a.example women.a.example answer from a.internal');
  expect(b.html).toContain('https://b.example women.b.example answer from b.internal');
  // and outside a render, the browser's config as before
  expect(getRuntimeConfig().womenHost).toBe('women.localhost');
});
