import '../admin.css';
import { Checkbox, Form, Input } from 'antd';
import type { Album, AlbumBody } from '@school/shared/contract';
import { useCreateForm } from '../api/use-create-form';
import type { FormCalls } from '../api/keys';
import { CreateForm } from './create-form';
import { CARD_IMAGE_WIDTH, FileFormItem } from './file-form-item';
import { Thumb } from './image-card';

/** The create body, and in edit mode the photos the album keeps. */
type AlbumValues = AlbumBody & { keep?: string[] };

/**
 * Add Images (SPEC.md §5 Album): POST {name, images} to the resource's create. With `album` the same form edits it
 * (issue 14): rename, untick photos to take them out, choose files to add; the PUT to its update sends the
 * whole new list of photos.
 */
export function AlbumForm({
  resource,
  successText,
  alsoInvalidate,
  album,
  onDone,
}: {
  resource: FormCalls;
  successText?: string;
  alsoInvalidate?: string[];
  album?: Album;
  onDone?: () => void;
}) {
  const create = useCreateForm<AlbumValues, AlbumBody>({
    endpoints: resource,
    successText: successText ?? (album ? 'Album Edited Successfully' : 'Album Created Successfully'),
    alsoInvalidate,
    onDone,
    // both consoles show an album at /admin/albums/all/{id}
    savedLink: (a) => `/admin/albums/all/${a._id}`,
    toBody: ({ name, images }) => ({ name, images }),
    edit: album && {
      id: album._id,
      values: { name: album.name, keep: album.images },
      toBody: ({ name, keep = [], images = [] }) => ({ name, images: [...keep, ...images] }),
    },
  });
  return (
    <CreateForm<AlbumValues>
      {...create.formProps}
      aria-label={album ? 'Edit Album' : 'Add Images'}
      state={create}
      submitText={album ? 'Save Changes' : 'Create Album'}
    >
      <Form.Item name="name" label="Album Name" rules={[{ required: true, whitespace: true, message: 'Please provide Album Name' }]}>
        <Input />
      </Form.Item>
      {album && (
        <Form.Item
          name="keep"
          label="Photos"
          extra="Untick a photo to take it out of the album."
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, keep: string[] | undefined) =>
                (keep?.length ?? 0) + ((getFieldValue('images') as string[] | undefined)?.length ?? 0) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error('An album needs at least one image')),
            }),
          ]}
        >
          <Checkbox.Group className="admin-album-photos">
            {album.images.map((src, i) => (
              <Checkbox key={src} value={src} aria-label={`Keep photo ${i + 1}`}>
                <Thumb src={src} alt={`Photo ${i + 1}`} className="admin-current-thumb" />
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      )}
      <FileFormItem
        name="images"
        label={album ? 'Add images' : 'Images'}
        kind="images"
        hint="Only images; select several at once"
        requiredMessage={album ? undefined : 'Please Select Images'}
        errorText="Only image file can be added."
        minWidth={CARD_IMAGE_WIDTH}
        onStatusChange={create.gate.track('images')}
      />
    </CreateForm>
  );
}
