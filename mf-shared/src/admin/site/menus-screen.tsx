import '../admin.css';
import './site-editor.css';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, MenuFoldOutlined, MenuUnfoldOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input } from 'antd';
import { QueryView, useToast } from '@school/shared/kit';
import type { MenuItem, MenuLink, Menus, Site } from '@school/shared/contract';
import { BilingualField } from '../components/bilingual-field';
import { PageHeading } from '../components/page-heading';
import { useMenus, useSaveMenus } from './site-api';

/** A menu link as the form edits it: one "path or URL" field (a path starts with /). */
interface LinkValues {
  label?: string;
  ne?: { label?: string };
  link?: string;
  children?: LinkValues[];
}
interface MenuValues {
  header: LinkValues[];
  footer: { useful: LinkValues[]; external: LinkValues[] };
}

const linkValues = (item: MenuLink): LinkValues => ({ label: item.label, ne: { label: item.ne?.label ?? '' }, link: item.path ?? item.url ?? '', children: [] });
const itemValues = (item: MenuItem): LinkValues => ({ ...linkValues(item), children: (item.children ?? []).map(linkValues) });

/** A form link as the API's: `path` for a path on the site, `url` for another site. */
function linkBody(v: LinkValues): Pick<MenuLink, 'label' | 'ne' | 'path' | 'url'> {
  const link = (v.link ?? '').trim();
  const ne = (v.ne?.label ?? '').trim();
  return {
    label: (v.label ?? '').trim(),
    ...(ne ? { ne: { label: ne } } : {}),
    ...(link.startsWith('/') ? { path: link } : link ? { url: link } : {}),
  };
}

/** A header item: its link, and its dropdown's links when it has some. */
function itemBody(v: LinkValues): MenuItem {
  const children = (v.children ?? []).map(linkBody);
  return { ...linkBody(v), ...(children.length ? { children } : {}) };
}

export const menusBody = (v: MenuValues): Menus => ({
  header: (v.header ?? []).map(itemBody),
  footer: { useful: (v.footer?.useful ?? []).map(linkBody), external: (v.footer?.external ?? []).map(linkBody) },
});

type Path = (string | number)[];

/**
 * One list of links: each link's label in English and Nepali and its path or URL, moved up and down,
 * removed, added. The header's top level (`nested`) also nests a link under the one above it, and its
 * dropdown links can be moved back out.
 */
function LinkList({ name, noun, nested, parent }: { name: Path; noun: string; nested?: boolean; parent?: number }) {
  const form = Form.useFormInstance();
  const nestUnder = (i: number) => {
    const header: LinkValues[] = [...form.getFieldValue('header')];
    const [item] = header.splice(i, 1);
    const above = header[i - 1]!;
    header[i - 1] = { ...above, children: [...(above.children ?? []), { ...item!, children: [] }] };
    form.setFieldValue('header', header);
  };
  const moveOut = (j: number) => {
    if (parent === undefined) return;
    const header: LinkValues[] = [...form.getFieldValue('header')];
    const owner = header[parent]!;
    const children = [...(owner.children ?? [])];
    const [item] = children.splice(j, 1);
    header[parent] = { ...owner, children };
    header.splice(parent + 1, 0, { ...item!, children: [] });
    form.setFieldValue('header', header);
  };
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <div className={parent === undefined ? undefined : 'menu-children'}>
          {fields.map((field, i) => {
            const what = `${noun} ${i + 1}`;
            const children: unknown[] | undefined = form.getFieldValue([...name, field.name, 'children']);
            const hasChildren = (children ?? []).length > 0;
            return (
              <Card key={field.key} size="small" className="menu-item" role="group" aria-label={what} title={what}
                extra={
                  <span className="site-editor-actions">
                    <Button size="small" aria-label={`Move ${what} up`} icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} />
                    <Button size="small" aria-label={`Move ${what} down`} icon={<ArrowDownOutlined />} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} />
                    {nested && i > 0 && !hasChildren && (
                      <Button size="small" aria-label={`Nest ${what} under the item above`} icon={<MenuUnfoldOutlined />} onClick={() => nestUnder(i)} />
                    )}
                    {parent !== undefined && (
                      <Button size="small" aria-label={`Move ${what} out of the dropdown`} icon={<MenuFoldOutlined />} onClick={() => moveOut(i)} />
                    )}
                    <Button size="small" danger aria-label={`Remove ${what}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                  </span>
                }
              >
                <BilingualField
                  name={[field.name, 'label']}
                  neName={[field.name, 'ne', 'label']}
                  label="Label"
                  maxLength={100}
                  rules={[{ required: true, whitespace: true, message: 'Please provide the label' }]}
                />
                <Form.Item
                  name={[field.name, 'link']}
                  label="Path or URL"
                  extra={nested ? 'A path on this site (/about), a web address (https://…), or empty for a dropdown' : undefined}
                >
                  <Input placeholder="/about or https://…" />
                </Form.Item>
                {nested && <LinkList name={[field.name, 'children']} noun={`${what}, dropdown link`} parent={field.name} />}
              </Card>
            );
          })}
          <Button icon={<PlusOutlined />} onClick={() => add({ label: '', ne: { label: '' }, link: '', children: [] })}>
            {parent === undefined ? `Add ${noun.toLowerCase()}` : `Add a dropdown link`}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

function MenusForm({ site, menus }: { site: Site; menus: Menus }) {
  const [form] = Form.useForm<MenuValues>();
  const save = useSaveMenus(site);
  const toast = useToast();
  const initialValues: MenuValues = {
    header: menus.header.map(itemValues),
    footer: { useful: menus.footer.useful.map(linkValues), external: menus.footer.external.map(linkValues) },
  };
  const onFinish = () => {
    const values: MenuValues = form.getFieldsValue(true);
    save.mutate(menusBody(values), { onSuccess: () => toast.success('Menus saved') });
  };
  return (
    <Form<MenuValues> form={form} layout="vertical" aria-label="Menus" initialValues={initialValues} onFinish={onFinish} onValuesChange={() => save.reset()}>
      {save.error && <Alert type="error" showIcon title={save.error.message} className="admin-form-alert" role="alert" />}
      <fieldset className="site-editor-fieldset">
        <legend>Header navigation</legend>
        <LinkList name={['header']} noun="Header item" nested />
      </fieldset>
      <fieldset className="site-editor-fieldset">
        <legend>Footer: useful links</legend>
        <LinkList name={['footer', 'useful']} noun="Useful link" />
      </fieldset>
      <fieldset className="site-editor-fieldset">
        <legend>Footer: other sites</legend>
        <LinkList name={['footer', 'external']} noun="External link" />
      </fieldset>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save menus
      </Button>
    </Form>
  );
}

/** /admin/menus (issue 31, admins): the header's two-level navigation and the footer's two link lists. */
export function MenusScreen({ site }: { site: Site }) {
  const query = useMenus(site);
  return (
    <>
      <PageHeading title="Menus" />
      <QueryView query={query}>{(menus) => <MenusForm site={site} menus={menus} />}</QueryView>
    </>
  );
}
