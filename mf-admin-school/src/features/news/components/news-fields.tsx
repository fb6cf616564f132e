import { Form, Input, Select } from 'antd';
import type { UploadStatus } from '@school/shared/kit';
import { FileFormItem, NepaliItem, PublishingFields, SideBySide } from '@school/shared/admin';
import { NEWS_SECTIONS, PRESCHOOL_EDIT_SPELLING } from '@school/shared/contract';

/** SPEC.md §9: the edit form spells the first section 'Pre-School'; the stored value stays 'Preschool'. */
export const sectionOptions = (mode: 'add' | 'edit') =>
  NEWS_SECTIONS.map((s) => ({ value: s, label: mode === 'edit' && s === NEWS_SECTIONS[0] ? PRESCHOOL_EDIT_SPELLING : s }));

/** The fields of the add and edit news forms (SPEC.md §5 News), with the optional Nepali title and description beside the English. */
export function NewsFields({ mode, onImageStatus }: { mode: 'add' | 'edit'; onImageStatus: (s: UploadStatus) => void }) {
  return (
    <>
      <SideBySide>
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Title' }]}>
          <Input />
        </Form.Item>
        <NepaliItem name="titleNe" label="Title" />
      </SideBySide>
      <Form.Item name="author" label="Author" rules={[{ required: true, whitespace: true, message: 'Please provide Author Name' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="section" label="Section" rules={[{ required: true, message: 'Please select Section' }]}>
        <Select options={sectionOptions(mode)} />
      </Form.Item>
      <SideBySide>
        <Form.Item
          name="description"
          label="Description"
          rules={[{ required: true, whitespace: true, message: 'Please provide Description' }]}
        >
          <Input.TextArea rows={8} />
        </Form.Item>
        <NepaliItem name="descriptionNe" label="Description" rows={8} />
      </SideBySide>
      <FileFormItem
        name="image"
        label="Image"
        kind="image"
        hint="Only image (optional)"
        errorText="Only image file can be added."
        onStatusChange={onImageStatus}
      />
      <PublishingFields defaults={mode === 'add'} />
    </>
  );
}
