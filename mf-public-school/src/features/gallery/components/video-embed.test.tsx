import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoEmbed } from './video-embed';

describe('VideoEmbed', () => {
  it('shows only a play button until pressed, then the youtube-nocookie player of that video, focused', async () => {
    const { container } = render(<VideoEmbed id="dQw4w9WgXcQ" title="Hope Academy video 1 of 2" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Hope Academy video 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play Hope Academy video 1 of 2' }));
    const frame = screen.getByTitle('Hope Academy video 1 of 2');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing for an id that is not 11 characters', () => {
    const { container } = render(<VideoEmbed id="short" title="Hope Academy video 1 of 1" />);
    expect(container).toBeEmptyDOMElement();
  });
});
