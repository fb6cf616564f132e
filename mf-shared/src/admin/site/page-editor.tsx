import '../admin.css';
import './site-editor.css';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, type FormInstance } from 'antd';
import { useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryView, useToast } from '@school/shared/kit';
import { BLOCK_TYPES, type Block, type Page, type Site, type UpdatePageBody } from '@school/shared/contract';
import { BilingualField } from '../components/bilingual-field';
import { PageHeading } from '../components/page-heading';
import { RevisionTools } from '../revisions/revision-tools';
import { EditingBanner } from '../editing/editing-banner';
import { StaleSaveAlert, useEditTogether } from '../editing/stale-save';
import { PublishingFields, publishingBody, publishingInitialValues, type PublishingValues } from '../components/publishing';
import { BLOCK_LABELS, BlockFields, newBlock } from './block-fields';
import { PagePreview } from './page-preview';
import { PreviewCard } from './site-preview';
import { usePage, useSavePage } from './site-api';

type PageValues = Pick<Page, 'path' | 'title' | 'description' | 'ne' | 'blocks'> & PublishingValues;

/** Optional fields a block or a list item leaves out when empty (the API would refuse an empty link or file). */
const EMPTY_DROPPED: Partial<Record<Block['type'], string[]>> = {
  image: ['caption'],
  testimonials: ['title'],
  team: ['title'],
  news: ['title'],
  events: ['title'],
};
const ITEM_EMPTY_DROPPED = ['link', 'file', 'summary'];

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
const isBlock = (v: unknown): v is Block => isObject(v) && 'type' in v;

/** Values without the unset (undefined, null) and the empty optional ones; list items are cleaned the same way. */
function clean(value: object, dropped: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || v === null || (v === '' && dropped.includes(k))) continue;
    if (k === 'items' && Array.isArray(v)) out[k] = v.map((item: unknown) => (isObject(item) ? clean(item, ITEM_EMPTY_DROPPED) : item));
    else if (k === 'ne' && isObject(v)) out[k] = clean(v, []);
    else out[k] = v;
  }
  return out;
}

/** The form's values as the POST or PUT body. */
export function pageBody(v: PageValues): UpdatePageBody {
  const blocks = (v.blocks ?? []).map((b) => clean(b, EMPTY_DROPPED[b.type] ?? [])).filter(isBlock);
  return {
    path: (v.path ?? '').trim(),
    title: (v.title ?? '').trim(),
    description: (v.description ?? '').trim(),
    ne: { title: (v.ne?.title ?? '').trim(), description: (v.ne?.description ?? '').trim() },
    ...publishingBody(v),
    blocks,
  };
}

