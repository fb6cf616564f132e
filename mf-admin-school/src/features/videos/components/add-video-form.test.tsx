import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fill, mockApi, renderRemote, reply, testAnswer } from '@school/shared/build/test';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { AddVideoForm } from './add-video-form';

describe('Add Video form', () => {
  it("shows the dismissible 'Please provide valid Youtube URL' for a bad link and sends nothing", async () => {
    const calls = mockApi({});
    renderRemote(<AddVideoForm />, { signedIn: true });
    fill(screen.getByLabelText('Youtube URL'), 'https://example.com/watch?v=abc');
    fireEvent.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByText('Please provide valid Youtube URL')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText('Please provide valid Youtube URL')).not.toBeInTheDocument());
  });

  it('posts the 11-character id of a good link', async () => {
    const calls = mockApi({ 'POST /api/gallery/videos': reply(201, testAnswer(E.createVideo, { _id: 'v1', src: 'dQw4w9WgXcQ' })) });
    renderRemote(<AddVideoForm />, { signedIn: true });
    fill(screen.getByLabelText('Youtube URL'), 'https://youtu.be/dQw4w9WgXcQ?t=3');
    fireEvent.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByText('Video Added Successfully')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ src: 'dQw4w9WgXcQ' });
    expect(screen.getByLabelText('Youtube URL')).toHaveValue('');
  });
});
