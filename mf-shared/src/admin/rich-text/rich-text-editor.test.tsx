import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { fill, mockApi, renderRemote, testMediaItem } from '@school/shared/build/test';
import RichTextEditor, { ALT_TEXT_NOTE, EXTENSIONS, toEditorHtml } from './rich-text-editor';

const PHOTO = testMediaItem();

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

  /** Picks the library's one image: the alt-text dialog then asks what it shows. */
  async function pickImage() {
    fireEvent.click(screen.getByRole('button', { name: /Image/ }));
    const library = await screen.findByRole('dialog', { name: 'Media library' });
    fireEvent.click(await within(library).findByRole('button', { name: /^Choose / }));
    return screen.findByRole('dialog', { name: 'Image alt text' });
  }

  it('asks for the alt text of an image picked from the media library, offering the library\'s', async () => {
    mockApi({ 'GET /api/media': [PHOTO] });
    const { last } = open('');
    const dialog = await pickImage();
    expect(within(dialog).getByText(ALT_TEXT_NOTE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What the image shows')).toHaveValue('Students at the gate');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(last()).toBe(`<img src="${PHOTO.url}" alt="Students at the gate" width="800" height="600">`));
  });

  it('will not insert an image without alt text, and edits the alt text of the selected image', async () => {
    mockApi({ 'GET /api/media': [testMediaItem({ alt: '' })] });
    const { last, box } = open('');
    const dialog = await pickImage();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(await within(dialog).findByText('Please describe the image')).toBeInTheDocument();
    expect(last()).toBeUndefined();
    fill(within(dialog).getByLabelText('What the image shows'), 'The school gate');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(last()).toContain('alt="The school gate"'));

    // the image just inserted is selected: "Alt text" edits what it says
    fireEvent.click(screen.getByRole('button', { name: 'Alt text' }));
    const edit = await screen.findByRole('dialog', { name: 'Image alt text' });
    expect(within(edit).getByLabelText('What the image shows')).toHaveValue('The school gate');
    fill(within(edit).getByLabelText('What the image shows'), 'The gate at dawn');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(last()).toContain('alt="The gate at dawn"'));
    expect(box.querySelectorAll('img')).toHaveLength(1);
  });

  it('says an image of the text has no alt text, since the API refuses to publish it', () => {
    open(`<p>Hall</p><img src="${PHOTO.url}" alt="">`);
    expect(screen.getByRole('alert')).toHaveTextContent(`An image has no alt text. ${ALT_TEXT_NOTE}`);
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
