import { Card, Typography } from 'antd';
import { SCHOOL } from '@school/shared/kit';

/** The about-the-school blurb of the dashboard. */
export function AboutSchool() {
  return (
    <Card title={`About ${SCHOOL.shortName}`}>
      <Typography.Paragraph>
        {SCHOOL.name} has served families since {SCHOOL.founded} with a higher secondary school, a college, a
        women&apos;s centre and a clinic. Its scholarships keep education open to children from every background:
        merit, marginalised communities, remote regions, orphans and children of disabled parents.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {SCHOOL.motto}. {SCHOOL.address}.
      </Typography.Paragraph>
    </Card>
  );
}
