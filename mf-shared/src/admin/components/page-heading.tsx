import { usePageMeta } from '@school/shared/kit';
import '../admin.css';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface HeadingLink {
  to: string;
  label: string;
  icon?: ReactNode;
  primary?: boolean;
}

/** A screen's title (its h1) with its navigation buttons (View All, Add New, Back…). */
export function PageHeading({
  title,
  links = [],
  extra,
  level = 1,
}: {
  title: string;
  links?: HeadingLink[];
  extra?: ReactNode;
  /** 1 for the screen's title; 2 for a second block on the same screen. */
  level?: 1 | 2;
}) {
  const navigate = useNavigate();
  return (
    <Flex className="admin-heading" justify="space-between" align="center" wrap gap={8}>
      <Typography.Title level={level} className={`admin-heading-title admin-heading-${level}`}>
        {title}
      </Typography.Title>
      <Flex gap={8} wrap>
        {links.map((l) => (
          <Button key={l.to + l.label} type={l.primary ? 'primary' : 'default'} icon={l.icon} onClick={() => navigate(l.to)}>
            {l.label}
          </Button>
        ))}
        {extra}
      </Flex>
    </Flex>
  );
}

/** A console screen: its document title, and its heading (with its links) above what it holds. */
export function ConsoleScreen({ title, links, children }: { title: string; links?: HeadingLink[]; children: ReactNode }) {
  usePageMeta({ title });
  return (
    <>
      <PageHeading title={title} links={links} />
      {children}
    </>
  );
}
