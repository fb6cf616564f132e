import { act, fireEvent, render, screen } from '@testing-library/react';

// rc-motion decides when it is first loaded whether the browser has CSS transitions, and jsdom lacks the
// event classes it looks for: without these the viewer would never fade here, with or without the kit.
Object.assign(window, { AnimationEvent: Event, TransitionEvent: Event });
// loaded after the stubs above (a static import would be evaluated before them)
const load = async () => ({ ...(await import('antd')), ...(await import('./image-viewer')) });

/** The viewer's dialog once a click has opened it, and whether it is fading in (rc-motion's classes). */
async function openViewer(thumbnail: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: thumbnail })));
  const dialog = await screen.findByRole('dialog');
  return { dialog, fading: /-fade-(appear|enter)/.test(dialog.className) };
}

describe('the image viewer has no fade (react-component/image#508)', () => {
  test("antd's own Image fades in here: the check below can see a fade", async () => {
    const { Image } = await load();
    render(<Image src="/a.png" alt="Plain" />);
    expect((await openViewer('Plain')).fading).toBe(true);
  });

  test('KitImage opens its viewer at once, with its preview settings kept', async () => {
    const { KitImage } = await load();
    render(<KitImage src="/thumb.png" alt="Photo" preview={{ src: '/web.png' }} />);
    const { dialog, fading } = await openViewer('Photo');
    expect(fading).toBe(false);
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/web.png');
  });

  test('KitPreviewGroup opens its viewer at once, on the image clicked', async () => {
    const { KitImage, KitPreviewGroup } = await load();
    render(
      <KitPreviewGroup>
        <KitImage src="/1.png" alt="One" />
        <KitImage src="/2.png" alt="Two" />
      </KitPreviewGroup>,
    );
    const { dialog, fading } = await openViewer('Two');
    expect(fading).toBe(false);
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/2.png');
  });

  test('preview={false} still means no viewer', async () => {
    const { KitImage } = await load();
    render(<KitImage src="/a.png" alt="Still" preview={false} />);
    expect(screen.queryByRole('button', { name: 'Still' })).not.toBeInTheDocument();
  });
});
