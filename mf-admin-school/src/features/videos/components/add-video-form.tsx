import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { youtubeId, useToast } from '@school/shared/kit';
import { useCreateVideo } from '../api/create-video';

export const INVALID_URL = 'Please provide valid Youtube URL';

/** Add a video by its YouTube link; a link without an 11-character id shows a dismissible alert. */
export function AddVideoForm() {
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const toast = useToast();
  const create = useCreateVideo();

  const onFinish = () => {
    const id = youtubeId(url);
    if (!id) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    create.mutate(
      { src: id },
      {
        onSuccess: () => {
          setUrl('');
          create.reset();
          toast.success('Video Added Successfully');
        },
      },
    );
  };

  return (
    <Form layout="vertical" onFinish={onFinish} aria-label="Add Video">
      {invalid && (
        <Alert
          type="error"
          showIcon
          title={INVALID_URL}
          closable={{ onClose: () => setInvalid(false) }}
          className="admin-form-alert"
        />
      )}
      {create.error && <Alert type="error" showIcon title={create.error.message} className="admin-form-alert" />}
      <Form.Item label="Youtube URL" htmlFor="video-url">
        <Input
          id="video-url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://www.youtube.com/watch?v=…"
          inputMode="url"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Add Video
      </Button>
    </Form>
  );
}
