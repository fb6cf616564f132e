import { Col, Form, Input, Row } from 'antd';
import { formatDate, parseBsDay, schoolToday } from '@school/shared/kit';
import { useRegistrationText } from '../i18n';

/** The optional details' form values: the date of birth as typed, in BS. */
export interface ApplicantValues {
  guardianName?: string;
  dateOfBirthBs?: string;
  previousSchool?: string;
}

/** A typed BS date of birth → the AD day the API stores; undefined when none was typed. */
export const dateOfBirthOf = (bs: string | undefined): string | undefined => (bs?.trim() ? (parseBsDay(bs) ?? undefined) : undefined);

/**
 * Optional details beside SPEC's fields (issue 38, item 11): the parent's or guardian's name, the date of
 * birth typed in Bikram Sambat (as Nepali documents give it; the AD day shows under it and is what is
 * sent) and the previous school.
 */
export function ApplicantFields() {
  const { t } = useRegistrationText();
  const bs = Form.useWatch<string | undefined>('dateOfBirthBs');
  const ad = bs?.trim() ? parseBsDay(bs) : null;
  return (
    <fieldset className="registration-fieldset">
      <legend>{t('registration.applicant')}</legend>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('registration.guardianName')} name="guardianName">
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('registration.dateOfBirth')}
            name="dateOfBirthBs"
            extra={ad ? t('registration.dateOfBirthAd', { date: formatDate(ad) }) : t('registration.dateOfBirthHint')}
            rules={[
              {
                validator: async (_, value?: string) => {
                  if (!value?.trim()) return;
                  const day = parseBsDay(value);
                  if (!day || day > schoolToday()) throw new Error(t('registration.dateOfBirthInvalid'));
                },
              },
            ]}
          >
            <Input inputMode="numeric" placeholder="YYYY-MM-DD" autoComplete="off" maxLength={10} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label={t('registration.previousSchool')} name="previousSchool">
            <Input autoComplete="off" maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
    </fieldset>
  );
}