/** The block list: add one of each type, edit, move by drag or by the Move up / Move down buttons, remove. */
function BlockList({ site }: { site: Site }) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const form = Form.useFormInstance<PageValues>();
  return (
    <Form.List name="blocks">
      {(fields, { add, remove, move }) => {
        const drop = (to: number) => (e: DragEvent) => {
          e.preventDefault();
          if (dragging !== null && dragging !== to) move(dragging, to);
          setDragging(null);
          setOver(null);
        };
        return (
          <section aria-label="Blocks">
            {fields.map((field, i) => {
              const type: Block['type'] = form.getFieldValue(['blocks', field.name, 'type']);
              const name = `block ${i + 1} (${BLOCK_LABELS[type]})`;
              return (
                <Card
                  key={field.key}
                  size="small"
                  className={over === i && dragging !== i ? 'block-card is-drop-target' : 'block-card'}
                  role="group"
                  aria-label={`Block ${i + 1}: ${BLOCK_LABELS[type]}`}
                  data-testid="block"
                  onDragOver={(e) => {
                    if (dragging === null) return;
                    e.preventDefault();
                    setOver(i);
                  }}
                  onDrop={drop(i)}
                  title={
                    <Flex align="center" gap={8}>
                      {/* the drag handle; the buttons beside it do the same by keyboard */}
                      <span
                        className="block-handle"
                        draggable
                        aria-hidden="true"
                        data-testid="block-handle"
                        onDragStart={(e) => {
                          e.dataTransfer?.setData('text/plain', String(i));
                          setDragging(i);
                        }}
                        onDragEnd={() => {
                          setDragging(null);
                          setOver(null);
                        }}
                      >
                        <HolderOutlined />
                      </span>
                      {`${i + 1}. ${BLOCK_LABELS[type]}`}
                    </Flex>
                  }
                  extra={
                    <span className="site-editor-actions">
                      <Button size="small" aria-label={`Move ${name} up`} icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} />
                      <Button
                        size="small"
                        aria-label={`Move ${name} down`}
                        icon={<ArrowDownOutlined />}
                        disabled={i === fields.length - 1}
                        onClick={() => move(i, i + 1)}
                      />
                      <Button size="small" danger aria-label={`Remove ${name}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                    </span>
                  }
                >
                  <BlockFields type={type} at={[field.name]} />
                </Card>
              );
            })}
            <fieldset className="site-editor-fieldset">
              <legend>Add a block</legend>
              <Flex wrap gap={8}>
                {BLOCK_TYPES.map((type) => (
                  <Button key={type} onClick={() => add(newBlock(type, site))}>
                    {BLOCK_LABELS[type]}
                  </Button>
                ))}
              </Flex>
            </fieldset>
          </section>
        );
      }}
    </Form.List>
  );
}

/** The preview, redrawn on every change: only it watches the values, so typing does not redraw the form. */
function LivePreview({ form, lang }: { form: FormInstance<PageValues>; lang: 'en' | 'ne' }) {
  const draft: Partial<PageValues> = Form.useWatch([], { form, preserve: true }) ?? {};
  const title = lang === 'ne' && draft.ne?.title?.trim() ? draft.ne.title : (draft.title ?? '');
  return <PagePreview title={title} blocks={draft.blocks ?? []} lang={lang} />;
}

function PageForm({ site, page, reload }: { site: Site; page?: Page; reload?: () => void }) {
  const [form] = Form.useForm<PageValues>();
  const save = useSavePage(site, page?._id, page?.updatedAt);
  // editing together (issue 32, item 6): who else has the page open; the form waits for 'Take over'
  const { presence, stale } = useEditTogether('pages', page?._id, save.error);
  const toast = useToast();
  const navigate = useNavigate();
  const [lang, setLang] = useState<'en' | 'ne'>('en');
  const initialValues: Partial<PageValues> = page
    ? { path: page.path, title: page.title, description: page.description, ne: page.ne, blocks: page.blocks, ...publishingInitialValues(page) }
    : { path: '/', blocks: [], status: 'draft', publishAt: '' };

  const onFinish = () => {
    const values: PageValues = form.getFieldsValue(true);
    save.mutate(pageBody(values), {
      onSuccess: (saved) => {
        toast.success('Page saved');
        if (!page) navigate(`/admin/pages/${saved._id}`);
      },
    });
  };

  return (
    <div className="site-editor">
      <Form<PageValues>
        form={form}
        layout="vertical"
        aria-label={page ? 'Edit page' : 'Add page'}
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={() => save.reset()}
        disabled={presence.held}
      >
        <EditingBanner presence={presence} />
        <StaleSaveAlert message={save.error?.message} stale={stale} onReload={reload} />
        <Form.Item
          name="path"
          label="Path"
          extra="Lower-case, starting with /, e.g. /clinic"
          rules={[{ required: true, whitespace: true, message: 'Please provide the path' }]}
        >
          <Input />
        </Form.Item>
        <BilingualField name="title" neName={['ne', 'title']} label="Title" rules={[{ required: true, whitespace: true, message: 'Please provide Title' }]} />
        <BilingualField name="description" neName={['ne', 'description']} label="Description" rows={2} maxLength={1000} />
        <PublishingFields defaults={false} />
        <BlockList site={site} />
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={presence.held}>
          Save page
        </Button>
      </Form>
      <PreviewCard title="Preview" lang={lang} onLang={setLang}>
        <LivePreview form={form} lang={lang} />
      </PreviewCard>
    </div>
  );
}

/** /admin/pages/new and /admin/pages/:id (issue 31, editors and admins): a page's fields and its blocks. */
export function PageEditorScreen({ site, id }: { site: Site; id?: string }) {
  const query = usePage(id);
  const links = [{ to: '/admin/pages', label: 'All pages' }];
  if (id === undefined) {
    return (
      <>
        <PageHeading title="Add page" links={links} />
        <PageForm site={site} />
      </>
    );
  }
  return (
    <>
      <PageHeading title="Edit page" links={links} />
      <QueryView query={query}>
        {(page) => (
          <>
            <RevisionTools resource="pages" item={page} />
            <PageForm key={page.updatedAt} site={site} page={page} reload={() => void query.refetch()} />
          </>
        )}
      </QueryView>
    </>
  );
}
