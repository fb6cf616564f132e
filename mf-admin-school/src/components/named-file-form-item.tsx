import { Form, Input } from 'antd';
import { FileFormItem, type FileFormItemProps } from '@school/shared/admin';

/**
 * A file field that also keeps the chosen file's own name, in the form's hidden `originalFile` field
 * (notices and downloads, SPEC.md §5: the lists show and download the file under that name).
 */
export function NamedFileFormItem(props: Omit<FileFormItemProps, 'name' | 'onFileName'>) {
  const form = Form.useFormInstance();
  return (
    <>
      <FileFormItem {...props} name="file" onFileName={(name) => form.setFieldValue('originalFile', name)} />
      <Form.Item name="originalFile" hidden>
        <Input />
      </Form.Item>
    </>
  );
}
