import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { DOCUMENT_LANGS, TESTIMONIAL_KINDS, type Block, type BlockType, type Site } from '@school/shared/contract';
import { BilingualField } from '../components/bilingual-field';
import { richTextEditor } from '../rich-text/rich-text-field';
import { FileFormItem } from '../components/file-form-item';
import { nepaliLabel } from '../components/nepali-fields';

/** What the console calls each kind of block. */
export const BLOCK_LABELS: Record<BlockType, string> = {
  richText: 'Text',
  image: 'Image',
  gallery: 'Gallery',
  cards: 'Cards',
  tabs: 'Tabs',
  programmes: 'Programmes',
  testimonials: 'Testimonials',
  team: 'Team',
  news: 'Latest news',
  events: 'Upcoming events',
  cta: 'Call to action',
  brochures: 'Brochures (PDFs and images)',
  logos: 'Logo strip',
};

const DOCUMENT_LANG_NAMES: Record<(typeof DOCUMENT_LANGS)[number], string> = { en: 'English', ne: 'Nepali' };

/** A new block of a type, with the fields the contract requires. */
export function newBlock(type: BlockType, site: Site): Block {
  switch (type) {
    case 'richText': return { type, html: '' };
    case 'image': return { type, file: '', alt: '' };
    case 'gallery': return { type, files: [] };
    case 'cards':
    case 'tabs':
    case 'programmes': return { type, items: [] };
    case 'testimonials': return { type, kind: site === 'women' ? 'women' : 'students' };
    case 'team': return { type };
    case 'news':
    case 'events': return { type, limit: 3 };
    case 'cta': return { type, text: '', link: '/' };
    case 'brochures':
    case 'logos': return { type, items: [] };
  }
}

type Path = (string | number)[];

const LINK_RULE = { pattern: /^(\/\S*|https?:\/\/\S+|mailto:\S+)$/, message: 'A path on the site (/about) or a web address (https://…)' };

/** An optional heading above a block that lists other content (testimonials, team, news, events) or has its own (logos, brochures). */
function Heading({ at }: { at: Path }) {
  return <BilingualField name={[...at, 'title']} neName={[...at, 'ne', 'title']} label="Heading" />;
}

/** A list inside a block (cards, tabs, programmes): each item's fields, and add and remove. */
function Items({ at, noun, fresh, children }: { at: Path; noun: string; fresh: object; children: (item: Path) => ReactNode }) {
  return (
    <Form.List name={[...at, 'items']}>
      {(items, { add, remove }) => (
        <div className="block-items">
          {items.map((item, j) => (
            <div key={item.key} className="block-item" role="group" aria-label={`${noun} ${j + 1}`}>
              {children([item.name])}
              <Button size="small" icon={<DeleteOutlined />} onClick={() => remove(item.name)}>
                {`Remove ${noun.toLowerCase()} ${j + 1}`}
              </Button>
            </div>
          ))}
          <Button onClick={() => add(fresh)}>{`Add ${noun.toLowerCase()}`}</Button>
        </div>
      )}
    </Form.List>
  );
}

