import './videos.css';
import { CloseOutlined, DeleteOutlined, SelectOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { ClickToLoad, QueryView } from '@school/shared/kit';
import { EditDialog } from '@school/shared/admin';
import { AddVideoForm } from './add-video-form';
import { useDeleteVideo } from '../api/delete-video';
import { useVideos } from '../api/get-videos';

/**
 * The added videos, each with Edit (another link). 'Select' switches to a delete mode where each video
 * carries a Delete button; 'Cancel' leaves it.
 */
export function VideoGrid() {
  const query = useVideos();
  const del = useDeleteVideo();
  const [selecting, setSelecting] = useState(false);
  return (
    <>
      <Flex justify="flex-end" className="admin-form-alert">
        <Button
          icon={selecting ? <CloseOutlined /> : <SelectOutlined />}
          onClick={() => setSelecting(!selecting)}
          disabled={!query.data?.length}
        >
          {selecting ? 'Cancel' : 'Select'}
        </Button>
      </Flex>
      <QueryView query={query} empty="Please add some videos to change the view.">
        {(videos) => (
          <div className="admin-grid">
            {videos.map((v) => (
              <Card
                key={v._id}
                data-testid="video-card"
                cover={
                  // Click-to-load: a screen of many videos loads nothing from YouTube until one is played.
                  <div className="admin-video" data-video-id={v.src}>
                    <ClickToLoad label={`Video ${v.src}`} action="Play" actionName={`Play video ${v.src}`} icon="play" tone="dark">
                      <iframe
                        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(v.src)}?autoplay=1`}
                        title={`Video ${v.src}`}
                        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
                        allowFullScreen
                      />
                    </ClickToLoad>
                  </div>
                }
                actions={
                  selecting
                    ? [
                        <Button
                          key="delete"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          loading={del.pendingId === v._id}
                          onClick={() => del.remove(v._id)}
                        >
                          Delete
                        </Button>,
                      ]
                    : [
                        <EditDialog key="edit" title="Edit Video" name={`video ${v.src}`} buttonType="text">
                          {(close) => <AddVideoForm video={v} onDone={close} />}
                        </EditDialog>,
                      ]
                }
              >
                <Card.Meta description={v.src} />
              </Card>
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}
