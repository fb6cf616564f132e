import { Modal } from 'antd';
import { withAntd } from '@school/shared/kit';
import { BlockHtml } from './block-html';

/** A programme's text in antd's Modal (ProgrammesBlock loads this with its first Readmore); `html` null keeps it closed. */
function ProgrammeDialog({ title, html, onClose }: { title: string; html: string | null; onClose: () => void }) {
  return (
    <Modal open={html !== null} title={title} onCancel={onClose} footer={null} width={640}>
      {html !== null && <BlockHtml html={html} className="block-html" />}
    </Modal>
  );
}

export default withAntd(ProgrammeDialog);
