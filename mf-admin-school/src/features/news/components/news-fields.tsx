import { Form, Input, Select } from 'antd';
import type { UploadStatus } from '@school/shared/kit';
import { BilingualField, CARD_IMAGE_WIDTH, FileFormItem, PublishingFields, richTextEditor } from '@school/shared/admin';
import { NEWS_SECTIONS } from '@school/shared/contract';

/**
 * The sections as both forms name them, from the contract's one list (issue 38: SPEC §9's edit form spelt
 * the first 'Pre-School', the add form 'Preschool'; one spelling now). The API still takes 'Pre-School'.
 */
const sectionOptions = NEWS_SECTIONS.map((s) => ({ value: s, label: s }));

/** The fields of the add and edit news forms (SPEC.md §5 News), with the optional Nepali title and description beside the English; the description in the rich editor (issue 32). */
export function NewsFields({ mode, onImageStatus }: { mode: 'add' | 'edit'; onImageStatus: (s: UploadStatus) => void }) {
  return (
    <>
      <BilingualField name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Title' }]} />
      <Form.Item name="author" label="Author" rules={[{ required: true, whitespace: true, message: 'Please provide Author Name' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="section" label="Section" rules={[{ required: true, message: 'Please select Section' }]}>
        <Select options={sectionOptions} />
      </Form.Item>
      <BilingualField
        name="description"
        label="Description"
        editor={richTextEditor}
        rules={[{ required: true, whitespace: true, message: 'Please provide Description' }]}
      />
      <FileFormItem
        name="image"
        label="Image"
        kind="image"
        hint="Only image (optional)"
        errorText="Only image file can be added."
        minWidth={CARD_IMAGE_WIDTH}
        onStatusChange={onImageStatus}
      />
      <PublishingFields defaults={mode === 'add'} />
    </>
  );
}