/** The fields of one block (`at` is its place in the form's `blocks` list). */
export function BlockFields({ type, at }: { type: BlockType; at: Path }) {
  switch (type) {
    case 'richText':
      return <BilingualField name={[...at, 'html']} neName={[...at, 'ne', 'html']} label="Text" editor={richTextEditor} />;
    case 'image':
      return (
        <>
          <FileFormItem name={[...at, 'file']} label="Image" kind="image" requiredMessage="Please Select Image File" hint="Only image" errorText="Only image file can be added." />
          <BilingualField name={[...at, 'alt']} neName={[...at, 'ne', 'alt']} label="Alternative text" rules={[{ required: true, whitespace: true, message: 'Please describe the image' }]} />
          <BilingualField name={[...at, 'caption']} neName={[...at, 'ne', 'caption']} label="Caption" maxLength={500} />
        </>
      );
    case 'gallery':
      return <FileFormItem name={[...at, 'files']} label="Images" kind="images" hint="Only images" errorText="Only image file can be added." />;
    case 'cards':
      return (
        <Items at={at} noun="Card" fresh={{ title: '', text: '' }}>
          {(item) => (
            <>
              <BilingualField name={[...item, 'title']} neName={[...item, 'ne', 'title']} label="Card title" />
              <BilingualField name={[...item, 'text']} neName={[...item, 'ne', 'text']} label="Card text" rows={3} maxLength={2000} />
              <Form.Item name={[...item, 'link']} label="Card link" rules={[LINK_RULE]}>
                <Input placeholder="/about or https://…" />
              </Form.Item>
              <FileFormItem name={[...item, 'file']} label="Card image" kind="image" hint="Only image (optional)" errorText="Only image file can be added." />
            </>
          )}
        </Items>
      );
    case 'tabs':
      return (
        <Items at={at} noun="Tab" fresh={{ title: '', html: '' }}>
          {(item) => (
            <>
              <BilingualField name={[...item, 'title']} neName={[...item, 'ne', 'title']} label="Tab title" />
              <BilingualField name={[...item, 'html']} neName={[...item, 'ne', 'html']} label="Tab text" editor={richTextEditor} />
            </>
          )}
        </Items>
      );
    case 'programmes':
      return (
        <Items at={at} noun="Programme" fresh={{ name: '', subjects: [], html: '' }}>
          {(item) => (
            <>
              <BilingualField name={[...item, 'name']} neName={[...item, 'ne', 'name']} label="Programme name" />
              <BilingualField name={[...item, 'summary']} neName={[...item, 'ne', 'summary']} label="Summary" rows={2} maxLength={2000} />
              <div className="admin-bilingual">
                <Form.Item name={[...item, 'subjects']} label="Subjects">
                  <Select mode="tags" open={false} aria-label="Subjects" suffixIcon={null} />
                </Form.Item>
                <Form.Item name={[...item, 'ne', 'subjects']} label={nepaliLabel('Subjects')}>
                  <Select mode="tags" open={false} aria-label={nepaliLabel('Subjects')} suffixIcon={null} />
                </Form.Item>
              </div>
              <BilingualField name={[...item, 'html']} neName={[...item, 'ne', 'html']} label="Read more text" editor={richTextEditor} />
            </>
          )}
        </Items>
      );
    case 'testimonials':
      return (
        <>
          <Form.Item name={[...at, 'kind']} label="Whose testimonials">
            <Select aria-label="Whose testimonials" options={TESTIMONIAL_KINDS.map((k) => ({ value: k, label: k[0]!.toUpperCase() + k.slice(1) }))} />
          </Form.Item>
          <Heading at={at} />
        </>
      );
    case 'team':
      return <Heading at={at} />;
    case 'news':
    case 'events':
      return (
        <>
          <Form.Item name={[...at, 'limit']} label="How many" rules={[{ required: true, message: 'From 1 to 20' }]}>
            <InputNumber min={1} max={20} precision={0} />
          </Form.Item>
          <Heading at={at} />
        </>
      );
    case 'brochures':
      return (
        <>
          <Heading at={at} />
          <Items at={at} noun="Brochure" fresh={{ title: '', file: '', lang: 'en' }}>
            {(item) => (
              <>
                <BilingualField name={[...item, 'title']} neName={[...item, 'ne', 'title']} label="Brochure title" rules={[{ required: true, whitespace: true, message: 'Please provide the title' }]} />
                <FileFormItem name={[...item, 'file']} label="Brochure file" kind="document" requiredMessage="Please select a PDF or an image" hint="A PDF or an image" errorText="Only a PDF or an image can be shown." />
                <Form.Item name={[...item, 'lang']} label="Written in">
                  <Select aria-label="Written in" options={DOCUMENT_LANGS.map((l) => ({ value: l, label: DOCUMENT_LANG_NAMES[l] }))} />
                </Form.Item>
                <BilingualField name={[...item, 'alt']} neName={[...item, 'ne', 'alt']} label="Description of an image" rows={2} maxLength={1000} />
              </>
            )}
          </Items>
        </>
      );
    case 'logos':
      return (
        <>
          <Heading at={at} />
          <Items at={at} noun="Logo" fresh={{ name: '', file: '' }}>
            {(item) => (
              <>
                <BilingualField name={[...item, 'name']} neName={[...item, 'ne', 'name']} label="Organisation" rules={[{ required: true, whitespace: true, message: 'Please name the organisation' }]} />
                <FileFormItem name={[...item, 'file']} label="Logo" kind="image" requiredMessage="Please Select Image File" hint="Only image" errorText="Only image file can be added." />
                <Form.Item name={[...item, 'link']} label="Logo link" rules={[LINK_RULE]}>
                  <Input placeholder="https://…" />
                </Form.Item>
              </>
            )}
          </Items>
        </>
      );
    case 'cta':
      return (
        <>
          <BilingualField name={[...at, 'text']} neName={[...at, 'ne', 'text']} label="Button text" rules={[{ required: true, whitespace: true, message: 'Please provide the button text' }]} />
          <Form.Item name={[...at, 'link']} label="Button link" rules={[{ required: true, message: 'Please provide the link' }, LINK_RULE]}>
            <Input placeholder="/about or https://…" />
          </Form.Item>
        </>
      );
  }
}
