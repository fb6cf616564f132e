import { Card, Typography } from 'antd';
import { useSiteFacts } from '@school/shared/kit';

/** The about-the-school blurb of the dashboard: the school's name, motto and address from its settings. */
export function AboutSchool() {
  const school = useSiteFacts();
  return (
    <Card title={`About ${school.shortName || school.name}`}>
      <Typography.Paragraph>
        {school.name} has served families since 2004 with a higher secondary school, a college, a women&apos;s centre
        and a clinic. Its scholarships keep education open to children from every background: merit, marginalised
        communities, remote regions, orphans and children of disabled parents.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {[school.motto, school.address].filter(Boolean).map((line) => `${line}.`).join(' ')}
      </Typography.Paragraph>
    </Card>
  );
}
