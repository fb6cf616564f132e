import '../admin.css';
import './site-editor.css';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Switch, type FormInstance } from 'antd';
import { useState } from 'react';
import { QueryView, useToast } from '@school/shared/kit';
import type { Site, SiteSettings, UpdateSiteSettingsBody } from '@school/shared/contract';
import { BilingualField } from '../components/bilingual-field';
import { FileFormItem } from '../components/file-form-item';
import { Thumb } from '../components/image-card';
import { PageHeading } from '../components/page-heading';
import { useSaveSettings, useSettings } from './site-api';
import { PreviewCard, SitePreview, SOCIAL, type SettingsDraft } from './site-preview';

/** The form's values: the settings, with the map's numbers possibly empty while typed. */
type SettingsValues = Omit<SiteSettings, 'map'> & { map?: { lat?: number | null; lng?: number | null; label?: string } };

/** A text the clerk left alone or emptied: '' is sent as '' (the API stores it as cleared). */
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The form's values as the PUT body: every field, trimmed; a map with both numbers, or none (null). */
export function settingsBody(v: SettingsValues, storedLogo: string): UpdateSiteSettingsBody {
  const lat = v.map?.lat;
  const lng = v.map?.lng;
  const social = Object.fromEntries(SOCIAL.map(([k]) => [k, str(v.social?.[k])]));
  const body: UpdateSiteSettingsBody = {
    name: str(v.name),
    shortName: str(v.shortName),
    motto: str(v.motto),
    tagline: str(v.tagline),
    address: str(v.address),
    phones: (v.phones ?? []).map(str).filter(Boolean),
    email: str(v.email),
    social,
    map: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng, label: str(v.map?.label) } : null,
    // an unset colour (a new site's) stays unset: the API takes only #rrggbb
    colors: Object.fromEntries((['primary', 'accent'] as const).flatMap((k) => (str(v.colors?.[k]) ? [[k, str(v.colors?.[k])]] : []))),
    seo: { title: str(v.seo?.title), description: str(v.seo?.description), keywords: str(v.seo?.keywords) },
    ne: {
      name: str(v.ne?.name),
      shortName: str(v.ne?.shortName),
      motto: str(v.ne?.motto),
      tagline: str(v.ne?.tagline),
      address: str(v.ne?.address),
      seo: { title: str(v.ne?.seo?.title), description: str(v.ne?.seo?.description), keywords: str(v.ne?.seo?.keywords) },
    },
  };
  // the school's switch for the women's centre's site (the school's settings only)
  if (typeof v.women?.enabled === 'boolean') body.women = { enabled: v.women.enabled };
  // the logo is sent only when a new one was uploaded or it was removed
  const logo = typeof v.logo === 'string' ? v.logo : '';
  if (logo !== storedLogo) body.logo = logo;
  return body;
}

