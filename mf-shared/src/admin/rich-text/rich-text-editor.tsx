import './rich-text.css';
import {
  BoldOutlined,
  DeleteOutlined,
  EyeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  YoutubeOutlined,
} from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import Image from '@tiptap/extension-image';
import { useEffect, useState, type ReactNode } from 'react';
import { looksLikeHtml, type MediaItem } from '@school/shared/contract';
import { RichText, youtubeId } from '@school/shared/kit';
import { MediaPickerButton } from '../media/media-picker';
import { YouTubeBlock } from './youtube-block';

export interface RichTextEditorProps {
  id?: string;
  /** The field's accessible name (its label). */
  label: string;
  /** The text's language: `ne` marks the Nepali editor for screen readers and the Devanagari font. */
  lang?: 'en' | 'ne';
  value?: string;
  onChange?: (html: string) => void;
}

/** Links the sanitiser keeps: the web, mail, phone, and paths on the site. */
const LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A body from before the editor (plain text) as the editor's paragraphs, its line breaks kept. */
export function toEditorHtml(value: string): string {
  if (!value || looksLikeHtml(value)) return value;
  return value
    .split(/\r?\n\s*\r?\n/)
    .filter((p) => p.trim())
    .map((p) => `<p>${p.split(/\r?\n/).map(escapeText).join('<br>')}</p>`)
    .join('');
}

/**
 * The document as stored: its HTML without the empty paragraphs tiptap keeps at the end (so the cursor can
 * leave a table or an image); an empty document is ''. A table with empty cells is not empty.
 */
function htmlOf(editor: Editor): string {
  return editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

/** The editor's extensions: exactly what the API's sanitiser keeps (api/src/lib/sanitize.ts). */
export const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, isAllowedUri: (url) => LINK.test(url) },
  }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  Image.configure({ inline: false, allowBase64: false }),
  YouTubeBlock,
];

/** A small dialog asking for a link, or a video's address and title. */
function AskDialog({ title, fields, okText = 'Insert', onDone, onCancel }: {
  title: string;
  fields: { name: string; label: string; initial?: string; required?: string; extra?: string; check?: (v: string) => string | null }[];
  okText?: string;
  onDone: (values: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Record<string, string>>();
  return (
    <Modal open title={title} okText={okText} onOk={() => form.submit()} onCancel={onCancel} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => onDone(v)} initialValues={Object.fromEntries(fields.map((f) => [f.name, f.initial ?? '']))}>
        {fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            extra={f.extra}
            rules={[
              ...(f.required ? [{ required: true, whitespace: true, message: f.required }] : []),
              { validator: (_: unknown, v: string | undefined) => { const problem = v && f.check?.(v.trim()); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } },
            ]}
          >
            <Input autoFocus={f === fields[0]} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/** What a dialog asks for: a link, a video, or the alt text of an image being inserted (the picked library item) or of the selected one. */
type Asking = 'link' | 'youtube' | 'alt' | { insert: MediaItem } | null;

export const ALT_TEXT_NOTE = 'Images need alt text before publishing: it tells people who cannot see the image what it shows.';
const ALT_TEXT_MISSING = 'Please describe the image';

/** How many images of the document have no alt text. */
function imagesWithoutAlt(editor: Editor): number {
  let count = 0;
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'image' && !String(node.attrs.alt ?? '').trim()) count += 1;
  });
  return count;
}

function useActive(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const live = e && !e.isDestroyed ? e : null;
      return {
        bold: live?.isActive('bold') ?? false,
        italic: live?.isActive('italic') ?? false,
        bullet: live?.isActive('bulletList') ?? false,
        ordered: live?.isActive('orderedList') ?? false,
        h2: live?.isActive('heading', { level: 2 }) ?? false,
        h3: live?.isActive('heading', { level: 3 }) ?? false,
        link: live?.isActive('link') ?? false,
        table: live?.isActive('table') ?? false,
        image: live?.isActive('image') ?? false,
        imageAlt: live?.isActive('image') ? String(live.getAttributes('image').alt ?? '') : '',
        missingAlt: live ? imagesWithoutAlt(live) : 0,
      };
    },
  });
}

/** Said under the editor while an image of the text has no alt text: the API refuses to publish it. */
function MissingAlt({ editor }: { editor: Editor }) {
  const missing = useActive(editor)?.missingAlt ?? 0;
  if (!missing) return null;
  const which = missing === 1 ? 'An image has' : `${missing} images have`;
  return <Alert type="warning" showIcon className="rte-alt-missing" title={`${which} no alt text. ${ALT_TEXT_NOTE} Select the image and press "Alt text".`} />;
}

