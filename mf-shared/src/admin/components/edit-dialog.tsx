import '../admin.css';
import { EditOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';

export interface EditDialogProps {
  /** The dialog's title, e.g. 'Edit Carousel'. */
  title: string;
  /** What is edited, for the button's accessible name: 'Edit <name>'. */
  name: string;
  /** 'text' inside a card's action bar. */
  buttonType?: 'default' | 'text';
  /** The form, in edit mode; `close` is its `onDone`. Rendered only while open, so it is prefilled afresh. */
  children: (close: () => void) => ReactNode;
}

/** The Edit action of a console list item (issue 14): a button opening the create form, prefilled, in a dialog. */
export function EditDialog({ title, name, buttonType = 'default', children }: EditDialogProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button type={buttonType} icon={<EditOutlined />} aria-label={`Edit ${name}`} onClick={() => setOpen(true)}>
        Edit
      </Button>
      <Modal title={title} open={open} onCancel={close} footer={null} destroyOnHidden>
        {open && children(close)}
      </Modal>
    </>
  );
}
