import './site-editor.css';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Card, Segmented } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { apiUrl } from '@school/shared/session';
import { factsIn, textOnAccent, type SiteSettings } from '@school/shared/contract';

/** What the settings form holds while the clerk types (any field may still be missing). */
export type SettingsDraft = Partial<Omit<SiteSettings, 'ne' | 'colors' | 'social' | 'seo' | 'map'>> & {
  colors?: Partial<SiteSettings['colors']>;
  social?: SiteSettings['social'];
  ne?: SiteSettings['ne'];
};

const COLOR_RE = /^#[0-9a-fA-F]{6}$/;
/** The social links the settings hold, with their names. */
export const SOCIAL = [
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
  ['viber', 'Viber'],
] as const;

// the public sites' colour variables, as the preview sets them from the settings
declare module 'react' {
  interface CSSProperties {
    '--pub-primary'?: string;
    '--pub-accent'?: string;
    '--pub-on-accent'?: string;
  }
}

/**
 * The public site's header and footer as the settings make them, redrawn as the clerk types (issue 31):
 * the console may not import the public widgets (they would pull the visitors' code into the console), so
 * this is a small copy that paints with the same CSS variables (`--pub-primary`, `--pub-accent`).
 */
/** A preview card with its language switch (the settings' header and footer, a page). */
export function PreviewCard({ title, lang, onLang, children }: { title: string; lang: 'en' | 'ne'; onLang: (lang: 'en' | 'ne') => void; children: ReactNode }) {
  return (
    <Card
      className="site-editor-aside"
      title={title}
      extra={
        <Segmented<'en' | 'ne'>
          aria-label="Preview language"
          value={lang}
          onChange={onLang}
          options={[
            { value: 'en', label: 'English' },
            { value: 'ne', label: 'नेपाली' },
          ]}
        />
      }
    >
      {children}
    </Card>
  );
}

export function SitePreview({ draft, lang }: { draft: SettingsDraft; lang: 'en' | 'ne' }) {
  const facts = factsIn(
    {
      name: draft.name ?? '',
      shortName: draft.shortName ?? '',
      motto: draft.motto ?? '',
      tagline: draft.tagline ?? '',
      address: draft.address ?? '',
      phones: (draft.phones ?? []).filter((p): p is string => typeof p === 'string' && p.trim() !== ''),
      email: draft.email ?? '',
      social: draft.social ?? {},
      ne: draft.ne ?? {},
    },
    lang,
  );
  const primary = COLOR_RE.test(draft.colors?.primary ?? '') ? draft.colors!.primary! : undefined;
  const accent = COLOR_RE.test(draft.colors?.accent ?? '') ? draft.colors!.accent! : undefined;
  // the colours are the clerk's own data: CSS variables are the one way to hand them to the stylesheet
  const colours: CSSProperties = {
    ...(primary ? { '--pub-primary': primary } : {}),
    ...(accent ? { '--pub-accent': accent, '--pub-on-accent': textOnAccent(accent) } : {}),
  };
  const social = SOCIAL.filter(([key]) => facts.social[key]?.trim());
  const tagline = facts.tagline || facts.motto;
  return (
    <div className="site-preview" style={colours} lang={lang} data-testid="site-preview">
      <div className="site-preview-top">
        {facts.phones.map((p) => (
          <span key={p}>
            <PhoneOutlined /> {p}
          </span>
        ))}
        {facts.email && (
          <span>
            <MailOutlined /> {facts.email}
          </span>
        )}
      </div>
      <div className="site-preview-header">
        {draft.logo ? <img className="site-preview-logo" src={apiUrl(draft.logo)} alt="" /> : null}
        <div>
          <div className="site-preview-name">{facts.name}</div>
          {tagline && <div className="site-preview-tagline">{tagline}</div>}
        </div>
      </div>
      <div className="site-preview-footer">
        <div className="site-preview-name">{facts.shortName || facts.name}</div>
        {facts.address && <div>{facts.address}</div>}
        {facts.phones.length > 0 && <div>{facts.phones.join(', ')}</div>}
        {facts.email && <div>{facts.email}</div>}
        {social.length > 0 && (
          <div className="site-preview-social">
            {social.map(([key, name]) => (
              <span key={key} className="site-preview-chip">
                {name}
              </span>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
