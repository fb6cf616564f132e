import { BoldOutlined, ItalicOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

export interface RichTextEditorProps {
  id?: string;
  label: string;
  value?: string;
  onChange?: (html: string) => void;
}

/** A small tiptap editor that stores HTML (the API sanitises it). An empty document is ''. */
export default function RichTextEditor({ id, label, value = '', onChange }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, link: false })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { id: id ?? '', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'rte-content' },
    },
    onUpdate: ({ editor: e }) => {
      if (!e.isDestroyed) onChange?.(e.isEmpty ? '' : e.getHTML());
    },
  });

  // A form reset or a loaded record replaces the content from outside. tiptap nulls a destroyed
  // editor's schema, so an editor replaced during a full page load must not be read.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const live = e && !e.isDestroyed ? e : null;
      return {
        bold: live?.isActive('bold') ?? false,
        italic: live?.isActive('italic') ?? false,
        bullet: live?.isActive('bulletList') ?? false,
        ordered: live?.isActive('orderedList') ?? false,
        h3: live?.isActive('heading', { level: 3 }) ?? false,
      };
    },
  });

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  return (
    <div className="rte">
      <Flex gap={4} wrap className="rte-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        <Button size="small" type={active?.bold ? 'primary' : 'text'} icon={<BoldOutlined />} aria-label="Bold" onClick={() => chain().toggleBold().run()} />
        <Button size="small" type={active?.italic ? 'primary' : 'text'} icon={<ItalicOutlined />} aria-label="Italic" onClick={() => chain().toggleItalic().run()} />
        <Button size="small" type={active?.h3 ? 'primary' : 'text'} aria-label="Heading" onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          H
        </Button>
        <Button size="small" type={active?.bullet ? 'primary' : 'text'} icon={<UnorderedListOutlined />} aria-label="Bullet list" onClick={() => chain().toggleBulletList().run()} />
        <Button size="small" type={active?.ordered ? 'primary' : 'text'} icon={<OrderedListOutlined />} aria-label="Numbered list" onClick={() => chain().toggleOrderedList().run()} />
        <Button size="small" type="text" icon={<UndoOutlined />} aria-label="Undo" onClick={() => chain().undo().run()} />
        <Button size="small" type="text" icon={<RedoOutlined />} aria-label="Redo" onClick={() => chain().redo().run()} />
      </Flex>
      <EditorContent editor={editor} />
    </div>
  );
}