function Toolbar({ editor, label, preview, onPreview }: { editor: Editor; label: string; preview: boolean; onPreview: () => void }) {
  const active = useActive(editor);
  const [asking, setAsking] = useState<Asking>(null);
  const chain = () => editor.chain().focus();
  // an icon button is named by its aria-label; a text button's name starts with its visible text (axe)
  const tool = (name: string, on: boolean | undefined, run: () => void, icon?: ReactNode, text?: string) => (
    <Button size="small" type={on ? 'primary' : 'text'} icon={icon} aria-label={name === text ? undefined : name} aria-pressed={on} title={name} onClick={run} disabled={preview}>
      {text}
    </Button>
  );
  return (
    <Flex gap={4} wrap className="rte-toolbar" role="toolbar" aria-label={`${label} formatting`}>
      {tool('Bold', active?.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
      {tool('Italic', active?.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
      {tool('H2 heading', active?.h2, () => chain().toggleHeading({ level: 2 }).run(), undefined, 'H2')}
      {tool('H3 subheading', active?.h3, () => chain().toggleHeading({ level: 3 }).run(), undefined, 'H3')}
      {tool('Bullet list', active?.bullet, () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
      {tool('Numbered list', active?.ordered, () => chain().toggleOrderedList().run(), <OrderedListOutlined />)}
      {tool(active?.link ? 'Remove link' : 'Link', active?.link, () => (active?.link ? chain().unsetLink().run() : setAsking('link')), <LinkOutlined />)}
      {tool('Insert table', false, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), <TableOutlined />)}
      {active?.table && (
        <>
          {tool('Add row', false, () => chain().addRowAfter().run(), undefined, 'Add row')}
          {tool('Add column', false, () => chain().addColumnAfter().run(), undefined, 'Add column')}
          {tool('Delete row', false, () => chain().deleteRow().run(), undefined, 'Delete row')}
          {tool('Delete column', false, () => chain().deleteColumn().run(), undefined, 'Delete column')}
          {tool('Delete table', false, () => chain().deleteTable().run(), <DeleteOutlined />)}
        </>
      )}
      {!preview && <MediaPickerButton type="image" size="small" label="Image" onPick={(m) => setAsking({ insert: m })} />}
      {active?.image && tool('Alt text', false, () => setAsking('alt'), undefined, 'Alt text')}
      {tool('YouTube video', false, () => setAsking('youtube'), <YoutubeOutlined />)}
      {tool('Undo', false, () => chain().undo().run(), <UndoOutlined />)}
      {tool('Redo', false, () => chain().redo().run(), <RedoOutlined />)}
      <Button size="small" type={preview ? 'primary' : 'text'} icon={<EyeOutlined />} aria-label="Preview" aria-pressed={preview} onClick={onPreview}>
        Preview
      </Button>
      {asking === 'link' && (
        <AskDialog
          title="Link"
          fields={[{ name: 'href', label: 'Address', initial: 'https://', required: 'Please give the address', check: (v) => (LINK.test(v) ? null : 'An address starts with https://, mailto:, tel: or /') }]}
          onCancel={() => setAsking(null)}
          onDone={({ href }) => {
            setAsking(null);
            const url = href!.trim();
            if (editor.state.selection.empty) chain().insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
            else chain().extendMarkRange('link').setLink({ href: url }).run();
          }}
        />
      )}
      {asking !== null && (asking === 'alt' || typeof asking === 'object') && (
        <AskDialog
          title="Image alt text"
          okText={asking === 'alt' ? 'Save' : 'Insert'}
          fields={[{ name: 'alt', label: 'What the image shows', initial: asking === 'alt' ? active?.imageAlt : asking.insert.alt, required: ALT_TEXT_MISSING, extra: ALT_TEXT_NOTE }]}
          onCancel={() => setAsking(null)}
          onDone={({ alt }) => {
            const text = alt!.trim();
            if (asking === 'alt') chain().updateAttributes('image', { alt: text }).run();
            else {
              const m = asking.insert;
              chain().setImage({ src: m.url, alt: text, ...(m.width ? { width: m.width } : {}), ...(m.height ? { height: m.height } : {}) }).run();
            }
            setAsking(null);
          }}
        />
      )}
      {asking === 'youtube' && (
        <AskDialog
          title="YouTube video"
          fields={[
            { name: 'url', label: 'Video address', required: 'Please give the video address', check: (v) => (youtubeId(v) ? null : 'This is not a YouTube video address') },
            { name: 'title', label: 'Title', required: 'Please give the video a title' },
          ]}
          onCancel={() => setAsking(null)}
          onDone={({ url, title }) => {
            setAsking(null);
            chain().insertContent({ type: 'youtubeBlock', attrs: { id: youtubeId(url!)!, title: title!.trim() } }).run();
          }}
        />
      )}
    </Flex>
  );
}

/**
 * The console's one rich-text editor (issue 32, item 2): tiptap, writing HTML that the API's sanitiser
 * keeps exactly (headings, lists, links, bold and italic, tables, images from the media library, the
 * YouTube click-to-load block). An empty document is ''. "Preview" shows the text through the public
 * renderer, as the public page does.
 */
export default function RichTextEditor({ id, label, lang, value = '', onChange }: RichTextEditorProps) {
  const [preview, setPreview] = useState(false);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: toEditorHtml(value),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { id: id ?? '', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'rte-content', ...(lang ? { lang } : {}) },
    },
    onUpdate: ({ editor: e }) => {
      if (!e.isDestroyed) onChange?.(htmlOf(e));
    },
  });

  // A form reset or a loaded record replaces the content from outside. tiptap nulls a destroyed
  // editor's schema, so an editor replaced during a full page load must not be read.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = htmlOf(editor);
    const wanted = toEditorHtml(value);
    if (value !== current && wanted !== current) editor.commands.setContent(wanted || '', { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  return (
    <div className="rte">
      <Toolbar editor={editor} label={label} preview={preview} onPreview={() => setPreview((p) => !p)} />
      <div hidden={preview}>
        <EditorContent editor={editor} />
      </div>
      <MissingAlt editor={editor} />
      {preview && (
        <div className="rte-preview" data-testid="rich-text-preview" lang={lang}>
          <RichText html={value} className="rte-preview-body" />
        </div>
      )}
    </div>
  );
}