/** A `#rrggbb` field with the browser's colour picker beside it, both editing one value. */
function ColourInput({ id, value, onChange, label }: { id?: string; value?: string; onChange?: (v: string) => void; label: string }) {
  return (
    <span className="site-editor-colour">
      <input
        type="color"
        aria-label={`${label}: picker`}
        value={/^#[0-9a-fA-F]{6}$/.test(value ?? '') ? value : '#000000'}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="#rrggbb" maxLength={7} />
    </span>
  );
}

/** The preview, redrawn on every change: only it watches the values, so typing does not redraw the form. */
function LivePreview({ form, lang, initial }: { form: FormInstance<SettingsValues>; lang: 'en' | 'ne'; initial: SiteSettings }) {
  const draft: SettingsDraft = Form.useWatch([], { form, preserve: true }) ?? initial;
  return <SitePreview draft={draft} lang={lang} />;
}

function SettingsForm({ site, settings }: { site: Site; settings: SiteSettings }) {
  const [form] = Form.useForm<SettingsValues>();
  const save = useSaveSettings(site);
  const toast = useToast();
  const [lang, setLang] = useState<'en' | 'ne'>('en');
  const logo: string | undefined = Form.useWatch('logo', { form, preserve: true });

  const onFinish = () => {
    const values: SettingsValues = form.getFieldsValue(true);
    save.mutate(settingsBody(values, settings.logo), {
      onSuccess: () => toast.success('Settings saved'),
    });
  };

  return (
    <div className="site-editor">
      <Form<SettingsValues>
        form={form}
        layout="vertical"
        aria-label="Site settings"
        initialValues={{ ...settings, phones: settings.phones.length ? settings.phones : [''] }}
        onFinish={onFinish}
        onValuesChange={() => save.reset()}
      >
        {save.error && <Alert type="error" showIcon title={save.error.message} className="admin-form-alert" role="alert" />}
        <fieldset className="site-editor-fieldset">
          <legend>Institution</legend>
          <BilingualField name="name" neName={['ne', 'name']} label="Name" rules={[{ required: true, whitespace: true, message: 'Please provide the name' }]} />
          <BilingualField name="shortName" neName={['ne', 'shortName']} label="Short name" />
          <BilingualField name="motto" neName={['ne', 'motto']} label="Motto" />
          <BilingualField name="tagline" neName={['ne', 'tagline']} label="Tagline" />
          <BilingualField name="address" neName={['ne', 'address']} label="Address" rows={2} maxLength={500} />
        </fieldset>
        {site === 'school' && (
          <Form.Item
            name={['women', 'enabled']}
            label="Women's centre website"
            valuePropName="checked"
            extra="Off: the women's centre's address shows the school's website."
          >
            <Switch checkedChildren="On" unCheckedChildren="Off" />
          </Form.Item>
        )}
        <fieldset className="site-editor-fieldset">
          <legend>Contacts</legend>
          <Form.List name="phones">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <div key={field.key} className="site-editor-row">
                    <Form.Item name={field.name} label={`Phone ${i + 1}`}>
                      <Input inputMode="tel" />
                    </Form.Item>
                    <Button
                      className="site-editor-remove"
                      aria-label={`Remove phone ${i + 1}`}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                ))}
                {fields.length < 10 && (
                  <Form.Item>
                    <Button icon={<PlusOutlined />} onClick={() => add('')}>
                      Add phone
                    </Button>
                  </Form.Item>
                )}
              </>
            )}
          </Form.List>
          <Form.Item name="email" label="Email">
            <Input type="email" />
          </Form.Item>
          {SOCIAL.map(([key, label]) => (
            <Form.Item key={key} name={['social', key]} label={label}>
              <Input type="url" placeholder="https://" />
            </Form.Item>
          ))}
        </fieldset>
        <fieldset className="site-editor-fieldset">
          <legend>Map</legend>
          <div className="site-editor-row">
            <Form.Item name={['map', 'lat']} label="Latitude">
              <InputNumber min={-90} max={90} step={0.0001} className="admin-date" />
            </Form.Item>
            <Form.Item name={['map', 'lng']} label="Longitude">
              <InputNumber min={-180} max={180} step={0.0001} className="admin-date" />
            </Form.Item>
          </div>
          <Form.Item name={['map', 'label']} label="Map label">
            <Input />
          </Form.Item>
        </fieldset>
        <fieldset className="site-editor-fieldset">
          <legend>Look</legend>
          <FileFormItem
            name="logo"
            label="Logo"
            kind="image"
            hint="PNG, JPEG, GIF or WebP (not SVG)"
            errorText="Only image file can be added."
            current={settings.logo ? <Thumb src={settings.logo} alt="Current logo" className="admin-current-thumb" /> : undefined}
          />
          {logo ? (
            <Form.Item>
              <Button onClick={() => form.setFieldValue('logo', '')}>Remove logo</Button>
            </Form.Item>
          ) : null}
          <div className="site-editor-row">
            <Form.Item name={['colors', 'primary']} label="Primary colour" extra="The header's background, under white text">
              <ColourInput label="Primary colour" />
            </Form.Item>
            <Form.Item name={['colors', 'accent']} label="Accent colour">
              <ColourInput label="Accent colour" />
            </Form.Item>
          </div>
        </fieldset>
        <fieldset className="site-editor-fieldset">
          <legend>Search engines</legend>
          <BilingualField name={['seo', 'title']} neName={['ne', 'seo', 'title']} label="SEO title" />
          <BilingualField name={['seo', 'description']} neName={['ne', 'seo', 'description']} label="SEO description" rows={3} maxLength={1000} />
          <BilingualField name={['seo', 'keywords']} neName={['ne', 'seo', 'keywords']} label="SEO keywords" maxLength={1000} />
        </fieldset>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save settings
        </Button>
      </Form>
      <PreviewCard title="Preview: header and footer" lang={lang} onLang={setLang}>
        <LivePreview form={form} lang={lang} initial={settings} />
      </PreviewCard>
    </div>
  );
}

/** /admin/settings (issue 31, admins): the site's facts, contacts, look and SEO, with a live preview. */
export function SettingsScreen({ site }: { site: Site }) {
  const query = useSettings(site);
  return (
    <>
      <PageHeading title="Site settings" />
      <QueryView query={query}>{(settings) => <SettingsForm site={site} settings={settings} />}</QueryView>
    </>
  );
}
