import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { fill, mockApi, renderRemote } from '@school/shared/build/test';
import type { MediaItem } from '@school/shared/contract';
import RichTextEditor, { EXTENSIONS, toEditorHtml } from './rich-text-editor';

const PHOTO: MediaItem = {
  _id: 'm1',
  url: '/uploads/0123456789abcdef0123456789abcdef.png',
  type: 'image',
  mime: 'image/png',
  size: 20480,
  width: 800,
  height: 600,
  originalName: 'gate.png',
  alt: 'Students at the gate',
  ne: { alt: '' },
  caption: '',
  focalPoint: { x: 0.5, y: 0.5 },
  createdAt: '2026-11-01T10:00:00.000Z',
  usage: 0,
};

/** The editor as a form shows it; `changes` holds each HTML it hands the form. */
function open(value = '') {
  const changes: string[] = [];
  renderRemote(<RichTextEditor label="Description" value={value} onChange={(html) => changes.push(html)} />, { signedIn: true });
  const last = () => changes[changes.length - 1];
  const press = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));
  return { changes, last, press, box: screen.getByRole('textbox', { name: 'Description' }) };
}

/** The same extensions without a view: a selection the toolbar acts on, as a user's drag makes one. */
const headless = (content: string) => new Editor({ extensions: EXTENSIONS, content });

describe('the rich-text editor (issue 32)', () => {
  it('makes headings and lists of the paragraph the cursor is in', () => {
    const { press, last } = open('<p>Fees</p>');
    press('H2 heading');
    expect(last()).toBe('<h2>Fees</h2>');
    press('H3 subheading');
    expect(last()).toBe('<h3>Fees</h3>');
    press('H3 subheading');
    press('Bullet list');
    expect(last()).toBe('<ul><li><p>Fees</p></li></ul>');
    press('Numbered list');
    expect(last()).toBe('<ol><li><p>Fees</p></li></ol>');
  });

  it('inserts a table with a header row, and adds a row and a column while the cursor is in it', () => {
    const { press, last } = open('');
    press('Insert table');
    const html = last()!;
    expect(html).toMatch(/^<table[^>]*><colgroup>(<col[^>]*>){3}<\/colgroup><tbody><tr>(<th><p><\/p><\/th>){3}<\/tr>/);
    expect(html.match(/<tr>/g)).toHaveLength(3);
    press('Add row');
    expect(last()!.match(/<tr>/g)).toHaveLength(4);
    press('Add column');
    expect(last()!.match(/<th>/g)).toHaveLength(4);
    press('Delete table');
    expect(last()).toBe('');
  });

  it('inserts a link that the dialog checks', async () => {
    const { press, last } = open('');
    press('Link');
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByLabelText('Address');
    fill(address, 'javascript:alert(1)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(await within(dialog).findByText('An address starts with https://, mailto:, tel: or /')).toBeInTheDocument();
    fill(address, 'https://neb.gov.np/results');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(last()).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://neb.gov.np/results">https://neb.gov.np/results</a></p>'));
  });

  it('stores a YouTube video as the click-to-load block: a figure with the video id and its watch link', async () => {
    const { press, last } = open('<p>Our song</p>');
    press('YouTube video');
    const dialog = await screen.findByRole('dialog', { name: 'YouTube video' });
    fill(within(dialog).getByLabelText('Video address'), 'https://example.org/x');
    fill(within(dialog).getByLabelText('Title'), 'School song');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(await within(dialog).findByText('This is not a YouTube video address')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Video address'), 'https://youtu.be/dQw4w9WgXcQ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(last()).toContain('<figure data-youtube="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">School song</a></figure>'));
    expect(last()).not.toContain('iframe');
  });

  it('inserts an image picked from the media library, with its alt text', async () => {
    mockApi({ 'GET /api/media': [PHOTO] });
    const { last } = open('');
    fireEvent.click(screen.getByRole('button', { name: /Image/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Media library' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Choose / }));
    await waitFor(() => expect(last()).toBe(`<img src="${PHOTO.url}" alt="Students at the gate" width="800" height="600">`));
  });

  it('previews the text as the public page shows it', async () => {
    const { press } = open('<p>Hello <strong>world</strong></p><figure data-youtube="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Song</a></figure>');
    press('Preview');
    const preview = screen.getByTestId('rich-text-preview');
    expect(within(preview).getByText('world').tagName).toBe('STRONG');
    expect(within(preview).getByRole('button', { name: 'Play video: Song' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });

  it('opens a plain-text body from before the editor with its paragraphs and line breaks', () => {
    expect(toEditorHtml('Fees < 500\nper term\n\nSecond')).toBe('<p>Fees &lt; 500<br>per term</p><p>Second</p>');
    const { box } = open('Line one\nLine two\n\nNext');
    expect(box.querySelectorAll('p')).toHaveLength(2);
    expect(box.querySelector('br')).not.toBeNull();
  });

  it('bold, italic and links act on the selected words (the extensions the toolbar runs)', () => {
    const editor = headless('<p>Fees and dates</p>');
    editor.chain().setTextSelection({ from: 1, to: 5 }).toggleBold().setTextSelection({ from: 10, to: 15 }).toggleItalic().run();
    expect(editor.getHTML()).toBe('<p><strong>Fees</strong> and <em>dates</em></p>');
    editor.chain().setTextSelection({ from: 6, to: 9 }).setLink({ href: 'https://example.org' }).run();
    expect(editor.getHTML()).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org">and</a>');
    // a javascript: link is refused by the editor too
    editor.chain().setTextSelection({ from: 6, to: 9 }).unsetLink().setLink({ href: 'javascript:alert(1)' }).run();
    expect(editor.getHTML()).not.toContain('javascript:');
    editor.destroy();
  });
});
