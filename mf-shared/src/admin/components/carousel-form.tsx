import '../admin.css';
import { NEPALI_TEXT_FIELDS, type CarouselSlide, type SlideBody } from '@school/shared/contract';
import { useCreateForm } from '../api/use-create-form';
import type { FormCalls } from '../api/keys';
import { CreateForm } from './create-form';
import { FileFormItem } from './file-form-item';
import { Thumb } from './image-card';
import { BilingualField } from './bilingual-field';
import { nepaliInitialValues } from './nepali-fields';

type SlideValues = SlideBody;

/** How wide the home carousel shows a slide on a desktop: a narrower picture is stretched. */
const SLIDE_WIDTH = 1280;

/**
 * Create Carousel (SPEC.md §5 Carousel): POST {title, description, image} to the resource's create. With `slide` the
 * same form edits it (issue 14): prefilled, PUT to its update, the image kept unless a new one is chosen.
 * The optional Nepali title and description (issue 13) sit beside the English ones.
 */
export function CarouselForm({
  resource,
  successText,
  slide,
  onDone,
}: {
  resource: FormCalls;
  successText?: string;
  slide?: CarouselSlide;
  onDone?: () => void;
}) {
  const create = useCreateForm<SlideValues>({
    endpoints: resource,
    successText: successText ?? (slide ? 'Carousel Edited Successfully' : 'Carousel Added Successfully'),
    onDone,
    // both consoles list their slides at /admin/carousel/all
    savedLink: () => '/admin/carousel/all',
    edit: slide && {
      id: slide._id,
      values: { title: slide.title, description: slide.description, ...nepaliInitialValues(slide, NEPALI_TEXT_FIELDS) },
    },
  });
  return (
    <CreateForm<SlideValues>
      {...create.formProps}
      aria-label={slide ? 'Edit Carousel' : 'Create Carousel'}
      state={create}
      submitText={slide ? 'Save Changes' : 'Create Carousel'}
    >
      <BilingualField name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Title' }]} />
      <FileFormItem
        name="image"
        label="Image"
        kind="image"
        requiredMessage="Please Select Image File"
        hint="Only image"
        errorText="Only image file can be added."
        minWidth={SLIDE_WIDTH}
        onStatusChange={create.gate.track('image')}
        current={slide && <Thumb src={slide.image} alt={slide.title} className="admin-current-thumb" />}
      />
      <BilingualField
        name="description"
        label="Description"
        rows={4}
        rules={[{ required: true, whitespace: true, message: 'Please provide Description' }]}
      />
    </CreateForm>
  );
}
