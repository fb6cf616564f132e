import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { youtubeId, useToast } from '@school/shared/kit';
import type { Video } from '@school/shared/contract';
import { useCreateVideo, useUpdateVideo } from '../api/create-video';

export const INVALID_URL = 'Please provide valid Youtube URL';

/**
 * Add a video by its YouTube link; a link without an 11-character id shows a dismissible alert.
 * With `video`, the same form points that video at another link (issue 14: PUT).
 */
export function AddVideoForm({ video, onDone }: { video?: Video; onDone?: () => void } = {}) {
  const [url, setUrl] = useState(video ? `https://www.youtube.com/watch?v=${video.src}` : '');
  const [invalid, setInvalid] = useState(false);
  const toast = useToast();
  const add = useCreateVideo();
  const update = useUpdateVideo(video?._id ?? '');
  const create = video ? update : add;

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
          toast.success(video ? 'Video Edited Successfully' : 'Video Added Successfully');
          onDone?.();
        },
      },
    );
  };

  return (
    <Form layout="vertical" onFinish={onFinish} aria-label={video ? 'Edit Video' : 'Add Video'}>
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
      <Form.Item label="Youtube URL" htmlFor={video ? `video-url-${video._id}` : 'video-url'}>
        <Input
          id={video ? `video-url-${video._id}` : 'video-url'}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://www.youtube.com/watch?v=…"
          inputMode="url"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {video ? 'Save Changes' : 'Add Video'}
      </Button>
    </Form>
  );
}
