import { fireEvent, screen } from '@testing-library/react';
import { mockApi, renderRemote } from '@school/shared/build/test';
import { VideoGrid } from './video-grid';

describe('VideoGrid', () => {
  it('lists the videos with play buttons and loads a YouTube frame only for the one pressed', async () => {
    mockApi({
      'GET /api/gallery/videos': [
        { _id: 'v1', src: 'dQw4w9WgXcQ', createdAt: '2026-01-01' },
        { _id: 'v2', src: 'abcdefghijk', createdAt: '2026-01-01' },
      ],
    });
    const { container } = renderRemote(<VideoGrid />, { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Play video dQw4w9WgXcQ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video abcdefghijk' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Play video abcdefghijk' }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1');
    expect(frames[0]).toHaveAttribute('title', 'Video abcdefghijk');
    expect(screen.getByRole('button', { name: 'Play video dQw4w9WgXcQ' })).toBeInTheDocument();
  });
});
